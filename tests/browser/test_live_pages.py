"""Live pages on a phone (issue 18): a player's pairings page and match page update without a reload when
the organizer publishes a round and when a result changes; the round timer counts down; the find box
filters a 300-player round as you type.

Set SCREENSHOT_DIR to keep the pages as pictures (390 px wide)."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.db.models import Q

from judge.roles import ORGANIZER, PLAYER, assign_role
from tournaments import rounds, services
from tournaments.models import Event, Match, Registration
from tournaments.penalties import services as penalties

pytestmark = pytest.mark.django_db(transaction=True)

NO_RELOAD = "window.__stillTheSamePage === true"


@pytest.fixture(autouse=True)
def fast_polls(settings):
    settings.LIVE_POLL_SECONDS = 2  # the live server runs in this process: the pages poll every ~2 s


def log_in(page, base: str, username: str, password: str) -> None:
    page.context.clear_cookies()
    page.goto(base + "/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", password)
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()


def shot(page, name: str, *, full: bool = True) -> None:
    folder = os.environ.get("SCREENSHOT_DIR")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=full)


def fits_the_phone(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth") <= 390


def make_event(players: int, accounts: set[int]) -> tuple[Event, User, dict[int, User]]:
    """An event of ``players`` entries; those numbered in ``accounts`` can log in (password hashing is
    slow, so the 300-player event gives an account to one player only)."""
    org = User.objects.create_user("orgl", password="pw-orgl-123")
    assign_role(org, ORGANIZER)
    event = Event.objects.create(name="ライブ大会", game="rebirth", organizer=org, rounds=3, seed=11)
    users = {}
    for i in range(1, players + 1):
        user = None
        if i in accounts:
            user = users[i] = User.objects.create_user(f"pl{i:03d}", password="pw-player-123")
            assign_role(user, PLAYER)
        Registration.objects.create(event=event, name=f"プレイヤー{i:03d}", user=user)
    return event, org, users


def test_pairings_and_match_page_update_without_reload_and_show_the_timer(phone_page, live_server):
    event, org, users = make_event(8, set(range(1, 9)))
    page, base = phone_page, live_server.url
    log_in(page, base, "pl001", "pw-player-123")
    page.goto(base + f"/events/{event.pk}/pairings")
    assert "まだ対戦が発表されていません" in page.locator("#live-root").inner_text()
    page.evaluate("window.__stillTheSamePage = true")

    # The organizer publishes round 1 (from another device): the player's page shows it by itself.
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    mine = Match.objects.get(Q(player_a__user=users[1]) | Q(player_b__user=users[1]), round=rnd)
    page.wait_for_selector("tr[data-find-name='プレイヤー001']")
    assert page.evaluate(NO_RELOAD)
    row = page.locator("table.by-name tr[data-find-name='プレイヤー001']")
    assert row.locator("td.num").inner_text() == str(mine.table)
    assert "あなた" in row.inner_text() and row.get_attribute("class") == "me"
    timer = page.locator("#live-root .timer")
    assert timer.locator(".timer-label").inner_text() == "残り"
    assert re.fullmatch(r"(4[0-9]|50):\d\d", timer.locator(".timer-value").inner_text())
    assert "更新しました" in page.locator(".live-status").inner_text()
    assert fits_the_phone(page)
    shot(page, "pairings-live-390")

    # A result changes: the by-table row shows it, still the same page.
    services.correct_result(mine, org, 2, 1, 0)
    result = page.locator(f"table.by-table tr[data-table='{mine.table}'] td.result")
    page.wait_for_function(
        f"document.querySelector(\"table.by-table tr[data-table='{mine.table}'] td.result\").textContent.includes('2-1')"
    )
    assert "2-1" in result.inner_text() and page.evaluate(NO_RELOAD)

    # Find yourself: the box filters by name and by table.
    page.fill("#find-box", "ぷれいやー001")  # hiragana finds the katakana name
    page.wait_for_function(
        "document.querySelectorAll('table.by-name tr[data-find-name]:not([hidden])').length === 1"
    )
    assert page.locator("#find-count").inner_text() == "1件見つかりました"
    page.fill("#find-box", "zz")
    page.wait_for_function(
        "document.querySelectorAll('table.by-name tr[data-find-name]:not([hidden])').length === 0"
    )
    assert "見つかりません" in page.locator("#find-count").inner_text()
    page.fill("#find-box", "")

    # The player's own match page: the opponent's report arrives without a reload, with the timer.
    other = next(m for m in rnd.matches.filter(player_b__isnull=False) if m.pk != mine.pk)
    me = other.player_a.user
    log_in(page, base, me.username, "pw-player-123")
    page.goto(base + f"/events/{event.pk}/my-match")
    page.evaluate("window.__stillTheSamePage = true")
    assert page.locator(".timer.big .timer-label").inner_text() == "残り"
    penalties.add_time_extension(other, org, 5, "other", "spill")
    page.wait_for_selector(".timer.big .ext")
    assert "延長 +5分" in page.locator(".timer.big").inner_text()
    services.report_result(other, other.player_b.user, 2, 0, 0)  # the opponent reports A won 2-0
    page.get_by_role("button", name="この結果で確定する").wait_for()
    assert page.evaluate(NO_RELOAD) and fits_the_phone(page)
    shot(page, "my-match-live-390")
    # The confirmation goes through the phone's report queue, then the page reloads.
    with page.expect_navigation():
        page.get_by_role("button", name="この結果で確定する").click()
    other.refresh_from_db()
    assert other.status == Match.Status.CONFIRMED and other.a_wins == 2


def test_find_box_on_a_300_player_round_and_the_board_timers(phone_page, live_server):
    event, org, _users = make_event(300, {123})
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    page, base = phone_page, live_server.url
    log_in(page, base, "pl123", "pw-player-123")
    page.goto(base + f"/events/{event.pk}/pairings")
    assert page.locator("table.by-name tr[data-find-name]").count() == 300
    box = page.get_by_label("名前か卓番号で探す")
    box.fill("ﾌﾟﾚｲﾔｰ123")  # half-width katakana finds the full-width name
    page.wait_for_function(
        "document.querySelectorAll('table.by-name tr[data-find-name]:not([hidden])').length === 1"
    )
    table = page.locator("table.by-name tr[data-find-name]:not([hidden]) td.num").inner_text()
    box.fill(table)
    page.wait_for_function(
        "document.querySelectorAll('table.by-table tr[data-find-name]:not([hidden])').length >= 1"
    )
    shown = page.locator("table.by-table tr[data-find-name]:not([hidden])")
    assert any(shown.nth(i).get_attribute("data-table") == table for i in range(shown.count()))
    assert box.bounding_box()["height"] >= 44 and fits_the_phone(page)  # a big target for a thumb
    shot(page, "pairings-find-300-390", full=False)

    page.goto(base + f"/events/{event.pk}/standings")
    page.get_by_label("名前か順位で探す").fill("プレイヤー12")
    page.wait_for_function(
        "document.querySelectorAll('table.standings tr[data-find-name]:not([hidden])').length === 10"  # 120-129
    )
    shot(page, "standings-find-390", full=False)

    log_in(page, base, "orgl", "pw-orgl-123")
    page.goto(base + f"/events/{event.pk}/outstanding")
    assert page.locator("table.outstanding .timer").count() == 150
    assert re.fullmatch(r"(4[0-9]|50):\d\d", page.locator(".round-clock .timer-value").inner_text())
    page.evaluate("window.__stillTheSamePage = true")
    first = rnd.matches.order_by("table").first()
    services.correct_result(first, org, 2, 0, 0)
    page.wait_for_function("document.querySelectorAll('table.outstanding .timer').length === 149")
    assert page.evaluate(NO_RELOAD)
    shot(page, "outstanding-390", full=False)


def test_live_scripts_run_under_the_sites_csp(browser, live_server):
    """The other tests bypass the CSP (Playwright's predicates use eval); here it is enforced: the timer,
    the polling and the find box are files of this site and fetch only from it."""
    from tests.browser.conftest import PHONE

    event, org, _users = make_event(8, set())
    context = browser.new_context(viewport=PHONE, is_mobile=True, locale="ja-JP")
    page = context.new_page()
    page.set_default_timeout(15_000)
    blocked: list[str] = []
    page.on("console", lambda m: blocked.append(m.text) if "Content Security Policy" in m.text else None)
    try:
        page.goto(live_server.url + f"/events/{event.pk}/pairings")
        rounds.publish_round(rounds.pair_next_swiss_round(event, org), org)
        page.locator("table.by-name tr[data-find-name]").first.wait_for()  # arrived by a poll
        page.locator("#live-root .timer .timer-label", has_text="残り").wait_for()  # counted by the script
        page.fill("#find-box", "プレイヤー005")
        page.locator("#find-count", has_text="1件見つかりました").wait_for()
    finally:
        context.close()
    assert blocked == []
