"""A MyEarth event's rules policy: the organizer chooses it, the event page shows it in both languages, and
the event's logs are replayed by it.

The policy is `deemed_draw_first_play` (judge/engine/games/myearth/policies.py, 96/101): a play as the first
act of a 番, with no draw declared, when the draw would take no card. A record opened from one of the event's
matches carries the event's choice in `header.options.policies`, as a Duel Masters event's does, so the log
it exports (and any run of it) is judged by the event's choice.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from judge.recorder.models import Record
from judge.roles import ORGANIZER, PLAYER, assign_role
from judge.validation.models import ValidationRun
from judge.validation.runner import run_validation
from tests.unit.engine.myearth.test_myearth_snapshot import CHAIN_C3, _before_draw, at, header, log
from tournaments import rounds
from tournaments.models import AuditEntry, Event, Match, Registration

pytestmark = pytest.mark.django_db

POLICY = "deemed_draw_first_play"


@pytest.fixture
def people() -> dict[str, User]:
    users = {n: User.objects.create_user(n, password=f"pw-{n}-1234") for n in ("org", "ann", "ben")}
    assign_role(users["org"], ORGANIZER)
    for n in ("ann", "ben"):
        assign_role(users[n], PLAYER)
    return users


def form_data(**extra: Any) -> dict[str, Any]:
    return {
        "name": "MyEarth Cup",
        "game": "myearth",
        "structure": "swiss",
        "top_cut": "0",
        "match_format": "bo1",
        "round_minutes": "50",
        "profile": "mtr",
        "variant": "standard",
        "myearth_starting_life": "20",
    } | extra


def test_the_organizer_sets_the_myearth_policy_and_the_event_page_shows_it(client, people) -> None:
    client.force_login(people["org"])
    form = client.get(reverse("tournaments:event_create")).content.decode()
    assert f'name="policy_{POLICY}"' in form and 'value="declare_first"' in form
    # A Duel Masters policy sent with a MyEarth event is not the game's: it is dropped.
    data = form_data(**{f"policy_{POLICY}": "declare_first", "policy_removed_player_cards": "controlled"})
    assert client.post(reverse("tournaments:event_create"), data).status_code == 302
    event = Event.objects.get(name="MyEarth Cup")
    assert event.rules_options == {"starting_life": 20, "policies": {POLICY: "declare_first"}}

    page = client.get(event.get_absolute_url()).content.decode()
    assert "違反：0枚のドローを先に宣言しなければならない（96項、101項）" in page
    for number in ("96", "101"):
        assert f'href="{reverse("rules:clause", args=["myearth", number])}"' in page
    client.cookies.load({"django_language": "en"})
    english = client.get(event.get_absolute_url()).content.decode()
    assert "illegal: the draw of 0 must be declared before any play (96, 101)" in english
    assert "is the draw of 0 deemed made before it (96)" in english
    client.cookies.pop("django_language")

    # The form shows the stored choice again, and a change is audited.
    edit = reverse("tournaments:event_edit", args=[event.pk])
    assert 'value="declare_first" selected' in client.get(edit).content.decode()
    assert client.post(edit, form_data(**{f"policy_{POLICY}": "after_draw"})).status_code == 302
    event.refresh_from_db()
    assert event.rules_options["policies"] == {POLICY: "after_draw"}
    entry = AuditEntry.objects.get(action="change_rules_settings")
    assert entry.before["rules_options"]["policies"] == {POLICY: "declare_first"}
    assert entry.after["rules_options"]["policies"] == {POLICY: "after_draw"}


def test_an_unset_policy_is_shown_as_a_judges_ruling_and_a_bad_choice_is_refused(client, people) -> None:
    client.force_login(people["org"])
    bad = client.post(reverse("tournaments:event_create"), form_data(**{f"policy_{POLICY}": "declare"}))
    assert bad.status_code == 200 and not Event.objects.exists()
    assert client.post(reverse("tournaments:event_create"), form_data()).status_code == 302
    event = Event.objects.get()
    assert "policies" not in event.rules_options
    page = client.get(event.get_absolute_url()).content.decode()
    row = page[page.index("番の最初の行動がカードを出すこと") :].split("</tr>")[0]
    assert "未設定（該当する場面ではジャッジの裁定が必要）" in row and "推奨の選択" not in row
    english = client.get(event.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "not set (when the situation arises a judge must rule)" in english
    form = client.get(reverse("tournaments:event_edit", args=[event.pk])).content.decode()
    assert "未設定（該当する場面ではジャッジの裁定が必要）" in form


def _record_from_match(client, event: Event, people: dict[str, User]) -> dict[str, Any]:  # type: ignore[no-untyped-def]
    """A player opens a record of the round's match at the table: its header, with the event's options."""
    rnd = rounds.pair_next_swiss_round(event, people["org"])
    rounds.publish_round(rnd, people["org"])
    match = Match.objects.get(round=rnd)
    client.force_login(people["ann"])
    response = client.post("/record/", {"mode": "blank", "match": str(match.pk), "first": "0"})
    assert response.status_code == 302
    record = Record.objects.order_by("-created_at").first()
    assert record is not None and record.game == "myearth"
    return record.document["header"]


def _validated(event_header: dict[str, Any], user: User) -> list[tuple[int | None, str, str]]:
    """A played-out log (B's 番 with the hand at the limit, C3 chained at once with no draw declared)
    under the event's options, validated as an uploaded run."""
    hdr = header()
    hdr["options"] = dict(hdr.get("options") or {}) | {
        k: v for k, v in event_header["options"].items() if k in ("policies", "starting_life")
    }
    game = log(_before_draw(hand=5, deck=9, drawn=False), CHAIN_C3, at("first", "B", "end_ban"), hdr=hdr)
    run = ValidationRun.from_bytes(json.dumps(game, ensure_ascii=False).encode(), uploaded_by=user)
    run.save()
    run_validation(str(run.pk))
    run.refresh_from_db()
    assert run.status == "done"
    return [(f["seq"], f["code"], f["verdict"]) for f in run.findings]


@pytest.mark.parametrize(
    "choice,expected",
    [
        ("declare_first", [(1, "myearth.ban.play_before_draw", "illegal")]),
        ("after_draw", []),
        (None, [(1, "myearth.ban.play_before_draw", "needs_ruling")]),
    ],
)
def test_the_events_policy_reaches_its_records_and_decides_their_findings(
    client, people, choice: str | None, expected: list[tuple[int, str, str]]
) -> None:
    options: dict[str, Any] = {"starting_life": 20}
    if choice:
        options["policies"] = {POLICY: choice}
    event = Event.objects.create(
        name="MyEarth Cup", game="myearth", organizer=people["org"], rules_options=options
    )
    for name in ("ann", "ben"):
        Registration.objects.create(event=event, name=name.title(), user=people[name])
    event_header = _record_from_match(client, event, people)
    if choice:
        assert event_header["options"]["policies"] == {POLICY: choice}
    else:
        assert "policies" not in event_header["options"]
    assert _validated(event_header, people["ann"]) == expected
