"""One handler per logged action: check it against the rules, then apply what the log says happened."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine.core.cardrefs import flag_card_problem, owner_of, split_ref
from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.kaiju import checks as C
from judge.engine.games.kaiju.board import forward, repel_back
from judge.engine.games.kaiju.cards import ENGAGE, KAIJU, STRATEGY, CardDef
from judge.engine.games.kaiju.rules import kaiju_def, repel_check, replacement_candidates
from judge.engine.games.kaiju.state import HAND_REFILL, STRATEGY_ZONES, Card, KaijuState
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


# --- setup -----------------------------------------------------------------------------------------
def shuffle(state: KaijuState, entry: Entry, ctx: Context) -> None:
    if state.turn == 0:
        state.setup_shuffled.add(_seat(state, entry))


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
        ctx.flag(C.SETUP_KAIJU, {"seat": seat, "problem": "not from the kaiju deck"}, players=[seat])
    elif d.type != KAIJU or d.grade != 1 or player.stack:
        ctx.flag(C.SETUP_KAIJU, {"seat": seat, "problem": f"{d.id} (grade {d.grade})"}, players=[seat])
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
    player.deck = max(0, player.deck - count)
    if isinstance(cards, list):
        draw_named(state, ctx, player, cards)
    else:
        player.hand_unnamed += count


def reshuffle(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """11.2.3: the whole discard pile goes into the deck, which is then shuffled."""
    seat = _seat(state, entry)
    player = state.players[seat]
    if player.deck > 0:
        ctx.flag(C.RESHUFFLE_NOT_DUE, {"seat": seat, "deck": player.deck}, players=[seat])
    player.deck += len(player.discard)
    player.discard.clear()


# --- start phase -----------------------------------------------------------------------------------
def discard_strategy(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """7.2.3: strategy cards placed before this turn go to the discard pile, except 【拠点】 (12.9.2)."""
    seat = _seat(state, entry)
    for raw in entry.args.get("cards") or []:
        iid, _ = split_ref(raw)
        if iid is None:
            continue
        card = remove_anywhere(state, iid)
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
        to_discard(state, card)


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
    player.area = forward(player.area) or player.area


def assault_discard(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """12.5.2: the 【強襲】 card leaves the advancing kaiju at the start of its master's next end phase."""
    iid, _ = split_ref(entry.args.get("card"))
    if iid is None:
        return
    card = remove_anywhere(state, iid)
    if card is not None:
        to_discard(state, card)


# --- rule processes (11) ---------------------------------------------------------------------------
def trample(state: KaijuState, entry: Entry, ctx: Context) -> None:
    iid, _ = split_ref(entry.args.get("card"))
    if iid is None:
        return
    where = locate(state, iid)
    state.pending.pop(("trample", iid), None)
    if where is None or where[1] != "area" or state.players[where[0]].area != where[2]:
        ctx.flag(C.TRAMPLE_NOT_DUE, {"card": iid}, cards=[iid])
    card = remove_anywhere(state, iid)
    if card is not None:
        to_discard(state, card)


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
    card = remove_anywhere(state, iid)
    if card is not None:
        to_discard(state, card)


# --- card text the engine does not model -----------------------------------------------------------
def effect(state: KaijuState, entry: Entry, ctx: Context) -> None:
    """Moves, anger and kaiju positions from card text: only rules that always hold are checked."""
    for move in entry.args.get("moves") or []:
        iid, card_id = split_ref(move.get("card"))
        if iid is None:
            continue
        bind(state, ctx, iid, card_id)
        card = remove_anywhere(state, iid) or Card(iid=iid, owner=owner_of(iid), card=state.ids.get(iid))
        seat = move.get("player", card.owner)
        player = state.players.get(seat, state.players[card.owner])
        to = move.get("to")
        if to == "area" and isinstance(move.get("area"), int) and 1 <= move["area"] <= 8:
            player.areas[move["area"]].append(place(state, card))
        elif to == "hand":
            player.hand[iid] = card
        elif to == "deck":
            state.players[card.owner].deck += 1
        elif to == "strategy":
            zone = move.get("zone", 0)
            player.strategy[zone if zone in (0, 1) else 0].append(place(state, card))
        else:
            to_discard(state, card)
    for seat, value in (entry.args.get("anger") or {}).items():
        if seat in state.players and isinstance(value, int):
            if value < 0:
                ctx.flag(C.ANGER_NEGATIVE, {"seat": seat, "anger": value}, players=[seat])
            state.players[seat].anger = max(0, value)
    for seat, area in (entry.args.get("kaiju_area") or {}).items():
        if seat in state.players and isinstance(area, int) and 1 <= area <= 8:
            state.players[seat].area = area


def concede(state: KaijuState, entry: Entry, ctx: Context) -> None:
    seat = _seat(state, entry)
    state.end_game([state.opponent(seat)], [seat], "concede")  # 1.2.3


def result(state: KaijuState, entry: Entry, ctx: Context) -> None:
    logged = sorted(entry.args.get("winners") or [])
    engine = sorted(state.winners)
    if state.game_over and logged != engine:
        ctx.flag(C.LOG_RESULT, {"logged": ", ".join(logged) or "draw", "engine": ", ".join(engine) or "draw"})
    elif not state.game_over:
        ctx.flag(C.LOG_RESULT, {"logged": ", ".join(logged) or "draw", "engine": "game not over"})


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
    "concede": concede,
    "result": result,
}
# Acts that end-of-game and pending-process checks leave alone.
AFTER_GAME_ACTS = frozenset({"result", "concede"})
PROCESS_ACTS = frozenset({"trample", "duplicate", "reshuffle"})
