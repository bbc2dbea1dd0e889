"""The field: a 対決 card's group (the chain it stands in, 170-211), the sources under it, what the
group costs, a side's total strength (127-129), and stacking a card on its sources or removing one.
"""

from __future__ import annotations

from collections import Counter

from judge.engine.games.myearth.cards import CONFRONTATION
from judge.engine.games.myearth.state import FieldCard, MyEarthState, Side


def strength_total(state: MyEarthState, side: Side) -> int:
    """127-129, 170: the sum of one's 対決 cards' strengths with modifiers, never below 0."""
    total = 0
    for c in side.confrontation_cards():
        d = state.defs.get(c.cid or "")
        total += max((d.strength if d else 0) + c.strength_mod, 0)
    return max(total, 0)


def card_group(side: Side, iid: str) -> list[FieldCard]:
    card = side.board[iid]
    while card.below and card.below in side.board:
        card = side.board[card.below]
    out = [card]
    while card.above and card.above in side.board:
        card = side.board[card.above]
        out.append(card)
    return out


def group_sources(side: Side, group: list[FieldCard]) -> list[str]:
    return [s for c in group for s in c.sources]


def group_cost(state: MyEarthState, group: list[FieldCard]) -> tuple[int, set[str]]:
    defs = [state.defs.get(c.cid or "") for c in group]
    return max((d.cost_total for d in defs if d), default=0), {a for d in defs if d for a, _ in d.cost}


def source_attributes(side: Side, sources: list[str]) -> Counter[str]:
    return Counter(side.board[s].attribute or "?" for s in sources if s in side.board)


def fmt_counts(counter: Counter[str] | dict[str, int]) -> str:
    return "+".join(f"{a}×{n}" for a, n in sorted(counter.items())) or "none"


def stack_card(side: Side, card: FieldCard, sources: list[str]) -> None:
    for s in sources:
        if s in side.board and side.board[s].kind == "source":
            side.under[s] = card.iid
            side.used.add(s)  # 22, 23
    card.sources = list(sources)
    side.board[card.iid] = card


def remove_card(side: Side, iid: str, to: str, state: MyEarthState) -> None:
    card = side.board.pop(iid, None)
    if card is None:
        return
    for target, delta in card.gave.items():
        # A change that lasts "while this card is on the field" ends when it leaves (272, 228).
        for s in state.sides.values():
            if target in s.board:
                s.board[target].strength_mod -= delta
                s.board[target].lasting_mod -= delta
    if state.effects_due:
        state.effects_due = [f for f in state.effects_due if f[0] != iid]
    if state.fired:
        # 165: a card that left the field is another card when it comes back; its effect may fire again.
        state.fired = {f for f in state.fired if f[0] != iid}
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
        d = state.defs.get(card.cid)
        if card.kind == CONFRONTATION and d is not None:
            # 231, 227: an effect that works when the card is put into the discard fires each time it is,
            # by an effect, a survival check or a lost 対決 alike; the game does not go on without it.
            state.discard_due += [
                (iid, card.cid, a.id, side.key)
                for a in d.abilities
                if a.trigger is not None and a.trigger.event == "discarded"
            ]
    elif to == "removed" and card.cid:
        side.removed[card.cid] += 1
        state.removed_iids.add(iid)  # 14: it never comes back, so a later play of it is a finding
    elif to == "hand":
        side.hand += 1
    elif to == "deck":
        side.deck += 1
