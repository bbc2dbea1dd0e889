"""Registration, results and the audit trail, with permissions enforced on the server."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from tournaments import services
from tournaments.models import AuditEntry, Event, Match, Registration, Round

pytestmark = pytest.mark.django_db


@pytest.fixture
def people():
    return {
        n: User.objects.create_user(n, password=f"pw-{n}-123") for n in ("org", "judy", "ann", "ben", "eve")
    }


@pytest.fixture
def event(people):
    ev = Event.objects.create(name="Cup", game="rebirth", organizer=people["org"])
    ev.judges.add(people["judy"])
    return ev


@pytest.fixture
def match(event, people):
    a = Registration.objects.create(event=event, name="Ann", user=people["ann"])
    b = Registration.objects.create(event=event, name="Ben", user=people["ben"])
    rnd = Round.objects.create(event=event, number=1)
    return Match.objects.create(round=rnd, table=1, player_a=a, player_b=b)


def test_organizer_registers_and_duplicates_are_refused(event, people):
    reg = services.register(event, "  Carol ", people["org"])
    assert reg.name == "Carol" and reg.joined_round == 1
    with pytest.raises(services.TournamentError) as err:
        services.register(event, "Carol", people["org"])
    assert "すでに登録" in err.value.ja and "already registered" in err.value.en
    with pytest.raises(services.PermissionDenied):
        services.register(event, "Mallory", people["eve"])  # not the organizer, not registering themselves
    assert services.register(event, "Eve", people["eve"], user=people["eve"]).user == people["eve"]


def test_late_entry_joins_the_next_round(event, people):
    Round.objects.create(event=event, number=1)
    Round.objects.create(event=event, number=2)
    assert services.register(event, "Late", people["org"]).joined_round == 3


def test_csv_import_is_all_or_nothing_and_names_the_line(event, people):
    with pytest.raises(services.TournamentError) as err:
        services.import_players_csv(event, "name,username\nA,\nB,ann\nA,\n", people["org"])
    assert err.value.line == 4 and "4行目" in err.value.ja
    assert event.registrations.count() == 0
    with pytest.raises(services.TournamentError) as err:
        services.import_players_csv(event, "A\nB,nobody\n", people["org"])
    assert err.value.line == 2 and event.registrations.count() == 0
    created = services.import_players_csv(event, "名前\nA\nB,ann\n\n", people["org"])
    assert [r.name for r in created] == ["A", "B"] and created[1].user == people["ann"]


def test_report_confirm_and_dispute(match, people):
    services.report_result(match, people["ann"], 2, 1)
    match.refresh_from_db()
    assert match.status == Match.Status.REPORTED
    with pytest.raises(services.TournamentError, match="already reported"):
        services.report_result(match, people["ann"], 2, 1)
    with pytest.raises(services.PermissionDenied):
        services.confirm_result(match, people["eve"])
    services.confirm_result(match, people["ben"])
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED and (match.a_wins, match.b_wins) == (2, 1)
    with pytest.raises(services.TournamentError, match="already confirmed"):
        services.report_result(match, people["ben"], 0, 2)


def test_disagreeing_reports_open_a_dispute(match, people):
    services.report_result(match, people["ann"], 2, 0)
    services.report_result(match, people["ben"], 0, 2)
    match.refresh_from_db()
    assert match.status == Match.Status.DISPUTED


def test_impossible_scores_are_refused(match, people):
    for score in ((3, 0, 0), (2, 2, 0)):
        with pytest.raises(services.TournamentError, match="Impossible"):
            services.report_result(match, people["ann"], *score)
    assert Match.objects.get(pk=match.pk).status == Match.Status.PENDING


def test_only_judges_correct_and_every_change_is_audited(match, people):
    services.report_result(match, people["ann"], 2, 0)
    with pytest.raises(services.PermissionDenied):
        services.correct_result(match, people["ben"], 0, 2, 0, "I won")
    with pytest.raises(services.TournamentError, match="reason"):
        services.correct_result(match, people["judy"], 0, 2, 0, " ")
    services.correct_result(match, people["judy"], 1, 2, 0, "slip was wrong")
    entry = AuditEntry.objects.filter(action="correct_result").get()
    assert entry.actor == people["judy"] and entry.reason == "slip was wrong"
    assert entry.before["a_wins"] == 2 and entry.after == {
        "a_wins": 1,
        "b_wins": 2,
        "draws": 0,
        "status": "confirmed",
    }
    assert list(AuditEntry.objects.order_by("id").values_list("action", flat=True)) == [
        "report_result",
        "correct_result",
    ]


def test_drop_and_disqualify(event, match, people):
    ann = match.player_a
    with pytest.raises(services.PermissionDenied):
        services.drop(ann, people["ben"])
    services.drop(ann, people["ann"])
    ann.refresh_from_db()
    assert ann.dropped_after_round == 1 and not ann.active
    with pytest.raises(services.TournamentError):
        services.drop(ann, people["ann"])
    ben = match.player_b
    with pytest.raises(services.PermissionDenied):
        services.disqualify(ben, people["ann"], "x")
    services.disqualify(ben, people["judy"], "cheating")
    ben.refresh_from_db()
    assert ben.disqualified and ben.dropped_after_round == 1


def test_decklist_deadline(event, match, people):
    from datetime import timedelta

    from django.utils import timezone

    ann = match.player_a
    services.submit_decklist(ann, "4 カードA", people["ann"])
    with pytest.raises(services.PermissionDenied):
        services.submit_decklist(ann, "x", people["ben"])
    event.decklist_deadline = timezone.now() - timedelta(minutes=1)
    event.save()
    ann.refresh_from_db()
    with pytest.raises(services.TournamentError, match="deadline"):
        services.submit_decklist(ann, "4 カードB", people["ann"])
    assert Registration.objects.get(pk=ann.pk).decklist == "4 カードA"
