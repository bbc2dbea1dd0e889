"""The organizer downloads the event's bundle; a site administrator uploads one (issue 23, sync by hand)."""

from __future__ import annotations

import json

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client
from django.urls import reverse

from tournaments import rounds, services
from tournaments.models import Event, Match, Registration
from tournaments.venue.models import SiteIdentity

pytestmark = pytest.mark.django_db


def logged_in(user) -> Client:
    c = Client()
    c.force_login(user)
    return c


@pytest.fixture
def event():
    org = User.objects.create_user("org", password="pw-org-123")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org, seed=2)
    for i in range(4):
        Registration.objects.create(event=event, name=f"P{i}")
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    services.correct_result(rnd.matches.first(), org, 2, 0, 0)
    return event


def as_if_from_another_server(bundle: dict) -> dict:
    """The same bundle as a second venue would send it: every key under that venue's id."""
    me = SiteIdentity.current()
    return json.loads(json.dumps(bundle).replace(f"{me}:", "0000-venue-b:"))


def test_organizer_downloads_the_bundle_and_an_admin_uploads_it(event):
    url = reverse("venue:export", args=[event.pk])
    assert Client().post(url).status_code == 403
    assert logged_in(User.objects.create_user("x", password="pw-x-12345")).post(url).status_code == 403
    download = logged_in(event.organizer).post(url)
    assert download.status_code == 200 and "attachment" in download["Content-Disposition"]
    bundle = json.loads(download.content)
    assert len(bundle["objects"]["tournaments.registration"]) == 4

    admin = User.objects.create_superuser("admin", password="pw-admin-123")
    upload = reverse("venue:import")
    assert logged_in(event.organizer).get(upload).status_code == 403
    other = json.dumps(as_if_from_another_server(bundle)).encode()
    page = logged_in(admin).post(upload, {"bundle": SimpleUploadedFile("b.json", other), "prefer": "here"})
    assert page.status_code == 200
    assert Event.objects.count() == 2 and Match.objects.filter(status="confirmed").count() == 2
    again = logged_in(admin).post(upload, {"bundle": SimpleUploadedFile("b.json", other)})
    assert again.status_code == 200 and Event.objects.count() == 2
    assert again.context["report"].created == {} and again.context["report"].conflicts == []


def test_a_bad_upload_is_a_clear_400_and_changes_nothing(event):
    admin = User.objects.create_superuser("admin", password="pw-admin-123")
    upload = reverse("venue:import")
    for content in (b"\xff\xfe", b"{not json", b"[]", json.dumps({"format": "other"}).encode()):
        page = logged_in(admin).post(upload, {"bundle": SimpleUploadedFile("b.json", content)})
        assert page.status_code == 400 and page.context["error"]
    assert logged_in(admin).post(upload, {}).status_code == 400
    assert Event.objects.count() == 1
