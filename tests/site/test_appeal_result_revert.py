"""An appeal that rescinds or changes a penalty takes back what it did to the match, the standings and
the player's registration, and says so in the audit log; penalty and result paths that raced each other."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.test import Client
from rest_framework.test import APIClient

from tournaments import rounds, services
from tournaments.models import AuditEntry, Event, Match, Registration, Round
from tournaments.penalties import services as penalties
from tournaments.penalties.models import Appeal, Penalty
from tournaments.penalties.rules import Score

pytestmark = pytest.mark.django_db


@pytest.fixture
def people():
    return {
        n: User.objects.create_user(n, password=f"pw-{n}-123") for n in ("org", "judy", "head", "ann", "ben")
    }


@pytest.fixture
def event(people):
    ev = Event.objects.create(name="Cup", game="rebirth", organizer=people["org"], seed=3, match_format="bo3")
    ev.judges.add(people["judy"])
    penalties.set_head_judge(ev, people["head"], people["org"])
    return ev


@pytest.fixture
def regs(event, people):
    return {
        "ann": Registration.objects.create(event=event, name="Ann", user=people["ann"]),
        "ben": Registration.objects.create(event=event, name="Ben", user=people["ben"]),
    }


@pytest.fixture
def match(event, regs):
    rnd = Round.objects.create(event=event, number=1, status="published")
    return Match.objects.create(round=rnd, table=1, player_a=regs["ann"], player_b=regs["ben"])


def points(event, reg):
    return {s.player: s.match_points for s in rounds.standings(event)}.get(str(reg.pk))


def state(match):
    match.refresh_from_db()
    return (match.a_wins, match.b_wins, match.draws, match.status)


def appeal_of(p, who, people):
    return penalties.file_appeal(people[who], "I was not late", penalty=p)


def test_rescinded_game_loss_restores_the_bo3_match_and_the_standings(event, regs, people, match):
    client = Client()
    client.force_login(people["judy"])
    rec = penalties.record_penalty(
        regs["ann"], people["judy"], "te-tardiness", "game_loss", match=match, score_so_far=Score(1, 1)
    )
    assert state(match) == (1, 2, 0, "reported")
    services.confirm_result(match, people["ann"])  # the penalized player accepts the result
    assert points(event, regs["ben"]) == 3 and points(event, regs["ann"]) == 0
    appeal = appeal_of(rec.penalty, "ann", people)

    client.force_login(people["head"])
    page = client.post(
        f"/events/{event.pk}/appeals/{appeal.pk}/decide",
        {"decision": "rescinded", "reason": "the clock was wrong"},
        follow=True,
    )
    assert page.status_code == 200
    assert state(match) == (1, 1, 0, "pending")  # the games so far, open for reporting again
    assert points(event, regs["ben"]) is None or points(event, regs["ben"]) == 0
    p = Penalty.objects.get(pk=rec.penalty.pk)
    assert p.status == "rescinded" and p.result_effect == "none"
    undone = AuditEntry.objects.get(action="penalty_result_undone", object_id=str(match.pk))
    assert undone.actor == people["head"]
    assert undone.before["status"] == "confirmed" and undone.after["status"] == "pending"
    assert (undone.before["b_wins"], undone.after["b_wins"]) == (2, 1)
    assert undone.reason.startswith(f"penalty #{p.pk}: appeal #{appeal.pk}")
    assert {"change_penalty", "decide_appeal"} <= set(AuditEntry.objects.values_list("action", flat=True))

    # the match goes on as before: Ann wins game 3 and both report it
    services.report_result(match, people["ann"], 2, 1)
    services.confirm_result(match, people["ben"])
    assert points(event, regs["ann"]) == 3 and points(event, regs["ben"]) == 0


def test_a_player_cannot_decide_an_appeal(event, regs, people, match):
    rec = penalties.record_penalty(regs["ann"], people["judy"], "te-tardiness", "game_loss", match=match)
    appeal = appeal_of(rec.penalty, "ann", people)
    client = Client()
    client.force_login(people["ann"])
    url = f"/events/{event.pk}/appeals/{appeal.pk}/decide"
    assert client.post(url, {"decision": "rescinded", "reason": "me"}).status_code == 403
    api = APIClient()
    api.force_authenticate(people["ann"])
    assert (
        api.post(f"/api/appeals/{appeal.pk}/decide", {"decision": "rescinded", "reason": "me"}).status_code
        == 403
    )
    assert state(match) == (0, 1, 0, "pending")  # nothing changed
    assert Appeal.objects.get(pk=appeal.pk).status == "open"


def test_match_loss_changed_to_a_game_loss_through_the_api(event, regs, people, match):
    rec = penalties.record_penalty(
        regs["ben"], people["judy"], "usc-major", "match_loss", match=match, score_so_far=Score(0, 1)
    )
    penalties.confirm_penalty_result(rec.penalty, people["judy"])
    assert state(match) == (2, 0, 0, "confirmed")
    appeal = appeal_of(rec.penalty, "ben", people)
    api = APIClient()
    api.force_authenticate(people["head"])
    got = api.post(
        f"/api/appeals/{appeal.pk}/decide",
        {"decision": "changed", "reason": "minor", "new_penalty": "game_loss"},
        format="json",
    )
    assert got.status_code == 200 and got.json()["notices"]
    assert state(match) == (1, 1, 0, "pending")  # 0-1 so far, plus Ben's game loss
    assert Penalty.objects.get(pk=rec.penalty.pk).result_effect == "partial"


def test_later_rounds_keep_their_pairings_and_the_notice_says_so(event, regs, people, match):
    rec = penalties.record_penalty(regs["ann"], people["judy"], "usc-major", "match_loss", match=match)
    penalties.confirm_penalty_result(rec.penalty, people["judy"])
    r2 = Round.objects.create(event=event, number=2, status="published")
    m2 = Match.objects.create(round=r2, table=1, player_a=regs["ben"], player_b=regs["ann"])
    notices: list[tuple[str, str]] = []
    penalties.decide_appeal(
        appeal_of(rec.penalty, "ann", people), people["head"], "rescinded", "wrong player", notices=notices
    )
    assert state(match) == (0, 0, 0, "pending")
    assert Match.objects.get(pk=m2.pk).player_b_id == regs["ann"].pk  # round 2 untouched
    assert any("Round(s) 2" in en for _, en in notices)
    undone = AuditEntry.objects.get(action="penalty_result_undone")
    assert undone.after["later_rounds_kept"] == [2]


def test_rescinded_disqualification_readmits_the_player_and_gives_back_the_report(event, regs, people, match):
    services.report_result(match, people["ann"], 2, 1)
    rec = penalties.record_penalty(
        regs["ann"], people["head"], "cheating", "disqualification", match=match, description="marked cards"
    )
    assert state(match) == (0, 2, 0, "confirmed")
    assert Registration.objects.get(pk=regs["ann"].pk).disqualified
    notices: list[tuple[str, str]] = []
    penalties.decide_appeal(
        appeal_of(rec.penalty, "ann", people),
        people["head"],
        "rescinded",
        "sleeves were worn",
        notices=notices,
    )
    ann = Registration.objects.get(pk=regs["ann"].pk)
    assert not ann.disqualified and ann.dropped_after_round is None and ann.active
    assert state(match) == (2, 1, 0, "reported") and match.reported_by_id == ann.pk
    services.confirm_result(match, people["ben"])  # Ben can confirm Ann's original report again
    assert points(event, ann) == 3
    reinstated = AuditEntry.objects.get(action="reinstate", object_id=str(ann.pk))
    assert reinstated.before["disqualified"] is True and reinstated.after["disqualified"] is False
    assert any("paired again" in en for _, en in notices)


def test_a_player_who_had_dropped_stays_dropped_after_the_dq_is_lifted(event, regs, people, match):
    services.drop(regs["ann"], people["ann"])
    reg = Registration.objects.get(pk=regs["ann"].pk)
    rec = penalties.record_penalty(reg, people["head"], "cheating", "disqualification", description="x")
    penalties.decide_appeal(appeal_of(rec.penalty, "ann", people), people["head"], "changed", "y", "warning")
    reg.refresh_from_db()
    assert not reg.disqualified and reg.dropped_after_round is not None


def test_a_game_loss_does_not_overwrite_a_reported_result(event, regs, people, match):
    services.report_result(match, people["ann"], 2, 0)
    rec = penalties.record_penalty(
        regs["ben"], people["judy"], "te-tardiness", "game_loss", match=match, score_so_far=Score(0, 0)
    )
    assert state(match) == (2, 0, 0, "reported") and match.reported_by_id == regs["ann"].pk
    assert rec.penalty.result_effect == "not_applied" and "reported" in rec.notice_en
    services.confirm_result(match, people["ben"])
    assert state(match) == (2, 0, 0, "confirmed")


def test_a_report_racing_a_penalty_result_is_refused_or_disputed(event, regs, people, match):
    rec = penalties.record_penalty(regs["ann"], people["judy"], "usc-major", "match_loss", match=match)
    assert state(match) == (0, 2, 0, "reported")
    with pytest.raises(services.TournamentError):
        services.report_result(match, people["ben"], 2, 0)  # the penalty result is Ben's report already
    services.report_result(match, people["ann"], 2, 1)  # Ann disagrees: the match is disputed
    assert state(match)[3] == "disputed"
    penalties.decide_appeal(appeal_of(rec.penalty, "ann", people), people["head"], "rescinded", "no insult")
    assert state(match) == (0, 0, 0, "pending")  # the dispute was about the penalty; it is gone


def test_a_result_changed_after_the_penalty_is_left_for_the_judge(event, regs, people, match):
    rec = penalties.record_penalty(regs["ann"], people["judy"], "te-tardiness", "game_loss", match=match)
    services.report_result(match, people["ben"], 0, 2)  # they played on and Ben won game 2
    services.confirm_result(match, people["ann"])
    notices: list[tuple[str, str]] = []
    penalties.decide_appeal(
        appeal_of(rec.penalty, "ann", people), people["head"], "rescinded", "z", notices=notices
    )
    assert state(match) == (0, 2, 0, "confirmed")
    assert any("not reverted" in en for _, en in notices)
    assert AuditEntry.objects.filter(action="penalty_result_kept", object_id=str(match.pk)).exists()


def test_a_penalty_after_the_confirmed_result_changes_nothing_when_rescinded(event, regs, people, match):
    services.correct_result(match, people["judy"], 2, 1, 0, "entered")
    rec = penalties.record_penalty(regs["ann"], people["judy"], "usc-major", "match_loss", match=match)
    penalties.decide_appeal(appeal_of(rec.penalty, "ann", people), people["head"], "rescinded", "z")
    assert state(match) == (2, 1, 0, "confirmed")
    assert not AuditEntry.objects.filter(action="penalty_result_undone").exists()


def test_upholding_the_penalty_keeps_the_result(event, regs, people, match):
    rec = penalties.record_penalty(regs["ann"], people["judy"], "usc-major", "match_loss", match=match)
    penalties.decide_appeal(appeal_of(rec.penalty, "ann", people), people["head"], "upheld", "right call")
    assert state(match) == (0, 2, 0, "reported")
    assert Penalty.objects.get(pk=rec.penalty.pk).result_effect == "proposed"
