"""An organizer runs round 1 of an 8-player event; a player reports a result from a phone."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.roles import ORGANIZER, PLAYER, assign_role
from tournaments.models import Event, Match, Registration

pytestmark = pytest.mark.django_db(transaction=True)


def log_in(page, base: str, username: str, password: str) -> None:
    page.goto(base + "/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", password)
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()


def test_organizer_runs_round_one_and_sees_standings(browser, live_server):
    org = User.objects.create_user("orga", password="pw-orga-123")
    assign_role(org, ORGANIZER)
    context = browser.new_context(viewport={"width": 1024, "height": 900}, locale="ja-JP", bypass_csp=True)
    page = context.new_page()
    page.set_default_timeout(15_000)
    base = live_server.url
    log_in(page, base, "orga", "pw-orga-123")

    page.goto(base + "/events/new")
    page.fill("input[name=name]", "Reバース店舗大会")
    page.select_option("select[name=game]", "rebirth")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()
    assert page.get_by_role("heading", level=1).inner_text() == "Reバース店舗大会"
    # A new event starts as a draft; the organizer opens registration before pairing.
    page.get_by_role("button", name="参加受付を開始する").click()
    page.wait_for_load_state()

    for i in range(1, 9):
        page.fill("input[name=name]", f"プレイヤー{i}")
        page.get_by_role("button", name="追加する").click()
        page.wait_for_load_state()
    assert page.locator("ul.players li").count() == 8

    page.get_by_role("button", name="次の回戦を組む（スイスドロー）").click()
    page.wait_for_load_state()
    assert page.locator("table.pairings tbody tr").count() == 4
    page.get_by_role("button", name="公開する").click()
    page.wait_for_load_state()

    for table in range(1, 5):
        page.locator(f"tr[data-table='{table}'] a", has_text="入力・修正").click()
        page.fill("input[name=a_wins]", "2")
        page.fill("input[name=b_wins]", "0")
        page.fill("input[name=reason]", "結果票")
        page.locator("main button[type=submit]").click()
        page.wait_for_load_state()
    assert Match.objects.filter(status="confirmed").count() == 4

    page.get_by_role("link", name="順位", exact=True).click()
    page.wait_for_load_state()
    rows = page.locator("table.standings tbody tr")
    assert rows.count() == 8
    assert rows.nth(0).locator("td").nth(2).inner_text() == "3"
    assert rows.nth(7).locator("td").nth(2).inner_text() == "0"
    context.close()


def test_player_reports_a_result_on_a_phone(phone_page, live_server):
    org = User.objects.create_user("orgb", password="pw-orgb-123")
    ann = User.objects.create_user("ann", password="pw-ann-1234")
    ben = User.objects.create_user("ben", password="pw-ben-1234")
    for u in (ann, ben):
        assign_role(u, PLAYER)
    event = Event.objects.create(name="Kaiju Cup", game="kaiju", organizer=org)
    a = Registration.objects.create(event=event, name="Ann", user=ann)
    b = Registration.objects.create(event=event, name="Ben", user=ben)
    from tournaments import rounds

    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)

    page = phone_page
    base = live_server.url
    log_in(page, base, "ann", "pw-ann-1234")
    page.goto(base + f"/events/{event.pk}/my-match")
    assert page.locator(".table-no").inner_text() == "1"
    assert page.locator(".opponent").inner_text() == "Ben"
    match = rnd.matches.get()
    a_field, b_field = ("a_wins", "b_wins") if match.player_a_id == a.pk else ("b_wins", "a_wins")
    page.locator("details.other-score summary").click()  # the exact-score form behind the buttons
    page.fill(f"input[name={a_field}]", "2")
    page.fill(f"input[name={b_field}]", "1")
    # The report goes through the phone's offline queue, which reloads the page once the server has it.
    with page.expect_navigation():
        page.get_by_role("button", name="結果を報告").click()
    assert "相手の確認を待っています" in page.content()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    page.context.clear_cookies()
    log_in(page, base, "ben", "pw-ben-1234")
    page.goto(base + f"/events/{event.pk}/my-match")
    with page.expect_navigation():
        page.get_by_role("button", name="この結果で確定する").click()
    match.refresh_from_db()
    assert match.status == "confirmed"
    winner_games = match.a_wins if match.player_a_id == a.pk else match.b_wins
    assert winner_games == 2 and b.pk in (match.player_a_id, match.player_b_id)
