"""Playing a card from the hand: which card, whether its side may play now, taking it from the hand,
whether the sources named to pay for it can be used (22, 23, 93) and whether they pay its cost.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.board import fmt_counts, source_attributes
from judge.engine.games.myearth.cards import CONFRONTATION, SUPPORT, CardDef
from judge.engine.games.myearth.state import MyEarthState, Side
from judge.engine.games.myearth.turns import (
    begin_ban,
    current_side,
    draw_is_zero,
    first_ban_due,
    flag_unknown,
    stage_problem,
)


def check_can_play(state: MyEarthState, e: Entry, side: Side, kind: str, ctx: Context) -> None:
    seat = e.actor
    if kind != SUPPORT and first_ban_due(state, side):
        # 82: the 先攻's 番 begins at once when the hands are ready or the 対決 is over, 「直ちにカードを引く
        # ことで」; the draw would take a card (else turns.deem_draw made it), so the play is at the start of
        # his 番 before its draw: 101 (ban.play_before_draw below), not a play outside his 番 (16, 110).
        # The position is the one a snapshot writes there (turn n+1, "drawn": false).
        begin_ban(state, side, e, ctx)
    current = current_side(state)
    if kind != SUPPORT and (current != side.key or side.key in state.ended):
        problem, problem_ja = stage_problem(state)
        if current is not None and current != side.key:
            problem, problem_ja = "in the opponent's 番", "相手の番"
        elif side.key in state.ended:
            problem, problem_ja = "after declaring the end of his 番", "番の終了宣言後"
        kind_ja = {"source": "みなもとカード", CONFRONTATION: "対決カード"}.get(kind, kind)
        ctx.flag(
            C.BAN_NOT_OWN,
            {"seat": seat, "kind": kind, "kind_ja": kind_ja, "problem": problem, "problem_ja": problem_ja},
            players=[side.key],
        )
        return
    if current != side.key:
        return
    if state.drawn is None:
        flag_unknown(ctx, C.BAN_NO_DRAW, {"seat": seat}, [side.key])
    elif not state.drawn:
        # With nothing to draw the draw of 0 was deemed made when the 番 began (96, turns.deem_draw), so
        # `drawn` is True. Still False: the draw takes a card, or the hand is above the limit (99), or the
        # hand is at the limit and card text on the field may set another (98): then a judge reads it.
        text = draw_is_zero(state, side) is None
        ctx.flag(
            C.BAN_NO_DRAW,
            {"seat": seat},
            players=[side.key],
            verdict=Verdict.NEEDS_RULING if text else None,
            unknown="whether the card's text changes the hand limit" if text else None,
        )
    elif state.discarded is None:
        flag_unknown(ctx, C.BAN_PLAY_AFTER_DISCARD, {"seat": seat}, [side.key])
    elif state.discarded:
        ctx.flag(C.BAN_PLAY_AFTER_DISCARD, {"seat": seat}, players=[side.key])


def check_not_in_chain(state: MyEarthState, e: Entry, side: Side, iid: str, ctx: Context) -> None:
    """251, 254, 255: while a チェーン waits for a player's decision, the only plays are support cards (or
    the decline that ends it); a source or a 対決 card in the middle is out of place even in one's own 番."""
    if state.chain and state.chain_open and current_side(state) == side.key:
        ctx.flag(C.PLAY_IN_CHAIN, {"seat": e.actor, "card": iid}, cards=[iid], players=[side.key])


def check_not_removed(state: MyEarthState, e: Entry, side: Side, iid: str, ctx: Context) -> None:
    """14: a card removed from the game cannot be played again, whatever zone the log takes it from."""
    if iid in state.removed_iids:
        ctx.flag(C.REMOVED_PLAYED, {"seat": e.actor, "card": iid}, cards=[iid], players=[side.key])


def played_card(state: MyEarthState, e: Entry) -> tuple[str, CardDef | None]:
    """The iid an entry plays ("?" when the log names none) and the card's definition, if the header has it."""
    ref = e.args.get("card")
    return split_ref(ref)[0] or "?", state.card_def(ref)


def take_from_hand(side: Side, e: Entry, ctx: Context, name: str, cid: str | None = None) -> None:
    if cid is None:
        ref = e.args.get("card")
        cid = ref.get("card") if isinstance(ref, dict) else None
    if side.hand <= 0:
        ctx.flag(C.BAN_NOT_IN_HAND, {"seat": e.actor, "card": name}, players=[side.key])
    elif not _took_known(side, name, cid) and len(side.hand_known) == side.hand:
        # 8, 100: every card of the hand is known (a snapshot named them) and none is this one, so it is
        # not played from the hand (a card an effect put in the discard or elsewhere, 13, 14).
        ctx.flag(C.BAN_NOT_KNOWN_IN_HAND, {"seat": e.actor, "card": name}, cards=[name], players=[side.key])
        side.hand_known.clear()
    side.hand = max(side.hand - 1, 0)
    forget_from_hand(side, [])


def _took_known(side: Side, iid: str, cid: str | None) -> bool:
    """Drop the known hand card the play took; True when one matched or an unnamed one may be it."""
    known = side.hand_known
    for k, (kid, _) in enumerate(known):
        if kid == iid:
            del known[k]
            return True
    for k, (_, kcid) in enumerate(known):
        if kcid is not None and kcid == cid:
            del known[k]
            return True
    return any(kcid is None for _, kcid in known) or cid is None


def forget_from_hand(side: Side, cids: list[str]) -> None:
    """Cards named leaving the hand (a discard, an effect) drop out of the known ones; when the known cards
    no longer fit in the hand, what is known is forgotten rather than guessed."""
    for cid in cids:
        hit = next((k for k, (_, kcid) in enumerate(side.hand_known) if kcid == cid), None)
        if hit is not None:
            del side.hand_known[hit]
    if len(side.hand_known) > side.hand:
        side.hand_known.clear()


def check_sources(
    state: MyEarthState, e: Entry, side: Side, iid: str, sources: list[str], ctx: Context
) -> bool:
    """Checks common to every stacked card; returns False when a source is unusable (costs not checked)."""
    ok = True
    for s in sources:
        src = side.board.get(s)
        if src is None or src.kind != "source" or s in side.under:
            # A source with a card still stacked on it (a group's, or a 【ss】 card's that stays, 272) is
            # in use: the draw releases only sources with nothing on them (92), so 92 and 94 decide it.
            stacked = src is not None and src.kind == "source" and s in side.under
            ctx.flag(
                C.COST_NOT_OWN_SOURCE,
                {"seat": e.actor, "card": iid, "source": s},
                cards=[iid],
                players=[side.key],
                extra_clauses=(f"{C.GAME}:92", f"{C.GAME}:94") if stacked else (),
            )
            ok = False
        elif s in side.freed_by_survival:
            # Decision MyEarth 3: a source a survival check made unused (209) may pay again before the
            # next draw; 209 is the 特に記述 that 93 reserves. Once it pays, it is used like any other.
            side.freed_by_survival.discard(s)
        elif s in side.used:
            ctx.flag(
                C.COST_USED_SOURCE,
                {"seat": e.actor, "card": iid, "source": s},
                cards=[iid, s],
                players=[side.key],
            )
    return ok


def check_exact_cost(
    side: Side,
    e: Entry,
    iid: str,
    d: CardDef,
    sources: list[str],
    ctx: Context,
    defs: Mapping[str, CardDef] | None = None,
) -> None:
    """A card stacked on sources of its own pays exactly its cost, attribute by attribute (26, 117-119)."""
    paid = source_attributes(side, sources)
    cost = Counter(d.cost_map)
    if paid != cost:
        ctx.flag(
            C.COST_MISMATCH,
            {"seat": e.actor, "card": iid, "paid": fmt_counts(paid), "cost": fmt_counts(cost)},
            cards=[iid],
            players=[side.key],
            extra_clauses=_redeclared_special(side, sources, cost - paid, defs or {}),
        )


def _redeclared_special(
    side: Side, sources: list[str], missing: Counter[str], defs: Mapping[str, CardDef]
) -> tuple[str, ...]:
    """113 decides the mismatch when a special source was counted for an attribute it was not played as:
    its other attribute is one the cost still lacks, and the declared one cannot change while it stays."""
    for s in sources:
        src = side.board.get(s)
        sd = defs.get(src.cid or "") if src is not None else None
        if (
            src is not None
            and sd is not None
            and len(sd.attributes) > 1
            and any(a != src.attribute and missing[a] > 0 for a in sd.attributes)
        ):
            return (f"{C.GAME}:113",)
    return ()
