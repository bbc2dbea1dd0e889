from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.decklists import check_registration_decklist


def rebirth_deck(main_copies: int) -> str:
    """12 x 4 + CH12 x main_copies in the main deck (6.1.1.1 wants exactly 50), three partners (6.1.1.5)."""
    cards = {f"CH{i}": {"name": f"キャラ{i}", "type": "CH", "cost": 0, "atk": 1, "def": 1} for i in range(13)}
    cards.update({f"PA{i}": {"name": f"パートナー{i}", "type": "PA", "atk": 2, "def": 2} for i in range(3)})
    main = {f"CH{i}": 4 for i in range(12)}
    main["CH12"] = main_copies
    partners = {f"PA{i}": 1 for i in range(3)}
    return json.dumps({"cards": cards, "main": main, "partners": partners}, ensure_ascii=False)


def test_text_list_is_kept_but_unchecked():
    check = check_registration_decklist("rebirth", "4 カードA\n4 カードB")
    assert check.status == "unchecked" and "card definitions" in check.note_en


def test_bad_json_says_where():
    check = check_registration_decklist("rebirth", '{"main": {"A": 4,}}')
    assert check.status == "invalid" and "line 1" in check.note_en


def test_engine_checks_copies():
    too_many = check_registration_decklist("rebirth", rebirth_deck(5))
    assert too_many.status == "illegal"
    assert any(f["code"] == "rebirth.deck.copies" for f in too_many.findings)
    assert all(f["clauses"] for f in too_many.findings)


def test_legal_deck_passes():
    check = check_registration_decklist("rebirth", rebirth_deck(2))
    assert check.status == "legal", check.findings


def test_wrong_main_size_is_illegal():
    check = check_registration_decklist("rebirth", rebirth_deck(3))
    assert check.status == "illegal" and any("6.1.1.1" in c for f in check.findings for c in f["clauses"])


def test_game_without_engine_is_unchecked():
    assert check_registration_decklist("no-such-game", "{}").status == "unchecked"


def test_empty():
    assert check_registration_decklist("rebirth", "  ").status == "empty"


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 300) | st.text(max_size=4),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
    max_leaves=12,
)


@settings(max_examples=60)
@given(
    game=st.sampled_from(["rebirth", "kaiju", "dimension-zero", "myearth", "dm-variants"]),
    piles=st.dictionaries(
        st.sampled_from(["main", "partners", "hyperspatial", "gr", "commander"]), json_values
    ),
    cards=json_values,
)
def test_a_malformed_registration_decklist_is_reported_never_raised(game, piles, cards) -> None:
    check = check_registration_decklist(game, json.dumps(piles | {"cards": cards}))
    assert check.status in {"invalid", "illegal", "needs_ruling", "legal"}
    if check.status == "invalid":
        assert check.findings and all(f["message_ja"] and f["message_en"] for f in check.findings)


@pytest.mark.parametrize("game", ["rebirth", "kaiju", "dimension-zero", "myearth", "dm-variants"])
def test_a_card_definition_that_is_not_an_object_says_where(game) -> None:
    check = check_registration_decklist(game, json.dumps({"cards": {"X": "bad"}, "main": {"X": 1}}))
    assert check.status == "invalid"
    assert "$.cards.X" in check.findings[0]["message_ja"] and "$.cards.X" in check.findings[0]["message_en"]
