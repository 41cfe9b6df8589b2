"""HTTP side of the webhook service: receive, verify, acknowledge."""
