"""Penalties, rulings, time extensions, deck checks, appeals and exports through the services, views and API."""

from __future__ import annotations

import csv
import io
import json

import pytest
from django.contrib.auth.models import User
from django.test import Client
from django.utils import timezone
from rest_framework.test import APIClient

from tournaments import rounds, services
from tournaments.models import AuditEntry, Event, Match, Registration, Round
from tournaments.penalties import services as penalties
from tournaments.penalties.models import Appeal, DeckCheck, EventStaff, Penalty
from tournaments.penalties.rules import Score

pytestmark = pytest.mark.django_db


@pytest.fixture
def people():
    return {
        n: User.objects.create_user(n, password=f"pw-{n}-123")
        for n in ("org", "judy", "head", "ann", "ben", "eve", "outsider")
    }


@pytest.fixture
def event(people):
    ev = Event.objects.create(name="Cup", game="rebirth", organizer=people["org"], seed=7)
    ev.judges.add(people["judy"])
    penalties.set_head_judge(ev, people["head"], people["org"])
    return ev


@pytest.fixture
def regs(event, people):
    return {
        "ann": Registration.objects.create(event=event, name="Ann", user=people["ann"], decklist="4 A\n4 B"),
        "ben": Registration.objects.create(event=event, name="Ben", user=people["ben"]),
        "eve": Registration.objects.create(event=event, name="Eve", user=people["eve"]),
        "cal": Registration.objects.create(event=event, name="Cal"),
    }


@pytest.fixture
def match(event, regs):
    rnd = Round.objects.create(event=event, number=1, status="published")
    Match.objects.create(round=rnd, table=2, player_a=regs["eve"], player_b=regs["cal"])
    return Match.objects.create(round=rnd, table=1, player_a=regs["ann"], player_b=regs["ben"])


def warn(reg, judge, code="gpe-looking-extra", **kw):
    return penalties.record_penalty(reg, judge, code, "warning", **kw).penalty


# --- recording and upgrades --------------------------------------------------------------------------


def test_only_the_events_judges_record_penalties(regs, people, match):
    for outsider in ("ann", "outsider"):
        with pytest.raises(services.PermissionDenied):
            warn(regs["ben"], people[outsider])
    p = warn(regs["ben"], people["judy"], match=match)
    assert p.judge == people["judy"] and p.round == match.round and p.suggested_penalty == "warning"
    assert warn(regs["ben"], people["head"]).judge == people["head"]  # the head judge is a judge too


def test_third_warning_suggests_a_game_loss_and_a_deviation_needs_a_reason(regs, people):
    judge, ann = people["judy"], regs["ann"]
    warn(ann, judge)
    warn(ann, judge)
    s = penalties.suggest_for(ann, "gpe-looking-extra")
    assert s.penalty == "game_loss" and s.upgraded_from == "warning"
    with pytest.raises(services.TournamentError) as err:
        warn(ann, judge)
    assert "理由" in err.value.ja and "reason" in err.value.en
    p = penalties.record_penalty(
        ann, judge, "gpe-looking-extra", "warning", deviation_reason="judge error led to it"
    ).penalty
    assert p.suggested_penalty == "game_loss" and p.penalty == "warning"


def test_history_across_events_counts_only_this_event(event, regs, people):
    past = Event.objects.create(name="Old Cup", game="rebirth", organizer=people["org"])
    past.judges.add(people["judy"])
    old = Registration.objects.create(event=past, name="Ann", user=people["ann"])
    warn(old, people["judy"], "te-slow-play")
    assert penalties.suggest_for(regs["ann"], "te-slow-play").penalty == "warning"
    history = penalties.history_of(regs["ann"])
    assert [p.event for p in history] == [past]
    warn(regs["ann"], people["judy"], "te-slow-play")
    assert penalties.suggest_for(regs["ann"], "te-slow-play").penalty == "game_loss"


def test_rescinded_penalties_do_not_count(regs, people):
    p = warn(regs["ann"], people["judy"], "te-slow-play")
    appeal = penalties.file_appeal(people["ann"], "I was not slow", penalty=p)
    penalties.decide_appeal(appeal, people["head"], "rescinded", "the clock shows normal pace")
    assert penalties.suggest_for(regs["ann"], "te-slow-play").penalty == "warning"


def test_myearth_loss_without_a_warning_is_refused(people):
    ev = Event.objects.create(name="Earth", game="myearth", organizer=people["org"])
    ev.judges.add(people["judy"])
    ann = Registration.objects.create(event=ev, name="Ann", user=people["ann"])
    with pytest.raises(services.TournamentError) as err:
        penalties.record_penalty(
            ann, people["judy"], "myearth-ruling-objection", "game_loss", deviation_reason="rude"
        )
    assert "myearth:287" in err.value.ja
    first = warn(ann, people["judy"], "myearth-ruling-objection")
    assert "myearth:287" in first.clause_refs
    assert penalties.suggest_for(ann, "myearth-ruling-objection").penalty == "game_loss"
    with pytest.raises(services.TournamentError):  # a rebirth event has no such entry
        penalties.infraction_for(
            Event.objects.create(name="R", game="rebirth", organizer=people["org"]),
            "myearth-ruling-objection",
        )


# --- permissions on history --------------------------------------------------------------------------


def test_a_player_sees_only_their_own_history(regs, people):
    warn(regs["ann"], people["judy"])
    assert len(penalties.visible_history(people["ann"], regs["ann"])) == 1
    assert len(penalties.visible_history(people["judy"], regs["ann"])) == 1
    with pytest.raises(services.PermissionDenied):
        penalties.visible_history(people["ben"], regs["ann"])
    ben = Client()
    ben.force_login(people["ben"])
    url = f"/events/{regs['ann'].event_id}/players/{regs['ann'].pk}/penalties"
    assert ben.get(url).status_code == 403
    api = APIClient()
    api.force_authenticate(people["ben"])
    assert (
        api.get(f"/api/events/{regs['ann'].event_id}/players/{regs['ann'].pk}/penalties").status_code == 403
    )
    api.force_authenticate(people["ann"])
    assert (
        api.get(f"/api/events/{regs['ann'].event_id}/players/{regs['ann'].pk}/penalties").status_code == 200
    )
    assert api.get(f"/api/events/{regs['ann'].event_id}/penalties").status_code == 403
    ann = Client()
    ann.force_login(people["ann"])
    mine = ann.get("/penalties/mine")
    assert mine.status_code == 200 and "余分なカードを見る" in mine.content.decode()


# --- results and standings ---------------------------------------------------------------------------


def test_game_loss_mid_match_counts_in_the_games_so_far(regs, people, match):
    rec = penalties.record_penalty(regs["ann"], people["judy"], "te-tardiness", "game_loss", match=match)
    match.refresh_from_db()
    assert (match.a_wins, match.b_wins, match.status) == (0, 1, "pending")
    assert rec.penalty.result_effect == "partial"
    assert AuditEntry.objects.filter(action="penalty_result", object_id=str(match.pk)).exists()


def test_game_loss_that_ends_the_match_awaits_the_penalized_players_confirmation(event, regs, people, match):
    penalties.record_penalty(
        regs["ann"],
        people["judy"],
        "te-tardiness",
        "game_loss",
        match=match,
        score_so_far=Score(1, 1),
    )
    match.refresh_from_db()
    assert (match.a_wins, match.b_wins, match.status) == (1, 2, "reported")
    assert match.reported_by == regs["ben"]
    services.confirm_result(match, people["ann"])  # the penalized player confirms
    match.refresh_from_db()
    assert match.status == "confirmed"
    table = {s.player: s for s in rounds.standings(event)}
    assert table[str(regs["ben"].pk)].match_points == 3 and table[str(regs["ann"].pk)].match_points == 0


def test_match_loss_confirmed_by_a_judge_feeds_the_standings(event, regs, people, match):
    rec = penalties.record_penalty(
        regs["ben"], people["head"], "usc-major", "match_loss", match=match, description="insults"
    )
    assert rec.penalty.result_effect == "proposed"
    penalties.confirm_penalty_result(rec.penalty, people["judy"])
    match.refresh_from_db()
    assert (match.a_wins, match.b_wins, match.status) == (2, 0, "confirmed")
    rec.penalty.refresh_from_db()
    assert rec.penalty.result_effect == "recorded"
    table = {s.player: s for s in rounds.standings(event)}
    assert table[str(regs["ann"].pk)].match_points == 3


def test_a_confirmed_result_is_not_reopened(regs, people, match):
    services.correct_result(match, people["judy"], 2, 1, 0, "slip")
    rec = penalties.record_penalty(regs["ann"], people["judy"], "te-tardiness", "game_loss", match=match)
    match.refresh_from_db()
    assert (match.a_wins, match.b_wins, match.status) == (2, 1, "confirmed")
    assert rec.penalty.result_effect == "not_applied" and "confirmed" in rec.notice_en


def test_disqualification_drops_the_player_keeps_the_report_and_leaves_the_standings(
    event, regs, people, match
):
    rec = penalties.record_penalty(
        regs["ann"], people["head"], "cheating", "disqualification", match=match, description="stacked deck"
    )
    ann = Registration.objects.get(pk=regs["ann"].pk)
    assert ann.disqualified and ann.dropped_after_round is not None
    match.refresh_from_db()
    assert (match.a_wins, match.b_wins, match.status) == (0, 2, "confirmed")
    assert Penalty.objects.get(pk=rec.penalty.pk).description == "stacked deck"
    table = {s.player: s for s in rounds.standings(event)}
    assert str(ann.pk) not in table  # a disqualified player leaves the standings
    assert table[str(regs["ben"].pk)].match_points == 3
    assert AuditEntry.objects.filter(action="disqualify", object_id=str(ann.pk)).exists()


# --- time, rulings, deck checks ----------------------------------------------------------------------


def test_time_extensions_add_up_and_are_audited(event, regs, people, match):
    penalties.record_ruling(
        event,
        people["judy"],
        "Does X trigger?",
        "No: clause 5 says ...",
        match=match,
        extension_minutes=3,
        clause_refs=["rebirth:10.6"],
    )
    penalties.add_time_extension(match, people["judy"], 2, "other", "spill")
    match.refresh_from_db()
    assert match.extension_minutes == 5 and match.time_extensions.count() == 2
    entries = AuditEntry.objects.filter(action="extend_time").order_by("id")
    assert [e.after["extension_minutes"] for e in entries] == [3, 5]
    Round.objects.filter(pk=match.round_id).update(started_at=timezone.now())
    c = Client()
    c.force_login(people["judy"])
    board = c.get(f"/events/{event.pk}/outstanding").content.decode()
    assert "(+5)" in board  # the outstanding board counts the extensions in the remaining time
    c.post(f"/events/{event.pk}/matches/{match.pk}/extend", {"minutes": 1, "source": "ruling"})
    match.refresh_from_db()
    assert match.extension_minutes == 6
    with pytest.raises(services.PermissionDenied):
        penalties.add_time_extension(match, people["ann"], 2, "other")
    with pytest.raises(services.TournamentError):
        penalties.add_time_extension(match, people["judy"], 2, "coffee")
    with pytest.raises(services.TournamentError):
        penalties.add_time_extension(match, people["judy"], 0, "other")


def test_deck_check_tables_are_seeded_and_a_discrepancy_becomes_a_penalty(event, regs, people, match):
    rnd = match.round
    first = penalties.deck_check_tables(rnd, 1)
    assert first == penalties.deck_check_tables(rnd, 1) and len(first) == 1
    check = penalties.record_deck_check(
        rnd, people["judy"], regs["ann"], presented_list="4 A\n3 B", minutes=4
    )
    assert check.outcome == "discrepancy" and check.differences == [
        {"card": "B", "registered": 4, "presented": 3}
    ]
    match.refresh_from_db()
    assert match.extension_minutes == 4
    # The deck-check page's "make it a penalty" link opens the form with the differences as its description.
    c = Client()
    c.force_login(people["judy"])
    form = c.get(
        f"/events/{event.pk}/penalties/new?player={regs['ann'].pk}&infraction=te-deck&deck_check={check.pk}"
    ).context["form"]
    assert form.initial["description"] == f"deck check #{check.pk}\nB: 4 → 3"
    p = penalties.record_penalty(
        regs["ann"],
        people["judy"],
        "te-deck",
        "warning",
        match=match,
        description=penalties.deck_check_description(check),
        deck_check=check,
    ).penalty
    assert DeckCheck.objects.get(pk=check.pk).penalty == p and "B: 4 → 3" in p.description
    ok = penalties.record_deck_check(rnd, people["judy"], regs["ben"], notes="fine")
    assert ok.outcome == "ok"


# --- appeals and catalogue ---------------------------------------------------------------------------


def test_appeal_is_decided_by_the_head_judge_once(regs, people):
    p = penalties.record_penalty(
        regs["ann"], people["judy"], "te-slow-play", "game_loss", deviation_reason="stalling-like"
    ).penalty
    with pytest.raises(services.PermissionDenied):
        penalties.file_appeal(people["ben"], "unfair", penalty=p)
    appeal = penalties.file_appeal(people["ann"], "It was a warning at most", penalty=p)
    with pytest.raises(services.TournamentError):
        penalties.file_appeal(people["ann"], "again", penalty=p)
    for not_head in ("judy", "ann"):
        with pytest.raises(services.PermissionDenied):
            penalties.decide_appeal(appeal, people[not_head], "changed", "x", "warning")
    penalties.decide_appeal(appeal, people["head"], "changed", "first offence", "warning")
    p.refresh_from_db()
    assert p.status == "changed" and p.effective_penalty == "warning"
    with pytest.raises(services.TournamentError, match="final"):
        penalties.decide_appeal(Appeal.objects.get(pk=appeal.pk), people["head"], "upheld", "second thoughts")
    change = AuditEntry.objects.get(action="change_penalty")
    assert change.before["final_penalty"] == "" and change.after["final_penalty"] == "warning"
    assert change.actor == people["head"] and change.reason == "first offence"


def test_without_a_head_judge_the_organizer_decides(event, regs, people):
    EventStaff.objects.all().delete()
    assert penalties.is_head_judge(people["org"], event) and not penalties.is_head_judge(
        people["judy"], event
    )
    penalties.set_head_judge(event, people["judy"], people["org"])
    assert penalties.is_head_judge(people["judy"], event) and not penalties.is_head_judge(
        people["org"], event
    )


def test_catalogue_overrides_per_event(event, regs, people):
    with pytest.raises(services.PermissionDenied):
        penalties.save_override(event, people["judy"], "te-slow-play", penalty="game_loss")
    penalties.save_override(event, people["head"], "te-slow-play", penalty="game_loss", upgrades=[])
    assert penalties.suggest_for(regs["ann"], "te-slow-play").penalty == "game_loss"
    with pytest.raises(services.TournamentError):
        penalties.save_override(event, people["head"], "te-deck", penalty="caution")
    penalties.save_override(
        event,
        people["org"],
        "local-phone",
        name_ja="携帯電話",
        name_en="Phone use",
        category="tournament_error",
        penalty="warning",
    )
    assert penalties.catalogue_for(event).get("local-phone").en == "Phone use"
    assert AuditEntry.objects.filter(action="edit_infraction").count() == 2


# --- audit, exports, pages ---------------------------------------------------------------------------


def test_audit_trail_of_a_penalty_and_its_result(regs, people, match):
    rec = penalties.record_penalty(regs["ben"], people["judy"], "usc-major", "match_loss", match=match)
    actions = list(AuditEntry.objects.order_by("id").values_list("action", "object_type", "actor__username"))
    assert ("record_penalty", "Penalty", "judy") in actions and ("penalty_result", "Match", "judy") in actions
    result = AuditEntry.objects.get(action="penalty_result")
    assert result.before["status"] == "pending" and result.after == {
        "a_wins": 2,
        "b_wins": 0,
        "draws": 0,
        "status": "reported",
    }
    assert result.reason == f"penalty #{rec.penalty.pk}"
    c = Client()
    c.force_login(people["judy"])
    page = c.get(f"/events/{match.round.event_id}/audit")
    assert page.status_code == 200 and "penalty_result" in page.content.decode()
    c.force_login(people["ann"])
    assert c.get(f"/events/{match.round.event_id}/audit").status_code == 403


def test_exports_csv_and_json(event, regs, people, match):
    warn(regs["ann"], people["judy"], match=match, description="saw 2 cards", clause_refs=["rebirth:10.6"])
    c = Client()
    c.force_login(people["judy"])
    response = c.get(f"/events/{event.pk}/penalties.csv")
    assert response["Content-Type"].startswith("text/csv")
    rows = list(csv.DictReader(io.StringIO(response.content.decode("utf-8-sig"))))
    assert rows[0]["player"] == "Ann" and rows[0]["clause_refs"] == "rebirth:10.6" and rows[0]["table"] == "1"
    body = json.loads(c.get(f"/events/{event.pk}/penalties.json").content)
    assert body["penalties"][0]["infraction"] == "gpe-looking-extra"
    c.force_login(people["ann"])
    assert c.get(f"/events/{event.pk}/penalties.csv").status_code == 403


def test_record_page_and_suggestion_endpoint(event, regs, people, match):
    c = Client()
    c.force_login(people["judy"])
    page = c.get(f"/events/{event.pk}/penalties/new?player={regs['ann'].pk}")
    assert page.status_code == 200 and "Ann" in page.content.decode()
    warn(regs["ann"], people["judy"])
    warn(regs["ann"], people["judy"])
    s = c.get(
        f"/events/{event.pk}/penalties/suggest?player={regs['ann'].pk}&infraction=gpe-looking-extra"
    ).json()
    assert s["penalty"] == "game_loss" and s["upgraded_from"] == "warning"
    response = c.post(
        f"/events/{event.pk}/penalties/new",
        {
            "player": regs["ben"].pk,
            "match": match.pk,
            "infraction": "te-slow-play",
            "penalty": "warning",
            "description": "slow",
            "extension_minutes": 2,
        },
    )
    assert response.status_code == 302
    assert Penalty.objects.filter(registration=regs["ben"], infraction="te-slow-play").exists()
    for url in ("penalties", "deck-checks", "appeals", "infractions", "rulings"):
        assert c.get(f"/events/{event.pk}/{url}").status_code == 200, url
    c.force_login(people["outsider"])
    assert c.get(f"/events/{event.pk}/penalties/new").status_code == 403


def test_api_records_and_lists_penalties(event, regs, people, match):
    api = APIClient()
    api.force_authenticate(people["judy"])
    created = api.post(
        f"/api/events/{event.pk}/penalties",
        {"player": regs["ann"].pk, "infraction": "te-slow-play", "penalty": "warning", "match": match.pk},
        format="json",
    )
    assert created.status_code == 201, created.content
    assert created.json()["penalty"] == "warning"
    listed = api.get(f"/api/events/{event.pk}/penalties").json()
    assert listed["count"] == 1 and listed["results"][0]["player"] == {
        "id": regs["ann"].pk,
        "display_name": "Ann",
    }
    assert api.get(f"/api/events/{event.pk}/penalties?player={regs['ben'].pk}").json()["count"] == 0
    refused = api.post(
        f"/api/events/{event.pk}/penalties",
        {"player": regs["ann"].pk, "infraction": "te-slow-play", "penalty": "warning"},
        format="json",
    )
    assert refused.status_code == 400 and "reason" in refused.json()["message"]
    api.force_authenticate(people["ann"])
    assert (
        api.post(
            f"/api/events/{event.pk}/penalties",
            {"player": regs["ben"].pk, "infraction": "te-slow-play", "penalty": "warning"},
            format="json",
        ).status_code
        == 403
    )


def test_api_deck_check_tables_extensions_and_appeals(event, regs, people, match):
    api = APIClient()
    api.force_authenticate(people["judy"])
    url = f"/api/events/{event.pk}/rounds/1/deck-check-tables?count=1"
    first = api.get(url).json()
    assert first == api.get(url).json() and len(first["tables"]) == 1 and first["seed"] == 7
    ext = api.post(
        f"/api/matches/{match.pk}/extensions", {"minutes": 3, "source": "deck_check"}, format="json"
    )
    assert ext.status_code == 201 and ext.json()["extension_minutes"] == 3
    p = warn(regs["ann"], people["judy"])
    api.force_authenticate(people["ann"])
    assert api.get(url).status_code == 403
    filed = api.post(f"/api/events/{event.pk}/appeals", {"penalty": p.pk, "statement": "no"}, format="json")
    assert filed.status_code == 201
    appeal_id = filed.json()["id"]
    assert (
        api.post(f"/api/appeals/{appeal_id}/decide", {"decision": "upheld", "reason": "x"}).status_code == 403
    )
    api.force_authenticate(people["head"])
    decided = api.post(f"/api/appeals/{appeal_id}/decide", {"decision": "upheld", "reason": "correct call"})
    assert decided.status_code == 200 and decided.json()["decision"] == "upheld"
    assert (
        api.post(f"/api/appeals/{appeal_id}/decide", {"decision": "rescinded", "reason": "y"}).status_code
        == 409  # the decision is final: a state conflict
    )
    audit = api.get(f"/api/events/{event.pk}/audit").json()["results"]
    assert {"record_penalty", "extend_time", "file_appeal", "decide_appeal"} <= {e["action"] for e in audit}
