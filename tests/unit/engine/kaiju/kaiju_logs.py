"""Hand-written kaiju logs for the proofs: a small legal card pool, two legal decks and the setup (6.3).

Every proof log here is the setup of 6.3.1 followed by a few entries of the first turns; proofs that
start from a mid-game snapshot are in test_kaiju_snapshot.py. The card pool is written here by hand
(not taken from the generator) so that every figure a proof relies on is visible:

- kaiju deck: K1-K4, grades I-IV, trait ゴジラ, threats 6000/9000/12000/15000;
  K2B is a grade-II kaiju with the trait キングギドラ only (no trait shared with K1);
- main deck (50): engage E1 (grade 1, repel 3000), E2 (grade 2, repel 4000), EB (grade 1, repel
  20000), E5 (grade 5, icon 2), ET (grade 1, repel 3000, card text), EN (grade 1, no advance icon),
  strategy S1 (grade 1), S2 (grade 2), SB (grade 1, 【拠点】), kaiju M1 (grade 1, ゴジラ),
  M2 (grade 2, ゴジラ), MX (grade 1, モスラ), A3 (grade 3, ゴジラ, 【強襲(1)】).

Both players start with K1 in area 1 and five unnamed cards in hand. P1 goes first.
"""

from __future__ import annotations

import copy
from typing import Any

Entry = dict[str, Any]


def _kaiju(grade: int, threat: int, traits: tuple[str, ...] = ("ゴジラ",), **kw: Any) -> dict[str, Any]:
    return {
        "name": f"怪獣{grade}",
        "type": "kaiju",
        "cost": grade,
        "attributes": list(traits),
        "keywords": {"colors": ["red"], "threat": threat, "icon": 1} | kw,
    }


def _engage(grade: int, repel: int, icon: int | None = 1, **extra: Any) -> dict[str, Any]:
    kw: dict[str, Any] = {"colors": ["red"], "repel": repel}
    if icon is not None:
        kw["icon"] = icon
    return {
        "name": f"交戦{grade}",
        "type": "engage",
        "cost": grade,
        "attributes": ["兵器"],
        "keywords": kw,
    } | extra


def _strategy(grade: int, **kw: Any) -> dict[str, Any]:
    return {
        "name": f"戦略{grade}",
        "type": "strategy",
        "cost": grade,
        "keywords": {"colors": ["red"], "icon": 1} | kw,
    }


CARDS: dict[str, dict[str, Any]] = {
    "K1": _kaiju(1, 6000),
    "K2": _kaiju(2, 9000),
    "K3": _kaiju(3, 12000),
    "K4": _kaiju(4, 15000),
    "K2B": _kaiju(2, 9000, ("キングギドラ",)),
    "E1": _engage(1, 3000),
    "E2": _engage(2, 4000),
    "EB": _engage(1, 20000),
    "E5": _engage(5, 6000, icon=2),
    "ET": _engage(1, 3000, text=True),
    "EN": _engage(1, 2000, icon=None),
    "S1": _strategy(1),
    "S2": _strategy(2),
    "SB": _strategy(1, base=True),
    "M1": _kaiju(1, 7000),
    "M2": _kaiju(2, 10000),
    "MX": _kaiju(1, 7000, ("モスラ",)),
    "A3": _kaiju(3, 20000, assault=1),
}
MAIN = {cid: 4 for cid in ("E1", "E2", "EB", "E5", "ET", "EN", "S1", "S2", "SB", "M1", "M2", "MX")} | {
    "A3": 2
}
KAIJU_DECK = {"K1": 1, "K2": 1, "K3": 1, "K4": 1}
# A legal kaiju deck whose grade-II kaiju shares no trait with its grade-I kaiju (6.1.1 does not forbid it).
KAIJU_DECK_B = {"K1": 1, "K2B": 1, "K3": 1, "K4": 1}


def header(p1: dict[str, Any] | None = None, p2: dict[str, Any] | None = None) -> dict[str, Any]:
    """A legal header; ``p1``/``p2`` replace a seat's decklist."""
    deck = {"main": dict(MAIN), "partners": dict(KAIJU_DECK)}
    return {
        "format": "judgelog/1",
        "game": "kaiju",
        "rules_version": "1.04",
        "players": [{"seat": "P1"}, {"seat": "P2"}],
        "first_player": "P1",
        "cards": copy.deepcopy(CARDS),
        "decklists": {"P1": p1 or copy.deepcopy(deck), "P2": p2 or copy.deepcopy(deck)},
    }


def at(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> Entry:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


def t1(phase: str, act: str, **args: Any) -> Entry:
    """An entry of turn 1 (P1's turn)."""
    return at(1, phase, "P1", act, **args)


def t2(phase: str, act: str, **args: Any) -> Entry:
    """An entry of turn 2 (P2's turn)."""
    return at(2, phase, "P2", act, **args)


def card(seat: str, cid: str, n: int = 1) -> dict[str, str]:
    """A card reference with a fresh instance id, e.g. ``card("P1", "E1")`` -> P1:e1-1."""
    return {"iid": f"{seat}:{cid.lower()}-{n}", "card": cid}


def setup_of(seat: str) -> list[Entry]:
    """6.3.1.3 shuffle, 6.3.1.5 five cards, 6.3.1.6 the grade-I kaiju in area 1."""
    return [
        at(0, "setup", seat, "shuffle"),
        at(0, "setup", seat, "draw", count=5),
        at(0, "setup", seat, "place_kaiju", card={"iid": f"{seat}:k1", "card": "K1"}, area=1),
    ]


SETUP: list[Entry] = setup_of("P1") + setup_of("P2")
# Turn 1 up to its main phase: P1 draws as many cards as the grade of P2's kaiju (7.2.2), i.e. 1.
T1_START: list[Entry] = [t1("start", "draw", count=1)]
# The rest of a quiet turn 1 (7.5.2 advance from area 1; six cards in hand, so no refill) and the start
# of turn 2 (P2 draws 1 for P1's grade-I kaiju).
T1_END: list[Entry] = [t1("end", "end_advance")]
T2_START: list[Entry] = [t2("start", "draw", count=1)]


def game(
    *entries: Entry, hdr: dict[str, Any] | None = None, setup: list[Entry] | None = None
) -> dict[str, Any]:
    """A log: the header, the setup (unless given) and the entries, numbered from 1."""
    body = [*(SETUP if setup is None else setup), *entries]
    return {
        "header": hdr or header(),
        "entries": [{"seq": i} | copy.deepcopy(e) for i, e in enumerate(body, start=1)],
    }
