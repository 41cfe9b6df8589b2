from plugin_host import signals
from plugin_host.builtin_plugins.charts import ChartsPlugin
from plugin_host.builtin_plugins.markdown import MarkdownPlugin
from plugin_host.hooks import HOOKS, call_hook, hook
from plugin_host.plugins import plugins
from plugin_host.runner import run_export
from plugin_host.transforms.registry import TRANSFORM_REGISTRY, build_pipeline


def test_markdown_plugin_is_registered():
    assert plugins.lookup("markdown") is MarkdownPlugin
    assert plugins.lookup("charts") is ChartsPlugin
    assert "watermark" in plugins


def test_slug_step():
    slug = TRANSFORM_REGISTRY["slug"]()
    assert slug("Q3 Revenue — EMEA") == "q3-revenue-emea"


def test_pipeline_from_settings_shape():
    pipeline = build_pipeline(["strip", {"upper": {"columns": ["region"]}}])
    row = {"region": "  emea ", "note": " x "}
    for step in pipeline:
        row = step.apply(row)
    assert row == {"region": "EMEA", "note": "x"}


def test_export_fires_signal_and_hooks(report_store, sample_report):
    seen = []
    signals.on("report.generated", seen.append)
    calls = []

    @hook
    def before_export(report, fmt):
        calls.append(fmt)

    try:
        result = run_export(sample_report, "json", store=report_store).as_dict()
    finally:
        signals.off("report.generated", seen.append)
        HOOKS.pop("before_export", None)

    assert result["status"] == "ok"
    assert result["filename"] == "q3-revenue.json"
    assert calls == ["json"]
    assert seen and seen[0]["report_id"] == sample_report


def test_html_export_enables_markdown(report_store, sample_report, settings_file):
    result = run_export(sample_report, "html", store=report_store)
    body = (settings_file.parent / "exports" / result.filename).read_text(encoding="utf-8")
    assert "<strong>record</strong>" in body


def test_missing_hook_is_a_no_op():
    assert call_hook("no_such_hook") is None
