"""Resolving the card references of a log entry to card instances, and what is known of their identity.

Parsing and the shared log-error findings live in judge.engine.core.cardrefs; this module adds Rebirth's
partner pile and pool. `parse_ref` and `owner_of` are re-exported for the action handlers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine.core.cardrefs import (
    MISSING,
    RefChecks,
    draw_from_pool,
    flag_misplaced,
    owner_of,
    parse_ref,
    rebind,
    use_unidentified,
)
from judge.engine.core.cardrefs import bad_args as _bad_args
from judge.engine.core.context import Context
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth.cards import PARTNER, CardDef
from judge.engine.games.rebirth.state import ZONES, Card, RebirthState

_CHECKS = RefChecks(
    bad_args=C.LOG_BAD_ARGS,
    card_location=C.LOG_CARD_LOCATION,
    identity=C.LOG_IDENTITY,
    not_in_deck=C.LOG_NOT_IN_DECK,
)


def bad_args(ctx: Context, act: str, problem: str, problem_ja: str) -> None:
    _bad_args(ctx, _CHECKS, act, problem, problem_ja)


def bind(state: RebirthState, ctx: Context, card: Card, card_id: str | None) -> None:
    """Record that `card` is `card_id`, checking it against the decklist and earlier identification."""
    if card_id is None or card.card == card_id:
        return
    if card_id not in state.defs:
        ctx.flag(C.LOG_UNKNOWN_CARD, {"card_id": card_id}, cards=[card.iid])
    if rebind(ctx, _CHECKS, card, card_id):
        return
    player = state.players[card.owner]
    d = state.defs.get(card_id)
    partner = d is not None and d.type == PARTNER
    # Partners have their own pile and pool (6.1.2), so a partner id is counted against that pool.
    draw_from_pool(ctx, _CHECKS, card, card_id, player.partner_pool if partner else player.main_pool)
    if partner:
        state.partner_iids.add(card.iid)


def take(state: RebirthState, ctx: Context, ref: Any, zone: str, seat: str, act: str) -> Card | None:
    """The card `ref` names, expected in `seat`'s `zone`. Unknown ids come from that zone's unidentified cards.

    A card found elsewhere is a log error, but the card is returned so the replay follows the log.
    """
    parsed = parse_ref(ref)
    if parsed is None:
        bad_args(ctx, act, f"card reference {ref!r}", f"カードの参照{ref!r}が不正です")
        return None
    if zone not in ZONES or seat not in state.players:
        bad_args(ctx, act, f"zone {zone!r} of seat {seat!r}", f"席{seat!r}の領域{zone!r}が不正です")
        return None
    iid, card_id, face_down = parsed
    owner = owner_of(iid)
    if owner not in state.players:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": owner})
        return None
    card = state.cards.get(iid)
    if card is not None:
        if card.zone != zone or card.holder != seat:
            where = f"it is in {card.holder}'s '{card.zone}'"
            where_ja = f"実際は{card.holder}の'{card.zone}'にあります"
            flag_misplaced(ctx, _CHECKS, iid, seat, zone, where, where_ja)
    else:
        player = state.players[seat]
        use_unidentified(ctx, _CHECKS, player.unidentified, iid, seat, zone)
        card = Card(
            iid=iid, owner=owner, card=None, zone=zone, holder=seat, face_down=zone in ("deck", "partners")
        )
        if zone == "partners":
            state.partner_iids.add(iid)
        state.cards[iid] = card
        player.zones[zone][iid] = card
    if card_id is not MISSING:
        bind(state, ctx, card, card_id)
    if face_down is not None:
        card.face_down = face_down
    return card


__all__ = ["bad_args", "bind", "judge_card", "known", "owner_of", "parse_ref", "ref_iid", "take"]


def ref_iid(ref: Any) -> str | None:
    parsed = parse_ref(ref)
    return parsed[0] if parsed else None


def known(state: RebirthState, ref: Any) -> Card | None:
    iid = ref_iid(ref)
    return state.cards.get(iid) if iid else None


def judge_card(state: RebirthState, card: Card, predicate: Callable[[CardDef], bool]) -> bool | None:
    """Three-valued: True/False when every card this could be agrees, None when hidden cards disagree."""
    d = state.defn(card)
    if d is not None:
        return predicate(d)
    if card.iid in state.partner_iids:
        pool = state.players[card.owner].partner_pool
    else:
        pool = state.players[card.owner].main_pool
    answers = {predicate(state.defs[cid]) for cid, n in pool.items() if n > 0 and cid in state.defs}
    if len(answers) == 1:
        return answers.pop()
    return None
