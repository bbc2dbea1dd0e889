"""On a phone: a player records the disputed moment, sees the finding with its clause, attaches the record to a
dispute, and the judge sees the board and the finding."""

from __future__ import annotations

from pathlib import Path

import pytest
from django.contrib.auth.models import User

from rules_index.importer import import_all
from tournaments import rounds
from tournaments.models import Event, Match, Registration

from .test_dispute_flow import log_in

pytestmark = pytest.mark.django_db(transaction=True)
EXAMPLE = Path(__file__).resolve().parents[2] / "docs" / "examples" / "kaiju-snapshot.judgelog.json"


def test_record_a_moment_and_take_it_to_the_judge(phone_page, live_server):
    import_all()
    people = {n: User.objects.create_user(n, password=f"pw-{n}-123") for n in ("org", "judy", "ann", "ben")}
    event = Event.objects.create(name="怪獣杯", game="kaiju", organizer=people["org"])
    event.judges.add(people["judy"])
    for n in ("ann", "ben"):
        Registration.objects.create(event=event, name=n, user=people[n])
    rnd = rounds.pair_next_swiss_round(event, people["org"])
    rounds.publish_round(rnd, people["org"])
    match = Match.objects.get(round=rnd)

    page, base = phone_page, live_server.url
    log_in(page, base, "ann")
    page.goto(base + "/record/")
    page.fill("#title", "卓1 進攻の回数")
    page.set_input_files("#log", str(EXAMPLE))
    page.locator("#start-record button[type=submit]").click()
    page.wait_for_load_state()
    assert page.locator("h1").inner_text() == "卓1 進攻の回数"
    assert page.locator("svg.board").count() == 1
    # The example's second advance is already flagged beside entry 2, with its clause a tap away.
    finding = page.locator("#e2 .finding.v-illegal")
    assert "kaiju.main.advance_once_per_turn" in finding.inner_text()
    finding.locator("details.cited summary").first.click()
    assert finding.locator("details.cited a").first.is_visible()

    # Record one more entry with the thumb-sized form: a note, then undo a slip.
    page.select_option("#act", "draw")
    page.select_option("#actor", "P1")
    page.fill("#arg_name1", "count")
    page.fill("#arg_value1", "1")
    page.locator("#add-entry button[type=submit]").click()
    # The entry goes through the page's offline queue, which reloads the page once the server has it.
    page.locator("#e4").wait_for()
    page.locator("#undo").click()
    page.wait_for_load_state()
    assert page.locator("#e4").count() == 0
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    page.goto(f"{base}/events/{event.pk}/matches/{match.pk}/dispute")
    page.fill("textarea[name=description]", "相手が同じターンに2回進攻しました")
    page.select_option("#record", label="卓1 進攻の回数")
    page.get_by_role("button", name="送信").click()
    page.wait_for_load_state()
    assert "裁定依頼 #" in page.locator("h1").inner_text()

    log_in(page, base, "judy")
    page.goto(base + "/disputes/")
    page.locator("table.queue a").first.click()
    page.wait_for_load_state()
    page.locator("main a[href^='/validate/']").first.click()
    page.wait_for_load_state()
    assert "kaiju.main.advance_once_per_turn" in page.locator("ol.findings").inner_text()
    page.locator("ol.findings details.board-wrap summary").first.click()
    assert page.locator("ol.findings svg.board").first.is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
