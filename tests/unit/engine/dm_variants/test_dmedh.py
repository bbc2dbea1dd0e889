"""701 DMEDH in play: the commander zone, tax, return, same-name lock, commander draw, 701.7/701.8/701.11."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game


def dmedh_cards() -> dict[str, dict[str, Any]]:
    """59 distinct vanilla fire creatures (cost 1) and a fire commander of cost 3."""
    cards = {
        f"E{i}": {
            "name": f"火の単騎{i}",
            "type": "creature",
            "cost": 1,
            "keywords": {"civilizations": ["fire"], "power": 1000 + i},
        }
        for i in range(1, 60)
    }
    cards["CMD"] = {
        "name": "火の統率者",
        "type": "creature",
        "cost": 3,
        "keywords": {"civilizations": ["fire"], "power": 9000, "breaker": 2, "speed_attacker": True},
    }
    return cards


def dmedh_deck() -> dict[str, Any]:
    return {"main": {f"E{i}": 1 for i in range(1, 60)}, "commander": "CMD"}


class EDH:
    def __init__(
        self, seats: int = 2, options: dict[str, Any] | None = None, shields: int = 7, variant: str = "dmedh"
    ) -> None:
        self.variant = variant
        self.seats = [f"P{i + 1}" for i in range(seats)]
        self.options = options or {}
        self.entries: list[dict[str, Any]] = []
        self.n = 0
        for s in self.seats:
            self.add(0, "setup", s, "shields", count=shields)
            self.add(0, "setup", s, "draw", cards=[self.card(s) for _ in range(5)])

    def card(self, seat: str) -> dict[str, str]:
        self.n += 1
        return {"iid": f"{seat}:c{self.n}", "card": f"E{self.n}"}

    def add(self, turn: int, phase: str, actor: str | None, act: str, **args: Any) -> None:
        self.entries.append(
            {
                "seq": len(self.entries) + 1,
                "turn": turn,
                "phase": phase,
                "actor": actor,
                "act": act,
                "args": args,
            }
        )

    def mana_turn(self, turn: int, seat: str, *, draw: bool = True) -> str:
        """Start, draw a card and charge it; returns the charged card's iid."""
        self.add(turn, "start", seat, "turn_start")
        c = self.card(seat)
        if draw:
            self.add(turn, "draw", seat, "draw", cards=[c])
        else:  # the first player of a two-player game charges from the opening hand
            c = {"iid": f"{seat}:c{1 if seat == 'P1' else 6}", "card": "E1" if seat == "P1" else "E6"}
        self.add(turn, "charge", seat, "charge", card=c["iid"])
        return c["iid"]

    def replay(self) -> list[tuple[int | None, str]]:
        header = {
            "format": "judgelog/1",
            "game": "dm-variants",
            "variant": self.variant,
            "options": self.options,
            "players": [{"seat": s} for s in self.seats],
            "first_player": "P1",
            "cards": dmedh_cards(),
            "decklists": {s: dmedh_deck() for s in self.seats},
        }
        self.report = replay({"header": header, "entries": self.entries})
        return [(f.seq, f.code) for f in self.report.findings]


def _ramp(log: EDH, turns: int) -> list[str]:
    """Alternate plain turns; returns P1's mana iids."""
    mana: list[str] = []
    for t in range(1, turns + 1):
        seat = "P1" if t % 2 else "P2"
        m = log.mana_turn(t, seat, draw=t != 1)
        if seat == "P1":
            mana.append(m)
    return mana


def test_legal_commander_summon_gives_no_finding_and_setup_is_7_and_5() -> None:
    log = EDH()
    mana = _ramp(log, 5)
    log.add(5, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana)
    assert log.replay() == []
    assert log.report.final_state["players"]["P1"]["battle"] == ["P1:cmd"]


def test_wrong_shield_count_is_flagged() -> None:
    log = EDH(shields=5)
    _ramp(log, 1)
    assert {code for _, code in log.replay()} == {"dm-variants.dmedh.setup_shields"}  # 701.6


def test_commander_out_of_the_zone_in_an_opponents_turn() -> None:
    log = EDH()
    mana = _ramp(log, 6)
    log.add(6, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana)
    codes = [c for _, c in log.replay()]
    assert "dm-variants.dmedh.commander_turn" in codes


def _next_p1_turn(log: EDH) -> None:
    """Turn 14 for P2, then P1 starts turn 15 (the mana stays tapped from turn 13 until then)."""
    log.mana_turn(14, "P2")
    log.add(15, "start", "P1", "turn_start")
    log.add(15, "draw", "P1", "draw", cards=[log.card("P1")])


def _summon_die_return(log: EDH, turn: int, mana: list[str], tax: list[str]) -> None:
    log.add(turn, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3], tax=tax)
    log.add(turn, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "graveyard"}])
    log.add(turn, "main", "P1", "commander_return", card="P1:cmd")


@settings(max_examples=15, deadline=None)
@given(tax=st.integers(min_value=0, max_value=4))
def test_commander_tax_is_two_per_earlier_time(tax: int) -> None:
    log = EDH()
    mana = _ramp(log, 13)  # P1 has 7 mana cards
    _summon_die_return(log, 13, mana, [])
    _next_p1_turn(log)
    log.add(
        15, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3], tax=mana[3 : 3 + tax]
    )
    assert [c for _, c in log.replay()] == (["dm-variants.dmedh.commander_tax"] if tax != 2 else [])


def test_the_tax_must_be_untapped_mana_not_the_cost_cards() -> None:
    log = EDH()
    mana = _ramp(log, 13)
    _summon_die_return(log, 13, mana, [])
    _next_p1_turn(log)
    log.add(15, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3], tax=mana[:2])
    assert "dm-variants.dmedh.commander_tax" in [c for _, c in log.replay()]
    tax = next(f for f in log.report.findings if f.code == "dm-variants.dmedh.commander_tax")
    # A plain commander: 701.14 decides; the God-commander clauses (701.18) do not apply to it.
    assert "dm-variants:701.14" in tax.clauses
    assert not {"dm-variants:701.18", "dm-variants:701.18b"} & set(tax.clauses)


def test_return_only_after_leaving_the_battle_zone() -> None:
    log = EDH()
    mana = _ramp(log, 5)
    log.add(5, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana)
    log.add(5, "main", "P1", "commander_return", card="P1:cmd")
    assert [c for _, c in log.replay()] == ["dm-variants.dmedh.commander_return"]


def test_tax_counts_an_ability_move_unset_and_an_old_logs_summons_only() -> None:
    log = EDH()
    mana = _ramp(log, 13)
    log.add(13, "main", "P1", "effect", source="P1:cmd", moves=[{"card": "P1:cmd", "to": "battle"}])
    log.add(13, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "graveyard"}])
    log.add(13, "main", "P1", "commander_return", card="P1:cmd")
    _next_p1_turn(log)
    log.add(15, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3], tax=mana[3:5])
    assert log.replay() == []  # decisions.md DM 7: the ability move counts, 2 cards owed and paid
    log.options = {"policies": {"commander_tax_count": "summons_only"}}
    assert [c for _, c in log.replay()] == ["dm-variants.dmedh.commander_tax"]


def test_same_name_twice_in_a_turn() -> None:
    """A creature bounced to the hand cannot come back the same turn (701.12); the next turn it can."""
    log = EDH()
    mana = _ramp(log, 5)
    log.add(5, "main", "P1", "summon", card={"iid": "P1:c2", "card": "E2"}, tap=mana[:1])
    log.add(5, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:c2", "to": "hand"}])
    log.add(5, "main", "P1", "summon", card="P1:c2", tap=mana[1:2])
    assert log.replay() == [(len(log.entries), "dm-variants.dmedh.same_name")]
    log.entries.pop()
    log.mana_turn(6, "P2")
    log.mana_turn(7, "P1")
    log.add(7, "main", "P1", "summon", card="P1:c2", tap=mana[1:2])
    assert log.replay() == []


def _attack_with_commander(log: EDH, mana: list[str]) -> None:
    log.add(5, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana)
    log.add(5, "attack", "P1", "attack", attacker="P1:cmd", target="P2")
    log.add(5, "attack", "P1", "break", shields=["P2:s1", "P2:s2"])


@settings(max_examples=12, deadline=None)
@given(looked=st.integers(min_value=0, max_value=3), kept=st.integers(min_value=0, max_value=2))
def test_commander_draw_looks_at_one_per_broken_shield_and_keeps_one(looked: int, kept: int) -> None:
    log = EDH()
    _attack_with_commander(log, _ramp(log, 5))
    log.add(
        5,
        "attack",
        "P1",
        "commander_draw",
        card="P1:cmd",
        looked=looked,
        to_hand=[log.card("P1") for _ in range(kept)],
    )
    codes = [c for _, c in log.replay() if c.startswith("dm-variants.dmedh")]
    assert len(codes) == (looked != 2) + (kept != 1)


def test_commander_draw_once_per_turn() -> None:
    log = EDH()
    _attack_with_commander(log, _ramp(log, 5))
    for _ in range(2):
        log.add(5, "attack", "P1", "commander_draw", card="P1:cmd", looked=2, to_hand=[log.card("P1")])
    assert [c for _, c in log.replay()] == ["dm-variants.dmedh.commander_draw"]


def test_extra_turn_and_mana_untap() -> None:
    log = EDH()
    mana = _ramp(log, 3)
    log.add(3, "main", "P1", "summon", card={"iid": "P1:c2", "card": "E2"}, tap=mana[:1])
    log.add(3, "main", "P1", "effect", source="P1:c2", untap=mana[:1])
    log.add(3, "end", "P1", "extra_turn")
    assert [c for _, c in log.replay()] == ["dm-variants.dmedh.mana_untap", "dm-variants.dmedh.extra_turn"]


def test_card_win_effect_continues_in_two_player_and_multiplayer_games() -> None:
    log = EDH()
    _ramp(log, 1)
    log.add(1, "main", "P1", "win_effect", losers=[])
    assert log.replay() == []
    log = EDH(seats=3)
    log.add(1, "start", "P1", "turn_start")
    log.add(1, "draw", "P1", "draw", cards=[log.card("P1")])
    log.add(1, "main", "P1", "win_effect", losers=[])
    assert log.replay() == []  # decisions.md DM 3: 701.7 in multiplayer too
    assert not log.report.final_state["game_over"]


# --- generated games: the fuzz test of the no-finding property --------------------------------------
# (The mutations of the commander rules are the hand-written tests above: tax, draw count, return, shields.)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6), seats=st.sampled_from((2, 3, 4)))
def test_fuzz_generated_dmedh_games_replay_with_no_finding(seed: int, seats: int) -> None:
    log = generate_game(seed, seats, "dmedh")
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    assert report.final_state["game_over"]
    assert report.final_state["winners"] == log["entries"][-1]["args"]["winners"]


@pytest.mark.parametrize("commander", [True, False])
def test_the_commander_option_puts_701_on_a_free_for_all(commander: bool) -> None:
    log = EDH(seats=3, options={"commander": commander}, variant="free_for_all")
    for t, seat in enumerate(("P1", "P2", "P3", "P1", "P2", "P3", "P1"), start=1):
        log.mana_turn(t, seat)
    mana = [e["args"]["card"] for e in log.entries if e["act"] == "charge" and e["actor"] == "P1"]
    log.add(7, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana)
    codes = {c for _, c in log.replay()}
    if commander:
        assert codes == set()
        assert log.report.final_state["players"]["P1"]["battle"] == ["P1:cmd"]
    else:  # without the option there is no 超統率ゾーン and 5 shields are the rule
        assert "dm-variants.setup.shields" in codes
        assert "dm-variants.log.card" in codes
