"""Proofs of the MyEarth checks added after the fourth held-out round, and the readings it changed: an
effect that works on leaving fired while the card stays (32, 229), a play in the middle of a チェーン (251,
254, 255), a card removed from the game played again (14), a short deck under a draw effect (257) and the
support 『バイオエタノール』 brought resolving before the survival check (269, 185). The round's other two
fixes are held by its scenarios (tests/unit/engine/test_scenario_corpus.py), not here: the strength
changes of a turn's 対決 ending with the turn (130, myearth-ho4-support-boost-ends-with-its-turn) and a
missing kind of source in a survival check citing 198/203 (myearth-ho4-survival-after-a-source-leaves).

Each is a prefix of the example game (proof_logs: after 33 entries, turn 2, B's 番; B has 虫 B:c2 with 鳥
B:c3 chained on it on B:s1, B:s2 (陸) and an unused 人 source B:s3; R has R:c1 on R:s1, R:s2) with one
illegal entry, and its legal twin.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

from judge.engine import replay
from tests.unit.engine.proof import prove

from .proof_logs import e, prefix, with_cards
from .test_myearth_proofs_abilities import CARDS, ability_support, log_of, play, resolve

LEAF = {
    "name": "テストの落ち葉",
    "type": "confrontation",
    "atk": 1,
    "attributes": ["陸"],
    "keywords": {"cost": {"人": 1}},
    "abilities": [{"kind": "effect", "trigger": {"event": "discarded"}, "effect": {"life": {"own": 1}}}],
}
PLAY_LEAF = e("play", "B", card={"iid": "B:c5", "card": "LEAF"}, sources=["B:s3"])
FIRE_LEAF = e("effect", "B", source={"iid": "B:c5", "card": "LEAF"}, ability="a1", life={"B": 1})


def test_229_an_effect_on_being_discarded_does_not_fire_while_the_card_stays() -> None:
    log = with_cards(prefix(33, PLAY_LEAF, FIRE_LEAF), LEAF=LEAF)
    gone = [e("leave", card="B:c5", to="discard", by="R:k9"), e("survival", "B")]
    twin = with_cards(prefix(33, PLAY_LEAF, *gone, FIRE_LEAF), LEAF=LEAF)
    prove(log, "myearth.effect.not_triggered", 35, twin=twin)


def test_255_no_source_or_confrontation_card_while_a_chain_waits() -> None:
    source = e("play_source", "B", card={"iid": "B:s9", "card": "H"})
    log = log_of(play("B:w9", "WA", target="R:c1"), source)
    chain = [play("B:w9", "WA", target="R:c1"), e("pass", "R"), resolve("B:w9", "WA", strength={"R:c1": -2})]
    twin = log_of(*chain, source)
    prove(log, "myearth.ban.play_in_chain", 35, twin=twin)


BIO = {
    "name": "バイオエタノール",
    "type": "support",
    "attributes": ["人"],
    "keywords": {"cost": {"人": 1}, "support": "white", "special": "bioethanol", "no_source": True},
    "text": True,
}
DRAW1 = ability_support("white", "人", {"kind": "support", "effect": {"draw": 1}})


def _bio(
    *tail: dict[str, Any], remove: str = "B:c3", head: tuple[dict[str, Any], ...] = ()
) -> dict[str, Any]:
    use = e(
        "support",
        "B",
        card={"iid": "B:bio", "card": "BIO"},
        sources=[],
        remove=remove,
        brings={"iid": "B:w8", "card": "DRAW1"},
    )
    entries = (*head, use, e("pass", "R"), resolve("B:bio", "BIO"), *tail)
    return with_cards(prefix(33, *entries), **CARDS, BIO=BIO, DRAW1=DRAW1, LEAF=LEAF)


def test_269_the_brought_support_resolves_before_the_survival_check() -> None:
    brought = resolve("B:w8", "DRAW1", draw={"B": 1})
    survival = e("survival", "B")
    assert [f.code for f in replay(_bio(brought, survival)).findings] == []
    assert [f.code for f in replay(_bio(survival)).findings] == []  # the effect left unlogged, as before
    wrong = [f.code for f in replay(_bio(resolve("B:w8", "DRAW1", draw={"B": 2}), survival)).findings]
    assert wrong == ["myearth.effect.result"]


def test_14_a_card_removed_from_the_game_is_not_played_again() -> None:
    tail = (resolve("B:w8", "DRAW1", draw={"B": 1}), e("survival", "B"))
    source = e("play_source", "B", card={"iid": "B:s9", "card": "H"})
    again = e("play", "B", card={"iid": "B:c5", "card": "LEAF"}, sources=["B:s9"])
    other = e("play", "B", card={"iid": "B:c6", "card": "LEAF"}, sources=["B:s9"])
    # An untold effect gives B the cards to play (the example's hand is nearly spent by turn 2).
    cards = e("effect", "B", source={"iid": "B:x", "card": None}, draw={"B": 3})
    log = _bio(*tail, source, again, remove="B:c5", head=(cards, PLAY_LEAF))
    twin = _bio(*tail, source, other, remove="B:c5", head=(cards, PLAY_LEAF))
    prove(log, "myearth.ban.removed_card_played", 42, twin=twin)


def test_257_a_draw_effect_takes_what_the_deck_still_holds() -> None:
    draw2 = ability_support("white", "人", {"kind": "support", "effect": {"draw": 2}})
    log = with_cards(prefix(33), D2=draw2)
    deck = replay(log).final_state["sides"]["B"]["deck"]
    assert deck >= 2
    emptied = [e("effect", "B", source={"iid": "B:x", "card": None}, draw={"B": deck - 1})]
    head = [*emptied, play("B:w9", "D2"), e("pass", "R")]
    short = with_cards(log_of(*head, resolve("B:w9", "D2", draw={"B": 1})), D2=draw2)
    none = with_cards(log_of(*head, resolve("B:w9", "D2")), D2=draw2)
    assert [f.code for f in replay(short).findings] == []
    assert [f.code for f in replay(none).findings] == ["myearth.effect.result"]


HELD_OUT = Path(__file__).resolve().parents[3] / "scenarios_heldout" / "myearth"


def test_100_a_hand_whose_cards_are_all_known_holds_no_other_card() -> None:
    """The snapshot names both cards of B's hand (a search support and a 人 source); after the search put
    テストの鳥 in the discard, B plays a テストの鳥 "from the hand"."""
    scenario = json.loads(
        (HELD_OUT / "myearth-ho4-searched-card-to-discard-not-playable.json").read_text(encoding="utf-8")
    )
    log = scenario["illegal"]
    twin = copy.deepcopy(log)
    twin["entries"][-1] = {**twin["entries"][-1], "act": "play_source"}
    twin["entries"][-1]["args"] = {"card": {"iid": "B:h2", "card": "H"}}
    prove(log, "myearth.ban.card_not_known_in_hand", 5, twin=twin)
