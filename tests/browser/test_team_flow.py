"""A trio on phones: a member registers the team, the three members report their seats, the opponents
confirm, and the team result and the team standings appear (390 px wide, no sideways scrolling)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.roles import PLAYER, assign_role
from tournaments import rounds, services
from tournaments.models import Event, Match, Team

pytestmark = pytest.mark.django_db(transaction=True)

PASSWORD = "pw-team-1234"


def log_in(page, base: str, username: str) -> None:
    page.context.clear_cookies()
    page.goto(base + "/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", PASSWORD)
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()


def fits_the_phone(page) -> bool:
    return page.evaluate("document.documentElement.scrollWidth") <= 390


def test_a_trio_registers_reports_its_seats_and_sees_the_team_result(phone_page, live_server):
    org = User.objects.create_user("org", password=PASSWORD)
    users = {n: User.objects.create_user(n, password=PASSWORD) for n in ("a1", "a2", "a3", "b1", "b2", "b3")}
    for u in users.values():
        assign_role(u, PLAYER)
    event = Event.objects.create(name="トリオ杯", game="rebirth", organizer=org, team_format="trio", seed=5)
    services.register_team(event, "Beta", org, [(n, n) for n in ("b1", "b2", "b3")])
    page, base = phone_page, live_server.url

    # A member registers the team from the event page; they sit in seat A with their own username.
    log_in(page, base, "a1")
    page.goto(base + f"/events/{event.pk}/")
    page.get_by_role("link", name="チームで参加登録する").click()
    page.wait_for_load_state()
    assert page.input_value("input[name=a_user]") == "a1"
    page.fill("input[name=name]", "Alpha")
    page.fill("input[name=a_name]", "Aki")
    page.fill("input[name=b_name]", "Ban")
    page.fill("input[name=b_user]", "a2")
    page.fill("input[name=c_name]", "Chi")
    page.fill("input[name=c_user]", "a3")
    page.locator("main form.team-form button[type=submit]").click()
    page.wait_for_load_state()
    assert page.locator("li.team[data-team=Alpha]").count() == 1
    assert fits_the_phone(page)
    alpha = Team.objects.get(event=event, name="Alpha")
    assert [m.user.username for m in alpha.members.order_by("seat")] == ["a1", "a2", "a3"]

    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)

    # Each Alpha member reports their seat (Alpha wins A and B, loses C); the Beta member confirms.
    for seat, alpha_user, beta_user, alpha_won in (
        ("A", "a1", "b1", True),
        ("B", "a2", "b2", True),
        ("C", "a3", "b3", False),
    ):
        match = rnd.matches.get(seat=seat)
        alpha_is_a = match.player_a.team_id == alpha.pk
        mine, theirs = (2, 0) if alpha_won else (0, 2)
        a_wins, b_wins = (mine, theirs) if alpha_is_a else (theirs, mine)
        log_in(page, base, alpha_user)
        page.goto(base + f"/events/{event.pk}/my-match")
        assert page.locator(".table-no").inner_text() == str(match.table)
        # The result buttons are from the reporter's side: Alpha's member taps 2-0 or 0-2.
        # Sent through the phone's offline queue, which reloads the page once the server has it.
        with page.expect_navigation():
            page.get_by_role("button", name="2-0" if alpha_won else "0-2", exact=True).click()
        assert fits_the_phone(page)
        log_in(page, base, beta_user)
        page.goto(base + f"/events/{event.pk}/my-match")
        with page.expect_navigation():
            page.get_by_role("button", name="この結果で確定する").click()
        confirmed = Match.objects.get(pk=match.pk)
        assert confirmed.status == "confirmed" and (confirmed.a_wins, confirmed.b_wins) == (a_wins, b_wins)

    log_in(page, base, "a1")
    page.goto(base + f"/events/{event.pk}/my-match")
    assert page.locator(".team-outcome").inner_text() == "勝ち"
    assert fits_the_phone(page)

    page.goto(base + f"/events/{event.pk}/standings")
    rows = page.locator("table.standings tr.team-row")
    assert rows.count() == 2
    assert rows.nth(0).get_attribute("data-team") == "Alpha"
    assert rows.nth(0).locator("td.mp").inner_text() == "3"
    breakdown = page.locator("tr.breakdown-row[data-team=Alpha]")
    breakdown.locator("summary").click()
    assert "C席 0勝1敗0分" in breakdown.inner_text()
    assert fits_the_phone(page)
