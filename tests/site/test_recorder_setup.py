"""Starting a record at the table without a log file: the game, format and players (from the match when
opened from one), the cards that matter, the board editor, and entries sent again by the offline queue."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.recorder.models import Record
from judge.roles import JUDGE, PLAYER, assign_role
from tournaments import rounds
from tournaments.models import Event, Match, Registration

pytestmark = pytest.mark.django_db


@pytest.fixture
def ann(client):
    user = User.objects.create_user("ann", password="pw-ann-1234")
    assign_role(user, PLAYER)
    client.force_login(user)
    return user


def start(client, **data) -> Record:  # type: ignore[no-untyped-def]
    response = client.post("/record/", {"mode": "blank", **data})
    assert response.status_code == 302
    record = Record.objects.order_by("-created_at").first()
    assert record is not None and response["Location"] == f"/record/{record.pk}/board"
    return record


def tap(client, record: Record, **data) -> str:  # type: ignore[no-untyped-def]
    response = client.post(f"/record/{record.pk}/board", data, follow=True)
    assert response.status_code == 200
    record.refresh_from_db()
    return response.content.decode()


def test_a_record_starts_from_scratch_with_the_game_format_and_players(client, ann) -> None:
    record = start(
        client, game="dimension-zero", variant="", name_0="Aoi", name_1="Ben", first="1", title="卓5"
    )
    header = record.document["header"]
    assert record.game == "dimension-zero" and record.title == "卓5"
    assert header["variant"] == "constructed"  # the game's usual format when the form leaves it empty
    assert header["players"] == [{"seat": "P1", "name": "Aoi"}, {"seat": "P2", "name": "Ben"}]
    assert header["first_player"] == "P2" and header["snapshot"]["turn_players"] == ["P2"]
    assert record.document["entries"] == []
    page = client.get(f"/record/{record.pk}/board").content.decode()
    # Dimension Zero's own layout: the nine battle squares and each seat's bases.
    assert 'id="P1-squares@B11"' in page and 'id="P2-squares@P2-3"' in page and "layout-dz" in page
    # The per-game card form asks for the numbers this game's rules need.
    assert 'name="power"' in page and 'name="smash"' in page and 'name="atk"' not in page
    english = client.get(f"/record/{record.pk}/board", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Set up the board" in english and "base 1" in english and "power" in english


def test_a_judge_adds_cards_and_taps_zones_and_the_engine_judges_the_position(client, ann) -> None:
    record = start(client, game="kaiju", name_0="Aoi", name_1="Ben")
    page = tap(client, record, op="card", card_id="E1", name="交戦", type="engage", cost="1", colors="red")
    assert record.document["header"]["cards"]["E1"]["keywords"] == {"colors": ["red"]}
    assert 'value="E1"' in page
    tap(client, record, op="add", seat="P1", zone="areas/3", card="E1", zone_id="P1-areas-3")
    assert record.document["header"]["snapshot"]["players"]["P1"]["areas"]["3"][0]["card"] == "E1"
    assert record.document["header"]["decklists"]["P1"]["main"]["E1"] == 1
    tap(client, record, op="count", seat="P1", zone="hand", count="4")
    assert record.document["header"]["snapshot"]["players"]["P1"]["hand"]["count"] == 4
    # The position is judged at once: no advancing kaiju yet, in area 0 (kaiju snapshot rules).
    page = tap(client, record, op="scalars", turn="4", phase="main", turn_player="P2")
    assert "kaiju.snapshot.advancing_kaiju" in page and 'id="position-ok"' not in page
    assert 'id="position-warning"' in page  # said again beside the button that goes on to the record
    assert record.document["header"]["snapshot"]["turn"] == 4
    assert record.document["header"]["snapshot"]["turn_players"] == ["P2"]
    # A tap the editor cannot read is answered with the reason; the position stays as it was.
    before = record.document
    page = tap(client, record, op="add", seat="P1", zone="areas/3", card="NOPE")
    assert 'class="messages"' in page and record.document == before


def test_a_record_opened_from_a_match_takes_the_events_game_settings_and_players(client, ann) -> None:
    org = User.objects.create_user("org", password="pw-org-1234")
    ben = User.objects.create_user("ben", password="pw-ben-1234")
    event = Event.objects.create(
        name="DM杯", game="dm-variants", organizer=org, variant="standard", rules_options={"range": 1}
    )
    Registration.objects.create(event=event, name="Ann", user=ann)
    Registration.objects.create(event=event, name="Ben", user=ben)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    match = Match.objects.get(round=rnd)
    page = client.get(f"/record/?match={match.pk}").content.decode()
    assert 'name="match"' in page and "DM杯" in page and 'id="blank-game"' not in page
    # The form cannot change the event's game: the match decides.
    record = start(client, match=str(match.pk), game="kaiju", first="0")
    header = record.document["header"]
    assert record.game == "dm-variants" and header["options"] == {"range": 1}
    assert {p["name"] for p in header["players"]} == {"Ann", "Ben"}
    assert header["event"] == {"name": "DM杯", "round": rnd.number, "table": match.table}
    # Someone who neither plays nor judges the match gets the plain form.
    eve = User.objects.create_user("eve", password="pw-eve-1234")
    client.force_login(eve)
    assert 'name="match"' not in client.get(f"/record/?match={match.pk}").content.decode()


def test_only_the_owner_edits_the_board_and_only_before_the_first_entry(client, ann) -> None:
    record = start(client, game="dm-variants")
    judge = User.objects.create_user("jo", password="pw-jo-12345")
    assign_role(judge, JUDGE)
    client.force_login(judge)
    assert client.get(f"/record/{record.pk}/board").status_code == 200
    assert client.post(f"/record/{record.pk}/board", {"op": "count"}).status_code == 403
    client.force_login(ann)
    client.post(record.get_absolute_url(), {"action": "note", "note": "start"})
    record.refresh_from_db()
    assert client.post(f"/record/{record.pk}/board", {"op": "count"}).status_code == 403


def test_an_entry_sent_twice_by_the_offline_queue_is_recorded_once(client, ann) -> None:
    record = start(client, game="dm-variants")
    entry = {"action": "add", "act": "draw", "actor": "P1", "key": "k-1"}
    for _ in range(3):
        assert client.post(record.get_absolute_url(), entry).status_code == 302
    record.refresh_from_db()
    assert len(record.document["entries"]) == 1 and record.sent_keys == ["k-1"]
    queued = client.post(record.get_absolute_url(), entry | {"key": "k-2"}, HTTP_X_RECORDER_QUEUE="1")
    assert queued.status_code == 204  # only this tells the queue the entry is kept
    record.refresh_from_db()
    assert len(record.document["entries"]) == 2
    # The queue is told that an entry was read and refused, so it does not send it again.
    response = client.post(
        record.get_absolute_url(), {"action": "add", "act": "", "key": "k-3"}, HTTP_X_RECORDER_QUEUE="1"
    )
    assert response.status_code == 422


def test_the_match_page_and_the_dispute_form_link_to_a_record_of_the_match(client, ann) -> None:
    org = User.objects.create_user("org", password="pw-org-1234")
    ben = User.objects.create_user("ben", password="pw-ben-1234")
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org)
    Registration.objects.create(event=event, name="Ann", user=ann)
    Registration.objects.create(event=event, name="Ben", user=ben)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    match = Match.objects.get(round=rnd)
    dispute = client.get(f"/events/{event.pk}/matches/{match.pk}/dispute").content.decode()
    assert f"/record/?match={match.pk}" in dispute
