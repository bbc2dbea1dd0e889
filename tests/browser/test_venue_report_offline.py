"""A player's result report made with the connection down (issue 23): kept on the phone, sent once when
the connection returns, never twice."""

from __future__ import annotations

from urllib.parse import urlsplit

import pytest
from django.contrib.auth.models import User
from django.test import Client

from tests.browser.conftest import PHONE
from tournaments import rounds
from tournaments.models import AuditEntry, Event, Match, Registration

pytestmark = pytest.mark.django_db(transaction=True)


def test_report_made_offline_is_sent_once_when_back_online(browser, live_server):  # type: ignore[no-untyped-def]
    org = User.objects.create_user("org", password="pw-org-123")
    ann = User.objects.create_user("ann", password="pw-ann-123")
    ben = User.objects.create_user("ben", password="pw-ben-123")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org, seed=1)
    Registration.objects.create(event=event, name="Ann", user=ann)
    Registration.objects.create(event=event, name="Ben", user=ben)
    rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
    match = Match.objects.get(round__event=event)
    client = Client()
    client.force_login(ann)
    context = browser.new_context(viewport=PHONE, is_mobile=True, has_touch=True, locale="ja-JP")
    context.add_cookies(
        [
            {
                "name": "sessionid",
                "value": client.cookies["sessionid"].value,
                "domain": urlsplit(live_server.url).hostname,
                "path": "/",
            }
        ]
    )
    page = context.new_page()
    page.set_default_timeout(15_000)
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url) if r.method == "POST" else None)
    try:
        page.goto(f"{live_server.url}/events/{event.pk}/my-match")
        context.set_offline(True)
        page.locator(".result-buttons button[value='2-1']").click()
        status = page.locator("#queue-status")
        status.wait_for(state="visible")
        assert "オフライン" in status.inner_text()
        assert (
            page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('recorder-queue:')).length")
            == 1
        )
        page.screenshot(path="var/screenshots/venue-report-offline.png", full_page=True)
        match.refresh_from_db()
        assert match.status == Match.Status.PENDING  # nothing reached the server

        context.set_offline(False)  # the browser fires "online": the queue sends, then the page reloads
        # Sent, then the page reloads (and polls): the match shows the report, and the queue is empty.
        page.locator(".status", has_text="報告済み").wait_for()
        page.wait_for_load_state("networkidle")
        assert page.locator("#queue-status").is_hidden()
        assert page.evaluate(
            "Object.keys(localStorage).filter(k => k.startsWith('recorder-queue:'))"
            ".every(k => JSON.parse(localStorage.getItem(k)).length === 0)"
        )
        page.screenshot(path="var/screenshots/venue-report-sent.png", full_page=True)
        assert page.evaluate(f"localStorage.getItem('recorder-queue:my-match-{event.pk}')") == "[]"
    finally:
        context.close()
    match.refresh_from_db()
    a_is_ann = match.player_a.user_id == ann.pk
    assert (match.a_wins, match.b_wins) == ((2, 1) if a_is_ann else (1, 2))
    assert match.status == Match.Status.REPORTED
    assert AuditEntry.objects.filter(event=event, action="report_result").count() == 1
    assert len([u for u in posts if u.endswith("/my-match")]) >= 1
