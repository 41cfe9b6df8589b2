"""Webhook events: the handler registry, payload schema and dispatch."""
