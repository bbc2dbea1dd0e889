"""Judges' tools on one member of a trio: a time extension, a deck check and a dispute touch that member's
seat match only, and the team result follows from the seats (docs/teams.md, "Per member")."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from judge.disputes import services as disputes
from tournaments import rounds, services
from tournaments.models import AuditEntry, Event, Match, Round, Team
from tournaments.penalties import services as penalties
from tournaments.penalties.models import TimeExtension

pytestmark = pytest.mark.django_db

SEATS = "ABC"


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


@pytest.fixture
def trio(org):
    """Two teams whose six members have accounts; round 1 paired and published."""
    event = Event.objects.create(name="Trio", game="rebirth", organizer=org, team_format="trio", seed=5)
    for team in ("al", "be"):
        names = [f"{team}{s}" for s in SEATS]
        for n in names:
            User.objects.create_user(n, password="pw-x-12345")
        services.register_team(event, team, User.objects.get(username=names[0]), [(n, n) for n in names])
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    return event, rnd


def seat(rnd: Round, letter: str) -> Match:
    return rnd.matches.select_related("player_a__user", "player_b__user").get(seat=letter)


def test_a_time_extension_lengthens_one_seat_only(org, trio):
    _event, rnd = trio
    b = seat(rnd, "B")
    penalties.add_time_extension(b, org, 4, TimeExtension.Source.RULING, "long ruling at seat B")
    minutes = {m.seat: m.extension_minutes for m in rnd.matches.all()}
    assert minutes == {"A": 0, "B": 4, "C": 0}
    assert AuditEntry.objects.filter(action="extend_time", object_id=str(b.pk)).count() == 1


def test_a_deck_check_of_a_member_finds_their_seat_and_its_time_goes_there(org, trio):
    _event, rnd = trio
    c = seat(rnd, "C")
    member = c.player_b
    member.decklist = "4 Alpha\n4 Beta"
    member.save()
    check = penalties.record_deck_check(rnd, org, member, presented_list="4 Alpha\n3 Beta", minutes=3)
    assert check.match_id == c.pk and check.outcome == "discrepancy"
    assert [d["card"] for d in check.differences] == ["Beta"]
    minutes = {m.seat: m.extension_minutes for m in rnd.matches.all()}
    assert minutes == {"A": 0, "B": 0, "C": 3}
    # The seeded draw picks among seat tables, the same ones each time it is asked.
    tables = penalties.deck_check_tables(rnd, 2)
    assert tables == penalties.deck_check_tables(rnd, 2)
    assert set(tables) <= set(rnd.matches.values_list("table", flat=True))


def test_only_the_seat_players_or_a_judge_open_a_dispute_on_a_seat(org, trio):
    _event, rnd = trio
    a = seat(rnd, "A")
    teammate_at_b = seat(rnd, "B").player_a.user
    with pytest.raises(services.PermissionDenied):
        disputes.open_dispute(a, teammate_at_b, "my teammate's opponent drew an extra card")
    opened = disputes.open_dispute(a, a.player_a.user, "opponent drew an extra card")
    assert opened.match_id == a.pk
    assert disputes.can_view(a.player_b.user, opened)
    assert not disputes.can_view(teammate_at_b, opened)


def test_a_ruling_on_a_seat_sets_that_seat_and_the_team_result_follows(org, trio):
    event, rnd = trio
    a, b, c = (seat(rnd, s) for s in SEATS)
    alpha = str(Team.objects.get(name="al").pk)

    def alpha_wins(m: Match) -> tuple[int, int, int]:
        return (2, 0, 0) if str(m.player_a.team_id) == alpha else (0, 2, 0)

    for m in (a, b):
        services.correct_result(m, org, *alpha_wins(m), "entered from the slip")
    # Seat C is disputed: the two players reported different results.
    services.report_result(c, c.player_a.user, 2, 1, 0)
    dispute = disputes.open_dispute(c, c.player_b.user, "the last game was a draw, not a loss")
    disputes.rule(dispute, org, "Game 3 ended in a draw by the rules.", ["rebirth:1.1"], result=(1, 1, 1))
    c.refresh_from_db()
    assert (c.a_wins, c.b_wins, c.draws, c.status) == (1, 1, 1, Match.Status.CONFIRMED)
    assert c.report_a == {"a_wins": 2, "b_wins": 1, "draws": 0} and c.report_b is None  # kept as entered
    assert {m.seat: m.status for m in rnd.matches.all()} == dict.fromkeys(SEATS, Match.Status.CONFIRMED)
    (tm, _), *_ = rounds.team_results(event)
    assert sum(1 for s in tm.seats if s.winner is None) == 1  # seat C drawn
    top = rounds.team_standings(event)[0]
    assert top.team == alpha and top.match_points == 3  # 2 seat wins and a draw win the round
    assert AuditEntry.objects.filter(action="ruling_result", object_id=str(c.pk)).count() == 1
