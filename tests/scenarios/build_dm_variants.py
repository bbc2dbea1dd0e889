"""Writes the Duel Masters variants judge scenarios (tests/scenarios/dm-variants/*.json) from hand-written logs.

Each scenario's ruling and deciding clauses were decided from rules_index/data/dm-variants.txt (and the
product decisions in /work/shared/rulings/decisions.md) before its logs were written and before the engine
was asked; a printed example that describes play names its clause in `printed_example`. Logs start from
mid-game snapshots where that keeps them short. Run from the repository root:
``python -m tests.scenarios.build_dm_variants``. The JSON it writes is committed; the runner
(tests/unit/engine/test_scenario_corpus.py) reads only the JSON. A `gap` is kept only while the engine
still disagrees with the ruling.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tests.unit.engine.dm_variants.ability_logs import (
    NIGA,
    add,
    board,
    creature,
    seat,
    spell,
    table,
    with_card,
)
from tests.unit.engine.dm_variants.proof_logs import (
    CARDS as PLAIN,
)
from tests.unit.engine.dm_variants.proof_logs import (
    Game,
    archenemy_game,
    dmedh_game,
    edh_cards,
    emperor_game,
    table_opening,
    teams_game,
    two_player_opening,
)
from tests.unit.engine.dm_variants.test_dm_trigger_range import (
    broken_log,
    cast_log,
    emperor_cast,
    turn_start_log,
)
from tests.unit.engine.test_scenario_corpus import disagreements

OUT = Path(__file__).resolve().parent / "dm-variants"
Doc = dict[str, Any]
S = "dm-variants:"
THREE = {"P2": [("P2:b1", "F"), ("P2:b2", "F")], "P3": [("P3:b1", "F"), ("P3:b2", "F")]}


# --- log builders ----------------------------------------------------------------------------------------
def three(**battle: list[tuple[str, str]]) -> Doc:
    return table(seats=board(**(battle or THREE)))


def ability_effect(
    card: str, hand: str, ability: str, targets: Any, *, cast: bool = False, **extra: Any
) -> Doc:
    """P1 plays `hand` (a creature summoned then its ability resolving, or a spell cast with its targets)."""
    log = three()
    if cast:
        add(log, 4, "main", "P1", "cast", card=hand, tap=["P1:m1"], ability=ability, targets=targets)
    else:
        add(log, 4, "main", "P1", "summon", card=hand, tap=["P1:m1"])
        add(log, 4, "main", "P1", "effect", source=hand, ability=ability, targets=targets, **extra)
    return log


def shtrum(targets: list[str]) -> Doc:
    return ability_effect("SHT", "P1:h1", "enter", targets)


def rage(first: str, second: str) -> Doc:
    return ability_effect("RAGE", "P1:h2", "spell", [[first], [second]], cast=True)


def gun(creature_of: str, discarder: str) -> Doc:
    return ability_effect("GUN", "P1:h3", "spell", [[creature_of], [discarder]], cast=True)


def naru(targets: list[str]) -> Doc:
    return ability_effect("NARU", "P1:h4", "enter", targets)


def lost(targets: list[str]) -> Doc:
    return ability_effect("LOST", "P1:h5", "spell", targets, cast=True)


def extra_card(log_fn: Callable[[], Doc], cid: str, definition: Doc, hand_slot: str = "h5") -> Doc:
    """A table where P1 holds `cid` in place of the hand card at `hand_slot`."""
    log = log_fn()
    with_card(log, cid, definition, replacing="SPIRAL")
    for card in log["header"]["snapshot"]["players"]["P1"]["hand"]["cards"]:
        if card["iid"] == f"P1:{hand_slot}":
            card["card"] = cid
    return log


LION = spell(
    "真実の名 ホワイト・オブ・ライオネル",
    [
        {
            "id": "spell",
            "kind": "spell",
            "targets": [
                {"zone": "hand", "whose": "opponent", "count": 1},
                {"zone": "mana", "whose": "opponent", "count": 1},
                {"zone": "shields", "whose": "opponent", "count": 1},
            ],
        }
    ],
)
SPIN = creature(
    "撃髄医 スパイナー",
    2000,
    [
        {
            "id": "enter",
            "kind": "auto",
            "trigger": {"event": "enters", "card": "self"},
            "targets": [
                {"zone": "battle", "whose": "opponent", "count": 2, "up_to": True, "part": 1},
                {"zone": "battle", "whose": "opponent", "count": 1, "up_to": True, "part": 2},
            ],
        }
    ],
)


def lionel(hand_of: str, mana_of: str) -> Doc:
    log = extra_card(three, "LION", LION)
    targets = [[f"{hand_of}:x1"], [f"{mana_of}:m1"], [f"{hand_of}:s1"]]
    add(log, 4, "main", "P1", "cast", card="P1:h5", tap=["P1:m1"], ability="spell", targets=targets)
    return log


def spinner(part1: list[str], part2: list[str]) -> Doc:
    log = extra_card(three, "SPIN", SPIN)
    add(log, 4, "main", "P1", "summon", card="P1:h5", tap=["P1:m1"])
    add(log, 4, "main", "P1", "effect", source="P1:h5", ability="enter", targets=[part1, part2])
    return log


def two_abilities(second: list[str]) -> Doc:
    """600.4d: シュトゥルム destroys A's two creatures; then レイジクリスタル's own effect picks its opponent."""
    log = three()
    add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    add(log, 4, "main", "P1", "effect", source="P1:h1", ability="enter", targets=["P2:b1", "P2:b2"])
    add(
        log,
        4,
        "main",
        "P1",
        "cast",
        card="P1:h2",
        tap=["P1:m2"],
        ability="spell",
        targets=[[second[0]], [second[1]]],
    )
    return log


def attack_trigger(mana_of: str) -> Doc:
    seats = board(**THREE)
    seats["P1"] = seat("P1", battle=[("P1:b1", "BAJ")])
    log = table(seats=seats)
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    add(
        log,
        4,
        "attack",
        "P1",
        "effect",
        source="P1:b1",
        ability="attack",
        targets=[f"{mana_of}:m1", f"{mana_of}:m2"],
    )
    return log


def enter_skipped(resolve: bool) -> Doc:
    log = three()
    add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    if resolve:
        add(log, 4, "main", "P1", "effect", source="P1:h1", ability="enter", targets=["P2:b1", "P2:b2"])
    add(log, 4, "main", "P1", "cast", card="P1:h5", tap=["P1:m2"], ability="spell", targets=["P2"])
    return log


def zero_start(targets: list[str]) -> Doc:
    from tests.unit.engine.dm_variants.test_dm_abilities import zero_game

    return zero_game(targets)[0]


def lost_after_concede(target: str) -> Doc:
    log = three()
    add(log, 4, "main", "P3", "concede")
    add(log, 4, "main", "P1", "cast", card="P1:h5", tap=["P1:m1"], ability="spell", targets=[target])
    return log


def wrong_attacker(attacker: str) -> Doc:
    seats = board(**THREE)
    seats["P1"] = seat("P1", battle=[("P1:b1", "BAJ"), ("P1:b2", "F")])
    log = table(seats=seats)
    add(log, 4, "attack", "P1", "attack", attacker=attacker, defender="P2", target="P2")
    add(log, 4, "attack", "P1", "effect", source="P1:b1", ability="attack", targets=["P2:m1", "P2:m2"])
    return log


def shield_trigger(card: str, target: str) -> Doc:
    seats = board(**THREE)
    seats["P1"] = seat("P1", battle=[("P1:b1", "F")])
    log = table(seats=seats)
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    add(log, 4, "attack", "P1", "break", shields=[{"iid": "P2:s1", "card": card}])
    add(log, 4, "attack", "P2", "shield_trigger", card="P2:s1", ability="spell", targets=[target])
    return log


def bystander(owner: str) -> Doc:
    seats = board(P2=[("P2:b1", "F")])
    seats[owner]["battle"].append({"iid": f"{owner}:b5", "card": "NIGA", "tapped": False})
    seats[owner]["deck"]["count"] -= 1
    log = with_card(table(turn=5, turn_player="P2", seats=seats), "NIGA", NIGA)
    add(log, 5, "attack", "P2", "attack", attacker="P2:b1", defender="P3", target="P3")
    add(log, 5, "attack", owner, "effect", source=f"{owner}:b5", ability="attacked")
    return log


def range_trigger(owner: str) -> Doc:
    seats = {s: seat(s, hand_count=3) for s in ("P1", "P2", "P3", "P4", "P5")}
    seats["P3"] = seat("P3", battle=[("P3:b1", "F")], hand_count=3)
    seats[owner]["battle"].append({"iid": f"{owner}:b5", "card": "NIGA", "tapped": False})
    seats[owner]["deck"]["count"] -= 1
    log = with_card(table(turn=8, turn_player="P3", seats=seats, options={"range": 1}), "NIGA", NIGA)
    add(log, 8, "attack", "P3", "attack", attacker="P3:b1", defender="P4", target="P4")
    add(log, 8, "attack", owner, "effect", source=f"{owner}:b5", ability="attacked")
    return log


# 《龍神ヘヴィ》 G・リンク時: 相手のクリーチャーは、可能であればこのクリーチャーを攻撃する — declared as it binds in
# 600.6a's second example: no other defending player may be designated (`attack_lure: "player"`).
HEAVY = creature(
    "龍神ヘヴィ",
    5000,
    [{"id": "lure", "kind": "continuous", "effect": {"attack_lure": "player"}}],
)
# 《ドンジャングルS7》: 相手のクリーチャーは、可能であればこのクリーチャーを攻撃する — as 600.6a's first example
# reads it: another player may still be designated (`attack_lure: "creature"`).
JUNGLE = creature(
    "ドンジャングルS7",
    17000,
    [{"id": "lure", "kind": "continuous", "effect": {"attack_lure": "creature"}}],
)


def heavy(defender: str, cid: str = "HEAVY", target: str | None = None) -> Doc:
    """600.6a 例: A (P2) controls a tapped, God-linked 龍神ヘヴィ (or a tapped ドンジャングルS7); P1 attacks."""
    seats = board(P3=[("P3:b1", "F")])
    seats["P1"] = seat("P1", battle=[("P1:b1", "F")])
    seats["P2"]["battle"] = [{"iid": "P2:b5", "card": cid, "tapped": True}]
    seats["P2"]["deck"]["count"] -= 1
    log = with_card(table(seats=seats), cid, HEAVY if cid == "HEAVY" else JUNGLE)
    if target is None:
        target = "P2:b5" if defender == "P2" else defender
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target=target)
    return log


def melee_extra(turns: tuple[str, ...], to: str = "P1") -> Doc:
    """大乱闘戦 for ten: P1 (marker 1) is given an extra turn in turn 1; P5 holds marker 2."""
    g = Game(10, variant="grand_melee")
    g.setup()
    for t, s in enumerate(turns, start=1):
        g.turn(t, s, summon=f"{s}:h0" if t < 3 else None)
        if t == 1:
            g.add(1, "main", "P1", "extra_turn", player=to, source="P1:h0")
    return g.log()


def ranged(target: str) -> Doc:
    seats = {s: seat(s, hand_count=3) for s in ("P1", "P2", "P3", "P4", "P5")}
    seats["P1"] = seat("P1", hand=[("h1", "SHT")])
    for s in ("P2", "P3"):
        seats[s] = seat(s, battle=[(f"{s}:b1", "F")], hand_count=3)
    log = table(turn=6, seats=seats, options={"range": 1})
    add(log, 6, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    add(log, 6, "main", "P1", "effect", source="P1:h1", ability="enter", targets=[target])
    return log


def undeclared(targets: list[str]) -> Doc:
    log = three()
    add(log, 4, "main", "P1", "effect", source="P1:x9", targets=targets)
    return log


def stolen(to: str, player: str) -> Doc:
    seats = board(**THREE)
    seats["P1"]["battle"] = [{"iid": "P2:b7", "card": "F", "tapped": False}]
    seats["P2"]["deck"]["count"] -= 1
    log = table(seats=seats)
    add(log, 4, "main", "P1", "effect", source="P1:h1", moves=[{"card": "P2:b7", "to": to, "player": player}])
    return log


def outside(owner: str) -> Doc:
    log = three()
    move = {"card": {"iid": f"{owner}:o1", "card": "F"}, "from": "outside", "to": "battle"}
    add(log, 4, "main", "P1", "effect", source="P1:h1", moves=[move])
    return log


def discard(player: str) -> Doc:
    log = three()
    move = {"card": {"iid": "P2:x1", "card": "F"}, "from": "hand", "to": "graveyard", "player": player}
    add(log, 4, "main", "P1", "effect", source="P1:h5", moves=[move])
    return log


# --- DMEDH -----------------------------------------------------------------------------------------------
def edh(body: Callable[[Game, list[str]], None]) -> Doc:
    """DMEDH for two: P1 and P2 alternate plain turns (draw, charge) up to turn 13; `body` goes on."""
    g = dmedh_game()
    mana: list[str] = []
    for t in range(1, 14):
        s = "P1" if t % 2 else "P2"
        g.add(t, "start", s, "turn_start")
        if t == 1:
            g.add(t, "charge", s, "charge", card="P1:h0")
            mana.append("P1:h0")
            continue
        c = {"iid": f"{s}:d{t}", "card": f"E{10 + t}"}
        g.add(t, "draw", s, "draw", cards=[c])
        g.add(t, "charge", s, "charge", card=c["iid"])
        if s == "P1":
            mana.append(c["iid"])
    body(g, mana)
    return g.log()


def cmd_effect(source: str, to: str) -> Doc:
    return edh(
        lambda g, m: g.add(13, "main", "P1", "effect", source=source, moves=[{"card": "P1:cmd", "to": to}])
    )


def cmd_summon_die(g: Game, mana: list[str]) -> None:
    g.add(13, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3])
    g.add(13, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "graveyard"}])


def cmd_tax(tax: int) -> Doc:
    def body(g: Game, mana: list[str]) -> None:
        cmd_summon_die(g, mana)
        g.add(13, "main", "P1", "commander_return", card="P1:cmd")
        g.add(14, "start", "P2", "turn_start")
        g.add(14, "draw", "P2", "draw", cards=[{"iid": "P2:d14", "card": "E40"}])
        g.add(15, "start", "P1", "turn_start")
        g.add(15, "draw", "P1", "draw", cards=[{"iid": "P1:d15", "card": "E41"}])
        moves = [{"card": "P1:cmd", "from": "command", "to": "battle"}]
        g.add(15, "main", "P1", "effect", source="P1:cmd", moves=moves, tax=mana[3 : 3 + tax])

    return edh(body)


def cmd_return(late: bool) -> Doc:
    def body(g: Game, mana: list[str]) -> None:
        cmd_summon_die(g, mana)
        if late:
            g.add(13, "main", "P1", "draw", count=1, source="P1:d13")
        g.add(13, "main", "P1", "commander_return", card="P1:cmd")

    return edh(body)


def cmd_return_from(left: bool) -> Doc:
    def body(g: Game, mana: list[str]) -> None:
        g.add(13, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3])
        if left:
            g.add(13, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "hand"}])
        g.add(13, "main", "P1", "commander_return", card="P1:cmd")

    return edh(body)


def cmd_turn(turn: int) -> Doc:
    def body(g: Game, mana: list[str]) -> None:
        if turn == 14:
            g.add(14, "start", "P2", "turn_start")
        g.add(turn, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3])

    return edh(body)


def edh_same_name(second: bool) -> Doc:
    def body(g: Game, mana: list[str]) -> None:
        g.add(13, "main", "P1", "summon", card={"iid": "P1:h1", "card": "E2"}, tap=mana[:1])
        name = "E2" if second else "E3"
        g.add(
            13,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            moves=[{"card": {"iid": "P1:o1", "card": name}, "from": "outside", "to": "battle"}],
        )

    return edh(body)


def edh_extra(extra: bool) -> Doc:
    def body(g: Game, mana: list[str]) -> None:
        if extra:
            g.add(13, "main", "P1", "extra_turn", player="P1")
        g.add(14, "start", "P2", "turn_start")

    return edh(body)


# --- turns ---------------------------------------------------------------------------------------------
def extra_turn(next_seat: str) -> Doc:
    g = two_player_opening()
    g.add(3, "main", "P1", "extra_turn", player="P1", source="P1:h0")
    g.add(4, "start", next_seat, "turn_start")
    return g.log()


def skip_turn(next_seat: str) -> Doc:
    g = table_opening(3)
    g.add(4, "main", "P1", "skip_turn", player="P2", source="P1:h0")
    g.add(5, "start", next_seat, "turn_start")
    return g.log()


def extra_in_other_turn(after: str) -> Doc:
    g = table_opening(3)
    g.turn(5, "P2")
    g.add(5, "main", "P2", "extra_turn", player="P1")
    g.turn(6, "P1")
    g.add(7, "start", after, "turn_start")
    return g.log()


def skip_eats_extra(next_seat: str) -> Doc:
    g = two_player_opening()
    g.add(3, "main", "P1", "extra_turn", player="P1")
    g.add(3, "main", "P2", "skip_turn", player="P1")
    g.add(4, "start", next_seat, "turn_start")
    return g.log()


def team_extra(starter: str) -> Doc:
    g = teams_game("two_headed", [["P1", "P2"], ["P3", "P4"]])
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "main", "P1", "extra_turn", player="P2")
    g.add(2, "start", starter, "turn_start")
    return g.log()


# --- the end of the game ------------------------------------------------------------------------------
def last_left(winner: str) -> Doc:
    log = three()
    add(log, 4, "main", "P2", "concede")
    add(log, 4, "main", "P3", "concede")
    add(log, 4, "main", None, "result", winners=[winner])
    return log


def heroes_win(winners: list[str]) -> Doc:
    g = archenemy_game()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "F"}])
    g.add(1, "draw", "P3", "concede")
    g.add(1, "draw", "P1", "concede")
    g.add(1, "draw", None, "result", winners=winners)
    return g.log()


def emperor_team(winners: list[str]) -> Doc:
    g = emperor_game()
    g.add(1, "start", "P2", "turn_start")
    g.add(1, "main", "P1", "concede")  # a general of the P2 team leaves first
    g.add(1, "main", "P5", "concede")  # then the other team's emperor
    g.add(1, "main", None, "result", winners=winners)
    return g.log()


def deck_out(reason: str) -> Doc:
    g = two_player_opening()
    g.add(3, "main", "P2", "lose", player="P2", reason=reason)
    return g.log()


def tower_deck_out(reason: str) -> Doc:
    g = Game(2, variant="tower")
    public = {"main": {cid: 6 for cid in PLAIN}}
    g.decklists = {s: copy.deepcopy(public) for s in g.seats}
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "main", "P2", "lose", player="P2", reason=reason)
    return g.log()


def pentagon(winners: list[str]) -> Doc:
    g = table_opening(5, variant="pentagon", options={"range": 1})
    g.add(6, "main", "P3", "concede")
    g.add(6, "main", "P4", "concede")
    g.add(6, "main", None, "result", winners=winners)
    return g.log()


def removed_acts(actor: str) -> Doc:
    g = table_opening(3)
    g.add(4, "main", "P2", "concede")
    g.add(5, "start", "P3", "turn_start")
    g.add(5, "draw", actor, "draw", cards=[{"iid": f"{actor}:d5", "card": "F"}])
    return g.log()


def team_result(winners: list[str]) -> Doc:
    g = teams_game("two_headed", [["P1", "P2"], ["P3", "P4"]])
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "main", "P3", "concede")
    g.add(1, "main", None, "result", winners=winners)
    return g.log()


def win_effect(losers: list[str], **options: Any) -> Doc:
    g = table_opening(5 if options else 3, options=options or None)
    g.add(len(g.seats) + 1, "main", "P1", "win_effect", player="P1", losers=losers)
    return g.log()


def block_other(blocker_seat: str) -> Doc:
    seats = board(P2=[("P2:b1", "B")], P3=[("P3:b1", "B")])
    seats["P1"] = seat("P1", battle=[("P1:b1", "F")])
    log = table(seats=seats)
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    add(log, 4, "attack", blocker_seat, "block", blocker=f"{blocker_seat}:b1")
    return log


def deployed_attack(turn: int) -> Doc:
    """皇帝戦: P2 (emperor) deploys its creature to P3 in turn 1; P3 attacks with it in `turn`."""
    g = emperor_game()
    order = ("P2", "P3", "P4", "P5", "P6", "P1")
    for t in range(1, 8):
        s = order[(t - 1) % 6]
        draw = None if t <= 2 else "F"
        g.turn(t, s, draw=draw, charge=f"{s}:h1", summon=f"{s}:h0")
        if t == 2 - 1 + 6:  # turn 7: P2 again
            pass
    g.add(7, "main", "P2", "deploy", card="P2:h0", to="P3")
    s = order[(turn - 1) % 6]
    g.turn(turn, s, draw="F", charge=None)
    g.add(turn, "attack", "P3", "attack", attacker="P2:h0", defender="P4", target="P4")
    return g.log()


# --- piles --------------------------------------------------------------------------------------------
PSY = {
    "name": "サイキック兵",
    "type": "creature",
    "cost": 1,
    "keywords": {"civilizations": ["fire"], "kind": "psychic"},
}


def psychic_pile(in_main: bool) -> Doc:
    g = Game(2)
    g.setup()
    g.cards = {**g.cards, "PS": PSY}
    for s in g.seats:
        if in_main:
            g.decklists[s]["main"]["PS"] = 2
        else:
            g.decklists[s]["hyperspatial"] = {"PS": 2}
    g.add(1, "start", "P1", "turn_start")
    return g.log()


def edh_psychic(in_main: bool) -> Doc:
    g = dmedh_game()
    g.cards = {**edh_cards(), "PS": PSY}
    if in_main:
        g.decklists["P1"]["main"]["PS"] = 1
    else:
        g.decklists["P1"]["hyperspatial"] = {"PS": 1}
    return g.log()


def scheme_main(in_main: bool) -> Doc:
    g = Game(2)
    g.setup()
    g.cards = {**g.cards, "SC": {"name": "計略甲", "type": "scheme", "cost": 0, "keywords": {}}}
    if in_main:
        g.decklists["P1"]["main"]["SC"] = 1
    return g.log()


def psychic_enters(listed: bool) -> Doc:
    log = psychic_pile(not listed and False)
    if not listed:
        for deck in log["header"]["decklists"].values():
            deck.pop("hyperspatial", None)
            deck["main"]["PS"] = 2
    log["entries"].append(
        {
            "seq": len(log["entries"]) + 1,
            "turn": 1,
            "phase": "main",
            "actor": "P1",
            "act": "effect",
            "args": {
                "source": "P1:h0",
                "moves": [{"card": {"iid": "P1:p1", "card": "PS"}, "from": "hyperspatial", "to": "battle"}],
            },
        }
    )
    return log


# --- the scenarios --------------------------------------------------------------------------------------
def sc(
    id_: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: Doc,
    bad: Doc,
    printed: str | None = None,
    gap: str | None = None,
) -> Doc:
    out: Doc = {
        "id": f"dm-variants-{id_}",
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [S + c for c in clauses],
    }
    if printed:
        out["printed_example"] = printed
    out["legal"] = legal
    out[ruling] = bad
    if gap:
        out["gap"] = gap
    return out


def scenarios() -> list[Doc]:
    return [
        sc(
            "600-4b-shtrum-one-opponent",
            "シュトゥルムは1人の対戦相手のクリーチャーだけを選ぶ",
            "Shtrum chooses one opponent's creatures only",
            "Three players. P1's 破壊者 シュトゥルム enters and P1 chooses one creature of P2 and one of P3 to destroy.",
            "illegal",
            ["600.4b"],
            shtrum(["P2:b1", "P2:b2"]),
            shtrum(["P2:b1", "P3:b1"]),
            "600.4b",
        ),
        sc(
            "600-4b-rage-crystal-one-sentence",
            "区切りのない2つの効果は同じ相手に",
            "Two effects in one sentence stay with one opponent",
            "P1's 無法のレイジクリスタル destroys P2's creature and returns P3's creature to hand in the same sentence.",
            "illegal",
            ["600.4b"],
            rage("P2:b1", "P2:b2"),
            rage("P2:b1", "P3:b1"),
            "600.4b",
        ),
        sc(
            "600-4b-lionel-hand-mana-shields",
            "ライオネルは手札・マナ・シールドを同じ相手で参照",
            "Lionel reads hand, mana and shields of one opponent",
            "P1's ホワイト・オブ・ライオネル looks at P2's hand and then takes a mana card of P3.",
            "illegal",
            ["600.4b"],
            lionel("P2", "P2"),
            lionel("P2", "P3"),
            "600.4b",
        ),
        sc(
            "600-4c-gunvito-boxes-split",
            "■で区切られた効果は別々の相手に振り分けられる",
            "Effects split by ■ may go to different opponents",
            "P1 casts ガンヴィート・ブラスター (■ destroy a creature ■ the opponent discards) on P2's creature and P3's hand; another player objects that one opponent must be chosen. The same split with 無法のレイジクリスタル, whose text has no ■, is the illegal play.",
            "illegal",
            ["600.4b", "600.4c"],
            gun("P2:b1", "P3"),
            rage("P2:b1", "P3:b1"),
            "600.4c",
        ),
        sc(
            "600-4c-spinner-sections",
            "スパイナーは区切りごとに別の相手を選べる",
            "Spinner's sections may choose different opponents",
            "P1's 撃髄医 スパイナー chooses P2's creature in its first section and P3's in the second; the illegal play chooses creatures of both in the first section.",
            "illegal",
            ["600.4b"],
            spinner(["P2:b1"], ["P3:b1"]),
            spinner(["P2:b1", "P3:b1"], []),
            "600.4c",
        ),
        sc(
            "600-4d-independent-abilities",
            "独立した能力は別々の相手を選べる",
            "Independent abilities may choose different opponents",
            "P1's シュトゥルム destroys P2's creatures, then P1 casts レイジクリスタル on P3's creatures (legal, 600.4d); the illegal play splits レイジクリスタル itself.",
            "illegal",
            ["600.4b"],
            two_abilities(["P3:b1", "P3:b2"]),
            two_abilities(["P3:b1", "P2:b1"]),
            "600.4d",
        ),
        sc(
            "600-4e-naruto-no-player-named",
            "プレイヤーを指定しない効果は振り分けられる",
            "An effect naming no player may split",
            "P1's アクア・ナルトサーファー returns one creature of P2 and one of P3 (legal); シュトゥルム, which names the opponent, may not split the same way.",
            "illegal",
            ["600.4b"],
            naru(["P2:b1", "P3:b1"]),
            shtrum(["P2:b1", "P3:b1"]),
            "600.4e",
        ),
        sc(
            "600-4a-lost-soul-one-opponent",
            "ロスト・ソウルは対戦相手1人を選ぶ",
            "Lost Soul chooses one opponent",
            "P1 casts ロスト・ソウル and wants both P2 and P3 to discard their hands.",
            "illegal",
            ["600.4a"],
            lost(["P2"]),
            lost(["P2", "P3"]),
            "600.4a",
        ),
        sc(
            "600-6b-bajura-defending-player",
            "攻撃中の効果は防御プレイヤーのカードだけ",
            "During an attack the attacker's effect chooses the defending player only",
            "P1's 超竜バジュラ attacks P2; its attack trigger puts two of P3's mana cards into the graveyard.",
            "illegal",
            ["600.6b"],
            attack_trigger("P2"),
            attack_trigger("P3"),
            "600.6b",
        ),
        sc(
            "600-6b-demon-hand-attacking-player",
            "防御側のS・トリガーは攻撃プレイヤーのクリーチャーだけ",
            "The defender's shield trigger chooses the attacking player's creatures",
            "P1 attacks P2; P2's デーモン・ハンド shield-triggers and destroys P3's creature.",
            "illegal",
            ["600.6b"],
            shield_trigger("DEMON", "P1:b1"),
            shield_trigger("DEMON", "P3:b2"),
            "600.6b",
        ),
        sc(
            "600-6b-spiral-gate-any-creature",
            "スパイラル・ゲートは全てのクリーチャーを選べる",
            "Spiral Gate may choose any creature",
            "P2's スパイラル・ゲート shield-triggers during P1's attack and returns P3's creature (legal: it names no opponent); デーモン・ハンド choosing P3's creature is the illegal play.",
            "illegal",
            ["600.6b"],
            shield_trigger("SPIRAL", "P3:b2"),
            shield_trigger("DEMON", "P3:b2"),
            "600.6b",
        ),
        sc(
            "600-6d-niga-bystander",
            "攻撃に誘発するのは攻撃・防御プレイヤーのカードだけ",
            "Attack triggers are only the attacking and defending players'",
            "P2's creature attacks P3; P1 says its 五邪王ニガ=ヴェルムート triggers.",
            "illegal",
            ["600.6d"],
            bystander("P3"),
            bystander("P1"),
            "600.6d",
        ),
        sc(
            "601-7-trigger-within-range",
            "誘発イベント全体が影響範囲内でないと誘発しない",
            "A trigger needs the whole event within range",
            "Five players, range 1: P3 attacks P4; P2 says its attack-trigger creature triggers, though P4 is outside P2's range.",
            "illegal",
            ["601.7"],
            range_trigger("P4"),
            range_trigger("P2"),
        ),
        sc(
            "601-7-cast-outside-range",
            "影響範囲外で唱えられた呪文には誘発しない",
            "A spell cast outside the range does not trigger",
            "Five players, range 1, P3's turn: P3 casts a spell. P1 (range P5, P1, P2) says its creature's 「相手が呪文を"
            "唱えた時」 ability triggers.",
            "illegal",
            ["601.7"],
            cast_log("P2")[0],
            cast_log("P1")[0],
        ),
        sc(
            "601-7-shield-broken-outside-range",
            "影響範囲外の防御プレイヤーのシールドのブレイクには誘発しない",
            "A shield broken outside the range does not trigger",
            "Five players, range 1: P3's creature breaks a shield of P4. P2 (range P1-P3) says its creature's 「シール"
            "ドがブレイクされた時」 ability triggers, though the shield's owner P4 is out of P2's range.",
            "illegal",
            ["601.7"],
            broken_log("P4")[0],
            broken_log("P2")[0],
        ),
        sc(
            "601-7-turn-start-outside-range",
            "影響範囲外のプレイヤーのターン開始には誘発しない",
            "Another player's turn start outside the range does not trigger",
            "Five players, range 1: P3's turn starts. P5 (range P4, P5, P1) resolves its 「相手のターンのはじめに」 ability.",
            "illegal",
            ["601.7"],
            turn_start_log("P2")[0],
            turn_start_log("P5")[0],
        ),
        sc(
            "601-12-emperor-static-range",
            "皇帝の誘発条件は常在影響範囲（1席）で見る",
            "The emperor's trigger conditions use its static range of 1",
            "皇帝戦: the general P4 casts a spell two seats from the emperor P2 (range 2, static range 1). P2 says its "
            "「相手が呪文を唱えた時」 ability triggers; the general P3, next to P4, has the same ability.",
            "illegal",
            ["601.12", "601.7"],
            emperor_cast("P3")[0].log(),
            emperor_cast("P2")[0].log(),
        ),
        sc(
            "600-6a-heavy-lure",
            "ヘヴィがいる時は他の防御プレイヤーを指定できない",
            "With Heavy in play no other defending player may be chosen",
            "P2 controls a tapped, God-linked 龍神ヘヴィ (opponents' creatures attack it if able); P1 chooses P3 as the defending player.",
            "illegal",
            ["600.6a"],
            heavy("P2"),
            heavy("P3"),
            "600.6a",
        ),
        sc(
            "607-4i-extra-turn-keeps-the-marker",
            "大乱闘戦で追加のターンを得たマーカー保持者はマーカーを保持したまま次のターンを行う",
            "In a grand melee a marker holder given an extra turn keeps the marker for it",
            "Ten players; P1, holding turn marker 1, is given an extra turn in turn 1. After P5's turn with "
            "marker 2, P2 takes turn 3 as if P1 had passed the marker on.",
            "illegal",
            ["607.4i"],
            melee_extra(("P1", "P5", "P1")),
            melee_extra(("P1", "P5", "P2")),
        ),
        sc(
            "600-6a-jungle-lure",
            "ドンジャングルS7がいても他のプレイヤーを防御プレイヤーに指定できるが、そのコントローラーを指定したら"
            "ドンジャングルS7を攻撃する",
            "With ドンジャングルS7 in play another defending player may be chosen; choosing its controller, the "
            "attack must go to it",
            "P2 controls a tapped ドンジャングルS7 (opponents' creatures attack it if able). P1 designates P2 as "
            "the defending player and attacks P2 directly.",
            "illegal",
            ["600.6a"],
            heavy("P3", "JUNGLE"),
            heavy("P2", "JUNGLE", target="P2"),
            "600.6a",
        ),
        sc(
            "001-1-attack-trigger-of-the-attacker",
            "攻撃していないクリーチャーのアタック・トリガーは誘発しない",
            "An attack trigger is only the attacking creature's",
            "P1 attacks with a vanilla creature and resolves its 超竜バジュラ's 'when this creature attacks' ability.",
            "illegal",
            ["001.1"],
            wrong_attacker("P1:b1"),
            wrong_attacker("P1:b2"),
        ),
        sc(
            "600-3d-no-effect-on-a-player-who-left",
            "除外されたプレイヤーに効果は割り振られない",
            "No effect is assigned to a player who left",
            "Three players; P3 conceded. P1 casts ロスト・ソウル choosing P3.",
            "illegal",
            ["600.3d"],
            lost_after_concede("P2"),
            lost_after_concede("P3"),
        ),
        sc(
            "001-1-mandatory-enter-ability",
            "強制の登場時能力は飛ばせない",
            "A mandatory enter ability is not skipped",
            "P1 summons シュトゥルム and, with creatures on the opponents' side, goes on to cast ロスト・ソウル without destroying anything.",
            "illegal",
            ["001.1"],
            enter_skipped(True),
            enter_skipped(False),
        ),
        sc(
            "600-4h-zero-game-start",
            "ゲーム開始時の効果は対戦相手全員に",
            "A game-start effect reaches every opponent",
            "Three players. P1 put 滅亡の起源 零無 into the battle zone at the start of the game; P1 says only P2 draws.",
            "illegal",
            ["600.4h"],
            zero_start(["P2", "P3"]),
            zero_start(["P2"]),
            "600.4h",
        ),
        sc(
            "103-4-opponents-creature",
            "「相手の」は対戦相手がコントロールするもの",
            "'The opponent's' means an opponent controls it",
            "P1's シュトゥルム chooses its own creature as one of 'the opponent's two creatures'.",
            "illegal",
            ["103.4"],
            shtrum(["P2:b1", "P2:b2"]),
            _own_target(),
        ),
        sc(
            "001-1-as-many-as-the-text",
            "「2体選び」は選べるだけ選ぶ",
            "'Choose two' chooses as many as possible",
            "P2 has two creatures; P1's シュトゥルム destroys only one of them.",
            "illegal",
            ["001.1"],
            shtrum(["P2:b1", "P2:b2"]),
            shtrum(["P2:b1"]),
        ),
        sc(
            "601-4-target-out-of-range",
            "影響範囲外は対象にできない",
            "Nothing outside the range of influence is a target",
            "Five players, range 1. P1's シュトゥルム chooses P3's creature, two seats away.",
            "illegal",
            ["601.4"],
            ranged("P2:b1"),
            ranged("P3:b1"),
        ),
        sc(
            "600-4b-undeclared-text-needs-ruling",
            "宣言のないカードテキストの振り分けは裁定",
            "Undeclared card text split between opponents needs a ruling",
            "An effect whose card text the log does not declare affects creatures of P2 and P3.",
            "needs_ruling",
            ["600.4b", "600.4c"],
            undeclared(["P2:b1", "P2:b2"]),
            undeclared(["P2:b1", "P3:b1"]),
        ),
        sc(
            "103-5a-stolen-creature-destroyed",
            "奪ったクリーチャーはオーナーの墓地へ",
            "A stolen creature goes to its owner's graveyard",
            "P1 controls P2's creature; it is destroyed and P1 puts it into P1's graveyard.",
            "illegal",
            ["103.5a"],
            stolen("graveyard", "P2"),
            stolen("graveyard", "P1"),
        ),
        sc(
            "103-5a-stolen-creature-bounced",
            "奪ったクリーチャーはオーナーの手札へ",
            "A stolen creature returns to its owner's hand",
            "P1 controls P2's creature; an effect returns it to hand and P1 takes it into P1's hand.",
            "illegal",
            ["103.5a"],
            stolen("hand", "P2"),
            stolen("hand", "P1"),
        ),
        sc(
            "103-1a-card-from-outside",
            "ゲーム外のカードのオーナーは加えたプレイヤー",
            "A card from outside the game is owned by who added it",
            "P1's effect puts a card from outside the game into the battle zone; the log names it as P2's card.",
            "illegal",
            ["103.1a"],
            outside("P1"),
            outside("P2"),
        ),
        sc(
            "103-1d-discard-to-owners-graveyard",
            "捨てたカードはオーナーの墓地へ",
            "A discarded card goes to its owner's graveyard",
            "P1's effect makes P2 discard; the card is put into P1's graveyard.",
            "illegal",
            ["103.1d"],
            discard("P2"),
            discard("P1"),
        ),
        sc(
            "701-13-commander-by-another-effect",
            "統率者は他のカードの効果では出せない",
            "Another card's effect does not take the commander out",
            "P1 uses another card's effect to put the commander from 超統率ゾーン into the battle zone.",
            "illegal",
            ["701.13"],
            cmd_effect("P1:cmd", "battle"),
            cmd_effect("P1:d13", "battle"),
        ),
        sc(
            "701-13-commander-only-to-battle",
            "統率者は超統率ゾーンからバトルゾーンにだけ",
            "The commander leaves 超統率ゾーン only for the battle zone",
            "P1's commander ability puts it from 超統率ゾーン into P1's hand.",
            "illegal",
            ["701.13"],
            cmd_effect("P1:cmd", "battle"),
            cmd_effect("P1:cmd", "hand"),
        ),
        sc(
            "701-14-tax-on-own-ability",
            "自身の能力で出しても追加のマナ",
            "The tax is owed when its own ability puts it out",
            "The commander was summoned once before; now its own ability puts it out again and P1 taps no extra mana.",
            "illegal",
            ["701.14"],
            cmd_tax(2),
            cmd_tax(0),
        ),
        sc(
            "701-15-return-at-once",
            "超統率ゾーンに戻すのは離れた時",
            "The commander returns when it leaves, not later",
            "P1's commander is destroyed; P1 resolves a draw and only then wants to return it to 超統率ゾーン.",
            "illegal",
            ["701.15"],
            cmd_return(False),
            cmd_return(True),
        ),
        sc(
            "701-15-return-after-leaving",
            "バトルゾーンを離れていない統率者は戻せない",
            "A commander still in the battle zone does not return",
            "The commander was bounced to hand and returned (legal); the illegal log returns it while it is still in the battle zone.",
            "illegal",
            ["701.15"],
            cmd_return_from(True),
            cmd_return_from(False),
        ),
        sc(
            "701-13-own-turn-only",
            "統率者を出すのは自分のターン",
            "The commander comes out only in its owner's turn",
            "P1 summons its commander from 超統率ゾーン during P2's turn.",
            "illegal",
            ["701.13"],
            cmd_turn(13),
            cmd_turn(14),
        ),
        sc(
            "701-12-same-name",
            "同じターンに同名カードは出せない",
            "No second card of the same name in a turn",
            "P1 summoned a card and then puts another card of the same name into the battle zone the same turn.",
            "illegal",
            ["701.12"],
            edh_same_name(False),
            edh_same_name(True),
        ),
        sc(
            "701-8-no-extra-turn",
            "DMEDHでは追加ターンを得ない",
            "No extra turns in DMEDH",
            "A card gives P1 an extra turn in a DMEDH game.",
            "illegal",
            ["701.8"],
            edh_extra(False),
            edh_extra(True),
        ),
        sc(
            "600-7-extra-turn-right-after",
            "追加ターンはそのターンの直後",
            "An extra turn comes right after the turn",
            "Two players. P1's card gives P1 an extra turn; P2 then starts the next turn.",
            "illegal",
            ["001.1"],
            extra_turn("P1"),
            extra_turn("P2"),
        ),
        sc(
            "600-7-skipped-turn",
            "飛ばすターンは飛ばす",
            "A skipped turn is passed over",
            "Three players. P1's card makes P2 skip the next turn; P2 takes turn 5 anyway.",
            "illegal",
            ["001.1"],
            skip_turn("P3"),
            skip_turn("P2"),
        ),
        sc(
            "600-7-order-resumes-after-extra",
            "追加ターンの後は効果が生じたターンから順番に戻る",
            "After the extra turn the order resumes from the turn of the effect",
            "In P2's turn P2's card gives P1 an extra turn; after it, P2 starts the next turn instead of P3.",
            "illegal",
            ["600.7"],
            extra_in_other_turn("P3"),
            extra_in_other_turn("P2"),
        ),
        sc(
            "dm17-skip-eats-extra",
            "次のターンを飛ばす効果は追加ターンも飛ばす",
            "A next-turn skip skips a pending extra turn",
            "P1 has an extra turn pending when P2's card makes P1 skip its next turn; P1 takes the extra turn anyway (decisions DM 17, default).",
            "illegal",
            ["001.1"],
            skip_eats_extra("P2"),
            skip_eats_extra("P1"),
        ),
        sc(
            "604-6-team-extra-turn",
            "追加ターンはチームのもの",
            "An extra turn belongs to the team",
            "Two-headed: P2 is given an extra turn in its team's turn; the other team starts the next turn.",
            "illegal",
            ["604.6"],
            team_extra("P1"),
            team_extra("P3"),
        ),
        sc(
            "102-1a-last-player-wins",
            "最後に残ったプレイヤーが勝つ",
            "The last player left wins",
            "Three players; P2 and P3 concede; the result names P2 the winner.",
            "illegal",
            ["102.1a"],
            last_left("P1"),
            last_left("P2"),
        ),
        sc(
            "102-1b-eliminated-hero-wins-too",
            "負けたチームメイトも勝ちとなる",
            "An eliminated teammate wins with the team",
            "魔王戦: hero P3 concedes, then the 魔王 concedes; the result names only P2.",
            "illegal",
            ["102.1b"],
            heroes_win(["P2", "P3"]),
            heroes_win(["P2"]),
        ),
        sc(
            "609-6a-emperor-team-wins",
            "皇帝戦は除外された将軍も含めチームの勝ち",
            "The emperor's team wins, eliminated generals included",
            "皇帝戦: general P1 concedes, then the other team's emperor P5 concedes; the result leaves P1 out (decisions DM 14).",
            "illegal",
            # 609.6a makes the team win; 102.1b's last sentence is what says a player who already lost is a winner.
            ["102.1b", "609.6a"],
            emperor_team(["P1", "P2", "P3"]),
            emperor_team(["P2", "P3"]),
        ),
        sc(
            "502-deck-out-needs-empty-deck",
            "山札切れの敗北は山札が0枚の時だけ",
            "A deck-out loss needs an empty deck",
            "P2 is recorded as losing by deck-out with many cards left in the deck.",
            "illegal",
            ["001.1"],
            deck_out("concede"),
            deck_out("deck_out"),
        ),
        sc(
            "610-7-tower-no-deck-out",
            "タワーデュエルでは山札切れで負けない",
            "No deck-out loss in a tower duel",
            "Tower duel: P2 is recorded as losing by deck-out.",
            "illegal",
            ["610.7"],
            tower_deck_out("concede"),
            tower_deck_out("deck_out"),
        ),
        sc(
            "606-3-pentagon-winners",
            "ペンタゴンの勝者",
            "The pentagon's winners",
            "Pentagon: P3 and P4 leave; the result names P1 and P2 as winners.",
            "illegal",
            ["606.3"],
            pentagon(["P1"]),
            pentagon(["P1", "P2"]),
        ),
        sc(
            "600-3a-removed-player-acts",
            "除外されたプレイヤーは何もできない",
            "A player who left does nothing more",
            "Three players; P2 conceded, and later a draw is recorded for P2.",
            "illegal",
            ["600.3a"],
            removed_acts("P3"),
            removed_acts("P2"),
        ),
        sc(
            "608-9a-team-leaves-together",
            "1人の敗北でチーム全員が除外",
            "One player's loss removes the whole team",
            "Two-headed: P3 concedes, so its team leaves; the result names only P1 as the winner.",
            "illegal",
            ["102.1b"],
            team_result(["P1", "P2"]),
            team_result(["P1"]),
        ),
        sc(
            "600-9-win-effect-all-opponents",
            "勝利効果は対戦相手全員の敗北",
            "A 'win' effect makes every opponent lose",
            "Three players, no range: P1's card says P1 wins the game; only P2 is recorded as losing.",
            "illegal",
            ["600.9"],
            win_effect(["P2", "P3"]),
            win_effect(["P2"]),
        ),
        sc(
            "601-11-win-effect-in-range",
            "影響範囲内の対戦相手だけが敗北",
            "With ranges only opponents in range lose",
            "Five players, range 1: P1's win effect is recorded as making every opponent lose.",
            "illegal",
            ["601.11"],
            win_effect(["P2", "P5"], range=1),
            win_effect(["P2", "P3", "P4", "P5"], range=1),
        ),
        sc(
            "600-6c-block-other-attack",
            "自分への攻撃だけをブロック",
            "Block only attacks on yourself",
            "P1 attacks P2; P3 blocks with its blocker.",
            "illegal",
            ["600.6c"],
            block_other("P2"),
            block_other("P3"),
        ),
        sc(
            "100-3-psychic-in-main",
            "サイキックはメインデッキに入れない",
            "A psychic card is not a main-deck card",
            "A two-player deck lists two psychic creatures in the main deck instead of the hyperspatial pile.",
            "needs_ruling",
            ["100.3"],
            psychic_pile(False),
            psychic_pile(True),
        ),
        sc(
            "701-4b-dmedh-psychic-apart",
            "DMEDHの超次元はデッキとは別",
            "DMEDH hyperspatial cards are apart from the deck",
            "A DMEDH deck lists a psychic creature in the main deck.",
            "illegal",
            ["701.4b"],
            edh_psychic(False),
            edh_psychic(True),
        ),
        sc(
            "100-6-scheme-not-in-main",
            "計略はメインデッキに入れない",
            "A scheme is not a main-deck card",
            "A deck lists a scheme in its main deck.",
            "illegal",
            ["100.6"],
            scheme_main(False),
            scheme_main(True),
        ),
    ]


def _own_target() -> Doc:
    log = three(P1=[("P1:b9", "F")], **THREE)
    add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    add(log, 4, "main", "P1", "effect", source="P1:h1", ability="enter", targets=["P2:b1", "P1:b9"])
    return log


def main() -> None:
    OUT.mkdir(exist_ok=True)
    for old in OUT.glob("*.json"):
        old.unlink()
    agree = 0
    docs = scenarios()
    for doc in docs:
        problems = disagreements(doc)
        if problems and not doc.get("gap"):
            doc["gap"] = "; ".join(problems)
        elif not problems:
            doc.pop("gap", None)
            agree += 1
        path = OUT / f"{doc['id']}.json"
        path.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{agree} of {len(docs)} agree")


if __name__ == "__main__":
    main()
