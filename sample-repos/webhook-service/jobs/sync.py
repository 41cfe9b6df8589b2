"""Pull data the webhooks do not carry."""
import logging

from integrations.fx.rates import ECBRatesProvider
from integrations.stripe.events import list_events
from jobs.registry import job
from services.catalog import sync_product
from utils.timeutil import in_days

logger = logging.getLogger(__name__)


@job("hourly.sync_fx_rates")
def sync_fx_rates() -> int:
    return len(ECBRatesProvider.rates())


@job("daily.sync_catalog")
def sync_catalog() -> int:
    since = int(in_days(-1).timestamp())
    events = list_events(["product.created", "product.updated"], created_gte=since)
    for event in events:
        product = event["data"]["object"]
        sync_product(product["id"], product.get("name"), product.get("active"))
    logger.info("Catalog sync applied %s product events", len(events))
    return len(events)
