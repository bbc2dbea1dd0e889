"""Proofs of the kaiju checks on what a declared effect did (10.7.1), replacement effects (10.9), ability
loss and given traits (10.8.1.2-10.8.1.3, 10.6.4.1.2) and tokens that left the areas (9.1.4.2).

Each is a hand-written mid-game position (ability_logs.py) in which a strategy card of the pool, SD,
carries the text under test: a strategy card's text waits when it is placed (10.1.1.1.2).
"""

from __future__ import annotations

import copy
import json
from typing import Any

from judge.engine import replay
from tests.unit.engine.kaiju.ability_logs import c, side, slog, snap, t5
from tests.unit.engine.kaiju.kaiju_logs import at
from tests.unit.engine.proof import prove

PLACED = {"id": "text", "kind": "auto", "trigger": {"event": "placed_strategy", "card": "self"}}
PLAY_SD = t5("main", "play_strategy", card=c("P1:sd", "SD"), zone=0)
OPP_ENGAGE = [{"zone": "area", "whose": "opponent", "count": 1, "type": "engage"}]


def text(targets: list | None = None, **effect: Any) -> dict[str, Any]:
    out = PLACED | {"effect": effect}
    return out | {"targets": targets} if targets else out


def with_cards(log: dict[str, Any], **abilities: list[dict[str, Any]]) -> dict[str, Any]:
    log = copy.deepcopy(log)
    for cid, declared in abilities.items():
        log["header"]["cards"][cid]["abilities"] = declared
    return log


def resolve(**args: Any) -> list[dict[str, Any]]:
    """SD placed, its text played (with targets, if any) and resolved with what the effect did."""
    targets = args.pop("targets", None)
    play = t5(
        "main", "play_ability", card="P1:sd", ability="text", **({"targets": targets} if targets else {})
    )
    return [PLAY_SD, play, t5("main", "effect", source="P1:sd", ability="text", **args)]


def codes(log: dict[str, Any]) -> list[tuple[int | None, str, str]]:
    return [(f.seq, f.code, str(f.verdict)) for f in replay(log).findings]


HAND_SD = [c("P1:sd", "SD")]


# --- declared effects compared with the effect entry (10.7.1) ----------------------------------------
def test_10_7_1_a_declared_anger_change_is_what_the_effect_did() -> None:
    position = snap(side(3, hand=HAND_SD), side(4, anger=2))
    sd = [text(anger={"opponent": -1})]
    bad = with_cards(slog(position, *resolve(anger={"P2": 2})), SD=sd)
    good = with_cards(slog(position, *resolve(anger={"P2": 1})), SD=sd)
    prove(bad, "kaiju.effect.anger", 3, twin=good)
    # Anger stops at 0 (3.4.4): -1 from 0 leaves 0, which the finding cites when the log says otherwise.
    zero = snap(side(3, hand=HAND_SD), side(4, anger=0))
    assert codes(with_cards(slog(zero, *resolve(anger={"P2": 0})), SD=sd)) == []
    (f,) = replay(with_cards(slog(zero, *resolve(anger={"P2": 1})), SD=sd)).findings
    assert f.code == "kaiju.effect.anger" and "kaiju:3.4.4" in f.clauses


def test_10_10_1_2_a_destroyed_cards_grade_is_its_last_known_information() -> None:
    # SD destroys P2's E2 (grade 2), then P1's anger rises by that card's grade (10.10.1.2).
    position = snap(side(3, hand=HAND_SD), side(4, areas={"5": [c("P2:e", "E2")]}))
    sd = [text(OPP_ENGAGE, destroy=True, anger={"self": "target_grade"})]
    moves = [{"card": c("P2:e", "E2"), "to": "discard"}]
    bad = with_cards(slog(position, *resolve(targets=["P2:e"], moves=moves, anger={"P1": 0})), SD=sd)
    good = with_cards(slog(position, *resolve(targets=["P2:e"], moves=moves, anger={"P1": 2})), SD=sd)
    report = prove(bad, "kaiju.effect.anger", 3, twin=good)
    assert "kaiju:10.10.1.2" in report.findings[0].clauses


def test_5_13_1_2_1_forward_to_an_area_behind_does_nothing() -> None:
    position = snap(side(6, hand=HAND_SD), side(4))
    sd = [text(forward_to=5)]
    bad = with_cards(slog(position, *resolve(kaiju_area={"P1": 5})), SD=sd)
    report = prove(bad, "kaiju.effect.kaiju_area", 3, twin=with_cards(slog(position, *resolve()), SD=sd))
    assert "kaiju:5.13.1.2.1" in report.findings[0].clauses
    # From area 3 it goes to area 5 (5.13.1.2.2), given as kaiju_area or as kaiju_moves.
    behind = snap(side(3, hand=HAND_SD), side(4))
    assert codes(with_cards(slog(behind, *resolve(kaiju_area={"P1": 5})), SD=sd)) == []
    steps = [{"seat": "P1", "move": "forward", "count": 2, "to": 5}]
    assert codes(with_cards(slog(behind, *resolve(kaiju_moves=steps)), SD=sd)) == []
    (f,) = replay(with_cards(slog(behind, *resolve()), SD=sd)).findings
    assert f.code == "kaiju.effect.kaiju_area" and "kaiju:5.13.1.2.2" in f.clauses


def test_5_13_2_2_1_back_to_an_area_ahead_does_nothing() -> None:
    position = snap(side(3, hand=HAND_SD), side(2))
    sd = [text(back_to=3, whose="opponent")]
    bad = with_cards(slog(position, *resolve(kaiju_area={"P2": 3})), SD=sd)
    report = prove(bad, "kaiju.effect.kaiju_area", 3, twin=with_cards(slog(position, *resolve()), SD=sd))
    assert "kaiju:5.13.2.2.1" in report.findings[0].clauses


def test_10_7_1_a_declared_move_puts_the_target_there() -> None:
    position = snap(side(3, hand=HAND_SD), side(4, areas={"5": [c("P2:e", "E2")]}))
    sd = [text(OPP_ENGAGE, move="hand")]
    bad = with_cards(slog(position, *resolve(targets=["P2:e"], moves=[])), SD=sd)
    home = [{"card": c("P2:e", "E2"), "to": "hand"}]
    good = with_cards(slog(position, *resolve(targets=["P2:e"], moves=home)), SD=sd)
    prove(bad, "kaiju.effect.not_as_declared", 3, twin=good)


def test_5_11_1_3_engage_cards_appearing_together_go_to_different_areas() -> None:
    p1 = side(3, hand=HAND_SD)
    p1["discard"] = [c("P1:d1", "E1"), c("P1:d2", "E2")]
    p1["deck"]["count"] -= 2
    position = snap(p1, side(4))
    sd = [
        text([{"zone": "discard", "whose": "own", "count": 2, "up_to": True, "type": "engage"}], appear=True)
    ]

    def moves(a: int, b: int) -> list[dict[str, Any]]:
        return [
            {"card": c("P1:d1", "E1"), "to": "area", "area": a},
            {"card": c("P1:d2", "E2"), "to": "area", "area": b},
        ]

    targets = ["P1:d1", "P1:d2"]
    dup = t5("main", "duplicate", card=c("P1:d1", "E1"))
    bad = with_cards(slog(position, *resolve(targets=targets, moves=moves(2, 2)), dup), SD=sd)
    good = with_cards(slog(position, *resolve(targets=targets, moves=moves(2, 5))), SD=sd)
    prove(bad, "kaiju.effect.appear_together", 3, twin=good)


# --- replacement effects (10.9) ----------------------------------------------------------------------
GUARD = {
    "id": "guard",
    "kind": "continuous",
    "optional": True,
    "effect": {"replace": "destroyed", "instead": {"discard_hand": 1}},
}
RETURN = {
    "id": "instead",
    "kind": "continuous",
    "effect": {"replace": "destroyed", "instead": {"to": "hand"}},
}
COUNTER = {"id": "strike", "kind": "auto", "keywords": {"counter": True}}


def test_10_9_3_a_choice_replacement_that_cannot_be_done_does_not_apply() -> None:
    # P2's EC would discard a hand card instead of being destroyed; with no hand card it cannot (10.9.3).
    position = snap(side(3, hand=HAND_SD), side(4, hand_count=0, areas={"2": [c("P2:x", "EC")]}))
    sd = [text(OPP_ENGAGE, destroy=True)]
    bad = with_cards(slog(position, *resolve(targets=["P2:x"], moves=[])), SD=sd, EC=[GUARD])
    destroyed = [{"card": c("P2:x", "EC"), "to": "discard"}]
    good = with_cards(slog(position, *resolve(targets=["P2:x"], moves=destroyed)), SD=sd, EC=[GUARD])
    prove(bad, "kaiju.effect.replacement_unavailable", 3, twin=good)
    # With a hand card it can: the card stays and the hand card goes (10.9.1).
    stocked = snap(side(3, hand=HAND_SD), side(4, hand_count=1, areas={"2": [c("P2:x", "EC")]}))
    paid = [{"card": "P2:h1", "to": "discard"}]
    assert codes(with_cards(slog(stocked, *resolve(targets=["P2:x"], moves=paid)), SD=sd, EC=[GUARD])) == []


def test_10_9_1_1_a_replaced_destruction_never_happened() -> None:
    # EC goes to the hand instead of being destroyed: it never went to the discard pile, so its 逆襲 does
    # not wait (10.9.1.1, 12.7.2).
    position = snap(side(3, hand=HAND_SD), side(4, areas={"2": [c("P2:x", "EC")]}))
    sd = [text(OPP_ENGAGE, destroy=True)]
    home = [{"card": c("P2:x", "EC"), "to": "hand"}]
    legal = with_cards(slog(position, *resolve(targets=["P2:x"], moves=home)), SD=sd, EC=[RETURN, COUNTER])
    assert codes(legal) == []
    strike = t5("main", "play_ability", "P2", card="P2:x", ability="strike")
    illegal = copy.deepcopy(legal)
    illegal["entries"].append({"seq": 4} | strike)
    (f,) = replay(illegal).findings
    assert f.code == "kaiju.ability.not_pending" and {"kaiju:10.9.1.1", "kaiju:12.7.2"} <= set(f.clauses)
    # Without the replacement the destruction is owed (10.7.1).
    assert [x[1] for x in codes(with_cards(legal, EC=[COUNTER]))] == ["kaiju.effect.not_as_declared"]


# --- ability loss and given traits (10.8.1.2, 10.8.1.3, 10.6.4.1.2) ---------------------------------
def test_10_8_1_2_a_card_that_lost_its_abilities_has_no_awaken_bonus() -> None:
    # P1's EW has 【覚醒(4)】 repel +10000: with P1's kaiju in area 4 its 1000 + 10000 would repel P2's
    # K2 (9000). SD made P1's engage cards lose their abilities first: 1000 does not.
    sd = [text(lose_abilities={"whose": "opponent", "type": "engage"}) | {"duration": "game"}]
    position = snap(side(4, areas={"6": [c("P1:w", "EW")]}), side(4, hand=[c("P2:sd", "SD")]), turn=4)
    lose = [
        t5("main", "play_strategy", "P2", card=c("P2:sd", "SD"), zone=0),
        t5("main", "play_ability", "P2", card="P2:sd", ability="text"),
        t5("main", "effect", "P2", source="P2:sd", ability="text"),
    ]
    lose += [t5("end", "end_advance", "P2"), t5("end", "draw", "P2", count=1)]
    for e in lose:
        e["turn"] = 4
    turn5 = [t5("start", "draw", count=2), t5("repel", "repel", replacement=c("P2:k3", "K3"))]
    (f,) = replay(with_cards(slog(position, *lose, *turn5), SD=sd)).findings
    assert f.code == "kaiju.repel.not_due" and {"kaiju:10.8.1.2", "kaiju:10.8.1.5"} <= set(f.clauses)
    assert codes(with_cards(slog(position, *lose, turn5[0], t5("end", "end_advance")), SD=sd)) == []
    # An EW that comes after the effect keeps its abilities (10.8.2): 1000 + 11000 repels.
    later = [
        t5("main", "play_engage", card=c("P1:w2", "EW"), area=7),
        t5("main", "play_ability", card="P1:w2", ability="wake"),
        t5("main", "effect", source="P1:w2", ability="wake"),
    ]
    assert codes(with_cards(slog(position, *lose, turn5[0], *later, turn5[1]), SD=sd)) == []


def test_10_6_4_1_2_a_trait_given_on_the_field_counts_when_the_card_leaves() -> None:
    # EE waits whenever another own engage card with 《防衛隊》 goes from the field to the discard pile; SD
    # gave P1's engage cards 《防衛隊》 this turn, so EE waits when E1 is destroyed.
    watch = {
        "id": "watch",
        "kind": "auto",
        "trigger": {"event": "to_discard", "card": "other", "whose": "own", "trait": "防衛隊"},
    }
    give = [text(gain_traits={"traits": ["防衛隊"], "whose": "own", "type": "engage"}) | {"duration": "turn"}]
    position = snap(side(3, hand=HAND_SD, areas={"2": [c("P1:e", "E1")], "6": [c("P1:w", "EE")]}), side(4))
    wipe = t5("main", "effect", source="P1:x", moves=[{"card": "P1:e", "to": "discard"}])
    play = t5("main", "play_ability", card="P1:w", ability="watch")
    end = t5("end", "end_advance")
    base = slog(position, *resolve(), wipe, play, end)
    assert codes(with_cards(base, SD=give, EE=[watch])) == []
    skipped = slog(position, *resolve(), wipe, end)
    assert [x[1] for x in codes(with_cards(skipped, SD=give, EE=[watch]))] == ["kaiju.ability.skipped"]
    # Given only in free text, whether it had the trait is for a judge, never an illegal play.
    free = [
        PLACED
        | {"duration": "turn", "text": "このターン、あなたのエリアの交戦カードはすべて《防衛隊》を得る。"}
    ]
    (f,) = replay(with_cards(base, SD=free, EE=[watch])).findings
    assert f.code == "kaiju.ability.free_text" and str(f.verdict) == "needs_ruling"


def test_a_snapshot_carries_lost_abilities_and_given_traits() -> None:
    # Cut right after the ability loss resolved: the snapshot's `effects` carry it, and the rest of the
    # game replays to the same finding (the repel that is not due, 10.8.1.2).
    from judge.engine.games.kaiju.snapshot import snapshot_of
    from tests.unit.engine.kaiju.test_kaiju_snapshot import state_after

    sd = [
        text(lose_abilities={"whose": "opponent", "type": "engage"}, gain_traits={"traits": ["防衛隊"]})
        | {"duration": "game"}
    ]
    position = snap(side(4, areas={"6": [c("P1:w", "EW")]}), side(4, hand=[c("P2:sd", "SD")]), turn=4)
    lose = [
        t5("main", "play_strategy", "P2", card=c("P2:sd", "SD"), zone=0),
        t5("main", "play_ability", "P2", card="P2:sd", ability="text"),
        t5("main", "effect", "P2", source="P2:sd", ability="text"),
    ]
    for e in lose:
        e["turn"] = 4
    rest = [
        at(4, "end", "P2", "end_advance"),
        at(4, "end", "P2", "draw", count=1),
        t5("start", "draw", count=2),
        t5("repel", "repel", replacement=c("P2:k3", "K3")),
    ]
    game = with_cards(slog(position, *lose, *rest), SD=sd)
    cut = json.loads(json.dumps(snapshot_of(state_after(game, 3)), ensure_ascii=False))
    assert {"card": "P1:w", "lose_abilities": True, "until": "game"} in cut["effects"]
    assert {"card": "P2:sd", "traits": ["防衛隊"], "until": "game"} in cut["effects"]
    resumed = {"header": game["header"] | {"snapshot": cut}, "entries": copy.deepcopy(game["entries"][3:])}
    full = [(f.seq, f.code) for f in replay(game).findings]
    assert [(f.seq, f.code) for f in replay(resumed).findings] == full == [(7, "kaiju.repel.not_due")]
