"""Round robin (総当たり, issue 18): a 5-player event run to the end through the site, each pair meeting
once, one bye each, standings with the usual tiebreakers, and the guards around it."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from judge.roles import ORGANIZER, assign_role
from tournaments import lifecycle, rounds, services
from tournaments.models import Event, Match, Registration, Round

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    user = User.objects.create_user("org", password="pw-org-123")
    assign_role(user, ORGANIZER)
    return user


def make_event(org, players: int, seed: int = 11, **kwargs) -> Event:
    event = Event.objects.create(
        name="League",
        game="rebirth",
        organizer=org,
        seed=seed,
        structure=Event.Structure.ROUND_ROBIN,
        status=Event.Status.REGISTRATION,
        **kwargs,
    )
    for i in range(players):
        Registration.objects.create(event=event, name=f"P{i + 1}")
    return event


def strength(reg_name: str) -> int:
    return int(reg_name[1:])  # P1 is the strongest: the lower number wins every match


def test_five_players_play_a_round_robin_to_the_end_on_the_site(client, org):
    event = make_event(org, 5)
    client.force_login(org)
    for number in range(1, 6):
        response = client.post(reverse("tournaments:pair_round", args=[event.pk]), {"kind": "swiss"})
        assert response.status_code == 302
        rnd = Round.objects.get(event=event, number=number)
        assert rnd.kind == Round.Kind.ROUND_ROBIN and rnd.status == Round.Status.DRAFT
        client.post(reverse("tournaments:publish_round", args=[event.pk, number]))
        for m in rnd.matches.filter(player_b__isnull=False).select_related("player_a", "player_b"):
            a_wins = strength(m.player_a.name) < strength(m.player_b.name)
            services.correct_result(m, org, 2 if a_wins else 1, 1 if a_wins else 2, 0, "slip")
        page = client.get(event.get_absolute_url()).content.decode()
        assert ("次の回戦を組む（総当たり）" in page) == (number < 5)
    # A sixth round does not exist: everyone has met everyone.
    with pytest.raises(services.TournamentError, match="Every round of the round robin"):
        rounds.pair_next_swiss_round(event, org)
    matches = list(Match.objects.filter(round__event=event))
    met = Counter(frozenset((m.player_a_id, m.player_b_id)) for m in matches if m.player_b_id)
    ids = list(event.registrations.values_list("pk", flat=True))
    assert set(met) == {frozenset(p) for p in combinations(ids, 2)} and set(met.values()) == {1}
    byes = Counter(m.player_a_id for m in matches if m.player_b_id is None)
    assert byes == Counter(ids)
    # Standings: 4-0 (plus the bye) down to 0-4, with the usual tiebreakers computed.
    table = rounds.standings(event)
    names = rounds.names(event)
    assert [names[s.player] for s in table] == ["P1", "P2", "P3", "P4", "P5"]
    assert [(s.wins, s.losses, s.byes) for s in table] == [(4 - i, i, 1) for i in range(5)]
    assert all(s.opp_match_win > 0 for s in table)
    html = client.get(reverse("tournaments:standings", args=[event.pk])).content.decode()
    # From the page's content on: the header's random CSRF token may spell "P5" by chance.
    main = html[html.index('<main id="content">') :]
    assert main.index("P1") < main.index("P5")
    # The event finishes with its final standings; the lifecycle step said round robin all along.
    assert [s.label for s in lifecycle.steps(event) if s.status == "running"] == ["総当たり進行中"]
    client.post(reverse("tournaments:event_status", args=[event.pk]), {"step": "finish"})
    event.refresh_from_db()
    assert event.status == Event.Status.FINISHED


def test_the_same_seed_draws_the_same_schedule(org):
    def first_round(seed: int) -> list[tuple[str, str | None]]:
        event = make_event(org, 6, seed=seed)
        rnd = rounds.pair_next_swiss_round(event, org)
        return [
            (m.player_a.name, m.player_b.name if m.player_b else None)
            for m in rnd.matches.select_related("player_a", "player_b")
        ]

    assert first_round(5) == first_round(5)
    assert len(first_round(5)) == 3  # six players: three tables, no bye


def test_a_dropped_player_s_opponents_get_byes_and_nobody_new_may_join(org):
    event = make_event(org, 4)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    for m in rnd.matches.all():
        services.correct_result(m, org, 2, 0, 0, "slip")
    with pytest.raises(services.TournamentError, match="no new entries"):
        services.register(event, "Latecomer", org)
    quitter = Registration.objects.get(event=event, name="P4")
    services.drop(quitter, org, "")
    second = rounds.pair_next_swiss_round(event, org)
    walkover = second.matches.get(player_b__isnull=True)
    assert walkover.status == Match.Status.CONFIRMED and walkover.note == "opponent dropped"
    assert not second.matches.filter(player_b=quitter).exists()
    assert not second.matches.filter(player_a=quitter).exists()


def test_the_top_cut_waits_for_the_last_round_robin_round(org):
    event = make_event(org, 4, top_cut=4)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    for m in rnd.matches.all():
        services.correct_result(m, org, 2, 0, 0, "slip")
    with pytest.raises(services.TournamentError, match="Only 1 of 3 round robin rounds"):
        rounds.pair_elimination_round(event, org)


def test_a_team_event_cannot_be_a_round_robin(org):
    event = Event.objects.create(
        name="Trio",
        game="rebirth",
        organizer=org,
        structure="round_robin",
        team_format="trio",
        status="registration",
    )
    with pytest.raises(services.TournamentError, match="Team events cannot"):
        rounds.pair_next_swiss_round(event, org)
