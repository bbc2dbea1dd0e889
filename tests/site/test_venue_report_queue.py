"""A player's report sent by the phone's offline queue (issue 23): taken once by its idempotency key."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.urls import reverse

from tournaments import rounds
from tournaments.models import AuditEntry, Event, Match, Registration
from tournaments.venue.models import ReportKey

pytestmark = pytest.mark.django_db

QUEUE = {"HTTP_X_RECORDER_QUEUE": "1"}


@pytest.fixture
def table():
    org = User.objects.create_user("org", password="pw-org-123")
    ann = User.objects.create_user("ann", password="pw-ann-123")
    ben = User.objects.create_user("ben", password="pw-ben-123")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org, seed=1)
    Registration.objects.create(event=event, name="Ann", user=ann)
    Registration.objects.create(event=event, name="Ben", user=ben)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    match = Match.objects.get(round__event=event)
    return event, match, ann, ben


def as_user(user) -> Client:
    c = Client()
    c.force_login(user)
    return c


def seat_user(match, ann, ben, seat):
    return ann if (match.player_a.user_id == ann.pk) == (seat == "a") else ben


def test_a_report_sent_twice_with_one_key_is_taken_once(table):
    event, match, ann, ben = table
    url = reverse("tournaments:my_match", args=[event.pk])
    a_user = seat_user(match, ann, ben, "a")
    b_user = seat_user(match, ann, ben, "b")
    first = as_user(a_user).post(url, {"action": "report", "result": "2-1", "key": "k-1"}, **QUEUE)
    assert first.status_code == 204
    again = as_user(a_user).post(url, {"action": "report", "result": "2-1", "key": "k-1"}, **QUEUE)
    assert again.status_code == 204  # the answer to the first was lost; the queue sent it again
    match.refresh_from_db()
    assert (match.a_wins, match.b_wins, match.status) == (2, 1, Match.Status.REPORTED)
    assert AuditEntry.objects.filter(event=event, action="report_result").count() == 1

    confirm = {"action": "confirm", "key": "k-2"}
    assert as_user(b_user).post(url, confirm, **QUEUE).status_code == 204
    assert as_user(b_user).post(url, confirm, **QUEUE).status_code == 204
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED
    assert AuditEntry.objects.filter(event=event, action="confirm_result").count() == 1
    assert ReportKey.objects.filter(match=match).count() == 2


def test_a_refused_report_answers_422_and_keeps_no_key(table):
    event, match, ann, ben = table
    url = reverse("tournaments:my_match", args=[event.pk])
    a_user = seat_user(match, ann, ben, "a")
    refused = as_user(a_user).post(url, {"action": "confirm", "key": "k-3"}, **QUEUE)
    assert refused.status_code == 422 and refused.content  # the reason, for the queue to drop it
    assert not ReportKey.objects.exists()
    stranger = User.objects.create_user("zed", password="pw-zed-123")
    assert as_user(stranger).post(url, {"result": "2-0", "key": "k-4"}, **QUEUE).status_code == 422
    match.refresh_from_db()
    assert match.status == Match.Status.PENDING


def test_the_same_key_from_another_player_is_their_own(table):
    event, match, ann, ben = table
    url = reverse("tournaments:my_match", args=[event.pk])
    a_user, b_user = seat_user(match, ann, ben, "a"), seat_user(match, ann, ben, "b")
    assert as_user(a_user).post(url, {"result": "2-0", "key": "same"}, **QUEUE).status_code == 204
    assert as_user(b_user).post(url, {"result": "0-2", "key": "same"}, **QUEUE).status_code == 204
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED  # both reports counted: keys are per player


def test_without_the_queue_the_page_posts_and_redirects_as_before(table):
    event, match, ann, ben = table
    url = reverse("tournaments:my_match", args=[event.pk])
    response = as_user(seat_user(match, ann, ben, "a")).post(url, {"action": "report", "result": "2-0"})
    assert response.status_code == 302
    match.refresh_from_db()
    assert match.status == Match.Status.REPORTED
