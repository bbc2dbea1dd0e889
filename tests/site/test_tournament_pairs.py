"""A pair event (ペア, two players a team in seats A and B) through the database and the pages: the same
machinery as a trio with two seats (docs/teams.md)."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from tournaments import rounds, services
from tournaments.models import Event, Match, Team

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


def make_pairs(org, teams: int) -> Event:
    event = Event.objects.create(name="Pair Cup", game="rebirth", organizer=org, seed=7, team_format="pair")
    for i in range(teams):
        services.register_team(event, f"P{i + 1}", org, [(f"P{i + 1}{s}", "") for s in "AB"])
    return event


def test_a_pair_registers_two_members_and_a_third_is_refused(org):
    event = make_pairs(org, 1)
    team = Team.objects.get(name="P1")
    assert sorted(m.seat for m in team.members.all()) == ["A", "B"]
    with pytest.raises(services.TournamentError, match="2 members"):
        services.register_team(event, "Three", org, [("X", ""), ("Y", ""), ("Z", "")])
    with pytest.raises(services.TournamentError, match="Choose two different seats"):
        event.team_seat_changes = True
        event.save()
        services.swap_seats(team, org, "A", "C")


def test_pairs_are_paired_seat_by_seat_and_the_standings_follow(org):
    event = make_pairs(org, 4)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    matches = list(rnd.matches.select_related("player_a", "player_b").order_by("table"))
    assert [m.table for m in matches] == [1, 2, 3, 4] and [m.seat for m in matches] == ["A", "B", "A", "B"]
    for m in matches:
        assert m.player_a.seat == m.seat == m.player_b.seat and m.player_a.team_id != m.player_b.team_id
    # Team table 1: team A wins both seats; team table 2: one seat each (a team draw).
    for m in matches:
        a_wins = m.team_table == 1 or m.seat == "A"
        services.correct_result(m, org, 2 if a_wins else 0, 0 if a_wins else 2, 0, "slip")
    table = rounds.team_standings(event)
    assert [s.match_points for s in table] == [3, 1, 1, 0]
    assert all([r.seat for r in s.seats] == ["A", "B"] for s in table)
    rnd2 = rounds.pair_next_swiss_round(event, org)
    assert rnd2.matches.count() == 4 and Match.objects.filter(round=rnd2, seat="C").count() == 0


def test_the_team_page_asks_for_two_members_of_a_pair(client, org):
    event = make_pairs(org, 0)
    client.force_login(org)
    page = client.get(reverse("tournaments:teams", args=[event.pk])).content.decode()
    assert 'name="b_name"' in page and 'name="c_name"' not in page
    response = client.post(
        reverse("tournaments:teams", args=[event.pk]),
        {"name": "Duo", "a_name": "Ann", "a_user": "", "b_name": "Bob", "b_user": ""},
    )
    assert response.status_code == 302
    assert [m.name for m in Team.objects.get(name="Duo").members.order_by("seat")] == ["Ann", "Bob"]
