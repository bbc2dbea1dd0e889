"""Event day on a phone (issue 18): the organizer adds a scorekeeper, opens registration and pairs; a player
reports with a button, the opponent confirms with one tap; the organizer finishes the event."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.roles import ORGANIZER, PLAYER, assign_role
from tournaments.models import Event, Match, Registration

pytestmark = pytest.mark.django_db(transaction=True)


def log_in(page, base: str, username: str, password: str) -> None:
    page.context.clear_cookies()
    page.goto(base + "/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", password)
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()


def fits_the_phone(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth") <= 390


def test_staff_added_player_reports_with_buttons_and_the_event_finishes(phone_page, live_server):
    org = User.objects.create_user("orgd", password="pw-orgd-123")
    assign_role(org, ORGANIZER)
    User.objects.create_user("sam", password="pw-sam-1234")
    ann = User.objects.create_user("ann", password="pw-ann-1234")
    ben = User.objects.create_user("ben", password="pw-ben-1234")
    for u in (ann, ben):
        assign_role(u, PLAYER)
    event = Event.objects.create(name="店舗大会", game="kaiju", organizer=org, rounds=1, status="draft")
    Registration.objects.create(event=event, name="Ann", user=ann)
    Registration.objects.create(event=event, name="Ben", user=ben)
    page = phone_page
    base = live_server.url

    log_in(page, base, "orgd", "pw-orgd-123")
    page.goto(base + event.get_absolute_url())
    assert page.locator("ol.lifecycle li[aria-current=step]").inner_text() == "準備中"
    page.get_by_role("link", name="スタッフ（ジャッジ・スコアキーパー）を管理").click()
    page.fill("input[name=username]", "sam")
    page.select_option("select[name=role]", "scorekeeper")
    page.get_by_role("button", name="スタッフに加える").click()
    page.wait_for_load_state()
    assert "スコアキーパー" in page.locator("li[data-user=sam]").inner_text()
    assert fits_the_phone(page)
    assert event.scorekeepers.filter(username="sam").exists()

    page.goto(base + event.get_absolute_url())
    page.get_by_role("button", name="参加受付を開始する").click()
    page.wait_for_load_state()
    page.get_by_role("button", name="次の回戦を組む（スイスドロー）").click()
    page.wait_for_load_state()
    page.get_by_role("button", name="公開する").click()
    page.wait_for_load_state()
    assert fits_the_phone(page)

    match = Match.objects.get(round__event=event)
    log_in(page, base, "ann", "pw-ann-1234")
    page.goto(base + f"/events/{event.pk}/my-match")
    # The result goes through the phone's offline queue, which reloads the page once the server has it.
    with page.expect_navigation():
        page.get_by_role("button", name="2-1", exact=True).click()  # Ann won 2-1
    assert "相手の確認を待っています" in page.content() and fits_the_phone(page)

    log_in(page, base, "ben", "pw-ben-1234")
    page.goto(base + f"/events/{event.pk}/my-match")
    with page.expect_navigation():
        page.get_by_role("button", name="この結果で確定する").click()
    match.refresh_from_db()
    ann_wins = match.a_wins if match.player_a.user_id == ann.pk else match.b_wins
    assert match.status == "confirmed" and ann_wins == 2

    log_in(page, base, "orgd", "pw-orgd-123")
    page.goto(base + event.get_absolute_url())
    page.get_by_role("button", name="イベントを終了する").click()
    page.wait_for_load_state()
    assert page.locator("ol.lifecycle li[aria-current=step]").inner_text() == "終了"
    assert page.locator("ol.final-standings li").first.inner_text().startswith("Ann")
    assert fits_the_phone(page)
    page.screenshot(path="/tmp/event_day_finished.png", full_page=True)
