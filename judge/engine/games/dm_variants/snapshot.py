"""Mid-game snapshots: start the replay from the position a late judge finds at the table.

The snapshot keeps the shape Rebirth and kaiju use (`turn`, `phase`, `turn_players`, `this_turn`,
`players` -> zones, hidden zones as counts) with the Duel Masters zones (state.py): per seat the
hidden `deck`, `hand` and `shields` as `{"count": n, "cards": [known cards]}`; the public `mana`,
`battle` and `graveyard` as card lists with their tapped state (a seat's `battle` lists the cards it
controls, 103.3a); the piles outside the deck, `hyperspatial` (psychic cards) and `gr` (GR cards), as
lists or counts; with the commander rules (701) `command` (超統率ゾーン) and `commander_moves` (how
often each commander has left it, 701.14 / 701.18b). A seat that left a multiplayer game is
`{"out": reason}` (600.3a). See docs/log-format-dm-variants.md, "Mid-game snapshot".

A snapshot is a position between two actions: state-based actions are done (502). `load_snapshot`
checks that the position is one the rules allow (each problem a finding with seq None) and raises a
header error when the snapshot contradicts itself or the format. `snapshot_of` writes the engine's state
as a snapshot (to test that a replay cut anywhere gives the same findings).

A `this_turn` fact the snapshot leaves out is unknown, not assumed: a check that depends on it reports
needs_ruling (actions.py and the DMEDH module read the `SNAP_*` marks set here).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from judge.engine.core.abilities import find_ability
from judge.engine.core.cardrefs import owner_of
from judge.engine.core.context import Context
from judge.engine.core.snapshotkit import SnapshotReader, count_of
from judge.engine.games.dm_variants import actions as A
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants.abilities import PENDING, waits
from judge.engine.games.dm_variants.cards import (
    CASTLE,
    GR,
    PHENOMENON,
    PLANE,
    PSYCHIC,
    SCHEME,
    SPELL,
    CardDef,
)
from judge.engine.games.dm_variants.deck import KIND_JA
from judge.engine.games.dm_variants.formats import (
    ARCHENEMY,
    EMPEROR,
    GRAND_MELEE,
    PLANE_EXPLORATION,
    PLANES,
    ROTATING_TABLE,
    TOWER,
    TWO_HEADED,
)
from judge.engine.games.dm_variants.state import (
    SNAP_CHARGED,
    SNAP_CMD_DRAW,
    SNAP_DRAWN,
    SNAP_MOVES,
    SNAP_NAMES,
    STEP_INDEX,
    STEPS,
    UNKNOWN_ENTERED,
    Card,
    DMState,
    Zone,
)

GAME = "dm-variants"

HIDDEN = ("deck", "hand", "shields")
PUBLIC = ("mana", "battle", "graveyard")
PILES = {"hyperspatial": PSYCHIC, "gr": GR}  # zone -> the kind of card it holds (official rule)
BATTLE_NEVER = (SPELL, CASTLE, SCHEME, PLANE, PHENOMENON)  # 103.3: not a card that stays in the battle zone
COMMANDER_KEYS = frozenset({"command", "commander_moves"})
ZONE_KEYS = frozenset({*HIDDEN, *PUBLIC, *PILES, "out"})
THIS_TURN_KEYS = frozenset({"drawn", "charged", "entered"})
COMMANDER_TURN_KEYS = frozenset({"used_names", "commander_drawn"})
ZONE_JA = {
    "deck": "山札",
    "hand": "手札",
    "shields": "シールドゾーン",
    "mana": "マナゾーン",
    "battle": "バトルゾーン",
    "graveyard": "墓地",
    "hyperspatial": "超次元ゾーン",
    "gr": "超GRゾーン",
    "command": "超統率ゾーン",
}
# Formats whose own state the snapshot shape cannot carry yet: replaying from a position without it
# would judge the next turns wrongly, so such a snapshot is refused, saying what is missing.
REFUSED: dict[str, tuple[str, str]] = {
    GRAND_MELEE: (
        "where each turn marker is and which holders wait (607.4)",
        "各ターンマーカーの位置と待機中の保持者（607.4）",
    ),
    TWO_HEADED: (
        "the shared team turn: each teammate's draw and charge, pending extra and skipped turns (604)",
        "共有チーム・ターンの状態（各チームメイトのドロー・チャージ、未処理の追加・スキップターン、604）",
    ),
    ARCHENEMY: (
        "the shared team turn (604) and the scheme deck's order (702.10)",
        "共有チーム・ターン（604）と計略デッキの順序（702.10）",
    ),
    EMPEROR: (
        "which creatures were deployed and when (603.3)",
        "どのクリーチャーがいつ配置されたか（603.3）",
    ),
    TOWER: (
        "the public deck and the shared zones (610.3, 610.5)",
        "公共デッキと共有ゾーン（610.3、610.5）",
    ),
    PLANES: (
        "the planar deck, the face-up plane and an owed planeswalk (703)",
        "次元デッキ、表向きの次元、未処理の越境（703）",
    ),
    PLANE_EXPLORATION: (
        "the planar grid, the piece and the planar deck (704)",
        "次元の配置、駒、次元デッキ（704）",
    ),
    ROTATING_TABLE: (
        "the planar die rolls of the turn (705.5)",
        "そのターンの次元ダイスの振った回数（705.5）",
    ),
}


_KIT = SnapshotReader(GAME, zone_ja="ゾーン")
_bad, _known_keys, _hidden, _public = _KIT.bad, _KIT.known_keys, _KIT.hidden, _KIT.public
_count = count_of


def _card_ref(raw: Any, path: str, keys: frozenset[str]) -> tuple[str, str | None, dict[str, Any]]:
    """A snapshot card is `{"iid": "P1:c3", "card": "F1" or null, "tapped": …}` or the bare iid."""
    iid, card, fields = _KIT.card_ref(raw, path, keys)
    if not isinstance(fields.get("tapped", False), bool):
        raise _bad(path, f"card {iid}: 'tapped' is true or false.", f"{iid}の'tapped'はtrueかfalseです。")
    return iid, card, fields


def _commanders(state: DMState) -> dict[str, str]:
    """iid -> owner of every commander (the DMEDH module placed them at setup; empty without 701)."""
    return state.extra.get("edh:commanders") or {}


def _commander_rules(state: DMState) -> bool:
    return "edh:commanders" in state.extra


class _Loader:
    def __init__(self, state: DMState, snap: dict[str, Any], ctx: Context) -> None:
        self.state, self.snap, self.ctx = state, snap, ctx
        self.seen: set[str] = set()
        self.listed: Counter[str] = Counter()  # cards accounted for per owner seat (103.1)
        self.owned: dict[str, Counter[str]] = {seat: Counter() for seat in state.seating}
        self.out: dict[str, str] = {}

    # --- the position ------------------------------------------------------------------------------
    def load(self) -> None:
        state, snap = self.state, self.snap
        code = state.variant.code
        if code in REFUSED:
            en, ja = REFUSED[code]
            raise _bad(
                "",
                f"the {state.variant.spec.name_en} format cannot start from a snapshot yet: the snapshot has no place for {en}.",
                f"{state.variant.spec.name_ja}は途中局面から開始できません。途中局面の記録には{ja}を記載する場所がありません。",
            )
        keys = {"turn", "phase", "turn_players", "this_turn", "players", "waiting"}
        _known_keys(snap, frozenset(keys), "")
        turn, phase = snap.get("turn"), snap.get("phase")
        if _count(turn) is None or turn < 1:
            raise _bad(".turn", "the turn is a number from 1.", "ターンは1以上の整数です。")
        if phase not in STEPS:
            raise _bad(
                ".phase",
                f"step {phase!r} is not one of {', '.join(STEPS)}.",
                f"ステップ{phase!r}はありません。",
            )
        players = snap.get("players")
        if not isinstance(players, dict) or set(players) != set(state.players):
            raise _bad(
                ".players",
                "describe exactly the seated players.",
                "着席しているプレイヤー全員を記載してください。",
            )
        for seat in state.seating:
            if not isinstance(players[seat], dict):
                raise _bad(
                    f".players.{seat}",
                    "a player is an object of zones.",
                    "プレイヤーはゾーンのオブジェクトです。",
                )
            out = players[seat].get("out")
            if out is not None:
                if not isinstance(out, str) or not out:
                    raise _bad(
                        f".players.{seat}.out",
                        "'out' names why the player left the game.",
                        "'out'には除外の理由を記載します。",
                    )
                self.out[seat] = out
                state.players[seat].in_game, state.players[seat].why_out = False, out
        remaining = [s for s in state.seating if s not in self.out]
        if self.out and not state.multiplayer:
            raise _bad(
                ".players",
                "a player who leaves a two-player game loses it; a snapshot is of a game in progress.",
                "2人対戦でゲームから除外されたプレイヤーは敗北します。途中局面は進行中のゲームです。",
            )
        if state.variant.winners(state) is not None:
            raise _bad(
                ".players",
                "the players still in the game have already won it; a snapshot is of a game in progress.",
                "ゲームに残っているプレイヤーが既に勝利しています。途中局面は進行中のゲームです。",
            )
        turn_players = snap.get("turn_players")
        if not isinstance(turn_players, list) or len(turn_players) != 1 or turn_players[0] not in players:
            raise _bad(
                ".turn_players",
                "name the one seated turn player.",
                "ターン・プレイヤー1人の席を指定してください。",
            )
        state.turn, state.step, state.turn_player = turn, phase, turn_players[0]
        for seat in state.seating:
            state.players[seat].zones = {name: Zone() for name in state.players[seat].zones}
        for seat in state.seating:
            self._player(seat, players[seat], f".players.{seat}")
        self._eliminate()
        for seat in remaining:
            self._count_check(seat)
            self._deck_out(seat)
        self._turn_order(remaining)
        self._flags()
        A.compute_ranges(state)
        self._waiting(snap.get("waiting", []))

    def _waiting(self, raw: Any) -> None:
        """The mandatory "when this creature enters" abilities still waiting to be resolved (official rule,
        001.1: a mandatory trigger resolves), in order: they are skipped if the game moves on without them."""
        state = self.state
        if not isinstance(raw, list):
            raise _bad(".waiting", "waiting is a list.", "waitingはリストです。")
        for i, item in enumerate(raw):
            path = f".waiting[{i}]"
            iid = item.get("card") if isinstance(item, dict) else None
            name = item.get("ability") if isinstance(item, dict) else None
            where = state.find(iid) if isinstance(iid, str) else None
            d = state.card_def(iid) if where is not None and where[1] == "battle" else None
            ability = find_ability(d.abilities, name) if d is not None else None
            if ability is None or not waits(ability) or where is None:
                raise _bad(
                    path,
                    "name a creature in a battle zone of the snapshot and one of its declared mandatory "
                    "'when this creature enters' abilities that choose targets.",
                    "途中局面のバトルゾーンのクリーチャーと、その宣言された対象を選ぶ強制の「出た時」能力を指定してください。",
                )
            controller = state.players[where[0]].zones["battle"].cards[iid].controller
            state.extra.setdefault(PENDING, []).append((iid, ability, controller, state.turn))

    def _player(self, seat: str, zones: dict[str, Any], path: str) -> None:
        state = self.state
        known = ZONE_KEYS | (COMMANDER_KEYS if _commander_rules(state) else frozenset())
        _known_keys(zones, known, path)
        player = state.players[seat]
        for name in HIDDEN:
            count, cards = _hidden(zones.get(name, {"count": 0}), f"{path}.{name}")
            for raw in cards:
                card = self._card(raw, f"{path}.{name}", seat, name)
                card.face_down = name == "shields"
            player.zones[name].hidden = count - len(cards)
            self.listed[seat] += count - len(cards)
        for name in PUBLIC:
            for raw in _public(zones.get(name), f"{path}.{name}"):
                card = self._card(raw, f"{path}.{name}", seat, name)
                if card.card is None and not _named(raw):
                    # A public card is seen by everyone: a snapshot that leaves it unnamed is a log error.
                    en, ja = (
                        "lies in a public zone but has no card id",
                        "公開ゾーンにありますが、カードIDがありません",
                    )
                    self.ctx.flag(
                        C.LOG_CARD, {"card": card.iid, "problem": en, "problem_ja": ja}, cards=[card.iid]
                    )
        for name in PILES:
            raw = zones.get(name)
            count, cards = _hidden(raw if raw is not None else {"count": 0}, f"{path}.{name}")
            for card_raw in cards:
                self._card(card_raw, f"{path}.{name}", seat, name)
            player.zones[name].hidden = count - len(cards)
            self.listed[seat] += count - len(cards)
        if _commander_rules(state):
            for raw in _public(zones.get("command"), f"{path}.command"):
                self._card(raw, f"{path}.command", seat, "command")
            self._moves(seat, zones.get("commander_moves"), f"{path}.commander_moves")

    def _card(self, raw: Any, path: str, seat: str, zone: str) -> Card:
        state, ctx = self.state, self.ctx
        keys = {"iid", "card"} | ({"tapped"} if zone in ("mana", "battle") else set())
        iid, card_id, fields = _card_ref(raw, path, frozenset(keys))
        owner = owner_of(iid)
        if owner not in state.players:
            raise _bad(path, f"card {iid} belongs to no seated player.", f"{iid}の持ち主が着席していません。")
        if iid in self.seen:
            raise _bad(path, f"card {iid} is listed twice.", f"{iid}が2回記載されています。")
        self.seen.add(iid)
        if card_id is not None and card_id != state.ids.get(iid):
            A.bind(state, ctx, iid, card_id)
        cid = state.ids.get(iid)
        card = Card(iid=iid, owner=owner, card=cid, controller=seat if zone == "battle" else owner)
        card.tapped = bool(fields.get("tapped", False))
        card.entered = state.turn - 1  # corrected by this_turn.entered (_flags)
        state.players[seat].zone(zone).cards[iid] = card
        self.listed[owner] += 1
        d = state.defs.get(cid) if cid else None
        if d is not None:
            self.owned[owner][d.id] += 1
            self._where(card, d, seat, zone)
        elif owner != seat and zone not in ("battle", "command"):
            self._foreign(card, seat, zone)
        return card

    def _where(self, card: Card, d: CardDef, seat: str, zone: str) -> None:
        """A card in a zone it can never be in (between actions, with state-based actions done)."""
        ctx, iid = self.ctx, card.iid
        commanders = _commanders(self.state)
        if zone == "command":
            if iid not in commanders:
                en = "it is not a commander, and only each player's commander is put there (701.5)"
                ja = "統率者ではありません。超統率ゾーンに置かれるのは各プレイヤーの統率者だけです（701.5）"
            elif commanders[iid] != seat:
                en = f"it is {commanders[iid]}'s commander, and each player puts their own there (701.5)"
                ja = f"{commanders[iid]}の統率者です。各プレイヤーは自分の統率者を置きます（701.5）"
            else:
                return
            evidence = {"card": iid, "seat": seat, "problem": en, "problem_ja": ja}
            ctx.flag(C.SNAPSHOT_COMMANDER, evidence, cards=[iid], players=[seat])
            return
        if card.owner != seat and zone != "battle":
            self._foreign(card, seat, zone)
        if zone == "battle" and d.type in BATTLE_NEVER:
            evidence = {"card": iid, "type": d.type or d.raw_type}
            ctx.flag(C.SNAPSHOT_BATTLE_CARD, evidence, cards=[iid], players=[seat])
        pile = next((z for z, kind in PILES.items() if kind == d.kind), None)
        if pile is not None and zone not in (pile, "battle"):
            en = f"a {d.kind} card is only ever in the {pile} zone or the battle zone"
            ja = f"{KIND_JA[d.kind]}カードは{ZONE_JA[pile]}かバトルゾーンにしか置かれません"
        elif zone in PILES and d.kind != PILES[zone]:
            en = f"the {zone} zone holds only {PILES[zone]} cards"
            ja = f"{ZONE_JA[zone]}に置かれるのは{KIND_JA[PILES[zone]]}カードだけです"
        else:
            return
        evidence = {
            "card": iid,
            "seat": seat,
            "zone": zone,
            "zone_ja": ZONE_JA[zone],
            "problem": en,
            "problem_ja": ja,
        }
        ctx.flag(C.SNAPSHOT_PILE_CARD, evidence, cards=[iid], players=[seat])

    def _foreign(self, card: Card, seat: str, zone: str) -> None:
        evidence = {
            "card": card.iid,
            "owner": card.owner,
            "seat": seat,
            "zone": zone,
            "zone_ja": ZONE_JA[zone],
        }
        self.ctx.flag(C.SNAPSHOT_OWNER_ZONE, evidence, cards=[card.iid], players=[seat])

    def _moves(self, seat: str, raw: Any, path: str) -> None:
        """701.14 / 701.18b: how often each of the seat's commanders has left 超統率ゾーン so far. A
        commander the snapshot does not give is unknown: its tax becomes needs_ruling."""
        state = self.state
        mine = sorted(iid for iid, owner in _commanders(state).items() if owner == seat)
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise _bad(
                path,
                "commander_moves maps a commander to a number.",
                "commander_movesは統率者から回数への対応です。",
            )
        moves = state.extra.setdefault("edh:moves", {})
        summons = state.extra.setdefault("edh:summons", {})
        unknown: set[str] = state.extra.setdefault(SNAP_MOVES, set())
        for iid, n in raw.items():
            if iid not in mine or _count(n) is None:
                raise _bad(
                    f"{path}.{iid}",
                    f"{iid} is not a commander of {seat}, or its count is not a number.",
                    f"{iid}は{seat}の統率者ではないか、回数が整数ではありません。",
                )
            # The DM 7 count is every move; the snapshot gives no other figure, so the old 701.14 reading
            # (`summons_only`) sees the same number.
            moves[iid] = summons[iid] = n
        unknown.update(iid for iid in mine if iid not in raw)

    def _eliminate(self) -> None:
        """600.3a: a player who left the game took their cards with them."""
        state, ctx = self.state, self.ctx
        for seat in self.out:
            p = state.players[seat]
            state.losers.append(seat)
            left = [
                (q, z, c)
                for q in state.players.values()
                for z, zone in q.zones.items()
                for c in zone.cards.values()
            ]
            for q, zone_name, card in left:
                owned_elsewhere = card.owner == seat and not (q.seat != seat and zone_name == "battle")
                if owned_elsewhere:
                    evidence = {"seat": seat, "card": card.iid, "card_ja": card.iid}
                    ctx.flag(C.SNAPSHOT_REMOVED, evidence, cards=[card.iid], players=[seat])
                    del q.zones[zone_name].cards[card.iid]
                    state.removed_cards[card.iid] = seat
            hidden = sum(z.hidden for z in p.zones.values())
            if hidden:
                evidence = {
                    "seat": seat,
                    "card": f"{hidden} unnamed cards",
                    "card_ja": f"名前のないカード{hidden}枚",
                }
                ctx.flag(C.SNAPSHOT_REMOVED, evidence, players=[seat])
            for z in p.zones.values():
                z.hidden = 0
        if state.turn_player in self.out:
            state.extra["turn_player_left"] = state.turn  # 600.3g: the turn goes on without them

    # --- what the position must satisfy as a whole -----------------------------------------------------
    def _count_check(self, seat: str) -> None:
        state = self.state
        deck = state.decklists[seat]
        allowed: Counter[str] = Counter()
        for pile in ("main", "hyperspatial", "gr"):
            allowed.update({c: n for c, n in (deck.get(pile) or {}).items() if isinstance(n, int) and n > 0})
        if _commander_rules(state):
            allowed.update(
                cid
                for iid, owner in _commanders(state).items()
                if owner == seat and (cid := state.ids.get(iid))
            )
        expected = sum(allowed.values())
        if self.listed[seat] != expected:
            evidence = {"seat": seat, "count": self.listed[seat], "expected": expected}
            self.ctx.flag(C.SNAPSHOT_CARD_COUNT, evidence, players=[seat])
        for cid, n in sorted(self.owned[seat].items()):
            # A card missing from the decklist altogether is already the log error of A.bind.
            if n > allowed[cid] > 0:
                evidence = {"seat": seat, "card": cid, "count": n, "allowed": allowed[cid]}
                self.ctx.flag(C.SNAPSHOT_NOT_IN_DECK, evidence, players=[seat])

    def _deck_out(self, seat: str) -> None:
        """decisions.md DM 5 (policy `deck_out`): a deck at 0 loses at once, a state-based action done in any
        position between actions. The table still has the player in: report it and go on with the table,
        marking the deck-out as seen so the engine does not apply it at the next move of the deck."""
        state = self.state
        if state.players[seat].zones["deck"].count > 0:
            return
        state.extra[f"deck_out:{seat}"] = True
        if A.policy(state, self.ctx, "deck_out", [seat]) == "empty_deck":
            self.ctx.flag(C.SNAPSHOT_DECK_OUT, {"seat": seat}, players=[seat])

    def _turn_order(self, remaining: list[str]) -> None:
        """600.7: turns go clockwise from the starting player. Without eliminations the turn number fixes
        the turn player (with one, the log does not show when it happened, so nothing is judged)."""
        state = self.state
        seats = state.seating
        start = seats.index(state.first_player)
        order = [seats[(start + k) % len(seats)] for k in range(state.turn)]
        for seat in order[:-1]:  # the earlier turns (exact without eliminations; with one, a bound)
            state.players[seat].turns_taken += 1
        tp = state.turn_player or seats[0]
        state.players[tp].turns_taken += 1
        if not self.out and tp != order[-1]:
            evidence = {"turn": state.turn, "actor": tp, "expected": order[-1]}
            self.ctx.flag(C.TURN_ORDER, evidence, players=[tp])
        state.flags.first_turn = state.players[tp].turns_taken == 1

    def _flags(self) -> None:
        state, snap = self.state, self.snap
        raw = snap.get("this_turn", {})
        if not isinstance(raw, dict):
            raise _bad(".this_turn", "this_turn is an object.", "this_turnはオブジェクトです。")
        keys = THIS_TURN_KEYS | (COMMANDER_TURN_KEYS if _commander_rules(state) else frozenset())
        _known_keys(raw, keys, ".this_turn")
        now = STEP_INDEX[state.step]
        flags = state.flags
        for key, since in (("drawn", "draw"), ("charged", "charge")):
            value = raw.get(key)
            if value is not None and _count(value) is None:
                raise _bad(f".this_turn.{key}", "a number of cards.", "枚数は整数です。")
            if now < STEP_INDEX[since]:
                if value:
                    raise _bad(
                        f".this_turn.{key}",
                        f"the {since} step has not come yet in the {state.step} step.",
                        f"{state.step}ステップではまだ{since}ステップが来ていません。",
                    )
                value = 0  # its step has not come yet this turn
            setattr(flags, key, value or 0)
            if value is None:
                state.extra[SNAP_DRAWN if key == "drawn" else SNAP_CHARGED] = state.turn
        entered = raw.get("entered")
        if entered is None and state.step != "start":
            # Which cards came in this turn is not known: none is assumed to have, and a check that
            # turns on it (summoning sickness) asks for a ruling.
            for p in state.players.values():
                for name in ("battle", "mana"):
                    for card in p.zones[name].cards.values():
                        card.entered = UNKNOWN_ENTERED
        elif entered is not None:
            if not isinstance(entered, list) or not all(isinstance(i, str) for i in entered):
                raise _bad(".this_turn.entered", "a list of instance ids.", "個体IDのリストです。")
            for iid in entered:
                where = state.find(iid)
                if where is None or where[1] not in ("battle", "mana"):
                    raise _bad(
                        ".this_turn.entered",
                        f"{iid} is not in a battle or mana zone of the snapshot.",
                        f"{iid}は途中局面のバトルゾーンにもマナゾーンにもありません。",
                    )
                state.players[where[0]].zones[where[1]].cards[iid].entered = state.turn
        if _commander_rules(state):
            self._commander_flags(raw, now)

    def _commander_flags(self, raw: dict[str, Any], now: int) -> None:
        state = self.state
        names = raw.get("used_names")
        if names is None and state.step != "start":
            state.extra[SNAP_NAMES] = state.turn
        elif names is not None:
            if not isinstance(names, dict) or not all(
                s in state.players and isinstance(v, list) and all(isinstance(n, str) for n in v)
                for s, v in names.items()
            ):
                raise _bad(
                    ".this_turn.used_names",
                    "used_names maps a seat to the names (or card ids) it used this turn.",
                    "used_namesは席からこのターンに使ったカード名（またはカードID）への対応です。",
                )
            used = state.extra.setdefault("edh:names", {})
            for seat, listed in names.items():
                used[(seat, state.turn)] = {state.defs[n].name if n in state.defs else n for n in listed}
        drawn = raw.get("commander_drawn")
        if drawn is not None and not isinstance(drawn, bool):
            raise _bad(".this_turn.commander_drawn", "true or false.", "trueかfalseです。")
        if now < STEP_INDEX["attack"]:
            if drawn:
                raise _bad(
                    ".this_turn.commander_drawn",
                    "the commander draws at the end of an attack (701.16), and the attack step has not come yet.",
                    "統率者の効果は攻撃の終わりに引きます（701.16）が、まだ攻撃ステップではありません。",
                )
            drawn = False  # 701.16 draws at the end of an attack
        if drawn is None:
            state.extra[SNAP_CMD_DRAW] = state.turn
        elif drawn and state.turn_player is not None:
            state.extra.setdefault("edh:drawn", {})[state.turn_player] = state.turn


def load_snapshot(state: DMState, header: dict[str, Any], ctx: Context) -> None:
    snap = header["snapshot"]
    if not isinstance(snap, dict):
        raise _bad("", "the snapshot is an object.", "途中局面の記録はオブジェクトです。")
    _Loader(state, snap, ctx).load()


# --- the engine's state as a snapshot --------------------------------------------------------------
def snapshot_of(state: DMState) -> dict[str, Any]:
    """The snapshot of a position between two actions: what `load_snapshot` reads back to the same state."""

    def show(card: Card, tapped: bool = False) -> dict[str, Any]:
        shown: dict[str, Any] = {"iid": card.iid, "card": state.ids.get(card.iid)}
        return shown | ({"tapped": card.tapped} if tapped else {})

    players: dict[str, Any] = {}
    entered: list[str] = []
    for seat in state.seating:
        p = state.players[seat]
        if not p.in_game:
            players[seat] = {"out": p.why_out or "left"}
            continue
        zones: dict[str, Any] = {}
        for name in (*HIDDEN, *PILES):
            z = p.zones[name]
            zones[name] = {"count": z.count, "cards": [show(c) for c in z.cards.values()]}
        for name in PUBLIC:
            zones[name] = [show(c, name in ("mana", "battle")) for c in p.zones[name].cards.values()]
            if name in ("mana", "battle"):
                entered += [c.iid for c in p.zones[name].cards.values() if c.entered == state.turn]
        if _commander_rules(state):
            zones["command"] = [show(c) for c in p.zones["command"].cards.values()]
            moves = state.extra.get("edh:moves", {})
            zones["commander_moves"] = {
                iid: moves.get(iid, 0) for iid, owner in sorted(_commanders(state).items()) if owner == seat
            }
        players[seat] = zones
    this_turn: dict[str, Any] = {
        "drawn": state.flags.drawn,
        "charged": state.flags.charged,
        "entered": entered,
    }
    if _commander_rules(state):
        used = state.extra.get("edh:names", {})
        this_turn["used_names"] = {
            seat: sorted(used.get((seat, state.turn), set()))
            for seat in state.seating
            if used.get((seat, state.turn))
        }
        this_turn["commander_drawn"] = state.extra.get("edh:drawn", {}).get(state.turn_player) == state.turn
    out: dict[str, Any] = {
        "turn": state.turn,
        "phase": state.step,
        "turn_players": [state.turn_player],
        "this_turn": this_turn,
        "players": players,
    }
    waiting = state.extra.get(PENDING)
    if waiting:
        out["waiting"] = [{"card": iid, "ability": ability.id} for iid, ability, _seat, _turn in waiting]
    return out


def _named(raw: Any) -> bool:
    """The snapshot gives the card's id (bound or not: an unknown id is its own log error)."""
    return isinstance(raw, dict) and isinstance(raw.get("card"), str)
