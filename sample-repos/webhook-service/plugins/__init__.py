"""Optional extensions, discovered through the webhook_service.plugins entry-point group."""
