"""Rule effects (4.16.4), the loss conditions (3.3) and the battle's life cycle (3.11-3.14).

The log records every card a rule effect moves (`rule_effect`); the engine computes which moves are due
and reports, once, a due move the log skipped before the next priority, or a move no rule required.
"""

from __future__ import annotations

from judge.engine.core.context import Context
from judge.engine.games.dimension_zero import board
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.cards import BASE, UNIT, CardDef
from judge.engine.games.dimension_zero.state import BATTLE_STEPS, Battle, Card, DZState, affects

RULE_LABELS = {
    "4-4": "power 0 or less",
    "4-5": "damage at least its power",
    "4-6": "a second unit of the same controller in the square",
    "4-7": "a second base of the same controller in the square",
    "4-8": "played into the central area, no battle",
    "4-9": "played into the central area, battle over",
    "4-10": "the attacking unit at battle end",
    "4-13": "a base in the battle space",
    "4-14": "a unit in a base space",
}


_BATTLE_SQUARES = frozenset(board.BATTLE_SQUARES)


def rule_clause(rule: str) -> str:
    """The clause of a rule effect named by its key in RULE_LABELS ("4-4" is 4.16.4-4)."""
    return f"4.16.4-{rule[2:]}"


def _kind(state: DZState, card: Card) -> str | None:
    d = state.defn(card)
    return d.type if d is not None else None


def opposing(state: DZState, square: str) -> bool:
    if len(state.squares.get(square, ())) < 2:
        return False  # the common case, kept cheap: it is asked for every square before each priority
    return len({c.holder for c in state.units_in(square) if _kind(state, c) != BASE}) > 1


def _unit_rule(state: DZState, card: Card, d: CardDef, statics: bool) -> str | None:
    """4-4 (power 0 or less) or 4-5 (damage at least its power) for a unit; state.power(card), with the
    definition already read."""
    power = d.power + card.power_mod
    if statics:
        power += state.static_delta(card, "power")
    if power <= 0:
        return "4-4"
    return "4-5" if card.damage >= power else None


def due(state: DZState) -> dict[str, str]:
    """iid -> rule (4.16.4-N) for every card a rule effect must put into the graveyard now."""
    # Asked before every priority, so written for speed: each card's kind is read once, and the work a
    # square of one card cannot need (two of a controller, two controllers) is skipped. The order of
    # `out` is the order findings are made in, so it is the order of the plain reading of the rules.
    out: dict[str, str] = {}
    battle = state.battle
    # Units played into the central area whose battle goes on (in progress or waiting): 4.16.4-9 at its
    # end, not 4.16.4-8, even after they left its square (3.11.1-2, 3.14.2-1). Gathered when first needed.
    fighting: set[str] | frozenset[str] | None = None
    all_cards, defs, statics = state.cards, state.defs, state.static_sources
    for square, iids in state.squares.items():
        if not iids:
            continue
        in_battle_space = square in _BATTLE_SQUARES
        if len(iids) == 1:
            # The usual square, of one card: the loop below without what needs two cards (two of one
            # controller, two controllers opposing), and with `_unit_rule` written out (no call per unit).
            card = all_cards[iids[0]]
            d = defs.get(card.card)  # an unidentified card (None) has no definition either
            if d is not None:
                kind = d.type
                if kind == UNIT:
                    if not in_battle_space:
                        out[card.iid] = "4-14"
                    else:
                        power = d.power + card.power_mod
                        if statics:
                            power += state.static_delta(card, "power")
                        if power <= 0:
                            out[card.iid] = "4-4"
                        elif card.damage >= power:
                            out[card.iid] = "4-5"
                elif kind == BASE and in_battle_space:
                    out[card.iid] = "4-13"
            if (
                card.played_central
                and card.iid not in out
                and not (
                    battle is not None
                    and (battle.square == square or any(b.square == square for b in state.waiting))
                )
            ):
                if fighting is None:
                    fighting = (
                        {i for b in (battle, *state.waiting) for i in b.central}
                        if battle is not None
                        else frozenset()
                    )
                if card.iid not in fighting:
                    out[card.iid] = "4-8"
            continue
        cards = [all_cards[i] for i in iids]
        by_controller: dict[tuple[str, str | None], list[Card]] = {}
        holders: set[str] = set()  # the controllers of the units (not bases) here, for `opposing`
        for card in cards:
            d = defs.get(card.card)
            kind = d.type if d is not None else None
            if kind != BASE:
                holders.add(card.holder)
            if in_battle_space and kind == BASE:
                out[card.iid] = "4-13"
                continue
            if not in_battle_space and kind == UNIT:
                out[card.iid] = "4-14"
                continue
            by_controller.setdefault((card.holder, kind), []).append(card)
            if kind == UNIT and (rule := _unit_rule(state, card, d, statics)):
                out[card.iid] = rule
        for (_, kind), same in by_controller.items():
            if len(same) > 1:
                first = min(c.placed for c in same)
                together = sum(c.placed == first for c in same) > 1  # placed at once: all go (4.16.4-6, -7)
                for card in same:
                    if (together or card.placed != first) and card.iid not in out:
                        out[card.iid] = "4-7" if kind == BASE else "4-6"
        battling_here = battle is not None and (
            battle.square == square or any(b.square == square for b in state.waiting)
        )
        # `opposing(state, square)`, from the cards already read.
        if not battling_here and len(holders) <= 1:
            for card in cards:
                if card.played_central and card.iid not in out:
                    if fighting is None:
                        fighting = (
                            {i for b in (battle, *state.waiting) for i in b.central}
                            if battle is not None
                            else frozenset()
                        )
                    if card.iid not in fighting:
                        out[card.iid] = "4-8"
    if battle is not None and battle.step == "battle_end" and not state.stack:
        here = set(state.squares.get(battle.square, ()))
        if any(i in here for i in battle.attackers) and any(i in here for i in battle.attacked):
            # Units placed at once are each an attacking unit (3.11.5-1), so both go (3.14.2, 4.16.4-10).
            for iid in battle.attackers:
                if iid in here:
                    out.setdefault(iid, "4-10")
        for iid in battle.central:
            card = state.cards.get(iid)
            if card is not None and card.zone == "square" and card.played_central:
                out.setdefault(iid, "4-9")
    return out


def why_not_due(state: DZState, card: Card) -> list[str]:
    """The clauses that keep a card in its square which the log put into the graveyard as a rule effect:
    what a judge reads out is the rule that spares it, not the list of rule effects (4.16.4)."""
    out: list[str] = []
    kind = _kind(state, card)
    square = card.square or ""
    same = [
        c
        for c in (state.cards[i] for i in state.squares.get(square, ()))
        if c.holder == card.holder and _kind(state, c) == kind and c.iid != card.iid
    ]
    if same and kind in (UNIT, BASE) and all(c.placed > card.placed for c in same):
        out.append("4.16.4-7" if kind == BASE else "4.16.4-6")  # the one placed later goes, not this one
    here = set(state.squares.get(square, ()))
    for battle in (state.battle, *state.waiting) if state.battle is not None else ():
        if (
            battle.square == square
            and card.iid in battle.attacked
            and card.iid not in battle.attackers
            and any(i in here for i in battle.attackers)
        ):
            out += ["3.14.2", "4.16.4-10"]  # both stayed: the attacking unit goes at the battle's end
            break
    if (
        kind == UNIT
        and not card.played_central
        and board.is_battle(square)
        and board.area(square, card.holder, state.seats) == board.CENTRAL
    ):
        # 4.16.4-8 is for a unit played into the central area: not one moved or put there otherwise, nor
        # one played there by 召集 or 隊列召喚, as if into the home area (5.3.2, 5.8.2).
        out.append("4.16.4-8")
        if card.special_play == "summon":
            out.append("5.3.2")
        elif card.special_play == "formation":
            out.append("5.8.2")
    if kind == UNIT and (card.damage > 0 or card.resisted > 0):
        power = state.power(card)
        if power is not None and card.damage < power:
            out.append("4.16.4-5")
            if card.damage + card.resisted >= power:
                out += ["5.17.2", "5.17.3"]  # only its 耐性 kept the battle damage that would destroy it off
            elif card.damage + state.damage_refixed.get((card.iid, card.incarnation), 0) >= power:
                # Its dealer's power rose after the exchange went on the stack: the damage was fixed then and
                # falls short of its power (3.12.4-1).
                out.append("3.12.4-1")
            if _supports_itself(state, card):
                out.append("5.5.2-1")
            if (
                state.static_sources
                and card.damage >= power - state.static_delta(card, "power")
                and state.static_reaches_later_card(card, "power")
            ):
                # A static bonus that spares it came from a card already there when it was placed: the
                # card entered with the changed power and keeps it (4.14.2, 4.14.4-2).
                out += ["4.14.2", "4.14.4-2"]
    return out


def _supports_itself(state: DZState, card: Card) -> bool:
    """The card's own 支援 adds to its own power: its range includes the card itself (5.5.2-1)."""
    d = state.defn(card)
    return d is not None and any(
        a.keywords.get("support")
        and a.effect.get("power")
        and any(affects(state, card, t, card) for t in a.targets)
        for a in d.static_mods
    )


def prevents_battle(state: DZState, card: Card) -> bool:
    """Whether a rule effect due on `card` comes before a battle in its square and prevents it (3.11.1-1,
    4.16.4-3-2): units of two controllers share the square, no battle is fought there, and a unit was
    placed there since the last one. A battle fought at the same moment as one in progress or waiting
    (`alongside`, 3.11.1-4) is a battle fought there."""
    square = card.square or ""
    if not board.is_battle(square) or not opposing(state, square):
        return False
    battles = (state.battle, *state.waiting) if state.battle is not None else ()
    if any(b.square == square or square in b.alongside for b in battles):
        return False
    return max(c.placed for c in state.units_in(square)) > state.fought.get(square, -1)


def report_skipped(state: DZState, ctx: Context) -> None:
    now = due(state)
    # Rule effects due at the check the log recorded happen together (4.16.2): one still on its square
    # was skipped even if the others' moves left it no longer due (two units placed at once, 4.16.4-6).
    for iid, (rule, incarnation) in (state.checked_due or {}).items():
        card = state.cards.get(iid)
        if card is not None and card.zone == "square" and card.incarnation == incarnation:
            now.setdefault(iid, rule)
    state.checked_due = None
    for iid, rule in now.items():
        if rule in ("4-9", "4-10"):
            continue  # players may still act in the battle end step; end_battle checks these
        card = state.cards[iid]
        key = ("rule", iid, card.incarnation)
        if key in state.reported:
            continue
        state.reported.add(key)
        # Due before a battle would occur in its square: the rule effect comes first and the battle does
        # not occur (3.11.1-1, 4.16.4-3-2).
        before = ("3.11.1-1", "4.16.4-3-2") if prevents_battle(state, card) else ()
        if rule == "4-5" and (iid, card.incarnation) in state.damage_fixed_gone:
            # Its damage came from a unit that left before the exchange resolved: fixed all the same (3.12.4-1).
            before = (*before, "3.12.4-1", "3.12.4-2")
        if rule in ("4-4", "4-5") and _missed_spell_bonus(state, card):
            before = (*before, "4.14.3-2")
        ctx.flag(
            C.RULE_SKIPPED,
            {"card": iid, "rule": f"{rule_clause(rule)}: {RULE_LABELS[rule]}", "square": card.square},
            cards=[iid],
            players=[card.holder],
            extra_clauses=[f"{C.GAME}:{n}" for n in before],
        )


def _missed_spell_bonus(state: DZState, card: Card) -> bool:
    """Whether a strategy that raised power this turn would have saved the card had it reached it: it was
    placed after the strategy resolved, and a spell's data change reaches only the cards there then (4.14.3-2)."""
    power = state.power(card) if state.spell_bonus else None
    if power is None:
        return False
    for source, (turn, amount) in state.spell_bonus.items():
        there = state.resolved_at.get(source, frozenset())
        if (
            turn == state.turn
            and (card.iid, card.incarnation) not in there
            and card.iid not in state.placed_by.get(source, ())
            and power + amount > max(card.damage, 0)
        ):
            return True
    return False


def check_game_over(state: DZState) -> None:
    """3.3.1/3.3.2 (4.16.4-1/-2): applied when priority next arises; both at once is a draw (3.3.4)."""
    if state.game_over or state.turn < 1:
        return
    players = state.players
    losers: list[str] = []
    for s in state.seats:
        # Player.count, inline: this is asked before every priority.
        player = players[s]
        zones, unseen = player.zones, player.unidentified.get
        if len(zones["smash"]) + unseen("smash", 0) >= 7 or len(zones["deck"]) + unseen("deck", 0) <= 0:
            losers.append(s)
    if not losers:
        return
    state.game_over = True
    state.losers = losers
    state.winners = [s for s in state.seats if s not in losers]
    smash = any(state.players[s].count("smash") >= 7 for s in losers)
    state.reason = "draw" if len(losers) == len(state.seats) else ("smash" if smash else "deck_out")


def start_battles(state: DZState, ctx: Context, prevented: str | None = None) -> None:
    """A battle occurs where units of two controllers share a square, after all other rule effects (4.16.4-3-1).
    One occurring during a battle makes that battle wait until it ends (3.11.3). `prevented`: the square of
    a battle a rule effect due first prevented, which the log fights all the same (fight_prevented_battle)."""
    there = state.squares
    # Units of two controllers need two cards in a square: mostly there is no such square at all.
    if max(map(len, there.values()), default=0) < 2:
        return
    squares = [s for s in board.BATTLE_SQUARES if len(there.get(s, ())) > 1 and opposing(state, s)]
    if not squares:
        return
    # A battle occurs when a unit is placed (3.11.1): units left together after their battle ended (a rule
    # effect the log skipped) do not start another until a unit is placed there again.
    squares = [s for s in squares if max(c.placed for c in state.units_in(s)) > state.fought.get(s, -1)]
    if not squares:
        return
    current = state.battle
    if current is not None:
        busy = {current.square, *current.alongside}
        busy.update(sq for b in state.waiting for sq in (b.square, *b.alongside))
        squares = [s for s in squares if s not in busy]
        if not squares:
            return
    if prevented is not None:
        squares = [prevented] if prevented in squares else []
        if not squares:
            return
    else:
        now = due(state)
        if now:
            # Rule effects come first, square by square: one due in a square may remove a unit and prevent
            # the battle there (4.16.4-3-1, 4.16.4-3-2); a battle in another square occurs all the same.
            held = {state.cards[i].square for i in now}
            squares = [s for s in squares if s not in held]
            if not squares:
                return
    if len(squares) > 1:
        # Battles in several squares at once go through their steps together (3.11.1-4); the text does not
        # say how their exchanges, triggers and priority interleave, so the engine asks for a ruling.
        key = ("simultaneous", *squares)
        if key not in state.reported:
            state.reported.add(key)
            ctx.flag(
                C.NESTED_BATTLE,
                {"square": ", ".join(squares[1:]), "current": squares[0]},
                unknown="how battles in several squares at once proceed",
            )
    square = squares[0]
    units = state.units_in(square)
    latest = max(c.placed for c in units)
    attackers = [c.iid for c in units if c.placed == latest]
    attacked = [c.iid for c in units if c.placed != latest] or attackers  # placed together: both (3.11.5-1)
    if state.phase != "main":
        ctx.flag(
            C.BATTLE_OUTSIDE_MAIN,
            {"phase": state.phase},
            unknown="how a battle outside the main phase proceeds",
        )
    claimed = {i for b in (current, *state.waiting) for i in b.central} if current is not None else set()
    if current is not None:
        # The battle in progress waits, with the triggers it holds back, until the new one ends (3.11.3).
        current.held_triggers = state.suspended_triggers
        state.suspended_triggers = []
        current.waited = True
        state.waiting.append(current)
    # The stack in progress is suspended and a new one is used during the battle (3.11.2).
    state.battle = Battle(
        square=square,
        attackers=attackers,
        attacked=attacked,
        units=[c.iid for c in units],
        central=[c.iid for c in units if c.played_central and c.iid not in claimed],
        suspended=state.stack,
        alongside=tuple(squares[1:]),
        prevented=prevented is not None,
    )
    state.stack = []
    state.priority = state.active


def fight_prevented_battle(state: DZState, ctx: Context, named: str | None = None) -> None:
    """The log goes on in a battle step where no battle occurred because a rule effect due first (the unit
    the log kept in its square, `rule.skipped`) prevents it (3.11.1-1, 4.16.4-3-2; decision DZ 3). That the
    battle was fought is a rules breach, not a malformed log: `battle.prevented`, and the replay follows the
    table through the battle's steps, with none of a battle's events (Battle.prevented). `named`: the square
    the log's step names (`battle1@B22`); the battle is fought there and nowhere else."""
    now = due(state)
    squares = [s for s in board.BATTLE_SQUARES if any(state.cards[i].square == s for i in now)]
    if named is not None:
        squares = [s for s in squares if s == named]
    for square in squares:
        iid = next(i for i in now if state.cards[i].square == square)
        card = state.cards[iid]
        if not prevents_battle(state, card):
            continue
        clause = rule_clause(now[iid])
        ctx.flag(
            C.BATTLE_PREVENTED,
            {"square": square, "card": iid, "rule": clause},
            cards=[c.iid for c in state.units_in(square)],
            extra_clauses=[f"{C.GAME}:{clause}"],
        )
        start_battles(state, ctx, prevented=square)
        return


def _still_fighting(state: DZState, battle: Battle) -> bool:
    here = set(state.squares.get(battle.square, ()))
    return (
        any(i in here for i in battle.attackers)
        and any(i in here for i in battle.attacked)
        and opposing(state, battle.square)
    )


def exchange_expected(state: DZState, battle: Battle) -> dict[str, int] | None:
    """Damage per receiving unit for this step's exchange (3.12.2, 3.13.2, 5.4.1-1); None if unknown."""
    units = state.units_in(battle.square)
    out: dict[str, int] = {}
    for card in units:
        d = state.defn(card)
        if d is None:
            return None
        if d.type != UNIT:
            continue
        deals = d.accel if battle.step == "battle1" else card.iid not in battle.dealt
        if not deals:
            continue
        power = max(state.power(card) or 0, 0)
        if not power:
            continue  # a unit at power 0 deals no damage (a battle fought although 4.16.4-4 prevented it)
        for other in units:
            if other.holder != card.holder:
                out[other.iid] = out.get(other.iid, 0) + power
    return out


def leave_step(state: DZState, ctx: Context, battle: Battle) -> None:
    step = battle.step
    if state.stack:
        ctx.flag(C.PHASE_WITH_STACK, {"what": f"battle step {step}", "count": len(state.stack)})
    if (
        step in ("battle1", "battle2")
        and step not in battle.exchanged
        and not battle.prevented  # no battle occurred, so no exchange is owed (3.11.1-1)
        and _still_fighting(state, battle)
    ):
        # The exchange goes on the stack whenever both units are still there, even one that carries no
        # damage (no unit with 加速 in the first step): 3.12.2, 3.13.2 and 3.4.3 set no other condition.
        ctx.flag(C.EXCHANGE_MISSING, {"step": step, "square": battle.square}, cards=battle.units)


def split_step(step: str | None) -> tuple[str | None, str | None]:
    """A step as the log writes it: `battle2`, or `battle2@B31` naming the battle by its square (nested
    battles, 3.11.3)."""
    if isinstance(step, str) and "@" in step:
        name, square = step.split("@", 1)
        return name, square
    return step, None


def advance_battle(state: DZState, ctx: Context, raw: str | None) -> None:
    """Move the battles to the entry's step: `None` ends every battle in progress, innermost first; a bare
    step is the innermost battle's; `<step>@<square>` names a waiting battle: the battles that made it wait
    end first, their steps left passing, but one with an exchange still to make had not ended, and going
    on with the waiting battle then is illegal (3.11.3). A bare step before the battle end step the
    innermost battle is in ends that battle and resumes the one waiting for it."""
    step, square = split_step(raw)
    battle = state.battle
    assert battle is not None
    if step is None:
        while state.battle is not None:
            if not _advance(state, ctx, state.battle, None):
                return
        return
    if step not in BATTLE_STEPS:
        ctx.flag(C.UNKNOWN_PHASE, {"phase": raw})
        return
    if square is not None and square != battle.square:
        target = next((b for b in state.waiting if b.square == square), None)
        if target is None:
            ctx.flag(C.UNKNOWN_PHASE, {"phase": raw})
            return
        while state.battle is not target:
            inner = state.battle
            assert inner is not None
            if inner.prevented:
                # A battle fought although a rule effect prevented it (battle.prevented) never occurred, so
                # it made no battle wait (3.11.1-1, 3.11.3): going back to the battle in progress leaves it,
                # with nothing of it owed.
                close_battle(state, inner)
            elif _still_to_fight(state, inner):
                ctx.flag(
                    C.WAITING_BATTLE,
                    {"square": target.square, "current": inner.square, "in_step": inner.step},
                    cards=inner.units,
                )
                _swap(state, inner, target)
            else:
                _advance(state, ctx, inner, None)
        _advance(state, ctx, target, step)
        return
    resumes = (
        state.waiting
        and battle.step == "battle_end"
        and BATTLE_STEPS.index(step) < BATTLE_STEPS.index(battle.step)
        and BATTLE_STEPS.index(step) >= BATTLE_STEPS.index(state.waiting[-1].step)
    )
    if resumes:
        _advance(state, ctx, battle, None)
        battle = state.battle
        assert battle is not None
    _advance(state, ctx, battle, step)


def _swap(state: DZState, inner: Battle, target: Battle) -> None:
    """The table went on with the waiting battle: the replay follows it, the battle in progress now waiting
    for that one, with its own stack and held-back triggers."""
    state.waiting.remove(target)
    inner.held_triggers, state.suspended_triggers = state.suspended_triggers, target.held_triggers
    inner.suspended, target.suspended = target.suspended, inner.suspended
    inner.waited = True
    state.waiting.append(inner)
    state.battle = target


def _still_to_fight(state: DZState, battle: Battle) -> bool:
    """Whether the battle still has an exchange to make: its units are both there and a first or second
    step's exchange is not made yet. A log that goes on with the battle it made wait then has not let it
    end (3.11.3); otherwise the steps left pass with nothing in them."""
    if battle.step == "battle_end" or not _still_fighting(state, battle):
        return False
    return not (battle.step == "battle2" and "battle2" in battle.exchanged)


def _advance(state: DZState, ctx: Context, battle: Battle, step: str | None) -> bool:
    """Move one battle to `step` (None: the battle is over), checking what each step requires."""
    target = BATTLE_STEPS.index(step) if step is not None else len(BATTLE_STEPS)
    current = BATTLE_STEPS.index(battle.step)
    if target < current:
        ctx.flag(C.BATTLE_STEP, {"step": step, "current": battle.step})
        return False
    while current < target:
        leave_step(state, ctx, battle)
        if battle.step == "battle_end":
            end_battle(state, ctx, battle)
            return True
        current += 1
        battle.step = BATTLE_STEPS[current]
        state.priority = state.active
        if battle.step == "battle_end":
            here = [c for c in state.units_in(battle.square)]
            battle.winner = here[0].iid if len(here) == 1 else None  # 3.14.1-1
            if state.abilities_on:
                state.entered_end.append(battle)
    return True


def end_battle(state: DZState, ctx: Context, battle: Battle) -> None:
    for iid, rule in due(state).items():
        if rule not in ("4-9", "4-10"):
            continue
        card = state.cards[iid]
        key = ("rule", iid, card.incarnation)
        if key in state.reported:
            continue
        state.reported.add(key)
        why = "the attacking unit, both units remained" if rule == "4-10" else "played into the central area"
        extra = []
        if rule == "4-10" and any(iid in b.attacked for b in state.waiting):
            extra.append("3.11.5-2")  # attacking here though attacked in the battle that waits
        if rule == "4-9" and card.square != battle.square:
            # Still this battle's battling unit in another square (3.11.1-2), also after fighting a battle
            # there that occurred during this one (3.11.1-3).
            extra += ["3.11.1-2", "3.11.1-3"] if battle.waited else ["3.11.1-2"]
        ctx.flag(
            C.BATTLE_END_SKIPPED,
            {"square": battle.square, "card": iid, "why": why},
            cards=[iid],
            players=[card.holder],
            extra_clauses=[f"{C.GAME}:{n}" for n in extra],
        )
    close_battle(state, battle)


def close_battle(state: DZState, battle: Battle) -> None:
    """The battle is over: its suspended stack resumes (3.14.4), and so does the battle it made wait (3.11.3)."""
    state.fought[battle.square] = state.clock
    resumed = state.waiting.pop() if state.waiting else None
    state.battle = resumed
    state.stack = battle.suspended + state.stack
    state.priority = state.active
    # The triggers it held back go on the stack now (3.11.2); the resumed battle holds back its own again.
    state.triggers.pending.extend(state.suspended_triggers)
    state.suspended_triggers = resumed.held_triggers if resumed is not None else []
    state.ended.append(battle)
