"""The Django project package: settings, URLs, the Celery app, health, roles.

Nothing is imported here, so the pure rules engines under ``judge.engine`` load without Django or Celery;
the Celery app is loaded by ``JudgeConfig.ready`` in every Django process and by ``celery -A judge.celery``.
"""
