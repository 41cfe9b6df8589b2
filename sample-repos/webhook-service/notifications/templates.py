"""E-mail templates, rendered with HTML escaping of every value."""
import html
import string

from utils.i18n import _

TEMPLATES = {
    "receipt": ("Receipt for your payment", "<p>Hello $name,</p><p>We received $amount.</p>"),
    "payment_failed": ("Payment failed", "<p>Hello $name,</p><p>$reason</p>"),
    "authorization_expired": ("Authorization expired", "<p>Your authorization for $amount expired.</p>"),
    "invoice_upcoming": ("Upcoming invoice", "<p>Your next invoice of $amount is due on $due.</p>"),
    "invoice_payment_failed": ("Invoice payment failed", "<p>We could not collect $amount.</p>"),
    "invoice_final_notice": ("Final notice", "<p>Your invoice is overdue.</p>"),
    "trial_ending": ("Trial ending", "<p>Your trial ends on $trial_end.</p>"),
    "card_expiring": ("Card expiring", "<p>Your card ending $last4 expires soon.</p>"),
    "refund_failed": ("Refund failed", "<p>We could not refund $amount.</p>"),
}


def render(name: str, context: dict) -> tuple[str, str]:
    subject, body = TEMPLATES[name]
    safe = {key: html.escape(str(value)) for key, value in context.items()}
    return _(context.get("subject") or subject), string.Template(body).safe_substitute(safe)
