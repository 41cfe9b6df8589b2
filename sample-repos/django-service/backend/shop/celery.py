import os

from celery import Celery
from celery.signals import task_failure

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")

app = Celery("shop")

# Every CELERY_* setting in shop/settings.py configures the worker and beat.
app.config_from_object("django.conf:settings", namespace="CELERY")

# Picks up tasks.py in every installed app.
app.autodiscover_tasks()


@task_failure.connect
def log_task_failure(sender=None, task_id=None, exception=None, **kwargs):
    import logging

    logging.getLogger(__name__).error(
        "task %s (%s) failed: %r", getattr(sender, "name", sender), task_id, exception
    )
