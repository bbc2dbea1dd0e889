"""On phones: a player submits a dispute, a judge rules citing two clauses, the player reads the ruling."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from rules_index.importer import import_all
from tournaments import rounds
from tournaments.models import Event, Match, Registration

pytestmark = pytest.mark.django_db(transaction=True)


def log_in(page, base: str, username: str) -> None:
    page.context.clear_cookies()
    page.goto(base + "/accounts/login/")
    page.fill("input[name=login]", username)
    page.fill("input[name=password]", f"pw-{username}-123")
    page.locator("main button[type=submit]").click()
    page.wait_for_load_state()


def test_dispute_on_phones(phone_page, live_server):
    import_all()
    people = {n: User.objects.create_user(n, password=f"pw-{n}-123") for n in ("org", "judy", "ann", "ben")}
    event = Event.objects.create(name="Reバース杯", game="rebirth", organizer=people["org"])
    event.judges.add(people["judy"])
    for n in ("ann", "ben"):
        Registration.objects.create(event=event, name=n, user=people[n])
    rnd = rounds.pair_next_swiss_round(event, people["org"])
    rounds.publish_round(rnd, people["org"])
    match = Match.objects.get(round=rnd)

    page, base = phone_page, live_server.url
    log_in(page, base, "ann")
    page.goto(f"{base}/events/{event.pk}/my-match")
    page.get_by_role("link", name="ジャッジに裁定を依頼").click()
    page.fill("textarea[name=description]", "相手がブロッカーを持たないキャラでブロックしました")
    page.get_by_role("button", name="送信").click()
    page.wait_for_load_state()
    assert "裁定依頼 #" in page.locator("h1").inner_text()
    dispute_url = page.url

    log_in(page, base, "judy")
    page.goto(base + "/disputes/")
    page.locator("table.queue a").first.click()
    page.wait_for_load_state()
    assert page.locator("ol.suggested li").count() == 5  # prepared in-process before the page was shown
    page.get_by_role("button", name="担当する").click()
    page.wait_for_load_state()
    page.fill(
        "textarea[name=decision]", "ブロッカーを持たないキャラはブロックできません。ブロックは無効です。"
    )
    page.fill("input[name=more_refs]", "rebirth:11.6.2 rebirth:8.3.3")
    page.fill("input[name=extension]", "3")
    page.get_by_role("button", name="裁定を記録").click()
    page.wait_for_load_state()
    assert page.locator("#dispute-status").inner_text() == "裁定済み"

    log_in(page, base, "ann")
    page.goto(dispute_url)
    ruling = page.locator("#ruling")
    assert "ブロックは無効です" in ruling.inner_text()
    assert sorted(ruling.locator("a.cited-ref").all_inner_texts()) == ["rebirth:11.6.2", "rebirth:8.3.3"]
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    # In English, the page chrome changes; the ruling stays as the judge wrote it.
    page.get_by_role("button", name="English").click()
    page.wait_for_load_state()
    assert (
        "Ruling" in page.locator("#ruling h2").inner_text()
        or "Rulings" in page.locator("#ruling h2").inner_text()
    )
    match.refresh_from_db()
    assert match.extension_minutes == 3
