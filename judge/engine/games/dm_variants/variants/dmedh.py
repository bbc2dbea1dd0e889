"""701 「DMEDH」: the commander format, played with 2 or more seats.

Log conventions (docs/log-format-dm-variants.md, section DMEDH):
- the commander starts face up in 超統率ゾーン (`command`) as `<seat>:cmd`; a God commander (the
  decklist's `commander` a list of gods, 701.17) puts each god there, in list order, as `<seat>:cmd`,
  `<seat>:cmd2`, `<seat>:cmd3`, … (701.5). Each god is then its own creature and its own commander
  (701.18): summoned, taxed (701.18b), destroyed and returned one by one; the 701.16 draw stays once
  per turn per player across all of that player's commanders (701.18c);
- `summon` with `"from": "command"` puts it into the battle zone; the commander tax is the separate
  list `"tax"` of untapped mana cards (701.14, not part of `"tap"`, the cost);
- an `effect` move from `command` to `battle` is the commander's own ability (701.13);
- `commander_return` {card} puts it back after it left the battle zone (701.15);
- `commander_draw` {card, looked, to_hand: [card]} is the once-per-turn draw of 701.16;
- `extra_turn` records a card effect granting an extra turn (701.8 replaces it).
"""

from __future__ import annotations

import functools
from typing import Any

from judge.engine.core.cardrefs import owner_of, split_ref
from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import actions as A
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants.formats import DMEDH
from judge.engine.games.dm_variants.snapshot import ZONE_JA
from judge.engine.games.dm_variants.state import (
    BEFORE_SNAPSHOT,
    SNAP_CMD_DRAW,
    SNAP_MOVES,
    SNAP_NAMES,
    Card,
    DMState,
    Handler,
    Variant,
)
from judge.engine.games.dm_variants.variants import register_variant

_c = declarer(C.GAME, "dmedh")


CMD_TURN = _c(
    "commander_turn",
    Verdict.ILLEGAL,
    ("701.13",),
    "{seat} put the commander {card} out of 超統率ゾーン during {turn_player}'s turn; a player does so only in their own turn, with their own commander.",
    "{seat}が{turn_player}のターンに統率者{card}を超統率ゾーンから出しました。統率者を出せるのは、そのオーナーが自分のターン中に行う場合だけです。",
)
CMD_TAX = _c(
    "commander_tax",
    Verdict.ILLEGAL,
    ("701.14", "701.14a", "701.14b"),
    "{seat} tapped {tapped} mana cards of commander tax for {card}; it has left 超統率ゾーン {times} times before, so the tax is {wanted} untapped mana cards (not a cost, not reducible).",
    "{seat}は{card}の追加でタップするマナを{tapped}枚タップしました。以前に{times}回出しているので、アンタップのマナ{wanted}枚が必要です（召喚コストではなく、軽減できません）。",
)
CMD_RETURN = _c(
    "commander_return",
    Verdict.ILLEGAL,
    ("701.15",),
    "{card} was returned to 超統率ゾーン from {zone}; a commander returns only when it has just left the battle zone.",
    "{card}が{zone}から超統率ゾーンに戻されました。統率者を戻せるのは、バトルゾーンから他のゾーンに置かれた時だけです。",
)
CMD_RETURN_LATE = _c(
    "commander_return_late",
    Verdict.ILLEGAL,
    ("701.15",),
    "{card} was returned to 超統率ゾーン after the game had moved on ('{act}' came between); the return is a state-based action, chosen at once when the commander leaves the battle zone.",
    "{card}が超統率ゾーンに戻されたのは、ゲームが進んだ後（間に'{act}'）です。戻すことは状況起因処理であり、バトルゾーンを離れた時にすぐ選びます。",
)
CMD_LEAVE = _c(
    "commander_leaves_command",
    Verdict.ILLEGAL,
    ("701.13",),
    "{card} left 超統率ゾーン for the {zone} by {by}; a commander leaves it only into the battle zone, by its mana cost or its own ability.",
    "{card}が{by_ja}で超統率ゾーンから{zone_ja}に移動しました。統率者が超統率ゾーンを離れるのは、マナコストか自身の能力でバトルゾーンに出す場合だけです。",
)
CMD_NOT = _c(
    "not_commander",
    Verdict.ILLEGAL,
    ("701.3", "701.13"),
    "{card} is not {seat}'s commander, so '{act}' does not apply to it.",
    "{card}は{seat}の統率者ではないため、'{act}'は行えません。",
)
CMD_DRAW = _c(
    "commander_draw",
    Verdict.ILLEGAL,
    ("701.16", "701.18c"),
    "{seat}'s commander draw: {problem}.",
    "{seat}の統率者の効果：{problem_ja}。",
)
SAME_NAME = _c(
    "same_name",
    Verdict.ILLEGAL,
    ("701.12",),
    "{seat} used or put into the battle zone a second '{name}' this turn; a player cannot use a card with the same name as one they used or put into the battle zone this turn.",
    "{seat}がこのターンに「{name}」を2回使ったかバトルゾーンに出しました。同じターン中に使ったかバトルゾーンに出したカードと同じ名前のカードは使えません。",
)
EXTRA_TURN = _c(
    "extra_turn",
    Verdict.ILLEGAL,
    ("701.8",),
    "{seat} took an extra turn from a card effect; in DMEDH the turn simply goes on as normal instead.",
    "{seat}がカードの効果で追加のターンを得ました。DMEDHでは代わりに通常通りのターンを続行します。",
)
MANA_NUMBER = _c(
    "mana_number",
    Verdict.ILLEGAL,
    ("701.10",),
    "An effect changed the mana number of {card} in the mana zone; it keeps its original mana number instead.",
    "効果でマナゾーンの{card}のマナの数値が変更されました。代わりに元々の数値になります。",
)
MANA_UNTAP = _c(
    "mana_untap",
    Verdict.ILLEGAL,
    ("701.11",),
    "{card} in the mana zone was untapped outside the turn start step; it is tapped instead.",
    "ターン開始ステップ以外でマナゾーンの{card}がアンタップされました。代わりにタップされます。",
)

SETUP_SHIELDS = _c(
    "setup_shields",
    Verdict.ILLEGAL,
    ("701.6",),
    "{seat} set {count} shields; in DMEDH each player starts the game with {wanted} shields.",
    "{seat}がシールドを{count}枚置きました。DMEDHでは各プレイヤーのゲーム開始時のシールドは{wanted}枚です。",
)
SETUP_HAND = _c(
    "setup_hand",
    Verdict.ILLEGAL,
    ("701.6",),
    "{seat} drew an opening hand of {count}; in DMEDH each player starts the game with a hand of {wanted}.",
    "{seat}の初期手札が{count}枚です。DMEDHでは各プレイヤーのゲーム開始時の手札は{wanted}枚です。",
)

_MOVES, _SUMMONS, _LEFT = "edh:moves", "edh:summons", "edh:left_battle"
_NAMES, _DRAWN, _ATTACKS = "edh:names", "edh:drawn", "edh:attacks"
_EXPIRED = "edh:return_passed"
_LAST_ATTACK = "edh:last_attack"  # the attack declared last, whoever's creature made it


def _commanders(state: DMState) -> dict[str, str]:
    """iid -> owner, for every commander in the game."""
    return state.extra.setdefault("edh:commanders", {})


def _name(state: DMState, iid: str) -> str:
    d = state.card_def(iid)
    return f"{iid} ({d.name})" if d else iid


def _battle_commanders(state: DMState) -> set[str]:
    cmds = _commanders(state)
    return {i for p in state.players.values() for i in p.zones["battle"].cards if i in cmds}


def _use_name(state: DMState, ctx: Context, seat: str, iid: str) -> None:
    """701.12: one use or entry per name, per player, per turn (cards allowed in any number excepted)."""
    d = state.card_def(iid)
    if d is None or d.any_copies:
        return
    used = state.extra.setdefault(_NAMES, {})
    key = (seat, state.turn)
    names = used.setdefault(key, set())
    if d.name in names:
        ctx.flag(SAME_NAME, {"seat": seat, "name": d.name}, cards=[iid], players=[seat])
    elif state.extra.get(SNAP_NAMES) == state.turn:
        # A snapshot that did not say which names were used this turn before it: a first use is unsure.
        evidence = {"seat": seat, "name": d.name}
        ctx.flag(
            SAME_NAME,
            evidence,
            cards=[iid],
            players=[seat],
            verdict=Verdict.NEEDS_RULING,
            unknown=BEFORE_SNAPSHOT,
        )
    names.add(d.name)


def _leaves_command(state: DMState, ctx: Context, seat: str, iid: str, *, summon: bool, entry: Entry) -> None:
    cmds = _commanders(state)
    owner = cmds.get(iid)
    if owner is None:
        ctx.flag(CMD_NOT, {"card": iid, "seat": seat, "act": entry.act}, cards=[iid])
        return
    if state.find(iid) != (owner, "command"):
        return  # not there to move: the core reports where the card is (log error)
    if seat != owner or state.turn_player != owner:
        ctx.flag(
            CMD_TURN,
            {"seat": seat, "card": _name(state, iid), "turn_player": state.turn_player},
            cards=[iid],
            players=[seat],
        )
    # Keyed by the card, not the seat: each god of a God commander has its own count (701.18b).
    moves = state.extra.setdefault(_MOVES, {})
    summons = state.extra.setdefault(_SUMMONS, {})
    # 701.14: the tax is owed however it is put into the battle zone (「召喚コストや踏み倒し条件とは別に」),
    # by its mana cost or by its own ability alike.
    times = moves.get(iid, 0)
    # decisions.md DM 7: every earlier move out of the zone counts (701.18b 出した回数, 701.13);
    # `summons_only` (701.14 召喚した) is applied only for an old log that chose it.
    differ = moves.get(iid, 0) != summons.get(iid, 0)
    if differ and A.policy(state, ctx, "commander_tax_count", [seat]) == "summons_only":
        times = summons.get(iid, 0)
    _pay_tax(state, ctx, seat, iid, entry, times, unsure=iid in state.extra.get(SNAP_MOVES, ()))
    if summon:
        summons[iid] = summons.get(iid, 0) + 1
    moves[iid] = moves.get(iid, 0) + 1


def _pay_tax(
    state: DMState, ctx: Context, seat: str, iid: str, entry: Entry, times: int, *, unsure: bool = False
) -> None:
    """`unsure`: a snapshot did not say how often the commander had left 超統率ゾーン, so the tax owed
    (701.14) is not known and any payment asks for a ruling."""
    tax = entry.args.get("tax") or []
    mana = state.players[seat].zones["mana"].cards
    cost_taps = {split_ref(r)[0] for r in entry.args.get("tap") or []}
    good = 0
    for raw in tax if isinstance(tax, list) else []:
        m = mana.get(split_ref(raw)[0] or "")
        # A card already tapped, or tapped for the cost too, does not pay the tax (701.14b).
        if m is not None and not m.tapped and m.iid not in cost_taps:
            m.tapped = True
            good += 1
    evidence = {"seat": seat, "card": _name(state, iid), "tapped": good, "times": times, "wanted": 2 * times}
    # The God-commander clauses decide only a god's own count; a plain commander's tax is 701.14 alone.
    god = _GOD_TAX_CLAUSES if _is_god_commander(state, seat) else ()
    if unsure:
        evidence |= {"times": "?", "wanted": "?"}
        ctx.flag(
            CMD_TAX,
            evidence,
            cards=[iid],
            players=[seat],
            verdict=Verdict.NEEDS_RULING,
            unknown=BEFORE_SNAPSHOT,
            extra_clauses=god,
        )
    elif good != 2 * times:
        ctx.flag(CMD_TAX, evidence, cards=[iid], players=[seat], extra_clauses=god)


_GOD_TAX_CLAUSES = (f"{C.GAME}:701.18", f"{C.GAME}:701.18b")


def _is_god_commander(state: DMState, seat: str) -> bool:
    """A God commander is declared as a list of gods (701.17); a list of one is a plain commander."""
    raw = state.decklists[seat].get("commander")
    return isinstance(raw, list) and len(raw) > 1


def _place_commanders(state: DMState) -> None:
    cmds = _commanders(state)
    for seat in state.seating:
        raw = state.decklists[seat].get("commander")
        ids = [raw] if isinstance(raw, str) else [r for r in raw or [] if isinstance(r, str)]
        for i, cid in enumerate(ids):
            iid = f"{seat}:cmd" if i == 0 else f"{seat}:cmd{i + 1}"
            state.ids[iid] = cid
            cmds[iid] = seat
            card = Card(iid=iid, owner=seat, card=cid, controller=seat)
            state.players[seat].zone("command").cards[iid] = card  # 701.5: face up


class DMEDHVariant(Variant):
    code = DMEDH
    generator_seats = (2, 3, 4)

    def setup(self, state: DMState) -> None:
        _place_commanders(state)

    def shields(self, state: DMState, seat: str) -> int:
        return 7  # 701.6

    def setup_shields_check(self, state: DMState, seat: str) -> CheckSpec | None:
        return SETUP_SHIELDS  # the count is the variant's own (701.6), not the official 5

    def setup_hand_check(self, state: DMState, seat: str) -> CheckSpec | None:
        return SETUP_HAND  # 701.6 states the hand of 5 with the 7 shields: the variant's clause decides

    def handlers(self) -> dict[str, Handler]:
        return _HANDLERS

    def win_effect_losers(self, state: DMState, seat: str, ctx: Context) -> tuple[list[str], str]:
        # 701.7 replaces the win, in a multiplayer game too (decisions.md DM 3: the variant clause beats
        # 600.9); `opponents_lose` is applied only for an old log that chose it.
        if state.multiplayer and A.policy(state, ctx, "card_win_effect", [seat]) == "opponents_lose":
            return super().win_effect_losers(state, seat, ctx)
        return [], "701.7"

    def generator_game(self) -> type:
        return _generator_class()


def _tracked(fn: Handler) -> Handler:
    """Run a core handler and note every commander it took out of the battle zone (701.15)."""

    def run(state: DMState, entry: Entry, ctx: Context) -> None:
        before = _battle_commanders(state)
        fn(state, entry, ctx)
        gone = before - _battle_commanders(state)
        if gone:
            state.extra.setdefault(_LEFT, set()).update(gone)

    return run


def _summon(inner: dict[str, Handler], state: DMState, entry: Entry, ctx: Context) -> None:
    iid = split_ref(entry.args.get("card"))[0]
    seat = entry.actor or state.turn_player or state.seating[0]
    if iid is not None:
        if entry.args.get("from") == "command":
            _leaves_command(state, ctx, seat, iid, summon=True, entry=entry)
        inner["summon"](state, entry, ctx)
        _use_name(state, ctx, seat, iid)
        return
    inner["summon"](state, entry, ctx)


def _cast(inner: dict[str, Handler], state: DMState, entry: Entry, ctx: Context) -> None:
    iid = split_ref(entry.args.get("card"))[0]
    inner["cast"](state, entry, ctx)
    if iid is not None:
        _use_name(state, ctx, entry.actor or state.turn_player or state.seating[0], iid)


def _attack(inner: dict[str, Handler], state: DMState, entry: Entry, ctx: Context) -> None:
    inner["attack"](state, entry, ctx)
    a = state.attack
    state.extra[_LAST_ATTACK] = a
    if a is not None and a.attacker in _commanders(state):
        state.extra.setdefault(_ATTACKS, {})[a.attacker] = (state.turn, a)


def _effect(inner: dict[str, Handler], state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.actor or state.turn_player or state.seating[0]
    cmds = _commanders(state)
    entering: list[str] = []
    for move in entry.args.get("moves") or []:
        if not isinstance(move, dict):
            continue
        iid = split_ref(move.get("card"))[0]
        if iid is None:
            continue
        if iid in cmds and state.find(iid) == (cmds[iid], "command"):
            source = split_ref(entry.args.get("source"))[0]
            if move.get("to") != "battle" or source != iid:
                # 701.13: only its mana cost (a summon) or its own ability takes it out, into the battle zone.
                other = bool(source and source != iid)
                by = f"the effect of {source}" if other else "its own ability"
                by_ja = f"{source}の効果" if other else "自身の能力"
                to = str(move.get("to"))
                ctx.flag(
                    CMD_LEAVE,
                    {
                        "card": _name(state, iid),
                        "zone": to,
                        "by": by,
                        "by_ja": by_ja,
                        "zone_ja": ZONE_JA.get(to, to),
                    },
                    cards=[iid],
                    players=[seat],
                )
            if move.get("to") == "battle":
                _leaves_command(state, ctx, seat, iid, summon=False, entry=entry)
        if move.get("to") == "battle":
            entering.append(iid)
    if state.step != "start":
        for raw in entry.args.get("untap") or []:
            iid = split_ref(raw)[0]
            where = state.find(iid) if iid else None
            if where and where[1] == "mana":
                ctx.flag(MANA_UNTAP, {"card": iid}, cards=[iid])
    changed = entry.args.get("mana_number")
    if isinstance(changed, dict):
        for iid in changed:
            ctx.flag(MANA_NUMBER, {"card": iid}, cards=[iid])
    _tracked(inner["effect"])(state, entry, ctx)
    for iid in entering:
        _use_name(state, ctx, seat, iid)


def _commander_return(state: DMState, entry: Entry, ctx: Context) -> None:
    iid = split_ref(entry.args.get("card"))[0]
    seat = entry.actor or state.turn_player or state.seating[0]
    cmds = _commanders(state)
    if iid is None or iid not in cmds:
        ctx.flag(CMD_NOT, {"card": iid, "seat": seat, "act": entry.act}, cards=[iid] if iid else [])
        return
    where = state.find(iid)
    left: set[str] = state.extra.setdefault(_LEFT, set())
    if where is None or where[1] in ("battle", "command") or (iid not in left and iid not in late_of(state)):
        zone = where[1] if where else "nowhere"
        ctx.flag(CMD_RETURN, {"card": _name(state, iid), "zone": zone}, cards=[iid])
        if where is None or where[1] == "command":
            return
    late = state.extra.get(_EXPIRED, {})
    if iid in late and iid not in left:
        ctx.flag(CMD_RETURN_LATE, {"card": _name(state, iid), "act": late[iid]}, cards=[iid])
    else:
        left.discard(iid)
    card = state.players[where[0]].zones[where[1]].cards.pop(iid)
    A.put(state, card, cmds[iid], "command")


def _commander_draw(state: DMState, entry: Entry, ctx: Context) -> None:
    iid = split_ref(entry.args.get("card"))[0]
    seat = entry.actor or state.turn_player or state.seating[0]
    cmds = _commanders(state)
    problems: list[tuple[str, str]] = []
    # Keyed by the seat, not the card: one draw a turn whichever god attacked (701.18c).
    drawn = state.extra.setdefault(_DRAWN, {})
    drawn_before = drawn.get(seat)
    if drawn_before == state.turn:
        problems.append(("a second commander draw this turn", "このターン2回目です"))
    elif state.extra.get(SNAP_CMD_DRAW) == state.turn and seat == state.turn_player:
        en, ja = (
            "the snapshot does not say whether one was made this turn before it",
            "途中局面より前のこのターンに行われたかが記録されていません",
        )
        ctx.flag(
            CMD_DRAW,
            {"seat": seat, "problem": en, "problem_ja": ja},
            players=[seat],
            verdict=Verdict.NEEDS_RULING,
            unknown=BEFORE_SNAPSHOT,
        )
    drawn[seat] = state.turn
    if iid is None or cmds.get(iid) != seat:
        problems.append(("the card is not their commander", "自分の統率者ではありません"))
    else:
        where = state.find(iid)
        if where is None or where[1] != "battle" or where[0] != seat:
            problems.append(
                ("its owner does not control the commander", "オーナーが統率者をコントロールしていません")
            )
        turn, a = state.extra.get(_ATTACKS, {}).get(iid, (None, None))
        broken = len(a.broken) if a is not None and turn == state.turn else 0
        second = drawn_before == state.turn
        if (
            not second  # a second draw is wrong at any moment: one finding says so
            and a is not None
            and turn == state.turn
            and (state.extra.get(_LAST_ATTACK) is not a or state.step != "attack")
        ):
            # 701.16 「統率者の攻撃の終わりに」: the draw belongs to the end of that attack; once another
            # attack was declared or the attack step ended, the moment has passed.
            problems.append(
                (
                    "the commander's attack had already ended (a later attack or step came between); the draw "
                    "is made at the end of that attack",
                    "統率者の攻撃は既に終わっています（後の攻撃かステップが間にあります）。統率者の攻撃の終わりに行います",
                )
            )
        looked = entry.args.get("looked")
        if looked != broken:
            problems.append(
                (
                    f"looked at {looked} cards; the attack broke {broken} shields",
                    f"{looked}枚見ました。その攻撃でブレイクしたシールドは{broken}つです",
                )
            )
    to_hand = entry.args.get("to_hand")
    if not isinstance(to_hand, list) or len(to_hand) != 1:
        problems.append(("exactly one card goes to the hand", "手札に加えるのはちょうど1枚です"))
    for en, ja in problems:
        ctx.flag(CMD_DRAW, {"seat": seat, "problem": en, "problem_ja": ja}, players=[seat])
    p = state.players[seat]
    for raw in to_hand if isinstance(to_hand, list) else []:
        hid, cid = split_ref(raw)
        if hid is None:
            continue
        A.bind(state, ctx, hid, cid)
        if p.zones["deck"].hidden > 0:
            p.zones["deck"].hidden -= 1
        p.zones["hand"].cards[hid] = Card(hid, owner_of(hid), state.ids.get(hid), seat)
    A.deck_changed(state, ctx, seat)


def _extra_turn(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.args.get("player", entry.actor)
    ctx.flag(EXTRA_TURN, {"seat": seat}, players=[seat] if isinstance(seat, str) else [])


def late_of(state: DMState) -> dict[str, str]:
    """Commanders whose moment to return (701.15, a state-based action) passed: iid -> the act after it."""
    return state.extra.setdefault(_EXPIRED, {})


def _window(fn: Handler) -> Handler:
    """Any act but a return ends the moment at which commanders that left the battle zone may return."""

    def run(state: DMState, entry: Entry, ctx: Context) -> None:
        left = state.extra.get(_LEFT)
        if left:
            late = late_of(state)
            for iid in left:
                late[iid] = entry.act
            left.clear()
        fn(state, entry, ctx)
        for iid in state.extra.get(_LEFT, ()):
            late_of(state).pop(iid, None)  # it left the battle zone again: a new moment to return

    return run


def commander_handlers(base: dict[str, Handler]) -> dict[str, Handler]:
    """The 701 acts and checks around a format's own handlers (`base`, the core's where it has none)."""
    inner = {**A.HANDLERS, **base}

    def bound(fn: Any) -> Handler:
        return lambda state, entry, ctx: fn(inner, state, entry, ctx)

    handlers = {
        **inner,
        **{act: _tracked(inner[act]) for act in ("battle", "break", "shield_trigger")},
        "summon": bound(_summon),
        "cast": bound(_cast),
        "attack": _tracked(bound(_attack)),
        "effect": bound(_effect),
        "commander_return": _commander_return,
        "commander_draw": _commander_draw,
        "extra_turn": _extra_turn,
    }
    return {act: fn if act == "commander_return" else _window(fn) for act, fn in handlers.items()}


_HANDLERS = commander_handlers({})


class CommanderRules(Variant):
    """701 on top of another format (the `commander` option, 609.9): mixed in before its Variant."""

    def setup(self, state: DMState) -> None:
        super().setup(state)
        _place_commanders(state)

    def shields(self, state: DMState, seat: str) -> int:
        agreed = state.options.get("shields")
        return agreed if isinstance(agreed, int) else 7  # 701.6 unless the format's count was agreed

    def setup_shields_check(self, state: DMState, seat: str) -> CheckSpec | None:
        return None if isinstance(state.options.get("shields"), int) else SETUP_SHIELDS

    def setup_hand_check(self, state: DMState, seat: str) -> CheckSpec | None:
        return SETUP_HAND  # 701.6 (no format changes the hand size)

    def handlers(self) -> dict[str, Handler]:
        cached = getattr(self, "_cmd_handlers", None)
        if cached is None:
            cached = commander_handlers(super().handlers())
            self._cmd_handlers = cached
        return cached

    def win_effect_losers(self, state: DMState, seat: str, ctx: Context) -> tuple[list[str], str]:
        if state.multiplayer and A.policy(state, ctx, "card_win_effect", [seat]) == "opponents_lose":
            return super().win_effect_losers(state, seat, ctx)
        return [], "701.7"


_COMBINED: dict[str, Variant] = {}


def with_commander(base: Variant) -> Variant:
    """`base` with the DMEDH rules on top; one instance per format."""
    if base.code == DMEDH:
        return base
    if base.code not in _COMBINED:
        cls = type(f"Commander{type(base).__name__}", (CommanderRules, type(base)), {})
        _COMBINED[base.code] = cls()
    return _COMBINED[base.code]


# --- the legal-play generator ------------------------------------------------------------------------
_CIVS = ("fire", "nature")


def generator_cards() -> dict[str, dict[str, Any]]:
    """A fire/nature commander and 59 cards of distinct names in its colours (701.4a/701.4d/701.4e)."""
    cards: dict[str, dict[str, Any]] = {
        "CMD": {
            "name": "火自然の統率者",
            "type": "creature",
            "cost": 4,
            "keywords": {"civilizations": list(_CIVS), "power": 8000, "breaker": 2},
        }
    }
    for i in range(59):
        civ = [_CIVS[i % 2]]
        cost = 1 + i % 5
        if i % 11 == 10:
            cards[f"S{i}"] = {
                "name": f"呪文{i}",
                "type": "spell",
                "cost": cost,
                "keywords": {"civilizations": civ},
            }
            continue
        kw: dict[str, Any] = {"civilizations": civ, "power": 1000 * cost + 500 * (i % 3)}
        if i % 7 == 3:
            kw["blocker"] = True
        if i % 9 == 4:
            kw["speed_attacker"] = True
        if i % 13 == 6:
            kw["shield_trigger"] = True
        if cost >= 4:
            kw["breaker"] = 2
        cards[f"E{i}"] = {"name": f"単騎{i}", "type": "creature", "cost": cost, "keywords": kw}
    return cards


@functools.cache
def _generator_class() -> type:
    """Built on first use: the generator imports the variants package, so a top-level import is circular."""
    from judge.engine.games.dm_variants import generator as g

    class DMEDHGame(g._Game):
        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.cards = generator_cards()
            self.command: dict[str, g._Card | None] = {}
            self.times: dict[str, int] = {}
            self.drew_turn: dict[str, int] = {}
            for s, side in self.seats.items():
                side.deck = [
                    g._Card(f"{s}:c{i}", cid, s, s) for i, cid in enumerate(self.cards) if cid != "CMD"
                ]
                self.rng.shuffle(side.deck)
                self.command[s] = g._Card(f"{s}:cmd", "CMD", s, s)
                self.times[s] = 0

        def setup(self) -> None:
            for s in self.names:
                side = self.seats[s]
                self.log(s, "shuffle")
                side.shields = [side.deck.pop() for _ in range(7)]  # 701.6
                self.log(s, "shields", count=7)
                drawn = [side.deck.pop() for _ in range(5)]
                side.hand.extend(drawn)
                self.log(s, "draw", cards=[self.ref(c) for c in drawn])

        def main(self, tp: str) -> None:
            side, cmd = self.seats[tp], self.command.get(tp)
            if cmd is not None and self.rng.random() < 0.8:
                tap = self.payment(side, cmd)
                spare = [m for m in side.mana if not m.tapped and tap is not None and m not in tap]
                tax = 2 * self.times[tp]
                if tap is not None and len(spare) >= tax:
                    for m in tap + spare[:tax]:
                        m.tapped = True
                    cmd.controller, cmd.entered, cmd.tapped = tp, self.turn, False
                    side.battle.append(cmd)
                    self.command[tp] = None
                    self.times[tp] += 1
                    self.log(
                        tp,
                        "summon",
                        card=cmd.iid,
                        tap=[m.iid for m in tap],
                        tax=[m.iid for m in spare[:tax]],
                        **{"from": "command"},
                    )
            super().main(tp)

        def battle(self, a: g._Card, b: g._Card) -> None:
            super().battle(a, b)
            for c in (a, b):
                side = self.seats[c.owner]
                if c.cid == "CMD" and c in side.grave and side.alive:
                    side.grave.remove(c)  # 701.15: the owner chooses to return it
                    self.command[c.owner] = c
                    self.log(c.owner, "commander_return", card=c.iid)

        def attack(self, tp: str, c: g._Card, defender: str) -> None:
            before = len(self.seats[defender].shields)
            super().attack(tp, c, defender)
            broken = before - len(self.seats[defender].shields)
            side = self.seats[tp]
            mine = c.cid == "CMD" and c.owner == tp and c in side.battle
            if mine and broken and self.drew_turn.get(tp) != self.turn and len(side.deck) > broken + 1:
                self.drew_turn[tp] = self.turn  # 701.16 / 701.18c: once per turn
                looked = side.deck[-broken:]
                keep = self.rng.choice(looked)
                side.deck.remove(keep)
                side.hand.append(keep)
                rest = [x for x in looked if x is not keep]
                for x in rest:
                    side.deck.remove(x)
                side.deck[:0] = rest
                self.log(tp, "commander_draw", card=c.iid, looked=broken, to_hand=[self.ref(keep)])

        def document(self) -> dict[str, Any]:
            doc = super().document()
            deck = {"main": {cid: 1 for cid in self.cards if cid != "CMD"}, "commander": "CMD"}
            doc["header"]["decklists"] = {s: deck for s in self.names}
            return doc

    return DMEDHGame


VARIANT = register_variant(DMEDHVariant())
