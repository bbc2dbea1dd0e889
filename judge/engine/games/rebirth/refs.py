"""Resolving the card references of a log entry to card instances, and what is known of their identity."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth.cards import PARTNER, CardDef
from judge.engine.games.rebirth.state import ZONES, Card, RebirthState

_MISSING = object()


def parse_ref(ref: Any) -> tuple[str, Any, bool | None] | None:
    """(iid, card id or _MISSING, face_down or None) — or None if the reference is malformed."""
    if isinstance(ref, str) and ":" in ref:
        return ref, _MISSING, None
    if isinstance(ref, dict) and isinstance(ref.get("iid"), str) and ":" in ref["iid"]:
        card_id = ref.get("card", _MISSING)
        if card_id is not _MISSING and card_id is not None and not isinstance(card_id, str):
            return None
        face = ref.get("face_down")
        return ref["iid"], card_id, face if isinstance(face, bool) else None
    return None


def owner_of(iid: str) -> str:
    return iid.split(":", 1)[0]


def bad_args(ctx: Any, act: str, problem: str) -> None:
    ctx.flag(C.LOG_BAD_ARGS, {"act": act, "problem": problem})


def bind(state: RebirthState, ctx: Any, card: Card, card_id: str | None) -> None:
    """Record that `card` is `card_id`, checking it against the decklist and earlier identification."""
    if card_id is None or card.card == card_id:
        return
    if card_id not in state.defs:
        ctx.flag(C.LOG_UNKNOWN_CARD, {"card_id": card_id}, cards=[card.iid])
    if card.card is not None:
        ctx.flag(C.LOG_IDENTITY, {"card": card.iid, "before": card.card, "now": card_id}, cards=[card.iid])
        card.card = card_id
        return
    player = state.players[card.owner]
    d = state.defs.get(card_id)
    pool = player.partner_pool if d is not None and d.type == PARTNER else player.main_pool
    if pool[card_id] > 0:
        pool[card_id] -= 1
    else:
        ctx.flag(
            C.LOG_NOT_IN_DECK, {"card": card.iid, "card_id": card_id, "seat": card.owner}, cards=[card.iid]
        )
    card.card = card_id
    if d is not None and d.type == PARTNER:
        state.partner_iids.add(card.iid)


def take(state: RebirthState, ctx: Any, ref: Any, zone: str, seat: str, act: str) -> Card | None:
    """The card `ref` names, expected in `seat`'s `zone`. Unknown ids come from that zone's unidentified cards.

    A card found elsewhere is a log error, but the card is returned so the replay follows the log.
    """
    parsed = parse_ref(ref)
    if parsed is None:
        bad_args(ctx, act, f"card reference {ref!r}")
        return None
    if zone not in ZONES or seat not in state.players:
        bad_args(ctx, act, f"zone {zone!r} of seat {seat!r}")
        return None
    iid, card_id, face_down = parsed
    owner = owner_of(iid)
    if owner not in state.players:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": owner})
        return None
    card = state.cards.get(iid)
    if card is not None:
        if card.zone != zone or card.holder != seat:
            ctx.flag(
                C.LOG_CARD_LOCATION,
                {
                    "card": iid,
                    "seat": seat,
                    "zone": zone,
                    "where": f"it is in {card.holder}'s '{card.zone}'",
                    "where_ja": f"実際は{card.holder}の'{card.zone}'にあります",
                },
                cards=[iid],
            )
    else:
        player = state.players[seat]
        if player.unidentified[zone] > 0:
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
            iid=iid, owner=owner, card=None, zone=zone, holder=seat, face_down=zone in ("deck", "partners")
        )
        if zone == "partners":
            state.partner_iids.add(iid)
        state.cards[iid] = card
        player.zones[zone][iid] = card
    if card_id is not _MISSING:
        bind(state, ctx, card, card_id)
    if face_down is not None:
        card.face_down = face_down
    return card


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
