"""Duel Masters deck construction (100.2, 610.3, 701.3-701.4h, 701.17-701.18, 702.3, 703.3, 704.3).

Each check fires on a minimal illegal deck and not on the legal deck next to it; Hypothesis properties
cover the DMEDH size, singleton and colour-identity rules over every card of a legal deck.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine.core.checks import registered_checks
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import deck_checks as C
from judge.engine.games.dm_variants.deck import check_deck
from rules_index.parsers import parse_document
from tests.unit.engine.proof import prove_deck

RULEBOOK = Path(__file__).resolve().parents[4] / "rules_index" / "data" / "dm-variants.txt"
P = "dm-variants.deck."
CIV_CYCLE = (["light"], ["water"], ["light", "water"], [])  # [] is colourless, allowed by 701.4e


def creature(name: str, civs: list[str], **kw: Any) -> dict[str, Any]:
    return {"name": name, "type": "creature", "cost": 3, "keywords": {"civilizations": civs, **kw}}


def card(name: str, type_: str, **kw: Any) -> dict[str, Any]:
    return {"name": name, "type": type_, "cost": 0, "keywords": kw}


def pool() -> dict[str, Any]:
    cards: dict[str, Any] = {"CMD": creature("陽炎の守護者ブルー・メルキス", ["light", "water"])}
    for i in range(1, 60):
        cards[f"M{i:02}"] = creature(f"Main {i}", CIV_CYCLE[i % 4])
    for i in range(1, 9):
        cards[f"H{i}"] = creature(f"Psychic {i}", ["fire"], kind="psychic")
    for i in range(1, 13):
        cards[f"G{i:02}"] = creature(f"GR {i}", ["darkness"], kind="gr")
    for i in range(1, 6):
        cards[f"FS{i}"] = card(f"Forbidden piece {i}", "field", civilizations=["light"], set="forbidden_star")
    cards["FIRE"] = creature("Fire one", ["fire"])
    cards["ANY"] = creature("Relentless", ["water"], any_copies=True)
    cards["SPELL"] = {"name": "A spell", "type": "spell", "cost": 2, "keywords": {"civilizations": ["light"]}}
    for i in range(1, 23):
        cards[f"S{i:02}"] = card(f"Scheme {i}", "scheme")
    cards["SHUF"] = card("Shuffle", "scheme", shuffle_card=True)
    cards["SHUF2"] = card("Shuffle 2", "scheme", shuffle_card=True)
    for i in range(1, 41):
        cards[f"PL{i:02}"] = card(f"Plane {i}", "plane")
    for i in range(1, 11):
        cards[f"PH{i:02}"] = card(f"Phenomenon {i}", "phenomenon")
    cards["CASTLE"] = card("A castle", "castle")
    return cards


CARDS = pool()


def edh() -> dict[str, Any]:
    return {
        "format": "dmedh",
        "seat": "P1",
        "commander": "CMD",
        "main": {f"M{i:02}": 1 for i in range(1, 60)},
        "hyperspatial": {f"H{i}": 1 for i in range(1, 9)},
        "gr": {f"G{i:02}": 1 for i in range(1, 13)},
        "options": {"policies": {}},
    }


def standard() -> dict[str, Any]:
    return {"main": {f"M{i:02}": 4 for i in range(1, 11)}, "seat": "P1"}


def codes(deck: dict[str, Any], cards: dict[str, Any] | None = None) -> list[str]:
    return [f.code.removeprefix(P) for f in check_deck(deck, CARDS if cards is None else cards)]


def with_cards(extra: dict[str, Any]) -> dict[str, Any]:
    return CARDS | extra


# --- declarations ----------------------------------------------------------------------------------
def test_every_deck_check_cites_existing_clauses_and_has_both_messages() -> None:
    doc = parse_document("dm-variants", RULEBOOK.read_text(encoding="utf-8"))
    numbers = {c.number for c in doc.clauses}
    specs = [s for s in registered_checks("dm-variants") if s.code.startswith(P)]
    assert len(specs) >= 35
    for spec in specs:
        assert spec.clauses, spec.code
        for ref in spec.clauses:
            assert ref.startswith("dm-variants:") and ref.removeprefix("dm-variants:") in numbers, ref
        assert re.search(r"[ぁ-んァ-ヶ一-龯]", spec.message_ja), spec.code
        assert re.search(r"[a-z]{3}", spec.message_en), spec.code


def test_official_rules_outside_the_text_say_so_and_are_needs_ruling() -> None:
    for spec in (C.MAIN_SIZE, C.HYPER_SIZE_BASE, C.GR_SIZE_BASE):
        assert spec.verdict is Verdict.NEEDS_RULING
        assert "official rule, not in the indexed text" in spec.message_en
        assert "索引の本文にはありません" in spec.message_ja


# --- the base game ---------------------------------------------------------------------------------
def test_standard_legal_deck() -> None:
    assert codes(standard()) == []
    assert codes(standard() | {"hyperspatial": {"H1": 1}, "gr": {f"G{i:02}": 1 for i in range(1, 13)}}) == []


def test_standard_size_copies_and_piles() -> None:
    deck = standard()
    deck["main"]["M01"] = 3
    assert codes(deck) == ["main_size"]
    deck = standard()
    deck["main"]["M01"] = 5
    deck["main"]["M02"] = 3
    assert codes(deck) == ["copies"]
    # Two ids of one name are one name for the limit.
    cards = with_cards({"M01b": creature("Main 1", ["light"])})
    deck = standard()
    deck["main"]["M02"] = 3
    deck["main"]["M01b"] = 1
    assert codes(deck, cards) == ["copies"]
    deck = standard()
    deck["main"]["M01"] = 2
    deck["main"]["ANY"] = 2
    assert codes(deck) == []
    deck["main"]["M02"] = 0
    deck["main"]["ANY"] = 6  # an any-number card is not held to 4
    assert codes(deck) == []
    assert codes(standard() | {"hyperspatial": {f"H{i}": 1 for i in range(1, 9)} | {"FIRE": 1}}) == [
        "hyperspatial_size"
    ]
    assert codes(standard() | {"gr": {f"G{i:02}": 1 for i in range(1, 12)}}) == ["gr_size"]


def test_forbidden_star_counts_only_as_a_complete_set() -> None:
    deck = standard()
    deck["main"] |= {f"FS{i}": 1 for i in range(1, 6)}
    assert codes(deck) == []  # 45 cards, 40 counted
    deck["main"]["FS5"] = 0
    assert codes(deck) == ["forbidden_set"]
    deck["main"]["FS5"] = 2
    assert codes(deck) == ["forbidden_set"]


# --- DMEDH -----------------------------------------------------------------------------------------
def test_dmedh_legal_deck_and_commander_option_on_another_format() -> None:
    assert codes(edh()) == []
    deck = edh()
    deck["format"] = "free_for_all"
    deck["options"]["commander"] = True
    assert codes(deck) == []
    deck["options"]["commander"] = False
    assert "main_size" in codes(deck)


def test_dmedh_size() -> None:
    deck = edh()
    del deck["main"]["M59"]
    assert codes(deck) == ["edh_size"]
    deck["main"]["FIRE"] = 0
    deck["main"] |= {f"FS{i}": 1 for i in range(1, 6)}  # 701.4h: the set is not counted
    assert codes(deck) == ["edh_size"]


def test_commander_rules() -> None:
    deck = edh()
    del deck["commander"]
    assert "commander_missing" in codes(deck)
    cards = with_cards(
        {
            "CSP": {"name": "Spell cmd", "type": "spell", "keywords": {"civilizations": ["light", "water"]}},
            "CANY": creature("Any cmd", ["light", "water"], any_copies=True),
            "CGR": creature("GR cmd", ["light", "water"], kind="gr"),
            "CPS": creature("Psychic cmd", ["light", "water"], kind="サイキック"),
            "CFB": creature("Forbidden cmd", ["light", "water"], kind="forbidden"),
            "CZ": creature("Zeron cmd", ["light", "water"], kind="zeron"),
        }
    )
    for cid, code in (
        ("CSP", "commander_not_creature"),
        ("CANY", "commander_any_copies"),
        ("CGR", "commander_kind"),
        ("CPS", "commander_kind"),
        ("CFB", "commander_kind"),
        ("CZ", "commander_kind"),
    ):
        assert codes(edh() | {"commander": cid}, cards) == [code], cid
    deck = edh()
    deck["main"]["M59"] = 0
    deck["commander"] = ["CMD", "M59"]
    assert codes(deck) == ["commander_count"]


def god(name: str, links: list[str], *, named: bool = False) -> dict[str, Any]:
    return creature(name, ["light", "water"], god=True, g_link=links, named_god=named)


def test_god_commander() -> None:
    cards = with_cards(
        {
            "HEAVY": god("龍神ヘヴィ", ["龍神メタル", "破壊神デス"]),
            "METAL": god("龍神メタル", ["龍神ヘヴィ"]),
            "DEATH": god("破壊神デス", ["龍神ヘヴィ", "邪眼神"]),
            "LONE": god("孤独神", []),
            "SHINE": god("天神シャイン・バルキリー", ["光神", "剣神"], named=True),
            "SHINE2": god("光神", ["天神シャイン・バルキリー"], named=True),
        }
    )
    deck = edh()
    deck["main"]["M59"] = 0
    deck["commander"] = ["HEAVY", "METAL"]
    # ヘヴィ could still link 破壊神デス: 701.17a
    assert codes(deck, cards) == ["god_commander_can_link"]
    deck["commander"] = ["METAL", "HEAVY"]
    cards_closed = cards | {"HEAVY": god("龍神ヘヴィ", ["龍神メタル"])}
    assert codes(deck, cards_closed) == []
    deck["commander"] = ["SHINE", "SHINE2"]  # 701.17b: any valid link state
    assert codes(deck, cards) == []
    deck["commander"] = ["HEAVY", "LONE"]
    assert "god_commander_unlinked" in codes(deck, cards)
    deck["commander"] = ["METAL", "CMD"]
    assert "god_commander_not_god" in codes(deck, cards_closed)
    # 701.18a: three gods leave 57 others
    cards3 = cards | {"HEAVY": god("龍神ヘヴィ", ["龍神メタル"]), "DEATH": god("破壊神デス", ["龍神ヘヴィ"])}
    deck = edh()
    deck["main"]["M59"] = 0
    deck["main"]["M58"] = 0
    deck["commander"] = ["HEAVY", "METAL", "DEATH"]
    assert codes(deck, cards3) == []
    deck["main"]["M58"] = 1
    assert codes(deck, cards3) == ["edh_size"]


def test_singleton_and_hyperspatial_policy() -> None:
    cards = with_cards(
        {"M01b": creature("Main 1", ["light"]), "H1b": creature("Psychic 1", ["fire"], kind="psychic")}
    )
    deck = edh()
    deck["main"]["M59"] = 0
    deck["main"]["M01b"] = 1
    found = check_deck(deck, cards)
    assert [f.code for f in found] == [P + "singleton"]
    assert "Main 1" in found[0].message_en and "Main 1" in found[0].message_ja
    deck = edh()
    deck["gr"]["G12"] = 0
    deck["gr"]["G01"] = 2
    assert codes(deck) == ["singleton"]  # 701.4d names the 超GR
    deck = edh()
    deck["hyperspatial"] = {f"H{i}": 1 for i in range(1, 8)} | {"H1b": 1}
    assert codes(deck, cards) == ["singleton"]  # decisions.md DM 9, with no policy set
    deck["options"]["policies"]["singleton_hyperspatial"] = "included"
    assert codes(deck, cards) == ["singleton"]
    deck["options"]["policies"]["singleton_hyperspatial"] = "excluded"
    assert codes(deck, cards) == []  # an old registration's choice, still applied
    deck = edh()
    deck["main"]["M59"] = 0
    deck["main"]["ANY"] = 1
    deck["main"]["M58"] = 0
    deck["main"]["ANY"] = 2  # more copies allowed by its ability
    assert codes(deck) == []


def test_colour_identity() -> None:
    deck = edh()
    deck["main"]["M59"] = 0
    deck["main"]["FIRE"] = 1
    found = check_deck(deck, CARDS)
    assert [f.code for f in found] == [P + "colour_identity"]
    assert "Fire one" in found[0].message_en and "火" in found[0].message_ja
    # 701.4f/g: the off-colour psychics and GR of the legal deck are not flagged
    assert codes(edh()) == []


def test_hyperspatial_and_gr_sizes() -> None:
    deck = edh()
    deck["hyperspatial"]["FIRE"] = 1
    assert codes(deck) == ["edh_hyperspatial_over"]
    deck = edh()
    deck["hyperspatial"] = {"H1": 1, "H2": 1}
    assert codes(deck) == []  # decisions.md DM 8: 0-8, with no policy set
    deck["options"]["policies"]["hyperspatial_pile"] = "exactly_8"  # an old log's choice, still applied
    assert codes(deck) == ["edh_hyperspatial_exact"]
    deck["options"]["policies"]["hyperspatial_pile"] = "up_to_8"
    assert codes(deck) == []
    deck["hyperspatial"] = {}
    deck["options"]["policies"] = {}
    assert codes(deck) == []  # none at all is allowed under both policies
    deck = edh()
    deck["gr"]["G12"] = 0
    assert codes(deck) == ["edh_gr_size"]
    deck["gr"] = {}
    assert codes(deck) == []


def test_dmedh_sets() -> None:
    deck = edh()
    deck["main"] |= {f"FS{i}": 1 for i in range(1, 4)}
    assert codes(deck) == ["edh_set"]
    cards = with_cards(
        {"FS5": card("Forbidden piece 5", "field", civilizations=["fire"], set="forbidden_star")}
    )
    deck["main"] |= {"FS4": 1, "FS5": 1}
    assert codes(deck, cards) == ["edh_set_colour"]
    assert codes(deck) == []


# --- 魔王戦, 次元戦, 次元探索戦, タワーデュエル -------------------------------------------------------------
def scheme_deck(n: int = 20) -> dict[str, Any]:
    return standard() | {
        "format": "archenemy",
        "role": "archenemy",
        "schemes": {f"S{i:02}": 1 for i in range(1, n + 1)},
    }


def test_scheme_deck() -> None:
    assert codes(scheme_deck()) == []
    assert codes(scheme_deck() | {"role": "hero", "schemes": {}}) == []
    assert codes(scheme_deck() | {"schemes": {}}) == ["scheme_missing"]
    assert codes(scheme_deck(19)) == ["scheme_size"]
    deck = scheme_deck(19)
    deck["schemes"]["SHUF"] = 1  # 702.3c: not counted
    assert codes(deck) == ["scheme_size"]
    deck = scheme_deck()
    deck["schemes"] |= {"SHUF": 1}
    assert codes(deck) == []
    deck["schemes"]["SHUF2"] = 1
    assert codes(deck) == ["scheme_shuffle"]
    deck = scheme_deck()
    deck["schemes"]["S01"] = 2
    assert codes(deck) == ["scheme_copies"]
    deck = scheme_deck()
    deck["schemes"] |= {"SPELL": 1, "M01": 1}  # 702.3a/b
    assert codes(deck) == []
    deck["schemes"]["PL01"] = 1
    assert codes(deck) == ["scheme_type"]


def planar(fmt: str, planes: int, phenomena: int) -> dict[str, Any]:
    pile = {f"PL{i:02}": 1 for i in range(1, planes + 1)} | {f"PH{i:02}": 1 for i in range(1, phenomena + 1)}
    return standard() | {"format": fmt, "planes": pile}


def test_planar_deck() -> None:
    assert codes(planar("planes", 8, 2)) == []
    assert codes(planar("planes", 8, 3)) == ["planar_phenomena"]  # 12 cards, 8 planes: 2 at most
    assert codes(planar("planes", 9, 0)) == ["planar_size"]
    assert codes(planar("planes", 40, 0)) == []
    assert codes(planar("planes", 40, 1)) == ["planar_size"]
    assert codes(planar("planes", 0, 0)) == ["planar_missing"]
    deck = planar("planes", 10, 0)
    deck["planes"] |= {"SHUF": 1}
    assert codes(deck) == []
    deck["planes"] |= {"SHUF2": 1}
    assert codes(deck) == ["planar_shuffle"]
    deck = planar("planes", 10, 0)
    deck["planes"] |= {"SPELL": 1}  # 703.3c: a spell is a phenomenon
    assert codes(deck) == []
    deck["planes"] |= {"CASTLE": 1}
    assert codes(deck) == ["planar_type"]
    assert codes(planar("plane_exploration", 16, 2)) == ["planar_phenomena_small_deck"]  # 18 cards
    assert codes(planar("plane_exploration", 18, 0)) == []
    assert codes(planar("plane_exploration", 16, 4)) == []  # 20 cards, 16 planes: 4


def test_tower_public_deck() -> None:
    deck = {"format": "tower", "players": 3, "main": {f"M{i:02}": 2 for i in range(1, 46)}}
    assert codes(deck) == []  # 90 cards, copies are not limited by 610.3
    deck["main"]["M01"] = 1
    found = check_deck(deck, CARDS)
    assert [f.code for f in found] == [P + "tower_size"]
    assert "89" in found[0].message_en and "90" in found[0].message_ja
    assert codes(deck | {"players": None}) == ["bad_decklist"]


# --- bad input -------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("change", "code", "where"),
    [
        ({"main": {"NOPE": 1}}, "unknown_card", "$.main.NOPE"),
        ({"gr": ["G01"]}, "bad_decklist", "$.gr"),
        ({"commander": 7}, "bad_decklist", "$.commander"),
        ({"commander": "NOPE"}, "unknown_card", "$.commander[0]"),
        ({"options": "x"}, "bad_decklist", "$.options"),
    ],
)
def test_bad_input_gives_log_errors_saying_where(change: dict[str, Any], code: str, where: str) -> None:
    deck = edh() | change
    found = [f for f in check_deck(deck, CARDS) if f.verdict is Verdict.LOG_ERROR]
    assert [f.code for f in found] == [P + code]
    assert where in found[0].message_en and where in found[0].message_ja


def test_bad_cards_and_decklist_never_raise() -> None:
    assert codes(edh(), {"CMD": "not an object"})[0] == "bad_card"
    found = check_deck(edh() | {"cards": [1, 2]})
    assert found[0].code == P + "bad_decklist" and "$.cards" in found[0].message_en
    assert [f.code for f in check_deck("nope")] == [P + "bad_decklist"]  # type: ignore[arg-type]
    assert codes(edh() | {"format": "chess"})[0] == "unknown_format"
    bad_civ = with_cards({"M01": creature("Main 1", ["purple"])})
    found = check_deck(edh(), bad_civ)
    assert found[0].code == P + "bad_card" and "purple" in found[0].message_en


def test_cards_inside_the_decklist_are_read() -> None:
    assert check_deck(edh() | {"cards": CARDS}) == []


# --- properties ------------------------------------------------------------------------------------
MAIN_IDS = sorted(edh()["main"])


@settings(max_examples=60, deadline=None)
@given(st.sampled_from([*MAIN_IDS, "CMD"]))
def test_a_second_copy_of_any_name_breaks_singleton(cid: str) -> None:
    deck = edh()
    cards = with_cards({"DUP": CARDS[cid]})
    deck["main"]["M59" if cid != "M59" else "M58"] = 0
    deck["main"]["DUP"] = 1
    assert codes(deck, cards) == ["singleton"]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(MAIN_IDS))
def test_removing_any_card_from_a_legal_60_gives_the_size_finding(cid: str) -> None:
    deck = edh()
    del deck["main"][cid]
    assert codes(deck) == ["edh_size"]


@settings(max_examples=60, deadline=None)
@given(
    st.sampled_from(MAIN_IDS),
    st.lists(st.sampled_from(["light", "water", "darkness", "fire", "nature"]), min_size=1, unique=True),
    st.lists(st.sampled_from(["light", "water", "darkness", "fire", "nature"]), min_size=1, unique=True),
)
def test_a_card_outside_the_commanders_civilizations_is_always_flagged(
    cid: str, commander_civs: list[str], card_civs: list[str]
) -> None:
    cards = with_cards({"CMD": creature("Commander", commander_civs), cid: creature("Probe", card_civs)})
    found = [f for f in check_deck(edh(), cards) if f.code == P + "colour_identity"]
    outside = not set(card_civs) <= set(commander_civs)
    assert any("Probe" in f.message_en and "Probe" in f.message_ja for f in found) == outside


@settings(max_examples=40, deadline=None)
@given(st.integers(min_value=0, max_value=200), st.integers(min_value=2, max_value=6))
def test_tower_minimum_is_thirty_per_player(size: int, players: int) -> None:
    deck = {"format": "tower", "players": players, "main": {"ANY": size} if size else {}}
    assert ("tower_size" in codes(deck)) == (size < 30 * players)


# --- what registration meets: the deck rules behind judge.engine.check_deck's screening ------------------
def test_100_3_an_options_field_that_is_not_an_object_is_unreadable() -> None:
    # The judgelog schema admits any options value; the DM deck rules need an object to read policies from.
    prove_deck("dm-variants", standard() | {"options": "x"}, CARDS, P + "bad_decklist", twin=standard())


def test_100_3_a_format_the_document_does_not_define() -> None:
    prove_deck("dm-variants", standard() | {"format": "sealed"}, CARDS, P + "unknown_format", twin=standard())


def test_a_bad_count_is_screened_before_the_deck_rules() -> None:
    # bad_count was removed: the shared screening reports such a count first, with its JSON path.
    from judge.engine import check_deck as screened

    found = screened("dm-variants", standard() | {"main": {"M01": -1}}, CARDS)
    assert [f.code for f in found] == ["deck.unreadable"] and "main" in found[0].message_en


def test_100_3_a_listed_card_whose_definition_is_unreadable() -> None:
    # The card's civilization is not one of the game's: its definition is reported, and nothing is judged
    # from it (it might be a set piece or a psychic), so the deck's size is not called wrong as well.
    bad = standard() | {"cards": CARDS | {"M01": creature("Main 1", ["purple"])}}
    prove_deck("dm-variants", bad, None, P + "bad_card", twin=standard() | {"cards": CARDS})


def test_a_god_commanders_colour_identity_is_the_union_of_its_gods() -> None:
    """decisions.md DM 10 (701.4e, 701.18 「デッキ構築時に参照する文明を除き」): the linked gods share one
    colour identity, the union of their civilizations. A fire god linked to a nature god allows a
    fire/nature card that neither god's civilizations alone cover; a water card stays outside."""
    cards = with_cards(
        {
            "GF": creature("火の神", ["fire"], god=True, g_link=["自然の神"]),
            "GN": creature("自然の神", ["nature"], god=True, g_link=["火の神"]),
            "FN": creature("火と自然", ["fire", "nature"]),
            "WA": creature("水だけ", ["water"]),
        }
    )
    deck = edh()
    deck["commander"] = ["GF", "GN"]
    deck["hyperspatial"] = {}
    deck["gr"] = {}
    deck["main"] = {f"K{i:02}": 1 for i in range(57)} | {"FN": 1}
    cards |= {f"K{i:02}": creature(f"無色{i}", []) for i in range(57)}
    assert codes(deck, cards) == []
    deck["main"] = {f"K{i:02}": 1 for i in range(57)} | {"WA": 1}
    assert codes(deck, cards) == ["colour_identity"]
