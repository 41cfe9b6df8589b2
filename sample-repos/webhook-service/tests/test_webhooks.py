"""Dispatch of representative events through the real registry."""
from events.dispatcher import dispatch
from events.registry import HANDLERS
from events.types import Events
from tests.fakes import recording_cursor


def test_settled():
    payload = {
        "id": "evt_1PbQx2LkdIwHu7ix",
        "type": "payment.succeeded",
        "created": 1718000000,
        "data": {
            "object": {"id": "pi_3PbQx2LkdIwHu7ix0", "amount": 12500, "currency": "usd"},
            "settlement_currency": "EUR",
        },
    }
    with recording_cursor() as cursor:
        dispatch(payload)
    updates = [params for sql, params in cursor.statements if sql.startswith("UPDATE payments")]
    assert updates, "payment was not persisted"
    assert updates[0][3] == "EUR"


def test_partial_refund(make_event):
    charge = {"id": "ch_3PbR", "payment_intent": "pi_3PbR", "currency": "eur", "amount_refunded": 500, "refunded": False}
    with recording_cursor() as cursor:
        dispatch(make_event("charge.refunded", charge))
    assert any(sql.startswith("INSERT INTO journal") for sql, _params in cursor.statements)


def test_unknown_event_is_ignored(make_event):
    with recording_cursor():
        dispatch(make_event("payment.teleported", {"id": "pi_x"}))


def test_status_handlers_are_registered():
    for status in ("failed", "pending", "canceled"):
        assert f"payment.{status}" in HANDLERS


def test_symbolic_registration():
    assert HANDLERS[Events.PAYOUT_PAID].__name__ == "on_payout_paid"
    assert HANDLERS["invoice.paid"].__module__ == "handlers.invoice_paid"
