"""API tokens for scripts: several named tokens per user, shown once, stored hashed, revoked by their owner
only; made with a password for a script that has none; the page where a logged-in user manages them."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse
from rest_framework.test import APIClient

from judge.tokens import services
from judge.tokens.models import ApiToken

pytestmark = pytest.mark.django_db


@pytest.fixture
def ann() -> User:
    return User.objects.create_user("ann", password="pw-ann-correct-1")


def with_token(token: str) -> APIClient:
    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {token}")
    return api


def test_a_script_makes_a_token_with_its_password_then_uses_it(ann):
    made = APIClient().post(
        "/api/tokens",
        {"name": "pairing script", "username": "ann", "password": "pw-ann-correct-1"},
        format="json",
    )
    assert made.status_code == 201
    body = made.json()
    assert body["name"] == "pairing script" and body["token"].startswith("jdg_") and body["expiry"] is None
    # Stored hashed: the database holds a digest, never the token.
    stored = ApiToken.objects.get(uid=body["id"])
    assert body["token"] not in {stored.digest, stored.token_key} and len(stored.digest) == 128
    listed = with_token(body["token"]).get("/api/tokens").json()
    assert listed["count"] == 1 and "token" not in listed["results"][0]
    assert listed["results"][0]["current"] is True and listed["results"][0]["last_used"]
    assert listed["results"][0]["prefix"] == body["token"][:15]


def test_a_wrong_password_or_no_credentials_is_a_401(ann):
    wrong = APIClient().post(
        "/api/tokens", {"name": "s", "username": "ann", "password": "nope"}, format="json"
    )
    assert wrong.status_code == 401 and wrong["WWW-Authenticate"] == "Token"
    nobody = APIClient().post("/api/tokens", {"name": "s"}, format="json")
    assert nobody.status_code == 401 and nobody.json()["code"] == "not_authenticated"
    assert APIClient().get("/api/tokens").status_code == 401
    assert not ApiToken.objects.exists()


def test_several_named_tokens_and_revoking_one_leaves_the_others(ann):
    first, first_text = services.create_token(ann, "laptop")
    _second, second_text = services.create_token(ann, "phone", expires_in_days=30)
    api = with_token(second_text)
    names = [t["name"] for t in api.get("/api/tokens").json()["results"]]
    assert sorted(names) == ["laptop", "phone"]
    made = api.post("/api/tokens", {"name": "third", "expires_in_days": 7}, format="json")
    assert made.status_code == 201 and made.json()["expiry"]
    assert api.delete(f"/api/tokens/{first.uid}").status_code == 204
    assert with_token(first_text).get("/api/tokens").status_code == 401  # revoked: refused at once
    assert api.get("/api/tokens").json()["count"] == 2


def test_nobody_revokes_or_sees_another_users_tokens(ann):
    ben = User.objects.create_user("ben", password="pw-ben-correct-1")
    anns, anns_text = services.create_token(ann, "mine")
    _bens, bens_text = services.create_token(ben, "his")
    as_ben = with_token(bens_text)
    assert [t["name"] for t in as_ben.get("/api/tokens").json()["results"]] == ["his"]
    gone = as_ben.delete(f"/api/tokens/{anns.uid}")
    assert gone.status_code == 404 and gone.json()["code"] == "not_found"
    assert with_token(anns_text).get("/api/tokens").status_code == 200


def test_an_expired_token_is_refused(ann):
    token, text = services.create_token(ann, "short", expires_in_days=1)
    ApiToken.objects.filter(pk=token.pk).update(expiry=token.created)
    assert with_token(text).get("/api/tokens").status_code == 401


@pytest.mark.parametrize(
    "body",
    [
        {"name": ""},
        {"name": "x" * 101},
        {"name": "ok", "expires_in_days": 0},
        {"name": "ok", "expires_in_days": "x"},
    ],
)
def test_a_bad_token_request_is_a_400_naming_the_field(ann, body):
    _token, text = services.create_token(ann, "admin")
    response = with_token(text).post("/api/tokens", body, format="json")
    assert response.status_code == 400 and set(response.json()["fields"]) & {"name", "expires_in_days"}


def test_the_page_makes_a_token_shows_it_once_and_revokes_it(ann):
    client = Client()
    assert client.get(reverse("account-tokens")).status_code == 302  # log in first
    client.force_login(ann)
    made = client.post(reverse("account-tokens"), {"name": "scorekeeper laptop", "expires_in_days": "90"})
    assert made.status_code == 302
    page = client.get(reverse("account-tokens")).content.decode()
    token = ApiToken.objects.get(user=ann)
    assert "scorekeeper laptop" in page and 'id="new-token"' in page and token.token_key in page
    shown = page.split('id="new-token" readonly value="')[1].split('"')[0]
    assert shown.startswith(token.token_key) and with_token(shown).get("/api/tokens").status_code == 200
    again = client.get(reverse("account-tokens")).content.decode()
    assert 'id="new-token"' not in again and shown not in again  # shown once
    english = client.get(reverse("account-tokens"), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "API tokens" in english
    refused = client.post(reverse("account-tokens"), {"name": "", "expires_in_days": ""})
    assert refused.status_code == 200 and ApiToken.objects.filter(user=ann).count() == 1
    assert client.post(reverse("account-token-revoke", args=[token.uid])).status_code == 302
    assert not ApiToken.objects.filter(user=ann).exists()
    assert with_token(shown).get("/api/tokens").status_code == 401
