"""Resolving a log entry's card references to card instances, binding identities to the decklist."""

from __future__ import annotations

from typing import Any

from judge.engine.core.cardrefs import (
    MISSING,
    RefChecks,
    draw_from_pool,
    flag_misplaced,
    flag_no_unidentified,
    owner_of,
    rebind,
    refs_list,
    use_unidentified,
)
from judge.engine.core.cardrefs import bad_args as _bad_args
from judge.engine.core.cardrefs import parse_ref as _parse_ref
from judge.engine.core.context import Context
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.state import ZONES, Card, DZState

_CHECKS = RefChecks(
    bad_args=C.LOG_BAD_ARGS,
    card_location=C.LOG_CARD_LOCATION,
    identity=C.LOG_IDENTITY,
    not_in_deck=C.LOG_NOT_IN_DECK,
)
# Only these hidden zones hold unidentified cards; a first-seen card anywhere else is a log error.
_HIDDEN = frozenset(("deck", "hand", "smash"))


def parse_ref(ref: Any) -> tuple[str, Any] | None:
    """(iid, card id or MISSING) — or None if the reference is malformed. Dimension Zero has no face-down flag."""
    parsed = _parse_ref(ref)
    return None if parsed is None else (parsed[0], parsed[1])


def bad_args(ctx: Context, act: str, problem: str) -> None:
    _bad_args(ctx, _CHECKS, act, problem)


def bind(state: DZState, ctx: Context, card: Card, card_id: str | None) -> None:
    if rebind(ctx, _CHECKS, card, card_id):
        return
    assert card_id is not None  # rebind settles None
    draw_from_pool(ctx, _CHECKS, card, card_id, state.players[card.owner].pool)


def _where(card: Card) -> tuple[str, str]:
    if card.zone == "square":
        return f"it is in square {card.square}", f"実際はスクエア{card.square}にあります"
    return f"it is in {card.holder}'s {card.zone}", f"実際は{card.holder}の{card.zone}にあります"


def take(state: DZState, ctx: Context, ref: Any, zone: str, seat: str, act: str) -> Card | None:
    """The card `ref` names, expected in `seat`'s `zone` ('square' for the board, any controller).

    A new id is taken from the zone's unidentified cards. A card found elsewhere is a log error, but the
    card is returned so the replay follows the log.
    """
    parsed = _parse_ref(ref)
    if parsed is None:
        bad_args(ctx, act, f"card reference {ref!r}")
        return None
    iid, card_id, _face_down = parsed
    owner = owner_of(iid)
    if owner not in state.players or zone not in ZONES:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": owner})
        return None
    card = state.cards.get(iid)
    if card is not None:
        if card.zone != zone or (zone != "square" and card.holder != seat):
            flag_misplaced(ctx, _CHECKS, iid, seat, zone, *_where(card))
    else:
        player = state.players[seat]
        if zone in _HIDDEN:
            use_unidentified(ctx, _CHECKS, player.unidentified, iid, seat, zone)
        else:
            flag_no_unidentified(ctx, _CHECKS, iid, seat, zone)
        card = Card(
            iid=iid, owner=owner, card=None, zone=zone, holder=seat, face_down=zone in ("deck", "smash")
        )
        state.cards[iid] = card
        if zone == "square":
            zone = "hand"  # an unknown board card cannot be placed; keep it somewhere harmless
            card.zone = zone
        player.zones[zone][iid] = card
    if card_id is not MISSING:
        bind(state, ctx, card, card_id)
    return card


__all__ = ["bad_args", "bind", "owner_of", "parse_ref", "refs_list", "take"]
