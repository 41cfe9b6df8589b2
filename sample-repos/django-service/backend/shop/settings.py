"""
Settings for the shop backend.

Everything that differs between laptops, CI and production is read from the
environment; the defaults below are for local development only.
"""
import os
from pathlib import Path

from celery.schedules import crontab
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "dev-only-not-a-secret")
DEBUG = os.environ.get("DJANGO_DEBUG", "0") == "1"
ALLOWED_HOSTS = [h for h in os.environ.get("DJANGO_ALLOWED_HOSTS", "localhost").split(",") if h]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "orders.apps.OrdersConfig",
    "exports",
    "ops",
    "accounts",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "ops.middleware.RequestTimingMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "shop.urls"
WSGI_APPLICATION = "shop.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("POSTGRES_DB", "shop"),
        "USER": os.environ.get("POSTGRES_USER", "shop"),
        "PASSWORD": os.environ.get("POSTGRES_PASSWORD", ""),
        "HOST": os.environ.get("POSTGRES_HOST", "127.0.0.1"),
        "PORT": os.environ.get("POSTGRES_PORT", "5432"),
        "CONN_MAX_AGE": 60,
    }
}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 10}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]

# Customers sign in with their e-mail address; staff still use usernames in the admin.
AUTHENTICATION_BACKENDS = ["accounts.backends.EmailBackend", "django.contrib.auth.backends.ModelBackend"]

LOGIN_URL = "accounts:login"
LOGIN_REDIRECT_URL = "orders:list"

LANGUAGE_CODE = "en"
LANGUAGES = [("en", _("English")), ("de", _("German")), ("nl", _("Dutch"))]
TIME_ZONE = "Europe/Amsterdam"
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATIC_ROOT = os.environ.get("DJANGO_STATIC_ROOT", str(BASE_DIR / "staticfiles"))

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- payments -----------------------------------------------------------------
PAYMENT_GATEWAY_URL = os.environ.get("PAYMENT_GATEWAY_URL", "https://sandbox.paygate.example/v2")
PAYMENT_GATEWAY_KEY = os.environ.get("PAYMENT_GATEWAY_KEY", "")
UNPAID_ORDER_TTL_HOURS = int(os.environ.get("UNPAID_ORDER_TTL_HOURS", "48"))

# --- exports ------------------------------------------------------------------
# One of the keys of exports.conf.STORAGE_BACKENDS.
EXPORT_STORAGE = os.environ.get("EXPORT_STORAGE", "local")
EXPORT_ROOT = Path(os.environ.get("EXPORT_ROOT", str(BASE_DIR / "var" / "exports")))
EXPORT_BUCKET = os.environ.get("EXPORT_BUCKET", "acme-shop-exports")
EXPORT_PAGE_SIZE = 2000

# --- ops ----------------------------------------------------------------------
SLOW_REQUEST_MS = int(os.environ.get("SLOW_REQUEST_MS", "800"))

# --- celery -------------------------------------------------------------------
CELERY_BROKER_URL = os.environ.get("CELERY_BROKER_URL", "redis://localhost:6379/0")
CELERY_RESULT_BACKEND = os.environ.get("CELERY_RESULT_BACKEND", "redis://localhost:6379/1")
CELERY_TASK_ALWAYS_EAGER = os.environ.get("CELERY_TASK_ALWAYS_EAGER", "0") == "1"
CELERY_TIMEZONE = TIME_ZONE
CELERY_BEAT_SCHEDULE = {
    "expire-unpaid-orders": {
        "task": "orders.tasks.expire_unpaid_orders",
        "schedule": crontab(minute="*/15"),
    },
    "nightly-order-export": {
        "task": "exports.build_csv",
        "schedule": crontab(hour=2, minute=30),
        "kwargs": {"scope": "all"},
    },
    "purge-expired-sessions": {
        "task": "ops.tasks.purge_expired_sessions",
        "schedule": crontab(hour=4, minute=0, day_of_week="sun"),
    },
}

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "%(asctime)s %(levelname)s %(name)s %(message)s"},
    },
    "handlers": {
        "console": {"class": "logging.StreamHandler", "formatter": "plain"},
    },
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "INFO")},
    "loggers": {
        "ops.slow_requests": {"handlers": ["console"], "level": "WARNING", "propagate": False},
        "django.db.backends": {"level": "WARNING"},
    },
}
