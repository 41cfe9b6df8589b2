"""
WSGI config for the shop project.

It exposes the WSGI callable as a module-level variable named ``application``.
gunicorn is started with ``shop.wsgi:application`` (see deploy/Procfile in the
infra repository).
"""
import os

from django.core.wsgi import get_wsgi_application

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "shop.settings")

application = get_wsgi_application()
