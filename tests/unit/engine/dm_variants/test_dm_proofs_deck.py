"""Proofs of the deck-construction checks of dm-variants, as a log header shows them: P1's decklist breaks one
rule, the twin is the same game with a legal decklist (tests/unit/engine/proof.py). Deck findings are
about the whole game (seq None)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest

from judge.engine import replay
from tests.unit.engine.dm_variants.proof_logs import (
    CARDS,
    Game,
    archenemy_game,
    dmedh_game,
    edh_cards,
    planar_game,
)
from tests.unit.engine.proof import prove

P = "dm-variants.deck."
Deck = dict[str, Any]


def _creature(name: str, civs: list[str], **kw: Any) -> dict[str, Any]:
    return {
        "name": name,
        "type": "creature",
        "cost": 1,
        "keywords": {"civilizations": civs, "power": 1000} | kw,
    }


EXTRA = {
    "PS": _creature("サイキック兵", ["fire"], kind="psychic"),
    "GR": _creature("GR兵", ["fire"], kind="gr"),
    "WA": _creature("水の兵", ["water"]),
    "AC": _creature("何枚でも兵", ["fire"], any_copies=True),
    "SP": {"name": "火の呪文甲", "type": "spell", "cost": 1, "keywords": {"civilizations": ["fire"]}},
    **{f"FS{i}": _creature(f"禁断の欠片{i}", ["fire"], set="forbidden_star") for i in range(1, 6)},
    "FW": _creature("禁断の水の欠片", ["water"], set="forbidden_star"),
    "GA": _creature("神A", ["fire"], god=True, g_link=["神B"]),
    "GB": _creature("神B", ["fire"], god=True, g_link=["神A"]),
    "GC": _creature("神C", ["fire"], god=True, g_link=["神D"]),
    "GE": _creature("神E", ["fire"], god=True),
    "GX": _creature("神X", ["fire"], god=True, g_link=["神A", "神Y"]),
    "E60": _creature("火の単騎60", ["fire"]),
    **{f"H{i}": _creature(f"超次元兵{i}", ["fire"], kind="psychic") for i in range(9)},
    "PH2": {"name": "現象2", "type": "phenomenon", "cost": 0, "keywords": {}},
    "PX": {"name": "次元X", "type": "plane", "cost": 0, "keywords": {}},
    "SHUF": {"name": "シャッフル", "type": "plane", "cost": 0, "keywords": {"shuffle_card": True}},
    "SSHUF": {"name": "計略シャッフル", "type": "scheme", "cost": 0, "keywords": {"shuffle_card": True}},
}


def _with_p1(g: Game, change: Callable[[Deck], None]) -> dict[str, Any]:
    g.cards = {**g.cards, **EXTRA}
    change(g.decklists["P1"])
    return g.log()


def _standard() -> Game:
    g = Game(2)
    g.setup()
    return g


def _edh() -> Game:
    g = dmedh_game()
    g.cards = {**edh_cards(), **EXTRA}
    return g


def _edh_exactly_8() -> Game:
    """DMEDH in an old log whose policy is a hyperspatial pile of exactly 8 or none (701.4b); no longer
    offered (decisions.md DM 8 decided 0-8), but a log that chose it is still judged by it."""
    g = _edh()
    g.options["policies"] = {"deck_out": "empty_deck", "hyperspatial_pile": "exactly_8"}
    return g


def _planes() -> Game:
    g = planar_game("planes")
    g.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl0", "card": "PL0"})
    return g


def _exploration() -> Game:
    return planar_game("plane_exploration")


def _tower() -> Game:
    """Tower duel for two: one public deck of 60 (30 per player), listed for each seat."""
    g = Game(2, variant="tower")
    public = {"main": {cid: 6 for cid in CARDS}}
    g.decklists = {s: copy.deepcopy(public) for s in g.seats}
    return g


def _set(d: Deck, key: str, value: Any) -> None:
    d[key] = value


def _main(d: Deck, **counts: int) -> None:
    d["main"] = {**d["main"], **counts}


def _drop(d: Deck, *cids: str) -> None:
    for cid in cids:
        d["main"].pop(cid, None)


# (rule, check, game, what P1's decklist gets wrong)
CASES: list[tuple[str, str, Callable[[], Game], Callable[[Deck], None]]] = [
    # 100 / 100.3 (the official deck rules, not in the text)
    ("100_3_main_is_40", "main_size", _standard, lambda d: _main(d, F=3)),
    (
        "100_3_at_most_8_hyperspatial",
        "hyperspatial_size",
        _standard,
        lambda d: _set(d, "hyperspatial", {"PS": 9}),
    ),
    ("100_3_gr_is_0_or_12", "gr_size", _standard, lambda d: _set(d, "gr", {"GR": 5})),
    ("100_3_cards_named_are_defined", "unknown_card", _standard, lambda d: _main(d, ZZ=1)),
    ("701_3a_at_most_4_copies", "copies", _standard, lambda d: _main(d, F=5, G=3)),
    ("100_2_a_forbidden_star_is_one_set_of_5", "forbidden_set", _standard, lambda d: _main(d, FS1=1)),
    # 701 DMEDH
    ("701_4a_60_cards", "edh_size", _edh, lambda d: _drop(d, "E59")),
    ("701_3_a_commander", "commander_missing", _edh, lambda d: (d.pop("commander"), _main(d, E60=1))),
    ("701_3a_the_commander_is_limited_to_one", "commander_any_copies", _edh, lambda d: _cmd(d, "AC")),
    ("701_3_the_commander_is_a_creature", "commander_not_creature", _edh, lambda d: _cmd(d, "SP")),
    ("701_3b_no_psychic_commander", "commander_kind", _edh, lambda d: _cmd(d, "PS")),
    ("701_3_701_17_one_commander_unless_gods", "commander_count", _edh, lambda d: _cmd(d, ["CMD", "WA"])),
    ("701_17_a_god_commander_is_gods", "god_commander_not_god", _edh, lambda d: _cmd(d, ["GA", "GB", "WA"])),
    ("701_17_god_commanders_link", "god_commander_unlinked", _edh, lambda d: _cmd(d, ["GA", "GB", "GE"])),
    (
        "701_17a_every_god_that_can_link_is_in",
        "god_commander_can_link",
        _edh,
        lambda d: _cmd(d, ["GA", "GB", "GX"]),
    ),
    ("701_4d_one_card_per_name", "singleton", _edh, lambda d: (_drop(d, "E59"), _main(d, E1=2))),
    (
        # decisions.md DM 9: one per name across deck, hyperspatial and GR piles, with no policy set.
        "701_4d_singleton_covers_the_hyperspatial_pile",
        "singleton",
        _edh,
        lambda d: _set(d, "hyperspatial", {"PS": 2} | {f"H{i}": 1 for i in range(6)}),
    ),
    ("701_4e_colour_identity", "colour_identity", _edh, lambda d: (_drop(d, "E59"), _main(d, WA=1))),
    (
        "701_4b_at_most_8_hyperspatial",
        "edh_hyperspatial_over",
        _edh,
        lambda d: _set(d, "hyperspatial", {f"H{i}": 1 for i in range(9)}),
    ),
    (
        "701_4b_exactly_8_by_policy",
        "edh_hyperspatial_exact",
        _edh_exactly_8,
        lambda d: _set(d, "hyperspatial", {f"H{i}": 1 for i in range(3)}),
    ),
    ("701_4c_gr_is_0_or_12", "edh_gr_size", _edh, lambda d: _set(d, "gr", {"GR": 1})),
    ("701_4h_a_set_is_5_pieces", "edh_set", _edh, lambda d: _main(d, FS1=1)),
    ("701_4h_701_4e_set_colour", "edh_set_colour", _edh, lambda d: _fs_water(d)),
    # 702 魔王戦
    ("702_3_20_schemes", "scheme_size", archenemy_game, lambda d: d["schemes"].pop("SC19")),
    ("702_3_one_scheme_per_name", "scheme_copies", archenemy_game, lambda d: d["schemes"].update(SC0=2)),
    ("702_3c_one_shuffle_card", "scheme_shuffle", archenemy_game, lambda d: d["schemes"].update(SSHUF=2)),
    ("702_3_schemes_spells_or_creatures", "scheme_type", archenemy_game, lambda d: d["schemes"].update(PX=1)),
    ("702_3_the_archenemy_has_schemes", "scheme_missing", archenemy_game, lambda d: _no_schemes(d)),
    # 703 / 704 planar decks
    ("703_3a_10_to_40_planar_cards", "planar_size", _planes, lambda d: d["planes"].update(PX=29)),
    ("703_3a_one_phenomenon_per_4_planes", "planar_phenomena", _planes, lambda d: d["planes"].update(PH2=1)),
    ("703_3d_one_shuffle_card", "planar_shuffle", _planes, lambda d: d["planes"].update(SHUF=2)),
    ("703_3_planes_and_phenomena", "planar_type", _planes, lambda d: d["planes"].update(WA=1)),
    ("703_3_a_planar_deck", "planar_missing", _planes, lambda d: d.pop("planes")),
    (
        "704_3a_no_phenomena_under_20",
        "planar_phenomena_small_deck",
        _exploration,
        lambda d: d["planes"].update(PH2=1),
    ),
    # 610 tower duel
    ("610_3_30_cards_a_player", "tower_size", _tower, lambda d: d["main"].update(F=5)),
]


def _cmd(d: Deck, commander: str | list[str]) -> None:
    """Another commander in place of CMD; the deck keeps 60 cards."""
    n = len(commander) if isinstance(commander, list) else 1
    d["commander"] = commander
    _drop(d, *[f"E{59 - i}" for i in range(n - 1)])


def _fs_water(d: Deck) -> None:
    """A whole Forbidden Star set in a fire deck, one piece water."""
    _main(d, FS1=1, FS2=1, FS3=1, FS4=1, FW=1)


def _no_schemes(d: Deck) -> None:
    d.pop("schemes")  # the header shows P1 as the 魔王: alone in its team (702.2a)


def _legal(build: Callable[[], Game]) -> dict[str, Any]:
    g = build()
    g.cards = {**g.cards, **EXTRA}
    return g.log()


@pytest.mark.parametrize(("rule", "check", "build", "change"), CASES, ids=[c[0] for c in CASES])
def test_deck_rule(rule: str, check: str, build: Callable[[], Game], change: Callable[[Deck], None]) -> None:
    prove(_with_p1(build(), change), P + check, None, twin=_legal(build))


def test_701_4b_decided_a_partial_hyperspatial_pile_is_legal_with_the_policy_unset() -> None:
    """decisions.md DM 8: 701.4b's pile is 0 to 8 cards (701.4c's "exactly 12 if used" is absent on
    purpose). With no policy set, 3 hyperspatial cards are legal and ask no judge."""
    g = _edh()
    assert "hyperspatial_pile" not in g.options["policies"]
    log = _with_p1(g, lambda d: _set(d, "hyperspatial", {f"H{i}": 1 for i in range(3)}))
    assert replay(log).findings == []
