"""Configuration loaded from the environment and config/*.json."""
