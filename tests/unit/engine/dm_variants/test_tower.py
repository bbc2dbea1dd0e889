"""610 タワーデュエル: generated games replay clean (a fuzz test); refill and a loser's cards on hand-written
games (setup order and the first charge are proven in test_dm_proofs_formats.py)."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import card_pool, generate_game
from tests.unit.engine.dm_variants.legal_games import tower_for_three
from tests.unit.engine.mutation_kit import renumber


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((2, 3, 4)))
def test_fuzz_generated_tower_games_replay_clean(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "tower")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    last = log["entries"][-1]
    assert report.final_state["winners"] == (last["args"]["winners"] if last["act"] == "result" else [])


def _codes(log: dict[str, Any]) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


def _small_game(shared_grave: bool) -> dict[str, Any]:
    """A 23-card public deck (too small: deck findings aside) that runs out in turn 4."""
    deck = {"main": {"L1": 12, "S2": 11}}

    def e(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> dict[str, Any]:
        return {"seq": 0, "turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}

    p1 = [{"iid": f"P1:t{i}", "card": "L1" if i == 1 else "S2"} for i in range(1, 6)]
    p2 = [{"iid": f"P2:t{i}", "card": "L1"} for i in range(1, 6)]
    entries = [
        e(0, "setup", "P1", "shields", count=5),
        e(0, "setup", "P1", "draw", cards=p1),
        e(0, "setup", "P2", "shields", count=5),
        e(0, "setup", "P2", "draw", cards=p2),
        e(1, "charge", "P1", "charge", card="P1:t1"),
        e(2, "draw", "P2", "draw", count=1),
        e(2, "charge", "P2", "charge", card="P2:t1"),
        e(3, "draw", "P1", "draw", count=1),
        e(3, "main", "P1", "cast", card="P1:t2", tap=["P1:t1"]),
        e(4, "draw", "P2", "draw", count=1),
        e(5, "draw", "P1", "draw", count=1),
    ]
    header = {
        "format": "judgelog/1",
        "game": "dm-variants",
        "variant": "tower",
        "options": {
            "shared_zones": ["graveyard"] if shared_grave else [],
            "policies": {"deck_out": "empty_deck"},
        },
        "players": [{"seat": "P1"}, {"seat": "P2"}],
        "first_player": "P1",
        "cards": card_pool(),
        "decklists": {"P1": deck, "P2": deck},
    }
    return {"header": header, "entries": renumber(entries)}


def test_610_7_the_public_graveyard_refills_the_deck_and_nobody_loses() -> None:
    log = _small_game(shared_grave=True)
    report = replay(log)
    rules = [(f.seq, f.code) for f in report.findings if not f.code.startswith("dm-variants.deck")]
    assert rules == []  # turn 5's draw comes from the refilled deck
    assert not report.final_state["game_over"]
    # Without the refill's card, turn 5 would draw from an empty deck: drop the cast and see it.
    no_spell = copy.deepcopy(log)
    no_spell["entries"] = renumber([x for x in no_spell["entries"] if x["act"] != "cast"])
    assert any(c == "dm-variants.log.card" for _, c in _codes(no_spell))


def test_610_7_without_a_public_graveyard_all_graveyards_refill_the_deck() -> None:
    """decisions.md DM 6 (judgement, event option `tower_refill`, default all graveyards): no ruling asked."""
    log = _small_game(shared_grave=False)
    codes = [c for _, c in _codes(log) if not c.startswith("dm-variants.deck")]
    assert codes == []
    assert not replay(log).final_state["game_over"]


def test_610_8_a_losers_cards_go_under_the_public_deck() -> None:
    # The hand-written three-player game (legal_games.tower_for_three); P1 concedes as its turn 4 starts.
    log = tower_for_three()
    state = replay(copy.deepcopy(log)).final_state["players"]
    log["entries"].append(
        {
            "seq": len(log["entries"]) + 1,
            "turn": 4,
            "phase": "start",
            "actor": "P1",
            "act": "concede",
            "args": {},
        }
    )
    report = replay(log)
    assert report.findings == []
    mine = state["P1"]
    back = mine["hand"] + mine["shields"] + len(mine["battle"]) + mine["mana"]
    assert back == 4 + 5 + 1 + 1
    for other in ("P2", "P3"):  # the one public deck, as each remaining seat sees it
        assert report.final_state["players"][other]["deck"] == state[other]["deck"] + back
