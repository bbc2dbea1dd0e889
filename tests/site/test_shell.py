"""The site shell: languages, health, roles, API docs, settings safety — on the default SQLite database."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import uuid

import pytest
from django.contrib.auth.models import Group, User
from django.urls import reverse

from judge.models import TaskProbe
from judge.roles import JUDGE, ORGANIZER, PLAYER, assign_role, has_capability, roles_of
from judge.tasks import record_probe

pytestmark = pytest.mark.django_db


def test_home_speaks_japanese_by_default(client):
    html = client.get("/").content.decode()
    assert '<html lang="ja">' in html
    assert "ルール" in html and "イベント" in html and "裁定依頼" in html
    assert 'name="q"' in html  # the search box every page carries


def test_home_speaks_english_when_the_browser_asks(client):
    html = client.get("/", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert '<html lang="en">' in html
    assert "Rules" in html and "Events" in html and "Disputes" in html
    assert "ジャッジアシスタント" not in html


def test_language_switch_sticks_for_later_pages(client):
    response = client.post(reverse("set_language"), {"language": "en", "next": "/rules/"})
    assert response.status_code == 302 and response["Location"] == "/rules/"
    assert '<html lang="en">' in client.get("/").content.decode()
    client.post(reverse("set_language"), {"language": "ja", "next": "/"})
    assert '<html lang="ja">' in client.get("/", HTTP_ACCEPT_LANGUAGE="en").content.decode()


def staff(client) -> None:  # type: ignore[no-untyped-def]
    client.force_login(User.objects.create_user("ops", password="pw-ops-12345", is_staff=True))


def test_healthz_reports_embedded_mode(client, settings):
    settings.REDIS_URL = ""
    staff(client)
    response = client.get("/healthz")
    assert response.status_code == 200
    body = response.json()
    assert body["status"] == "ok"
    assert body["database"] == {"ok": True, "vendor": "sqlite"}
    assert body["redis"] == {"ok": None, "configured": False}
    assert body["celery"]["mode"] == "in-process"


def test_healthz_says_degraded_when_redis_is_unreachable(client, settings):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    staff(client)
    response = client.get("/healthz")
    assert response.status_code == 503
    body = response.json()
    assert body["redis"]["ok"] is False and body["status"] == "degraded"


def test_tasks_run_in_process_without_a_broker():
    token = uuid.uuid4().hex
    result = record_probe.delay(token).get(timeout=5)
    assert result["created"] is True and result["eager"] is True
    assert TaskProbe.objects.get(token=token).eager is True
    # Idempotent: a redelivered task changes nothing.
    again = record_probe.delay(token).get(timeout=5)
    assert again["created"] is False and TaskProbe.objects.filter(token=token).count() == 1


def test_role_groups_carry_their_permissions():
    assert set(Group.objects.values_list("name", flat=True)) >= {ORGANIZER, JUDGE, PLAYER}
    judge_perms = set(Group.objects.get(name=JUDGE).permissions.values_list("codename", flat=True))
    player_perms = set(Group.objects.get(name=PLAYER).permissions.values_list("codename", flat=True))
    assert "rule_disputes" in judge_perms and "view_penalty_history" in judge_perms
    assert "view_penalty_history" not in player_perms and "play_events" in player_perms


def test_capabilities_follow_roles():
    alice = User.objects.create_user("alice", password="pw-alice-123")
    assert roles_of(alice) == [] and not has_capability(alice, "rule_disputes")
    assign_role(alice, PLAYER)
    alice = User.objects.get(pk=alice.pk)  # permissions are cached per instance
    assert roles_of(alice) == [PLAYER]
    assert has_capability(alice, "play_events") and not has_capability(alice, "rule_disputes")
    with pytest.raises(ValueError):
        assign_role(alice, "wizard")


def test_disputes_need_a_login(client):
    response = client.get("/disputes/")
    assert response.status_code == 302 and "/accounts/login/" in response["Location"]
    User.objects.create_user("bob", password="pw-bob-12345")
    # Through the login form: the login throttle (django-axes) needs the request, as every real login has.
    signed_in = client.post("/accounts/login/", {"username": "bob", "password": "pw-bob-12345"})
    assert signed_in.status_code == 302
    assert client.get("/disputes/").status_code == 200


def test_login_and_logout_pages(client):
    User.objects.create_user("carol", password="pw-carol-123")
    assert client.get("/accounts/login/").status_code == 200
    response = client.post("/accounts/login/", {"username": "carol", "password": "pw-carol-123"})
    assert response.status_code == 302
    assert "carol" in client.get("/").content.decode()
    client.post("/accounts/logout/")
    assert "carol" not in client.get("/").content.decode()


def test_api_schema_and_docs_are_served_locally(client):
    schema = client.get("/api/schema/", HTTP_ACCEPT="application/json")
    assert schema.status_code == 200
    assert json.loads(schema.content)["info"]["title"] == "Judge assistant API"
    docs = client.get("/api/docs/").content.decode()
    assert "swagger" in docs.lower()
    assert "cdn.jsdelivr" not in docs and "unpkg.com" not in docs  # nothing fetched from a CDN


@pytest.mark.parametrize("debug", ["0", "false"])
def test_production_mode_refuses_to_start_without_a_secret_key(debug, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SECRET_KEY"}
    env.update({"DEBUG": debug, "VAR_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "judge.settings"})
    proc = subprocess.run(
        [sys.executable, "-c", "import django; django.setup()"], env=env, capture_output=True, text=True
    )
    assert proc.returncode != 0
    assert "SECRET_KEY must be set" in proc.stderr


def test_development_key_is_generated_once(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "SECRET_KEY"}
    env.update({"DEBUG": "1", "VAR_DIR": str(tmp_path), "DJANGO_SETTINGS_MODULE": "judge.settings"})
    code = "import django; django.setup(); from django.conf import settings; print(settings.SECRET_KEY)"
    first = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    second = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert first.stdout == second.stdout and len(first.stdout.strip()) > 40
    assert (tmp_path / "secret_key").stat().st_mode & 0o077 == 0
