"""Transform steps by name, in the order ``plugin-host formats --transforms`` lists them."""

from __future__ import annotations

import logging
from typing import Any, Iterable

from plugin_host.i18n import gettext as _
from plugin_host.transforms import Transform
from plugin_host.transforms.slug import SlugTransform
from plugin_host.transforms.text import AsciiTransform, LowerTransform, StripTransform, UpperTransform

logger = logging.getLogger(__name__)

TRANSFORMS = [
    ("strip", StripTransform),
    ("upper", UpperTransform),
    ("lower", LowerTransform),
    ("ascii", AsciiTransform),
    ("slug", SlugTransform),
]

TRANSFORM_REGISTRY: dict[str, type[Transform]] = dict(TRANSFORMS)


def build_pipeline(steps: Iterable[str | dict[str, Any]]) -> list[Transform]:
    """Steps are names (``"slug"``) or one-key mappings (``{"slug": {"columns": ["title"]}}``)."""
    pipeline: list[Transform] = []
    for step in steps:
        options: dict[str, Any] = {}
        if isinstance(step, dict):
            (step, options), = step.items()
        try:
            cls = TRANSFORM_REGISTRY[step]
        except KeyError:
            raise ValueError(_("unknown transform step: %s") % step) from None
        pipeline.append(cls(**options))
    return pipeline


def apply_pipeline(rows: list[dict[str, Any]], pipeline: list[Transform]) -> list[dict[str, Any]]:
    for transform in pipeline:
        rows = [transform.apply(row) for row in rows]
    logger.debug("applied %d transforms to %d rows", len(pipeline), len(rows))
    return rows
