"""Figures the rules compute: threat, total repel power, the replacement kaiju, pending rule processes."""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.games.kaiju.abilities import ANGER_THREAT, abilities_lost, figure, power_touched_by_text
from judge.engine.games.kaiju.cards import KAIJU, CardDef
from judge.engine.games.kaiju.state import KaijuState


@dataclass(slots=True)
class RepelCheck:
    total: int
    threat: int
    # True when hidden identities or unmodelled card text may change either figure.
    uncertain: bool
    # True when an attacker's card counted without its abilities (10.8.1.2), which decided the total.
    lost: bool = False

    @property
    def due(self) -> bool:
        return self.total >= self.threat  # 7.4.3: "以上"


def kaiju_def(state: KaijuState, seat: str) -> CardDef | None:
    top = state.top(seat)
    return state.card_def(top.iid) if top else None


def kaiju_grade(state: KaijuState, seat: str) -> int | None:
    """The advancing kaiju's grade; for a 【強襲】 card its printed grade (12.5.2; rulings, kaiju decision 1)."""
    d = kaiju_def(state, seat)
    return d.grade if d else None


def repel_check(state: KaijuState, attacker: str) -> RepelCheck:
    defender = state.opponent(attacker)
    uncertain = lost = False
    total = 0
    for cards in state.players[attacker].areas.values():
        for card in cards:
            d = state.card_def(card.iid)
            if d is None:
                uncertain = True
                continue
            uncertain |= power_touched_by_text(d)
            lost |= bool(state.ability_loss) and bool(d.abilities) and abilities_lost(state, card.iid)
            total += figure(state, card, "repel", d.repel)  # 7.4.2; never a kaiju's threat (7.4.2.1)
    d = kaiju_def(state, defender)
    if d is None:
        return RepelCheck(total, 0, True, lost)
    # Card text beats the rules (1.3.1): any card on the field whose text the engine does not model, or
    # whose identity the log hides, may change the total or the threat. That includes the defender's
    # engage cards (Appendix A's 結晶体 raises its master's kaiju's threat) and both kaiju.
    others = [c for cards in state.players[defender].areas.values() for c in cards]
    others += [c for seat in (attacker, defender) for pile in state.players[seat].strategy for c in pile]
    others += [top for top in (state.top(attacker),) if top is not None]
    uncertain |= power_touched_by_text(d) or any(_unmodelled(state, c.iid) for c in others)
    uncertain |= state.flags.loose_effect  # an effect the engine could not read resolved this turn
    top = state.top(defender)
    assert top is not None
    # 10.8.1: the printed threat, then anger (10.8.1.4, 3.4.5), then numeric continuous effects (10.8.1.5).
    threat = figure(state, top, "threat", d.threat, ANGER_THREAT * state.players[defender].anger)
    return RepelCheck(total, threat, uncertain, lost)


def _unmodelled(state: KaijuState, iid: str) -> bool:
    d = state.card_def(iid)
    return d is None or power_touched_by_text(d)


def replacement_candidates(state: KaijuState, seat: str) -> list[str]:
    """5.15.1.2: from the kaiju deck zone, grade one higher, sharing a trait with the current kaiju."""
    current = kaiju_def(state, seat)
    if current is None:
        return []
    out = []
    for cid, n in sorted(state.players[seat].kaiju_deck.items()):
        d = state.defs.get(cid)
        if n > 0 and d and d.type == KAIJU and d.grade == current.grade + 1 and d.shares_trait(current):
            out.append(cid)
    return out


def trampled(state: KaijuState) -> list[tuple[str, str, int]]:
    """11.3.2: engage cards sharing an area with an advancing kaiju, as (seat, iid, area)."""
    out = []
    for seat in state.seats:
        p = state.players[seat]
        if p.area:
            out.extend((seat, c.iid, p.area) for c in p.areas[p.area])
    return out


def duplicates(state: KaijuState) -> list[tuple[str, str, int]]:
    """11.5.1: areas or strategy zones holding more than one card, as (seat, kind, index)."""
    out = []
    for seat in state.seats:
        p = state.players[seat]
        out.extend((seat, "area", a) for a, cards in p.areas.items() if len(cards) > 1)
        out.extend((seat, "strategy", i) for i, cards in enumerate(p.strategy) if len(cards) > 1)
    return out
