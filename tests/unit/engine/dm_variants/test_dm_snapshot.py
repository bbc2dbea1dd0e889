"""Mid-game snapshots (header.snapshot) for the Duel Masters variants engine, written from the variant text.

The legal two-player position used throughout (turn 5, P1's main step; P1 goes first, so P1 has turns 1,
3 and 5; the card pool and 40-card decks of proof_logs.py):

- P1: deck 26, hand 3 (G known), shields 5, mana F and N untapped and the multicoloured M charged this
  turn (tapped), battle zone F and W (untapped, there since an earlier turn), graveyard S.
  26 + 3 + 5 + 3 + 2 + 1 = 40.
- P2: deck 28, hand 5, shields 4 (one broken earlier), mana B and F, battle zone the blocker B.
  28 + 5 + 4 + 2 + 1 = 40.

P1 drew 1 and charged 1 this turn. A finding about the position itself has seq None (proof.py).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.core.logreader import read_log
from judge.engine.core.replay import ReplayContext
from judge.engine.games.dm_variants.game import GAME
from judge.engine.games.dm_variants.generator import generate_game
from judge.engine.games.dm_variants.snapshot import snapshot_of
from judge.engine.games.dm_variants.state import DMState
from tests.unit.engine.dm_variants.proof_logs import CARDS, Game
from tests.unit.engine.proof import prove


def c(iid: str, cid: str | None, **extra: Any) -> dict[str, Any]:
    return {"iid": iid, "card": cid} | extra


def position() -> dict[str, Any]:
    """The legal position of the module docstring."""
    return {
        "turn": 5,
        "phase": "main",
        "turn_players": ["P1"],
        "this_turn": {"drawn": 1, "charged": 1, "entered": ["P1:m3"]},
        "players": {
            "P1": {
                "deck": {"count": 26},
                "hand": {"count": 3, "cards": [c("P1:h1", "G")]},
                "shields": {"count": 5},
                "mana": [
                    c("P1:m1", "F", tapped=False),
                    c("P1:m2", "N", tapped=False),
                    c("P1:m3", "M", tapped=True),
                ],
                "battle": [c("P1:b1", "F", tapped=False), c("P1:b2", "W", tapped=False)],
                "graveyard": [c("P1:g1", "S")],
            },
            "P2": {
                "deck": {"count": 28},
                "hand": {"count": 5},
                "shields": {"count": 4},
                "mana": [c("P2:m1", "B", tapped=False), c("P2:m2", "F", tapped=False)],
                "battle": [c("P2:b1", "B", tapped=False)],
                "graveyard": [],
            },
        },
    }


def header(seats: int = 2, **kw: Any) -> dict[str, Any]:
    return Game(seats, **kw).log()["header"]


def at(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> dict[str, Any]:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


def log(snap: Any, *entries: dict[str, Any], hdr: dict[str, Any] | None = None) -> dict[str, Any]:
    return {
        "header": (hdr or header()) | {"snapshot": copy.deepcopy(snap)},
        "entries": [{"seq": i} | copy.deepcopy(e) for i, e in enumerate(entries, start=1)],
    }


def p1(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["P1"]


def p2(snap: dict[str, Any]) -> dict[str, Any]:
    return snap["players"]["P2"]


def t5(phase: str, act: str, **args: Any) -> dict[str, Any]:
    return at(5, phase, "P1", act, **args)


def t6(phase: str, act: str, **args: Any) -> dict[str, Any]:
    return at(6, phase, "P2", act, **args)


LEGAL = log(position())
# From the position: P1 summons G with the fire mana F, attacks P2 with F (1 shield: 4 -> 3); P2's turn 6
# begins (its cards untap), P2 draws one and charges it.
PLAY = [
    t5("main", "summon", card="P1:h1", tap=["P1:m1"]),
    t5("attack", "attack", attacker="P1:b1", defender="P2", target="P2"),
    t5("attack", "break", shields=["P2:s1"]),
    t6("start", "turn_start"),
    t6("draw", "draw", cards=[c("P2:d6", "F")]),
    t6("charge", "charge", card="P2:d6"),
]


# --- (a) a legal position and legal play from it ---------------------------------------------------
def test_a_legal_two_player_position_and_play_from_it_give_no_finding() -> None:
    report = replay(log(position(), *PLAY))
    assert [(f.seq, f.code) for f in report.findings] == []
    state = report.final_state
    assert (state["turn"], state["step"], state["turn_player"]) == (6, "charge", "P2")
    assert state["players"]["P1"]["battle"] == ["P1:b1", "P1:b2", "P1:h1"]
    assert state["players"]["P2"]["shields"] == 3
    assert state["players"]["P2"]["hand"] == 6  # the broken shield, plus the draw, less the charge
    assert state["players"]["P2"]["mana"] == 3


def test_the_snapshot_round_trips() -> None:
    parsed = read_log(copy.deepcopy(LEGAL))
    state = GAME.start(parsed.header, ReplayContext())
    again = snapshot_of(state)
    want = position()
    for seat in ("P1", "P2"):
        for name in ("deck", "hand", "shields"):
            want["players"][seat][name].setdefault("cards", [])
        for name in ("hyperspatial", "gr"):
            want["players"][seat][name] = {"count": 0, "cards": []}
    for zone in ("graveyard",):
        want["players"]["P1"][zone] = [c("P1:g1", "S")]
    assert again == want
    # ... and the written snapshot is read back to the same snapshot.
    back = GAME.start(read_log(log(json.loads(json.dumps(again)))).header, ReplayContext())
    assert snapshot_of(back) == again


# --- (b) the position must be one the rules allow --------------------------------------------------
def test_103_1_every_card_is_counted() -> None:
    snap = position()
    p1(snap)["deck"] = {"count": 25}  # 39 of P1's 40 cards
    prove(log(snap), "dm-variants.snapshot.card_count", None, twin=LEGAL)


def test_103_1_no_more_copies_than_the_decklist_holds() -> None:
    snap, twin = position(), position()
    # P2:m1 and P2:b1 are B; three more in hand make five, and the decklist has four.
    p2(snap)["hand"] = {"count": 5, "cards": [c(f"P2:h{i}", "B") for i in range(1, 4)]}
    p2(twin)["hand"] = {"count": 5, "cards": [c(f"P2:h{i}", "B") for i in range(1, 3)]}
    prove(log(snap), "dm-variants.snapshot.not_in_decklist", None, twin=log(twin))


def test_103_5a_a_card_lies_only_in_its_owners_zones_outside_the_battle_zone() -> None:
    snap, twin = position(), position()
    p1(snap)["graveyard"].append(c("P2:g1", "S"))  # P2's spell in P1's graveyard
    p2(twin)["graveyard"].append(c("P2:g1", "S"))
    for s in (snap, twin):
        p2(s)["deck"] = {"count": 27}
    prove(log(snap), "dm-variants.snapshot.owner_zone", None, twin=log(twin))


def test_103_5_another_players_creature_may_be_controlled_in_the_battle_zone() -> None:
    snap = position()
    p2(snap)["battle"].append(p1(snap)["battle"].pop())  # P2 controls P1's W: legal (103.5)
    report = replay(log(snap))
    assert report.findings == []


def test_103_3_a_spell_never_stays_in_the_battle_zone() -> None:
    snap, twin = position(), position()
    p2(snap)["battle"].append(c("P2:x1", "S", tapped=False))
    p2(twin)["graveyard"].append(c("P2:x1", "S"))
    for s in (snap, twin):
        p2(s)["deck"] = {"count": 27}
    prove(log(snap), "dm-variants.snapshot.battle_zone_card", None, twin=log(twin))


def _psychic_header() -> dict[str, Any]:
    cards = CARDS | {
        "PS": {
            "name": "超次元の兵",
            "type": "creature",
            "cost": 3,
            "keywords": {"civilizations": ["fire"], "power": 5000, "kind": "psychic"},
        }
    }
    decks = {s: {"main": dict.fromkeys(CARDS, 4), "hyperspatial": {"PS": 1}} for s in ("P1", "P2")}
    return header(cards=cards, decklists=decks)


def test_100_a_psychic_card_is_never_in_the_hand() -> None:
    snap, twin = position(), position()
    p1(snap)["hand"]["cards"].append(c("P1:ps1", "PS"))  # one of the 3 cards in hand
    p1(snap)["hyperspatial"] = {"count": 0}
    p1(twin)["hyperspatial"] = [c("P1:ps1", "PS")]
    for s in (snap, twin):
        p2(s)["hyperspatial"] = {"count": 1}
    p1(snap)["deck"] = {"count": 27}  # the psychic card took a hand card's place
    hdr = _psychic_header()
    prove(log(snap, hdr=hdr), "dm-variants.snapshot.pile_card", None, twin=log(twin, hdr=hdr))


def test_100_the_hyperspatial_zone_holds_only_psychic_cards() -> None:
    snap, twin = position(), position()
    p1(snap)["hyperspatial"] = [c("P1:ps1", "PS"), c("P1:x1", "F")]
    p1(twin)["hyperspatial"] = [c("P1:ps1", "PS")]
    p1(twin)["graveyard"].append(c("P1:x1", "F"))
    for s in (snap, twin):
        p1(s)["deck"] = {"count": 25}
        p2(s)["hyperspatial"] = {"count": 1}
    hdr = _psychic_header()
    prove(log(snap, hdr=hdr), "dm-variants.snapshot.pile_card", None, twin=log(twin, hdr=hdr))


def test_dm5_a_player_with_an_empty_deck_has_lost() -> None:
    snap = position()
    p2(snap)["deck"], p2(snap)["hand"] = {"count": 0}, {"count": 33}  # still 40 cards
    report = prove(log(snap), "dm-variants.snapshot.deck_out", None, twin=LEGAL)
    assert report.final_state["players"]["P2"]["in_game"] is True  # the replay follows the table


def test_dm5_an_old_log_that_chose_cannot_draw_keeps_the_player_in() -> None:
    snap = position()
    p2(snap)["deck"], p2(snap)["hand"] = {"count": 0}, {"count": 33}
    hdr = header(options={"policies": {"deck_out": "cannot_draw"}})
    assert replay(log(snap, hdr=hdr)).findings == []


def test_600_7_turns_go_clockwise_from_the_starting_player() -> None:
    snap = position()
    snap["turn_players"] = ["P2"]  # turn 5 is the first player's
    snap["this_turn"]["entered"] = []
    report = prove(log(snap), "dm-variants.turn.order", None, twin=LEGAL)
    assert report.final_state["turn_player"] == "P2"  # the replay follows the table


def test_a_public_card_is_named() -> None:
    snap = position()
    p2(snap)["battle"][0] = c("P2:b1", None, tapped=False)
    prove(log(snap), "dm-variants.log.card", None, twin=LEGAL)


def test_a_card_id_outside_the_owners_decklist() -> None:
    snap = position()
    p1(snap)["graveyard"][0] = c("P1:g1", "ZZ")
    prove(log(snap), "dm-variants.log.card", None, twin=LEGAL)


# --- (c) what the snapshot leaves out is unknown: the check that needs it is needs_ruling ------------
def test_401_a_charge_when_the_snapshot_does_not_say_one_was_made_is_needs_ruling() -> None:
    snap = position()
    snap["phase"] = "charge"
    del snap["this_turn"]["charged"]
    snap["this_turn"]["entered"] = []
    p1(snap)["mana"][2]["tapped"] = False  # M came in an earlier turn
    known = copy.deepcopy(snap)
    known["this_turn"]["charged"] = 0
    charge = t5("charge", "charge", card="P1:h1")
    report = prove(
        log(snap, charge),
        "dm-variants.charge.once_per_turn",
        1,
        twin=log(known, charge),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


def test_401_a_charge_after_the_snapshot_says_one_was_made_is_illegal() -> None:
    snap = position()
    snap["phase"] = "charge"
    known = copy.deepcopy(snap)
    known["this_turn"]["charged"], known["this_turn"]["entered"] = 0, []
    p1(known)["mana"][2]["tapped"] = False
    charge = t5("charge", "charge", card="P1:h1")
    prove(log(snap, charge), "dm-variants.charge.once_per_turn", 1, twin=log(known, charge))


def test_draw_count_unknown_in_a_draw_step_snapshot_is_needs_ruling() -> None:
    snap = position()
    snap["phase"], snap["this_turn"] = "draw", {"entered": []}
    p1(snap)["mana"][2]["tapped"] = False
    known = copy.deepcopy(snap)
    known["this_turn"]["drawn"] = 0
    entries = [t5("draw", "draw", cards=[c("P1:d5", "F")]), t5("charge", "charge", card="P1:d5")]
    report = prove(
        log(snap, *entries), "dm-variants.draw.count", 2, twin=log(known, *entries), verdict="needs_ruling"
    )
    assert report.findings[0].unknown


def test_too_many_draws_are_illegal_even_when_earlier_ones_are_unknown() -> None:
    snap = position()
    snap["phase"], snap["this_turn"] = "draw", {"entered": []}
    p1(snap)["mana"][2]["tapped"] = False
    known = copy.deepcopy(snap)
    known["this_turn"]["drawn"] = 0
    two = t5("draw", "draw", cards=[c("P1:d5", "F"), c("P1:d6", "F")])
    one = t5("draw", "draw", cards=[c("P1:d5", "F")])
    charge = t5("charge", "charge", card="P1:d5")
    prove(log(snap, two, charge), "dm-variants.draw.count", 2, twin=log(known, one, charge))


def test_403_an_attack_by_a_creature_that_may_have_entered_this_turn_is_needs_ruling() -> None:
    snap = position()
    del snap["this_turn"]["entered"]
    attack = t5("attack", "attack", attacker="P1:b1", defender="P2", target="P2")
    brk = t5("attack", "break", shields=["P2:s1"])
    report = prove(
        log(snap, attack, brk),
        "dm-variants.attack.summoning_sickness",
        1,
        twin=log(position(), attack, brk),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


def test_403_a_creature_the_snapshot_says_entered_this_turn_is_summoning_sick() -> None:
    snap = position()
    snap["this_turn"]["entered"] = ["P1:m3", "P1:b1"]
    attack = t5("attack", "attack", attacker="P1:b1", defender="P2", target="P2")
    brk = t5("attack", "break", shields=["P2:s1"])
    prove(
        log(snap, attack, brk), "dm-variants.attack.summoning_sickness", 1, twin=log(position(), attack, brk)
    )


# --- multiplayer: a free-for-all, and a player who left ---------------------------------------------
def ffa_position() -> dict[str, Any]:
    """Free-for-all, P1 P2 P3 clockwise, P1 first: turn 4 is P1's second turn, its main step."""
    snap = position()
    snap["turn"], snap["this_turn"] = 4, {"drawn": 1, "charged": 1, "entered": ["P1:m3"]}
    snap["players"]["P3"] = {
        "deck": {"count": 29},
        "hand": {"count": 5},
        "shields": {"count": 5},
        "mana": [c("P3:m1", "G", tapped=False)],
        "battle": [],
        "graveyard": [],
    }
    return snap


def test_a_legal_free_for_all_position_and_play_from_it_give_no_finding() -> None:
    hdr = header(3)
    entries = [
        at(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"]),
        # 600.5: P1 chooses P3, an opponent, as the defending player.
        at(4, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3"),
        at(4, "attack", "P1", "break", shields=["P3:s1"]),
        at(5, "start", "P2", "turn_start"),
        at(5, "draw", "P2", "draw", cards=[c("P2:d5", "F")]),
        at(5, "charge", "P2", "charge", card="P2:d5"),
        at(5, "main", "P2", "summon", card=c("P2:h1", "F"), tap=["P2:m2"]),
    ]
    report = replay(log(ffa_position(), *entries, hdr=hdr))
    assert [(f.seq, f.code) for f in report.findings] == []
    assert report.final_state["players"]["P3"]["shields"] == 4
    assert report.final_state["turn_player"] == "P2"


def test_600_3a_a_player_who_left_took_their_cards() -> None:
    hdr = header(3)
    snap, twin = ffa_position(), ffa_position()
    snap["players"]["P3"] = {"out": "concede", "graveyard": [c("P3:g1", "S")]}
    twin["players"]["P3"] = {"out": "concede"}
    prove(log(snap, hdr=hdr), "dm-variants.snapshot.removed_player_cards", None, twin=log(twin, hdr=hdr))


def test_the_turn_goes_past_a_player_who_left() -> None:
    hdr = header(3)
    snap = ffa_position()
    snap["turn"], snap["turn_players"] = 5, ["P2"]
    snap["this_turn"] = {"drawn": 1, "charged": 0, "entered": []}
    p1(snap)["mana"][2]["tapped"] = False
    snap["players"]["P3"] = {"out": "deck_out"}
    entries = [at(6, "start", "P1", "turn_start"), at(6, "draw", "P1", "draw", cards=[c("P1:d6", "F")])]
    report = replay(log(snap, *entries, hdr=hdr))
    assert report.findings == []
    assert report.final_state["players"]["P3"]["in_game"] is False
    # P3 cannot act any more (600.3a).
    late = replay(log(snap, at(5, "main", "P3", "concede"), hdr=hdr))
    assert [f.code for f in late.findings] == ["dm-variants.removed.player_acted"]


# --- DMEDH: the commander zone and the commander's own facts ----------------------------------------
def edh_cards() -> dict[str, dict[str, Any]]:
    """59 distinct vanilla fire creatures (cost 1) and a fire commander of cost 2 (701.4)."""
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
        "cost": 2,
        "keywords": {"civilizations": ["fire"], "power": 9000, "breaker": 2, "speed_attacker": True},
    }
    return cards


def edh_header(variant: str = "dmedh", **kw: Any) -> dict[str, Any]:
    decks = {s: {"main": {f"E{i}": 1 for i in range(1, 60)}, "commander": "CMD"} for s in ("P1", "P2")}
    return header(variant=variant, cards=edh_cards(), decklists=decks, **kw)


def edh_position() -> dict[str, Any]:
    """DMEDH, turn 3, P1's main step: 7 shields each (701.6), both commanders in 超統率ゾーン (701.5)."""
    return {
        "turn": 3,
        "phase": "main",
        "turn_players": ["P1"],
        "this_turn": {
            "drawn": 1,
            "charged": 1,
            "entered": ["P1:m2"],
            "used_names": {},
            "commander_drawn": False,
        },
        "players": {
            "P1": {
                "deck": {"count": 44},
                "hand": {"count": 5, "cards": [c("P1:h1", "E4")]},
                "shields": {"count": 7},
                "mana": [c("P1:m1", "E1", tapped=False), c("P1:m2", "E2", tapped=False)],
                "battle": [c("P1:b1", "E3", tapped=False)],
                "graveyard": [],
                "command": [c("P1:cmd", "CMD")],
                "commander_moves": {"P1:cmd": 0},
            },
            "P2": {
                "deck": {"count": 45},
                "hand": {"count": 6},
                "shields": {"count": 7},
                "mana": [c("P2:m1", "E1", tapped=False)],
                "graveyard": [],
                "command": [c("P2:cmd", "CMD")],
                "commander_moves": {"P2:cmd": 0},
            },
        },
    }


EDH_PLAY = [
    at(3, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=["P1:m1", "P1:m2"]),
    at(3, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2"),
    at(3, "attack", "P1", "break", shields=["P2:s1", "P2:s2"]),
    at(3, "attack", "P1", "commander_draw", card="P1:cmd", looked=2, to_hand=["P1:x1"]),
    at(4, "start", "P2", "turn_start"),
    at(4, "draw", "P2", "draw", cards=[c("P2:d4", "E9")]),
]


def test_a_legal_dmedh_position_and_play_from_it_give_no_finding() -> None:
    report = replay(log(edh_position(), *EDH_PLAY, hdr=edh_header()))
    assert [(f.seq, f.code) for f in report.findings] == []
    assert report.final_state["players"]["P2"]["shields"] == 5


def test_the_commander_option_on_a_two_player_game_reads_the_command_zone_too() -> None:
    hdr = edh_header("standard", options={"commander": True, "policies": {"deck_out": "empty_deck"}})
    report = replay(log(edh_position(), *EDH_PLAY, hdr=hdr))
    assert [(f.seq, f.code) for f in report.findings] == []
    snap = edh_position()
    del p1(snap)["command"]  # the commander is then nowhere: one card short
    report = replay(log(snap, hdr=hdr))
    assert [(f.seq, f.code) for f in report.findings] == [(None, "dm-variants.snapshot.card_count")]


def test_701_5_a_commander_lies_in_its_owners_command_zone() -> None:
    snap = edh_position()
    p2(snap)["command"].append(p1(snap)["command"].pop())  # P1's commander in P2's 超統率ゾーン
    hdr = edh_header()
    prove(log(snap, hdr=hdr), "dm-variants.snapshot.commander_zone", None, twin=log(edh_position(), hdr=hdr))


def test_701_5_only_commanders_lie_in_the_command_zone() -> None:
    snap, twin = edh_position(), edh_position()
    p1(snap)["command"].append(c("P1:x1", "E9"))
    p1(twin)["graveyard"].append(c("P1:x1", "E9"))
    for s in (snap, twin):
        p1(s)["deck"] = {"count": 43}
    hdr = edh_header()
    prove(log(snap, hdr=hdr), "dm-variants.snapshot.commander_zone", None, twin=log(twin, hdr=hdr))


def test_701_14_a_commander_tax_from_an_unknown_count_is_needs_ruling() -> None:
    snap = edh_position()
    del p1(snap)["commander_moves"]
    hdr = edh_header()
    summon = EDH_PLAY[0]
    report = prove(
        log(snap, summon, hdr=hdr),
        "dm-variants.dmedh.commander_tax",
        1,
        twin=log(edh_position(), summon, hdr=hdr),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


def test_701_14_the_tax_counts_the_moves_the_snapshot_gives() -> None:
    snap = edh_position()
    p1(snap)["commander_moves"] = {"P1:cmd": 1}  # out once before: 2 more untapped mana (701.14)
    hdr = edh_header()
    prove(
        log(snap, EDH_PLAY[0], hdr=hdr),
        "dm-variants.dmedh.commander_tax",
        1,
        twin=log(edh_position(), EDH_PLAY[0], hdr=hdr),
    )


def test_701_12_a_name_when_the_snapshot_does_not_say_which_were_used_is_needs_ruling() -> None:
    snap = edh_position()
    del snap["this_turn"]["used_names"]
    summon = at(3, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    hdr = edh_header()
    prove(
        log(snap, summon, hdr=hdr),
        "dm-variants.dmedh.same_name",
        1,
        twin=log(edh_position(), summon, hdr=hdr),
        verdict="needs_ruling",
    )


def test_701_12_a_name_the_snapshot_says_was_used_this_turn() -> None:
    snap = edh_position()
    snap["this_turn"]["used_names"] = {"P1": ["E4"]}
    summon = at(3, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    hdr = edh_header()
    prove(
        log(snap, summon, hdr=hdr),
        "dm-variants.dmedh.same_name",
        1,
        twin=log(edh_position(), summon, hdr=hdr),
    )


def test_701_16_a_commander_draw_when_the_snapshot_does_not_say_is_needs_ruling() -> None:
    snap = edh_position()
    snap["phase"] = "attack"
    p1(snap)["battle"].append(c("P1:cmd", "CMD", tapped=False))
    p1(snap)["command"] = []
    p1(snap)["commander_moves"] = {"P1:cmd": 1}
    known = copy.deepcopy(snap)
    del snap["this_turn"]["commander_drawn"]
    hdr = edh_header()
    entries = EDH_PLAY[1:4]
    report = prove(
        log(snap, *entries, hdr=hdr),
        "dm-variants.dmedh.commander_draw",
        3,
        twin=log(known, *entries, hdr=hdr),
        verdict="needs_ruling",
    )
    assert report.findings[0].unknown


# --- header errors: a snapshot that contradicts itself or the format --------------------------------
def _unreadable(snap: Any, hdr: dict[str, Any] | None = None) -> str:
    report = replay(log(snap, hdr=hdr))
    assert [f.code for f in report.findings] == ["log.unreadable"], report.findings
    return str(report.findings[0].evidence["path"])


def test_snapshot_format_errors_are_header_errors() -> None:
    snap = position()
    snap["phase"] = "setup"  # a snapshot is taken in a turn
    assert _unreadable(snap) == "$.header.snapshot.phase"
    snap = position()
    snap["turn"] = 0
    assert _unreadable(snap) == "$.header.snapshot.turn"
    snap = position()
    del snap["players"]["P2"]
    assert _unreadable(snap) == "$.header.snapshot.players"
    snap = position()
    p2(snap)["graveyard"].append(c("P1:b1", "F"))  # also in P1's battle zone
    assert _unreadable(snap).startswith("$.header.snapshot.players.P2")
    snap = position()
    p2(snap)["hand"] = {"count": 1, "cards": [c("P2:h1", "F"), c("P2:h2", "F")]}
    assert _unreadable(snap) == "$.header.snapshot.players.P2.hand"
    snap = position()
    p2(snap)["mana"] = {"count": 2}  # a public zone lists its cards
    assert _unreadable(snap) == "$.header.snapshot.players.P2.mana"
    assert _unreadable([]) == "$.header.snapshot"
    snap = position()
    p2(snap)["kaiju_deck"] = []  # a kaiju zone, not a Duel Masters one
    assert _unreadable(snap) == "$.header.snapshot.players.P2.kaiju_deck"
    snap = position()
    snap["this_turn"]["charge"] = 1  # misspelt: it would leave `charged` unknown
    assert _unreadable(snap) == "$.header.snapshot.this_turn.charge"
    snap = position()
    snap["this_turn"]["used_names"] = {}  # 701.12 is DMEDH's
    assert _unreadable(snap) == "$.header.snapshot.this_turn.used_names"
    snap = position()
    p1(snap)["command"] = []  # no 超統率ゾーン without the commander rules
    assert _unreadable(snap) == "$.header.snapshot.players.P1.command"
    snap = position()
    snap["this_turn"]["entered"] = ["P1:g1"]  # in the graveyard: it entered no battle or mana zone
    assert _unreadable(snap) == "$.header.snapshot.this_turn.entered"
    snap = position()
    p1(snap)["graveyard"] = [c("P1:g1", "S", tapped=True)]  # a graveyard card has no tapped state
    assert _unreadable(snap) == "$.header.snapshot.players.P1.graveyard.tapped"
    snap = position()
    p2(snap)["out"] = "concede"  # a two-player game would be over
    assert _unreadable(snap) == "$.header.snapshot.players"
    snap = position()
    snap["turn_players"] = ["P9"]
    assert _unreadable(snap) == "$.header.snapshot.turn_players"
    snap = position()
    snap["phase"] = "start"  # nothing is drawn before the draw step
    assert _unreadable(snap) == "$.header.snapshot.this_turn.drawn"


@pytest.mark.parametrize(
    ("variant", "seats", "options"),
    [
        ("two_headed", 4, {"teams": [["P1", "P2"], ["P3", "P4"]]}),
        ("emperor", 6, {"teams": [["P1", "P2", "P3"], ["P4", "P5", "P6"]]}),
        ("grand_melee", 10, {}),
        ("tower", 2, {}),
        ("planes", 2, {}),
        ("plane_exploration", 2, {}),
        ("archenemy", 3, {"teams": [["P1"], ["P2", "P3"]]}),
        ("rotating_table", 4, {}),
    ],
)
def test_formats_whose_state_the_snapshot_cannot_carry_are_refused(
    variant: str, seats: int, options: dict[str, Any]
) -> None:
    hdr = header(seats, variant=variant, options=options)
    report = replay(log(position(), hdr=hdr))
    assert [f.code for f in report.findings if f.seq is None][-1:] == ["log.unreadable"]
    finding = report.findings[-1]
    assert finding.evidence["path"] == "$.header.snapshot"
    assert "cannot start from a snapshot" in finding.message_en


# --- (d) a game cut anywhere replays to the same findings from its snapshot ------------------------
def _replaying(game: dict[str, Any]) -> Iterator[tuple[int, DMState]]:
    parsed = read_log(copy.deepcopy(game))
    ctx = ReplayContext()
    state = GAME.start(parsed.header, ctx)
    for count, entry in enumerate(parsed.entries, start=1):
        ctx.seq = entry.seq
        GAME.apply(state, entry, ctx)
        yield count, state


def _cut(game: dict[str, Any], where: float) -> tuple[int, dict[str, Any]] | None:
    """A snapshot after one of the game's entries: in a turn, between two attacks, the game not over."""
    cuts = []
    for count, state in _replaying(game):
        if state.turn >= 1 and state.attack is None and not state.game_over:
            cuts.append(count)
    if not cuts:
        return None
    count = cuts[int(where * len(cuts))]
    state = next(s for n, s in _replaying(game) if n == count)
    return count, json.loads(json.dumps(snapshot_of(state), ensure_ascii=False))


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    fmt=st.sampled_from([(2, None), (3, None), (4, None), (5, "pentagon"), (2, "dmedh"), (3, "dmedh")]),
    where=st.floats(0, 1, exclude_max=True),
)
def test_a_generated_game_cut_at_an_entry_replays_the_same_from_its_snapshot(
    seed: int, fmt: tuple[int, str | None], where: float
) -> None:
    game = generate_game(seed, fmt[0], fmt[1], max_turns=12)
    full = replay(copy.deepcopy(game))
    cut = _cut(game, where)
    if cut is None:
        return
    count, snap = cut
    rest = {"header": game["header"] | {"snapshot": snap}, "entries": copy.deepcopy(game["entries"][count:])}
    again = replay(rest)
    after = [(f.seq, f.code) for f in full.findings if f.seq is not None and f.seq > count]
    assert [(f.seq, f.code) for f in again.findings] == after
    assert again.final_state == full.final_state


# --- the documented example (docs/log-format-dm-variants.md, "Mid-game snapshot") -------------------
EXAMPLE = Path(__file__).resolve().parents[4] / "docs" / "examples" / "dm-variants-snapshot.judgelog.json"


def test_docs_example_gives_the_documented_findings() -> None:
    report = replay(EXAMPLE.read_text(encoding="utf-8"))
    assert report.game == "dm-variants"
    # The snapshot says P1 already charged this turn, so the logged charge is a second one (401).
    assert [(f.seq, f.code, f.verdict.value) for f in report.findings] == [
        (1, "dm-variants.charge.once_per_turn", "illegal"),
    ]
