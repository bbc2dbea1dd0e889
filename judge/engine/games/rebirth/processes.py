"""Rule processes (chapter 10) and the check-timing order (9.6.2).

The engine computes which rule processes a check timing requires; the log must show the card
movements they cause. A required process the log skips is reported once, and a rule movement that no
process requires is reported too. The order is recovery (10.3), then entry processing (10.5, only the
first applicable item each time), then defeat processing (10.6). Auto abilities (10.4) come from card
text, which the engine does not model.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth import formats
from judge.engine.games.rebirth.cards import CHARACTER, REBIRTH
from judge.engine.games.rebirth.state import Card, RebirthState


@dataclass(slots=True)
class Due:
    kind: str
    card: Card
    to: str
    spec: CheckSpec


def priority_order(state: RebirthState) -> list[str]:
    """Turn player(s) first, then the others in the order of their next turns (12.2.1)."""
    seats = [s for s in state.seats if not state.players[s].eliminated]
    if not state.turn_seats:
        return seats
    first = [s for s in state.turn_seats if s in seats]
    start = state.seats.index(state.turn_seats[0])
    rest = [state.seats[(start + k) % len(state.seats)] for k in range(1, len(state.seats) + 1)]
    return first + [s for s in rest if s in seats and s not in first]


def defense(state: RebirthState, card: Card) -> int | None:
    d = state.defn(card)
    if d is None or card.face_down:
        return None
    return d.defense + card.def_mod


def recovery_due(state: RebirthState) -> list[Due]:
    out: list[Due] = []
    for seat in priority_order(state):
        zones = state.players[seat].zones
        for card in zones["rebirth"].values():  # 10.3.2
            d = state.defn(card)
            if d is not None and d.type != REBIRTH:
                out.append(Due("rebirth_non_re", card, "waiting_room", C.REBIRTH_NON_RE))
        entry = zones["entry"]
        if len(entry) > 1:  # 10.3.3
            latest = max(entry.values(), key=lambda c: c.placed)
            out += [
                Due("entry_excess", c, "waiting_room", C.ENTRY_EXCESS)
                for c in entry.values()
                if c is not latest
            ]
        if zones["member"]:  # 10.3.4
            by_slot: dict[int | None, list[Card]] = {}
            for c in zones["member"].values():
                by_slot.setdefault(c.slot, []).append(c)
            for cards in by_slot.values():
                if len(cards) > 1:
                    latest = max(cards, key=lambda c: c.placed)
                    out += [
                        Due("member_excess", c, "waiting_room", C.MEMBER_EXCESS)
                        for c in cards
                        if c is not latest
                    ]
        for card in entry.values():
            d = state.defn(card)
            if d is None or d.type != CHARACTER:
                continue
            if card.partner_attacked:  # 10.3.6
                out.append(Due("retire_partner", card, "retire", C.RETIRE_PARTNER))
                continue
            defense_now = defense(state, card)
            if defense_now is not None and card.damage >= defense_now and card.damage > 0:  # 10.3.5
                out.append(Due("retire_damage", card, "retire", C.RETIRE_DAMAGE))
        for card in zones["member"].values():
            # 10.3.5 is about any character: a member dealt damage by an effect keeps it (7.6.3 clears
            # only the entry's), so a DEF change ending can retire it too.
            if not card.damage:
                continue
            defense_now = defense(state, card)
            if defense_now is not None and card.damage >= defense_now and card.damage > 0:  # 10.3.5
                out.append(Due("retire_damage", card, "retire", C.RETIRE_DAMAGE))
    for iid in state.partner_iids:  # 10.3.7
        card = state.cards.get(iid)
        if (
            card is not None
            and card.zone not in ("hand", "energy", "partners", "removed")
            and not state.players[card.holder].eliminated
        ):
            out.append(Due("partner_removed", card, "removed", C.PARTNER_REMOVED))
    return out


def due_evidence(state: RebirthState, due: Due) -> dict[str, Any]:
    """What a skipped recovery process's finding says: every field its message names."""
    card = due.card
    evidence: dict[str, Any] = {
        "card": card.iid,
        "seat": card.holder,
        "zone": card.zone,
        "problem": "left in place",
        "problem_ja": "そのまま残っています",
    }
    if due.kind == "retire_damage":
        evidence |= {"damage": card.damage, "defense": defense(state, card)}
    if due.kind == "member_excess":
        evidence["slot"] = card.slot
    return evidence


def entry_due(state: RebirthState) -> tuple[str, str, Card | None] | None:
    """The first applicable entry-processing item (10.5.1): kind, seat, card."""
    order = priority_order(state)
    for seat in order:  # 10.5.1.1, 10.5.1.2
        for card in state.players[seat].zones["entry"].values():
            d = state.defn(card)
            if d is not None and d.type == REBIRTH:
                return "rebirth_out", seat, card
    for seat in order:  # 10.5.1.3, 10.5.1.4
        player = state.players[seat]
        if not player.zones["entry"] and player.count("deck") > 0:
            return "fill", seat, None
    return None


def describe_entry_due(kind: str, seat: str, *, ja: bool = False) -> str:
    if kind == "rebirth_out":
        if ja:
            return f"{seat}のエントリーのRe-birthカードをRe-birthゾーンに移す"
        return f"move {seat}'s Re-birth card from entry to the Re-birth zone"
    if ja:
        return f"{seat}の空いたエントリーに山札の上からカードを置く"
    return f"fill {seat}'s empty entry from the top of the deck"


def settle(state: RebirthState, ctx: Context, *, report: bool = True) -> None:
    """The check timing has passed: report required processes the log skipped, then defeat processing.

    With report=False only the defeat is settled: a recorded result may skip the card movements that
    no longer matter once the game is decided.
    """
    if state.turn == 0:
        return  # no check timing before the game starts
    if state.settled_clock == state.clock:
        return
    state.settled_clock = state.clock
    for due in recovery_due(state) if report else ():
        key = (due.kind, due.card.iid, due.card.incarnation)
        if key in state.reported:
            continue
        state.reported.add(key)
        ctx.flag(due.spec, due_evidence(state, due), cards=[due.card.iid], players=[due.card.holder])
    due_entry = entry_due(state) if report else None
    if due_entry is not None:
        kind, seat, card = due_entry
        key = ("entry", kind, seat, state.turn, card.iid if card else None)
        if key not in state.reported:
            state.reported.add(key)
            ctx.flag(
                C.ENTRY_SKIPPED,
                {
                    "seat": seat,
                    "expected": describe_entry_due(kind, seat),
                    "expected_ja": describe_entry_due(kind, seat, ja=True),
                },
                players=[seat],
            )
    if state.triggers.pending:
        # Product decision Rebirth 8: defeat (9.6.2.4) is checked only once the waiting automatic
        # abilities (9.6.2.2) are played — a Spark from entry processing may still recover.
        return
    losers = formats.retire_losers(state)
    if losers:
        formats.eliminate(state, losers, "retire")


def check_refresh(state: RebirthState, ctx: Context, entry_act: str, actor: str | None) -> None:
    """Refresh happens the moment a deck is empty (10.2.1); with an empty waiting room that player loses (10.2.1.1)."""
    for seat in state.seats:
        player = state.players[seat]
        if player.eliminated or player.count("deck") > 0:
            continue
        if player.count("waiting_room") == 0:
            formats.eliminate(state, [seat], "deck_out")
            continue
        if entry_act == "refresh" and actor == seat:
            continue
        key = ("refresh", seat, state.clock_when_empty.get(seat))
        if key not in state.reported:
            state.reported.add(key)
            ctx.flag(C.REFRESH_SKIPPED, {"seat": seat}, players=[seat])
