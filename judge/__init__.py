"""The Django project package and the judging app (validation runs, findings, disputes, rulings)."""

# Loading the Celery app with Django makes @shared_task bind to it in every process.
from .celery import app as celery_app

__all__ = ["celery_app"]
