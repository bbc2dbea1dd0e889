"""Paying costs (1.2.3): coloured symbols freeze released energy of that colour, colourless symbols
freeze any released card of the energy zone or the smash zone, one card per point, all at once."""

from __future__ import annotations

from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.cards import COLOURLESS, COLOURS
from judge.engine.games.dimension_zero.refs import take
from judge.engine.games.dimension_zero.state import Card, DZState


def _assign(needs: list[str], cards: list[frozenset[str]]) -> bool:
    """Can each coloured point be paid by a distinct card of that colour? (a small bipartite matching)"""
    match: dict[int, int] = {}

    def augment(point: int, seen: set[int]) -> bool:
        for j, colours in enumerate(cards):
            if needs[point] in colours and j not in seen:
                seen.add(j)
                if j not in match or augment(match[j], seen):
                    match[j] = point
                    return True
        return False

    return all(augment(p, set()) for p in range(len(needs)))


def describe(cost: dict[str, int], x: int) -> str:
    parts = [f"{c}{n}" for c, n in cost.items() if c != "x" and n]
    if cost.get("x"):
        parts.append(f"X{cost['x']}(X={x})")
    return "+".join(parts) or "0"


def pay(
    state: DZState,
    ctx: Context,
    seat: str,
    act: str,
    what: str,
    cost: dict[str, int],
    refs: list[Any],
    x: Any,
    because: tuple[str, ...] = (),
) -> None:
    """Check and apply a payment: `refs` are the cards the log says were frozen. `because` names the clauses
    that set this cost (補給's 5.15.2): a payment of the wrong size is answered by them first."""
    if cost.get("x"):
        if not isinstance(x, int) or isinstance(x, bool) or x < 0:
            ctx.flag(C.PAY_X, {"what": what, "x": x}, players=[seat])
            x = 0
    else:
        x = 0
    total = sum(n for c, n in cost.items() if c != "x") + cost.get("x", 0) * x
    cards: list[Card] = []
    smash_cards: set[str] = set()
    # Cards offered from a zone that cannot pay (1.2.3-1, 1.2.3-2): reported once as pay.zone, and still
    # counted as offered, so one misplaced card is not also reported as a short payment or an unpaid colour.
    refused = 0
    for ref in refs:
        parsed_iid = ref if isinstance(ref, str) else (ref.get("iid") if isinstance(ref, dict) else None)
        known = state.cards.get(parsed_iid) if isinstance(parsed_iid, str) else None
        # An unknown id comes from the payer's smash zone (its cards are face down and unidentified);
        # energy cards are face up, so the log names them.
        zone = known.zone if known is not None and known.zone in ("energy", "smash") else "smash"
        if known is not None and (known.holder != seat or known.zone not in ("energy", "smash")):
            where = f"{known.holder}'s {known.zone}"
            d = state.defn(known)
            # A card of the payer's in a square whose text the log does not model may be frozen as an
            # additional cost by that text: 呼声 lets a player freeze cards with it when playing or moving a
            # unit (5.10.2) without saying from which zone, so a judge decides (card text wins, 1.1.1).
            unmodelled = known.holder == seat and known.zone == "square" and d is not None and d.text
            ctx.flag(
                C.PAY_ZONE,
                {"what": what, "card": known.iid, "where": where},
                cards=[known.iid],
                players=[seat],
                verdict=Verdict.NEEDS_RULING if unmodelled else None,
                unknown="whether the card's own text (e.g. 呼声) lets it be frozen for this cost"
                if unmodelled
                else None,
                extra_clauses=[f"{C.GAME}:5.10.2", f"{C.GAME}:1.1.1"] if unmodelled else (),
            )
            if unmodelled:
                known.frozen = True  # the table froze it
            refused += 1
            continue
        card = take(state, ctx, ref, zone, seat, act)
        if card is None:
            continue
        if card.frozen:
            ctx.flag(C.PAY_FROZEN, {"what": what, "card": card.iid}, cards=[card.iid], players=[seat])
        card.frozen = True
        cards.append(card)
        if card.zone == "smash":
            smash_cards.add(card.iid)
    if len(cards) + refused != total:
        ctx.flag(
            C.PAY_AMOUNT,
            {"what": what, "cost": total, "paid": len(cards) + refused, "detail": describe(cost, x)},
            players=[seat],
            extra_clauses=[f"{C.GAME}:{n}" for n in because],
        )
    needs = [c for c in COLOURS for _ in range(cost.get(c, 0))]
    if not needs or refused:
        return
    any_colour_smash = bool(state.options.get("smash_any_colour")) and state.variant == "limited"
    payers: list[frozenset[str]] = []
    unknown: list[str] = []
    for card in cards:
        if card.iid in smash_cards:
            # Smash-zone cards pay only colourless, unless a limited event adopts the any-colour rule.
            payers.append(frozenset(COLOURS) if any_colour_smash else frozenset({COLOURLESS}))
            continue
        d = state.defn(card)
        if d is None:
            unknown.append(card.iid)
            payers.append(frozenset(COLOURS))
        else:
            payers.append(d.colours)
    if not _assign(needs, payers):
        ctx.flag(
            C.PAY_COLOUR,
            {"what": what, "need": describe({c: cost.get(c, 0) for c in COLOURS}, 0)},
            players=[seat],
        )
    elif unknown:
        ctx.flag(
            C.PAY_COLOUR_UNKNOWN,
            {"what": what, "cards": ", ".join(unknown)},
            unknown="the colours of the energy cards used",
            players=[seat],
        )
