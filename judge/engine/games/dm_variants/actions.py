"""Turns, steps and one handler per logged action: check against the rules, then apply what the log says."""

from __future__ import annotations

import copy
from typing import Any

from judge.engine.core.cardrefs import flag_card_problem, owner_of, record_identity, split_ref
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants.abilities import judge_ability, note_enters
from judge.engine.games.dm_variants.cards import CIVILIZATION_JA, CREATURE, SPELL
from judge.engine.games.dm_variants.deployment import deploy_without_option
from judge.engine.games.dm_variants.formats import policy_choice
from judge.engine.games.dm_variants.state import (
    BEFORE_SNAPSHOT,
    SNAP_CHARGED,
    SNAP_DRAWN,
    STEP_INDEX,
    STEPS,
    UNKNOWN_ENTERED,
    ZONES,
    Attack,
    Card,
    DMState,
    Handler,
    TurnFlags,
    Variant,
)
from judge.engine.games.dm_variants.trigger_events import record, trigger_range

# Acts a player other than the turn player does; they never start a turn.
NON_TURN_ACTS = frozenset(
    {"block", "shield_trigger", "concede", "lose", "result", "win_effect", "direct_attack", "effect"}
)


# --- helpers ---------------------------------------------------------------------------------------


def bad(ctx: Context, act: str, problem: str, problem_ja: str) -> None:
    ctx.flag(C.LOG_ARGS, {"act": act, "problem": problem, "problem_ja": problem_ja})


def policy(state: DMState, ctx: Context, name: str, players: list[str] | None = None) -> str:
    """The policy in force. decisions.md decides every policy but one: unset, a decided policy or a
    judgement option gives the decision's default; only an undecided one that now matters is a
    needs_ruling finding (formats.py)."""
    choice, chosen = policy_choice(state.options, name)
    if not chosen and name in C.POLICY:
        ctx.flag(C.POLICY[name], {"default": choice}, players=players or [], unknown=f"policy:{name}")
    return choice


def bind(state: DMState, ctx: Context, iid: str, card_id: str | None) -> None:
    if card_id is None:
        return
    owner = owner_of(iid)
    # The header's decklists do not change during a replay, so whether a card is listed is read once per
    # owner and card (a card is named again at each move).
    key = (owner, card_id) if isinstance(card_id, str) else None
    listed = state.listed.get(key) if key is not None else None
    if listed is None:
        listed = _listed(state, owner, card_id)
        if key is not None:
            state.listed[key] = listed
    if card_id not in state.defs or (owner in state.decklists and not listed):
        where = "the header" if card_id not in state.defs else f"{owner}'s decklist"
        where_ja = "ヘッダー" if card_id not in state.defs else f"{owner}のデッキリスト"
        flag_card_problem(
            ctx, C.LOG_CARD, iid, f"{card_id} is not in {where}", f"{card_id}は{where_ja}にありません"
        )
        if card_id not in state.defs:
            return
    record_identity(ctx, C.LOG_CARD, state.ids, iid, card_id)


def _listed(state: DMState, owner: str, card_id: Any) -> bool:
    deck = state.decklists.get(owner) or {}
    # The piles outside the deck and the commander are the owner's cards too (103.1, 701.5).
    commander = deck.get("commander")
    commanders = (
        [commander] if isinstance(commander, str) else commander if isinstance(commander, list) else []
    )
    piles = ("main", "partners", "hyperspatial", "gr")
    return any(card_id in (deck.get(k) or {}) for k in piles) or card_id in commanders


def take(state: DMState, ctx: Context, raw: Any, seat: str, zone: str, act: str) -> Card | None:
    """Take a card out of `seat`'s `zone`, naming it from the unidentified cards when it is new."""
    iid, card_id = split_ref(raw)
    if iid is None:
        bad(ctx, act, f"card reference {raw!r}", f"カードの参照{raw!r}が不正です")
        return None
    if iid in state.removed_cards:
        ctx.flag(C.REMOVED_CARD, {"card": iid, "seat": state.removed_cards[iid], "act": act}, cards=[iid])
        return None
    bind(state, ctx, iid, card_id)
    player = state.players.get(seat)
    if player is None:
        return None
    z = player.zone(zone)
    card = z.cards.pop(iid, None)
    if card is not None:
        return card
    where = state.find(iid)
    if where is not None:
        flag_card_problem(
            ctx,
            C.LOG_CARD,
            iid,
            f"is in {where[0]}'s {where[1]}, not in {seat}'s {zone}",
            f"{seat}の{zone}ではなく{where[0]}の{where[1]}にあります",
        )
        return state.players[where[0]].zones[where[1]].cards.pop(iid)
    if z.hidden > 0:
        z.hidden -= 1
    else:
        flag_card_problem(
            ctx, C.LOG_CARD, iid, f"{seat}'s {zone} has no such card", f"{seat}の{zone}にありません"
        )
    return Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid), controller=owner_of(iid))


def put(
    state: DMState, card: Card, seat: str, zone: str, *, tapped: bool = False, src: str | None = None
) -> None:
    card.tapped = tapped
    card.entered = state.turn
    card.controller = seat if zone == "battle" else card.owner
    card.card = state.ids.get(card.iid, card.card)
    state.players[seat].zone(zone).cards[card.iid] = card
    if zone == "battle":
        record(state, "enters", card.iid, seat, src=src, dst=zone)
        d = state.defs.get(card.card) if card.card else None
        if d is not None and d.abilities:
            note_enters(state, card.iid, seat, d)


def has_text_in_play(state: DMState) -> bool:
    return any(
        (d := state.card_def(iid)) is not None and d.text
        for p in state.players.values()
        for iid in p.zones["battle"].cards
    )


def _name(state: DMState, iid: str) -> str:
    d = state.card_def(iid)
    return f"{iid} ({d.name})" if d else iid


def controller_of(state: DMState, target: str) -> str | None:
    if target in state.players:
        return target
    where = state.find(target)
    if where is None:
        return owner_of(target) if ":" in target else None
    seat, zone = where
    return state.players[seat].zones[zone].cards[target].controller


# --- losing and winning ----------------------------------------------------------------------------
def lose(state: DMState, ctx: Context, seat: str, why: str) -> None:
    lose_all(state, ctx, [seat], why)


def lose_all(state: DMState, ctx: Context, seats: list[str], why: str) -> None:
    """Players who lose at the same moment leave together, so 606.3a can see simultaneous winners."""
    seats = [s for s in seats if s in state.players and state.players[s].in_game]
    if state.game_over or not seats:
        return
    for s in [x for seat in seats for x in (seat, *state.variant.propagate_loss(state, seat))]:
        p = state.players[s]
        if not p.in_game:
            continue
        p.in_game, p.why_out = False, why
        state.losers.append(s)
        if not state.multiplayer:
            continue
        if s == state.turn_player:
            # decisions.md DM 1: the rest of this turn goes on with no turn player (600.3g); the next
            # remaining player takes the next turn (600.3a: next_turn_player skips who left).
            state.extra["turn_player_left"] = state.turn
        _remove_cards(state, ctx, s)
        if state.attack and s in (state.attack.seat, state.attack.defender):
            state.attack = None
    won = state.variant.winners(state)
    if won is not None:
        state.game_over, state.winners, state.reason = True, won, why


def _remove_cards(state: DMState, ctx: Context, seat: str) -> None:
    """600.3a: the player's cards leave the game at once; control effects giving them control end."""
    mixed = [
        c
        for p in state.players.values()
        for c in p.zones["battle"].cards.values()
        if (c.owner == seat) != (c.controller == seat)
    ]
    choice = policy(state, ctx, "removed_player_cards", [seat]) if mixed else "owned"
    for p in state.players.values():
        for z in p.zones.values():
            for iid, c in list(z.cards.items()):
                gone = (
                    c.owner == seat
                    if choice == "owned"
                    else c.controller == seat or (p.seat == seat and c.owner == seat)
                )
                if gone:
                    del z.cards[iid]
                    state.removed_cards[iid] = seat
                elif c.controller == seat:
                    c.controller = c.owner  # the control effect ends (600.3a)
    for z in state.players[seat].zones.values():
        z.hidden = 0


def deck_changed(state: DMState, ctx: Context, seat: str) -> None:
    p = state.players[seat]
    if p.zones["deck"].count == 0 and state.turn > 0 and not state.extra.get(f"deck_out:{seat}"):
        state.extra[f"deck_out:{seat}"] = True
        if policy(state, ctx, "deck_out", [seat]) == "empty_deck":
            lose(state, ctx, seat, "deck_out")


# --- turns and steps -------------------------------------------------------------------------------
def advance(state: DMState, entry: Entry, ctx: Context) -> None:
    turn = state.turn if entry.turn is None else entry.turn
    step = entry.phase if entry.phase in STEP_INDEX else None
    if turn > state.turn:
        if state.turn == 0:
            _check_setup(state, ctx)
        else:
            _walk(state, ctx, "end")
            _leave(state, ctx, "end")
        state.turn = turn
        _start_turn(state, entry, ctx)
        if step and step != "start":
            _walk(state, ctx, step)
        return
    if state.turn == 0 or step is None:
        return
    if turn < state.turn or STEP_INDEX[step] < STEP_INDEX[state.step]:
        ctx.flag(C.STEP_ORDER, {"step": step, "previous": state.step, "turn": turn})
        return
    _walk(state, ctx, step)


def _walk(state: DMState, ctx: Context, target: str) -> None:
    while state.step != target and state.step in STEP_INDEX and STEP_INDEX[state.step] < STEP_INDEX[target]:
        _leave(state, ctx, state.step)
        state.step = STEPS[STEP_INDEX[state.step] + 1]


def _start_turn(state: DMState, entry: Entry, ctx: Context) -> None:
    expected = state.variant.next_turn_player(state)
    planned = _turn_effects_plan(state) if state.variant.individual_turn_effects else None
    if planned is not None:
        expected = planned[0]
    actor = entry.actor
    if actor is not None and actor in state.players and actor != expected and entry.act not in NON_TURN_ACTS:
        if planned is not None and planned[1] is not None:
            kind, seat, source = planned[1]
            evidence = {"turn": state.turn, "actor": actor, "expected": expected, "seat": seat}
            evidence |= {"kind": KIND_EN[kind], "kind_ja": KIND_JA[kind], "source": source}
            ctx.flag(C.TURN_EFFECT_ORDER, evidence, players=[actor])
        elif not state.variant.judges_turn_order(state, actor):
            ctx.flag(
                C.TURN_ORDER, {"turn": state.turn, "actor": actor, "expected": expected}, players=[actor]
            )
        expected = actor
    state.turn_player = expected
    state.step = "start"
    state.attack = None
    state.flags = TurnFlags()
    if expected is None:
        return
    p = state.players[expected]
    state.flags.first_turn = p.turns_taken == 0
    p.turns_taken += 1
    # The turn-start untap moves no card, so the engine does it: the turn player's mana, and the
    # creatures they control wherever they sit (a deployed creature untaps with its controller, 603).
    for c in p.zones["mana"].cards.values():
        c.tapped = False
    for c in (c for q in state.players.values() for c in q.zones["battle"].cards.values()):
        if c.controller == expected:
            c.tapped = False
    compute_ranges(state)


KIND_EN = {"extra": "extra turn", "skip": "skipped turn"}
KIND_JA = {"extra": "追加のターン", "skip": "ターンを飛ばす効果"}
_EFFECTS, _ANCHOR = "turn_effects", "order_anchor"


def _clockwise_after(state: DMState, seat: str) -> list[str]:
    """The players still in the game in turn order after `seat` (600.7, 600.3a), `seat` itself last."""
    seats = state.seating
    i = seats.index(seat)
    return [s for k in range(1, len(seats) + 1) if state.players[(s := seats[(i + k) % len(seats)])].in_game]


def _turn_effects_plan(state: DMState) -> tuple[str | None, tuple[str, str, str] | None] | None:
    """Who takes the turn now starting when a card gave an extra turn or skipped one (official rules for
    the individual formats; decisions.md DM 16/17 read the same way as for teams in 604.6): an extra turn
    comes right after the current turn and normal order then resumes from the turn in which it was created;
    「次のターンをとばす」 skips the player's next turn actually taken, an extra one included (event option
    `team_skip_turn: normal_turns_only` lets extra turns through). None: no effect decides this turn."""
    effects: list[dict[str, Any]] = state.extra.get(_EFFECTS) or []
    pending = [e for e in effects if e["turn"] < state.turn]
    previous = state.turn_player
    if (not pending and _ANCHOR not in state.extra) or previous is None:
        return None
    used: list[dict[str, Any]] = []
    skips = [e for e in pending if e["kind"] == "skip"]

    def skip_for(seat: str) -> dict[str, Any] | None:
        return next((e for e in skips if e["seat"] == seat and all(e is not u for u in used)), None)

    skip_extras = policy_choice(state.options, "team_skip_turn")[0] == "next_turn_taken"
    expected: str | None = None
    decided_by: dict[str, Any] | None = None
    for e in pending:
        if e["kind"] != "extra" or not state.players[e["seat"]].in_game:
            continue
        used.append(e)
        skip = skip_for(e["seat"]) if skip_extras else None
        if skip is not None:
            used.append(skip)
            decided_by = decided_by or skip
            continue
        expected, decided_by = e["seat"], e
        state.extra.setdefault(_ANCHOR, previous)
        break
    if expected is None:
        anchor = state.extra.pop(_ANCHOR, previous)
        order = _clockwise_after(state, anchor) if anchor in state.players else []
        for step, seat in enumerate(order):
            skip = skip_for(seat)
            if skip is not None and step < len(order) - 1:
                used.append(skip)
                decided_by = decided_by or skip
                continue
            expected = seat
            break
    state.extra[_EFFECTS] = [e for e in effects if all(e is not u for u in used)]
    if decided_by is None:
        return expected, None  # the order resumes from the anchor; no effect decided this very turn
    return expected, (decided_by["kind"], decided_by["seat"], decided_by["source"])


def turn_effect(state: DMState, entry: Entry, ctx: Context) -> None:
    """`extra_turn` / `skip_turn` {player, source?} in an individual format: remembered for the next turn
    start (official rules; the team formats have their own, 604.6)."""
    if not state.variant.individual_turn_effects:
        ctx.flag(
            C.LOG_UNKNOWN_ACT,
            {"act": entry.act, "format": state.variant.spec.name_en, "format_ja": state.variant.spec.name_ja},
        )
        return
    seat = entry.args.get("player", entry.actor)
    if not isinstance(seat, str) or seat not in state.players:
        bad(
            ctx,
            entry.act,
            f"player {seat!r} is not a seat / 席ではありません",
            f"プレイヤー{seat!r}は席ではありません",
        )
        return
    source = entry.args.get("source")
    kind = "extra" if entry.act == "extra_turn" else "skip"
    effect = {
        "kind": kind,
        "seat": seat,
        "turn": state.turn,
        "source": source if isinstance(source, str) else "a card effect / カードの効果",
    }
    state.extra.setdefault(_EFFECTS, []).append(effect)


def compute_ranges(state: DMState) -> None:
    """601.2c / 602.3 / 600.10: seat distances among the players still in the game, at turn start."""
    rem = state.remaining
    raw = state.options.get("range")
    # The figures depend on nothing but the players left and the range option, which change rarely (a
    # player leaves): at a turn start that finds both as last time, the figures stand as they are.
    key = (rem, copy.deepcopy(raw) if isinstance(raw, (dict, list)) else raw)
    if state.ranges_key == key:
        return
    state.ranges_key = key
    n = len(rem)
    state.distance.clear()
    for i, a in enumerate(rem):
        r = raw.get(a) if isinstance(raw, dict) else raw
        state.in_range[a], state.adjacent[a] = {a}, set()
        for j, b in enumerate(rem):
            d = min(abs(i - j), n - abs(i - j))
            state.distance[(a, b)] = d
            if r is None or not isinstance(r, int) or d <= r:
                state.in_range[a].add(b)
            if d == 1:
                state.adjacent[a].add(b)


def _leave(state: DMState, ctx: Context, step: str) -> None:
    seat = state.turn_player
    if state.game_over or seat is None or not state.players[seat].in_game:
        return
    if step == "draw":
        wanted = state.variant.expected_draws(state, seat)
        drawn = state.flags.drawn
        short = drawn < wanted and state.players[seat].zones["deck"].count == 0
        if state.extra.get(SNAP_DRAWN) == state.turn and drawn <= wanted and not short:
            # A snapshot in the draw step did not say how many were drawn before it: the total is unknown.
            ctx.flag(
                C.DRAW_COUNT,
                {"seat": seat, "drawn": drawn, "wanted": wanted},
                players=[seat],
                verdict=Verdict.NEEDS_RULING,
                unknown=BEFORE_SNAPSHOT,
            )
        elif drawn != wanted and not short:
            if wanted == 0 and state.flags.first_turn and not state.multiplayer:
                ctx.flag(C.DRAW_FIRST_SKIP, {"seat": seat}, players=[seat])
            elif drawn == 0 and state.flags.first_turn and state.multiplayer and seat == state.first_player:
                ctx.flag(C.DRAW_FIRST_MULTI, {"seat": seat}, players=[seat])
            else:
                ctx.flag(C.DRAW_COUNT, {"seat": seat, "drawn": drawn, "wanted": wanted}, players=[seat])
    elif step == "attack":
        close_attack(state, ctx)


def _check_setup(state: DMState, ctx: Context) -> None:
    for seat in state.seating:
        wanted = state.variant.shields(state, seat)
        count = state.setup_shields.get(seat, 0)
        if count != wanted:
            spec = state.variant.setup_shields_check(state, seat) or C.SETUP_SHIELDS
            ctx.flag(spec, {"seat": seat, "count": count, "wanted": wanted}, players=[seat])
        wanted = state.variant.hand_size(state, seat)
        count = state.setup_hand.get(seat, 0)
        if count != wanted:
            spec = state.variant.setup_hand_check(state, seat) or C.SETUP_HAND
            ctx.flag(spec, {"seat": seat, "count": count, "wanted": wanted}, players=[seat])


def close_attack(state: DMState, ctx: Context) -> None:
    a = state.attack
    state.attack = None
    if a is None or a.attacker_left or a.blocker is not None or a.direct or a.target not in state.players:
        return
    if state.game_over or not state.players[a.defender].in_game:
        return
    d = state.card_def(a.attacker)
    if a.shields_at_declare == 0:
        ctx.flag(C.DIRECT_MISSED, {"attacker": a.attacker, "defender": a.defender}, players=[a.defender])
    elif not a.broke and not (d and d.text):
        ctx.flag(
            C.BREAK_MISSING,
            {"attacker": a.attacker, "defender": a.defender, "shields": a.shields_at_declare},
            cards=[a.attacker],
        )


# --- checks shared by handlers ---------------------------------------------------------------------
def turn_player_act(state: DMState, entry: Entry, ctx: Context) -> str:
    seat = entry.actor or state.turn_player or state.seating[0]
    if entry.actor is not None and entry.actor != state.turn_player and _without_turn_player(state):
        if policy_choice(state.options, "turn_player_removed")[0] == "next_player" and (
            entry.actor == Variant.next_turn_player(state.variant, state)
        ):
            _hand_over(state, entry.actor)  # an old log's choice: the turn moved at once (600.3a alone)
            return seat
        ctx.flag(
            C.NO_TURN_PLAYER,
            {"actor": entry.actor, "act": entry.act, "turn": state.turn, "seat": state.turn_player},
            players=[entry.actor],
        )
    elif entry.actor is not None and entry.actor != state.turn_player:
        ctx.flag(
            C.NOT_TURN_PLAYER,
            {"actor": entry.actor, "act": entry.act, "turn_player": state.turn_player},
            players=[entry.actor],
        )
    return seat


def _without_turn_player(state: DMState) -> bool:
    """The turn player left during this turn (600.3g, decisions.md DM 1): the turn has no turn player."""
    tp = state.turn_player
    return (
        tp is not None and not state.players[tp].in_game and state.extra.get("turn_player_left") == state.turn
    )


def _hand_over(state: DMState, seat: str) -> None:
    """`turn_player_removed: next_player`, kept for old logs: the next player's turn begins at once,
    within the same turn number, and the turn after it goes on from them."""
    state.extra["turn_player_left"] = None
    state.turn_player = seat
    state.flags = TurnFlags()
    p = state.players[seat]
    state.flags.first_turn = p.turns_taken == 0
    p.turns_taken += 1
    for c in p.zones["mana"].cards.values():
        c.tapped = False
    for c in (c for q in state.players.values() for c in q.zones["battle"].cards.values()):
        if c.controller == seat:
            c.tapped = False
    compute_ranges(state)


def _in_range_now(state: DMState, seat: str, other: str) -> bool:
    """Whether `other` would be within `seat`'s range if ranges were computed among the players left now:
    true of a target out of the turn-start range only because a player between them left this turn
    (601.2c: the change counts from the next turn start)."""
    rem = state.remaining
    if seat not in rem or other not in rem:
        return False
    raw = state.options.get("range")
    r = raw.get(seat) if isinstance(raw, dict) else raw
    if not isinstance(r, int):
        return False
    i, j, n = rem.index(seat), rem.index(other), len(rem)
    return min(abs(i - j), n - abs(i - j)) <= r


def check_targets(state: DMState, entry: Entry, ctx: Context, seat: str, source: str) -> None:
    targets = entry.args.get("targets") or []
    if not isinstance(targets, list):
        bad(ctx, entry.act, "targets must be a list", "targetsはリストでなければなりません")
        return
    # A declared ability decides for itself which opponents its parts may refer to (abilities.py).
    declared = judge_ability(state, entry, ctx, seat, source)
    ranged = state.options.get("range") is not None
    touched: set[str] = set()
    for t in targets:
        tid = split_ref(t)[0] if not (isinstance(t, str) and t in state.players) else t
        if tid is None:
            continue
        owner = controller_of(state, tid)
        if owner is None:
            continue
        if owner != seat and owner in state.opponents(seat):
            touched.add(owner)
        if ranged and owner not in state.in_range.get(seat, {seat}):
            ctx.flag(
                C.TARGET_RANGE_TURN_START if _in_range_now(state, seat, owner) else C.TARGET_RANGE,
                {
                    "seat": seat,
                    "act": entry.act,
                    "target": tid,
                    "owner": owner,
                    "range": _range_of(state, seat),
                },
                players=[seat],
            )
    if state.multiplayer and len(touched) > 1 and not declared:
        ctx.flag(
            C.SPLIT_OPPONENTS,
            {"act": entry.act, "source": source, "opponents": ", ".join(sorted(touched))},
            players=[seat],
            unknown="whether the card text refers to opponents and is split by ■/▶",
        )


def _range_of(state: DMState, seat: str) -> Any:
    raw = state.options.get("range")
    return raw.get(seat) if isinstance(raw, dict) else raw


def pay(state: DMState, entry: Entry, ctx: Context, seat: str, card: Card) -> None:
    """Official: tap mana-zone cards whose mana numbers reach the cost, with each civilization covered."""
    d = state.card_def(card.iid)
    tapped: list[Card] = []
    for raw in entry.args.get("tap") or []:
        iid, _ = split_ref(raw)
        m = state.players[seat].zones["mana"].cards.get(iid or "")
        where = state.find(iid) if m is None and iid else None
        if where and where[1] == "mana" and state.variant.teammates(state, seat, where[0]):
            # A teammate's mana card: the format's own rule reports it (608.5, 609.8, 702.2c), and the
            # card was tapped and paid as recorded, so it is neither "not in the mana zone" nor unpaid.
            m = state.players[where[0]].zones["mana"].cards[iid]  # type: ignore[index]
        if m is None:
            ctx.flag(
                C.COST_MANA_CARD,
                {
                    "mana": iid,
                    "problem": f"is not in {seat}'s mana zone",
                    "problem_ja": f"{seat}のマナゾーンにありません",
                },
                cards=[iid],
            )
            continue
        if m.tapped:
            md = state.card_def(m.iid)
            multi = md is not None and len(md.civilizations) > 1 and m.entered == state.turn
            if multi:
                ctx.flag(C.MULTI_MANA, {"card": m.iid}, cards=[m.iid])
            else:
                ctx.flag(
                    C.COST_MANA_CARD,
                    {"mana": iid, "problem": "was already tapped", "problem_ja": "すでにタップされています"},
                    cards=[iid],
                )
        m.tapped = True
        tapped.append(m)
    if d is None or entry.args.get("free") or entry.args.get("source"):
        return
    paid = sum((state.card_def(m.iid).mana_number if state.card_def(m.iid) else 1) for m in tapped)
    unknown_mana = any(state.card_def(m.iid) is None for m in tapped)
    if paid < d.cost:
        evidence = {"card": _name(state, card.iid), "cost": d.cost, "paid": paid}
        if d.text or has_text_in_play(state) or unknown_mana:
            ctx.flag(C.COST_UNKNOWN, evidence, cards=[card.iid], unknown="cost changes from card text")
        else:
            ctx.flag(C.COST_AMOUNT, evidence, cards=[card.iid], players=[seat])
    if unknown_mana:
        return
    missing = _uncovered(d.civilizations, [state.card_def(m.iid).civilizations for m in tapped])  # type: ignore[union-attr]
    if missing:
        ctx.flag(
            C.COST_CIVILIZATION,
            {
                "card": _name(state, card.iid),
                "civs": "/".join(CIVILIZATION_JA[c] for c in d.civilizations),
                "missing": "/".join(CIVILIZATION_JA[c] for c in missing),
            },
            cards=[card.iid],
            players=[seat],
        )


def _uncovered(needed: tuple[str, ...], mana: list[tuple[str, ...]]) -> list[str]:
    """Civilizations no distinct tapped card can supply (a small bipartite matching)."""
    if len(needed) == 1:  # the common case needs no matching
        return [] if any(needed[0] in civs for civs in mana) else list(needed)
    match: dict[int, str] = {}

    def assign(civ: str, seen: set[int]) -> bool:
        for i, civs in enumerate(mana):
            if civ in civs and i not in seen:
                seen.add(i)
                if i not in match or assign(match[i], seen):
                    match[i] = civ
                    return True
        return False

    return [civ for civ in needed if not assign(civ, set())]


def _main_step(state: DMState, entry: Entry, ctx: Context, card: str) -> None:
    if state.step != "main":
        # A commander summoned out of 超統率ゾーン by its mana cost is summoned as if from the hand
        # (701.13, 701.13a): 「そのプレイヤーのターン中に」 does not open the other steps to a summon.
        commander = entry.act == "summon" and entry.args.get("from") == "command"
        extra = [f"{C.GAME}:701.13", f"{C.GAME}:701.13a"] if commander else []
        ctx.flag(C.MAIN_STEP, {"act": entry.act, "card": card, "step": state.step}, extra_clauses=extra)


def _type(state: DMState, entry: Entry, ctx: Context, card: Card, wanted: str) -> None:
    d = state.card_def(card.iid)
    if d is not None and d.type != wanted:
        ctx.flag(
            C.CARD_TYPE,
            {
                "act": entry.act,
                "wanted": wanted,
                "card": _name(state, card.iid),
                "type": d.type or d.raw_type,
            },
            cards=[card.iid],
        )


# --- handlers: setup -------------------------------------------------------------------------------
def shuffle(state: DMState, entry: Entry, ctx: Context) -> None:
    return


def turn_start(state: DMState, entry: Entry, ctx: Context) -> None:
    """Marks who starts the turn; the untap itself moves no card, so the engine did it already."""
    return


def shields(state: DMState, entry: Entry, ctx: Context) -> None:
    """Official setup: shields are set face down from the top of the deck."""
    seat = entry.actor or state.seating[0]
    p = state.players[seat]
    cards = entry.args.get("cards")
    n = len(cards) if isinstance(cards, list) else int(entry.args.get("count", 0))
    p.zones["deck"].hidden = max(0, p.zones["deck"].hidden - n)
    if isinstance(cards, list):
        for raw in cards:
            iid, cid = split_ref(raw)
            if iid is None:
                p.zones["shields"].hidden += 1
                continue
            bind(state, ctx, iid, cid)
            p.zones["shields"].cards[iid] = Card(iid, owner_of(iid), state.ids.get(iid), seat, face_down=True)
    else:
        p.zones["shields"].hidden += n
    if state.turn == 0:
        state.setup_shields[seat] = state.setup_shields.get(seat, 0) + n


def draw(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.actor or state.turn_player or state.seating[0]
    p = state.players[seat]
    cards = entry.args.get("cards")
    n = len(cards) if isinstance(cards, list) else int(entry.args.get("count", 1))
    deck = p.zones["deck"]
    if state.turn == 0:
        state.setup_hand[seat] = state.setup_hand.get(seat, 0) + n
    elif state.step == "draw" and seat == state.turn_player and not entry.args.get("source"):
        state.flags.drawn += n
    if n > deck.count:
        if state.turn > 0 and policy(state, ctx, "deck_out", [seat]) == "cannot_draw":
            lose(state, ctx, seat, "deck_out")
            return
        flag_card_problem(
            ctx,
            C.LOG_CARD,
            seat,
            f"drew {n} from a deck of {deck.count}",
            f"山札{deck.count}枚から{n}枚引いています",
            players=[seat],
            names_card=False,
        )
    deck.hidden = max(0, deck.hidden - n)
    if isinstance(cards, list):
        for raw in cards:
            iid, cid = split_ref(raw)
            if iid is None:
                p.zones["hand"].hidden += 1
                continue
            bind(state, ctx, iid, cid)
            p.zones["hand"].cards[iid] = Card(iid, owner_of(iid), state.ids.get(iid), seat)
    else:
        p.zones["hand"].hidden += n
    deck_changed(state, ctx, seat)


# --- handlers: charge, summon, cast, activate ------------------------------------------------------
def charge(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = turn_player_act(state, entry, ctx)
    if state.step != "charge":
        ctx.flag(C.CHARGE_STEP, {"seat": seat, "step": state.step}, players=[seat])
    state.flags.charged += 1
    if state.flags.charged > 1:
        ctx.flag(C.CHARGE_ONCE, {"seat": seat}, players=[seat])
    elif state.extra.get(SNAP_CHARGED) == state.turn:
        # The snapshot did not say whether a card was charged this turn before it (401).
        ctx.flag(
            C.CHARGE_ONCE,
            {"seat": seat},
            players=[seat],
            verdict=Verdict.NEEDS_RULING,
            unknown=BEFORE_SNAPSHOT,
        )
    card = take(state, ctx, entry.args.get("card"), seat, "hand", entry.act)
    if card is None:
        return
    d = state.card_def(card.iid)
    put(state, card, seat, "mana", tapped=d is not None and len(d.civilizations) > 1)
    card.controller = seat


def summon(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = turn_player_act(state, entry, ctx)
    iid = split_ref(entry.args.get("card"))[0] or "?"
    _main_step(state, entry, ctx, iid)
    src = str(entry.args.get("from", "hand"))
    card = take(state, ctx, entry.args.get("card"), seat, src, entry.act)
    if card is None:
        return
    _type(state, entry, ctx, card, CREATURE)
    pay(state, entry, ctx, seat, card)
    check_targets(state, entry, ctx, seat, card.iid)
    put(state, card, seat, "battle", src=src)


def cast(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = turn_player_act(state, entry, ctx)
    iid = split_ref(entry.args.get("card"))[0] or "?"
    _main_step(state, entry, ctx, iid)
    card = take(state, ctx, entry.args.get("card"), seat, str(entry.args.get("from", "hand")), entry.act)
    if card is None:
        return
    _type(state, entry, ctx, card, SPELL)
    pay(state, entry, ctx, seat, card)
    cast_lock(state, ctx, seat, card.iid)
    check_targets(state, entry, ctx, seat, card.iid)
    record(state, "cast", card.iid, seat)
    put(state, card, card.owner, "graveyard")


def _continuous(state: DMState, iid: str, key: str) -> Any:
    """The value of a declared continuous ability's effect `key` on card `iid` (None if it has none)."""
    d = state.card_def(iid)
    for a in d.abilities if d is not None else ():
        if a.kind == "continuous" and a.effect.get(key) is not None:
            return a.effect.get(key)
    return None


def _shields(state: DMState, seat: str) -> int:
    return int(state.players[seat].zones["shields"].count)


def cast_lock(state: DMState, ctx: Context, seat: str, spell: str) -> None:
    """600.4a: a static 「相手は呪文を唱えられない」 (`cast_lock`) of any opponent's creature stops the cast;
    with `max_cost` only spells of that cost or less; with `fewer_shields` only for an opponent with fewer
    shields than the lock's controller, each opponent compared on their own (600.4f). With the range option
    the lock reaches only players in its controller's (static) range (601.8, 601.12)."""
    d_spell = state.card_def(spell)
    cost = d_spell.cost if d_spell is not None else 0
    for other in state.remaining:
        if other == seat:
            continue
        for iid, card in state.players[other].zones["battle"].cards.items():
            lock = _continuous(state, iid, "cast_lock")
            if not isinstance(lock, dict) or seat not in state.opponents(card.controller):
                continue
            near = trigger_range(state, card.controller)
            if near is not None and seat not in near[0]:
                continue
            most = lock.get("max_cost")
            if isinstance(most, int) and not isinstance(most, bool) and cost > most:
                continue
            why, why_ja, extra = "", "", []
            if lock.get("fewer_shields"):
                mine, theirs = _shields(state, card.controller), _shields(state, seat)
                if theirs >= mine:
                    continue
                why = f" (its {theirs} shields are fewer than {card.controller}'s {mine})"
                why_ja = f"（シールド{theirs}つは{card.controller}の{mine}つより少ない）"
                extra = [f"{C.GAME}:600.4f"]
            ctx.flag(
                C.CAST_LOCKED,
                {
                    "seat": seat,
                    "card": _name(state, spell),
                    "lock": _name(state, iid),
                    "controller": card.controller,
                    "why": why,
                    "why_ja": why_ja,
                },
                cards=[spell, iid],
                players=[seat],
                extra_clauses=extra,
            )
            return


def _protected(state: DMState, iid: str) -> tuple[str, int, int] | None:
    """600.4a: 「シールドが2つ以下の相手がいれば、このクリーチャーは破壊されない」 (`not_destroyed_if`:
    {"opponent_shields_at_most": n}) holds while any one opponent of its controller has n shields or fewer.
    Returns (that opponent, their shields, n), or None."""
    cond = _continuous(state, iid, "not_destroyed_if")
    where = state.find(iid)
    if not isinstance(cond, dict) or where is None or where[1] != "battle":
        return None
    most = cond.get("opponent_shields_at_most")
    if not isinstance(most, int) or isinstance(most, bool):
        return None
    controller = state.players[where[0]].zones["battle"].cards[iid].controller
    for opp in state.opponents(controller):
        if opp in state.remaining and _shields(state, opp) <= most:
            return opp, _shields(state, opp), most
    return None


def activate(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.actor or state.turn_player or state.seating[0]
    iid, _ = split_ref(entry.args.get("card"))
    if iid is None:
        bad(ctx, entry.act, "no card", "カードがありません")
        return
    owner = controller_of(state, iid)
    if state.options.get("range") is not None and owner not in state.in_range.get(seat, {seat}):
        ctx.flag(C.ACTIVATE_RANGE, {"seat": seat, "card": iid}, cards=[iid], players=[seat])
    check_targets(state, entry, ctx, seat, iid)


# --- handlers: attacks -----------------------------------------------------------------------------
def attack(state: DMState, entry: Entry, ctx: Context) -> None:
    close_attack(state, ctx)
    seat = turn_player_act(state, entry, ctx)
    attacker = split_ref(entry.args.get("attacker"))[0]
    target = entry.args.get("target")
    target = split_ref(target)[0] if not (isinstance(target, str) and target in state.players) else target
    if attacker is None or target is None:
        bad(
            ctx,
            entry.act,
            "attack needs an attacker and a target",
            "アタックにはアタックするクリーチャーと対象が必要です",
        )
        return
    if state.step != "attack":
        ctx.flag(C.ATTACK_STEP, {"attacker": attacker, "step": state.step}, cards=[attacker])
    if attacker in state.removed_cards:
        ctx.flag(C.REMOVED_CARD, {"card": attacker, "seat": state.removed_cards[attacker], "act": entry.act})
        return
    card = state.players[seat].zones["battle"].cards.get(attacker)
    if card is None:
        where = state.find(attacker)
        card = state.players[where[0]].zones["battle"].cards.get(attacker) if where else None
    if card is None or card.controller != seat:
        ctx.flag(C.ATTACK_NOT_OWN, {"attacker": attacker, "seat": seat}, cards=[attacker], players=[seat])
    else:
        d = state.card_def(attacker)
        if card.tapped:
            ctx.flag(C.ATTACK_TAPPED, {"attacker": attacker}, cards=[attacker], players=[seat])
        if card.entered == state.turn and not (d and d.speed_attacker):
            if d is None or d.text:
                ctx.flag(C.ATTACK_SICK_TEXT, {"attacker": attacker}, cards=[attacker], unknown="card text")
            else:
                ctx.flag(C.ATTACK_SICK, {"attacker": attacker}, cards=[attacker], players=[seat])
        elif card.entered == UNKNOWN_ENTERED and not (d and d.speed_attacker):
            # A snapshot card: the snapshot did not say whether it entered the battle zone this turn.
            ctx.flag(
                C.ATTACK_SICK,
                {"attacker": attacker},
                cards=[attacker],
                players=[seat],
                verdict=Verdict.NEEDS_RULING,
                unknown=BEFORE_SNAPSHOT,
            )
        card.tapped = True
    target_owner = controller_of(state, target)
    defender = entry.args.get("defender", target_owner)
    if not isinstance(defender, str) or defender not in state.players:
        bad(ctx, entry.act, f"defending player {defender!r}", f"防御するプレイヤー{defender!r}が不正です")
        return
    ok = True
    if defender not in state.opponents(seat):
        ctx.flag(C.ATTACK_DEFENDER, {"seat": seat, "defender": defender}, players=[seat])
        ok = False
    if ok and state.options.get("attack_adjacent") and defender not in state.adjacent.get(seat, set()):
        ctx.flag(C.ATTACK_ADJACENT, {"seat": seat, "defender": defender}, players=[seat])
    if ok and state.options.get("range") is not None and defender not in state.in_range.get(seat, {seat}):
        ctx.flag(
            C.ATTACK_RANGE,
            {
                "seat": seat,
                "defender": defender,
                "distance": state.distance.get((seat, defender), "?"),
                "range": _range_of(state, seat),
            },
            players=[seat],
        )
    for spec, evidence in state.variant.attack_problems(state, seat, defender):
        ctx.flag(spec, evidence, players=[seat])
    if ok:
        _lure(state, ctx, seat, attacker, defender, target)
    if target != defender:
        tcard = state.players[defender].zones["battle"].cards.get(target)
        owner_card = None
        where = state.find(target)
        if where and where[1] == "battle":
            owner_card = state.players[where[0]].zones["battle"].cards[target]
        if owner_card is None or owner_card.controller != defender:
            ctx.flag(
                C.ATTACK_TARGET,
                {"attacker": attacker, "target": target, "defender": defender},
                players=[seat],
            )
        elif not (tcard or owner_card).tapped:
            ctx.flag(C.ATTACK_UNTAPPED_TARGET, {"attacker": attacker, "target": target}, cards=[attacker])
    shields_now = sum(
        state.players[s].zones["shields"].count for s in state.variant.shield_seats(state, defender)
    )
    state.attack = Attack(attacker, seat, defender, target, shields_at_declare=shields_now)


# A declared continuous ability 「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する」 (effect
# `attack_lure`) binds the attack in one of the two ways 600.6a's examples tell apart: "player" — the
# requirement already decides the defending player, so no other opponent may be designated (the God-linked
# 《龍神ヘヴィ》); "creature" — it binds only the choice between the defending player and their creatures,
# so another opponent may still be designated (《ドンジャングルS7》).
LURE_HOW = {
    "player": (
        "no other defending player may be designated",
        "他のプレイヤーを防御プレイヤーに指定できません",
    ),
    "creature": ("its controller is the defending player", "そのコントローラーが防御プレイヤーです"),
}
# "open": the card has this text but its reading is not settled; both readings bind once its controller
# defends, only the "player" one forbids designating another opponent (then `attack.lure_reading`).
LURE_OPEN = "open"


def _may_designate(state: DMState, seat: str, other: str) -> bool:
    """Whether `seat` could designate `other` as the defending player (600.5, 600.6, 601.3, 602.2)."""
    if other not in state.opponents(seat):
        return False
    if state.options.get("attack_adjacent") and other not in state.adjacent.get(seat, set()):
        return False
    if state.options.get("range") is not None and other not in state.in_range.get(seat, {seat}):
        return False
    return not state.variant.attack_problems(state, seat, other)


def _lure_how(state: DMState, iid: str) -> str | None:
    """How the creature binds attacks (600.6a), None if it does not; read once per card id, since a card's
    abilities never change (every attack looks at every creature in the battle zone)."""
    cid = state.ids.get(iid)
    d = state.defs.get(cid) if cid else None
    if d is None:
        return None
    if cid in state.lure_by_card:
        return state.lure_by_card[cid]
    how = next(
        (
            a.effect.get("attack_lure")
            for a in d.abilities
            if a.kind == "continuous" and a.effect.get("attack_lure") in (*LURE_HOW, LURE_OPEN)
        ),
        None,
    )
    state.lure_by_card[cid] = how
    return how


def _lure(state: DMState, ctx: Context, seat: str, attacker: str, defender: str, target: str) -> None:
    """600.6a: an attack that ignores a creature the attacker's creatures must attack if able. Able: the
    creature is tapped (only tapped creatures may be attacked, official rule) and the attacking player may
    designate its controller."""
    binding: list[tuple[str, str, str]] = []  # (lure creature, its controller, how it binds)
    unsettled: list[tuple[str, str]] = []  # "open" lures of another opponent: binding under one reading only
    for other in state.remaining:
        if other == seat:
            continue
        for iid, card in state.players[other].zones["battle"].cards.items():
            how = _lure_how(state, iid)
            if how is None or not card.tapped or not _may_designate(state, seat, card.controller):
                continue
            if how == LURE_OPEN and card.controller != defender:
                unsettled.append((iid, card.controller))
            elif how == "player" or card.controller == defender:
                binding.append((iid, card.controller, "creature" if how == LURE_OPEN else how))
    if any(iid == target for iid, _, _ in binding):
        return
    if not binding:
        if unsettled:
            iid, controller = unsettled[0]
            evidence = {"attacker": attacker, "defender": defender, "lure": iid, "controller": controller}
            ctx.flag(C.ATTACK_LURE_READING, evidence, cards=[attacker, iid], players=[seat])
        return
    iid, controller, how = binding[0]
    ctx.flag(
        C.ATTACK_LURE,
        {
            "attacker": attacker,
            "target": target,
            "defender": defender,
            "lure": iid,
            "controller": controller,
            "how": LURE_HOW[how][0],
            "how_ja": LURE_HOW[how][1],
        },
        cards=[attacker, iid],
        players=[seat],
    )


def _current_attack(
    state: DMState, ctx: Context, entry: Entry, spec: Any, evidence: dict[str, Any]
) -> Attack | None:
    if state.attack is None:
        ctx.flag(spec, evidence)
    return state.attack


def block(state: DMState, entry: Entry, ctx: Context) -> None:
    blocker = split_ref(entry.args.get("blocker"))[0]
    if blocker is None:
        bad(ctx, entry.act, "no blocker", "ブロッカーがありません")
        return
    a = _current_attack(state, ctx, entry, C.BLOCK_NO_ATTACK, {"blocker": blocker})
    where = state.find(blocker)
    card = state.players[where[0]].zones["battle"].cards.get(blocker) if where else None
    if card is None:
        flag_card_problem(ctx, C.LOG_CARD, blocker, "is not in the battle zone", "バトルゾーンにありません")
        return
    if a is None:
        return
    if not state.variant.may_block(state, card.controller, a):
        ctx.flag(
            C.BLOCK_NOT_DEFENDER,
            {"blocker": blocker, "seat": card.controller, "defender": a.defender},
            cards=[blocker],
            players=[card.controller],
        )
    d = state.card_def(blocker)
    if d is not None and not d.blocker and not d.text:
        ctx.flag(C.BLOCK_NO_ABILITY, {"blocker": blocker}, cards=[blocker])
    if card.tapped:
        ctx.flag(C.BLOCK_TAPPED, {"blocker": blocker}, cards=[blocker])
    if a.blocker is not None:
        ctx.flag(C.BLOCK_TWICE, {"blocker": blocker, "first": a.blocker}, cards=[blocker])
    card.tapped = True
    a.blocker = blocker


def battle(state: DMState, entry: Entry, ctx: Context) -> None:
    a = state.attack
    destroyed = [split_ref(r)[0] for r in entry.args.get("destroyed") or []]
    destroyed = [d for d in destroyed if d]
    if a is None:
        bad(ctx, entry.act, "no attack is in progress", "進行中のアタックがありません")
    else:
        other = a.blocker or (a.target if a.target not in state.players else None)
        da, db = state.card_def(a.attacker), state.card_def(other)
        if other is not None and da is not None and db is not None:
            pa, pb = da.power, db.power
            expected = {a.attacker} if pa < pb else {other} if pa > pb else {a.attacker, other}
            # A creature a declared static ability keeps from being destroyed stays (600.4a).
            kept = {c: p for c in (a.attacker, other) if (p := _protected(state, c)) is not None}
            expected -= set(kept)
            for c, (opp, count, most) in kept.items():
                if c in destroyed:
                    controller = controller_of(state, c) or "?"
                    ctx.flag(
                        C.NOT_DESTROYED,
                        {
                            "card": _name(state, c),
                            "controller": controller,
                            "most": most,
                            "opponent": opp,
                            "shields": count,
                        },
                        cards=[c],
                    )
            if set(destroyed) - set(kept) != expected:
                evidence = {
                    "a": a.attacker,
                    "b": other,
                    "pa": pa,
                    "pb": pb,
                    "logged": ", ".join(destroyed) or "none",
                    "expected": ", ".join(sorted(expected)),
                }
                if da.text or db.text or has_text_in_play(state):
                    ctx.flag(C.BATTLE_TEXT, evidence, cards=[a.attacker, other], unknown="card text")
                else:
                    ctx.flag(C.BATTLE_RESULT, evidence, cards=[a.attacker, other])
    for iid in destroyed:
        where = state.find(iid)
        if where is None or where[1] != "battle":
            flag_card_problem(ctx, C.LOG_CARD, iid, "is not in the battle zone", "バトルゾーンにありません")
            continue
        card = state.players[where[0]].zones["battle"].cards.pop(iid)
        to = pile_zone(state, iid) or "graveyard"
        record(state, "destroyed", iid, card.controller, src="battle", dst=to)
        record(state, "leaves", iid, card.controller, src="battle", dst=to)
        put(state, card, card.owner, to)
        if a is not None and iid == a.attacker:
            a.attacker_left = True


def pile_zone(state: DMState, iid: str) -> str | None:
    """Official rule: a psychic creature leaving the battle zone goes back to 超次元ゾーン, a GR creature to
    超GRゾーン, instead of any other zone (None for any other card)."""
    d = state.card_def(iid)
    if d is None or d.kind not in ("psychic", "gr"):
        return None
    return "hyperspatial" if d.kind == "psychic" else "gr"


def break_shields(state: DMState, entry: Entry, ctx: Context) -> None:
    a = state.attack
    raws = entry.args.get("shields")
    if not isinstance(raws, list):
        bad(
            ctx,
            entry.act,
            "shields must be a list of shield cards",
            "shieldsはシールドのカードのリストでなければなりません",
        )
        return
    problem = None
    if a is None:
        problem = ("is not in progress", "攻撃中ではありません")
    elif a.blocker is not None:
        problem = ("was blocked", "その攻撃はブロックされています")
    elif a.target not in state.players:
        problem = ("targets a creature", "その攻撃はクリーチャーへの攻撃です")
    elif a.broke:
        problem = ("had already broken shields", "その攻撃ではすでにブレイクしています")
    elif a.attacker_left:
        problem = ("lost its attacker", "攻撃クリーチャーがバトルゾーンを離れています")
    if problem:
        ctx.flag(C.BREAK_NOT_DUE, {"problem": problem[0], "problem_ja": problem[1]})
    seats = state.variant.shield_seats(state, a.defender) if a else []
    available = sum(state.players[s].zones["shields"].count for s in seats)
    if a is not None and not problem:
        d = state.card_def(a.attacker)
        if d is not None and not d.text and not has_text_in_play(state):
            wanted = min(d.breaker, available)
            if len(raws) != wanted:
                ctx.flag(
                    C.BREAK_COUNT,
                    {
                        "attacker": a.attacker,
                        "count": len(raws),
                        "breaker": d.breaker,
                        "available": available,
                        "wanted": wanted,
                    },
                    cards=[a.attacker],
                )
    broken: list[str] = []
    for raw in raws:
        iid = split_ref(raw)[0]
        if iid is None:
            bad(ctx, entry.act, f"shield {raw!r}", f"シールドの指定{raw!r}が不正です")
            continue
        where = state.find(iid)
        zone_seat = where[0] if where and where[1] == "shields" else owner_of(iid)
        if a is not None and zone_seat not in seats:
            ctx.flag(
                C.BREAK_WRONG_PLAYER, {"card": iid, "owner": zone_seat, "defender": a.defender}, cards=[iid]
            )
        if zone_seat not in state.players:
            bad(ctx, entry.act, f"shield {iid} of an unknown seat", f"シールド{iid}の席が不明です")
            continue
        card = take(state, ctx, raw, zone_seat, "shields", entry.act)
        if card is None:
            continue
        card.face_down = False
        record(state, "broken", iid, zone_seat, also=(a.seat if a else None,), src="shields", dst="hand")
        put(state, card, card.owner, "hand")
        broken.append(iid)
    if a is not None:
        a.broke = True
        a.broken.extend(broken)
    state.extra["last_broken"] = set(broken) | (state.extra.get("last_broken") or set())


def shield_trigger(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.actor or (state.attack.defender if state.attack else state.seating[0])
    iid = split_ref(entry.args.get("card"))[0]
    card = take(state, ctx, entry.args.get("card"), seat, "hand", entry.act)
    if card is None or iid is None:
        return
    d = state.card_def(iid)
    if d is not None and not d.shield_trigger and not d.text:
        ctx.flag(C.TRIGGER_NOT_TRIGGER, {"card": _name(state, iid)}, cards=[iid])
    recent = state.attack.broken if state.attack else []
    if iid not in recent:
        ctx.flag(C.TRIGGER_NOT_BROKEN, {"card": iid, "seat": seat}, cards=[iid], players=[seat])
    check_targets(state, entry, ctx, seat, iid)
    if d is not None and d.is_creature:
        put(state, card, seat, "battle", src="hand")
    else:
        if d is not None and d.type == SPELL:
            cast_lock(state, ctx, seat, iid)
            record(state, "cast", iid, seat)
        put(state, card, card.owner, "graveyard")


def direct_attack(state: DMState, entry: Entry, ctx: Context) -> None:
    a = state.attack
    problem = None
    if a is None:
        problem = ("no attack is in progress", "攻撃中ではありません")
    elif a.blocker is not None:
        problem = ("the attack was blocked", "その攻撃はブロックされています")
    elif a.target not in state.players:
        problem = ("the attack targets a creature", "その攻撃はクリーチャーへの攻撃です")
    elif a.attacker_left:
        problem = ("the attacker left the battle zone", "攻撃クリーチャーがバトルゾーンを離れています")
    if problem or a is None:
        ctx.flag(
            C.DIRECT_NOT_DUE,
            {"problem": problem[0] if problem else "", "problem_ja": problem[1] if problem else ""},
        )
        return
    shields_now = sum(
        state.players[s].zones["shields"].count for s in state.variant.shield_seats(state, a.defender)
    )
    if shields_now > 0 or a.broke:
        ctx.flag(C.DIRECT_SHIELDS, {"defender": a.defender, "shields": shields_now}, players=[a.seat])
    a.direct = True
    lose(state, ctx, a.defender, "direct_attack")


# --- handlers: other effects, leaving, the result --------------------------------------------------
def effect(state: DMState, entry: Entry, ctx: Context, *, unlimited: bool = False) -> None:
    """Card text the engine does not model: apply the recorded results, checking only rules that always hold.

    `unlimited`: the effect of a face-up planar card, which 601 does not limit (703.12, 704.13)."""
    seat = entry.actor or state.turn_player or state.seating[0]
    args = entry.args
    check_targets(state, entry, ctx, seat, str(args.get("source", "?")))
    # A target out of range is range.target's finding already; 601.8 is for the cards the effect moves
    # without choosing them (「すべて」, 「各プレイヤー」).
    chosen = {split_ref(t)[0] for t in args.get("targets") or [] if not isinstance(t, list)}
    chosen |= {split_ref(t)[0] for g in args.get("targets") or [] if isinstance(g, list) for t in g}
    reach = None if unlimited or state.options.get("range") is None else state.in_range.get(seat, {seat})
    for move in args.get("moves") or []:
        if not isinstance(move, dict) or move.get("to") not in ZONES:
            bad(ctx, entry.act, f"move {move!r}", f"移動の指定{move!r}が不正です")
            continue
        iid, _ = split_ref(move.get("card"))
        if iid is None:
            bad(ctx, entry.act, f"move {move!r}", f"移動の指定{move!r}が不正です")
            continue
        to = move["to"]
        if move.get("from") == "outside":
            card = _from_outside(state, ctx, seat, move.get("card"), iid)
            if card is None:
                continue
            src_seat, src_zone = seat, "outside"
        else:
            where = state.find(iid)
            src_seat, src_zone = where if where else (owner_of(iid), str(move.get("from", "deck")))
            if src_seat not in state.players:
                ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": src_seat})
                continue
            controller = None
            if src_zone == "battle" and iid in state.players[src_seat].zones["battle"].cards:
                controller = state.players[src_seat].zones["battle"].cards[iid].controller
            holder = controller or src_seat
            if (
                reach is not None
                and iid not in chosen
                and holder not in reach
                and state.players[holder].in_game
            ):
                ctx.flag(
                    C.EFFECT_RANGE,
                    {"seat": seat, "card": iid, "holder": holder, "range": _range_of(state, seat)},
                    cards=[iid],
                    players=[seat],
                )
            card = take(state, ctx, move.get("card"), src_seat, src_zone, entry.act)
            if card is None:
                continue
            _owner_zone(state, ctx, card, controller, src_zone, to, move.get("player"))
            home = pile_zone(state, iid) if src_zone == "battle" else None
            if home is not None and to not in ("battle", home):
                ctx.flag(C.PILE_CARD_HOME, {"card": iid, "zone": to, "home": home}, cards=[iid])
                to = home  # the rule's replacement: the card is in its pile zone, whatever the log said
        dest = move.get("player", seat if to == "battle" else card.owner)
        if dest not in state.players:
            ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": dest})
            continue
        if src_zone == "battle" and to != "battle":
            left_from = controller or card.owner
            if move["to"] == "graveyard":  # 破壊: to the graveyard (a psychic's pile replaces where it goes)
                record(state, "destroyed", iid, left_from, src=src_zone, dst=to)
            record(state, "leaves", iid, left_from, src=src_zone, dst=to)
        put(state, card, dest, to, tapped=bool(move.get("tapped", False)), src=src_zone)
        if state.attack and iid == state.attack.attacker and to != "battle":
            state.attack.attacker_left = True
        if src_zone == "deck":
            deck_changed(state, ctx, src_seat)
    for key, value in (("tap", True), ("untap", False)):
        for raw in args.get(key) or []:
            iid = split_ref(raw)[0]
            where = state.find(iid) if iid else None
            if where:
                state.players[where[0]].zones[where[1]].cards[iid].tapped = value  # type: ignore[index]
    for iid, new in (args.get("control") or {}).items():
        where = state.find(iid)
        if where and where[1] == "battle" and new in state.players:
            card = state.players[where[0]].zones["battle"].cards.pop(iid)
            card.controller = new
            state.players[new].zones["battle"].cards[iid] = card


def _owner_zone(
    state: DMState, ctx: Context, card: Card, controller: str | None, src: str, to: str, dest: Any
) -> None:
    """A card leaving to any zone but the battle zone goes to its owner's zone (103.5a from the battle
    zone; elsewhere the official rule, the owner never changing, 103.1d)."""
    if to == "battle" or dest is None or dest == card.owner or dest not in state.players:
        return
    evidence = {"card": card.iid, "owner": card.owner, "seat": dest, "zone": to}
    if src == "battle":
        ctx.flag(
            C.EFFECT_OWNER_ZONE,
            evidence | {"controller": controller or card.owner},
            cards=[card.iid],
            players=[dest],
        )
    else:
        ctx.flag(C.EFFECT_OWNER_ZONE_OTHER, evidence, cards=[card.iid], players=[dest])


def _from_outside(state: DMState, ctx: Context, seat: str, raw: Any, iid: str) -> Card | None:
    """A card brought in from outside the game: its owner is the player who added it (103.1a). It is in no
    decklist, so only its definition is needed."""
    _, card_id = split_ref(raw)
    if card_id is None or card_id not in state.defs:
        bad(
            ctx,
            "effect",
            f"a card from outside the game needs a defined card id: {raw!r}",
            f"ゲーム外のカードには定義済みのカードIDが必要です：{raw!r}",
        )
        return None
    if state.find(iid) is not None or iid in state.removed_cards:
        bad(ctx, "effect", f"{iid} is already in the game", f"{iid}はすでにゲーム内にあります")
        return None
    owner = owner_of(iid)
    if owner != seat:
        ctx.flag(C.OUTSIDE_OWNER, {"seat": seat, "card": iid, "owner": owner}, cards=[iid], players=[seat])
    state.ids[iid] = card_id
    return Card(iid=iid, owner=seat, card=card_id, controller=seat)


def concede(state: DMState, entry: Entry, ctx: Context) -> None:
    if entry.actor in state.players:
        lose(state, ctx, entry.actor, "concede")


def lose_act(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.args.get("player", entry.actor)
    if seat not in state.players:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": seat})
        return
    reason = str(entry.args.get("reason", "effect"))
    if reason == "deck_out" and state.players[seat].in_game:
        # A loss the rules do not give is a rules breach, and the player stays in the game.
        deck = state.players[seat].zones["deck"].count
        if state.variant.code == "tower":
            ctx.flag(C.LOSE_TOWER, {"seat": seat}, players=[seat])
            return
        if deck > 0:
            ctx.flag(C.LOSE_NOT_GIVEN, {"seat": seat, "deck": deck}, players=[seat])
            return
    lose(state, ctx, seat, reason)


def win_effect(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.args.get("player", entry.actor)
    if seat not in state.players:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": seat})
        return
    expected, rule = state.variant.win_effect_losers(state, seat, ctx)
    logged = entry.args.get("losers")
    losers = expected
    if isinstance(logged, list):
        if set(logged) != set(expected):
            ctx.flag(
                C.WIN_EFFECT_CONTINUES if rule == "701.7" else C.WIN_EFFECT,
                {
                    "player": seat,
                    "logged": ", ".join(logged) or "nobody",
                    "expected": ", ".join(expected) or "nobody",
                    "rule": rule,
                },
                players=[seat],
            )
        losers = [s for s in logged if s in state.players]
    lose_all(state, ctx, losers, "win_effect")


def result(state: DMState, entry: Entry, ctx: Context) -> None:
    logged = entry.args.get("winners") or []
    if sorted(logged) != sorted(state.winners):
        evidence = {"logged": ", ".join(logged) or "none", "engine": ", ".join(state.winners) or "none"}
        if state.variant.code == "pentagon":
            ctx.flag(C.PENTAGON_WIN, {"logged": evidence["logged"], "expected": evidence["engine"]})
        else:
            check = _result_check(state, logged)
            if check is C.RESULT_EMPEROR_FALLEN:
                missing = sorted(set(state.winners) - set(logged))
                ctx.flag(check, evidence | {"missing": ", ".join(missing)}, players=missing)
            else:
                ctx.flag(check, evidence)


def _result_check(state: DMState, logged: list[str]) -> Any:
    """The clause that decides who wins in this format (102.1a-102.1c; official for a 2-player game)."""
    if state.variant.code == "emperor":
        missing = set(state.winners) - set(logged)
        only_fallen = missing and set(logged) <= set(state.winners)
        if only_fallen and not any(state.players[s].in_game for s in missing):
            # The team is right and only players who had already lost are left out: 102.1b's last sentence.
            return C.RESULT_EMPEROR_FALLEN
        return C.RESULT_MISMATCH_EMPEROR
    if isinstance(state.options.get("teams"), list):
        return C.RESULT_MISMATCH_TEAM
    return C.RESULT_MISMATCH_MULTI if state.multiplayer else C.RESULT_MISMATCH


def deploy(state: DMState, entry: Entry, ctx: Context) -> None:
    """603.1: `deploy` in a format without the option (the emperor format replaces this handler)."""
    deploy_without_option(state, entry, ctx)


HANDLERS: dict[str, Handler] = {
    "shuffle": shuffle,
    "turn_start": turn_start,
    "shields": shields,
    "draw": draw,
    "charge": charge,
    "summon": summon,
    "cast": cast,
    "activate": activate,
    "attack": attack,
    "block": block,
    "battle": battle,
    "break": break_shields,
    "shield_trigger": shield_trigger,
    "direct_attack": direct_attack,
    "effect": effect,
    "concede": concede,
    "lose": lose_act,
    "win_effect": win_effect,
    "result": result,
    "deploy": deploy,
    "extra_turn": turn_effect,
    "skip_turn": turn_effect,
}
AFTER_GAME_ACTS = frozenset({"result", "note"})
