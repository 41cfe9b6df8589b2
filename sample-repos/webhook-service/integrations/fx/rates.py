"""ECB reference rates, exposed to plugins as the fx_rates entry point."""
import logging
import xml.etree.ElementTree as ET
from decimal import Decimal

import requests

from integrations.fx.cache import RatesCache

logger = logging.getLogger(__name__)

ECB_URL = "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml"
NAMESPACE = "{http://www.ecb.int/vocabulary/2002-08-01/eurofxref}"


class ECBRatesProvider:
    cache = RatesCache(ttl_seconds=6 * 3600)

    @classmethod
    def rates(cls) -> dict[str, Decimal]:
        cached = cls.cache.get()
        if cached is not None:
            return cached
        response = requests.get(ECB_URL, timeout=10)
        response.raise_for_status()
        root = ET.fromstring(response.content)
        rates = {"EUR": Decimal(1)}
        for cube in root.iter(f"{NAMESPACE}Cube"):
            if "currency" in cube.attrib:
                rates[cube.attrib["currency"]] = Decimal(cube.attrib["rate"])
        cls.cache.set(rates)
        logger.info("Loaded %s ECB rates", len(rates))
        return rates
