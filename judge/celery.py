"""The Celery application. Settings come from Django's (CELERY_* names)."""

import os

from celery import Celery

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")

app = Celery("judge")
app.config_from_object("django.conf:settings", namespace="CELERY")
app.autodiscover_tasks()
# The outbox sweep lives beside the services it calls (judge/disputes/outbox.py), not in a tasks module.
app.autodiscover_tasks(related_name="outbox")
