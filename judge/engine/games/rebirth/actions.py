"""One handler per logged action: check it against the rules, then apply what the log says happened."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine.core.abilities import find_ability
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.rebirth import abilities as ab
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth import formats
from judge.engine.games.rebirth.cards import CHARACTER, PARTNER, REBIRTH
from judge.engine.games.rebirth.processes import describe_entry_due, entry_due, recovery_due
from judge.engine.games.rebirth.refs import bad_args, bind, known, owner_of, parse_ref, take
from judge.engine.games.rebirth.state import MEMBER_SLOTS, ZONES, Attack, Card, RebirthState
from judge.engine.games.rebirth.turns import require_turn_player

# How a logged result says the game was won, in Japanese (the log's own words are English keys).
REASON_JA = {"retire": "リタイア", "deck_out": "山札切れ", "concede": "投了", "recorded": "記録による"}

Handler = Callable[[RebirthState, Entry, Any], None]


def _actor(state: RebirthState, entry: Entry, ctx: Context) -> str | None:
    if entry.actor is None:
        bad_args(ctx, entry.act, "actor is required", "actorが必要です")
    return entry.actor


def _refs(entry: Entry, key: str, ctx: Context) -> list[Any]:
    value = entry.args.get(key)
    if value is None:
        return []
    if isinstance(value, list):
        return value
    return [value]


def _list_arg(args: dict[str, Any], key: str, act: str, ctx: Context) -> list[Any]:
    """A list argument; anything else but null is a malformed argument and counts as empty."""
    value = args.get(key)
    if value is None:
        return []
    if not isinstance(value, list):
        bad_args(ctx, act, f"'{key}' must be a list", f"'{key}'はリストでなければなりません")
        return []
    return value


# --- drawing and setup ---------------------------------------------------------------------------
def _draw_cards(state: RebirthState, ctx: Context, seat: str, refs: list[Any], count: int, act: str) -> int:
    player = state.players[seat]
    for ref in refs:
        card = take(state, ctx, ref, "deck", seat, act)
        if card is not None:
            state.move(card, "hand", seat)
    for _ in range(count):
        if player.unidentified["deck"] > 0:
            player.unidentified["deck"] -= 1
            player.unidentified["hand"] += 1
            state.clock += 1
        elif player.zones["deck"]:
            state.move(next(iter(player.zones["deck"].values())), "hand", seat)
        else:
            ctx.flag(
                C.LOG_CARD_LOCATION,
                {
                    "card": "?",
                    "seat": seat,
                    "zone": "deck",
                    "where": "the deck is empty",
                    "where_ja": "デッキは0枚です",
                },
                players=[seat],
            )
    return len(refs) + count


def _count_arg(entry: Entry, ctx: Context) -> int:
    count = entry.args.get("count", 0)
    if not isinstance(count, int) or isinstance(count, bool) or count < 0 or count > 60:
        bad_args(ctx, entry.act, f"count {count!r}", f"枚数{count!r}が不正です")
        return 0
    return count


def draw(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    refs = _refs(entry, "cards", ctx)
    n = _draw_cards(state, ctx, seat, refs, _count_arg(entry, ctx), entry.act)
    if state.phase == "setup":
        if seat not in state.setup.shuffled:
            ctx.flag(
                C.SETUP_ORDER,
                {
                    "act": "draw",
                    "problem": "drawn before the deck was shuffled",
                    "problem_ja": "山札をシャッフルする前に引いた",
                },
                players=[seat],
            )
        state.setup.drawn[seat] += n
    elif (
        state.phase == "standby"
        and "source" not in entry.args
        and (seat in state.turn_seats or _turn_order_slip(state, seat))
    ):
        if seat not in state.turn_seats:
            # The turn's first act is another player's rule draw (7.2.1.2): that player takes the turn.
            require_turn_player(state, entry, ctx)
        flags = state.turn_flags
        flags.actor_seen = True  # the turn player has acted: a later act by another is not a turn-order slip
        flags.standby_draws[seat] += n
        if flags.standby_draws[seat] > 1:
            ctx.flag(C.STANDBY_DRAW, {"seat": seat, "count": flags.standby_draws[seat]}, players=[seat])
    elif "source" not in entry.args:
        ctx.flag(
            C.UNEXPLAINED_DRAW,
            {"seat": seat, "count": n, "phase": state.phase},
            players=[seat],
            unknown="which effect made the player draw",
        )


def _turn_order_slip(state: RebirthState, seat: str) -> bool:
    flags = state.turn_flags
    return (
        state.variant == "standard"
        and state.turn > 0
        and seat not in state.turn_seats
        and not flags.actor_seen
        and not any(flags.standby_draws.values())
    )


def setup_entry(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    if state.turn != 0:
        ctx.flag(
            C.SETUP_ORDER,
            {"act": entry.act, "problem": "after the game started", "problem_ja": "ゲーム開始後"},
            players=[seat],
        )
    elif seat in state.setup.shuffled:
        ctx.flag(
            C.SETUP_ORDER,
            {
                "act": entry.act,
                "problem": "after the deck was shuffled",
                "problem_ja": "山札をシャッフルした後",
            },
            players=[seat],
        )
    card = take(state, ctx, entry.args.get("card"), "deck", seat, entry.act)
    if card is None:
        return
    ok = state_judge(state, card, lambda d: d.cost <= 2 and d.type != PARTNER)
    d = state.defn(card)
    if ok is False:
        ctx.flag(
            C.SETUP_ENTRY_COST,
            {"cost": d.cost if d else "?", "card": card.iid},
            cards=[card.iid],
            players=[seat],
        )
    elif ok is None:
        ctx.flag(
            C.SETUP_ENTRY_COST,
            {"cost": "unknown", "card": card.iid},
            cards=[card.iid],
            verdict=Verdict.NEEDS_RULING,
            unknown="the identity of the face-down card, and so its cost",
        )
    face = parse_ref(entry.args.get("card"))
    state.move(card, "entry", seat, face_down=face[2] is not False if face else True)
    state.setup.entry[seat] += 1
    if state.setup.entry[seat] > 1:
        state.reported.add(("setup_entry_count", seat))  # reported here, not again when the game starts
        ctx.flag(C.SETUP_ENTRY_COUNT, {"seat": seat, "count": state.setup.entry[seat]}, players=[seat])


def state_judge(state: RebirthState, card: Card, predicate: Callable[[Any], bool]) -> bool | None:
    from judge.engine.games.rebirth.refs import judge_card

    return judge_card(state, card, predicate)


def shuffle(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    state.forget_deck(seat)
    if state.turn == 0:
        state.setup.shuffled.add(seat)


def partners_to_hand(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    refs = _refs(entry, "cards", ctx)
    for ref in refs:
        card = take(state, ctx, ref, "partners", seat, entry.act)
        if card is not None:
            state.move(card, "hand", seat)
    count = _count_arg(entry, ctx)
    player = state.players[seat]
    moved = min(count, player.unidentified["partners"])
    player.unidentified["partners"] -= moved
    player.unidentified["hand"] += moved
    if state.turn == 0:
        state.setup.partners[seat] += len(refs) + moved


# --- energy ----------------------------------------------------------------------------------------
def energy(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    args = entry.args
    by_effect = "source" in args
    partner_ref, other_ref = args.get("partner"), args.get("card")
    if partner_ref is None and other_ref is None:
        bad_args(
            ctx, entry.act, "neither 'partner' nor 'card' given", "'partner'も'card'も指定されていません"
        )
        return
    if not by_effect:
        if state.turn == 0:
            if other_ref is not None or (state.variant == "standard" and seat != state.seats[1]):
                state.reported.add(("setup_partner", seat))  # reported here, not again when the game starts
                ctx.flag(
                    C.SETUP_SECOND_PARTNER,
                    {"seat": seat, "count": state.setup.energy_partner[seat] + 1},
                    players=[seat],
                )
        elif state.phase != "energy":
            ctx.flag(C.ENERGY_PHASE, {"seat": seat, "phase": state.phase}, players=[seat])
        else:
            require_turn_player(state, entry, ctx)
    if partner_ref is not None:
        card = take(state, ctx, partner_ref, "hand", seat, entry.act)
        if card is not None:
            if (
                state_judge(state, card, lambda d: d.type == PARTNER) is False
                and card.iid not in state.partner_iids
            ):
                ctx.flag(
                    C.ENERGY_PARTNER_KIND,
                    {
                        "card": card.iid,
                        "claimed": "partner",
                        "actual": "not a partner",
                        "claimed_ja": "パートナー",
                        "actual_ja": "パートナーではありません",
                    },
                    cards=[card.iid],
                )
            elif by_effect:
                ctx.flag(
                    C.ENERGY_PARTNER_BY_EFFECT,
                    {"card": card.iid},
                    cards=[card.iid],
                    unknown="whether the effect's text allows partners",
                )
            state.move(card, "energy", seat, face_down=False)
        if state.turn == 0:
            state.setup.energy_partner[seat] += 1
        elif not by_effect:
            state.turn_flags.energy_partner[seat] += 1
            if state.turn_flags.energy_partner[seat] > 1:
                ctx.flag(
                    C.ENERGY_LIMIT,
                    {
                        "seat": seat,
                        "what": "partner",
                        "what_ja": "パートナー",
                        "count": state.turn_flags.energy_partner[seat],
                    },
                    players=[seat],
                )
    if other_ref is not None:
        card = take(state, ctx, other_ref, "hand", seat, entry.act)
        if card is not None:
            if (
                card.iid in state.partner_iids
                or state_judge(state, card, lambda d: d.type == PARTNER) is True
            ):
                if by_effect:
                    ctx.flag(
                        C.ENERGY_PARTNER_BY_EFFECT,
                        {"card": card.iid},
                        cards=[card.iid],
                        unknown="whether the effect's text allows partners",
                    )
                else:
                    ctx.flag(
                        C.ENERGY_PARTNER_KIND,
                        {
                            "card": card.iid,
                            "claimed": "non-partner card",
                            "actual": "a partner",
                            "claimed_ja": "パートナー以外のカード",
                            "actual_ja": "パートナー",
                        },
                        cards=[card.iid],
                    )
            face_down = args.get("face_down", True)
            if face_down is False:
                ctx.flag(C.ENERGY_FACE, {"card": card.iid}, cards=[card.iid], players=[seat])
            state.move(card, "energy", seat, face_down=face_down is not False)
        if not by_effect and state.turn > 0:
            state.turn_flags.energy_other[seat] += 1
            if state.turn_flags.energy_other[seat] > 1:
                ctx.flag(
                    C.ENERGY_LIMIT,
                    {
                        "seat": seat,
                        "what": "non-partner card",
                        "what_ja": "パートナー以外のカード",
                        "count": state.turn_flags.energy_other[seat],
                    },
                    players=[seat],
                )


def pay_energy(
    state: RebirthState,
    ctx: Context,
    seat: str,
    refs: list[Any],
    amount: int | None,
    act: str,
    why: tuple[str, ...] = (),
) -> None:
    """5.14.1: rest exactly `amount` standing cards of one's own energy zone; all or nothing (9.5.2.2).

    `why` names the clauses that make this act cost energy, cited beside 5.14.1's."""
    problems: list[str] = []
    problems_ja: list[str] = []
    cards: list[Card] = []
    seen: set[str] = set()
    for ref in refs:
        card = known(state, ref)
        if card is None:
            name = parse_ref(ref)[0] if parse_ref(ref) else ref
            problems.append(f"{name} is not a known energy card")
            problems_ja.append(f"{name}は既知のエネルギーのカードではありません")
            continue
        if card.iid in seen:
            problems.append(f"{card.iid} is counted twice")
            problems_ja.append(f"{card.iid}が2回数えられています")
            continue
        seen.add(card.iid)
        if card.zone != "energy" or card.holder != seat:
            problems.append(f"{card.iid} is not in {seat}'s energy zone")
            problems_ja.append(f"{card.iid}は{seat}のエネルギー置場にありません")
        elif card.rested:
            problems.append(f"{card.iid} is already rested")
            problems_ja.append(f"{card.iid}はすでにレスト状態です")
        cards.append(card)
    if amount is not None and len(refs) != amount:
        problems.append(f"{len(refs)} cards rested for a cost of {amount}")
        problems_ja.append(f"コスト{amount}に対して{len(refs)}枚がレストされました")
    if problems:
        ctx.flag(
            C.ENERGY_PAYMENT,
            {"problem": "; ".join(problems), "problem_ja": "、".join(problems_ja), "seat": seat},
            cards=[c.iid for c in cards],
            players=[seat],
            extra_clauses=why,
        )
    # Standing partners count too: 5.14.1 names every standing card of the energy zone; 4.6.3 is about
    # how text reads 'エネルギー' (product decision Rebirth 2).
    for card in cards:
        card.rested = True


# Values of the event option `character_play_cost` that keep the rulebook's literal procedure, in which
# playing a character from hand costs nothing; unset (or "printed") charges the printed cost.
FREE_PLAY = ("none", "free")
PLAY_COST_CLAUSES = tuple(f"{C.GAME}:{n}" for n in ("2.3.1", "7.4.2.1", "9.7.2.1"))


def character_play_costs(state: RebirthState) -> bool:
    """Product decision Rebirth 1 (judgement, an event option): playing a character costs its printed cost
    unless the event chose the literal, free procedure."""
    return state.options.get("character_play_cost", "printed") not in FREE_PLAY


def _main_action(state: RebirthState, entry: Entry, ctx: Context) -> None:
    if state.phase != "main":
        ctx.flag(C.MAIN_PHASE_ONLY, {"act": entry.act, "phase": state.phase}, players=[entry.actor])
    require_turn_player(state, entry, ctx)


# --- main phase ------------------------------------------------------------------------------------
def play_character(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    _main_action(state, entry, ctx)
    args = entry.args
    card = take(state, ctx, args.get("card"), "hand", seat, entry.act)
    if card is None:
        return
    is_char = state_judge(state, card, lambda d: d.type == CHARACTER)
    d = state.defn(card)
    if is_char is False:
        ctx.flag(
            C.PLAY_TYPE, {"card": card.iid, "type": d.type if d else "?"}, cards=[card.iid], players=[seat]
        )
    elif is_char is None:
        ctx.flag(
            C.PLAY_TYPE_UNKNOWN,
            {"card": card.iid},
            cards=[card.iid],
            unknown="the identity of the played card",
        )
    pay = _refs(entry, "pay", ctx)
    if character_play_costs(state):
        # Product decision Rebirth 1: the printed cost (2.3.1) is paid per 5.14.1 when the card is played
        # (9.7.2.1), before counter processing.
        pay_energy(state, ctx, seat, pay, d.cost if d else None, entry.act, why=PLAY_COST_CLAUSES)
    elif pay:
        ctx.flag(
            C.PLAY_COST_GAP,
            {"card": card.iid},
            cards=[card.iid],
            unknown="whether playing a character costs energy",
        )
        pay_energy(state, ctx, seat, pay, None, entry.act)
    to = args.get("to")
    if to == "entry":
        state.move(card, "entry", seat)
    elif to == "member":
        slot = args.get("slot")
        if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < MEMBER_SLOTS:
            ctx.flag(C.MEMBER_SLOTS, {"slot": slot}, cards=[card.iid], players=[seat])
        state.move(card, "member", seat, slot=slot if isinstance(slot, int) else None)
    else:
        ctx.flag(C.PLAY_DESTINATION, {"card": card.iid, "to": to}, cards=[card.iid], players=[seat])
        state.move(card, "waiting_room", card.owner)


def move_to_member(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    _main_action(state, entry, ctx)
    card = known(state, entry.args.get("card"))
    if card is None:
        bad_args(ctx, entry.act, "'card' must name a known card", "'card'は既知のカードでなければなりません")
        return
    if card is not state.entry_character(seat):
        ctx.flag(C.MOVE_NOT_ENTRY, {"card": card.iid, "seat": seat}, cards=[card.iid], players=[seat])
    slot = entry.args.get("slot")
    if not isinstance(slot, int) or isinstance(slot, bool) or not 0 <= slot < MEMBER_SLOTS:
        ctx.flag(C.MEMBER_SLOTS, {"slot": slot}, cards=[card.iid], players=[seat])
    elif any(c.slot == slot for c in state.players[seat].zones["member"].values()):
        ctx.flag(C.MOVE_EMPTY_SLOT, {"slot": slot}, cards=[card.iid], players=[seat])
    d = state.defn(card)
    pay_energy(state, ctx, seat, _refs(entry, "pay", ctx), d.cost if d else None, entry.act)
    state.move(card, "member", seat, slot=slot if isinstance(slot, int) else None)


def set_rebirth(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    _main_action(state, entry, ctx)
    card = take(state, ctx, entry.args.get("card"), "hand", seat, entry.act)
    if card is not None:
        if state_judge(state, card, lambda d: d.type == REBIRTH) is False:
            d = state.defn(card)
            ctx.flag(
                C.SET_REBIRTH_TYPE,
                {"card": card.iid, "type": d.type if d else "?"},
                cards=[card.iid],
                players=[seat],
            )
        state.move(card, "rebirth", seat)
    drawn = entry.args.get("draw")
    if drawn is True:
        n = _draw_cards(state, ctx, seat, [], 1, entry.act)
    elif drawn in (None, False):
        n = 0
    else:
        n = _draw_cards(state, ctx, seat, drawn if isinstance(drawn, list) else [drawn], 0, entry.act)
    if n != 1:
        ctx.flag(C.SET_REBIRTH_DRAW, {"count": n}, players=[seat])


def play_ability(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    args = entry.args
    label = str(args.get("ability", "?"))
    kind = args.get("kind", "activated")
    source_ref = args.get("card")
    card = known(state, source_ref)
    if card is None and source_ref is not None:
        card = take(state, ctx, source_ref, str(args.get("zone", "hand")), seat, entry.act)
    iid = card.iid if card else "?"
    d_card = state.defn(card) if card is not None else None
    declared = find_ability(d_card.abilities, label) if d_card is not None and d_card.abilities else None
    if d_card is not None and d_card.abilities and declared is None and not d_card.text:
        ctx.flag(C.ABILITY_UNKNOWN, {"card": iid, "ability": label}, cards=[iid], players=[seat])
        return
    if declared is not None and card is not None:
        kind = declared.kind
        ab.play_declared(state, entry, ctx, seat, card, d_card, declared)  # type: ignore[arg-type]
    if kind == "activated" and (state.phase != "main" or seat not in state.turn_seats):
        # Product decision Rebirth 4: 9.1.1.1's play timing is the 7.4.2 choice alone, unless the card's
        # text grants another (1.3.1): that is open only when the card has unmodelled text or is hidden.
        d = state.defn(card) if card is not None else None
        open_text = d is None or d.text or (declared is not None and declared.unmodelled)
        ctx.flag(
            C.ABILITY_TIMING,
            {"ability": label, "card": iid, "phase": state.phase, "actor": seat},
            cards=[iid],
            players=[seat],
            verdict=Verdict.NEEDS_RULING if open_text else None,
            unknown=(
                "whether the card's text grants this ability another timing"
                if d is not None
                else "the card, and so whether its text grants this ability another timing"
            )
            if open_text
            else None,
            extra_clauses=(f"{C.GAME}:1.3.1",) if open_text else (),
        )
    if card is not None and (args.get("once_per_turn") or (declared is not None and declared.once_per_turn)):
        key = (card.iid, card.incarnation, label)
        if key in state.turn_flags.abilities:
            ctx.flag(C.ONCE_PER_TURN, {"ability": label, "card": card.iid}, cards=[card.iid], players=[seat])
        state.turn_flags.abilities.add(key)
    if declared is None and card is not None and card.zone != "rebirth" and not args.get("zone_designated"):
        d = state.defn(card)
        if d is not None and d.type == REBIRTH:
            ctx.flag(
                C.ABILITY_REBIRTH_ZONE,
                {"card": card.iid, "zone": card.zone},
                cards=[card.iid],
                unknown="whether the card's text names a zone",
            )
    if kind == "cancel" and state.variant == "circle":
        target = args.get("against")
        if target in state.players and seat not in (
            formats.next_in_order(state, target),
            _previous(state, target),
        ):
            ctx.flag(C.CANCEL_CIRCLE, {"actor": seat, "target": target}, players=[seat])
    condition = args.get("condition") or {}
    if declared is not None:
        # 11.2.3.2 / 11.2.3.4: an activated or cancel ability whose condition keyword is unmet cannot be
        # played; an automatic one is played anyway and checked when it resolves (11.2.3.3).
        condition = ab.conditions_of(declared) if declared.kind != "auto" else {}
    if isinstance(condition, dict):
        _check_conditions(state, ctx, seat, label, condition)
    declared_energy = declared.cost.get("energy") if declared is not None else None
    if "pay" in args or declared_energy:
        amount = declared_energy if declared_energy is not None else args.get("energy")
        pay_energy(
            state, ctx, seat, _refs(entry, "pay", ctx), amount if isinstance(amount, int) else None, entry.act
        )
    for ref in _refs(entry, "discard", ctx):
        discarded = take(state, ctx, ref, "hand", seat, entry.act)
        if discarded is not None:
            state.move(discarded, "waiting_room", discarded.owner)


def _previous(state: RebirthState, seat: str) -> str:
    order = state.seats
    i = order.index(seat)
    for k in range(1, len(order)):
        candidate = order[(i - k) % len(order)]
        # 12.7.7: a seat emptied this turn keeps its place until the turn ends, as in next_in_order.
        if not state.players[candidate].eliminated or candidate in state.left_this_turn:
            return candidate
    return seat


def _check_conditions(
    state: RebirthState, ctx: Context, seat: str, label: str, condition: dict[str, Any]
) -> None:
    level = condition.get("honryo")
    if isinstance(level, int) and not isinstance(level, bool):
        raw_infos = condition.get("honryo_info")
        infos = [i for i in raw_infos if isinstance(i, str)] if isinstance(raw_infos, list) else []
        zones = state.players[seat].zones
        pool = list(zones["member"].values()) + list(zones["retire"].values())
        hidden = 0
        if infos:
            count = sum(1 for c in pool if (d := state.defn(c)) and any(d.has_info(i) for i in infos))
            hidden = sum(1 for c in pool if state.defn(c) is None)
        else:
            count = len(pool)
        if count < level:
            # Unidentified cards might have the reference info: then the log, not the play, is in doubt.
            unsure = count + hidden >= level
            ctx.flag(
                C.ABILITY_HONRYO,
                {"ability": label, "level": level, "count": count, "seat": seat},
                players=[seat],
                verdict=Verdict.NEEDS_RULING if unsure else None,
                unknown="the identity of the member and retired cards" if unsure else None,
            )
    recombo = condition.get("recombo")
    if recombo:
        name = recombo if isinstance(recombo, str) else None
        found = any(
            name is None or name in (state.defn(c).name if state.defn(c) else "")
            for c in state.rebirth_cards(seat)
        )
        if not found:
            unsure = any(state.defn(c) is None for c in state.players[seat].zones["rebirth"].values())
            ctx.flag(
                C.ABILITY_RECOMBO,
                {"ability": label, "name": f"（{name}）" if name else "", "seat": seat},
                players=[seat],
                verdict=Verdict.NEEDS_RULING if unsure else None,
                unknown="the identity of the Re-birth zone cards" if unsure else None,
            )


# --- attack phase ----------------------------------------------------------------------------------
def attack(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    if state.phase != "attack":
        ctx.flag(C.ATTACK_WRONG_STEP, {"phase": state.phase}, players=[seat])
    require_turn_player(state, entry, ctx)
    if state.turn == 1:
        ctx.flag(C.ATTACK_FIRST_TURN, {"turn": state.turn}, players=[seat])
    args = entry.args
    target = args.get("target") or formats.default_target(state, seat)
    problem = formats.attack_target_problem(state, seat, target if isinstance(target, str) else None)
    if problem is not None:
        spec, expected = problem
        expected_ja = (
            formats.LEFT_THIS_TURN_JA.format(seat=expected.split(",")[0]) if "," in expected else expected
        )
        ctx.flag(
            spec,
            {"actor": seat, "target": target, "expected": expected, "expected_ja": expected_ja},
            players=[seat],
        )
    if state.variant != "standard" and target in state.players and state.players[target].turns_taken == 0:
        ctx.flag(C.MP_UNPLAYED, {"actor": seat, "target": target}, players=[seat])
    support = known(state, args.get("support"))
    if support is None:
        ctx.flag(
            C.ATTACK_SUPPORT,
            {
                "card": args.get("support"),
                "seat": seat,
                "problem": "no known support card named",
                "problem_ja": "既知のサポートのカードが指定されていません",
            },
            players=[seat],
        )
    else:
        if support.zone != "member" or support.holder != seat:
            ctx.flag(
                C.ATTACK_SUPPORT,
                {
                    "card": support.iid,
                    "seat": seat,
                    "problem": f"it is in '{support.zone}'",
                    "problem_ja": f"'{support.zone}'にあります",
                },
                cards=[support.iid],
                players=[seat],
            )
        elif support.rested:
            ctx.flag(
                C.ATTACK_SUPPORT,
                {
                    "card": support.iid,
                    "seat": seat,
                    "problem": "it is rested",
                    "problem_ja": "レスト状態です",
                },
                cards=[support.iid],
                players=[seat],
            )
        support.rested = True
    attacker = state.entry_character(seat)
    defender = state.entry_character(target) if isinstance(target, str) and target in state.players else None
    partner_attack = bool(args.get("partner_attack"))
    if partner_attack:
        partners = [known(state, r) for r in _refs(entry, "partners", ctx)]
        problems: list[tuple[str, str]] = []  # (English, Japanese)
        if len(partners) != 3:
            problems.append(
                (f"{len(partners)} partners were rested", f"レストされたパートナーは{len(partners)}枚")
            )
        for p in partners:
            if p is None:
                problems.append(
                    (
                        "a rested partner is not a known card",
                        "レストされたパートナーが既知のカードではありません",
                    )
                )
            elif p.zone != "energy" or p.holder != seat or p.iid not in state.partner_iids:
                problems.append(
                    (
                        f"{p.iid} is not a partner in the energy zone",
                        f"{p.iid}はエネルギー置場のパートナーではありません",
                    )
                )
            elif p.rested:
                problems.append((f"{p.iid} is already rested", f"{p.iid}はすでにレスト状態です"))
        if problems:
            # The attacked character is named too: what happens to it later may stem from this.
            ctx.flag(
                C.ATTACK_PARTNER,
                {
                    "problem": "; ".join(en for en, _ in problems),
                    "problem_ja": "、".join(ja for _, ja in problems),
                },
                cards=[p.iid for p in partners if p] + [defender.iid if defender else None],
                players=[seat],
            )
        for p in partners:
            if p is not None:
                p.rested = True
    # An empty entry here always follows a skipped entry processing (10.5.1.3-10.5.1.4, reported as
    # entry.skipped at this entry), a skipped or lost refresh (10.2.1), or a target that is not in the game
    # (12.6.6, 12.7.6, 12.8.5): those findings name the cause, so an empty side adds none of its own.
    state.attack = Attack(
        attacker_seat=seat,
        defender_seat=target if isinstance(target, str) else "?",
        attacker=attacker.iid if attacker else None,
        attacker_incarnation=attacker.incarnation if attacker else -1,
        defender=defender.iid if defender else None,
        defender_incarnation=defender.incarnation if defender else -1,
        support=support.iid if support else None,
        partner=partner_attack,
        seq=entry.seq,
    )
    state.turn_flags.attacks += 1
    if state.abilities_on and attacker is not None:
        ab.emit(
            state,
            "attacks",
            attacker.iid,
            seat,
            support=support.iid if support else None,
            target=state.attack.defender_seat,
        )


def block(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    current = state.attack
    if current is None or current.damaged:
        ctx.flag(C.BLOCK_NO_ATTACK, {}, players=[seat])
    elif current.blocked_by is not None:
        ctx.flag(C.BLOCK_ONCE, {}, players=[seat])
    if current is not None:
        problem = formats.block_problem(state, seat, current.defender_seat)
        if problem is not None:
            spec, target = problem
            ctx.flag(spec, {"actor": seat, "target": target, "allowed": target}, players=[seat])
        # A teammate of the attacked character's master may block (12.8.5.1) with a plain ブロッカー; a
        # ブロッカー（参照情報） still needs that information on the attacked character (product decision
        # Rebirth 7).
    card = take(state, ctx, entry.args.get("card"), "hand", seat, entry.act)
    if card is None:
        return
    d = state.defn(card)
    if d is None:
        ctx.flag(
            C.BLOCK_HIDDEN, {"card": card.iid}, cards=[card.iid], unknown="the identity of the discarded card"
        )
    elif d.blocker is None:
        verdict = Verdict.NEEDS_RULING if d.open_text else None
        ctx.flag(
            C.BLOCK_NOT_BLOCKER,
            {"card": card.iid},
            cards=[card.iid],
            players=[seat],
            verdict=verdict,
            unknown="whether the card's text grants ブロッカー" if d.open_text else None,
        )
    elif d.blocker and current is not None:
        attacked = state.defn(state.cards.get(current.defender or ""))
        if attacked is not None and not any(attacked.has_info(i) for i in d.blocker):
            ctx.flag(
                C.BLOCK_REFERENCE,
                {"card": card.iid, "needs": "/".join(d.blocker)},
                cards=[card.iid],
                players=[seat],
            )
    state.move(card, "waiting_room", card.owner)
    if current is not None and current.blocked_by is None:
        current.blocked_by = card.iid
    if state.abilities_on:
        ab.emit(state, "blocks", card.iid, seat, attacked=current.defender if current else None)


def resolve_damage(state: RebirthState, ctx: Context, observed: int | None) -> None:
    """8.4.3: the attacked character adds the attacker's ATK to its damage, or 0 if blocked."""
    current = state.attack
    if current is None or current.damaged:
        return
    current.damaged = True
    defender = state.cards.get(current.defender or "")
    attacker = state.cards.get(current.attacker or "")
    expected: int | None
    why = why_ja = ""
    # Product decision Rebirth 6: the characters are the ones designated at the declaration (8.2.4.3); a
    # card that left the entry is a new object (4.1.4). If the attacked one left, no damage is dealt and
    # nothing is marked; if the attacker left, 8.4.3 adds nothing.
    if defender is None or defender.zone != "entry" or defender.incarnation != current.defender_incarnation:
        if current.defender is not None and observed:
            ctx.flag(
                C.DAMAGE_AMOUNT,
                {
                    "amount": observed,
                    "expected": 0,
                    "why": "the attacked character left the entry",
                    "why_ja": "アタックされたキャラがエントリーを離れた",
                },
                cards=[current.defender],
                players=[current.attacker_seat],
            )
        return
    if current.blocked_by is not None:
        expected, why, why_ja = 0, "the attack was blocked", "アタックはブロックされた"
    elif attacker is None or attacker.zone != "entry" or attacker.incarnation != current.attacker_incarnation:
        expected = 0 if attacker is not None else None
        why, why_ja = "the attacking character left the entry", "アタックしたキャラがエントリーを離れた"
    else:
        d = state.defn(attacker)
        if d is None or attacker.face_down:
            expected = None
            ctx.flag(
                C.DAMAGE_UNKNOWN_ATK,
                {"card": attacker.iid},
                cards=[attacker.iid],
                unknown="the attacker's ATK",
            )
        else:
            expected, why, why_ja = d.atk + attacker.atk_mod, f"ATK of {attacker.iid}", f"{attacker.iid}のATK"
    if observed is not None and expected is not None and observed != expected:
        involved = [c for c in (attacker, defender) if c is not None]
        texty = any((d := state.defn(c)) is not None and d.open_text for c in involved)
        ctx.flag(
            C.DAMAGE_AMOUNT,
            {"amount": observed, "expected": expected, "why": why, "why_ja": why_ja},
            cards=[c.iid for c in involved],
            players=[current.attacker_seat],
            verdict=Verdict.NEEDS_RULING if texty else None,
            unknown="whether card text changes the damage" if texty else None,
        )
    amount = observed if observed is not None else (expected or 0)
    defender.damage += amount
    if state.abilities_on and amount > 0:
        ab.emit(state, "damaged", defender.iid, defender.holder, amount=amount, by="attack")
    if current.partner:
        defender.partner_attacked = True  # 8.4.3.2
    state.clock += 1


def damage(state: RebirthState, entry: Entry, ctx: Context) -> None:
    amount = entry.args.get("amount")
    if amount is not None and (not isinstance(amount, int) or isinstance(amount, bool) or amount < 0):
        bad_args(ctx, entry.act, f"amount {amount!r}", f"量{amount!r}が不正です")
        amount = None
    if state.attack is None or state.attack.damaged:
        ctx.flag(C.DAMAGE_NO_ATTACK, {})
        return
    resolve_damage(state, ctx, amount)


# --- rule processes --------------------------------------------------------------------------------
def _rule_move(state: RebirthState, entry: Entry, ctx: Context, dest: str) -> None:
    card = known(state, entry.args.get("card"))
    if card is None:
        bad_args(ctx, entry.act, "'card' must name a known card", "'card'は既知のカードでなければなりません")
        return
    match = next((d for d in recovery_due(state) if d.card is card), None)
    if match is None:
        ctx.flag(
            C.RULE_UNJUSTIFIED, {"act": entry.act, "card": card.iid}, cards=[card.iid], players=[card.holder]
        )
    elif match.to != dest:
        ctx.flag(
            C.RULE_WRONG_DESTINATION,
            {"card": card.iid, "to": dest, "expected": match.to},
            cards=[card.iid],
            players=[card.holder],
        )
    if dest == "removed":
        state.move(card, "removed", card.holder)
    else:
        state.move(card, dest, card.owner)  # 4.1.1.3: a card simply sent to a zone goes to its owner's


def retire(state: RebirthState, entry: Entry, ctx: Context) -> None:
    _rule_move(state, entry, ctx, "retire")


def discard_excess(state: RebirthState, entry: Entry, ctx: Context) -> None:
    _rule_move(state, entry, ctx, "waiting_room")


def remove_partner(state: RebirthState, entry: Entry, ctx: Context) -> None:
    _rule_move(state, entry, ctx, "removed")


def _check_entry_processing(
    state: RebirthState, ctx: Context, kind: str, seat: str, card: Card | None, act: str
) -> None:
    pending = recovery_due(state)
    if pending:
        ctx.flag(
            C.CT_ORDER, {"pending": ", ".join(f"{d.kind} {d.card.iid}" for d in pending)}, players=[seat]
        )
        return
    due = entry_due(state)
    if due is None:
        ctx.flag(C.RULE_UNJUSTIFIED, {"act": act, "card": card.iid if card else "?"}, players=[seat])
    elif due[0] != kind or due[1] != seat or (card is not None and due[2] is not None and due[2] is not card):
        ctx.flag(
            C.ENTRY_ORDER,
            {
                "seat": seat,
                "expected": describe_entry_due(due[0], due[1]),
                "expected_ja": describe_entry_due(due[0], due[1], ja=True),
            },
            players=[seat],
        )


def entry_fill(state: RebirthState, entry: Entry, ctx: Context) -> None:
    ref = entry.args.get("card")
    parsed = parse_ref(ref)
    if parsed is None:
        bad_args(ctx, entry.act, "'card' is required", "'card'が必要です")
        return
    seat = entry.actor or owner_of(parsed[0])
    if seat not in state.players:
        ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": seat})
        return
    _check_entry_processing(state, ctx, "fill", seat, None, entry.act)
    card = known(state, ref)
    if card is not None and card.zone != "deck":
        ctx.flag(C.ENTRY_SOURCE, {"card": card.iid, "zone": card.zone}, cards=[card.iid], players=[seat])
        if isinstance(parsed[1], str):
            bind(state, ctx, card, parsed[1])
    else:
        card = take(state, ctx, ref, "deck", seat, entry.act)
        if card is None:
            return
    # A Re-birth card's スパーク triggers here like any other (11.3.1; product decision Rebirth 5): card
    # text is not modelled, so nothing is checked.
    state.move(card, "entry", seat)


def rebirth_from_entry(state: RebirthState, entry: Entry, ctx: Context) -> None:
    card = known(state, entry.args.get("card"))
    if card is None:
        bad_args(ctx, entry.act, "'card' must name a known card", "'card'は既知のカードでなければなりません")
        return
    _check_entry_processing(state, ctx, "rebirth_out", card.holder, card, entry.act)
    state.move(card, "rebirth", card.holder)


def refresh(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    player = state.players[seat]
    left = player.count("deck")
    if left > 0:
        ctx.flag(C.REFRESH_UNJUSTIFIED, {"seat": seat, "count": left}, players=[seat])
    for card in list(player.zones["waiting_room"].values()):
        state.move(card, "deck", seat, face_down=True)
    player.unidentified["deck"] += player.unidentified["waiting_room"]
    player.unidentified["waiting_room"] = 0
    state.forget_deck(seat)
    state.clock_when_empty[seat] = state.clock_when_empty.get(seat, 0) + 1


def end_discard_rebirth(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    if seat not in state.turn_seats:
        ctx.flag(
            C.END_REBIRTH,
            {
                "problem": f"{seat} put their Re-birth cards into the waiting room in another player's turn; only the turn player does.",
                "problem_ja": f"{seat}は他のプレイヤーのターンにReバース置場のカードを控え室に置きました。置くのはターンプレイヤーのみです。",
            },
            players=[seat],
        )
    refs = _refs(entry, "cards", ctx)
    cards = (
        [take(state, ctx, r, "rebirth", seat, entry.act) for r in refs]
        if refs
        else list(state.players[seat].zones["rebirth"].values())
    )
    for card in cards:
        if card is not None:
            state.move(card, "waiting_room", card.owner)


# --- effects and the rest ----------------------------------------------------------------------
def effect(state: RebirthState, entry: Entry, ctx: Context) -> None:
    """A card effect the engine does not model: apply the recorded results, checking only what rules always say."""
    args = entry.args
    played = ab.resolving(state, entry, ctx) if state.abilities_on else None
    for move in _list_arg(args, "moves", entry.act, ctx):
        if not isinstance(move, dict):
            bad_args(
                ctx, entry.act, "each move must be an object", "各移動はオブジェクトでなければなりません"
            )
            continue
        ref = move.get("card")
        to = move.get("to")
        if to not in ZONES:
            bad_args(ctx, entry.act, f"destination zone {to!r}", f"移動先の領域{to!r}が不正です")
            continue
        card = known(state, ref)
        if card is None:
            parsed = parse_ref(ref)
            if parsed is None:
                bad_args(ctx, entry.act, f"card reference {ref!r}", f"カードの参照{ref!r}が不正です")
                continue
            owner = owner_of(parsed[0])
            card = take(
                state,
                ctx,
                ref,
                str(move.get("from", "deck")),
                owner if owner in state.players else entry.actor or "",
                entry.act,
            )
            if card is None:
                continue
        else:
            parsed = parse_ref(ref)
            if parsed and isinstance(parsed[1], str):
                bind(state, ctx, card, parsed[1])
        dest_player = move.get("player", card.owner)
        if dest_player not in state.players:
            ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": dest_player})
            continue
        if dest_player != card.owner:
            ctx.flag(
                C.ZONE_OWNER,
                {"card": card.iid, "owner": card.owner, "player": dest_player, "zone": to},
                cards=[card.iid],
            )
        if to == "energy" and card.iid in state.partner_iids:
            ctx.flag(
                C.ENERGY_PARTNER_BY_EFFECT,
                {"card": card.iid},
                cards=[card.iid],
                unknown="whether the effect's text allows partners",
            )
        slot = move.get("slot")
        face_down = bool(
            move.get(
                "face_down", to in ("deck", "hand") or (to == "energy" and card.iid not in state.partner_iids)
            )
        )
        state.move(card, to, dest_player, slot=slot if isinstance(slot, int) else None, face_down=face_down)
    for key, rested in (("rest", True), ("stand", False)):
        for ref in _list_arg(args, key, entry.act, ctx):
            card = known(state, ref)
            if card is not None:
                card.rested = rested
    for mod in _list_arg(args, "modify", entry.act, ctx):
        card = known(state, mod.get("card")) if isinstance(mod, dict) else None
        atk, dfn = (mod.get("atk", 0), mod.get("def", 0)) if isinstance(mod, dict) else (0, 0)
        if card is not None and isinstance(atk, int) and isinstance(dfn, int):
            card.atk_mod += atk
            card.def_mod += dfn
            state.clock += 1
            if state.abilities_on:
                ab.add_modifier(state, played, card, atk, dfn)
    for dmg in _list_arg(args, "damage", entry.act, ctx):
        card = known(state, dmg.get("card")) if isinstance(dmg, dict) else None
        if card is not None and isinstance(dmg.get("amount"), int):
            card.damage += dmg["amount"]
            state.clock += 1
            if state.abilities_on and dmg["amount"] > 0:
                ab.emit(state, "damaged", card.iid, card.holder, amount=dmg["amount"], by="effect")


def recover(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is None:
        return
    to = entry.args.get("to", "waiting_room")
    for ref in _refs(entry, "cards", ctx):
        card = take(state, ctx, ref, "retire", seat, entry.act)
        if card is None:
            continue
        if to != "waiting_room":
            ctx.flag(C.RECOVER_DESTINATION, {"card": card.iid, "to": to}, cards=[card.iid], players=[seat])
        state.move(card, to if to in ZONES else "waiting_room", card.owner)


def reveal(state: RebirthState, entry: Entry, ctx: Context) -> None:
    shown: list[str] = []
    for ref in _refs(entry, "cards", ctx):
        parsed = parse_ref(ref)
        card = known(state, ref)
        if card is None or parsed is None:
            bad_args(ctx, entry.act, f"{ref!r} is not a known card", f"{ref!r}は既知のカードではありません")
            continue
        if isinstance(parsed[1], str):
            bind(state, ctx, card, parsed[1])
        if entry.args.get("face_up"):
            card.face_down = False
            state.clock += 1
        shown.append(card.iid)
    if state.abilities_on and state.triggers.pending:
        ab.revealed(state, shown)


def concede(state: RebirthState, entry: Entry, ctx: Context) -> None:
    seat = _actor(state, entry, ctx)
    if seat is not None:
        formats.eliminate(state, [seat], "concede")  # 1.2.4: at once, nothing can stop it


def result(state: RebirthState, entry: Entry, ctx: Context) -> None:
    winners = entry.args.get("winners")
    if not isinstance(winners, list) or not all(isinstance(w, str) for w in winners):
        bad_args(
            ctx, entry.act, "'winners' must be a list of seats", "'winners'は席のリストでなければなりません"
        )
        return
    reason = entry.args.get("reason", "")
    if state.game_over:
        if sorted(winners) != sorted(state.winners):
            ctx.flag(
                C.RESULT_MISMATCH,
                {
                    "recorded": winners,
                    "expected": state.winners,
                    "recorded_ja": "・".join(winners) + "の勝ち",
                    "expected_ja": "・".join(state.winners) + "の勝ち",
                },
                players=[*winners, *state.winners],
                extra_clauses=end_clauses(state, state.game_over_reason),
            )
        return
    waiting = state.triggers.clear()
    if reason in ("retire", "deck_out"):
        # A loss the rules do not give (yet): the defeat condition the result names is not met, or
        # automatic abilities still wait, which come before defeat processing (9.6.2.2 before 9.6.2.4;
        # product decision Rebirth 8).
        expected = "the game is not over"
        expected_ja = "ゲームは終わっていません"
        extra: tuple[str, ...] = ()
        if waiting and reason == "retire":
            expected += f": automatic abilities wait before defeat is checked ({ab.describe(waiting)})"
            expected_ja += f"。敗北の確認の前に待機中の自動能力があります（{ab.describe(waiting)}）"
            extra = (f"{C.GAME}:9.6.2.2", f"{C.GAME}:9.6.2.4")
        ctx.flag(
            C.RESULT_MISMATCH,
            {
                "recorded": f"{winners} by {reason}",
                "expected": expected,
                "recorded_ja": f"{'・'.join(winners)}の勝ち（{REASON_JA.get(reason, reason)}）",
                "expected_ja": expected_ja,
            },
            players=winners,
            extra_clauses=end_clauses(state, reason) + extra,
        )
    state.game_over = True
    state.winners = [w for w in winners if w in state.players]
    state.game_over_reason = str(reason or "recorded")


def end_clauses(state: RebirthState, reason: str) -> tuple[str, ...]:
    """The clauses that decide how this game ends for this reason, in this format."""
    numbers: list[str] = []
    if reason == "retire":
        numbers += ["10.6.2", "1.2.2.1"]
        if state.variant in ("double_seven", "blackjack"):
            numbers.append("12.10.3.1")
    elif reason == "deck_out":
        numbers += ["10.2.1.1", "1.2.2.2"]
    elif reason == "concede":
        numbers.append("1.2.4")
    if state.variant == "double_team":
        numbers.append("12.8.3")
    elif state.variant in ("rumble", "circle") and state.options.get("one_out"):
        numbers.append("12.6.3.1" if state.variant == "rumble" else "12.7.3.1")
    elif state.variant == "triple_team":
        numbers += ["12.9.3.2", "12.9.3.3"]
    return tuple(f"{C.GAME}:{n}" for n in numbers)


def nothing(state: RebirthState, entry: Entry, ctx: Context) -> None:
    """Declarations that move no card (end of attacks, no block, move to the attack phase)."""


HANDLERS: dict[str, Handler] = {
    "setup_entry": setup_entry,
    "shuffle": shuffle,
    "draw": draw,
    "partners_to_hand": partners_to_hand,
    "energy": energy,
    "play_character": play_character,
    "move_to_member": move_to_member,
    "set_rebirth": set_rebirth,
    "play_ability": play_ability,
    "decline": ab.decline,
    "to_attack_phase": nothing,
    "attack": attack,
    "block": block,
    "no_block": nothing,
    "damage": damage,
    "end_attacks": nothing,
    "retire": retire,
    "discard_excess": discard_excess,
    "remove_partner": remove_partner,
    "entry_fill": entry_fill,
    "rebirth_from_entry": rebirth_from_entry,
    "refresh": refresh,
    "end_discard_rebirth": end_discard_rebirth,
    "effect": effect,
    "recover": recover,
    "reveal": reveal,
    "concede": concede,
    "result": result,
    "end_turn": nothing,
}
# Card movements the rules make at a check timing: they are checked against what is due, not settled first.
PROCESS_ACTS = frozenset(
    {"retire", "discard_excess", "remove_partner", "entry_fill", "rebirth_from_entry", "refresh"}
)
# Acts that may happen inside a check timing (auto abilities, 10.4) or during a play (cancel, 9.7.3).
IN_CHECK_TIMING = frozenset(
    {"play_ability", "decline", "effect", "reveal", "recover", "block", "no_block", "damage"}
)
