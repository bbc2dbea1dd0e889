"""Phone audit (issue 18): the standings, the deck-check form, the ruling form and the pair-team
registration fit a 390 px phone, with nothing wider than the screen.

With PHONE_SHOTS=/some/dir each page is also saved as a full-page screenshot for a person to look at."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.contrib.auth.models import User

from judge.disputes import services as disputes
from judge.roles import ORGANIZER, PLAYER, assign_role
from tournaments import rounds, services
from tournaments.models import Event, Match, Registration

from .test_event_day_flow import fits_the_phone, log_in

pytestmark = pytest.mark.django_db(transaction=True)

# Long names as people register them: no spaces to break at, kanji with a kana reading in brackets.
LONG_NAMES = [
    "寿限無寿限無五劫の擦り切れ海砂利水魚（じゅげむじゅげむごこうのすりきれ）",
    "東京都千代田区立第一カードゲーム研究会代表山田太郎左衛門",
    "Supercalifragilisticexpialidocious_Player_With_A_Long_Handle",
    "佐藤花子",
    "鈴木一郎",
    "髙橋ひとみ",
    "田中健太",
    "伊藤あおい",
]


def shoot(page, name: str) -> None:  # type: ignore[no-untyped-def]
    folder = os.environ.get("PHONE_SHOTS")
    if folder:
        Path(folder).mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(Path(folder) / f"{name}.png"), full_page=True)


def wider_than_the_phone(page) -> list[str]:  # type: ignore[no-untyped-def]
    """The elements that reach past the right edge (for the failure message)."""
    return page.evaluate(
        """() => Array.from(document.querySelectorAll('body *'))
            .filter(e => e.getBoundingClientRect().right > 391 && !e.closest('.table-scroll'))
            .slice(0, 5).map(e => e.tagName + '.' + e.className + ' ' + Math.round(e.getBoundingClientRect().right))"""
    )


def test_event_pages_fit_a_phone(phone_page, live_server):
    org = User.objects.create_user("orgp", password="pw-orgp-123")
    judy = User.objects.create_user("judyp", password="pw-judyp-123")
    assign_role(org, ORGANIZER)
    players = [User.objects.create_user(f"p{i}", password=f"pw-p{i}-1234") for i in range(8)]
    for u in players:
        assign_role(u, PLAYER)
    event = Event.objects.create(name="怪獣カードゲーム地区予選・長い名前の大会", game="kaiju", organizer=org)
    event.judges.add(judy)
    regs = [
        Registration.objects.create(event=event, name=n, user=u)
        for n, u in zip(LONG_NAMES, players, strict=True)
    ]
    by_pk = {r.pk: r for r in regs}
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    matches = list(Match.objects.filter(round=rnd).order_by("table"))
    for match in matches[1:]:
        services.correct_result(match, org, 2, 1, 0)
    # The first match is disputed: the players' reports differ; one of them asks a judge.
    disputed = matches[0]
    services.report_result(disputed, by_pk[disputed.player_a_id].user, 2, 0, 0)
    services.report_result(disputed, by_pk[disputed.player_b_id].user, 1, 2, 0)
    dispute = disputes.open_dispute(
        disputed, by_pk[disputed.player_a_id].user, "相手が結果を違う内容で報告しました。" * 3
    )
    pair = Event.objects.create(name="ペア交流会", game="rebirth", organizer=org, team_format="pair")
    services.register_team(
        pair, "とても長いチーム名のペア・チーム東京代表", org, [(LONG_NAMES[0], ""), (LONG_NAMES[1], "")]
    )

    page, base = phone_page, live_server.url
    log_in(page, base, "orgp", "pw-orgp-123")
    page.goto(f"{base}/events/{event.pk}/standings")
    page.locator("table.standings details").first.locator("summary").click()
    page.locator("table.standings details").nth(1).locator("summary").click()
    shoot(page, "standings")
    assert fits_the_phone(page), wider_than_the_phone(page)

    page.goto(f"{base}/events/{pair.pk}/teams")
    shoot(page, "teams-pair")
    assert fits_the_phone(page), wider_than_the_phone(page)

    log_in(page, base, "judyp", "pw-judyp-123")
    page.goto(f"{base}/events/{event.pk}/deck-checks?count=2")
    shoot(page, "deck-checks")
    assert fits_the_phone(page), wider_than_the_phone(page)

    page.goto(f"{base}/disputes/{dispute.pk}")
    assert page.locator("ul.reports li").count() == 2
    shoot(page, "dispute-ruling")
    assert fits_the_phone(page), wider_than_the_phone(page)
