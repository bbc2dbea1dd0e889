"""Resolving a log entry's card references to card instances, binding identities to the decklist."""

from __future__ import annotations

from typing import Any

from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.state import ZONES, Card, DZState

_MISSING = object()


def parse_ref(ref: Any) -> tuple[str, Any] | None:
    """(iid, card id or _MISSING) — or None if the reference is malformed."""
    if isinstance(ref, str) and ":" in ref:
        return ref, _MISSING
    if isinstance(ref, dict) and isinstance(ref.get("iid"), str) and ":" in ref["iid"]:
        card_id = ref.get("card", _MISSING)
        if card_id is not _MISSING and card_id is not None and not isinstance(card_id, str):
            return None
        return ref["iid"], card_id
    return None


def owner_of(iid: str) -> str:
    return iid.split(":", 1)[0]


def bad_args(ctx: Any, act: str, problem: str) -> None:
    ctx.flag(C.LOG_BAD_ARGS, {"act": act, "problem": problem})


def bind(state: DZState, ctx: Any, card: Card, card_id: str | None) -> None:
    if card_id is None or card.card == card_id:
        return
    if card.card is not None:
        ctx.flag(C.LOG_IDENTITY, {"card": card.iid, "before": card.card, "now": card_id}, cards=[card.iid])
        card.card = card_id
        return
    pool = state.players[card.owner].pool
    if pool[card_id] > 0:
        pool[card_id] -= 1
    else:
        ctx.flag(
            C.LOG_NOT_IN_DECK, {"card": card.iid, "card_id": card_id, "seat": card.owner}, cards=[card.iid]
        )
    card.card = card_id


def _where(card: Card) -> tuple[str, str]:
    if card.zone == "square":
        return f"it is in square {card.square}", f"実際はスクエア{card.square}にあります"
    return f"it is in {card.holder}'s {card.zone}", f"実際は{card.holder}の{card.zone}にあります"


def take(state: DZState, ctx: Any, ref: Any, zone: str, seat: str, act: str) -> Card | None:
    """The card `ref` names, expected in `seat`'s `zone` ('square' for the board, any controller).

    A new id is taken from the zone's unidentified cards. A card found elsewhere is a log error, but the
    card is returned so the replay follows the log.
    """
    parsed = parse_ref(ref)
    if parsed is None:
        bad_args(ctx, act, f"card reference {ref!r}")
        return None
    iid, card_id = parsed
    owner = owner_of(iid)
    if owner not in state.players or zone not in ZONES:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": owner})
        return None
    card = state.cards.get(iid)
    if card is not None:
        if card.zone != zone or (zone != "square" and card.holder != seat):
            where, where_ja = _where(card)
            ctx.flag(
                C.LOG_CARD_LOCATION,
                {"card": iid, "seat": seat, "zone": zone, "where": where, "where_ja": where_ja},
                cards=[iid],
            )
    else:
        player = state.players[seat]
        if zone in ("deck", "hand", "smash") and player.unidentified[zone] > 0:
            player.unidentified[zone] -= 1
        else:
            ctx.flag(
                C.LOG_CARD_LOCATION,
                {
                    "card": iid,
                    "seat": seat,
                    "zone": zone,
                    "where": "no unidentified card is left there",
                    "where_ja": "そこに未確認のカードは残っていません",
                },
                cards=[iid],
                players=[seat],
            )
        card = Card(
            iid=iid, owner=owner, card=None, zone=zone, holder=seat, face_down=zone in ("deck", "smash")
        )
        state.cards[iid] = card
        if zone == "square":
            zone = "hand"  # an unknown board card cannot be placed; keep it somewhere harmless
            card.zone = zone
        player.zones[zone][iid] = card
    if card_id is not _MISSING:
        bind(state, ctx, card, card_id)
    return card


def refs_list(value: Any) -> list[Any]:
    if value is None:
        return []
    return value if isinstance(value, list) else [value]
