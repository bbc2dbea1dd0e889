"""Deck construction (3.1.1, 3.1.2, 1.2.4, 2.19.1) as offered to tournament registration."""

from __future__ import annotations

from typing import Any

from judge.engine import check_deck
from judge.engine.games.dimension_zero.generator import card_pool, decklist


def codes(decklist_: dict[str, Any], cards: dict[str, Any] | None = None) -> list[str]:
    return [
        f.code.removeprefix("dimension-zero.")
        for f in check_deck("dimension-zero", decklist_, cards or card_pool())
    ]


def test_legal_deck() -> None:
    assert codes({"main": decklist()}) == []


def test_size_copies_and_kinju() -> None:
    deck = decklist() | {"DZ-U01": 4}
    assert codes({"main": deck}) == ["deck.size", "deck.copies"]
    deck = decklist() | {"DZ-U10": 4, "DZ-U11": 1}  # 4 x 禁呪2 + 3 x 禁呪1 = 11
    assert set(codes({"main": deck})) == {"deck.copies", "deck.kinju"}


def test_copies_by_japanese_name_across_printings() -> None:
    cards = card_pool() | {"DZ-U01-ALT": dict(card_pool()["DZ-U01"])}
    deck = decklist() | {"DZ-U11": 1, "DZ-U01-ALT": 1}
    assert codes({"main": deck}, cards) == ["deck.copies"]


def test_unity_has_no_copy_limit() -> None:
    cards = card_pool()
    cards["DZ-U01"] = dict(cards["DZ-U01"], keywords=dict(cards["DZ-U01"]["keywords"], unity=True))
    assert codes({"main": decklist() | {"DZ-U01": 4, "DZ-U11": 1}}, cards) == []


def test_sideboard_rules() -> None:
    assert codes({"main": decklist(), "sideboard": {"DZ-U11": 1, "DZ-S01": 1}}) == ["deck.sideboard_size"]
    side = {"DZ-U01": 1, "DZ-U11": 1, "DZ-U10": 0, "DZ-Q01": 8}
    assert set(codes({"main": decklist(), "sideboard": side})) == {"deck.copies_with_sideboard"}
    cards = card_pool()
    for k in range(1, 5):
        cards[f"DZ-K{k}"] = {"name": f"禁呪カード{k}", "type": "strategy", "keywords": {"kinju": 2}}
    # 1.2.4, 2.19.1 (decision DZ 9): sideboard cards do not count toward 禁呪; the deck used in each duel
    # is checked again from the log's header (deck.kinju), so a heavy sideboard is legal at registration.
    heavy = {"DZ-K1": 3, "DZ-K2": 3, "DZ-K3": 3, "DZ-K4": 1}
    assert check_deck("dimension-zero", {"main": decklist(), "sideboard": heavy}, cards) == []


def test_limited_has_no_copy_limit() -> None:
    deck = decklist() | {"DZ-U01": 5, "DZ-U11": 0}
    assert codes({"main": deck, "variant": "limited", "sideboard": {"DZ-U02": 30}}) == []
    assert codes({"main": decklist() | {"DZ-U11": 4}, "variant": "limited"}) == ["deck.limited_size"]


def test_unknown_card_is_a_log_error() -> None:
    findings = check_deck("dimension-zero", {"main": decklist() | {"NOPE": 0, "X-1": 1}}, card_pool())
    assert {(f.code, f.verdict.value) for f in findings} >= {
        ("dimension-zero.deck.unknown_card", "log_error")
    }
