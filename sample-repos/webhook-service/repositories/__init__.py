"""One module per table; the only place that writes SQL for those tables."""
