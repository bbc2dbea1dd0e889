"""Support cards and their チェーン (243-272): playing one, declining, resolving in reverse order,
effects as logged, and the cards whose text the rules name (『バイオエタノール』 269, 『続かない活動』
270, 【ss】 272).
"""

from __future__ import annotations

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.board import card_group, remove_card, stack_card
from judge.engine.games.myearth.cards import CONFRONTATION, SUPPORT
from judge.engine.games.myearth.playing import (
    check_can_play,
    check_exact_cost,
    check_sources,
    played_card,
    take_from_hand,
)
from judge.engine.games.myearth.processes import check_zero
from judge.engine.games.myearth.state import FieldCard, MyEarthState, Side
from judge.engine.games.myearth.turns import current_side, flag_unknown


def _support(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    iid, d = played_card(state, e)
    sources = list(e.args.get("sources") or [])
    current = current_side(state)
    if state.stage == "conf":
        first_later = side.key != state.order[0] and not state.chain
        if state.conf_closed:
            ctx.flag(C.CONF_SUPPORT_CLOSED, {"seat": e.actor}, players=[side.key])
        elif state.conf_closed is None:
            flag_unknown(ctx, C.CONF_SUPPORT_CLOSED, {"seat": e.actor}, [side.key])
        elif state.conf_first_decided is None and first_later:
            flag_unknown(ctx, C.CONF_SUPPORT_ORDER, {"seat": e.actor}, [side.key])
        elif not state.conf_first_decided and first_later:
            ctx.flag(C.CONF_SUPPORT_ORDER, {"seat": e.actor}, players=[side.key])
        state.conf_first_decided = True
        state.conf_passes = 0
    elif current != side.key:
        if not state.chain:
            ctx.flag(C.BAN_SUPPORT_NOT_CHAIN, {"seat": e.actor}, players=[side.key])
        elif not state.chain_open:
            ctx.flag(C.CHAIN_CLOSED, {"seat": e.actor}, players=[side.key])
    else:
        check_can_play(state, e, side, SUPPORT, ctx)
        if state.chain and not state.chain_open:
            ctx.flag(C.CHAIN_CLOSED, {"seat": e.actor}, players=[side.key])
    take_from_hand(side, e, ctx, iid)
    if d is not None and d.no_source and sources:
        ctx.flag(C.COST_NONE_NEEDED, {"seat": e.actor, "card": iid}, cards=[iid], players=[side.key])
    usable = check_sources(state, e, side, iid, sources, ctx)
    if d is not None and usable and not d.no_source:
        check_exact_cost(side, e, iid, d, sources, ctx)
    if d is not None and d.target:
        present = (
            any(s.confrontation_cards() for s in state.sides.values())
            if d.target == "confrontation"
            else any(s.discard for s in state.sides.values())
        )
        if not present:
            ja = "場の対決カード" if d.target == "confrontation" else "捨て場のカード"
            ctx.flag(
                C.SUPPORT_NO_TARGET,
                {"seat": e.actor, "card": iid, "target": d.target, "target_ja": ja},
                cards=[iid],
                players=[side.key],
            )
    target = e.args.get("target")
    on_field = isinstance(target, str) and any(target in s.board for s in state.sides.values())
    card = FieldCard(iid, d.cid if d else None, SUPPORT, target=target if on_field else None)
    card.ss = d is not None and d.support == "ss"
    stack_card(side, card, sources)
    if d is not None and d.special == "bioethanol":
        _bioethanol(state, e, side, iid, ctx)
    state.chain.append((iid, side.key))
    state.chain_open = True


def _bioethanol(state: MyEarthState, e: Entry, side: Side, iid: str, ctx: Context) -> None:
    """269: removing an own 対決 card and putting the support from the hand are the target selection."""
    removed = e.args.get("remove")
    brought = split_ref(e.args.get("brings"))[0]
    card = side.board.get(removed or "")
    problem = None
    if card is None or card.kind != CONFRONTATION:
        problem = ("it removed no 対決 card of his own field", "自分の場の対決カードを取り除いていません")
    elif not brought:
        problem = ("it put no support card from the hand", "手札からサポートカードを出していません")
    if problem is not None:
        ctx.flag(
            C.BIOETHANOL_SELECTION,
            {"seat": e.actor, "card": iid, "problem": problem[0], "problem_ja": problem[1]},
            cards=[iid],
            players=[side.key],
        )
    if card is not None and card.kind == CONFRONTATION:
        scope = {g.iid for g in card_group(side, card.iid)}
        remove_card(side, card.iid, "removed", state)
        state.survival_scope.setdefault(side.key, set()).update(scope)
        state.pending_survival[side.key] = card.iid  # 184: a group card left the field
    if brought:
        take_from_hand(side, e, ctx, brought)
        ref = e.args.get("brings")
        bd = state.card_def(ref)
        side.board[brought] = FieldCard(brought, bd.cid if bd else None, SUPPORT)
        state.bio[iid] = brought


def _pass(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if state.chain and state.chain_open:
        state.chain_open = False  # 255: one decline closes the チェーン
        if state.stage != "conf":
            return
    if state.stage == "conf":
        if side is not None and side.key != state.order[0]:
            if state.conf_first_decided is None:
                flag_unknown(ctx, C.CONF_SUPPORT_ORDER, {"seat": e.actor}, [side.key])
            elif not state.conf_first_decided:
                ctx.flag(C.CONF_SUPPORT_ORDER, {"seat": e.actor}, players=[side.key])
        state.conf_first_decided = True
        # Unknown declines before a snapshot count as none: the window is closed (262) only once two
        # declines in a row are known; until then conf_closed stays unknown.
        state.conf_passes = (state.conf_passes or 0) + 1
        if state.conf_passes >= 2:
            state.conf_closed = True  # 262


def _resolve(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    iid = split_ref(e.args.get("card"))[0] or "?"
    if state.chain and state.chain[-1][0] != iid:
        ctx.flag(C.CHAIN_LIFO, {"card": iid, "expected": state.chain[-1][0]}, cards=[iid])
    owner_key = next((k for i, k in state.chain if i == iid), None)
    state.chain = [(i, k) for i, k in state.chain if i != iid]
    owner = state.sides.get(owner_key or "")
    fizzled = bool(e.args.get("fizzled"))
    card = owner.board.get(iid) if owner is not None else None
    d = state.defs.get(card.cid or "") if card is not None else None
    if card is not None and card.target and not any(card.target in s.board for s in state.sides.values()):
        if not fizzled or e.args.get("life") or e.args.get("strength"):
            ctx.flag(C.SUPPORT_RETARGET, {"card": iid, "target": card.target}, cards=[iid])  # 258, 259
        fizzled = True
    if iid in state.ss_voided:
        state.ss_voided.discard(iid)
        if not fizzled or e.args.get("life") or e.args.get("strength") or e.args.get("to") == "field":
            ctx.flag(C.SS_VOIDED, {"card": iid}, cards=[iid])
        fizzled = True
    _apply_effect(state, e, ctx)
    check_zero(state, ctx)
    if iid in state.cancelled:
        state.cancelled.discard(iid)
        if not fizzled or e.args.get("life") or e.args.get("strength"):
            ctx.flag(
                C.UNSUSTAINABLE_ON_BIO,
                {
                    "card": "『続かない活動』",
                    "bio": iid,
                    "problem": "『バイオエタノール』 still took effect",
                    "problem_ja": "『バイオエタノール』の効果が発動しています",
                },
                cards=[iid],
            )
        fizzled = True
    if d is not None and d.task:
        count = int(e.args.get("task") or 0)
        if fizzled and count:
            ctx.flag(C.TASK_WITHOUT_EFFECT, {"card": iid}, cards=[iid])
        elif count > 1:
            ctx.flag(C.TASK_TWICE, {"card": iid, "count": count}, cards=[iid])
    if d is not None and d.special == "unsustainable":
        _unsustainable(state, e, iid, ctx)
    if owner is not None and card is not None:
        _ss_replace(state, e, owner, card, fizzled, ctx)
    if owner is not None and iid in owner.board:
        to = e.args.get("to", "discard")
        if to == "discard" or fizzled:
            remove_card(owner, iid, "discard", state)
        elif not card or not card.ss:
            # Decision MyEarth 2 (9, 258, 272): an ordinary support goes to the discard once resolved.
            ctx.flag(C.SUPPORT_AFTERLIFE, {"card": iid}, cards=[iid], players=[owner.key])


def _ss_replace(
    state: MyEarthState, e: Entry, owner: Side, card: FieldCard, fizzled: bool, ctx: Context
) -> None:
    """272: the earlier 【ss】 card goes when the later one's effect is allowed, not before."""
    if not card.ss:
        return
    replaced = set(e.args.get("replaced") or [])
    # Decision MyEarth 4: at most one 【ss】 card across both fields; 272 names no owner (compare 11), so
    # the earlier one goes whoever owns it. One still waiting in the same チェーン (played earlier, so it
    # resolves later) goes then too, and its effect counts as not having fired (as in 259).
    waiting = {i for i, _ in state.chain}
    earlier = [
        (side, c.iid)
        for side in state.sides.values()
        for c in side.board.values()
        if c.ss and c.iid != card.iid
    ]
    for holder, old in earlier:
        if fizzled and old in replaced:
            ctx.flag(
                C.SS_EARLY_REPLACE,
                {"seat": owner.key, "card": card.iid, "earlier": old},
                cards=[old],
                players=[owner.key],
            )
        elif not fizzled and old not in replaced:
            ctx.flag(
                C.SS_NOT_REPLACED,
                {"seat": owner.key, "card": card.iid, "earlier": old},
                cards=[card.iid, old],
                players=[owner.key],
            )
        if old in replaced:
            remove_card(holder, old, "discard", state)
            if old in waiting and not fizzled:
                state.ss_voided.add(old)


def _unsustainable(state: MyEarthState, e: Entry, iid: str, ctx: Context) -> None:
    """270: against 『バイオエタノール』 the support it brought returns to the hand."""
    owner = next((s for s in state.sides.values() if iid in s.board), None)
    card = owner.board.get(iid) if owner is not None else None
    bio = card.target if card is not None else None
    if bio is None or bio not in state.bio:
        return
    brought = state.bio.pop(bio)
    state.cancelled.add(bio)
    returned = e.args.get("returned")
    if returned != brought:
        ctx.flag(
            C.UNSUSTAINABLE_ON_BIO,
            {
                "card": iid,
                "bio": bio,
                "problem": f"{brought} was not returned to the hand",
                "problem_ja": f"{brought}が手札に戻されていません",
            },
            cards=[iid, bio],
        )
    for s in state.sides.values():
        if brought in s.board:
            remove_card(s, brought, "hand", state)


def _apply_effect(state: MyEarthState, e: Entry, ctx: Context) -> None:
    """Apply what an effect did, as logged: life changes and strength changes."""
    for seat, delta in (e.args.get("life") or {}).items():
        s = state.side_of(seat)
        if s is not None:
            s.life = max(s.life + int(delta), 0)
    for iid, delta in (e.args.get("strength") or {}).items():
        for s in state.sides.values():
            if iid in s.board:
                s.board[iid].strength_mod += int(delta)
    src = state.card_def(e.args.get("card")) or state.card_def(e.args.get("source"))
    if src is not None and src.text and (e.args.get("life") or e.args.get("strength")):
        what = ", ".join(
            f"{k}={v}" for k, v in {**(e.args.get("life") or {}), **(e.args.get("strength") or {})}.items()
        )
        ctx.flag(C.EFFECT_UNMODELLED, {"card": src.name, "what": what}, unknown="the card's effect text")


def _effect(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    state.hidden_now = True  # an effect may have looked through or reordered a deck (234)
    _apply_effect(state, e, ctx)
    check_zero(state, ctx)


SUPPORT_HANDLERS = {
    "support": _support,
    "pass": _pass,
    "resolve": _resolve,
    "effect": _effect,
}
