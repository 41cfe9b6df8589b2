"""Foreign-exchange reference rates."""
