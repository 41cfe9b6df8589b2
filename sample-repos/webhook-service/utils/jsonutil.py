"""JSON encoding for Decimal/datetime values in exports and API responses."""
import json
from datetime import date, datetime
from decimal import Decimal


class Encoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, Decimal):
            return str(o)
        if isinstance(o, (datetime, date)):
            return o.isoformat()
        return super().default(o)


def dumps(value, **kwargs) -> str:
    return json.dumps(value, cls=Encoder, separators=(",", ":"), **kwargs)


def load_file(path: str):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)
