"""702 魔王戦: generated games replay clean (a fuzz test); each scheme and setup rule is found when one entry
of the hand-written legal game (legal_games.archenemy, described seq by seq) breaks it."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.dm_variants.legal_games import archenemy
from tests.unit.engine.mutation_kit import Entries, assert_legal, check_mutation, cut_after, insert

P = "dm-variants."


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((3, 4)))
def test_fuzz_generated_archenemy_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "archenemy")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]
    assert log["header"]["first_player"] == "P1"
    assert sum(e["act"] == "scheme" for e in log["entries"]) >= 1


def test_the_hand_written_game_is_legal() -> None:
    assert_legal(archenemy())


def _scheme(turn: int, actor: str, k: int) -> dict:
    return {
        "turn": turn,
        "phase": "main",
        "actor": actor,
        "act": "scheme",
        "args": {"card": {"iid": f"P1:sc{k}", "card": f"SC{k}"}},
    }


def test_a_dropped_scheme_is_missing() -> None:
    # Without seq 21, P1's turn 3 ends with no scheme set in motion (702.9); seen as the heroes' turn starts.
    def mutate(es: Entries) -> int:
        del es[20]
        return 20

    check_mutation(archenemy(), mutate, P + "archenemy.scheme_missing", "dm-variants:702.9")


def test_a_hero_cannot_set_a_scheme_in_motion() -> None:
    # P2 sets a scheme in motion in the heroes' turn, after seq 16 (501.1a).
    def mutate(es: Entries) -> int:
        insert(es, 16, _scheme(2, "P2", 5))
        cut_after(es, 16)
        return 16

    check_mutation(archenemy(), mutate, P + "archenemy.scheme_who", "dm-variants:501.1a")


def test_a_second_scheme_in_the_same_main_step() -> None:
    # A second scheme right after seq 10 (702.9: one scheme a turn).
    def mutate(es: Entries) -> int:
        insert(es, 10, _scheme(1, "P1", 5))
        cut_after(es, 10)
        return 10

    check_mutation(archenemy(), mutate, P + "archenemy.scheme_one_at_a_time", "dm-variants:702.9")


def test_a_scheme_after_another_main_step_act_is_late() -> None:
    # Seq 10 and 11 swapped: the scheme comes after the summon, not as the main step begins (702.9).
    # The late scheme shows at the summon, now seq 10, the main step's first act.
    def mutate(es: Entries) -> int:
        es[9], es[10] = es[10], es[9]
        return 9

    check_mutation(archenemy(), mutate, P + "archenemy.scheme_timing", "dm-variants:702.9")


def test_a_hero_cannot_pay_with_a_teammates_mana() -> None:
    # Seq 17: P2 taps P3's mana card (702.2c).
    def mutate(es: Entries) -> int:
        es[16]["args"]["tap"] = ["P3:d2"]
        cut_after(es, 16)
        return 16

    check_mutation(archenemy(), mutate, P + "archenemy.teammate_cards", "dm-variants:702.2c")


def test_a_hero_with_the_wrong_shield_count() -> None:
    # Seq 3: a hero of a 3-player 魔王戦 sets 5 shields, not 7 (702.5); the setup is judged when the first
    # turn starts, at seq 7, citing the format's own count (702.5), not the official rule.
    def mutate(es: Entries) -> int:
        es[2]["args"]["count"] = 5
        cut_after(es, 6)
        return 6

    check_mutation(archenemy(), mutate, P + "archenemy.setup_shields", "dm-variants:702.5")


def test_the_archenemy_takes_the_first_turn() -> None:
    log = archenemy()
    log["header"]["first_player"] = "P2"
    del log["entries"][6:]
    found = [(f.seq, f.code) for f in replay(log).findings]
    assert found == [(None, P + "archenemy.first_turn")]
