"""Test doubles for the database layer."""
from contextlib import ExitStack, contextmanager
from unittest import mock

PATCHED_MODULES = (
    "handlers.payment_succeeded",
    "ledger.journal",
    "repositories.payments",
    "repositories.refunds",
    "services.payments",
    "webhooks.idempotency",
)


class RecordingCursor:
    def __init__(self) -> None:
        self.statements: list[tuple[str, tuple]] = []
        self.rowcount = 1

    def execute(self, sql: str, params: tuple = ()) -> None:
        self.statements.append((sql, params))

    def fetchone(self):
        return None

    def fetchall(self):
        return []


@contextmanager
def recording_cursor():
    cursor = RecordingCursor()

    @contextmanager
    def fake_get_cursor():
        yield cursor

    with ExitStack() as stack:
        for module in PATCHED_MODULES:
            stack.enter_context(mock.patch(f"{module}.get_cursor", fake_get_cursor))
        yield cursor
