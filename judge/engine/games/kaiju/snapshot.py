"""Mid-game snapshots: start the replay from the position a late judge finds at the table.

The snapshot keeps Rebirth's shape (`turn`, `phase`, `turn_players`, `players` -> zones, hidden zones as
counts) with the kaiju rulebook's zones (chapter 4): per player the draw pile `deck` (山札, hidden,
4.8.2) and the `hand` (手札, hidden, 4.9.2) as `{"count": n, "cards": [...]}`; the `discard` pile
(捨て札, 4.10.2) as a card list; the `kaiju_deck` zone (怪獣デッキ置き場, hidden from the opponent only,
4.6.2: the judge has the decklist) as card ids; the advancing kaiju `kaiju` (進攻怪獣, 3.3, 3.4, 4.7) as
its `area`, `anger` and `stack` (bottom first); the `areas` 1-8 (4.4) and the two `strategy` zones
(4.5). `this_turn` says which once-per-turn actions were already taken. See docs/log-format.md.

A snapshot is a position between two actions: the rule processes (11) are done. `load_snapshot` checks
that the position is one the rules allow (each problem a finding with seq None) and raises a header
error when the snapshot contradicts itself or the format. `snapshot_of` writes the engine's state as a
snapshot (for the recorder, and to test that a replay cut anywhere gives the same findings).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.engine.core.abilities import Event, Modifier, Pending, find_ability
from judge.engine.core.cardrefs import flag_card_problem, owner_of
from judge.engine.core.context import Context
from judge.engine.core.snapshotkit import SnapshotReader, count_of
from judge.engine.games.kaiju import checks as C
from judge.engine.games.kaiju.abilities import ASSAULT_DISCARD
from judge.engine.games.kaiju.cards import ENGAGE, KAIJU, STRATEGY
from judge.engine.games.kaiju.rules import duplicates, kaiju_grade, trampled
from judge.engine.games.kaiju.state import PHASES, STRATEGY_ZONES, Card, KaijuState, TurnFlags
from judge.engine.games.kaiju.turns import flag_strategy_kept
from judge.engine.games.kaiju.zones import bind, place

SNAPSHOT_PHASES = PHASES[1:]  # a snapshot is taken in a turn (7.1.2); setup (6.3) is a full log
KAIJU_DECK_SIZE = 4  # 6.1.1.1
# this_turn keys and the phase from which each is a fact the snapshot must state (before it, the action
# cannot have happened yet, 8.1.1 / 7.1.2, so it is known to be False).
ONCE_FLAGS = {"kaiju_played": "main", "advanced": "main", "repelled": "repel", "end_advanced": "end"}
THIS_TURN_KEYS = frozenset(ONCE_FLAGS) | {"start_draws"}
# A misspelt zone would silently lose its cards (or a misspelt flag turn a known fact into an unknown
# one), so names outside the format are header errors.
ZONE_KEYS = frozenset({"deck", "hand", "discard", "kaiju_deck", "kaiju", "areas", "strategy"})

_KIT = SnapshotReader("kaiju")
_bad, _known_keys, _hidden, _public = _KIT.bad, _KIT.known_keys, _KIT.hidden, _KIT.public
_count = count_of


def _card_ref(raw: Any, path: str) -> tuple[str, str | None]:
    """A snapshot card is `{"iid": "P1:c3", "card": "K1" or null, …}` or the bare iid."""
    iid, card, _fields = _KIT.card_ref(raw, path)
    return iid, card


class _Loader:
    def __init__(self, state: KaijuState, snap: dict[str, Any], header: dict[str, Any], ctx: Context) -> None:
        self.state, self.snap, self.header, self.ctx = state, snap, header, ctx
        self.seen: set[str] = set()
        self.listed: dict[str, int] = Counter()  # cards accounted for per owner seat (4.1.2.2)
        self.owned: dict[str, Counter[str]] = {seat: Counter() for seat in state.seats}

    # --- the position ------------------------------------------------------------------------------
    def load(self) -> None:
        state, snap = self.state, self.snap
        turn, phase = snap.get("turn"), snap.get("phase")
        if _count(turn) is None or turn < 1:
            raise _bad(".turn", "the turn is a number from 1.", "ターンは1以上の整数です。")
        if phase not in SNAPSHOT_PHASES:
            raise _bad(
                ".phase",
                f"phase {phase!r} is not one of {', '.join(SNAPSHOT_PHASES)}.",
                f"フェイズ{phase!r}はありません。",
            )
        expected = state.seats[(turn - 1) % 2]  # 7.5.7: turns alternate from the first player
        turn_players = snap.get("turn_players", [expected])
        if (
            not isinstance(turn_players, list)
            or len(turn_players) != 1
            or turn_players[0] not in state.players
        ):
            raise _bad(
                ".turn_players",
                "name the one seated turn player (1.1.1).",
                "ターンプレイヤー1人の席を指定してください。",
            )
        state.turn, state.phase, state.turn_player = turn, phase, turn_players[0]
        if state.turn_player != expected:
            # The table is on the other player's turn: report it and follow the table, as for an entry.
            evidence = {"turn": turn, "actor": state.turn_player, "expected": expected}
            self.ctx.flag(C.TURN_ORDER, evidence, players=[state.turn_player])
        players = snap.get("players")
        if not isinstance(players, dict) or set(players) != set(state.players):
            raise _bad(
                ".players",
                "describe exactly the two seated players.",
                "着席している2人のプレイヤーを記載してください。",
            )
        for seat in state.seats:
            if not isinstance(players[seat], dict):
                raise _bad(
                    f".players.{seat}",
                    "a player is an object of zones.",
                    "プレイヤーは領域のオブジェクトです。",
                )
            self._player(seat, players[seat])
        for seat in state.seats:
            self._count_check(seat)
        self._flags()
        self._settled()
        self._waiting(snap.get("waiting", []))
        self._effects(snap.get("effects", []))

    def _waiting(self, raw: Any) -> None:
        """Automatic abilities waiting in a check timing the judge found in progress (10.6.2), in order."""
        state = self.state
        if not isinstance(raw, list):
            raise _bad(".waiting", "waiting is a list.", "waitingはリストです。")
        for i, item in enumerate(raw):
            path = f".waiting[{i}]"
            iid = item.get("card") if isinstance(item, dict) else None
            ability_id = item.get("ability") if isinstance(item, dict) else None
            d = state.card_def(iid) if isinstance(iid, str) else None
            if ability_id == ASSAULT_DISCARD.id:
                ability = ASSAULT_DISCARD
            else:
                ability = find_ability(d.abilities, ability_id) if d is not None else None
            if ability is None or not isinstance(iid, str):
                raise _bad(
                    path,
                    "name a card of the snapshot and one of its declared automatic abilities.",
                    "スナップショットのカードと、その宣言された自動能力を指定してください。",
                )
            master = owner_of(iid)
            event = Event("snapshot", None, iid, master)
            state.triggers.pending.append(Pending(iid, ability, master, event))

    def _effects(self, raw: Any) -> None:
        """Continuous effects of played abilities still running (10.2.1.2), with their duration."""
        state = self.state
        if not isinstance(raw, list):
            raise _bad(".effects", "effects is a list.", "effectsはリストです。")
        for i, item in enumerate(raw):
            path = f".effects[{i}]"
            ok = isinstance(item, dict) and isinstance(item.get("card"), str)
            # Besides numeric changes, an effect may have taken the card's abilities (10.8.1.2) or given
            # it traits (10.8.1.3).
            lost = item.get("lose_abilities", False) if ok else None
            traits = item.get("traits", []) if ok else None
            changes = item.get("changes", {} if (lost or traits) else None) if ok else None
            until = item.get("until", "turn") if ok else None
            if (
                not ok
                or not isinstance(changes, dict)
                or not all(isinstance(v, int) and not isinstance(v, bool) for v in changes.values())
                or until not in ("turn", "game")
                or not isinstance(lost, bool)
                or not isinstance(traits, list)
                or not all(isinstance(t, str) for t in traits)
            ):
                raise _bad(
                    path,
                    'an effect is {"card", "changes": {"repel": n, …}, "lose_abilities": true, "traits": […], "until": "turn"/"game", "source", "ability"}.',
                    '効果は {"card", "changes": {"repel": n, …}, "lose_abilities": true, "traits": […], "until": "turn"/"game", "source", "ability"} です。',
                )
            if lost:
                state.ability_loss.append((item["card"], until))
            if traits:
                state.granted.append((item["card"], tuple(traits), until))
            if not changes:
                continue
            state.placements += 1
            state.modifiers.add(
                Modifier(
                    str(item.get("source", "?")),
                    str(item.get("ability", "?")),
                    item["card"],
                    dict(changes),
                    until,
                    state.placements,
                )
            )

    def _player(self, seat: str, zones: dict[str, Any]) -> None:
        state, ctx = self.state, self.ctx
        player = state.players[seat]
        path = f".players.{seat}"
        _known_keys(zones, ZONE_KEYS, path)
        deck, known = _hidden(zones.get("deck", {"count": 0}), f"{path}.deck")
        if known:
            raise _bad(
                f"{path}.deck",
                "the draw pile is hidden and unordered to the judge: give its count.",
                "山札は枚数のみ記載します。",
            )
        player.deck = deck
        self.listed[seat] += deck
        count, cards = _hidden(zones.get("hand", {"count": 0}), f"{path}.hand")
        for raw in cards:
            card = self._card(raw, f"{path}.hand", seat)
            player.hand[card.iid] = card
        player.hand_unnamed = count - len(cards)
        self.listed[seat] += player.hand_unnamed
        for raw in _public(zones.get("discard"), f"{path}.discard"):
            card = self._card(raw, f"{path}.discard", seat)
            player.discard[card.iid] = card
        self._kaiju(seat, zones.get("kaiju"), f"{path}.kaiju")
        self._kaiju_deck(seat, zones.get("kaiju_deck"), f"{path}.kaiju_deck")
        areas = zones.get("areas") or {}
        if not isinstance(areas, dict):
            raise _bad(
                f"{path}.areas",
                "areas map an area number to its cards.",
                "エリアはエリア番号からカードへの対応です。",
            )
        for key, raws in sorted(areas.items()):
            area = int(key) if str(key).isdigit() else None
            for raw in _public(raws, f"{path}.areas.{key}"):
                card = self._card(raw, f"{path}.areas.{key}", seat)
                if area is None or not 1 <= area <= 8:
                    ctx.flag(
                        C.SNAPSHOT_AREA,
                        {"what": card.iid, "what_ja": card.iid, "area": key},
                        cards=[card.iid],
                    )
                    continue
                d = state.card_def(card.iid)
                if d is not None and d.type != ENGAGE:
                    where = (f"{seat}'s area {area}", f"{seat}のエリア{area}")
                    self._improper(card, d.type or d.raw_type, where)
                player.areas[area].append(place(state, card))
        self._strategy(seat, zones.get("strategy") or [], f"{path}.strategy")

    def _kaiju(self, seat: str, raw: Any, path: str) -> None:
        state, ctx = self.state, self.ctx
        player = state.players[seat]
        if not isinstance(raw, dict):
            raise _bad(
                path,
                "the advancing kaiju is {'area', 'anger', 'stack'}.",
                "進攻怪獣は{'area', 'anger', 'stack'}です。",
            )
        area, anger = raw.get("area"), raw.get("anger", 0)
        if not isinstance(area, int) or not isinstance(anger, int):
            raise _bad(path, "the kaiju's area and anger are numbers.", "進攻怪獣のエリアと怒りは整数です。")
        if not 1 <= area <= 8:
            what = (f"{seat}'s advancing kaiju", f"{seat}の進攻怪獣")
            ctx.flag(C.SNAPSHOT_AREA, {"what": what[0], "what_ja": what[1], "area": area}, players=[seat])
            area = min(8, max(1, area))
        player.area = area
        if anger < 0:
            ctx.flag(C.ANGER_NEGATIVE, {"seat": seat, "anger": anger}, players=[seat])  # 3.4.4
        player.anger = max(0, anger)
        for raw_card in _public(raw.get("stack"), f"{path}.stack"):
            card = self._card(raw_card, f"{path}.stack", seat)
            assault = raw_card.get("assault") if isinstance(raw_card, dict) else None
            card.assault = assault if isinstance(assault, int) else None
            player.stack.append(place(state, card))
            d = state.card_def(card.iid)
            if d is None:
                # The advancing kaiju is public (4.7.3): a snapshot that hides it is a log error.
                en = "is the advancing kaiju, a public card, but has no card id"
                ja = "公開される進攻怪獣ですが、カードIDが記録されていません"
                flag_card_problem(ctx, C.LOG_CARD, card.iid, en, ja)
            elif d.type != KAIJU:
                en, ja = (
                    f"{card.iid} is a {d.type or d.raw_type} card",
                    f"{card.iid}は{d.type or d.raw_type}カード",
                )
                ctx.flag(C.SNAPSHOT_STACK, {"seat": seat, "problem": en, "problem_ja": ja}, players=[seat])
        if not player.stack:
            ctx.flag(
                C.SNAPSHOT_STACK,
                {"seat": seat, "problem": "missing", "problem_ja": "ありません"},
                players=[seat],
            )

    def _kaiju_deck(self, seat: str, raw: Any, path: str) -> None:
        """4.6.2: hidden from the opponent only; the judge knows it from the decklist. Omitted (or a count
        with fewer ids) it is the decklist's kaiju deck less the cards of the advancing kaiju."""
        state, ctx = self.state, self.ctx
        player = state.players[seat]
        # Start's kaiju_deck is the decklist's; what the stack took from it is no longer there (6.3.1.6, 5.15.1.2).
        rest = Counter(player.kaiju_deck)
        rest.subtract(Counter(state.ids.get(c.iid) for c in player.stack))
        rest = +rest
        if raw is None:
            count, ids = sum(rest.values()), []
        else:
            count, cards = _hidden(raw, path)
            ids = [c if isinstance(c, str) and ":" not in c else _card_ref(c, path)[1] for c in cards]
            if any(i is None for i in ids):
                raise _bad(
                    path, "the kaiju deck zone lists card ids.", "怪獣デッキ置き場はカードIDを記載します。"
                )
        listed: Counter[str] = Counter(i for i in ids if i is not None)
        fill = +(rest - listed)
        for cid in sorted(fill.elements())[: max(0, count - len(ids))]:
            listed[cid] += 1
        player.kaiju_deck = listed
        self.listed[seat] += count
        for cid in listed.elements():
            if cid not in state.defs:
                en, ja = (
                    f"card id {cid} is not defined in the header",
                    f"カードID {cid} がヘッダーに定義されていません",
                )
                pile = f"{seat}:kaiju_deck"
                flag_card_problem(ctx, C.LOG_CARD, pile, en, ja, players=[seat], names_card=False)
            else:
                self.owned[seat][cid] += 1
        if count > KAIJU_DECK_SIZE:
            ctx.flag(C.SNAPSHOT_KAIJU_DECK, {"seat": seat, "count": count}, players=[seat])

    def _strategy(self, seat: str, raw: Any, path: str) -> None:
        state, ctx = self.state, self.ctx
        player = state.players[seat]
        if not isinstance(raw, list):
            raise _bad(
                path,
                "the strategy zones are a list of two card lists.",
                "戦略カード置き場は2つのカードリストです。",
            )
        if len(raw) > STRATEGY_ZONES:
            ctx.flag(C.SNAPSHOT_STRATEGY_ZONES, {"seat": seat, "count": len(raw)}, players=[seat])
        for i, pile in enumerate(raw):
            for card_raw in _public(pile, f"{path}[{i}]"):
                card = self._card(card_raw, f"{path}[{i}]", seat)
                placed = card_raw.get("turn") if isinstance(card_raw, dict) else None
                if placed is not None and (_count(placed) is None or placed > state.turn):
                    raise _bad(
                        f"{path}[{i}]",
                        f"{card.iid} was placed in turn {placed!r}, after the snapshot's turn.",
                        f"{card.iid}の配置ターンが不正です。",
                    )
                if i >= STRATEGY_ZONES:
                    continue
                place(state, card)
                # Strategy cards are played in the main phase only (8.1.1): in a start-phase snapshot every
                # one was placed before this turn. Later, one with no turn given counts as this turn's.
                default = state.turn - 1 if state.phase == "start" else state.turn
                card.turn_placed = default if placed is None else placed
                player.strategy[i].append(card)
                d = state.card_def(card.iid)
                if d is not None and d.type != STRATEGY:
                    self._improper(
                        card,
                        d.type or d.raw_type,
                        (f"{seat}'s strategy zone {i + 1}", f"{seat}の戦略カード置き場{i + 1}"),
                    )
                if (
                    seat == state.turn_player
                    and state.phase != "start"
                    and card.turn_placed < state.turn
                    and not (d is not None and d.base)
                ):
                    flag_strategy_kept(ctx, seat, card.iid)

    def _improper(self, card: Card, kind: str, where: tuple[str, str]) -> None:
        evidence = {"card": card.iid, "type": kind, "where": where[0], "where_ja": where[1]}
        self.ctx.flag(C.SNAPSHOT_IMPROPER, evidence, cards=[card.iid], players=[card.owner])

    def _card(self, raw: Any, path: str, seat: str) -> Card:
        iid, card_id = _card_ref(raw, path)
        owner = owner_of(iid)
        if owner not in self.state.players:
            raise _bad(path, f"card {iid} belongs to no seated player.", f"{iid}の持ち主が着席していません。")
        if iid in self.seen:
            raise _bad(path, f"card {iid} is listed twice.", f"{iid}が2回記載されています。")
        self.seen.add(iid)
        bind(self.state, self.ctx, iid, card_id)
        d = self.state.card_def(iid)
        if d is None or not d.is_token:  # tokens come from effects, not from a deck (9.1.2.1)
            self.listed[owner] += 1
            if d is not None:
                self.owned[owner][d.id] += 1
        return Card(iid=iid, owner=owner, card=self.state.ids.get(iid))

    # --- what the position must satisfy as a whole -----------------------------------------------------
    def _count_check(self, seat: str) -> None:
        deck = self.header["decklists"][seat]
        main = Counter({c: n for c, n in (deck.get("main") or {}).items() if n > 0})
        kaiju = Counter({c: n for c, n in (deck.get("kaiju") or deck.get("partners") or {}).items() if n > 0})
        allowed = main + kaiju
        expected = sum(allowed.values())
        if self.listed[seat] != expected:
            self.ctx.flag(
                C.SNAPSHOT_CARD_COUNT,
                {"seat": seat, "count": self.listed[seat], "expected": expected},
                players=[seat],
            )
        for cid, n in sorted(self.owned[seat].items()):
            if n > allowed[cid]:
                self.ctx.flag(
                    C.SNAPSHOT_NOT_IN_DECK,
                    {"seat": seat, "card": cid, "count": n, "allowed": allowed[cid]},
                    players=[seat],
                )

    def _flags(self) -> None:
        state = self.state
        raw = self.snap.get("this_turn") or {}
        if not isinstance(raw, dict):
            raise _bad(".this_turn", "this_turn is an object.", "this_turnはオブジェクトです。")
        _known_keys(raw, THIS_TURN_KEYS, ".this_turn")
        flags = TurnFlags()
        now = PHASES.index(state.phase)
        for key, since in ONCE_FLAGS.items():
            value = raw.get(key)
            if value is not None and not isinstance(value, bool):
                raise _bad(
                    f".this_turn.{key}",
                    "a once-per-turn flag is true or false.",
                    "ターン1回の記録はtrueかfalseです。",
                )
            if now < PHASES.index(since):
                value = False  # its phase has not come yet this turn
            setattr(flags, key, value)
        if state.phase == "start":
            drawn = raw.get("start_draws")
            if drawn is not None and _count(drawn) is None:
                raise _bad(".this_turn.start_draws", "a number of cards.", "枚数は整数です。")
            flags.drawn_start, flags.start_known = drawn or 0, drawn is not None
            grade = kaiju_grade(state, state.opponent(state.turn_player or state.seats[0]))  # 7.2.2
            flags.start_expected = -1 if grade is None else grade
            state.players[state.turn_player or state.seats[0]].anger = 0  # 7.2.4, done by the engine
        elif state.phase == "end":
            flags.end_area = state.players[state.turn_player or state.seats[0]].area
        state.flags = flags

    def _settled(self) -> None:
        """The rule processes a position between actions has already run: 踏み潰し is an interrupt (11.3)
        and the duplicate-card process runs at every check timing (11.5.1)."""
        state, ctx = self.state, self.ctx
        for seat, iid, area in trampled(state):
            state.reported.add(("trample", iid))
            ctx.flag(
                C.TRAMPLE_SKIPPED, {"seat": seat, "card": iid, "area": area}, cards=[iid], players=[seat]
            )
        for seat, kind, index in duplicates(state):
            state.reported.add(("duplicate", f"{seat}:{kind}:{index}"))
            where = f"{seat}'s area {index}" if kind == "area" else f"{seat}'s strategy zone {index + 1}"
            where_ja = f"{seat}のエリア{index}" if kind == "area" else f"{seat}の戦略カード置き場{index + 1}"
            ctx.flag(
                C.DUPLICATE_SKIPPED, {"seat": seat, "where": where, "where_ja": where_ja}, players=[seat]
            )


def load_snapshot(state: KaijuState, header: dict[str, Any], ctx: Context) -> None:
    snap = header["snapshot"]
    if not isinstance(snap, dict):
        raise _bad("", "the snapshot is an object.", "途中局面の記録はオブジェクトです。")
    _Loader(state, snap, header, ctx).load()


# --- the engine's state as a snapshot --------------------------------------------------------------
def snapshot_of(state: KaijuState) -> dict[str, Any]:
    """The snapshot of a position between two actions: what `load_snapshot` reads back to the same state."""

    def show(card: Card) -> dict[str, Any]:
        return {"iid": card.iid, "card": state.ids.get(card.iid)}

    players: dict[str, Any] = {}
    for seat in state.seats:
        p = state.players[seat]
        stack = [show(c) | ({"assault": c.assault} if c.assault is not None else {}) for c in p.stack]
        players[seat] = {
            "deck": {"count": p.deck},
            "hand": {"count": p.hand_count, "cards": [show(c) for c in p.hand.values()]},
            "discard": [show(c) for c in p.discard.values()],
            "kaiju_deck": sorted(p.kaiju_deck.elements()),
            "kaiju": {"area": p.area, "anger": p.anger, "stack": stack},
            "areas": {str(a): [show(c) for c in cards] for a, cards in p.areas.items() if cards},
            "strategy": [[show(c) | {"turn": c.turn_placed} for c in pile] for pile in p.strategy],
        }
    flags = state.flags
    this_turn: dict[str, Any] = {k: getattr(flags, k) for k in ONCE_FLAGS if getattr(flags, k) is not None}
    if state.phase == "start" and flags.start_known:
        this_turn["start_draws"] = flags.drawn_start
    out: dict[str, Any] = {
        "turn": state.turn,
        "phase": state.phase,
        "turn_players": [state.turn_player],
        "this_turn": this_turn,
        "players": players,
    }
    if state.triggers.pending:
        out["waiting"] = [{"card": p.card, "ability": p.ability.id} for p in state.triggers.pending]
    if state.modifiers.active:
        out["effects"] = [
            {
                "card": m.card,
                "changes": dict(m.changes),
                "until": m.until,
                "source": m.source,
                "ability": m.ability,
            }
            for m in state.modifiers.active
        ]
    for card, until in state.ability_loss:
        out.setdefault("effects", []).append({"card": card, "lose_abilities": True, "until": until})
    for card, traits, until in state.granted:
        out.setdefault("effects", []).append({"card": card, "traits": list(traits), "until": until})
    return out
