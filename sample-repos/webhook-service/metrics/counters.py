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
