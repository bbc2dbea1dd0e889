from __future__ import annotations

import json

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
