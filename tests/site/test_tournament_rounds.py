"""A whole event through the database: pairing, results, corrections, standings, late entries, top cut."""

from __future__ import annotations

import pytest
from django.contrib.auth.models import User

from tournaments import rounds, services
from tournaments.models import Event, Match, Registration, Round

pytestmark = pytest.mark.django_db


@pytest.fixture
def org():
    return User.objects.create_user("org", password="pw-org-123")


def make_event(org, players: int, **kwargs) -> Event:
    event = Event.objects.create(name="Cup", game="rebirth", organizer=org, seed=7, **kwargs)
    for i in range(players):
        Registration.objects.create(event=event, name=f"P{i + 1:02d}")
    return event


def play_round(event: Event, org, winner_is_a=lambda m: True) -> Round:
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    for m in rnd.matches.filter(player_b__isnull=False):
        a, b = (2, 0) if winner_is_a(m) else (0, 2)
        services.correct_result(m, org, a, b, 0, "slip")
    return rnd


def test_first_round_pairs_everyone_once_and_gives_one_bye(org):
    event = make_event(org, 7)
    rnd = rounds.pair_next_swiss_round(event, org)
    matches = list(rnd.matches.all())
    seen = [m.player_a_id for m in matches] + [m.player_b_id for m in matches if m.player_b_id]
    assert sorted(seen) == sorted(event.registrations.values_list("pk", flat=True))
    byes = [m for m in matches if m.is_bye]
    assert len(byes) == 1 and byes[0].status == Match.Status.CONFIRMED and byes[0].a_wins == 2
    assert rnd.status == Round.Status.DRAFT and rnd.notes[0]["rematches"] == 0
    assert [m.table for m in matches] == list(range(1, 5))


def test_next_round_waits_for_results_and_publication(org):
    event = make_event(org, 8)
    rnd = rounds.pair_next_swiss_round(event, org)
    with pytest.raises(services.TournamentError, match="not been published"):
        rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    with pytest.raises(services.TournamentError, match="unconfirmed tables: 1, 2, 3, 4"):
        rounds.pair_next_swiss_round(event, org)


def test_three_rounds_no_rematch_and_standings_follow_corrections(org):
    event = make_event(org, 8)
    for _ in range(3):
        play_round(event, org)
    met = set()
    for m in Match.objects.filter(round__event=event):
        pair = frozenset((m.player_a_id, m.player_b_id))
        assert pair not in met
        met.add(pair)
    table = rounds.standings(event)
    assert table[0].match_points == 9 and [s.rank for s in table] == list(range(1, 9))
    leader = table[0].player
    before = {s.player: s for s in table}
    # A judge corrects the leader's round-1 match: everything after it is recomputed.
    first = Match.objects.get(round__number=1, player_a_id=int(leader))
    opponent = str(first.player_b_id)
    services.correct_result(first, org, 0, 2, 0, "wrong slip")
    after = {s.player: s for s in rounds.standings(event)}
    assert after[leader].match_points == 6
    assert after[opponent].match_points == before[opponent].match_points + 3  # the win moved, not vanished
    assert sum(s.match_points for s in after.values()) == sum(s.match_points for s in before.values())


def test_planned_rounds_default_from_player_count(org):
    event = make_event(org, 8)
    for _ in range(3):
        play_round(event, org)
    with pytest.raises(services.TournamentError, match="All planned Swiss rounds"):
        rounds.pair_next_swiss_round(event, org)


def test_dropped_player_is_not_paired_but_stays_in_standings(org):
    event = make_event(org, 8)
    play_round(event, org)
    dropper = event.registrations.get(name="P03")
    services.drop(dropper, org)
    rnd = play_round(event, org)
    assert (
        not rnd.matches.filter(player_a=dropper).exists()
        and not rnd.matches.filter(player_b=dropper).exists()
    )
    assert rnd.matches.filter(player_b__isnull=True).count() == 1  # 7 active players: one bye
    assert str(dropper.pk) in {s.player for s in rounds.standings(event)}


def test_late_entry_takes_a_loss_for_the_missed_round(org):
    event = make_event(org, 8)
    play_round(event, org)
    late = services.register(event, "Late", org)
    assert late.joined_round == 2
    rnd = play_round(event, org)
    assert rnd.matches.filter(player_a=late).exists() or rnd.matches.filter(player_b=late).exists()
    row = next(s for s in rounds.standings(event) if s.player == str(late.pk))
    assert row.rounds == 2 and row.losses >= 1


def test_only_the_organizer_pairs(org):
    event = make_event(org, 4)
    judge = User.objects.create_user("judge", password="pw-judge-1")
    event.judges.add(judge)
    with pytest.raises(services.PermissionDenied):
        rounds.pair_next_swiss_round(event, judge)


def test_top_cut_of_8_seeds_1v8_4v5_2v7_3v6_and_advances_winners(org):
    event = make_event(org, 16, top_cut=8, rounds=4)
    for _ in range(4):
        play_round(event, org)
    seeds = [s.player for s in rounds.standings(event)][:8]
    cut = rounds.pair_elimination_round(event, org)
    pairs = [(str(m.player_a_id), str(m.player_b_id)) for m in cut.matches.order_by("table")]
    expected = [(seeds[0], seeds[7]), (seeds[3], seeds[4]), (seeds[1], seeds[6]), (seeds[2], seeds[5])]
    assert pairs == expected
    rounds.publish_round(cut, org)
    for m in cut.matches.all():
        with pytest.raises(services.TournamentError, match="needs a winner"):
            services.correct_result(m, org, 1, 1, 0, "draw?")
        services.correct_result(m, org, 2, 1, 0, "slip")  # higher seed wins
    semis = rounds.pair_elimination_round(event, org)
    assert [(str(m.player_a_id), str(m.player_b_id)) for m in semis.matches.order_by("table")] == [
        (seeds[0], seeds[3]),
        (seeds[1], seeds[2]),
    ]


def test_single_elimination_with_byes_for_top_seeds(org):
    event = make_event(org, 6, structure=Event.Structure.SINGLE_ELIMINATION)
    first = rounds.pair_elimination_round(event, org)
    assert first.matches.count() == 2  # 6 players in a bracket of 8: seeds 1 and 2 wait
    rounds.publish_round(first, org)
    for m in first.matches.all():
        services.correct_result(m, org, 0, 2, 0, "slip")
    second = rounds.pair_elimination_round(event, org)
    assert second.matches.count() == 2
    rounds.publish_round(second, org)
    for m in second.matches.all():
        services.correct_result(m, org, 2, 0, 0, "slip")
    final = rounds.pair_elimination_round(event, org)
    assert final.matches.count() == 1
    rounds.publish_round(final, org)
    services.correct_result(final.matches.get(), org, 2, 0, 0, "slip")
    champion = final.matches.get().player_a.name
    with pytest.raises(services.TournamentError, match=f"complete: {champion} won the final") as exc:
        rounds.pair_elimination_round(event, org)
    assert f"優勝は{champion}です" in exc.value.ja


def test_outstanding_board_lists_unfinished_tables(org):
    event = make_event(org, 4)
    rnd = rounds.pair_next_swiss_round(event, org)
    assert rounds.outstanding_matches(event) == []  # drafts are not on the board
    rounds.publish_round(rnd, org)
    assert [m.table for m in rounds.outstanding_matches(event)] == [1, 2]
    services.correct_result(rnd.matches.get(table=1), org, 2, 0, 0, "slip")
    assert [m.table for m in rounds.outstanding_matches(event)] == [2]


def test_dropping_after_pairing_gives_the_opponent_the_match(org):
    event = make_event(org, 4)
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    match = rnd.matches.get(table=1)
    services.drop(match.player_b, org, "went home")
    match.refresh_from_db()
    assert match.status == Match.Status.CONFIRMED and (match.a_wins, match.b_wins) == (2, 0)
    other = rnd.matches.get(table=2)
    services.correct_result(other, org, 2, 1, 0, "slip")
    services.disqualify(other.player_a, org, "cheating")  # already reported: stays as it was
    other.refresh_from_db()
    assert (other.a_wins, other.b_wins) == (2, 1)
