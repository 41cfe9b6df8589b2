"""Connected accounts and platform applications."""
import logging

from repositories import accounts as account_rows

logger = logging.getLogger(__name__)


def update_account(account_id: str, charges_enabled: bool | None, payouts_enabled: bool | None) -> None:
    status = "active" if charges_enabled and payouts_enabled else "restricted"
    account_rows.upsert(
        {"id": account_id, "charges_enabled": charges_enabled, "payouts_enabled": payouts_enabled, "status": status}
    )


def grant_application(account_id: str | None, application_id: str) -> None:
    if account_id:
        account_rows.set_application(account_id, application_id, True)


def revoke_application(account_id: str | None, application_id: str) -> None:
    if account_id:
        account_rows.set_application(account_id, application_id, False)
        logger.warning("Application %s deauthorized on %s", application_id, account_id)
