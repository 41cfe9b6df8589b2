"""Persistence for the disputes table."""
from db.connection import get_cursor
from db.queries import OPEN_DISPUTES

TABLE = "disputes"
COLUMNS = ("id", "charge_id", "amount", "reason", "status", "evidence_due_by")


def get(dispute_id: str) -> dict | None:
    with get_cursor() as cursor:
        cursor.execute(
            "SELECT id, charge_id, amount, reason, status, evidence_due_by FROM disputes WHERE id = %s",
            (dispute_id,),
        )
        row = cursor.fetchone()
    return dict(zip(COLUMNS, row)) if row else None


def upsert(row: dict) -> None:
    """Insert or update; keys missing from row are stored as NULL."""
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO disputes (id, charge_id, amount, reason, status, evidence_due_by) "
            "VALUES (%s, %s, %s, %s, %s, %s) "
            "ON CONFLICT (id) DO UPDATE SET "
            "charge_id = EXCLUDED.charge_id, amount = EXCLUDED.amount, reason = EXCLUDED.reason, "
            "status = EXCLUDED.status, evidence_due_by = EXCLUDED.evidence_due_by",
            tuple(row.get(column) for column in COLUMNS),
        )


def update_status(dispute_id: str, status: str) -> int:
    with get_cursor() as cursor:
        cursor.execute("UPDATE disputes SET status = %s, updated_at = now() WHERE id = %s", (status, dispute_id))
        return cursor.rowcount


def open_disputes() -> list[tuple]:
    with get_cursor() as cursor:
        cursor.execute(OPEN_DISPUTES)
        return cursor.fetchall()


def add_funds_movement(dispute_id: str, amount: int | None, direction: str) -> None:
    with get_cursor() as cursor:
        cursor.execute(
            "INSERT INTO dispute_funds (dispute_id, amount, direction) VALUES (%s, %s, %s)",
            (dispute_id, amount, direction),
        )
