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
