"""Mid-game snapshots: start the replay from the position a late judge finds at the table.

The snapshot keeps the shared shape (`turn`, `phase`, `turn_players`, `this_turn`, `players` -> zones,
hidden zones as counts) with the Dimension Zero zones of 2.23: per seat the hidden `deck` (山札, 2.23.2),
`hand` (手札, 2.23.4) and `smash` zone (2.23.7) as `{"count": n, "cards": [known cards]}`; the `plan`
card (the face-up top card of the deck, 2.23.3-1, counted in the deck); the public `graveyard` (2.23.5),
`energy` zone (2.23.6) and `remove` zone (2.23.10) as card lists; and `squares`, the cards the seat
controls on the board (2.23.8), each with its square, its frozen state (2.26.1), its damage and its
power change until the end of the turn. Energy and smash cards carry their frozen state too (2.22.1).
See docs/log-format-dimension-zero.md, "Mid-game snapshot".

A snapshot is a position between two actions, outside a battle, with the stack empty: the rule effects
are done (4.16.2). `load_snapshot` checks that the position is one the rules allow (each problem a
finding with seq None) and raises a header error when the snapshot contradicts itself or the format.
`snapshot_of` writes the engine's state as a snapshot (to test that a replay cut anywhere gives the same
findings). A `this_turn` fact the snapshot leaves out is unknown, not assumed: the check that turns on
it reports needs_ruling (TurnFlags.unknown).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.engine.core.cardrefs import owner_of
from judge.engine.core.context import Context
from judge.engine.core.gamekit import positive_counts
from judge.engine.core.snapshotkit import SnapshotReader, count_of
from judge.engine.games.dimension_zero import board
from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.cards import BASE, COLOUR_WORDS, COLOURS, UNIT
from judge.engine.games.dimension_zero.rules import check_game_over, due, opposing
from judge.engine.games.dimension_zero.state import LINK, PHASE_INDEX, PHASES, TOKI, Card, DZState

GAME = "dimension-zero"
SNAP_PHASES = PHASES[1:]  # a snapshot is taken in a turn, never in the setup
HIDDEN = ("deck", "hand", "smash")
PUBLIC = ("graveyard", "energy", "remove")
# deck_order_determined: whether this seat's deck order was intentionally determined in the duel (6.2).
PLAYER_KEYS = frozenset({*HIDDEN, *PUBLIC, "plan", "squares", "deck_order_determined"})
THIS_TURN_KEYS = frozenset({"drawn", "energy", "priority"})
# The zones whose cards have a status (2.22.1): frozen or released.
WITH_STATUS = frozenset({"energy", "smash"})
CARD_KEYS = frozenset({"iid", "card"})
# `smash` (a smash change until the end of the turn) and `colour` (the colours a colour-changing effect
# gave it) are written only when there is one.
SQUARE_KEYS = frozenset(
    {"iid", "card", "square", "frozen", "damage", "power", "smash", "colour", "under", "linked"}
)
# A square's card may carry attached cards: its 闘気 cards (`under`, face down, 6.1.3) and the strategies
# linked to it (`linked`, 6.6.4), each a card of its owner.
ATTACHED = (("under", TOKI), ("linked", LINK))
ZONE_JA = {
    "deck": "山札",
    "plan": "プランゾーン",
    "hand": "手札",
    "graveyard": "墓地",
    "energy": "エネルギーゾーン",
    "smash": "スマッシュゾーン",
    "remove": "リムーブゾーン",
}
# 2.23.1-1 names the zones a card only ever enters as its owner's; the remove zone is not among them.
OWNER_ONLY = frozenset({"deck", "plan", "hand", "graveyard", "energy", "smash"})
TYPE_JA = {UNIT: "ユニット", BASE: "ベース"}

# A misspelt zone or fact would silently lose its cards or turn a known fact into an unknown one: the
# shared reader refuses any key the format does not have.
_KIT = SnapshotReader(GAME, zone_ja="ゾーン")
_bad, _known_keys, _hidden, _public = _KIT.bad, _KIT.known_keys, _KIT.hidden, _KIT.public
_count = count_of


def _int(raw: Any) -> bool:
    return isinstance(raw, int) and not isinstance(raw, bool)


class _Loader:
    def __init__(self, state: DZState, snap: dict[str, Any], header: dict[str, Any], ctx: Context) -> None:
        self.state, self.snap, self.header, self.ctx = state, snap, header, ctx
        self.listed: Counter[str] = Counter()  # cards accounted for per owner (2.23.2-1)
        self.owned: dict[str, Counter[str]] = {seat: Counter() for seat in state.seats}

    # --- the position ------------------------------------------------------------------------------
    def load(self) -> None:
        state, snap = self.state, self.snap
        _known_keys(snap, frozenset({"turn", "phase", "turn_players", "this_turn", "players"}), "")
        turn, phase = snap.get("turn"), snap.get("phase")
        if _count(turn) is None or turn < 1:
            raise _bad(".turn", "the turn is a number from 1.", "ターンは1以上の整数です。")
        if phase not in SNAP_PHASES:
            raise _bad(
                ".phase",
                f"phase {phase!r} is not one of {', '.join(SNAP_PHASES)}.",
                f"フェイズ{phase!r}はありません（{'・'.join(SNAP_PHASES)}）。",
            )
        players = snap.get("players")
        if not isinstance(players, dict) or set(players) != set(state.seats):
            raise _bad(".players", "describe exactly the two seats.", "2人の席をそれぞれ記載してください。")
        state.turn, state.phase, state.from_snapshot = turn, phase, True
        self._order(turn)
        for seat in state.seats:
            p = state.players[seat]
            p.zones = {z: {} for z in p.zones}
            p.unidentified = Counter()
        for seat in state.seats:
            zones = players[seat]
            if not isinstance(zones, dict):
                raise _bad(
                    f".players.{seat}",
                    "a player is an object of zones.",
                    "プレイヤーはゾーンのオブジェクトです。",
                )
            self._player(seat, zones, f".players.{seat}")
        for seat in state.seats:
            self._count_check(seat)
        self._board()
        self._facts(phase)
        self._over()

    def _order(self, turn: int) -> None:
        """The active player of this turn: the turns alternate from the first player (3.1.4, 3.4.1)."""
        state = self.state
        raw = self.snap.get("turn_players")
        if raw is None:
            state.players[state.order[0]].turns_taken = (turn + 1) // 2
            state.players[state.order[1]].turns_taken = turn // 2
            return
        if (
            not isinstance(raw, list)
            or len(raw) != 1
            or not isinstance(raw[0], str)
            or raw[0] not in state.players
        ):
            raise _bad(
                ".turn_players",
                "name the one seated active player.",
                "アクティブプレイヤー1人の席を指定してください。",
            )
        active = raw[0]
        first = active if turn % 2 == 1 else state.opponent(active)
        if "first_player" in self.header and self.header["first_player"] != first:
            raise _bad(
                ".turn_players",
                f"turn {turn} is {state.order[(turn - 1) % 2]}'s, as first_player {self.header['first_player']} begins turn 1 and the turns alternate.",
                f"先攻が{self.header['first_player']}なので、ターン{turn}は{state.order[(turn - 1) % 2]}のターンです。",
            )
        state.order = [first, state.opponent(first)]
        state.players[first].turns_taken = (turn + 1) // 2
        state.players[state.opponent(first)].turns_taken = turn // 2

    def _player(self, seat: str, zones: dict[str, Any], path: str) -> None:
        state = self.state
        _known_keys(zones, PLAYER_KEYS, path)
        player = state.players[seat]
        plan_raw = zones.get("plan")
        determined = zones.get("deck_order_determined")
        if determined is True:
            state.deck_order.determine(seat, "6.2.4", None, "snapshot")
        elif determined is None:
            state.deck_order.unknown.add(seat)  # the snapshot does not say (6.2.4: it may be true)
        elif determined is not False:
            raise _bad(
                f"{path}.deck_order_determined",
                "true or false: whether the deck order was intentionally determined in this duel (6.2).",
                "true か false：このデュエル中に山札のカードの順番が意図的に決定されたかどうか（6.2）。",
            )
        for name in HIDDEN:
            count, cards = _hidden(zones.get(name, {"count": 0}), f"{path}.{name}")
            keys = CARD_KEYS | ({"frozen"} if name in WITH_STATUS else frozenset())
            for raw in cards:
                self._card(raw, f"{path}.{name}", seat, name, frozenset(keys))
            known = len(cards)
            if name == "deck" and plan_raw is not None:
                # The plan card is the deck's top card and counts among its cards (2.23.3-1).
                if count < known + 1:
                    raise _bad(
                        f"{path}.plan",
                        "the plan card is the top card of the deck, so the deck count includes it (2.23.3-1).",
                        "プランゾーンのカードは山札の1番上のカードなので、山札の枚数に含めます（2.23.3-1）。",
                    )
                card = self._card(plan_raw, f"{path}.plan", seat, "plan", CARD_KEYS)
                player.plan = card.iid
                known += 1
            player.unidentified[name] = count - known
            self.listed[seat] += count - known
        for name in PUBLIC:
            keys = CARD_KEYS | ({"frozen"} if name in WITH_STATUS else frozenset())
            for raw in _public(zones.get(name), f"{path}.{name}"):
                self._card(raw, f"{path}.{name}", seat, name, frozenset(keys))
        for i, raw in enumerate(_public(zones.get("squares"), f"{path}.squares")):
            host = self._card(raw, f"{path}.squares", seat, "square", SQUARE_KEYS)
            for key, how in ATTACHED:
                where = f"{path}.squares[{i}].{key}"
                for sub in _public(raw.get(key) if isinstance(raw, dict) else None, where):
                    iid = sub if isinstance(sub, str) else sub.get("iid") if isinstance(sub, dict) else None
                    owner = owner_of(iid) if isinstance(iid, str) else seat
                    card = self._card(
                        sub, where, owner if owner in state.players else seat, "attached", CARD_KEYS
                    )
                    card.host, card.host_incarnation, card.attach = host.iid, host.incarnation, how
                    card.face_down = how == TOKI
                    state.attachments_on = True

    # --- cards -------------------------------------------------------------------------------------
    def _card(self, raw: Any, path: str, seat: str, zone: str, keys: frozenset[str]) -> Card:
        """A card `{"iid": "P1:c3", "card": "RU" or null, …}`, or the bare iid of a card not identified."""
        state, ctx = self.state, self.ctx
        fields = raw if isinstance(raw, dict) else {}
        iid = raw if isinstance(raw, str) else fields.get("iid")
        if not isinstance(iid, str) or owner_of(iid) not in state.players:
            raise _bad(
                path,
                f"card {iid!r} needs an instance id '<seat>:<name>' of a seated player.",
                f"{iid!r}には着席しているプレイヤーの'<席>:<名前>'の個体IDが必要です。",
            )
        _known_keys(fields, keys, path)
        if iid in state.cards:
            raise _bad(path, f"card {iid} is listed twice.", f"{iid}が2回記載されています。")
        cid = fields.get("card")
        if cid is not None and not isinstance(cid, str):
            raise _bad(path, f"card {iid}: its card id is a string.", f"{iid}のカードIDは文字列です。")
        frozen = fields.get("frozen", False)
        if not isinstance(frozen, bool):
            raise _bad(path, f"card {iid}: 'frozen' is true or false.", f"{iid}の'frozen'はtrueかfalseです。")
        owner = owner_of(iid)
        square = fields.get("square") if zone == "square" else None
        if zone == "square" and not (
            isinstance(square, str) and (board.is_battle(square) or board.base_owner(square) in state.players)
        ):
            raise _bad(
                path,
                f"card {iid}: {square!r} is not a square (B11-B33, or <seat>-1 to <seat>-3).",
                f"{iid}：{square!r}はスクエアではありません（B11～B33、または<席>-1～<席>-3）。",
            )
        colour = fields.get("colour")
        if colour is not None and not (
            isinstance(colour, list) and all(COLOUR_WORDS.get(c, c) in COLOURS for c in colour)
        ):
            raise _bad(
                path,
                f"card {iid}: 'colour' lists colours (red black blue white green).",
                f"{iid}の'colour'は色のリストです（赤・黒・青・白・緑）。",
            )
        for key in ("damage", "power", "smash"):
            if key in fields and not _int(fields[key]):
                raise _bad(path, f"card {iid}: '{key}' is a number.", f"{iid}の'{key}'は整数です。")
        if fields.get("damage", 0) < 0:
            raise _bad(path, f"card {iid}: damage is 0 or more.", f"{iid}のダメージは0以上です。")
        if state.phase == "recovery" and (fields.get("damage") or fields.get("power") or fields.get("smash")):
            # The recovery phase begins by removing all damage and ending 'until end of turn' effects.
            raise _bad(
                path,
                f"card {iid}: damage and power changes are gone in the recovery phase (3.10.1).",
                f"{iid}：リカバリーフェイズではダメージとパワーの修整はなくなっています（3.10.1）。",
            )
        state.clock += 1
        card = Card(
            iid=iid,
            owner=owner,
            card=cid,
            zone="deck" if zone == "plan" else zone,
            holder=seat,
            square=square,
            frozen=frozen,
            face_down=zone in ("deck", "smash"),
            damage=fields.get("damage", 0),
            power_mod=fields.get("power", 0),
            smash_mod=fields.get("smash", 0),
            colour=frozenset(COLOUR_WORDS.get(c, c) for c in colour) if colour is not None else None,
            placed=state.clock,
        )
        state.cards[iid] = card
        if zone == "square":
            state.squares.setdefault(str(square), []).append(iid)
        else:
            state.players[seat].zones[card.zone][iid] = card
        self.listed[owner] += 1
        if cid is not None:
            self.owned[owner][cid] += 1
        if zone in OWNER_ONLY and owner != seat:
            evidence = {"card": iid, "owner": owner, "seat": seat, "zone": zone, "zone_ja": ZONE_JA[zone]}
            ctx.flag(C.SNAPSHOT_OWNER_ZONE, evidence, cards=[iid], players=[seat])
        return card

    # --- what the position must satisfy as a whole -----------------------------------------------------
    def _count_check(self, seat: str) -> None:
        state = self.state
        allowed = positive_counts(self.header["decklists"][seat].get("main"))
        expected = sum(allowed.values())
        if self.listed[seat] != expected:
            evidence = {"seat": seat, "count": self.listed[seat], "expected": expected}
            self.ctx.flag(C.SNAPSHOT_CARD_COUNT, evidence, players=[seat])
        for cid, n in sorted(self.owned[seat].items()):
            if n > allowed[cid]:
                evidence = {"seat": seat, "card": cid, "count": n, "allowed": allowed[cid]}
                self.ctx.flag(C.SNAPSHOT_NOT_IN_DECK, evidence, players=[seat])
        # The identities not yet seen stay in the pool the log's later cards are drawn from.
        state.players[seat].pool = Counter(
            {cid: n - self.owned[seat][cid] for cid, n in allowed.items() if n > self.owned[seat][cid]}
        )

    def _board(self) -> None:
        """The rule effects a position between actions has already applied (4.16.2, 4.16.4)."""
        state, ctx = self.state, self.ctx
        for square in board.BATTLE_SQUARES:
            if opposing(state, square):
                raise _bad(
                    ".players",
                    f"units of both players share square {square}: a battle is in progress there (4.16.4-3), and a snapshot is taken outside a battle.",
                    f"スクエア{square}に両プレイヤーのユニットがあり、バトル中です（4.16.4-3）。途中局面はバトル中以外で記録します。",
                )
        for square, iids in state.squares.items():
            groups: dict[tuple[str, str], list[str]] = {}
            for iid in iids:
                card = state.cards[iid]
                d = state.defn(card)
                kind = d.type if d is not None else None
                if (kind == UNIT and board.is_battle(square)) or (
                    kind == BASE and not board.is_battle(square)
                ):
                    groups.setdefault((card.holder, kind), []).append(iid)
            for (seat, kind), same in groups.items():
                if len(same) > 1:
                    # Which came later is not known: treated as placed at once, the rule effect may take any.
                    for iid in same:
                        state.cards[iid].placed = state.cards[same[0]].placed
                    evidence = {
                        "seat": seat,
                        "square": square,
                        "count": len(same),
                        "type": kind,
                        "type_ja": TYPE_JA[kind],
                        "cards": ", ".join(same),
                    }
                    ctx.flag(C.SNAPSHOT_SQUARE_LIMIT, evidence, cards=same, players=[seat])
        for iid, rule in due(state).items():
            card = state.cards[iid]
            # Reported here, once: the replay follows the table and does not report it again (rules.py).
            state.reported.add(("rule", iid, card.incarnation))
            d = state.defn(card)
            if rule in ("4-13", "4-14") and d is not None:
                evidence = {
                    "card": iid,
                    "square": card.square,
                    "type": d.type,
                    "type_ja": TYPE_JA.get(d.type, d.type),
                }
                ctx.flag(C.SNAPSHOT_MISPLACED, evidence, cards=[iid], players=[card.holder])
            elif rule in ("4-4", "4-5"):
                evidence = {
                    "card": iid,
                    "square": card.square,
                    "power": state.power(card),
                    "damage": card.damage,
                }
                ctx.flag(C.SNAPSHOT_DESTROYED, evidence, cards=[iid], players=[card.holder])

    def _facts(self, phase: str) -> None:
        """this_turn: what the board does not show. A fact of a phase not reached yet is known (nothing
        happened in it); one the snapshot leaves out is unknown and its check asks for a ruling."""
        state = self.state
        raw = self.snap.get("this_turn", {})
        if not isinstance(raw, dict):
            raise _bad(".this_turn", "this_turn is an object.", "this_turnはオブジェクトです。")
        _known_keys(raw, THIS_TURN_KEYS, ".this_turn")
        now = PHASE_INDEX[phase]
        flags = state.flags
        for key, since in (("drawn", "draw"), ("energy", "energy")):
            value = raw.get(key)
            if value is not None and _count(value) is None:
                raise _bad(f".this_turn.{key}", "a number of cards.", "枚数は整数です。")
            if now < PHASE_INDEX[since]:
                if value:
                    raise _bad(
                        f".this_turn.{key}",
                        f"the {since} phase has not come yet in the {phase} phase.",
                        f"{phase}フェイズではまだ{since}フェイズが来ていません。",
                    )
                value = 0
            elif value is None and now == PHASE_INDEX[since]:
                flags.unknown.add(key)  # in its own phase: a later act may be a second one
            setattr(flags, "draws" if key == "drawn" else key, value or 0)
        priority = raw.get("priority")
        if priority is None:
            flags.unknown.add("priority")
            state.priority = state.active
        elif not isinstance(priority, str) or priority not in state.players:
            raise _bad(
                ".this_turn.priority", "priority is a seated player.", "優先権は着席しているプレイヤーです。"
            )
        else:
            state.priority = priority

    def _over(self) -> None:
        """3.3.1, 3.3.2: a player with 7 smash cards or an empty deck lost when priority last arose."""
        state = self.state
        check_game_over(state)
        if not state.game_over:
            return
        state.continued_reported = True  # said once, here
        why = {"smash": "7 or more smash cards", "deck_out": "no cards in the deck", "draw": "both at once"}
        why_ja = {"smash": "スマッシュゾーンが7枚以上", "deck_out": "山札が0枚", "draw": "両者同時"}
        evidence = {
            "seats": ", ".join(state.losers),
            "why": why[state.reason],
            "why_ja": why_ja[state.reason],
        }
        self.ctx.flag(C.SNAPSHOT_GAME_OVER, evidence, players=state.losers)


def load_snapshot(state: DZState, header: dict[str, Any], ctx: Context) -> None:
    snap = header["snapshot"]
    if not isinstance(snap, dict):
        raise _bad("", "the snapshot is an object.", "途中局面の記録はオブジェクトです。")
    _Loader(state, snap, header, ctx).load()


# --- the engine's state as a snapshot --------------------------------------------------------------
def snapshot_of(state: DZState) -> dict[str, Any]:
    """The snapshot of a position between two actions: what `load_snapshot` reads back to the same state."""
    if state.turn < 1 or state.stack or state.battle is not None:
        raise ValueError("a snapshot is taken in a turn, outside a battle, with the stack empty")

    def show(card: Card, status: bool = False) -> dict[str, Any]:
        return {"iid": card.iid, "card": card.card} | ({"frozen": card.frozen} if status else {})

    players: dict[str, Any] = {}
    for seat in state.seats:
        p = state.players[seat]
        plan = state.cards[p.plan] if p.plan is not None else None
        zones: dict[str, Any] = {}
        for name in HIDDEN:
            cards = [show(c, name in WITH_STATUS) for c in p.zones[name].values() if c.iid != p.plan]
            zones[name] = {"count": p.count(name), "cards": cards}
        zones["plan"] = show(plan) if plan is not None else None
        for name in PUBLIC:
            zones[name] = [show(c, name in WITH_STATUS) for c in p.zones[name].values()]
        zones["squares"] = [
            show(card, True)
            | {"square": square, "damage": card.damage, "power": card.power_mod}
            | ({"smash": card.smash_mod} if card.smash_mod else {})
            | ({"colour": sorted(card.colour)} if card.colour is not None else {})
            | {
                key: [show(c) for c in state.attached_to(card.iid) if c.attach == how]
                for key, how in ATTACHED
                if any(c.attach == how for c in state.attached_to(card.iid))
            }
            for square, iids in state.squares.items()
            for card in (state.cards[i] for i in iids)
            if card.holder == seat
        ]
        known = state.deck_order.holds(seat)
        if known is not None:
            zones["deck_order_determined"] = not known
        players[seat] = zones
    this_turn: dict[str, Any] = {
        "drawn": max(state.flags.draws, 0),
        "energy": state.flags.energy,
        "priority": state.priority or state.active,
    }
    return {
        "turn": state.turn,
        "phase": state.phase,
        "turn_players": [state.active],
        "this_turn": {k: v for k, v in this_turn.items() if k not in state.flags.unknown},
        "players": players,
    }
