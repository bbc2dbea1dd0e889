"""Checks behind /healthz: each answers plain data and never raises."""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.db import connection


def database_status() -> dict[str, Any]:
    try:
        with connection.cursor() as cursor:
            cursor.execute("SELECT 1")
            cursor.fetchone()
    except Exception as exc:  # the point is to report any failure, not to crash the probe
        return {"ok": False, "vendor": connection.vendor, "error": str(exc)[:200]}
    return {"ok": True, "vendor": connection.vendor}


def redis_status() -> dict[str, Any]:
    if not settings.REDIS_URL:
        return {"ok": None, "configured": False}
    import redis

    try:
        client = redis.Redis.from_url(settings.REDIS_URL, socket_connect_timeout=1, socket_timeout=1)
        client.ping()
    except Exception as exc:
        return {"ok": False, "configured": True, "error": str(exc)[:200]}
    return {"ok": True, "configured": True}


def celery_status(timeout: float = 1.0) -> dict[str, Any]:
    if not settings.REDIS_URL:
        return {"mode": "in-process", "workers": []}
    from judge.celery import app

    try:
        replies = app.control.ping(timeout=timeout) or []
    except Exception as exc:
        return {"mode": "redis", "workers": [], "error": str(exc)[:200]}
    workers = sorted(name for reply in replies for name in reply)
    return {"mode": "redis", "workers": workers}


def health() -> tuple[dict[str, Any], bool]:
    db = database_status()
    rds = redis_status()
    report = {
        "database": db,
        "redis": rds,
        "celery": celery_status()
        if rds["ok"] is not False
        else {"mode": "redis", "workers": [], "error": "redis unreachable"},
    }
    healthy = db["ok"] and rds["ok"] is not False
    report["status"] = "ok" if healthy else "degraded"
    return report, healthy
