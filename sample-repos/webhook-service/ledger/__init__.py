"""Double-entry ledger fed by payment events."""
