"""Report jobs."""
from jobs.registry import job
from notifications.slack import post_alert
from reports.daily import daily_volume_lines
from reports.disputes import dispute_rate
from reports.monthly import send_month_end
from utils.timeutil import utcnow


@job("daily.revenue_summary")
def revenue_summary() -> int:
    lines = daily_volume_lines()
    post_alert("\n".join(["Yesterday's volume:", *lines]), channel="#finance")
    return len(lines)


@job("monthly.dispute_report")
def dispute_report() -> float:
    now = utcnow()
    rate = dispute_rate(now.year, now.month)
    if rate > 0.0075:
        post_alert(f"Dispute rate {rate:.2%} is above the 0.75% threshold", channel="#risk")
    return rate


@job("monthly.finance_report")
def finance_report() -> bool:
    now = utcnow()
    return send_month_end(now.year, now.month)
