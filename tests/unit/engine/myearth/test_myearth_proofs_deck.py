"""Proofs of the MyEarth deck checks (55-63): the example's header with one deck changed, and the twin
with the example's legal decks; a check that needs one deck on its own goes through registration."""

from __future__ import annotations

import copy
from typing import Any

from tests.unit.engine.myearth.example import BLUE, CARDS
from tests.unit.engine.proof import prove, prove_deck

from .proof_logs import Log, example


def _blue(**counts: int) -> dict[str, Any]:
    deck = copy.deepcopy(BLUE)
    deck["main"].update(counts)
    return deck


def _with_blue(**counts: int) -> Log:
    log = example(1)
    log["header"]["decklists"]["B"] = _blue(**counts)
    return log


def test_58_a_deck_has_20_or_30_cards() -> None:
    prove_deck("myearth", _blue(L=9), CARDS, "myearth.deck.size", twin=_blue())


def test_61_the_event_fixes_the_deck_size() -> None:
    deck = _blue() | {"deck_size": 30}
    twin = _blue(L=18) | {"deck_size": 30}
    prove_deck("myearth", deck, CARDS, "myearth.deck.event_size", twin=twin)


def test_57_both_decks_have_the_same_size() -> None:
    log = example(1)
    log["header"]["decklists"]["R"]["main"]["CO"] = 22  # 30 cards against B's 20
    prove(log, "myearth.deck.same_size", None, twin=example(1))


def test_59_1_a_20_card_deck_holds_two_of_a_non_source_card() -> None:
    prove(_with_blue(L=7, C1=3), "myearth.deck.copies", None, twin=example(1))


def test_60_2_a_20_card_deck_holds_two_of_a_special_source() -> None:
    prove(_with_blue(L=7, LH=3), "myearth.deck.special_source_copies", None, twin=example(1))


def test_56_a_blue_deck_holds_no_red_card() -> None:
    prove(_with_blue(L=7, K1=1), "myearth.deck.side_content", None, twin=example(1))


def test_55_one_side_is_blue_and_the_other_red() -> None:
    log = example(1)
    log["header"]["decklists"]["R"] = _blue()
    log["header"]["options"]["sides"]["R"] = "blue"
    prove(log, "myearth.deck.sides", None, twin=example(1))


def test_63_original_cards_need_both_players_agreement() -> None:
    log = example(1)
    log["header"]["cards"]["C1"]["keywords"]["original"] = True
    twin = copy.deepcopy(log)
    twin["header"]["options"]["originals_agreed"] = True
    prove(log, "myearth.deck.original_card", None, twin=twin)


def test_36_every_card_in_a_deck_is_defined() -> None:
    prove(_with_blue(L=7, ZZ=1), "myearth.deck.unknown_card", None, twin=example(1))


def test_37_every_card_has_one_of_the_card_types() -> None:
    log = example(1)
    log["header"]["cards"]["C1"]["type"] = "monster"
    prove(log, "myearth.deck.bad_type", None, twin=example(1))
