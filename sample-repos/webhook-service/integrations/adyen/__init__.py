"""Adyen notifications and Checkout API."""
