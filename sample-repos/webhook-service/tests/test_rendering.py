"""Templates and terminal output must not pass through markup or escapes."""
from notifications.templates import render
from utils.terminal import BANNER, CLEAR, colorize


def test_escapes_script_tags():
    _subject, body = render("receipt", {"name": "<script>alert(1)</script>", "amount": "10.00 EUR"})
    assert "<script>" not in body
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body


def test_plain_output_without_tty(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    assert colorize("ok", "green") == "ok"
    assert BANNER.startswith("\x1b[31m")
    assert CLEAR == "\x1b[2J"
