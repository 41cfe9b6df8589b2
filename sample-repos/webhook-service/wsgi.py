"""WSGI entry point: gunicorn wsgi:app"""
import logging

import bootstrap  # noqa: F401
from api.app import create_app
from plugins.loader import load_plugins

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s %(message)s")

plugins = load_plugins()
app = create_app()
