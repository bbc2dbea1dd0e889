"""On a 390 px phone (issue 18): a player signs up and fills their profile; the top-8 bracket is drawn
as SVG after a quarter-final result, with the winner carried into the semi-final."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.contrib.auth.models import User

from judge.accounts.models import PlayerProfile
from judge.roles import ORGANIZER, PLAYER, assign_role, roles_of
from tournaments import rounds, services
from tournaments.models import Event, Registration

pytestmark = pytest.mark.django_db(transaction=True)

IMG = Path(__file__).resolve().parents[2] / "docs" / "img"


def shot(page, name: str) -> None:  # type: ignore[no-untyped-def]
    """A screenshot to look at: into docs/img when DOCS_SCREENSHOTS=1, else beside the test run."""
    folder = IMG if os.environ.get("DOCS_SCREENSHOTS") == "1" else Path("/tmp")
    page.screenshot(path=str(folder / f"{name}.png"), full_page=True)


def fits_the_phone(page) -> bool:  # type: ignore[no-untyped-def]
    return page.evaluate("document.documentElement.scrollWidth") <= 390


def test_a_player_signs_up_and_fills_their_profile(phone_page, live_server):
    page = phone_page
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="新規登録").click()
    page.wait_for_load_state()
    assert fits_the_phone(page)
    page.fill("input[name=username]", "hanako")
    page.fill("input[name=email]", "hanako@example.jp")
    page.fill("input[name=password1]", "kiwi-Tokyo-2026!")
    page.fill("input[name=password2]", "kiwi-Tokyo-2026!")
    shot(page, "accounts-signup-phone")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() == "プロフィール"
    user = User.objects.get(username="hanako")
    assert roles_of(user) == [PLAYER]
    page.get_by_label("表示名").fill("はなこ")
    page.get_by_label("氏名（漢字）").fill("山田 花子")
    page.get_by_label("氏名（かな）").fill("やまだ はなこ")
    page.get_by_label("Reバース for you 総合ルール の公式アプリID").fill("BR-0001-2345")
    page.locator("#profile-form button[type=submit]").click()
    page.wait_for_load_state()
    assert "プロフィールを保存しました。" in page.locator(".messages").inner_text()
    assert fits_the_phone(page)
    profile = PlayerProfile.objects.get(user=user)
    assert (profile.name_kanji, profile.name_kana) == ("山田 花子", "やまだ はなこ")
    assert profile.game_ids == {"rebirth": "BR-0001-2345"}
    assert page.get_by_label("Reバース for you 総合ルール の公式アプリID").input_value() == "BR-0001-2345"
    shot(page, "accounts-profile-phone")
    # Signed out and in again with the email address.
    page.locator("header form.inline button").click()
    page.wait_for_load_state()
    page.goto(live_server.url + "/accounts/login/")
    assert fits_the_phone(page)
    shot(page, "accounts-login-phone")
    page.fill("input[name=login]", "hanako@example.jp")
    page.fill("input[name=password]", "kiwi-Tokyo-2026!")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()
    assert page.get_by_role("link", name="プロフィール").is_visible()


def test_the_bracket_is_drawn_after_a_top_eight_result(phone_page, live_server):
    org = User.objects.create_user("orgb", password="pw-orgb-123")
    assign_role(org, ORGANIZER)
    event = Event.objects.create(
        name="店舗チャンピオンシップ",
        game="rebirth",
        organizer=org,
        seed=3,
        rounds=3,
        top_cut=8,
        status="registration",
    )
    for i in range(10):
        Registration.objects.create(event=event, name=f"プレイヤー{i + 1:02d}")
    for _ in range(3):
        rnd = rounds.pair_next_swiss_round(event, org)
        rounds.publish_round(rnd, org)
        for m in rnd.matches.filter(player_b__isnull=False):
            services.correct_result(m, org, 2, 1, 0, "slip")
    quarter = rounds.pair_elimination_round(event, org)
    rounds.publish_round(quarter, org)
    seeds = rounds.bracket_of(event).seeds
    names = rounds.names(event)
    table_one = quarter.matches.get(table=1)

    page = phone_page
    page.context.clear_cookies()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=login]", "orgb")
    page.fill("input[name=password]", "pw-orgb-123")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()
    # The organizer enters table 1's result on the phone: seed 1 wins 2-0.
    page.goto(live_server.url + f"/events/{event.pk}/matches/{table_one.pk}/result")
    seed1_is_a = str(table_one.player_a_id) == seeds[0]
    page.fill("input[name=a_wins]", "2" if seed1_is_a else "0")
    page.fill("input[name=b_wins]", "0" if seed1_is_a else "2")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()

    page.goto(live_server.url + f"/events/{event.pk}/bracket")
    svg = page.locator("#bracket-live svg.bracket-svg")
    assert svg.count() == 1 and page.locator("#bracket-live .bracket-match").count() == 7
    quarter_box = page.locator('.bracket-match[data-round="1"][data-slot="0"]')
    assert "decided" in (quarter_box.get_attribute("class") or "")
    assert quarter_box.locator(".b-side.won").get_attribute("data-player") == names[seeds[0]]
    semi_box = page.locator('.bracket-match[data-round="2"][data-slot="0"]')
    assert semi_box.locator(".b-side").first.get_attribute("data-player") == names[seeds[0]]
    assert page.locator(".b-link.carried").count() == 1
    # The page fits the phone; only the bracket's own box scrolls sideways.
    assert fits_the_phone(page)
    box = page.locator(".bracket-box")
    assert box.evaluate("el => el.scrollWidth > el.clientWidth")
    box.evaluate("el => { el.scrollLeft = el.scrollWidth; }")
    assert box.evaluate("el => el.scrollLeft") > 0
    box.evaluate("el => { el.scrollLeft = 0; }")
    shot(page, "bracket-phone")
    # On a desktop the whole top 8 fits without scrolling.
    page.set_viewport_size({"width": 1280, "height": 900})
    page.reload()
    assert not page.locator(".bracket-box").evaluate("el => el.scrollWidth > el.clientWidth")
    page.screenshot(path="/tmp/bracket-desktop.png", full_page=True)
