"""plugin-host: build reports from a local store and export them through plugins.

The package is organised around a handful of registries:

* exporters are subclasses of :class:`plugin_host.exporters.base.Exporter`, picked by ``kind``;
* storage backends are named in :mod:`plugin_host.storage.registry`;
* CLI commands register themselves with :func:`plugin_host.cli.registry.command`;
* plugins add themselves to :data:`plugin_host.plugins.plugins`.
"""

__version__ = "0.7.2"
__all__ = ["__version__"]
