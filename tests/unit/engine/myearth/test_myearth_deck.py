"""Deck construction checks (55-63), as tournament registration calls them."""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import check_deck
from tests.unit.engine.myearth.example import BLUE, CARDS, RED


def codes(deck: dict[str, Any], cards: dict[str, Any] | None = None) -> list[str]:
    return [f.code for f in check_deck("myearth", deck, cards or CARDS)]


def test_example_decks_are_legal() -> None:
    assert codes(BLUE) == []
    assert codes(RED) == []


def test_size_and_copies() -> None:
    deck = copy.deepcopy(BLUE)
    deck["main"]["L"] = 9
    assert codes(deck) == ["myearth.deck.size"]
    deck = copy.deepcopy(BLUE)
    deck["main"]["L"] = 7
    deck["main"]["C1"] = 3  # 59.1: 2 per name in a 20-card deck
    assert codes(deck) == ["myearth.deck.copies"]
    deck = copy.deepcopy(BLUE)
    deck["main"]["L"] = 7
    deck["main"]["LH"] = 3  # 60.2
    assert codes(deck) == ["myearth.deck.special_source_copies"]
    deck = copy.deepcopy(BLUE)
    deck["main"]["L"] = 18  # 30 cards: 60.1 ordinary sources are unlimited
    assert codes(deck) == []
    assert codes(deck | {"deck_size": 20}) == ["myearth.deck.event_size"]


def test_side_content_and_original_cards() -> None:
    deck = copy.deepcopy(BLUE)
    deck["main"]["L"] = 7
    deck["main"]["CO"] = 1  # 55: a blue deck holds no CO2 source
    assert codes(deck) == ["myearth.deck.side_content"]
    cards = copy.deepcopy(CARDS)
    cards["C3"]["keywords"]["original"] = True
    assert codes(BLUE, cards) == ["myearth.deck.original_card"]
    assert codes(BLUE | {"originals_agreed": True}, cards) == []
    assert codes({"main": {"ZZ": 20}}) == ["myearth.deck.unknown_card", "myearth.deck.size"] or codes(
        {"main": {"ZZ": 20}}
    ) == ["myearth.deck.unknown_card"]
