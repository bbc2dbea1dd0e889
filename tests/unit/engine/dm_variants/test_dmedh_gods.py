"""701.17/701.18 in play: a God commander given as a list of gods, each an independent commander."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from tests.unit.engine.dm_variants.test_dmedh import EDH, _ramp, dmedh_cards

TAX = "dm-variants.dmedh.commander_tax"
DRAW = "dm-variants.dmedh.commander_draw"


def god_cards() -> dict[str, dict[str, Any]]:
    """Two fire gods that link only to each other (701.17a) and 58 vanilla fire creatures."""
    cards = {k: v for k, v in dmedh_cards().items() if k not in ("CMD", "E59")}
    for cid, name, other in (("GA", "炎の左神", "炎の右神"), ("GB", "炎の右神", "炎の左神")):
        cards[cid] = {
            "name": name,
            "type": "creature",
            "cost": 2,
            "keywords": {
                "civilizations": ["fire"],
                "power": 6000,
                "breaker": 2,
                "speed_attacker": True,
                "god": True,
                "g_link": [other],
            },
        }
    return cards


class Gods(EDH):
    def replay(self) -> list[tuple[int | None, str]]:
        deck = {"main": {f"E{i}": 1 for i in range(1, 59)}, "commander": ["GA", "GB"]}
        header = {
            "format": "judgelog/1",
            "game": "dm-variants",
            "variant": self.variant,
            "options": self.options,
            "players": [{"seat": s} for s in self.seats],
            "first_player": "P1",
            "cards": god_cards(),
            "decklists": {s: deck for s in self.seats},
        }
        self.report = replay({"header": header, "entries": self.entries})
        return [(f.seq, f.code) for f in self.report.findings]


def _summon(log: Gods, turn: int, cmd: str, tap: list[str], tax: list[str] | None = None) -> None:
    extra = {"tax": tax} if tax is not None else {}
    log.add(turn, "main", "P1", "summon", card=cmd, **{"from": "command"}, tap=tap, **extra)


def _attack_and_draw(log: Gods, turn: int, cmd: str, shields: list[str]) -> None:
    log.add(turn, "attack", "P1", "attack", attacker=cmd, target="P2")
    log.add(turn, "attack", "P1", "break", shields=shields)
    log.add(turn, "attack", "P1", "commander_draw", card=cmd, looked=len(shields), to_hand=[log.card("P1")])


def legal_god_game() -> tuple[Gods, list[str]]:
    """P1 plays god A (turn 5), god B with no tax (turn 7: its own first time, 701.18b), each drawing
    once in its turn; god A dies, returns, and comes back on turn 9 with a tax of 2."""
    log = Gods()
    mana = _ramp(log, 5)  # P1: 3 mana cards
    _summon(log, 5, "P1:cmd", mana[:2])
    _attack_and_draw(log, 5, "P1:cmd", ["P2:s1", "P2:s2"])
    log.mana_turn(6, "P2")
    mana.append(log.mana_turn(7, "P1"))
    _summon(log, 7, "P1:cmd2", mana[:2], [])
    _attack_and_draw(log, 7, "P1:cmd2", ["P2:s3", "P2:s4"])
    log.add(7, "attack", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "graveyard"}])
    log.add(7, "attack", "P1", "commander_return", card="P1:cmd")
    log.mana_turn(8, "P2")
    mana.append(log.mana_turn(9, "P1"))
    _summon(log, 9, "P1:cmd", mana[:2], mana[2:4])
    return log, mana


def test_a_legal_god_commander_game_has_no_finding() -> None:
    log, _ = legal_god_game()
    assert log.replay() == []
    assert sorted(log.report.final_state["players"]["P1"]["battle"]) == ["P1:cmd", "P1:cmd2"]


def test_one_god_comes_out_while_the_other_stays_in_the_command_zone() -> None:
    """701.18: independent creatures; god B still in 超統率ゾーン can be summoned alone later."""
    log = Gods()
    mana = _ramp(log, 5)
    _summon(log, 5, "P1:cmd", mana[:2])
    assert log.replay() == []
    assert log.report.final_state["players"]["P1"]["battle"] == ["P1:cmd"]
    log.add(5, "main", "P1", "commander_return", card="P1:cmd2")  # still in the zone: not "returned"
    assert [c for _, c in log.replay()] == ["dm-variants.dmedh.commander_return"]


@settings(max_examples=15, deadline=None)
@given(tax_b=st.integers(min_value=0, max_value=3), tax_a=st.integers(min_value=0, max_value=3))
def test_the_tax_is_counted_per_god(tax_b: int, tax_a: int) -> None:
    """God B's first summon owes nothing although god A left the zone before; god A's second owes 2."""
    log = Gods()
    mana = _ramp(log, 13)  # P1: 7 mana cards
    _summon(log, 13, "P1:cmd", mana[:2])
    log.add(13, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "graveyard"}])
    log.add(13, "main", "P1", "commander_return", card="P1:cmd")
    _summon(log, 13, "P1:cmd2", mana[2:4], mana[4 : 4 + tax_b])
    log.mana_turn(14, "P2")
    log.add(15, "start", "P1", "turn_start")
    log.add(15, "draw", "P1", "draw", cards=[log.card("P1")])
    _summon(log, 15, "P1:cmd", mana[:2], mana[2 : 2 + tax_a])
    codes = [c for _, c in log.replay()]
    assert codes.count(TAX) == (tax_b != 0) + (tax_a != 2)


# --- mutations of the legal game ------------------------------------------------------------------
def test_mutation_shared_tax_is_found() -> None:
    """Paying god B's first summon as if the count were shared by both gods is wrong (701.18b)."""
    log, mana = legal_god_game()
    e = next(x for x in log.entries if x["act"] == "summon" and x["args"]["card"] == "P1:cmd2")
    e["args"]["tax"] = mana[2:4]
    assert [c for _, c in log.replay()] == [TAX]
    # A god's own count is what the God-commander clause decides, so the finding cites it.
    assert {"dm-variants:701.14", "dm-variants:701.18b"} <= set(log.report.findings[0].clauses)


def test_mutation_dropping_the_second_summons_tax_is_found() -> None:
    log, _ = legal_god_game()
    log.entries[-1]["args"]["tax"] = []
    assert [c for _, c in log.replay()] == [TAX]


@settings(max_examples=10, deadline=None)
@given(second=st.sampled_from(("P1:cmd", "P1:cmd2")))
def test_mutation_a_second_commander_draw_in_one_turn_is_found(second: str) -> None:
    """701.18c: once per turn across all of a player's commanders, whichever god attacked."""
    log, _ = legal_god_game()
    # turn 7: god A (untapped again) attacks after god B drew; any second draw that turn is illegal
    at = next(i for i, x in enumerate(log.entries) if x["act"] == "commander_draw" and x["turn"] == 7)
    extra = [
        {
            "seq": 0,
            "turn": 7,
            "phase": "attack",
            "actor": "P1",
            "act": "attack",
            "args": {"attacker": "P1:cmd", "target": "P2"},
        },
        {
            "seq": 0,
            "turn": 7,
            "phase": "attack",
            "actor": "P1",
            "act": "break",
            "args": {"shields": ["P2:s5", "P2:s6"]},
        },
    ]
    extra.append(
        {
            "seq": 0,
            "turn": 7,
            "phase": "attack",
            "actor": "P1",
            "act": "commander_draw",
            "args": {"card": second, "looked": 2, "to_hand": [log.card("P1")]},
        }
    )
    log.entries[at + 1 : at + 1] = extra
    for i, x in enumerate(log.entries):
        x["seq"] = i + 1
    assert [c for _, c in log.replay()] == [DRAW]
