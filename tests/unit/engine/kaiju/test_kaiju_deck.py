"""Deck construction checks (6.1.1), as tournament registration calls them."""

from __future__ import annotations

from typing import Any

from judge.engine import check_deck
from judge.engine.games.kaiju.generator import card_pool, decklist


def codes(deck: dict[str, Any], cards: dict[str, Any] | None = None) -> list[str]:
    return [f.code for f in check_deck("kaiju", deck, cards or card_pool())]


def test_generated_deck_is_legal_and_kaiju_key_is_read() -> None:
    assert codes(decklist()) == []
    deck = decklist()
    assert codes({"main": deck["main"], "kaiju": deck["partners"]}) == []


def test_kaiju_deck_rules() -> None:
    deck = decklist()
    deck["partners"] = {"GK-1": 1, "GK-2": 2, "GK-4": 1}
    assert codes(deck) == ["kaiju.deck.kaiju_deck_grades"]
    deck["partners"] = {"GK-1": 1, "GK-2": 1, "GK-3": 1}
    assert codes(deck) == ["kaiju.deck.kaiju_deck_size"]
    deck["partners"] = {"GK-1": 1, "GK-2": 1, "GK-3": 1, "GE-1": 1}
    assert "kaiju.deck.kaiju_deck_type" in codes(deck)


def test_main_deck_size_icons_copies_colours_tokens() -> None:
    cards = card_pool()
    deck = decklist()
    deck["main"]["GE-1"] = 3
    assert codes(deck) == ["kaiju.deck.main_size"]
    deck = decklist()
    cards["GE-4"]["keywords"]["icon"] = 2
    assert codes(deck, cards) == ["kaiju.deck.icon_two_limit"]
    cards = card_pool()
    cards["GE-2"]["keywords"]["colors"] = ["青"]
    cards["GE-3"]["attributes"] = ["トークン"]
    cards["GE-1"]["keywords"]["number"] = "GM-1+"  # 6.1.1.4.1: the '+' is ignored -> 8 copies
    got = codes(decklist(), cards)
    assert got == ["kaiju.deck.color", "kaiju.deck.copies", "kaiju.deck.token"]


def test_unknown_cards_and_construction_abilities() -> None:
    cards = card_pool()
    cards["GK-1"]["keywords"]["resonance"] = ["blue"]
    deck = decklist()
    deck["main"]["NOPE"] = 0
    deck["main"]["X-1"] = 1
    deck["main"]["GE-1"] = 3
    got = codes(deck, cards)
    assert "kaiju.deck.construction_ability" in got and "kaiju.deck.unknown_card" in got
