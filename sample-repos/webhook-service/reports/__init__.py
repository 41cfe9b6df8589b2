"""Periodic reports for finance and support."""
