#!/usr/bin/env node
/**
 * Deterministic generator for the sample repository `sample-repos/webhook-service/`.
 *
 *   node scripts/generate-webhook-sample.mjs [--out DIR]
 *
 * The sample is a Python webhook service that reproduces the case in DESIGN.md ("The problem, in one
 * example"): ~90 handler modules register themselves with `@register("<event>")`, a dispatcher looks
 * them up with `HANDLERS[payload["type"]]`, and only a bootstrap module imports the handlers. Around
 * that sit a second homegrown registry (jobs), an entry-point group in pyproject.toml, and the usual
 * string noise (logging, translations, env lookups, SQL, JSON field access, exception messages).
 *
 * Output is a pure function of this file: no clock, no Math.random (a seeded PRNG per file), stable
 * ordering. The output directory is removed and rewritten on every run. test/samples/webhook-sample.test.ts
 * regenerates into a temp dir and compares byte for byte with the committed tree.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_OUT = path.join(PROJECT_ROOT, 'sample-repos', 'webhook-service');
const MARKER = '# idiomscope sample repository: webhook-service';

// ---------------------------------------------------------------------------------------------
// Small helpers: seeded PRNG, Python source templating, import sorting, the file map.
// ---------------------------------------------------------------------------------------------

/** FNV-1a over a string, used to derive a per-file PRNG seed (so edits do not cascade). */
function fnv1a(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: tiny, fast, good enough to pick variants deterministically. */
function rngFor(label) {
  let a = fnv1a(label);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
  };
}

/** A value for `py` that removes its whole line when the placeholder stands alone on it. */
const SKIP = Symbol('skip');

/**
 * Tagged template for Python source. Uses the raw strings (so `\n`, `\x1b` stay as written), strips
 * the first newline, dedents by the smallest indentation, indents multi-line substitutions to the
 * column of their line, trims trailing whitespace and ends with exactly one newline.
 */
function py(strings, ...values) {
  const raw = strings.raw;
  let text = '';
  for (let i = 0; i < raw.length; i++) {
    text += raw[i];
    if (i < values.length) text += `\u0000${i}\u0000`;
  }
  // In raw strings an escaped backtick keeps its backslash; Python code never wants that.
  text = text.replaceAll('\\`', '`').replace(/^\n/, '');
  const lines = text.split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^ */.exec(l)[0].length);
  const min = indents.length ? Math.min(...indents) : 0;
  const out = [];
  for (const rawLine of lines) {
    const line = rawLine.slice(Math.min(min, /^ */.exec(rawLine)[0].length));
    const only = /^\s*\u0000(\d+)\u0000\s*$/.exec(line);
    if (only) {
      const v = values[Number(only[1])];
      if (v === SKIP || v === null || v === undefined || (Array.isArray(v) && v.length === 0)) continue;
    }
    const indent = /^ */.exec(line)[0];
    out.push(
      line.replace(/\u0000(\d+)\u0000/g, (_m, idx) => {
        const v = values[Number(idx)];
        const s = v === SKIP || v === null || v === undefined ? '' : Array.isArray(v) ? v.join('\n') : String(v);
        return s
          .split('\n')
          .map((l, j) => (j === 0 || l === '' ? l : indent + l))
          .join('\n');
      }),
    );
  }
  return out.join('\n').split('\n').map((l) => l.replace(/\s+$/, '')).join('\n').replace(/\n+$/, '') + '\n';
}

/** Python standard-library top-level modules used by the sample (for isort-style grouping). */
const STDLIB = new Set([
  '__future__', 'argparse', 'base64', 'collections', 'contextlib', 'csv', 'dataclasses', 'datetime',
  'decimal', 'enum', 'functools', 'gettext', 'hashlib', 'hmac', 'html', 'importlib', 'io', 'itertools',
  'json', 'logging', 'os', 'pathlib', 're', 'secrets', 'string', 'sys', 'threading', 'time', 'typing',
  'urllib', 'uuid', 'zoneinfo', 'smtplib', 'email', 'statistics', 'calendar', 'unittest',
]);
const THIRD_PARTY = new Set(['psycopg', 'requests', 'pytest']);

/**
 * Sort and merge import lines the way isort would (future, stdlib, third party, first party; plain
 * `import x` before `from x import y` within a group; `from m import a` + `from m import b` merged).
 */
function renderImports(lines) {
  const plain = new Set();
  const froms = new Map();
  for (const line of lines) {
    let m;
    if ((m = /^import (\S+)(.*)$/.exec(line))) plain.add(line);
    else if ((m = /^from (\S+) import (.+)$/.exec(line))) {
      const names = froms.get(m[1]) ?? new Set();
      for (const n of m[2].split(',')) names.add(n.trim());
      froms.set(m[1], names);
    } else throw new Error(`not an import line: ${line}`);
  }
  const groupOf = (mod) => {
    const root = mod.split('.')[0];
    if (root === '__future__') return 0;
    if (STDLIB.has(root)) return 1;
    if (THIRD_PARTY.has(root)) return 2;
    return 3;
  };
  const groups = [[], [], [], []];
  for (const line of plain) {
    const mod = /^import (\S+)/.exec(line)[1];
    groups[groupOf(mod)].push({ mod, kind: 0, text: line });
  }
  for (const [mod, names] of froms) {
    // isort's order_by_type: CONSTANTS, then Classes, then everything else; code-unit order inside.
    const rank = (n) => (/^[A-Z0-9_]+$/.test(n) && /[A-Z]/.test(n) ? 0 : /^[A-Z]/.test(n) ? 1 : 2);
    const sorted = [...names].sort((x, y) => rank(x) - rank(y) || (x < y ? -1 : x > y ? 1 : 0));
    let text = `from ${mod} import ${sorted.join(', ')}`;
    if (text.length > 100) text = `from ${mod} import (\n${sorted.map((n) => `    ${n},`).join('\n')}\n)`;
    groups[groupOf(mod)].push({ mod, kind: 1, text });
  }
  return groups
    .filter((g) => g.length)
    .map((g) =>
      g
        .sort((a, b) => (a.kind - b.kind) || (a.mod < b.mod ? -1 : a.mod > b.mod ? 1 : 0))
        .map((x) => x.text)
        .join('\n'),
    )
    .join('\n\n');
}

/** Assemble a Python module from a docstring, imports and the rest. */
function pyModule({ doc, imports = [], body }) {
  const parts = [];
  if (doc) parts.push(doc.includes('\n') ? `"""${doc.replace(/\n*$/, '')}\n"""` : `"""${doc}"""`);
  if (imports.length) parts.push(renderImports(imports));
  // No blank line between the module docstring and the imports (the house style of the sample).
  let text = parts.join('\n');
  const rest = body.replace(/^\n+/, '').replace(/\n+$/, '');
  if (rest) text += (text ? (/^(def |class |@)/.test(rest) ? '\n\n\n' : '\n\n') : '') + rest;
  return text.replace(/\n{4,}/g, '\n\n\n') + '\n';
}

/** Every generated file: repo-relative path -> content. */
const FILES = new Map();
function emit(relPath, content) {
  if (FILES.has(relPath)) throw new Error(`duplicate file ${relPath}`);
  if (content !== '' && !content.endsWith('\n')) content += '\n';
  FILES.set(relPath, content);
}

// ---------------------------------------------------------------------------------------------
// events/: the registry, the dispatcher and what they lean on.
// ---------------------------------------------------------------------------------------------

function emitEvents() {
  emit('events/__init__.py', py`
    """Webhook events: the handler registry, payload schema and dispatch."""
  `);

  emit('events/registry.py', py`
    """Registry of webhook event handlers.

    Handler modules register themselves when they are imported::

        @register("payment.succeeded")
        def on_payment_succeeded(payload: dict) -> None:
            ...

    bootstrap.py imports every handler module, so the table is complete before
    the first request reaches events.dispatcher.
    """
    import logging
    from typing import Callable

    logger = logging.getLogger(__name__)

    HANDLERS: dict[str, Callable[[dict], None]] = {}


    def register(event: str):
        """Register the decorated function as the handler for \`\`event\`\`."""

        def wrap(fn):
            previous = HANDLERS.get(event)
            if previous is not None and previous is not fn:
                logger.warning("Handler for %s replaced: %s -> %s", event, previous.__qualname__, fn.__qualname__)
            HANDLERS[event] = fn
            return fn

        return wrap


    def registered_events() -> list[str]:
        """Event types that have a handler, sorted (used by the admin API)."""
        return sorted(HANDLERS)
  `);

  emit('events/dispatcher.py', py`
    """Route a verified webhook payload to the handler registered for its type."""
    import logging
    import time

    from config.settings import settings
    from events.context import EventContext
    from events.errors import UnknownEventError
    from events.registry import HANDLERS
    from events.serializers import redact
    from metrics.counters import increment, observe
    from metrics.tracing import span
    from utils.i18n import _
    from webhooks.idempotency import already_processed, mark_processed

    logger = logging.getLogger(__name__)
    audit = logging.getLogger("webhook.audit")


    def dispatch(payload: dict) -> None:
        """Call the handler registered for payload["type"].

        Duplicate deliveries (same event id) are acknowledged and dropped. An
        unknown type raises UnknownEventError in strict mode so the receiver can
        park the event; otherwise it is logged and ignored.
        """
        event_id = payload.get("id")
        event_type = payload.get("type")
        if event_id and already_processed(event_id):
            logger.info("Skipping duplicate delivery of %s", event_id)
            increment("webhook.duplicate", tags={"type": event_type})
            return
        if event_type not in HANDLERS:
            increment("webhook.unhandled", tags={"type": event_type})
            if settings.strict_dispatch:
                raise UnknownEventError(_("No handler for event type %s") % event_type)
            logger.warning("No handler registered for %s", event_type)
            return

        ctx = EventContext.from_payload(payload)
        started = time.monotonic()
        with span("webhook.dispatch", event_type=event_type, account=ctx.account_id):
            try:
                HANDLERS[payload["type"]](payload)
            except Exception:
                logger.exception("Handler for %s failed on %s", event_type, redact(payload))
                increment("webhook.failed", tags={"type": event_type})
                raise
        observe("webhook.handler_seconds", time.monotonic() - started, tags={"type": event_type})
        if event_id:
            mark_processed(event_id, event_type)
        audit.info("Handled %s for %s", event_type, ctx.account_id or "platform")
  `);

  emit('events/errors.py', py`
    """Exceptions raised while receiving and dispatching webhooks."""


    class WebhookError(Exception):
        """Base class; the receiver maps subclasses to HTTP status codes."""

        status_code = 400


    class InvalidPayloadError(WebhookError):
        status_code = 422


    class UnknownEventError(WebhookError):
        status_code = 202


    class HandlerRetryableError(WebhookError):
        """Raised by a handler when the provider should redeliver later."""

        status_code = 503

        def __init__(self, message: str, retry_after: int = 60) -> None:
            super().__init__(message)
            self.retry_after = retry_after
  `);

  emit('events/context.py', py`
    """Per-event context carried into logs and traces."""
    from dataclasses import dataclass


    @dataclass(frozen=True)
    class EventContext:
        event_id: str | None
        event_type: str | None
        account_id: str | None
        livemode: bool
        api_version: str | None

        @classmethod
        def from_payload(cls, payload: dict) -> "EventContext":
            return cls(
                event_id=payload.get("id"),
                event_type=payload.get("type"),
                account_id=payload.get("account"),
                livemode=bool(payload.get("livemode", False)),
                api_version=payload.get("api_version"),
            )

        def log_fields(self) -> dict:
            return {"event_id": self.event_id, "event_type": self.event_type, "account": self.account_id}
  `);

  emit('events/serializers.py', py`
    """Serialise payloads for logs without leaking card or contact data."""
    import json

    SENSITIVE_KEYS = frozenset({"card", "bank_account", "email", "phone", "address", "iban", "last4"})
    MASK = "***"


    def redact(value):
        """Return a copy of value with sensitive keys masked, at any depth."""
        if isinstance(value, dict):
            return {k: MASK if k in SENSITIVE_KEYS else redact(v) for k, v in value.items()}
        if isinstance(value, list):
            return [redact(v) for v in value]
        return value


    def to_log_line(payload: dict, limit: int = 2000) -> str:
        text = json.dumps(redact(payload), sort_keys=True, default=str)
        return text if len(text) <= limit else text[:limit] + "..."
  `);

  emit('events/schema.py', py`
    """Structural validation of incoming events before dispatch."""
    import re

    from events.errors import InvalidPayloadError
    from utils.i18n import _

    REQUIRED_FIELDS = ("id", "type", "created", "data")
    EVENT_TYPE = re.compile(r"^[a-z_]+(\.[a-z_]+)+$")
    MAX_AGE_SECONDS = 3 * 24 * 3600


    def validate(payload: dict) -> None:
        """Raise InvalidPayloadError unless payload looks like a provider event."""
        if not isinstance(payload, dict):
            raise InvalidPayloadError(_("Event payload must be a JSON object"))
        missing = [field for field in REQUIRED_FIELDS if field not in payload]
        if missing:
            raise InvalidPayloadError(_("Missing fields: %s") % ", ".join(missing))
        if not EVENT_TYPE.match(payload["type"]):
            raise InvalidPayloadError(f"unexpected event type {payload['type']!r}")
        data = payload["data"]
        if not isinstance(data, dict) or not isinstance(data.get("object"), dict):
            raise InvalidPayloadError(_("Event data has no object"))
        if not str(payload["id"]).startswith(("evt_", "adyen_")):
            raise ValueError("event id has an unknown prefix")
  `);

  emit('events/types.py', py`
    """Event type names as constants, for code that prefers symbols to strings.

    Most handlers pass the literal to @register; a few newer ones use these.
    """


    class Events:
        PAYMENT_SUCCEEDED = "payment.succeeded"
        CHARGE_REFUNDED = "charge.refunded"
        CHARGE_DISPUTE_CREATED = "charge.dispute.created"
        INVOICE_PAID = "invoice.paid"
        INVOICE_PAYMENT_FAILED = "invoice.payment_failed"
        CUSTOMER_DELETED = "customer.deleted"
        CUSTOMER_SUBSCRIPTION_UPDATED = "customer.subscription.updated"
        PAYOUT_PAID = "payout.paid"
        PAYOUT_FAILED = "payout.failed"
        REFUND_CREATED = "refund.created"
        ACCOUNT_UPDATED = "account.updated"
        CHECKOUT_SESSION_COMPLETED = "checkout.session.completed"
  `);
}

// ---------------------------------------------------------------------------------------------
// webhooks/: HTTP entry points, signature checks, idempotency.
// ---------------------------------------------------------------------------------------------

function emitWebhooks() {
  emit('webhooks/__init__.py', py`
    """HTTP side of the webhook service: receive, verify, acknowledge."""
  `);

  emit('webhooks/signature.py', py`
    """Verify the Stripe-Signature header (\`\`t=<unix>,v1=<hex>\`\`)."""
    import hashlib
    import hmac
    import os
    import time

    SIGNATURE_HEADER = "Stripe-Signature"
    DEFAULT_TOLERANCE_SECONDS = 300


    def _secret() -> bytes:
        secret = os.environ.get("STRIPE_SECRET")
        if not secret:
            raise RuntimeError("STRIPE_SECRET is not configured")
        return secret.encode("utf-8")


    def parse_header(header: str) -> tuple[int, list[str]]:
        timestamp = None
        signatures: list[str] = []
        for part in header.split(","):
            key, _sep, value = part.strip().partition("=")
            if key == "t" and value.isdigit():
                timestamp = int(value)
            elif key == "v1":
                signatures.append(value)
        if timestamp is None or not signatures:
            raise ValueError("invalid signature header")
        return timestamp, signatures


    def expected_signature(timestamp: int, body: bytes, secret: bytes) -> str:
        signed = str(timestamp).encode("ascii") + b"." + body
        return hmac.new(secret, signed, hashlib.sha256).hexdigest()


    def verify(body: bytes, header: str, tolerance: int = DEFAULT_TOLERANCE_SECONDS) -> None:
        """Raise ValueError unless header carries a valid signature for body."""
        timestamp, signatures = parse_header(header)
        if abs(time.time() - timestamp) > tolerance:
            raise ValueError("signature timestamp outside tolerance")
        expected = expected_signature(timestamp, body, _secret())
        if not any(hmac.compare_digest(expected, candidate) for candidate in signatures):
            raise ValueError("signature mismatch")
  `);

  emit('webhooks/receiver.py', py`
    """POST /webhooks/stripe and /webhooks/adyen: verify, validate, dispatch."""
    import json
    import logging

    from events import schema
    from events.dispatcher import dispatch
    from events.errors import HandlerRetryableError, InvalidPayloadError, UnknownEventError
    from integrations.adyen import hmac as adyen_hmac
    from integrations.adyen.notifications import to_events
    from utils.http import Request, Response
    from utils.i18n import _
    from webhooks import signature

    logger = logging.getLogger(__name__)
    audit = logging.getLogger("webhook.audit")

    MAX_BODY_BYTES = 512 * 1024


    def receive(request: Request) -> Response:
        """Entry point for Stripe deliveries."""
        body = request.body
        if len(body) > MAX_BODY_BYTES:
            return Response.json({"error": _("Payload too large")}, status=413)
        header = request.headers.get("Stripe-Signature")
        if header is None:
            audit.warning("Webhook without signature from %s", request.remote_addr)
            return Response.json({"error": _("Missing signature")}, status=400)
        try:
            signature.verify(body, header)
        except ValueError as exc:
            audit.warning("Rejected webhook from %s: %s", request.remote_addr, exc)
            return Response.json({"error": _("Invalid signature")}, status=400)
        try:
            payload = json.loads(body)
        except json.JSONDecodeError:
            return Response.json({"error": _("Body is not valid JSON")}, status=400)
        return _process(payload)


    def receive_adyen(request: Request) -> Response:
        """Adyen batches notification items; each becomes one internal event."""
        try:
            batch = json.loads(request.body)
        except json.JSONDecodeError:
            return Response.json({"error": _("Body is not valid JSON")}, status=400)
        for item in batch.get("notificationItems", []):
            notification = item["NotificationRequestItem"]
            if not adyen_hmac.is_valid(notification):
                raise ValueError("invalid HMAC signature on Adyen notification")
        for payload in to_events(batch):
            _process(payload)
        return Response.text("[accepted]")


    def _process(payload: dict) -> Response:
        try:
            schema.validate(payload)
        except InvalidPayloadError as exc:
            logger.info("Invalid payload %s: %s", payload.get("id"), exc)
            return Response.json({"error": str(exc)}, status=exc.status_code)
        try:
            dispatch(payload)
        except UnknownEventError:
            return Response.json({"status": "ignored"}, status=202)
        except HandlerRetryableError as exc:
            headers = {"Retry-After": str(exc.retry_after)}
            return Response.json({"error": str(exc)}, status=exc.status_code, headers=headers)
        logger.info(f"Accepted {payload['type']} ({payload['id']})")
        return Response.json({"status": "ok"})
  `);

  emit('webhooks/routes.py', py`
    """URL table for the webhook endpoints."""
    from api import health
    from webhooks import receiver

    ROUTES = {
        ("POST", "/webhooks/stripe"): receiver.receive,
        ("POST", "/webhooks/adyen"): receiver.receive_adyen,
        ("GET", "/healthz"): health.check,
    }


    def resolve(method: str, path: str):
        return ROUTES.get((method.upper(), path.rstrip("/") or "/"))
  `);

  emit('webhooks/idempotency.py', py`
    """Remember processed event ids so redeliveries are acknowledged, not replayed."""
    from db.connection import get_cursor
    from utils.cache import local_cache

    _seen = local_cache(maxsize=10_000)


    def already_processed(event_id: str) -> bool:
        if event_id in _seen:
            return True
        with get_cursor() as cursor:
            cursor.execute("SELECT 1 FROM processed_events WHERE event_id = %s", (event_id,))
            found = cursor.fetchone() is not None
        if found:
            _seen.add(event_id)
        return found


    def mark_processed(event_id: str, event_type: str | None = None) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO processed_events (event_id, event_type, processed_at) "
                "VALUES (%s, %s, now()) ON CONFLICT (event_id) DO NOTHING",
                (event_id, event_type),
            )
        _seen.add(event_id)
  `);

  emit('webhooks/retries.py', py`
    """Park events whose handler failed, and replay them later."""
    import json
    import logging

    from db.connection import get_cursor
    from events.dispatcher import dispatch

    logger = logging.getLogger(__name__)


    def park(payload: dict, error: str) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO failed_events (event_id, event_type, body, error, attempts) VALUES (%s, %s, %s, %s, 0)",
                (payload.get("id"), payload.get("type"), json.dumps(payload), error[:500]),
            )


    def replay_failed(limit: int = 100) -> int:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT event_id, body FROM failed_events WHERE attempts < 5 ORDER BY created_at LIMIT %s",
                (limit,),
            )
            rows = cursor.fetchall()
        replayed = 0
        for event_id, body in rows:
            try:
                dispatch(json.loads(body))
            except Exception as exc:
                logger.warning("Replay of %s failed again: %s", event_id, exc)
                _bump_attempts(event_id)
                continue
            _forget(event_id)
            replayed += 1
        return replayed


    def _bump_attempts(event_id: str) -> None:
        with get_cursor() as cursor:
            cursor.execute("UPDATE failed_events SET attempts = attempts + 1 WHERE event_id = %s", (event_id,))


    def _forget(event_id: str) -> None:
        with get_cursor() as cursor:
            cursor.execute("DELETE FROM failed_events WHERE event_id = %s", (event_id,))
  `);
}

// ---------------------------------------------------------------------------------------------
// utils/, config/, db/, metrics/, api/, plugins/
// ---------------------------------------------------------------------------------------------

function emitUtils() {
  emit('utils/__init__.py', py`
    """Small helpers with no knowledge of payments."""
  `);

  emit('utils/i18n.py', py`
    """Translations. \`\`_\`\` is the conventional gettext alias used across the service."""
    import gettext as _gettext
    import os
    from gettext import gettext, ngettext

    _ = gettext

    LOCALE_DIR = os.path.join(os.path.dirname(__file__), "..", "locale")
    DOMAIN = "webhook_service"


    def activate(language: str) -> None:
        """Install the catalogue for language as the process-wide translation."""
        translation = _gettext.translation(DOMAIN, localedir=LOCALE_DIR, languages=[language], fallback=True)
        translation.install()


    def plural(singular: str, plural_form: str, count: int) -> str:
        return ngettext(singular, plural_form, count) % {"count": count}
  `);

  emit('utils/terminal.py', py`
    """ANSI helpers for the operator CLI (manage.py, jobs.runner)."""
    import os
    import sys

    BANNER = "\x1b[31mALERT\x1b[0m"
    CLEAR = "\x1b[2J"
    RESET = "\x1b[0m"
    COLORS = {"red": "\x1b[31m", "green": "\x1b[32m", "yellow": "\x1b[33m", "dim": "\x1b[2m"}


    def supports_color(stream=sys.stdout) -> bool:
        if os.environ.get("NO_COLOR"):
            return False
        return hasattr(stream, "isatty") and stream.isatty()


    def colorize(text: str, color: str) -> str:
        if not supports_color():
            return text
        return f"{COLORS[color]}{text}{RESET}"


    def alert(message: str) -> None:
        prefix = BANNER if supports_color(sys.stderr) else "ALERT"
        print(f"{prefix} {message}", file=sys.stderr)
  `);

  emit('utils/money.py', py`
    """Amounts arrive in minor units (cents); the ledger stores Decimal major units."""
    from decimal import ROUND_HALF_UP, Decimal

    ZERO_DECIMAL_CURRENCIES = frozenset({"BIF", "CLP", "JPY", "KRW", "PYG", "VND", "XAF", "XOF"})
    THREE_DECIMAL_CURRENCIES = frozenset({"BHD", "JOD", "KWD", "OMR", "TND"})


    def exponent(currency: str) -> int:
        code = currency.upper()
        if code in ZERO_DECIMAL_CURRENCIES:
            return 0
        if code in THREE_DECIMAL_CURRENCIES:
            return 3
        return 2


    def from_minor_units(amount: int | None, currency: str) -> Decimal:
        if amount is None:
            raise ValueError("amount is required")
        return (Decimal(amount) / (Decimal(10) ** exponent(currency))).quantize(
            Decimal(1).scaleb(-exponent(currency)), rounding=ROUND_HALF_UP
        )


    def to_minor_units(amount: Decimal, currency: str) -> int:
        return int((amount * (Decimal(10) ** exponent(currency))).to_integral_value(rounding=ROUND_HALF_UP))


    def format_amount(amount: Decimal, currency: str) -> str:
        return f"{amount:,.{exponent(currency)}f} {currency.upper()}"
  `);

  emit('utils/timeutil.py', py`
    """Timestamps: providers send unix seconds, the database wants aware datetimes."""
    from datetime import datetime, timedelta, timezone


    def parse_timestamp(value: int | str | None) -> datetime | None:
        if value in (None, ""):
            return None
        if isinstance(value, str) and not value.isdigit():
            return datetime.fromisoformat(value.replace("Z", "+00:00"))
        return datetime.fromtimestamp(int(value), tz=timezone.utc)


    def utcnow() -> datetime:
        return datetime.now(tz=timezone.utc)


    def days_between(start: datetime, end: datetime) -> int:
        return (end.date() - start.date()).days


    def start_of_day(moment: datetime) -> datetime:
        return moment.replace(hour=0, minute=0, second=0, microsecond=0)


    def in_days(days: int) -> datetime:
        return utcnow() + timedelta(days=days)
  `);

  emit('utils/retry.py', py`
    """Retry with exponential backoff for flaky provider calls."""
    import functools
    import logging
    import time

    logger = logging.getLogger(__name__)


    def backoff(attempts: int = 3, base_delay: float = 0.5, exceptions: tuple = (ConnectionError, TimeoutError)):
        def decorator(fn):
            @functools.wraps(fn)
            def wrapper(*args, **kwargs):
                for attempt in range(1, attempts + 1):
                    try:
                        return fn(*args, **kwargs)
                    except exceptions as exc:
                        if attempt == attempts:
                            raise
                        delay = base_delay * 2 ** (attempt - 1)
                        logger.warning("%s failed (%s), retrying in %.1fs", fn.__name__, exc, delay)
                        time.sleep(delay)
                return None

            return wrapper

        return decorator
  `);

  emit('utils/ids.py', py`
    """Identifiers: internal ids are prefixed ULID-ish strings."""
    import secrets
    import time

    ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz"
    PREFIXES = {"payment": "pay", "refund": "ref", "ledger_entry": "led", "job_run": "run"}


    def new_id(kind: str) -> str:
        prefix = PREFIXES.get(kind)
        if prefix is None:
            raise ValueError(f"unknown id kind {kind}")
        millis = int(time.time() * 1000)
        stamp = ""
        while millis:
            millis, rem = divmod(millis, 32)
            stamp = ALPHABET[rem] + stamp
        return f"{prefix}_{stamp}{secrets.token_hex(5)}"


    def is_provider_id(value: str) -> bool:
        return value.startswith(("ch_", "pi_", "in_", "cus_", "sub_", "po_", "re_", "dp_"))
  `);

  emit('utils/http.py', py`
    """Framework-neutral request/response objects used by the webhook endpoints."""
    import json
    from dataclasses import dataclass, field


    class Headers(dict):
        """Case-insensitive header mapping."""

        def __init__(self, items=None) -> None:
            super().__init__()
            for key, value in (items or {}).items():
                self[key] = value

        def __setitem__(self, key: str, value: str) -> None:
            super().__setitem__(key.lower(), value)

        def __getitem__(self, key: str) -> str:
            return super().__getitem__(key.lower())

        def get(self, key: str, default=None):
            return super().get(key.lower(), default)


    @dataclass
    class Request:
        method: str
        path: str
        body: bytes = b""
        headers: Headers = field(default_factory=Headers)
        remote_addr: str = "0.0.0.0"


    @dataclass
    class Response:
        status: int = 200
        body: bytes = b""
        headers: dict = field(default_factory=dict)

        @classmethod
        def json(cls, data, status: int = 200, headers: dict | None = None) -> "Response":
            merged = {"Content-Type": "application/json", **(headers or {})}
            return cls(status=status, body=json.dumps(data).encode("utf-8"), headers=merged)

        @classmethod
        def text(cls, text: str, status: int = 200) -> "Response":
            return cls(status=status, body=text.encode("utf-8"), headers={"Content-Type": "text/plain"})
  `);

  emit('utils/crypto.py', py`
    """Constant-time comparisons and HMAC helpers shared by both providers."""
    import base64
    import hashlib
    import hmac


    def hmac_sha256_hex(key: bytes, message: bytes) -> str:
        return hmac.new(key, message, hashlib.sha256).hexdigest()


    def hmac_sha256_b64(key: bytes, message: bytes) -> str:
        return base64.b64encode(hmac.new(key, message, hashlib.sha256).digest()).decode("ascii")


    def safe_equals(left: str, right: str) -> bool:
        return hmac.compare_digest(left.encode("utf-8"), right.encode("utf-8"))


    def fingerprint(value: str) -> str:
        """Short stable fingerprint for logs (never log the raw value)."""
        return hashlib.sha256(value.encode("utf-8")).hexdigest()[:12]
  `);

  emit('utils/cache.py', py`
    """A bounded in-process set/dict cache (per worker, best effort)."""
    import threading
    from collections import OrderedDict


    class local_cache:
        def __init__(self, maxsize: int = 1024) -> None:
            self._items: OrderedDict = OrderedDict()
            self._lock = threading.Lock()
            self.maxsize = maxsize

        def __contains__(self, key) -> bool:
            with self._lock:
                if key in self._items:
                    self._items.move_to_end(key)
                    return True
                return False

        def add(self, key, value=True) -> None:
            with self._lock:
                self._items[key] = value
                self._items.move_to_end(key)
                while len(self._items) > self.maxsize:
                    self._items.popitem(last=False)

        def get(self, key, default=None):
            with self._lock:
                return self._items.get(key, default)

        def clear(self) -> None:
            with self._lock:
                self._items.clear()
  `);

  emit('utils/validation.py', py`
    """Field validators for payloads coming from outside."""
    import re

    from utils.i18n import _

    CURRENCY = re.compile(r"^[a-zA-Z]{3}$")
    EMAIL = re.compile(r"^[^@\s]+@[^@\s]+\.[a-z]{2,}$", re.IGNORECASE)


    def require(obj: dict, *fields: str) -> None:
        missing = [name for name in fields if obj.get(name) in (None, "")]
        if missing:
            raise ValueError(f"missing required fields: {', '.join(missing)}")


    def check_currency(code: str) -> str:
        if not CURRENCY.match(code or ""):
            raise ValueError(_("Unsupported currency"))
        return code.upper()


    def check_email(address: str) -> str:
        if not EMAIL.match(address or ""):
            raise ValueError(_("Invalid e-mail address"))
        return address.lower()
  `);

  emit('utils/jsonutil.py', py`
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
  `);
}

function emitConfig() {
  emit('config/__init__.py', py`
    """Configuration loaded from the environment and config/*.json."""
  `);

  emit('config/settings.py', py`
    """Settings read once at import time from the environment."""
    import json
    import os
    from dataclasses import dataclass, field


    def _flag(name: str, default: bool = False) -> bool:
        return os.environ.get(name, "1" if default else "0").lower() in ("1", "true", "yes")


    def load_limits() -> dict:
        with open("config/limits.json") as fh:
            return json.load(fh)


    @dataclass
    class Settings:
        stripe_secret: str | None = field(default_factory=lambda: os.environ.get("STRIPE_SECRET"))
        stripe_api_key: str | None = field(default_factory=lambda: os.environ.get("STRIPE_API_KEY"))
        adyen_hmac_key: str | None = field(default_factory=lambda: os.environ.get("ADYEN_HMAC_KEY"))
        adyen_api_key: str | None = field(default_factory=lambda: os.environ.get("ADYEN_API_KEY"))
        database_url: str = field(default_factory=lambda: os.environ.get("DATABASE_URL", "postgresql://localhost/webhooks"))
        slack_webhook_url: str | None = field(default_factory=lambda: os.environ.get("SLACK_WEBHOOK_URL"))
        strict_dispatch: bool = field(default_factory=lambda: _flag("STRICT_DISPATCH"))
        auto_capture: bool = field(default_factory=lambda: _flag("AUTO_CAPTURE", default=True))
        environment: str = field(default_factory=lambda: os.environ.get("APP_ENV", "development"))

        @property
        def is_production(self) -> bool:
            return self.environment == "production"


    settings = Settings()
  `);

  emit('config/limits.json', JSON.stringify({
    max_body_bytes: 524288,
    max_refund_ratio: 1.0,
    dunning: { max_attempts: 4, retry_after_days: [1, 3, 5, 7] },
    payout_alert_threshold: { EUR: 50000, USD: 50000, GBP: 40000 },
    rate_limits: { admin_api_per_minute: 60 },
  }, null, 2) + '\n');
}

function emitDb() {
  emit('db/__init__.py', py`
    """Database access: one connection pool, cursors as context managers."""
  `);

  emit('db/connection.py', py`
    """Connection pool and cursor context manager (psycopg 3)."""
    import logging
    import os
    from contextlib import contextmanager

    import psycopg

    logger = logging.getLogger(__name__)

    _connection = None


    def connect():
        global _connection
        if _connection is None or _connection.closed:
            dsn = os.environ.get("DATABASE_URL", "postgresql://localhost/webhooks")
            _connection = psycopg.connect(dsn, autocommit=False)
            logger.info("Connected to %s", dsn.rsplit("@", 1)[-1])
        return _connection


    @contextmanager
    def get_cursor():
        connection = connect()
        cursor = connection.cursor()
        try:
            yield cursor
            connection.commit()
        except Exception:
            connection.rollback()
            raise
        finally:
            cursor.close()
  `);

  emit('db/transactions.py', py`
    """Explicit transactions spanning several repository calls."""
    from contextlib import contextmanager

    from db.connection import connect


    @contextmanager
    def atomic():
        connection = connect()
        with connection.transaction():
            yield connection


    def advisory_lock(cursor, key: int) -> None:
        cursor.execute("SELECT pg_advisory_xact_lock(%s)", (key,))
  `);

  emit('db/queries.py', py`
    """SQL shared by several modules."""

    LOCK_PAYMENT = "SELECT id FROM payments WHERE id = %s FOR UPDATE"
    PAYMENTS_BY_STATUS = "SELECT id, amount, currency FROM payments WHERE status = %s ORDER BY created_at"
    OPEN_DISPUTES = "SELECT id, charge_id, amount FROM disputes WHERE status NOT IN ('won', 'lost')"
    UNSETTLED_PAYOUTS = "SELECT id, amount, currency FROM payouts WHERE status = 'paid' AND settled_at IS NULL"
    DAILY_VOLUME = (
        "SELECT currency, SUM(amount) FROM payments "
        "WHERE status = 'succeeded' AND created_at >= %s AND created_at < %s GROUP BY currency"
    )
  `);

  emit('db/migrations.py', py`
    """Forward-only schema migrations, applied at deploy time."""
    import logging

    from db.connection import get_cursor

    logger = logging.getLogger(__name__)

    MIGRATIONS = [
        (1, "CREATE TABLE processed_events (event_id text PRIMARY KEY, event_type text, processed_at timestamptz)"),
        (
            2,
            "CREATE TABLE failed_events (event_id text, event_type text, body jsonb, error text, "
            "attempts int, created_at timestamptz DEFAULT now())",
        ),
        (3, "ALTER TABLE payments ADD COLUMN IF NOT EXISTS failure_reason text"),
        (4, "CREATE INDEX IF NOT EXISTS payments_status_idx ON payments (status, created_at)"),
        (5, "ALTER TABLE payouts ADD COLUMN IF NOT EXISTS settled_at timestamptz"),
    ]


    def current_version(cursor) -> int:
        cursor.execute("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        return cursor.fetchone()[0]


    def apply_pending() -> int:
        applied = 0
        with get_cursor() as cursor:
            version = current_version(cursor)
            for number, statement in MIGRATIONS:
                if number <= version:
                    continue
                logger.info("Applying migration %s", number)
                cursor.execute(statement)
                cursor.execute("INSERT INTO schema_migrations (version) VALUES (%s)", (number,))
                applied += 1
        return applied
  `);
}

function emitMetrics() {
  emit('metrics/__init__.py', py`
    """In-process metrics and tracing, flushed by a background thread."""
  `);

  emit('metrics/counters.py', py`
    """Counters and timings, aggregated in memory and flushed to StatsD."""
    import os
    import socket
    import threading

    _lock = threading.Lock()
    _counters: dict[tuple, float] = {}
    _timings: dict[tuple, list[float]] = {}
    PREFIX = os.environ.get("METRICS_PREFIX", "webhook_service")


    def _key(name: str, tags: dict | None) -> tuple:
        return (name, tuple(sorted((tags or {}).items())))


    def increment(name: str, value: float = 1, tags: dict | None = None) -> None:
        key = _key(name, tags)
        with _lock:
            _counters[key] = _counters.get(key, 0) + value


    def observe(name: str, seconds: float, tags: dict | None = None) -> None:
        with _lock:
            _timings.setdefault(_key(name, tags), []).append(seconds)


    def flush(host: str = "127.0.0.1", port: int = 8125) -> int:
        with _lock:
            counters = dict(_counters)
            _counters.clear()
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            for (name, tags), value in counters.items():
                tag_text = ",".join(f"{k}:{v}" for k, v in tags)
                sock.sendto(f"{PREFIX}.{name}:{value}|c|#{tag_text}".encode(), (host, port))
        finally:
            sock.close()
        return len(counters)
  `);

  emit('metrics/tracing.py', py`
    """Minimal tracing spans; exported as structured log lines."""
    import logging
    import time
    from contextlib import contextmanager

    logger = logging.getLogger("webhook.trace")


    @contextmanager
    def span(name: str, **attributes):
        started = time.perf_counter()
        try:
            yield
        finally:
            elapsed_ms = (time.perf_counter() - started) * 1000
            logger.debug("span %s %.1fms %s", name, elapsed_ms, attributes)
  `);
}

function emitApi() {
  emit('api/__init__.py', py`
    """The WSGI application: routing, middleware, admin endpoints."""
  `);

  emit('api/app.py', py`
    """Build the WSGI application around webhooks.routes."""
    import logging

    from api.middleware import request_id
    from utils.http import Headers, Request, Response
    from webhooks.routes import resolve

    logger = logging.getLogger(__name__)


    def create_app():
        @request_id
        def app(environ, start_response):
            length = int(environ.get("CONTENT_LENGTH") or 0)
            headers = Headers({k[5:].replace("_", "-"): v for k, v in environ.items() if k.startswith("HTTP_")})
            request = Request(
                method=environ["REQUEST_METHOD"],
                path=environ.get("PATH_INFO", "/"),
                body=environ["wsgi.input"].read(length) if length else b"",
                headers=headers,
                remote_addr=environ.get("REMOTE_ADDR", ""),
            )
            view = resolve(request.method, request.path)
            response = view(request) if view else Response.json({"error": "not found"}, status=404)
            start_response(f"{response.status} OK", list(response.headers.items()))
            return [response.body]

        return app
  `);

  emit('api/health.py', py`
    """Liveness/readiness probe."""
    from db.connection import get_cursor
    from utils.http import Request, Response


    def check(request: Request) -> Response:
        try:
            with get_cursor() as cursor:
                cursor.execute("SELECT 1")
        except Exception as exc:
            return Response.json({"status": "degraded", "database": str(exc)}, status=503)
        return Response.json({"status": "ok"})
  `);

  emit('api/admin.py', py`
    """Operator endpoints: list handlers, replay a failed event."""
    import logging

    from api.auth import require_admin
    from events.registry import registered_events
    from utils.http import Request, Response
    from webhooks.retries import replay_failed

    logger = logging.getLogger(__name__)
    audit = logging.getLogger("webhook.audit")


    @require_admin
    def list_handlers(request: Request) -> Response:
        return Response.json({"events": registered_events()})


    @require_admin
    def replay(request: Request) -> Response:
        limit = int(request.headers.get("X-Replay-Limit", "50"))
        count = replay_failed(limit=limit)
        audit.info("Replayed %s failed events on request of %s", count, request.remote_addr)
        return Response.json({"replayed": count})
  `);

  emit('api/middleware.py', py`
    """WSGI middleware: request ids and access logging."""
    import functools
    import logging
    import uuid

    logger = logging.getLogger("webhook.access")


    def request_id(app):
        @functools.wraps(app)
        def wrapped(environ, start_response):
            rid = environ.get("HTTP_X_REQUEST_ID") or uuid.uuid4().hex
            environ["webhook.request_id"] = rid

            def start(status, headers, exc_info=None):
                headers.append(("X-Request-Id", rid))
                logger.info("%s %s -> %s", environ.get("REQUEST_METHOD"), environ.get("PATH_INFO"), status)
                return start_response(status, headers, exc_info)

            return app(environ, start)

        return wrapped
  `);

  emit('api/auth.py', py`
    """Bearer-token check for the admin endpoints."""
    import functools
    import os

    from utils.crypto import safe_equals
    from utils.http import Response
    from utils.i18n import _


    def require_admin(view):
        @functools.wraps(view)
        def wrapped(request):
            expected = os.environ.get("ADMIN_TOKEN")
            header = request.headers.get("Authorization", "")
            if not expected or not header.startswith("Bearer "):
                return Response.json({"error": _("Authentication required")}, status=401)
            if not safe_equals(header.removeprefix("Bearer "), expected):
                return Response.json({"error": _("Invalid token")}, status=403)
            return view(request)

        return wrapped
  `);
}

function emitPlugins() {
  emit('plugins/__init__.py', py`
    """Optional extensions, discovered through the webhook_service.plugins entry-point group."""
  `);

  emit('plugins/loader.py', py`
    """Discover plugins declared under [project.entry-points."webhook_service.plugins"]."""
    import importlib.metadata
    import logging

    logger = logging.getLogger(__name__)

    GROUP = "webhook_service.plugins"


    def load_plugins() -> dict[str, object]:
        """Load every installed plugin; a broken plugin is logged and skipped."""
        plugins: dict[str, object] = {}
        for entry_point in importlib.metadata.entry_points(group="webhook_service.plugins"):
            try:
                plugins[entry_point.name] = entry_point.load()
            except Exception:
                logger.exception("Could not load plugin %s (%s)", entry_point.name, entry_point.value)
                continue
            logger.info("Loaded plugin %s from %s", entry_point.name, entry_point.value)
        return plugins


    def notify_all(plugins: dict[str, object], event_type: str, payload: dict) -> None:
        for name, plugin in plugins.items():
            hook = getattr(plugin, "on_event", None)
            if hook is None:
                continue
            try:
                hook(event_type, payload)
            except Exception:
                logger.exception("Plugin %s failed on %s", name, event_type)
  `);

  emit('plugins/slack.py', py`
    """Plugin: mirror selected events into a Slack channel."""
    from notifications.slack import post_alert
    from utils.i18n import _


    class SlackAlertPlugin:
        watched = ("charge.dispute.created", "payout.failed", "radar.early_fraud_warning.created")

        @classmethod
        def on_event(cls, event_type: str, payload: dict) -> None:
            if event_type not in cls.watched:
                return
            obj = payload["data"]["object"]
            post_alert(_("Attention: %(event)s on %(id)s") % {"event": event_type, "id": obj.get("id")})
  `);

  emit('plugins/audit.py', py`
    """Plugin: write every event type and id to the audit log."""
    import logging

    audit = logging.getLogger("webhook.audit")


    class AuditLogPlugin:
        @staticmethod
        def on_event(event_type: str, payload: dict) -> None:
            audit.info("event %s id=%s account=%s", event_type, payload.get("id"), payload.get("account"))
  `);
}

// ---------------------------------------------------------------------------------------------
// models/: dataclasses built from provider objects (table-driven, like real model layers).
// ---------------------------------------------------------------------------------------------

const MODELS = [
  {
    mod: 'payment', cls: 'Payment', doc: 'A payment as we store it, whichever provider took it.',
    statuses: ['created', 'authorized', 'pending', 'processing', 'succeeded', 'failed', 'canceled', 'refunded'],
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['amount', 'Decimal', 'from_minor_units(obj.get("amount", 0), currency)'],
      ['currency', 'str', 'currency'],
      ['status', 'PaymentStatus', 'PaymentStatus(obj.get("status", "created"))'],
      ['customer_id', 'str | None', 'obj.get("customer")', 'None'],
      ['description', 'str | None', 'obj.get("description")', 'None'],
      ['created_at', 'datetime | None', 'parse_timestamp(obj.get("created"))', 'None'],
    ],
    extra: py`
      @property
      def is_final(self) -> bool:
          return self.status in (PaymentStatus.SUCCEEDED, PaymentStatus.FAILED, PaymentStatus.CANCELED)
    `,
  },
  {
    mod: 'refund', cls: 'Refund', doc: 'A refund against a payment.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['payment_id', 'str', 'obj.get("payment_intent") or obj["charge"]'],
      ['amount', 'Decimal', 'from_minor_units(obj["amount"], currency)'],
      ['currency', 'str', 'currency'],
      ['status', 'str', 'obj.get("status", "pending")'],
      ['reason', 'str | None', 'obj.get("reason")', 'None'],
      ['failure_reason', 'str | None', 'obj.get("failure_reason")', 'None'],
    ],
    extra: py`
      def is_partial_of(self, payment_amount: Decimal) -> bool:
          return self.amount < payment_amount
    `,
  },
  {
    mod: 'customer', cls: 'Customer', doc: 'Customer record mirrored from the provider.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['email', 'str | None', 'obj.get("email")'],
      ['name', 'str | None', 'obj.get("name")'],
      ['country', 'str | None', '(obj.get("address") or {}).get("country")', 'None'],
      ['tax_exempt', 'bool', 'obj.get("tax_exempt") == "exempt"', 'False'],
      ['metadata', 'dict', 'dict(obj.get("metadata") or {})', 'field(default_factory=dict)'],
    ],
    extra: py`
      @property
      def display_name(self) -> str:
          return self.name or self.email or self.id
    `,
  },
  {
    mod: 'subscription', cls: 'Subscription', doc: 'Recurring billing agreement.',
    statuses: ['trialing', 'active', 'past_due', 'paused', 'canceled', 'unpaid'],
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['customer_id', 'str', 'obj["customer"]'],
      ['status', 'SubscriptionStatus', 'SubscriptionStatus(obj["status"])'],
      ['plan_id', 'str | None', '((obj.get("items") or {}).get("data") or [{}])[0].get("price", {}).get("id")'],
      ['current_period_end', 'datetime | None', 'parse_timestamp(obj.get("current_period_end"))', 'None'],
      ['cancel_at_period_end', 'bool', 'bool(obj.get("cancel_at_period_end"))', 'False'],
    ],
  },
  {
    mod: 'invoice', cls: 'Invoice', doc: 'An invoice and its amounts.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['customer_id', 'str', 'obj["customer"]'],
      ['amount_due', 'Decimal', 'from_minor_units(obj.get("amount_due", 0), currency)'],
      ['amount_paid', 'Decimal', 'from_minor_units(obj.get("amount_paid", 0), currency)'],
      ['currency', 'str', 'currency'],
      ['status', 'str', 'obj.get("status", "draft")'],
      ['due_date', 'datetime | None', 'parse_timestamp(obj.get("due_date"))', 'None'],
    ],
    extra: py`
      @property
      def outstanding(self) -> Decimal:
          return max(self.amount_due - self.amount_paid, Decimal(0))
    `,
  },
  {
    mod: 'payout', cls: 'Payout', doc: 'Money moved from the provider balance to our bank account.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['amount', 'Decimal', 'from_minor_units(obj["amount"], currency)'],
      ['currency', 'str', 'currency'],
      ['status', 'str', 'obj.get("status", "pending")'],
      ['arrival_date', 'datetime | None', 'parse_timestamp(obj.get("arrival_date"))', 'None'],
      ['failure_code', 'str | None', 'obj.get("failure_code")', 'None'],
    ],
  },
  {
    mod: 'dispute', cls: 'Dispute', doc: 'A chargeback or inquiry opened by the card holder.',
    statuses: ['warning_needs_response', 'needs_response', 'under_review', 'won', 'lost'],
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['charge_id', 'str', 'obj["charge"]'],
      ['amount', 'Decimal', 'from_minor_units(obj["amount"], currency)'],
      ['currency', 'str', 'currency'],
      ['reason', 'str', 'obj.get("reason", "general")'],
      ['status', 'DisputeStatus', 'DisputeStatus(obj.get("status", "needs_response"))'],
      ['evidence_due_by', 'datetime | None', 'parse_timestamp((obj.get("evidence_details") or {}).get("due_by"))', 'None'],
    ],
    extra: py`
      @property
      def is_closed(self) -> bool:
          return self.status in (DisputeStatus.WON, DisputeStatus.LOST)
    `,
  },
  {
    mod: 'event', cls: 'StoredEvent', doc: 'Raw webhook event as persisted for replay and audits.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['type', 'str', 'obj["type"]'],
      ['account', 'str | None', 'obj.get("account")'],
      ['livemode', 'bool', 'bool(obj.get("livemode"))'],
      ['created_at', 'datetime | None', 'parse_timestamp(obj.get("created"))', 'None'],
      ['body', 'dict', 'obj', 'field(default_factory=dict)'],
    ],
    noCurrency: true,
  },
  {
    mod: 'account', cls: 'ConnectedAccount', doc: 'A connected (platform) account.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['charges_enabled', 'bool', 'bool(obj.get("charges_enabled"))'],
      ['payouts_enabled', 'bool', 'bool(obj.get("payouts_enabled"))'],
      ['country', 'str | None', 'obj.get("country")', 'None'],
      ['default_currency', 'str | None', '(obj.get("default_currency") or "").upper() or None', 'None'],
      ['requirements_due', 'list', 'list((obj.get("requirements") or {}).get("currently_due", []))', 'field(default_factory=list)'],
    ],
    noCurrency: true,
  },
  {
    mod: 'merchant', cls: 'Merchant', doc: 'Merchant settings that shape how we settle and notify.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['legal_name', 'str', 'obj.get("legal_name", "")'],
      ['billing_email', 'str | None', 'obj.get("billing_email")'],
      ['timezone', 'str', 'obj.get("timezone", "UTC")', '"UTC"'],
      ['locale', 'str', 'obj.get("locale", "en")', '"en"'],
    ],
    noCurrency: true,
    extra: py`
      def wants_digest(self) -> bool:
          return bool(self.billing_email)
    `,
  },
  {
    mod: 'price', cls: 'Price', doc: 'A price of a product (one-off or recurring).',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['product_id', 'str', 'obj["product"]'],
      ['unit_amount', 'Decimal | None', 'from_minor_units(obj["unit_amount"], currency) if obj.get("unit_amount") is not None else None'],
      ['currency', 'str', 'currency'],
      ['interval', 'str | None', '(obj.get("recurring") or {}).get("interval")', 'None'],
      ['active', 'bool', 'bool(obj.get("active", True))', 'True'],
    ],
  },
  {
    mod: 'product', cls: 'Product', doc: 'Catalogue entry mirrored from the provider.',
    fields: [
      ['id', 'str', 'obj["id"]'],
      ['name', 'str', 'obj.get("name", "")'],
      ['active', 'bool', 'bool(obj.get("active", True))'],
      ['tax_code', 'str | None', 'obj.get("tax_code")', 'None'],
      ['metadata', 'dict', 'dict(obj.get("metadata") or {})', 'field(default_factory=dict)'],
    ],
    noCurrency: true,
  },
];

function emitModels() {
  emit('models/__init__.py', py`
    """Typed views of provider objects."""
  `);
  for (const m of MODELS) {
    const imports = ['from dataclasses import dataclass'];
    const parts = [];
    let enumCls = null;
    if (m.statuses) {
      enumCls = m.fields.find(([, t]) => t.endsWith('Status'))[1];
      imports.push('from enum import Enum');
      parts.push(py`
        class ${enumCls}(str, Enum):
            ${m.statuses.map((s) => `${s.toUpperCase()} = "${s}"`)}
      `);
    }
    const decl = m.fields.map(([name, type, , def]) => (def ? `${name}: ${type} = ${def}` : `${name}: ${type}`));
    const ctor = m.fields.map(([name, , expr]) => `${name}=${expr},`);
    const pre = m.noCurrency ? SKIP : 'currency = obj.get("currency", "usd").upper()';
    const cls = py`
      @dataclass
      class ${m.cls}:
          ${decl}

          @classmethod
          def from_provider(cls, obj: dict) -> "${m.cls}":
              ${pre}
              return cls(
                  ${ctor}
              )
    `;
    parts.push(m.extra ? cls + '\n' + m.extra.replace(/^(?=.)/gm, '    ') : cls);
    const text = parts.join('\n\n');
    if (/\bDecimal\b/.test(text)) imports.push('from decimal import Decimal');
    if (/\bdatetime\b/.test(text)) imports.push('from datetime import datetime');
    if (/\bfield\(/.test(text)) imports.push('from dataclasses import field');
    if (text.includes('from_minor_units(')) imports.push('from utils.money import from_minor_units');
    if (text.includes('parse_timestamp(')) imports.push('from utils.timeutil import parse_timestamp');
    emit(`models/${m.mod}.py`, pyModule({ doc: m.doc, imports, body: text.split('\n').join('\n').replace(/\n\n(?=@dataclass)/, '\n\n\n') }));
  }
}

// ---------------------------------------------------------------------------------------------
// repositories/: SQL access per table (table-driven, plus a few hand-written queries each).
// ---------------------------------------------------------------------------------------------

const REPOSITORIES = [
  {
    mod: 'payments', table: 'payments', key: 'payment_id',
    columns: ['id', 'amount', 'currency', 'status', 'customer_id', 'failure_reason', 'description'],
    extra: py`
      def update_description(payment_id: str, description: str | None, metadata: dict) -> None:
          with get_cursor() as cursor:
              cursor.execute(
                  "UPDATE payments SET description = %s, metadata = %s WHERE id = %s",
                  (description, Jsonb(metadata), payment_id),
              )


      def by_status(status: str, limit: int = 500) -> list[dict]:
          with get_cursor() as cursor:
              cursor.execute(PAYMENTS_BY_STATUS + " LIMIT %s", (status, limit))
              return [dict(zip(("id", "amount", "currency"), row)) for row in cursor.fetchall()]
    `,
    extraImports: ['from psycopg.types.json import Jsonb', 'from db.queries import PAYMENTS_BY_STATUS'],
  },
  {
    mod: 'refunds', table: 'refunds', key: 'refund_id',
    columns: ['id', 'payment_id', 'amount', 'currency', 'status', 'failure_reason'],
    extra: py`
      def total_refunded(payment_id: str) -> int:
          with get_cursor() as cursor:
              cursor.execute(
                  "SELECT COALESCE(SUM(amount), 0) FROM refunds WHERE payment_id = %s AND status <> 'failed'",
                  (payment_id,),
              )
              return cursor.fetchone()[0]
    `,
  },
  {
    mod: 'customers', table: 'customers', key: 'customer_id',
    columns: ['id', 'email', 'name', 'active', 'coupon_id', 'default_payment_method'],
    extra: py`
      def find_by_email(email: str) -> dict | None:
          with get_cursor() as cursor:
              cursor.execute("SELECT id, email, name, active FROM customers WHERE lower(email) = lower(%s)", (email,))
              row = cursor.fetchone()
          return dict(zip(("id", "email", "name", "active"), row)) if row else None


      def save_payment_method(customer_id: str | None, method_id: str, brand: str | None, last4: str | None) -> None:
          with get_cursor() as cursor:
              cursor.execute(
                  "INSERT INTO payment_methods (id, customer_id, brand, last4) VALUES (%s, %s, %s, %s) "
                  "ON CONFLICT (id) DO UPDATE SET brand = EXCLUDED.brand, last4 = EXCLUDED.last4",
                  (method_id, customer_id, brand, last4),
              )
    `,
  },
  {
    mod: 'subscriptions', table: 'subscriptions', key: 'subscription_id',
    columns: ['id', 'customer_id', 'status', 'plan_id', 'current_period_end', 'paused'],
    extra: py`
      def active_for_customer(customer_id: str) -> list[str]:
          with get_cursor() as cursor:
              cursor.execute(
                  "SELECT id FROM subscriptions WHERE customer_id = %s AND status IN ('active', 'trialing', 'past_due')",
                  (customer_id,),
              )
              return [row[0] for row in cursor.fetchall()]
    `,
  },
  {
    mod: 'invoices', table: 'invoices', key: 'invoice_id',
    columns: ['id', 'customer_id', 'amount_due', 'amount_paid', 'currency', 'status', 'pdf_url'],
    extra: py`
      def overdue(days: int) -> list[str]:
          with get_cursor() as cursor:
              cursor.execute(
                  "SELECT id FROM invoices WHERE status = 'open' AND due_date < now() - make_interval(days => %s)",
                  (days,),
              )
              return [row[0] for row in cursor.fetchall()]
    `,
  },
  {
    mod: 'payouts', table: 'payouts', key: 'payout_id',
    columns: ['id', 'amount', 'currency', 'status', 'arrival_date', 'failure_code', 'settled_at'],
    extra: py`
      def unsettled() -> list[tuple]:
          with get_cursor() as cursor:
              cursor.execute(UNSETTLED_PAYOUTS)
              return cursor.fetchall()
    `,
    extraImports: ['from db.queries import UNSETTLED_PAYOUTS'],
  },
  {
    mod: 'disputes', table: 'disputes', key: 'dispute_id',
    columns: ['id', 'charge_id', 'amount', 'reason', 'status', 'evidence_due_by'],
    extra: py`
      def open_disputes() -> list[tuple]:
          with get_cursor() as cursor:
              cursor.execute(OPEN_DISPUTES)
              return cursor.fetchall()


      def add_funds_movement(dispute_id: str, amount: int | None, direction: str) -> None:
          with get_cursor() as cursor:
              cursor.execute(
                  "INSERT INTO dispute_funds (dispute_id, amount, direction) VALUES (%s, %s, %s)",
                  (dispute_id, amount, direction),
              )
    `,
    extraImports: ['from db.queries import OPEN_DISPUTES'],
  },
  {
    mod: 'events', table: 'stored_events', key: 'event_id',
    columns: ['id', 'type', 'account', 'livemode', 'body'],
    extra: py`
      def purge_older_than(days: int) -> int:
          with get_cursor() as cursor:
              cursor.execute("DELETE FROM stored_events WHERE created_at < now() - make_interval(days => %s)", (days,))
              return cursor.rowcount
    `,
  },
  {
    mod: 'accounts', table: 'connected_accounts', key: 'account_id',
    columns: ['id', 'charges_enabled', 'payouts_enabled', 'country', 'status'],
    extra: py`
      def set_application(account_id: str, application_id: str, authorized: bool) -> None:
          with get_cursor() as cursor:
              cursor.execute(
                  "INSERT INTO account_applications (account_id, application_id, authorized) VALUES (%s, %s, %s) "
                  "ON CONFLICT (account_id, application_id) DO UPDATE SET authorized = EXCLUDED.authorized",
                  (account_id, application_id, authorized),
              )
    `,
  },
  {
    mod: 'products', table: 'products', key: 'product_id',
    columns: ['id', 'name', 'active', 'status'],
    extra: py`
      def upsert_price(price_id: str, product_id: str, unit_amount: int | None, currency: str, interval: str | None) -> None:
          with get_cursor() as cursor:
              cursor.execute(
                  "INSERT INTO prices (id, product_id, unit_amount, currency, interval) VALUES (%s, %s, %s, %s, %s) "
                  "ON CONFLICT (id) DO UPDATE SET unit_amount = EXCLUDED.unit_amount, interval = EXCLUDED.interval",
                  (price_id, product_id, unit_amount, currency, interval),
              )
    `,
  },
];

function emitRepositories() {
  emit('repositories/__init__.py', py`
    """One module per table; the only place that writes SQL for those tables."""
  `);
  for (const r of REPOSITORIES) {
    const cols = r.columns;
    const select = `SELECT ${cols.join(', ')} FROM ${r.table} WHERE id = %s`;
    const placeholders = cols.map(() => '%s').join(', ');
    const updates = cols.slice(1).map((c) => `${c} = EXCLUDED.${c}`);
    // Wrapped the way people wrap long SQL: one clause per line, SET assignments three to a line.
    const insertSql = [
      `"INSERT INTO ${r.table} (${cols.join(', ')}) "`,
      `"VALUES (${placeholders}) "`,
      `"ON CONFLICT (id) DO UPDATE SET "`,
    ];
    for (let k = 0; k < updates.length; k += 3) {
      const last = k + 3 >= updates.length;
      insertSql.push(`"${updates.slice(k, k + 3).join(', ')}${last ? '' : ', '}"${last ? ',' : ''}`);
    }
    const oneLine = `cursor.execute("${select}", (${r.key},))`;
    const getExec = oneLine.length + 8 <= 110 ? oneLine : `cursor.execute(\n    "${select}",\n    (${r.key},),\n)`;
    const hasStatus = cols.includes('status');
    const body = py`
      TABLE = "${r.table}"
      COLUMNS = (${cols.map((c) => `"${c}"`).join(', ')})


      def get(${r.key}: str) -> dict | None:
          with get_cursor() as cursor:
              ${getExec}
              row = cursor.fetchone()
          return dict(zip(COLUMNS, row)) if row else None


      def upsert(row: dict) -> None:
          """Insert or update; keys missing from row are stored as NULL."""
          with get_cursor() as cursor:
              cursor.execute(
                  ${insertSql}
                  tuple(row.get(column) for column in COLUMNS),
              )
      ${hasStatus ? py`


        def update_status(${r.key}: str, status: str) -> int:
            with get_cursor() as cursor:
                cursor.execute("UPDATE ${r.table} SET status = %s, updated_at = now() WHERE id = %s", (status, ${r.key}))
                return cursor.rowcount
      ` : SKIP}


      ${r.extra}
    `;
    emit(`repositories/${r.mod}.py`, pyModule({
      doc: `Persistence for the ${r.table} table.`,
      imports: ['from db.connection import get_cursor', ...(r.extraImports ?? [])],
      body,
    }));
  }
}

// ---------------------------------------------------------------------------------------------
// services/: business operations called by handlers and jobs.
// ---------------------------------------------------------------------------------------------

function emitServices() {
  emit('services/__init__.py', py`
    """Business operations. Handlers translate provider events into calls on these."""
  `);

  emit('services/payments.py', py`
    """Payment state transitions."""
    import logging

    from db.connection import get_cursor
    from repositories import payments as payment_rows
    from utils.i18n import _

    logger = logging.getLogger(__name__)

    FINAL_STATUSES = frozenset({"succeeded", "failed", "canceled", "refunded"})


    def record_payment(payment_id: str, amount: int | None, currency: str | None, status: str) -> None:
        payment_rows.upsert({"id": payment_id, "amount": amount, "currency": (currency or "usd").upper(), "status": status})
        logger.info("Recorded payment %s as %s", payment_id, status)


    def mark_status(payment_id: str, status: str, reason: str | None = None) -> None:
        current = payment_rows.get(payment_id)
        if current is None:
            logger.warning("Status %s for unknown payment %s", status, payment_id)
            return
        if current["status"] in FINAL_STATUSES and status not in ("refunded", "partially_refunded"):
            logger.info("Ignoring %s for %s: already %s", status, payment_id, current["status"])
            return
        payment_rows.update_status(payment_id, status)
        if reason:
            with get_cursor() as cursor:
                cursor.execute("UPDATE payments SET failure_reason = %s WHERE id = %s", (reason[:255], payment_id))


    def capture(payment_id: str, amount: int | None) -> None:
        if not amount or amount <= 0:
            raise ValueError(_("Capture amount must be positive"))
        with get_cursor() as cursor:
            cursor.execute(
                "UPDATE payments SET status = 'succeeded', amount_captured = %s, captured_at = now() WHERE id = %s",
                (amount, payment_id),
            )


    def schedule_capture_reminder(payment_id: str, when) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO capture_reminders (payment_id, remind_at) VALUES (%s, %s) ON CONFLICT DO NOTHING",
                (payment_id, when),
            )


    def update_metadata(payment_id: str | None, description: str | None, metadata: dict) -> None:
        if payment_id:
            payment_rows.update_description(payment_id, description, metadata)


    def release_reservation(reference: str | None) -> None:
        if not reference:
            return
        with get_cursor() as cursor:
            cursor.execute("DELETE FROM checkout_reservations WHERE reference = %s", (reference,))
            if cursor.rowcount:
                logger.info("Released reservation %s", reference)
  `);

  emit('services/refunds.py', py`
    """Refund bookkeeping."""
    import logging

    from repositories import refunds as refund_rows
    from utils.i18n import _

    logger = logging.getLogger(__name__)


    def record_refund(
        refund_id: str, payment_id: str | None, amount: int | None, currency: str | None, status: str | None
    ) -> None:
        if amount is not None and amount < 0:
            raise ValueError(_("Refund amount cannot be negative"))
        refund_rows.upsert(
            {
                "id": refund_id,
                "payment_id": payment_id,
                "amount": amount,
                "currency": (currency or "usd").upper(),
                "status": status or "pending",
            }
        )


    def update_refund_status(refund_id: str, status: str | None, failure_reason: str | None = None) -> None:
        if status is None:
            logger.warning("Refund %s update without status", refund_id)
            return
        if refund_rows.update_status(refund_id, status) == 0:
            logger.info("Refund %s not known yet, storing a stub", refund_id)
            refund_rows.upsert({"id": refund_id, "status": status, "failure_reason": failure_reason})
  `);

  emit('services/customers.py', py`
    """Customer mirror and payment methods."""
    import logging

    from repositories import customers as customer_rows
    from utils.crypto import fingerprint

    logger = logging.getLogger(__name__)


    def upsert_customer(customer_id: str, email: str | None, name: str | None) -> None:
        customer_rows.upsert({"id": customer_id, "email": email, "name": name, "active": True})
        logger.info("Customer %s synced (email %s)", customer_id, fingerprint(email or ""))


    def deactivate_customer(customer_id: str) -> None:
        row = customer_rows.get(customer_id) or {"id": customer_id}
        customer_rows.upsert({**row, "active": False})


    def flag_expiring_source(customer_id: str | None, source_id: str, exp_month: int | None, exp_year: int | None) -> None:
        logger.info("Source %s of %s expires %s/%s", source_id, customer_id, exp_month, exp_year)


    def apply_discount(customer_id: str, coupon_id: str | None) -> None:
        row = customer_rows.get(customer_id) or {"id": customer_id}
        customer_rows.upsert({**row, "coupon_id": coupon_id})


    def remove_discount(customer_id: str) -> None:
        apply_discount(customer_id, None)


    def store_tax_id(customer_id: str, tax_type: str, value: str) -> None:
        logger.info("Tax id %s stored for %s", tax_type, customer_id)


    def attach_payment_method(customer_id: str | None, method_id: str, brand: str | None, last4: str | None) -> None:
        customer_rows.save_payment_method(customer_id, method_id, brand, last4)


    def detach_payment_method(method_id: str) -> None:
        customer_rows.save_payment_method(None, method_id, None, None)


    def set_default_payment_method(customer_id: str, method_id: str) -> None:
        row = customer_rows.get(customer_id) or {"id": customer_id}
        customer_rows.upsert({**row, "default_payment_method": method_id})
  `);

  emit('services/subscriptions.py', py`
    """Subscription lifecycle."""
    import logging

    from billing import plans
    from notifications.email import send_template
    from repositories import subscriptions as subscription_rows
    from utils.i18n import _

    logger = logging.getLogger(__name__)


    def sync_subscription(subscription_id: str, customer_id: str, status: str, plan_id: str | None, current_period_end) -> None:
        if plan_id and not plans.is_known(plan_id):
            logger.warning("Subscription %s on unknown plan %s", subscription_id, plan_id)
        subscription_rows.upsert(
            {
                "id": subscription_id,
                "customer_id": customer_id,
                "status": status,
                "plan_id": plan_id,
                "current_period_end": current_period_end,
            }
        )


    def extend_period(subscription_id: str, period_end) -> None:
        row = subscription_rows.get(subscription_id)
        if row is None:
            raise ValueError(f"unknown subscription {subscription_id}")
        subscription_rows.upsert({**row, "current_period_end": period_end, "status": "active"})


    def cancel_subscription(subscription_id: str, reason: str | None) -> None:
        subscription_rows.update_status(subscription_id, "canceled")
        logger.info("Subscription %s canceled (%s)", subscription_id, reason or "no reason given")


    def cancel_all_for_customer(customer_id: str) -> int:
        ids = subscription_rows.active_for_customer(customer_id)
        for subscription_id in ids:
            cancel_subscription(subscription_id, "customer_deleted")
        return len(ids)


    def schedule_trial_reminder(subscription_id: str, email: str | None, trial_end) -> None:
        if not email:
            return
        send_template(email, "trial_ending", {"subject": _("Your trial ends soon"), "trial_end": trial_end})


    def set_paused(subscription_id: str, paused: bool) -> None:
        row = subscription_rows.get(subscription_id)
        if row is not None:
            subscription_rows.upsert({**row, "paused": paused, "status": "paused" if paused else "active"})
  `);

  emit('services/invoices.py', py`
    """Invoice state as seen by accounting."""
    import logging

    from repositories import invoices as invoice_rows

    logger = logging.getLogger(__name__)


    def upsert_invoice(invoice_id: str, customer_id: str, amount_due: int | None, currency: str | None, status: str) -> None:
        invoice_rows.upsert(
            {"id": invoice_id, "customer_id": customer_id, "amount_due": amount_due, "currency": currency, "status": status}
        )


    def mark_paid(invoice_id: str, amount_paid: int | None) -> None:
        row = invoice_rows.get(invoice_id)
        if row is None:
            logger.warning("Paid invoice %s was never seen as created", invoice_id)
            row = {"id": invoice_id}
        invoice_rows.upsert({**row, "amount_paid": amount_paid, "status": "paid"})


    def store_pdf_url(invoice_id: str, url: str) -> None:
        row = invoice_rows.get(invoice_id) or {"id": invoice_id}
        invoice_rows.upsert({**row, "pdf_url": url})


    def void_invoice(invoice_id: str) -> None:
        invoice_rows.update_status(invoice_id, "void")


    def mark_uncollectible(invoice_id: str) -> None:
        invoice_rows.update_status(invoice_id, "uncollectible")
  `);

  emit('services/payouts.py', py`
    """Payout tracking."""
    import logging

    from repositories import payouts as payout_rows

    logger = logging.getLogger(__name__)


    def record_payout(payout_id: str, amount: int | None, currency: str | None, arrival_date, status: str) -> None:
        payout_rows.upsert(
            {"id": payout_id, "amount": amount, "currency": (currency or "eur").upper(), "arrival_date": arrival_date, "status": status}
        )


    def mark_payout_failed(payout_id: str, failure_code: str | None) -> None:
        row = payout_rows.get(payout_id) or {"id": payout_id}
        payout_rows.upsert({**row, "status": "failed", "failure_code": failure_code})
        logger.error("Payout %s failed: %s", payout_id, failure_code)


    def update_arrival_date(payout_id: str, arrival_date) -> None:
        row = payout_rows.get(payout_id)
        if row is not None:
            payout_rows.upsert({**row, "arrival_date": arrival_date})
  `);

  emit('services/disputes.py', py`
    """Dispute lifecycle and evidence deadlines."""
    import logging

    from repositories import disputes as dispute_rows

    logger = logging.getLogger(__name__)


    def open_dispute(dispute_id: str, charge_id: str, amount: int | None, reason: str | None) -> None:
        dispute_rows.upsert(
            {"id": dispute_id, "charge_id": charge_id, "amount": amount, "reason": reason or "general", "status": "needs_response"}
        )


    def close_dispute(dispute_id: str, status: str | None) -> None:
        if status not in ("won", "lost", "warning_closed"):
            raise ValueError(f"dispute {dispute_id} closed with unexpected status {status}")
        dispute_rows.update_status(dispute_id, status)


    def update_evidence_deadline(dispute_id: str, due_by) -> None:
        row = dispute_rows.get(dispute_id)
        if row is not None:
            dispute_rows.upsert({**row, "evidence_due_by": due_by})


    def record_dispute_funds(dispute_id: str, amount: int | None, direction: str) -> None:
        dispute_rows.add_funds_movement(dispute_id, amount, direction)
        logger.info("Dispute %s funds %s: %s", dispute_id, direction, amount)
  `);

  emit('services/fraud.py', py`
    """Fraud signals: early warnings, reviews, blocked charges."""
    import logging

    from db.connection import get_cursor

    logger = logging.getLogger(__name__)
    audit = logging.getLogger("webhook.audit")


    def record_block(charge_id: str, reason: str | None) -> None:
        audit.info("Charge %s blocked by risk rules: %s", charge_id, reason)


    def record_warning(warning_id: str, charge_id: str, fraud_type: str | None, actionable: bool) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO fraud_warnings (id, charge_id, fraud_type, actionable) VALUES (%s, %s, %s, %s) "
                "ON CONFLICT (id) DO UPDATE SET actionable = EXCLUDED.actionable",
                (warning_id, charge_id, fraud_type, actionable),
            )


    def open_review(review_id: str, charge_id: str | None, reason: str | None) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO reviews (id, charge_id, reason, open) VALUES (%s, %s, %s, true)",
                (review_id, charge_id, reason),
            )


    def close_review(review_id: str, reason: str | None) -> None:
        with get_cursor() as cursor:
            cursor.execute("UPDATE reviews SET open = false, closed_reason = %s WHERE id = %s", (reason, review_id))
        logger.info("Review %s closed: %s", review_id, reason)
  `);

  emit('services/fees.py', py`
    """Provider fees, read from balance transactions."""
    import logging

    from db.connection import get_cursor
    from integrations.stripe.client import StripeClient

    logger = logging.getLogger(__name__)


    def record_fee(charge_id: str, balance_transaction_id: str) -> None:
        txn = StripeClient.default().get(f"/v1/balance_transactions/{balance_transaction_id}")
        fee = txn.get("fee", 0)
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO fees (charge_id, amount, currency, details) VALUES (%s, %s, %s, %s)",
                (charge_id, fee, txn.get("currency"), str(txn.get("fee_details", []))),
            )
        logger.debug("Fee %s recorded for %s", fee, charge_id)
  `);

  emit('services/accounts.py', py`
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
  `);

  emit('services/accounting.py', py`
    """Period exports for the accounting team."""
    import csv
    import io
    from datetime import datetime

    from db.connection import get_cursor
    from db.queries import DAILY_VOLUME


    def volume_by_currency(start: datetime, end: datetime) -> dict[str, int]:
        with get_cursor() as cursor:
            cursor.execute(DAILY_VOLUME, (start, end))
            return dict(cursor.fetchall())


    def export_period(start: datetime, end: datetime) -> str:
        buffer = io.StringIO()
        writer = csv.writer(buffer)
        writer.writerow(["currency", "amount"])
        for currency, amount in sorted(volume_by_currency(start, end).items()):
            writer.writerow([currency, amount])
        return buffer.getvalue()
  `);

  emit('services/catalog.py', py`
    """Products and prices mirrored from the provider."""
    import logging

    from repositories import products as product_rows

    logger = logging.getLogger(__name__)


    def sync_product(product_id: str, name: str | None, active: bool | None) -> None:
        product_rows.upsert({"id": product_id, "name": name or "", "active": bool(active), "status": "synced"})


    def sync_price(price_id: str, product_id: str, unit_amount: int | None, currency: str | None, interval: str | None) -> None:
        if currency is None:
            raise ValueError("price without currency")
        product_rows.upsert_price(price_id, product_id, unit_amount, currency.upper(), interval)
        logger.info("Price %s synced for %s", price_id, product_id)
  `);
}

// ---------------------------------------------------------------------------------------------
// billing/ and ledger/
// ---------------------------------------------------------------------------------------------

function emitBilling() {
  emit('billing/__init__.py', py`
    """Billing rules that sit on top of the provider's invoices and subscriptions."""
  `);

  emit('billing/plans.py', py`
    """Known plans (price ids), cached from the catalogue tables."""
    import logging
    import time

    from db.connection import get_cursor

    logger = logging.getLogger(__name__)

    CACHE_TTL_SECONDS = 600
    _cache: dict = {"ids": frozenset(), "loaded_at": 0.0}


    def _load() -> frozenset:
        with get_cursor() as cursor:
            cursor.execute("SELECT id FROM prices WHERE active AND interval IS NOT NULL")
            return frozenset(row[0] for row in cursor.fetchall())


    def known_plan_ids() -> frozenset:
        if time.monotonic() - _cache["loaded_at"] > CACHE_TTL_SECONDS:
            _cache["ids"] = _load()
            _cache["loaded_at"] = time.monotonic()
        return _cache["ids"]


    def is_known(plan_id: str) -> bool:
        return plan_id in known_plan_ids()


    def invalidate_cache() -> None:
        _cache["loaded_at"] = 0.0
        logger.debug("Plan cache invalidated")
  `);

  emit('billing/dunning.py', py`
    """Retry schedule for failed invoice payments."""
    import logging

    from config.settings import load_limits
    from db.connection import get_cursor
    from notifications.email import send_template
    from utils.i18n import _
    from utils.timeutil import in_days

    logger = logging.getLogger(__name__)

    MAX_ATTEMPTS = 4
    RETRY_SCHEDULE_DAYS = (1, 3, 5, 7)


    def schedule_retry(invoice_id: str, attempt: int) -> None:
        schedule = load_limits().get("dunning", {}).get("retry_after_days", RETRY_SCHEDULE_DAYS)
        if attempt > len(schedule):
            logger.info("Invoice %s exhausted retries after %s attempts", invoice_id, attempt)
            return
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO dunning_retries (invoice_id, attempt, run_at) VALUES (%s, %s, %s)",
                (invoice_id, attempt, in_days(schedule[attempt - 1])),
            )


    def escalate(invoice_id: str, customer_email: str | None, days_overdue: int) -> None:
        logger.warning("Invoice %s is %s days overdue", invoice_id, days_overdue)
        if customer_email and days_overdue >= 14:
            send_template(customer_email, "invoice_final_notice", {"subject": _("Final notice: invoice overdue")})
  `);

  emit('billing/credits.py', py`
    """Customer credit balance applied to new invoices."""
    import logging

    from db.connection import get_cursor

    logger = logging.getLogger(__name__)


    def balance(customer_id: str) -> int:
        with get_cursor() as cursor:
            cursor.execute("SELECT COALESCE(SUM(amount), 0) FROM customer_credits WHERE customer_id = %s", (customer_id,))
            return cursor.fetchone()[0]


    def apply_pending(customer_id: str, invoice_id: str) -> int:
        available = balance(customer_id)
        if available <= 0:
            return 0
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO customer_credits (customer_id, amount, invoice_id) VALUES (%s, %s, %s)",
                (customer_id, -available, invoice_id),
            )
        logger.info("Applied %s credit from %s to %s", available, customer_id, invoice_id)
        return available
  `);

  emit('billing/proration.py', py`
    """Proration when a subscription changes plan mid-period."""
    from datetime import datetime
    from decimal import Decimal

    from db.connection import get_cursor


    def prorated_amount(
        old_amount: Decimal, new_amount: Decimal, period_start: datetime, period_end: datetime, changed_at: datetime
    ) -> Decimal:
        total = (period_end - period_start).total_seconds()
        if total <= 0:
            raise ValueError("empty billing period")
        remaining = max((period_end - changed_at).total_seconds(), 0) / total
        return ((new_amount - old_amount) * Decimal(str(remaining))).quantize(Decimal("0.01"))


    def record_change(subscription_id: str, old_plan: str | None, new_plan: str | None, effective_at) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO plan_changes (subscription_id, old_plan, new_plan, effective_at) VALUES (%s, %s, %s, %s)",
                (subscription_id, old_plan, new_plan, effective_at),
            )
  `);

  emit('billing/tax.py', py`
    """VAT/GST rates for the invoices we issue ourselves."""
    from decimal import Decimal

    VAT_RATES = {
        "AT": Decimal("0.20"), "BE": Decimal("0.21"), "DE": Decimal("0.19"), "ES": Decimal("0.21"),
        "FR": Decimal("0.20"), "IE": Decimal("0.23"), "IT": Decimal("0.22"), "NL": Decimal("0.21"),
    }
    REVERSE_CHARGE_NOTE = "Reverse charge: VAT to be accounted for by the recipient"


    def rate_for(country: str | None, business: bool = False) -> Decimal:
        if business or not country:
            return Decimal(0)
        return VAT_RATES.get(country.upper(), Decimal(0))


    def tax_amount(net: Decimal, country: str | None, business: bool = False) -> Decimal:
        return (net * rate_for(country, business)).quantize(Decimal("0.01"))
  `);

  emit('billing/coupons.py', py`
    """Coupon validation for self-serve checkout."""
    from datetime import datetime, timezone
    from decimal import Decimal

    from db.connection import get_cursor
    from utils.i18n import _


    def lookup(code: str) -> dict | None:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT id, percent_off, amount_off, redeem_by FROM coupons WHERE upper(code) = upper(%s)", (code,)
            )
            row = cursor.fetchone()
        return dict(zip(("id", "percent_off", "amount_off", "redeem_by"), row)) if row else None


    def discount(code: str, subtotal: Decimal) -> Decimal:
        coupon = lookup(code)
        if coupon is None:
            raise ValueError(_("Unknown coupon code"))
        if coupon["redeem_by"] and coupon["redeem_by"] < datetime.now(tz=timezone.utc):
            raise ValueError(_("This coupon has expired"))
        if coupon["percent_off"]:
            return (subtotal * Decimal(coupon["percent_off"]) / 100).quantize(Decimal("0.01"))
        return min(Decimal(coupon["amount_off"] or 0), subtotal)
  `);

  emit('billing/usage.py', py`
    """Metered usage lines on invoices."""
    import logging

    from db.connection import get_cursor

    logger = logging.getLogger(__name__)


    def attach_line(invoice_id: str, price_id: str | None, quantity: int) -> None:
        if price_id is None:
            logger.debug("Invoice %s has a line without price", invoice_id)
            return
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO invoice_lines (invoice_id, price_id, quantity) VALUES (%s, %s, %s)",
                (invoice_id, price_id, quantity),
            )


    def usage_for(subscription_id: str, period_start, period_end) -> int:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT COALESCE(SUM(quantity), 0) FROM usage_records WHERE subscription_id = %s AND recorded_at BETWEEN %s AND %s",
                (subscription_id, period_start, period_end),
            )
            return cursor.fetchone()[0]
  `);

  emit('billing/invoices.py', py`
    """Our own invoice numbers (the provider's are not gapless)."""
    from db.connection import get_cursor


    def next_invoice_number(prefix: str = "INV") -> str:
        with get_cursor() as cursor:
            cursor.execute("SELECT nextval('invoice_number_seq')")
            number = cursor.fetchone()[0]
        return f"{prefix}-{number:08d}"


    def link_provider_invoice(number: str, provider_invoice_id: str) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "UPDATE invoices SET number = %s WHERE id = %s AND number IS NULL", (number, provider_invoice_id)
            )
  `);

  emit('billing/subscriptions.py', py`
    """Date arithmetic for subscription periods."""
    import calendar
    from datetime import datetime, timedelta

    INTERVALS = ("day", "week", "month", "year")


    def add_interval(start: datetime, interval: str, count: int = 1) -> datetime:
        if interval not in INTERVALS:
            raise ValueError(f"unsupported interval {interval}")
        if interval == "day":
            return start + timedelta(days=count)
        if interval == "week":
            return start + timedelta(weeks=count)
        months = count * (12 if interval == "year" else 1)
        month_index = start.month - 1 + months
        year, month = start.year + month_index // 12, month_index % 12 + 1
        day = min(start.day, calendar.monthrange(year, month)[1])
        return start.replace(year=year, month=month, day=day)


    def renewal_dates(start: datetime, interval: str, periods: int) -> list[datetime]:
        return [add_interval(start, interval, n) for n in range(1, periods + 1)]
  `);
}

function emitLedger() {
  emit('ledger/__init__.py', py`
    """Double-entry ledger fed by payment events."""
  `);

  emit('ledger/accounts.py', py`
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
  `);

  emit('ledger/entries.py', py`
    """Journal entry value objects."""
    from dataclasses import dataclass
    from decimal import Decimal


    @dataclass(frozen=True)
    class Entry:
        debit: str
        credit: str
        amount: Decimal
        currency: str
        reference: str

        def reversed(self) -> "Entry":
            return Entry(self.credit, self.debit, self.amount, self.currency, self.reference)


    def balanced(entries: list[Entry]) -> bool:
        totals: dict[str, Decimal] = {}
        for entry in entries:
            totals[entry.debit] = totals.get(entry.debit, Decimal(0)) + entry.amount
            totals[entry.credit] = totals.get(entry.credit, Decimal(0)) - entry.amount
        return sum(totals.values(), Decimal(0)) == 0
  `);

  emit('ledger/journal.py', py`
    """Post ledger entries for payment events."""
    import logging
    from decimal import Decimal

    from db.connection import get_cursor
    from ledger.accounts import account_code
    from ledger.entries import Entry

    logger = logging.getLogger(__name__)

    POSTINGS = {
        "payment": ("provider_balance", "revenue"),
        "capture": ("provider_balance", "receivables"),
        "refund": ("refunds", "provider_balance"),
        "dispute_loss": ("disputes", "provider_balance"),
        "bad_debt": ("bad_debt", "receivables"),
        "transfer": ("cash", "provider_balance"),
        "transfer_reversal": ("provider_balance", "cash"),
    }


    def post_entry(kind: str, reference: str, amount: Decimal, currency: str) -> Entry:
        debit, credit = POSTINGS[kind]
        entry = Entry(account_code(debit), account_code(credit), amount, currency.upper(), reference)
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO journal (debit, credit, amount, currency, reference, kind) VALUES (%s, %s, %s, %s, %s, %s)",
                (entry.debit, entry.credit, entry.amount, entry.currency, entry.reference, kind),
            )
        logger.debug("Posted %s %s %s for %s", kind, amount, currency, reference)
        return entry
  `);

  emit('ledger/balances.py', py`
    """Available balance snapshots reported by the provider."""
    from db.connection import get_cursor


    def record_available(currency: str, amount: int) -> None:
        with get_cursor() as cursor:
            cursor.execute(
                "INSERT INTO balance_snapshots (currency, amount, taken_at) VALUES (%s, %s, now())",
                (currency.upper(), amount),
            )


    def latest(currency: str) -> int | None:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT amount FROM balance_snapshots WHERE currency = %s ORDER BY taken_at DESC LIMIT 1",
                (currency.upper(),),
            )
            row = cursor.fetchone()
        return row[0] if row else None
  `);

  emit('ledger/settlement.py', py`
    """Settlement: payouts that reached the bank."""
    import logging

    from db.connection import get_cursor

    logger = logging.getLogger(__name__)


    def mark_settled(payout_id: str, arrival_date) -> None:
        with get_cursor() as cursor:
            cursor.execute("UPDATE payouts SET settled_at = %s WHERE id = %s AND settled_at IS NULL", (arrival_date, payout_id))
            if cursor.rowcount == 0:
                logger.info("Payout %s already settled or unknown", payout_id)
  `);

  emit('ledger/fx.py', py`
    """Currency conversion for reporting (never for charging)."""
    from decimal import ROUND_HALF_EVEN, Decimal


    def convert(amount: Decimal, source: str, target: str, rates: dict[str, Decimal]) -> Decimal:
        """rates are units of each currency per 1 EUR."""
        if source == target:
            return amount
        try:
            in_eur = amount / rates[source.upper()]
            return (in_eur * rates[target.upper()]).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
        except KeyError as exc:
            raise ValueError(f"no rate for {exc.args[0]}") from exc
  `);

  emit('ledger/reconciliation.py', py`
    """Match payouts with the balance transactions they contain."""
    import logging

    from db.connection import get_cursor
    from integrations.stripe.payouts import balance_transactions

    logger = logging.getLogger(__name__)


    def match_payout(payout_id: str) -> int:
        matched = 0
        with get_cursor() as cursor:
            for txn in balance_transactions(payout_id):
                cursor.execute(
                    "UPDATE journal SET payout_id = %s WHERE reference = %s AND payout_id IS NULL",
                    (payout_id, txn.get("source")),
                )
                matched += cursor.rowcount
        logger.info("Payout %s reconciled: %s journal lines", payout_id, matched)
        return matched


    def unmatched_count() -> int:
        with get_cursor() as cursor:
            cursor.execute("SELECT count(*) FROM journal WHERE payout_id IS NULL AND kind = 'payment'")
            return cursor.fetchone()[0]
  `);

  emit('ledger/exports.py', py`
    """CSV export of the journal for the accountants."""
    import csv
    from datetime import date

    from db.connection import get_cursor

    HEADER = ["date", "debit", "credit", "amount", "currency", "reference"]


    def export_journal(day: date, path: str) -> int:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT created_at::date, debit, credit, amount, currency, reference FROM journal WHERE created_at::date = %s",
                (day,),
            )
            rows = cursor.fetchall()
        with open(path, "w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(HEADER)
            writer.writerows(rows)
        return len(rows)
  `);
}

// ---------------------------------------------------------------------------------------------
// notifications/
// ---------------------------------------------------------------------------------------------

function emitNotifications() {
  emit('notifications/__init__.py', py`
    """Customer and operator notifications (e-mail, SMS, push, Slack)."""
  `);

  emit('notifications/templates.py', py`
    """E-mail templates, rendered with HTML escaping of every value."""
    import html
    import string

    from utils.i18n import _

    TEMPLATES = {
        "receipt": ("Receipt for your payment", "<p>Hello $name,</p><p>We received $amount.</p>"),
        "payment_failed": ("Payment failed", "<p>Hello $name,</p><p>$reason</p>"),
        "authorization_expired": ("Authorization expired", "<p>Your authorization for $amount expired.</p>"),
        "invoice_upcoming": ("Upcoming invoice", "<p>Your next invoice of $amount is due on $due.</p>"),
        "invoice_payment_failed": ("Invoice payment failed", "<p>We could not collect $amount.</p>"),
        "invoice_final_notice": ("Final notice", "<p>Your invoice is overdue.</p>"),
        "trial_ending": ("Trial ending", "<p>Your trial ends on $trial_end.</p>"),
        "card_expiring": ("Card expiring", "<p>Your card ending $last4 expires soon.</p>"),
        "refund_failed": ("Refund failed", "<p>We could not refund $amount.</p>"),
    }


    def render(name: str, context: dict) -> tuple[str, str]:
        subject, body = TEMPLATES[name]
        safe = {key: html.escape(str(value)) for key, value in context.items()}
        return _(context.get("subject") or subject), string.Template(body).safe_substitute(safe)
  `);

  emit('notifications/email.py', py`
    """Transactional e-mail over SMTP."""
    import logging
    import os
    import smtplib
    from email.message import EmailMessage

    from notifications.templates import render

    logger = logging.getLogger(__name__)

    SENDER = os.environ.get("MAIL_FROM", "billing@example.com")


    def send_template(to: str | None, template: str, context: dict) -> bool:
        if not to:
            logger.info("No recipient for %s, skipping", template)
            return False
        subject, body = render(template, context)
        message = EmailMessage()
        message["From"] = SENDER
        message["To"] = to
        message["Subject"] = subject
        message.set_content(body, subtype="html")
        host = os.environ.get("SMTP_HOST", "localhost")
        with smtplib.SMTP(host, int(os.environ.get("SMTP_PORT", "25"))) as smtp:
            smtp.send_message(message)
        logger.info(f"Sent {template} e-mail")
        return True
  `);

  emit('notifications/sms.py', py`
    """SMS for high-priority customer notices."""
    import logging
    import os

    import requests

    logger = logging.getLogger(__name__)

    API_URL = "https://sms.example.net/v1/messages"


    def send_sms(number: str, text: str) -> None:
        api_key = os.environ.get("SMS_API_KEY")
        if not api_key:
            logger.warning("SMS_API_KEY missing, not sending SMS")
            return
        response = requests.post(
            API_URL,
            json={"to": number, "body": text[:160]},
            headers={"Authorization": f"Bearer {api_key}"},
            timeout=5,
        )
        if response.status_code >= 400:
            raise ValueError(f"SMS provider rejected message: {response.status_code}")
  `);

  emit('notifications/slack.py', py`
    """Operator alerts in Slack."""
    import logging

    import requests

    from config.settings import settings

    logger = logging.getLogger(__name__)


    def post_alert(text: str, channel: str = "#payments-alerts") -> None:
        if not settings.slack_webhook_url:
            logger.info("Slack disabled; alert was: %s", text)
            return
        response = requests.post(settings.slack_webhook_url, json={"channel": channel, "text": text}, timeout=5)
        if not response.ok:
            logger.error("Slack returned %s for alert to %s", response.status_code, channel)
  `);

  emit('notifications/digest.py', py`
    """Daily digest for merchants: counts of what happened yesterday."""
    from collections import Counter

    from events.types import Events
    from utils.i18n import _, plural


    def summarize(events: list[dict]) -> list[str]:
        counts = Counter(event["type"] for event in events)
        lines = []
        if counts.get(Events.INVOICE_PAID):
            lines.append(plural("%(count)s invoice paid", "%(count)s invoices paid", counts[Events.INVOICE_PAID]))
        refunds = sum(1 for event in events if event["type"] == "charge.refunded")
        if refunds:
            lines.append(plural("%(count)s refund", "%(count)s refunds", refunds))
        failed = [event for event in events if event["type"] == "invoice.payment_failed"]
        if failed:
            lines.append(_("Some invoice payments failed and will be retried"))
        return lines or [_("Nothing to report")]
  `);

  emit('notifications/preferences.py', py`
    """Per-customer notification preferences."""
    from dataclasses import dataclass

    from db.connection import get_cursor


    @dataclass
    class Preferences:
        receipts: bool = True
        invoice_reminders: bool = True
        sms: bool = False
        locale: str = "en"


    def get_preferences(customer_id: str) -> Preferences:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT receipts, invoice_reminders, sms, locale FROM notification_preferences WHERE customer_id = %s",
                (customer_id,),
            )
            row = cursor.fetchone()
        return Preferences(*row) if row else Preferences()


    def sync_email(customer_id: str, email: str | None) -> None:
        with get_cursor() as cursor:
            cursor.execute("UPDATE notification_preferences SET email = %s WHERE customer_id = %s", (email, customer_id))
  `);

  emit('notifications/push.py', py`
    """Mobile push for the merchant app."""
    import logging
    import os

    import requests

    logger = logging.getLogger(__name__)

    PUSH_URL = "https://push.example.net/v1/send"


    def send_push(device_token: str, title: str, body: str) -> None:
        response = requests.post(
            PUSH_URL,
            json={"token": device_token, "notification": {"title": title, "body": body}},
            headers={"Authorization": f"key={os.environ.get('PUSH_SERVER_KEY', '')}"},
            timeout=5,
        )
        if response.status_code == 404:
            logger.info("Device token %s is no longer registered", device_token[:8])
  `);
}

// ---------------------------------------------------------------------------------------------
// integrations/: provider API clients and mappings.
// ---------------------------------------------------------------------------------------------

function emitIntegrations() {
  emit('integrations/__init__.py', py`
    """Clients for payment providers and data sources."""
  `);
  emit('integrations/stripe/__init__.py', py`
    """Stripe REST API helpers (we call the API directly, no SDK)."""
  `);
  emit('integrations/adyen/__init__.py', py`
    """Adyen notifications and Checkout API."""
  `);
  emit('integrations/fx/__init__.py', py`
    """Foreign-exchange reference rates."""
  `);

  emit('integrations/stripe/client.py', py`
    """Thin HTTP client for the Stripe API."""
    import logging
    import os
    import uuid

    import requests

    from utils.retry import backoff

    logger = logging.getLogger(__name__)

    API_BASE = "https://api.stripe.com"
    API_VERSION = "2024-06-20"


    class StripeClient:
        _default = None

        def __init__(self, api_key: str | None = None, timeout: float = 10.0) -> None:
            self.api_key = api_key or os.environ.get("STRIPE_API_KEY")
            if not self.api_key:
                raise RuntimeError("STRIPE_API_KEY is not configured")
            self.timeout = timeout
            self.session = requests.Session()
            self.session.headers.update({"Authorization": f"Bearer {self.api_key}", "Stripe-Version": API_VERSION})

        @classmethod
        def default(cls) -> "StripeClient":
            if cls._default is None:
                cls._default = cls()
            return cls._default

        @backoff(attempts=3)
        def get(self, path: str, params: dict | None = None) -> dict:
            response = self.session.get(API_BASE + path, params=params, timeout=self.timeout)
            response.raise_for_status()
            return response.json()

        @backoff(attempts=3)
        def post(self, path: str, data: dict, idempotency_key: str | None = None) -> dict:
            headers = {"Idempotency-Key": idempotency_key or uuid.uuid4().hex}
            response = self.session.post(API_BASE + path, data=data, headers=headers, timeout=self.timeout)
            if response.status_code == 402:
                logger.info("Stripe declined %s: %s", path, response.json().get("error", {}).get("code"))
            response.raise_for_status()
            return response.json()
  `);

  emit('integrations/stripe/customers.py', py`
    """Customer lookups."""
    from integrations.stripe.client import StripeClient


    def retrieve(customer_id: str) -> dict:
        return StripeClient.default().get(f"/v1/customers/{customer_id}")


    def set_metadata(customer_id: str, metadata: dict) -> dict:
        data = {f"metadata[{key}]": value for key, value in metadata.items()}
        return StripeClient.default().post(f"/v1/customers/{customer_id}", data)
  `);

  emit('integrations/stripe/charges.py', py`
    """Charge lookups (the webhook object can be stale)."""
    from integrations.stripe.client import StripeClient


    def retrieve(charge_id: str) -> dict:
        return StripeClient.default().get(f"/v1/charges/{charge_id}", params={"expand[]": "balance_transaction"})


    def for_payment_intent(payment_intent_id: str) -> list[dict]:
        page = StripeClient.default().get("/v1/charges", params={"payment_intent": payment_intent_id, "limit": 10})
        return page.get("data", [])
  `);

  emit('integrations/stripe/refunds.py', py`
    """Create refunds from the admin API."""
    from integrations.stripe.client import StripeClient

    REASONS = ("duplicate", "fraudulent", "requested_by_customer")


    def create_refund(payment_intent_id: str, amount: int | None = None, reason: str | None = None) -> dict:
        if reason is not None and reason not in REASONS:
            raise ValueError(f"refund reason must be one of {', '.join(REASONS)}")
        data = {"payment_intent": payment_intent_id}
        if amount is not None:
            data["amount"] = str(amount)
        if reason:
            data["reason"] = reason
        return StripeClient.default().post("/v1/refunds", data, idempotency_key=f"refund-{payment_intent_id}-{amount}")
  `);

  emit('integrations/stripe/payouts.py', py`
    """Payouts and the balance transactions they settle."""
    from integrations.stripe.client import StripeClient


    def retrieve(payout_id: str) -> dict:
        return StripeClient.default().get(f"/v1/payouts/{payout_id}")


    def balance_transactions(payout_id: str):
        client = StripeClient.default()
        params = {"payout": payout_id, "limit": 100}
        while True:
            page = client.get("/v1/balance_transactions", params=params)
            yield from page["data"]
            if not page.get("has_more"):
                return
            params["starting_after"] = page["data"][-1]["id"]
  `);

  emit('integrations/stripe/disputes.py', py`
    """Dispute evidence submission."""
    from integrations.stripe.client import StripeClient

    EVIDENCE_FIELDS = ("customer_email_address", "product_description", "receipt", "shipping_tracking_number")


    def submit_evidence(dispute_id: str, evidence: dict, submit: bool = False) -> dict:
        unknown = set(evidence) - set(EVIDENCE_FIELDS)
        if unknown:
            raise ValueError(f"unsupported evidence fields: {sorted(unknown)}")
        data = {f"evidence[{key}]": value for key, value in evidence.items()}
        data["submit"] = "true" if submit else "false"
        return StripeClient.default().post(f"/v1/disputes/{dispute_id}", data)
  `);

  emit('integrations/stripe/mapping.py', py`
    """Translate Stripe statuses into ours."""

    PAYMENT_INTENT_STATUS = {
        "requires_payment_method": "failed",
        "requires_confirmation": "created",
        "requires_action": "requires_action",
        "processing": "processing",
        "requires_capture": "authorized",
        "canceled": "canceled",
        "succeeded": "succeeded",
    }


    def internal_status(stripe_status: str) -> str:
        return PAYMENT_INTENT_STATUS.get(stripe_status, "pending")
  `);

  emit('integrations/stripe/events.py', py`
    """Backfill: list events from the API when webhooks were missed."""
    from integrations.stripe.client import StripeClient


    def list_events(types: list[str], created_gte: int, limit: int = 100) -> list[dict]:
        params = {"created[gte]": created_gte, "limit": limit}
        for index, event_type in enumerate(types):
            params[f"types[{index}]"] = event_type
        return StripeClient.default().get("/v1/events", params=params).get("data", [])


    def retrieve_event(event_id: str) -> dict:
        return StripeClient.default().get(f"/v1/events/{event_id}")
  `);

  emit('integrations/adyen/client.py', py`
    """Adyen Checkout API client."""
    import os

    import requests

    CHECKOUT_BASE = os.environ.get("ADYEN_CHECKOUT_URL", "https://checkout-test.adyen.com/v71")


    class AdyenClient:
        def __init__(self, api_key: str | None = None, merchant_account: str | None = None) -> None:
            self.api_key = api_key or os.environ.get("ADYEN_API_KEY")
            self.merchant_account = merchant_account or os.environ.get("ADYEN_MERCHANT_ACCOUNT")

        def post(self, path: str, body: dict) -> dict:
            response = requests.post(
                CHECKOUT_BASE + path,
                json={"merchantAccount": self.merchant_account, **body},
                headers={"X-API-Key": self.api_key or "", "Content-Type": "application/json"},
                timeout=10,
            )
            response.raise_for_status()
            return response.json()
  `);

  emit('integrations/adyen/mapping.py', py`
    """Adyen eventCode -> internal event type."""

    EVENT_CODES = {
        "AUTHORISATION": "adyen.authorisation",
        "CAPTURE": "adyen.capture",
        "CAPTURE_FAILED": "adyen.capture_failed",
        "CANCELLATION": "adyen.cancellation",
        "CHARGEBACK": "adyen.chargeback",
        "REFUND_FAILED": "adyen.refund_failed",
        "REPORT_AVAILABLE": "adyen.report_available",
        "OFFER_CLOSED": "adyen.offer_closed",
    }
  `);

  emit('integrations/adyen/notifications.py', py`
    """Turn Adyen notification batches into internal events."""
    from integrations.adyen.mapping import EVENT_CODES


    def to_events(batch: dict):
        for item in batch.get("notificationItems", []):
            notification = item["NotificationRequestItem"]
            code = notification.get("eventCode", "")
            yield {
                "id": f"adyen_{notification.get('pspReference')}_{code.lower()}",
                "type": EVENT_CODES.get(code, f"adyen.{code.lower()}"),
                "created": notification.get("eventDate"),
                "livemode": batch.get("live") == "true",
                "data": {"object": notification},
            }


    def parse_notification_item(payload: dict) -> dict:
        item = payload["data"]["object"]
        return {
            "psp_reference": item.get("pspReference"),
            "original_reference": item.get("originalReference"),
            "merchant_reference": item.get("merchantReference"),
            "amount": item.get("amount") or {"value": 0, "currency": "EUR"},
            "success": item.get("success") == "true",
            "reason": item.get("reason"),
        }
  `);

  emit('integrations/adyen/hmac.py', py`
    """HMAC validation of Adyen notification items."""
    import binascii
    import os

    from utils.crypto import hmac_sha256_b64, safe_equals

    SIGNED_FIELDS = ("pspReference", "originalReference", "merchantAccountCode", "merchantReference")


    def signing_string(item: dict) -> str:
        amount = item.get("amount") or {}
        values = [item.get(name, "") for name in SIGNED_FIELDS]
        values += [str(amount.get("value", "")), amount.get("currency", ""), item.get("eventCode", ""), item.get("success", "")]
        return ":".join(values)


    def is_valid(item: dict) -> bool:
        key = os.environ.get("ADYEN_HMAC_KEY")
        signature = (item.get("additionalData") or {}).get("hmacSignature")
        if not key or not signature:
            return False
        expected = hmac_sha256_b64(binascii.unhexlify(key), signing_string(item).encode("utf-8"))
        return safe_equals(expected, signature)
  `);

  emit('integrations/adyen/payments.py', py`
    """Modifications on Adyen payments (capture, cancel, refund)."""
    from integrations.adyen.client import AdyenClient


    def capture(psp_reference: str, amount: int, currency: str) -> dict:
        body = {"amount": {"value": amount, "currency": currency}, "reference": f"capture-{psp_reference}"}
        return AdyenClient().post(f"/payments/{psp_reference}/captures", body)


    def cancel(psp_reference: str) -> dict:
        return AdyenClient().post(f"/payments/{psp_reference}/cancels", {"reference": f"cancel-{psp_reference}"})


    def refund(psp_reference: str, amount: int, currency: str) -> dict:
        body = {"amount": {"value": amount, "currency": currency}, "reference": f"refund-{psp_reference}"}
        return AdyenClient().post(f"/payments/{psp_reference}/refunds", body)
  `);

  emit('integrations/adyen/reports.py', py`
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
  `);

  emit('integrations/fx/rates.py', py`
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
  `);

  emit('integrations/fx/cache.py', py`
    """Time-bounded cache for a single rates table."""
    import time


    class RatesCache:
        def __init__(self, ttl_seconds: float) -> None:
            self.ttl_seconds = ttl_seconds
            self._value = None
            self._stored_at = 0.0

        def get(self):
            if self._value is None or time.monotonic() - self._stored_at > self.ttl_seconds:
                return None
            return self._value

        def set(self, value) -> None:
            self._value = value
            self._stored_at = time.monotonic()
  `);
}

// ---------------------------------------------------------------------------------------------
// reports/
// ---------------------------------------------------------------------------------------------

function emitReports() {
  emit('reports/__init__.py', py`
    """Periodic reports for finance and support."""
  `);

  emit('reports/daily.py', py`
    """Yesterday's volume per currency."""
    from datetime import timedelta

    from services.accounting import volume_by_currency
    from utils.money import format_amount, from_minor_units
    from utils.timeutil import start_of_day, utcnow


    def daily_volume_lines() -> list[str]:
        end = start_of_day(utcnow())
        start = end - timedelta(days=1)
        volume = volume_by_currency(start, end)
        return [format_amount(from_minor_units(amount, currency), currency) for currency, amount in sorted(volume.items())]
  `);

  emit('reports/monthly.py', py`
    """Month-end summary e-mailed to finance."""
    import os

    from notifications.email import send_template
    from reports.revenue import revenue_by_month
    from utils.i18n import _


    def send_month_end(year: int, month: int) -> bool:
        rows = revenue_by_month(year, month)
        total = sum(amount for _currency, amount in rows)
        recipient = os.environ.get("FINANCE_EMAIL")
        context = {"subject": _("Monthly revenue report"), "amount": total, "name": "Finance"}
        return send_template(recipient, "receipt", context)
  `);

  emit('reports/revenue.py', py`
    """Revenue by month and currency."""
    from db.connection import get_cursor


    def revenue_by_month(year: int, month: int) -> list[tuple[str, int]]:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT currency, SUM(amount) FROM payments WHERE status = 'succeeded' "
                "AND date_part('year', created_at) = %s AND date_part('month', created_at) = %s GROUP BY currency",
                (year, month),
            )
            return cursor.fetchall()
  `);

  emit('reports/disputes.py', py`
    """Dispute rate per month (card networks watch this)."""
    from db.connection import get_cursor


    def dispute_rate(year: int, month: int) -> float:
        with get_cursor() as cursor:
            cursor.execute(
                "SELECT (SELECT count(*) FROM disputes WHERE date_trunc('month', created_at) = make_date(%s, %s, 1)), "
                "(SELECT count(*) FROM payments WHERE date_trunc('month', created_at) = make_date(%s, %s, 1))",
                (year, month, year, month),
            )
            disputes, payments = cursor.fetchone()
        return disputes / payments if payments else 0.0
  `);

  emit('reports/payouts.py', py`
    """Payouts that have not reached the bank yet."""
    from repositories.payouts import unsettled
    from utils.money import format_amount, from_minor_units


    def pending_payout_lines() -> list[str]:
        lines = []
        for payout_id, amount, currency in unsettled():
            lines.append(f"{payout_id}: {format_amount(from_minor_units(amount, currency), currency)}")
        return lines
  `);
}

// ---------------------------------------------------------------------------------------------
// jobs/: the second homegrown registry (@job("nightly.reconcile") -> JOBS.get(name)).
// ---------------------------------------------------------------------------------------------

/** Every @job registration, in emission order: [module, job name, function name]. */
const JOB_REGISTRATIONS = [];

function jobDecorator(mod, name, fn) {
  JOB_REGISTRATIONS.push([mod, name, fn]);
  return `@job("${name}")`;
}

function emitJobs() {
  emit('jobs/__init__.py', py`
    """Scheduled jobs, run by cron through manage.py run-job <name>."""
  `);

  emit('jobs/registry.py', py`
    """Registry of scheduled jobs, keyed by the name cron passes to manage.py."""

    JOBS = {}


    def job(name):
        """Register the decorated function as the job called name."""

        def decorator(fn):
            JOBS[name] = fn
            return fn

        return decorator
  `);

  emit('jobs/runner.py', py`
    """Run one job by name: python manage.py run-job nightly.reconcile"""
    import importlib
    import logging
    import sys
    import time

    from jobs.registry import JOBS
    from metrics.counters import increment, observe
    from utils.terminal import alert, colorize

    logger = logging.getLogger(__name__)


    def run(name: str) -> int:
        importlib.import_module("bootstrap")
        fn = JOBS.get(name)
        if fn is None:
            alert(f"unknown job {name!r}; known jobs: {', '.join(sorted(JOBS))}")
            return 2
        started = time.monotonic()
        try:
            result = fn()
        except Exception:
            logger.exception("Job %s failed", name)
            increment("jobs.failed", tags={"job": name})
            return 1
        observe("jobs.seconds", time.monotonic() - started, tags={"job": name})
        print(colorize(f"{name}: ok ({result})", "green"))
        return 0


    def main(argv: list[str] | None = None) -> int:
        args = sys.argv[1:] if argv is None else argv
        if not args:
            print("usage: run-job <name>", file=sys.stderr)
            return 2
        return run(args[0])
  `);

  emit('jobs/reconcile.py', py`
    """Nightly reconciliation between the provider and our ledger."""
    import logging

    from jobs.registry import job
    from ledger.reconciliation import match_payout, unmatched_count
    from notifications.slack import post_alert
    from repositories.payouts import unsettled
    from services.accounting import export_period
    from utils.i18n import _
    from utils.timeutil import start_of_day, utcnow

    logger = logging.getLogger(__name__)


    ${jobDecorator('jobs.reconcile', 'nightly.reconcile', 'reconcile_payouts')}
    def reconcile_payouts() -> int:
        matched = sum(match_payout(payout_id) for payout_id, _amount, _currency in unsettled())
        remaining = unmatched_count()
        if remaining:
            post_alert(_("%(count)s journal lines are not matched to a payout") % {"count": remaining})
        logger.info("Reconciliation matched %s lines, %s left", matched, remaining)
        return matched


    ${jobDecorator('jobs.reconcile', 'nightly.settlement_report', 'settlement_report')}
    def settlement_report() -> str:
        today = start_of_day(utcnow())
        return export_period(today.replace(day=1), today)


    ${jobDecorator('jobs.reconcile', 'hourly.match_payouts', 'match_recent_payouts')}
    def match_recent_payouts() -> int:
        return sum(match_payout(payout_id) for payout_id, _amount, _currency in unsettled()[:20])
  `);

  emit('jobs/retries.py', py`
    """Retry failed work: parked webhook events and dunning attempts."""
    import logging

    from db.connection import get_cursor
    from integrations.stripe.client import StripeClient
    from jobs.registry import job
    from webhooks.retries import replay_failed

    logger = logging.getLogger(__name__)


    ${jobDecorator('jobs.retries', 'hourly.retry_failed', 'retry_failed_events')}
    def retry_failed_events() -> int:
        replayed = replay_failed(limit=200)
        logger.info("Replayed %s parked events", replayed)
        return replayed


    ${jobDecorator('jobs.retries', 'hourly.retry_dunning', 'retry_dunning')}
    def retry_dunning() -> int:
        client = StripeClient.default()
        with get_cursor() as cursor:
            cursor.execute("SELECT invoice_id FROM dunning_retries WHERE run_at <= now() AND done = false LIMIT 50")
            due = [row[0] for row in cursor.fetchall()]
        for invoice_id in due:
            client.post(f"/v1/invoices/{invoice_id}/pay", {})
            with get_cursor() as cursor:
                cursor.execute("UPDATE dunning_retries SET done = true WHERE invoice_id = %s", (invoice_id,))
        return len(due)
  `);

  emit('jobs/reports.py', py`
    """Report jobs."""
    from jobs.registry import job
    from notifications.slack import post_alert
    from reports.daily import daily_volume_lines
    from reports.disputes import dispute_rate
    from reports.monthly import send_month_end
    from utils.timeutil import utcnow


    ${jobDecorator('jobs.reports', 'daily.revenue_summary', 'revenue_summary')}
    def revenue_summary() -> int:
        lines = daily_volume_lines()
        post_alert("\n".join(["Yesterday's volume:", *lines]), channel="#finance")
        return len(lines)


    ${jobDecorator('jobs.reports', 'monthly.dispute_report', 'dispute_report')}
    def dispute_report() -> float:
        now = utcnow()
        rate = dispute_rate(now.year, now.month)
        if rate > 0.0075:
            post_alert(f"Dispute rate {rate:.2%} is above the 0.75% threshold", channel="#risk")
        return rate


    ${jobDecorator('jobs.reports', 'monthly.finance_report', 'finance_report')}
    def finance_report() -> bool:
        now = utcnow()
        return send_month_end(now.year, now.month)
  `);

  emit('jobs/cleanup.py', py`
    """Housekeeping."""
    import logging

    from db.connection import get_cursor
    from jobs.registry import job
    from repositories.events import purge_older_than

    logger = logging.getLogger(__name__)

    RETENTION_DAYS = 90


    ${jobDecorator('jobs.cleanup', 'nightly.purge_events', 'purge_events')}
    def purge_events() -> int:
        removed = purge_older_than(RETENTION_DAYS)
        logger.info("Purged %s stored events older than %s days", removed, RETENTION_DAYS)
        return removed


    ${jobDecorator('jobs.cleanup', 'weekly.vacuum_idempotency_keys', 'vacuum_idempotency_keys')}
    def vacuum_idempotency_keys() -> int:
        with get_cursor() as cursor:
            cursor.execute("DELETE FROM processed_events WHERE processed_at < now() - interval '30 days'")
            return cursor.rowcount
  `);

  emit('jobs/sync.py', py`
    """Pull data the webhooks do not carry."""
    import logging

    from integrations.fx.rates import ECBRatesProvider
    from integrations.stripe.events import list_events
    from jobs.registry import job
    from services.catalog import sync_product
    from utils.timeutil import in_days

    logger = logging.getLogger(__name__)


    ${jobDecorator('jobs.sync', 'hourly.sync_fx_rates', 'sync_fx_rates')}
    def sync_fx_rates() -> int:
        return len(ECBRatesProvider.rates())


    ${jobDecorator('jobs.sync', 'daily.sync_catalog', 'sync_catalog')}
    def sync_catalog() -> int:
        since = int(in_days(-1).timestamp())
        events = list_events(["product.created", "product.updated"], created_gte=since)
        for event in events:
            product = event["data"]["object"]
            sync_product(product["id"], product.get("name"), product.get("active"))
        logger.info("Catalog sync applied %s product events", len(events))
        return len(events)
  `);
}

// ---------------------------------------------------------------------------------------------
// handlers/: 90 modules. 83 register with a literal, 6 with an Events.* constant, and
// handlers/payment_status.py registers three handlers with an f-string key in a loop.
// ---------------------------------------------------------------------------------------------

const I = {
  payments: 'from services import payments',
  refunds: 'from services import refunds',
  customers: 'from services import customers',
  subs: 'from services import subscriptions',
  invoices: 'from services import invoices',
  payouts: 'from services import payouts',
  disputes: 'from services import disputes',
  fraud: 'from services import fraud',
  fees: 'from services import fees',
  accounts: 'from services import accounts',
  catalog: 'from services import catalog',
  journal: 'from ledger import journal',
  money: 'from utils.money import from_minor_units',
  ts: 'from utils.timeutil import parse_timestamp',
  i18n: 'from utils.i18n import _',
  email: 'from notifications.email import send_template',
  slack: 'from notifications.slack import post_alert',
  adyen: 'from integrations.adyen.notifications import parse_notification_item',
  settings: 'from config.settings import settings',
};

/**
 * One entry per handler module (the computed one, payment_status.py, is written separately).
 *   e: event key, d: module docstring, i: imports, b: function body after `obj = ...`,
 *   sym: Events.<NAME> instead of the literal, m: module-level lines, log: false when the
 *   body already logs, noObj: the body reads the payload itself.
 */
const HANDLER_SPECS = [
  // -- payments -------------------------------------------------------------------------------
  { e: 'payment.authorized', d: 'Card payment authorized; capture happens later (manual capture flow).', i: [I.payments, I.ts], b: py`
      payments.mark_status(obj["id"], "authorized")
      capture_before = obj.get("capture_before")
      if capture_before:
          payments.schedule_capture_reminder(obj["id"], parse_timestamp(capture_before))
  ` },
  { e: 'payment.captured', d: 'Funds captured for an authorized payment.', i: [I.payments, I.journal, I.money], b: py`
      amount = obj.get("amount_captured") or obj.get("amount")
      currency = obj["currency"].upper()
      payments.capture(obj["id"], amount)
      journal.post_entry("capture", obj["id"], from_minor_units(amount, currency), currency)
  ` },
  { e: 'payment.expired', d: 'An authorization expired before it was captured.', i: [I.payments, I.email, I.i18n], b: py`
      payments.mark_status(obj["id"], "expired", reason=obj.get("cancellation_reason"))
      email = obj.get("receipt_email")
      if email:
          subject = _("Your payment authorization has expired")
          send_template(email, "authorization_expired", {"subject": subject, "amount": obj.get("amount")})
  ` },
  // -- charges --------------------------------------------------------------------------------
  { e: 'charge.succeeded', d: 'A charge succeeded; record it and fetch the provider fee.', i: [I.payments, I.fees], b: py`
      payments.record_payment(obj.get("payment_intent") or obj["id"], obj.get("amount"), obj.get("currency"), "succeeded")
      balance_transaction = obj.get("balance_transaction")
      if balance_transaction:
          fees.record_fee(obj["id"], balance_transaction)
  ` },
  { e: 'charge.failed', d: 'A charge attempt failed (declined, blocked or errored).', i: [I.payments, I.fraud, I.i18n], b: py`
      reason = obj.get("failure_message") or _("Payment failed")
      payments.mark_status(obj.get("payment_intent") or obj["id"], "failed", reason=reason)
      outcome = obj.get("outcome") or {}
      if outcome.get("type") == "blocked":
          fraud.record_block(obj["id"], outcome.get("reason"))
  ` },
  { e: 'charge.captured', d: 'A previously uncaptured charge was captured.\n\nThe webhook object can lag behind; re-read the charge before booking.', i: [I.payments, 'from integrations.stripe import charges'], b: py`
      fresh = charges.retrieve(obj["id"])
      payments.capture(fresh["payment_intent"], fresh["amount_captured"])
  ` },
  { e: 'charge.expired', d: 'An uncaptured charge expired.', i: [I.payments], m: 'CAPTURE_WINDOW_DAYS = 7', log: false, b: py`
      payments.mark_status(obj.get("payment_intent") or obj["id"], "expired")
      logger.warning("Uncaptured charge %s expired after %s days", obj["id"], CAPTURE_WINDOW_DAYS)
  ` },
  { e: 'charge.pending', d: 'Charge pending: bank debits (ACH, SEPA) take days to confirm.', i: [I.payments], b: py`
      method_type = (obj.get("payment_method_details") or {}).get("type")
      status = "processing" if method_type in ("ach_debit", "sepa_debit") else "pending"
      payments.mark_status(obj["payment_intent"], status)
  ` },
  { e: 'charge.updated', d: 'Charge description or metadata changed.', i: [I.payments], b: py`
      previous = payload["data"].get("previous_attributes", {})
      if "description" not in previous and "metadata" not in previous:
          return
      payments.update_metadata(obj.get("payment_intent"), obj.get("description"), obj.get("metadata", {}))
  ` },
  { e: 'charge.refund.updated', d: 'A refund on a charge changed status (e.g. pending -> succeeded).', i: [I.refunds], b: py`
      refunds.update_refund_status(obj["id"], obj.get("status"), failure_reason=obj.get("failure_reason"))
  ` },
  // -- disputes -------------------------------------------------------------------------------
  { e: 'charge.dispute.created', sym: 'CHARGE_DISPUTE_CREATED', d: 'A card holder disputed a charge. Evidence is due by evidence_details.due_by.', i: [I.disputes, I.slack, I.i18n], b: py`
      disputes.open_dispute(obj["id"], obj["charge"], obj.get("amount"), obj.get("reason"))
      post_alert(_("New dispute on charge %s") % obj["charge"], channel="#disputes")
  ` },
  { e: 'charge.dispute.closed', d: 'Dispute closed as won or lost.', i: [I.disputes, I.journal, I.money], b: py`
      status = obj.get("status")
      disputes.close_dispute(obj["id"], status)
      if status == "lost":
          currency = obj["currency"].upper()
          journal.post_entry("dispute_loss", obj["charge"], from_minor_units(obj["amount"], currency), currency)
  ` },
  { e: 'charge.dispute.updated', d: 'Dispute details changed, usually the evidence deadline.', i: [I.disputes, I.ts], b: py`
      due_by = (obj.get("evidence_details") or {}).get("due_by")
      disputes.update_evidence_deadline(obj["id"], parse_timestamp(due_by))
  ` },
  { e: 'charge.dispute.funds_withdrawn', d: 'Disputed amount was withdrawn from our balance.', i: [I.disputes], b: py`
      disputes.record_dispute_funds(obj["id"], obj.get("amount"), "withdrawn")
  ` },
  { e: 'charge.dispute.funds_reinstated', d: 'Disputed funds were returned after a won dispute.', i: [I.disputes], b: py`
      for transaction in obj.get("balance_transactions", []):
          if transaction.get("reporting_category") == "dispute_reversal":
              disputes.record_dispute_funds(obj["id"], transaction.get("amount"), "reinstated")
  ` },
  // -- invoices -------------------------------------------------------------------------------
  { e: 'invoice.paid', d: 'Invoice paid; extend the subscription period it covers.', i: [I.invoices, I.subs, I.ts], b: py`
      invoices.mark_paid(obj["id"], obj.get("amount_paid"))
      if obj.get("subscription"):
          subscriptions.extend_period(obj["subscription"], parse_timestamp(obj.get("period_end")))
  ` },
  { e: 'invoice.created', d: 'Draft invoice created; copy it and its metered lines.', i: [I.invoices, 'from billing import usage'], b: py`
      invoices.upsert_invoice(obj["id"], obj["customer"], obj.get("amount_due"), obj.get("currency"), obj.get("status", "draft"))
      for line in (obj.get("lines") or {}).get("data", []):
          usage.attach_line(obj["id"], (line.get("price") or {}).get("id"), line.get("quantity", 1))
  ` },
  { e: 'invoice.finalized', d: 'Invoice finalized: it is now immutable and has a PDF.', i: [I.invoices], b: py`
      invoices.upsert_invoice(obj["id"], obj["customer"], obj.get("amount_due"), obj.get("currency"), "open")
      pdf_url = obj.get("invoice_pdf")
      if pdf_url:
          invoices.store_pdf_url(obj["id"], pdf_url)
  ` },
  { e: 'invoice.payment_failed', d: 'Collecting an invoice failed; schedule dunning.', i: ['from billing import dunning', I.email, I.i18n], b: py`
      attempt = obj.get("attempt_count", 1)
      dunning.schedule_retry(obj["id"], attempt)
      if attempt >= dunning.MAX_ATTEMPTS:
          context = {"subject": _("We could not charge your card"), "amount": obj.get("amount_due")}
          send_template(obj.get("customer_email"), "invoice_payment_failed", context)
  ` },
  { e: 'invoice.payment_succeeded', d: 'An invoice payment went through; apply leftover credit.', i: [I.invoices, 'from billing import credits'], b: py`
      invoices.mark_paid(obj["id"], obj.get("amount_paid"))
      credits.apply_pending(obj["customer"], obj["id"])
  ` },
  { e: 'invoice.upcoming', d: 'Sent a few days before a subscription renews.', i: ['from notifications.preferences import get_preferences', I.email, I.i18n], b: py`
      preferences = get_preferences(obj["customer"])
      if not preferences.invoice_reminders:
          return
      context = {"subject": _("Your upcoming invoice"), "amount": obj.get("amount_due"), "due": obj.get("next_payment_attempt")}
      send_template(obj.get("customer_email"), "invoice_upcoming", context)
  ` },
  { e: 'invoice.voided', d: 'Invoice voided by an operator.', i: [I.invoices], b: py`
      invoices.void_invoice(obj["id"])
  ` },
  { e: 'invoice.marked_uncollectible', d: 'We gave up on collecting this invoice; book it as bad debt.', i: [I.invoices, I.journal, I.money], b: py`
      invoices.mark_uncollectible(obj["id"])
      currency = obj.get("currency", "usd").upper()
      journal.post_entry("bad_debt", obj["id"], from_minor_units(obj.get("amount_remaining", 0), currency), currency)
  ` },
  { e: 'invoice.updated', d: 'Invoice changed while still a draft.', i: [I.invoices], b: py`
      if obj.get("status") != "draft":
          return
      invoices.upsert_invoice(obj["id"], obj["customer"], obj.get("amount_due"), obj.get("currency"), "draft")
  ` },
  { e: 'invoice.overdue', d: 'Invoice is past its due date.', i: ['from billing import dunning', I.ts, 'from utils.timeutil import days_between, utcnow'], b: py`
      due = parse_timestamp(obj.get("due_date"))
      if due is None:
          raise ValueError("overdue invoice without due_date")
      dunning.escalate(obj["id"], obj.get("customer_email"), days_between(due, utcnow()))
  ` },
  // -- customers ------------------------------------------------------------------------------
  { e: 'customer.created', d: 'New customer at the provider.', i: [I.customers], b: py`
      customers.upsert_customer(obj["id"], obj.get("email"), obj.get("name"))
  ` },
  { e: 'customer.updated', d: 'Customer details changed; keep notification e-mail in sync.', i: [I.customers, 'from notifications.preferences import sync_email'], b: py`
      customers.upsert_customer(obj["id"], obj.get("email"), obj.get("name"))
      if "email" in payload["data"].get("previous_attributes", {}):
          sync_email(obj["id"], obj.get("email"))
  ` },
  { e: 'customer.deleted', sym: 'CUSTOMER_DELETED', d: 'Customer deleted at the provider; deactivate and cancel what is left.', i: [I.customers, I.subs], b: py`
      customers.deactivate_customer(obj["id"])
      canceled = subscriptions.cancel_all_for_customer(obj["id"])
      if canceled:
          logger.info("Canceled %s subscriptions of deleted customer %s", canceled, obj["id"])
  ` },
  { e: 'customer.source.expiring', d: 'A saved card expires at the end of the month.', i: [I.customers, I.email], b: py`
      customers.flag_expiring_source(obj.get("customer"), obj["id"], obj.get("exp_month"), obj.get("exp_year"))
      send_template(obj.get("owner", {}).get("email"), "card_expiring", {"last4": obj.get("last4")})
  ` },
  { e: 'customer.discount.created', d: 'A coupon was applied to a customer.', i: [I.customers], b: py`
      coupon = obj.get("coupon") or {}
      customers.apply_discount(obj["customer"], coupon.get("id"))
  ` },
  { e: 'customer.discount.deleted', d: 'A customer coupon ended or was removed.', i: [I.customers], b: py`
      customers.remove_discount(obj["customer"])
  ` },
  { e: 'customer.tax_id.created', d: 'Customer added a VAT/GST number.', i: [I.customers], log: false, b: py`
      verification = obj.get("verification") or {}
      if verification.get("status") != "verified":
          logger.info("Tax id %s for %s is %s, waiting", obj["id"], obj["customer"], verification.get("status"))
          return
      customers.store_tax_id(obj["customer"], obj["type"], obj["value"])
  ` },
  // -- subscriptions --------------------------------------------------------------------------
  { e: 'customer.subscription.created', d: 'A subscription was created.', i: [I.subs, I.ts], b: py`
      plan = ((obj.get("items") or {}).get("data") or [{}])[0].get("price", {})
      period_end = parse_timestamp(obj.get("current_period_end"))
      subscriptions.sync_subscription(obj["id"], obj["customer"], obj["status"], plan.get("id"), period_end)
  ` },
  { e: 'customer.subscription.updated', d: 'Subscription changed: status, plan or period.', i: [I.subs, 'from billing import proration', I.ts], b: py`
      items = (obj.get("items") or {}).get("data") or [{}]
      plan_id = items[0].get("price", {}).get("id")
      previous = payload["data"].get("previous_attributes", {})
      if "items" in previous:
          old_items = previous["items"].get("data") or [{}]
          old_plan_id = old_items[0].get("price", {}).get("id")
          proration.record_change(obj["id"], old_plan_id, plan_id, parse_timestamp(payload.get("created")))
      period_end = parse_timestamp(obj.get("current_period_end"))
      subscriptions.sync_subscription(obj["id"], obj["customer"], obj["status"], plan_id, period_end)
  ` },
  { e: 'customer.subscription.deleted', d: 'Subscription ended.', i: [I.subs], b: py`
      details = obj.get("cancellation_details") or {}
      subscriptions.cancel_subscription(obj["id"], details.get("reason") or details.get("feedback"))
  ` },
  { e: 'customer.subscription.trial_will_end', d: 'Three days before a trial ends.', i: [I.subs, I.ts], b: py`
      email = (obj.get("customer_details") or {}).get("email")
      subscriptions.schedule_trial_reminder(obj["id"], email, parse_timestamp(obj.get("trial_end")))
  ` },
  { e: 'customer.subscription.paused', d: 'Subscription paused (payment collection stopped).', i: [I.subs], b: py`
      subscriptions.set_paused(obj["id"], True)
  ` },
  { e: 'customer.subscription.resumed', d: 'Paused subscription resumed.', i: [I.subs], b: py`
      subscriptions.set_paused(obj["id"], False)
  ` },
  // -- payment intents ------------------------------------------------------------------------
  { e: 'payment_intent.created', d: 'A payment intent was created by checkout or the API.', i: [I.payments], b: py`
      payments.record_payment(obj["id"], obj.get("amount"), obj.get("currency"), "created")
  ` },
  { e: 'payment_intent.processing', d: 'Payment is processing (asynchronous methods).', i: [I.payments], b: py`
      payments.mark_status(obj["id"], "processing")
  ` },
  { e: 'payment_intent.requires_action', d: 'Customer must complete 3-D Secure or a redirect.', i: [I.payments], log: false, b: py`
      payments.mark_status(obj["id"], "requires_action")
      next_action = obj.get("next_action") or {}
      logger.info(f"{obj['id']} waits for customer action: {next_action.get('type', 'unknown')}")
  ` },
  { e: 'payment_intent.amount_capturable_updated', d: 'Authorization amount is known; capture now if auto-capture is on.', i: [I.payments, I.settings], b: py`
      if not settings.auto_capture:
          return
      payments.capture(obj["id"], obj.get("amount_capturable"))
  ` },
  { e: 'payment_intent.canceled', d: 'Payment intent canceled before completion.', i: [I.payments], b: py`
      payments.mark_status(obj["id"], "canceled", reason=obj.get("cancellation_reason"))
  ` },
  { e: 'payment_intent.succeeded', d: 'Payment intent succeeded (card flows that do not send payment.succeeded).', i: [I.payments, I.money], b: py`
      currency = obj.get("currency", "usd").upper()
      payments.record_payment(obj["id"], obj.get("amount_received"), currency, "succeeded")
      logger.debug("Received %s", from_minor_units(obj.get("amount_received", 0), currency))
  ` },
  { e: 'payment_intent.payment_failed', d: 'The last payment attempt on an intent failed.', i: [I.payments, I.i18n], b: py`
      error = obj.get("last_payment_error") or {}
      payments.mark_status(obj["id"], "failed", reason=error.get("message") or _("Payment failed"))
  ` },
  // -- payment methods ------------------------------------------------------------------------
  { e: 'payment_method.attached', d: 'Payment method saved on a customer.', i: [I.customers], b: py`
      card = obj.get("card") or {}
      customers.attach_payment_method(obj.get("customer"), obj["id"], card.get("brand"), card.get("last4"))
  ` },
  { e: 'payment_method.detached', d: 'Payment method removed from a customer.', i: [I.customers], b: py`
      customers.detach_payment_method(obj["id"])
  ` },
  { e: 'payment_method.updated', d: 'Payment method details changed (billing address, expiry).', i: [I.customers], b: py`
      card = obj.get("card") or {}
      customers.attach_payment_method(obj.get("customer"), obj["id"], card.get("brand"), card.get("last4"))
  ` },
  { e: 'payment_method.automatically_updated', d: 'Card updater replaced the card details (new expiry or number).', i: [I.customers], log: false, b: py`
      card = obj.get("card") or {}
      customers.attach_payment_method(obj.get("customer"), obj["id"], card.get("brand"), card.get("last4"))
      logger.info("Card updater refreshed %s (now ending %s)", obj["id"], card.get("last4"))
  ` },
  { e: 'setup_intent.succeeded', d: 'Customer saved a payment method for later use.', i: [I.customers], b: py`
      customers.set_default_payment_method(obj["customer"], obj["payment_method"])
  ` },
  { e: 'setup_intent.setup_failed', d: 'Saving a payment method failed.', i: [I.email, I.i18n], log: false, b: py`
      error = obj.get("last_setup_error") or {}
      logger.warning("Setup %s failed: %s", obj["id"], error.get("code"))
      billing = (error.get("payment_method") or {}).get("billing_details") or {}
      send_template(billing.get("email"), "payment_failed", {"reason": _("We could not save your card")})
  ` },
  { e: 'setup_intent.canceled', d: 'Setup intent abandoned; nothing to store.', i: [], b: py`
      if obj.get("cancellation_reason") == "abandoned":
          logger.debug("Setup %s abandoned by customer", obj["id"])
  ` },
  // -- payouts --------------------------------------------------------------------------------
  { e: 'payout.paid', sym: 'PAYOUT_PAID', d: 'Payout arrived at the bank; mark it settled.', i: [I.payouts, 'from ledger import settlement', I.ts], b: py`
      arrival = parse_timestamp(obj.get("arrival_date"))
      payouts.record_payout(obj["id"], obj.get("amount"), obj.get("currency"), arrival, "paid")
      settlement.mark_settled(obj["id"], arrival)
  ` },
  { e: 'payout.failed', sym: 'PAYOUT_FAILED', d: 'Payout bounced (closed account, wrong IBAN ...).', i: [I.payouts, I.slack, I.i18n], b: py`
      payouts.mark_payout_failed(obj["id"], obj.get("failure_code"))
      post_alert(_("Payout %(id)s failed: %(code)s") % {"id": obj["id"], "code": obj.get("failure_code")}, channel="#finance")
  ` },
  { e: 'payout.created', d: 'Payout scheduled.', i: [I.payouts, I.ts], b: py`
      payouts.record_payout(obj["id"], obj.get("amount"), obj.get("currency"), parse_timestamp(obj.get("arrival_date")), "pending")
  ` },
  { e: 'payout.canceled', d: 'Payout canceled before it left.', i: [I.payouts], b: py`
      payouts.record_payout(obj["id"], obj.get("amount"), obj.get("currency"), None, "canceled")
  ` },
  { e: 'payout.updated', d: 'Payout arrival date moved.', i: [I.payouts, I.ts], b: py`
      payouts.update_arrival_date(obj["id"], parse_timestamp(obj.get("arrival_date")))
  ` },
  { e: 'payout.reconciliation_completed', d: 'Provider finished reconciling the payout; match journal lines.', i: ['from ledger import reconciliation'], log: false, b: py`
      matched = reconciliation.match_payout(obj["id"])
      logger.info("Handled %s for %s (%s lines)", payload["type"], obj["id"], matched)
  ` },
  // -- refunds --------------------------------------------------------------------------------
  { e: 'refund.created', sym: 'REFUND_CREATED', d: 'Refund created (dashboard, API or our admin endpoint).', i: [I.refunds], b: py`
      refunds.record_refund(obj["id"], obj.get("payment_intent"), obj.get("amount"), obj.get("currency"), obj.get("status"))
  ` },
  { e: 'refund.updated', d: 'Refund metadata or status changed.', i: [I.refunds], b: py`
      refunds.update_refund_status(obj["id"], obj.get("status"))
  ` },
  { e: 'refund.failed', d: 'A refund could not be sent back to the card.', i: [I.refunds, I.email, I.i18n], b: py`
      refunds.update_refund_status(obj["id"], "failed", failure_reason=obj.get("failure_reason"))
      send_template(obj.get("receipt_email"), "refund_failed", {"subject": _("Refund failed"), "amount": obj.get("amount")})
  ` },
  // -- checkout -------------------------------------------------------------------------------
  { e: 'checkout.session.completed', d: 'Hosted checkout finished.', i: [I.customers, I.payments, I.subs], b: py`
      details = obj.get("customer_details") or {}
      if obj.get("customer"):
          customers.upsert_customer(obj["customer"], details.get("email"), details.get("name"))
      if obj.get("mode") == "subscription":
          subscriptions.sync_subscription(obj["subscription"], obj["customer"], "active", None, None)
      elif obj.get("payment_status") == "paid":
          payments.record_payment(obj["payment_intent"], obj.get("amount_total"), obj.get("currency"), "succeeded")
  ` },
  { e: 'checkout.session.expired', d: 'Checkout session expired; release reserved stock.', i: [I.payments], b: py`
      payments.release_reservation(obj.get("client_reference_id"))
  ` },
  { e: 'checkout.session.async_payment_succeeded', d: 'Delayed payment method (e.g. bank transfer) succeeded after checkout.', i: [I.payments], b: py`
      payments.mark_status(obj["payment_intent"], "succeeded")
  ` },
  { e: 'checkout.session.async_payment_failed', d: 'Delayed payment method failed after checkout.', i: [I.payments, I.email, I.i18n], b: py`
      payments.mark_status(obj["payment_intent"], "failed")
      email = (obj.get("customer_details") or {}).get("email")
      send_template(email, "payment_failed", {"reason": _("Your bank transfer did not arrive"), "name": email})
  ` },
  // -- catalogue ------------------------------------------------------------------------------
  { e: 'product.created', d: 'Product added to the catalogue.', i: [I.catalog], b: py`
      catalog.sync_product(obj["id"], obj.get("name"), obj.get("active"))
  ` },
  { e: 'product.updated', d: 'Product renamed or (de)activated.', i: [I.catalog, 'from billing import plans'], b: py`
      catalog.sync_product(obj["id"], obj.get("name"), obj.get("active"))
      plans.invalidate_cache()
  ` },
  { e: 'price.created', d: 'New price for a product.', i: [I.catalog, 'from billing import plans'], b: py`
      recurring = obj.get("recurring") or {}
      catalog.sync_price(obj["id"], obj["product"], obj.get("unit_amount"), obj.get("currency"), recurring.get("interval"))
      plans.invalidate_cache()
  ` },
  { e: 'price.updated', d: 'Price metadata or activity changed.', i: [I.catalog], b: py`
      recurring = obj.get("recurring") or {}
      catalog.sync_price(obj["id"], obj["product"], obj.get("unit_amount"), obj.get("currency"), recurring.get("interval"))
  ` },
  // -- connected accounts, balance, transfers -------------------------------------------------
  { e: 'account.updated', sym: 'ACCOUNT_UPDATED', d: 'Connected account capabilities or requirements changed.', i: [I.accounts, I.slack], b: py`
      accounts.update_account(obj["id"], obj.get("charges_enabled"), obj.get("payouts_enabled"))
      due = (obj.get("requirements") or {}).get("currently_due", [])
      if due:
          post_alert(f"Account {obj['id']} has {len(due)} requirements due", channel="#onboarding")
  ` },
  { e: 'account.application.authorized', d: 'A platform application was connected to an account.', i: [I.accounts], b: py`
      accounts.grant_application(payload.get("account"), obj["id"])
  ` },
  { e: 'account.application.deauthorized', d: 'An account disconnected our platform application.', i: [I.accounts], b: py`
      accounts.revoke_application(payload.get("account"), obj["id"])
  ` },
  { e: 'balance.available', d: 'Provider balance changed; snapshot it per currency.', i: ['from ledger import balances'], b: py`
      for entry in obj.get("available", []):
          balances.record_available(entry["currency"], entry["amount"])
  ` },
  { e: 'transfer.created', d: 'Transfer to a connected account created.', i: [I.journal, I.money], b: py`
      currency = obj["currency"].upper()
      journal.post_entry("transfer", obj["id"], from_minor_units(obj["amount"], currency), currency)
  ` },
  { e: 'transfer.reversed', d: 'Transfer reversed, money came back from the connected account.', i: [I.journal, I.money], b: py`
      currency = obj["currency"].upper()
      reversed_amount = obj.get("amount_reversed") or obj["amount"]
      journal.post_entry("transfer_reversal", obj["id"], from_minor_units(reversed_amount, currency), currency)
  ` },
  // -- risk -----------------------------------------------------------------------------------
  { e: 'radar.early_fraud_warning.created', d: 'Issuer flagged a charge as likely fraud.', i: [I.fraud, I.slack], b: py`
      fraud.record_warning(obj["id"], obj["charge"], obj.get("fraud_type"), bool(obj.get("actionable")))
      if obj.get("actionable"):
          post_alert(f"Early fraud warning on {obj['charge']}: consider refunding", channel="#risk")
  ` },
  { e: 'radar.early_fraud_warning.updated', d: 'Early fraud warning changed (usually no longer actionable).', i: [I.fraud], b: py`
      fraud.record_warning(obj["id"], obj["charge"], obj.get("fraud_type"), bool(obj.get("actionable")))
  ` },
  { e: 'review.opened', d: 'A payment was placed in manual review.', i: [I.fraud], b: py`
      fraud.open_review(obj["id"], obj.get("charge"), obj.get("reason"))
  ` },
  { e: 'review.closed', d: 'Manual review finished (approved or refunded).', i: [I.fraud], b: py`
      fraud.close_review(obj["id"], obj.get("reason"))
  ` },
  // -- Adyen (normalised by integrations.adyen.notifications.to_events) ------------------------
  { e: 'adyen.authorisation', d: 'Adyen AUTHORISATION notification.', i: [I.adyen, I.payments], noObj: true, b: py`
      item = parse_notification_item(payload)
      if item["success"]:
          payments.mark_status(item["merchant_reference"], "authorized")
      else:
          payments.mark_status(item["merchant_reference"], "failed", reason=item["reason"])
  ` },
  { e: 'adyen.capture', d: 'Adyen CAPTURE notification.', i: [I.adyen, I.payments], noObj: true, b: py`
      item = parse_notification_item(payload)
      payments.capture(item["merchant_reference"], item["amount"]["value"])
  ` },
  { e: 'adyen.capture_failed', d: 'Adyen CAPTURE_FAILED: the acquirer rejected the capture.', i: [I.adyen, I.payments, I.slack], noObj: true, b: py`
      item = parse_notification_item(payload)
      payments.mark_status(item["merchant_reference"], "failed", reason=item["reason"])
      post_alert(f"Adyen capture failed for {item['merchant_reference']}: {item['reason']}")
  ` },
  { e: 'adyen.cancellation', d: 'Adyen CANCELLATION notification.', i: [I.adyen, I.payments], noObj: true, b: py`
      item = parse_notification_item(payload)
      if item["success"]:
          payments.mark_status(item["merchant_reference"], "canceled")
  ` },
  { e: 'adyen.chargeback', d: 'Adyen CHARGEBACK: funds were debited for a dispute.', i: [I.adyen, I.disputes], noObj: true, b: py`
      item = parse_notification_item(payload)
      disputes.open_dispute(item["psp_reference"], item["original_reference"], item["amount"]["value"], item["reason"])
  ` },
  { e: 'adyen.refund_failed', d: 'Adyen REFUND_FAILED notification.', i: [I.adyen, I.refunds], noObj: true, b: py`
      item = parse_notification_item(payload)
      refunds.update_refund_status(item["psp_reference"], "failed", failure_reason=item["reason"])
  ` },
  { e: 'adyen.report_available', d: 'Adyen REPORT_AVAILABLE: the reason field holds the download URL.', i: [I.adyen, 'from integrations.adyen import reports'], noObj: true, log: false, b: py`
      item = parse_notification_item(payload)
      path = reports.download_report(item["reason"])
      logger.info("Handled %s for %s", payload["type"], path.name)
  ` },
  { e: 'adyen.offer_closed', d: 'Adyen OFFER_CLOSED: the shopper never completed the payment.', i: [I.adyen, I.payments], noObj: true, b: py`
      item = parse_notification_item(payload)
      payments.mark_status(item["merchant_reference"], "expired")
  ` },
];

const handlerModule = (event) => event.replace(/[._]/g, '_');

/** Registration kinds, filled while emitting (the facts in expectations.yaml come from here). */
const REGISTRATIONS = { literal: [], symbolic: [], computed: [] };

function emitHandler(spec) {
  const name = handlerModule(spec.e);
  const file = `handlers/${name}.py`;
  const rng = rngFor(file);
  const imports = ['import logging', 'from events.registry import register', ...spec.i];
  const family = spec.e.split('.')[0];
  const moduleLines = ['logger = logging.getLogger(__name__)'];
  const body = [];
  const subject = spec.noObj ? 'item["psp_reference"]' : 'obj["id"]';

  let fnDoc = null;
  if (rng.chance(0.35)) fnDoc = rng.pick([`Handle ${spec.e}.`, `React to ${spec.e}; idempotent, the provider may redeliver.`]);
  if (!spec.noObj && rng.chance(0.15)) {
    imports.push(I.settings);
    body.push(
      'if settings.is_production and not payload.get("livemode", False):',
      '    logger.debug("Ignoring test-mode %s in production", payload["type"])',
      '    return',
    );
  }
  if (!spec.noObj) body.push('obj = payload["data"]["object"]');
  if (!spec.noObj && rng.chance(0.2)) {
    body.push(
      'if not obj.get("id"):',
      `    raise ValueError("${rng.pick(['event object has no id', 'missing object id in webhook payload'])}")`,
    );
  }
  body.push(...spec.b.replace(/\n$/, '').split('\n'));
  if (rng.chance(0.3)) {
    imports.push('from metrics.counters import increment');
    body.push(`increment("handlers.${family}", tags={"event": payload["type"]})`);
  }
  if (spec.log !== false) {
    const roll = rng.next();
    if (roll < 0.45) body.push(`logger.info("Handled %s for %s", payload["type"], ${subject})`);
    else if (roll < 0.65) body.push(`logger.info(f"Handled {payload['type']} for {${subject.replaceAll('"', "'")}}")`);
    else if (roll < 0.85) {
      moduleLines.push('audit = logging.getLogger("webhook.audit")');
      const who = spec.noObj ? subject : 'obj.get("customer") or obj["id"]';
      body.push(`audit.info("Handled %s for %s", payload["type"], ${who})`);
    } else body.push(`logger.debug("%s processed: %s", payload["type"], ${subject})`);
  }
  if (spec.m) moduleLines.push('', spec.m);

  const decorator = spec.sym ? `@register(Events.${spec.sym})` : `@register("${spec.e}")`;
  if (spec.sym) {
    imports.push('from events.types import Events');
    REGISTRATIONS.symbolic.push({ key: spec.e, constant: `Events.${spec.sym}`, file, fn: `on_${name}` });
  } else {
    REGISTRATIONS.literal.push({ key: spec.e, file, fn: `on_${name}` });
  }
  const fn = [
    decorator,
    `def on_${name}(payload: dict) -> None:`,
    ...(fnDoc ? [`    """${fnDoc}"""`] : []),
    ...body.map((l) => (l ? `    ${l}` : l)),
  ];
  emit(file, pyModule({ doc: spec.d, imports, body: `${moduleLines.join('\n')}\n\n\n${fn.join('\n')}` }));
}

function emitHandlers() {
  emit('handlers/__init__.py', py`
    """Webhook event handlers, one module per provider event.

    Nothing imports these modules directly: bootstrap.py imports each one so
    that its @register(...) decorator runs and fills events.registry.HANDLERS.
    """
  `);

  // The DESIGN.md target: the only handler that persists the settlement currency.
  emit('handlers/payment_succeeded.py', py`
    """Payment succeeded: the provider confirmed the funds.

    Persists the payment with its amount, the presentment currency and the
    settlement currency the acquirer pays out in, then books the revenue.
    """
    import logging

    from db.connection import get_cursor
    from events.registry import register
    from ledger import journal
    from metrics.counters import increment
    from utils.money import from_minor_units

    logger = logging.getLogger(__name__)
    audit = logging.getLogger("webhook.audit")


    @register("payment.succeeded")
    def on_payment_succeeded(payload: dict) -> None:
        obj = payload["data"]["object"]
        payment_id = obj["id"]
        currency = obj.get("currency", "usd").upper()
        amount = from_minor_units(obj.get("amount"), currency)
        settlement_currency = payload["data"]["settlement_currency"]
        with get_cursor() as cursor:
            cursor.execute(
                "UPDATE payments SET status = %s, amount = %s, currency = %s, settlement_currency = %s WHERE id = %s",
                ("succeeded", amount, currency, settlement_currency, payment_id),
            )
        journal.post_entry("payment", payment_id, amount, currency)
        increment("payments.succeeded", tags={"currency": currency})
        audit.info("Handled %s for %s", payload["type"], payment_id)
  `);
  REGISTRATIONS.literal.push({ key: 'payment.succeeded', file: 'handlers/payment_succeeded.py', fn: 'on_payment_succeeded' });

  // The plausible neighbour: payments, refunds, currency; no settlement currency.
  emit('handlers/charge_refunded.py', py`
    """Charge refunded, in full or in part.

    The charge carries the refunded amount and its currency; the individual
    refunds are listed under refunds.data. The original payment is marked
    refunded or partially_refunded and the refund is booked in the ledger.
    """
    import logging

    from events.registry import register
    from ledger import journal
    from services import payments, refunds
    from utils.i18n import _
    from utils.money import from_minor_units

    logger = logging.getLogger(__name__)
    audit = logging.getLogger("webhook.audit")


    @register("charge.refunded")
    def on_charge_refunded(payload: dict) -> None:
        charge = payload["data"]["object"]
        payment_id = charge.get("payment_intent") or charge["id"]
        currency = charge.get("currency", "usd").upper()
        refunded = from_minor_units(charge.get("amount_refunded", 0), currency)
        for refund in (charge.get("refunds") or {}).get("data", []):
            refunds.record_refund(refund["id"], payment_id, refund.get("amount"), currency, refund.get("status"))
        status = "refunded" if charge.get("refunded") else "partially_refunded"
        payments.mark_status(payment_id, status)
        journal.post_entry("refund", payment_id, refunded, currency)
        audit.info("Handled %s for %s", payload["type"], payment_id)
        logger.info(_("Refund of %(amount)s %(currency)s recorded") % {"amount": refunded, "currency": currency})
  `);
  REGISTRATIONS.literal.push({ key: 'charge.refunded', file: 'handlers/charge_refunded.py', fn: 'on_charge_refunded' });

  // The computed registration site: one call, three keys, no literal.
  emit('handlers/payment_status.py', py`
    """Plain payment status transitions that need no special handling.

    payment.failed, payment.pending and payment.canceled all just record the new
    status, so one factory builds the three handlers.
    """
    import logging

    from events.registry import register
    from services import payments
    from utils.i18n import _

    logger = logging.getLogger(__name__)

    STATUS_MESSAGES = {
        "failed": _("Payment failed"),
        "pending": _("Payment is pending"),
        "canceled": _("Payment was canceled"),
    }


    def _make_handler(status: str):
        def handler(payload: dict) -> None:
            obj = payload["data"]["object"]
            payments.mark_status(obj["id"], status, reason=obj.get("failure_message"))
            logger.info("Handled %s for %s: %s", payload["type"], obj["id"], STATUS_MESSAGES[status])

        handler.__name__ = handler.__qualname__ = f"on_payment_{status}"
        return handler


    for status in ("failed", "pending", "canceled"):
        register(f"payment.{status}")(_make_handler(status))
  `);
  REGISTRATIONS.computed.push({
    template: 'payment.{}', keys: ['payment.failed', 'payment.pending', 'payment.canceled'],
    file: 'handlers/payment_status.py',
  });

  for (const spec of HANDLER_SPECS) emitHandler(spec);
}

// ---------------------------------------------------------------------------------------------
// Entry points: bootstrap.py (side-effect imports), wsgi.py, manage.py
// ---------------------------------------------------------------------------------------------

const BOOTSTRAP_IMPORTS = 214;
const ENTRY_FILES = new Set(['bootstrap.py', 'wsgi.py', 'manage.py']);

function emitEntryPoints() {
  const modules = [...FILES.keys()]
    .filter((f) => f.endsWith('.py') && !f.endsWith('__init__.py') && !f.startsWith('tests/') && !ENTRY_FILES.has(f))
    .map((f) => f.slice(0, -3).replaceAll('/', '.'))
    .sort();
  if (modules.length !== BOOTSTRAP_IMPORTS) {
    throw new Error(`bootstrap would import ${modules.length} modules, expected ${BOOTSTRAP_IMPORTS}`);
  }
  emit('bootstrap.py', py`
    """Import every application module once, for its side effects.

    Handlers (@register), jobs (@job) and a few module-level caches only exist
    after their module has been imported. Nothing else imports the handler
    modules, so this file is what makes them reachable at run time.

    Keep the list sorted; a new module that registers anything must be added here.
    """
    ${modules.map((m) => `import ${m}  # noqa: F401`)}
  `);

  emit('wsgi.py', py`
    """WSGI entry point: gunicorn wsgi:app"""
    import logging

    import bootstrap  # noqa: F401
    from api.app import create_app
    from plugins.loader import load_plugins

    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")

    plugins = load_plugins()
    app = create_app()
  `);

  emit('manage.py', py`
    #!/usr/bin/env python3
    """Operator commands: run-job, migrate, list-handlers."""
    import argparse
    import sys


    def main(argv: list[str] | None = None) -> int:
        parser = argparse.ArgumentParser(prog="manage.py")
        commands = parser.add_subparsers(dest="command", required=True)
        run_job = commands.add_parser("run-job", help="run one scheduled job by name")
        run_job.add_argument("name")
        commands.add_parser("migrate", help="apply pending database migrations")
        commands.add_parser("list-handlers", help="print the webhook event types that have a handler")
        args = parser.parse_args(argv)

        if args.command == "run-job":
            from jobs.runner import run

            return run(args.name)
        if args.command == "migrate":
            from db.migrations import apply_pending

            print(f"applied {apply_pending()} migrations")
            return 0

        import bootstrap  # noqa: F401
        from events.registry import registered_events

        print("\n".join(registered_events()))
        return 0


    if __name__ == "__main__":
        sys.exit(main())
  `);
}

// ---------------------------------------------------------------------------------------------
// tests/
// ---------------------------------------------------------------------------------------------

function emitTests() {
  emit('tests/__init__.py', '');

  emit('tests/conftest.py', py`
    """Shared test setup: load every module so registries are complete."""
    import os

    import pytest

    os.environ.setdefault("STRIPE_SECRET", "whsec_test_secret")
    os.environ.setdefault("APP_ENV", "test")

    import bootstrap  # noqa: E402,F401


    @pytest.fixture
    def make_event():
        def make(event_type: str, obj: dict, **data) -> dict:
            event_id = f"evt_test_{obj.get('id', 'x')}"
            return {"id": event_id, "type": event_type, "created": 1718000000, "data": {"object": obj, **data}}

        return make
  `);

  emit('tests/fakes.py', py`
    """Test doubles for the database layer."""
    from contextlib import ExitStack, contextmanager
    from unittest import mock

    PATCHED_MODULES = (
        "handlers.payment_succeeded",
        "ledger.journal",
        "repositories.payments",
        "repositories.refunds",
        "services.payments",
        "webhooks.idempotency",
    )


    class RecordingCursor:
        def __init__(self) -> None:
            self.statements: list[tuple[str, tuple]] = []
            self.rowcount = 1

        def execute(self, sql: str, params: tuple = ()) -> None:
            self.statements.append((sql, params))

        def fetchone(self):
            return None

        def fetchall(self):
            return []


    @contextmanager
    def recording_cursor():
        cursor = RecordingCursor()

        @contextmanager
        def fake_get_cursor():
            yield cursor

        with ExitStack() as stack:
            for module in PATCHED_MODULES:
                stack.enter_context(mock.patch(f"{module}.get_cursor", fake_get_cursor))
            yield cursor
  `);

  emit('tests/test_webhooks.py', py`
    """Dispatch of representative events through the real registry."""
    from events.dispatcher import dispatch
    from events.registry import HANDLERS
    from events.types import Events
    from tests.fakes import recording_cursor


    def test_settled():
        payload = {
            "id": "evt_1PbQx2LkdIwHu7ix",
            "type": "payment.succeeded",
            "created": 1718000000,
            "data": {
                "object": {"id": "pi_3PbQx2LkdIwHu7ix0", "amount": 12500, "currency": "usd"},
                "settlement_currency": "EUR",
            },
        }
        with recording_cursor() as cursor:
            dispatch(payload)
        updates = [params for sql, params in cursor.statements if sql.startswith("UPDATE payments")]
        assert updates, "payment was not persisted"
        assert updates[0][3] == "EUR"


    def test_partial_refund(make_event):
        charge = {"id": "ch_3PbR", "payment_intent": "pi_3PbR", "currency": "eur", "amount_refunded": 500, "refunded": False}
        with recording_cursor() as cursor:
            dispatch(make_event("charge.refunded", charge))
        assert any(sql.startswith("INSERT INTO journal") for sql, _params in cursor.statements)


    def test_unknown_event_is_ignored(make_event):
        with recording_cursor():
            dispatch(make_event("payment.teleported", {"id": "pi_x"}))


    def test_status_handlers_are_registered():
        for status in ("failed", "pending", "canceled"):
            assert f"payment.{status}" in HANDLERS


    def test_symbolic_registration():
        assert HANDLERS[Events.PAYOUT_PAID].__name__ == "on_payout_paid"
        assert HANDLERS["invoice.paid"].__module__ == "handlers.invoice_paid"
  `);

  emit('tests/test_signature.py', py`
    """Signature header parsing and verification."""
    import hashlib
    import hmac
    import time

    import pytest

    from webhooks import signature

    SECRET = "whsec_test_secret"


    def sign(body: bytes, timestamp: int) -> str:
        digest = hmac.new(SECRET.encode(), f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
        return f"t={timestamp},v1={digest}"


    def test_valid_signature(monkeypatch):
        monkeypatch.setenv("STRIPE_SECRET", SECRET)
        body = b'{"id": "evt_1", "type": "invoice.paid"}'
        signature.verify(body, sign(body, int(time.time())))


    def test_garbage_header():
        with pytest.raises(ValueError, match="invalid signature header"):
            signature.parse_header("v0=deadbeef")


    def test_replayed_delivery_is_rejected(monkeypatch):
        monkeypatch.setenv("STRIPE_SECRET", SECRET)
        body = b"{}"
        with pytest.raises(ValueError, match="outside tolerance"):
            signature.verify(body, sign(body, int(time.time()) - 3600))
  `);

  emit('tests/test_rendering.py', py`
    """Templates and terminal output must not pass through markup or escapes."""
    from notifications.templates import render
    from utils.terminal import BANNER, CLEAR, colorize


    def test_escapes_script_tags():
        _subject, body = render("receipt", {"name": "<script>alert(1)</script>", "amount": "10.00 EUR"})
        assert "<script>" not in body
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body


    def test_plain_output_without_tty(monkeypatch):
        monkeypatch.setenv("NO_COLOR", "1")
        assert colorize("ok", "green") == "ok"
        assert BANNER.startswith("\x1b[31m")
        assert CLEAR == "\x1b[2J"
  `);

  emit('tests/test_jobs.py', py`
    """Job registry and runner."""
    from jobs import runner
    from jobs.registry import JOBS


    def test_known_jobs_are_registered():
        assert {"nightly.reconcile", "hourly.retry_failed"} <= set(JOBS)


    def test_unknown_job_returns_2():
        assert runner.run("nightly.does_not_exist") == 2


    def test_runs_job_by_name(monkeypatch):
        calls = []
        monkeypatch.setitem(JOBS, "hourly.retry_failed", lambda: calls.append("ran") or 0)
        assert runner.run("hourly.retry_failed") == 0
        assert calls == ["ran"]
  `);

  emit('tests/test_ledger.py', py`
    """Ledger arithmetic."""
    from decimal import Decimal

    import pytest

    from ledger.entries import Entry, balanced
    from ledger.fx import convert


    def test_entry_and_reversal_balance():
        entry = Entry("1100", "4000", Decimal("12.50"), "EUR", "pi_1")
        assert balanced([entry, entry.reversed()])


    def test_convert_through_eur():
        rates = {"EUR": Decimal(1), "USD": Decimal("1.08"), "GBP": Decimal("0.85")}
        assert convert(Decimal("108"), "USD", "GBP", rates) == Decimal("85.00")


    def test_convert_unknown_currency():
        with pytest.raises(ValueError, match="no rate for"):
            convert(Decimal(1), "EUR", "XYZ", {"EUR": Decimal(1)})
  `);
}

// ---------------------------------------------------------------------------------------------
// Project files: pyproject.toml, .gitignore, README.md, expectations.yaml
// ---------------------------------------------------------------------------------------------

const ENTRY_POINTS = [
  ['slack_alerts', 'plugins.slack:SlackAlertPlugin'],
  ['audit_log', 'plugins.audit:AuditLogPlugin'],
  ['fx_rates', 'integrations.fx.rates:ECBRatesProvider'],
];

function emitProjectFiles() {
  const packages = [...new Set([...FILES.keys()]
    .filter((f) => f.endsWith('/__init__.py') && !f.startsWith('tests/'))
    .map((f) => f.split('/')[0]))].sort();
  emit('pyproject.toml', [
    '[build-system]',
    'requires = ["setuptools>=68"]',
    'build-backend = "setuptools.build_meta"',
    '',
    '[project]',
    'name = "webhook-service"',
    'version = "2.14.0"',
    'description = "Receives Stripe and Adyen webhooks and keeps payments, billing and the ledger in sync."',
    'requires-python = ">=3.11"',
    'dependencies = [',
    '    "psycopg[binary]>=3.1",',
    '    "requests>=2.31",',
    ']',
    '',
    '[project.optional-dependencies]',
    'test = ["pytest>=8"]',
    '',
    '[project.entry-points."webhook_service.plugins"]',
    ...ENTRY_POINTS.map(([name, target]) => `${name} = "${target}"`),
    '',
    '[tool.setuptools]',
    `py-modules = ["bootstrap", "manage", "wsgi"]`,
    '',
    '[tool.setuptools.packages.find]',
    `include = [${packages.map((p) => `"${p}*"`).join(', ')}]`,
    '',
    '[tool.pytest.ini_options]',
    'testpaths = ["tests"]',
    '',
    '[tool.ruff]',
    'line-length = 140',
    'target-version = "py311"',
    '',
  ].join('\n'));

  emit('.gitignore', ['build/', '*.pyc', '__pycache__/', '.venv/', ''].join('\n'));

  emit('config/README.md', [
    '# config',
    '',
    '`settings.py` reads the environment; `limits.json` holds operational limits (dunning schedule,',
    'payout alert thresholds). Secrets (`STRIPE_SECRET`, `ADYEN_HMAC_KEY`, ...) are never committed.',
    '',
  ].join('\n'));
}

function emitReadme(facts) {
  emit('README.md', `# webhook-service (idiomscope sample)

A generated, never-executed Python 3.11 service that receives Stripe- and Adyen-style webhooks. It
exists to reproduce the case in idiomscope's DESIGN.md ("The problem, in one example") at realistic
proportions. Regenerate it with \`node scripts/generate-webhook-sample.mjs\`; do not edit by hand
(test/samples/webhook-sample.test.ts fails when the committed tree drifts from the generator).

## What is planted where

| What | Where |
| --- | --- |
| Registry storage | \`events/registry.py\`: \`HANDLERS: dict[str, Callable[[dict], None]] = {}\`, \`register(event)\` whose \`wrap(fn)\` does \`HANDLERS[event] = fn\` |
| Dispatch site | \`events/dispatcher.py::dispatch\`: \`HANDLERS[payload["type"]](payload)\` (imports ${facts.dispatcher_imports} modules, none of them a handler) |
| Literal registrations | ${facts.literal_register_handlers} modules under \`handlers/\` with \`@register("<event>")\` |
| Symbolic registrations | ${facts.symbolic_register_handlers} modules with \`@register(Events.X)\`; constants in \`events/types.py\` (fold to the literal) |
| Computed registration | \`handlers/payment_status.py\`: \`register(f"payment.{status}")(...)\` in a loop over failed/pending/canceled (counted among the ${facts.handler_modules} handler modules) |
| Side-effect imports | \`bootstrap.py\` imports ${facts.bootstrap_imports} modules; it is the only importer of any handler |
| Target of the agent task | \`handlers/payment_succeeded.py\`: the only module that persists \`payload["data"]["settlement_currency"]\` |
| Plausible neighbour | \`handlers/charge_refunded.py\`: payments, refunds, currency, but no settlement currency |
| Other end of the key | \`tests/test_webhooks.py::test_settled\` builds \`{"type": "payment.succeeded", ...}\` and calls \`dispatch\` |
| Second registry | \`jobs/registry.py\`: \`JOBS = {}\` filled by \`@job(name)\`; ${facts.job_registrations} jobs in \`jobs/*.py\`; \`jobs/runner.py\` looks up \`JOBS.get(name)\` |
| Entry points | \`pyproject.toml\` \`[project.entry-points."webhook_service.plugins"]\` (${facts.entry_points} entries, all in-repo); loaded by \`plugins/loader.py\` with \`importlib.metadata.entry_points(group=...)\` |
| Terminal escapes | \`utils/terminal.py\`: \`BANNER = "\\x1b[31mALERT\\x1b[0m"\`, \`CLEAR = "\\x1b[2J"\` |
| HTML in a literal | \`tests/test_rendering.py\`: \`"<script>alert(1)</script>"\` |

## Noise (string literals that are *not* registrations)

Spread across most modules: \`logging.getLogger("webhook.audit")\`, \`logger.info("Handled %s for %s", ...)\`,
f-string log messages, \`_("Payment failed")\` translations (\`utils/i18n.py\` defines \`_ = gettext\`),
\`os.environ.get("STRIPE_SECRET")\`, \`payload.get("livemode")\` / \`obj.get("amount")\`, \`payload["data"]["object"]\`,
\`request.headers.get("Stripe-Signature")\`, \`raise ValueError("invalid signature header")\`, SQL in
\`cursor.execute(...)\`, \`open("config/limits.json")\`, metric names in \`increment("webhook.duplicate")\`, docstrings.

Also present and deliberately left out of both lists (reasonable people disagree): the template table
in \`notifications/templates.py\`, the route table in \`webhooks/routes.py\`, the Adyen code map in
\`integrations/adyen/mapping.py\` and the ledger posting table in \`ledger/journal.py\`. Two more traps for
text search: the docstring of \`events/registry.py\` shows \`@register("payment.succeeded")\` as an example,
and \`tests/fakes.py\` names \`"handlers.payment_succeeded"\` as a \`mock.patch\` target.

\`expectations.yaml\` lists all of this in machine-readable form, with exact counts.
`);
}

const q = (s) => JSON.stringify(s);

function emitExpectations(facts) {
  const lines = [
    MARKER,
    '# Generated by scripts/generate-webhook-sample.mjs. What a scan of this sample should find.',
    '# callee_path: the callee as written, first segment resolved through the file\'s imports.',
    '',
    'planted_registries:',
    '  - id: events.registry.register',
    '    callee_path: events.registry.register',
    '    role: decorator_arg',
    '    position: 0',
    `    description: ${q('Webhook handlers: @register("<event>") fills events.registry.HANDLERS; events/dispatcher.py::dispatch looks up HANDLERS[payload["type"]].')}`,
    '  - id: jobs.registry.job',
    '    callee_path: jobs.registry.job',
    '    role: decorator_arg',
    '    position: 0',
    `    description: ${q('Scheduled jobs: @job("<name>") fills jobs.registry.JOBS; jobs/runner.py::run looks up JOBS.get(name).')}`,
    '',
    'planted_entry_points:',
    '  - group: webhook_service.plugins',
    '    file: pyproject.toml',
    '    loader: plugins/loader.py::load_plugins',
    '    entries:',
    ...ENTRY_POINTS.flatMap(([name, target]) => [`      - name: ${q(name)}`, `        target: ${q(target)}`]),
    '',
    'symbolic_registrations:',
    ...REGISTRATIONS.symbolic.flatMap((r) => [
      `  - key: ${q(r.key)}`, `    expression: ${q(r.constant)}`, `    file: ${q(r.file)}`, `    function: ${q(r.fn)}`,
    ]),
    '',
    'computed_registrations:',
    ...REGISTRATIONS.computed.flatMap((r) => [
      `  - template: ${q(r.template)}`, `    file: ${q(r.file)}`, `    keys: [${r.keys.map(q).join(', ')}]`,
    ]),
    '',
    'retrieval_case:',
    `  task: ${q('Persist the settlement currency of successful payments.')}`,
    '  entry: events/dispatcher.py::dispatch',
    '  target: handlers/payment_succeeded.py::on_payment_succeeded',
    '  neighbour: handlers/charge_refunded.py::on_charge_refunded',
    '  expected_runtime_key:',
    '    namespace: events.registry.register',
    `    key: ${q('payment.succeeded')}`,
    '    declared_by: handlers/payment_succeeded.py::on_payment_succeeded',
    '    referenced_by: [events/dispatcher.py::dispatch, tests/test_webhooks.py::test_settled]',
    '    confidence: literal',
    '',
    'planted_noise:',
    ...[
      ['logging.getLogger', 'call_arg', 0],
      ['utils.i18n._', 'call_arg', 0],
      ['os.environ.get', 'get_arg', 0],
      ['payload.get', 'get_arg', 0],
      ['obj.get', 'get_arg', 0],
      ['request.headers.get', 'get_arg', 0],
      ['logger.info', 'call_arg', 0],
      ['logger.warning', 'call_arg', 0],
      ['audit.info', 'call_arg', 0],
      ['open', 'call_arg', 0],
      ['cursor.execute', 'call_arg', 0],
      ['ValueError', 'call_arg', 0],
      ['metrics.counters.increment', 'call_arg', 0],
    ].flatMap(([callee, role, position]) => [`  - callee_path: ${q(callee)}`, `    role: ${role}`, `    position: ${position}`]),
    '',
    'facts:',
    ...Object.entries(facts).map(([k, v]) => `  ${k}: ${v}`),
    '',
    'literal_register_keys:',
    ...REGISTRATIONS.literal.map((r) => r.key).sort().map((k) => `  - ${q(k)}`),
    '',
    'job_names:',
    ...JOB_REGISTRATIONS.map(([, name]) => `  - ${q(name)}`),
    '',
  ];
  emit('expectations.yaml', lines.join('\n'));
}

/**
 * Retrieval cases for `npm run eval:reach` (eval/reach.ts): a task in words, the files an agent starts
 * from, and the file it has to change. Same shape as the other samples' tasks.jsonl.
 */
const TASKS = [
  {
    id: 'webhook-settlement-currency',
    task: 'Finance needs the settlement currency of every successful payment: when the payment succeeded webhook arrives, persist settlement_currency from the event data next to the amount and currency.',
    seeds: ['webhooks/receiver.py', 'webhooks/signature.py', 'events/schema.py', 'events/dispatcher.py'],
    targets: ['handlers/payment_succeeded.py'],
  },
  {
    id: 'webhook-unmatched-amount-alert',
    task: 'The Slack alert of the nightly reconciliation only says how many journal lines are unmatched. Add the total unmatched amount per currency to the alert.',
    seeds: ['jobs/runner.py'],
    targets: ['jobs/reconcile.py'],
  },
  {
    id: 'webhook-slack-plugin-livemode',
    task: 'The Slack alerts plugin also mirrors test-mode events. Skip events whose payload has livemode set to false before posting to the channel.',
    seeds: ['plugins/loader.py'],
    targets: ['plugins/slack.py'],
  },
];

/** Ground truth for `npm run eval`: the planted registries and the planted noise. */
const EVAL_YAML = `# Ground truth for \`npm run eval\` (format: eval/labels/README.md).
repo: webhook-service
language: python
registries:
  - {callee_path: events.registry.register, role: decorator_arg, position: "0", why: "webhook handlers by event type, dispatched through HANDLERS[payload['type']]"}
  - {callee_path: jobs.registry.job, role: decorator_arg, position: "0", why: "jobs by name, looked up with JOBS.get(name)"}
noise:
  - {callee_path: logging.getLogger, role: call_arg, position: "0"}
  - {callee_path: utils.i18n._, role: call_arg, position: "0"}
  - {callee_path: os.environ.get, role: get_arg, position: "0"}
  - {callee_path: payload.get, role: get_arg, position: "0"}
  - {callee_path: obj.get, role: get_arg, position: "0"}
  - {callee_path: request.headers.get, role: get_arg, position: "0"}
  - {callee_path: "*.info", role: call_arg, position: "0"}
  - {callee_path: "*.warning", role: call_arg, position: "0"}
  - {callee_path: open, role: call_arg, position: "0"}
  - {callee_path: cursor.execute, role: call_arg, position: "0"}
  - {callee_path: ValueError, role: call_arg, position: "0"}
  - {callee_path: metrics.counters.increment, role: call_arg, position: "0"}
`;

function emitEval() {
  emit('eval.yaml', EVAL_YAML);
}

function emitTasks() {
  const line = (o) => `{${Object.entries(o).map(([k, v]) =>
    `${q(k)}: ${Array.isArray(v) ? `[${v.map(q).join(', ')}]` : q(v)}`).join(', ')}}`;
  emit('tasks.jsonl', TASKS.map(line).join('\n') + '\n');
}

// ---------------------------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------------------------

/** Build the whole sample in memory: relative path -> content. */
export function generateFiles() {
  FILES.clear();
  JOB_REGISTRATIONS.length = 0;
  REGISTRATIONS.literal.length = 0;
  REGISTRATIONS.symbolic.length = 0;
  REGISTRATIONS.computed.length = 0;

  emitEvents();
  emitWebhooks();
  emitUtils();
  emitConfig();
  emitDb();
  emitMetrics();
  emitApi();
  emitPlugins();
  emitModels();
  emitRepositories();
  emitServices();
  emitBilling();
  emitLedger();
  emitNotifications();
  emitIntegrations();
  emitReports();
  emitJobs();
  emitHandlers();
  emitEntryPoints();
  emitTests();
  emitProjectFiles();

  const handlerFiles = [...FILES.keys()].filter((f) => /^handlers\/[^/]+\.py$/.test(f) && !f.endsWith('__init__.py'));
  const dispatcherImports = FILES.get('events/dispatcher.py').split('\n').filter((l) => /^(import|from) /.test(l)).length;
  const facts = {
    handler_modules: handlerFiles.length,
    literal_register_handlers: REGISTRATIONS.literal.length,
    symbolic_register_handlers: REGISTRATIONS.symbolic.length,
    computed_register_sites: REGISTRATIONS.computed.length,
    computed_register_keys: REGISTRATIONS.computed.reduce((n, r) => n + r.keys.length, 0),
    registered_event_keys: REGISTRATIONS.literal.length + REGISTRATIONS.symbolic.length
      + REGISTRATIONS.computed.reduce((n, r) => n + r.keys.length, 0),
    job_registrations: JOB_REGISTRATIONS.length,
    job_modules: new Set(JOB_REGISTRATIONS.map(([mod]) => mod)).size,
    entry_points: ENTRY_POINTS.length,
    bootstrap_imports: FILES.get('bootstrap.py').split('\n').filter((l) => l.startsWith('import ')).length,
    dispatcher_imports: dispatcherImports,
    python_modules: [...FILES.keys()].filter((f) => f.endsWith('.py')).length,
  };
  // README.md and expectations.yaml are not Python, so python_modules is final here.
  const expected = {
    handler_modules: 90, literal_register_handlers: 83, symbolic_register_handlers: 6,
    computed_register_sites: 1, job_registrations: 12, bootstrap_imports: BOOTSTRAP_IMPORTS, dispatcher_imports: 11,
  };
  for (const [k, v] of Object.entries(expected)) {
    if (facts[k] !== v) throw new Error(`fact ${k} is ${facts[k]}, expected ${v}`);
  }
  const keys = [...REGISTRATIONS.literal, ...REGISTRATIONS.symbolic].map((r) => r.key);
  if (new Set(keys).size !== keys.length) throw new Error('duplicate event key');
  emitReadme(facts);
  emitExpectations(facts);
  emitTasks();
  emitEval();
  return new Map([...FILES].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function writeTree(outDir, files) {
  if (existsSync(outDir)) {
    if (readdirSync(outDir).length > 0) {
      const marker = path.join(outDir, 'expectations.yaml');
      if (!existsSync(marker) || !readFileSync(marker, 'utf8').startsWith(MARKER)) {
        throw new Error(`refusing to delete ${outDir}: it is not empty and not a generated webhook sample`);
      }
    }
    rmSync(outDir, { recursive: true, force: true });
  }
  for (const [rel, content] of files) {
    const target = path.join(outDir, ...rel.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
}

function parseArgs(argv) {
  let out = DEFAULT_OUT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--out') {
      if (i + 1 >= argv.length) throw new Error('--out needs a directory');
      out = path.resolve(argv[++i]);
    } else if (arg.startsWith('--out=')) {
      out = path.resolve(arg.slice('--out='.length));
    } else if (arg === '-h' || arg === '--help') {
      process.stdout.write('usage: node scripts/generate-webhook-sample.mjs [--out DIR]\n');
      process.exit(0);
    } else {
      throw new Error(`unknown argument ${arg}`);
    }
  }
  return out;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const out = parseArgs(process.argv.slice(2));
    const files = generateFiles();
    writeTree(out, files);
    process.stderr.write(`wrote ${files.size} files to ${path.relative(process.cwd(), out) || '.'}\n`);
  } catch (err) {
    process.stderr.write(`generate-webhook-sample: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  }
}
