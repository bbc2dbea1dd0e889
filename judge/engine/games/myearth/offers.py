"""What the rules allow next, for the table recorder (judge.engine.acts_available).

The order is the one the engine judges in (game.py ``apply``): a result owed by a game that is over, a
survival check redone after a right objection (218), then what the rules run by themselves before
anything else — the shuffle an effect owes (234), a 対決 card at strength 0 leaving (162, 163), a
closed チェーン resolving last in, first out (255, 256), the survival check (184, 185) — and only then
the acts of the stage: the preparation (64-73), a 番 (95-111), the 対決 (121-140, 260-263).

Hands and decks are hidden (7, 8), so an act that plays a card from the hand offers no cards: the
table names the card. Arguments the position decides (a draw's count, a total, the 対決's result, a
support's declared effect) come filled in.
"""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from judge.engine.core.abilities import ActOption
from judge.engine.games.myearth.abilities import life_changes, support_ability
from judge.engine.games.myearth.board import card_group, group_sources, strength_total
from judge.engine.games.myearth.state import OPENING_HAND, MyEarthState, Side
from judge.engine.games.myearth.supports import effect_can_fire, owed_effect
from judge.engine.games.myearth.turns import draw_owed

LABELS: dict[str, tuple[str, str]] = {
    # act: (English, Japanese)
    "result": ("record the result", "ゲームの結果を記録"),
    "survival": ("survival check", "生存判定"),
    "survival_redo": ("redo the survival check", "生存判定のやりなおし"),
    "survival_approve": ("approve the survival check", "生存判定を承認"),
    "survival_object": ("object to the survival check", "生存判定に異議"),
    "shuffle_owed": ("shuffle the deck the effect looked through", "効果で見た山札を切る"),
    "leave_zero": ("strength 0: put it in the discard", "点数0：捨て場に置く"),
    "effect": ("the effect of {card} fires", "{card}の効果が発動"),
    "leave_effect": ("a card the effect of {card} moves leaves the field", "{card}の効果で場を離れるカード"),
    "resolve": (
        "resolve the last support card of the チェーン",
        "チェーンの最後のサポートカードの効果を発動",
    ),
    "support_chain": ("play a support card in the チェーン", "チェーンでサポートカードを出す"),
    "pass_chain": ("play no support card (closes the チェーン)", "サポートカードを出さない（チェーン終了）"),
    "shuffle": ("shuffle the deck", "山札を切る"),
    "decide_first": ("{seat} goes first", "{seat}が先攻"),
    "opening_draw": ("draw the opening hand of 5", "最初の手札を5枚引く"),
    "keep": ("keep the hand", "手札を引きなおさない"),
    "mulligan": ("redraw the hand", "手札を引きなおす"),
    "limit_discard": ("discard down to the hand limit", "手札を上限枚数まで捨てる"),
    "draw": ("draw {count}", "{count}枚引く"),
    "play_source": ("play a source card", "みなもとカードを出す"),
    "play": ("play a 対決 card", "対決カードを出す"),
    "support": ("play a support card", "サポートカードを出す"),
    "discard": ("discard from the hand", "手札を捨てる"),
    "end_ban": ("end the 番", "番の終わりを宣言"),
    "announce": ("announce the total {total}", "合計点数{total}を伝える"),
    "pass": ("play no support card", "サポートカードを出さない"),
    "confrontation_end": ("end the 対決", "対決の処理"),
}


def _option(
    key: str,
    actor: str | None,
    args: dict[str, Any] | None = None,
    cards: tuple[str, ...] = (),
    required: bool = False,
    act: str | None = None,
    **fmt: Any,
) -> ActOption:
    en, ja = LABELS[key]
    return ActOption(
        act or key,
        actor,
        args or {},
        cards,
        required,
        label_en=en.format(**fmt),
        label_ja=ja.format(**fmt),
    )


def acts_available(state: MyEarthState) -> list[ActOption]:
    """The acts the rules allow now, required ones first (see the module docstring for the order)."""
    if state.over:
        if state.result_recorded:
            return []
        winner = state.winners[0] if len(state.winners) == 1 else None
        return [_option("result", None, {"winner": winner}, required=True)]  # 142, 144, 79, 286
    if state.redo_owed is not None:
        # 218: after a right objection the owner redoes the check before anything else.
        redo = state.redo_owed
        args = _survival_result(state, redo.before, redo.scope)
        return [_option("survival_redo", redo.owner, args, required=True, act="survival")]
    out: list[ActOption] = []
    if state.survival_open is not None:
        # 214-216: the opponent may answer the check; any other act approves it tacitly.
        judge = state.opponent(state.survival_open.owner).key
        out += [_option("survival_approve", judge), _option("survival_object", judge)]
    owed = _owed(state)
    out += owed if owed is not None else _stage(state)
    if state.effect_by is not None:
        # An effect's free text moved cards the structure cannot name (249): the table records each.
        field = tuple(iid for s in state.sides.values() for iid in s.board)
        if field:
            args = {"to": "discard", "by": state.effect_by}
            out.append(_option("leave_effect", None, args, field, act="leave", card=state.effect_by))
    # Required first (the order the engine judges in), then the rest in the order given.
    return sorted(out, key=lambda o: not o.required)


def _owed(state: MyEarthState) -> list[ActOption] | None:
    """The processes the rules run before any other act, or None when none is owed."""
    if state.shuffle_owed:
        return [
            _option("shuffle_owed", key, {"deck": key}, required=True, act="shuffle")
            for key in state.shuffle_owed
        ]
    if state.pending_zero:
        return [
            _option("leave_zero", key, {"card": iid, "to": "discard", "by": "rule"}, (iid,), True, "leave")
            for iid, (key, _) in state.pending_zero.items()
        ]
    if state.chain and not state.chain_open:
        return [_resolve(state)]
    if state.chain:
        # 254, 255: the other player may answer the last support card or close the チェーン.
        responder = state.opponent(state.chain[-1][1])
        out = [_option("pass_chain", responder.key, act="pass")]
        if responder.hand:
            out.insert(0, _option("support_chain", responder.key, act="support"))
        return out
    if state.pending_survival:
        return [
            _option(
                "survival",
                key,
                _survival_result(state, state.sides[key], state.survival_scope.get(key, set())),
                required=True,
            )
            for key in state.pending_survival
        ]
    # 227, 231, 273: an effect that works when its card leaves the field or is put into the discard is
    # owed once the survival check that leaving owes is done (185); the game does not go on without it.
    away = state.away_due + state.discard_due
    if away:
        return [_away_effect(state, iid, cid, ability_id, owner) for iid, cid, ability_id, owner in away]
    due = [(iid, a) for iid, a in state.effects_due if _can_fire(state, iid, a)]
    if due:
        return [_effect(state, iid, ability) for iid, ability in due]
    return None


def _away_effect(state: MyEarthState, iid: str, cid: str, ability_id: str, owner: str) -> ActOption:
    """The effect of a card no longer on the field: its owner carries it out, the declared result filled in."""
    args: dict[str, Any] = {"source": {"iid": iid, "card": cid}, "ability": ability_id}
    d = state.defs.get(cid)
    ability = next((a for a in d.abilities if a.id == ability_id), None) if d is not None else None
    if ability is not None and not ability.targets:
        opponent = state.opponent(owner)
        life = life_changes(ability.effect, owner, opponent.key)
        if any(life.values()):
            args["life"] = {k: v for k, v in life.items() if v}
        if ability.effect.get("draw"):
            args["draw"] = {owner: min(int(ability.effect["draw"]), state.sides[owner].deck)}
    return _option("effect", owner, args, required=True, card=d.name if d is not None else cid)


def _can_fire(state: MyEarthState, iid: str, ability_id: str) -> bool:
    """240: an effect whose targets have no candidate does not fire, so it is not offered."""
    ability = owed_effect(state, iid, ability_id)[2]
    return ability is None or effect_can_fire(state, iid, ability)


def _effect(state: MyEarthState, iid: str, ability_id: str) -> ActOption:
    """227: a 対決 card's effect fires at once when it is played; a declared result comes filled in."""
    holder = next(s for s in state.sides.values() if iid in s.board)
    cid = holder.board[iid].cid
    args: dict[str, Any] = {"source": {"iid": iid, "card": cid}, "ability": ability_id}
    d = state.defs.get(cid or "")
    ability = next((a for a in d.abilities if a.id == ability_id), None) if d is not None else None
    # Declared results come filled in even beside free text, which only adds what they leave unsaid.
    if ability is not None and not ability.targets:
        effect = ability.effect
        life = life_changes(effect, holder.key, state.opponent(holder.key).key)
        if any(life.values()):
            args["life"] = {k: v for k, v in life.items() if v}
        if effect.get("draw"):
            args["draw"] = {holder.key: min(int(effect["draw"]), holder.deck)}
        if "hand_limit" in effect:
            args["hand_limit"] = {holder.key: int(effect["hand_limit"])}
    # The card is already named as `source`, so no picker is offered for it.
    return _option("effect", holder.key, args, required=True, card=iid)


def _survival_result(state: MyEarthState, owner: Side, scope: set[str]) -> dict[str, Any]:
    """The check as the rules run it (186): each touched group is kept from the bottom up while its
    cards still chain (186.1, 191) and its sources still pay them (186.2, 186.3, 199, 207); the cards above
    go to the discard, top first, and the sources the kept cards do not need are released (209, 210)."""
    discarded: list[str] = []
    released: list[str] = []
    seen: set[str] = set()
    for c in owner.confrontation_cards():
        if c.iid not in scope or c.iid in seen:
            continue
        group = card_group(owner, c.iid)
        seen |= {g.iid for g in group}
        pool = group_sources(owner, group)
        attr = {s: owner.board[s].attribute or "?" for s in pool if s in owner.board}
        keep, need, needed = 0, 0, set()
        for k in range(1, len(group) + 1):
            defs = [state.defs.get(g.cid or "") for g in group[:k]]
            if any(lo and up and lo.name not in up.chain for lo, up in pairwise(defs)):
                break
            k_needed = {a for x in defs if x for a, _ in x.cost}
            k_need = max((x.cost_total for x in defs if x), default=0)
            usable = [s for s in pool if attr.get(s) in k_needed]
            if len(usable) < k_need or k_needed - {attr[s] for s in usable}:
                break
            keep, need, needed = k, k_need, k_needed
        discarded += [g.iid for g in reversed(group[keep:])]
        if not keep:
            continue  # the sources go with the last card (remove_card)
        kept: list[str] = []
        for a in sorted(needed):  # one of each needed attribute first (178)
            kept.append(next(s for s in pool if attr.get(s) == a))
        for s in pool:
            if s not in kept and attr.get(s) in needed and len(kept) < max(need, len(needed)):
                kept.append(s)
        released += [s for s in pool if s not in kept]
    return {"discarded": discarded, "released": released}


def _resolve(state: MyEarthState) -> ActOption:
    """The top of the closed チェーン resolves (256), with the result its declared effect gives."""
    iid, owner_key = state.chain[-1]
    owner = state.sides[owner_key]
    card = owner.board.get(iid)
    d = state.defs.get(card.cid or "") if card is not None else None
    args: dict[str, Any] = {"card": iid}
    on_field = {i for s in state.sides.values() for i in s.board}
    fizzled = (
        card is None
        or (card.target is not None and card.target not in on_field)  # 258, 259
        or iid in state.ss_voided  # 272
        or iid in state.countered
        or iid in state.cancelled  # 270
    )
    if fizzled:
        args["fizzled"] = True
    elif d is not None:
        ability = support_ability(d.abilities)
        if ability is not None:  # declared results, even beside free text
            effect = ability.effect
            if "strength" in effect and ability.targets:
                alive = [t for t in (card.targets if card else []) if t in on_field]
                if alive:
                    args["strength"] = {t: int(effect["strength"]) for t in alive}
            life = {
                k: v for k, v in life_changes(effect, owner_key, state.opponent(owner_key).key).items() if v
            }
            if life:
                args["life"] = life
            if effect.get("draw"):
                args["draw"] = {owner_key: min(int(effect["draw"]), owner.deck)}
            if "hand_limit" in effect:
                args["hand_limit"] = {owner_key: int(effect["hand_limit"])}
            # The cards a `from_hand` effect takes, and those a `search_deck` finds (`from_deck`), are the
            # table's to name (the hand and the deck are hidden, 7, 8; 239).
        if d.task:
            args["task"] = 1  # 267: carried out once, with the effect
        if card is not None and card.ss:
            args["to"] = "field"  # 272, decision MyEarth 2: it stays until a later one replaces it
            earlier = sorted(
                c.iid for s in state.sides.values() for c in s.board.values() if c.ss and c.iid != iid
            )
            if earlier:
                args["replaced"] = earlier
        if card is not None and card.target in state.bio:
            args["returned"] = state.bio[card.target]  # 270
    return _option("resolve", owner_key, args, (iid,), True)


def _stage(state: MyEarthState) -> list[ActOption]:
    if state.stage == "setup":
        return _setup(state)
    if state.stage in ("ban0", "ban1"):
        return _ban(state, state.sides[state.order[0 if state.stage == "ban0" else 1]])
    if state.stage == "conf":
        return _confrontation(state)
    # Between the 対決 and the next draw (82, 133): the 先攻 the 対決 decided (86, 87) begins the turn.
    out = _start_ban(state, state.sides[state.order[0]])
    if state.stalemate_flagged:
        a, b = (state.sides[k] for k in state.order)
        winner = None if a.life == b.life else (a.key if a.life > b.life else b.key)  # 151, 152
        out.append(_option("result", None, {"winner": winner}))
    return out


def _setup(state: MyEarthState) -> list[ActOption]:
    """64: each deck is shuffled and the 先攻 decided before anyone draws five cards (70, 71); then the
    redraws, 先攻 first (72, 73)."""
    sides = [state.sides[k] for k in state.order]
    out = [_option("shuffle", s.key, required=True) for s in sides if not s.shuffled and not s.opening_drawn]
    if not state.order_decided:
        out += [_option("decide_first", None, {"first": s.key}, required=True, seat=s.key) for s in sides]
    else:
        out += [
            _option("opening_draw", s.key, {"count": OPENING_HAND}, required=True, act="draw")
            for s in sides
            if s.shuffled and not s.opening_drawn
        ]
    if out:
        return out
    for s in sides:
        if not s.mulligan_decided:
            redraw = [_option("mulligan", s.key)] if s.mulligans == 0 else []  # 72: once
            return [_option("keep", s.key), *redraw]
    return _start_ban(state, sides[0])  # 82: the first turn begins at once


def _start_ban(state: MyEarthState, side: Side) -> list[ActOption]:
    """96, 97, 99: the 番 begins with the draw up to the hand limit; a hand above it is cut first."""
    out = []
    if side.hand > side.hand_limit:
        out.append(_option("limit_discard", side.key, {"count": side.hand - side.hand_limit}, required=True))
        hand = side.hand_limit
    else:
        hand = side.hand
    count = max(min(side.hand_limit - hand, side.deck), 0)
    out.append(_option("draw", side.key, {"count": count}, required=True, count=count))
    return out


def _ban(state: MyEarthState, side: Side) -> list[ActOption]:
    out: list[ActOption] = []
    if state.drawn is False:
        return _start_ban(state, side)
    # With nothing to draw when the 番 began, the draw of 0 was deemed made at its first act (96: `drawn`
    # is True, `deemed_drawn` set): no draw is owed, and after the discard only the end of the 番 (107).
    if state.drawn is None:
        # A snapshot that does not say whether the draw was made: the table knows, so it is offered.
        count = draw_owed(side)
        out.append(_option("draw", side.key, {"count": count}, count=count))
    if not state.discarded and side.hand:
        # 100, 112, 116: cards from the hand, one at a time; 106: the discard ends the playing (107).
        out += [_option("play_source", side.key), _option("play", side.key), _option("support", side.key)]
        out.append(_option("discard", side.key))
    out.append(_option("end_ban", side.key))  # 105, 110
    return out


def _confrontation(state: MyEarthState) -> list[ActOption]:
    first, second = (state.sides[k] for k in state.order)
    announced = state.announced or {}
    known = state.announced is not None  # a snapshot may not say who already told the total
    closed = state.conf_closed
    # 122, 125: the totals are told 先攻 first; after the window closes they are told again (125, 263).
    if first.key in announced and second.key not in announced:
        return [_announce(state, second, required=True)]
    if not known and not closed:
        told = [_announce(state, first), _announce(state, second)]
        return told + _decisions(state, first, second, closed)
    if closed:
        return [_end(state), _announce(state, first)]
    if first.key not in announced and not state.conf_first_decided:
        return [_announce(state, first, required=True)]
    return _decisions(state, first, second, closed)


def _decisions(state: MyEarthState, first: Side, second: Side, closed: bool | None) -> list[ActOption]:
    """260-262: the support decisions alternate from the 先攻 until both decline in a row."""
    if state.conf_first_decided is False:
        deciders = [first]
    elif state.conf_last is not None:
        deciders = [state.opponent(state.conf_last)]
    else:
        deciders = [first, second]  # a snapshot did not say who decided last
    out: list[ActOption] = []
    for side in deciders:
        if side.hand:
            out.append(_option("support", side.key))
        out.append(_option("pass", side.key))
    if closed is None:
        out.append(_end(state, required=False))
    return out


def _announce(state: MyEarthState, side: Side, required: bool = False) -> ActOption:
    total = strength_total(state, side)  # 127-129
    return _option("announce", side.key, {"total": total}, required=required, total=total)


def _end(state: MyEarthState, required: bool = True) -> ActOption:
    """131-140: the loser's 対決 cards go to the discard and its Earth Life drops by the difference."""
    a, b = (state.sides[k] for k in state.order)
    totals = {s.key: strength_total(state, s) for s in (a, b)}
    winner = None if totals[a.key] == totals[b.key] else max(totals, key=totals.__getitem__)
    losers = [s for s in (a, b) if s.key != winner]
    discarded = [c.iid for s in losers for c in s.confrontation_cards()]
    loss = 0
    if winner is not None:
        loser = losers[0]
        loss = min(totals[winner] - totals[loser.key], loser.life)
    args = {"winner": winner, "discarded": discarded, "life_loss": loss}
    return _option("confrontation_end", None, args, required=required)
