"""On a phone, one test per game: start a record at the table from a match, add the cards that matter,
set up the position by tapping zones, record a few entries including an illegal one, see the finding with
its clause, attach the record to a dispute, and the judge opens the dispute in the queue and sees the
board and the finding. An earlier entry is edited (kept as a correction). And an entry made while the
connection is down is kept and sent once it returns."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from django.contrib.auth.models import User

from judge.recorder.models import Record
from rules_index.importer import import_all
from tournaments import rounds
from tournaments.models import Event, Match, Registration

from .test_dispute_flow import log_in

pytestmark = pytest.mark.django_db(transaction=True)

# Per game: the cards (the per-game form's fields), the taps (seat, zone, card or a count), the act
# the judge records (the rules forbid it here) and the finding it gets.
GAMES = {
    "rebirth": {
        "cards": [
            {"c-id": "BIG", "c-type": "CH", "c-cost": "3", "c-atk": "3", "c-def": "3"},
            {"c-id": "C0", "c-type": "CH", "c-cost": "0", "c-atk": "1", "c-def": "1"},
        ],
        "taps": [("P1", "hand", "BIG"), ("P1", "energy", "C0"), ("P1", "hand", 3), ("P1", "deck", 40)],
        "entry": ("play_character", "P1", [("card", "P1:h1"), ("to", "member"), ("pay", "P1:e1,")]),
        "code": "rebirth.cost.energy_payment",
    },
    "kaiju": {
        "cards": [
            {"c-id": "E3", "c-type": "engage", "c-cost": "3", "c-colors": "red", "c-repel": "3000"},
            {"c-id": "K1", "c-type": "kaiju", "c-cost": "1", "c-colors": "red", "c-threat": "6000"},
        ],
        "taps": [
            ("P1", "hand", "E3"),
            ("P1", "kaiju-stack", "K1"),
            ("P2", "kaiju-stack", "K1"),
            ("P1", "hand", 3),
        ],
        "scalars": {"s-P1-area": "1", "s-P2-area": "1"},
        "entry": ("play_engage", "P1", [("card", "P1:h1"), ("area", "9")]),
        "code": "kaiju.main.engage_area",
    },
    "dimension-zero": {
        "cards": [
            {"c-id": "BIG", "c-type": "unit", "c-cost": "red=3", "c-power": "5000", "c-smash": "1"},
            {"c-id": "R1", "c-type": "unit", "c-cost": "red=1", "c-power": "1000", "c-smash": "1"},
        ],
        "taps": [
            ("P1", "hand", "BIG"),
            ("P1", "energy", "R1"),
            ("P1", "squares@B22", "R1"),
            ("P1", "hand", 3),
        ],
        "entry": ("play", "P1", [("card", "P1:h1"), ("to", "P1-1"), ("pay", "P1:e1,")]),
        "code": "dimension-zero.pay.amount",
    },
    "dm-variants": {
        "cards": [
            {
                "c-id": "BIG",
                "c-type": "creature",
                "c-cost": "5",
                "c-civilizations": "fire",
                "c-power": "5000",
            },
            {"c-id": "F1", "c-type": "creature", "c-cost": "1", "c-civilizations": "fire", "c-power": "1000"},
        ],
        "taps": [("P1", "hand", "BIG"), ("P1", "mana", "F1"), ("P1", "shields", 5), ("P1", "hand", 3)],
        "entry": ("summon", "P1", [("card", "P1:h1"), ("tap", "P1:m1,")]),
        "code": "dm-variants.cost.amount",
    },
    "myearth": {
        "cards": [
            {"c-id": "C3", "c-type": "confrontation", "c-atk": "3", "c-attributes": "陸", "c-cost": "陸=3"},
            {"c-id": "L", "c-type": "source", "c-attributes": "陸"},
        ],
        "taps": [("B", "hand", "C3"), ("B", "field-sources", "L"), ("B", "hand", 3), ("B", "deck", 10)],
        "entry": ("play", "B", [("card", "B:h1"), ("sources", "B:x9,")]),
        "code": "myearth.cost.not_own_source",
    },
}


IMG = Path(__file__).resolve().parents[2] / "docs" / "img"


def shot(page, name: str, game: str = "dm-variants", docs_game: str = "dm-variants", focus: str = "") -> None:  # type: ignore[no-untyped-def]
    """docs/recorder.md's screenshots, taken when DOCS_SCREENSHOTS=1 (one game is enough for each);
    ``focus`` is scrolled into view first."""
    if os.environ.get("DOCS_SCREENSHOTS") == "1" and game == docs_game:
        if focus:
            # To the top of the screen, below the site's sticky header.
            page.locator(focus).first.evaluate(
                "e => { e.scrollIntoView({block: 'start'}); scrollBy(0, -190); }"
            )
        page.screenshot(path=str(IMG / f"{name}.png"), full_page=False)


def add_card(page, fields: dict[str, str]) -> None:  # type: ignore[no-untyped-def]
    details = page.locator("#new-card")
    if details.get_attribute("open") is None:
        details.locator("summary").click()
    for field, value in fields.items():
        if field == "c-type":
            page.select_option(f"#{field}", value)
        else:
            page.fill(f"#{field}", value)
    page.locator("#card-form button[type=submit]").click()
    page.wait_for_load_state()


def tap(page, seat: str, zone: str, what: str | int) -> None:  # type: ignore[no-untyped-def]
    ident = f"{seat}-{zone}"
    zone_box = page.locator(f"[id='{ident}']")
    zone_box.locator("summary").click()
    if isinstance(what, int):
        page.fill(f"[id='{ident}-count']", str(what))
        zone_box.locator(".count-form button").click()
    else:
        page.select_option(f"[id='{ident}-card']", what)
        zone_box.locator("form.add-card button").click()
    page.wait_for_load_state()


def record_entry(page, act: str, actor: str, args: list[tuple[str, str]], seq: int) -> None:  # type: ignore[no-untyped-def]
    page.select_option("#act", act)
    page.select_option("#actor", actor)
    for i, (name, value) in enumerate(args, start=1):
        page.fill(f"#arg_name{i}", name)
        page.fill(f"#arg_value{i}", value)
    page.locator("#add-entry button[type=submit]").click()
    page.locator(f"#e{seq}").wait_for()


def a_match(game: str) -> tuple[Event, Match]:
    """An event of ``game`` with a judge (judy) and a published round-1 match between ann and ben."""
    people = {n: User.objects.create_user(n, password=f"pw-{n}-123") for n in ("org", "judy", "ann", "ben")}
    event = Event.objects.create(name=f"{game}杯", game=game, organizer=people["org"])
    event.judges.add(people["judy"])
    for n in ("ann", "ben"):
        Registration.objects.create(event=event, name=n, user=people[n])
    rnd = rounds.pair_next_swiss_round(event, people["org"])
    rounds.publish_round(rnd, people["org"])
    return event, Match.objects.get(round=rnd)


def start_from_match(page, base: str, match: Match, title: str) -> None:  # type: ignore[no-untyped-def]
    """The player opens the recorder from the match: the event's game and the match's two players."""
    page.goto(f"{base}/record/?match={match.pk}")
    page.fill("#blank-title", title)
    page.locator("#start-blank-go").click()
    page.wait_for_url("**/board")


def set_up(page, plan: dict, game: str) -> None:  # type: ignore[no-untyped-def]
    for card in plan["cards"]:
        add_card(page, card)
    for seat, zone, what in plan["taps"]:
        tap(page, seat, zone, what)
    first_zone = page.locator(f"[id='{plan['taps'][0][0]}-{plan['taps'][0][1]}']")
    first_zone.locator("summary").click()
    first_zone.scroll_into_view_if_needed()
    shot(page, "recorder-board-editor", game)
    if plan.get("scalars"):
        for field, value in plan["scalars"].items():
            page.fill(f"#{field}", value)
        page.locator("#scalars button[type=submit]").click()
        page.wait_for_load_state()
    # The engine judged the position at once: the findings (or "no problem") are on the editor's page.
    assert page.locator("#position-findings").is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


def take_to_the_judge(page, base: str, match: Match, title: str, code: str, game: str) -> None:  # type: ignore[no-untyped-def]
    """The player files a dispute with the record attached; the judge opens it from the queue and sees
    the finding there, and on the log's report the finding with the board drawn at it."""
    page.goto(f"{base}/events/{match.round.event_id}/matches/{match.pk}/dispute")
    page.fill("textarea[name=description]", "相手のプレイがルール通りか確認してください")
    page.select_option("#record", label=title)
    page.get_by_role("button", name="送信").click()
    page.wait_for_url("**/disputes/*")
    log_in(page, base, "judy")
    page.goto(base + "/disputes/")
    page.locator("table.queue a").first.click()
    page.wait_for_url("**/disputes/*")
    # The dispute lists the log's findings with their clauses: the illegal entry #2 is among them.
    report = page.locator("section:has(a[href^='/validate/'])")
    assert report.locator("li:has-text('#2') a[href^='/rules/']").count() >= 1
    page.locator("main a[href^='/validate/']").first.click()
    page.wait_for_url("**/validate/*")
    finding = page.locator(f"ol.findings > li:has-text('{code}')").first
    finding.locator("details.board-wrap summary").click()
    assert finding.locator("svg.board").is_visible()
    shot(
        page,
        "recorder-judge-report",
        game,
        docs_game="dimension-zero",
        focus=f"ol.findings > li:has-text('{code}')",
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= 390


@pytest.mark.parametrize("game", sorted(GAMES))
def test_set_up_a_position_record_an_illegal_entry_and_take_it_to_the_judge_on_a_phone(
    phone_page, live_server, game: str
) -> None:
    import_all()
    _, match = a_match(game)
    plan = GAMES[game]
    page, base = phone_page, live_server.url
    title = f"{game} 卓{match.table}"
    log_in(page, base, "ann")
    start_from_match(page, base, match, title)
    set_up(page, plan, game)

    page.locator("#to-record").click()
    page.wait_for_load_state()
    assert page.locator("svg.board").count() == 1
    page.fill("#note", "ジャッジ到着時の局面から")
    page.locator("#add-note button[value=note]").click()
    page.wait_for_load_state()
    act, actor, args = plan["entry"]
    record_entry(page, act, actor, args, seq=2)
    shot(page, "recorder-board", game, docs_game="rebirth", focus="details.board-wrap")
    finding = page.locator(f"#e2 .finding.v-illegal:has-text('{plan['code']}')")
    assert finding.count() == 1
    finding.locator("details.cited summary").first.click()
    assert finding.locator("details.cited a").first.is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    finding.scroll_into_view_if_needed()
    shot(page, "recorder-setup-finding", game)
    record = Record.objects.get()
    assert [e["act"] for e in record.document["entries"]] == ["note", act]
    assert record.document["header"]["event"]["table"] == match.table

    take_to_the_judge(page, base, match, title, plan["code"], game)


def test_an_earlier_entry_is_edited_on_a_phone_and_kept_as_a_correction(phone_page, live_server) -> None:
    import_all()
    User.objects.create_user("ann", password="pw-ann-123")
    plan = GAMES["dm-variants"]
    page, base = phone_page, live_server.url
    log_in(page, base, "ann")
    page.goto(base + "/record/")
    page.select_option("#blank-game", "dm-variants")
    page.fill("#name_0", "Aoi")
    page.fill("#name_1", "Ben")
    shot(page, "recorder-scratch")
    page.locator("#start-blank-go").click()
    page.wait_for_url("**/board")
    set_up(page, plan, "")
    page.locator("#to-record").click()
    page.wait_for_load_state()
    act, actor, args = plan["entry"]
    record_entry(page, act, actor, args, seq=1)
    assert page.locator(f"#e1 .finding:has-text('{plan['code']}')").count() == 1
    # The judge taps "edit" on the entry: the form holds the entry as recorded.
    page.locator("#e1 a.edit-entry").click()
    page.wait_for_url("**/entry/1")
    assert page.locator("#act").input_value() == "summon" and page.locator("#actor").input_value() == "P1"
    assert page.locator("#arg_name1").input_value() == "card"
    assert page.locator("#arg_value1").input_value() == "P1:h1"
    assert page.locator("#arg_value2").input_value() == "P1:m1,"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "recorder-edit", "dm-variants")
    # It was a mana charge, not a summon.
    page.select_option("#act", "charge")
    page.fill("#arg_name2", "")
    page.fill("#arg_value2", "")
    page.fill("#edit-note", "召喚ではなくマナチャージでした")
    page.locator("#save-edit").click()
    page.wait_for_url("**/record/*#e1")
    row = page.locator("#e1")
    assert "charge" in row.locator("code").first.inner_text()
    assert row.locator(f".finding:has-text('{plan['code']}')").count() == 0
    row.locator("details.history summary").click()
    history = row.locator("details.history").inner_text()
    assert "summon" in history and "召喚ではなくマナチャージでした" in history
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    shot(page, "recorder-edit-history", focus="#e1")
    record = Record.objects.get()
    assert [e["act"] for e in record.document["entries"]] == ["summon", "correction"]


def test_an_entry_made_offline_is_kept_and_sent_once_when_the_connection_returns(
    phone_page, live_server
) -> None:
    User.objects.create_user("ann", password="pw-ann-123")
    page, base = phone_page, live_server.url
    log_in(page, base, "ann")
    page.goto(base + "/record/")
    page.select_option("#blank-game", "dm-variants")
    page.locator("#start-blank-go").click()
    page.wait_for_load_state()
    page.locator("#to-record").click()
    page.wait_for_load_state()
    record = Record.objects.get()

    page.context.set_offline(True)
    page.select_option("#act", "draw")
    page.select_option("#actor", "P1")
    page.fill("#arg_name1", "count")
    page.fill("#arg_value1", "1")
    page.locator("#add-entry button[type=submit]").click()
    status = page.locator("#queue-status")
    status.wait_for(state="visible")
    assert "(1)" in status.inner_text()
    status.scroll_into_view_if_needed()
    shot(page, "recorder-offline")
    queued = page.evaluate(f"JSON.parse(localStorage.getItem('recorder-queue:{record.pk}'))")
    assert len(queued) == 1 and queued[0]["key"]
    record.refresh_from_db()
    assert record.document["entries"] == []

    page.context.set_offline(False)
    page.locator("#e1").wait_for()
    record.refresh_from_db()
    assert [e["act"] for e in record.document["entries"]] == ["draw"]
    assert page.evaluate(f"localStorage.getItem('recorder-queue:{record.pk}')") == "[]"
    # The same entry sent again (its answer lost with the connection) is not recorded twice.
    page.evaluate(
        """([key, fields]) => {
            localStorage.setItem('recorder-queue:' + key, JSON.stringify([fields]));
        }""",
        [str(record.pk), queued[0]],
    )
    page.reload()
    page.wait_for_function(f"localStorage.getItem('recorder-queue:{record.pk}') === '[]'")
    record.refresh_from_db()
    assert len(record.document["entries"]) == 1
