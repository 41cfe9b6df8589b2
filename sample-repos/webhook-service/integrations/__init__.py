"""Clients for payment providers and data sources."""
