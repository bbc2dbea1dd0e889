"""A deck search moves the card it finds (234, 241, 266): the log names it in `from_deck`, and the engine
puts it where the card puts it (the user's hand unless the card declares `search_to`), so a later play of
that card from the hand is legal and a card that was never found is not.

Each log is a prefix of the example game (see proof_logs). After 33 entries (turn 2, B's 番): B holds 2
cards and has 12 in the deck; B:s1 and B:s2 (陸) pay for B:c2 and B:c3, B:s3 (里山 as 人) is unused.
Here B first plays 陸のみなもと B:s4 (1 card left in the hand), then its search card (none left).
"""

from __future__ import annotations

from typing import Any

import pytest

from judge.engine import replay
from tests.unit.engine.proof import prove

from .proof_logs import Log, e, example, with_cards
from .test_myearth_proofs_abilities import ability_support, log_of, play, resolve

SEARCH_TEXT = "山札から【陸の生き物】1枚を手札に加える"


def search_card(text: str | None = SEARCH_TEXT, **effect: Any) -> dict[str, Any]:
    """調査-like: it takes from the own deck (what it takes is text); ``effect`` adds declared keys."""
    ability: dict[str, Any] = {"kind": "support", "effect": {"search_deck": "own", **effect}}
    if text is not None:
        ability["text"] = text
    return ability_support("white", "人", ability)


def searched(card: dict[str, Any], *after: dict[str, Any], **found: Any) -> Log:
    """B empties its hand (a source, then the search card), the search resolves with ``found`` and B
    shuffles its deck (234); then ``after``."""
    return with_cards(
        log_of(
            e("play_source", "B", card={"iid": "B:s4", "card": "L"}),
            play("B:w9", "WS"),
            e("pass", "R"),
            resolve("B:w9", "WS", **found),
            e("shuffle", "B"),
            *after,
        ),
        WS=card,
    )


PLAY_FOUND = e("play", "B", card={"iid": "B:c4", "card": "C1"}, sources=["B:s4"])


def sides(log: Log) -> dict[str, Any]:
    report = replay(log)
    assert report.findings == [], [(f.seq, f.code, f.message_en) for f in report.findings]
    return report.final_state["sides"]


def test_the_card_a_search_found_can_be_played_from_the_hand() -> None:
    # 241: the search that found nothing still fired, but B's hand is empty, so C1 cannot come from it.
    nothing = searched(search_card(), PLAY_FOUND)
    found = searched(search_card(), PLAY_FOUND, from_deck={"B": ["C1"]})
    prove(nothing, "myearth.ban.card_not_in_hand", 39, twin=found)


def test_the_found_card_leaves_the_deck_for_the_hand() -> None:
    before = sides(searched(search_card()))
    after = sides(searched(search_card(), from_deck={"B": ["C1"]}))
    assert (before["B"]["hand"], before["B"]["deck"]) == (0, 12)
    assert (after["B"]["hand"], after["B"]["deck"]) == (1, 11)


def test_a_second_card_that_was_never_found_is_not_in_the_hand() -> None:
    # B found one card and played it; a second card from the same hand is one it does not hold.
    second = e("play_source", "B", card={"iid": "B:s5", "card": "L"})
    log = searched(search_card(), PLAY_FOUND, second, from_deck={"B": ["C1"]})
    report = replay(log)
    assert [(f.seq, f.code) for f in report.findings] == [(40, "myearth.ban.card_not_in_hand")]
    both = searched(search_card(), PLAY_FOUND, second, from_deck={"B": ["C1", "L"]})
    assert replay(both).findings == []


def test_a_search_puts_its_cards_where_the_card_declares() -> None:
    to_discard = sides(searched(search_card(search_to="discard"), from_deck={"B": ["C1"]}))
    assert (to_discard["B"]["hand"], to_discard["B"]["deck"], to_discard["B"]["discard"]) == (0, 11, 3)
    removed = replay(searched(search_card(search_to="removed"), PLAY_FOUND, from_deck={"B": ["C1"]}))
    assert [f.code for f in removed.findings] == ["myearth.ban.card_not_in_hand"]


def test_a_search_takes_only_from_the_deck_it_searches() -> None:
    wrong = searched(search_card(), from_deck={"R": ["R3"]})
    prove(wrong, "myearth.effect.result", 37, twin=searched(search_card(), from_deck={"B": ["C1"]}))


def test_a_search_takes_no_more_than_the_deck_holds() -> None:
    nine = searched(search_card(), from_deck={"B": ["C1"] * 13})  # B's deck holds 12
    prove(nine, "myearth.effect.result", 37, twin=searched(search_card(), from_deck={"B": ["C1"] * 12}))


def test_241_is_not_cited_when_the_search_found_a_card() -> None:
    # The declared life gain was skipped, but the search found something: not the 241 misreading.
    card = search_card(life={"own": 1})
    report = prove(
        searched(card, from_deck={"B": ["C1"]}),
        "myearth.effect.result",
        37,
        twin=searched(card, life={"B": 1}, from_deck={"B": ["C1"]}),
    )
    assert "myearth:241" not in report.findings[0].clauses
    nothing = prove(searched(card), "myearth.effect.result", 37, twin=searched(card, life={"B": 1}))
    assert "myearth:241" in nothing.findings[0].clauses


def test_cards_taken_from_a_deck_by_a_card_that_declares_no_search() -> None:
    plain = ability_support("white", "人", {"kind": "support", "effect": {"life": {"own": 1}}})
    log = searched(plain, life={"B": 1}, from_deck={"B": ["C1"]})
    twin = searched(plain, life={"B": 1})
    prove(log, "myearth.effect.result", 37, twin=twin, allow=())
    texted = ability_support(
        "white", "人", {"kind": "support", "effect": {"life": {"own": 1}}, "text": SEARCH_TEXT}
    )
    (finding,) = replay(searched(texted, life={"B": 1}, from_deck={"B": ["C1"]})).findings
    assert (finding.code, str(finding.verdict)) == ("myearth.effect.unmodelled", "needs_ruling")


def test_an_old_log_without_from_deck_keeps_its_meaning() -> None:
    # A search logged as before moves nothing: the hand and the deck keep their counts.
    after = sides(searched(search_card()))
    assert (after["B"]["hand"], after["B"]["deck"]) == (0, 12)


@pytest.mark.parametrize("raw", [["C1"], {"B": "C1"}, {"Z": ["C1"]}, {"B": [7]}])
def test_a_malformed_from_deck_is_a_malformed_entry(raw: Any) -> None:
    # The entry is refused whole (nothing moves); the shuffle after it then finds the チェーン unresolved.
    first = replay(searched(search_card(), from_deck=raw)).findings[0]
    assert (first.seq, first.code) == (37, "log.bad_entry") and first.evidence["code"] == "myearth.from_deck"


@pytest.mark.parametrize("effect", [{"search_to": "field"}, {"search_to": "hand", "search_deck": None}])
def test_a_malformed_search_to_is_a_header_error(effect: dict[str, Any]) -> None:
    raw = {"search_deck": "own", **effect}
    raw = {k: v for k, v in raw.items() if v is not None}
    bad = ability_support("white", "人", {"kind": "support", "effect": raw})
    (finding,) = replay(with_cards(example(5), BAD=bad)).findings
    assert finding.code == "log.unreadable" and "search_to" in finding.message_en
