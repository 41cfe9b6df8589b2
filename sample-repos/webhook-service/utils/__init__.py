"""Small helpers with no knowledge of payments."""
