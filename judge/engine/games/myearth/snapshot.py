"""Mid-game snapshots: start the replay from the position a late judge finds at the table.

The snapshot keeps the shared shape (`turn`, `phase`, `turn_players`, `this_turn`, `players` -> zones,
hidden zones as counts) with the MyEarth rulebook's zones: per player (one person or a whole team, 6)
the `deck` (山札, 7) and the `hand` (手札, 8) as `{"count": n, "cards": [known cards]}`, the `discard`
(捨て場, 9, 13) and the cards `removed` from the game (14) as card lists, the Earth Life `life` (34), and
the `field` (場, 10): its `sources`, its `groups` (each a chain of 対決 cards bottom first, 29, 166, with
the sources each card is stacked on, 22, 119) and the `supports` on it. A turn's phases are its three
stages (18, 81): the 先攻's 番 `first`, the 後攻's 番 `second` and the `confrontation` (対決);
`turn_players` names the 先攻 and the 後攻 of the turn (35), which from turn 2 on follow from the last
対決 (86, 87), so a snapshot past turn 1 must give them. See docs/log-format-myearth.md.

A snapshot is a position between two actions: no support waits in a チェーン and the processes the rules
run at once (162: strength 0; 184-186: the survival check) are done. `load_snapshot` checks that the
position is one the rules allow (each problem a finding with seq None) and raises a header error when the
snapshot contradicts itself or the format. `snapshot_of` writes the engine's state as a snapshot (for a
recorder, and to test that a replay cut anywhere gives the same findings).
"""

from __future__ import annotations

from collections import Counter
from itertools import pairwise
from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.gamekit import positive_counts
from judge.engine.core.snapshotkit import SnapshotReader, count_of
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.board import (
    card_group,
    fmt_counts,
    group_cost,
    group_sources,
    source_attributes,
    stack_card,
    strength_total,
)
from judge.engine.games.myearth.cards import CONFRONTATION, SOURCE, SPECIAL, SUPPORT, norm_attr
from judge.engine.games.myearth.processes import record_turn
from judge.engine.games.myearth.state import FieldCard, MyEarthState, Side

STAGES = {"first": "ban0", "second": "ban1", "confrontation": "conf"}
PHASES = {stage: phase for phase, stage in STAGES.items()}
# this_turn facts by phase: the 番's draw (95, 96) and end-of-番 discard (106, 107), and whether the 番
# began with nothing to draw, so that the draw of 0 was deemed made at its first act (96: `deemed_drawn`); in
# the 対決 the announcements of the current round (122, 125), whether the first support decision was made
# (124) and the declines in a row since the last support card (262: two close the window).
THIS_TURN = {
    "first": frozenset({"drawn", "discarded", "deemed_drawn"}),
    "second": frozenset({"drawn", "discarded", "deemed_drawn"}),
    "confrontation": frozenset({"announced", "supports_decided", "declines"}),
}
# A misspelt zone would silently lose its cards (or a misspelt fact turn a known fact into an unknown
# one), so names outside the format are header errors.
PLAYER_KEYS = frozenset({"life", "deck", "hand", "discard", "removed", "field"})
FIELD_KEYS = frozenset({"sources", "groups", "supports"})
SOURCE_KEYS = frozenset({"iid", "card", "attribute", "used", "released"})
STACKED_KEYS = frozenset({"iid", "card", "sources", "strength"})
KIND_JA = {
    SOURCE: "みなもと",
    SPECIAL: "特別みなもと",
    CONFRONTATION: "対決カード",
    SUPPORT: "サポートカード",
}
WHERE = {
    SOURCE: ("sources", "みなもと"),
    CONFRONTATION: ("groups", "グループ"),
    SUPPORT: ("support cards", "サポートカード"),
}


_KIT = SnapshotReader("myearth")
_bad, _known_keys, _hidden = _KIT.bad, _KIT.known_keys, _KIT.hidden
_count = count_of


def _side_of(state: MyEarthState, seat: Any) -> str | None:
    return state.seat_side.get(seat) if isinstance(seat, str) else None


def _object(raw: Any, path: str, what: str, what_ja: str) -> dict[str, Any]:
    if not isinstance(raw, dict):
        raise _bad(path, f"{what} is an object.", f"{what_ja}はオブジェクトです。")
    return raw


def _known_hand_card(raw: Any) -> tuple[str | None, str | None]:
    """A known hand card as (iid, card id): a bare card id, an iid, or {"iid", "card"} (already checked)."""
    if isinstance(raw, str):
        return (raw, None) if ":" in raw else (None, raw)
    return raw.get("iid"), raw.get("card")


def _list(raw: Any, path: str) -> list[Any]:
    if raw is None:
        return []
    if not isinstance(raw, list):
        raise _bad(path, "a public zone lists its cards.", "公開領域はカードを列挙します。")
    return raw


class _Loader:
    def __init__(
        self, state: MyEarthState, snap: dict[str, Any], header: dict[str, Any], ctx: Context
    ) -> None:
        self.state, self.snap, self.header, self.ctx = state, snap, header, ctx
        self.seen: set[str] = set()
        self.listed: Counter[str] = Counter()  # cards accounted for per side (4, 10, 14)
        self.owned: dict[str, Counter[str]] = {key: Counter() for key in state.sides}

    # --- the position ------------------------------------------------------------------------------
    def load(self) -> None:
        state, snap = self.state, self.snap
        _known_keys(snap, frozenset({"turn", "phase", "turn_players", "this_turn", "players"}), "")
        turn, phase = snap.get("turn"), snap.get("phase")
        if _count(turn) is None or turn < 1:
            raise _bad(".turn", "the turn is a number from 1.", "ターンは1以上の整数です。")
        if phase not in STAGES:
            raise _bad(
                ".phase",
                f"phase {phase!r} is not one of {', '.join(STAGES)}.",
                f"フェイズ{phase!r}はありません（first, second, confrontation）。",
            )
        state.turn, state.stage = turn, STAGES[phase]
        self._order(turn)
        players = snap.get("players")
        sides = {state.seat_side.get(seat) for seat in players} if isinstance(players, dict) else set()
        if not isinstance(players, dict) or len(players) != 2 or sides != set(state.sides):
            raise _bad(
                ".players",
                "describe the two sides, each under one seat of the side.",
                "2つの側を、それぞれその側の席1つで記載してください。",
            )
        for seat, zones in players.items():
            side = state.sides[state.seat_side[seat]]
            self._player(
                side, _object(zones, f".players.{seat}", "a player", "プレイヤー"), f".players.{seat}"
            )
        for side in state.sides.values():
            side.shuffled = side.opening_drawn = side.mulligan_decided = True  # the setup (64-73) is over
            self._count_check(side)
        state.order_decided = True
        self._facts(phase)
        self._settled()
        if state.stage == "ban0" and state.drawn is False and not state.discarded:
            # The start of a turn, before its first draw: the position the turn's change is measured
            # from, so a stalemate (145) can count this turn as the first unchanged one. After the
            # end-of-番 discard (one made before a draw still owed) or a draw deemed made at the 番's first
            # act (96, `drawn` then True) the turn has changed already: the count starts at its end, as for
            # any snapshot later in a turn.
            record_turn(state)

    def _order(self, turn: int) -> None:
        """35: the 先攻 and 後攻 of this turn, given as seats (one is enough: the 先攻)."""
        state = self.state
        raw = self.snap.get("turn_players")
        if raw is None and turn == 1:
            return  # the header's first_player, as for a full log
        keys = [_side_of(state, s) for s in raw] if isinstance(raw, list) else []
        if not 1 <= len(keys) <= 2 or None in keys or len(set(keys)) != len(keys):
            raise _bad(
                ".turn_players",
                "name the 先攻's seat, then optionally the 後攻's (35); from turn 2 on they follow from the last 対決 (86, 87), which the snapshot does not show.",
                "先攻の席（続けて後攻の席）を指定してください（35項）。2ターン目以降は前の対決で決まるため、記載が必要です。",
            )
        first = str(keys[0])
        state.order = [first, state.opponent(first).key]

    def _player(self, side: Side, zones: dict[str, Any], path: str) -> None:
        _known_keys(zones, PLAYER_KEYS, path)
        life = _count(zones.get("life"))
        if life is None:
            raise _bad(
                f"{path}.life",
                "give the Earth Life, a number from 0 (34, 140).",
                "地球ライフを0以上の整数で記載してください（34項・140項）。",
            )
        side.life = life
        side.deck, known = _hidden(zones.get("deck", {"count": 0}), f"{path}.deck")
        for raw in known:
            self._hidden_card(raw, side, f"{path}.deck")
        self.listed[side.key] += side.deck
        side.hand, known = _hidden(zones.get("hand", {"count": 0}), f"{path}.hand")
        for raw in known:
            self._hidden_card(raw, side, f"{path}.hand")
            side.hand_known.append(_known_hand_card(raw))
        self.listed[side.key] += side.hand
        for zone, pile in (("discard", side.discard), ("removed", side.removed)):
            for raw in _list(zones.get(zone), f"{path}.{zone}"):
                owner, cid = self._public_card(raw, side, f"{path}.{zone}")
                pile[cid] += 1
                self._own(owner, cid)
        field = _object(zones.get("field", {}), f"{path}.field", "the field", "場")
        _known_keys(field, FIELD_KEYS, f"{path}.field")
        self._sources(side, _list(field.get("sources"), f"{path}.field.sources"), f"{path}.field.sources")
        groups = _list(field.get("groups"), f"{path}.field.groups")
        for i, group in enumerate(groups):
            self._group(side, _list(group, f"{path}.field.groups[{i}]"), f"{path}.field.groups[{i}]")
        for raw in _list(field.get("supports"), f"{path}.field.supports"):
            card = self._stacked(side, raw, SUPPORT, f"{path}.field.supports")
            d = self.state.defs.get(card.cid or "")
            card.ss = d is not None and d.support == "ss"

    # --- cards -------------------------------------------------------------------------------------
    def _owner(self, iid: str, path: str) -> str:
        key = self.state.seat_side.get(iid.split(":", 1)[0]) if ":" in iid else None
        if key is None:
            raise _bad(
                path,
                f"card {iid} needs an instance id '<seat>:<name>' of a seated player.",
                f"{iid}には着席しているプレイヤーの'<席>:<名前>'の個体IDが必要です。",
            )
        if iid in self.seen:
            raise _bad(path, f"card {iid} is listed twice.", f"{iid}が2回記載されています。")
        self.seen.add(iid)
        return key

    def _own(self, owner: str, cid: str | None) -> None:
        self.listed[owner] += 1
        if cid is not None:
            self.owned[owner][cid] += 1

    def _hidden_card(self, raw: Any, side: Side, path: str) -> None:
        """A known card of a hidden zone: `{"iid", "card"}` or its card id. It is already counted."""
        if isinstance(raw, str) and ":" not in raw:
            self.owned[side.key][raw] += 1
            return
        iid = raw.get("iid") if isinstance(raw, dict) else raw
        cid = raw.get("card") if isinstance(raw, dict) else None
        if not isinstance(iid, str) or (cid is not None and not isinstance(cid, str)):
            raise _bad(
                path, "a card is {'iid', 'card'} or a card id.", "カードは{'iid', 'card'}かカードIDです。"
            )
        owner = self._owner(iid, path)
        if cid is not None:
            self.owned[owner][cid] += 1

    def _public_card(self, raw: Any, side: Side, path: str) -> tuple[str, str]:
        """A card of a public zone (9, 14): its card id, or `{"iid", "card"}` with the card id given."""
        if isinstance(raw, str) and ":" not in raw:
            return side.key, raw
        iid = raw.get("iid") if isinstance(raw, dict) else None
        cid = raw.get("card") if isinstance(raw, dict) else None
        if not isinstance(iid, str) or not isinstance(cid, str):
            raise _bad(
                path,
                "a card in a public zone is {'iid', 'card'} with its card id, or the card id.",
                "公開領域のカードは、カードID付きの{'iid', 'card'}かカードIDです。",
            )
        return self._owner(iid, path), cid

    def _field_card(
        self, raw: Any, side: Side, keys: frozenset[str], path: str
    ) -> tuple[str, str, dict[str, Any]]:
        if not isinstance(raw, dict):
            raise _bad(
                path,
                "a field card is an object with 'iid' and 'card'.",
                "場のカードは'iid'と'card'を持つオブジェクトです。",
            )
        _known_keys(raw, keys, path)
        owner, cid = self._public_card(raw, side, path)  # the field is public (52, 115)
        self._own(owner, cid)
        return raw["iid"], cid, raw

    def _sources(self, side: Side, raws: list[Any], path: str) -> None:
        for raw in raws:
            iid, cid, raw = self._field_card(raw, side, SOURCE_KEYS, path)
            d = self.state.defs.get(cid)
            declared = raw.get("attribute")
            attr = norm_attr(declared) if declared is not None else None
            if declared is None and d is not None:
                if len(d.attributes) > 1:
                    raise _bad(
                        path,
                        f"the special source {iid} has two attributes: give the one declared when it was played (113).",
                        f"特別みなもと{iid}は出す時に決めた属性を記載してください（113項）。",
                    )
                attr = d.attributes[0] if d.attributes else None
            for flag in ("used", "released"):
                if not isinstance(raw.get(flag, False), bool):
                    raise _bad(path, f"'{flag}' is true or false.", f"'{flag}'はtrueかfalseです。")
            side.board[iid] = FieldCard(iid, cid, SOURCE, attribute=attr)
            if raw.get("used") or raw.get("released"):
                side.used.add(iid)  # 23
            if raw.get("released"):
                side.freed_by_survival.add(iid)  # 209, product decision MyEarth 3
            if d is None:
                continue
            if d.type not in (SOURCE, SPECIAL):
                self._improper(side, iid, d.type or d.raw_type, SOURCE)
            elif attr is None or attr not in d.attributes:
                evidence = {
                    "seat": side.key,
                    "card": iid,
                    "attribute": declared,
                    "attributes": "/".join(d.attributes),
                }
                self.ctx.flag(C.SOURCE_ATTRIBUTE, evidence, cards=[iid], players=[side.key])

    def _stacked(self, side: Side, raw: Any, kind: str, path: str) -> FieldCard:
        """A 対決 or support card and the sources it is stacked on (22, 119): sources of its own field."""
        iid, cid, raw = self._field_card(raw, side, STACKED_KEYS, path)
        sources = raw.get("sources", [])
        strength = raw.get("strength", 0)
        if not isinstance(sources, list) or not isinstance(strength, int) or isinstance(strength, bool):
            raise _bad(
                path,
                f"{iid}: 'sources' lists source ids and 'strength' is a number.",
                f"{iid}：'sources'はみなもとの一覧、'strength'は整数です。",
            )
        for s in sources:
            src = side.board.get(s) if isinstance(s, str) else None
            if src is None or src.kind != SOURCE:
                raise _bad(
                    path,
                    f"{iid} is stacked on {s!r}, which is not among the field's sources.",
                    f"{iid}が重なる{s!r}は場のみなもとにありません。",
                )
            if s in side.under:
                raise _bad(
                    path, f"the source {s} is under two cards.", f"みなもと{s}が2枚のカードの下にあります。"
                )
            if s in side.freed_by_survival:
                raise _bad(
                    path,
                    f"the source {s} is stacked on and also released.",
                    f"みなもと{s}は重なっているのに解除されています。",
                )
        card = FieldCard(iid, cid, kind, strength_mod=strength)
        stack_card(side, card, list(sources))
        d = self.state.defs.get(cid)
        if d is not None and d.type != kind:
            self._improper(side, iid, d.type or d.raw_type, kind)
        return card

    def _group(self, side: Side, raws: list[Any], path: str) -> None:
        below: FieldCard | None = None
        for raw in raws:
            card = self._stacked(side, raw, CONFRONTATION, path)
            d = self.state.defs.get(card.cid or "")
            if d is not None:
                # 227, 230: a card on the field at the snapshot was played before it; its effect on being
                # played had its one occasion then, so an `effect` entry firing it again is a second time.
                self.state.fired.update(
                    (card.iid, a.id)
                    for a in d.abilities
                    if a.kind == "effect" and (a.trigger is None or a.trigger.event == "played")
                )
            if below is not None:
                card.below, below.above = below.iid, card.iid
            below = card

    def _improper(self, side: Side, iid: str, kind: str, zone: str) -> None:
        where, where_ja = WHERE[zone]
        evidence = {"seat": side.key, "card": iid, "type": kind, "where": where, "where_ja": where_ja}
        self.ctx.flag(C.SNAPSHOT_IMPROPER, evidence, cards=[iid], players=[side.key])

    # --- what the position must satisfy as a whole -----------------------------------------------------
    def _count_check(self, side: Side) -> None:
        allowed = positive_counts(self.header["decklists"][side.key].get("main"))
        expected = sum(allowed.values())
        if self.listed[side.key] != expected:
            evidence = {"seat": side.key, "count": self.listed[side.key], "expected": expected}
            self.ctx.flag(C.SNAPSHOT_CARD_COUNT, evidence, players=[side.key])
        for cid, n in sorted(self.owned[side.key].items()):
            if n > allowed[cid]:
                evidence = {"seat": side.key, "card": cid, "count": n, "allowed": allowed[cid]}
                self.ctx.flag(C.SNAPSHOT_NOT_IN_DECK, evidence, players=[side.key])

    def _facts(self, phase: str) -> None:
        """this_turn: a fact the snapshot leaves out is unknown (None), and its checks are needs_ruling."""
        state = self.state
        raw = _object(self.snap.get("this_turn", {}), ".this_turn", "this_turn", "this_turn")
        _known_keys(raw, THIS_TURN[phase], ".this_turn")
        for key in ("drawn", "discarded", "deemed_drawn", "supports_decided"):
            if raw.get(key) is not None and not isinstance(raw[key], bool):
                raise _bad(f".this_turn.{key}", "a fact is true or false.", "記録はtrueかfalseです。")
        if phase != "confrontation":
            state.drawn, state.discarded = raw.get("drawn"), raw.get("discarded")
            if raw.get("deemed_drawn"):
                # 96: the 番 began with nothing to draw, so the draw of 0 was deemed made at its first act
                # (its release of used sources, 92, is in the sources' `used`); no draw is logged yet
                # ("drawn": false), and `discarded` says whether the end-of-番 discard was made since.
                if state.drawn is not False or state.discarded is None:
                    raise _bad(
                        ".this_turn.deemed_drawn",
                        'a draw deemed made (96) goes with "drawn": false and "discarded" true or false.',
                        '行われたとみなされたドロー（96項）は"drawn": falseと"discarded"（trueかfalse）とともに記載します。',
                    )
                state.drawn = state.deemed_drawn = True
            elif state.drawn is False and state.discarded is None:
                # 95, 106: the end-of-番 discard comes after the draw, so a 番 whose draw is still owed
                # has not made it; only a snapshot after the draw leaves the discard unknown.
                state.discarded = False
            return
        announced = raw.get("announced")
        if announced is None:
            state.announced = None
        else:
            keys = [_side_of(state, s) for s in announced] if isinstance(announced, list) else [None]
            if None in keys:
                raise _bad(
                    ".this_turn.announced",
                    "list the seats that announced their total.",
                    "合計点数を伝えた席を列挙してください。",
                )
            state.announced = {k: strength_total(state, state.sides[k]) for k in keys if k is not None}
            state.announces_logged = True
        declines, decided = raw.get("declines"), raw.get("supports_decided")
        if declines is not None and (_count(declines) is None or declines > 2):
            raise _bad(
                ".this_turn.declines",
                "the declines in a row are 0, 1 or 2 (262).",
                "連続した不使用の意思表示は0～2回です（262項）。",
            )
        if decided is False and declines:
            raise _bad(
                ".this_turn.declines",
                "a decline is a support decision, so supports_decided is true.",
                "不使用の意思表示も使用意思の決定です。",
            )
        state.conf_first_decided = True if declines else decided
        if declines is None and decided is False:
            declines = 0  # no decision yet, so no decline either
        state.conf_passes = declines
        state.conf_closed = None if declines is None else declines >= 2

    def _settled(self) -> None:
        """The rules' own processes a position between actions has already run: a 対決 card at strength 0
        is discarded at once (162), a group that no longer meets its cost leaves in the survival check
        (158, 186), and an ordinary support card goes to the discard once resolved (product decision
        MyEarth 2); at most one 【ss】 card stays on the fields (272, product decision MyEarth 4)."""
        state, ctx = self.state, self.ctx
        ss: list[str] = []
        for side in state.sides.values():
            for card in list(side.board.values()):
                d = state.defs.get(card.cid or "")
                if d is None:
                    continue
                if card.kind == CONFRONTATION == d.type and d.strength + card.strength_mod <= 0:
                    evidence = {
                        "seat": side.key,
                        "card": card.iid,
                        "strength": d.strength + card.strength_mod,
                    }
                    ctx.flag(C.STRENGTH_ZERO, evidence, cards=[card.iid], players=[side.key])
                if card.kind == SUPPORT and d.type == SUPPORT:
                    if card.ss:
                        ss.append(card.iid)
                    else:
                        ctx.flag(
                            C.SUPPORT_AFTERLIFE, {"card": card.iid}, cards=[card.iid], players=[side.key]
                        )
                if card.kind == CONFRONTATION and card.below is None:
                    self._group_check(side, card_group(side, card.iid))
        if len(ss) > 1:
            ctx.flag(C.SNAPSHOT_SS_CARDS, {"count": len(ss), "cards": ", ".join(ss)}, cards=ss)
        if any(s.life <= 0 for s in state.sides.values()):
            zero = [k for k, s in state.sides.items() if s.life <= 0]
            state.over = True  # 142, 144: the game is already over
            state.over_why = (
                "Earth Life reached 0 (142)" if len(zero) == 1 else "both Earth Lives reached 0 (144)"
            )
            state.winners = [k for k in state.sides if k not in zero]

    def _group_check(self, side: Side, group: list[FieldCard]) -> None:
        state, ctx = self.state, self.ctx
        defs = [state.defs.get(c.cid or "") for c in group]
        known = [d for d in defs if d is not None and d.type == CONFRONTATION]
        if len(known) != len(group):
            return  # an unknown or improper card: already reported, and its cost means nothing
        for (ld, ud), upper in zip(pairwise(known), group[1:], strict=True):
            if ld.name not in ud.chain:
                evidence = {
                    "seat": side.key,
                    "card": upper.iid,
                    "under": ld.name,
                    "names": "/".join(ud.chain) or "none",
                }
                ctx.flag(C.CHAIN_NAME, evidence, cards=[upper.iid], players=[side.key])
        sources = group_sources(side, group)
        if any(side.board[s].attribute is None for s in sources):
            return
        need, needed = group_cost(state, group)
        paid = source_attributes(side, sources)
        top = group[-1].iid
        foreign = sorted(set(paid) - needed)
        if foreign:
            evidence = {"seat": side.key, "card": top, "attribute": foreign[0]}
            ctx.flag(C.CHAIN_FOREIGN_ATTRIBUTE, evidence, cards=[top], players=[side.key])
        elif len(sources) < need or any(paid[a] == 0 for a in needed):
            evidence = {"seat": side.key, "card": top, "paid": fmt_counts(paid), "cost": need}
            ctx.flag(C.SNAPSHOT_COST_UNMET, evidence, cards=[top], players=[side.key])


def load_snapshot(state: MyEarthState, header: dict[str, Any], ctx: Context) -> None:
    snap = header["snapshot"]
    if not isinstance(snap, dict):
        raise _bad("", "the snapshot is an object.", "途中局面の記録はオブジェクトです。")
    _Loader(state, snap, header, ctx).load()
    state.from_snapshot = True


# --- the engine's state as a snapshot --------------------------------------------------------------
def snapshot_of(state: MyEarthState) -> dict[str, Any]:
    """The snapshot of a position between two actions: what `load_snapshot` reads back to the same state.

    After a 対決 and before the next draw the game is between turns (82, 133); the snapshot then says the
    next turn's 先攻 has not drawn yet, which is the same position. After a 番's first act when there was
    nothing to draw (96), `"drawn": false` alone would read as a draw still owed: `deemed_drawn` says the
    draw of 0 was made then, though no draw entry records it."""
    if state.stage not in PHASES and state.stage != "between":
        raise ValueError(f"no snapshot of a game in stage {state.stage!r}: it is not in a turn")
    turn, stage = (state.turn + 1, "ban0") if state.stage == "between" else (state.turn, state.stage)
    this_turn: dict[str, Any]
    if stage == "conf":
        declines = 2 if state.conf_closed else state.conf_passes
        this_turn = {
            "announced": None
            if state.announced is None
            else [k for k in state.order if k in state.announced],
            "supports_decided": state.conf_first_decided,
            "declines": None if state.conf_closed is None else declines,
        }
    elif state.stage == "between":
        this_turn = {"drawn": False, "discarded": False}
    else:
        this_turn = {"drawn": state.drawn, "discarded": state.discarded}
        if state.deemed_drawn:
            # 96: the draw of 0 deemed made at the 番's first act, not logged yet ("drawn": false: no draw
            # entry; a late draw of 0 is still that draw). Written only then, so every other snapshot reads
            # as before; once the late draw of 0 is logged, "drawn": true says it all.
            this_turn = {"drawn": False, "discarded": state.discarded, "deemed_drawn": True}

    def stacked(c: FieldCard) -> dict[str, Any]:
        return {"iid": c.iid, "card": c.cid, "sources": list(c.sources)} | (
            {"strength": c.strength_mod} if c.strength_mod else {}
        )

    players: dict[str, Any] = {}
    for key, side in state.sides.items():
        sources = []
        for c in side.board.values():
            if c.kind != SOURCE:
                continue
            free = c.iid not in side.under
            sources.append(
                {"iid": c.iid, "card": c.cid, "attribute": c.attribute}
                | ({"used": c.iid in side.used} if free and c.iid not in side.freed_by_survival else {})
                | ({"released": True} if free and c.iid in side.freed_by_survival else {})
            )
        groups = [
            [stacked(g) for g in card_group(side, c.iid)]
            for c in side.board.values()
            if c.kind == CONFRONTATION and not (c.below and c.below in side.board)
        ]
        players[key] = {
            "life": side.life,
            "deck": {"count": side.deck},
            "hand": {"count": side.hand},
            "discard": sorted(side.discard.elements()),
            "removed": sorted(side.removed.elements()),
            "field": {
                "sources": sources,
                "groups": groups,
                "supports": [stacked(c) for c in side.board.values() if c.kind == SUPPORT],
            },
        }
    return {
        "turn": turn,
        "phase": PHASES[stage],
        "turn_players": list(state.order),
        "this_turn": {k: v for k, v in this_turn.items() if v is not None},
        "players": players,
    }
