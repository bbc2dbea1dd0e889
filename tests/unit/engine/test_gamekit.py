"""The shared start/apply helpers of the game modules (judge.engine.core.gamekit)."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from judge.engine.core.entries import Entry
from judge.engine.core.errors import LogReadError
from judge.engine.core.gamekit import decklist_for, header_variant, positive_counts, screen_entry
from judge.engine.games.kaiju import checks as K


class _Ctx:
    def __init__(self) -> None:
        self.flags: list[tuple[Any, dict[str, Any]]] = []

    def flag(self, spec: Any, evidence: dict[str, Any] | None = None, **_: Any) -> None:
        self.flags.append((spec, evidence or {}))


def _screen(act: str, actor: str | None, also_known: tuple[str, ...] = ()) -> tuple[bool, list[Any]]:
    ctx = _Ctx()
    ok = screen_entry(
        Entry(seq=1, act=act, actor=actor),
        {"draw": object()},
        {"P1", "P2"},
        ctx,
        K.LOG_UNKNOWN_ACT,
        K.LOG_UNKNOWN_SEAT,
        also_known,
    )
    return ok, [spec for spec, _ in ctx.flags]


def test_screen_entry() -> None:
    assert _screen("draw", "P1") == (True, [])
    assert _screen("draw", None) == (True, [])
    assert _screen("voided", "P9") == (False, [])
    assert _screen("fly", "P1") == (False, [K.LOG_UNKNOWN_ACT])
    assert _screen("draw", "P9") == (False, [K.LOG_UNKNOWN_SEAT])
    assert _screen("result", "P1", ("result",)) == (True, [])


def test_header_errors_name_the_game_and_path() -> None:
    with pytest.raises(LogReadError) as err:
        header_variant({"variant": "sealed"}, "kaiju", ("constructed",), "constructed")
    assert (err.value.code, err.value.path) == ("kaiju.header", "$.header.variant")
    assert "sealed" in err.value.message_en and "sealed" in err.value.message_ja
    assert header_variant({}, "kaiju", ("constructed",), "constructed") == "constructed"
    with pytest.raises(LogReadError) as err:
        decklist_for({"decklists": {"P1": {}}}, "P2", "rebirth")
    assert (err.value.code, err.value.path) == ("rebirth.header", "$.header.decklists")
    assert "P2" in err.value.message_en and "P2" in err.value.message_ja


def test_positive_counts_drops_the_zero_lines_deck_tools_write() -> None:
    assert positive_counts({"R-001": 4, "R-002": 0, "R-003": -1, "R-004": 1}) == {"R-001": 4, "R-004": 1}
    assert positive_counts(None) == {} and positive_counts({}) == {}


@given(
    st.dictionaries(st.text(max_size=3), st.integers(1, 4)),
    st.dictionaries(st.text(max_size=3), st.integers(-2, 0)),
)
def test_lines_without_cards_never_change_the_deck(cards: dict[str, int], empty: dict[str, int]) -> None:
    # Metamorphic: a deck written with extra zero or negative lines is the same deck.
    padded = {**{k: n for k, n in empty.items() if k not in cards}, **cards}
    assert positive_counts(padded) == positive_counts(cards) == cards
    assert sum(positive_counts(padded).values()) == sum(cards.values())
