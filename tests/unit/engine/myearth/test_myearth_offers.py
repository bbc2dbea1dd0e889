"""What the MyEarth engine offers a table recorder next (judge.engine.acts_available, offers.py).

Positions are built by hand as mid-game snapshots (the legal position of test_myearth_snapshot.py) or
as short logs from the setup. The property: on a legal position, every offered act — with a card from
``cards`` where it offers some, and with a card of the side's deck where the hidden hand is its zone —
replays with no illegal finding.
"""

from __future__ import annotations

import copy
import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.engine import acts_available, replay
from judge.engine.core.abilities import ActOption
from judge.engine.core.verdicts import Verdict
from judge.engine.games.myearth.generator import generate_game
from tests.unit.engine.myearth.example import example_log
from tests.unit.engine.myearth.test_myearth_snapshot import CHAIN_C3, at, b, card, log, position, r

# Acts that take a card from the hidden hand: the table names the card, so none is offered.
FROM_HAND = ("play_source", "play", "support")


def offers(doc: dict[str, Any]) -> list[tuple[str, str | None, bool]]:
    return [(o.act, o.actor, o.required) for o in acts_available(doc)]


def by_act(doc: dict[str, Any]) -> dict[str, ActOption]:
    return {o.act: o for o in acts_available(doc)}


def setup_log(*entries: dict[str, Any]) -> dict[str, Any]:
    doc = example_log()
    doc["entries"] = [{"seq": i} | copy.deepcopy(x) for i, x in enumerate(entries, start=1)]
    return doc


def s0(act: str, actor: str | None = None, **args: Any) -> dict[str, Any]:
    return at("setup", actor, act, turn=0, **args)


# --- hand-built positions ----------------------------------------------------------------------------
def test_the_setup_offers_its_steps_in_the_rulebooks_order() -> None:
    # 64: shuffle and decide the 先攻, then the five cards; 73: the 先攻 decides on the redraw first.
    assert offers(setup_log()) == [
        ("shuffle", "B", True),
        ("shuffle", "R", True),
        ("decide_first", None, True),
        ("decide_first", None, True),
    ]
    decided = [s0("decide_first", first="R"), s0("shuffle", "R")]
    draws = acts_available(setup_log(*decided))  # each side draws once its own deck is shuffled
    assert [(o.act, o.actor, dict(o.args)) for o in draws] == [
        ("shuffle", "B", {}),
        ("draw", "R", {"count": 5}),
    ]
    decided.append(s0("shuffle", "B"))
    drawn = [*decided, s0("draw", "R", count=5), s0("draw", "B", count=5)]
    assert offers(setup_log(*drawn)) == [("keep", "R", False), ("mulligan", "R", False)]
    kept = [*drawn, s0("mulligan", "R")]
    assert offers(setup_log(*kept)) == [("keep", "B", False), ("mulligan", "B", False)]
    # 82, 96: the first turn begins with the 先攻's draw; a full hand draws none (96).
    first = acts_available(setup_log(*kept, s0("keep", "B")))
    assert [(o.act, o.actor, o.required, dict(o.args)) for o in first] == [("draw", "R", True, {"count": 0})]


def test_a_ban_offers_the_draw_first_then_the_cards_and_the_end() -> None:
    snap = position()
    snap["this_turn"] = {"drawn": False, "discarded": False}
    b(snap)["hand"] = {"count": 3}
    draw = acts_available(log(snap))
    assert [(o.act, o.required, dict(o.args)) for o in draw] == [("draw", True, {"count": 2})]  # 97
    b(snap)["hand"] = {"count": 7}  # a hand above the limit is cut first, as part of the draw (99)
    assert [(o.act, o.required, dict(o.args)) for o in acts_available(log(snap))] == [
        ("limit_discard", True, {"count": 2}),
        ("draw", True, {"count": 0}),
    ]
    playing = acts_available(log(position()))
    assert [o.act for o in playing] == ["play_source", "play", "support", "discard", "end_ban"]
    assert not any(o.required or o.cards for o in playing)  # the hand is hidden (8)
    assert {o.actor for o in playing} == {"B"}
    # 107: after the end-of-番 discard no card is played.
    after = log(position(), at("first", "B", "discard", count=1))
    assert offers(after) == [("end_ban", "B", False)]
    # 96: with the hand at the limit the discard came with the draw of 0 deemed made, so no draw is owed.
    assert offers(_deemed()) == [("end_ban", "B", False)]


def _deemed() -> dict[str, Any]:
    """B's 番 before its draw with 5 in hand (the limit), then the end-of-番 discard (96)."""
    snap = position()
    snap["this_turn"] = {"drawn": False}
    b(snap)["hand"], b(snap)["deck"] = {"count": 5}, {"count": 9}
    return log(snap, at("first", "B", "discard", count=1, cards=["C3"]))


def test_the_confrontation_offers_totals_decisions_in_turn_and_its_result() -> None:
    # B (先攻) holds C1+C2 = 5, R holds nothing.
    base = [at("first", "B", "end_ban"), at("second", "R", "draw", count=3), at("second", "R", "end_ban")]
    conf = acts_available(log(position(), *base))
    assert [(o.act, o.actor, o.required, dict(o.args)) for o in conf] == [
        ("announce", "B", True, {"total": 5})
    ]
    told = [*base, at("confrontation", "B", "announce", total=5)]
    assert offers(log(position(), *told)) == [("announce", "R", True)]
    told.append(at("confrontation", "R", "announce", total=0))
    assert offers(log(position(), *told)) == [("support", "B", False), ("pass", "B", False)]  # 260
    told.append(at("confrontation", "B", "pass"))
    assert offers(log(position(), *told)) == [("support", "R", False), ("pass", "R", False)]  # 261
    told.append(at("confrontation", "R", "pass"))
    end = acts_available(log(position(), *told))  # 262: closed; 131-140 next, or the totals again
    assert [(o.act, o.required) for o in end] == [("confrontation_end", True), ("announce", False)]
    assert dict(end[0].args) == {"winner": "B", "discarded": [], "life_loss": 5}


def test_a_snapshot_that_leaves_the_confrontations_facts_out_widens_the_offer() -> None:
    snap = position() | {"phase": "confrontation", "this_turn": {}}
    offered = acts_available(log(snap))
    assert not any(o.required for o in offered)
    assert {(o.act, o.actor) for o in offered} >= {
        ("announce", "B"),
        ("announce", "R"),
        ("pass", "B"),
        ("pass", "R"),
    }
    assert "confrontation_end" in {o.act for o in offered}  # the window may already be closed (262)
    told = position() | {
        "phase": "confrontation",
        "this_turn": {"announced": [], "supports_decided": False, "declines": 0},
    }
    assert offers(log(told)) == [("announce", "B", True)]


def test_a_support_card_opens_a_chain_the_opponent_answers_then_it_resolves() -> None:
    snap = position()
    r(snap)["hand"] = {"count": 2}
    hdr_log = log(snap)
    hdr_log["header"]["cards"]["W1"]["abilities"] = [
        {
            "kind": "support",
            "targets": [{"zone": "field", "whose": "own", "kind": "confrontation"}],
            "effect": {"strength": 2},
        }
    ]
    w1 = at("first", "B", "support", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c3")
    hdr_log["entries"].append({"seq": 1} | w1)
    assert offers(hdr_log) == [("support", "R", False), ("pass", "R", False)]  # 254, 255
    hdr_log["entries"].append({"seq": 2} | at("first", "R", "pass"))
    resolve = acts_available(hdr_log)
    assert [(o.act, o.required, o.cards) for o in resolve] == [("resolve", True, ("B:w1",))]
    assert dict(resolve[0].args) == {"card": "B:w1", "strength": {"B:c3": 2}}
    hdr_log["entries"].append(
        {"seq": 3, "actor": "B"} | {k: v for k, v in at("first", "B", "resolve").items()}
    )
    hdr_log["entries"][-1]["args"] = dict(resolve[0].args)
    assert [f.code for f in replay(hdr_log).findings] == []
    assert "play" in {o.act for o in acts_available(hdr_log)}


def test_rule_processes_come_before_everything_and_the_objection_window_is_offered() -> None:
    # R's card takes B's source from under C2 (an effect, 184): B owes the survival check at once.
    gone = at("first", None, "leave", card="B:s2", to="discard", by="R:x")
    assert offers(log(position(), gone)) == [("survival", "B", True)]
    # C2 (陸2) kept on one 陸 would be short: the check discards it (186, 192).
    checked = [gone, at("first", "B", "survival", discarded=["B:c3"])]
    answer = offers(log(position(), *checked))
    assert answer[:2] == [("survival_approve", "R", False), ("survival_object", "R", False)]
    assert ("end_ban", "B", False) in answer  # any other act approves it tacitly (214)
    # A deck an effect looked through is shuffled before anything else (234).
    snap = position()
    look = at("first", None, "effect", source={"iid": "B:c2", "card": "C1"}, looked_deck=["R"])
    shuffle = acts_available(log(snap, look))
    assert [(o.act, o.actor, o.required, dict(o.args)) for o in shuffle] == [
        ("shuffle", "R", True, {"deck": "R"})
    ]
    # A 対決 card at strength 0 leaves the field at once (162, 163), and names itself in ``cards``.
    weak = at("first", None, "effect", source={"iid": "B:c2", "card": "C1"}, strength={"B:c2": -2})
    zero = acts_available(log(snap, weak))
    assert [(o.act, o.required, o.cards) for o in zero] == [("leave", True, ("B:c2",))]


def test_a_confrontation_cards_effect_is_owed_at_once_and_an_effects_text_may_move_cards() -> None:
    doc = log(position(), CHAIN_C3)
    doc["header"]["cards"]["C3"]["abilities"] = [
        {"id": "rain", "kind": "effect", "effect": {"life": {"own": 1}}}
    ]
    due = acts_available(doc)  # 227: it fires when the card is played
    assert [(o.act, o.required, o.cards) for o in due] == [("effect", True, ())]
    assert dict(due[0].args) == {"source": {"iid": "B:c4", "card": "C3"}, "ability": "rain", "life": {"B": 1}}
    check_offers_replay(doc)
    doc["entries"].append({"seq": 2, "actor": "B", "act": "effect", "args": dict(due[0].args)})
    assert replay(doc).findings == []
    assert "effect" not in {o.act for o in acts_available(doc)}  # 230: once per card
    # A free-text effect: the table may record the field cards it moved, and nothing else asks for them.
    doc["header"]["cards"]["C3"]["abilities"] = [
        {"id": "rain", "kind": "effect", "text": "相手の対決カード1枚を捨て場に置く"}
    ]
    doc["entries"][-1]["args"] = {"source": {"iid": "B:c4", "card": "C3"}, "ability": "rain"}
    moves = by_act(doc)["leave"]
    assert not moves.required and "B:c2" in moves.cards and dict(moves.args)["by"] == "B:c4"
    doc["entries"].append({"seq": 3, "actor": "B", "act": "end_ban", "args": {}})
    assert "leave" not in {o.act for o in acts_available(doc)}


def test_a_right_objection_owes_the_redo_from_the_position_before_the_check() -> None:
    gone = at("first", None, "leave", card="B:s2", to="discard", by="R:x")
    wrong = at("first", "B", "survival", discarded=[])  # C2 kept on one 陸: short of its cost (186.3)
    doc = log(position(), gone, wrong, at("first", "R", "survival_object", problem="C2 is short"))
    redo = acts_available(doc)
    assert [(o.act, o.actor, o.required, dict(o.args)) for o in redo] == [
        ("survival", "B", True, {"discarded": ["B:c3"], "released": []})  # 218
    ]
    doc["entries"].append({"seq": 4, "actor": "B", "act": "survival", "args": dict(redo[0].args)})
    assert [f for f in replay(doc).findings if f.seq == 4] == []


def test_a_game_that_is_over_offers_only_its_result() -> None:
    snap = position()
    r(snap)["life"] = 3
    base = [at("first", "B", "end_ban"), at("second", "R", "draw", count=3), at("second", "R", "end_ban")]
    conf = [
        at("confrontation", "B", "announce", total=5),
        at("confrontation", "R", "announce", total=0),
        at("confrontation", "B", "pass"),
        at("confrontation", "R", "pass"),
        at("confrontation", None, "confrontation_end", winner="B", discarded=[], life_loss=3),
    ]
    over = acts_available(log(snap, *base, *conf))
    assert [(o.act, o.required, dict(o.args)) for o in over] == [("result", True, {"winner": "B"})]
    done = log(snap, *base, *conf, at("confrontation", None, "result", winner="B"))
    assert acts_available(done) == []
    # Not over: the winner of the 対決 begins the next turn with its draw (86, 82).
    alive = log(
        position(),
        *base,
        *conf[:4],
        at("confrontation", None, "confrontation_end", winner="B", discarded=[], life_loss=5),
    )
    assert offers(alive) == [("draw", "B", True)]


def test_every_offer_has_both_labels() -> None:
    for doc in (setup_log(), log(position())):
        for o in acts_available(doc):
            assert o.label_en and o.label_ja


# --- the property: an offered act replays legally ---------------------------------------------------
def _deck_cards(doc: dict[str, Any], side: str) -> list[str]:
    hdr = doc["header"]
    lists = hdr["decklists"]
    holder = side if side in lists else next(iter(lists))
    for team in hdr.get("teams") or []:
        if side in team["seats"]:
            holder = next(s for s in team["seats"] if s in lists)
    return sorted(lists[holder]["main"])


def _free_sources(doc: dict[str, Any], side: str) -> list[tuple[str, str]]:
    """(iid, attribute) of the side's sources nothing is stacked on and that are not used (22, 23, 93)."""
    from judge.engine.core.replay import replay_to_end

    _, _, state = replay_to_end(doc)
    s = state.sides[side]
    return [
        (iid, c.attribute or "?")
        for iid, c in s.board.items()
        if c.kind == "source" and iid not in s.under and (iid not in s.used or iid in s.freed_by_survival)
    ]


def _pay(cost: dict[str, int], free: list[tuple[str, str]]) -> list[str] | None:
    out: list[str] = []
    for attr, n in cost.items():
        have = [i for i, a in free if a == attr and i not in out]
        if len(have) < n:
            return None
        out += have[:n]
    return out


def _complete(doc: dict[str, Any], o: ActOption, n: int) -> dict[str, Any] | None:
    """The offered act's arguments with a card where it needs one, or None when the deck has none that fits."""
    args = dict(o.args)
    side = o.actor or ""
    cards = doc["header"]["cards"]
    fresh = f"{side}:pal{n}"
    if o.act == "discard":
        return args | {"count": 1}
    if o.act not in FROM_HAND:
        return args | ({"card": o.cards[0]} if o.cards and "card" not in args else {})
    free = _free_sources(doc, side)
    for cid in _deck_cards(doc, side):
        d = cards[cid]
        kind = d.get("type")
        if o.act == "play_source" and kind in ("source", "special_source"):
            return {"card": {"iid": fresh, "card": cid}, "attribute": d["attributes"][0]}
        cost = (d.get("keywords") or {}).get("cost") or {}
        paid = _pay(cost, free)
        if paid is None:
            continue
        if o.act == "play" and kind == "confrontation":
            return {"card": {"iid": fresh, "card": cid}, "sources": paid}
        if o.act == "support" and kind == "support":
            target = _support_target(doc, d, side)
            if target is not None:
                return {"card": {"iid": fresh, "card": cid}, "sources": paid} | target
    return None


def _support_target(doc: dict[str, Any], d: dict[str, Any], side: str) -> dict[str, Any] | None:
    from judge.engine.core.replay import replay_to_end

    _, _, state = replay_to_end(doc)
    abilities = d.get("abilities") or []
    specs = abilities[0].get("targets", []) if abilities else []
    if not specs:
        kind = (d.get("keywords") or {}).get("target")
        if kind is None:
            return {}
        if kind != "confrontation":
            return None
        spec: dict[str, Any] = {"whose": "any"}
    else:
        spec = specs[0]
    for key, s in state.sides.items():
        if (spec.get("whose") == "own" and key != side) or (spec.get("whose") == "opponent" and key == side):
            continue
        for c in s.confrontation_cards():
            return {"target": c.iid}
    return None


def check_offers_replay(doc: dict[str, Any]) -> int:
    """Replays each act offered after ``doc``; returns how many were replayed."""
    replayed = 0
    seq = len(doc["entries"]) + 1
    for n, o in enumerate(acts_available(doc)):
        args = _complete(doc, o, n)
        if args is None:
            continue
        entry: dict[str, Any] = {"seq": seq, "act": o.act, "args": args}
        if o.actor is not None:
            entry["actor"] = o.actor
        report = replay(doc | {"entries": [*doc["entries"], entry]})
        bad = [(f.code, f.evidence) for f in report.findings if f.seq == seq and f.verdict == Verdict.ILLEGAL]
        assert bad == [], (o, args)
        replayed += 1
    return replayed


def _legal_positions() -> list[dict[str, Any]]:
    base = [at("first", "B", "end_ban"), at("second", "R", "draw", count=3), at("second", "R", "end_ban")]
    told = [
        *base,
        at("confrontation", "B", "announce", total=5),
        at("confrontation", "R", "announce", total=0),
    ]
    w1 = at("first", "B", "support", card=card("B:w1", "W1"), sources=["B:s3"], target="B:c3")
    effect = {"source": {"iid": "B:c2", "card": "C1"}}
    return [
        log(position(), w1),  # the チェーン open: R answers (254)
        log(position(), w1, at("first", "R", "pass")),  # closed: it resolves (255, 256)
        log(position(), at("first", None, "effect", **effect, looked_deck=["R"])),  # a shuffle owed (234)
        log(position(), at("first", None, "effect", **effect, strength={"B:c2": -2})),  # strength 0 (162)
        # C3 loses its 人 source: the check keeps C1-C2 on their 陸 sources and discards C3 (186, 207).
        log(position(), CHAIN_C3, at("first", None, "leave", card="B:s3", to="discard", by="R:x")),
        setup_log(),
        log(position()),
        log(position(), *base),
        log(position(), *told),
        log(position(), *told, at("confrontation", "B", "pass")),
        log(position(), at("first", None, "leave", card="B:s2", to="discard", by="R:x")),
        log(position(), at("first", "B", "discard", count=1)),
        _deemed(),
    ]


def test_each_offered_act_replays_legally_on_hand_built_positions() -> None:
    for doc in _legal_positions():
        assert replay(doc).illegal == []
        check_offers_replay(doc)


@settings(max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 400), cut=st.floats(0, 1))
def test_each_offered_act_replays_legally_on_generated_games_prefixes(seed: int, cut: float) -> None:
    game = generate_game(seed, max_turns=6)
    entries = game["entries"]
    prefix = game | {"entries": entries[: int(len(entries) * cut)]}
    check_offers_replay(prefix)


@pytest.mark.parametrize("seed", [7, 21])
def test_offers_follow_whole_generated_games(seed: int) -> None:
    # Every act the generator (a legal player) makes next is among the acts offered, at each entry.
    game = generate_game(seed, max_turns=6)
    entries = game["entries"]
    missed = Counter()
    for k, entry in enumerate(entries):
        offered = {o.act for o in acts_available(game | {"entries": entries[:k]})}
        if entry["act"] not in offered:
            missed[entry["act"]] += 1
    assert missed == Counter()


# --- effects owed by a card that has left the field (227, 231, 273) -----------------------------------
HELDOUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "myearth"


@pytest.mark.parametrize(
    ("scenario", "skipped_code"),
    [
        # leaves the field (273), after the check (185)
        ("myearth-ho5-erratum-nuclear-plant-fires-on-leaving", "myearth.effect.trigger_skipped"),
        # put in the discard by a lost 対決 (231)
        ("myearth-ho6-discard-trigger-forgotten", "myearth.effect.discard_trigger_skipped"),
    ],
)
def test_an_effect_owed_by_a_card_gone_from_the_field_is_offered_as_logged(
    scenario: str, skipped_code: str
) -> None:
    """The table is offered the owed effect with the declared result filled in, exactly as the legal log
    records it; and the recorder cannot move on without it (it is required)."""
    legal = json.loads((HELDOUT / f"{scenario}.json").read_text(encoding="utf-8"))["legal"]
    at_effect = next(i for i, e in enumerate(legal["entries"]) if e["act"] == "effect")
    logged = legal["entries"][at_effect]
    before = copy.deepcopy(legal)
    before["entries"] = legal["entries"][:at_effect]
    offered = [o for o in acts_available(before) if o.act == "effect"]
    assert [(o.actor, dict(o.args), o.required) for o in offered] == [(logged["actor"], logged["args"], True)]
    assert offered[0].label_ja and offered[0].label_en
    # Without the effect, the next act is the breach the engine reports (the game went on without it).
    skipped = copy.deepcopy(legal)
    del skipped["entries"][at_effect]
    assert skipped_code in [f.code for f in replay(skipped).findings]


def test_the_owed_effect_is_the_departed_cards_own_when_another_card_shares_its_name() -> None:
    """A reprint with the same name and ability id but another result must not lend its figures."""
    legal = json.loads(
        (HELDOUT / "myearth-ho5-erratum-nuclear-plant-fires-on-leaving.json").read_text("utf-8")
    )["legal"]
    twin = copy.deepcopy(legal["header"]["cards"]["NP"])
    twin["abilities"][0]["effect"] = {"life": {"opponent": -3}}
    legal["header"]["cards"] = {"NP0": twin, **legal["header"]["cards"]}  # read first
    at_effect = next(i for i, e in enumerate(legal["entries"]) if e["act"] == "effect")
    legal["entries"] = legal["entries"][:at_effect]
    (offered,) = [o for o in acts_available(legal) if o.act == "effect"]
    assert offered.args["source"] == {"iid": "R:rc1", "card": "NP"}
    assert offered.args["life"] == {"B": -1}
