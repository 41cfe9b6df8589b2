"""ANSI helpers for the operator CLI (manage.py, jobs.runner)."""
import os
import sys

BANNER = "\x1b[31mALERT\x1b[0m"
CLEAR = "\x1b[2J"
RESET = "\x1b[0m"
COLORS = {"red": "\x1b[31m", "green": "\x1b[32m", "yellow": "\x1b[33m", "dim": "\x1b[2m"}


def supports_color(stream=sys.stdout) -> bool:
    if os.environ.get("NO_COLOR"):
        return False
    return hasattr(stream, "isatty") and stream.isatty()


def colorize(text: str, color: str) -> str:
    if not supports_color():
        return text
    return f"{COLORS[color]}{text}{RESET}"


def alert(message: str) -> None:
    prefix = BANNER if supports_color(sys.stderr) else "ALERT"
    print(f"{prefix} {message}", file=sys.stderr)
