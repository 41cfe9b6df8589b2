"""Download settlement reports announced by REPORT_AVAILABLE."""
import logging
import os
import pathlib

import requests

logger = logging.getLogger(__name__)

REPORT_DIR = pathlib.Path(os.environ.get("REPORT_DIR", "var/reports"))


def download_report(url: str) -> pathlib.Path:
    if not url.startswith("https://"):
        raise ValueError("report URL must be https")
    auth = (os.environ.get("ADYEN_REPORT_USER", ""), os.environ.get("ADYEN_REPORT_PASSWORD", ""))
    response = requests.get(url, auth=auth, timeout=30)
    response.raise_for_status()
    REPORT_DIR.mkdir(parents=True, exist_ok=True)
    target = REPORT_DIR / url.rsplit("/", 1)[-1]
    with open(target, "wb") as fh:
        fh.write(response.content)
    logger.info("Saved Adyen report %s (%s bytes)", target.name, len(response.content))
    return target
