"""Webhook event handlers, one module per provider event.

Nothing imports these modules directly: bootstrap.py imports each one so
that its @register(...) decorator runs and fills events.registry.HANDLERS.
"""
