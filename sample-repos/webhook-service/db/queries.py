"""SQL shared by several modules."""

LOCK_PAYMENT = "SELECT id FROM payments WHERE id = %s FOR UPDATE"
PAYMENTS_BY_STATUS = "SELECT id, amount, currency FROM payments WHERE status = %s ORDER BY created_at"
OPEN_DISPUTES = "SELECT id, charge_id, amount FROM disputes WHERE status NOT IN ('won', 'lost')"
UNSETTLED_PAYOUTS = "SELECT id, amount, currency FROM payouts WHERE status = 'paid' AND settled_at IS NULL"
DAILY_VOLUME = (
    "SELECT currency, SUM(amount) FROM payments "
    "WHERE status = 'succeeded' AND created_at >= %s AND created_at < %s GROUP BY currency"
)
