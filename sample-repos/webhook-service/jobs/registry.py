"""Registry of scheduled jobs, keyed by the name cron passes to manage.py."""

JOBS = {}


def job(name):
    """Register the decorated function as the job called name."""

    def decorator(fn):
        JOBS[name] = fn
        return fn

    return decorator
