"""How a discard from the hand (`discard`, `limit_discard`) is read when its record is malformed.

A discard's `count` is a whole number of cards (as a draw's is): `null`, `"x"`, `1.5`, `-1` or `true` is
the record's error (`log.bad_entry`), never an engine fault. Without a `count`, the discard is of every card
its `cards` lists, as written: a listed card with no card id still left the hand, and since the discard is
compared by name (147) the reference that names no card is reported, not silently dropped.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.engine.myearth.test_myearth_snapshot import at, b, log, position, replay


def _replayed(act: str, **args: Any) -> Any:
    return replay(log(position(), at("first", "B", act, **args)))


@pytest.mark.parametrize("act", ["discard", "limit_discard"])
@pytest.mark.parametrize("count", [None, "x", 1.5, -1, True])
def test_a_count_that_is_not_a_number_of_cards_is_the_records_error(act: str, count: Any) -> None:
    report = _replayed(act, count=count, cards=["C3"])
    assert [(f.seq, f.code) for f in report.findings] == [(1, "log.bad_entry")], report.findings
    assert report.findings[0].evidence["path"] == "$.args.count"


@pytest.mark.parametrize("act", ["discard", "limit_discard"])
def test_cards_that_are_not_a_list_are_the_records_error(act: str) -> None:
    for cards in ("C3", {"iid": "B:h1", "card": "C3"}):
        report = _replayed(act, cards=cards)
        assert [(f.seq, f.code) for f in report.findings] == [(1, "log.bad_entry")], report.findings


def test_a_discarded_card_without_a_card_id_is_not_lost() -> None:
    hand = b(position())["hand"]["count"]
    named = _replayed("discard", cards=[{"iid": "B:h1", "card": "C3"}])
    assert named.findings == []
    assert named.final_state["sides"]["B"]["hand"] == hand - 1
    unnamed = _replayed("discard", cards=[{"iid": "B:h1"}])
    # The card left the hand all the same, and the reference that names no card is reported.
    assert unnamed.final_state["sides"]["B"]["hand"] == hand - 1
    assert [(f.seq, f.code) for f in unnamed.findings] == [(1, "log.bad_entry")], unnamed.findings
    assert unnamed.findings[0].evidence["path"] == "$.args.cards[0]"
