"""Card abilities in the Duel Masters variants: which opponents an effect may refer to, and its targets.

A card that declares `abilities` in the header (cards.ABILITY_VOCAB; docs/log-format-dm-variants.md "Card
abilities") is judged by its declaration whenever an entry names one of them (`ability` on `summon`,
`cast`, `activate`, `shield_trigger` or `effect`). What the multiplayer text decides:

- 600.4a/600.4b: a spell, triggered or activated ability that refers to opponents chooses one opponent and
  resolves against that one only; its parts cannot be split between opponents ...
- 600.4c: ... unless the text separates them with ■, ▶ or a keyword symbol: target groups in different
  `part`s may each choose another opponent. 600.4d (independent abilities) needs nothing: each ability is
  its own entry. 600.4e: a group that names no player (`whose: any`) may split freely.
- 600.6b: during an attack, the attacking player's such ability may choose only the defending player, and
  the defending player's only the attacking player.
- 103.4: "your" cards are the ones you control, "the opponent's" the ones an opponent controls.
- The official targeting rules (a target in the zone the text names, as many as the text asks, no card
  twice) are kept by 001.1: the variant text is silent on them.

Range of influence (601.4) is checked for every target by actions.check_targets, declared or not.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from judge.engine.core.abilities import AbilityDef, TargetSpec, check_targets, find_ability
from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants import trigger_events
from judge.engine.games.dm_variants.state import HIDDEN_ZONES, STEP_INDEX, UNKNOWN_ENTERED, DMState

WHOSE_JA = {"own": "自分の", "opponent": "相手の", "any": ""}


def declared_ability(state: DMState, entry: Entry, ctx: Context, source: str | None) -> AbilityDef | None:
    """The ability the entry names on a card that declares abilities (None: nothing declared to judge)."""
    d = state.card_def(source)
    if d is None or not d.abilities:
        return None
    wanted = entry.args.get("ability")
    if wanted is None:
        # An entry with targets and no `ability` on a card with exactly one targeting ability means that one.
        targeting = [a for a in d.abilities if a.targets]
        if entry.args.get("targets") and len(targeting) == 1:
            return targeting[0]
        return None
    ability = find_ability(d.abilities, wanted)
    if ability is None and not d.text:
        ctx.flag(
            C.UNKNOWN_ABILITY,
            {"card": source, "ability": str(wanted), "declared": ", ".join(a.id for a in d.abilities)},
            cards=[source] if source else [],
        )
    return ability


def _ref(state: DMState, raw: Any) -> str | None:
    if isinstance(raw, str) and raw in state.players:
        return raw
    return split_ref(raw)[0]


def _groups(state: DMState, raw: Any, specs: tuple[TargetSpec, ...]) -> list[list[str]] | None:
    """The chosen targets, one list per declared group (a flat list for a single group); seats allowed."""
    raw = [] if raw is None else raw if isinstance(raw, list) else [raw]
    if not specs and not raw:
        return []
    if len(specs) <= 1 and not any(isinstance(x, list) for x in raw):
        raw = [raw]
    out: list[list[str]] = []
    for group in raw:
        ids = [_ref(state, r) for r in (group if isinstance(group, list) else [group])]
        if any(i is None for i in ids):
            return None
        out.append([i for i in ids if i is not None])
    out.extend([] for _ in range(len(specs) - len(out)))
    return out if len(out) == len(specs) else None


def _holder(state: DMState, iid: str) -> tuple[str | None, str | None]:
    """(the player a target belongs to for 'your'/'the opponent's', the zone it is in)."""
    if iid in state.players:
        return iid, None
    where = state.find(iid)
    if where is None:
        # A hidden card not named before: it is in its owner's hidden zone.
        return (iid.split(":", 1)[0], None) if ":" in iid else (None, None)
    seat, zone = where
    return state.players[seat].zones[zone].cards[iid].controller, zone


ATTACK_EVENTS = frozenset({"attacks", "blocks"})
PENDING = "dm:pending_enters"
EARLY = "dm:resolved_on_entry"
# (card, ability id) whose targets the entry that played or activated it gave, not yet resolved.
TARGETS_GIVEN = "dm:targets_given"
# Acts by which the game moves on: a mandatory trigger still waiting then was skipped.
MOVING_ON = frozenset({"summon", "cast", "charge", "attack", "activate", "deploy", "turn_start", "break"})

if TYPE_CHECKING:
    from judge.engine.games.dm_variants.cards import CardDef


def waits(a: AbilityDef) -> bool:
    """A mandatory, fully declared "when this creature enters" ability that chooses targets: it waits to be
    resolved once its creature has entered (the rest of the card's text is not tracked)."""
    t = a.trigger
    enters = a.kind == "auto" and t is not None and t.event == "enters" and t.where.get("card") == "self"
    return enters and not a.optional and not a.unmodelled and bool(a.targets)


def note_enters(state: DMState, iid: str, seat: str, d: CardDef) -> None:
    """A creature entered the battle zone: its abilities that `waits` says wait now wait to be resolved."""
    for a in d.abilities:
        early = state.extra.get(EARLY)
        if early and (iid, a.id) in early:
            early.discard((iid, a.id))  # the entry that put it there named and resolved it already
            continue
        if waits(a):
            state.extra.setdefault(PENDING, []).append((iid, a, seat, state.turn))


def _resolved(state: DMState, iid: str, ability: AbilityDef) -> None:
    pending = state.extra.get(PENDING)
    if pending:
        for i, (card, a, _seat, _turn) in enumerate(pending):
            if card == iid and a.id == ability.id:
                del pending[i]
                return
    # Named on the very entry that puts the card into the battle zone (a summon or shield trigger with its
    # targets: the card is between zones while its entry is judged).
    t = ability.trigger
    if t is not None and t.event == "enters" and state.find(iid) is None:
        state.extra.setdefault(EARLY, set()).add((iid, ability.id))


def moves_on(state: DMState, entry: Entry) -> bool:
    """Whether the entry moves the game on (judged before the entry is applied): a pending trigger's time to
    resolve is over, and a new act's events begin (trigger_events.py)."""
    moving = entry.act in MOVING_ON or (entry.turn is not None and entry.turn != state.turn)
    return moving or (entry.phase in STEP_INDEX and entry.phase != state.step)


def skipped(state: DMState, entry: Entry, ctx: Context) -> None:
    """Before an entry that moves the game on (or a new turn or step): a waiting mandatory enter-ability that
    had a legal target and was never resolved was skipped (official rule: a mandatory trigger resolves)."""
    pending = state.extra.get(PENDING)
    if not pending:
        return
    if not moves_on(state, entry):
        return
    for iid, ability, seat, _turn in list(pending):
        if has_target(state, seat, ability):
            ctx.flag(
                C.ABILITY_SKIPPED,
                {"seat": seat, "ability": ability.id, "source": iid, "act": entry.act},
                cards=[iid],
                players=[seat],
            )
    pending.clear()


def has_target(state: DMState, seat: str, ability: AbilityDef) -> bool:
    """Whether some group of the ability had a legal target in a public zone (hidden zones: not known)."""
    in_range = state.in_range.get(seat) if state.options.get("range") is not None else None
    opponents = set(state.opponents(seat))
    for spec in ability.targets:
        if spec.up_to or spec.where.get("player") or spec.zone is None or spec.zone in HIDDEN_ZONES:
            continue
        for p in state.players.values():
            for c in p.zones[spec.zone].cards.values():
                holder = c.controller
                if in_range is not None and holder not in in_range:
                    continue
                if spec.whose == "opponent" and holder not in opponents:
                    continue
                if spec.whose == "own" and holder != seat:
                    continue
                return True
    return False


def _bystander(
    state: DMState, entry: Entry, ctx: Context, seat: str, source: str, ability: AbilityDef
) -> None:
    """600.6d: an ability triggered by a creature attacking or blocking (being attacked, blocked or not
    blocked) triggers only for the attacking and the defending player's cards."""
    trigger = ability.trigger
    attack = state.attack
    if ability.kind != "auto" or trigger is None or trigger.event not in ATTACK_EVENTS or attack is None:
        return
    if not state.multiplayer:
        return
    reach = trigger_events.trigger_range(state, seat)
    if reach is not None and not {attack.seat, attack.defender} <= reach[0]:
        # 601.7: the whole triggering event must happen within the source's player's range (601.12: static).
        ctx.flag(
            C.ABILITY_TRIGGER_RANGE,
            {
                "seat": seat,
                "ability": ability.id,
                "source": source,
                "attacker": attack.seat,
                "defender": attack.defender,
            },
            cards=[source],
            players=[seat],
            extra_clauses=[f"{C.GAME}:601.12"] if reach[1] else (),
        )
        return
    if seat in (attack.seat, attack.defender):
        return
    ctx.flag(
        C.ABILITY_BYSTANDER,
        {
            "seat": seat,
            "ability": ability.id,
            "source": source,
            "attacker": attack.seat,
            "defender": attack.defender,
        },
        cards=[source],
        players=[seat],
    )


def _not_triggered(state: DMState, ctx: Context, seat: str, source: str, ability: AbilityDef) -> None:
    """A "this creature" trigger the log shows can have happened only if its event just did: it entered the
    battle zone this turn, it is the attacking creature, or it blocked (official rule; the variant text
    does not restate when abilities trigger)."""
    trigger = ability.trigger
    if ability.kind != "auto" or trigger is None or trigger.where.get("card") != "self":
        return
    attack = state.attack
    happened: bool | None = None
    if trigger.event == "enters":
        where = state.find(source)
        if where is not None:
            card = state.players[where[0]].zones[where[1]].cards[source]
            if card.entered == UNKNOWN_ENTERED:
                return
            # It may have left since (a leave-the-battle-zone effect resolving first): only the turn counts.
            happened = card.entered == state.turn
    elif trigger.event == "attacks":
        happened = attack is not None and attack.attacker == source
    elif trigger.event == "blocks":
        happened = attack is not None and attack.blocker == source
    if happened is False:
        ctx.flag(
            C.ABILITY_NOT_TRIGGERED,
            {"seat": seat, "ability": ability.id, "source": source, "event": trigger.event},
            cards=[source],
            players=[seat],
        )


def judge_ability(state: DMState, entry: Entry, ctx: Context, seat: str, source: str) -> bool:
    """Check the declared ability the entry names. True when it was judged by its declaration (so the
    undecided 'several opponents' question does not arise); False when nothing declared applies."""
    ability = declared_ability(state, entry, ctx, source)
    if ability is None:
        return False
    _bystander(state, entry, ctx, seat, source, ability)
    trigger_events.check(state, ctx, seat, source, ability)
    trigger_events.check_order(state, ctx, seat, source, ability)
    _resolved(state, source, ability)
    _not_triggered(state, ctx, seat, source, ability)
    specs = ability.targets
    # (card, ability) -> the turn its cast or activation gave the targets: they serve the resolution
    # that follows in that turn only, so a key left by an earlier cast of the same card goes stale.
    given: dict[tuple[str, str], int | None] = state.extra.setdefault(TARGETS_GIVEN, {})
    key = (source, ability.id)
    if entry.act == "effect":
        given_in = given.pop(key, -1)
        if "targets" not in entry.args and given_in == state.turn:
            # The targets may be given on the cast or activation or on the effect that resolves it: an
            # effect naming the ability without targets after they were given is that resolution, not a
            # second one choosing none. Its targets were judged when they were chosen.
            return not ability.unmodelled
    elif specs and entry.args.get("targets"):
        given[key] = state.turn
    groups = _groups(state, entry.args.get("targets"), specs)
    if groups is None:
        # More groups than declared, or an unreadable reference: the declaration cannot be applied.
        ctx.flag(
            C.LOG_ARGS,
            {
                "act": entry.act,
                "problem": "targets do not match the declared groups",
                "problem_ja": "対象が宣言された対象グループと合いません",
            },
        )
        return True
    base = {"seat": seat, "ability": ability.id, "source": source}
    attack = state.attack
    fixed: str | None = None  # 600.6b: the only opponent this ability may choose during an attack
    if attack is not None and state.multiplayer:
        if seat == attack.seat:
            fixed = attack.defender
        elif seat == attack.defender:
            fixed = attack.seat
    opponents = set(state.opponents(seat))
    in_range = state.in_range.get(seat) if state.options.get("range") is not None else None

    def why_not(spec: TargetSpec, iid: str) -> tuple[str, str] | None:
        if (iid in state.players and not state.players[iid].in_game) or iid in state.removed_cards:
            return "removed", "removed"
        holder, zone = _holder(state, iid)
        if spec.where.get("player"):
            if iid not in state.players:
                return (
                    "a card was chosen where the text chooses a player",
                    "プレイヤーを選ぶところでカードを選んでいます",
                )
        elif iid in state.players:
            return (
                "a player was chosen where the text chooses a card",
                "カードを選ぶところでプレイヤーを選んでいます",
            )
        elif spec.zone is not None and zone is not None and zone != spec.zone:
            return (
                f"{iid} is in the {zone} zone, not the {spec.zone} zone",
                f"{iid}は{spec.zone}ではなく{zone}にあります",
            )
        if (
            spec.zone is not None
            and zone is None
            and iid not in state.players
            and spec.zone not in HIDDEN_ZONES
        ):
            return f"{iid} is not in the {spec.zone} zone", f"{iid}は{spec.zone}にありません"
        if iid not in state.players and zone is not None:
            card = state.players[state.find(iid)[0]].zones[zone].cards[iid]  # type: ignore[index]
            d = state.card_def(iid)
            if "tapped" in spec.where and card.tapped != bool(spec.where["tapped"]):
                state_en = "tapped" if spec.where["tapped"] else "untapped"
                return (
                    f"{iid} is not {state_en}",
                    f"{iid}は{'タップ' if spec.where['tapped'] else 'アンタップ'}状態ではありません",
                )
            if "type" in spec.where and d is not None and d.type != spec.where["type"]:
                return f"{iid} is not a {spec.where['type']}", f"{iid}は{spec.where['type']}ではありません"
        if holder is not None and spec.whose != "any" and (spec.whose == "own") != (holder == seat):
            return "whose", "whose"
        return None

    # 600.4b: a group referring to opponents chooses among the cards of the opponent its section chose.
    chosen_in: dict[Any, set[str]] = {}
    for spec, ids in zip(specs, groups, strict=True):
        if spec.whose == "opponent":
            for iid in ids:
                holder, _ = _holder(state, iid)
                if holder in opponents:
                    chosen_in.setdefault(spec.where.get("part", 0), set()).add(holder)

    def candidates(spec: TargetSpec) -> list[str]:
        picked = chosen_in.get(spec.where.get("part", 0)) if spec.whose == "opponent" else None
        if spec.where.get("player"):
            return [s for s in state.remaining if in_range is None or s in in_range]
        if spec.zone is None or spec.zone in HIDDEN_ZONES:
            return []  # hidden cards are never short: the log cannot show what was there
        return [
            iid
            for p in state.players.values()
            for iid, c in p.zones[spec.zone].cards.items()
            if (in_range is None or c.controller in in_range)
            and (fixed is None or spec.whose != "opponent" or c.controller == fixed)
            and (not picked or c.controller in picked)
        ]

    if state.turn == 0:
        # 600.4h: at the start of the game an effect aimed at opponents reaches every opponent.
        for spec, ids in zip(specs, groups, strict=True):
            if spec.whose == "opponent" and spec.where.get("player") and set(ids) != opponents:
                ctx.flag(
                    C.ABILITY_GAME_START,
                    base | {"chosen": ", ".join(ids) or "nobody", "opponents": ", ".join(sorted(opponents))},
                    players=[seat],
                )
        return not ability.unmodelled
    problems = check_targets(specs, groups, candidates, why_not)
    # A group with a wrong target is reported for that target; its count then follows from it.
    wrong_groups = {pr.group for pr in problems if pr.card is not None}
    problems = [pr for pr in problems if pr.card is not None or pr.group not in wrong_groups]
    for pr in problems:
        if pr.problem_en == "removed" and pr.card is not None:
            who = pr.card if pr.card in state.players else state.removed_cards.get(pr.card, "?")
            ctx.flag(C.ABILITY_TARGET_REMOVED, base | {"target": pr.card, "player": who}, players=[seat])
        elif pr.problem_en == "whose" and pr.card is not None:
            holder, _ = _holder(state, pr.card)
            whose = specs[pr.group].whose
            ctx.flag(
                C.ABILITY_TARGET_WHOSE,
                base
                | {"target": pr.card, "holder": holder or "?", "whose": whose, "whose_ja": WHOSE_JA[whose]},
                cards=[pr.card],
                players=[seat],
            )
        elif pr.problem_en not in ("whose", "removed"):
            ctx.flag(
                C.ABILITY_TARGETS,
                base | {"problem": pr.problem_en, "problem_ja": pr.problem_ja},
                cards=[pr.card] if pr.card else [],
                players=[seat],
            )
    # 600.4b / 600.4c: the opponents each section of the text referred to (600.4e: a group that names no
    # player may split, so only `whose: opponent` groups count).
    wrong = [
        (iid, holder)
        for spec, ids in zip(specs, groups, strict=True)
        if spec.whose == "opponent"
        for iid in ids
        if (holder := _holder(state, iid)[0]) in opponents and fixed is not None and holder != fixed
    ]
    if wrong and attack is not None:
        ctx.flag(
            C.ABILITY_ATTACK_OPPONENT,
            base
            | {
                "attacker": attack.seat,
                "defender": attack.defender,
                "target": ", ".join(iid for iid, _ in wrong),
                "chosen": ", ".join(sorted({h for _, h in wrong if h})),
                "allowed": fixed,
            },
            cards=[iid for iid, _ in wrong],
            players=[seat],
        )
    if state.multiplayer:
        for chosen in chosen_in.values():
            if len(chosen) > 1:
                ctx.flag(C.ABILITY_SPLIT, base | {"opponents": ", ".join(sorted(chosen))}, players=[seat])
    return not ability.unmodelled
