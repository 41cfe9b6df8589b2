"""Chart of accounts used by the journal."""

CHART = {
    "cash": "1000",
    "provider_balance": "1100",
    "receivables": "1200",
    "revenue": "4000",
    "refunds": "4100",
    "disputes": "4200",
    "fees": "6100",
    "bad_debt": "6900",
}


def account_code(name: str) -> str:
    try:
        return CHART[name]
    except KeyError:
        raise ValueError(f"unknown ledger account {name}") from None
