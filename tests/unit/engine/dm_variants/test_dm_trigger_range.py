"""601.7 beyond attacks and blocks (judge/engine/games/dm_variants/trigger_events.py): a triggered ability
triggers only if its whole triggering event happens within its source's player's range of influence.

Five players P1-P5 clockwise, range 1, from a snapshot of turn 8 (P3's turn): P3's range is P2-P4, P1's is
P5, P1, P2, P2's is P1-P3 and P4's is P3-P5. Each proof is a hand-written log in which a watcher of a player
out of range resolves its trigger, and the twin in which a watcher of a player in range does.
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dm_variants.ability_logs import add, creature, seat, table, with_card
from tests.unit.engine.dm_variants.proof_logs import CARDS as PLAIN
from tests.unit.engine.dm_variants.proof_logs import EMPEROR_TEAMS, teams_game
from tests.unit.engine.proof import prove

P = "dm-variants."
CODE = P + "ability.trigger_event_out_of_range"
Doc = dict[str, Any]
SEATS = ("P1", "P2", "P3", "P4", "P5")


def watcher(event: str, **where: Any) -> Doc:
    """A creature whose only ability is `auto` on `event` of any card (the trigger's conditions in `where`)."""
    trigger = {"event": event} | where
    return creature(f"番人（{event}）", 2000, [{"id": "watch", "kind": "auto", "trigger": trigger}])


# A vanilla fire spell P3 casts (no ability of its own to resolve).
BOLT = {"name": "火の呪文", "type": "spell", "cost": 1, "keywords": {"civilizations": ["fire"]}}


def five(
    owner: str, definition: Doc, *, phase: str = "main", p3_hand: tuple[tuple[str, str], ...] = ()
) -> Doc:
    """The five-seat table with `owner`'s watcher `P?:b5` in play and P3's creature P3:b1."""
    seats = {s: seat(s, hand_count=3) for s in SEATS}
    seats["P3"] = seat("P3", battle=[("P3:b1", "F")], hand=list(p3_hand), hand_count=3)
    seats["P4"] = seat("P4", battle=[("P4:b1", "F")], hand_count=3)
    seats[owner]["battle"].append({"iid": f"{owner}:b5", "card": "WATCH", "tapped": False})
    seats[owner]["deck"]["count"] -= 1
    log = with_card(
        table(turn=8, phase=phase, turn_player="P3", seats=seats, options={"range": 1}), "WATCH", definition
    )
    with_card(log, "BOLT", BOLT, replacing="LOST")
    if phase == "start":
        log["header"]["snapshot"]["this_turn"] = {}
    return log


def resolve(log: Doc, owner: str, phase: str = "main") -> int:
    return add(log, 8, phase, owner, "effect", source=f"{owner}:b5", ability="watch")


def _findings(log: Doc) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


# --- cast -----------------------------------------------------------------------------------------------
def cast_log(owner: str) -> tuple[Doc, int]:
    log = five(owner, watcher("cast", whose="opponent"), p3_hand=(("h1", "BOLT"),))
    add(log, 8, "main", "P3", "cast", card="P3:h1", tap=["P3:m1"])
    return log, resolve(log, owner)


def test_601_7_a_cast_outside_range_does_not_trigger() -> None:
    """「相手が呪文を唱えた時」: P3 casts; P1's watcher (P3 out of P1's range) does not trigger, P2's does."""
    bad, seq = cast_log("P1")
    report = prove(bad, CODE, seq, twin=cast_log("P2")[0])
    assert report.findings[0].evidence["outside"] == "P3"


def test_601_7_a_trigger_that_no_logged_event_matches_is_not_guessed() -> None:
    """A watcher of the caster's own spells (`whose: own`) belongs to P1, who cast nothing: no event of the
    window is one it waits for, so the engine does not judge its range."""
    bad, _ = cast_log("P1")
    bad["header"]["cards"]["WATCH"] = watcher("cast", whose="own")
    assert _findings(bad) == []


def test_601_7_the_window_closes_when_the_game_moves_on() -> None:
    """After P3 casts, P3 summons a creature (the game moved on); P1's cast watcher resolving then is no
    longer judged against that cast (it waited for nothing the engine can name)."""
    log = five("P1", watcher("cast", whose="opponent"), p3_hand=(("h1", "BOLT"), ("h2", "F")))
    add(log, 8, "main", "P3", "cast", card="P3:h1", tap=["P3:m1"])
    add(log, 8, "main", "P3", "summon", card="P3:h2", tap=["P3:m2"])
    resolve(log, "P1")
    assert _findings(log) == []


# --- enters ---------------------------------------------------------------------------------------------
def enters_log(owner: str) -> tuple[Doc, int]:
    log = five(owner, watcher("enters", card="other"), p3_hand=(("h1", "F"),))
    add(log, 8, "main", "P3", "summon", card="P3:h1", tap=["P3:m1"])
    return log, resolve(log, owner)


def test_601_7_a_creature_entering_outside_range_does_not_trigger() -> None:
    """「他のクリーチャーがバトルゾーンに出た時」: P3 summons; P5's watcher does not trigger, P4's does."""
    bad, seq = enters_log("P5")
    prove(bad, CODE, seq, twin=enters_log("P4")[0])


# --- destroyed / leaves ---------------------------------------------------------------------------------
def destroyed_log(owner: str, event: str = "destroyed") -> tuple[Doc, int]:
    """P3's creature attacks P4's creature (tapped) and both are destroyed in the battle."""
    log = five(owner, watcher(event))
    log["header"]["snapshot"]["players"]["P4"]["battle"][0]["tapped"] = True
    add(log, 8, "attack", "P3", "attack", attacker="P3:b1", defender="P4", target="P4:b1")
    add(log, 8, "attack", "P3", "battle", destroyed=["P3:b1", "P4:b1"])
    return log, resolve(log, owner, "attack")


def test_601_7_a_creature_destroyed_outside_range_does_not_trigger() -> None:
    """「クリーチャーが破壊された時」: P3's and P4's creatures are destroyed in battle; P1's watcher (P5, P1,
    P2) sees neither, P2's sees P3's (an event wholly in range is enough)."""
    bad, seq = destroyed_log("P1")
    report = prove(bad, CODE, seq, twin=destroyed_log("P2")[0])
    assert report.findings[0].evidence["outside"] == "P3, P4"


def test_601_7_leaves_by_an_effect() -> None:
    """「クリーチャーがバトルゾーンを離れた時」: P3's spell returns P4's creature to its hand; P2's watcher
    (P1-P3) does not trigger on it, P5's (P4, P5, P1) does."""

    def build(owner: str) -> tuple[Doc, int]:
        log = five(owner, watcher("leaves"), p3_hand=(("h1", "BOLT"),))
        add(log, 8, "main", "P3", "cast", card="P3:h1", tap=["P3:m1"])
        add(log, 8, "main", "P3", "effect", source="P3:h1", moves=[{"card": "P4:b1", "to": "hand"}])
        return log, resolve(log, owner)

    bad, seq = build("P2")
    prove(bad, CODE, seq, twin=build("P5")[0])


# --- broken ---------------------------------------------------------------------------------------------
def broken_log(owner: str) -> tuple[Doc, int]:
    log = five(owner, watcher("broken"))
    add(log, 8, "attack", "P3", "attack", attacker="P3:b1", defender="P4", target="P4")
    add(log, 8, "attack", "P3", "break", shields=["P4:s1"])
    return log, resolve(log, owner, "attack")


def test_601_7_a_shield_broken_outside_range_does_not_trigger() -> None:
    """「シールドがブレイクされた時」: P3's creature breaks P4's shield; the event involves both, so P2's
    watcher (P4 out of range) does not trigger, P4's does."""
    bad, seq = broken_log("P2")
    report = prove(bad, CODE, seq, twin=broken_log("P4")[0])
    assert report.findings[0].evidence["outside"] == "P4"


# --- turn start -----------------------------------------------------------------------------------------
def turn_start_log(owner: str) -> tuple[Doc, int]:
    log = five(owner, watcher("turn_start", whose="opponent"), phase="start")
    return log, resolve(log, owner, "start")


def test_601_7_another_players_turn_start_outside_range_does_not_trigger() -> None:
    """「相手のターンのはじめに」: P3's turn starts; P5's watcher does not trigger, P2's does."""
    bad, seq = turn_start_log("P5")
    prove(bad, CODE, seq, twin=turn_start_log("P2")[0])


def test_601_7_a_turn_start_trigger_resolved_in_a_later_step_is_not_guessed() -> None:
    """In the main step the engine no longer knows whose turn start the trigger waited for."""
    log = five("P5", watcher("turn_start", whose="opponent"))
    resolve(log, "P5")
    assert _findings(log) == []


def test_601_7_no_ranges_no_finding() -> None:
    bad, _ = cast_log("P1")
    del bad["header"]["options"]["range"]
    assert _findings(bad) == []


# --- 601.12: the emperor's static range of 1 (609.3a) ---------------------------------------------------
def emperor_cast(watching: str) -> tuple[Any, int]:
    """皇帝戦 (P1 P2 P3 | P4 P5 P6, emperors P2 and P5, P2 starting): `watching` summons a watcher of opponents'
    spells in its first turn (P2 turn 1, P3 turn 2); in turn 3 the general P4 casts a spell."""
    hand = ("WATCH", "S", "F", "F", "G")
    # The watcher takes the place of a card with free text, so the deck stays the official 40.
    cards = {k: v for k, v in PLAIN.items() if k != "X"} | {"WATCH": watcher("cast", whose="opponent")}
    decks = {s: {"main": dict.fromkeys(cards, 4)} for s in ("P1", "P2", "P3", "P4", "P5", "P6")}
    g = teams_game("emperor", EMPEROR_TEAMS, first="P2", cards=cards, decklists=decks)
    g.options["policies"]["emperor_first_draw"] = "skip_first_two"
    g.setup(hand=hand)
    for turn, s in ((1, "P2"), (2, "P3")):
        g.turn(turn, s, draw=None, charge=f"{s}:h2", summon=f"{s}:h0" if s == watching else None)
    g.turn(3, "P4", charge="P4:h2")
    g.add(3, "main", "P4", "cast", card="P4:h1", tap=["P4:h2"])
    return g, g.add(3, "main", watching, "effect", source=f"{watching}:h0", ability="watch")


def test_601_12_the_emperors_triggers_see_only_its_static_range() -> None:
    """The emperor P2 has range 2 and static range 1 (609.3a). P4, two seats away, is in P2's range but not
    in its static range, which 601.12 makes the one for trigger conditions: P2's watcher does not trigger on
    P4's spell (601.7 with 601.12). The general P3, next to P4, has range 1 and its watcher triggers."""
    g, seq = emperor_cast("P2")
    report = prove(g.log(), CODE, seq, twin=emperor_cast("P3")[0].log())
    assert "dm-variants:601.12" in report.findings[0].clauses


def test_601_12_an_explicit_range_without_a_static_range_uses_the_range() -> None:
    """An event that sets `range` itself and no `static_range`: trigger conditions use the range (2)."""
    g, _ = emperor_cast("P2")
    g.options["range"] = {"P1": 1, "P2": 2, "P3": 1, "P4": 1, "P5": 2, "P6": 1}
    assert _findings(g.log()) == []
