"""Run one job by name: python manage.py run-job nightly.reconcile"""
import importlib
import logging
import sys
import time

from jobs.registry import JOBS
from metrics.counters import increment, observe
from utils.terminal import alert, colorize

logger = logging.getLogger(__name__)


def run(name: str) -> int:
    importlib.import_module("bootstrap")
    fn = JOBS.get(name)
    if fn is None:
        alert(f"unknown job {name!r}; known jobs: {', '.join(sorted(JOBS))}")
        return 2
    started = time.monotonic()
    try:
        result = fn()
    except Exception:
        logger.exception("Job %s failed", name)
        increment("jobs.failed", tags={"job": name})
        return 1
    observe("jobs.seconds", time.monotonic() - started, tags={"job": name})
    print(colorize(f"{name}: ok ({result})", "green"))
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if not args:
        print("usage: run-job <name>", file=sys.stderr)
        return 2
    return run(args[0])
