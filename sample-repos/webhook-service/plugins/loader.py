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
