"""The card-definition cache shared by the engines (judge/engine/core/cardcache.py)."""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine.core import cardcache
from judge.engine.core.cardcache import CardCache


def _reader(calls: list[Any]) -> Any:
    def read(raw: Any) -> tuple[str, Any]:
        calls.append(raw)
        return ("def", raw)

    return read


def test_an_equal_card_is_read_once_and_a_different_one_again() -> None:
    cache, calls = CardCache(), []
    first = cache.read(("C1",), {"cost": 1}, _reader(calls))
    assert cache.read(("C1",), {"cost": 1}, _reader(calls)) is first
    cache.read(("C1",), {"cost": True}, _reader(calls))  # True is not 1: read again
    cache.read(("C2",), {"cost": 1}, _reader(calls))  # another id
    assert len(calls) == 3


def test_the_reader_gets_a_private_copy() -> None:
    cache, calls = CardCache(), []
    raw = {"effect": {"targets": ["A"]}}
    kept = cache.read(("C1",), raw, _reader(calls))
    raw["effect"]["targets"].append("B")  # the caller edits its log afterwards
    assert kept[1] == {"effect": {"targets": ["A"]}}


def test_a_card_that_cannot_be_read_is_not_kept() -> None:
    cache = CardCache()

    def broken(raw: Any) -> Any:
        raise ValueError("bad card")

    for _ in range(2):
        with pytest.raises(ValueError):
            cache.read(("C1",), {"cost": "x"}, broken)
    assert len(cache) == 0


def test_a_huge_card_is_read_every_time_and_never_kept() -> None:
    cache, calls = CardCache(), []
    huge = {"text": "あ" * (cardcache.LARGEST + 1)}
    cache.read(("C1",), huge, _reader(calls))
    cache.read(("C1",), huge, _reader(calls))
    assert len(calls) == 2 and len(cache) == 0


def test_the_cache_is_emptied_when_full(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cardcache, "MAX_ENTRIES", 3)
    cache, calls = CardCache(), []
    for i in range(3):
        cache.read((f"C{i}",), {"cost": i}, _reader(calls))
    assert len(cache) == 3
    cache.read(("C9",), {"cost": 9}, _reader(calls))
    assert len(cache) == 1


def test_the_cache_is_emptied_when_its_keys_hold_too_much_text(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(cardcache, "MAX_KEY_CHARS", 40)
    cache, calls = CardCache(), []
    cache.read(("C1",), {"text": "x" * 20}, _reader(calls))
    cache.read(("C2",), {"text": "y" * 20}, _reader(calls))  # would pass 40 characters: emptied first
    assert len(cache) == 1
