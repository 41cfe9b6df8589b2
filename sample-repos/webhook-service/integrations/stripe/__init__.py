"""Stripe REST API helpers (we call the API directly, no SDK)."""
