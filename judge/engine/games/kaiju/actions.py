"""One handler per logged action: check it against the rules, then apply what the log says happened."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from judge.engine.core.abilities import AbilityDef, check_targets, find_ability, target_groups, targets_gone
from judge.engine.core.cardrefs import flag_card_problem, owner_of, split_ref
from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.kaiju import checks as C
from judge.engine.games.kaiju.abilities import (
    ASSAULT_DISCARD,
    abilities_lost,
    add_modifier,
    awake,
    awaken_level,
    emit,
    forget_granted,
    resolve_continuous,
    target_candidates,
    target_reason,
    traits_of,
)
from judge.engine.games.kaiju.board import forward, repel_back
from judge.engine.games.kaiju.cards import ENGAGE, KAIJU, STRATEGY, CardDef
from judge.engine.games.kaiju.rules import kaiju_def, repel_check, replacement_candidates
from judge.engine.games.kaiju.state import HAND_REFILL, STRATEGY_ZONES, Card, KaijuState
from judge.engine.games.kaiju.vocab import KEYWORD_CLAUSES
from judge.engine.games.kaiju.zones import (
    bind,
    draw_named,
    locate,
    place,
    remove_anywhere,
    take_from_hand,
    to_discard,
)

Handler = Callable[[KaijuState, Entry, Any], None]
# A once-per-turn flag is None when a mid-game snapshot did not say whether the action was taken before it.
BEFORE_SNAPSHOT = "whether it was already done this turn before the snapshot"
# A figure an ability-loss effect decided: it applies before numeric changes (10.8.1.2, 10.8.1.5).
LOSS_CLAUSES = ("kaiju:10.8.1.2", "kaiju:10.8.1.5")
MAIN_ACTS = frozenset({"play_engage", "play_strategy", "gain_anger", "play_kaiju", "advance"})


def _seat(state: KaijuState, entry: Entry) -> str:
    return entry.actor or state.turn_player or state.seats[0]


def _main_action(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """8.1.1: main-phase actions belong to the turn player's main phase."""
    if state.phase != "main":
        ctx.flag(C.OUTSIDE_MAIN, {"act": entry.act, "phase": state.phase}, players=[entry.actor])
    if entry.actor is not None and entry.actor != state.turn_player:
        ctx.flag(
            C.NOT_TURN_PLAYER,
            {"actor": entry.actor, "act": entry.act, "turn_player": state.turn_player},
            players=[entry.actor],
        )


def _once(ctx: Context, spec: CheckSpec, done: bool | None, evidence: dict[str, Any], seat: str) -> None:
    """A once-per-turn limit: illegal when the action was done, needs_ruling when that is not known."""
    if done:
        ctx.flag(spec, evidence, players=[seat])
    elif done is None:
        ctx.flag(spec, evidence, players=[seat], verdict=Verdict.NEEDS_RULING, unknown=BEFORE_SNAPSHOT)


def _type_check(state: KaijuState, ctx: Context, entry: Entry, card: Card, wanted: str) -> bool:
    d = state.card_def(card.iid)
    if d is None:
        return False
    if d.type != wanted:
        ctx.flag(
            C.CARD_TYPE,
            {"act": entry.act, "wanted": wanted, "card": card.iid, "type": d.type},
            cards=[card.iid],
        )
        return False
    return True


def _public_kaiju(state: KaijuState, ctx: Context, iid: str, card_id: str | None) -> CardDef | None:
    """The card put out as an advancing kaiju. It is public (4.7.3), so a log that leaves it unnamed is a
    log error, not a broken rule: what it is cannot be judged."""
    d = state.card_def(iid)
    if d is None and card_id is None:
        flag_card_problem(
            ctx,
            C.LOG_CARD,
            iid,
            "is put out as the advancing kaiju, a public card, without its card id",
            "公開される進攻怪獣として出されましたが、カードIDが記録されていません",
        )
    return d


# The engine's name for a zone -> the vocabulary's (vocab.py): the advancing kaiju is `advancing`.
ZONE_WORDS = {"stack": "advancing"}


def leave_field(state: KaijuState, iid: str, by: str) -> Card | None:
    """A card goes from the field (or wherever it is) to its owner's discard pile, with what follows:
    the cards under it go too, effects on it end (10.8.2), a token vanishes (9.1.4.2), and a card that
    left the field is a `to_discard` event whose triggers look back at it there (10.6.4.1.2)."""
    where = locate(state, iid)
    was_active = where is not None and (
        where[1] in ("area", "strategy")
        or (where[1] == "stack" and state.players[where[0]].stack[-1].iid == iid)
    )
    # 10.6.4.1.2: a trigger on leaving reads the card as it was on the field, given traits included.
    field_traits = {"traits": traits_of(state, iid)} if state.granted else {}
    card = remove_anywhere(state, iid)
    if card is None:
        return None
    forget_granted(state, iid)
    to_discard(state, card)
    for under in card.under:
        to_discard(state, under)  # 5.17.1: they were part of it; a covered 逆襲 does not trigger (12.7.3)
    card.under = []
    if state.modifiers.active:
        state.modifiers.forget_card(iid)
    if where is not None and where[1] in ("area", "strategy", "stack"):
        frm = ZONE_WORDS.get(where[1], where[1])
        emit(
            state,
            "moved",
            iid,
            card.owner,
            card if was_active else None,
            by=by,
            **{"from": frm, "to": "discard"},
            **field_traits,
        )
        emit(
            state,
            "to_discard",
            iid,
            card.owner,
            card if was_active else None,
            by=by,
            **{"from": frm},
            **field_traits,
        )
    d = state.card_def(iid)
    if d is not None and d.is_token:
        state.players[card.owner].discard.pop(iid, None)
        state.vanished[iid] = "discard"  # 9.1.4.2
    return card


def _vanished(state: KaijuState, ctx: Context, iid: str) -> None:
    """9.1.4.2: a token that left the areas ceased to exist; nothing can use it again."""
    zone = state.vanished[iid]
    ctx.flag(C.TOKEN_ZONE, {"card": iid, "zone": zone}, cards=[iid])


# --- setup -----------------------------------------------------------------------------------------
def shuffle(state: KaijuState, entry: Entry, ctx: Context) -> None:
    if state.turn == 0:
        state.setup_shuffled.add(_seat(state, entry))


def owed_shuffle(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """12.6.2: the deck searched by 【進化】 is shuffled before anything else happens."""
    assert state.owed_shuffle is not None
    seat, card, ability = state.owed_shuffle
    state.owed_shuffle = None
    if entry.act == "shuffle" and (entry.actor is None or entry.actor == seat):
        return
    ctx.flag(
        C.EVOLVE_SHUFFLE,
        {"seat": seat, "card": card, "ability": ability, "act": entry.act},
        cards=[card],
        players=[seat],
    )


def place_kaiju(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """6.3.1.6: the grade-I kaiju of the kaiju deck becomes the advancing kaiju, in area 1."""
    seat = _seat(state, entry)
    player = state.players[seat]
    iid, card_id = split_ref(entry.args.get("card"))
    if iid is None:
        return
    bind(state, ctx, iid, card_id)
    d = _public_kaiju(state, ctx, iid, card_id)
    if d is None:
        pass  # which card it is the log does not say: nothing to judge
    elif player.kaiju_deck[d.id] <= 0:
        ctx.flag(
            C.SETUP_KAIJU,
            {
                "seat": seat,
                "problem": "not from the kaiju deck",
                "problem_ja": "怪獣デッキのカードではありません",
            },
            players=[seat],
        )
    elif d.type != KAIJU or d.grade != 1 or player.stack:
        ctx.flag(
            C.SETUP_KAIJU,
            {"seat": seat, "problem": f"{d.id} (grade {d.grade})", "problem_ja": f"{d.id}（等級{d.grade}）"},
            players=[seat],
        )
    if d is not None and player.kaiju_deck[d.id] > 0:
        player.kaiju_deck[d.id] -= 1
    area = entry.args.get("area", 1)
    if area != 1:
        ctx.flag(C.SETUP_AREA, {"seat": seat, "area": area}, players=[seat])
    player.stack.append(place(state, Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid))))
    player.area = area if isinstance(area, int) and 1 <= area <= 8 else 1
    player.anger = 0  # 6.3.1.7


# --- draws and the reshuffle -----------------------------------------------------------------------
def draw(state: KaijuState, entry: Entry, ctx: Context) -> None:
    seat = _seat(state, entry)
    player = state.players[seat]
    cards = entry.args.get("cards")
    count = len(cards) if isinstance(cards, list) else int(entry.args.get("count", 1))
    if state.turn == 0:
        if seat not in state.setup_shuffled:
            ctx.flag(C.SETUP_SHUFFLE, {"seat": seat}, players=[seat])
            state.setup_shuffled.add(seat)
        state.setup_hand[seat] += count
    elif state.phase == "start" and seat == state.turn_player and not entry.args.get("source"):
        state.flags.drawn_start += count
    elif (
        state.phase == "end"
        and seat == state.turn_player
        and not entry.args.get("source")
        and player.hand_count + count > HAND_REFILL  # 7.5.4 draws only what the hand lacks of 5
    ):
        ctx.flag(
            C.END_REFILL,
            {
                "seat": seat,
                "hand": player.hand_count + count,
                "problem": "too many",
                "problem_ja": "超過",
            },
            players=[seat],
        )
    if count > player.deck:
        if player.discard:
            ctx.flag(
                C.RESHUFFLE_SKIPPED,
                {"seat": seat, "count": count, "deck": player.deck, "discard": len(player.discard)},
                players=[seat],
            )
        else:
            flag_card_problem(
                ctx,
                C.LOG_CARD,
                seat,
                f"drew {count} from a deck of {player.deck} with an empty discard pile",
                f"山札{player.deck}枚・捨て札0枚の状態で{count}枚引いています",
                players=[seat],
                names_card=False,
            )
    source, _ = split_ref(entry.args.get("source"))
    if source is not None and source in state.drawing:
        _effect_draw(state, ctx, source, count)
    player.deck = max(0, player.deck - count)
    by = "effect" if entry.args.get("source") else "rule"
    for _ in range(count if "moved" in state.watch else 0):
        emit(state, "moved", None, seat, by=by, **{"from": "deck", "to": "hand"})
    if isinstance(cards, list):
        draw_named(state, ctx, player, cards)
    else:
        player.hand_unnamed += count


def _effect_draw(state: KaijuState, ctx: Context, source: str, count: int) -> None:
    """10.7.1: a one-shot effect does what it says once: a declared `draw` n draws n, not more."""
    ability_id, drawn = state.drawing[source]
    drawn += count
    state.drawing[source] = (ability_id, drawn)
    d = state.card_def(source)
    ability = find_ability(d.abilities, ability_id) if d is not None else None
    n = ability.effect.get("draw") if ability is not None and not ability.unmodelled else None
    if isinstance(n, int) and drawn > n:
        evidence = {"card": source, "ability": ability_id, "n": n, "drawn": drawn}
        ctx.flag(C.EFFECT_DRAW, evidence, cards=[source], players=[owner_of(source)])
        state.drawing.pop(source)  # reported once


def reshuffle(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """11.2.3: the whole discard pile goes into the deck, which is then shuffled."""
    seat = _seat(state, entry)
    player = state.players[seat]
    if player.deck > 0:
        ctx.flag(C.RESHUFFLE_NOT_DUE, {"seat": seat, "deck": player.deck}, players=[seat])
    player.deck += len(player.discard)
    for iid in list(player.discard) if "moved" in state.watch else []:
        emit(state, "moved", iid, seat, by="rule", **{"from": "discard", "to": "deck"})
    player.discard.clear()


# --- start phase -----------------------------------------------------------------------------------
def discard_strategy(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """7.2.3: strategy cards placed before this turn go to the discard pile, except 【拠点】 (12.9.2)."""
    seat = _seat(state, entry)
    for raw in entry.args.get("cards") or []:
        iid, _ = split_ref(raw)
        if iid is None:
            continue
        card = leave_field(state, iid, "rule")
        if card is None:
            flag_card_problem(
                ctx, C.LOG_CARD, iid, "is not in a strategy zone", "戦略カード置き場にありません"
            )
            continue
        d = state.card_def(iid)
        problem = None
        if card.turn_placed >= state.turn:
            problem = (
                "placed this turn but discarded in the start phase",
                "このターンに置かれたのに捨て札に置かれました",
            )
        elif d is not None and d.base:
            problem = (
                "a 【拠点】 card, but it was discarded by 7.2.3",
                "【拠点】を持つのに7.2.3で捨て札に置かれました",
            )
        if problem:
            ctx.flag(
                C.START_STRATEGY,
                {"seat": seat, "card": iid, "problem": problem[0], "problem_ja": problem[1]},
                cards=[iid],
                players=[seat],
            )


# --- main-phase actions (8.2-8.6) ------------------------------------------------------------------
def play_engage(state: KaijuState, entry: Entry, ctx: Context) -> None:
    _main_action(state, entry, ctx)
    seat = _seat(state, entry)
    card = take_from_hand(state, ctx, seat, entry.args.get("card"))
    if card is None:
        return
    player = state.players[seat]
    opp_area = state.players[state.opponent(seat)].area
    if _type_check(state, ctx, entry, card, ENGAGE):
        d = state.card_def(card.iid)
        assert d is not None
        if max(0, d.grade) > opp_area:  # the grade is floored at 0 (2.3.2.2.1)
            ctx.flag(C.ENGAGE_GRADE, {"card": card.iid, "grade": d.grade, "area": opp_area}, cards=[card.iid])
    area = entry.args.get("area")
    if not isinstance(area, int) or not 1 <= area <= 8 or area == player.area:
        ctx.flag(C.ENGAGE_AREA, {"card": card.iid, "area": area}, cards=[card.iid])
        if not isinstance(area, int) or not 1 <= area <= 8:
            to_discard(state, card)
            return
    player.areas[area].append(place(state, card))
    emit(state, "moved", card.iid, seat, by="play", area=area, **{"from": "hand", "to": "area"})
    emit(state, "appears", card.iid, seat, by="play", area=area, **{"from": "hand", "to": "area"})


def play_strategy(state: KaijuState, entry: Entry, ctx: Context) -> None:
    _main_action(state, entry, ctx)
    seat = _seat(state, entry)
    player = state.players[seat]
    full = all(player.strategy)
    card = take_from_hand(state, ctx, seat, entry.args.get("card"))
    if card is None:
        return
    if _type_check(state, ctx, entry, card, STRATEGY):
        d = state.card_def(card.iid)
        assert d is not None
        if max(0, d.grade) > player.area:
            ctx.flag(
                C.STRATEGY_GRADE, {"card": card.iid, "grade": d.grade, "area": player.area}, cards=[card.iid]
            )
    if full:
        ctx.flag(C.STRATEGY_FULL, {"card": card.iid}, cards=[card.iid], players=[seat])
    zone = entry.args.get("zone")
    if not isinstance(zone, int) or not 0 <= zone < STRATEGY_ZONES:
        zone = next((i for i, pile in enumerate(player.strategy) if not pile), 0)
    player.strategy[zone].append(place(state, card))
    emit(state, "moved", card.iid, seat, by="play", zone=zone, **{"from": "hand", "to": "strategy"})
    emit(state, "placed_strategy", card.iid, seat, zone=zone, **{"from": "hand", "to": "strategy"})


def gain_anger(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """8.4.1: discard one kaiju card from hand; anger +1."""
    _main_action(state, entry, ctx)
    seat = _seat(state, entry)
    card = take_from_hand(state, ctx, seat, entry.args.get("card"))
    if card is None:
        return
    d = state.card_def(card.iid)
    if d is not None and d.type != KAIJU:
        ctx.flag(C.ANGER_NOT_KAIJU, {"card": card.iid, "type": d.type}, cards=[card.iid])
    to_discard(state, card)
    state.players[seat].anger += 1
    emit(state, "moved", card.iid, seat, by="cost", **{"from": "hand", "to": "discard"})
    emit(state, "anger_changed", None, seat, anger=state.players[seat].anger)


def play_kaiju(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """8.5: a kaiju of the same grade sharing a trait goes on top of the advancing kaiju; anger +1."""
    _main_action(state, entry, ctx)
    seat = _seat(state, entry)
    player = state.players[seat]
    _once(ctx, C.KAIJU_ONCE, state.flags.kaiju_played, {"seat": seat}, seat)
    state.flags.kaiju_played = True
    card = take_from_hand(state, ctx, seat, entry.args.get("card"))
    if card is None:
        return
    current = kaiju_def(state, seat)
    if _type_check(state, ctx, entry, card, KAIJU) and current is not None:
        d = state.card_def(card.iid)
        assert d is not None
        assault = entry.args.get("assault")
        as_assault = assault is not None and d.assault is not None and d.assault == current.grade
        if d.grade != current.grade and not as_assault:
            ctx.flag(
                C.KAIJU_GRADE,
                {"card": card.iid, "grade": d.grade, "assault": d.assault, "current": current.grade},
                cards=[card.iid],
            )
        elif as_assault:
            card.assault = d.assault
        if not d.shares_trait(current):
            ctx.flag(C.KAIJU_TRAIT, {"card": card.iid, "current": current.id}, cards=[card.iid])
    player.stack.append(place(state, card))
    player.anger += 1  # 8.5.1.1
    emit(state, "moved", card.iid, seat, by="play", **{"from": "hand", "to": "advancing"})
    emit(state, "appears", card.iid, seat, by="play", **{"from": "hand", "to": "advancing"})  # 5.11.2
    emit(state, "anger_changed", None, seat, anger=player.anger)


def advance(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """8.6 進攻: discard a card, then move forward once per its advance icon; from area 8, 5.13.1.1."""
    seat = _seat(state, entry)
    player = state.players[seat]
    # 5.14.1: a 進撃 by effect is the 8.6 action itself (rulings, kaiju decision 3). The card text lets it
    # happen after this turn's 進攻 (1.3.1), and it counts as this turn's 8.6 use.
    if not entry.args.get("source"):
        _main_action(state, entry, ctx)
        _once(ctx, C.ADVANCE_ONCE, state.flags.advanced, {"seat": seat}, seat)
    state.flags.advanced = True
    card = take_from_hand(state, ctx, seat, entry.args.get("card"))
    if card is None:
        return
    to_discard(state, card)
    emit(state, "moved", card.iid, seat, by="cost", **{"from": "hand", "to": "discard"})
    d = state.card_def(card.iid)
    start = player.area
    if d is None:
        ctx.flag(
            C.ADVANCE_NO_ICON,
            {"card": card.iid},
            cards=[card.iid],
            unknown="the discarded card's advance icon",
        )
        logged = entry.args.get("to")
        if isinstance(logged, int) and 1 <= logged <= 8:
            player.area = logged
        return
    # A card without an advance icon has the value 0 (8.6.1.1, 1.3.2.2; rulings, kaiju decision 2): the
    # kaiju stays where it is, and the discard and this turn's 8.6 use still count.
    icon = 0 if d.icon is None else d.icon
    area = start
    for _ in range(max(0, icon)):  # 1.3.2.2: a count of 0 or less does nothing
        nxt = forward(area)
        if nxt is not None:
            area = nxt
            continue
        opp8 = state.players[state.opponent(seat)].areas[8]
        if any(getattr(state.card_def(c.iid), "type", ENGAGE) == ENGAGE for c in opp8):
            break  # 5.13.1.1.1: an engage card in the opponent's area 8 stops it there
        state.end_game([seat], [state.opponent(seat)], "advance")  # 5.13.1.1.2 進攻勝利
        break
    logged = entry.args.get("to")
    if isinstance(logged, int) and logged != area and not state.game_over:
        ctx.flag(
            C.ADVANCE_DISTANCE,
            {"logged": logged, "card": card.iid, "icon": icon, "start": start, "expected": area},
            cards=[card.iid],
            players=[seat],
        )
        if 1 <= logged <= 8:
            area = logged
    player.area = area
    top = state.top(seat)
    if area != start and top is not None:
        # 12.3.2: 進攻時 waits for a 進攻 that moved the kaiju (not when it could not move, 12.3.2.1).
        by = "effect" if entry.args.get("source") else "play"
        emit(state, "advances", top.iid, seat, by=by, from_area=start, to_area=area)


# --- repel phase (7.4, 5.15) -----------------------------------------------------------------------
def repel(state: KaijuState, entry: Entry, ctx: Context) -> None:
    attacker = state.turn_player or _seat(state, entry)
    target = state.opponent(attacker)
    defender = state.players[target]
    by_rule = not entry.args.get("source")
    if by_rule:
        if state.phase != "repel" or state.flags.repelled:
            check = repel_check(state, attacker)
            ctx.flag(C.REPEL_NOT_DUE, {"total": check.total, "threat": check.threat}, players=[attacker])
        else:
            check = repel_check(state, attacker)
            if not check.due:
                spec = C.REPEL_UNKNOWN if check.uncertain else C.REPEL_NOT_DUE
                ctx.flag(
                    spec,
                    {"total": check.total, "threat": check.threat},
                    players=[attacker],
                    unknown="card text or hidden cards" if check.uncertain else None,
                    extra_clauses=LOSS_CLAUSES if check.lost else (),
                )
            elif state.flags.repelled is None:  # 7.4.3 repels once: this may be the phase's second repel
                evidence = {"total": check.total, "threat": check.threat}
                _once(ctx, C.REPEL_NOT_DUE, None, evidence, attacker)
        state.flags.repelled = True
    else:
        target = entry.args.get("target", target)
        defender = state.players.get(target, defender)
    # 5.15.1.1: from area 6, 7 or 8 the kaiju goes to the area behind it.
    start = defender.area
    expected = repel_back(start)
    logged = entry.args.get("to")
    if isinstance(logged, int) and logged != expected:
        ctx.flag(C.REPEL_MOVE, {"logged": logged, "start": start, "expected": expected}, players=[target])
    defender.area = logged if isinstance(logged, int) and 1 <= logged <= 8 else expected
    emit(state, "repelled", None, target, by="rule" if by_rule else "effect")
    if defender.area != start:
        emit(state, "back", None, target, by="repel", from_area=start, to_area=defender.area)
    # 5.15.1.2: the repelled player's new kaiju.
    # A 【強襲】 kaiju in play has its printed grade (rulings, kaiju decision 1): 12.5.2 plays it "as if"
    # grade g, and once resolved the top card's printed information counts (3.2.3.1).
    current = kaiju_def(state, target)
    candidates = replacement_candidates(state, target)
    raw = entry.args.get("replacement")
    if raw is None:
        if candidates:
            ctx.flag(
                C.REPLACEMENT_MISSING, {"seat": target, "cards": ", ".join(candidates)}, players=[target]
            )
        else:
            state.end_game([attacker], [target], "repel")  # 5.15.1.2.1, 5.15.1.2.2 撃退勝利
        return
    iid, card_id = split_ref(raw)
    if iid is None:
        return
    bind(state, ctx, iid, card_id)
    d = _public_kaiju(state, ctx, iid, card_id)
    if d is not None and defender.kaiju_deck[d.id] <= 0:
        ctx.flag(C.REPLACEMENT_SOURCE, {"card": iid, "seat": target}, cards=[iid], players=[target])
        remove_anywhere(state, iid)
    elif d is not None:
        defender.kaiju_deck[d.id] -= 1
    if d is not None and current is not None:
        if d.grade != current.grade + 1:
            ctx.flag(
                C.REPLACEMENT_GRADE,
                {"card": iid, "grade": d.grade, "current": current.grade, "wanted": current.grade + 1},
                cards=[iid],
                players=[target],
            )
        if not d.shares_trait(current):
            ctx.flag(C.REPLACEMENT_TRAIT, {"card": iid, "current": current.id}, cards=[iid], players=[target])
    defender.stack.append(place(state, Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid))))
    emit(state, "appears", iid, target, by="rule", **{"from": "kaiju_deck", "to": "advancing"})  # 5.11.2
    anger = entry.args.get("anger")
    if isinstance(anger, int) and defender.anger > 0 and anger != defender.anger:
        ctx.flag(
            C.ANGER_CARRY,
            {"seat": target, "anger": defender.anger, "verb": "reset", "verb_ja": "リセットしています"},
            players=[target],
        )
    if isinstance(anger, int):
        defender.anger = max(0, anger)


# --- end phase (7.5) -------------------------------------------------------------------------------
def end_advance(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """7.5.2: a kaiju in area 7 or lower moves forward one area (not 進攻, so never a win)."""
    seat = _seat(state, entry)
    player = state.players[seat]
    problem = None
    if state.phase != "end" or seat != state.turn_player:
        problem = ("outside the turn player's end phase", "ターンプレイヤーのエンドフェイズ以外")
    elif state.flags.end_advanced:
        problem = ("a second time", "2回目")
    elif state.flags.end_advanced is None and player.area < 8:
        evidence = {"seat": seat, "problem": "perhaps a second time", "problem_ja": "2回目の可能性"}
        _once(ctx, C.END_ADVANCE_EXTRA, None, evidence, seat)
    elif player.area >= 8:
        problem = ("from area 8", "エリア8から")
    if problem:
        ctx.flag(
            C.END_ADVANCE_EXTRA,
            {"seat": seat, "problem": problem[0], "problem_ja": problem[1]},
            players=[seat],
        )
    state.flags.end_advanced = True
    start = player.area
    player.area = forward(player.area) or player.area
    if player.area != start:
        emit(state, "forward", None, seat, by="rule", from_area=start, to_area=player.area)  # 7.5.2, not 進攻


def assault_discard(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """12.5.2: the 【強襲】 card leaves the advancing kaiju at the start of its master's next end phase."""
    iid, _ = split_ref(entry.args.get("card"))
    if iid is None:
        return
    due = state.triggers.take(iid, ASSAULT_DISCARD.id)
    where = locate(state, iid)
    card = next((c for c in state.players[where[0]].stack if c.iid == iid), None) if where else None
    problem = None
    if card is None:
        problem = ("it is not part of an advancing kaiju", "進攻怪獣の一部ではありません")
    elif card.assault is None:
        problem = ("it was not played with 【強襲】", "【強襲】でプレイされていません")
    elif due is None and not (state.phase == "end" and state.turn_player == card.owner):
        problem = (
            "it is not the start of its master's end phase",
            "マスターのエンドフェイズ開始時ではありません",
        )
    if problem:
        ctx.flag(
            C.ASSAULT_NOT_DUE, {"card": iid, "problem": problem[0], "problem_ja": problem[1]}, cards=[iid]
        )
    # The new top card does not 出現 (12.5.3): no `appears` event here.
    leave_field(state, iid, "assault")
    state.assault_uncovered = state.turn


# --- rule processes (11) ---------------------------------------------------------------------------
def trample(state: KaijuState, entry: Entry, ctx: Context) -> None:
    iid, _ = split_ref(entry.args.get("card"))
    if iid is None:
        return
    where = locate(state, iid)
    state.pending.pop(("trample", iid), None)
    if where is None or where[1] != "area" or state.players[where[0]].area != where[2]:
        ctx.flag(C.TRAMPLE_NOT_DUE, {"card": iid}, cards=[iid])
    leave_field(state, iid, "trample")


def duplicate(state: KaijuState, entry: Entry, ctx: Context) -> None:
    iid, _ = split_ref(entry.args.get("card"))
    if iid is None:
        return
    where = locate(state, iid)
    problem = None
    if where is None or where[1] not in ("area", "strategy"):
        problem = ("it is not in an area or strategy zone", "エリアや戦略カード置き場にありません")
    else:
        seat, zone, index = where
        pile = state.players[seat].areas[index] if zone == "area" else state.players[seat].strategy[index]
        if len(pile) < 2:
            problem = ("it was alone there", "その領域のカードは1枚だけです")
        elif max(pile, key=lambda c: c.placed).iid == iid:
            problem = ("it was the card placed last, which stays", "最後に置かれたカードは残ります")
    if problem:
        ctx.flag(
            C.DUPLICATE_WRONG, {"card": iid, "problem": problem[0], "problem_ja": problem[1]}, cards=[iid]
        )
    leave_field(state, iid, "duplicate")  # 12.7.2: 逆襲 waits for any other cause


# --- abilities (10.4-10.6) and their effects -----------------------------------------------------
ABILITY_OK_ACTS = frozenset({"play_ability", "decline", "effect"})


def _ability_of(state: KaijuState, ctx: Context, iid: str | None, ability_id: Any) -> AbilityDef | None:
    """The declared ability an entry names; an undeclared one is a log error, unless the card's abilities
    are not declared at all (`text: true`), which leaves a judge to decide."""
    d = state.card_def(iid)
    ability = find_ability(d.abilities, ability_id) if d is not None else None
    if ability is not None or iid is None:
        return ability
    if d is None or d.text:
        what = ("its abilities are not declared", "能力が宣言されていません")
        ctx.flag(
            C.ABILITY_TEXT,
            {"card": iid, "ability": ability_id, "what": what[0], "what_ja": what[1]},
            cards=[iid],
        )
    else:
        ctx.flag(C.ABILITY_UNKNOWN, {"card": iid, "ability": ability_id}, cards=[iid])
    return None


def _why_clauses(state: KaijuState, iid: str, ability: AbilityDef) -> list[str]:
    """The clause that explains why this ability was not waiting, where the position shows it."""
    out: list[str] = []
    event = ability.trigger.event if ability.trigger is not None else None
    if (iid, ability.id) in state.declined:
        out.append("kaiju:10.6.3.2.1")  # declined: that wait was cancelled, nothing resolves for it
    if event == "appears" and state.assault_uncovered == state.turn:
        out.append("kaiju:12.5.3")  # the kaiju uncovered by the 【強襲】 discard did not appear
    if event == "placed_strategy":
        where = locate(state, iid)
        if where is not None and where[1] == "strategy":
            card = next((c for c in state.players[where[0]].strategy[where[2]] if c.iid == iid), None)
            if card is not None and card.turn_placed < state.turn:
                out.append("kaiju:10.1.1.1.2")  # its text waited once, when it was placed
                d = state.card_def(iid)
                if d is not None and d.base:
                    out.append("kaiju:12.9.2")  # 【拠点】 keeps the card, not a new placement
    if iid in state.replaced and event in ("to_discard", "moved"):
        out.append("kaiju:10.9.1.1")  # the replaced event did not happen
    return out


def _not_pending(
    ctx: Context,
    iid: str,
    ability: AbilityDef,
    verb: tuple[str, str],
    why: tuple[str, str],
    why_clauses: Sequence[str] = (),
    loose_trait: bool = False,
) -> None:
    if ability.kind != "auto":
        # 10.5.1: a continuous ability is never played; it simply applies.
        evidence = {
            "card": iid,
            "ability": ability.id,
            "verb": verb[0],
            "verb_ja": verb[1],
            "why": "it is a continuous ability, which is never played",
            "why_ja": "永続能力であり、プレイされることはありません",
        }
        ctx.flag(C.ABILITY_NOT_PENDING, evidence, cards=[iid], extra_clauses=("kaiju:10.5.1",))
        return
    if ability.trigger is None:
        # Its trigger is in free text only: whether it had triggered is for a judge.
        what = ("whether it had triggered", "誘発していたかどうか")
        ctx.flag(
            C.ABILITY_TEXT,
            {"card": iid, "ability": ability.id, "what": what[0], "what_ja": what[1]},
            cards=[iid],
        )
        return
    if loose_trait and "trait" in ability.trigger.where:
        # 10.6.4.1.2: the card is read as it was on the field, and free text resolved this turn may have
        # given it the trait the trigger asks for: whether it triggered is for a judge.
        what = (
            "whether free text resolved this turn gave the card what its trigger asks for",
            "このターンに解決された自由記述の効果が、誘発条件の求める情報をカードに与えていたか",
        )
        ctx.flag(
            C.ABILITY_TEXT,
            {"card": iid, "ability": ability.id, "what": what[0], "what_ja": what[1]},
            cards=[iid],
            extra_clauses=("kaiju:10.6.4.1.2",),
        )
        return
    clauses = [f"kaiju:{c}" for k in ability.keywords for c in KEYWORD_CLAUSES.get(k, ())]
    clauses += [c for c in why_clauses if c not in clauses]
    ctx.flag(
        C.ABILITY_NOT_PENDING,
        {
            "card": iid,
            "ability": ability.id,
            "verb": verb[0],
            "verb_ja": verb[1],
            "why": why[0],
            "why_ja": why[1],
        },
        cards=[iid],
        extra_clauses=clauses,
    )


def _awake_or_flag(state: KaijuState, ctx: Context, iid: str, ability: AbilityDef, master: str) -> bool:
    if awake(state, ability, master):
        return True
    n = awaken_level(ability)
    area = state.players[master].area
    ctx.flag(
        C.AWAKEN_INACTIVE,
        {"card": iid, "ability": ability.id, "n": n, "seat": master, "area": area},
        cards=[iid],
        players=[master],
    )
    return False


def play_ability(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """10.6.3: the player due plays one waiting instance of an automatic ability and chooses its targets."""
    iid, _ = split_ref(entry.args.get("card"))
    ability = _ability_of(state, ctx, iid, entry.args.get("ability"))
    if ability is None or iid is None:
        return
    master = owner_of(iid)
    if not _awake_or_flag(state, ctx, iid, ability, master):
        state.triggers.take(iid, ability.id)
        return
    pending = state.triggers.find(iid, ability.id)
    if pending is None:
        _not_pending(
            ctx,
            iid,
            ability,
            ("played", "プレイされました"),
            _why_not_waiting_safe(ability),
            _why_clauses(state, iid, ability),
            state.flags.loose_effect,
        )
        return
    _play_order(state, ctx, entry.actor, iid, ability, pending.master)
    state.triggers.take(iid, ability.id)
    state.declined.discard((iid, ability.id))  # a new wait, played: an earlier decline no longer explains
    groups = _choose_targets(state, ctx, iid, ability, master, entry.args.get("targets"))
    state.played[(iid, ability.id)] = (pending, groups)
    state.drawing[iid] = (ability.id, 0)


def _play_order(
    state: KaijuState, ctx: Context, actor: str | None, iid: str, ability: AbilityDef, master: str
) -> None:
    """10.6.3: the master plays it; 10.4.3.2-10.4.3.3: the turn player's waiting abilities first."""
    if actor is not None and actor != master:
        evidence = {"actor": actor, "card": iid, "ability": ability.id, "seat": master}
        ctx.flag(C.ABILITY_NOT_MASTER, evidence, cards=[iid], players=[actor])
    turn_player = state.turn_player or state.seats[0]
    due = state.triggers.due_seat([turn_player, state.opponent(turn_player)])
    if due is not None and due != master:
        ctx.flag(
            C.ABILITY_ORDER,
            {"seat": master, "card": iid, "ability": ability.id, "turn_player": turn_player},
            cards=[iid],
            players=[master],
        )


def _why_not_waiting(ability: AbilityDef) -> tuple[str, str]:
    assert ability.trigger is not None
    return (
        f"its trigger ({ability.trigger.event}) did not happen since it was last played",
        f"誘発条件（{ability.trigger.event}）が満たされていません",
    )


def _choose_targets(
    state: KaijuState, ctx: Context, iid: str, ability: AbilityDef, master: str, raw: Any
) -> list[list[str]]:
    """10.5.3.1: as many as the text says where possible, 0..n for "up to n" (10.5.3.1.1); with no legal
    target the part is simply not chosen (10.5.3.1.2)."""
    if not ability.targets:
        return []
    groups = target_groups(raw, ability.targets)
    if groups is None:
        problem = ("its targets are not a list of card ids per target group", "目標の形式が不正です")
        ctx.flag(C.LOG_CARD, {"card": iid, "problem": problem[0], "problem_ja": problem[1]}, cards=[iid])
        return [[] for _ in ability.targets]
    why_not = target_reason(state, master)
    problems = check_targets(ability.targets, groups, target_candidates(state), why_not)
    if problems:  # one finding per play, naming every problem with its choice
        ctx.flag(
            C.ABILITY_TARGETS,
            {
                "card": iid,
                "ability": ability.id,
                "problem": "; ".join(p.problem_en for p in problems),
                "problem_ja": "、".join(p.problem_ja for p in problems),
            },
            cards=[iid, *(p.card for p in problems if p.card)],
            extra_clauses=("kaiju:10.5.3.1.1",)
            if any(ability.targets[p.group].up_to for p in problems)
            else (),
        )
    return groups


def decline(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """10.6.3.2.1: an optional waiting ability may be left unplayed; a mandatory one may not (10.6.3.1)."""
    iid, _ = split_ref(entry.args.get("card"))
    ability = _ability_of(state, ctx, iid, entry.args.get("ability"))
    if ability is None or iid is None:
        return
    pending = state.triggers.take(iid, ability.id)
    if pending is not None:
        state.declined.add((iid, ability.id))
    if pending is None:
        _not_pending(
            ctx,
            iid,
            ability,
            ("declined", "見送られました"),
            _why_not_waiting_safe(ability),
            _why_clauses(state, iid, ability),
            state.flags.loose_effect,
        )
    elif not ability.optional:
        ctx.flag(
            C.ABILITY_DECLINED, {"card": iid, "ability": ability.id}, cards=[iid], players=[pending.master]
        )


def _why_not_waiting_safe(ability: AbilityDef) -> tuple[str, str]:
    return _why_not_waiting(ability) if ability.trigger is not None else ("", "")


def effect(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """An ability's resolution (linked by `ability`), or card text the engine does not model: the moves
    and changes it made, checked against the rules that always hold."""
    args = entry.args
    source, _ = split_ref(args.get("source"))
    ability, groups = _resolving(state, ctx, source, args.get("ability"), entry.actor)
    master = owner_of(source) if source and ":" in source else (entry.actor or state.turn_player)
    if ability is not None and ability.unmodelled:
        state.flags.loose_effect = True  # what it did to repel power or threat cannot be known
    gone = set()
    if ability is not None and ability.targets and source is not None and master is not None:
        left = targets_gone(ability.targets, groups, target_reason(state, master))
        gone = {(p.card, p.problem_en, p.problem_ja) for p in left}
    touched = {split_ref(m.get("card"))[0] for m in args.get("moves") or [] if isinstance(m, dict)}
    touched |= {split_ref(m.get("card"))[0] for m in args.get("modify") or [] if isinstance(m, dict)}
    if ability is not None and "modify" in ability.effect and not args.get("modify"):
        touched |= {c for group in groups for c in group}
    for target, problem, problem_ja in sorted(gone, key=lambda g: str(g[0])):
        if target in touched:
            ctx.flag(
                C.ABILITY_TARGET_LEFT,
                {
                    "card": source,
                    "ability": ability.id if ability else "?",
                    "target": target,
                    "problem": f"left where it was chosen ({problem})",
                    "problem_ja": f"選ばれた領域を離れています（{problem_ja}）",
                },
                cards=[c for c in (source, target) if c],
            )
    if ability is not None and ability.effect.get("destroy") is True and not ability.unmodelled:
        _check_destroyed(state, ctx, source, ability, groups, args, {g[0] for g in gone})
    if ability is not None and isinstance(ability.effect.get("move"), str) and not ability.unmodelled:
        _check_moved(ctx, source, ability, groups, args, {g[0] for g in gone})
    if ability is not None and ability.effect.get("appear") is True and "area" not in ability.effect:
        _check_appear_apart(state, ctx, source, ability, args)
    for move in args.get("moves") or []:
        if isinstance(move, dict):
            _effect_move(state, ctx, move)
    if args.get("evolve") is not None and source is not None:
        _evolve(state, ctx, source, ability, args["evolve"])
    if ability is not None and "evolve" in ability.keywords and args.get("shuffled") is False:
        # 12.6.2: "if you searched, shuffle the deck". The effect entry stands for the whole resolution,
        # shuffle included, unless it says the deck was not shuffled: then a `shuffle` must follow.
        state.owed_shuffle = (master, source, ability.id)
    _effect_modify(state, source, ability, groups, args)
    if ability is not None and source is not None and master is not None:
        resolve_continuous(state, master, ability)
    if ability is not None and source is not None and not ability.unmodelled and ability.effect:
        _check_declared_anger(state, ctx, source, ability, groups, args)
        _check_declared_kaiju_move(state, ctx, source, ability, args)
    for seat, value in (args.get("anger") or {}).items():
        if seat in state.players and isinstance(value, int):
            if value < 0:
                ctx.flag(C.ANGER_NEGATIVE, {"seat": seat, "anger": value}, players=[seat])
            state.players[seat].anger = max(0, value)
            emit(state, "anger_changed", None, seat, anger=state.players[seat].anger, by="effect")
    for seat, area in (args.get("kaiju_area") or {}).items():
        if seat in state.players and isinstance(area, int) and 1 <= area <= 8:
            start = state.players[seat].area
            state.players[seat].area = area
            if area != start:  # a position set by an effect: 前進 or 後退, never 進攻 (5.13, 12.3.2)
                how = "forward" if area > start else "back"
                emit(state, how, None, seat, by="effect", from_area=start, to_area=area)
    for step in args.get("kaiju_moves") or []:
        if isinstance(step, dict):
            _effect_kaiju_move(state, ctx, step)
    if args.get("wins") or args.get("loses"):
        _effect_result(state, ctx, source, ability, args)


def _check_appear_apart(
    state: KaijuState, ctx: Context, source: str | None, ability: AbilityDef, args: dict[str, Any]
) -> None:
    """5.11.1.3: engage cards an effect makes appear together, in areas its master chooses, go into
    different areas as far as possible (an area of the master's own kaiju is not one, 5.11.1.1)."""
    by_seat: dict[str, list[int]] = {}
    for move in args.get("moves") or []:
        if not isinstance(move, dict) or move.get("to") != "area" or not isinstance(move.get("area"), int):
            continue
        iid, _ = split_ref(move.get("card"))
        if iid is None:
            continue
        where = locate(state, iid)
        if where is not None and where[1] in ("area", "strategy", "stack"):
            continue  # already on the field: not appearing
        d = state.card_def(iid)
        if d is not None and d.type != ENGAGE:
            continue
        seat = move.get("player", owner_of(iid))
        by_seat.setdefault(str(seat), []).append(move["area"])
    for seat, areas in by_seat.items():
        player = state.players.get(seat)
        free = 8 - (1 if player is not None and player.area else 0)
        if len(set(areas)) < min(len(areas), free):
            shared = sorted({a for a in areas if areas.count(a) > 1})
            ctx.flag(
                C.EFFECT_APPEAR_TOGETHER,
                {
                    "card": source or "?",
                    "ability": ability.id,
                    "count": len(areas),
                    "seat": seat,
                    "areas": ", ".join(str(a) for a in shared),
                },
                cards=[source] if source else [],
                players=[seat],
            )


def _whose_seat(state: KaijuState, master: str, who: Any) -> str | None:
    if who in ("self", "own", "master"):
        return master
    if who == "opponent":
        return state.opponent(master)
    return None


def _check_declared_anger(
    state: KaijuState,
    ctx: Context,
    source: str,
    ability: AbilityDef,
    groups: list[list[str]],
    args: dict[str, Any],
) -> None:
    """10.7.1: a declared anger change (`{"anger": {"opponent": -1}}`) is what the effect did; anger
    stops at 0 (3.4.4). `"target_grade"` adds the chosen target's grade, read from its last known
    information if it left (10.10.1.2)."""
    declared = ability.effect.get("anger")
    if not isinstance(declared, dict):
        return
    master = owner_of(source)
    logged = args.get("anger") if isinstance(args.get("anger"), dict) else {}
    for who, change in declared.items():
        seat = _whose_seat(state, master, who)
        if seat is None:
            continue
        clauses = ["kaiju:10.7.1"]
        if change == "target_grade":
            chosen = [c for group in groups for c in group]
            d = state.card_def(chosen[0]) if chosen else None
            if d is None:
                continue
            change = d.grade
            clauses.append("kaiju:10.10.1.2")  # the grade it had where it last was
        if not isinstance(change, int) or isinstance(change, bool):
            continue
        now = state.players[seat].anger
        expected = max(0, now + change)
        if expected != now + change:
            clauses.append("kaiju:3.4.4")
        got = logged.get(seat, now)
        if isinstance(got, int) and got != expected:
            ctx.flag(
                C.EFFECT_ANGER,
                {
                    "card": source,
                    "ability": ability.id,
                    "seat": seat,
                    "before": now,
                    "logged": got,
                    "expected": expected,
                },
                cards=[source],
                players=[seat],
                extra_clauses=clauses,
            )


# Declared kaiju moves: effect key -> (前進 or 後退, moves to an area rather than a count).
_KAIJU_MOVE_KEYS = {
    "forward": ("forward", False),
    "back": ("back", False),
    "forward_to": ("forward", True),
    "back_to": ("back", True),
}


def _kaiju_move_clause(how: str, to_area: bool, start: int, n: int) -> str:
    """The clause that decides where a declared 前進/後退 ends."""
    if to_area:
        stays = start >= n if how == "forward" else start <= n
        return ("5.13.1.2" if how == "forward" else "5.13.2.2") + (".1" if stays else ".2")
    if how == "forward":
        return "5.13.1.1.1" if start + n > 8 else "5.13.1"
    return "5.13.2.1" if start - n < 1 else "5.13.2"


def _check_declared_kaiju_move(
    state: KaijuState, ctx: Context, source: str, ability: AbilityDef, args: dict[str, Any]
) -> None:
    """5.13.1.2 / 5.13.2.2: "前進/後退 to area n" moves the kaiju there, and does nothing if it is already
    at or past n; "前進/後退 n" moves n areas, one at a time (5.13.1.1, 5.13.2.1). The position the log
    gives — `kaiju_area` or the last `kaiju_moves` step — must be that area."""
    for key, (how, to_area) in _KAIJU_MOVE_KEYS.items():
        n = ability.effect.get(key)
        if not isinstance(n, int) or isinstance(n, bool):
            continue
        seat = _whose_seat(state, owner_of(source), ability.effect.get("whose", "own"))
        if seat is None:
            continue
        start = state.players[seat].area
        if to_area:
            expected = max(start, n) if how == "forward" else min(start, n)
        else:
            expected = min(8, start + n) if how == "forward" else max(1, start - n)
        logged = start
        steps = [m for m in args.get("kaiju_moves") or [] if isinstance(m, dict) and m.get("seat") == seat]
        if steps:
            if isinstance(steps[-1].get("to"), int):
                logged = steps[-1]["to"]
            else:
                continue  # the count is checked step by step (EFFECT_KAIJU_MOVE)
        area = (args.get("kaiju_area") or {}).get(seat)
        if isinstance(area, int):
            logged = area
        if logged != expected:
            ctx.flag(
                C.EFFECT_KAIJU_AREA,
                {
                    "card": source,
                    "ability": ability.id,
                    "seat": seat,
                    "what": f"{how} {'to area ' if to_area else ''}{n}",
                    "what_ja": f"{'エリア' if to_area else ''}{n}{'まで' if to_area else ''}"
                    f"{'前進' if how == 'forward' else '後退'}",
                    "start": start,
                    "logged": logged,
                    "expected": expected,
                },
                players=[seat],
                extra_clauses=(f"kaiju:{_kaiju_move_clause(how, to_area, start, n)}",),
            )


def _replacements(state: KaijuState, iid: str, event: str) -> list[AbilityDef]:
    """The replacement effects (10.9) active for an event of this card: its own continuous abilities
    declared `{"replace": event, "instead": …}`, while it is on the field with its abilities."""
    d = state.card_def(iid)
    if d is None or not d.abilities or abilities_lost(state, iid):
        return []
    return [
        a
        for a in d.abilities
        if a.kind == "continuous" and a.effect.get("replace") == event and not a.unmodelled
    ]


def _replacement_done(
    state: KaijuState, iid: str, ability: AbilityDef, moves: list[dict[str, Any]]
) -> tuple[bool, bool]:
    """(whether the log shows this replacement's event in place of the original, whether it could be
    done at all). `instead`: `{"to": zone}` moves the card there; `{"discard_hand": n}` discards n cards
    from its master's hand (an optional one that cannot be done does not apply, 10.9.3)."""
    instead = ability.effect.get("instead")
    if not isinstance(instead, dict):
        return False, False
    if isinstance(instead.get("to"), str):
        done = any(split_ref(m.get("card"))[0] == iid and m.get("to") == instead["to"] for m in moves)
        return done, True
    n = instead.get("discard_hand")
    if isinstance(n, int) and not isinstance(n, bool):
        master = owner_of(iid)
        possible = state.players[master].hand_count >= n
        from_hand = 0
        for m in moves:
            other = split_ref(m.get("card"))[0]
            if other is None or other == iid or owner_of(other) != master:
                continue
            where = locate(state, other)
            if m.get("to", "discard") == "discard" and (where is None or where[1] == "hand"):
                from_hand += 1
        return possible and from_hand >= n, possible
    return False, False


def _check_destroyed(
    state: KaijuState,
    ctx: Context,
    source: str | None,
    ability: AbilityDef,
    groups: list[list[str]],
    args: dict[str, Any],
    gone: set[str | None],
) -> None:
    """10.7.1: a declared "destroy the targets" destroys each target still there (5.12.1), and nothing
    else; a target that left is not touched (10.10.1.1, 10.5.3.1.2). A target's replacement effect may
    put another event in the destruction's place (10.9.1): then it was never destroyed (10.9.1.1). With
    several, the target's master chooses which applies (10.9.2.1), so any one of them may be the one."""
    moves = [m for m in args.get("moves") or [] if isinstance(m, dict)]
    # 5.12.1: a destruction moves a card from the field; a hand card discarded (a replacement's choice,
    # 10.9.3) is not one.
    destroyed = {
        iid
        for m in moves
        if m.get("to", "discard") == "discard"
        and (iid := split_ref(m.get("card"))[0]) is not None
        and (where := locate(state, iid)) is not None
        and where[1] in ("area", "strategy", "stack")
    }
    chosen = {c for group in groups for c in group}
    problems: list[tuple[str, str]] = []
    for c in sorted(chosen - destroyed - gone):
        options = [(a, *_replacement_done(state, c, a, moves)) for a in _replacements(state, c, "destroyed")]
        applied = next((a for a, done, _ in options if done), None)
        if applied is not None:
            state.replaced[c] = "destroyed"
            continue
        blocked = [a for a, _, possible in options if a.optional and not possible]
        if blocked:
            ctx.flag(
                C.EFFECT_REPLACEMENT,
                {"card": c, "ability": blocked[0].id, "source": source, "by": ability.id},
                cards=[x for x in (source, c) if x],
                players=[owner_of(c)],
            )
            continue
        problems.append((f"{c} was not destroyed", f"{c}が破壊されていません"))
    problems += [
        (f"{c} was destroyed but not chosen", f"{c}は選ばれていないのに破壊されました")
        for c in sorted(destroyed - chosen)
        if c
    ]
    if problems:
        ctx.flag(
            C.EFFECT_NOT_AS_DECLARED,
            {
                "card": source,
                "ability": ability.id,
                "problem": "; ".join(en for en, _ in problems),
                "problem_ja": "、".join(ja for _, ja in problems),
            },
            cards=[c for c in (source, *sorted(chosen | destroyed)) if c],
            extra_clauses=("kaiju:5.12.1",),
        )


def _check_moved(
    ctx: Context,
    source: str | None,
    ability: AbilityDef,
    groups: list[list[str]],
    args: dict[str, Any],
    gone: set[str | None],
) -> None:
    """10.7.1: a declared "put the targets into <zone>" (`{"move": "hand"}`) moves each target still
    there to that zone; a target that left is not touched (10.10.1.1)."""
    zone = ability.effect["move"]
    moved = {
        split_ref(m.get("card"))[0]
        for m in args.get("moves") or []
        if isinstance(m, dict) and m.get("to") == zone
    }
    missing = sorted({c for group in groups for c in group} - moved - gone)
    if missing:
        ctx.flag(
            C.EFFECT_NOT_AS_DECLARED,
            {
                "card": source,
                "ability": ability.id,
                "problem": "; ".join(f"{c} was not put into the {zone}" for c in missing),
                "problem_ja": "、".join(f"{c}が{zone}に移動していません" for c in missing),
            },
            cards=[c for c in (source, *missing) if c],
        )


def _resolving(
    state: KaijuState, ctx: Context, source: str | None, ability_id: Any, actor: str | None = None
) -> tuple[AbilityDef | None, list[list[str]]]:
    """The ability an `effect` resolves: the one played for it, or a waiting instance played and resolved
    in one entry. An effect naming an automatic ability that was not waiting had no reason to happen."""
    if source is None or ability_id is None:
        return None, []
    ability = _ability_of(state, ctx, source, ability_id)
    if ability is None:
        return None, []
    played = state.played.pop((source, ability.id), None)
    if played is not None:
        return ability, played[1]
    master = owner_of(source)
    if ability.kind == "auto":
        if not _awake_or_flag(state, ctx, source, ability, master):
            state.triggers.take(source, ability.id)
            return ability, []
        pending = state.triggers.find(source, ability.id)
        if pending is None:
            _not_pending(
                ctx,
                source,
                ability,
                ("resolved", "解決されました"),
                _why_not_waiting_safe(ability),
                _why_clauses(state, source, ability),
                state.flags.loose_effect,
            )
        else:
            _play_order(state, ctx, actor, source, ability, pending.master)
            state.triggers.take(source, ability.id)
    return ability, [[] for _ in ability.targets]


def _effect_move(state: KaijuState, ctx: Context, move: dict[str, Any]) -> None:
    iid, card_id = split_ref(move.get("card"))
    if iid is None:
        return
    bind(state, ctx, iid, card_id)
    d = state.card_def(iid)
    to = move.get("to")
    where = locate(state, iid)
    on_field = where is not None and where[1] in ("area", "strategy", "stack")
    if iid in state.vanished:
        _vanished(state, ctx, iid)
    if d is not None and d.is_token and to != "area":
        # 9.1.4.2: moving an engage token out of the areas is legal; it then ceases to exist at once.
        state.vanished[iid] = str(to or "?")
    if to == "discard" and on_field:
        leave_field(state, iid, "effect")
        return
    card = remove_anywhere(state, iid) or Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid))
    if on_field and state.modifiers.active:
        state.modifiers.forget_card(iid)  # 10.8.2: a card that changed zones is not what the effect saw
    if on_field:
        forget_granted(state, iid)
    seat = move.get("player", card.owner)
    player = state.players.get(seat, state.players[card.owner])
    wanted = {"area": ENGAGE, "strategy": STRATEGY, "advancing": KAIJU}.get(str(to))
    if d is not None and wanted is not None and d.type != wanted:
        # 11.4.1: a kaiju or strategy card in an area, or a non-strategy card in a strategy zone, is put
        # into its owner's discard pile by the improper-card process: it does not stay where it was put.
        zone_ja = {"area": "エリア", "strategy": "戦略カード置き場", "advancing": "進攻怪獣"}[to]
        ctx.flag(
            C.EFFECT_IMPROPER,
            {"card": iid, "type": d.type, "zone": to, "zone_ja": zone_ja},
            cards=[iid],
        )
        to_discard(state, card)
        return
    if to == "advancing":
        # 5.11.2: a kaiju card put on the advancing kaiju by an effect appears as the new advancing kaiju.
        player.stack.append(place(state, card))
        emit(
            state,
            "appears",
            iid,
            player.seat,
            by="effect",
            **{"from": ZONE_WORDS.get(where[1], where[1]) if where else "deck", "to": "advancing"},
        )
        return
    if to == "area" and isinstance(move.get("area"), int) and 1 <= move["area"] <= 8:
        area = move["area"]
        if d is not None and d.type == ENGAGE and player.area == area and not on_field:
            # 5.11.1.1: an engage card does not appear in the area of its own advancing kaiju.
            ctx.flag(C.EFFECT_APPEAR_AREA, {"card": iid, "seat": player.seat, "area": area}, cards=[iid])
        player.areas[area].append(place(state, card))
        if not on_field:
            by = "token" if d is not None and d.is_token else "effect"
            emit(
                state,
                "appears",
                iid,
                player.seat,
                by=by,
                area=area,
                **{"from": ZONE_WORDS.get(where[1], where[1]) if where else "deck", "to": "area"},
            )
    elif to == "hand":
        player.hand[iid] = card
    elif to == "deck":
        state.players[card.owner].deck += 1
    elif to == "strategy":
        zone = move.get("zone", 0)
        player.strategy[zone if zone in (0, 1) else 0].append(place(state, card))
        emit(state, "placed_strategy", iid, player.seat, by="effect", zone=zone)
    else:
        to_discard(state, card)
    if d is not None and d.is_token and to != "area":
        player.hand.pop(iid, None)
        state.players[card.owner].discard.pop(iid, None)
    if where is not None and not (to == "area" and not on_field):
        emit(
            state,
            "moved",
            iid,
            card.owner,
            by="effect",
            **{"from": ZONE_WORDS.get(where[1], where[1]), "to": to},
        )


def _evolve(state: KaijuState, ctx: Context, source: str, ability: AbilityDef | None, raw: Any) -> None:
    """12.6.2 / 5.17.1: the engage card from the deck goes onto the evolving card and appears."""
    iid, card_id = split_ref(raw)
    if iid is None:
        return
    bind(state, ctx, iid, card_id)
    where = locate(state, source)
    d = state.card_def(iid)
    spec = ability.keywords.get("evolve") if ability is not None else None
    problem = None
    if d is not None and d.type != ENGAGE:
        problem = ("is not an engage card", "交戦カードではありません")
    elif d is not None and isinstance(spec, dict):
        grade, trait = spec.get("grade"), spec.get("trait")
        if isinstance(grade, int) and d.grade > grade:
            problem = (f"is above grade {grade}", f"等級が{grade}を超えています")
        elif trait is not None and trait not in d.traits:
            problem = (f"lacks the trait {trait}", f"特徴{trait}を持ちません")
    if problem:
        ctx.flag(
            C.EVOLVE_CARD,
            {"card": source, "new": iid, "problem": problem[0], "problem_ja": problem[1]},
            cards=[source, iid],
        )
    owner = owner_of(source)
    state.players[owner].deck = max(0, state.players[owner].deck - 1)  # searched from the deck
    if where is None or where[1] != "area":
        return
    pile = state.players[where[0]].areas[where[2]]
    for i, old in enumerate(pile):
        if old.iid == source:
            new = place(state, Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid)))
            new.under = [*old.under, old]
            old.under = []
            pile[i] = new
            emit(
                state, "appears", iid, where[0], by="evolve", area=where[2], **{"from": "deck", "to": "area"}
            )
            return


def _effect_modify(
    state: KaijuState, source: str | None, ability: AbilityDef | None, groups: list[list[str]], args: dict
) -> None:
    """Numeric changes with the ability's duration: explicit (`modify`), or the declared ones on its targets."""
    if ability is None or source is None:
        return
    explicit = args.get("modify")
    if isinstance(explicit, list):
        for change in explicit:
            if isinstance(change, dict) and isinstance(change.get("card"), str):
                nums = {k: v for k, v in change.items() if k != "card" and isinstance(v, int)}
                add_modifier(state, source, ability, change["card"], nums)
        return
    declared = ability.effect.get("modify")
    if isinstance(declared, dict):
        cards = [c for group in groups for c in group] or ([] if ability.targets else [source])
        for iid in cards:
            add_modifier(
                state, source, ability, iid, {k: v for k, v in declared.items() if isinstance(v, int)}
            )


def _effect_kaiju_move(state: KaijuState, ctx: Context, step: dict[str, Any]) -> None:
    """5.13: 前進/後退 by an effect, one area at a time; never a 進攻 (so never 進攻勝利, 5.13.1.1.1)."""
    seat, how, count = step.get("seat"), step.get("move"), step.get("count", 1)
    if seat not in state.players or how not in ("forward", "back") or not isinstance(count, int):
        return
    player = state.players[seat]
    start = area = player.area
    for _ in range(max(0, count)):  # 1.3.2.2
        area = min(8, area + 1) if how == "forward" else max(1, area - 1)  # 5.13.1.1.1, 5.13.2.1
    logged = step.get("to")
    if isinstance(logged, int) and logged != area:
        ctx.flag(
            C.EFFECT_KAIJU_MOVE,
            {
                "seat": seat,
                "logged": logged,
                "how": how,
                "how_ja": "前進" if how == "forward" else "後退",
                "count": count,
                "start": start,
                "expected": area,
            },
            players=[seat],
        )
        if 1 <= logged <= 8:
            area = logged
    player.area = area
    if area != start:  # 5.13.3: no move, no 前進/後退
        emit(state, how, None, seat, by="effect", from_area=start, to_area=area)


def _effect_result(
    state: KaijuState, ctx: Context, source: str | None, ability: AbilityDef | None, args: dict
) -> None:
    """1.2.4: an effect that wins or loses the game ends it during the effect, without a check timing."""
    losers = [s for s in args.get("loses") or [] if s in state.players]
    winners = [s for s in args.get("wins") or [] if s in state.players]
    if not losers:
        losers = [s for s in state.seats if s not in winners]
    if not winners:
        winners = [s for s in state.seats if s not in losers]  # 1.2.1; all losing is a draw (1.2.2)
    d = state.card_def(source)
    gives = ability is not None and _gives(state, ability, owner_of(source) if source else None, losers)
    unknown = ability.unmodelled if ability is not None else (d is None or d.loose_text)
    if not gives:
        seat = ", ".join(winners if args.get("wins") else losers)
        verb = ("win", "勝利しました") if args.get("wins") else ("lose", "敗北しました")
        evidence = {
            "card": source or "?",
            "ability": ability.id if ability else "?",
            "seat": seat,
            "verb": verb[0],
            "verb_ja": verb[1],
        }
        if unknown:
            ctx.flag(
                C.EFFECT_RESULT,
                evidence,
                verdict=Verdict.NEEDS_RULING,
                unknown="the card text the engine does not model",
                cards=[source] if source else [],
            )
        else:
            ctx.flag(C.EFFECT_RESULT, evidence, cards=[source] if source else [])
    state.end_game(winners, losers, "effect")


def _gives(state: KaijuState, ability: AbilityDef, master: str | None, losers: list[str]) -> bool:
    """Whether the declared effect ends the game this way: `{"lose": "opponent"}`, `{"win": "self"}` …
    (`true` leaves who to the log)."""
    if master is None:
        return False
    opponent = state.opponent(master)
    declared: set[str] | None = None
    for key, self_loses in (("lose", True), ("win", False)):
        who = ability.effect.get(key)
        if who is True:
            return True
        if who in ("self", "own", "master"):  # "master": the ability's master, as 10.1.2 names it
            declared = {master} if self_loses else {opponent}
        elif who == "opponent":
            declared = {opponent} if self_loses else {master}
    return declared is not None and declared == set(losers)


def concede(state: KaijuState, entry: Entry, ctx: Context) -> None:
    seat = _seat(state, entry)
    state.end_game([state.opponent(seat)], [seat], "concede")  # 1.2.3


# The clause that decides the game's end, by the engine's reason.
END_CLAUSES = {
    "advance": ("5.13.1.1.2", "1.2.1.1"),
    "repel": ("5.15.1.2.1", "1.2.1.2"),
    "concede": ("1.2.3",),
    "effect": ("1.2.4",),
}


def result(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """A wrong result is a rules breach (1.2.1): a winner the rules do not give, or none yet. Only a
    result that names no player of the game is a malformed log."""
    raw = entry.args.get("winners") or []
    logged = sorted(raw) if isinstance(raw, list) else []
    text = ", ".join(logged) or "draw"
    if any(s not in state.players for s in logged):
        ctx.flag(
            C.LOG_RESULT, {"logged": text, "engine": ", ".join(sorted(state.winners)) or "game not over"}
        )
    elif not state.game_over:
        ctx.flag(C.RESULT_NOT_OVER, {"logged": text}, players=logged)
    elif logged != sorted(state.winners):
        engine = ", ".join(sorted(state.winners)) or "draw"
        why = state.reason or "?"
        ctx.flag(
            C.RESULT_WRONG,
            {"logged": text, "engine": engine, "why": why},
            players=logged,
            extra_clauses=[f"kaiju:{c}" for c in END_CLAUSES.get(why, ())],
        )


HANDLERS: dict[str, Handler] = {
    "shuffle": shuffle,
    "place_kaiju": place_kaiju,
    "draw": draw,
    "reshuffle": reshuffle,
    "discard_strategy": discard_strategy,
    "play_engage": play_engage,
    "play_strategy": play_strategy,
    "gain_anger": gain_anger,
    "play_kaiju": play_kaiju,
    "advance": advance,
    "repel": repel,
    "end_advance": end_advance,
    "assault_discard": assault_discard,
    "trample": trample,
    "duplicate": duplicate,
    "effect": effect,
    "play_ability": play_ability,
    "decline": decline,
    "concede": concede,
    "result": result,
}
# Acts that end-of-game and pending-process checks leave alone.
AFTER_GAME_ACTS = frozenset({"result", "concede"})
PROCESS_ACTS = frozenset({"trample", "duplicate", "reshuffle"})
