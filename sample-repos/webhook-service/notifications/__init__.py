"""Customer and operator notifications (e-mail, SMS, push, Slack)."""
