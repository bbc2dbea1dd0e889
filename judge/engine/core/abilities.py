"""Card abilities: their declaration in the log header and the bookkeeping every engine needs to judge them.

There is no card database, so the header says what each card can do (``cards.<id>.abilities``). The
rulebooks share one machinery in their own words — an automatic ability whose trigger event happens becomes
*pending* (待機状態, once per time the event happens); at the next check timing its master must play it,
the turn player's first; a cost the player may decline makes it optional; targets are chosen in a given
number ("exactly n if possible" or "up to n") and re-checked on resolution; a continuous effect lasts
until its duration ends. This module holds that machinery. Each game supplies its vocabulary (kinds,
events, zones, durations, keywords) in an ``AbilityVocabulary``, decides which of its cards' abilities are
active where, maps its own conditions, and flags its own checks, citing its own clauses.

Free ``text`` on an ability is what the structure cannot say; a game makes only the checks that text
could touch ``needs_ruling`` and keeps judging everything else.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from judge.engine.core.errors import LogReadError

_EMPTY: Mapping[str, Any] = MappingProxyType({})

# Condition keys every game understands; a game adds its own through the vocabulary.
SHARED_TRIGGER_KEYS = frozenset({"card", "whose", "from", "to", "by"})
SHARED_TARGET_KEYS = frozenset()
WHOSE = frozenset({"own", "opponent", "any"})
CARD_SCOPES = frozenset({"self", "other", "any"})
ABILITY_KEYS = frozenset(
    {
        "id",
        "kind",
        "trigger",
        "optional",
        "once_per_turn",
        "cost",
        "targets",
        "duration",
        "keywords",
        "zone",
        "effect",
        "text",
    }
)


@dataclass(frozen=True, slots=True)
class TriggerSpec:
    """The trigger condition (誘発条件): an event from the game's list, narrowed by conditions."""

    event: str
    where: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)


@dataclass(frozen=True, slots=True)
class TargetSpec:
    """One group of targets (目標): where they are, whose, how many, and what they must be."""

    zone: str | None = None
    whose: str = "any"
    count: int = 1
    up_to: bool = False
    where: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)


@dataclass(frozen=True, slots=True)
class AbilityDef:
    id: str
    kind: str
    trigger: TriggerSpec | None = None
    optional: bool = False
    once_per_turn: bool = False
    cost: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    targets: tuple[TargetSpec, ...] = ()
    duration: str | None = None
    keywords: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    # The zone the ability works in (Rebirth 9.4.4, kaiju 10.3.4); None = the game's default for the card.
    zone: str | None = None
    # What resolving it does, in the game's own terms, when the structure can say it ({"draw": 1}).
    effect: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    # What the structure cannot say; checks this text could touch become needs_ruling.
    text: str | None = None

    @property
    def unmodelled(self) -> bool:
        return bool(self.text)


@dataclass(frozen=True, slots=True)
class AbilityVocabulary:
    """A game's words for the shared machinery; anything else in a declaration is a header error."""

    game: str
    kinds: frozenset[str]
    triggered_kinds: frozenset[str]
    events: frozenset[str]
    zones: frozenset[str]
    durations: frozenset[str] = frozenset()
    keywords: frozenset[str] = frozenset()
    trigger_keys: frozenset[str] = frozenset()
    target_keys: frozenset[str] = frozenset()


# --- reading the header ------------------------------------------------------------------------------


def _fail(vocab: AbilityVocabulary, path: str, en: str, ja: str) -> LogReadError:
    return LogReadError(f"{vocab.game}.header", en, ja, path=path)


def _mapping(value: Any, vocab: AbilityVocabulary, path: str) -> Mapping[str, Any]:
    if value is None:
        return _EMPTY
    if not isinstance(value, dict):
        raise _fail(vocab, path, "Expected an object.", "オブジェクトが必要です。")
    return MappingProxyType(dict(value))


def _flag(value: Any, vocab: AbilityVocabulary, path: str) -> bool:
    if value is None:
        return False
    if not isinstance(value, bool):
        raise _fail(vocab, path, "Expected true or false.", "true か false が必要です。")
    return value


def _choice(value: Any, allowed: Iterable[str], vocab: AbilityVocabulary, path: str, what: str) -> str:
    allowed = sorted(allowed)
    if not isinstance(value, str) or value not in allowed:
        raise _fail(
            vocab,
            path,
            f"Unknown {what} {value!r}; known: {', '.join(allowed)}.",
            f"不明な{what} {value!r} です。使えるもの：{', '.join(allowed)}。",
        )
    return value


def _conditions(raw: Any, keys: frozenset[str], vocab: AbilityVocabulary, path: str) -> Mapping[str, Any]:
    where = _mapping(raw, vocab, path)
    unknown = sorted(set(where) - keys)
    if unknown:
        raise _fail(
            vocab,
            path,
            f"Unknown condition {', '.join(unknown)}; known: {', '.join(sorted(keys))}.",
            f"不明な条件 {', '.join(unknown)} です。",
        )
    if "whose" in where:
        _choice(where["whose"], WHOSE, vocab, f"{path}.whose", "owner")
    if "card" in where:
        _choice(where["card"], CARD_SCOPES, vocab, f"{path}.card", "card scope")
    for key in ("from", "to"):
        if key in where:
            zones = where[key] if isinstance(where[key], list) else [where[key]]
            for zone in zones:
                _choice(zone, vocab.zones, vocab, f"{path}.{key}", "zone")
    return where


def _trigger(raw: Any, vocab: AbilityVocabulary, path: str) -> TriggerSpec:
    if isinstance(raw, str):
        raw = {"event": raw}
    if not isinstance(raw, dict):
        raise _fail(
            vocab,
            path,
            "A trigger is an event name or an object.",
            "誘発条件はイベント名かオブジェクトです。",
        )
    event = _choice(raw.get("event"), vocab.events, vocab, f"{path}.event", "trigger event")
    rest = {k: v for k, v in raw.items() if k != "event"}
    return TriggerSpec(event, _conditions(rest, SHARED_TRIGGER_KEYS | vocab.trigger_keys, vocab, path))


def _target(raw: Any, vocab: AbilityVocabulary, path: str) -> TargetSpec:
    if not isinstance(raw, dict):
        raise _fail(vocab, path, "A target group is an object.", "目標はオブジェクトです。")
    known = {"zone", "whose", "count", "up_to"}
    zone = raw.get("zone")
    if zone is not None:
        _choice(zone, vocab.zones, vocab, f"{path}.zone", "zone")
    whose = _choice(raw.get("whose", "any"), WHOSE, vocab, f"{path}.whose", "owner")
    count = raw.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= 99:
        raise _fail(vocab, f"{path}.count", "count is a number from 1 to 99.", "count は1〜99の数です。")
    up_to = _flag(raw.get("up_to"), vocab, f"{path}.up_to")
    rest = {k: v for k, v in raw.items() if k not in known}
    where = _conditions(rest, SHARED_TARGET_KEYS | vocab.target_keys, vocab, path)
    return TargetSpec(zone, whose, count, up_to, where)


def parse_ability(raw: Any, vocab: AbilityVocabulary, path: str, index: int) -> AbilityDef:
    if not isinstance(raw, dict):
        raise _fail(vocab, path, "An ability is an object.", "能力はオブジェクトです。")
    unknown = sorted(set(raw) - ABILITY_KEYS)
    if unknown:
        raise _fail(
            vocab,
            path,
            f"Unknown ability field {', '.join(unknown)}.",
            f"能力の不明な項目 {', '.join(unknown)} です。",
        )
    ability_id = raw.get("id", f"a{index + 1}")
    if not isinstance(ability_id, str) or not 1 <= len(ability_id) <= 64:
        raise _fail(vocab, f"{path}.id", "An ability id is a short string.", "能力のidは短い文字列です。")
    kind = _choice(raw.get("kind"), vocab.kinds, vocab, f"{path}.kind", "ability kind")
    trigger = None
    if raw.get("trigger") is not None:
        trigger = _trigger(raw["trigger"], vocab, f"{path}.trigger")
    if kind in vocab.triggered_kinds and trigger is None and not raw.get("text"):
        raise _fail(
            vocab,
            f"{path}.trigger",
            f"A '{kind}' ability needs its trigger (or free text saying it).",
            f"'{kind}'能力には誘発条件（またはそれを述べるテキスト）が必要です。",
        )
    targets_raw = raw.get("targets") or []
    if not isinstance(targets_raw, list):
        raise _fail(vocab, f"{path}.targets", "targets is a list.", "targets はリストです。")
    duration = raw.get("duration")
    if duration is not None:
        _choice(duration, vocab.durations, vocab, f"{path}.duration", "duration")
    keywords = _mapping(raw.get("keywords"), vocab, f"{path}.keywords")
    for name in keywords:
        _choice(name, vocab.keywords, vocab, f"{path}.keywords", "keyword")
    zone = raw.get("zone")
    if zone is not None:
        _choice(zone, vocab.zones, vocab, f"{path}.zone", "zone")
    text = raw.get("text")
    if text is not None and (not isinstance(text, str) or len(text) > 2000):
        raise _fail(
            vocab,
            f"{path}.text",
            "text is a string (at most 2000 characters).",
            "text は2000字以内の文字列です。",
        )
    return AbilityDef(
        id=ability_id,
        kind=kind,
        trigger=trigger,
        optional=_flag(raw.get("optional"), vocab, f"{path}.optional"),
        once_per_turn=_flag(raw.get("once_per_turn"), vocab, f"{path}.once_per_turn"),
        cost=_mapping(raw.get("cost"), vocab, f"{path}.cost"),
        targets=tuple(_target(t, vocab, f"{path}.targets[{i}]") for i, t in enumerate(targets_raw)),
        duration=duration,
        keywords=keywords,
        zone=zone,
        effect=_mapping(raw.get("effect"), vocab, f"{path}.effect"),
        text=text or None,
    )


def parse_abilities(raw: Any, card_id: str, vocab: AbilityVocabulary) -> tuple[AbilityDef, ...]:
    """The card's declared abilities; a declaration the format cannot read is a header error."""
    path = f"$.header.cards.{card_id}.abilities"
    if raw is None:
        return ()
    if not isinstance(raw, list) or len(raw) > 20:
        raise _fail(vocab, path, "abilities is a list of at most 20.", "abilities は20以内のリストです。")
    out = tuple(parse_ability(a, vocab, f"{path}[{i}]", i) for i, a in enumerate(raw))
    ids = [a.id for a in out]
    if len(set(ids)) != len(ids):
        raise _fail(
            vocab, path, "Two abilities of one card share an id.", "1枚のカードに同じidの能力が2つあります。"
        )
    return out


def find_ability(abilities: Sequence[AbilityDef], ability_id: Any) -> AbilityDef | None:
    for ability in abilities:
        if ability.id == ability_id:
            return ability
    return None


# --- events and pending triggers ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened that a trigger may wait for: the game names it from its own list."""

    name: str
    seq: int | None
    card: str | None = None  # the card the event is about (moved, attacked, appeared …)
    seat: str | None = None  # the player it concerns (the card's master, the attacking player …)
    data: Mapping[str, Any] = field(
        default_factory=lambda: _EMPTY
    )  # from, to, by (rule / effect / cost …), the game's own details


@dataclass(frozen=True, slots=True)
class Source:
    """A card whose abilities are active now, and whose abilities they are (its master)."""

    iid: str
    master: str
    abilities: tuple[AbilityDef, ...]


@dataclass(slots=True)
class Pending:
    """One waiting instance (待機状態) of an automatic ability."""

    card: str
    ability: AbilityDef
    master: str
    event: Event
    # The card was in a hidden zone when the trigger was met: it waits only if its master reveals it then
    # (Rebirth 9.8.2.2), so until revealed it is never required.
    hidden: bool = False


# A game's reading of a condition key the shared matcher does not know: True, False, or None (the key is
# not the game's either, which the vocabulary prevents).
ConditionReader = Callable[[str, Any, Event, Source], bool | None]


def trigger_matches(
    trigger: TriggerSpec, event: Event, source: Source, extra: ConditionReader | None = None
) -> bool:
    if trigger.event != event.name:
        return False
    for key, want in trigger.where.items():
        if key == "card":
            if want == "self" and event.card != source.iid:
                return False
            if want == "other" and event.card == source.iid:
                return False
        elif key == "whose":
            if want == "own" and event.seat != source.master:
                return False
            if want == "opponent" and (event.seat is None or event.seat == source.master):
                return False
        elif key in ("from", "to", "by"):
            allowed = want if isinstance(want, list) else [want]
            if event.data.get(key) not in allowed:
                return False
        elif extra is None or not extra(key, want, event, source):
            return False
    return True


@dataclass(slots=True)
class Triggers:
    """The pending automatic abilities of a game, in the order they triggered."""

    pending: list[Pending] = field(default_factory=list)

    def notice(
        self,
        event: Event,
        sources: Iterable[Source],
        kinds: frozenset[str],
        extra: ConditionReader | None = None,
    ) -> list[Pending]:
        """Every active automatic ability whose trigger the event meets becomes pending once more."""
        new: list[Pending] = []
        for source in sources:
            for ability in source.abilities:
                if ability.kind not in kinds or ability.trigger is None:
                    continue
                if trigger_matches(ability.trigger, event, source, extra):
                    new.append(Pending(source.iid, ability, source.master, event))
        self.pending.extend(new)
        return new

    def find(self, card: str, ability_id: str) -> Pending | None:
        for pending in self.pending:
            if pending.card == card and pending.ability.id == ability_id:
                return pending
        return None

    def take(self, card: str, ability_id: str) -> Pending | None:
        """Play (or decline) one waiting instance: it leaves the pending list."""
        pending = self.find(card, ability_id)
        if pending is not None:
            self.pending.remove(pending)
        return pending

    def of(self, seat: str) -> list[Pending]:
        return [p for p in self.pending if p.master == seat]

    def due_seat(self, order: Sequence[str]) -> str | None:
        """Who must play a pending ability now: the first player in the game's order who has one."""
        for seat in order:
            if any(p.master == seat for p in self.pending):
                return seat
        return None

    def clear(self) -> list[Pending]:
        dropped, self.pending = self.pending, []
        return dropped


# --- targets -----------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TargetProblem:
    group: int
    card: str | None
    problem_en: str
    problem_ja: str
    # What kind of problem it is, so a game can cite the clause that decides it: "twice", "over",
    # "short" for the counts checked here, or the game's own word from its reason.
    rule: str = ""


# A game's answer to "why may this card not be a target of this group" (None = it may): the problem in
# English and Japanese, optionally followed by the game's word for its kind (TargetProblem.rule).
TargetReason = Callable[[TargetSpec, str], tuple[str, ...] | None]


def target_groups(raw: Any, specs: Sequence[TargetSpec]) -> list[list[str]] | None:
    """The log's chosen targets as one list of instance ids per declared group (None if malformed).

    With one group a flat list is accepted; refs may be ids or {"iid": …} objects.
    """
    if raw is None:
        raw = []
    if not isinstance(raw, list):
        raw = [raw]
    if len(specs) <= 1 and not any(isinstance(x, list) for x in raw):
        raw = [raw]
    groups: list[list[str]] = []
    for group in raw:
        if not isinstance(group, list):
            group = [group]
        ids: list[str] = []
        for ref in group:
            iid = ref.get("iid") if isinstance(ref, dict) else ref
            if not isinstance(iid, str) or ":" not in iid:
                return None
            ids.append(iid)
        groups.append(ids)
    while len(groups) < len(specs):
        groups.append([])
    return groups if len(groups) == len(specs) else None


def check_targets(
    specs: Sequence[TargetSpec],
    chosen: Sequence[Sequence[str]],
    candidates: Callable[[TargetSpec], Sequence[str]],
    why_not: TargetReason,
) -> list[TargetProblem]:
    """Targets when chosen: each a legal target, no card twice, and the number the text asks for.

    "n" means as many as possible up to n — choosing fewer while another legal target was there is wrong
    (kaiju 10.5.3.1; Rebirth reads its effects the same way); "up to n" allows 0..n.
    """
    problems: list[TargetProblem] = []
    for index, (spec, ids) in enumerate(zip(specs, chosen, strict=True)):
        legal: list[str] = []
        for iid in ids:
            reason = why_not(spec, iid)
            if reason is not None:
                problems.append(TargetProblem(index, iid, *reason))
            else:
                legal.append(iid)
        if len(set(ids)) != len(ids):
            problems.append(
                TargetProblem(
                    index, None, "the same card was chosen twice", "同じカードを2回選んでいます", "twice"
                )
            )
        if len(ids) > spec.count:
            problems.append(
                TargetProblem(
                    index,
                    None,
                    f"{len(ids)} chosen where the text allows {spec.count}",
                    f"{spec.count}枚までのところ{len(ids)}枚選んでいます",
                    "over",
                )
            )
        elif not spec.up_to:
            available = [c for c in candidates(spec) if why_not(spec, c) is None]
            need = min(spec.count, len(set(available) | set(legal)))
            # Fewer cards than required; a wrong card in place of a right one is its own problem above.
            if len(set(ids)) < need:
                problems.append(
                    TargetProblem(
                        index,
                        None,
                        f"{len(ids)} chosen where {need} legal targets had to be chosen",
                        f"選ぶべき{need}枚に対し{len(ids)}枚しか選んでいません",
                        "short",
                    )
                )
    return problems


def targets_gone(
    specs: Sequence[TargetSpec], chosen: Sequence[Sequence[str]], why_not: TargetReason
) -> list[TargetProblem]:
    """On resolution: the chosen targets that are no longer legal (the game says what that means)."""
    return [
        TargetProblem(index, iid, *reason)
        for index, (spec, ids) in enumerate(zip(specs, chosen, strict=True))
        for iid in ids
        if (reason := why_not(spec, iid)) is not None
    ]


# --- continuous effects with a duration ---------------------------------------------------------------


@dataclass(slots=True)
class Modifier:
    """A continuous change to a card's numbers from an ability, until its duration ends."""

    source: str
    ability: str
    card: str
    changes: Mapping[str, int]
    until: str
    since: int | None


@dataclass(slots=True)
class Modifiers:
    active: list[Modifier] = field(default_factory=list)

    def add(self, modifier: Modifier) -> None:
        self.active.append(modifier)

    def total(self, card: str, stat: str) -> int:
        return sum(m.changes.get(stat, 0) for m in self.active if m.card == card)

    def expire(self, *boundaries: str) -> list[Modifier]:
        """End every modifier whose duration is one of the boundaries just reached."""
        ended = [m for m in self.active if m.until in boundaries]
        self.active = [m for m in self.active if m.until not in boundaries]
        return ended

    def forget_card(self, card: str) -> list[Modifier]:
        """A card that changed zones is a new object: effects on it end (Rebirth 4.1.x, kaiju 10.8.2)."""
        ended = [m for m in self.active if m.card == card]
        self.active = [m for m in self.active if m.card != card]
        return ended


# --- what the recorder may offer --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ActOption:
    """One act the rules allow now, for a recorder's palette (like a chess library's legal moves).

    ``cards`` lists the instance ids a picker may offer for the act's card argument; ``required`` marks
    an act the rules demand before anything else (a pending mandatory trigger, a rule process).
    """

    act: str
    actor: str | None
    args: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)
    cards: tuple[str, ...] = ()
    required: bool = False
    label_en: str = ""
    label_ja: str = ""


def pending_options(triggers: Triggers, order: Sequence[str]) -> list[ActOption]:
    """The pending abilities the player due to play next may play (or, if optional, decline)."""
    seat = triggers.due_seat(order)
    if seat is None:
        return []
    out: list[ActOption] = []
    for pending in triggers.of(seat):
        args = {"card": pending.card, "ability": pending.ability.id, "kind": pending.ability.kind}
        out.append(
            ActOption(
                "play_ability",
                seat,
                args,
                (pending.card,),
                required=not (pending.ability.optional or pending.hidden),
                label_en=f"play {pending.ability.id} of {pending.card}",
                label_ja=f"{pending.card}の{pending.ability.id}をプレイ",
            )
        )
        if pending.ability.optional or pending.hidden:
            out.append(
                ActOption(
                    "decline",
                    seat,
                    {"card": pending.card, "ability": pending.ability.id},
                    (pending.card,),
                    label_en=f"decline {pending.ability.id} of {pending.card}",
                    label_ja=f"{pending.card}の{pending.ability.id}をプレイしない",
                )
            )
    return out
