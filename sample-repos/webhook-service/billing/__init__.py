"""Billing rules that sit on top of the provider's invoices and subscriptions."""
