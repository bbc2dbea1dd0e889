"""The MyEarth engine: sides, setup and mulligan, the 番 and its draw, sources and costs, chains, the
support チェーン, the 対決 and Earth Life, and the end of the game.

Terminology follows the rulebook: a ターン (turn) is a whole round made of 先攻の番, 後攻の番 and the
対決 (18, 81); a 番 is one side's phase. The engine keys everything by side (5, 6): with teams any
member's seat acts for the side. The starting Earth Life is not in the rulebook (34, 48, 49 only speak
of recording it), so it is the event setting `options.starting_life`, default DEFAULT_STARTING_LIFE.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

from judge.engine.core.entries import Entry
from judge.engine.core.errors import LogReadError
from judge.engine.core.verdicts import Finding
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.cards import CONFRONTATION, SUPPORT, CardDef, norm_attr, parse_card_defs
from judge.engine.games.myearth.deck import SIDE_JA, check_deck, deck_side

# Not in the rulebook (34, 48 and 49 only speak of recording it): 20 is the product's default, not a
# rulebook value. An event may set another value through `options.starting_life`.
DEFAULT_STARTING_LIFE = 20
STARTING_LIFE_NOTE_EN = (
    "The starting Earth Life is not in the rulebook; {life} is the event setting "
    "(default 20, the product's default, not a rulebook value)."
)
STARTING_LIFE_NOTE_JA = (
    "地球ライフの初期値は公式ルールに記載がありません。{life}は大会の設定値です"
    "（既定値20は商品の既定値で、ルールの値ではありません）。"
)
HAND_LIMIT = 5  # 98
OPENING_HAND = 5  # 71
WHY_JA = {
    "two turns without change (145)": "2ターンにわたり変化なし（145項）",
    "Earth Life reached 0 (142)": "地球ライフが0（142項）",
    "both Earth Lives reached 0 (144)": "両者の地球ライフが同時に0（144項）",
    "every member of a side was barred (79)": "一方の側の構成員が全員参加禁止（79項）",
    "result recorded": "結果の記録",
}
STAGE_JA = {
    "setup": "ゲームの準備",
    "ban0": "先攻の番",
    "ban1": "後攻の番",
    "conf": "対決",
    "over": "ゲーム終了後",
}


@dataclass(slots=True)
class FieldCard:
    iid: str
    cid: str | None
    kind: str  # source, confrontation or support
    attribute: str | None = None  # a source's declared attribute (113)
    sources: list[str] = field(default_factory=list)
    below: str | None = None
    above: str | None = None
    strength_mod: int = 0
    target: str | None = None  # a support's chosen target (253)
    ss: bool = False
    played_turn: int = 0


@dataclass(slots=True)
class Side:
    key: str
    colour: str | None
    seats: set[str]
    deck: int
    hand: int = 0
    discard: Counter[str] = field(default_factory=Counter)
    life: int = DEFAULT_STARTING_LIFE
    shuffled: bool = False
    opening_drawn: bool = False
    mulligans: int = 0
    mulligan_decided: bool = False
    hand_limit: int = HAND_LIMIT
    board: dict[str, FieldCard] = field(default_factory=dict)
    used: set[str] = field(default_factory=set)  # 23: sources in the used state
    freed_by_survival: set[str] = field(default_factory=set)  # 209: made unused by a survival check
    under: dict[str, str] = field(default_factory=dict)  # source iid -> card stacked on it

    def confrontation_cards(self) -> list[FieldCard]:
        return [c for c in self.board.values() if c.kind == CONFRONTATION]


@dataclass(slots=True)
class MyEarthState:
    defs: dict[str, CardDef]
    sides: dict[str, Side]
    seat_side: dict[str, str]
    order: list[str]  # [先攻, 後攻] side keys for the current turn
    turn: int = 0
    stage: str = "setup"
    order_decided: bool = False
    drawn: bool = False
    discarded: bool = False
    ended: set[str] = field(default_factory=set)
    chain: list[tuple[str, str]] = field(default_factory=list)  # (support iid, side key), bottom first
    chain_open: bool = False
    announced: dict[str, int] = field(default_factory=dict)
    conf_supports_used: bool = False
    conf_passes: int = 0
    conf_first_decided: bool = False
    conf_closed: bool = False
    winner_locked: str | None = None
    pending_survival: dict[str, str] = field(default_factory=dict)  # side key -> card that left
    survival_scope: dict[str, set[str]] = field(default_factory=dict)  # side key -> cards of hit groups
    pending_zero: dict[str, tuple[str, int]] = field(default_factory=dict)  # iid -> (side, strength)
    snapshots: list[tuple[Any, ...]] = field(default_factory=list)
    lives: list[tuple[int, ...]] = field(default_factory=list)
    hidden_moves: list[bool] = field(default_factory=list)  # per turn: hand or deck touched unseen
    hidden_now: bool = False
    stalemate_flagged: bool = False
    starting_life: int = DEFAULT_STARTING_LIFE
    barred: set[str] = field(default_factory=set)  # 78: members barred from this game
    late: set[str] = field(default_factory=set)  # 77: not members when the opening hands were drawn
    bio: dict[str, str] = field(default_factory=dict)  # バイオエタノール iid -> support it brought
    cancelled: set[str] = field(default_factory=set)  # バイオエタノール cancelled by 続かない活動 (270)
    over: bool = False
    over_why: str = ""
    winners: list[str] = field(default_factory=list)
    continued_reported: bool = False

    def side_of(self, seat: str | None) -> Side | None:
        key = self.seat_side.get(seat or "")
        return self.sides.get(key) if key else None

    def opponent(self, key: str) -> Side:
        return next(s for k, s in self.sides.items() if k != key)

    def card_def(self, ref: Any) -> CardDef | None:
        cid = ref.get("card") if isinstance(ref, dict) else None
        return self.defs.get(cid) if cid else None


def _iid(ref: Any) -> str | None:
    return ref.get("iid") if isinstance(ref, dict) else ref


def _header_error(en: str, ja: str, path: str) -> LogReadError:
    return LogReadError("myearth.header", en, ja, path=path)


class MyEarthGame:
    slug = "myearth"
    name = "マイアース 公式ルール／用語辞典（第2版 2012-10-31）"

    def check_deck(self, decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
        return check_deck(decklist, cards)

    # --- start -------------------------------------------------------------------------------------
    def start(self, header: dict[str, Any], ctx: Any) -> MyEarthState:
        options = dict(header.get("options") or {})
        seats = [p["seat"] for p in header["players"]]
        teams = [list(t["seats"]) for t in header.get("teams") or []]
        groups: list[list[str]] = teams + [[s] for s in seats if not any(s in t for t in teams)]
        if len(groups) != 2:
            raise _header_error(
                "MyEarth is played by exactly two sides, each one person or one team (5, 6).",
                "マイアースは2つの側（各1人または1チーム）で対戦します（5項・6項）。",
                "$.header.players",
            )
        defs = parse_card_defs(header["cards"])
        life = int(options.get("starting_life", DEFAULT_STARTING_LIFE))
        sides: dict[str, Side] = {}
        seat_side: dict[str, str] = {}
        sizes: dict[str, int] = {}
        explicit = options.get("sides") or {}
        for group in groups:
            holder = next((s for s in group if s in header["decklists"]), None)
            if holder is None:
                raise _header_error(
                    f"No decklist for the side of {'/'.join(group)}.",
                    f"{'/'.join(group)}の側のデッキリストがありません。",
                    "$.header.decklists",
                )
            deck = dict(header["decklists"][holder]) | {"seat": holder}
            if holder in explicit:
                deck["side"] = explicit[holder]
            if options.get("deck_size"):
                deck["deck_size"] = options["deck_size"]
            deck["originals_agreed"] = bool(options.get("originals_agreed"))
            ctx.findings.extend(check_deck(deck, header["cards"]))
            size = sum(n for n in deck["main"].values() if n > 0)
            sizes[holder] = size
            sides[holder] = Side(holder, deck_side(deck, defs), set(group), deck=size, life=life)
            for s in group:
                seat_side[s] = holder
        if len(set(sizes.values())) > 1:
            ctx.findings.append(
                C.DECK_SAME_SIZE.finding(None, {"counts": "/".join(map(str, sizes.values()))})
            )
        colours = [s.colour for s in sides.values()]
        if colours[0] is not None and colours[0] == colours[1]:
            ctx.findings.append(
                C.DECK_SIDES_CLASH.finding(None, {"side": colours[0], "side_ja": SIDE_JA[colours[0]]})
            )
        keys = list(sides)
        first = seat_side.get(header.get("first_player", ""), keys[0])
        order = [first, next(k for k in keys if k != first)]
        return MyEarthState(defs=defs, sides=sides, seat_side=seat_side, order=order, starting_life=life)

    # --- replay ------------------------------------------------------------------------------------
    def apply(self, state: MyEarthState, entry: Entry, ctx: Any) -> None:
        act = entry.act
        if act == "voided":
            return
        handler = _HANDLERS.get(act)
        if handler is None:
            ctx.flag(C.LOG_UNKNOWN_ACT, {"act": act})
            return
        side = state.side_of(entry.actor)
        if entry.actor is not None and side is None:
            ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": entry.actor})
            return
        if state.over and act != "result":
            if not state.continued_reported:
                state.continued_reported = True
                why_ja = WHY_JA.get(state.over_why, state.over_why)
                ctx.flag(C.GAME_OVER_CONTINUED, {"act": act, "why": state.over_why, "why_ja": why_ja})
            return
        if entry.actor in state.barred or entry.actor in state.late:
            spec = C.TEAM_BARRED_ACTS if entry.actor in state.barred else C.TEAM_LATE_MEMBER
            ctx.flag(spec, {"seat": entry.actor, "act": act}, players=[state.seat_side[entry.actor]])
            return
        self._owed_survival(state, entry, ctx)
        if state.pending_zero:
            gone = _iid(entry.args.get("card")) if act == "leave" else None
            for iid, (key, strength) in list(state.pending_zero.items()):
                if iid != gone:
                    ctx.flag(
                        C.STRENGTH_ZERO,
                        {"seat": key, "card": iid, "strength": strength},
                        cards=[iid],
                        players=[key],
                    )
            state.pending_zero.clear()
        if (
            state.chain
            and not state.chain_open
            and act not in ("resolve", "result", "leave", "effect", "support")
        ):
            seat = entry.actor or "?"
            ctx.flag(C.SUPPORT_UNRESOLVED, {"seat": seat, "act": act, "count": len(state.chain)})
            state.chain.clear()
        handler(state, entry, side, ctx)

    @staticmethod
    def _owed_survival(state: MyEarthState, entry: Entry, ctx: Any) -> None:
        # 185: the check follows the uninterruptible sequence; further leaves belong to the same one.
        if not state.pending_survival or entry.act in ("leave", "survival"):
            return
        if state.chain and entry.act == "resolve":  # the チェーン's resolution is still under way
            return
        for key, card in list(state.pending_survival.items()):
            ctx.flag(C.SURVIVAL_SKIPPED, {"seat": key, "card": card}, players=[key])
        state.pending_survival.clear()

    def finish(self, state: MyEarthState, ctx: Any) -> None:
        return  # a log may stop anywhere

    def summary(self, state: MyEarthState) -> dict[str, Any]:
        return {
            "starting_life": state.starting_life,
            "starting_life_note": STARTING_LIFE_NOTE_EN.format(life=state.starting_life),
            "starting_life_note_ja": STARTING_LIFE_NOTE_JA.format(life=state.starting_life),
            "turn": state.turn,
            "stage": state.stage,
            "first": state.order[0],
            "game_over": state.over,
            "winners": list(state.winners),
            "reason": state.over_why,
            "sides": {
                k: {
                    "colour": s.colour,
                    "seats": sorted(s.seats),
                    "life": s.life,
                    "deck": s.deck,
                    "hand": s.hand,
                    "discard": sum(s.discard.values()),
                    "field": sorted(s.board),
                    "used": sorted(s.used),
                }
                for k, s in state.sides.items()
            },
        }


# --- helpers -------------------------------------------------------------------------------------------
def _stage_problem(state: MyEarthState) -> tuple[str, str]:
    return f"during the {state.stage}", STAGE_JA.get(state.stage, state.stage)


def _current(state: MyEarthState) -> str | None:
    if state.stage == "ban0":
        return state.order[0]
    if state.stage == "ban1":
        return state.order[1]
    return None


def _snapshot(state: MyEarthState) -> tuple[Any, ...]:
    # 145-149 compare fields (physical cards), discards and hands by name, decks by content.
    return tuple(
        (tuple(sorted(s.board)), tuple(sorted(s.discard.items())), s.hand, s.deck)
        for s in state.sides.values()
    )


def _total(state: MyEarthState, side: Side) -> int:
    """127-129, 170: the sum of one's 対決 cards' strengths with modifiers, never below 0."""
    total = 0
    for c in side.confrontation_cards():
        d = state.defs.get(c.cid or "")
        total += max((d.strength if d else 0) + c.strength_mod, 0)
    return max(total, 0)


def _group(side: Side, iid: str) -> list[FieldCard]:
    card = side.board[iid]
    while card.below and card.below in side.board:
        card = side.board[card.below]
    out = [card]
    while card.above and card.above in side.board:
        card = side.board[card.above]
        out.append(card)
    return out


def _group_sources(side: Side, group: list[FieldCard]) -> list[str]:
    return [s for c in group for s in c.sources]


def _need(state: MyEarthState, group: list[FieldCard]) -> tuple[int, set[str]]:
    defs = [state.defs.get(c.cid or "") for c in group]
    return max((d.cost_total for d in defs if d), default=0), {a for d in defs if d for a, _ in d.cost}


def _attrs(side: Side, sources: list[str]) -> Counter[str]:
    return Counter(side.board[s].attribute or "?" for s in sources if s in side.board)


def _fmt(counter: Counter[str] | dict[str, int]) -> str:
    return "+".join(f"{a}×{n}" for a, n in sorted(counter.items())) or "none"


# --- handlers ------------------------------------------------------------------------------------------
def _decide_first(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if state.order_decided:
        ctx.flag(C.SETUP_ORDER_TWICE, {"problem": "was decided twice", "problem_ja": "が2回決定されました"})
    first = state.seat_side.get(e.args.get("first", ""), state.order[0])
    state.order = [first, state.opponent(first).key]
    state.order_decided = True


def _shuffle(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is not None:
        side.shuffled = True


def _draw(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    count = int(e.args.get("count", 0))
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
        _begin_ban(state, side, e, ctx)
    current = _current(state)
    if current != side.key or state.drawn:
        problem = "not at the start of his own 番" if current != side.key else "a second time in the 番"
        ctx.flag(
            C.BAN_DRAW_TWICE, {"seat": seat, "problem": problem, "problem_ja": problem}, players=[side.key]
        )
        _move_draw(side, count)
        return
    expected = max(min(side.hand_limit - side.hand, side.deck), 0)  # 96, 97
    if count != expected:
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
        )
    _move_draw(side, count)
    state.drawn = True
    state.winner_locked = None if state.winner_locked == side.key else state.winner_locked
    # 91, 92: after the draw, used sources with nothing stacked on them are released.
    for s in list(side.used):
        if s not in side.under:
            side.used.discard(s)
    side.freed_by_survival.clear()


def _move_draw(side: Side, count: int) -> None:
    if count < 0:
        raise LogReadError(
            "myearth.draw", f"A draw of {count} cards.", f"{count}枚のドローは不正です。", path="$.args.count"
        )
    side.hand += count
    side.deck = max(side.deck - count, 0)


def _begin_ban(state: MyEarthState, side: Side, e: Entry, ctx: Any) -> None:
    """A draw outside a 番 starts the next one: turn 1 after setup, or turn n+1 after the 対決."""
    if state.stage == "setup":
        later = state.order[1]
        if not state.sides[later].mulligan_decided and side.key == state.order[0]:
            ctx.flag(
                C.SETUP_MULLIGAN_ORDER,
                {
                    "problem": f"{e.actor} began the first 番 before the 後攻 finished deciding on the redraw",
                    "problem_ja": f"{e.actor}が後攻の引きなおし完了前に最初の番を始めました",
                },
                players=[side.key],
            )
        state.turn = 1
        _record_turn(state)
    else:
        state.turn += 1
    expected = state.order[0]
    if side.key != expected:
        why = "the winner of the previous 対決 (86), or the same 先攻 after a draw (87)"
        ctx.flag(
            C.TURN_WRONG_FIRST,
            {
                "seat": e.actor,
                "turn": state.turn,
                "expected": expected,
                "why": why,
                "why_ja": "前の対決の勝者、引き分けなら前ターンの先攻",
            },
            players=[side.key],
        )
        state.order = [side.key, state.opponent(side.key).key]
    _reset_ban(state, "ban0")


def _reset_ban(state: MyEarthState, stage: str) -> None:
    state.stage = stage
    state.drawn = False
    state.discarded = False
    state.chain.clear()
    state.chain_open = False


def _record_turn(state: MyEarthState) -> None:
    state.snapshots.append(_snapshot(state))
    state.lives.append(tuple(s.life for s in state.sides.values()))
    state.hidden_moves.append(state.hidden_now)
    state.hidden_now = False


def _end_turn(state: MyEarthState, ctx: Any) -> None:
    """145-152: the game ends at the end of the second turn in which nothing changed.

    Fields are compared by physical card, discards by name and hands and decks by count; when no card
    went into or out of a hand and no effect touched a deck in those turns, equal counts mean equal
    contents (148-150), so the engine ends the game itself and 151/152 decide it by Earth Life.
    """
    _record_turn(state)
    if len(state.snapshots) < 3 or state.stalemate_flagged:
        return
    a, b, c = state.snapshots[-3:]
    if not a == b == c:
        return
    turns = f"{state.turn - 1}-{state.turn}"
    if len(set(state.lives[-3:])) > 1:
        state.stalemate_flagged = True
        ctx.flag(
            C.STALEMATE_LIFE, {"turns": turns}, unknown="whether 145 ends a game in which Earth Life changed"
        )
        return
    if any(state.hidden_moves[-2:]):
        state.stalemate_flagged = True
        ctx.flag(
            C.STALEMATE_HIDDEN,
            {"turns": turns, "turn": state.turn},
            unknown="hand contents and deck order in the last two turns",
        )
        return
    state.over = True
    state.over_why = "two turns without change (145)"
    x, y = state.sides.values()
    state.winners = [] if x.life == y.life else [x.key if x.life > y.life else y.key]  # 151, 152


def _mulligan(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
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


def _limit_discard(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    count = int(e.args.get("count", 0))
    hand_before = side.hand
    expected = max(hand_before - side.hand_limit, 0)
    if count != expected or (state.drawn and count):
        ctx.flag(
            C.BAN_LIMIT_DISCARD,
            {"seat": e.actor, "hand": hand_before, "count": count, "limit": side.hand_limit},
            players=[side.key],
        )
    side.hand -= count
    for cid in e.args.get("cards") or []:
        side.discard[cid] += 1


def _check_can_play(state: MyEarthState, e: Entry, side: Side, kind: str, ctx: Any) -> None:
    seat = e.actor
    current = _current(state)
    if state.winner_locked == side.key:  # 132: hands off the field until the winner's next 番
        ctx.flag(C.CONF_WINNER_TOUCH, {"seat": seat}, players=[side.key])
    if kind != SUPPORT and (current != side.key or side.key in state.ended):
        problem, problem_ja = _stage_problem(state)
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
    if current == side.key and not state.drawn:
        ctx.flag(C.BAN_NO_DRAW, {"seat": seat}, players=[side.key])
    elif current == side.key and state.discarded:
        ctx.flag(C.BAN_PLAY_AFTER_DISCARD, {"seat": seat}, players=[side.key])


def _from_hand(side: Side, e: Entry, ctx: Any, name: str) -> None:
    if side.hand <= 0:
        ctx.flag(C.BAN_NOT_IN_HAND, {"seat": e.actor, "card": name}, players=[side.key])
    side.hand = max(side.hand - 1, 0)


def _play_source(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    ref = e.args.get("card")
    iid = _iid(ref) or "?"
    d = state.card_def(ref)
    _check_can_play(state, e, side, "source", ctx)
    _from_hand(side, e, ctx, iid)
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


def _pay(state: MyEarthState, e: Entry, side: Side, iid: str, sources: list[str], ctx: Any) -> bool:
    """Checks common to every stacked card; returns False when a source is unusable (costs not checked)."""
    ok = True
    for s in sources:
        src = side.board.get(s)
        if src is None or src.kind != "source" or s in side.under:
            ctx.flag(
                C.COST_NOT_OWN_SOURCE,
                {"seat": e.actor, "card": iid, "source": s},
                cards=[iid],
                players=[side.key],
            )
            ok = False
        elif s in side.freed_by_survival:
            ctx.flag(
                C.SURPLUS_REUSED,
                {"seat": e.actor, "card": iid, "source": s},
                cards=[iid],
                players=[side.key],
                unknown="whether a source made unused by 209 may pay again before the next draw (93)",
            )
        elif s in side.used:
            ctx.flag(
                C.COST_USED_SOURCE,
                {"seat": e.actor, "card": iid, "source": s},
                cards=[iid, s],
                players=[side.key],
            )
    return ok


def _stack(side: Side, card: FieldCard, sources: list[str]) -> None:
    for s in sources:
        if s in side.board and side.board[s].kind == "source":
            side.under[s] = card.iid
            side.used.add(s)  # 22, 23
    card.sources = list(sources)
    side.board[card.iid] = card


def _play(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    ref = e.args.get("card")
    iid = _iid(ref) or "?"
    d = state.card_def(ref)
    sources = list(e.args.get("sources") or [])
    on = e.args.get("chain_on")
    _check_can_play(state, e, side, CONFRONTATION, ctx)
    _from_hand(side, e, ctx, iid)
    usable = _pay(state, e, side, iid, sources, ctx)
    card = FieldCard(iid, d.cid if d else None, CONFRONTATION)
    if on is None:
        _stack(side, card, sources)
        if d is not None and usable:
            paid = _attrs(side, sources)
            if paid != Counter(d.cost_map):
                ctx.flag(
                    C.COST_MISMATCH,
                    {"seat": e.actor, "card": iid, "paid": _fmt(paid), "cost": _fmt(d.cost_map)},
                    cards=[iid],
                    players=[side.key],
                )
        return
    under = side.board.get(on)
    if under is None or under.kind != CONFRONTATION or under.above is not None:
        ctx.flag(C.CHAIN_TARGET, {"seat": e.actor, "card": iid, "under": on}, cards=[iid], players=[side.key])
        _stack(side, card, sources)
        return
    under_def = state.defs.get(under.cid or "")
    if d is not None and under_def is not None and under_def.name not in d.chain:
        ctx.flag(
            C.CHAIN_NAME,
            {"seat": e.actor, "card": iid, "under": under_def.name, "names": "/".join(d.chain) or "none"},
            cards=[iid],
            players=[side.key],
        )
    old = _group(side, on)
    old_sources = _group_sources(side, old)
    card.below = on
    under.above = iid
    _stack(side, card, sources)
    group = [*old, card]
    if not usable or d is None:
        return
    need, needed = _need(state, group)
    all_sources = old_sources + sources
    paid = _attrs(side, all_sources)
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
        old_attrs = set(_attrs(side, old_sources))
        floor = max(need, len(old_sources) + len(needed - old_attrs))
        if any(paid[a] == 0 for a in needed) or len(all_sources) != floor:
            ctx.flag(
                C.CHAIN_COST_MIXED,
                {
                    "seat": e.actor,
                    "card": iid,
                    "paid": _fmt(paid),
                    "needed": "/".join(sorted(needed)),
                    "need": floor,
                },
                cards=[iid],
                players=[side.key],
            )


def _support(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    ref = e.args.get("card")
    iid = _iid(ref) or "?"
    d = state.card_def(ref)
    sources = list(e.args.get("sources") or [])
    current = _current(state)
    if state.stage == "conf":
        if state.conf_closed:
            ctx.flag(C.CONF_SUPPORT_CLOSED, {"seat": e.actor}, players=[side.key])
        elif not state.conf_first_decided and side.key != state.order[0] and not state.chain:
            ctx.flag(C.CONF_SUPPORT_ORDER, {"seat": e.actor}, players=[side.key])
        state.conf_first_decided = True
        state.conf_passes = 0
        state.conf_supports_used = True
    elif current != side.key:
        if not state.chain:
            ctx.flag(C.BAN_SUPPORT_NOT_CHAIN, {"seat": e.actor}, players=[side.key])
        elif not state.chain_open:
            ctx.flag(C.CHAIN_CLOSED, {"seat": e.actor}, players=[side.key])
    else:
        _check_can_play(state, e, side, SUPPORT, ctx)
        if state.chain and not state.chain_open:
            ctx.flag(C.CHAIN_CLOSED, {"seat": e.actor}, players=[side.key])
    _from_hand(side, e, ctx, iid)
    if d is not None and d.no_source and sources:
        ctx.flag(C.COST_NONE_NEEDED, {"seat": e.actor, "card": iid}, cards=[iid], players=[side.key])
    usable = _pay(state, e, side, iid, sources, ctx)
    if d is not None and usable and not d.no_source:
        paid = _attrs(side, sources)
        if paid != Counter(d.cost_map):
            ctx.flag(
                C.COST_MISMATCH,
                {"seat": e.actor, "card": iid, "paid": _fmt(paid), "cost": _fmt(d.cost_map)},
                cards=[iid],
                players=[side.key],
            )
    if d is not None and d.target:
        present = (
            any(s.confrontation_cards() for s in state.sides.values())
            if d.target == "confrontation"
            else any(s.discard for s in state.sides.values())
        )
        if not present:
            ja = "場の対決カード" if d.target == "confrontation" else "捨て場のカード"
            ctx.flag(
                C.SUPPORT_NO_TARGET,
                {"seat": e.actor, "card": iid, "target": d.target, "target_ja": ja},
                cards=[iid],
                players=[side.key],
            )
    target = e.args.get("target")
    on_field = isinstance(target, str) and any(target in s.board for s in state.sides.values())
    card = FieldCard(iid, d.cid if d else None, SUPPORT, target=target if on_field else None)
    card.ss = d is not None and d.support == "ss"
    _stack(side, card, sources)
    if d is not None and d.special == "bioethanol":
        _bioethanol(state, e, side, iid, ctx)
    state.chain.append((iid, side.key))
    state.chain_open = True


def _bioethanol(state: MyEarthState, e: Entry, side: Side, iid: str, ctx: Any) -> None:
    """269: removing an own 対決 card and putting the support from the hand are the target selection."""
    removed = e.args.get("remove")
    brought = _iid(e.args.get("brings"))
    card = side.board.get(removed or "")
    problem = None
    if card is None or card.kind != CONFRONTATION:
        problem = ("it removed no 対決 card of his own field", "自分の場の対決カードを取り除いていません")
    elif not brought:
        problem = ("it put no support card from the hand", "手札からサポートカードを出していません")
    if problem is not None:
        ctx.flag(
            C.BIOETHANOL_SELECTION,
            {"seat": e.actor, "card": iid, "problem": problem[0], "problem_ja": problem[1]},
            cards=[iid],
            players=[side.key],
        )
    if card is not None and card.kind == CONFRONTATION:
        scope = {g.iid for g in _group(side, card.iid)}
        _remove(side, card.iid, "removed", state)
        state.survival_scope.setdefault(side.key, set()).update(scope)
        state.pending_survival[side.key] = card.iid  # 184: a group card left the field
    if brought:
        _from_hand(side, e, ctx, brought)
        ref = e.args.get("brings")
        bd = state.card_def(ref)
        side.board[brought] = FieldCard(brought, bd.cid if bd else None, SUPPORT)
        state.bio[iid] = brought


def _pass(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if state.chain and state.chain_open:
        state.chain_open = False  # 255: one decline closes the チェーン
        if state.stage != "conf":
            return
    if state.stage == "conf":
        if side is not None and not state.conf_first_decided and side.key != state.order[0]:
            ctx.flag(C.CONF_SUPPORT_ORDER, {"seat": e.actor}, players=[side.key])
        state.conf_first_decided = True
        state.conf_passes += 1
        if state.conf_passes >= 2:
            state.conf_closed = True  # 262


def _resolve(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    iid = _iid(e.args.get("card")) or "?"
    if state.chain and state.chain[-1][0] != iid:
        ctx.flag(C.CHAIN_LIFO, {"card": iid, "expected": state.chain[-1][0]}, cards=[iid])
    owner_key = next((k for i, k in state.chain if i == iid), None)
    state.chain = [(i, k) for i, k in state.chain if i != iid]
    owner = state.sides.get(owner_key or "")
    fizzled = bool(e.args.get("fizzled"))
    card = owner.board.get(iid) if owner is not None else None
    d = state.defs.get(card.cid or "") if card is not None else None
    if card is not None and card.target and not any(card.target in s.board for s in state.sides.values()):
        if not fizzled or e.args.get("life") or e.args.get("strength"):
            ctx.flag(C.SUPPORT_RETARGET, {"card": iid, "target": card.target}, cards=[iid])  # 258, 259
        fizzled = True
    _apply_effect(state, e, ctx)
    _check_zero(state, ctx)
    if iid in state.cancelled:
        state.cancelled.discard(iid)
        if not fizzled or e.args.get("life") or e.args.get("strength"):
            ctx.flag(
                C.UNSUSTAINABLE_ON_BIO,
                {
                    "card": "『続かない活動』",
                    "bio": iid,
                    "problem": "『バイオエタノール』 still took effect",
                    "problem_ja": "『バイオエタノール』の効果が発動しています",
                },
                cards=[iid],
            )
        fizzled = True
    if d is not None and d.task:
        count = int(e.args.get("task") or 0)
        if fizzled and count:
            ctx.flag(C.TASK_WITHOUT_EFFECT, {"card": iid}, cards=[iid])
        elif count > 1:
            ctx.flag(C.TASK_TWICE, {"card": iid, "count": count}, cards=[iid])
    if d is not None and d.special == "unsustainable":
        _unsustainable(state, e, iid, ctx)
    if owner is not None and card is not None:
        _ss_replace(state, e, owner, card, fizzled, ctx)
    if owner is not None and iid in owner.board:
        to = e.args.get("to", "discard")
        if to == "discard" or fizzled:
            _remove(owner, iid, "discard", state)
        elif not card or not card.ss:
            ctx.flag(
                C.SUPPORT_AFTERLIFE,
                {"card": iid},
                cards=[iid],
                unknown="when an ordinary support card leaves the field",
            )


def _ss_replace(state: MyEarthState, e: Entry, owner: Side, card: FieldCard, fizzled: bool, ctx: Any) -> None:
    """272: the earlier 【ss】 card goes when the later one's effect is allowed, not before."""
    if not card.ss:
        return
    replaced = set(e.args.get("replaced") or [])
    other = state.opponent(owner.key)
    theirs = [c.iid for c in other.board.values() if c.ss]
    if theirs and not fizzled:
        ctx.flag(
            C.SS_OPPONENT,
            {"card": card.iid, "other": theirs[0]},
            cards=[card.iid, theirs[0]],
            unknown="whether 272 also discards the opponent's earlier 【ss】 card",
        )
        for old in theirs:
            if old in replaced:
                _remove(other, old, "discard", state)
    # Only 【ss】 cards that already took their place count as "先に出ていた"; one still waiting in the
    # same チェーン has not been confirmed on the field yet.
    waiting = {i for i, _ in state.chain}
    earlier = [c.iid for c in owner.board.values() if c.ss and c.iid != card.iid and c.iid not in waiting]
    for old in earlier:
        if fizzled and old in replaced:
            ctx.flag(
                C.SS_EARLY_REPLACE,
                {"seat": owner.key, "card": card.iid, "earlier": old},
                cards=[old],
                players=[owner.key],
            )
        elif not fizzled and old not in replaced:
            ctx.flag(
                C.SS_NOT_REPLACED,
                {"seat": owner.key, "card": card.iid, "earlier": old},
                cards=[card.iid, old],
                players=[owner.key],
            )
        if old in replaced:
            _remove(owner, old, "discard", state)


def _unsustainable(state: MyEarthState, e: Entry, iid: str, ctx: Any) -> None:
    """270: against 『バイオエタノール』 the support it brought returns to the hand."""
    owner = next((s for s in state.sides.values() if iid in s.board), None)
    card = owner.board.get(iid) if owner is not None else None
    bio = card.target if card is not None else None
    if bio is None or bio not in state.bio:
        return
    brought = state.bio.pop(bio)
    state.cancelled.add(bio)
    returned = e.args.get("returned")
    if returned != brought:
        ctx.flag(
            C.UNSUSTAINABLE_ON_BIO,
            {
                "card": iid,
                "bio": bio,
                "problem": f"{brought} was not returned to the hand",
                "problem_ja": f"{brought}が手札に戻されていません",
            },
            cards=[iid, bio],
        )
    for s in state.sides.values():
        if brought in s.board:
            _remove(s, brought, "hand", state)


def _apply_effect(state: MyEarthState, e: Entry, ctx: Any) -> None:
    """Apply what an effect did, as logged: life changes and strength changes."""
    for seat, delta in (e.args.get("life") or {}).items():
        s = state.side_of(seat)
        if s is not None:
            s.life = max(s.life + int(delta), 0)
    for iid, delta in (e.args.get("strength") or {}).items():
        for s in state.sides.values():
            if iid in s.board:
                s.board[iid].strength_mod += int(delta)
    src = state.card_def(e.args.get("card")) or state.card_def(e.args.get("source"))
    if src is not None and src.text and (e.args.get("life") or e.args.get("strength")):
        what = ", ".join(
            f"{k}={v}" for k, v in {**(e.args.get("life") or {}), **(e.args.get("strength") or {})}.items()
        )
        ctx.flag(C.EFFECT_UNMODELLED, {"card": src.name, "what": what}, unknown="the card's effect text")


def _effect(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    state.hidden_now = True  # an effect may have looked through or reordered a deck (234)
    _apply_effect(state, e, ctx)
    _check_zero(state, ctx)


def _check_zero(state: MyEarthState, ctx: Any) -> None:
    for s in state.sides.values():
        for c in s.confrontation_cards():
            d = state.defs.get(c.cid or "")
            if d is not None and d.strength + c.strength_mod <= 0:
                state.pending_zero[c.iid] = (s.key, d.strength + c.strength_mod)  # must leave at once (162)


def _remove(side: Side, iid: str, to: str, state: MyEarthState) -> None:
    card = side.board.pop(iid, None)
    if card is None:
        return
    for s in card.sources:
        side.under.pop(s, None)  # 92/93: the source stays used until the next draw
    # 192, 195: a card leaving a chain splits it; the cards below and above are not re-joined.
    if card.below and card.below in side.board:
        side.board[card.below].above = None
    if card.above and card.above in side.board:
        side.board[card.above].below = None
    for c in side.board.values():
        if iid in c.sources:
            c.sources.remove(iid)
    side.under.pop(iid, None)
    side.used.discard(iid)
    if to == "discard" and card.cid:
        side.discard[card.cid] += 1
    elif to == "hand":
        side.hand += 1
    elif to == "deck":
        side.deck += 1


def _leave(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    iid = _iid(e.args.get("card")) or "?"
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
        state.survival_scope.setdefault(owner.key, set()).update(g.iid for g in _group(owner, hit))
        if card.kind == CONFRONTATION:
            _pool_sources(owner, iid)  # 180: the group keeps the sources until the check releases them
    _remove(owner, iid, to, state)
    if in_group:
        state.pending_survival[owner.key] = iid  # 184


def _survival(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    owner = side or (
        state.sides.get(next(iter(state.pending_survival), "")) if state.pending_survival else None
    )
    if owner is None:
        return
    state.pending_survival.pop(owner.key, None)
    scope = state.survival_scope.pop(owner.key, set())
    origin = {
        iid: {g.iid for g in _group(owner, iid)}
        for iid in owner.board
        if owner.board[iid].kind == CONFRONTATION
    }
    for iid in e.args.get("discarded") or []:
        _pool_sources(owner, iid)
        _remove(owner, iid, "discard", state)
    for target, moved in (e.args.get("assign") or {}).items():
        _transfer(state, e, owner, origin, target, list(moved), ctx)
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
        group = _group(owner, c.iid)
        seen |= {g.iid for g in group}
        _survivor_checks(state, e, owner, group, ctx)


def _pool_sources(owner: Side, iid: str) -> None:
    """180: sources a group used stay with the group when one of its cards goes in a survival check."""
    card = owner.board.get(iid)
    if card is None or not card.sources:
        return
    heir = next((n for n in (card.below, card.above) if n and n in owner.board), None)
    if heir is None:
        return
    owner.board[heir].sources.extend(card.sources)
    for s in card.sources:
        owner.under[s] = heir
    card.sources = []


def _transfer(
    state: MyEarthState,
    e: Entry,
    owner: Side,
    origin: dict[str, set[str]],
    target: str,
    moved: list[str],
    ctx: Any,
) -> None:
    """202, 211: a split-off chain may take sources only from its own original group."""
    card = owner.board.get(target)
    if card is None:
        return
    for s in moved:
        holder = next((c for c in owner.board.values() if s in c.sources), None)
        free = owner.board.get(s)
        if holder is None and free is not None and free.kind == "source":
            ctx.flag(
                C.CHAIN_REFILL,
                {"seat": e.actor or owner.key, "card": target},
                cards=[target, s],
                players=[owner.key],
            )
        elif holder is None or holder.iid not in origin.get(target, set()):
            ctx.flag(
                C.SURVIVAL_TRANSFER,
                {"seat": e.actor or owner.key, "source": s, "card": target},
                cards=[target, s],
                players=[owner.key],
            )
        if holder is not None:
            holder.sources.remove(s)
        card.sources.append(s)
        owner.under[s] = target
        owner.used.add(s)


def _survivor_checks(state: MyEarthState, e: Entry, owner: Side, group: list[FieldCard], ctx: Any) -> None:
    """186.1-186.3 on a group that stayed: chain first, then attributes, then the number of sources."""
    seat = e.actor or owner.key
    top = group[-1].iid
    for lower, upper in pairwise(group):
        ld, ud = state.defs.get(lower.cid or ""), state.defs.get(upper.cid or "")
        if ld is not None and ud is not None and ld.name not in ud.chain:
            ctx.flag(
                C.SURVIVAL_CHAIN,
                {"seat": seat, "card": upper.iid, "under": ld.name, "names": "/".join(ud.chain) or "none"},
                cards=[upper.iid],
                players=[owner.key],
            )
            return
    need, needed = _need(state, group)
    paid = _attrs(owner, _group_sources(owner, group))
    foreign = sorted(set(paid) - needed)
    if foreign:
        ctx.flag(
            C.SURVIVAL_ATTRIBUTE,
            {"seat": seat, "card": top, "attribute": foreign[0]},
            cards=[top],
            players=[owner.key],
        )
    elif sum(paid.values()) < need or any(paid[a] == 0 for a in needed):
        ctx.flag(
            C.SURVIVAL_COST,
            {"seat": seat, "card": top, "paid": _fmt(paid), "cost": need},
            cards=[top],
            players=[owner.key],
        )
    elif sum(paid.values()) > max(need, len(needed)):
        ctx.flag(
            C.SURVIVAL_SURPLUS,
            {"seat": seat, "card": top, "count": sum(paid.values()), "need": max(need, len(needed))},
            cards=[top],
            players=[owner.key],
        )


def _discard(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    count = int(e.args.get("count", len(e.args.get("cards") or [])))
    side.hand = max(side.hand - count, 0)
    for cid in e.args.get("cards") or []:
        side.discard[cid] += 1
    if _current(state) == side.key:
        state.discarded = True
    else:
        problem, problem_ja = _stage_problem(state)
        ctx.flag(
            C.TURN_STAGE,
            {"seat": e.actor, "act": e.act, "problem": problem, "problem_ja": problem_ja},
            players=[side.key],
        )


def _end_ban(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    if _current(state) != side.key:
        problem, problem_ja = _stage_problem(state)
        ctx.flag(
            C.TURN_STAGE,
            {"seat": e.actor, "act": e.act, "problem": problem, "problem_ja": problem_ja},
            players=[side.key],
        )
        return
    if state.stage == "ban0":
        _reset_ban(state, "ban1")
        state.drawn = False
    else:
        state.stage = "conf"  # 84
        state.announced.clear()
        state.conf_supports_used = False
        state.conf_passes = 0
        state.conf_first_decided = False
        state.conf_closed = False
        state.chain.clear()


def _announce(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if side is None:
        return
    if state.stage != "conf":
        problem, problem_ja = _stage_problem(state)
        ctx.flag(
            C.TURN_STAGE,
            {"seat": e.actor, "act": e.act, "problem": problem, "problem_ja": problem_ja},
            players=[side.key],
        )
        return
    first = state.order[0]
    if side.key != first and first not in state.announced:
        ctx.flag(C.CONF_ANNOUNCE_ORDER, {"seat": e.actor}, players=[side.key])
    if side.key == first:
        state.announced.pop(state.order[1], None)  # a new round of announcements (125)
    total = int(e.args.get("total", 0))
    expected = _total(state, side)
    if total != expected:
        ctx.flag(C.CONF_TOTAL, {"seat": e.actor, "total": total, "expected": expected}, players=[side.key])
    state.announced[side.key] = total


def _confrontation_end(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    if state.stage != "conf":
        problem, problem_ja = _stage_problem(state)
        ctx.flag(C.TURN_STAGE, {"seat": e.actor, "act": e.act, "problem": problem, "problem_ja": problem_ja})
        return
    if not state.conf_closed:
        ctx.flag(C.CONF_RESULT_EARLY, {})
    a, b = state.order
    totals = {k: _total(state, state.sides[k]) for k in (a, b)}
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
        if k not in losers and mine & discarded:
            ctx.flag(
                C.CONF_DISCARD,
                {
                    "problem": f"the winner {k} discarded {sorted(mine & discarded)}",
                    "problem_ja": f"勝者{k}が{sorted(mine & discarded)}を捨てました",
                },
                players=[k],
            )
    loss = int(e.args.get("life_loss", 0))
    if winner is not None and losers:
        loser = state.sides[losers[0]]
        expected = min(max(totals[winner] - totals[loser.key], 0), loser.life)
        if loss != expected:
            ctx.flag(
                C.CONF_LIFE, {"seat": loser.key, "loss": loss, "expected": expected}, players=[loser.key]
            )
        loser.life = max(loser.life - loss, 0)  # 140
    elif loss:
        ctx.flag(C.CONF_LIFE, {"seat": "both", "loss": loss, "expected": 0})
    for k in (a, b):
        for iid in [i for i in discarded if i in state.sides[k].board]:
            _remove(state.sides[k], iid, "discard", state)
    if winner is not None:
        state.order = [winner, state.opponent(winner).key]  # 86; on a draw the 先攻 stays (87)
        state.winner_locked = winner
    zero = [k for k, s in state.sides.items() if s.life <= 0]
    if zero:
        state.over = True
        state.over_why = (
            "Earth Life reached 0 (142)" if len(zero) == 1 else "both Earth Lives reached 0 (144)"
        )
        state.winners = [k for k in state.sides if k not in zero]
    state.stage = "between"
    if not state.over:
        _end_turn(state, ctx)


def _result(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
    got = state.seat_side.get(e.args.get("winner") or "")
    if state.over:
        expected = state.winners[0] if len(state.winners) == 1 else None
    else:
        # 151, 152: a result logged without a life loss can only be the two-turn stalemate.
        a, b = (state.sides[k] for k in state.order)
        expected = None if a.life == b.life else (a.key if a.life > b.life else b.key)
    if got != expected:
        ctx.flag(C.GAME_RESULT, {"got": got or "draw", "expected": expected or "draw"})
    state.over = True
    state.over_why = state.over_why or "result recorded"


def _conduct(state: MyEarthState, e: Entry, side: Side | None, ctx: Any) -> None:
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
        ctx.flag(C.TEAM_LOOKED, {"seat": seat, "side": owner.key}, players=[owner.key])
        state.barred.add(seat)  # 78
        if owner.seats <= state.barred | state.late:
            ctx.flag(C.TEAM_FORFEIT, {"side": owner.key}, players=[owner.key])
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


_HANDLERS = {
    "conduct": _conduct,
    "decide_first": _decide_first,
    "shuffle": _shuffle,
    "draw": _draw,
    "mulligan": _mulligan,
    "keep": _mulligan,
    "limit_discard": _limit_discard,
    "play_source": _play_source,
    "play": _play,
    "support": _support,
    "pass": _pass,
    "resolve": _resolve,
    "effect": _effect,
    "leave": _leave,
    "survival": _survival,
    "discard": _discard,
    "end_ban": _end_ban,
    "announce": _announce,
    "confrontation_end": _confrontation_end,
    "result": _result,
}

GAME = MyEarthGame()
