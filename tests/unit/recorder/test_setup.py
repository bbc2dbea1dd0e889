"""Starting a record without a log file: card definitions from the per-game form, the board editor's taps,
and decklists that make the snapshot add up for each engine."""

from __future__ import annotations

import pytest

from judge.engine import replay_for_table
from judge.recorder import setup
from judge.recorder.draft import DraftError

# A card of each game as the per-game form gives it, the zone it goes to, and its state words.
CARDS = {
    "rebirth": ({"card_id": "A1", "type": "CH", "cost": "0", "atk": "2", "def": "2"}, "member", "slot=0"),
    "kaiju": (
        {"card_id": "A1", "type": "engage", "cost": "1", "colors": "red", "repel": "2000"},
        "areas/3",
        "",
    ),
    "dimension-zero": (
        {
            "card_id": "A1",
            "type": "unit",
            "cost": "red=1",
            "move": "colourless=1",
            "power": "3000",
            "smash": "1",
        },
        "squares@P1-1",
        "",
    ),
    "dm-variants": (
        {"card_id": "A1", "type": "creature", "cost": "1", "civilizations": "fire"},
        "battle",
        "",
    ),
    "myearth": ({"card_id": "A1", "type": "source", "attributes": "人"}, "field/sources", "attribute=人"),
}
# A deck size each game's deck screening accepts (the decklist is built from the position's counts).
DECK = {"rebirth": 50, "kaiju": 50, "dimension-zero": 40, "dm-variants": 40, "myearth": 30}


def codes(doc):  # type: ignore[no-untyped-def]
    return [f.code for f in replay_for_table(doc).report.findings]


def test_the_per_game_form_puts_each_number_where_the_log_format_keeps_it() -> None:
    cid, card = setup.card_from_form("dimension-zero", CARDS["dimension-zero"][0] | {"name": "赤"})
    assert cid == "A1"
    assert card == {
        "name": "赤",
        "type": "unit",
        "keywords": {"cost": {"red": 1}, "move": {"colourless": 1}, "power": 3000, "smash": 1},
    }
    _, dm = setup.card_from_form(
        "dm-variants", {"card_id": "S", "type": "spell", "cost": "2", "shield_trigger": "on"}
    )
    assert dm["cost"] == 2 and dm["keywords"] == {"shield_trigger": True}
    _, ab = setup.card_from_form("rebirth", {"card_id": "R", "type": "CH", "abilities": '[{"id": "x"}]'})
    assert ab["abilities"] == [{"id": "x"}]


@pytest.mark.parametrize(
    "form",
    [
        {"card_id": "bad id", "type": "CH"},
        {"card_id": "UNKNOWN-01", "type": "CH"},
        {"card_id": "A1", "type": "kaiju"},
        {"card_id": "A1", "type": "CH", "cost": "two"},
        {"card_id": "A1", "type": "CH", "abilities": "{not json"},
    ],
)
def test_a_card_the_form_cannot_read_is_refused_with_a_reason(form) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(DraftError):
        setup.card_from_form("rebirth", form)


def test_hidden_cards_become_placeholders_one_copy_each_so_the_counts_add_up() -> None:
    doc = setup.new_document("dm-variants", players=[("P1", "Aoi"), ("P2", "Ben")])
    cid, card = setup.card_from_form("dm-variants", CARDS["dm-variants"][0])
    doc = setup.add_card(doc, cid, card)
    doc = setup.edit_zone(doc, "P1", "battle", {"op": "add", "card": "A1", "state": "tapped"})
    doc = setup.edit_zone(doc, "P1", "hand", {"op": "count", "count": "3"})
    doc = setup.edit_zone(doc, "P1", "hand", {"op": "add", "card": "A1"})
    header = doc["header"]
    assert header["snapshot"]["players"]["P1"]["battle"] == [{"iid": "P1:b1", "card": "A1", "tapped": True}]
    assert header["snapshot"]["players"]["P1"]["hand"] == {
        "count": 4,
        "cards": [{"iid": "P1:h1", "card": "A1"}],
    }
    main = header["decklists"]["P1"]["main"]
    assert main["A1"] == 2 and sum(main.values()) == 5
    assert all(n == 1 for k, n in main.items() if k.startswith(setup.UNKNOWN_PREFIX))
    assert header["decklists"]["P2"] == {"main": {}}
    # Removing the card again takes it out of the decklist too.
    doc = setup.edit_zone(doc, "P1", "battle", {"op": "remove", "iid": "P1:b1"})
    assert doc["header"]["decklists"]["P1"]["main"]["A1"] == 1


@pytest.mark.parametrize("game", sorted(setup.SPECS))
def test_a_full_position_set_up_by_taps_is_valid_for_its_engine(game: str) -> None:
    form, zone, state = CARDS[game]
    doc = setup.new_document(game)
    cid, card = setup.card_from_form(game, form)
    doc = setup.add_card(doc, cid, card)
    for seat in doc["header"]["snapshot"]["players"]:
        doc = setup.edit_zone(
            doc, seat, zone.replace("P1", seat), {"op": "add", "card": "A1", "state": state}
        )
        doc = setup.edit_zone(doc, seat, "hand", {"op": "count", "count": "5"})
        doc = setup.edit_zone(doc, seat, "deck", {"op": "count", "count": str(DECK[game] - 6)})
    if game == "rebirth":
        for seat in ("P1", "P2"):
            doc = setup.add_card(doc, *setup.card_from_form(game, {"card_id": "PA1", "type": "PA"}))
            doc = setup.edit_zone(doc, seat, "partners", {"op": "add", "card": "?"})
            doc = setup.edit_zone(doc, seat, "partners", {"op": "count", "count": "2"})
            doc = setup.edit_zone(doc, seat, "energy", {"op": "add", "card": "PA1"})
    if game == "kaiju":
        for grade in range(1, 5):
            doc = setup.add_card(
                doc,
                *setup.card_from_form(
                    game,
                    {
                        "card_id": f"K{grade}",
                        "type": "kaiju",
                        "cost": str(grade),
                        "threat": "6000",
                        "colors": "red",
                    },
                ),
            )
        for seat in ("P1", "P2"):
            for grade in range(1, 5):
                doc = setup.edit_zone(doc, seat, "kaiju/stack", {"op": "add", "card": f"K{grade}"})
            doc = setup.edit_zone(doc, seat, "deck", {"op": "count", "count": str(50 - 6)})
        doc = setup.set_scalars(doc, {"P1/kaiju/area": "1", "P2/kaiju/area": "1"})
    if game == "myearth":
        doc = setup.set_scalars(doc, {"B/life": "20", "R/life": "20"})
    assert not [c for c in codes(doc) if ".deck." in c or "card_count" in c or "unknown_card" in c], codes(
        doc
    )
    assert "log.unreadable" not in codes(doc)


def test_the_engine_judges_the_position_the_taps_make() -> None:
    doc = setup.new_document("kaiju")
    doc = setup.set_scalars(doc, {"P1/kaiju/area": "9"})
    assert "kaiju.snapshot.area" in codes(doc)


def test_dimension_zero_squares_are_one_list_each_card_naming_its_square() -> None:
    doc = setup.new_document("dimension-zero")
    doc = setup.add_card(doc, *setup.card_from_form("dimension-zero", CARDS["dimension-zero"][0]))
    doc = setup.edit_zone(doc, "P2", "squares@B22", {"op": "add", "card": "A1", "state": "frozen"})
    squares = doc["header"]["snapshot"]["players"]["P2"]["squares"]
    assert squares == [{"iid": "P2:s1", "card": "A1", "square": "B22", "frozen": True}]
    views = {z.zone.key: z for z in setup.board_zones(doc) if z.seat == "P2"}
    assert [c["iid"] for c in views["squares@B22"].cards] == ["P2:s1"] and not views["squares@B11"].cards
    assert "squares@P2-1" in views  # the seat's own base squares


@pytest.mark.parametrize(
    ("seat", "zone", "form"),
    [
        ("P3", "hand", {"op": "count", "count": "1"}),
        ("P1", "nowhere", {"op": "count", "count": "1"}),
        ("P1", "battle", {"op": "count", "count": "1"}),
        ("P1", "hand", {"op": "count", "count": "lots"}),
        ("P1", "battle", {"op": "add", "card": "NOPE"}),
        ("P1", "battle", {"op": "add", "card": "?", "state": "Bad=1"}),
    ],
)
def test_a_tap_the_editor_cannot_read_is_refused(seat, zone, form) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(DraftError):
        setup.edit_zone(setup.new_document("dm-variants"), seat, zone, form)


def test_the_events_settings_go_into_the_header_and_the_starting_position() -> None:
    doc = setup.new_document("myearth", options={"starting_life": 10, "deck_size": 20})
    header = doc["header"]
    assert header["options"] == {"starting_life": 10, "deck_size": 20, "sides": {"B": "blue", "R": "red"}}
    assert {side["life"] for side in header["snapshot"]["players"].values()} == {10}
    assert header["snapshot"]["turn_players"] == ["B", "R"]  # both Earths take their 番 in a turn
    with pytest.raises(DraftError):
        setup.new_document("rebirth", players=[("P1", "a"), ("P1", "b")])
    with pytest.raises(DraftError):
        setup.new_document("chess")


def test_the_kaiju_deck_is_a_list_of_card_ids_in_the_partners_pile() -> None:
    doc = setup.new_document("kaiju")
    doc = setup.add_card(doc, *setup.card_from_form("kaiju", {"card_id": "K2", "type": "kaiju", "cost": "2"}))
    doc = setup.edit_zone(doc, "P1", "kaiju_deck", {"op": "add", "card": "K2"})
    assert doc["header"]["snapshot"]["players"]["P1"]["kaiju_deck"] == ["K2"]
    assert doc["header"]["decklists"]["P1"] == {"main": {}, "partners": {"K2": 1}}
    view = next(z for z in setup.board_zones(doc) if z.seat == "P1" and z.zone.key == "kaiju_deck")
    assert view.cards == [{"iid": "K2", "card": "K2"}]
    doc = setup.edit_zone(doc, "P1", "kaiju_deck", {"op": "remove", "iid": "K2"})
    assert doc["header"]["snapshot"]["players"]["P1"]["kaiju_deck"] == []
    with pytest.raises(DraftError):
        setup.edit_zone(doc, "P1", "kaiju_deck", {"op": "add", "card": "?"})


def test_duel_masters_psychic_cards_and_hidden_hyperspatial_cards_go_to_their_pile() -> None:
    doc = setup.new_document("dm-variants")
    psychic = {"card_id": "PS", "type": "creature", "cost": "4", "power": "6000", "kind": "psychic"}
    doc = setup.add_card(doc, *setup.card_from_form("dm-variants", psychic))
    for seat in ("P1", "P2"):
        for zone, count in (("deck", "30"), ("shields", "5"), ("hand", "5")):
            doc = setup.edit_zone(doc, seat, zone, {"op": "count", "count": count})
    doc = setup.edit_zone(doc, "P1", "hyperspatial", {"op": "count", "count": "3"})
    doc = setup.edit_zone(doc, "P1", "battle", {"op": "add", "card": "PS"})
    piles = doc["header"]["decklists"]["P1"]
    assert sum(piles["main"].values()) == 40
    assert piles["hyperspatial"] == {"PS": 1, "UNKNOWN-H01": 1, "UNKNOWN-H02": 1, "UNKNOWN-H03": 1}
    assert codes(doc) == []  # a psychic creature in the battle zone, the rest hidden: all adds up
