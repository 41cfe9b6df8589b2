"""Scheduled jobs, run by cron through manage.py run-job <name>."""
