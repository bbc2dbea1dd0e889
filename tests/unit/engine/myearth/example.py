"""A small hand-written legal MyEarth game: the docs example and the base of the mutation tests."""

from __future__ import annotations

import copy
from typing import Any

CARDS: dict[str, Any] = {
    "L": {"name": "陸のみなもと", "type": "source", "attributes": ["陸"]},
    "H": {"name": "人のみなもと", "type": "source", "attributes": ["人"]},
    "LH": {"name": "里山", "type": "special_source", "attributes": ["陸", "人"]},
    "C1": {
        "name": "テストの虫",
        "type": "confrontation",
        "atk": 2,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 1}, "kind": "creature"},
    },
    "C2": {
        "name": "テストの鳥",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 2}, "chain": ["テストの虫"], "kind": "creature"},
    },
    "C3": {
        "name": "テストの獣",
        "type": "confrontation",
        "atk": 4,
        "attributes": ["陸"],
        "keywords": {"cost": {"陸": 1, "人": 1}, "chain": ["テストの鳥"], "kind": "creature"},
    },
    "W1": {
        "name": "テストの植林",
        "type": "support",
        "attributes": ["人"],
        "keywords": {"cost": {"人": 1}, "support": "white", "target": "confrontation"},
    },
    "CO": {"name": "二酸化炭素のみなもと", "type": "source", "attributes": ["二酸化炭素"]},
    "R1": {
        "name": "テスト温暖化1",
        "type": "confrontation",
        "atk": 2,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "kind": "warming"},
    },
    "R2": {
        "name": "テスト温暖化2",
        "type": "confrontation",
        "atk": 3,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 2}, "kind": "warming"},
    },
    "R3": {
        "name": "テスト温暖化3",
        "type": "confrontation",
        "atk": 5,
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 3}, "kind": "warming"},
    },
    "K1": {
        "name": "テストの排気",
        "type": "support",
        "attributes": ["二酸化炭素"],
        "keywords": {"cost": {"二酸化炭素": 1}, "support": "black", "target": "confrontation"},
    },
}
BLUE = {"main": {"L": 8, "H": 2, "LH": 2, "C1": 2, "C2": 2, "C3": 2, "W1": 2}}
RED = {"main": {"CO": 12, "R1": 2, "R2": 2, "R3": 2, "K1": 2}}


def _card(iid: str, cid: str) -> dict[str, str]:
    return {"iid": iid, "card": cid}


_SCRIPT: list[tuple[int, str, str | None, str, dict[str, Any]]] = [
    (0, "setup", None, "decide_first", {"first": "B", "method": "janken"}),
    (0, "setup", "B", "shuffle", {}),
    (0, "setup", "B", "draw", {"count": 5}),
    (0, "setup", "R", "shuffle", {}),
    (0, "setup", "R", "draw", {"count": 5}),
    (0, "setup", "B", "keep", {}),
    (0, "setup", "R", "mulligan", {}),
    (1, "first", "B", "draw", {"count": 0}),
    (1, "first", "B", "play_source", {"card": _card("B:s1", "L")}),
    (1, "first", "B", "play_source", {"card": _card("B:s2", "L")}),
    (1, "first", "B", "play", {"card": _card("B:c1", "C1"), "sources": ["B:s1"]}),
    (1, "first", "B", "end_ban", {}),
    (1, "second", "R", "draw", {"count": 0}),
    (1, "second", "R", "play_source", {"card": _card("R:s1", "CO")}),
    (1, "second", "R", "play_source", {"card": _card("R:s2", "CO")}),
    (1, "second", "R", "play", {"card": _card("R:c1", "R2"), "sources": ["R:s1", "R:s2"]}),
    (1, "second", "R", "end_ban", {}),
    (1, "confrontation", "B", "announce", {"total": 2}),
    (1, "confrontation", "R", "announce", {"total": 3}),
    (1, "confrontation", "B", "pass", {}),
    (1, "confrontation", "R", "pass", {}),
    (1, "confrontation", None, "confrontation_end", {"winner": "R", "discarded": ["B:c1"], "life_loss": 1}),
    (2, "first", "R", "draw", {"count": 3}),
    (2, "first", "R", "play_source", {"card": _card("R:s3", "CO")}),
    (2, "first", "R", "support", {"card": _card("R:k1", "K1"), "sources": ["R:s3"], "target": "R:c1"}),
    (2, "first", "B", "pass", {}),
    (2, "first", None, "resolve", {"card": _card("R:k1", "K1"), "strength": {"R:c1": 1}}),
    (2, "first", "R", "discard", {"count": 1, "cards": ["R1"]}),
    (2, "first", "R", "end_ban", {}),
    (2, "second", "B", "draw", {"count": 3}),
    (2, "second", "B", "play_source", {"card": _card("B:s3", "LH"), "attribute": "人"}),
    (2, "second", "B", "play", {"card": _card("B:c2", "C1"), "sources": ["B:s1"]}),
    (2, "second", "B", "play", {"card": _card("B:c3", "C2"), "sources": ["B:s2"], "chain_on": "B:c2"}),
    (2, "second", "B", "end_ban", {}),
    (2, "confrontation", "R", "announce", {"total": 4}),
    (2, "confrontation", "B", "announce", {"total": 5}),
    (2, "confrontation", "R", "pass", {}),
    (2, "confrontation", "B", "pass", {}),
    (2, "confrontation", None, "confrontation_end", {"winner": "B", "discarded": ["R:c1"], "life_loss": 1}),
    (3, "first", "B", "draw", {"count": 3}),
]


def example_log() -> dict[str, Any]:
    entries = []
    for k, (turn, phase, actor, act, args) in enumerate(_SCRIPT, start=1):
        entry: dict[str, Any] = {
            "seq": k,
            "turn": turn,
            "phase": phase,
            "act": act,
            "args": copy.deepcopy(args),
        }
        if actor is not None:
            entry["actor"] = actor
        entries.append(entry)
    return {
        "header": {
            "format": "judgelog/1",
            "game": "myearth",
            "rules_version": "2nd edition 2012-10-31",
            "players": [{"seat": "B", "name": "青い地球"}, {"seat": "R", "name": "赤い地球"}],
            "first_player": "B",
            "options": {"starting_life": 20, "sides": {"B": "blue", "R": "red"}},
            "cards": copy.deepcopy(CARDS),
            "decklists": {"B": copy.deepcopy(BLUE), "R": copy.deepcopy(RED)},
        },
        "entries": entries,
    }
