"""Moving cards between a player's zones, binding instance ids to card ids on the way."""

from __future__ import annotations

from typing import Any

from judge.engine.core.cardrefs import flag_card_problem, flag_no_card, owner_of, record_identity, split_ref
from judge.engine.core.context import Context
from judge.engine.games.kaiju import checks as C
from judge.engine.games.kaiju.state import Card, KaijuState, Player


def bind(state: KaijuState, ctx: Context, iid: str, card_id: str | None) -> None:
    if card_id is None:
        return
    if card_id not in state.defs:
        problem = f"card id {card_id} is not defined in the header"
        flag_card_problem(ctx, C.LOG_CARD, iid, problem, f"カードID {card_id} がヘッダーに定義されていません")
        return
    record_identity(ctx, C.LOG_CARD, state.ids, iid, card_id)


def take_from_hand(state: KaijuState, ctx: Context, seat: str, raw: Any) -> Card | None:
    iid, card_id = split_ref(raw)
    if iid is None:
        flag_no_card(ctx, C.LOG_CARD)
        return None
    player = state.players[seat]
    bind(state, ctx, iid, card_id)
    if iid in state.vanished:
        # 9.1.4.2: a token moved out of the areas ceased to exist; it is not a hand card to use.
        ctx.flag(C.TOKEN_ZONE, {"card": iid, "zone": state.vanished[iid]}, cards=[iid], players=[seat])
        return None
    card = player.hand.pop(iid, None)
    if card is not None:
        return card
    if iid in state.ids and locate(state, iid) is not None:
        flag_card_problem(ctx, C.LOG_CARD, iid, "it is not in the hand", "手札にありません")
        remove_anywhere(state, iid)
    elif player.hand_unnamed > 0:
        player.hand_unnamed -= 1
    else:
        problem, problem_ja = f"{seat}'s hand is empty", f"{seat}の手札がありません"
        flag_card_problem(ctx, C.LOG_CARD, iid, problem, problem_ja, players=[seat])
    return Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid))


def locate(state: KaijuState, iid: str) -> tuple[str, str, int] | None:
    """Where a named card is: (seat, zone, index) with zone one of hand, discard, area, strategy, stack."""
    for seat, p in state.players.items():
        if iid in p.hand:
            return seat, "hand", 0
        if iid in p.discard:
            return seat, "discard", 0
        for area, cards in p.areas.items():
            if any(c.iid == iid for c in cards):
                return seat, "area", area
        for i, cards in enumerate(p.strategy):
            if any(c.iid == iid for c in cards):
                return seat, "strategy", i
        if any(c.iid == iid for c in p.stack):
            return seat, "stack", 0
    return None


def remove_anywhere(state: KaijuState, iid: str) -> Card | None:
    where = locate(state, iid)
    if where is None:
        return None
    seat, zone, index = where
    p = state.players[seat]
    if zone == "hand":
        return p.hand.pop(iid)
    if zone == "discard":
        return p.discard.pop(iid)
    pile = p.areas[index] if zone == "area" else p.strategy[index] if zone == "strategy" else p.stack
    for i, c in enumerate(pile):
        if c.iid == iid:
            return pile.pop(i)
    return None


def to_discard(state: KaijuState, card: Card) -> None:
    """4.1.7: a card leaving the field goes to its owner's discard pile."""
    card.assault = None
    state.players[card.owner].discard[card.iid] = card


def place(state: KaijuState, card: Card) -> Card:
    state.placements += 1
    card.placed = state.placements
    card.turn_placed = state.turn
    return card


def draw_named(state: KaijuState, ctx: Context, player: Player, raws: list[Any]) -> None:
    for raw in raws:
        iid, card_id = split_ref(raw)
        if iid is None:
            player.hand_unnamed += 1
            continue
        bind(state, ctx, iid, card_id)
        player.hand[iid] = Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid))
