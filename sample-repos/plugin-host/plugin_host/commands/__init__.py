"""Sub-commands of ``plugin-host``. Every public module here is imported by the CLI at start-up."""
