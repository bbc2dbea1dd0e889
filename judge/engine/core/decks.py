"""Deck-check steps that read the same in several games' deck rules."""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from judge.engine.core.checks import CheckSpec
from judge.engine.core.verdicts import Finding


class DeckCard(Protocol):
    """What the screening needs of a game's card definition."""

    type: Any
    deck_rule: Any


def decklist_base(decklist: Mapping[str, Any]) -> dict[str, Any]:
    """Evidence every deck finding carries: the seat, when the decklist belongs to one."""
    seat = decklist.get("seat")
    return {"seat": seat} if seat else {}


@dataclass(frozen=True, slots=True)
class CardLineChecks:
    """The game's own checks for decklist lines, and how its needs_ruling names the unread card text."""

    unknown_card: CheckSpec
    bad_type: CheckSpec
    construction_text: CheckSpec
    construction_unknown: str


def screen_card_lines(
    card_ids: Iterable[str],
    defs: Mapping[str, DeckCard],
    card_types: Collection[Any],
    base: dict[str, Any],
    checks: CardLineChecks,
) -> list[Finding]:
    """One finding per decklist line that names no known card, a card of no known type, or a card whose
    own text changes deck construction (the engine cannot read card text, so that needs a ruling).
    """
    out: list[Finding] = []
    for cid in card_ids:
        d = defs.get(cid)
        if d is None:
            out.append(checks.unknown_card.finding(None, base | {"card": cid}))
        elif d.type not in card_types:
            out.append(checks.bad_type.finding(None, base | {"card": cid, "type": d.type}))
        elif d.deck_rule:
            out.append(
                checks.construction_text.finding(
                    None, base | {"card": cid}, unknown=checks.construction_unknown
                )
            )
    return out
