"""Proofs of the kaiju deck-construction checks (6.1.1, 6.1.2, 2.2.1): P1's decklist in the header breaks
one rule, P2's is legal; the legal twin is the same header with P1's list written right. Deck findings
concern the header, so they come with no entry (seq None)."""

from __future__ import annotations

import copy
from typing import Any

from tests.unit.engine.kaiju.kaiju_logs import game, header
from tests.unit.engine.proof import prove


def _with(main: dict[str, int] | None = None, kaiju: dict[str, int] | None = None, **cards: Any) -> dict:
    """The legal header with P1's main deck and kaiju deck changed (counts added, 0 removes a line) and
    extra card definitions, each a copy of an existing card with changed fields."""
    hdr = header()
    deck = hdr["decklists"]["P1"]
    for cid, n in (main or {}).items():
        deck["main"][cid] = deck["main"].get(cid, 0) + n
    deck["main"] = {cid: n for cid, n in deck["main"].items() if n > 0}
    if kaiju is not None:
        deck["partners"] = kaiju
    for cid, (base, changes) in cards.items():
        d = copy.deepcopy(hdr["cards"][base])
        d["keywords"] |= changes.pop("keywords", {})
        hdr["cards"][cid] = d | changes
    return hdr


def _prove(code: str, bad: dict, good: dict) -> None:
    prove(game(hdr=bad), code, None, twin=game(hdr=good))


def test_6_1_1_1_kaiju_deck_has_four_cards() -> None:
    bad = _with(kaiju={"K1": 1, "K2": 1, "K3": 1})
    _prove("kaiju.deck.kaiju_deck_size", bad, header())


def test_6_1_1_1_kaiju_deck_has_one_of_each_grade() -> None:
    bad = _with(kaiju={"K1": 1, "K2": 2, "K4": 1})
    _prove("kaiju.deck.kaiju_deck_grades", bad, header())


def test_6_1_1_1_kaiju_deck_holds_kaiju_cards_only() -> None:
    # G4 is a grade-4 engage card standing where the grade-4 kaiju belongs.
    bad = _with(kaiju={"K1": 1, "K2": 1, "K3": 1, "G4": 1}, G4=("E1", {"cost": 4}))
    good = _with(G4=("E1", {"cost": 4}))
    _prove("kaiju.deck.kaiju_deck_type", bad, good)


def test_6_1_1_2_main_deck_has_exactly_50_cards() -> None:
    _prove("kaiju.deck.main_size", _with(main={"E1": -1}), header())


def test_6_1_1_2_2_at_most_ten_cards_with_advance_icon_2() -> None:
    # E5 (icon 2) x4 plus E1 rewritten with icon 2 (E1T) x4 and two more from E2 (E2T): 10, then 12.
    defs = {"E1T": ("E1", {"keywords": {"icon": 2}}), "E2T": ("E2", {"keywords": {"icon": 2}})}
    bad = _with(main={"E1": -4, "E1T": 4, "E2": -4, "E2T": 4}, **copy.deepcopy(defs))
    good = _with(main={"E1": -4, "E1T": 4, "E2": -2, "E2T": 2}, **copy.deepcopy(defs))
    _prove("kaiju.deck.icon_two_limit", bad, good)


def test_6_1_1_3_colours_follow_the_grade_one_kaiju_or_white() -> None:
    bad = _with(main={"E1": -1, "EC": 1}, EC=("E1", {"keywords": {"colors": ["blue"]}}))
    good = _with(main={"E1": -1, "EC": 1}, EC=("E1", {"keywords": {"colors": ["white"]}}))
    _prove("kaiju.deck.color", bad, good)


def test_6_1_1_4_at_most_four_of_a_card_number() -> None:
    # EP is numbered "E1+": 6.1.1.4.1 ignores the '+', so with four E1 it is the fifth E1.
    bad = _with(main={"E2": -1, "EP": 1}, EP=("E1", {"keywords": {"number": "E1+"}}))
    good = _with(main={"E2": -1, "EP": 1}, EP=("E1", {"keywords": {"number": "E9+"}}))
    _prove("kaiju.deck.copies", bad, good)


def test_6_1_1_5_no_token_in_a_deck() -> None:
    bad = _with(main={"E1": -1, "EK": 1}, EK=("E1", {"attributes": ["トークン", "兵器"]}))
    good = _with(main={"E1": -1, "EK": 1}, EK=("E1", {"attributes": ["兵器"]}))
    _prove("kaiju.deck.token", bad, good)


def test_6_1_2_deck_construction_ability_needs_a_ruling() -> None:
    bad = _with(main={"E1": -1, "ED": 1}, ED=("E1", {"deck_rule": True}))
    good = _with(main={"E1": -1, "ED": 1}, ED=("E1", {}))
    _prove("kaiju.deck.construction_ability", bad, good)


def test_2_11_2_every_deck_card_is_defined_in_the_header() -> None:
    bad = _with(main={"E1": -1, "E9": 1})
    good = _with(main={"E1": -1, "E9": 1}, E9=("E1", {}))
    _prove("kaiju.deck.unknown_card", bad, good)
