"""Row transforms applied between loading a report and exporting it.

A transform maps one cell value to another; the pipeline is a list of step names from
``transforms.pipeline`` in settings.yml (see :mod:`plugin_host.transforms.registry`).
"""

from __future__ import annotations

from typing import Any


class Transform:
    #: only these columns are touched; empty means every string column
    columns: tuple[str, ...] = ()

    def __init__(self, columns: tuple[str, ...] | list[str] = ()) -> None:
        if columns:
            self.columns = tuple(columns)

    def applies_to(self, column: str, value: Any) -> bool:
        if self.columns and column not in self.columns:
            return False
        return isinstance(value, str)

    def __call__(self, value: str) -> str:
        raise NotImplementedError

    def apply(self, row: dict[str, Any]) -> dict[str, Any]:
        return {k: (self(v) if self.applies_to(k, v) else v) for k, v in row.items()}
