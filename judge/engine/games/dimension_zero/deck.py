"""Deck construction (3.1.1, 3.1.2, 1.2.4, 2.19.1), callable on its own for tournament registration."""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.engine.core.decks import CardLineChecks, decklist_base, screen_card_lines
from judge.engine.core.verdicts import Finding
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.cards import CARD_TYPES, CardDef, parse_card_defs

DECK_SIZE = 40
SIDEBOARD_SIZES = (0, 10)
COPY_LIMIT = 3
KINJU_LIMIT = 10


_LINE_CHECKS = CardLineChecks(
    C.DECK_UNKNOWN_CARD, C.DECK_BAD_TYPE, C.DECK_CONSTRUCTION_TEXT, "the card's deck-construction text"
)


def check_deck(decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
    """Check `{"main": {card_id: n}, "sideboard": {card_id: n}, "variant": "constructed"|"limited"}`.

    `cards` maps card ids to definitions (see cards.py); it may also be given as `decklist["cards"]`.
    Copies are counted by Japanese card name, as one card whatever the printing (2.3.1-2).
    """
    defs: dict[str, CardDef] = parse_card_defs(cards if cards is not None else decklist.get("cards") or {})
    main: dict[str, int] = {k: v for k, v in (decklist.get("main") or {}).items() if v}
    side: dict[str, int] = {k: v for k, v in (decklist.get("sideboard") or {}).items() if v}
    limited = decklist.get("variant") == "limited"
    base = decklist_base(decklist)
    out: list[Finding] = []

    out.extend(screen_card_lines(sorted(set(main) | set(side)), defs, CARD_TYPES, base, _LINE_CHECKS))

    total = sum(main.values())
    if total != DECK_SIZE:
        spec = C.DECK_LIMITED_SIZE if limited else C.DECK_SIZE
        out.append(spec.finding(None, base | {"count": total}))
    # Limited: every unused card is the sideboard and there is no copy limit (3.1.2).
    if not limited:
        side_total = sum(side.values())
        if side_total not in SIDEBOARD_SIZES:
            out.append(C.DECK_SIDEBOARD.finding(None, base | {"count": side_total}))
        deck_names: Counter[str] = Counter()
        all_names: Counter[str] = Counter()
        unity: set[str] = set()
        for pile, counter in ((main, deck_names), (main, all_names), (side, all_names)):
            for cid, n in pile.items():
                d = defs.get(cid)
                name = d.name if d else cid
                counter[name] += n
                if d is not None and d.unity:
                    unity.add(name)  # 団結: no copy limit (5.6.2)
        for name, n in sorted(all_names.items()):
            if name in unity:
                continue
            if deck_names[name] > COPY_LIMIT:
                out.append(C.DECK_COPIES.finding(None, base | {"name": name, "count": deck_names[name]}))
            elif n > COPY_LIMIT:
                # 3.1.1 「デッキ及びサイドボード」: one limit over both together (decision DZ 8).
                out.append(
                    C.DECK_COPIES_SIDEBOARD.finding(
                        None, base | {"name": name, "count": n, "deck": deck_names[name]}
                    )
                )
    # 禁呪 limits what is put into the deck (1.2.4, 2.19.1): sideboard cards do not count. After
    # sideboarding, the deck actually used in a duel is checked again from its log's header (decision DZ 9).
    kinju = sum(defs[cid].kinju * n for cid, n in main.items() if cid in defs)
    if kinju > KINJU_LIMIT:
        out.append(C.DECK_KINJU.finding(None, base | {"total": kinju}))
    return out
