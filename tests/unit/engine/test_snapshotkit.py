"""The shared reading of a snapshot's shape: hidden counts, public lists, card references, unknown keys."""

from __future__ import annotations

import pytest

from judge.engine.core.errors import LogReadError
from judge.engine.core.snapshotkit import SnapshotReader, count_of

KIT = SnapshotReader("toy", zone_ja="ゾーン")


def test_counts_are_whole_numbers_of_at_least_zero() -> None:
    assert [count_of(v) for v in (0, 3, -1, True, 2.0, "3", None)] == [0, 3, None, None, None, None, None]


def test_a_hidden_zone_is_a_count_with_the_known_cards_or_a_full_list() -> None:
    assert KIT.hidden({"count": 3, "cards": ["P1:a"]}, ".x") == (3, ["P1:a"])
    assert KIT.hidden({"cards": ["P1:a"]}, ".x") == (1, ["P1:a"])
    assert KIT.hidden(["P1:a", "P1:b"], ".x") == (2, ["P1:a", "P1:b"])


@pytest.mark.parametrize(
    ("raw", "path"),
    [
        ({"count": 1, "cards": ["P1:a", "P1:b"]}, "$.header.snapshot.players.P1.hand"),
        ({"count": -1}, "$.header.snapshot.players.P1.hand"),
        ({"count": 2, "known": []}, "$.header.snapshot.players.P1.hand.known"),
        (7, "$.header.snapshot.players.P1.hand"),
    ],
)
def test_a_hidden_zone_that_contradicts_itself_is_a_header_error_at_its_path(raw: object, path: str) -> None:
    with pytest.raises(LogReadError) as err:
        KIT.hidden(raw, ".players.P1.hand")
    assert err.value.code == "toy.header" and err.value.path == path
    assert err.value.message_ja.startswith("途中局面の記録：")


def test_public_zones_and_card_references() -> None:
    assert KIT.public(None, ".p") == [] and KIT.public(["P1:a"], ".p") == ["P1:a"]
    with pytest.raises(LogReadError) as err:
        KIT.public({"count": 2}, ".p")
    assert "公開ゾーン" in err.value.message_ja
    assert KIT.card_ref("P1:a", ".c") == ("P1:a", None, {})
    assert KIT.card_ref({"iid": "P1:a", "card": "K1", "tapped": True}, ".c")[:2] == ("P1:a", "K1")
    for bad in ({"iid": "nocolon"}, {"iid": "P1:a", "card": 5}, 42):
        with pytest.raises(LogReadError):
            KIT.card_ref(bad, ".c")
    with pytest.raises(LogReadError) as err:
        KIT.card_ref({"iid": "P1:a", "glow": 1}, ".c", frozenset({"iid", "card"}))
    assert err.value.path == "$.header.snapshot.c.glow"
