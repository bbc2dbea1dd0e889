"""Support cards and their チェーン (243-272): playing one, declining, resolving in reverse order,
effects as logged, and the cards whose text the rules name (『バイオエタノール』 269, 『続かない活動』
270, 【ss】 272).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from judge.engine.core.abilities import AbilityDef, TargetSpec, check_targets, target_groups
from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.errors import LogReadError
from judge.engine.core.verdicts import Verdict
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.abilities import (
    HIDDEN_ZONES,
    HandPick,
    chooses_from_hidden,
    deck_looks,
    deck_search,
    hand_pick,
    life_changes,
    support_ability,
    text_may,
)
from judge.engine.games.myearth.board import card_group, remove_card, stack_card
from judge.engine.games.myearth.cards import CONFRONTATION, SOURCE, SPECIAL, SUPPORT, CardDef, norm_attr
from judge.engine.games.myearth.playing import (
    check_can_play,
    check_exact_cost,
    check_not_removed,
    check_sources,
    forget_from_hand,
    played_card,
    take_from_hand,
)
from judge.engine.games.myearth.processes import check_zero
from judge.engine.games.myearth.state import FieldCard, MyEarthState, Side
from judge.engine.games.myearth.turns import current_side, deem_draw, flag_unknown


def _iid(ref: Any) -> str | None:
    return split_ref(ref)[0]


def _support(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if side is None:
        return
    iid, d = played_card(state, e)
    sources = list(e.args.get("sources") or [])
    deem_draw(state, side, e, ctx, play=True)  # 96: a support card may be a 番's first act
    current = current_side(state)
    if state.chain and state.chain_open and state.chain[-1][1] == side.key:
        # 33, 251, 254: after a support card's targets are chosen, the other player decides whether to
        # answer it; the same side may not add another before that decision.
        ctx.flag(C.CHAIN_SAME_SIDE, {"seat": e.actor}, players=[side.key])
    if state.stage == "conf":
        first_later = side.key != state.order[0] and not state.chain
        before_totals = (
            state.announced is not None
            and state.conf_first_decided is False
            and len(state.announced) < len(state.sides)
        )
        if before_totals and not state.announces_logged and ctx.seq is not None:
            # A log that has told no total so far may still tell them after this card: the totals then
            # came after it (121, 123). Judged when that 対決's first `announce` comes (actions.py); a log
            # that never records the totals is not read as skipping them.
            state.support_before_totals = (ctx.seq, e.actor or side.key, side.key, state.turn)
        if before_totals and state.announces_logged:
            # 121, 123: the 対決 opens with both totals told; the support decisions come after them.
            ctx.flag(C.CONF_SUPPORT_BEFORE_TOTALS, {"seat": e.actor}, players=[side.key])
        elif state.conf_closed:
            ctx.flag(C.CONF_SUPPORT_CLOSED, {"seat": e.actor}, players=[side.key])
        elif state.conf_closed is None:
            flag_unknown(ctx, C.CONF_SUPPORT_CLOSED, {"seat": e.actor}, [side.key])
        elif state.conf_first_decided is None and first_later:
            flag_unknown(ctx, C.CONF_SUPPORT_ORDER, {"seat": e.actor}, [side.key])
        elif not state.conf_first_decided and first_later:
            ctx.flag(C.CONF_SUPPORT_ORDER, {"seat": e.actor}, players=[side.key])
        state.conf_first_decided = True
        state.conf_passes = 0
        state.conf_last = side.key
        state.conf_supported = True
    elif current != side.key:
        if not state.chain:
            ctx.flag(C.BAN_SUPPORT_NOT_CHAIN, {"seat": e.actor}, players=[side.key])
        elif not state.chain_open:
            ctx.flag(C.CHAIN_CLOSED, {"seat": e.actor}, players=[side.key])
    else:
        check_can_play(state, e, side, SUPPORT, ctx)
        if state.chain and not state.chain_open:
            ctx.flag(C.CHAIN_CLOSED, {"seat": e.actor}, players=[side.key])
    check_not_removed(state, e, side, iid, ctx)
    take_from_hand(side, e, ctx, iid)
    if d is not None and d.no_source and sources:
        ctx.flag(C.COST_NONE_NEEDED, {"seat": e.actor, "card": iid}, cards=[iid], players=[side.key])
    usable = check_sources(state, e, side, iid, sources, ctx)
    if d is not None and usable and not d.no_source:
        check_exact_cost(side, e, iid, d, sources, ctx, state.defs)
    ability = support_ability(d.abilities) if d is not None else None
    if d is not None and d.target and not (ability and ability.targets):
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
    chosen = _check_ability_targets(state, e, side, iid, d, ability, ctx) if ability else []
    target = e.args.get("target")
    on_field = isinstance(target, str) and any(target in s.board for s in state.sides.values())
    card = FieldCard(iid, d.cid if d else None, SUPPORT, target=target if on_field else None)
    card.targets = chosen or ([target] if on_field and isinstance(target, str) else [])
    if card.target is None and card.targets:
        card.target = card.targets[0]
    card.ss = d is not None and d.support == "ss"
    stack_card(side, card, sources)
    if d is not None and d.special == "bioethanol":
        _bioethanol(state, e, side, iid, ctx)
    state.chain.append((iid, side.key))
    state.chain_open = True


# --- declared effects: targets when chosen (236, 240, 241, 247, 252, 253) ----------------------------
def _field_why_not(state: MyEarthState, user: str) -> Any:
    def why_not(spec: TargetSpec, iid: str) -> tuple[str, str] | None:
        holder = next((s for s in state.sides.values() if iid in s.board), None)
        if holder is None:
            return f"{iid} is not on the field", f"{iid}は場にありません"
        if spec.whose == "own" and holder.key != user:
            return f"{iid} is not on the user's own field", f"{iid}は自分の場のカードではありません"
        if spec.whose == "opponent" and holder.key == user:
            return f"{iid} is not on the opponent's field", f"{iid}は相手の場のカードではありません"
        card = holder.board[iid]
        kind = spec.where.get("kind")
        if kind and card.kind != kind:
            return f"{iid} is not a {kind} card", f"{iid}は{kind}のカードではありません"
        d = state.defs.get(card.cid or "")
        attr = spec.where.get("attribute")
        if attr and d is not None and attr not in d.attributes and card.attribute != attr:
            return f"{iid} does not have the attribute {attr}", f"{iid}は{attr}の属性を持ちません"
        name = spec.where.get("name")
        if name and d is not None and d.name != name:
            return f"{iid} is not 『{name}』", f"{iid}は『{name}』ではありません"
        return None

    return why_not


def _card_fits(state: MyEarthState, where: Mapping[str, Any], cid: str) -> bool:
    """Whether a card off the field is of the kind, attribute and name a declaration asks for."""
    d = state.defs.get(cid)
    if d is None:
        return True  # a card the header does not define: it cannot be ruled out
    kind = where.get("kind")
    if kind and ("source" if d.type in (SOURCE, SPECIAL) else d.type) != kind:
        return False
    attr = where.get("attribute")
    if attr and norm_attr(attr) not in d.attributes:
        return False
    name = where.get("name")
    return not (name and d.name != name)


def _discard_fits(state: MyEarthState, spec: TargetSpec, cid: str) -> bool:
    """Whether a card in the discard is one the target group asks for: a discard holding only cards of
    another kind leaves the support without a target (247), as much as an empty one."""
    return _card_fits(state, spec.where, cid)


def _field_candidates(state: MyEarthState, spec: TargetSpec) -> list[str]:
    return [iid for s in state.sides.values() for iid in s.board]


def _cancels_earlier_chain(
    state: MyEarthState,
    e: Entry,
    side: Side,
    iid: str,
    ability: AbilityDef,
    raw: Any,
    ctx: Context,
) -> bool:
    """A cancel aimed at an ordinary support of an earlier チェーン finds no target on the field (247),
    since that support went to the discard once resolved; the dispute is the one 265 decides, so the
    finding names 265 first. Returns whether it was flagged."""
    if not ability.effect.get("cancel"):
        return False
    named = raw if isinstance(raw, list) else [raw]
    earlier = [t for t in (_iid(r) for r in named if r is not None) if t and t in state.resolved]
    for t in earlier:
        ctx.flag(
            C.CHAIN_CANCEL_EARLIER,
            {"seat": e.actor, "card": iid, "target": t},
            cards=[iid, t],
            players=[side.key],
            extra_clauses=(f"{C.GAME}:247",),
        )
    return bool(earlier)


def _check_ability_targets(
    state: MyEarthState,
    e: Entry,
    side: Side,
    iid: str,
    d: CardDef | None,
    ability: AbilityDef,
    ctx: Context,
) -> list[str]:
    """The support's chosen targets against its declared groups; returns the field targets chosen."""
    specs = ability.targets
    if not specs:
        return []
    raw = e.args.get("targets", e.args.get("target"))
    field_specs = [k for k, spec in enumerate(specs) if spec.zone in (None, "field")]
    why_not = _field_why_not(state, side.key)
    for spec in specs:
        if spec.zone in HIDDEN_ZONES:
            continue  # 241: chosen on resolution from a hidden zone; finding nothing still fires
        if spec.zone == "discard":
            present = any(
                n > 0 and _discard_fits(state, spec, cid)
                for s in state.sides.values()
                if spec.whose == "any" or (s.key == side.key) == (spec.whose == "own")
                for cid, n in s.discard.items()
            )
        else:
            present = any(why_not(spec, c) is None for c in _field_candidates(state, spec))
        if not present:
            if _cancels_earlier_chain(state, e, side, iid, ability, raw, ctx):
                return []
            ja = "捨て場のカード" if spec.zone == "discard" else "場のカード"
            ctx.flag(
                C.SUPPORT_NO_TARGET,
                {"seat": e.actor, "card": iid, "target": spec.zone or "field", "target_ja": ja},
                cards=[iid],
                players=[side.key],
            )
            return []
    if not field_specs:
        return []
    only_field = [specs[k] for k in field_specs]
    groups = target_groups(raw, only_field) if len(field_specs) == len(specs) else None
    if groups is None:
        if len(field_specs) != len(specs):
            return []  # mixed zones: the field groups are not told apart in a flat list
        groups = [[]] * len(only_field)
        problems = [("the targets are not card instance ids", "対象がカードのインスタンスIDではありません")]
    else:
        problems = [
            (p.problem_en, p.problem_ja)
            for p in check_targets(only_field, groups, lambda spec: _field_candidates(state, spec), why_not)
        ]
    for en, ja in problems[:1]:
        ctx.flag(
            C.SUPPORT_TARGET_ILLEGAL,
            {"seat": e.actor, "card": iid, "problem": en, "problem_ja": ja},
            cards=[iid],
            players=[side.key],
        )
    chosen = [t for g in groups for t in g]
    if ability.effect.get("cancel"):
        waiting = {i for i, _ in state.chain}
        for t in chosen:
            if t not in waiting:
                ctx.flag(
                    C.CHAIN_CANCEL_EARLIER,
                    {"seat": e.actor, "card": iid, "target": t},
                    cards=[iid, t],
                    players=[side.key],
                )
    return chosen


# --- declared effects: what resolving did (232, 233, 234, 235, 241, 250, 257, 98) --------------------
# Free text beside a declaration (abilities.text_may) is read as doing only what the declared keys leave
# unsaid. So each declared result (strength, life, draw, hand_limit, from_hand) is checked as declared,
# text or no text; a result the structure does not declare is a breach of the card without text, and on a
# card with text it is one the text may have made: `effect.unmodelled` (needs_ruling) for that result
# alone. The other checks text touches: the look at a hand (235 「別途記載がない限り」) when the structure
# does not declare the choice from the hand, the hand limit (98) when it does not declare it, and where a
# 【ss】 card goes (249). Targets, 【課題】, the shuffle after a look and the チェーン are never relaxed.
KIND_JA = {"confrontation": "対決カード", "source": "みなもとカード", "support": "サポートカード"}


def _logged_cards(
    state: MyEarthState, e: Entry, key: str, zone_en: str, zone_ja: str
) -> dict[str, list[str]]:
    """`<key>: {seat: [card ids]}`: the cards an effect took from each seat's hand or deck, by side key."""
    raw = e.args.get(key)
    if raw is None:
        return {}
    if not isinstance(raw, dict) or not all(isinstance(v, list) for v in raw.values()):
        raise LogReadError(
            f"myearth.{key}",
            f"{key} is {{seat: [card ids]}}: the cards the effect took from each {zone_en}.",
            f"{key} は {{席: [カードID]}} の形で、効果が各{zone_ja}から取ったカードを書きます。",
            path=f"$.args.{key}",
        )
    out: dict[str, list[str]] = {}
    for seat, cards in raw.items():
        side = state.side_of(str(seat))
        if side is None:
            raise LogReadError(
                f"myearth.{key}",
                f"{key} names '{seat}', who is not a player of this game.",
                f"{key} の席'{seat}'はこのゲームのプレイヤーではありません。",
                path=f"$.args.{key}.{seat}",
            )
        for ref in cards:
            iid, cid = split_ref(ref)
            if not (cid or iid):
                raise LogReadError(
                    f"myearth.{key}",
                    f"Each card taken from a {zone_en} is a card id (or {{iid, card}}).",
                    f"{zone_ja}から取ったカードはカードID（または {{iid, card}}）で書きます。",
                    path=f"$.args.{key}.{seat}",
                )
            out.setdefault(side.key, []).append(str(cid or iid))
    return out


def logged_from_hand(state: MyEarthState, e: Entry) -> dict[str, list[str]]:
    """`from_hand: {seat: [card ids]}`: the cards an effect took from each hand, by side key."""
    return _logged_cards(state, e, "from_hand", "hand", "手札")


def logged_from_deck(state: MyEarthState, e: Entry) -> dict[str, list[str]]:
    """`from_deck: {seat: [card ids]}`: the cards a deck search took from each deck, by side key. The log
    names them so the engine can put them where the effect puts them (a later play of a found card comes
    from the hand); a search that finds nothing (241) logs none."""
    return _logged_cards(state, e, "from_deck", "deck", "山札")


def _hand_problem(
    state: MyEarthState, pick: HandPick, user: Side, got: dict[str, list[str]]
) -> tuple[str, str, str, str] | None:
    """A logged choice from a hand against the declared one (235, 236, 241), or None when it fits."""
    source = user if pick.whose == "own" else state.opponent(user.key)
    taken = got.get(source.key, [])
    elsewhere = sorted(k for k, cards in got.items() if cards and k != source.key)
    # 241: a hand that holds no card the text asks for still lets the effect fire; a hidden hand may hold
    # none that fits a condition, so only an unconditional choice of n is owed min(n, hand) cards.
    most = min(pick.count, source.hand)
    least = 0 if pick.up_to or pick.conditional else most
    unfit = [c for c in taken if not _card_fits(state, pick.where, c)]
    if not elsewhere and least <= len(taken) <= most and not unfit:
        return None
    what = f"{pick.count}" + (" (or fewer)" if pick.up_to or pick.conditional else "")
    what_ja = f"{pick.count}枚" + ("以下" if pick.up_to or pick.conditional else "")
    cond = "".join(f" {v}" for v in pick.where.values())
    cond_ja = "".join(KIND_JA.get(v, v) for v in pick.where.values())
    got_en = "; ".join(f"{len(c)} from {k}'s hand {c}" for k, c in sorted(got.items()) if c) or "none"
    got_ja = "、".join(f"{k}の手札から{len(c)}枚{c}" for k, c in sorted(got.items()) if c) or "なし"
    return (
        f"cards taken from hands: {got_en}",
        f"{what}{cond} from {source.key}'s hand (it held {source.hand})",
        f"手札から取ったカード：{got_ja}",
        f"{source.key}の手札（{source.hand}枚）から{cond_ja}{what_ja}",
    )


def _deck_problem(
    state: MyEarthState, whose: str, user: Side, got: dict[str, list[str]]
) -> tuple[str, str, str, str] | None:
    """Cards a declared deck search took against the declaration: only from the deck it searches, and no
    more than that deck held. How many it takes and which is the card's text; none is allowed (241)."""
    source = user if whose == "own" else state.opponent(user.key)
    taken = got.get(source.key, [])
    elsewhere = sorted(k for k, cards in got.items() if cards and k != source.key)
    if not elsewhere and len(taken) <= source.deck:
        return None
    got_en = "; ".join(f"{len(c)} from {k}'s deck {c}" for k, c in sorted(got.items()) if c)
    got_ja = "、".join(f"{k}の山札から{len(c)}枚{c}" for k, c in sorted(got.items()) if c)
    return (
        f"cards taken from decks: {got_en}",
        f"cards from {source.key}'s deck only (it held {source.deck})",
        f"山札から取ったカード：{got_ja}",
        f"{source.key}の山札（{source.deck}枚）のカードのみ",
    )


def _undeclared_taken(
    got: dict[str, list[str]],
    zone: tuple[str, str],
    text: bool,
    problems: list[tuple[str, str, str, str]],
    loose: list[tuple[str, str]],
) -> None:
    """Cards taken from hands or decks by an effect that declares no such taking: free text may have
    taken them (a judge reads it), otherwise the declared effect took none."""
    taken = {k: c for k, c in got.items() if c}
    if not taken:
        return
    zone_en, zone_ja = zone
    if text:
        loose.append((f"cards taken from {zone_en} {taken}", f"{zone_ja}から取ったカード{taken}"))
    else:
        problems.append(
            (
                f"cards taken from {zone_en} {taken}",
                "none",
                f"{zone_ja}から取ったカード{taken}",
                f"{zone_ja}から取らない",
            )
        )


def check_effect_result(
    state: MyEarthState,
    e: Entry,
    d: CardDef,
    ability: AbilityDef,
    user: Side | None,
    targets: list[str],
    ctx: Context,
) -> None:
    """The logged result against the declared effect; free text leaves only the undeclared results to a
    judge (see the comment above)."""
    if user is None:
        return
    text = text_may(d.text, ability)
    effect = ability.effect
    # 257, 232: a draw the deck cannot give in full, with more of the effect written after it: whether
    # that rest takes place is open, so it is not judged and a judge rules on it.
    keys = list(effect)
    short_rest: list[str] = []
    if "draw" in effect and user.deck < int(effect.get("draw") or 0):
        short_rest = [k for k in keys[keys.index("draw") + 1 :] if k in ("life", "strength", "hand_limit")]
    problems: list[tuple[str, str, str, str]] = []  # logged, declared; in English, then in Japanese
    loose: list[tuple[str, str]] = []  # undeclared results the text may have made; English, Japanese
    retargeted = False
    got_strength = {k: int(v) for k, v in (e.args.get("strength") or {}).items()}
    if "strength" in effect and ability.targets:
        alive = [t for t in targets if any(t in s.board for s in state.sides.values())]
        want = {t: int(effect["strength"]) for t in alive}
        if got_strength != want:
            if set(got_strength) - set(targets):
                # The change landed on a card that was not chosen: the target was changed after the
                # choice, which 253 forbids (and 258 when the chosen one had gone).
                retargeted = True
            problems.append(
                (
                    f"strength {got_strength or 'unchanged'}",
                    f"strength {want or 'unchanged'}",
                    f"強さ{got_strength or '変化なし'}",
                    f"強さ{want or '変化なし'}",
                )
            )
    elif got_strength and "strength" not in effect:
        if text:
            loose.append((f"strength {got_strength}", f"強さ{got_strength}"))
        else:
            problems.append(
                (f"strength {got_strength}", "no strength change", f"強さ{got_strength}", "強さの変化なし")
            )
    opponent = state.opponent(user.key)
    want_life = {k: v for k, v in life_changes(effect, user.key, opponent.key).items() if v}
    got_life: dict[str, int] = {}
    for seat, delta in (e.args.get("life") or {}).items():
        key = state.seat_side.get(seat)
        if key is not None:
            got_life[key] = got_life.get(key, 0) + int(delta)
    got_life = {k: v for k, v in got_life.items() if v}
    if "life" in short_rest:
        pass
    elif "life" not in effect and text:
        if got_life:
            loose.append((f"Earth Life {got_life}", f"地球ライフ{got_life}"))
    elif got_life != want_life:
        problems.append(
            (
                f"Earth Life {got_life or 'unchanged'}",
                f"Earth Life {want_life or 'unchanged'}",
                f"地球ライフ{got_life or '変化なし'}",
                f"地球ライフ{want_life or '変化なし'}",
            )
        )
    want_draw = int(effect.get("draw") or 0)
    got_draw = sum(int(n) for n in (e.args.get("draw") or {}).values())
    if short_rest:
        ctx.flag(
            C.EFFECT_AFTER_SHORT_DRAW,
            {"card": d.name, "want": want_draw, "held": user.deck, "rest": ", ".join(short_rest)},
            unknown="whether the rest of the effect takes place after a draw the deck could not give in full",
        )
    # Judged before the draw is applied (apply_effect_moves), so the deck still holds what the effect
    # could draw: a short deck gives all it has (12, 257), never more.
    if want_draw and got_draw not in (want_draw, min(want_draw, user.deck)):
        problems.append(
            (f"a draw of {got_draw}", f"a draw of {want_draw}", f"{got_draw}枚引く", f"{want_draw}枚引く")
        )
    elif got_draw and "draw" not in effect:
        if text:
            loose.append((f"a draw of {got_draw}", f"{got_draw}枚引く"))
        else:
            problems.append((f"a draw of {got_draw}", "no draw", f"{got_draw}枚引く", "引かない"))
    if "hand_limit" in effect:
        want_limit = {user.key: int(effect["hand_limit"])}
        got_limit = {state.seat_side.get(k, k): int(v) for k, v in (e.args.get("hand_limit") or {}).items()}
        if got_limit != want_limit:
            problems.append(
                (
                    f"hand limit {got_limit or 'unchanged'}",
                    f"hand limit {want_limit}",
                    f"手札の上限枚数{got_limit or '変化なし'}",
                    f"手札の上限枚数{want_limit}",
                )
            )
    got_hand = logged_from_hand(state, e)
    pick = hand_pick(ability)
    if pick is not None:
        problem = _hand_problem(state, pick, user, got_hand)
        if problem is not None:
            problems.append(problem)
    else:
        _undeclared_taken(got_hand, ("hands", "手札"), text, problems, loose)
    got_deck = logged_from_deck(state, e)
    search = deck_search(ability)
    if search is not None:
        problem = _deck_problem(state, search[0], user, got_deck)
        if problem is not None:
            problems.append(problem)
    else:
        _undeclared_taken(got_deck, ("decks", "山札"), text, problems, loose)
    logged_nothing = not any(e.args.get(k) for k in ("strength", "life", "draw")) and not any(
        [*got_hand.values(), *got_deck.values()]
    )
    # 241: a choice from a deck or a hand that found nothing does not stop the effect.
    unfound = (f"{C.GAME}:241",) if logged_nothing and chooses_from_hidden(ability) else ()
    ref = _iid(e.args.get("card")) or _iid(e.args.get("source"))
    if problems:
        ctx.flag(
            C.EFFECT_RESULT,
            {
                "card": d.name,
                "got": "; ".join(p[0] for p in problems),
                "expected": "; ".join(p[1] for p in problems),
                "got_ja": "、".join(p[2] for p in problems),
                "expected_ja": "、".join(p[3] for p in problems),
            },
            cards=[ref],
            extra_clauses=((f"{C.GAME}:253",) if retargeted else ()) + unfound,
        )
    if loose:
        ctx.flag(
            C.EFFECT_UNMODELLED,
            {
                "card": d.name,
                "what": "; ".join(x[0] for x in loose),
                "what_ja": "、".join(x[1] for x in loose),
            },
            cards=[ref],
            unknown="whether the card's effect text makes this result",
        )


def apply_effect_moves(
    state: MyEarthState, e: Entry, d: CardDef | None, user: Side | None, ctx: Context
) -> None:
    """Draws, cards taken from hands, hand-limit changes and deck looks an effect made; a look owes a
    shuffle (234)."""
    for seat, n in (e.args.get("draw") or {}).items():
        s = state.side_of(seat)
        if s is not None:
            count = min(int(n), s.deck)
            s.hand += count
            s.deck -= count
            state.hidden_now = True
    ability = support_ability(d.abilities) if d is not None else None
    if ability is None and d is not None:
        ability = next((a for a in d.abilities if a.kind == "effect"), None)
    text = d is not None and text_may(d.text, ability)
    pick = hand_pick(ability)
    _move_from_hand(state, e, pick, user)
    search = deck_search(ability)
    _move_from_deck(state, e, search[1] if search is not None else "hand", user)
    for seat, limit in (e.args.get("hand_limit") or {}).items():
        s = state.side_of(seat)
        if s is None:
            continue
        if ability is None or "hand_limit" not in ability.effect:
            # 98: only card text changes the hand limit, so an undeclared change is a breach unless the
            # card has text the structure does not model, which may be what changed it.
            ctx.flag(
                C.HAND_LIMIT_CHANGED,
                {"seat": s.key, "limit": limit, "source": d.name if d else "?"},
                players=[s.key],
                verdict=Verdict.NEEDS_RULING if text else None,
                unknown="whether the card's text changes the hand limit" if text else None,
            )
        s.hand_limit = int(limit)
    for seat in e.args.get("looked_hand") or []:
        seen = state.side_of(str(seat))
        if user is None or seen is None or seen.key == user.key:
            continue
        if pick is not None and pick.look:
            continue  # the card lets its user look (235 「別途記載がない限り」)
        # 235: choosing from the opponent's hand is blind unless the card says otherwise. A declared
        # `from_hand` says it (`look`); only text that is the whole description of the choice may.
        open_text = text and pick is None
        ctx.flag(
            C.EFFECT_LOOKED_AT_HAND,
            {"seat": user.key, "hand": seen.key, "card": d.name if d else "?"},
            players=[user.key],
            verdict=Verdict.NEEDS_RULING if open_text else None,
            unknown="whether the card's text lets its user look at the hand" if open_text else None,
        )
    looked = [str(x) for x in e.args.get("looked_deck") or []]
    if user is not None:
        for who in deck_looks(ability):
            looked.append(user.key if who == "own" else state.opponent(user.key).key)
    for seat in looked:
        key = state.seat_side.get(seat, seat)
        if key in state.sides:
            state.shuffle_owed[key] = d.name if d else "?"
            state.hidden_now = True


def _move_from_hand(state: MyEarthState, e: Entry, pick: HandPick | None, user: Side | None) -> None:
    """The cards taken from hands go where the declaration says (a card with none: its owner's discard).
    239: a card an effect puts in the discard is shown, so the log names it."""
    to = pick.to if pick is not None else "discard"
    for key, cards in logged_from_hand(state, e).items():
        holder = state.sides[key]
        moved = cards[: holder.hand]  # more than the hand held is already a finding (effect.result)
        holder.hand -= len(moved)
        forget_from_hand(holder, list(moved))
        if to == "discard":
            holder.discard.update(moved)
        elif to == "removed":
            holder.removed.update(moved)
        elif user is not None:
            user.hand += len(moved)
            state.hidden_now = True  # a card went into a hand unseen by the table (145-150)


def _move_from_deck(state: MyEarthState, e: Entry, to: str, user: Side | None) -> None:
    """The cards a deck search took (`from_deck`) go where the card puts them: the user's hand unless it
    declares `search_to` (a card without a declaration: the hand, where a search puts what it finds). A
    later play of a found card then comes from a hand that holds it, and one never found does not."""
    for key, cards in logged_from_deck(state, e).items():
        holder = state.sides[key]
        moved = cards[: holder.deck]  # more than the deck held is already a finding (effect.result)
        holder.deck -= len(moved)
        state.hidden_now = True  # a deck changed (145-150)
        if to == "discard":
            holder.discard.update(moved)  # 239: shown to both, so named
        elif to == "removed":
            holder.removed.update(moved)  # 14
        elif user is not None:
            user.hand += len(moved)


def _bioethanol(state: MyEarthState, e: Entry, side: Side, iid: str, ctx: Context) -> None:
    """269: removing an own 対決 card and putting the support from the hand are the target selection."""
    removed = e.args.get("remove")
    brought = split_ref(e.args.get("brings"))[0]
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
        scope = {g.iid for g in card_group(side, card.iid)}
        remove_card(side, card.iid, "removed", state)
        state.survival_scope.setdefault(side.key, set()).update(scope)
        state.pending_survival[side.key] = card.iid  # 184: a group card left the field
    if brought:
        bd = state.card_def(e.args.get("brings"))
        take_from_hand(side, e, ctx, brought, bd.cid if bd else None)
        side.board[brought] = FieldCard(brought, bd.cid if bd else None, SUPPORT)
        state.bio[iid] = brought


def _pass(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    if state.chain and state.chain_open:
        state.chain_open = False  # 255: one decline closes the チェーン
        if state.stage != "conf":
            return
    if state.stage == "conf":
        if side is not None and side.key != state.order[0]:
            if state.conf_first_decided is None:
                flag_unknown(ctx, C.CONF_SUPPORT_ORDER, {"seat": e.actor}, [side.key])
            elif not state.conf_first_decided:
                ctx.flag(C.CONF_SUPPORT_ORDER, {"seat": e.actor}, players=[side.key])
        state.conf_first_decided = True
        state.conf_last = side.key if side is not None else None
        # Unknown declines before a snapshot count as none: the window is closed (262) only once two
        # declines in a row are known; until then conf_closed stays unknown.
        state.conf_passes = (state.conf_passes or 0) + 1
        if state.conf_passes >= 2:
            state.conf_closed = True  # 262
            if state.conf_supported and state.announced is not None:
                # 125, 263: after the window the totals are told again, 先攻 first (a new round).
                state.announced = {}


def _resolve(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    logged_from_hand(state, e)  # a malformed `from_hand` or `from_deck` is refused before anything moves
    logged_from_deck(state, e)
    iid = split_ref(e.args.get("card"))[0] or "?"
    if iid in state.resolved and not any(i == iid for i, _ in state.chain):
        # 248: a support card's effect takes place once; a second `resolve` of it is that effect again.
        d0 = state.card_def(e.args.get("card"))
        ctx.flag(C.SUPPORT_RESOLVED_TWICE, {"card": d0.name if d0 else iid}, cards=[iid])
        return
    state.resolved.add(iid)
    if state.chain and state.chain_open:
        # 251, 254, 255: the opponent of the last support played decides whether to answer it; the
        # effects take place only after a player declines, so no effect while the チェーン waits.
        d0 = state.card_def(e.args.get("card"))
        last = state.chain[-1][1]
        ctx.flag(
            C.SUPPORT_BEFORE_ANSWER,
            {"card": d0.name if d0 else iid, "seat": state.opponent(last).key},
            cards=[iid],
            players=[last],
        )
        state.chain_open = False
    if state.chain and state.chain[-1][0] != iid:
        ctx.flag(C.CHAIN_LIFO, {"card": iid, "expected": state.chain[-1][0]}, cards=[iid])
    owner_key = next((k for i, k in state.chain if i == iid), None)
    state.brought_waiting.discard(iid)
    state.chain = [(i, k) for i, k in state.chain if i != iid]
    owner = state.sides.get(owner_key or "")
    fizzled = bool(e.args.get("fizzled"))
    card = owner.board.get(iid) if owner is not None else None
    d = state.defs.get(card.cid or "") if card is not None else None
    if card is not None and card.target and not any(card.target in s.board for s in state.sides.values()):
        if not fizzled or e.args.get("life") or e.args.get("strength"):
            ctx.flag(C.SUPPORT_RETARGET, {"card": iid, "target": card.target}, cards=[iid])  # 258, 259
        fizzled = True
    if iid in state.ss_voided:
        state.ss_voided.discard(iid)
        if not fizzled or e.args.get("life") or e.args.get("strength") or e.args.get("to") == "field":
            ctx.flag(C.SS_VOIDED, {"card": iid}, cards=[iid])
        fizzled = True
    if iid in state.countered:
        state.countered.discard(iid)
        if not fizzled and (e.args.get("life") or e.args.get("strength")):
            ctx.flag(
                C.EFFECT_RESULT,
                {
                    "card": d.name if d else iid,
                    "got": "an effect",
                    "expected": "nothing (it was cancelled)",
                    "got_ja": "効果あり",
                    "expected_ja": "効果なし（打ち消されています）",
                },
                cards=[iid],
            )
        fizzled = True
    ability = support_ability(d.abilities) if d is not None else None
    own_empty = (
        ability is not None
        and not fizzled
        and owner is not None
        and (ability.effect.get("from_hand") or {}).get("whose") == "own"
        and owner.hand == 0
    )
    if own_empty:
        # 240, 241: choosing from one's own hand is neither the deck nor the opponent's hand, so with no
        # card to choose the effect does not fire (nor its 【課題】, 267).
        fizzled = True
    if d is not None and not fizzled and (d.text or (ability is not None and ability.unmodelled)):
        state.effect_by = iid
    checked = ability is not None and d is not None and not fizzled
    if ability is not None and d is not None and not fizzled:
        check_effect_result(state, e, d, ability, owner, card.targets if card else [], ctx)
        if ability.effect.get("cancel") and card is not None:
            state.countered.update(t for t in card.targets if any(t == i for i, _ in state.chain))
    _apply_effect(state, e, ctx, checked=checked)
    apply_effect_moves(state, e, d if not fizzled else None, owner, ctx)
    check_zero(state, ctx)
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
            extra = (f"{C.GAME}:240",) if own_empty else ()
            ctx.flag(C.TASK_WITHOUT_EFFECT, {"card": iid}, cards=[iid], extra_clauses=extra)
        elif count > 1:
            ctx.flag(C.TASK_TWICE, {"card": iid, "count": count}, cards=[iid])
        elif not fizzled and count == 0:
            # An effect that chooses from a deck or a hand fires even when it finds nothing (241): a
            # skipped 【課題】 there is most often the belief that finding nothing voided the effect.
            hidden = (f"{C.GAME}:241",) if chooses_from_hidden(ability) else ()
            ctx.flag(C.TASK_SKIPPED, {"card": iid}, cards=[iid], extra_clauses=hidden)
    if d is not None and d.special == "unsustainable":
        _unsustainable(state, e, iid, ctx)
    if d is not None and d.special == "bioethanol" and not fizzled and iid in state.bio and owner is not None:
        # 269: the support 『バイオエタノール』 put from the hand chooses its targets as part of this effect,
        # so its own effect comes now, within the same uninterruptible sequence (185): it is the next
        # to resolve, and the survival check owed for the removed card waits for it.
        brought = state.bio.pop(iid)
        state.chain.append((brought, owner.key))
        state.brought_waiting.add(brought)
    if owner is not None and card is not None:
        _ss_replace(state, e, owner, card, fizzled, ctx)
    if owner is not None and iid in owner.board:
        to = e.args.get("to", "discard")
        if to == "discard" or fizzled:
            if card is not None and card.ss and not fizzled and iid not in set(e.args.get("replaced") or []):
                # Decision MyEarth 2: a 【ss】 card stays until a later one replaces it (272); only its
                # own text may say otherwise (249), which a judge then reads.
                text = d is not None and (d.text or any(a.unmodelled for a in d.abilities))
                ctx.flag(
                    C.SS_LEFT_EARLY,
                    {"card": iid},
                    cards=[iid],
                    players=[owner.key],
                    verdict=Verdict.NEEDS_RULING if text else None,
                    unknown="whether the card's text sends it to the discard" if text else None,
                    extra_clauses=(f"{C.GAME}:249",) if text else (),
                )
            remove_card(owner, iid, "discard", state)
        elif not card or not card.ss:
            # Decision MyEarth 2 (9, 258, 272): an ordinary support goes to the discard once resolved.
            ctx.flag(C.SUPPORT_AFTERLIFE, {"card": iid}, cards=[iid], players=[owner.key])


def _ss_replace(
    state: MyEarthState, e: Entry, owner: Side, card: FieldCard, fizzled: bool, ctx: Context
) -> None:
    """272: the earlier 【ss】 card goes when the later one's effect is allowed, not before."""
    if not card.ss:
        return
    replaced = set(e.args.get("replaced") or [])
    # Decision MyEarth 4: at most one 【ss】 card across both fields; 272 names no owner (compare 11), so
    # the earlier one goes whoever owns it. One still waiting in the same チェーン (played earlier, so it
    # resolves later) goes then too, and its effect counts as not having fired (as in 259).
    waiting = {i for i, _ in state.chain}
    earlier = [
        (side, c.iid)
        for side in state.sides.values()
        for c in side.board.values()
        if c.ss and c.iid != card.iid
    ]
    for holder, old in earlier:
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
            remove_card(holder, old, "discard", state)
            if old in waiting and not fizzled:
                state.ss_voided.add(old)


def _unsustainable(state: MyEarthState, e: Entry, iid: str, ctx: Context) -> None:
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
            remove_card(s, brought, "hand", state)


def _lasts_on_field(d: CardDef | None, ability_id: Any) -> bool:
    """Whether the effect's strength change is declared to last while the card stays (duration "field");
    any other lasts through the 対決 of its turn (122, 130)."""
    if d is None:
        return False
    ability = next((a for a in d.abilities if a.id == ability_id), None) if ability_id else None
    if ability is None:
        ability = support_ability(d.abilities) or next(iter(d.abilities), None)
    return ability is not None and ability.duration == "field"


def _apply_effect(state: MyEarthState, e: Entry, ctx: Context, *, checked: bool) -> None:
    """Apply what an effect did, as logged: life changes and strength changes. ``checked`` when a declared
    ability's result was judged (check_effect_result); otherwise a card with `text: true` and no
    declaration leaves the whole result to a judge."""
    for seat, delta in (e.args.get("life") or {}).items():
        s = state.side_of(seat)
        if s is not None:
            s.life = max(s.life + int(delta), 0)
    lost = [k for k, s in state.sides.items() if s.life <= 0]
    if lost and not state.over:
        # 142, 144: Earth Life 0 loses the game at once, whatever brought it there.
        state.over = True
        state.over_why = (
            "Earth Life reached 0 (142)" if len(lost) == 1 else "both Earth Lives reached 0 (144)"
        )
        state.winners = [k for k in state.sides if k not in lost]
    src = state.card_def(e.args.get("card")) or state.card_def(e.args.get("source"))
    lasting = _lasts_on_field(src, e.args.get("ability"))
    giver_iid = split_ref(e.args.get("card") or e.args.get("source"))[0]
    giver = next((s.board[giver_iid] for s in state.sides.values() if giver_iid in s.board), None)
    for iid, delta in (e.args.get("strength") or {}).items():
        for s in state.sides.values():
            if iid in s.board:
                s.board[iid].strength_mod += int(delta)
                if lasting:
                    s.board[iid].lasting_mod += int(delta)
                    if giver is not None:
                        giver.gave[iid] = giver.gave.get(iid, 0) + int(delta)
    if not checked and src is not None and src.text and (e.args.get("life") or e.args.get("strength")):
        what = ", ".join(
            f"{k}={v}" for k, v in {**(e.args.get("life") or {}), **(e.args.get("strength") or {})}.items()
        )
        ctx.flag(
            C.EFFECT_UNMODELLED,
            {"card": src.name, "what": what, "what_ja": what},
            unknown="the card's effect text",
        )


_AWAY_EVENTS = {
    "discarded": ("is put in the discard", "捨て場に置かれたとき"),
    "leaves_field": ("leaves the field", "場を離れたとき"),
}


def _effect(state: MyEarthState, e: Entry, side: Side | None, ctx: Context) -> None:
    logged_from_hand(state, e)  # a malformed `from_hand` or `from_deck` is refused before anything moves
    logged_from_deck(state, e)
    state.hidden_now = True  # an effect may have looked through or reordered a deck (234)
    d = state.card_def(e.args.get("source"))
    source = _iid(e.args.get("source"))
    user = side or next((s for s in state.sides.values() if source in s.board), None)
    ability = None
    if d is not None:
        wanted = e.args.get("ability")
        ability = next((a for a in d.abilities if wanted in (None, a.id)), None)
    holder = next((s for s in state.sides.values() if source in s.board), None)
    if state.away_due and source is not None:
        state.away_due = [f for f in state.away_due if f[0] != source]
    if state.discard_due and source is not None:
        # 231: the effect fires each time the card is put into the discard, so one entry answers one of them.
        owed = next((f for f in state.discard_due if f[0] == source), None)
        if owed is not None:
            state.discard_due.remove(owed)
    if (
        ability is not None
        and d is not None
        and holder is None
        and source in state.removed_iids
        and ability.trigger is not None
        and ability.trigger.event == "discarded"
    ):
        # 231, 14: the card left the field for outside the game, not for the discard; an effect that works
        # on being put into the discard was not triggered.
        ctx.flag(
            C.EFFECT_NOT_DISCARDED,
            {"card": d.name, "ability": ability.id},
            cards=[source],
            players=[user.key] if user is not None else [],
        )
    if ability is not None and d is not None and source is not None and holder is not None:
        trigger = ability.trigger.event if ability.trigger else None
        if trigger in _AWAY_EVENTS:
            # 32, 229: an effect that works when the card is discarded or leaves the field has not been
            # triggered while the card is still there (231 makes it fire each time it does happen).
            en, ja = _AWAY_EVENTS[trigger]
            ctx.flag(
                C.EFFECT_NOT_TRIGGERED,
                {"card": d.name, "ability": ability.id, "event": en, "event_ja": ja},
                cards=[source],
                players=[holder.key],
            )
        if trigger != "discarded":  # 231: a card whose effect works on being discarded fires each time
            if (source, ability.id) in state.fired:
                ctx.flag(
                    C.EFFECT_FIRED_TWICE,
                    {"card": d.name, "ability": ability.id},
                    cards=[source],
                    players=[holder.key],
                )
            state.fired.add((source, ability.id))
    if source is not None:
        wanted_id = ability.id if ability is not None else None
        state.effects_due = [
            f for f in state.effects_due if not (f[0] == source and wanted_id in (None, f[1]))
        ]
        if d is not None and (d.text or (ability is not None and ability.unmodelled)):
            state.effect_by = source
    fires = True
    if ability is not None and d is not None and user is not None and ability.targets:
        fires = _check_effect_targets(state, e, d, ability, user, ctx)
    if ability is not None and d is not None and fires:
        targets = [t for t in (_iid(x) for x in e.args.get("targets") or []) if t]
        check_effect_result(state, e, d, ability, user, targets, ctx)
    _apply_effect(state, e, ctx, checked=ability is not None and d is not None)
    apply_effect_moves(state, e, d, user, ctx)
    check_zero(state, ctx)


# --- a 対決 card's effect: its targets (236, 240) and its place in playing the card (159, 160) -----------
_ZONE_JA = {"field": "場のカード", "discard": "捨て場のカード"}


def _target_present(state: MyEarthState, user: str, spec: TargetSpec) -> bool:
    """Whether anything could be chosen for one declared target group (240; a hidden zone always, 241)."""
    if spec.zone in HIDDEN_ZONES:
        return True
    if spec.zone == "discard":
        return any(
            n > 0 and _discard_fits(state, spec, cid)
            for s in state.sides.values()
            if spec.whose == "any" or (s.key == user) == (spec.whose == "own")
            for cid, n in s.discard.items()
        )
    why_not = _field_why_not(state, user)
    return any(why_not(spec, c) is None for c in _field_candidates(state, spec))


def owed_effect(
    state: MyEarthState, iid: str, ability_id: str
) -> tuple[Side | None, CardDef | None, AbilityDef | None]:
    """The field card ``iid`` whose effect ``ability_id`` is owed (227): its holder, its definition and the
    ability, each None when the card has left the field or the header does not declare it."""
    holder = next((s for s in state.sides.values() if iid in s.board), None)
    d = state.defs.get(holder.board[iid].cid or "") if holder is not None else None
    ability = next((a for a in d.abilities if a.id == ability_id), None) if d is not None else None
    return holder, d, ability


def effect_can_fire(state: MyEarthState, iid: str, ability: AbilityDef) -> bool:
    """240: an effect that chooses cards fires when at least one card could be chosen, and not when none
    could; judged for the card ``iid`` on the field of its holder."""
    holder = next((s for s in state.sides.values() if iid in s.board), None)
    if holder is None:
        return True
    return all(_target_present(state, holder.key, spec) for spec in ability.targets)


def _check_effect_targets(
    state: MyEarthState, e: Entry, d: CardDef, ability: AbilityDef, user: Side, ctx: Context
) -> bool:
    """The targets of a 対決 card's effect; returns False when nothing could be chosen (240), so the
    effect did not fire and whatever the log shows it doing is that finding, not a wrong result."""
    source = _iid(e.args.get("source"))
    missing = next((spec for spec in ability.targets if not _target_present(state, user.key, spec)), None)
    if missing is not None:
        did = any(
            e.args.get(k)
            for k in ("strength", "life", "draw", "targets", "from_hand", "from_deck", "hand_limit")
        )
        if did:
            zone = missing.zone or "field"
            ctx.flag(
                C.EFFECT_NO_TARGET,
                {"card": d.name, "target": zone, "target_ja": _ZONE_JA.get(zone, zone)},
                cards=[source],
                players=[user.key],
            )
        return False
    if "targets" not in e.args:
        return True  # targets not logged: only the result is judged (check_effect_result)
    field_specs = [spec for spec in ability.targets if spec.zone in (None, "field")]
    if not field_specs or len(field_specs) != len(ability.targets):
        return True  # mixed zones: the field groups are not told apart in a flat list
    groups = target_groups(e.args.get("targets"), field_specs)
    if groups is None:
        return True
    why_not = _field_why_not(state, user.key)
    problems = check_targets(field_specs, groups, lambda spec: _field_candidates(state, spec), why_not)
    for p in problems[:1]:
        ctx.flag(
            C.EFFECT_TARGET_ILLEGAL,
            {"card": d.name, "problem": p.problem_en, "problem_ja": p.problem_ja},
            cards=[source],
            players=[user.key],
        )
    return True


def report_pending_effect(state: MyEarthState, entry: Entry, ctx: Context) -> None:
    """159, 160: playing a 対決 card ends when its effect is done; nothing else happens in between. An
    effect that could choose nothing does not fire (240), so nothing is owed for it."""
    if not state.effects_due or entry.act in ("effect", "penalty", "conduct", "result"):
        return
    for iid, ability_id in state.effects_due:
        holder, d, ability = owed_effect(state, iid, ability_id)
        if ability is None or not effect_can_fire(state, iid, ability):
            continue
        ctx.flag(
            C.EFFECT_INTERRUPTED,
            {"seat": entry.actor or "?", "act": entry.act, "card": d.name if d else iid},
            cards=[iid],
            players=[holder.key] if holder is not None else [],
        )
    state.effects_due = []


def report_away_effect(state: MyEarthState, entry: Entry, ctx: Context) -> None:
    """227, 233 (273): an effect that works when its card leaves the field fires then; the survival check
    the leaving owes comes first (185), and the game does not go on without the effect. The same holds for
    an effect that works when its card is put into the discard (231), whatever put it there."""
    if not (state.away_due or state.discard_due) or entry.act in (
        "effect",
        "survival",
        "survival_approve",
        "survival_object",
        "leave",
        "resolve",
        "penalty",
        "conduct",
        "result",
    ):
        return
    for due, check in (
        (state.away_due, C.EFFECT_TRIGGER_SKIPPED),
        (state.discard_due, C.EFFECT_DISCARD_TRIGGER_SKIPPED),
    ):
        for iid, cid, _ability, owner in due:
            d = state.defs.get(cid)
            ctx.flag(check, {"card": d.name if d else cid, "act": entry.act}, cards=[iid], players=[owner])
    state.away_due, state.discard_due = [], []


SUPPORT_HANDLERS = {
    "support": _support,
    "pass": _pass,
    "resolve": _resolve,
    "effect": _effect,
}
