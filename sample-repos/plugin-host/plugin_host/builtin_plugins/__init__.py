"""Plugins shipped with plugin-host. Every public module here is imported at start-up."""
