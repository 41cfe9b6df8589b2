"""Business operations. Handlers translate provider events into calls on these."""
