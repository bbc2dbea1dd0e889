"""A judge records warnings on a phone; the third for the same infraction suggests the game loss."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.roles import JUDGE, assign_role
from tournaments.models import Event, Registration
from tournaments.penalties.models import Penalty

pytestmark = pytest.mark.django_db(transaction=True)


def log_in(page, base: str, username: str, password: str) -> None:
    page.goto(base + "/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", password)
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()


def issue_warning(page, base: str, event: Event, player: Registration) -> None:
    page.goto(f"{base}/events/{event.pk}/penalties/new")
    page.select_option("select[name=player]", str(player.pk))  # reloads with the player's history
    page.wait_for_selector(".penalty-history")
    page.select_option("select[name=infraction]", "gpe-looking-extra")
    page.wait_for_selector("#suggestion:not([hidden])")


def test_judge_issues_warnings_and_the_third_suggests_a_game_loss(phone_page, live_server):
    org = User.objects.create_user("orgp", password="pw-orgp-123")
    judy = User.objects.create_user("judy", password="pw-judy-123")
    assign_role(judy, JUDGE)
    event = Event.objects.create(name="Reバース店舗大会", game="rebirth", organizer=org)
    event.judges.add(judy)
    ann = Registration.objects.create(event=event, name="Ann")
    Registration.objects.create(event=event, name="Ben")
    page, base = phone_page, live_server.url
    log_in(page, base, "judy", "pw-judy-123")

    for n in (1, 2):
        issue_warning(page, base, event, ann)
        assert page.locator(".suggested-penalty").inner_text() == "警告"
        assert page.locator("select[name=penalty]").input_value() == "warning"
        page.fill("textarea[name=description]", f"デッキトップを{n}枚多く見た")
        page.get_by_role("button", name="記録する").click()
        page.wait_for_load_state()
        assert page.locator(".issued").inner_text().startswith("警告")
    assert Penalty.objects.filter(registration=ann, penalty="warning").count() == 2

    issue_warning(page, base, event, ann)
    assert page.locator(".history-here li").count() == 2
    page.wait_for_function("document.querySelector('.suggested-penalty').textContent === 'ゲームの敗北'")
    assert "格上げ" in page.locator(".suggestion-reason").inner_text()
    assert page.locator("select[name=penalty]").input_value() == "game_loss"
    assert page.locator("#deviation").is_hidden()
    # Issuing only a warning instead is a deviation: the reason field appears and is required.
    page.select_option("select[name=penalty]", "warning")
    assert page.locator("#deviation").is_visible()
    page.get_by_role("button", name="記録する").click()
    page.wait_for_load_state()
    assert "理由" in page.locator("ul.messages").inner_text()
    assert Penalty.objects.filter(registration=ann).count() == 2
    # The phone layout does not scroll sideways.
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
