"""Sync end to end with two servers on PostgreSQL (issue 23): two databases on the machine's PostgreSQL,
each used only by its own `manage.py` processes; the same story as tests/site/test_venue_sync.py."""

from __future__ import annotations

import os

import pytest

from tests.conftest import require
from tests.site.test_venue_sync import Server, sync_flow

pytestmark = pytest.mark.postgres


def _fresh_database(base_url: str, name: str) -> str:
    import psycopg

    server, _, _ = base_url.rpartition("/")
    with psycopg.connect(f"{server}/postgres", autocommit=True) as conn:
        conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        conn.execute(f'CREATE DATABASE "{name}"')
    return f"{server}/{name}"


def test_sync_between_two_postgresql_servers(tmp_path):
    url = os.environ.get("DATABASE_URL", "")
    require(url.startswith(("postgres://", "postgresql://")), "PostgreSQL (DATABASE_URL=postgresql://…)")
    base = url.rsplit("/", 1)[1].split("?")[0]
    a = Server(tmp_path, "a", _fresh_database(url, f"{base}_venue_a"))
    b = Server(tmp_path, "b", _fresh_database(url, f"{base}_venue_b"))
    a.manage("migrate", "--noinput", "-v0")
    b.manage("migrate", "--noinput", "-v0")
    sync_flow(a, b, tmp_path)
