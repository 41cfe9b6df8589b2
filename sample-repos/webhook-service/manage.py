#!/usr/bin/env python3
"""Operator commands: run-job, migrate, list-handlers."""
import argparse
import sys


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="manage.py")
    commands = parser.add_subparsers(dest="command", required=True)
    run_job = commands.add_parser("run-job", help="run one scheduled job by name")
    run_job.add_argument("name")
    commands.add_parser("migrate", help="apply pending database migrations")
    commands.add_parser("list-handlers", help="print the webhook event types that have a handler")
    args = parser.parse_args(argv)

    if args.command == "run-job":
        from jobs.runner import run

        return run(args.name)
    if args.command == "migrate":
        from db.migrations import apply_pending

        print(f"applied {apply_pending()} migrations")
        return 0

    import bootstrap  # noqa: F401
    from events.registry import registered_events

    print("\n".join(registered_events()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
