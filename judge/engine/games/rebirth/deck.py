"""Deck construction (6.1), callable on its own for tournament registration."""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.engine.core.decks import CardLineChecks, decklist_base, screen_card_lines
from judge.engine.core.verdicts import Finding
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth.cards import CARD_TYPES, PARTNER, REBIRTH, CardDef

_LINE_CHECKS = CardLineChecks(
    C.DECK_UNKNOWN_CARD, C.DECK_BAD_TYPE, C.DECK_CONSTRUCTION_TEXT, "the card's deck-construction ability"
)


def check_deck(decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
    """Check a decklist against 6.1.1.1-6.1.1.5.

    `decklist` is `{"main": {card_id: count}, "partners": {card_id: count}}`; `cards` maps card ids to
    their definitions (name, type, ...), either raw JSON dicts or CardDef objects. It may also be
    given inside the decklist as `decklist["cards"]`.
    """
    raw_cards = cards if cards is not None else decklist.get("cards", {})
    defs = {cid: d if isinstance(d, CardDef) else CardDef.from_json(cid, d) for cid, d in raw_cards.items()}
    main: dict[str, int] = dict(decklist.get("main") or {})
    partners: dict[str, int] = dict(decklist.get("partners") or {})
    out: list[Finding] = []
    base = decklist_base(decklist)

    out.extend(screen_card_lines(sorted(set(main) | set(partners)), defs, CARD_TYPES, base, _LINE_CHECKS))

    total = sum(main.values())
    if total != 50:
        out.append(C.DECK_SIZE.finding(None, base | {"count": total}))
    by_name: Counter[str] = Counter()
    rebirths = 0
    for cid, n in main.items():
        d = defs.get(cid)
        name = d.name if d else cid
        by_name[name] += n
        if d is not None and d.type == REBIRTH:
            rebirths += n
        if d is not None and d.type == PARTNER:
            out.append(C.DECK_PARTNER_IN_MAIN.finding(None, base | {"card": cid, "count": n}))
    for name, n in sorted(by_name.items()):
        if n > 4:
            out.append(C.DECK_COPIES.finding(None, base | {"name": name, "count": n}))
    if rebirths > 8:
        out.append(C.DECK_REBIRTH.finding(None, base | {"count": rebirths}))
    partner_total = sum(partners.values())
    if partner_total != 3:
        out.append(C.DECK_PARTNERS.finding(None, base | {"count": partner_total}))
    for cid in partners:
        d = defs.get(cid)
        if d is not None and d.type in CARD_TYPES and d.type != PARTNER:
            out.append(C.DECK_NON_PARTNER.finding(None, base | {"card": cid, "type": d.type}))
    return out
