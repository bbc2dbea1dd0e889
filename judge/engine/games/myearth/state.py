"""The MyEarth game state: the two sides (5, 6), their fields, hands, decks and discards, and the
bookkeeping the rule processes need between entries (pending survival checks, the support チェーン,
the per-turn records the two-turn stalemate compares).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.games.myearth.cards import CONFRONTATION, CardDef

# Not in the rulebook (34, 48 and 49 only speak of recording it): 20 is the product's default, not a
# rulebook value. An event may set another value through `options.starting_life`.
DEFAULT_STARTING_LIFE = 20
HAND_LIMIT = 5  # 98
# The `unknown` of a needs_ruling finding whose check depends on a fact a mid-game snapshot left out.
BEFORE_SNAPSHOT = "whether it was already done in this 番 or 対決 before the snapshot"
OPENING_HAND = 5  # 71


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
    # The part of strength_mod from effects declared to last while on the field (duration "field"); the
    # rest lasts through the 対決 only (122, 130; decision MyEarth 2) and ends with the turn.
    lasting_mod: int = 0
    # Strength changes this card's effect gave "while it stays on the field" (duration `field`): they end
    # when it leaves (a 【ss】 card replaced under 272, a 対決 card discarded).
    gave: dict[str, int] = field(default_factory=dict)
    target: str | None = None  # a support's chosen target (253)
    targets: list[str] = field(default_factory=list)  # every field target it chose (252, 253)
    ss: bool = False


@dataclass(slots=True)
class Side:
    key: str
    colour: str | None
    seats: set[str]
    deck: int
    hand: int = 0
    discard: Counter[str] = field(default_factory=Counter)
    removed: Counter[str] = field(default_factory=Counter)  # 14: removed from the game, set apart face up
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
    # Cards a snapshot named in the hand, as (iid, card id), either may be None; kept while the log's
    # entries account for them, forgotten as soon as they may not (the hand itself stays a count, 8).
    hand_known: list[tuple[str | None, str | None]] = field(default_factory=list)

    def confrontation_cards(self) -> list[FieldCard]:
        return [c for c in self.board.values() if c.kind == CONFRONTATION]


@dataclass(slots=True)
class SurvivalRecord:
    """A survival check as the owner announced it (213), with the position before it for a redo (218)."""

    owner: str
    before: Side
    pending: str | None
    scope: set[str]
    mistaken: bool


@dataclass(slots=True)
class MyEarthState:
    defs: dict[str, CardDef]
    sides: dict[str, Side]
    seat_side: dict[str, str]
    order: list[str]  # [先攻, 後攻] side keys for the current turn
    turn: int = 0
    stage: str = "setup"
    order_decided: bool = False
    # None in drawn, discarded, announced and the 対決's support-window fields: a mid-game snapshot did
    # not say, so a check that depends on it is needs_ruling (snapshot.py).
    drawn: bool | None = False
    discarded: bool | None = False
    # 96: the 番 began with nothing to draw (an empty deck, or the hand at the limit), so the draw of 0 was
    # deemed made at its first act (turns.deem_draw) and `drawn` is True; no `draw` is logged yet. A later
    # `draw` of 0 is that draw written late (it clears this); one that takes a card is a second draw.
    deemed_drawn: bool = False
    ended: set[str] = field(default_factory=set)
    chain: list[tuple[str, str]] = field(default_factory=list)  # (support iid, side key), bottom first
    chain_open: bool = False
    announced: dict[str, int] | None = field(default_factory=dict)
    # Whether this log records the totals told (an `announce` entry, or a snapshot's `announced`): a log
    # from before `announce` was checked, which never records them, is not read as skipping them.
    announces_logged: bool = False
    # A support card played in the 対決 before any total was told in a log that had recorded none yet:
    # (seq, seat, side key, turn), judged once the 対決's first `announce` shows the log records them.
    support_before_totals: tuple[int, str, str, int] | None = None
    conf_passes: int | None = 0
    conf_first_decided: bool | None = False
    conf_closed: bool | None = False
    # The side whose support decision in the 対決 came last (260, 261: the decisions alternate); None
    # before the first one or when a snapshot did not say.
    conf_last: str | None = None
    # 125: a support card was played in this 対決, so the totals told again after the window are a new
    # round (先攻 first); the closing resets `announced` for it. Telling them again stays optional
    # (docs/log-format-myearth.md; see the round-5 gap on 125).
    conf_supported: bool = False
    pending_survival: dict[str, str] = field(default_factory=dict)  # side key -> card that left
    survival_scope: dict[str, set[str]] = field(default_factory=dict)  # side key -> cards of hit groups
    separate_checks: set[str] = field(default_factory=set)  # sides owing a check started by 222
    pending_zero: dict[str, tuple[str, int]] = field(default_factory=dict)  # iid -> (side, strength)
    snapshots: list[tuple[Any, ...]] = field(default_factory=list)
    hidden_moves: list[bool] = field(default_factory=list)  # per turn: hand or deck touched unseen
    hidden_now: bool = False
    stalemate_flagged: bool = False
    from_snapshot: bool = False  # the replay began at a mid-game snapshot (turns before it unseen)
    starting_life: int = DEFAULT_STARTING_LIFE
    barred: set[str] = field(default_factory=set)  # 78: members barred from this game
    # The event's options as policies.py reads them: `{"policies": {name: choice}}` from the header.
    options: dict[str, Any] = field(default_factory=dict)
    late: set[str] = field(default_factory=set)  # 77: not members when the opening hands were drawn
    bio: dict[str, str] = field(default_factory=dict)  # バイオエタノール iid -> support it brought
    # Supports 『バイオエタノール』 brought whose own effect comes next (269); a log that does not show it
    # resolving is not faulted for that (the format left it unsaid before).
    brought_waiting: set[str] = field(default_factory=set)
    removed_iids: set[str] = field(default_factory=set)  # field cards removed from the game (14)
    cancelled: set[str] = field(default_factory=set)  # バイオエタノール cancelled by 続かない活動 (270)
    fired: set[tuple[str, str]] = field(default_factory=set)  # (field card, ability) effects fired (230)
    resolved: set[str] = field(default_factory=set)  # support cards whose effect was resolved (248)
    # 227, 273: effects that work when their card leaves the field, owed by a card that just left:
    # (card, card id, ability id, owner side key).
    away_due: list[tuple[str, str, str, str]] = field(default_factory=list)
    # 231: the same for effects that work when a 対決 card is put into the discard, whatever put it there.
    discard_due: list[tuple[str, str, str, str]] = field(default_factory=list)
    countered: set[str] = field(default_factory=set)  # supports a declared 'cancel' effect cancelled
    ss_voided: set[str] = field(default_factory=set)  # 【ss】 replaced while waiting in the チェーン (272)
    shuffle_owed: dict[str, str] = field(default_factory=dict)  # deck's side key -> effect card (234)
    warnings: Counter[str] = field(default_factory=Counter)  # side key -> judge's warnings (287)
    # 213-218: the survival check awaiting the opponent's approval or objection, and a redo owed.
    survival_open: SurvivalRecord | None = None
    redo_owed: SurvivalRecord | None = None
    over: bool = False
    over_why: str = ""
    winners: list[str] = field(default_factory=list)
    continued_reported: bool = False
    # 227: a 対決 card's effect fires at once when the card is played: (card, ability) played in this log
    # whose `effect` entry has not come yet (the recorder offers it next).
    effects_due: list[tuple[str, str]] = field(default_factory=list)
    # The card whose effect text (not modelled) has just taken effect: the table may record the field cards
    # it moves (`leave`) before the game goes on.
    effect_by: str | None = None
    result_recorded: bool = False  # a `result` entry closed the record (the recorder offers nothing more)

    def side_of(self, seat: str | None) -> Side | None:
        key = self.seat_side.get(seat or "")
        return self.sides.get(key) if key else None

    def opponent(self, key: str) -> Side:
        return next(s for k, s in self.sides.items() if k != key)

    def card_def(self, ref: Any) -> CardDef | None:
        cid = split_ref(ref)[1]
        return self.defs.get(cid) if cid else None
