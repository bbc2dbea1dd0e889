"""Proofs of the Dimension Zero deck-construction checks (3.1.1, 3.1.2, 1.2.4, 2.19.1, 2.2.2), each from a
header in which only P1's decklist breaks the rule, and its twin in which P1's decklist keeps it.

The sideboard checks (deck.sideboard_size, deck.copies_with_sideboard) are reachable only through
check_deck at registration: the in-game header has no sideboard (log format), so no log can show them;
prove_deck proves them on a registration decklist.
"""

from __future__ import annotations

from typing import Any

from judge.engine import check_deck
from tests.unit.engine.dimension_zero.dz_logs import CARDS, DECK, Log
from tests.unit.engine.proof import prove, prove_deck

DZ = "dimension-zero."


def _deck(main: dict[str, int], **header: Any) -> dict[str, Any]:
    """A log whose P1 decklist is DECK changed by `main`: the setup and one energy card."""
    log = Log(**header)
    log.header["decklists"]["P1"] = {"main": {k: v for k, v in (DECK | main).items() if v}}
    log.setup()
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    return log.json()


FU = DECK["FU"]


def test_3_1_1_a_deck_of_41() -> None:
    prove(_deck({"FU": FU + 1}), DZ + "deck.size", None, twin=_deck({}))


def test_3_1_2_a_limited_deck_of_41() -> None:
    # 3.1.2: a limited deck too is exactly 40 cards.
    bad = _deck({"FU": FU + 1}, variant="limited")
    prove(bad, DZ + "deck.limited_size", None, twin=_deck({}, variant="limited"))


def test_3_1_1_four_copies_of_a_name() -> None:
    # 3.1.1: at most 3 cards of one Japanese name (団結 excepted, 5.6.2).
    prove(_deck({"RU": 4, "FU": FU - 1}), DZ + "deck.copies", None, twin=_deck({}))


def test_2_19_1_kinju_over_ten() -> None:
    # 1.2.4, 2.19.1: the 禁呪 values of the deck total at most 10; three cards of 禁呪 4 make 12.
    bad = _deck({"KJ": 3, "FU": FU - 3})
    prove(bad, DZ + "deck.kinju", None, twin=_deck({"KJ": 2, "FU": FU - 2}))


def test_2_2_2_a_card_with_no_definition() -> None:
    # 2.2.2: a card is known by its data; the header defines no "ZZ".
    bad = _deck({"ZZ": 1, "FU": FU - 1})
    twin = _deck({"ZZ": 1, "FU": FU - 1})
    twin["header"]["cards"]["ZZ"] = dict(CARDS["FU"], name="もう一枚の団結")
    prove(bad, DZ + "deck.unknown_card", None, twin=twin)


def test_3_1_1_four_copies_across_deck_and_sideboard() -> None:
    # 3.1.1 「デッキ及びサイドボード」 (decision DZ 8): at most 3 of a name across both combined; the deck
    # holds 3 《赤のユニット》 and the sideboard a fourth. 団結 cards (the filler) have no limit (5.6.2).
    bad = {"main": dict(DECK), "sideboard": {"RU": 1, "FU": 9}}
    twin = {"main": dict(DECK), "sideboard": {"BU": 1, "FU": 9}}
    prove_deck("dimension-zero", bad, CARDS, DZ + "deck.copies_with_sideboard", twin=twin)
    (finding,) = check_deck("dimension-zero", bad, CARDS)
    assert finding.verdict.value == "illegal"


def test_3_1_1_a_sideboard_of_nine() -> None:
    # 3.1.1 (decision DZ 9): a sideboard has 10 cards or none.
    bad = {"main": dict(DECK), "sideboard": {"BU": 1, "FU": 8}}
    twin = {"main": dict(DECK), "sideboard": {"BU": 1, "FU": 9}}
    prove_deck("dimension-zero", bad, CARDS, DZ + "deck.sideboard_size", twin=twin)


def test_2_19_1_the_sideboard_does_not_count_toward_kinju() -> None:
    # 1.2.4, 2.19.1 「デッキに入れる」 (decision DZ 9): two 禁呪 4 cards in the deck and three more in the
    # sideboard are legal at registration; the deck used in a duel is checked again from the log's
    # header, where siding in a third makes deck.kinju (test_2_19_1_kinju_over_ten).
    cards = CARDS | {"KJ2": dict(CARDS["KJ"], name="禁呪の作戦二")}
    main = DECK | {"KJ": 2, "FU": FU - 2}
    assert check_deck("dimension-zero", {"main": main, "sideboard": {"KJ2": 3, "FU": 7}}, cards) == []
