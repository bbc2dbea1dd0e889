"""Deck construction (55-63), callable on its own for tournament registration.

A decklist is `{"main": {card_id: count}}`; optional `side` ("blue"/"red"), `deck_size` (an event's
fixed size, 58/61) and `originals_agreed` (63) come from the header options when replaying.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.engine.core.verdicts import Finding
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.cards import SPECIAL, CardDef, parse_card_defs

DECK_SIZES = (20, 30)  # 58
COPY_LIMIT = {20: 2, 30: 3}  # 59.1, 59.2 and, for special sources, 60.2, 60.3
SIDE_JA = {"blue": "青い地球", "red": "赤い地球"}


def deck_side(decklist: dict[str, Any], defs: dict[str, CardDef]) -> str | None:
    """5: the side follows from the deck's content; an explicit side wins when the log gives one."""
    if decklist.get("side") in SIDE_JA:
        return decklist["side"]
    votes = Counter(defs[c].side() for c in decklist.get("main", {}) if c in defs)
    blue, red = votes.get("blue", 0), votes.get("red", 0)
    if blue == red:
        return None
    return "blue" if blue > red else "red"


def check_deck(
    decklist: dict[str, Any], cards: dict[str, Any] | None = None, *, defs: dict[str, CardDef] | None = None
) -> list[Finding]:
    """The deck rules' findings; `defs`, the definitions of `cards` already read (a replay reads them once
    for both sides and the game), saves reading them again: the deck rules use no field they could lack."""
    if defs is None:
        defs = parse_card_defs(
            cards if cards is not None else decklist.get("cards", {}), with_abilities=False
        )
    main = {cid: n for cid, n in (decklist.get("main") or {}).items() if n > 0}
    seat = decklist.get("seat") or "?"
    base: dict[str, Any] = {"seat": seat}
    out: list[Finding] = []
    known: dict[str, CardDef] = {}
    for cid in sorted(main):
        d = defs.get(cid)
        if d is None:
            out.append(C.DECK_UNKNOWN_CARD.finding(None, base | {"card": cid}))
        elif d.type is None or d.bad_attr:
            out.append(
                C.DECK_BAD_TYPE.finding(
                    None, base | {"card": cid, "type": d.raw_type, "attributes": list(d.attributes)}
                )
            )
        else:
            known[cid] = d

    size = sum(main.values())
    event_size = decklist.get("deck_size")
    if event_size in DECK_SIZES and size != event_size:
        out.append(C.DECK_EVENT_SIZE.finding(None, base | {"count": size, "size": event_size}))
    elif size not in DECK_SIZES:
        out.append(C.DECK_SIZE.finding(None, base | {"count": size}))

    # 59/60 count by name: two card ids may be printings of the same name.
    limit = COPY_LIMIT.get(size)
    by_name: Counter[str] = Counter()
    special: dict[str, bool] = {}
    for cid, n in main.items():
        d = known.get(cid)
        if d is None or d.type == "source":  # 60.1: ordinary sources are unlimited
            continue
        by_name[d.name] += n
        special[d.name] = d.type == SPECIAL
    if limit is not None:
        for name, n in sorted(by_name.items()):
            if n > limit:
                spec = C.DECK_SPECIAL_COPIES if special[name] else C.DECK_COPIES
                out.append(
                    spec.finding(None, base | {"name": name, "count": n, "size": size, "limit": limit})
                )

    side = deck_side(decklist, known)
    if side is not None:
        for cid in sorted(known):
            d = known[cid]
            other = d.side()
            if other is not None and other != side:
                if other == "mixed":
                    why, why_ja = "it combines blue and red attributes", "青と赤の属性を併せ持つカード"
                else:
                    why, why_ja = f"{other} card", f"{SIDE_JA.get(other, other)}のカード"
                facts = {"side": side, "side_ja": SIDE_JA[side], "name": d.name, "why": why, "why_ja": why_ja}
                out.append(C.DECK_SIDE.finding(None, base | facts))
    if not decklist.get("originals_agreed"):
        for cid in sorted(known):
            if known[cid].original:
                out.append(C.DECK_ORIGINAL.finding(None, base | {"name": known[cid].name}))
    return out
