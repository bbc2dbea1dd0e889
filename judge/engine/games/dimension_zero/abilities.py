"""Declared abilities in Dimension Zero (part 4, chapters 2-11; part 5) on the shared machinery.

The replay turns what each entry did into the events of the vocabulary (cards.VOCAB): card moves (a card
placed in a square, leaving it, reaching the graveyard …), a battle occurring (攻撃した時/攻撃された時),
its winner, its end, the recovery phase and the end of the turn. Each event makes the triggered abilities
whose trigger it meets pending, once per time (4.8.6), and only if it really happened: a move a
replacement effect changed is the event of where the card went instead (4.8.7, 4.15.4). The log must then
put them on the stack the next time a player would receive priority (4.8.2), the active player's first
(4.8.3); a pending trigger waits while a battle goes on (3.11.2). Targets are checked when chosen (4.7.2-5,
4.8.4-2) and on resolution (4.9.2-1). Everything stays idle for a header that declares no ability and no
ability keyword, so old logs replay exactly as before and at the same speed.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.abilities import (
    AbilityDef,
    ActOption,
    Event,
    Pending,
    Source,
    TargetProblem,
    TargetSpec,
    check_targets,
    find_ability,
    pending_options,
    target_groups,
    trigger_matches,
)
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dimension_zero import board, deck_order
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.cards import BASE, STRATEGY, UNIT, CardDef
from judge.engine.games.dimension_zero.japanese import PHASE_JA
from judge.engine.games.dimension_zero.refs import parse_ref
from judge.engine.games.dimension_zero.state import Battle, Card, DZState, StackItem, affects

TRIGGERED = frozenset({"triggered"})
# What a card move is, by where it went (the zone-change events of 4.8.10).
TO_EVENT = {
    "graveyard": "to_graveyard",
    "hand": "to_hand",
    "energy": "to_energy",
    "smash": "to_smash",
    "remove": "to_remove",
}
# The delayed trigger 即死 creates (5.2.2): 「そのバトル終了時に、そのユニットを持ち主の墓地に置く」.
SOKUSHI = AbilityDef(id="sokushi", kind="triggered")
SOKUSHI_END = AbilityDef(id="sokushi_end", kind="triggered")
_LATER_EVENTS = frozenset({"turn_end", "battle_end"})


def enable_statics(state: DZState) -> None:
    """The cards whose static abilities change power, smash or races: read from the header alone, so the
    position a snapshot gives is judged with them too (4.5.2: they apply to every card they describe at
    every moment; 4.14.4-1: 小さな刃マキリ's +1000 holds while it is in the central area)."""
    state.static_sources = frozenset(cid for cid, d in state.defs.items() if d.static_mods)
    state.race_sources = frozenset(
        cid
        for cid, d in state.defs.items()
        if any(a.kind == "static" and isinstance(a.effect.get("add_race"), str) for a in d.abilities)
    )


def enable(state: DZState) -> None:
    enable_statics(state)
    state.trigger_cards = frozenset(
        cid for cid, d in state.defs.items() if any(a.kind == "triggered" for a in d.abilities)
    )
    state.trigger_events = frozenset(
        a.trigger.event
        for d in state.defs.values()
        for a in d.abilities
        if a.kind == "triggered" and a.trigger is not None
    )
    state.rule_statics = frozenset(
        cid
        for cid, d in state.defs.items()
        if any(
            a.kind == "static"
            and not a.text
            and ("no_draw" in a.effect or ("instead" in a.effect and a.targets))
            for a in d.abilities
        )
    )
    state.abilities_on = any(
        d.abilities
        or d.sokushi is not None
        or d.resist
        or d.flash
        or d.summon
        or d.supply
        or d.formation
        or d.kakusei
        or d.raid
        for d in state.defs.values()
    )


def statics_in_play(state: DZState, key: str) -> list[tuple[Card, AbilityDef]]:
    """The static abilities with `key` in their effect of the cards in squares (their text works there,
    2.10.3)."""
    if not state.rule_statics:
        return []
    out: list[tuple[Card, AbilityDef]] = []
    for iids in state.squares.values():
        for iid in iids:
            card = state.cards[iid]
            if card.card not in state.rule_statics:
                continue
            d = state.defn(card)
            out += [(card, a) for a in (d.abilities if d else ()) if a.kind == "static" and key in a.effect]
    return out


def no_draw(state: DZState, seat: str) -> str | None:
    """The card whose 「カードを引くことができない」 binds `seat` (`no_draw`: own / opponent / all), if any."""
    for card, ability in statics_in_play(state, "no_draw"):
        who = ability.effect["no_draw"]
        if who == "all" or (who == "own") == (card.holder == seat):
            return card.iid
    return None


def replacement(state: DZState, card: Card) -> tuple[str, str] | None:
    """A static 「墓地に置かれる時、かわりに…」 that describes `card` (its targets read as the cards it
    replaces for): (its source, the zone instead). An optional one (「置いてよい」) is the player's choice."""
    for source, ability in statics_in_play(state, "instead"):
        zone = ability.effect["instead"]
        if (
            ability.optional
            or not ability.targets
            or zone not in ("energy", "hand", "deck", "smash", "remove")
        ):
            continue
        if any(affects(state, source, spec, card) for spec in ability.targets):
            return source.iid, zone
    return None


def lasting_effect(state: DZState, item: StackItem) -> None:
    """A resolved spell or ability's 「ターン終了時まで、すべてのユニットは移動できない」 (`no_move`, duration
    turn): it changes no card's data, so it reaches units put into squares later too (4.14.3-2)."""
    ability = item.ability
    if ability is not None and ability.effect.get("no_move") and ability.duration == "turn" and item.card:
        state.no_move = (state.turn, item.card)
    zone = ability.effect.get("free_forward_move_if") if ability is not None else None
    if zone in TO_EVENT and item.card and ability is not None and not ability.unmodelled:
        # 「そうした場合」: whether the action was done is what its `effect` entries record next (4.15.5-1).
        state.free_move_wait = (item.card, zone)


def action_done(state: DZState, source: str | None, to: Any, instead_of: Any) -> None:
    """An `effect` move of `source`'s resolution: if it is the action a free forward move waits for, the move
    is free this turn. An action a replacement effect replaced was still done (4.15.5-1)."""
    wait = state.free_move_wait
    if wait is None or source != wait[0] or wait[1] not in (to, instead_of):
        return
    card = state.cards.get(source)
    if card is not None and card.zone == "square":
        state.free_moves[source] = (state.turn, card.incarnation, instead_of == wait[1])


def forward_move_free(state: DZState, card: Card, to: Any) -> bool | None:
    """None if `card`'s move to `to` costs what it always does; else whether its cost is 〔無0〕 by a granted
    free forward move that a replacement effect's replaced action granted (citing 4.15.5-1)."""
    granted = state.free_moves.get(card.iid)
    if granted is None or granted[:2] != (state.turn, card.incarnation) or not isinstance(to, str):
        return None
    if not (board.is_battle(to) and board.is_battle(card.square or "")):
        return None
    # 前方: one row toward the player's enemy area, in the same line (2.24.7).
    step = 1 if card.holder == state.seats[0] else -1
    here = card.square or ""
    if to[2] != here[2] or int(to[1]) - int(here[1]) != step:
        return None
    return granted[2]


# --- costs: 隊列召喚, 覚醒 (5.8.2, 5.7.3), 急襲 (5.16) -------------------------------------------------


def play_cost(
    state: DZState,
    ctx: Context,
    entry: Entry,
    seat: str,
    d: CardDef,
    what: str,
    from_plan: bool,
    normal: dict[str, int],
) -> dict[str, int]:
    """The cost a play pays: the formation cost (5.8.2), a 覚醒 cost (an alternative cost of a plan-zone
    effect: only from the plan zone, 5.7.3-1, 5.7.1), or the use cost."""
    args = entry.args
    if args.get("special") == "formation" and d.formation:
        return d.formation_cost
    if args.get("alt") != "kakusei":
        return normal
    choice = args.get("alt_index", 0)
    problem = None
    if not d.kakusei:
        problem = ("the card has no 覚醒", "このカードは覚醒を持ちません")
    elif not from_plan:
        problem = (
            "覚醒 is a plan-zone effect: only a card played from the plan zone",
            "覚醒はプランゾーン効果です",
        )
    elif not isinstance(choice, int) or not 0 <= choice < len(d.kakusei):
        problem = ("no such 覚醒 cost", "その覚醒コストはありません")
    if problem is not None:
        ctx.flag(C.KAKUSEI, {"card": what, "problem": problem[0], "problem_ja": problem[1]}, players=[seat])
    if d.kakusei and isinstance(choice, int) and 0 <= choice < len(d.kakusei):
        return d.kakusei[choice]  # judged once: the payment is read against the cost the player chose
    return normal


def raid(state: DZState, ctx: Context, entry: Entry, seat: str, card: Card, d: CardDef | None) -> None:
    """急襲[n]: instead of the move cost, freeze n released bases in your base squares (5.16.2)."""
    refs = entry.args.get("raid")
    iids = [r[0] for r in (parse_ref(x) for x in (refs if isinstance(refs, list) else [])) if r]
    own = set(board.base_squares(seat))
    problem = None
    if d is None or not d.raid:
        problem = ("the unit has no 急襲", "このユニットは急襲を持ちません")
    elif len(set(iids)) != d.raid:
        problem = (
            f"{len(set(iids))} bases frozen where 急襲 is {d.raid}",
            f"急襲{d.raid}に対し{len(set(iids))}枚です",
        )
    else:
        for iid in iids:
            base = state.cards.get(iid)
            if base is None or base.holder != seat or base.square not in own or not _is(state, base, BASE):
                problem = (
                    f"{iid} is not a base in your base squares",
                    f"{iid}は自分のベーススペースのベースではありません",
                )
            elif base.frozen:
                problem = (f"{iid} is frozen", f"{iid}はフリーズ状態です")
    advance = d is not None and bool(d.advance) and entry.args.get("advance") is True
    if problem is None and entry.args.get("pay") and not advance:
        problem = ("急襲 replaces the move cost: nothing else is paid", "急襲は移動コストのかわりです")
    if problem is not None:
        ctx.flag(
            C.RAID,
            {"card": card.iid, "problem": problem[0], "problem_ja": problem[1]},
            cards=[card.iid],
            players=[seat],
        )
    for iid in iids:
        base = state.cards.get(iid)
        if base is not None:
            base.frozen = True


# --- 召集 (5.3) -----------------------------------------------------------------------------------


SPECIAL_PLAYS = ("summon", "formation")


def _square_of(state: DZState, seat: str, row: int, line: int) -> str:
    """The battle square in `seat`'s own view: row 1 its home area, 3 its enemy area; line 1 its left."""
    if seat == state.seats[0]:
        return f"B{row}{line}"
    return f"B{4 - row}{4 - line}"  # the other side of the board: its left is the first seat's right


def _view(state: DZState, seat: str, square: str) -> tuple[int, int]:
    row, line = int(square[1]), int(square[2])
    return (row, line) if seat == state.seats[0] else (4 - row, 4 - line)


FORMATION_CLAUSES = {
    "straight": "5.8.2-1",
    "triangle": "5.8.2-2",
    "x": "5.8.2-3",
    "underbar": "5.8.2-4",
    "small_eye": "5.8.2-5",
    "big_eye": "5.8.2-6",
    "big_triangle": "5.8.2-7",
    "bottom_bar": "5.8.2-8",
}


def formation_problem(state: DZState, seat: str, d: CardDef, square: str | None) -> str | None:
    """Why a 隊列召喚 play into `square` is not allowed (None: it is), by the definition (5.8.2-1 … -8)."""
    if not square or not board.is_battle(square):
        return "not a battle-space square"

    def mine(sq: str) -> bool:
        return any(c.holder == seat and _is(state, c, UNIT) for c in state.units_in(sq))

    def my_base(line: int) -> bool:
        own = board.base_squares(seat)
        index = line - 1 if seat == state.seats[0] else 3 - line
        return any(c.holder == seat for c in state.units_in(own[index]))

    row, line = _view(state, seat, square)
    need: list[str] = []
    bases: list[int] = []
    centre = (row, line) == (2, 2)
    kind = d.formation
    if kind == "small_eye":
        # Behind one of your units in the same line: the square one row nearer your home (5.8.2-5).
        if row == 3 or not mine(_square_of(state, seat, row + 1, line)):
            return "no unit of yours in front of it in the same line"
        return None
    if kind == "big_eye":
        if row != 2:
            return "a big eye plays into the central area"
        need = [_square_of(state, seat, 1, line), _square_of(state, seat, 3, line)]
    elif not centre:
        return "this formation plays into the central square of the centre line"
    elif kind == "straight":
        need = [_square_of(state, seat, 2, 1), _square_of(state, seat, 2, 3)]
    elif kind == "triangle":
        need = [_square_of(state, seat, 1, 1), _square_of(state, seat, 1, 3), _square_of(state, seat, 3, 2)]
    elif kind == "x":
        need = [_square_of(state, seat, r, ln) for r in (1, 3) for ln in (1, 3)]
    elif kind == "underbar":
        need = [_square_of(state, seat, 1, ln) for ln in (1, 2, 3)]
    elif kind == "big_triangle":
        need, bases = [_square_of(state, seat, 3, 2)], [1, 3]
    elif kind == "bottom_bar":
        bases = [1, 2, 3]
    if not all(mine(sq) for sq in need) or not all(my_base(ln) for ln in bases):
        return "the formation's squares do not all hold your cards"
    return None


def _is(state: DZState, card: Card, kind: str) -> bool:
    d = state.defn(card)
    return d is not None and d.type == kind


def summon_ok(state: DZState, via: Card | None, square: str | None) -> bool:
    """Whether `square` meets the 召集 square condition of `via` now (5.3.2, 5.3.2-1)."""
    d = state.defn(via)
    if via is None or d is None or d.summon is None or via.zone != "square" or not square:
        return False
    if d.summon == "same_line":
        return board.is_battle(square) and _line(via.square, state) == _line(square, state)
    return board.adjacent(via.square or "", square)


def special_play(state: DZState, ctx: Context, entry: Entry, seat: str, card: Card, what: str) -> bool:
    """A play by 召集 (`special: "summon"`, `via`): the square must be a battle square with no unit that
    meets the condition of a card with 召集 the player controls (5.3.2). Returns True when the play is
    a 召集 play (the normal square rules of 2.20.1-2 do not apply: it is played as if into the home area)."""
    special = entry.args.get("special")
    if isinstance(special, list):
        if len(special) > 1:
            ctx.flag(
                C.SPECIAL_COMBINED, {"card": what, "methods": " + ".join(map(str, special))}, players=[seat]
            )
        special = special[0] if special else None
    if special == "formation":
        d = state.defn(card)
        square = entry.args.get("to") if isinstance(entry.args.get("to"), str) else None
        problem = (
            "the unit has no 隊列召喚"
            if d is None or d.formation is None
            else formation_problem(state, seat, d, square)
        )
        if problem is not None:
            # The definition's own clause is the one that says which squares it needs (5.8.2-1 … -8).
            clause = FORMATION_CLAUSES.get(getattr(d, "formation", None) or "")
            ctx.flag(
                C.FORMATION,
                {
                    "card": what,
                    "square": square,
                    "formation": getattr(d, "formation", None),
                    "problem": problem,
                },
                cards=[card.iid],
                players=[seat],
                extra_clauses=[f"{C.GAME}:{clause}"] if clause else (),
            )
        return True
    if special != "summon":
        return False
    ref = parse_ref(entry.args.get("via"))
    via = state.cards.get(ref[0]) if ref else None
    square = entry.args.get("to") if isinstance(entry.args.get("to"), str) else None
    problem: tuple[str, str] | None = None
    vd = state.defn(via)
    if via is None or vd is None or vd.summon is None or via.zone != "square" or via.holder != seat:
        problem = (
            "that card is not a card with 召集 the player controls in a square",
            "そのカードはプレイヤーが支配するスクエアにある召集を持つカードではありません",
        )
    elif square is None or not board.is_battle(square) or state.units_in(square):
        problem = (
            "召集 plays only into a battle-space square with no unit",
            "召集はユニットのないバトルスペースのスクエアにのみプレイできます",
        )
    elif not summon_ok(state, via, square):
        problem = ("the square does not meet its square condition", "スクエア条件を満たしていません")
    if problem is not None:
        ctx.flag(
            C.SUMMON,
            {
                "card": what,
                "via": via.iid if via else str(entry.args.get("via")),
                "square": square,
                "problem": problem[0],
                "problem_ja": problem[1],
            },
            cards=[card.iid],
            players=[seat],
        )
    return True


# --- where an ability works (4.5.1, 4.8.11, 5.7.1) ----------------------------------------------------


def _works_in(ability: AbilityDef, card: Card, plan: bool) -> bool:
    zone = ability.zone
    if zone is None or zone == "square":
        return card.zone == "square"
    if zone == "battle":
        return card.zone == "square" and board.is_battle(card.square or "")
    if zone == "base":
        return card.zone == "square" and not board.is_battle(card.square or "")
    if zone == "plan":
        return plan  # プランゾーン効果 (5.7.1): the face-up top card of the deck
    return card.zone == zone


def _sources(state: DZState, left: dict[str, tuple[str | None, str, bool]]) -> list[Source]:
    """Every card with a triggered ability that works where the card is now, or was before it left its
    square or the plan zone in this entry (the last information, 4.8.11, 4.8.10-2)."""
    out: list[Source] = []
    with_triggers, defs = state.trigger_cards, state.defs
    # Every card the replay knows is looked at each time: the few with triggers are picked out first.
    for card in [c for c in state.cards.values() if c.card in with_triggers]:
        d = defs.get(card.card)  # what state.defn reads: the card's id is known (it has triggers)
        if d is None:
            continue
        plan = state.players[card.owner].plan == card.iid
        before = left.get(card.iid)
        works = [
            a
            for a in d.abilities
            if a.kind == "triggered"
            and (
                _works_in(a, card, plan)
                or (
                    before is not None
                    and (
                        (before[0] is not None and (a.zone is None or a.zone in ("square", "battle", "base")))
                        or (before[2] and a.zone == "plan")
                    )
                )
            )
        ]
        if works:
            master = before[1] if before is not None and card.zone != "square" else card.holder
            works = [a for a in works if not a.keywords or keyword_text_on(state, a, master)]
        if works:
            out.append(Source(card.iid, master, tuple(works)))
    return out


def keyword_text_on(state: DZState, ability: AbilityDef, master: str) -> bool:
    """連動 and 共鳴 make an ability's text work only while their condition holds: 連動 while the named
    cards are in its master's graveyard (5.12.2), 共鳴 while one of its master's units was put into a square
    by resolving its move this turn (5.13.2, 5.13.2-1, 5.13.3)."""
    link = ability.keywords.get("link")
    if link:
        names = link if isinstance(link, list) else [link]
        grave = {c.card for c in state.players[master].zones["graveyard"].values()}
        if not all(n in grave for n in names):
            return False
    return not (ability.keywords.get("resonance") and master not in state.resonance)


def _line(square: str | None, state: DZState) -> str | None:
    if not square:
        return None
    if board.is_battle(square):
        return square[2]
    seat = board.base_owner(square)
    if seat is None:
        return None
    line = int(square[-1])
    return str(line if seat == state.seats[0] else 4 - line)  # a player's right is the other's left


class _Reader:
    """The game's own trigger conditions (type, line, if) for the shared matcher."""

    def __init__(self, state: DZState, squares: dict[str, str | None]) -> None:
        self.state, self.squares = state, squares

    def _square(self, iid: str | None) -> str | None:
        if iid is None:
            return None
        card = self.state.cards.get(iid)
        if card is not None and card.zone == "square":
            return card.square
        return self.squares.get(iid)

    def __call__(self, key: str, want: Any, event: Event, source: Source) -> bool | None:
        state = self.state
        if key == "type":
            d = state.defn(state.cards.get(event.card or ""))
            return d is not None and d.type == want
        if key == "line":
            here = _line(self._square(source.iid), state)
            there = _line(event.data.get("square") or self._square(event.card), state)
            return here is not None and here == there
        if key == "adjacent":  # 「このカードに隣接するスクエアに」 (up, down, left or right: 2.24)
            here = self._square(source.iid)
            there = event.data.get("to_square") or self._square(event.card)
            return bool(here and there and board.adjacent(here, there)) == bool(want)
        if key == "if":
            return condition_holds(state, source.iid, want)
        if key == "pincer":  # 挟撃: an opposing unit between this card and a unit of yours (5.9.1, 5.9.3)
            return bool(pinched(state, source)) == bool(want)
        if key == "advance":  # 進撃: the move's additional cost was paid (5.11.2)
            return bool(event.data.get("advance")) == bool(want)
        if (
            key == "source"
        ):  # 「このカード以外から」: what dealt the damage (or moved the card) is another card
            return (event.data.get("source") != source.iid) == (want == "other")
        return None


def pinched(state: DZState, source: Source, *, diagonal_only: bool = False) -> list[str]:
    """The opposing units between this card and a unit of the same controller, in a line of three
    squares across, along or diagonally (挟撃, 5.9.1; diagonals count, 5.9.3)."""
    card = state.cards.get(source.iid)
    if card is None or card.zone != "square" or not board.is_battle(card.square or ""):
        return []
    row, line = int(card.square[1]), int(card.square[2])  # type: ignore[index]
    out: list[str] = []
    for dr in (-1, 0, 1):
        for dl in (-1, 0, 1):
            if (dr, dl) == (0, 0) or (diagonal_only and 0 in (dr, dl)):
                continue
            far = f"B{row + 2 * dr}{line + 2 * dl}"
            middle = f"B{row + dr}{line + dl}"
            if not board.is_battle(far):
                continue
            if not any(c.holder == card.holder and _is(state, c, UNIT) for c in state.units_in(far)):
                continue
            out += [c.iid for c in state.units_in(middle) if c.holder != card.holder and _is(state, c, UNIT)]
    return out


def condition_holds(state: DZState, iid: str, condition: str) -> bool:
    card = state.cards.get(iid)
    if card is None:
        return False
    if condition == "self_on_square":
        return card.zone == "square"
    if condition == "self_in_battle":
        return card.zone == "square" and board.is_battle(card.square or "")
    if deck_order.is_deck_condition(condition):
        # Its master's deck (「あなたの山札」); one the log cannot tell about is not taken to hold (6.2).
        return state.deck_order.holds(card.holder) is True
    return True


# --- events ----------------------------------------------------------------------------------------


def notice(state: DZState, events: list[Event]) -> None:
    _notice(state, events, {})


def _notice(state: DZState, events: list[Event], left: dict[str, tuple[str | None, str, bool]]) -> None:
    # An ability triggers only on its own event (trigger_matches): when no declared ability waits for any
    # of these events, looking for the cards that could trigger finds nothing, so it is not done.
    wanted = state.trigger_events
    for event in events:  # a loop, not any(): asked after nearly every entry, a generator each time costs
        if event.name in wanted:
            break
    else:
        return
    sources = _sources(state, left)
    if not sources:
        return
    squares = {iid: sq for iid, (sq, _, _) in left.items()}
    reader = _Reader(state, squares)
    met: set[tuple[str, str]] = set()
    for event in events:
        for source in sources:
            for ability in source.abilities:
                trigger = ability.trigger
                if trigger is None or not trigger_matches(trigger, event, source, reader):
                    continue
                key = (source.iid, ability.id)
                if key in met:
                    state.several.add((*key, event.seq))  # met again by the same moment (4.8.6)
                met.add(key)
                pending = Pending(source.iid, ability, source.master, event)
                if event.name in _LATER_EVENTS:
                    state.later.append(pending)
                else:
                    state.triggers.pending.append(pending)


def after_entry(state: DZState, entry: Entry) -> None:
    """Turn the card moves of this entry into events; each pending trigger waits for its priority."""
    if not state.journal:
        return
    journal, state.journal = state.journal, []
    # Only the events some declared ability triggers on are made: no other can meet a trigger (_notice).
    wanted = state.trigger_events
    if not wanted:
        return
    events: list[Event] = []
    left: dict[str, tuple[str | None, str, bool]] = {}
    for iid, zone, square, holder, was_plan in journal:
        card = state.cards.get(iid)
        if card is None:
            continue
        if zone == "square" or was_plan:
            left.setdefault(iid, (square if zone == "square" else None, holder, was_plan))
        to = card.zone
        origin = "plan" if was_plan else (card.came_from or zone) if zone == "stack" else zone
        if to == "square":
            if "placed" in wanted:
                events.append(
                    Event(
                        "placed",
                        entry.seq,
                        iid,
                        card.holder,
                        {"from": origin, "to": "square", "by": entry.act},
                    )
                )
            continue
        if zone == "square" and "leave_square" in wanted:
            events.append(
                Event("leave_square", entry.seq, iid, holder, {"from": "square", "to": to, "square": square})
            )
        name = TO_EVENT.get(to)
        if name is not None and name in wanted:
            seat = holder if zone == "square" else card.owner
            events.append(Event(name, entry.seq, iid, seat, {"from": origin, "to": to, "square": square}))
    if events:  # each is of a wanted kind: none, and _notice would find nothing to trigger
        _notice(state, events, left)


def battle_started(state: DZState, seq: int | None) -> None:
    """3.11.2: triggers waiting when a battle occurs wait until it ends; 3.12.1: the attack triggers."""
    battle = state.battle
    assert battle is not None
    state.suspended_triggers.extend(state.triggers.clear())
    if battle.prevented:
        return  # fought against the rules (3.11.1-1): no battle occurred, so nobody attacked (3.12.1)
    events = []
    for iid in battle.attackers:
        card = state.cards[iid]
        events.append(Event("attacked", seq, iid, card.holder, {"square": battle.square}))
    for iid in battle.attacked:
        card = state.cards[iid]
        events.append(Event("was_attacked", seq, iid, card.holder, {"square": battle.square}))
    events.append(Event("battle_start", seq, None, state.active, {"square": battle.square}))
    _notice(state, events, {})


def battle_step(state: DZState, seq: int | None, step: str | None, battle: Battle | None = None) -> None:
    """Entering the battle end step: the winner's triggers (3.14.1); 「バトル終了時」 ones wait (3.14.2-2).
    `battle`: one that the same entry also ended (the battle in progress otherwise)."""
    battle = battle or state.battle
    if battle is None or battle.prevented:
        return
    if step == "battle_end":
        events = []
        if battle.winner is not None:
            winner = state.cards[battle.winner]
            events.append(Event("battle_won", seq, winner.iid, winner.holder, {"square": battle.square}))
        events.append(Event("battle_end", seq, None, state.active, {"square": battle.square}))
        _notice(state, events, {})


def battle_over(state: DZState, ctx: Context, battle: Battle) -> None:
    """A battle has ended: its end-of-battle triggers were due (3.14.2-2); those of a battle that waited for
    it are not (3.11.3). The triggers it held back are pending again (rules.close_battle)."""
    mine = (None, battle.square)
    for pending in [
        p for p in state.later if p.event.name == "battle_end" and p.event.data.get("square") in mine
    ]:
        state.later.remove(pending)
        delayed = pending.ability.id == SOKUSHI_END.id or pending.ability.id.endswith(".delayed")
        if delayed and not _victim_here(state, pending):
            continue  # the delayed trigger ceased to exist with its unit (4.4.4-1)
        _missed(state, ctx, pending, "the battle ended")


def phase_entered(state: DZState, seq: int | None, phase: str) -> None:
    """3.10.1: the recovery phase begins with its 「リカバリーフェイズの開始時」 abilities. 「ターン終了時」 is
    not yet: it comes when the stack is empty and both players pass (3.10.2, turn_end_moment)."""
    if phase != "recovery":
        return
    _notice(state, [Event("recovery_start", seq, None, state.active, {})], {})


def turn_end_not_yet(state: DZState) -> bool:
    """Whether 3.10.2's moment cannot be now: outside the recovery phase, or with something on the stack, a
    battle going on, or a trigger still to go on the stack (it goes there before anyone has priority,
    4.8.2, so before both players can pass with the stack empty)."""
    return (
        state.phase != "recovery"
        or bool(state.stack)
        or state.battle is not None
        or bool(state.triggers.pending)
        or bool(state.suspended_triggers)
    )


def turn_end_moment(state: DZState, seq: int | None, seat: str) -> None:
    """3.10.2: 「ターン終了時」 has come for `seat`'s turn: the abilities it triggers wait in `later` until a
    `trigger` entry puts them on the stack. One that already went on the stack this turn does not trigger
    again (4.4.4, whatever 3.10.3's repeated rounds bring), and one already waiting is not doubled."""
    known = state.turn_end_done | {(p.card, p.ability.id) for p in state.later if p.event.name == "turn_end"}
    before = len(state.later)
    _notice(state, [Event("turn_end", seq, None, seat, {})], {})
    state.later[before:] = [p for p in state.later[before:] if (p.card, p.ability.id) not in known]


def snapshot_in_recovery(state: DZState) -> None:
    """A log that starts in the recovery phase: 「ターン終了時」 comes when both players pass with the stack
    empty there (3.10.2), and a snapshot holds no waiting trigger, so the moment may still be to come; the
    abilities it triggers may go on the stack once (4.4.4). Whether it had already come, in an earlier
    round of 3.10.3, the snapshot does not say: leaving them out is not reported (the event has no entry)."""
    if state.phase == "recovery" and state.turn > 0:
        turn_end_moment(state, None, state.active)


def turn_over(state: DZState, ctx: Context, seq: int | None, seat: str) -> None:
    """`seat`'s turn ended. If the log never showed its 「ターン終了時」 moment, it came in the last round of
    the recovery phase, which ends only after it (3.10.2, 3.10.3): what it triggered then was missed.
    Once the log showed it, a later round's moment is not looked for (which new cards 3.10.3's repeat
    would reach the log does not make certain), so nothing more is reported."""
    if not state.turn_end_reached:
        turn_end_moment(state, seq, seat)
    for pending in [p for p in state.later if p.event.name == "turn_end"]:
        if pending.ability.id.endswith(".delayed") and not _victim_here(state, pending):
            continue  # its card changed zones: it ceased to exist (4.4.4-1)
        if pending.event.seq is None:
            continue  # due from the snapshot, which does not say whether it was already put (above)
        _missed(state, ctx, pending, "the turn ended")
    state.later = [p for p in state.later if p.event.name != "turn_end"]
    state.turn_end_done = set()
    state.turn_end_reached = False
    state.several = set()
    state.resonance = set()


def damage_dealt(state: DZState, seq: int | None, dealt: dict[str, int], source: str | None = None) -> None:
    events = []
    for iid, amount in dealt.items():
        card = state.cards.get(iid)
        if card is not None and amount > 0:
            events.append(Event("damaged", seq, iid, card.holder, {"amount": amount, "source": source}))
    _notice(state, events, {})


# --- the log's acts --------------------------------------------------------------------------------


def _what(state: DZState, iid: str, ability: str) -> str:
    card = state.cards.get(iid)
    d = state.defn(card)
    return f"{iid} ({d.name})" if d is not None else iid


def _missed(state: DZState, ctx: Context, pending: Pending, when: str) -> None:
    ability = pending.ability
    if no_legal_target(state, ability, pending.master, pending.card):
        return  # it would have been removed from the stack at once: leaving it out changes nothing (4.8.4-2)
    extra = []
    if (pending.card, ability.id, pending.event.seq) in state.several:
        extra.append("4.8.6")  # one of several times one moment met its trigger event: each triggers once
    if pending.event.name == "battle_won":
        extra.append("3.14.1-1")  # the winner is decided at the start of the battle end step
    if pending.event.name == "recovery_start":
        extra.append("3.10.1")  # it goes on the stack as the recovery phase begins, after damage is removed
    if pending.event.name in ("attacked", "was_attacked"):
        # Who attacked and who was attacked (3.11.5), which triggers as the first battle step begins (3.12.1);
        # two units placed into the square at the same moment are both (3.11.5-1).
        extra += ["3.11.5", "3.12.1"]
        battles = (state.battle, *state.waiting) if state.battle is not None else ()
        if any(pending.card in b.attackers and pending.card in b.attacked for b in battles):
            extra.append("3.11.5-1")
    if ability.trigger is not None and ability.trigger.where.get("pincer"):
        # 挟撃 (5.9.1) triggers across a diagonal too (5.9.3).
        extra.append("5.9.1")
        if pinched(state, Source(pending.card, pending.master, (ability,)), diagonal_only=True):
            extra.append("5.9.3")
    if ability.trigger is not None and deck_order.is_deck_condition(ability.trigger.where.get("if")):
        # Its condition held: the acts that touched the deck did not determine its order (6.2.5, 6.2.6).
        extra += ["6.2.1", *state.deck_order.clauses_for(pending.master)]
    ctx.flag(
        C.TRIGGER_MISSED,
        {
            "card": _what(state, pending.card, ability.id),
            "ability": ability.id,
            "event": pending.event.name,
            "when": when,
        },
        cards=[pending.card],
        players=[pending.master],
        verdict=Verdict.NEEDS_RULING if ability.unmodelled else None,
        unknown="what the ability's own text says" if ability.unmodelled else None,
        extra_clauses=[f"{C.GAME}:{n}" for n in extra],
    )


def priority_due(state: DZState, ctx: Context, entry: Entry) -> None:
    """A player is about to act with priority (or both passed): every pending trigger had to be on the
    stack already (4.8.2, 4.6.3)."""
    state.replaced.clear()
    state.masters.clear()
    state.free_move_wait = None  # the resolution that could do its action is over
    pick = state.owed_pick
    if pick is not None:
        state.owed_pick = None
        source, seat, known, done = pick
        if not done and known:
            ctx.flag(
                C.HAND_PICK_NOT_FOUND,
                {"source": source, "seat": seat, "known": ", ".join(known)},
                cards=[source, *known],
                players=[seat],
            )
    owed = state.owed_discard
    if owed is not None:
        state.owed_discard = None
        source, seat, asked, held, done = owed
        if done != min(asked, held):
            ctx.flag(
                C.DISCARD_COUNT,
                {
                    "source": source,
                    "seat": seat,
                    "done": done,
                    "asked": asked,
                    "held": held,
                    "expected": min(asked, held),
                },
                cards=[source],
                players=[seat],
            )
    if not state.triggers.pending:
        return
    for pending in state.triggers.clear():
        _missed(state, ctx, pending, f"the {entry.act} at entry {entry.seq}")


def _victim_here(state: DZState, pending: Pending) -> bool:
    victim = pending.event.data.get("victim")
    if victim is None and pending.ability.id.endswith(".delayed"):
        return True  # it affects no particular card: nothing makes it cease (4.4.4-1)
    card = state.cards.get(victim[0]) if victim else None
    return card is not None and card.zone == "square" and card.incarnation == victim[1]


def put_on_stack(state: DZState, ctx: Context, entry: Entry, card: Card | None, iid: str) -> StackItem:
    """A `trigger` entry: the ability must be pending (or due later), in the order of 4.8.3."""
    args = entry.args
    ability_id = args.get("ability")
    item = StackItem("ability", entry.actor or state.active, card=iid, seq=entry.seq)
    d = state.defn(card)
    if d is None or not state.abilities_on:
        return item
    # A delayed ability a resolved spell or ability created (4.4.4): "<its id>.delayed".
    delayed = isinstance(ability_id, str) and ability_id.endswith(".delayed")
    keyword = ability_id in (SOKUSHI.id, SOKUSHI_END.id, "即死") or delayed
    declared = find_ability(d.abilities, ability_id) if not keyword else None
    if not keyword and declared is None:
        if d.abilities:
            ctx.flag(C.ABILITY_UNKNOWN, {"card": _what(state, iid, ""), "ability": ability_id}, cards=[iid])
        return item
    wanted = (
        ability_id if ability_id == SOKUSHI_END.id or delayed else (SOKUSHI.id if keyword else ability_id)
    )
    # 3.10.2: a 「ターン終了時」 ability (declared, or created by a resolved effect, 4.4.4) triggers at the
    # end-of-turn moment; put on the stack before it, it is early, and the replay follows the table.
    at_turn_end = (
        declared is not None and declared.trigger is not None and declared.trigger.event == "turn_end"
    ) or any(p.card == iid and p.ability.id == wanted and p.event.name == "turn_end" for p in state.later)
    early = at_turn_end and not state.turn_end_reached and turn_end_not_yet(state)
    if at_turn_end and state.phase == "recovery":
        if not early:
            state.turn_end_reached = True  # the stack is empty: both players passed (log format: passes)
        turn_end_moment(state, entry.seq, state.active)
    pools = (state.triggers.pending, state.later)
    pending = next((p for pool in pools for p in pool if p.card == iid and p.ability.id == wanted), None)
    if pending is None and early and declared is not None and state.phase != "recovery":
        # Put on the stack in an earlier phase, an ability the coming end of this turn will trigger is early
        # (3.10.2), not one that never triggers: the table follows it, and it is not put on the stack again
        # at the end of the turn (4.4.4).
        pending = _due_at_turn_end(state, entry.seq, iid, wanted)
        if pending is not None:
            state.later.append(pending)
    what = _what(state, iid, str(ability_id))
    waiting = next((p for p in state.suspended_triggers if p.card == iid and p.ability.id == wanted), None)
    if pending is None and waiting is not None:
        state.suspended_triggers.remove(waiting)
        ctx.flag(
            C.SUSPENDED_TRIGGER,
            {"card": what, "ability": ability_id},
            cards=[iid],
            players=[waiting.master],
        )
        pending = waiting
        item.ability = declared
        item.controller = waiting.master
        return item
    if pending is None:
        _not_triggered(state, ctx, entry, iid, what, declared, str(ability_id))
        if declared is not None:
            item.ability = declared
        return item
    (state.triggers.pending if pending in state.triggers.pending else state.later).remove(pending)
    item.controller = pending.master
    if pending.event.name in ("turn_end", "recovery_start"):
        state.turn_end_done.add((pending.card, pending.ability.id))
    if early and pending.event.name == "turn_end":
        _turn_end_early(state, ctx, pending, what, str(ability_id))
    if wanted == SOKUSHI_END.id or delayed:
        if not _victim_here(state, pending):
            victim = pending.event.data.get("victim") or ("?", 0)
            ctx.flag(
                C.DELAYED_GONE,
                {"card": what, "ability": "即死" if not delayed else ability_id, "victim": victim[0]},
                cards=[iid, victim[0]],
                players=[pending.master],
            )
        item.victim = pending.event.data.get("victim")
        return item
    if wanted == SOKUSHI.id:
        item.victim = pending.event.data.get("victim")
        item.ability = SOKUSHI
        return item
    active = state.active
    if pending.master != active:
        first = next((p for p in state.triggers.pending if p.master == active), None)
        if first is not None:
            ctx.flag(
                C.TRIGGER_ORDER,
                {"card": what, "ability": ability_id, "first": f"{first.card}/{first.ability.id}"},
                cards=[iid, first.card],
                players=[pending.master],
            )
    assert declared is not None
    item.ability = declared
    choose_targets(state, ctx, entry, item, declared, what)
    if not item.chosen:
        # Nothing chosen: if a group that must have a target had no legal one, the trigger is removed from
        # the stack (4.8.4-2, 4.11.3), and the action the text asks for is not done (1.1.3).
        item.removed = no_legal_target(state, declared, item.controller, iid)
    return item


def _due_at_turn_end(state: DZState, seq: int, iid: str, ability_id: str) -> Pending | None:
    """The trigger of `iid`'s `ability_id` that this turn's 「ターン終了時」 (3.10.2) would make if it came now
    (its card where it works, its condition met), found by trying the moment and undoing it."""
    later, several = list(state.later), set(state.several)
    before = len(state.later)
    turn_end_moment(state, seq, state.active)
    found = next((p for p in state.later[before:] if p.card == iid and p.ability.id == ability_id), None)
    state.later, state.several = later, several
    return found


def _turn_end_early(state: DZState, ctx: Context, pending: Pending, what: str, ability_id: str) -> None:
    """A 「ターン終了時」 ability put on the stack before 3.10.2's moment: say what kept the moment off."""
    if state.phase != "recovery":
        why = (f"it is the {state.phase} phase", f"{PHASE_JA.get(state.phase, state.phase)}です")
    elif state.stack:
        why = (f"the stack holds {len(state.stack)} item(s)", f"スタックに{len(state.stack)}個あります")
    elif state.battle is not None:
        why = ("a battle is going on", "バトル中です")
    else:
        why = (
            "a trigger had still to go on the stack",
            "スタックに乗せるべき誘発型能力が残っています",
        )
    ctx.flag(
        C.TURN_END_EARLY,
        {"card": what, "ability": ability_id, "why": why[0], "why_ja": why[1]},
        cards=[pending.card],
        players=[pending.master],
    )


def no_legal_target(state: DZState, ability: AbilityDef, master: str, iid: str) -> bool:
    """Whether a target group that must have a target has no legal one now (4.8.4-2, 4.11.3). A group in a
    hidden zone (hand, deck, smash zone) may hold cards the log does not name: not known, so not said."""
    if not ability.targets or ability.unmodelled:
        return False
    colours = state.colours(state.cards.get(iid))
    return any(
        not spec.up_to
        and spec.zone not in ("hand", "deck", "smash")
        and not any(why_not(state, master, spec, c, colours, iid) is None for c in _candidates(state, spec))
        for spec in ability.targets
    )


def _not_triggered(
    state: DZState,
    ctx: Context,
    entry: Entry,
    iid: str,
    what: str,
    declared: AbilityDef | None,
    ability_id: str,
) -> None:
    event = declared.trigger.event if declared is not None and declared.trigger else ability_id
    if ability_id in (SOKUSHI.id, "即死") and iid in state.sokushi_left:
        ctx.flag(C.SOKUSHI_NOT_TRIGGERED, {"card": what}, cards=[iid], players=[entry.actor])
        return
    cond = declared.trigger.where.get("if") if declared is not None and declared.trigger else None
    replaced = state.replaced.get(event)
    unmodelled = declared is not None and declared.unmodelled
    if replaced is not None and not unmodelled:
        ctx.flag(
            C.REPLACED_TRIGGER,
            {"card": what, "ability": ability_id, "event": event, "moved": replaced[0], "zone": replaced[1]},
            cards=[iid, replaced[0]],
            players=[entry.actor],
        )
        return
    if cond is not None and not unmodelled and not condition_holds(state, iid, cond):
        if deck_order.is_deck_condition(cond):
            seat = state.cards[iid].holder if iid in state.cards else entry.actor or state.active
            deck_order.flag_condition(
                ctx, state.deck_order, seat, iid, what, ability_id, ("it did not trigger", "誘発しません")
            )
            state.deck_order.flagged.add(entry.seq)
            return
        ctx.flag(
            C.CONDITION,
            {
                "card": what,
                "ability": ability_id,
                "condition": cond,
                "when": "when its event happened",
                "outcome": "did not trigger",
                "outcome_ja": "誘発しません",
            },
            cards=[iid],
            players=[entry.actor],
        )
        return
    # 「ターン終了時」/「リカバリーフェイズの開始時」 abilities trigger once per turn (4.4.4), whatever 3.10.3's
    # repeated rounds of the recovery phase bring.
    once = event in ("turn_end", "recovery_start") and (iid, ability_id) in state.turn_end_done
    # 4.8.9 decides only for a placement ability that names where the card must come from (「手札から」,
    # 「プランゾーンから」): the other reasons a placement ability did not trigger have their own clauses,
    # and so does a keyword's own condition (結合's card in the graveyard, 5.12.2).
    where_from = declared is not None and declared.trigger is not None and "from" in declared.trigger.where
    from_clause = event == "placed" and where_from and not unmodelled and not (declared and declared.keywords)
    ctx.flag(
        C.NOT_TRIGGERED,
        {"card": what, "ability": ability_id, "event": event},
        cards=[iid],
        players=[entry.actor],
        verdict=Verdict.NEEDS_RULING if unmodelled else None,
        unknown="what the ability's own text says" if unmodelled else None,
        # 4.8.9 says which placements are 「スクエアに置かれた時」 (square to square too) and which are
        # 「手札から」/「プランゾーンから」: a placement ability put on the stack without its event is answered there.
        extra_clauses=[f"{C.GAME}:4.4.4"]
        if once
        else ([f"{C.GAME}:4.8.9"] if from_clause else _event_clauses(event))
        + _keyword_clauses(state, declared, iid, entry.actor, event),
    )


def _keyword_clauses(
    state: DZState, declared: AbilityDef | None, iid: str, master: str | None, event: str
) -> list[str]:
    """The clause of part 5 that says why a keyword's ability put on the stack did not trigger: a ゾーン効果
    works only while its card is in that zone (5.7.1-2), 暴走 only when the top card is turned face up as the
    plan zone, not when an effect puts a card there (5.7.2-2), 進撃 only when the move it was paid for
    resolved (5.11.2), 連動 and 共鳴 only while their condition holds (5.12.2, 5.13.2)."""
    if declared is None or declared.unmodelled:
        return []
    out: list[str] = []
    card = state.cards.get(iid)
    if declared.zone is not None and card is not None and _where_is(state, card) != declared.zone:
        out.append("5.7.1-2")
    if event == "plan_revealed":
        out.append("5.7.2-2")
    if event == "moved" and declared.trigger is not None and declared.trigger.where.get("advance"):
        out.append("5.11.2")
    if declared.keywords and master is not None and not keyword_text_on(state, declared, master):
        out.append("5.13.2" if declared.keywords.get("resonance") else "5.12.2")
    return [f"{C.GAME}:{n}" for n in out]


# The clause that says when a battle's own events happen, which a trigger put on the stack without its event
# turns on: who attacked and was attacked (3.11.5), that they trigger as the first battle step begins, so
# only when a battle occurred (3.12.1), who won the battle (3.14.1-1: none when both units or neither are
# left), and 即死's own condition, a unit of use cost at most its level damaged in a battle (5.2.2).
_EVENT_CLAUSES = {
    "attacked": ("3.11.5", "3.12.1"),
    "was_attacked": ("3.11.5", "3.12.1"),
    "battle_start": ("3.12.1",),
    "battle_won": ("3.14.1-1",),
    SOKUSHI.id: ("5.2.2",),
    "即死": ("5.2.2",),
}


def _event_clauses(event: str) -> list[str]:
    return [f"{C.GAME}:{n}" for n in _EVENT_CLAUSES.get(event, ())]


# --- targets (4.7.2-5, 4.8.4-2, 4.11) -----------------------------------------------------------------


def _where_is(state: DZState, card: Card) -> str:
    if card.zone == "square":
        return "battle" if board.is_battle(card.square or "") else "base"
    if card.zone == "deck" and state.players[card.owner].plan == card.iid:
        return "plan"
    return card.zone


def why_not(
    state: DZState,
    master: str,
    spec: TargetSpec,
    iid: str,
    colours: frozenset[str],
    source_iid: str | None = None,
    partner: Card | None = None,
) -> tuple[str, str] | None:
    """Why `iid` is not a legal target of `spec` for `master`; `colours` are the source's colours as the
    target was chosen (2.27.0: what putting an ability on the stack needs is read at that moment)."""
    card = state.cards.get(iid)
    if card is None:
        return ("it is not a card the log knows", "ログにないカードです")
    where = _where_is(state, card)
    if spec.zone is not None and not (
        spec.zone == where or (spec.zone == "square" and card.zone == "square")
    ):
        return (f"it is in the {where}, not the {spec.zone}", f"{spec.zone}ではなく{where}にあります")
    whose = card.holder if card.zone == "square" else card.owner
    if spec.whose == "own" and whose != master:
        return ("it is not the ability's master's", "能力の支配者のカードではありません")
    if spec.whose == "opponent" and whose == master:
        return ("it is not the opponent's", "相手のカードではありません")
    d = state.defn(card)
    want_type = spec.where.get("type")
    if want_type is not None and (d is None or d.type != want_type):
        return (f"it is not a {want_type}", f"{want_type}ではありません")
    race = spec.where.get("race")
    if race is not None and race not in state.races(card):
        return (f"it is not a {race}", f"種族「{race}」ではありません")
    race_not = spec.where.get("race_not")
    if race_not is not None and race_not in state.races(card):
        return (f"it is a {race_not}, which the text excludes", f"選べない種族「{race_not}」です")
    cost_max = spec.where.get("cost_max")
    if isinstance(cost_max, int) and d is not None and d.total_cost > cost_max:
        return (f"its use cost is above {cost_max}", f"使用コストが{cost_max}を超えています")
    if spec.where.get("line") == "same":
        here = state.cards.get(source_iid or "")
        mine = (here.square if here.zone == "square" else here.last_square) if here is not None else None
        there = card.square if card.zone == "square" else None
        if _line(mine, state) is None or _line(mine, state) != _line(there, state):
            return ("it is not in the same line", "同じラインにありません")
    area = spec.where.get("area")
    if area is not None and (
        card.zone != "square" or board.area(card.square or "", master, state.seats) != area
    ):
        return (f"it is not in the {area} area", f"{area}エリアにありません")
    if "same_area_as" in spec.where and not _same_area(state, master, card, partner):
        return (
            "it is not in the same area as the target it is chosen with",
            "ともに選んだ対象と同じエリアにありません",
        )
    if d is not None and d.resist & colours:
        return ("it has 耐性 against the source's colour", "発生源の色に対する耐性を持ちます")
    return None


def _same_area(state: DZState, master: str, card: Card, partner: Card | None) -> bool:
    """Both in battle-space squares of one area, seen by the master (2.24.7-2); no partner: not met."""
    if partner is None or card.zone != "square" or partner.zone != "square":
        return False
    here = board.area(card.square or "", master, state.seats)
    return here is not None and here == board.area(partner.square or "", master, state.seats)


def _partner(state: DZState, spec: TargetSpec, groups: list[list[str]]) -> Card | None:
    """The target a `same_area_as` condition names: the first of that group."""
    index = spec.where.get("same_area_as")
    if not isinstance(index, int) or not 0 <= index < len(groups) or not groups[index]:
        return None
    return state.cards.get(groups[index][0])


def _candidates(state: DZState, spec: TargetSpec) -> list[str]:
    return [c.iid for c in state.cards.values() if c.zone not in ("stack",)]


def choose_targets(
    state: DZState, ctx: Context, entry: Entry, item: StackItem, ability: AbilityDef, what: str
) -> None:
    """The targets when chosen: legal, each once, as many as the text asks (4.7.2-5, 4.8.4-2, 4.11.5)."""
    specs = ability.targets
    if not specs:
        return
    groups = target_groups(entry.args.get("targets"), specs)
    if groups is None:
        return
    item.targets = groups
    # The source's colours now, with any colour-changing effect: 耐性 against targeting reads them when
    # the spell or ability goes on the stack, and keeps that reading until it resolves (2.27.0).
    source = state.colours(state.cards.get(item.card or ""))
    item.source_colours = source
    for ids in groups:
        for iid in ids:
            card = state.cards.get(iid)
            if card is not None:
                item.chosen[iid] = card.incarnation
    master = item.controller
    if ability.unmodelled:
        return  # its own text may target otherwise: the targets are not judged
    resisted = set()
    for ids in groups:
        for iid in ids:
            d = state.defn(state.cards.get(iid))
            if d is not None and d.resist & source:
                resisted.add(iid)
                ctx.flag(
                    C.RESIST_TARGET,
                    {"what": what, "card": iid, "colours": "/".join(sorted(d.resist))},
                    cards=[iid],
                    players=[master],
                )
    problems = check_targets(
        specs,
        groups,
        lambda spec: _candidates(state, spec),
        lambda spec, iid: (
            None
            if iid in resisted
            else why_not(state, master, spec, iid, source, item.card, _partner(state, spec, groups))
        ),
    )
    if item.kind != "ability" or ability.kind == "activated":
        # A spell or activated ability that cannot choose the targets its text asks for cannot be played
        # (4.7.2-5, 4.11.3); a trigger is removed from the stack instead (4.8.4-2).
        for index, spec in enumerate(specs):
            if spec.up_to or groups[index]:
                continue
            if not any(
                why_not(state, master, spec, c, source, item.card, _partner(state, spec, groups)) is None
                for c in _candidates(state, spec)
            ):
                problems.append(
                    TargetProblem(
                        index,
                        None,
                        "no legal target could be chosen, so it could not be played",
                        "適正な対象を選べないため、プレイできません",
                    )
                )
    if entry.act in ("play", "activate"):
        # The play itself reports a card chosen twice (play.target_twice, 4.11.5); once is enough.
        problems = [p for p in problems if p.rule != "twice"]
    bad_groups = {p.group for p in problems if p.card is not None}
    problems = [p for p in problems if p.card is not None or p.group not in bad_groups]
    if problems or resisted:
        item.targets = []  # judged when chosen: not judged again on resolution
    for problem in problems:
        ctx.flag(
            C.TARGETS_ILLEGAL,
            {
                "what": what,
                "problem": f"{problem.card}: {problem.problem_en}" if problem.card else problem.problem_en,
                "problem_ja": f"{problem.card}：{problem.problem_ja}" if problem.card else problem.problem_ja,
            },
            cards=[problem.card] if problem.card else [],
            players=[master],
            # A trigger that chose one card twice breaks 4.11.5, not the clauses on targets it could not find.
            extra_clauses=[f"{C.GAME}:4.11.5"]
            if problem.rule == "twice"
            else _area_clause(problem.problem_en),
        )
    _division(state, ctx, entry, ability, groups, what, master)


def _area_clause(problem: str) -> tuple[str, ...]:
    """A target outside the home, central or enemy area its text names (why_not's area problem): the text's
    area is seen from the card's controller (2.24.7-2), whatever seat names the board's rows."""
    if problem.startswith("it is not in the ") and problem.endswith(" area") and "same" not in problem:
        return (f"{C.GAME}:2.24.7-2",)
    return ()


def _division(
    state: DZState,
    ctx: Context,
    entry: Entry,
    ability: AbilityDef,
    groups: list[list[str]],
    what: str,
    master: str,
) -> None:
    """4.7.2-6 / 4.8.4-3: damage divided among targets: each gets at least 1, and it all adds up."""
    total = ability.effect.get("damage")
    if not ability.effect.get("divide") or not isinstance(total, int):
        return
    raw = entry.args.get("divide")
    chosen = [iid for ids in groups for iid in ids]
    problem: tuple[str, str] | None = None
    if not isinstance(raw, dict):
        problem = ("no division was declared", "割り振りが宣言されていません")
    else:
        amounts = {k: v for k, v in raw.items() if isinstance(v, int) and not isinstance(v, bool)}
        if set(amounts) != set(chosen):
            problem = ("it does not name exactly the chosen targets", "選んだ対象と一致しません")
        elif any(v < 1 for v in amounts.values()):
            problem = ("each target must be given at least 1", "各対象に1以上を割り振る必要があります")
        elif chosen and sum(amounts.values()) != total:
            problem = (f"it adds up to {sum(amounts.values())}, not {total}", f"合計が{total}ではありません")
    if problem is not None:
        ctx.flag(
            C.DIVISION,
            {"what": what, "division": raw, "problem": problem[0], "problem_ja": problem[1]},
            players=[master],
        )


def spell_targets(state: DZState, ctx: Context, entry: Entry, item: StackItem, d: CardDef, what: str) -> None:
    """A strategy's own text (kind "spell") chooses its targets when it is played (4.7.2-5). A strategy
    declaring several `spell` abilities offers a choice of effects: the play names the one used (4.7.2-2)."""
    spells = [a for a in d.abilities if a.kind == "spell"]
    if not spells or d.type != STRATEGY:
        return
    named = entry.args.get("ability")
    spell = spells[0] if len(spells) == 1 else next((a for a in spells if a.id == named), None)
    if spell is None:
        _mode_problem(ctx, item, spells, what, "the play named none of them", "プレイ時に宣言されていません")
        return
    item.ability = spell
    choose_targets(state, ctx, entry, item, spell, what)


def _mode_problem(
    ctx: Context, item: StackItem, spells: list[AbilityDef], what: str, en: str, ja: str
) -> None:
    ctx.flag(
        C.MODE_CHOICE,
        {"card": what, "modes": "/".join(a.id for a in spells), "problem": en, "problem_ja": ja},
        cards=[item.card],
        players=[item.controller],
    )


def mode_on_resolution(state: DZState, ctx: Context, entry: Entry, item: StackItem) -> None:
    """A `resolve` that names the effect used (`ability`) must name the one declared when it was played."""
    named = entry.args.get("ability")
    d = state.defn(state.cards.get(item.card or ""))
    if named is None or item.kind != "spell" or d is None:
        return
    spells = [a for a in d.abilities if a.kind == "spell"]
    if len(spells) > 1 and (item.ability is None or item.ability.id != named):
        _mode_problem(
            ctx,
            item,
            spells,
            _what(state, item.card or "?", str(named)),
            f"it resolved as '{named}', not as declared when played",
            f"解決時に'{named}'とされ、プレイ時の宣言と異なります",
        )


def activated_targets(state: DZState, ctx: Context, entry: Entry, item: StackItem, card: Card) -> None:
    d = state.defn(card)
    if d is None:
        return
    ability = find_ability(d.abilities, entry.args.get("ability"))
    if ability is None or ability.kind != "activated":
        return
    item.ability = ability
    if ability.keywords and not keyword_text_on(state, ability, item.controller):
        # 連動 and 共鳴 say when the text works at all (5.12.2, 5.13.2): outside that it is no ability that
        # can be activated. 共鳴 counts only a unit put into a square by resolving its own move (5.13.2-1).
        check = C.RESONANCE_TEXT_OFF if ability.keywords.get("resonance") else C.LINK_TEXT_OFF
        ctx.flag(
            check,
            {"card": card.iid, "ability": ability.id},
            cards=[card.iid],
            players=[item.controller],
        )
    choose_targets(state, ctx, entry, item, ability, f"{card.iid}: {ability.id}")


# --- resolving (4.9.2-1, 4.8.8) ---------------------------------------------------------------------


def still_legal(state: DZState, item: StackItem, iid: str, spec: TargetSpec) -> bool:
    card = state.cards.get(iid)
    if card is None or card.incarnation != item.chosen.get(iid):
        return False  # it moved other than square to square: a new object (4.9.2-1, 2.23.1-3)
    colours = item.source_colours
    if colours is None:
        colours = state.colours(state.cards.get(item.card or ""))
    partner = None
    index = spec.where.get("same_area_as")
    if isinstance(index, int) and item.ability is not None and 0 <= index < len(item.targets):
        # The condition names another target: if that one is no longer legal, neither is this (4.9.2-2).
        ids = item.targets[index]
        other = ids[0] if ids else None
        specs = item.ability.targets
        if other is None or other == iid or not still_legal(state, item, other, specs[index]):
            return False
        partner = state.cards.get(other)
    return why_not(state, item.controller, spec, iid, colours, item.card, partner) is None


def _lost_with_reference(state: DZState, item: StackItem, iid: str, spec: TargetSpec) -> bool:
    """A `same_area_as` target that has not moved but whose referenced target is no longer legal (4.9.2-2)."""
    card = state.cards.get(iid)
    index = spec.where.get("same_area_as")
    if card is None or card.incarnation != item.chosen.get(iid) or item.ability is None:
        return False
    if not isinstance(index, int) or not 0 <= index < len(item.targets) or not item.targets[index]:
        return False
    other = item.targets[index][0]
    return other != iid and not still_legal(state, item, other, item.ability.targets[index])


def check_resolution(state: DZState, ctx: Context, entry: Entry, item: StackItem) -> bool:
    """Whether the spell or ability resolves; flags a resolution the rules nullify, and the reverse."""
    ability = item.ability
    nullified = entry.args.get("nullified") is True
    if ability is None or ability.unmodelled:
        return not nullified
    what = _what(state, item.card or "?", ability.id) + f": {ability.id}"
    cond = ability.trigger.where.get("if") if ability.trigger else None
    if deck_order.is_deck_condition(cond):
        holds = state.deck_order.holds(item.controller)
        if holds is not True and not nullified and item.seq not in state.deck_order.flagged:
            deck_order.flag_condition(
                ctx,
                state.deck_order,
                item.controller,
                item.card or "?",
                _what(state, item.card or "?", ability.id),
                ability.id,
                ("it is nullified on resolution", "解決時に無効化されます"),
            )
        if holds is False:
            return False
        cond = None
    if cond is not None and not condition_holds(state, item.card or "", cond):
        if not nullified:
            ctx.flag(
                C.CONDITION,
                {
                    "card": _what(state, item.card or "?", ability.id),
                    "ability": ability.id,
                    "condition": cond,
                    "when": "on resolution",
                    "outcome": "is nullified",
                    "outcome_ja": "無効化されます",
                },
                cards=[item.card],
                players=[item.controller],
            )
        return False
    chosen = [(spec, iid) for spec, ids in zip(ability.targets, item.targets, strict=False) for iid in ids]
    if not chosen:
        if nullified:
            # Nothing nullifies an ability without targets or condition: it resolves even if its card
            # has left (4.2.5, 4.9.2-1). A spell or ability whose text offers targets but for which none
            # were chosen (「…まで」, 0 chosen) does not target at all (4.11.2): no target can fail it.
            extra = ["4.11.2"] if ability.targets else []
            if item.kind == "ability":
                extra.append("4.2.5")
            ctx.flag(
                C.NULLIFIED_WRONGLY,
                {"what": what, "legal": "-"},
                cards=[item.card],
                players=[item.controller],
                extra_clauses=[f"{C.GAME}:{n}" for n in extra],
            )
        return not nullified
    legal = [iid for spec, iid in chosen if still_legal(state, item, iid, spec)]
    if not legal and not nullified:
        # A target still where it was, lost only with the target its condition names, is what 4.9.2-2 decides.
        lost = any(_lost_with_reference(state, item, iid, spec) for spec, iid in chosen)
        ctx.flag(
            C.TARGETS_ALL_GONE,
            {"what": what},
            cards=[i for _, i in chosen],
            players=[item.controller],
            extra_clauses=[f"{C.GAME}:4.9.2-2"] if lost else (),
        )
    elif legal and nullified:
        ctx.flag(
            C.NULLIFIED_WRONGLY,
            {"what": what, "legal": ", ".join(legal)},
            cards=legal,
            players=[item.controller],
        )
    return bool(legal)


# --- battle damage and keywords -------------------------------------------------------------------


def resolve_exchange(state: DZState, item: StackItem, seq: int | None) -> None:
    """Apply the exchange's damage: 耐性 stops damage from its colours on resolution (5.17.3); 即死
    triggers for a dealer still on its square (5.2.2, 5.2.2-1)."""
    dealt: dict[str, int] = {}
    for iid, amount in item.damage.items():
        target = state.cards.get(iid)
        if target is None or target.zone != "square":
            continue  # a unit that left the squares takes no damage (3.12.4-2)
        dealers = [
            state.cards[s]
            for s in item.dealers
            if s in state.cards and state.cards[s].holder != target.holder
        ]
        d = state.defn(target)
        if d is not None and d.resist and any(d.resist & state.colours(s) for s in dealers):
            target.resisted += amount
            continue
        target.damage += amount
        dealt[iid] = amount
        for dealer in dealers:
            sd = state.defn(dealer)
            if sd is None or sd.sokushi is None or amount <= 0:
                continue
            td = state.defn(target)
            if td is not None and td.total_cost > sd.sokushi:
                continue
            if dealer.zone != "square" or dealer.incarnation != item.dealers.get(dealer.iid):
                state.sokushi_left.add(dealer.iid)
                continue  # it left its square after the exchange went on the stack (5.2.2-1)
            event = Event(
                "dealt_damage", seq, dealer.iid, dealer.holder, {"victim": (iid, target.incarnation)}
            )
            state.triggers.pending.append(Pending(dealer.iid, SOKUSHI, dealer.holder, event))
    damage_dealt(state, seq, dealt)


def create_delayed(state: DZState, item: StackItem) -> None:
    """A resolved spell or ability whose effect says `"delayed": "turn_end"` (or `"battle_end"`) creates a
    triggered ability that triggers once, the next time that event comes (4.4.4); one for a particular card
    (its first target) ceases if that card changes zones other than square to square (4.4.4-1)."""
    ability = item.ability
    when = ability.effect.get("delayed") if ability is not None else None
    if ability is None or when not in ("turn_end", "battle_end") or item.card is None:
        return
    victim = None
    for ids in item.targets:
        for iid in ids:
            card = state.cards.get(iid)
            if card is not None and victim is None and card.incarnation == item.chosen.get(iid):
                victim = (iid, card.incarnation)
    event = Event(when, item.seq, item.card, item.controller, {"victim": victim} if victim else {})
    state.later.append(
        Pending(item.card, AbilityDef(f"{ability.id}.delayed", "triggered"), item.controller, event)
    )


def resolve_sokushi(state: DZState, item: StackItem) -> None:
    """即死 resolved: it creates the delayed trigger for the end of the battle (5.2.2, 4.4.4)."""
    if item.victim is None or item.card is None:
        return
    card = state.cards.get(item.card)
    master = item.controller
    # 「そのバトル終了時に」: the end of the battle it resolved in, not of one that occurs during it (3.11.3).
    square = state.battle.square if state.battle is not None else None
    event = Event("battle_end", item.seq, item.card, master, {"victim": item.victim, "square": square})
    if card is not None:
        state.later.append(Pending(item.card, SOKUSHI_END, master, event))


def effect_damage(state: DZState, ctx: Context, entry: Entry, dealt: list[tuple[str, int]]) -> None:
    """Damage an effect deals: 耐性 against its source's colours (5.17.2); then the damaged events."""
    ref = parse_ref(entry.args.get("source"))
    source = state.cards.get(ref[0]) if ref else None
    # The source's colours when the damage is dealt, after any change since it went on the stack (5.17.3).
    colours = state.colours(source)
    for iid, amount in dealt:
        d = state.defn(state.cards.get(iid))
        if d is not None and amount > 0 and d.resist & colours:
            ctx.flag(
                C.RESIST_DAMAGE,
                {"card": iid, "colours": "/".join(sorted(d.resist)), "source": source.iid if source else "?"},
                cards=[iid],
            )
    damage_dealt(state, entry.seq, dict(dealt), source.iid if source is not None else None)


def flash_on_stack(state: DZState) -> str | None:
    for item in state.stack:
        if item.kind == "move" and item.card:
            d = state.defn(state.cards.get(item.card))
            if d is not None and d.flash:
                return item.card
    return None


# --- what the recorder may offer --------------------------------------------------------------------


def acts_available(state: DZState) -> list[ActOption]:
    """The acts the rules allow next: pending triggers first (required: they all go on the stack, 4.8.2,
    4.8.5), else what the priority holder may do in this phase or step."""
    if state.game_over:
        return []
    order = [state.active, state.opponent(state.active)]
    if state.triggers.pending:
        options = pending_options(state.triggers, order)
        # A Dimension Zero trigger is never declined: even an optional one goes on the stack (4.8.5).
        return [
            ActOption(
                o.act if o.act != "play_ability" else "trigger",
                o.actor,
                o.args,
                o.cards,
                True,
                o.label_en,
                o.label_ja,
            )
            for o in options
            if o.act != "decline"
        ]
    if state.turn == 0:
        return []
    seat = state.priority or state.active
    out: list[ActOption] = []
    player = state.players[seat]
    battle = state.battle
    if (
        battle is not None
        and not state.stack
        and battle.step in ("battle1", "battle2")
        and battle.step not in battle.exchanged
        and len({c.holder for c in state.units_in(battle.square)}) > 1
    ):
        # Both passed with the stack empty: the step's exchange goes on the stack (3.12.2, 3.13.2).
        out.append(
            ActOption(
                "exchange",
                None,
                label_en="both passed: the battle damage exchange",
                label_ja="両者が優先権を放棄：バトルダメージの応酬",
            )
        )
    if state.stack:
        out.append(
            ActOption(
                "resolve",
                None,
                label_en="both passed: resolve the top of the stack",
                label_ja="両者が優先権を放棄：スタックの一番上を解決",
            )
        )
    if state.phase == "draw" and seat == state.active and state.flags.draws == 0 and state.turn > 1:
        out.append(
            ActOption(
                "draw", seat, {"count": 1}, required=True, label_en="draw a card", label_ja="カードを1枚引く"
            )
        )
    if state.phase == "energy" and seat == state.active and not state.flags.energy and not state.stack:
        out.append(
            ActOption(
                "energy",
                seat,
                {},
                tuple(player.zones["hand"]),
                label_en="put a card into energy",
                label_ja="カードをエネルギーゾーンに置く",
            )
        )
    if state.phase == "main":
        hand = tuple(c.iid for c in player.zones["hand"].values() if _may_play(state, seat, state.defn(c)))
        if hand or (player.unidentified["hand"] and _normal_ok(state, seat)):
            out.append(
                ActOption(
                    "play", seat, {"from": "hand"}, hand, label_en="play a card", label_ja="カードをプレイ"
                )
            )
        if _normal_ok(state, seat):
            units = tuple(
                c.iid
                for iids in state.squares.values()
                for c in (state.cards[i] for i in iids)
                if c.holder == seat and not c.frozen and _is(state, c, UNIT)
            )
            if units:
                out.append(
                    ActOption("move", seat, {}, units, label_en="move a unit", label_ja="ユニットを移動")
                )
            out.append(
                ActOption(
                    "plan_update" if player.plan else "plan_create",
                    seat,
                    {},
                    label_en="create or update the plan zone",
                    label_ja="プランゾーンの作成・更新",
                )
            )
    if state.phase == "smash" and seat == state.active and not state.stack:
        units = tuple(
            c.iid
            for iids in state.squares.values()
            for c in (state.cards[i] for i in iids)
            if c.holder == seat
            and not c.frozen
            and board.area(c.square or "", seat, state.seats) in (board.CENTRAL, board.ENEMY)
        )
        if units:
            out.append(ActOption("smash", seat, {}, units, label_en="smash", label_ja="スマッシュ"))
    out.append(ActOption("pass", seat, label_en="pass priority", label_ja="優先権を放棄"))
    return out


def _normal_ok(state: DZState, seat: str) -> bool:
    return seat == state.active and not state.stack and state.battle is None and state.phase == "main"


def _may_play(state: DZState, seat: str, d: CardDef | None) -> bool:
    if d is None:
        return _normal_ok(state, seat)
    if state.battle is not None:
        return d.timing == "battle"
    if d.timing == "quick":
        return True
    return _normal_ok(state, seat)
