"""「山札のカードの順番が意図的に決定された」 (part 6, chapter 2): a fact of each deck that a few cards read.

A deck's order is intentionally determined by putting a card from another zone at a known place in it (A),
a card of it at a place its player chooses (B), or a card at one place at another (C) (6.2.2); a card put
face up into the plan zone is put on top of the deck (6.2.3). Once true it stays true for the rest of the
duel, shuffled or not (6.2.4). A shuffle, adding cards at no said place and shuffling (6.2.5), and turning
the top card face up as the plan zone (6.2.6: making or updating the plan) do not determine it.

The log says which act it was: an `effect` move `to: "deck"` with `position` (a known place), `to: "plan"`,
a `mulligan` (3.2.3-1 puts the hand on the bottom in any order), against `shuffle`, `plan_create`,
`plan_update` and an `effect`'s `plan_reveal`. A card put into a deck at a place the log does not say makes
the fact unknown until that deck is shuffled (6.2.5), as does a snapshot that does not give it.

An ability reads it through the trigger condition `"if": "deck_never_determined"` (「このデュエル中に、あなたの
山札のカードの順番が意図的に決定されていないならば」): its master's deck, read as a conditional trigger's
condition is (4.4.3, 4.8.8).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from judge.engine.core.context import Context
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dimension_zero import checks as C

NEVER_DETERMINED = "deck_never_determined"

# What each act that determines the order is, for the finding (English, Japanese).
HOW = {
    "position": ("a card was put at a known place in the deck", "カードを山札の特定の位置に置きました"),
    "plan": ("a card was put face up into the plan zone", "カードを表向きにプランゾーンに置きました"),
    "mulligan": (
        "the redraw put the hand on the bottom of the deck in any order",
        "引きなおしで手札を好きな順番で山札の一番下に加えました",
    ),
    "snapshot": ("the snapshot says so", "途中局面の記録にそう記されています"),
}


@dataclass(slots=True)
class Determined:
    clause: str  # the most specific clause of 6.2 that made it true
    seq: int | None
    how: str  # a key of HOW
    shuffled_after: bool = False  # it stayed true through a shuffle (6.2.4)


@dataclass(slots=True)
class DeckOrder:
    """Per seat: whether its deck's order was intentionally determined in this duel."""

    determined: dict[str, Determined] = field(default_factory=dict)
    # Seats whose fact the log cannot tell: a snapshot that does not say, or a card put into the deck at an
    # unsaid place and not shuffled in since.
    unknown: set[str] = field(default_factory=set)
    loose: set[str] = field(default_factory=set)
    # The clauses of the acts that touched the deck without determining it (6.2.5, 6.2.6), for a finding
    # that says the condition held.
    kept: dict[str, set[str]] = field(default_factory=dict)
    # The `trigger` entries already reported: their resolution is not reported again.
    flagged: set[int | None] = field(default_factory=set)

    def determine(self, seat: str, clause: str, seq: int | None, how: str) -> None:
        if seat not in self.determined:
            self.determined[seat] = Determined(clause, seq, how)

    def put_unsaid(self, seat: str) -> None:
        """A card went into the deck at a place the log does not say: a shuffle that follows makes it 6.2.5."""
        self.loose.add(seat)

    def shuffled(self, seat: str) -> None:
        fact = self.determined.get(seat)
        if fact is not None:
            fact.shuffled_after = True
        self.loose.discard(seat)
        self.kept.setdefault(seat, set()).add("6.2.5")

    def plan_turned(self, seat: str) -> None:
        self.kept.setdefault(seat, set()).add("6.2.6")

    def holds(self, seat: str) -> bool | None:
        """Whether `seat`'s deck order was never intentionally determined: None when the log cannot tell."""
        if seat in self.determined:
            return False
        if seat in self.unknown or seat in self.loose:
            return None
        return True

    def clauses_against(self, seat: str) -> list[str]:
        """The clauses that made the fact true: the act's own, and 6.2.4 if a shuffle came after it."""
        fact = self.determined[seat]
        return [fact.clause] + (["6.2.4"] if fact.shuffled_after else [])

    def clauses_for(self, seat: str) -> list[str]:
        """The clauses by which the acts seen did not determine it."""
        return sorted(self.kept.get(seat, ()))


def is_deck_condition(condition: object) -> bool:
    return condition == NEVER_DETERMINED


def flag_condition(
    ctx: Context,
    order: DeckOrder,
    seat: str,
    iid: str,
    card: str,
    ability: str,
    when: tuple[str, str],
) -> None:
    """An ability whose condition reads the deck was used although the condition did not hold (or the log
    cannot tell whether it did)."""
    known = seat in order.determined
    if known:
        fact = order.determined[seat]
        en, ja = HOW[fact.how]
        at = f"at entry {fact.seq}" if fact.seq is not None else "before the log began"
        at_ja = f"記録{fact.seq}番で" if fact.seq is not None else "記録の開始前に"
        evidence = {
            "card": card,
            "ability": ability,
            "seat": seat,
            "when": when[0],
            "when_ja": when[1],
            "fact": f"it was determined {at}: {en}",
            "fact_ja": f"{at_ja}意図的に決定されています（{ja}）",
        }
        if fact.shuffled_after:
            evidence["fact"] += "; a later shuffle does not change that"
            evidence["fact_ja"] += "。その後のシャッフルでもこの事実は変わりません"
        ctx.flag(
            C.DECK_ORDER_DETERMINED,
            evidence,
            cards=[iid],
            players=[seat],
            extra_clauses=[f"{C.GAME}:{n}" for n in order.clauses_against(seat)],
        )
        return
    ctx.flag(
        C.DECK_ORDER_DETERMINED,
        {
            "card": card,
            "ability": ability,
            "seat": seat,
            "when": when[0],
            "when_ja": when[1],
            "fact": "the log does not say whether it was determined",
            "fact_ja": "意図的に決定されたかどうかが記録からは分かりません",
        },
        cards=[iid],
        players=[seat],
        verdict=Verdict.NEEDS_RULING,
        unknown="whether the player's deck order was intentionally determined earlier in the duel",
    )
