"""The report database: a single SQLite file holding report definitions and their rows."""

from __future__ import annotations

import json
import logging
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Iterator

from plugin_host.config import setting

logger = logging.getLogger(__name__)
audit = logging.getLogger("plugin_host.audit")

SCHEMA = """
CREATE TABLE IF NOT EXISTS reports (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    title       TEXT NOT NULL,
    slug        TEXT NOT NULL UNIQUE,
    owner       TEXT,
    created_at  TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS report_rows (
    report_id   INTEGER NOT NULL REFERENCES reports(id) ON DELETE CASCADE,
    position    INTEGER NOT NULL,
    data        TEXT NOT NULL,
    PRIMARY KEY (report_id, position)
);
"""


@dataclass
class Report:
    id: int
    title: str
    slug: str
    owner: str | None = None
    created_at: str = ""
    rows: list[dict[str, Any]] = field(default_factory=list)

    @property
    def columns(self) -> list[str]:
        seen: dict[str, None] = {}
        for row in self.rows:
            for key in row:
                seen.setdefault(key, None)
        return list(seen)


class ReportStore:
    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path or setting("database.path"))
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._conn = sqlite3.connect(self.path)
        self._conn.row_factory = sqlite3.Row
        self._conn.execute("PRAGMA foreign_keys = ON")
        self._conn.executescript(SCHEMA)

    @contextmanager
    def transaction(self) -> Iterator[sqlite3.Cursor]:
        cursor = self._conn.cursor()
        try:
            yield cursor
            self._conn.commit()
        except Exception:
            self._conn.rollback()
            raise
        finally:
            cursor.close()

    def get(self, report_id: int) -> Report | None:
        cursor = self._conn.execute(
            "SELECT id, title, slug, owner, created_at FROM reports WHERE id = ?", (report_id,)
        )
        row = cursor.fetchone()
        if row is None:
            return None
        report = Report(**dict(row))
        rows = self._conn.execute(
            "SELECT data FROM report_rows WHERE report_id = ? ORDER BY position", (report_id,)
        )
        report.rows = [json.loads(r["data"]) for r in rows]
        return report

    def list(self, owner: str | None = None, limit: int = 50) -> list[Report]:
        if owner:
            cursor = self._conn.execute(
                "SELECT id, title, slug, owner, created_at FROM reports WHERE owner = ? "
                "ORDER BY created_at DESC LIMIT ?",
                (owner, limit),
            )
        else:
            cursor = self._conn.execute(
                "SELECT id, title, slug, owner, created_at FROM reports ORDER BY created_at DESC LIMIT ?",
                (limit,),
            )
        return [Report(**dict(r)) for r in cursor.fetchall()]

    def create(self, title: str, slug: str, rows: list[dict[str, Any]], owner: str | None = None) -> int:
        now = datetime.now(timezone.utc).isoformat(timespec="seconds")
        with self.transaction() as cursor:
            cursor.execute(
                "INSERT INTO reports (title, slug, owner, created_at) VALUES (?, ?, ?, ?)",
                (title, slug, owner, now),
            )
            report_id = cursor.lastrowid
            cursor.executemany(
                "INSERT INTO report_rows (report_id, position, data) VALUES (?, ?, ?)",
                [(report_id, i, json.dumps(row, sort_keys=True)) for i, row in enumerate(rows)],
            )
        audit.info("created report %s (%d rows) for %s", slug, len(rows), owner or "-")
        return int(report_id)

    def delete(self, report_id: int) -> bool:
        with self.transaction() as cursor:
            cursor.execute("DELETE FROM reports WHERE id = ?", (report_id,))
            deleted = cursor.rowcount > 0
        if deleted:
            audit.info("deleted report %d", report_id)
        return deleted

    def purge_older_than(self, cutoff: str) -> int:
        with self.transaction() as cursor:
            cursor.execute("DELETE FROM reports WHERE created_at < ?", (cutoff,))
            return cursor.rowcount

    def close(self) -> None:
        self._conn.close()
