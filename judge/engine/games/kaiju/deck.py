"""Deck construction (6.1.1), callable on its own for tournament registration.

A kaiju decklist is `{"main": {card_id: count}, "kaiju": {card_id: count}}`. In a judgelog header the
shared schema only allows `main` and `partners`, so there the kaiju deck (怪獣デッキ, the cards that
start outside the main deck) is written under `partners`; both spellings are read.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.engine.core.verdicts import Finding
from judge.engine.games.kaiju import checks as C
from judge.engine.games.kaiju.cards import KAIJU, CardDef, base_number, parse_card_defs

KAIJU_DECK_GRADES = (1, 2, 3, 4)  # 6.1.1.1
MAIN_DECK_SIZE = 50  # 6.1.1.2
ICON_TWO_LIMIT = 10  # 6.1.1.2.2
COPY_LIMIT = 4  # 6.1.1.4


def kaiju_deck_of(decklist: dict[str, Any]) -> dict[str, int]:
    return dict(decklist.get("kaiju") or decklist.get("partners") or {})


def check_deck(decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
    """Check a decklist against 6.1.1.1-6.1.1.5; `cards` maps card ids to their header definitions."""
    defs = parse_card_defs(cards if cards is not None else decklist.get("cards", {}))
    main = {cid: n for cid, n in (decklist.get("main") or {}).items() if n > 0}
    kaiju = {cid: n for cid, n in kaiju_deck_of(decklist).items() if n > 0}
    seat = decklist.get("seat")
    base: dict[str, Any] = {"seat": seat} if seat else {}
    out: list[Finding] = []

    known: dict[str, CardDef] = {}
    for cid in sorted(set(main) | set(kaiju)):
        d = defs.get(cid)
        if d is None:
            out.append(C.UNKNOWN_CARD.finding(None, base | {"card": cid}))
        elif d.type is None:
            out.append(C.BAD_TYPE.finding(None, base | {"card": cid, "type": d.raw_type}))
        else:
            known[cid] = d
            if d.deck_rule:
                out.append(
                    C.CONSTRUCTION_TEXT.finding(
                        None, base | {"card": cid}, unknown="the card's deck-construction ability (6.1.2)"
                    )
                )

    # 6.1.1.1: one kaiju card of each grade I-IV.
    size = sum(kaiju.values())
    if size != len(KAIJU_DECK_GRADES):
        out.append(C.KAIJU_DECK_SIZE.finding(None, base | {"count": size}))
    grades = sorted(known[cid].grade for cid, n in kaiju.items() if cid in known for _ in range(n))
    for cid in kaiju:
        if cid in known and known[cid].type != KAIJU:
            out.append(C.KAIJU_DECK_TYPE.finding(None, base | {"card": cid, "type": known[cid].type}))
    complete = size == len(KAIJU_DECK_GRADES) and all(cid in known for cid in kaiju)
    if complete and tuple(grades) != KAIJU_DECK_GRADES:
        out.append(C.KAIJU_DECK_GRADES.finding(None, base | {"grades": grades}))

    total = sum(main.values())
    if total != MAIN_DECK_SIZE:
        out.append(C.MAIN_SIZE.finding(None, base | {"count": total}))
    icon_two = sum(n for cid, n in main.items() if cid in known and known[cid].icon == 2)
    if icon_two > ICON_TWO_LIMIT:
        out.append(C.ICON_TWO.finding(None, base | {"count": icon_two}))

    # 6.1.1.3: colours follow the grade-I kaiju of the kaiju deck; white is always allowed.
    grade_one = next(
        (known[cid] for cid in kaiju if cid in known and known[cid].type == KAIJU and known[cid].grade == 1),
        None,
    )
    if grade_one is not None and not grade_one.resonance:
        allowed = set(grade_one.colors) | {"white"}
        for cid in sorted(set(main) | set(kaiju)):
            d = known.get(cid)
            if d is not None and d.colors and not set(d.colors) & allowed:
                out.append(
                    C.COLOR.finding(
                        None,
                        base
                        | {"card": cid, "colors": "/".join(d.colors), "base": "/".join(grade_one.colors)},
                    )
                )

    copies: Counter[str] = Counter()
    for pool in (main, kaiju):
        for cid, n in pool.items():
            copies[base_number(known[cid].number if cid in known else cid)] += n
    for number, n in sorted(copies.items()):
        if n > COPY_LIMIT:
            out.append(C.COPIES.finding(None, base | {"number": number, "count": n}))
    for cid in sorted(set(main) | set(kaiju)):
        if cid in known and known[cid].is_token:
            out.append(C.TOKEN.finding(None, base | {"card": cid}))
    return out
