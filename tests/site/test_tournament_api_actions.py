"""The tournament API's check-in, drop and a judge's result entry: who may, what it changes, and
every refusal a 4xx in the one error body."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from rest_framework.test import APIClient

from tournaments import rounds
from tournaments.models import AuditEntry, Event, Match, Registration

pytestmark = pytest.mark.django_db
ERROR_KEYS = {"code", "message", "message_ja", "fields"}


@pytest.fixture
def event():  # type: ignore[no-untyped-def]
    org = User.objects.create_user("org", password="pw-org-123")
    judy = User.objects.create_user("judy", password="pw-judy-123")
    keeper = User.objects.create_user("keeper", password="pw-keeper-123")
    ev = Event.objects.create(name="Cup", game="rebirth", organizer=org, status=Event.Status.CHECK_IN)
    ev.judges.add(judy)
    ev.scorekeepers.add(keeper)
    for i in range(4):
        Registration.objects.create(
            event=ev, name=f"p{i}", user=User.objects.create_user(f"p{i}", password="pw-p-1234")
        )
    return ev


def api(user: User | None) -> APIClient:
    client = APIClient()
    if user is not None:
        client.force_authenticate(user)
    return client


def user(name: str) -> User:
    return User.objects.get(username=name)


def is_error(response, status: int) -> bool:  # type: ignore[no-untyped-def]
    return response.status_code == status and set(response.json()) == ERROR_KEYS


def test_check_in_by_the_player_or_the_organizer_only(event) -> None:  # type: ignore[no-untyped-def]
    p0, p1 = Registration.objects.get(name="p0"), Registration.objects.get(name="p1")
    url = f"/api/events/{event.pk}/players/{{}}/check-in"
    assert api(user("p0")).post(url.format(p0.pk)).json()["checked_in"] is True
    assert is_error(api(user("p0")).post(url.format(p1.pk)), 403)
    assert is_error(api(user("judy")).post(url.format(p1.pk)), 403)
    assert is_error(api(None).post(url.format(p1.pk)), 401)
    assert api(user("org")).post(url.format(p1.pk)).status_code == 200
    assert list(
        Registration.objects.filter(checked_in=True).values_list("name", flat=True).order_by("name")
    ) == [
        "p0",
        "p1",
    ]
    # A registration of another event, or none, is not found.
    other = Event.objects.create(name="Other", game="rebirth", organizer=user("org"))
    assert is_error(api(user("org")).post(f"/api/events/{other.pk}/players/{p1.pk}/check-in"), 404)
    assert is_error(api(user("org")).post(url.format(999999)), 404)


def test_drop_concedes_the_open_match_and_is_audited(event) -> None:  # type: ignore[no-untyped-def]
    rnd = rounds.pair_next_swiss_round(event, user("org"))
    rounds.publish_round(rnd, user("org"))
    p0 = Registration.objects.get(name="p0")
    url = f"/api/events/{event.pk}/players/{p0.pk}/drop"
    assert is_error(api(user("p1")).post(url, {}, format="json"), 403)
    assert is_error(api(user("p0")).post(url, {"reason": "x" * 501}, format="json"), 400)
    assert is_error(api(user("p0")).post(url, b"[1]", content_type="application/json"), 400)
    dropped = api(user("p0")).post(url, {"reason": "train"}, format="json")
    assert dropped.status_code == 200 and dropped.json()["dropped_after_round"] == 1
    match = Match.objects.get(
        round=rnd, **({"player_a": p0} if rnd.matches.filter(player_a=p0) else {"player_b": p0})
    )
    assert match.status == "confirmed"  # conceded to the opponent
    assert AuditEntry.objects.filter(action="drop", object_id=str(p0.pk), reason="train").exists()
    assert is_error(api(user("org")).post(url, {}, format="json"), 409)  # already dropped: a state conflict


def test_judges_and_scorekeepers_enter_a_first_result_without_a_reason(event) -> None:  # type: ignore[no-untyped-def]
    rnd = rounds.pair_next_swiss_round(event, user("org"))
    rounds.publish_round(rnd, user("org"))
    first, second = rnd.matches.order_by("table")
    player = first.player_a.user
    assert is_error(
        api(player).post(f"/api/matches/{first.pk}/enter", {"a_wins": 2, "b_wins": 0}, format="json"), 403
    )
    entered = api(user("judy")).post(
        f"/api/matches/{first.pk}/enter", {"a_wins": 2, "b_wins": 1}, format="json"
    )
    assert entered.status_code == 200 and entered.json()["status"] == "confirmed"
    assert AuditEntry.objects.filter(action="enter_result", object_id=str(first.pk), reason="").exists()
    # A result that exists is changed only with a reason (a correction).
    assert is_error(
        api(user("judy")).post(f"/api/matches/{first.pk}/enter", {"a_wins": 0, "b_wins": 2}, format="json"),
        400,
    )
    assert (
        api(user("keeper"))
        .post(f"/api/matches/{second.pk}/enter", {"a_wins": 1, "b_wins": 2}, format="json")
        .status_code
        == 200
    )
    for body in ({}, {"a_wins": "two", "b_wins": 0}, {"a_wins": 9, "b_wins": 0}, {"a_wins": 2}):
        assert is_error(api(user("judy")).post(f"/api/matches/{first.pk}/enter", body, format="json"), 400), (
            body
        )
    assert is_error(
        api(user("judy")).post("/api/matches/999999/enter", {"a_wins": 2, "b_wins": 0}, format="json"), 404
    )
    first.refresh_from_db()
    assert (first.a_wins, first.b_wins) == (2, 1)
