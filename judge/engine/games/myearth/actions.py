"""One handler per logged act: check it against the rules, then apply what the log says happened.
The support-card acts are in supports.py; the processes the rules run by themselves in processes.py.
"""

from __future__ import annotations

import copy
from itertools import pairwise
from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.errors import LogReadError
from judge.engine.core.verdicts import Verdict
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.board import (
    card_group,
    fmt_counts,
    group_cost,
    group_sources,
    remove_card,
    source_attributes,
    stack_card,
    strength_total,
)
from judge.engine.games.myearth.cards import CONFRONTATION, norm_attr
from judge.engine.games.myearth.deck import SIDE_JA
from judge.engine.games.myearth.playing import (
    check_can_play,
    check_exact_cost,
    check_not_in_chain,
    check_not_removed,
    check_sources,
    forget_from_hand,
    played_card,
    take_from_hand,
)
from judge.engine.games.myearth.processes import check_survivor, pool_sources, transfer_sources
from judge.engine.games.myearth.state import (
    OPENING_HAND,
    FieldCard,
    MyEarthState,
    Side,
    SurvivalRecord,
)
from judge.engine.games.myearth.supports import SUPPORT_HANDLERS
from judge.engine.games.myearth.turns import (
    begin_ban,
    current_side,
    deem_draw,
    draw_owed,
    end_turn,
    finish_draw,
    flag_unknown,
    flag_wrong_stage,
    limit_text_on_field,
    reset_ban,
)


# --- setup (64-73) -------------------------------------------------------------------------------------
def _decide_first(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if state.order_decided:
        ctx.flag(C.SETUP_ORDER_TWICE, {"problem": "was decided twice", "problem_ja": "が2回決定されました"})
    first = state.seat_side.get(e.args.get("first", ""), state.order[0])
    state.order = [first, state.opponent(first).key]
    state.order_decided = True


def _shuffle(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    deck = state.side_of(e.args.get("deck")) if e.args.get("deck") else side
    if deck is None:
        return
    card = state.shuffle_owed.pop(deck.key, None)
    if card is not None and side is not None and side.key != deck.key:
        # 234: after the look, 「山札の所有者又は山札の所有者と当該効果の発動者」 shuffle: the owner alone, or
        # the owner together with the user (`with` names the owner's seat) — never the user alone. The
        # shuffle the rules owe is done either way, so it is not reported missing as well.
        partner = state.side_of(e.args.get("with")) if e.args.get("with") else None
        if partner is None or partner.key != deck.key:
            ctx.flag(
                C.EFFECT_SHUFFLE_BY_USER,
                {"seat": e.actor, "deck": deck.key, "card": card},
                players=[side.key],
            )
    deck.shuffled = True


def _mulligan(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    redraw = e.act == "mulligan"
    first = state.sides[state.order[0]]
    if side.key == state.order[1] and not first.mulligan_decided:
        ctx.flag(
            C.SETUP_MULLIGAN_ORDER,
            {
                "problem": f"{e.actor} decided on the redraw before the 先攻",
                "problem_ja": f"{e.actor}が先攻より先に引きなおしを決めました",
            },
            players=[side.key],
        )
    if redraw:
        side.mulligans += 1
        if side.mulligans > 1:
            ctx.flag(C.SETUP_MULLIGAN_TWICE, {"seat": e.actor}, players=[side.key])
    side.mulligan_decided = True


# --- a side's 番 and playing onto the field (18, 81-119, 166-183) ---------------------------------------
def _draw(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    count = _draw_count(e)  # a malformed count is the record's error: checked before any rule is
    seat = e.actor
    if state.stage == "setup" and not side.opening_drawn:
        if not state.order_decided:
            ctx.flag(C.SETUP_DRAW_EARLY, {"seat": seat}, players=[side.key])
        if not side.shuffled:
            ctx.flag(C.SETUP_NO_SHUFFLE, {"seat": seat}, players=[side.key])
        if count != OPENING_HAND:
            ctx.flag(C.SETUP_HAND, {"seat": seat, "count": count}, players=[side.key])
        side.opening_drawn = True
        _move_draw(side, count)
        return
    if state.stage in ("setup", "conf", "between"):
        begin_ban(state, side, e, ctx)
    current = current_side(state)
    if current == side.key and state.deemed_drawn and not count:
        state.deemed_drawn = False  # the draw of 0 deemed made at the 番's first act (96), written late
        return
    if current == side.key and state.drawn is None:
        # The snapshot did not say whether this 番's draw was made, so this one may be a second (111). A
        # count that does not fill the hand is illegal either way, so the count is still checked.
        evidence = {
            "seat": seat,
            "problem": "perhaps a second time in the 番",
            "problem_ja": "同じ番で2回目の可能性があります",
        }
        flag_unknown(ctx, C.BAN_DRAW_TWICE, evidence, [side.key])
    elif current != side.key or state.drawn:
        # With nothing to draw when the 番 began, the draw of 0 was deemed made then (96): a draw that takes
        # a card is a second one.
        own = current != side.key
        problem = "not at the start of his own 番" if own else "a second time in the 番"
        problem_ja = "自分の番の開始時ではありません" if own else "同じ番で2回目です"
        if not own and state.deemed_drawn:
            problem = "after the draw of 0 deemed made when the 番 began with nothing to draw"
            problem_ja = "引くカードがないまま番が始まり、0枚のドローが行われたものとみなされた後です"
        state.deemed_drawn = False
        ctx.flag(
            C.BAN_DRAW_TWICE, {"seat": seat, "problem": problem, "problem_ja": problem_ja}, players=[side.key]
        )
        _move_draw(side, count)
        return
    if side.hand > side.hand_limit:
        # 99: a hand above the limit is cut to it as part of the draw, before the draw itself.
        ctx.flag(
            C.BAN_LIMIT_DISCARD, _limit_evidence(seat, side.hand, 0, side.hand_limit), players=[side.key]
        )
    expected = draw_owed(side)  # 96, 97
    if count != expected:
        # 98: card text may change the hand limit. A card with text the structure does not model on the
        # drawing side's field may be such a card (the log records no change a static text makes), so a
        # judge reads it; without one the count is wrong whatever the hidden cards are.
        text = limit_text_on_field(state, side)
        ctx.flag(
            C.BAN_DRAW_COUNT,
            {
                "seat": seat,
                "count": count,
                "hand": side.hand,
                "deck": side.deck,
                "limit": side.hand_limit,
                "expected": expected,
            },
            players=[side.key],
            verdict=Verdict.NEEDS_RULING if text else None,
            unknown="whether the card's text changes the hand limit" if text else None,
        )
    _move_draw(side, count)
    finish_draw(state, side)  # 91, 92


def _draw_count(e: Entry) -> int:
    count = e.args.get("count", 0)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise LogReadError(
            "myearth.draw",
            f"A draw of {count!r} cards.",
            f"{count!r}枚のドローは不正です。",
            path="$.args.count",
        )
    return count


def _move_draw(side: Side, count: int) -> None:
    side.hand += count
    side.deck = max(side.deck - count, 0)


def _limit_evidence(seat: Any, hand: int, count: int, limit: int) -> dict[str, Any]:
    """ban.limit_discard's evidence for a cut of `count` cards (0: none made) from a hand of `hand` (99)."""
    return {
        "seat": seat,
        "hand": hand,
        "count": count,
        "limit": limit,
        "problem": f"discarded {count}",
        "problem_ja": f"{count}枚捨てました",
    }


def _limit_discard(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    cards, unreadable = _hand_cards(e)
    count = _discard_count(e, len(cards) + len(unreadable))  # by default every card listed, as written
    hand_before = side.hand
    expected = max(hand_before - side.hand_limit, 0)
    wrong_before = count != expected  # 99: part of the draw, down to exactly the limit
    wrong_after = wrong_before or bool(count)  # after the draw no card is cut any more
    evidence = _limit_evidence(e.actor, hand_before, count, side.hand_limit)
    # Between a 対決 and the next draw the next 番 has not begun: the cut comes before its draw (99).
    drawn = state.drawn if state.stage in ("ban0", "ban1") else False
    if drawn is None and wrong_before != wrong_after:
        flag_unknown(ctx, C.BAN_LIMIT_DISCARD, evidence, [side.key])
    elif wrong_after if drawn else wrong_before:
        ctx.flag(C.BAN_LIMIT_DISCARD, evidence, players=[side.key])
    side.hand -= count
    for cid in cards:
        side.discard[cid] += 1
    forget_from_hand(side, cards)
    _unreadable_cards(e, unreadable)


def _hand_cards(e: Entry) -> tuple[list[str], list[tuple[int, object]]]:
    """The card ids a discard from the hand names — card ids, or `{"iid", "card"}` read by the card id, as
    a snapshot's discard is (147: the discard is compared by name) — and the references that name none,
    with their place in the list (`_unreadable_cards` reports them once the entry is applied)."""
    cards = e.args.get("cards")
    ids: list[str] = []
    unreadable: list[tuple[int, object]] = []
    for k, raw in enumerate(cards if isinstance(cards, list) else []):
        cid = raw.get("card") if isinstance(raw, dict) else raw
        if isinstance(cid, str):
            ids.append(cid)
        else:
            unreadable.append((k, raw))
    return ids, unreadable


def _discard_count(e: Entry, default: int) -> int:
    """The `count` of a discard from the hand: a whole number of cards, at least 0, or the record's error
    (as a draw's count is), checked before anything moves."""
    count = e.args.get("count", default)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise LogReadError(
            f"myearth.{e.act}",
            f"A {e.act} of {count!r} cards.",
            f"{count!r}枚の捨て札は不正です。",
            path="$.args.count",
        )
    cards = e.args.get("cards")
    if cards is not None and not isinstance(cards, list):
        raise LogReadError(
            f"myearth.{e.act}",
            f"The cards of a {e.act} are a list of card ids, not {cards!r}.",
            f"捨て札のcardsはカードIDの一覧です（{cards!r}は読めません）。",
            path="$.args.cards",
        )
    return count


def _unreadable_cards(e: Entry, unreadable: list[tuple[int, object]]) -> None:
    """A listed card with no card id cannot go into the discard, which is compared by name (147): the entry
    was applied as far as it reads (the hand lost every card listed), and the reference is the record's
    error, not silently dropped."""
    if unreadable:
        k, raw = unreadable[0]
        raise LogReadError(
            f"myearth.{e.act}",
            f"The discarded card {raw!r} names no card id; the discard is compared by name (147).",
            f"捨て札{raw!r}にカードIDがありません（捨て札は名前で比べます、147）。",
            path=f"$.args.cards[{k}]",
        )


def _play_source(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    deem_draw(state, side, e, ctx, play=True)
    iid, d = played_card(state, e)
    check_can_play(state, e, side, "source", ctx)
    check_not_in_chain(state, e, side, iid, ctx)
    check_not_removed(state, e, side, iid, ctx)
    take_from_hand(side, e, ctx, iid)
    declared = e.args.get("attribute")
    attr = norm_attr(declared) if declared else (d.attributes[0] if d and len(d.attributes) == 1 else None)
    if d is not None and (attr is None or attr not in d.attributes):
        ctx.flag(
            C.SOURCE_ATTRIBUTE,
            {"seat": e.actor, "card": iid, "attribute": declared, "attributes": "/".join(d.attributes)},
            cards=[iid],
            players=[side.key],
        )
    side.board[iid] = FieldCard(iid, d.cid if d else None, "source", attribute=attr)


def _play(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    deem_draw(state, side, e, ctx, play=True)
    iid, d = played_card(state, e)
    sources = list(e.args.get("sources") or [])
    on = e.args.get("chain_on")
    check_can_play(state, e, side, CONFRONTATION, ctx)
    check_not_in_chain(state, e, side, iid, ctx)
    check_not_removed(state, e, side, iid, ctx)
    take_from_hand(side, e, ctx, iid)
    usable = check_sources(state, e, side, iid, sources, ctx)
    card = FieldCard(iid, d.cid if d else None, CONFRONTATION)
    if d is not None:
        state.effects_due += [
            (iid, a.id)
            for a in d.abilities
            if a.kind == "effect" and (a.trigger is None or a.trigger.event == "played")
        ]
    if on is None:
        stack_card(side, card, sources)
        if d is not None and usable:
            check_exact_cost(side, e, iid, d, sources, ctx, state.defs)
        return
    under = side.board.get(on)
    if under is None or under.kind != CONFRONTATION or under.above is not None:
        ctx.flag(C.CHAIN_TARGET, {"seat": e.actor, "card": iid, "under": on}, cards=[iid], players=[side.key])
        stack_card(side, card, sources)
        return
    under_def = state.defs.get(under.cid or "")
    if d is not None and under_def is not None and under_def.name not in d.chain:
        # 274 against 172: the lower card is of the first series and names the card put on it; whether its
        # names also allow that card on top is not settled, so a judge rules.
        reversed_old = under_def.first_series and d.name in under_def.chain
        ctx.flag(
            C.CHAIN_NAME,
            {"seat": e.actor, "card": iid, "under": under_def.name, "names": "/".join(d.chain) or "none"},
            cards=[iid],
            players=[side.key],
            verdict=Verdict.NEEDS_RULING if reversed_old else None,
            unknown="whether a first-series card's chain names also allow the named card on top of it"
            if reversed_old
            else None,
            extra_clauses=(f"{C.GAME}:274",) if reversed_old else (),
        )
    old = card_group(side, on)
    old_sources = group_sources(side, old)
    card.below = on
    under.above = iid
    stack_card(side, card, sources)
    group = [*old, card]
    if not usable or d is None:
        return
    need, needed = group_cost(state, group)
    all_sources = old_sources + sources
    paid = source_attributes(side, all_sources)
    foreign = sorted(set(paid) - needed)
    if foreign:
        ctx.flag(
            C.CHAIN_FOREIGN_ATTRIBUTE,
            {"seat": e.actor, "card": iid, "attribute": foreign[0]},
            cards=[iid],
            players=[side.key],
        )
    elif len(needed) <= 1:
        if len(all_sources) != need and not (len(all_sources) > need and not sources):
            ctx.flag(
                C.CHAIN_COST_SINGLE,
                {"seat": e.actor, "card": iid, "count": len(all_sources), "need": need},
                cards=[iid],
                players=[side.key],
            )
    else:
        # 178-180: every needed attribute at least once; the total is the largest cost, or more only
        # when an attribute forced it or the group already held more (180).
        old_attrs = set(source_attributes(side, old_sources))
        floor = max(need, len(old_sources) + len(needed - old_attrs))
        if any(paid[a] == 0 for a in needed) or len(all_sources) != floor:
            ctx.flag(
                C.CHAIN_COST_MIXED,
                {
                    "seat": e.actor,
                    "card": iid,
                    "paid": fmt_counts(paid),
                    "needed": "/".join(sorted(needed)),
                    "need": floor,
                },
                cards=[iid],
                players=[side.key],
            )


def _discard(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    cards, unreadable = _hand_cards(e)
    count = _discard_count(e, len(cards) + len(unreadable))  # by default every card listed, as written
    deem_draw(state, side, e, ctx)
    check_chain_decided(state, e, side, ctx)
    if current_side(state) == side.key:
        _check_discard_after_draw(state, e, side, ctx, count)
    side.hand = max(side.hand - count, 0)
    for cid in cards:
        side.discard[cid] += 1
    forget_from_hand(side, cards)
    if current_side(state) == side.key:
        state.discarded = True
    else:
        flag_wrong_stage(state, e, ctx, [side.key])
    _unreadable_cards(e, unreadable)


def _check_discard_after_draw(
    state: MyEarthState, e: Entry, side: Side, ctx: Context, discarded: int
) -> None:
    """95, 96, 106: the end-of-番 discard comes at the end of the 番, which the draw starts. Judged only when
    the draw is known to be owed (a snapshot that leaves `drawn` out is not judged): with no card in the
    deck or the hand at the limit the draw of 0 was deemed made already (96, `deem_draw`). With the hand
    above the limit the cut to it, part of the draw (99), was skipped: the end-of-番 discard is no part of
    it (107); the draw is then taken as made, as a draw logged without the cut is. Otherwise the draw would
    take a card and comes first. The discard still counts as made: a play after it is
    `ban.play_after_discard` (107). `discarded`: the cards this discard puts into the discard pile, which
    the message names; `count` stays the cut's, 0."""
    if state.drawn is not False:
        return
    if side.hand > side.hand_limit:
        evidence = _limit_evidence(e.actor, side.hand, 0, side.hand_limit) | {
            "discarded": discarded,
            "problem": (
                "made no cut to the limit at the draw (the end-of-番 discard of "
                f"{discarded} is not that cut, 107)"
            ),
            "problem_ja": (
                "、カードを引く時に上限枚数まで捨てていません"
                f"（番の終了時に捨てた{discarded}枚はその調整ではありません）"
            ),
        }
        ctx.flag(C.BAN_LIMIT_DISCARD, evidence, players=[side.key], extra_clauses=(f"{C.GAME}:107",))
        finish_draw(state, side)
        state.deemed_drawn = True  # of 0 cards: the cut would have left the hand at the limit (96)
        return
    expected = draw_owed(side)  # 96, 97
    # 98: the limit itself may be another; a hand at the known limit is then not known to draw 0 either.
    text = limit_text_on_field(state, side)
    ctx.flag(
        C.BAN_DISCARD_BEFORE_DRAW,
        {
            "seat": e.actor,
            "hand": side.hand,
            "deck": side.deck,
            "limit": side.hand_limit,
            "expected": expected,
        },
        players=[side.key],
        verdict=Verdict.NEEDS_RULING if text else None,
        unknown="whether the card's text changes the hand limit" if text else None,
    )


def check_chain_decided(state: MyEarthState, e: Entry, side: Side, ctx: Context) -> None:
    """251, 254, 255: a support card played in one's 番 waits for the opponent's decision; the 番 is not
    ended, nor its end-of-番 discard made, while that チェーン is open."""
    if state.chain and state.chain_open and current_side(state) == side.key:
        ctx.flag(C.END_IN_CHAIN, {"seat": e.actor, "act": e.act}, players=[side.key])


def _check_draw_made(state: MyEarthState, e: Entry, side: Side, ctx: Context) -> None:
    """96, 97: the 番 ends with its draw never made, when the draw would take a card (cards in the deck and
    the hand below the limit; the count owed is 97's). With nothing to draw the draw of 0 was deemed made
    at this act (`deem_draw`, `drawn` is then True), and a snapshot that leaves `drawn` out is not judged:
    a hand below the limit at the end of a 番 is what a draw and plays leave. A hand above the limit (the
    cut of 99 skipped) is not judged here. 98: card text on the field the structure does not model may set
    another limit, so whether a card was owed is for a judge (also with the hand at the known limit)."""
    if state.drawn is not False or side.deck <= 0 or side.hand > side.hand_limit:
        return
    text = limit_text_on_field(state, side)
    if side.hand == side.hand_limit and not text:
        return
    ctx.flag(
        C.BAN_DRAW_MISSING,
        {
            "seat": e.actor,
            "hand": side.hand,
            "deck": side.deck,
            "limit": side.hand_limit,
            "expected": draw_owed(side),  # 97
        },
        players=[side.key],
        verdict=Verdict.NEEDS_RULING if text else None,
        unknown="whether the card's text changes the hand limit" if text else None,
    )


def _end_ban(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    deem_draw(state, side, e, ctx)
    if current_side(state) != side.key:
        flag_wrong_stage(state, e, ctx, [side.key])
        return
    check_chain_decided(state, e, side, ctx)
    _check_draw_made(state, e, side, ctx)
    if state.stage == "ban0":
        reset_ban(state, "ban1")
        state.drawn = False
    else:
        state.stage = "conf"  # 84
        state.announced = {}
        state.conf_passes = 0
        state.conf_first_decided = False
        state.conf_closed = False
        state.conf_last = None
        state.conf_supported = False
        state.chain.clear()


# --- leaving the field and the survival check (109, 180-211) -------------------------------------------
def _leave(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    iid = split_ref(e.args.get("card"))[0] or "?"
    owner = next((s for s in state.sides.values() if iid in s.board), None)
    if owner is None:
        ctx.flag(
            C.LOG_UNKNOWN_CARD,
            {"card": iid, "problem": "not on any field", "problem_ja": "場にありません"},
            cards=[iid],
        )
        return
    to = e.args.get("to", "discard")
    if to in ("deck", "hand"):
        state.hidden_now = True
    if not e.args.get("by"):
        ctx.flag(
            C.FIELD_VOLUNTARY, {"seat": owner.key, "card": iid, "to": to}, cards=[iid], players=[owner.key]
        )
    card = owner.board[iid]
    in_group = card.kind == CONFRONTATION or (
        card.kind == "source"
        and owner.under.get(iid, "") in owner.board
        and owner.board[owner.under[iid]].kind == CONFRONTATION
    )
    if in_group:
        hit = owner.under[iid] if card.kind == "source" else iid
        state.survival_scope.setdefault(owner.key, set()).update(g.iid for g in card_group(owner, hit))
        if card.kind == CONFRONTATION:
            pool_sources(owner, iid)  # 180: the group keeps the sources until the check releases them
    below, above = card.below, card.above
    d = state.defs.get(card.cid or "")
    for ability in d.abilities if d is not None else ():
        if ability.trigger is not None and ability.trigger.event == "leaves_field":
            state.away_due.append((iid, card.cid or "", ability.id, owner.key))  # 227 (273: 原子力発電所)
    remove_card(owner, iid, to, state)
    if card.kind == CONFRONTATION and below and above and below in owner.board and above in owner.board:
        # 187-193: a card leaving the middle of a chain does not split it; the survival check then asks
        # whether the card above chains on its new direct lower card (191) and discards it if not (192).
        # Only a card the check discards may split the chain (195), or an effect that says so (174).
        owner.board[below].above, owner.board[above].below = above, below
    if in_group:
        state.pending_survival[owner.key] = iid  # 184


def _survival(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    redo = state.redo_owed
    state.redo_owed = None
    if redo is not None:
        # 218: the check is redone from the position before the mistaken one.
        state.sides[redo.owner] = copy.deepcopy(redo.before)
        state.pending_survival[redo.owner] = redo.pending or "?"
        state.survival_scope[redo.owner] = set(redo.scope)
        side = state.sides[redo.owner]
    if (
        redo is None
        and side is not None
        and side.key not in state.pending_survival
        and state.pending_survival
    ):
        # 187, 213, 103: the group's owner makes the check; the opponent only approves or objects.
        other = state.sides.get(next(iter(state.pending_survival)))
        if other is not None and other.key != side.key:
            ctx.flag(C.SURVIVAL_NOT_OWNER, {"seat": e.actor or "?", "owner": other.key}, players=[side.key])
            side = other
    owner = side or (
        state.sides.get(next(iter(state.pending_survival), "")) if state.pending_survival else None
    )
    if owner is None:
        return
    last = state.survival_open
    if (
        redo is None
        and last is not None
        and last.owner == owner.key
        and owner.key not in state.pending_survival
    ):
        if not last.mistaken:
            # A second check with nothing new leaving, after one without error: a redo nothing called
            # for; the owner's legal choice stands (217, 218).
            ctx.flag(C.SURVIVAL_REDO_UNFOUNDED, {"seat": owner.key}, players=[owner.key])
            return
        # The owner corrects his own mistaken check: redone from the position before it (218).
        state.sides[last.owner] = owner = copy.deepcopy(last.before)
        state.pending_survival[last.owner] = last.pending or "?"
        state.survival_scope[last.owner] = set(last.scope)
    before = copy.deepcopy(owner)
    pending = state.pending_survival.pop(owner.key, None)
    state.separate_checks.discard(owner.key)
    scope = state.survival_scope.pop(owner.key, set())
    found = len(ctx.findings)
    _survival_choices(state, e, owner, scope, ctx)
    origin = {
        iid: {g.iid for g in card_group(owner, iid)}
        for iid in owner.board
        if owner.board[iid].kind == CONFRONTATION
    }
    for iid in e.args.get("discarded") or []:
        pool_sources(owner, iid)
        remove_card(owner, iid, "discard", state)
    for target, moved in (e.args.get("assign") or {}).items():
        transfer_sources(state, e, owner, origin, target, list(moved), ctx)
    paid_before = {
        c.iid: set(source_attributes(owner, group_sources(owner, card_group(owner, c.iid))))
        for c in owner.confrontation_cards()
        if c.iid in scope
    }
    for s in e.args.get("released") or []:
        owner.under.pop(s, None)
        for c in owner.board.values():
            if s in c.sources:
                c.sources.remove(s)
        owner.freed_by_survival.add(s)  # 209
    # 158, 192, 208: every remaining group must still meet its (largest) cost.
    seen: set[str] = set()
    for c in owner.confrontation_cards():
        if c.iid in seen or c.iid not in scope:
            continue
        group = card_group(owner, c.iid)
        seen |= {g.iid for g in group}
        _, needed = group_cost(state, group)
        paid = set(source_attributes(owner, group_sources(owner, group)))
        if not needed <= paid and needed <= paid_before.get(c.iid, set()):
            # 222: a needed source released by the choice of 209 is not a mistake of this check; the
            # group, now short of that attribute, goes through a separate survival check.
            state.pending_survival[owner.key] = c.iid
            state.survival_scope.setdefault(owner.key, set()).update(g.iid for g in group)
            state.separate_checks.add(owner.key)
            continue
        check_survivor(state, e, owner, group, ctx)
    mistaken = any(f.code.startswith("myearth.survival.") for f in ctx.findings[found:])
    state.survival_open = SurvivalRecord(owner.key, before, pending, scope, mistaken)


def _survival_choices(state: MyEarthState, e: Entry, owner: Side, scope: set[str], ctx: Context) -> None:
    """Which cards the check may discard (158, 190-192, 203, 208) and which sources it may release (209,
    210), judged on the position before the check."""
    discarded = [i for i in e.args.get("discarded") or [] if i in owner.board]
    gone = set(discarded)
    seat = e.actor or owner.key
    for iid in discarded:
        card = owner.board[iid]
        d = state.defs.get(card.cid or "")
        if card.kind != CONFRONTATION or d is None:
            continue
        why = why_ja = ""
        bottom = False
        if iid not in scope:
            why, why_ja = "its group was not touched", "そのグループは場を離れたカードと無関係です"
        else:
            # Judged bottom-up (189, 207): the cards from the bottom to this one, all kept, would still
            # chain and be paid by the group's sources of the attributes they need (199). A card above a
            # discarded one (a split-off chain, 195) shares sources in ways the log does not show: skipped.
            group = card_group(owner, iid)
            upto = group[: group.index(card) + 1]
            if any(g.iid in gone for g in upto[:-1]):
                continue
            pool = group_sources(owner, group)
            defs = [state.defs.get(g.cid or "") for g in upto]
            chained = all(lo is None or up is None or lo.name in up.chain for lo, up in pairwise(defs))
            needed = {a for x in defs if x for a, _ in x.cost}
            paid = source_attributes(owner, pool)
            usable = sum(n for a, n in paid.items() if a in needed)
            need = max((x.cost_total for x in defs if x), default=0)
            if chained and all(paid[a] for a in needed) and usable >= need:
                why = "it chains on the cards below it and the group's sources still meet their cost"
                why_ja = "下位のカードと連鎖でき、グループのみなもとで必要コストを満たしています"
                # 189, 190: the lowest card left in the chain meets the chain step unconditionally, so the
                # card the group now rests on is never discarded for the cards that left below it.
                bottom = len(upto) == 1
        if why:
            ctx.flag(
                C.SURVIVAL_NEEDLESS,
                {"seat": seat, "card": iid, "why": why, "why_ja": why_ja},
                cards=[iid],
                players=[owner.key],
                extra_clauses=(f"{C.GAME}:189", f"{C.GAME}:190") if bottom else (),
            )
    released = list(e.args.get("released") or [])
    group_sources_now = {s for iid in scope if iid in owner.board for s in owner.board[iid].sources}
    assigned = {s for moved in (e.args.get("assign") or {}).values() for s in moved}
    emptied = not any(iid in owner.board for iid in scope)
    for s in released:
        problem = None
        extra: tuple[str, ...] = ()
        if s not in group_sources_now and emptied and s in owner.used and s not in owner.under:
            # 209 trims the surplus of a group whose cards still stand; once every card has left, nothing
            # is surplus and the sources stay used until the owner's next draw (93).
            problem = (
                "no card of the checked group stayed on the field, so none of its sources is surplus; they "
                "stay used until the next draw",
                "判定中のグループのカードが場に残っていないため余剰のみなもとはなく、次の自分の番まで使用状態のままです",
            )
            extra = (f"{C.GAME}:93",)
        elif s not in group_sources_now:
            problem = (
                "the checked group did not use it",
                "判定中のグループが使っていたみなもとではありません",
            )
        elif s in assigned:
            problem = ("it was also given to a chain in the same check", "同じ生存判定で連鎖にも使っています")
        if problem is not None:
            ctx.flag(
                C.SURVIVAL_RELEASE,
                {"seat": seat, "source": s, "problem": problem[0], "problem_ja": problem[1]},
                cards=[s],
                players=[owner.key],
                extra_clauses=extra,
            )


def _survival_approve(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    """214: the owner's opponent approves the check; no objection is possible after it (215)."""
    record = state.survival_open
    if record is not None and side is not None and side.key != record.owner:
        state.survival_open = None


def _survival_object(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    """216: the opponent points out a problem; a right objection makes the owner redo the check (218)."""
    record = state.survival_open
    if record is None:
        owner = state.opponent(side.key).key if side is not None else "?"
        ctx.flag(
            C.SURVIVAL_OBJECTION_LATE,
            {"seat": e.actor or "?", "owner": owner},
            players=[side.key] if side is not None else [],
        )
        return
    if record.mistaken:
        state.redo_owed = record
    # A wrong objection changes nothing: the owner's legal choice stands (217); the window stays open.


# --- the 対決, the end of the game (121-152) and conduct (74-80) -----------------------------------------
def _announce(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    if state.stage != "conf":
        flag_wrong_stage(state, e, ctx, [side.key])
        return
    first = state.order[0]
    if state.announced is None:
        if side.key != first:
            flag_unknown(ctx, C.CONF_ANNOUNCE_ORDER, {"seat": e.actor}, [side.key])
        state.announced = {}
    elif side.key != first and first not in state.announced:
        ctx.flag(C.CONF_ANNOUNCE_ORDER, {"seat": e.actor}, players=[side.key])
    if side.key == first:
        state.announced.pop(state.order[1], None)  # a new round of announcements (125)
    early, state.support_before_totals = state.support_before_totals, None
    if early is not None and not state.announces_logged and early[3] == state.turn:
        # 121, 123: this 対決's totals are told after a support card already played in it; the finding
        # belongs to that support's entry.
        seq, seat, key, _ = early
        here, ctx.seq = ctx.seq, seq
        ctx.flag(C.CONF_SUPPORT_BEFORE_TOTALS, {"seat": seat}, players=[key])
        ctx.seq = here
    state.announces_logged = True
    total = int(e.args.get("total", 0))
    expected = strength_total(state, side)
    if total != expected:
        ctx.flag(C.CONF_TOTAL, {"seat": e.actor, "total": total, "expected": expected}, players=[side.key])
    state.announced[side.key] = total


def _confrontation_end(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if state.stage != "conf":
        flag_wrong_stage(state, e, ctx)
        return
    if state.conf_closed is None:
        flag_unknown(ctx, C.CONF_RESULT_EARLY, {})
    elif not state.conf_closed:
        ctx.flag(C.CONF_RESULT_EARLY, {})
    a, b = state.order
    totals = {k: strength_total(state, state.sides[k]) for k in (a, b)}
    expected_winner = None if totals[a] == totals[b] else max(totals, key=totals.__getitem__)
    winner = state.seat_side.get(e.args.get("winner") or "")
    if winner != expected_winner:
        ctx.flag(C.CONF_WINNER, {"winner": winner or "draw", "totals": f"{totals[a]}-{totals[b]}"})
    losers = [k for k in (a, b) if k != winner]
    discarded = set(e.args.get("discarded") or [])
    for k in (a, b):
        mine = {c.iid for c in state.sides[k].confrontation_cards()}
        if k in losers and not mine <= discarded:
            ctx.flag(
                C.CONF_DISCARD,
                {
                    "problem": f"{k} kept 対決 cards {sorted(mine - discarded)}",
                    "problem_ja": f"{k}が対決カード{sorted(mine - discarded)}を残しました",
                },
                players=[k],
            )
        others = sorted(i for i in discarded - mine if i in state.sides[k].board)
        if others:
            # 131: the loser puts only his 対決 cards into the discard and does nothing else; sources and
            # a 【ss】 card stay on the field (272: a 【ss】 card leaves only when a later one replaces it).
            ctx.flag(
                C.CONF_DISCARD,
                {
                    "problem": f"{k} also put {others}, which are not 対決 cards, into the discard",
                    "problem_ja": f"{k}が対決カードでない{others}も捨て場に置きました",
                },
                players=[k],
                extra_clauses=(f"{C.GAME}:272",) if any(state.sides[k].board[i].ss for i in others) else (),
            )
        if k not in losers and mine & discarded:
            ctx.flag(
                C.CONF_DISCARD,
                {
                    "problem": f"the winner {k} discarded {sorted(mine & discarded)}",
                    "problem_ja": f"勝者{k}が{sorted(mine & discarded)}を捨てました",
                },
                players=[k],
                extra_clauses=(f"{C.GAME}:132",),  # the winner touches none of the field's cards
            )
    loss = int(e.args.get("life_loss", 0))
    if winner is not None and losers:
        loser = state.sides[losers[0]]
        difference = max(totals[winner] - totals[loser.key], 0)
        expected = min(difference, loser.life)
        # 136 takes the difference of the totals, 140 stops the Earth Life at 0: the log may give either
        # figure (both leave the same Earth Life), as docs/log-format-myearth.md says.
        if loss not in (expected, difference):
            ctx.flag(
                C.CONF_LIFE, {"seat": loser.key, "loss": loss, "expected": expected}, players=[loser.key]
            )
        loser.life = max(loser.life - loss, 0)  # 140
    elif loss:
        ctx.flag(C.CONF_LIFE, {"seat": "both", "loss": loss, "expected": 0})
    for k in (a, b):
        for iid in [i for i in discarded if i in state.sides[k].board]:
            remove_card(state.sides[k], iid, "discard", state)
    if winner is not None:
        state.order = [winner, state.opponent(winner).key]  # 86; on a draw the 先攻 stays (87)
    zero = [k for k, s in state.sides.items() if s.life <= 0]
    if zero:
        state.over = True
        state.over_why = (
            "Earth Life reached 0 (142)" if len(zero) == 1 else "both Earth Lives reached 0 (144)"
        )
        state.winners = [k for k in state.sides if k not in zero]
    # 130: the totals, and with them the strength changes effects made for this 対決, hold within this
    # turn only; the next turn's 対決 counts the printed strengths again, save changes declared to last
    # while the card stays on the field.
    for s in state.sides.values():
        for c in s.board.values():
            c.strength_mod = c.lasting_mod
    state.stage = "between"
    if not state.over:
        end_turn(state, ctx)


_RESULT_LABEL_JA = {
    "draw": "引き分け",
    "none yet: the game is not over": "まだなし（ゲームは終わっていません）",
}


def _result_ja(label: str) -> str:
    return _RESULT_LABEL_JA.get(label, SIDE_JA.get(label, label))


def _result(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    got = state.seat_side.get(e.args.get("winner") or "")
    extra: tuple[str, ...] = ()
    if state.over:
        expected: str | None = state.winners[0] if len(state.winners) == 1 else None
        label = expected or "draw"
        extra = WHY_RESULT_CLAUSES.get(state.over_why, ())
    elif state.stalemate_flagged:
        # 151, 152: the two-turn stalemate a judge is asked to confirm; the higher Earth Life wins.
        a, b = (state.sides[k] for k in state.order)
        expected = None if a.life == b.life else (a.key if a.life > b.life else b.key)
        label = expected or "draw"
    else:
        # 141: nothing has ended the game (no Earth Life at 0, no two unchanged turns, no game loss).
        expected, label = "", "none yet: the game is not over"
        extra = (f"{C.GAME}:141", f"{C.GAME}:145")
        if state.from_snapshot and len(state.snapshots) < 3:
            # The two turns 145 compares may reach back before the snapshot, which the log does not show.
            ctx.flag(
                C.GAME_RESULT,
                {
                    "got": got or "draw",
                    "expected": label,
                    "got_ja": _result_ja(got or "draw"),
                    "expected_ja": _result_ja(label),
                },
                extra_clauses=extra,
                verdict=Verdict.NEEDS_RULING,
                unknown="whether the turns before the snapshot changed anything (145)",
            )
            got = expected
    if got != expected:
        ctx.flag(
            C.GAME_RESULT,
            {
                "got": got or "draw",
                "expected": label,
                "got_ja": _result_ja(got or "draw"),
                "expected_ja": _result_ja(label),
            },
            extra_clauses=extra,
        )
    state.over = True
    state.over_why = state.over_why or "result recorded"
    state.result_recorded = True


def _conduct(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    """74-80: a judge's record of a player's or spectator's conduct."""
    seat = str(e.args.get("seat") or "")
    breach = e.args.get("breach")
    owner = state.side_of(seat)
    if breach == "spectator_talk":
        ctx.flag(C.TEAM_SPECTATOR_TALK, {"who": seat or "?"}, unknown="the penalty under 77 ('78項～77項')")
        return
    if owner is None:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": seat})
        return
    if breach == "late_member":
        state.late.add(seat)  # 77: a spectator from the start
    elif breach == "left_table" and not e.args.get("unavoidable"):
        ctx.flag(C.TEAM_LEFT_TABLE, {"seat": seat}, players=[owner.key])
    elif breach == "looked_at_hand":
        state.barred.add(seat)  # 78
        # 79: a side left with no member loses; that follows from this breach, so the same finding says it.
        lost = owner.seats <= state.barred | state.late
        outcome = (
            f" No member of {owner.key}'s side is left, so that side loses the game (79)." if lost else ""
        )
        outcome_ja = f"{owner.key}の側に構成員が残っていないため、その側の負けです（79項）。" if lost else ""
        ctx.flag(
            C.TEAM_LOOKED,
            {"seat": seat, "side": owner.key, "outcome": outcome, "outcome_ja": outcome_ja},
            players=[owner.key],
            extra_clauses=(f"{C.GAME}:79",) if lost else (),
        )
        if lost:
            state.over = True
            state.over_why = "every member of a side was barred (79)"
            state.winners = [state.opponent(owner.key).key]
    elif breach not in ("left_table",):
        raise LogReadError(
            "myearth.conduct",
            f"Unknown conduct breach '{breach}' (looked_at_hand, left_table, spectator_talk, late_member).",
            f"不明な行為'{breach}'です（looked_at_hand, left_table, spectator_talk, late_member）。",
            path="$.args.breach",
        )


def _penalty(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    """XI (277-294): a judge's warning or game loss; a loss needs a warning first (287, decision 3)."""
    seat = str(e.args.get("seat") or "")
    kind = e.args.get("kind")
    punished = state.side_of(seat)
    if punished is None:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": seat})
        return
    if kind == "warning":
        state.warnings[punished.key] += 1
    elif kind == "game_loss":
        if not state.warnings[punished.key]:
            ctx.flag(C.PENALTY_LOSS_UNWARNED, {"seat": seat}, players=[punished.key])
            return  # 287: void
        if not state.over:
            state.over = True
            state.over_why = "a judge's game loss (286)"
            state.winners = [state.opponent(punished.key).key]
    else:
        raise LogReadError(
            "myearth.penalty",
            f"Unknown penalty kind '{kind}' (warning, game_loss).",
            f"不明なペナルティ'{kind}'です（warning, game_loss）。",
            path="$.args.kind",
        )


# The clause that decided the game's end, cited beside game.result.
WHY_RESULT_CLAUSES = {
    "a judge's game loss (286)": (f"{C.GAME}:286", f"{C.GAME}:287"),
    "every member of a side was barred (79)": (f"{C.GAME}:79",),
}

HANDLERS = {
    "penalty": _penalty,
    "survival_approve": _survival_approve,
    "survival_object": _survival_object,
    "conduct": _conduct,
    "decide_first": _decide_first,
    "shuffle": _shuffle,
    "draw": _draw,
    "mulligan": _mulligan,
    "keep": _mulligan,
    "limit_discard": _limit_discard,
    "play_source": _play_source,
    "play": _play,
    "leave": _leave,
    "survival": _survival,
    "discard": _discard,
    "end_ban": _end_ban,
    "announce": _announce,
    "confrontation_end": _confrontation_end,
    "result": _result,
    **SUPPORT_HANDLERS,
}
