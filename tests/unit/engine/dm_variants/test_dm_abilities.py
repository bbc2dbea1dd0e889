"""Proofs of the dm-variants ability checks (judge/engine/games/dm_variants/abilities.py), where a card goes
when it leaves (103.5a, 103.1a), the pile cards (701.4b/701.4c, 100.6, 100.7) and the result (102.1a-102.1c):
each a hand-written log in which exactly that rule is broken and its legal twin (tests/unit/engine/proof.py).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import replay
from judge.engine.core.errors import LogReadError
from judge.engine.games.dm_variants.cards import parse_card_defs
from judge.engine.games.dm_variants.game import GAME
from tests.unit.engine.dm_variants.ability_logs import CARDS, add, board, seat, table
from tests.unit.engine.dm_variants.proof_logs import Game, emperor_game, teams_game
from tests.unit.engine.proof import prove

P = "dm-variants."
Doc = dict[str, Any]
THREE = {"P2": [("P2:b1", "F"), ("P2:b2", "F")], "P3": [("P3:b1", "F")]}


def _findings(log: Doc) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


def _shtrum(targets: list[str]) -> tuple[Doc, int]:
    log = table(seats=board(**THREE))
    add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    moves = [{"card": t, "to": "graveyard"} for t in targets]
    return log, add(
        log, 4, "main", "P1", "effect", source="P1:h1", ability="enter", targets=targets, moves=moves
    )


# --- 600.4a/600.4b: one opponent for the whole effect ----------------------------------------------------
def test_600_4b_shtrum_cannot_choose_a_creature_of_a_second_opponent() -> None:
    """600.4b 例: 《破壊者 シュトゥルム》 chose A's creature, so it cannot choose B's as well."""
    bad, seq = _shtrum(["P2:b1", "P3:b1"])
    prove(bad, P + "ability.split_opponents", seq, twin=_shtrum(["P2:b1", "P2:b2"])[0])


def test_600_4b_one_sentence_two_effects_stay_with_one_opponent() -> None:
    """600.4b 例: 《無法のレイジクリスタル》 destroyed A's creature, so it cannot return B's."""

    def build(second: str) -> tuple[Doc, int]:
        log = table(seats=board(**THREE))
        seq = add(
            log,
            4,
            "main",
            "P1",
            "cast",
            card="P1:h2",
            tap=["P1:m1"],
            ability="spell",
            targets=[["P2:b1"], [second]],
        )
        return log, seq

    bad, seq = build("P3:b1")
    prove(bad, P + "ability.split_opponents", seq, twin=build("P2:b2")[0])


def test_600_4c_sections_split_by_a_box_may_go_to_different_opponents() -> None:
    """600.4c 例: 《ガンヴィート・ブラスター》 destroys A's creature and makes B discard."""
    log = table(seats=board(**THREE))
    add(
        log,
        4,
        "main",
        "P1",
        "cast",
        card="P1:h3",
        tap=["P1:m1"],
        ability="spell",
        targets=[["P2:b1"], ["P3"]],
    )
    assert _findings(log) == []


def test_600_4e_an_effect_naming_no_player_may_split() -> None:
    """600.4e 例: 《アクア・ナルトサーファー》 returns one creature of A and one of B."""
    log = table(seats=board(**THREE))
    add(log, 4, "main", "P1", "summon", card="P1:h4", tap=["P1:m1"])
    add(log, 4, "main", "P1", "effect", source="P1:h4", ability="enter", targets=["P2:b1", "P3:b1"])
    assert _findings(log) == []


def test_600_4b_undeclared_card_text_still_asks_for_a_ruling() -> None:
    """A card without declared abilities keeps the old reading: several opponents is needs_ruling."""
    log = table(seats=board(**THREE))
    add(log, 4, "main", "P1", "effect", source="P1:x9", targets=["P2:b1", "P3:b1"])
    assert _findings(log) == [(1, P + "effect.split_opponents")]


# --- 600.6b: during an attack, only the attacking / defending player ----------------------------------
def _attack_trigger(mana_of: str) -> tuple[Doc, int]:
    seats = board(**THREE)
    seats["P1"] = seat("P1", battle=[("P1:b1", "BAJ")])
    log = table(seats=seats)
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    targets = [f"{mana_of}:m1", f"{mana_of}:m2"]
    moves = [{"card": t, "to": "graveyard"} for t in targets]
    seq = add(
        log, 4, "attack", "P1", "effect", source="P1:b1", ability="attack", targets=targets, moves=moves
    )
    add(log, 4, "attack", "P1", "break", shields=["P2:s1"])
    return log, seq


def test_600_6b_an_attack_trigger_chooses_only_the_defending_players_cards() -> None:
    """600.6b 例: 《超竜バジュラ》's attack trigger can target only the defending player's cards."""
    bad, seq = _attack_trigger("P3")
    prove(bad, P + "ability.attack_opponent", seq, twin=_attack_trigger("P2")[0])


def _demon_hand(target: str, card: str = "DEMON") -> tuple[Doc, int]:
    seats = board(**THREE)
    seats["P1"] = seat("P1", battle=[("P1:b1", "F")])
    log = table(seats=seats)
    add(log, 4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    add(log, 4, "attack", "P1", "break", shields=[{"iid": "P2:s1", "card": card}])
    seq = add(log, 4, "attack", "P2", "shield_trigger", card="P2:s1", ability="spell", targets=[target])
    return log, seq


def test_600_6b_a_defending_players_shield_trigger_chooses_only_the_attacker() -> None:
    """600.6b 例: 《デーモン・ハンド》 triggered by the defending player may choose only the attacking player's
    creature, not a third player's."""
    bad, seq = _demon_hand("P3:b1")
    prove(bad, P + "ability.attack_opponent", seq, twin=_demon_hand("P1:b1")[0])


def test_600_6b_a_trigger_that_names_no_opponent_may_choose_any_creature() -> None:
    """600.6b 例: 《スパイラル・ゲート》 may choose any creature in the battle zone."""
    log, _ = _demon_hand("P3:b1", "SPIRAL")
    assert _findings(log) == []


# --- 103.4 and the official targeting rules (001.1) ----------------------------------------------------
def test_103_4_the_opponents_creature_is_one_an_opponent_controls() -> None:
    bad, seq = _shtrum(["P2:b1", "P1:b9"])
    bad["header"]["snapshot"]["players"]["P1"] = seat("P1", hand=[("h1", "SHT")], battle=[("P1:b9", "F")])
    twin, _ = _shtrum(["P2:b1", "P2:b2"])
    twin["header"]["snapshot"]["players"]["P1"] = seat("P1", hand=[("h1", "SHT")], battle=[("P1:b9", "F")])
    prove(bad, P + "ability.target_whose", seq, twin=twin)


def test_001_1_as_many_targets_as_the_text_asks() -> None:
    """ "相手のクリーチャーを2体選び": P2 has two creatures, so choosing one is short (official rule)."""
    bad, seq = _shtrum(["P2:b1"])
    prove(bad, P + "ability.targets", seq, twin=_shtrum(["P2:b1", "P2:b2"])[0])


def test_a_card_plays_only_an_ability_it_declares() -> None:
    def build(ability: str) -> tuple[Doc, int]:
        log = table(seats=board(**THREE))
        add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
        seq = add(log, 4, "main", "P1", "effect", source="P1:h1", ability=ability, targets=["P2:b1", "P2:b2"])
        return log, seq

    bad, seq = build("attack")
    prove(bad, P + "log.unknown_ability", seq, twin=build("enter")[0])


def test_an_unreadable_ability_declaration_is_a_header_error() -> None:
    raw = copy.deepcopy(CARDS)
    raw["SHT"]["abilities"][0]["trigger"]["event"] = "whenever"
    with pytest.raises(LogReadError):
        parse_card_defs(raw)
    assert parse_card_defs(CARDS)["SHT"].abilities[0].targets[0].whose == "opponent"


# --- 103.5a / 103.1a / 103.1d: where a card goes, cards from outside the game ----------------------------
def _stolen(player: str | None) -> tuple[Doc, int]:
    """P1 controls P2's creature P2:b7 (a control change earlier); P1's effect destroys it."""
    seats = board(**THREE)
    seats["P1"]["battle"] = [{"iid": "P2:b7", "card": "F", "tapped": False}]
    seats["P2"]["deck"]["count"] -= 1
    log = table(seats=seats)
    move: Doc = {"card": "P2:b7", "to": "graveyard"} | ({"player": player} if player else {})
    return log, add(log, 4, "main", "P1", "effect", source="P1:h1", moves=[move])


def test_103_5a_a_card_leaving_the_battle_zone_goes_to_its_owners_zone() -> None:
    bad, seq = _stolen("P1")
    prove(bad, P + "effect.owner_zone", seq, twin=_stolen("P2")[0])


def test_103_1d_a_discarded_card_goes_to_its_owners_graveyard() -> None:
    def build(player: str) -> tuple[Doc, int]:
        log = table(seats=board(**THREE))
        move = {"card": {"iid": "P2:x1", "card": "F"}, "from": "hand", "to": "graveyard", "player": player}
        return log, add(log, 4, "main", "P1", "effect", source="P1:h5", moves=[move])

    bad, seq = build("P1")
    prove(bad, P + "effect.owner_zone_official", seq, twin=build("P2")[0])


def test_103_1a_a_card_from_outside_the_game_is_owned_by_who_added_it() -> None:
    def build(owner: str) -> tuple[Doc, int]:
        log = table(seats=board(**THREE))
        move = {"card": {"iid": f"{owner}:o1", "card": "F"}, "from": "outside", "to": "battle"}
        return log, add(log, 4, "main", "P1", "effect", source="P1:h1", moves=[move])

    bad, seq = build("P2")
    prove(bad, P + "effect.outside_owner", seq, twin=build("P1")[0])
    report = replay(build("P1")[0])
    assert "P1:o1" in report.final_state["players"]["P1"]["battle"]


# --- pile cards: their own pile, never the main deck -----------------------------------------------------
PSY = {
    "name": "サイキック兵",
    "type": "creature",
    "cost": 1,
    "keywords": {"civilizations": ["fire"], "kind": "psychic"},
}


def _piles(in_main: bool) -> Doc:
    g = Game(2)
    g.setup()
    g.cards = {**g.cards, "PS": PSY}
    for s in g.seats:
        if in_main:
            g.decklists[s]["main"]["PS"] = 2
        else:
            g.decklists[s]["hyperspatial"] = {"PS": 2}
    return g.log()


def test_official_a_psychic_card_in_the_main_deck_is_reported_and_not_counted() -> None:
    report = replay(_piles(True))
    codes = [f.code for f in report.findings]
    assert codes == [P + "deck.pile_card_in_main"] * 2  # one a seat; no size finding: 40 still counted
    assert replay(_piles(False)).findings == []


def test_the_hyperspatial_pile_starts_in_the_hyperspatial_zone() -> None:
    log = _piles(False)
    log["entries"].append(
        {"seq": 11, "turn": 1, "phase": "start", "actor": "P1", "act": "turn_start", "args": {}}
    )
    log["entries"].append(
        {
            "seq": 12,
            "turn": 1,
            "phase": "main",
            "actor": "P1",
            "act": "effect",
            "args": {
                "source": "P1:h0",
                "moves": [{"card": {"iid": "P1:p1", "card": "PS"}, "from": "hyperspatial", "to": "battle"}],
            },
        }
    )
    report = replay(log)
    assert report.findings == []
    assert "P1:p1" in report.final_state["players"]["P1"]["battle"]


def test_701_4b_dmedh_pile_cards_are_apart_from_the_deck() -> None:
    from tests.unit.engine.dm_variants.proof_logs import dmedh_game, edh_cards

    def build(in_main: bool) -> Doc:
        g = dmedh_game()
        g.cards = {**edh_cards(), "PS": PSY}
        deck = g.decklists["P1"]
        if in_main:
            deck["main"]["PS"] = 1
        else:
            deck["hyperspatial"] = {"PS": 1}
        return g.log()

    prove(build(True), P + "deck.pile_card_in_main_dmedh", None, twin=build(False))


def test_100_6_a_scheme_is_not_a_main_deck_card() -> None:
    scheme = {"name": "計略甲", "type": "scheme", "cost": 0, "keywords": {}}

    def build(in_main: bool) -> Doc:
        g = Game(2)
        g.setup()
        g.cards = {**g.cards, "SC": scheme}
        if in_main:
            g.decklists["P1"]["main"]["SC"] = 1
        return g.log()

    prove(build(True), P + "deck.scheme_in_main", None, twin=build(False))


def test_100_7_a_plane_is_not_a_main_deck_card() -> None:
    plane = {"name": "次元甲", "type": "plane", "cost": 0, "keywords": {}}

    def build(in_main: bool) -> Doc:
        g = Game(2)
        g.setup()
        g.cards = {**g.cards, "PL": plane}
        if in_main:
            g.decklists["P1"]["main"]["PL"] = 1
        return g.log()

    prove(build(True), P + "deck.planar_in_main", None, twin=build(False))


def test_official_pile_card_in_main_proof() -> None:
    bad = _piles(True)
    bad["header"]["decklists"]["P2"]["main"].pop("PS")
    bad["header"]["decklists"]["P2"]["hyperspatial"] = {"PS": 2}
    prove(bad, P + "deck.pile_card_in_main", None, twin=_piles(False))


# --- 102.1a-102.1c: a wrong declared result is a rules breach ------------------------------------------
def test_102_1a_the_last_player_left_wins() -> None:
    def build(winner: str) -> tuple[Doc, int]:
        log = table(seats=board())
        add(log, 4, "main", "P2", "concede")
        add(log, 4, "main", "P3", "concede")
        return log, add(log, 4, "main", None, "result", winners=[winner])

    bad, seq = build("P2")
    prove(bad, P + "result.mismatch_multiplayer", seq, twin=build("P1")[0])


def test_102_1b_every_player_of_the_winning_team_wins() -> None:
    def build(winners: list[str]) -> tuple[Game, int]:
        g = teams_game("two_headed", [["P1", "P2"], ["P3", "P4"]])
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "main", "P3", "concede")
        return g, g.add(1, "main", None, "result", winners=winners)

    g, seq = build(["P1"])
    prove(g.log(), P + "result.mismatch_team", seq, twin=build(["P1", "P2"])[0].log())


def test_102_1c_the_team_whose_emperor_won_wins() -> None:
    def build(winners: list[str]) -> tuple[Game, int]:
        g = emperor_game()
        teams = g.options["teams"]
        g.add(1, "start", g.first, "turn_start")
        g.add(1, "main", teams[1][1], "concede")  # the other team's emperor
        return g, g.add(1, "main", None, "result", winners=winners)

    g0 = emperor_game()
    winners = sorted(g0.options["teams"][0])
    g, seq = build([g0.options["teams"][0][1]])
    prove(g.log(), P + "result.mismatch_emperor", seq, twin=build(winners)[0].log())


def test_102_1b_a_general_who_fell_before_the_emperors_team_won_still_wins() -> None:
    """皇帝戦: a general of the first team concedes, then the other team's emperor does. The first team wins,
    the fallen general included (102.1b's last sentence); a result without that general is this check, not
    the emperor rule's (102.1c)."""

    def build(winners: list[str] | None) -> tuple[Game, int]:
        g = emperor_game()
        teams = g.options["teams"]
        g.add(1, "start", g.first, "turn_start")
        g.add(1, "main", teams[0][0], "concede")  # a general of the team that will win
        g.add(1, "main", teams[1][1], "concede")  # the other team's emperor
        return g, g.add(1, "main", None, "result", winners=winners or sorted(teams[0]))

    g0 = emperor_game()
    fallen = g0.options["teams"][0][0]
    standing = [s for s in g0.options["teams"][0] if s != fallen]
    g, seq = build(standing)
    report = prove(g.log(), P + "result.emperor_fallen_general", seq, twin=build(None)[0].log())
    assert report.findings[0].evidence["missing"] == fallen
    # Leaving out a general still standing is the emperor rule's mismatch, not this one.
    g, _ = build([s for s in g0.options["teams"][0] if s != standing[-1]])
    codes = [f.code for f in replay(g.log()).findings]
    assert codes == [P + "result.mismatch_emperor"], codes


def test_start_places_the_piles() -> None:
    log = _piles(False)
    from judge.engine.core.logreader import read_log
    from judge.engine.core.replay import ReplayContext

    state = GAME.start(read_log(copy.deepcopy(log)).header, ReplayContext())
    assert state.players["P1"].zones["hyperspatial"].count == 2
    assert state.players["P1"].zones["deck"].count == 40


def test_600_6d_an_attack_triggers_only_the_attacking_and_defending_players_cards() -> None:
    """600.6d 例: A has 《五邪王ニガ=ヴェルムート》; B's creature attacks C: it does not trigger for A."""
    from tests.unit.engine.dm_variants.ability_logs import NIGA, with_card

    def build(owner: str) -> tuple[Doc, int]:
        seats = board(P2=[("P2:b1", "F")])
        seats[owner]["battle"].append({"iid": f"{owner}:b5", "card": "NIGA", "tapped": False})
        seats[owner]["deck"]["count"] -= 1
        log = with_card(table(turn=5, turn_player="P2", seats=seats), "NIGA", NIGA)
        add(log, 5, "attack", "P2", "attack", attacker="P2:b1", defender="P3", target="P3")
        return log, add(log, 5, "attack", owner, "effect", source=f"{owner}:b5", ability="attacked")

    bad, seq = build("P1")
    prove(bad, P + "ability.trigger_bystander", seq, twin=build("P3")[0])


def test_601_7_a_trigger_needs_the_whole_event_within_range() -> None:
    """Five players, range 1: P3's creature attacks P4; P2's 《ニガ=ヴェルムート》 (range P1-P3) does not
    trigger because P4 is out of its range; P4's own copy would (P3 and P4 are in P4's range)."""
    from tests.unit.engine.dm_variants.ability_logs import NIGA, with_card

    def build(owner: str) -> tuple[Doc, int]:
        seats = {s: seat(s, hand_count=3) for s in ("P1", "P2", "P3", "P4", "P5")}
        seats["P3"] = seat("P3", battle=[("P3:b1", "F")], hand_count=3)
        seats[owner]["battle"].append({"iid": f"{owner}:b5", "card": "NIGA", "tapped": False})
        seats[owner]["deck"]["count"] -= 1
        log = with_card(table(turn=8, turn_player="P3", seats=seats, options={"range": 1}), "NIGA", NIGA)
        add(log, 8, "attack", "P3", "attack", attacker="P3:b1", defender="P4", target="P4")
        return log, add(log, 8, "attack", owner, "effect", source=f"{owner}:b5", ability="attacked")

    bad, seq = build("P2")
    prove(bad, P + "ability.trigger_out_of_range", seq, twin=build("P4")[0])


def test_102_1b_a_team_game_ends_when_one_team_is_left() -> None:
    """Two-headed: P3 concedes, its team leaves (608.9a) and the other team has won; P1 then summons."""

    def build(more: bool) -> tuple[Game, int | None]:
        g = teams_game("two_headed", [["P1", "P2"], ["P3", "P4"]])
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "charge", "P1", "charge", card="P1:h1")
        g.add(1, "main", "P3", "concede")
        seq = g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"]) if more else None
        g.add(1, "main", None, "result", winners=["P1", "P2"])
        return g, seq

    bad, seq = build(True)
    prove(bad.log(), P + "game.continued_after_team_win", seq, twin=build(False)[0].log())


def test_official_a_psychic_creature_leaving_the_battle_zone_goes_back_to_its_zone() -> None:
    """P1 puts a psychic creature from 超次元ゾーン into the battle zone; an effect destroys it: it returns to
    超次元ゾーン, not the graveyard (official rule)."""

    def build(to: str) -> tuple[Doc, int]:
        log = _piles(False)
        entries = log["entries"]

        def add_entry(turn: int, phase: str, actor: str, act: str, **args: Any) -> int:
            entries.append(
                {
                    "seq": len(entries) + 1,
                    "turn": turn,
                    "phase": phase,
                    "actor": actor,
                    "act": act,
                    "args": args,
                }
            )
            return len(entries)

        add_entry(1, "start", "P1", "turn_start")
        ps = {"iid": "P1:p1", "card": "PS"}
        add_entry(
            1,
            "main",
            "P1",
            "effect",
            source="P1:h0",
            moves=[{"card": ps, "from": "hyperspatial", "to": "battle"}],
        )
        seq = add_entry(1, "main", "P1", "effect", source="P1:h1", moves=[{"card": "P1:p1", "to": to}])
        return log, seq

    bad, seq = build("graveyard")
    prove(bad, P + "effect.pile_card_home", seq, twin=build("hyperspatial")[0])
    report = replay(bad)
    assert report.final_state["players"]["P1"]["graveyard"] == 0


def test_official_a_this_creature_trigger_needs_its_event() -> None:
    """P1's 超竜バジュラ-like creature's attack trigger resolves while another creature is attacking."""

    def build(attacker: str) -> tuple[Doc, int]:
        seats = board(**THREE)
        seats["P1"] = seat("P1", battle=[("P1:b1", "BAJ"), ("P1:b2", "F")])
        log = table(seats=seats)
        add(log, 4, "attack", "P1", "attack", attacker=attacker, defender="P2", target="P2")
        moves = [{"card": t, "to": "graveyard"} for t in ("P2:m1", "P2:m2")]
        return log, add(
            log,
            4,
            "attack",
            "P1",
            "effect",
            source="P1:b1",
            ability="attack",
            targets=["P2:m1", "P2:m2"],
            moves=moves,
        )

    bad, seq = build("P1:b2")
    prove(bad, P + "ability.not_triggered", seq, twin=build("P1:b1")[0])


def test_official_an_enter_trigger_needs_the_creature_to_have_entered() -> None:
    def build(summon: bool) -> tuple[Doc, int]:
        seats = board(**THREE)
        if not summon:
            seats["P1"]["battle"] = [{"iid": "P1:b1", "card": "SHT", "tapped": False}]
            seats["P1"]["hand"]["cards"] = [c for c in seats["P1"]["hand"]["cards"] if c["card"] != "SHT"]
            seats["P1"]["hand"]["count"] -= 1
        log = table(seats=seats)
        src = "P1:h1" if summon else "P1:b1"
        if summon:
            add(log, 4, "main", "P1", "summon", card=src, tap=["P1:m1"])
        return log, add(
            log, 4, "main", "P1", "effect", source=src, ability="enter", targets=["P2:b1", "P2:b2"]
        )

    bad, seq = build(False)
    prove(bad, P + "ability.not_triggered", seq, twin=build(True)[0])


def test_a_card_with_one_targeting_ability_needs_no_ability_name() -> None:
    log = table(seats=board(**THREE))
    add(log, 4, "main", "P1", "cast", card="P1:h2", tap=["P1:m1"], targets=[["P2:b1"], ["P3:b1"]])
    assert _findings(log) == [(1, P + "ability.split_opponents")]


def test_600_3d_an_effect_is_not_assigned_to_a_player_who_left() -> None:
    """P3 conceded; P1's ロスト・ソウル chooses P3 to discard."""

    def build(target: str) -> tuple[Doc, int]:
        log = table(seats=board(**THREE))
        add(log, 4, "main", "P3", "concede")
        return log, add(
            log, 4, "main", "P1", "cast", card="P1:h5", tap=["P1:m1"], ability="spell", targets=[target]
        )

    bad, seq = build("P3")
    prove(bad, P + "ability.target_removed", seq, twin=build("P2")[0])


def test_official_a_mandatory_enter_ability_is_not_skipped() -> None:
    """P1 summons シュトゥルム (mandatory: destroy two of the opponent's creatures) and goes on to cast a spell
    without resolving it, though P2 and P3 have creatures."""

    def build(resolve: bool) -> tuple[Doc, int]:
        log = table(seats=board(**THREE))
        add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
        if resolve:
            add(log, 4, "main", "P1", "effect", source="P1:h1", ability="enter", targets=["P2:b1", "P2:b2"])
        return log, add(
            log, 4, "main", "P1", "cast", card="P1:h5", tap=["P1:m2"], ability="spell", targets=["P2"]
        )

    bad, seq = build(False)
    prove(bad, P + "ability.skipped", seq, twin=build(True)[0])


def test_targets_named_on_the_summon_itself_resolve_the_enter_ability() -> None:
    log = table(seats=board(**THREE))
    add(
        log,
        4,
        "main",
        "P1",
        "summon",
        card="P1:h1",
        tap=["P1:m1"],
        ability="enter",
        targets=["P2:b1", "P2:b2"],
    )
    add(log, 4, "main", "P1", "cast", card="P1:h5", tap=["P1:m2"], ability="spell", targets=["P2"])
    assert _findings(log) == []


def test_an_enter_ability_with_nothing_to_choose_may_go_unrecorded() -> None:
    log = table(seats=board())  # no creature in any battle zone
    add(log, 4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])
    add(log, 4, "main", "P1", "cast", card="P1:h5", tap=["P1:m2"], ability="spell", targets=["P2"])
    assert _findings(log) == []


ZERO = {
    "name": "滅亡の起源 零無",
    "type": "creature",
    "cost": 0,
    "keywords": {"civilizations": [], "power": 0},
    "abilities": [
        {
            "id": "start",
            "kind": "auto",
            "trigger": {"event": "game_start"},
            "targets": [{"whose": "opponent", "player": True, "count": 1}],
        }
    ],
}


def zero_game(targets: list[str]) -> tuple[Doc, int]:
    """600.4h 例: P1 put 《滅亡の起源 零無》 into the battle zone at the start of the game; its effect
    (the opponent draws a card) reaches every opponent."""
    from tests.unit.engine.dm_variants.proof_logs import CARDS as PLAIN

    cards = {**PLAIN, "ZERO": ZERO}
    deck = {"main": {cid: 4 for cid in PLAIN if cid != "S"} | {"ZERO": 4}}
    g = Game(3, cards=cards, decklists={s: copy.deepcopy(deck) for s in ("P1", "P2", "P3")})
    g.setup()
    zero = {"iid": "P1:z1", "card": "ZERO"}
    g.add(0, "setup", "P1", "effect", source="P1:z1", moves=[{"card": zero, "from": "deck", "to": "battle"}])
    seq = g.add(0, "setup", "P1", "effect", source="P1:z1", ability="start", targets=targets)
    return g.log(), seq


def test_600_4h_a_game_start_effect_reaches_every_opponent() -> None:
    bad, seq = zero_game(["P2"])
    prove(bad, P + "ability.game_start_all_opponents", seq, twin=zero_game(["P2", "P3"])[0])
