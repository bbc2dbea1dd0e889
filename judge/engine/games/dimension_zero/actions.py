"""One handler per logged action: check it against the rules, then apply what the log says happened."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine.core.abilities import Event
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dimension_zero import abilities as ab
from judge.engine.games.dimension_zero import board
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.cards import (
    BASE,
    COLOUR_WORDS,
    COLOURLESS,
    COLOURS,
    STRATEGY,
    UNIT,
    CardDef,
    parse_cost,
)
from judge.engine.games.dimension_zero.payment import pay
from judge.engine.games.dimension_zero.refs import bad_args, owner_of, parse_ref, refs_list, take
from judge.engine.games.dimension_zero.rules import (
    due,
    exchange_expected,
    opposing,
    prevents_battle,
    why_not_due,
)
from judge.engine.games.dimension_zero.state import LINK, TOKI, Card, DZState, StackItem

Handler = Callable[[DZState, Entry, Any], None]
OWNER_ZONES = frozenset({"deck", "hand", "graveyard", "energy", "smash"})


def _actor(entry: Entry, ctx: Context) -> str | None:
    if entry.actor is None:
        bad_args(ctx, entry.act, "actor is required")
    return entry.actor


def _count(entry: Entry, ctx: Context) -> int:
    count = entry.args.get("count", 0)
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= 60:
        bad_args(ctx, entry.act, f"count {count!r}")
        return 0
    return count


def _top_cards(
    state: DZState, ctx: Context, seat: str, refs: list[Any], count: int, act: str
) -> list[Card | None]:
    """Take cards from the top of `seat`'s deck: the plan card first if there is one (2.23.3-1)."""
    player = state.players[seat]
    out: list[Card | None] = []
    wanted = len(refs) + count
    top = player.known_top
    if wanted and player.plan is None and top is not None and refs and not count:
        named = [parse_ref(r) for r in refs]
        if not any(n and n[0] == top for n in named):
            # Every card taken is named and none is the card an effect put on top of the deck: that card is
            # the top card and goes first (2.23.1-4), the plan card it covered turned face down (2.23.3-3).
            ctx.flag(
                C.KNOWN_TOP,
                {"seat": seat, "taken": ", ".join(n[0] if n else "?" for n in named), "top": top},
                cards=[top],
                players=[state.opponent(seat) if act == "smash" else seat],
                extra_clauses=[f"{C.GAME}:2.23.3-3"] if player.top_covered_plan else (),
            )
    if wanted:
        player.known_top = None  # taken from the top now (or the replay follows the table's cards)
    if wanted and player.plan is not None:
        plan = state.cards[player.plan]
        named = [parse_ref(r) for r in refs]
        if not any(n and n[0] == plan.iid for n in named):
            if refs and not count:
                # Every card taken is named and the plan card is not among them: it is the top card of the
                # deck (2.23.3-1) and goes first (2.23.3-2). The replay takes it in the last named card's place.
                ctx.flag(
                    C.PLAN_TOP,
                    {"seat": seat, "taken": ", ".join(n[0] if n else "?" for n in named), "plan": plan.iid},
                    cards=[plan.iid],
                    players=[state.opponent(seat) if act == "smash" else seat],  # who took them
                )
            out.append(plan)
            wanted -= 1
            count = max(count - 1, 0) if count else count
            if not count and refs and len(out) + len(refs) > wanted + 1:
                refs = refs[:-1]
    for ref in refs:
        out.append(take(state, ctx, ref, "deck", seat, act))
    for _ in range(count):
        if player.unidentified["deck"] > 0:
            player.unidentified["deck"] -= 1
            out.append(None)
        elif player.zones["deck"]:
            out.append(next(iter(player.zones["deck"].values())))
        else:
            ctx.flag(
                C.LOG_CARD_LOCATION,
                {
                    "card": "?",
                    "seat": seat,
                    "zone": "deck",
                    "where": "the deck is empty",
                    "where_ja": "山札は0枚です",
                },
                players=[seat],
            )
    return out


def _put(state: DZState, seat: str, cards: list[Card | None], zone: str, *, face_down: bool = False) -> None:
    player = state.players[seat]
    for card in cards:
        if card is None:
            player.unidentified[zone] += 1
            state.clock += 1
        else:
            state.move(card, zone, seat, face_down=face_down)


# --- setup and drawing ----------------------------------------------------------------------------
def shuffle(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = entry.args.get("seat") or _actor(entry, ctx)
    if seat not in state.players:
        return
    state.forget_deck(seat)
    state.deck_order.shuffled(seat)  # a shuffle does not determine the order, nor undo it (6.2.4, 6.2.5)
    if state.turn == 0:
        state.setup_shuffled.add(seat)


def draw(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = _actor(entry, ctx)
    if seat is None:
        return
    refs = refs_list(entry.args.get("cards"))
    cards = _top_cards(state, ctx, seat, refs, _count(entry, ctx), entry.act)
    if cards and state.rule_statics:
        banned_by = ab.no_draw(state, seat)
        if banned_by is not None:
            ctx.flag(C.DRAW_FORBIDDEN, {"seat": seat, "source": banned_by}, cards=[banned_by], players=[seat])
    _put(state, seat, cards, "hand")
    n = len(cards)
    if state.turn == 0:
        if seat not in state.setup_shuffled:
            ctx.flag(C.SETUP_ORDER, {"seat": seat}, players=[seat])
        state.setup_drawn[seat] += n
        return
    if "source" in entry.args:
        return
    if state.phase == "draw" and seat == state.active:
        state.priority = state.active
        if state.turn == 1:
            ctx.flag(C.FIRST_TURN_DRAW, {"seat": seat}, players=[seat])
            return
        state.flags.draws = max(state.flags.draws, 0) + n
        if state.flags.draws > 1:
            ctx.flag(C.DRAW_COUNT, {"seat": seat, "count": state.flags.draws}, players=[seat])
        elif "drawn" in state.flags.unknown:
            # The snapshot did not say whether the draw-phase card was already drawn: this one may be a second.
            ctx.flag(
                C.DRAW_COUNT,
                {"seat": seat, "count": f"{n}+?"},  # language-neutral: the earlier draws are unknown
                players=[seat],
                verdict=Verdict.NEEDS_RULING,
                unknown="how many cards were drawn this draw phase before the snapshot",
            )
        state.flags.unknown.discard("drawn")
        return
    ctx.flag(
        C.UNEXPLAINED_DRAW,
        {"seat": seat, "count": n, "phase": state.phase},
        players=[seat],
        unknown="which effect made the player draw",
    )


def mulligan(state: DZState, entry: Entry, ctx: Context) -> None:
    """3.2.3-1: the second player puts the 5 cards on the bottom of the deck and draws 5 new ones, once."""
    seat = _actor(entry, ctx)
    if seat is None:
        return
    allowed = state.options.get("mulligan")
    problems = []
    if state.turn != 0:
        problems.append("after the duel started")
    if seat != state.order[-1]:
        problems.append("by the first player")
    state.mulligans[seat] += 1
    if state.mulligans[seat] > 1:
        problems.append(f"for the {state.mulligans[seat]}th time")
    if allowed is False:
        problems.append("redraws are not allowed in this duel")
    if problems:
        ctx.flag(C.MULLIGAN, {"seat": seat, "problem": "; ".join(problems)}, players=[seat])
    elif allowed is None:
        ctx.flag(
            C.MULLIGAN_ALLOWED,
            {"seat": seat},
            players=[seat],
            unknown="whether the event's rules allow redraws",
        )
    player = state.players[seat]
    # The hand goes to the bottom in the order its player chooses: the deck's order is determined (6.2.2).
    state.deck_order.determine(seat, "6.2.2", entry.seq, "mulligan")
    for card in list(player.zones["hand"].values()):
        state.move(card, "deck", seat, face_down=True)
    player.unidentified["deck"] += player.unidentified["hand"]
    player.unidentified["hand"] = 0
    cards = _top_cards(state, ctx, seat, refs_list(entry.args.get("cards")), _count(entry, ctx), entry.act)
    _put(state, seat, cards, "hand")


# --- energy phase --------------------------------------------------------------------------------
def energy(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = _actor(entry, ctx)
    if seat is None:
        return
    problem = None
    if seat != state.active:
        problem = "in the opponent's turn"
    elif state.phase != "energy":
        problem = f"in the {state.phase} phase"
    elif state.stack:
        problem = "with a non-empty stack"
    if problem:
        ctx.flag(C.ENERGY_WHEN, {"seat": seat, "problem": problem}, players=[seat])
    elif state.flags.energy >= 1:
        ctx.flag(C.ENERGY_SECOND, {"seat": seat}, players=[seat])
    elif "energy" in state.flags.unknown:
        ctx.flag(
            C.ENERGY_SECOND,
            {"seat": seat},
            players=[seat],
            verdict=Verdict.NEEDS_RULING,
            unknown="whether a card was put into the energy zone this phase before the snapshot",
        )
    state.flags.unknown.discard("energy")
    state.flags.energy += 1
    card = take(state, ctx, entry.args.get("card"), "hand", seat, entry.act)
    if card is not None:
        state.move(card, "energy", card.owner)  # face up and released, in the owner's zone (3.7.1)
    state.priority = state.active


# --- timing and playing ---------------------------------------------------------------------------
# The clause of 2.20 that says when a card of each type is played (from the hand or the plan zone).
_TYPE_TIMING = {UNIT: "2.20.1-1", BASE: "2.20.2-1", STRATEGY: "2.20.3-1"}


def _normal_action_clauses(kind: str, plan: bool, card_type: str | None) -> list[str]:
    """The clauses that make this action a Normal-timing one, and so say it needs the active player's own
    main phase outside a battle with the stack empty: 3.8.2's item for the action, and for a card the
    clause of its type (2.20.x-1), for an activated ability its own chapter's timing rule (4.3.4)."""
    type_clause = [_TYPE_TIMING[card_type]] if card_type in _TYPE_TIMING else []
    if plan:
        return ["3.8.2-5", *type_clause]  # from the plan zone, whatever the card's timing
    return {
        "play": ["3.8.2-1", *type_clause],
        "activate": ["3.8.2-2", "4.3.4"],
        "plan_create": ["3.8.2-3"],
        "plan_update": ["3.8.2-4"],
        "move": ["3.8.2-6"],
    }.get(kind, [])


def _quick_action_clauses(kind: str, card_type: str | None) -> tuple[str, ...]:
    """The clauses that make an action a Quick-timing one (3.8.3-1, 3.8.3-2), as 3.8.2's items do for Normal."""
    if kind == "activate":
        return ("3.8.3-2", "4.3.4")
    return ("3.8.3-1", *((_TYPE_TIMING[card_type],) if card_type in _TYPE_TIMING else ()))


def _timing(
    state: DZState,
    ctx: Context,
    seat: str,
    what: str,
    timing: str,
    *,
    plan: bool = False,
    card: str | None = None,
    kind: str = "play",
    card_type: str | None = None,
) -> None:
    if state.phase != "main":
        ctx.flag(C.TIMING_OUTSIDE_MAIN, {"what": what, "phase": state.phase}, players=[seat], cards=[card])
        return
    if plan:
        timing = "normal"  # 3.8.2-5
    normal = (
        [f"{C.GAME}:{n}" for n in _normal_action_clauses(kind, plan, card_type)] if timing == "normal" else []
    )
    if state.battle is not None and timing != "battle":
        spec = C.TIMING_QUICK if timing == "quick" else C.TIMING_IN_BATTLE
        # A Normal-timing action is done only 「バトル中以外」 (3.8.2): that clause, and the one that makes the
        # action a Normal-timing one, decide it, besides the battle steps' own windows.
        extra = [f"{C.GAME}:3.8.2", *normal] if timing == "normal" else []
        if timing == "quick":
            # A Quick action is done only 「バトル中以外」 too: 3.8.3-1 for a card played from hand (with its
            # type's 2.20 clause), 3.8.3-2 and 4.3.4 for an activated ability.
            extra = [f"{C.GAME}:{n}" for n in _quick_action_clauses(kind, card_type)]
        ctx.flag(spec, {"what": what}, players=[seat], cards=[card], extra_clauses=extra)
        return
    if timing == "normal":
        problem = None
        if seat != state.active:
            problem = ("it was done in the opponent's main phase", "相手のメインフェイズに行われました")
        elif state.stack:
            problem = ("the stack was not empty", "スタックが空ではありませんでした")
        if problem:
            spec = C.TIMING_PLAN if plan else C.TIMING_NORMAL
            ctx.flag(
                spec,
                {"what": what, "problem": problem[0], "problem_ja": problem[1]},
                players=[seat],
                cards=[card],
                extra_clauses=normal,
            )


def _targets(
    state: DZState, ctx: Context, seat: str, what: str, own: str | None, args: dict[str, Any]
) -> None:
    raw = refs_list(args.get("targets"))
    # One list per target group when a card declares several (4.7.2-5): the targets are all of them.
    groups = raw if raw and all(isinstance(g, list) for g in raw) else [raw]
    iids = [t[0] if t else None for t in (parse_ref(x) for group in groups for x in group)]
    if own is not None and own in iids:
        ctx.flag(
            C.TARGETS,
            {"what": what, "problem": "it targets itself", "problem_ja": "自身を対象にしています"},
            players=[seat],
        )
    # Only one 「対象の」 may not choose a card twice (4.11.5); each target group is one such phrase.
    for group in groups:
        ids = [t[0] for t in (parse_ref(x) for x in group) if t]
        for iid in sorted({i for i in ids if ids.count(i) > 1}):
            ctx.flag(C.TARGET_TWICE, {"what": what, "card": iid}, cards=[iid], players=[seat])
    colour = args.get("colour")
    if colour is not None and colour not in COLOURS and colour not in ("赤", "黒", "青", "白", "緑"):
        ctx.flag(C.COLOUR_CHOICE, {"colour": colour}, players=[seat])


def _unit_square(state: DZState, ctx: Context, seat: str, card: Card, square: Any) -> None:
    problem = None
    if not isinstance(square, str) or not board.is_battle(square):
        problem = "not a battle-space square"
    elif board.area(square, seat, state.seats) == board.ENEMY:
        problem = "the enemy area"
    elif any(c.holder == seat and _is(state, c, UNIT) for c in state.units_in(square)):
        problem = "a unit of yours is there"
    if problem:
        ctx.flag(
            C.UNIT_SQUARE,
            {"card": card.iid, "square": square, "problem": problem},
            cards=[card.iid],
            players=[seat],
        )


def _base_square(state: DZState, ctx: Context, seat: str, card: Card, square: Any) -> None:
    problem = None
    if not isinstance(square, str) or board.base_owner(square) != seat:
        problem = "not one of your base squares"
    elif any(c.holder == seat and _is(state, c, BASE) for c in state.units_in(square)):
        problem = "a base of yours is there"
    if problem:
        ctx.flag(
            C.BASE_SQUARE,
            {"card": card.iid, "square": square, "problem": problem},
            cards=[card.iid],
            players=[seat],
        )


def _is(state: DZState, card: Card, kind: str) -> bool:
    d = state.defn(card)
    return d is not None and d.type == kind


def _use_cost(state: DZState, seat: str, d: CardDef) -> dict[str, int]:
    """The use cost to pay: 補給 takes 1 colourless off per base in the player's base squares (5.15.2);
    a negative number counts as 0 (1.2.2)."""
    if not d.supply or not d.cost.get(COLOURLESS):
        return d.cost
    bases = sum(
        1
        for square in board.base_squares(seat)
        for c in state.units_in(square)
        if c.holder == seat and _is(state, c, BASE)
    )
    return d.cost | {COLOURLESS: max(d.cost[COLOURLESS] - bases, 0)}


def play(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = _actor(entry, ctx)
    if seat is None:
        return
    args = entry.args
    from_plan = args.get("from") == "plan"
    player = state.players[seat]
    if from_plan:
        ref = parse_ref(args.get("card"))
        if ref is None or ref[0] != player.plan:
            bad_args(ctx, entry.act, f"{args.get('card')!r} is not {seat}'s plan-zone card")
        card = take(state, ctx, args.get("card"), "deck", seat, entry.act)
    else:
        card = take(state, ctx, args.get("card"), "hand", seat, entry.act)
    if card is None:
        return
    d: CardDef | None = state.defn(card)
    what = f"{card.iid} ({d.name})" if d else card.iid
    if d is None:
        bad_args(
            ctx, entry.act, f"the played card {card.iid} is revealed when played (4.7.2-1) but not identified"
        )
    else:
        if d.text:
            ctx.flag(
                C.UNMODELLED,
                {"card": what, "what": "timing, squares"},
                cards=[card.iid],
                unknown="the card's own play rules",
            )
        else:
            _timing(state, ctx, seat, what, d.timing, plan=from_plan, card=card.iid, card_type=d.type)
            summoned = (
                state.abilities_on and d.type == UNIT and ab.special_play(state, ctx, entry, seat, card, what)
            )
            if d.type == UNIT and not summoned:
                _unit_square(state, ctx, seat, card, args.get("to"))
            elif d.type == BASE:
                _base_square(state, ctx, seat, card, args.get("to"))
        _targets(state, ctx, seat, what, card.iid, args)
        use = _use_cost(state, seat, d)
        cost = ab.play_cost(state, ctx, entry, seat, d, what, from_plan, use)
        pay(
            state,
            ctx,
            seat,
            entry.act,
            what,
            cost,
            refs_list(args.get("pay")),
            args.get("x"),
            # 補給 took colourless off the use cost: that clause fixes how much was due (5.15.2).
            because=("5.15.2",) if cost is use and use != d.cost else (),
        )
    to = args.get("to") if isinstance(args.get("to"), str) else None
    if state.abilities_on:
        flash = ab.flash_on_stack(state)
        if flash is not None:
            ctx.flag(C.FLASH_PLAY, {"card": what, "unit": flash}, cards=[card.iid, flash], players=[seat])
    state.move(card, "stack", seat)
    card.came_from = "plan" if from_plan else "hand"  # for 「手札からスクエアに置かれた時」 (4.8.9)
    item = StackItem("spell", seat, card=card.iid, to=to, incarnation=card.incarnation, seq=entry.seq)
    item.formation = args.get("special") == "formation"  # as if into the home area (5.8.2)
    via_ref = parse_ref(args.get("via")) if args.get("special") == "summon" else None
    if via_ref is not None:
        item.via = via_ref[0]  # 召集: it enters released if the condition still holds (5.3.2-1)
    state.stack.append(item)
    if state.abilities_on and d is not None and d.abilities:
        ab.spell_targets(state, ctx, entry, item, d, what)
    state.priority = state.active  # 4.7.2-9


def activate(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = _actor(entry, ctx)
    if seat is None:
        return
    args = entry.args
    ref = parse_ref(args.get("card"))
    card = state.cards.get(ref[0]) if ref else None
    if card is None:
        bad_args(ctx, entry.act, f"unknown card {args.get('card')!r}")
        return
    what = f"{card.iid}: {args.get('ability', 'ability')}"
    if card.holder != seat and not args.get("any_player"):
        ctx.flag(
            C.NOT_CONTROLLER,
            {"actor": seat, "card": card.iid, "controller": card.holder},
            cards=[card.iid],
            players=[seat],
        )
    timing = args.get("timing", "normal")
    _timing(
        state,
        ctx,
        seat,
        what,
        timing if timing in ("normal", "quick", "battle") else "normal",
        card=card.iid,
        kind="activate",
    )
    _targets(state, ctx, seat, what, card.iid, args)
    pay(
        state,
        ctx,
        seat,
        entry.act,
        what,
        parse_cost(args.get("cost")),
        refs_list(args.get("pay")),
        args.get("x"),
    )
    item = StackItem("ability", seat, card=card.iid, seq=entry.seq)
    state.stack.append(item)
    if state.abilities_on:
        ab.activated_targets(state, ctx, entry, item, card)
    state.priority = state.active


def plan_action(state: DZState, entry: Entry, ctx: Context) -> None:
    """3.8.2-3 create / 3.8.2-4 update the plan zone: rule-defined Normal abilities costing colourless 1."""
    seat = _actor(entry, ctx)
    if seat is None:
        return
    create = entry.act == "plan_create"
    what = "Creating the plan zone" if create else "Updating the plan zone"
    player = state.players[seat]
    if create and player.plan is not None:
        ctx.flag(
            C.PLAN,
            {
                "what": what,
                "problem": "a plan card already exists",
                "problem_ja": "プランゾーンが既に存在します",
            },
            players=[seat],
        )
    elif not create and player.plan is None:
        ctx.flag(
            C.PLAN,
            {"what": what, "problem": "there is no plan card", "problem_ja": "プランゾーンがありません"},
            players=[seat],
        )
    _timing(state, ctx, seat, what, "normal", kind=entry.act)
    # The cost is the rule's own (colourless 1), so a wrong payment cites the clause that sets it.
    because = ("3.8.2-3",) if create else ("3.8.2-4",)
    pay(state, ctx, seat, entry.act, what, {"colourless": 1}, refs_list(entry.args.get("pay")), None, because)
    state.stack.append(StackItem(entry.act, seat, seq=entry.seq))
    state.priority = state.active


def _frozen_clauses(haste_withheld: bool, played_frozen: bool) -> list[str]:
    """The clauses that say why a unit moved while frozen was frozen, when its entry into the square did."""
    if haste_withheld:
        return [f"{C.GAME}:5.1.2-1"]
    return [f"{C.GAME}:2.20.1-3", f"{C.GAME}:5.1.2"] if played_frozen else []


def move(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = _actor(entry, ctx)
    if seat is None:
        return
    args = entry.args
    card = take(state, ctx, args.get("unit"), "square", seat, entry.act)
    if card is None:
        return
    to = args.get("to")
    origin = card.square
    d = state.defn(card)
    problems: list[tuple[str, str]] = []
    if card.holder != seat:
        problems.append(("the unit is not yours", "自分の支配するユニットではありません"))
    # 速攻 releases a unit only as its own play puts it into a square (5.1.2): one an effect put there frozen
    # is still frozen, and that clause, not the move's, is what the dispute turns on (5.1.2-1).
    haste_withheld = card.frozen and d is not None and d.haste and card.entered_frozen
    # Frozen since its own play put it there without 速攻: the played unit enters frozen (2.20.1-3) and only
    # 速攻 would have released it (5.1.2), which is what the dispute turns on.
    played_frozen = (
        card.frozen
        and d is not None
        and not d.haste
        and card.entered_frozen
        and card.played_in == card.incarnation
    )
    if card.frozen:
        problems.append(("the unit is frozen", "ユニットがフリーズ状態です"))
    if not isinstance(to, str) or not isinstance(origin, str) or not board.adjacent(origin, to):
        problems.append(
            (
                "the destination is not an adjacent battle-space square (no diagonal moves)",
                "移動先が隣接するバトルスペースのスクエアではありません（斜め移動不可）",
            )
        )
    elif any(c.holder == seat and c.iid != card.iid and _is(state, c, UNIT) for c in state.units_in(to)):
        problems.append(("a unit of yours is already there", "移動先に自分のユニットがあります"))
    for en, ja in problems:
        ctx.flag(
            C.MOVE,
            {"card": card.iid, "to": to, "problem": en, "problem_ja": ja},
            cards=[card.iid],
            players=[seat],
            extra_clauses=_frozen_clauses(haste_withheld, played_frozen)
            if en == "the unit is frozen"
            else (),
        )
    if state.no_move is not None and state.no_move[0] == state.turn:
        ctx.flag(
            C.MOVE_FORBIDDEN,
            {"card": card.iid, "source": state.no_move[1]},
            cards=[card.iid, state.no_move[1]],
            players=[seat],
        )
    what = f"Move of {card.iid}"
    _timing(state, ctx, seat, what, "normal", card=card.iid, kind="move")
    if "raid" in args:
        # 急襲: released bases of the player's base squares frozen instead of the move cost (5.16.2).
        ab.raid(state, ctx, entry, seat, card, d)
        if d is not None and d.advance and args.get("advance") is True:
            # 急襲 pays no additional cost (5.16.3): 進撃's is paid as usual, and a wrong payment cites it.
            what_adv = f"{what} (進撃)"
            pay(
                state,
                ctx,
                seat,
                entry.act,
                what_adv,
                dict(d.advance),
                refs_list(args.get("pay")),
                None,
                ("5.16.3",),
            )
    else:
        cost = dict(d.move) if d else {}
        # A resolved ability made this forward move 〔無0〕 this turn (`free_forward_move_if`); its action
        # was done even if a replacement effect replaced it (4.15.5-1), which a wrong payment then cites.
        free = ab.forward_move_free(state, card, to) if state.free_moves else None
        if free is not None:
            cost = {}
        advance_size = 0
        if d is not None and args.get("advance") is True:
            # 進撃: its additional cost, paid once per move (5.11.1, 5.11.3).
            for colour, n in d.advance.items():
                cost[colour] = cost.get(colour, 0) + n
            advance_size = sum(d.advance.values())
        # A move's cost is paid as 4.7.3-2 to 4.7.3-4 say (the move cost of 3.8.2-6, all at once).
        because = ("4.15.5-1",) if free else ("4.7.3-4", "3.8.2-6")
        paid = refs_list(args.get("pay"))
        if advance_size and len(paid) >= sum(cost.values()) + advance_size:
            # At least one more 進撃 cost than the move's: it was paid again, which one move never allows.
            because += ("5.11.3",)
        pay(state, ctx, seat, entry.act, what, cost, paid, args.get("x"), because)
    state.stack.append(
        StackItem(
            "move",
            seat,
            card=card.iid,
            to=to if isinstance(to, str) else None,
            origin=origin,
            incarnation=card.incarnation,
            seq=entry.seq,
            advance=args.get("advance") is True,  # 進撃's additional cost was paid (5.11.2)
        )
    )
    state.priority = state.active


def pass_priority(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = _actor(entry, ctx)
    if seat is not None:
        state.priority = state.opponent(seat)


# --- resolving ------------------------------------------------------------------------------------
def _reveal_plan(state: DZState, ctx: Context, seat: str, ref: Any, act: str) -> None:
    player = state.players[seat]
    if player.count("deck") <= 0:
        return
    if ref is None:
        ref = f"{seat}:plan{state.clock}"
    card = take(state, ctx, ref, "deck", seat, act)
    if card is not None:
        card.face_down = False
        player.plan = card.iid


_ITEM_NAMES = {
    "exchange": "the battle damage exchange",
    "move": "a unit's move",
    "plan_create": "the plan zone's creation",
    "plan_update": "the plan zone's update",
}


def _stack_item_name(item: StackItem) -> str:
    """What a finding calls a stack item: the spell's card, the ability with its card, or the rule action."""
    if item.kind == "spell" and item.card:
        return item.card
    if item.kind == "ability" and item.card:
        return f"the ability of {item.card}"
    return _ITEM_NAMES.get(item.kind, item.kind)


def _waiting_stack(state: DZState) -> list[StackItem] | None:
    """The stack a battle made wait (3.11.2), innermost battle first; None outside a battle or when empty."""
    if state.battle is None:
        return None
    return next((b.suspended for b in (state.battle, *reversed(state.waiting)) if b.suspended), None)


def resolve(state: DZState, entry: Entry, ctx: Context) -> None:
    if not state.stack:
        waiting = _waiting_stack(state)
        if waiting is None:
            ctx.flag(C.RESOLVE_EMPTY, {})
            return
        # The battle's own stack is empty, so what the table resolved is the stack the battle made wait:
        # it does not exist until the battle ends (3.11.2). The replay follows the table and resolves it.
        top = waiting.pop()
        ctx.flag(
            C.WAITING_STACK_RESOLVED,
            {"what": _stack_item_name(top)},
            cards=[top.card] if top.card else [],
        )
        state.stack.append(top)
    item = state.stack.pop()
    args = entry.args
    card = state.cards.get(item.card) if item.card else None
    resolves = True
    d_item = state.defn(card) if card is not None else None
    # Whose text is resolving: its draws come before the next priority (4.16.3). A unit's or base's own play
    # carries no text that draws, so a draw naming such a card came from an ability that never resolved.
    text = item.kind == "ability" or (item.kind == "spell" and d_item is not None and d_item.type == STRATEGY)
    state.resolving = item.card if text else None
    if state.abilities_on and item.kind == "spell":
        ab.mode_on_resolution(state, ctx, entry, item)
    if state.abilities_on and item.kind in ("spell", "ability"):
        # Targets again on resolution, and a conditional ability's condition (4.9.2-1, 4.8.8).
        resolves = ab.check_resolution(state, ctx, entry, item)
        if resolves and item.ability is ab.SOKUSHI:
            ab.resolve_sokushi(state, item)
        elif resolves:
            ab.create_delayed(state, item)
            ab.lasting_effect(state, item)
        if resolves and item.card is not None:
            state.masters[item.card] = (item.controller, item.ability)
    if item.kind == "spell" and card is not None and card.zone == "stack" and not resolves:
        state.move(card, "graveyard", card.owner)  # nullified by the rules: to its owner's graveyard (4.1.5)
    elif item.kind == "spell" and card is not None and card.zone == "stack":
        d = state.defn(card)
        if d is not None and d.type == UNIT and item.to:
            frozen = not d.haste  # a played unit enters frozen unless it has 速攻 (2.20.1-3, 5.1.2)
            via = state.cards.get(item.via) if item.via else None
            if via is not None and ab.summon_ok(state, via, item.to):
                frozen = False  # 召集: released instead of frozen, if the square still meets it (5.3.2-1)
            state.move(card, "square", item.controller, square=item.to, frozen=frozen)
            card.played_in = card.incarnation
            # Played by 召集 it was played as if into the home area, not the central one (5.3.2).
            card.played_central = (
                item.via is None
                and not item.formation
                and board.area(item.to, item.controller, state.seats) == board.CENTRAL
            )
            card.special_play = (
                "summon" if item.via is not None else ("formation" if item.formation else None)
            )
        elif d is not None and d.type == BASE and item.to:
            state.move(card, "square", item.controller, square=item.to)  # bases enter released (2.20.2-3)
        else:
            # A strategy goes to its owner's graveyard at the end of its resolution (2.20.3-3, 4.9.2-8),
            # unless its own text put it elsewhere as part of it (`self_to`, e.g. エンジェル・ボイス).
            spell = item.ability if state.abilities_on else None
            self_to = spell.effect.get("self_to") if spell is not None else None
            to = self_to if self_to in ("energy", "hand", "deck", "remove") else "graveyard"
            state.move(card, to, card.owner, face_down=to == "deck")
            if to == "deck":
                state.deck_order.put_unsaid(card.owner)  # its place in the deck is not said (6.2.5)
            asked = spell.effect.get("discard") if spell is not None else None
            if isinstance(asked, int) and not isinstance(asked, bool) and asked > 0:
                # 「相手は自分の手札にあるカードをn枚選び…」: as many as the hand holds, up to n (4.12.2).
                victim = state.opponent(item.controller)
                state.owed_discard = [card.iid, victim, asked, state.players[victim].count("hand"), 0]
            pick = spell.effect.get("hand_pick") if spell is not None and not spell.unmodelled else None
            if isinstance(pick, dict):
                # 「あなたは相手の手札にある…を1枚選び」: the opponent's hand is public while it resolves (2.25.4).
                victim = state.opponent(item.controller)
                wanted = pick.get("type")
                hand = state.players[victim].zones["hand"].values()
                known = [c.iid for c in hand if wanted is None or _is(state, c, wanted)]
                state.owed_pick = [card.iid, victim, known, 0]
            if state.abilities_on:
                # Its changes of card data reach the cards in squares now, and those it puts there (4.14.3-2).
                state.resolved_at[card.iid] = frozenset(
                    (i, state.cards[i].incarnation) for iids in state.squares.values() for i in iids
                )
                state.placed_by.pop(card.iid, None)
                state.spell_bonus.pop(card.iid, None)
    elif item.kind in ("plan_create", "plan_update"):
        player = state.players[item.controller]
        if item.kind == "plan_update" and player.plan is not None:
            state.move(state.cards[player.plan], "graveyard", item.controller)
        _reveal_plan(state, ctx, item.controller, args.get("card"), entry.act)
        player.known_top = None  # the top card is the plan zone now (2.23.3-1)
        state.deck_order.plan_turned(item.controller)  # not an intentional determination (6.2.6)
        if state.abilities_on and player.plan is not None:
            # 暴走 triggers only when the top card is turned face up as the plan zone (5.7.2-2).
            ab.notice(state, [Event("plan_revealed", entry.seq, player.plan, item.controller, {})])
    elif item.kind == "move" and card is not None:
        # Nullified if the unit left its square; still legal if it became frozen or the square filled (4.9.3-1).
        stays = card.zone == "square" and card.square == item.origin and card.incarnation == item.incarnation
        if not stays:
            if args.get("nullified") is False:
                ctx.flag(C.MOVE_NULLIFIED, {"card": card.iid}, cards=[card.iid])
        elif item.to:
            if args.get("nullified") is True:
                # Still legal though frozen or its destination filled (4.9.3-1): it is not nullified.
                ctx.flag(
                    C.NULLIFIED_WRONGLY,
                    {"what": f"The move of {card.iid}", "legal": card.iid},
                    cards=[card.iid],
                    players=[item.controller],
                    extra_clauses=[f"{C.GAME}:4.9.3-1"],
                )
            state.move(card, "square", card.holder, square=item.to, frozen=False)  # enters released (4.9.3-2)
            if state.abilities_on:
                state.resonance.add(card.holder)  # 共鳴: a unit of theirs resolved its move (5.13.2)
                data = {"to": item.to, "advance": item.advance}
                ab.notice(state, [Event("moved", entry.seq, card.iid, card.holder, data)])
    elif item.kind == "exchange" and state.abilities_on:
        _note_fixed_damage(state, item)
        ab.resolve_exchange(state, item, entry.seq)
    elif item.kind == "exchange":
        _note_fixed_damage(state, item)
        for iid, amount in item.damage.items():
            target = state.cards.get(iid)
            # A unit that left the squares takes no damage; one moved square to square still does (3.12.4-2).
            if target is not None and target.zone == "square":
                target.damage += amount
    state.priority = state.active


def _with_expired_power(
    state: DZState, square: str, recorded: dict[str, int], expected: dict[str, int]
) -> bool:
    """Whether a recorded damage differs from the expected one by the power change of the opposing unit
    that ended in a recovery phase: 「ターン終了時まで」 changes end there (3.10.1), not at the next battle."""
    for dealer in state.units_in(square):
        gone = state.expired_power.get(dealer.iid)
        if gone is None or gone[0] != dealer.incarnation:
            continue
        for target in state.units_in(square):
            if target.holder == dealer.holder:
                continue
            got, due_ = recorded.get(target.iid, 0), expected.get(target.iid, 0)
            if got != due_ and got == due_ + gone[1]:
                return True
    return False


def _note_fixed_damage(state: DZState, item: StackItem) -> None:
    """The units an exchange damages although a unit dealing it left its square before it resolved: the
    damage was fixed when it went on the stack (3.12.4-1), which a rule effect skipped for them turns on; and
    how much a dealer still there would now deal beyond the fixed amount, which a rule effect not due turns on."""
    left = {
        s
        for s, incarnation in item.dealers.items()
        if (dealer := state.cards.get(s)) is None
        or dealer.zone != "square"
        or dealer.incarnation != incarnation
    }
    if not left:
        for iid, fixed in item.damage.items():
            target = state.cards.get(iid)
            if target is None or target.zone != "square":
                continue
            now = sum(
                max(state.power(dealer) or 0, 0)
                for s in item.dealers
                if (dealer := state.cards[s]).holder != target.holder and dealer.square == target.square
            )
            if now != fixed:
                key = (iid, target.incarnation)
                state.damage_refixed[key] = state.damage_refixed.get(key, 0) + now - fixed
    for iid in item.damage if left else ():
        target = state.cards.get(iid)
        if (
            target is not None
            and target.zone == "square"
            and any(s in state.cards and state.cards[s].holder != target.holder for s in left)
        ):
            state.damage_fixed_gone.add((iid, target.incarnation))


def nullify(state: DZState, entry: Entry, ctx: Context) -> None:
    ref = parse_ref(entry.args.get("card"))
    iid = ref[0] if ref else None
    index = next((i for i in range(len(state.stack) - 1, -1, -1) if state.stack[i].card == iid), None)
    if index is None:
        bad_args(ctx, entry.act, f"{entry.args.get('card')!r} is not on the stack")
        return
    item = state.stack.pop(index)
    card = state.cards.get(iid) if iid else None
    if item.kind == "spell" and card is not None:
        to = entry.args.get("to", "graveyard")
        # To its owner's graveyard (2.23.5-1, 4.1.4, 4.1.5; decision DZ 2: 4.10.2 「置かれず。」 is corrupt).
        if to != "graveyard":
            ctx.flag(C.NULLIFIED_TO, {"card": card.iid, "to": to}, cards=[card.iid])
        state.move(card, to if to in OWNER_ZONES | {"remove"} else "graveyard", card.owner)


# --- battle ----------------------------------------------------------------------------------------
def exchange(state: DZState, entry: Entry, ctx: Context) -> None:
    battle = state.battle
    if battle is None or battle.step not in ("battle1", "battle2"):
        # No battle because a rule effect due first removes one of its units (3.11.1-1, 4.16.4-3-2).
        prevented = battle is None and any(prevents_battle(state, state.cards[i]) for i in due(state))
        ctx.flag(
            C.EXCHANGE_WHEN,
            {
                "problem": "outside the first or second battle step",
                "problem_ja": "第1・第2バトルステップ以外で",
            },
            extra_clauses=[f"{C.GAME}:3.11.1-1", f"{C.GAME}:4.16.4-3-2"] if prevented else (),
        )
        return
    if state.stack or battle.step in battle.exchanged or not opposing(state, battle.square):
        ctx.flag(
            C.EXCHANGE_WHEN,
            {
                "problem": "while the stack was not empty, twice, or after a unit left",
                "problem_ja": "スタックが空でない時・2回目・ユニットが離れた後に",
            },
        )
    battle.exchanged.add(battle.step)
    expected = exchange_expected(state, battle)
    raw = entry.args.get("damage")
    recorded = {k: v for k, v in raw.items() if isinstance(v, int)} if isinstance(raw, dict) else None
    if expected is not None and recorded is not None and {k: v for k, v in recorded.items() if v} != expected:
        # Damage recorded in the second step to a unit facing one whose damage already went on the stack in
        # the first (加速): that unit does not deal it again (5.4.2).
        again = battle.step == "battle2" and any(
            v and k not in expected and any(u in battle.dealt for u in battle.units if u != k)
            for k, v in recorded.items()
        )
        extra = ["5.4.2"] if again else []
        if _with_expired_power(state, battle.square, recorded, expected):
            extra.append("3.10.1")  # a power change that ended in an earlier recovery phase was counted
        ctx.flag(
            C.EXCHANGE_AMOUNT,
            {"recorded": recorded, "expected": expected},
            cards=battle.units,
            extra_clauses=[f"{C.GAME}:{n}" for n in extra],
        )
    damage = recorded if recorded is not None else (expected or {})
    dealers: dict[str, int] = {}
    for card in state.units_in(battle.square):
        d = state.defn(card)
        if d is not None and (d.accel if battle.step == "battle1" else card.iid not in battle.dealt):
            battle.dealt.add(card.iid)
            dealers[card.iid] = card.incarnation  # who deals this exchange's damage (5.2.2-1)
    state.stack.append(
        StackItem("exchange", state.active, damage=dict(damage), seq=entry.seq, dealers=dealers)
    )
    state.priority = state.active


# --- smash phase -----------------------------------------------------------------------------------
def smash_count(smash: int, enemy_area: bool, options: dict[str, Any]) -> int:
    """Cards a smash moves: the unit's smash, +1 from the enemy area (3.9.1). A negative smash counts as 0
    (1.2.2); from the enemy area it is floored before the +1 is added (decision DZ 6: smash -1 moves 1
    card) unless options.negative_smash is "add_then_floor" (-1 + 1 = 0)."""
    if not enemy_area:
        return max(smash, 0)
    if options.get("negative_smash") == "add_then_floor":
        return max(smash + 1, 0)
    return max(smash, 0) + 1


def smash(state: DZState, entry: Entry, ctx: Context) -> None:
    seat = _actor(entry, ctx)
    if seat is None:
        return
    card = take(state, ctx, entry.args.get("unit"), "square", seat, entry.act)
    if card is None:
        return
    problems: list[tuple[str, str]] = []
    if seat != state.active or state.phase != "smash":
        problems.append(("only in your own smash phase", "自分のスマッシュフェイズ以外です"))
    if state.stack:
        problems.append(("the stack was not empty", "スタックが空ではありません"))
    if card.holder != seat:
        problems.append(("the unit is not yours", "自分の支配するユニットではありません"))
    if card.frozen:
        problems.append(("the unit is frozen", "ユニットがフリーズ状態です"))
    where = board.area(card.square or "", seat, state.seats)
    if where not in (board.CENTRAL, board.ENEMY):
        problems.append(
            ("the unit is not in the central or enemy area", "ユニットが中央エリアか敵軍エリアにいません")
        )
    for en, ja in problems:
        ctx.flag(
            C.SMASH, {"card": card.iid, "problem": en, "problem_ja": ja}, cards=[card.iid], players=[seat]
        )
    card.frozen = True
    victim = state.opponent(seat)
    refs = refs_list(entry.args.get("cards"))
    count = len(refs) + _count(entry, ctx)
    d = state.defn(card)
    if d is not None and not d.text and where in (board.CENTRAL, board.ENEMY):
        # A smash larger than the deck moves all its cards; the deck-out loss follows at the next priority
        # (3.3.2 「0枚以下」, 4.16.4-2; decision DZ 7).
        expected = min(
            smash_count(state.smash_of(card, d), where == board.ENEMY, state.options),
            state.players[victim].count("deck"),
        )
        if count != expected:
            late = bool(state.static_sources) and state.static_reaches_later_card(card, "smash")
            ctx.flag(
                C.SMASH_COUNT,
                {"card": card.iid, "count": count, "expected": expected},
                cards=[card.iid],
                players=[seat],
                # A static smash change the unit met by coming after its source still counts (4.14.4-2).
                extra_clauses=[f"{C.GAME}:4.14.4-2"] if late else (),
            )
    moved = _top_cards(state, ctx, victim, refs, count - len(refs), entry.act)
    _put(state, victim, moved, "smash", face_down=True)
    state.priority = state.active


# --- rule effects, effects, triggers ---------------------------------------------------------------
def rule_effect(state: DZState, entry: Entry, ctx: Context) -> None:
    ref = parse_ref(entry.args.get("card"))
    card = state.cards.get(ref[0]) if ref else None
    if card is None or card.zone != "square":
        bad_args(ctx, entry.act, f"{entry.args.get('card')!r} is not on a square")
        return
    if state.checked_due is None:
        state.checked_due = {iid: (rule, state.cards[iid].incarnation) for iid, rule in due(state).items()}
    if card.iid not in due(state) and state.checked_due.get(card.iid, ("", -1))[1] != card.incarnation:
        ctx.flag(
            C.RULE_NOT_DUE,
            {"card": card.iid},
            cards=[card.iid],
            players=[card.holder],
            extra_clauses=[f"{C.GAME}:{n}" for n in why_not_due(state, card)],
        )
    # A rule effect that moves a unit out of a square before its battle prevents the battle: the other
    # rule effects come first (3.11.1-1, 4.16.4-3-1, 4.16.4-3-2; decision DZ 3); start_battles does so.
    to = entry.args.get("to", "graveyard")
    if to == "graveyard" and state.rule_statics:
        _replacement_ignored(state, ctx, card)
    if to != "graveyard" and to in OWNER_ZONES | {"remove"}:
        # A replacement effect put it elsewhere: the graveyard event did not happen (4.15.4, 4.8.7).
        state.replaced["to_graveyard"] = (card.iid, to)
        state.move(card, to, card.owner)
        release_orphans(state)
        return
    state.move(card, "graveyard", card.owner)
    release_orphans(state)


def _replacement_ignored(state: DZState, ctx: Context, card: Card) -> None:
    """A card in a square put into the graveyard although a static replacement effect that describes it
    puts it elsewhere instead, every time (4.15.2, 4.15.3)."""
    found = ab.replacement(state, card)
    if found is not None:
        ctx.flag(
            C.REPLACEMENT_IGNORED,
            {"card": card.iid, "source": found[0], "zone": found[1]},
            cards=[card.iid, found[0]],
            players=[card.holder],
        )


def effect(state: DZState, entry: Entry, ctx: Context) -> None:
    """Card text the engine does not model: only rules that always hold are checked (2.23.1-1)."""
    args = entry.args
    source_ref = parse_ref(args.get("source"))
    source_iid = source_ref[0] if source_ref else None
    if isinstance(args.get("choices"), list):
        _choice_order(state, ctx, args["choices"], source_iid)
    # Cards with something attached that this entry takes out of the squares (6.1.5, 6.6.6).
    leaving = _leaving(state, args.get("moves")) if state.attachments_on else set()
    placed: list[Card] = []
    for mv in args.get("moves") or []:
        if not isinstance(mv, dict):
            bad_args(ctx, entry.act, f"move {mv!r}")
            continue
        ref = parse_ref(mv.get("card"))
        if ref is None:
            bad_args(ctx, entry.act, f"move {mv!r}")
            continue
        card = state.cards.get(ref[0])
        came_from = card.zone if card is not None else mv.get("from", "hand")
        if card is None:
            src = mv.get("from", "hand")
            card = take(state, ctx, mv.get("card"), src, mv.get("player") or owner_of(ref[0]), entry.act)
            if card is None:
                continue
        to = mv.get("to")
        if to in ("under", "linked"):
            _attach(state, ctx, card, mv, TOKI if to == "under" else LINK)
            continue
        if to == "plan":
            _to_plan(state, ctx, entry, card, mv)
            continue
        if (
            card.zone == "attached"
            and card.host in leaving
            and to != "graveyard"
            and not mv.get("instead_of")
        ):
            spec = C.TOKI_LEFT_WITH_HOST if card.attach == TOKI else C.LINK_LEFT_WITH_HOST
            evidence = {"card": card.iid, "host": card.host, "to_zone": to}
            ctx.flag(spec, evidence, cards=[card.iid, card.host], players=[card.owner])
        seat = mv.get("player") or card.owner
        if to in OWNER_ZONES and seat != card.owner:
            ctx.flag(C.OWNER_ZONE, {"card": card.iid, "seat": seat, "zone": to}, cards=[card.iid])
            seat = card.owner
        if to == "square" or (isinstance(to, str) and (board.is_battle(to) or board.base_owner(to))):
            square = mv.get("square") if to == "square" else to
            if card.zone != "square" and source_iid in state.masters:
                _placed_controller(state, ctx, card, source_iid, seat, square)
            state.move(
                card,
                "square",
                mv.get("controller") or card.holder if card.zone == "square" else seat,
                square=square,
                frozen=bool(mv.get("frozen")),
            )
            placed.append(card)
        elif to in OWNER_ZONES | {"remove"}:
            if to == "graveyard" and card.zone in ("square", "attached") and state.rule_statics:
                _replacement_ignored(state, ctx, card)
            pick = state.owed_pick
            if pick is not None and came_from == "hand" and card.owner == pick[1] and source_iid == pick[0]:
                pick[3] += 1
            owed = state.owed_discard
            if (
                owed is not None
                and came_from == "hand"
                and card.owner == owed[1]
                and args.get("source") == owed[0]
            ):
                owed[4] += 1
            if to == "remove" and mv.get("face_down") is True:
                _removed_face_down(state, ctx, card, source_iid)
            instead = mv.get("instead_of")
            if state.free_move_wait is not None:
                ab.action_done(state, source_iid, to, instead)
            if isinstance(instead, str) and instead in ab.TO_EVENT:
                # A replacement effect: the event it replaced did not happen (4.15.4, 4.8.7).
                state.replaced[ab.TO_EVENT[instead]] = (card.iid, to)
            state.move(card, to, seat, face_down=to in ("deck", "smash"))
            if to == "deck":
                _placed_in_deck(state, ctx, entry, seat, mv)
        else:
            bad_args(ctx, entry.act, f"destination {to!r}")
    for raw in args.get("plan_reveal") or []:
        _plan_reveal(state, ctx, entry, raw)
    if placed and source_iid in state.resolved_at:
        state.placed_by.setdefault(source_iid, set()).update(c.iid for c in placed)
    # The moves of one effect happen at once: units it puts into squares are placed at the same moment,
    # so two of them meeting both attack (3.11.5-1) and two of one controller both go (4.16.4-6, -7).
    for card in placed:
        card.placed = state.clock
    dealt: list[tuple[str, int]] = []
    for key, attr in (("damage", "damage"), ("power", "power_mod"), ("smash", "smash_mod")):
        for item in args.get(key) or []:
            ref = parse_ref(item.get("card")) if isinstance(item, dict) else None
            card = state.cards.get(ref[0]) if ref else None
            if card is None or not isinstance(item.get("amount"), int):
                bad_args(ctx, entry.act, f"{key} {item!r}")
                continue
            if (
                key != "damage"
                and source_iid in state.resolved_at
                and card.zone == "square"
                and (card.iid, card.incarnation) not in state.resolved_at[source_iid]
                and card.iid not in state.placed_by.get(source_iid, ())
            ):
                # A strategy's power or smash change reaches only the cards there when it resolved (4.14.3-2).
                ctx.flag(
                    C.LATE_DATA_CHANGE,
                    {"source": source_iid, "card": card.iid, "what": key},
                    cards=[card.iid],
                    players=[card.holder],
                )
            setattr(card, attr, getattr(card, attr) + item["amount"])
            if key == "power" and item["amount"] > 0 and source_iid in state.resolved_at:
                best = state.spell_bonus.get(source_iid)
                if best is None or best[0] != state.turn or best[1] < item["amount"]:
                    state.spell_bonus[source_iid] = (state.turn, item["amount"])
            if key == "damage":
                dealt.append((card.iid, item["amount"]))
    for item in args.get("colour") or []:
        # A colour-changing effect: the card has exactly these colours (an empty list: colourless) until it
        # changes zones other than square to square (2.4.2, 2.23.1-3); 耐性 reads them (2.27.0, 5.17.3).
        ref = parse_ref(item.get("card")) if isinstance(item, dict) else None
        card = state.cards.get(ref[0]) if ref else None
        raw = item.get("colours") if isinstance(item, dict) else None
        colours = [COLOUR_WORDS.get(c, c) for c in raw] if isinstance(raw, list) else None
        if card is None or colours is None or not all(c in COLOURS for c in colours):
            bad_args(ctx, entry.act, f"colour {item!r}")
            continue
        card.colour = frozenset(colours)
    release_orphans(state)
    if dealt and state.abilities_on:
        ab.effect_damage(state, ctx, entry, dealt)
    for key, frozen in (("freeze", True), ("release", False)):
        for ref in refs_list(args.get(key)):
            parsed = parse_ref(ref)
            card = state.cards.get(parsed[0]) if parsed else None
            if card is not None:
                card.frozen = frozen
                card.entered_frozen = False  # frozen or released by an effect now, not as it entered


def _placed_in_deck(state: DZState, ctx: Context, entry: Entry, seat: str, mv: dict[str, Any]) -> None:
    """A card put into a deck: at a known place (`position`: top, bottom or the nth from the top) it
    determines the deck's order (6.2.2 A, B, C); at a place not said, a shuffle must mix it in (6.2.5)."""
    position = mv.get("position")
    if position is None:
        state.deck_order.put_unsaid(seat)
        return
    known = position in ("top", "bottom") or (
        isinstance(position, int) and not isinstance(position, bool) and position >= 1
    )
    if not known:
        bad_args(ctx, entry.act, f"position {position!r}")
        return
    player = state.players[seat]
    ref = parse_ref(mv.get("card"))
    if position in ("top", 1) and ref:
        covered = player.plan is not None and player.plan != ref[0]
        # A card put on top of a deck whose plan zone holds a card: that card is turned face down first and
        # the new top card stays face down (2.23.3-3), so the plan zone is empty and no longer the top.
        player.plan = None
        player.known_top = ref[0]
        player.top_covered_plan = covered
    state.deck_order.determine(seat, "6.2.2", entry.seq, "position")


def _to_plan(state: DZState, ctx: Context, entry: Entry, card: Card, mv: dict[str, Any]) -> None:
    """An effect puts a card face up into its owner's plan zone: on top of the deck (2.23.3-1), which
    determines the deck's order (6.2.3)."""
    seat = card.owner
    if mv.get("player") not in (None, seat):
        ctx.flag(C.OWNER_ZONE, {"card": card.iid, "seat": mv.get("player"), "zone": "plan"}, cards=[card.iid])
    state.move(card, "deck", seat)
    state.players[seat].plan = card.iid
    state.players[seat].known_top = None  # the plan card is the top card now
    state.deck_order.determine(seat, "6.2.3", entry.seq, "plan")


def _plan_reveal(state: DZState, ctx: Context, entry: Entry, raw: Any) -> None:
    """An effect turns the top card of a deck face up, as its plan zone (2.23.3-1): not an intentional
    determination of the order (6.2.6)."""
    seat = raw.get("player") if isinstance(raw, dict) else None
    if seat not in state.players:
        bad_args(ctx, entry.act, f"plan_reveal {raw!r}")
        return
    player = state.players[seat]
    if player.plan is None:
        _reveal_plan(state, ctx, seat, raw.get("card"), entry.act)
        player.known_top = None  # the top card is the plan zone now (2.23.3-1)
        if state.abilities_on and player.plan is not None:
            ab.notice(state, [Event("plan_revealed", entry.seq, player.plan, seat, {})])
    state.deck_order.plan_turned(seat)


def _leaving(state: DZState, moves: Any) -> set[str]:
    out: set[str] = set()
    for mv in moves if isinstance(moves, list) else []:
        ref = parse_ref(mv.get("card")) if isinstance(mv, dict) else None
        card = state.cards.get(ref[0]) if ref else None
        to = mv.get("to") if isinstance(mv, dict) else None
        onto_square = to == "square" or (
            isinstance(to, str) and (board.is_battle(to) or board.base_owner(to))
        )
        if card is not None and card.zone == "square" and not onto_square and state.attached_to(card.iid):
            out.add(card.iid)
    return out


def release_orphans(state: DZState) -> None:
    """Attached cards the log did not move with their host go to their owner's graveyard with it (6.1.5,
    6.6.6): the rule moves them, whatever the host's destination."""
    for card in state.orphans():
        # A replacement effect for 闘気 cards (スケイル・シューター, 6.1.5) puts them elsewhere instead.
        found = ab.replacement(state, card) if state.rule_statics else None
        state.move(
            card,
            found[1] if found else "graveyard",
            card.owner,
            face_down=bool(found and found[1] in ("deck", "smash")),
        )


def _attach(state: DZState, ctx: Context, card: Card, mv: dict[str, Any], how: str) -> None:
    """An effect puts `card` under a card as 闘気 (6.1.1) or links a strategy to a unit (6.6.1)."""
    ref = parse_ref(mv.get("host"))
    host = state.cards.get(ref[0]) if ref else None
    if host is None:
        bad_args(ctx, "effect", f"host {mv.get('host')!r}")
        return
    old_host = state.cards.get(card.host or "") if card.zone == "attached" else None
    if (
        how == LINK
        and card.attach == LINK
        and old_host is not None
        and old_host.iid != host.iid
        and old_host.zone == "square"
    ):
        ctx.flag(
            C.LINK_REHOST,
            {"card": card.iid, "host": old_host.iid, "other": host.iid},
            cards=[card.iid, old_host.iid, host.iid],
            players=[card.owner],
        )
    if how == TOKI:
        problem = _toki_host_problem(state, card, host)
        if problem is not None:
            clause, en, ja = problem
            ctx.flag(
                C.TOKI_HOST,
                {"card": card.iid, "host": host.iid, "problem": en, "problem_ja": ja},
                cards=[card.iid, host.iid],
                players=[card.owner],
                extra_clauses=[f"{C.GAME}:{clause}"] if clause != "6.1.1" else [],
            )
        instead = mv.get("instead_of")
        if isinstance(instead, str) and instead in ab.TO_EVENT:
            # A replacement effect put it here: the replaced event did not happen (4.15.4, 4.8.7), and an
            # option it could not carry out could not be chosen (4.15.7).
            state.replaced[ab.TO_EVENT[instead]] = (card.iid, "under")
            if _needs_bare_host(state, card) and any(c.attach == TOKI for c in state.attached_to(host.iid)):
                ctx.flag(
                    C.REPLACEMENT_IMPOSSIBLE,
                    {"card": card.iid, "host": host.iid},
                    cards=[card.iid, host.iid],
                    players=[card.owner],
                )
    state.attach(card, host, how)


def _toki_host_problem(state: DZState, card: Card, host: Card) -> tuple[str, str, str] | None:
    if host.iid == card.iid:
        return "6.1.6", "it cannot go under itself", "そのカード自身の下には置けません"
    if host.zone == "attached" and host.attach == TOKI:
        return "6.1.6-1", "a 闘気 card cannot go under a 闘気 card", "闘気カードの下には置けません"
    if host.zone == "attached" and host.attach == LINK:
        return (
            "6.1.11",
            "no 闘気 card goes under a linked strategy in the battle space",
            "バトルスペースにある結合されたストラテジーの下には置けません",
        )
    if host.zone != "square" or not (_is(state, host, UNIT) or _is(state, host, BASE)):
        return "6.1.1", "it is not a unit or base in a square", "スクエアにあるユニットかベースではありません"
    return None


def _needs_bare_host(state: DZState, card: Card) -> bool:
    """Whether the card's own replacement effect puts it only under a card without a 闘気 card
    (ペガサス・ポニー: 「下に闘気カードのないあなたのカードの下に」, declared `"host": "without_toki"`)."""
    d = state.defn(card)
    return d is not None and any(
        a.kind == "static" and a.effect.get("instead") == "under" and a.effect.get("host") == "without_toki"
        for a in d.abilities
    )


def _removed_face_down(state: DZState, ctx: Context, card: Card, source: str | None) -> None:
    """The remove zone is face up, one pile every player may look at (2.23.10-2: 「通常は」). Only a declared
    ability that says it removes face down (`remove_face_down`) does otherwise; free text is not judged."""
    master = state.masters.get(source) if source is not None else None
    ability = master[1] if master is not None else None
    if ability is None or ability.unmodelled or ability.effect.get("remove_face_down"):
        return
    ctx.flag(
        C.REMOVED_FACE_DOWN,
        {"source": source, "card": card.iid},
        cards=[card.iid, source],
        players=[master[0]] if master is not None else [],
    )


def _choice_order(state: DZState, ctx: Context, choices: list[Any], source: str | None) -> None:
    """Both players acting at once: the active player makes every choice first, then the other player, and
    only then is anything done (1.1.4). `choices` lists the choices in the order they were made."""
    seats = [c.get("player") for c in choices if isinstance(c, dict)]
    active = state.active
    if active not in seats:
        return
    first = seats[0]
    if first != active:
        ctx.flag(
            C.CHOICE_ORDER,
            {"source": source or "?", "first": first, "active": active},
            cards=[source] if source else [],
            players=[first, active],
        )


# Who puts the card into the square, as an ability's effect may name him (2.20.1-5): 「そのユニットの持ち主は、
# …置く」 is "owner", 「相手は…置く」 "opponent" (of the master).
PLACERS = ("master", "owner", "opponent")


def _placed_controller(
    state: DZState, ctx: Context, card: Card, source: str, recorded: str, square: Any
) -> None:
    """A card a resolved spell or ability puts into a square from another zone enters under the spell's or
    ability's master (2.20.1-4, 2.20.2-4), or under the player its text names as the one putting it
    (2.20.1-5). Only a declared ability says who that is: free text may name anyone."""
    master, ability = state.masters[source]
    if ability is None or ability.unmodelled:
        return
    placer = ability.effect.get("placer", "master")
    if placer not in PLACERS:
        return
    expected = {"master": master, "owner": card.owner, "opponent": state.opponent(master)}[placer]
    if recorded == expected:
        return
    d = state.defn(card)
    if placer != "master":
        spec = C.PLACED_NAMED_CONTROLLER
    elif d is not None and d.type == BASE:
        spec = C.PLACED_BASE_CONTROLLER
    else:
        spec = C.PLACED_UNIT_CONTROLLER
    ctx.flag(
        spec,
        {
            "source": source,
            "card": card.iid,
            "square": square,
            "from_zone": card.zone,
            "recorded": recorded,
            "expected": expected,
        },
        cards=[card.iid, source],
        players=[recorded, expected],
    )


def trigger(state: DZState, entry: Entry, ctx: Context) -> None:
    args = entry.args
    ref = parse_ref(args.get("card"))
    iid = ref[0] if ref else "?"
    # A 「ターン終了時」 ability goes on the stack like any trigger (4.4.4, 3.10.3; decision DZ 1: 3.10.2
    # 「乗せません」 is read 「乗せます」).
    # A leave-the-square ability whose own card leaves at the same moment still triggers, from the card's
    # last information (4.8.11, 4.17; rules-index decision 6: nothing is implemented from the lost 4.8.11-1).
    controller = entry.actor or (state.cards[iid].holder if iid in state.cards else state.active)
    if state.abilities_on:
        item = ab.put_on_stack(state, ctx, entry, state.cards.get(iid), iid)
    else:
        item = StackItem("ability", controller, card=iid, seq=entry.seq)
    if not item.removed:
        state.stack.append(item)
    state.priority = state.active


HANDLERS: dict[str, Handler] = {
    "shuffle": shuffle,
    "draw": draw,
    "mulligan": mulligan,
    "energy": energy,
    "play": play,
    "activate": activate,
    "plan_create": plan_action,
    "plan_update": plan_action,
    "move": move,
    "pass": pass_priority,
    "resolve": resolve,
    "nullify": nullify,
    "exchange": exchange,
    "smash": smash,
    "rule_effect": rule_effect,
    "effect": effect,
    "trigger": trigger,
}
# Actions a player takes while holding priority (1.1.5): the actor must be the priority holder.
NEEDS_PRIORITY = frozenset(
    {"play", "activate", "plan_create", "plan_update", "move", "pass", "smash", "energy"}
)
# Entries that happen inside a resolution or a rule-effect check, where no priority arises (4.9.4, 4.16.3).
NO_CHECK = frozenset({"rule_effect", "effect", "trigger", "result", "concede", "voided"})
