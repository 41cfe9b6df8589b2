"""Event type names as constants, for code that prefers symbols to strings.

Most handlers pass the literal to @register; a few newer ones use these.
"""


class Events:
    PAYMENT_SUCCEEDED = "payment.succeeded"
    CHARGE_REFUNDED = "charge.refunded"
    CHARGE_DISPUTE_CREATED = "charge.dispute.created"
    INVOICE_PAID = "invoice.paid"
    INVOICE_PAYMENT_FAILED = "invoice.payment_failed"
    CUSTOMER_DELETED = "customer.deleted"
    CUSTOMER_SUBSCRIPTION_UPDATED = "customer.subscription.updated"
    PAYOUT_PAID = "payout.paid"
    PAYOUT_FAILED = "payout.failed"
    REFUND_CREATED = "refund.created"
    ACCOUNT_UPDATED = "account.updated"
    CHECKOUT_SESSION_COMPLETED = "checkout.session.completed"
