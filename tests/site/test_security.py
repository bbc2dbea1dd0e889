"""Security settings of issue 20: login throttling, upload caps before reading, HTTPS settings behind a
switch, a Content-Security-Policy, a /healthz that tells the public only ok/degraded, and a clean
`manage.py check --deploy` with the production settings."""

from __future__ import annotations

import os
import secrets
import subprocess
import sys
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]


def production_env(tmp_path: Path, **extra: str) -> dict[str, str]:
    # The browser tests' conftest sets DJANGO_ALLOW_ASYNC_UNSAFE for Playwright; production never has it.
    dropped = {"DATABASE_URL", "REDIS_URL", "HTTPS", "DJANGO_ALLOW_ASYNC_UNSAFE"}
    env = {k: v for k, v in os.environ.items() if k not in dropped}
    env.update(
        {
            "DEBUG": "0",
            "SECRET_KEY": secrets.token_urlsafe(60),
            "ALLOWED_HOSTS": "judge.example.jp",
            "CSRF_TRUSTED_ORIGINS": "https://judge.example.jp",
            "VAR_DIR": str(tmp_path),
            "DJANGO_SETTINGS_MODULE": "judge.settings",
            **extra,
        }
    )
    return env


def test_check_deploy_is_clean_with_the_production_settings(tmp_path):
    proc = subprocess.run(
        [sys.executable, "manage.py", "check", "--deploy", "--fail-level", "WARNING"],
        cwd=ROOT,
        env=production_env(tmp_path),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "no issues" in proc.stdout


def test_production_turns_on_https_settings_and_the_switch_turns_them_off(tmp_path):
    code = (
        "import django; django.setup(); from django.conf import settings as s; "
        "print(s.SECURE_SSL_REDIRECT, s.SECURE_HSTS_SECONDS > 0, s.SESSION_COOKIE_SECURE, "
        "s.CSRF_COOKIE_SECURE)"
    )
    on = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=production_env(tmp_path), capture_output=True, text=True
    )
    assert on.stdout.split() == ["True", "True", "True", "True"], on.stderr
    off = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        env=production_env(tmp_path, HTTPS="0"),
        capture_output=True,
        text=True,
    )
    assert off.stdout.split() == ["False", "False", "False", "False"], off.stderr


def test_repeated_failed_logins_are_locked_out_per_user_and_address(client):
    User.objects.create_user("ann", password="pw-ann-correct-1")
    User.objects.create_user("ben", password="pw-ben-correct-1")
    for _ in range(4):
        response = client.post("/accounts/login/", {"username": "ann", "password": "guess"})
        assert response.status_code == 200  # the form again, with its error
    fifth = client.post("/accounts/login/", {"username": "ann", "password": "guess"})
    assert fifth.status_code == 429  # the fifth failure locks the pair (AXES_FAILURE_LIMIT)
    locked = client.post("/accounts/login/", {"username": "ann", "password": "pw-ann-correct-1"})
    assert locked.status_code == 429
    assert 'id="locked-out"' in locked.content.decode()
    assert "_auth_user_id" not in client.session  # even the right password does not get in now
    # Another account from the same address is not locked by ann's guesses.
    other = client.post("/accounts/login/", {"username": "ben", "password": "pw-ben-correct-1"})
    assert other.status_code == 302


def test_a_token_by_password_is_throttled_like_the_login_and_basic_auth_is_gone():
    User.objects.create_user("cat", password="pw-cat-correct-1")
    api = APIClient()
    for _ in range(4):
        wrong = api.post("/api/tokens", {"name": "s", "username": "cat", "password": "nope"}, format="json")
        assert wrong.status_code == 401 and wrong.json()["code"] == "authentication_failed"
        assert wrong["WWW-Authenticate"] == "Token"
    # The fifth failure locks the user out (django-axes), in the API's error body.
    fifth = api.post("/api/tokens", {"name": "s", "username": "cat", "password": "nope"}, format="json")
    assert fifth.status_code == 429 and fifth.json()["code"] == "throttled" and fifth["Retry-After"]
    # Even the right password makes no token now.
    right = api.post(
        "/api/tokens", {"name": "s", "username": "cat", "password": "pw-cat-correct-1"}, format="json"
    )
    assert right.status_code == 429 and "token" not in right.json()
    # Basic auth is no longer accepted at all (it cost a password hash on every request).
    User.objects.create_user("dot", password="pw-dot-correct-1")
    basic = APIClient()
    basic.credentials(
        HTTP_AUTHORIZATION="Basic " + __import__("base64").b64encode(b"dot:pw-dot-correct-1").decode()
    )
    answer = basic.get("/api/tokens")
    assert answer.status_code == 401 and answer["WWW-Authenticate"] == "Token"


def test_a_body_above_the_cap_is_refused_before_it_is_read(client, settings):
    client.force_login(User.objects.create_user("dan", password="pw-dan-12345"))
    huge = settings.MAX_REQUEST_BYTES + 1
    # The declared length alone decides: the (small) body is never read.
    response = client.generic(
        "POST", "/api/validations", b"{}", content_type="application/json", CONTENT_LENGTH=str(huge)
    )
    assert response.status_code == 413
    assert response.json()["code"] == "too_large"
    assert "6MB" in response.json()["message_ja"] and "6 MB" in response.json()["message"]
    page = client.generic("POST", "/validate/", b"", CONTENT_LENGTH=str(huge), HTTP_ACCEPT_LANGUAGE="en")
    assert page.status_code == 413 and "6 MB at most" in page.content.decode()  # a page, in English
    # What is accepted stays in memory: there is no handler that writes a temporary file.
    assert settings.FILE_UPLOAD_HANDLERS == ["django.core.files.uploadhandler.MemoryFileUploadHandler"]


def test_pages_carry_a_content_security_policy(client):
    response = client.get("/")
    policy = response["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "object-src 'none'" in policy
    assert "frame-ancestors 'none'" in policy
    docs = client.get("/api/docs/").content.decode()
    assert "<script>" not in docs  # the docs' init script is a file too, allowed by script-src 'self'


def test_healthz_tells_the_public_only_ok_or_degraded(client, settings):
    settings.REDIS_URL = "redis://127.0.0.1:1/0"  # nothing listens on port 1
    response = client.get("/healthz")
    assert response.status_code == 503 and response.json() == {"status": "degraded"}
    settings.REDIS_URL = ""
    assert client.get("/healthz").json() == {"status": "ok"}
    client.force_login(User.objects.create_user("eve", password="pw-eve-12345"))
    assert client.get("/healthz").json() == {"status": "ok"}  # a signed-in user is not staff


def test_behind_the_proxy_the_throttle_sees_the_client_not_the_proxy(settings):
    from django.test import RequestFactory

    from judge.limits import client_ip

    request = RequestFactory().get("/", REMOTE_ADDR="127.0.0.1", HTTP_X_FORWARDED_FOR="6.6.6.6, 203.0.113.9")
    settings.TRUSTED_PROXIES = 0
    assert client_ip(request) == "127.0.0.1"
    settings.TRUSTED_PROXIES = 1  # nginx appended 203.0.113.9; the 6.6.6.6 before it was sent by the client
    assert client_ip(request) == "203.0.113.9"
    assert client_ip(RequestFactory().get("/", REMOTE_ADDR="10.0.0.2")) == "10.0.0.2"
