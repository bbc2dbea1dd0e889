"""Proofs of the Dimension Zero checks of a duel's course that the generator's mutations already fired:
drawing, energy, paying, playing, moving, smashing, rule effects, battles, the end of the duel, and the
open points of the text. Each from a hand-written log and its legal twin (see dz_logs)."""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_logs import Log, battle, card, empty_first_step, in_enemy_area
from tests.unit.engine.proof import prove

DZ = "dimension-zero."


def _turn1(hand: list[str], energy: str = "RU") -> Log:
    """Turn 1 up to the main phase: P1 has put P1:h0 (`energy`) into its energy zone."""
    log = Log().setup([energy, *hand])
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    return log


# --- draw and energy phases (3.6, 3.7) -------------------------------------------------------------


def test_3_6_1_1_two_cards_in_the_draw_phase() -> None:
    def log(cards: list[str]) -> tuple[Log, int]:
        log = _turn1([])
        log.at(2, "draw")
        return log, log.add("P2", "draw", cards=cards)

    bad, seq = log(["P2:d0", "P2:d1"])
    prove(bad.json(), DZ + "draw.count", seq, twin=log(["P2:d0"])[0].json())


def test_3_6_1_2_the_first_player_draws_in_turn_1() -> None:
    # 3.2.4, 3.6.1-2: the first player skips the draw phase of turn 1.
    twin = Log().setup()
    bad = twin.copy()
    bad.at(1, "draw")
    seq = bad.add("P1", "draw", cards=["P1:d0"])
    for log in (bad, twin):
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
    prove(bad.json(), DZ + "draw.first_turn", seq, twin=twin.json())


def test_3_7_1_a_second_energy_card() -> None:
    # 3.7.1 「1枚選んで」: one card per energy phase, unlike 3.9.1 「好きな回数」 (decision DZ 4).
    twin = _turn1([])
    bad = twin.copy()
    seq = bad.add("P1", "energy", card="P1:h1")
    prove(bad.json(), DZ + "energy.second_card", seq, twin=twin.json())


def test_3_7_1_energy_in_the_main_phase() -> None:
    def log(phase: str) -> tuple[Log, int]:
        log = Log().setup()
        log.at(1, phase)
        return log, log.add("P1", "energy", card="P1:h0")

    bad, seq = log("main")
    prove(bad.json(), DZ + "energy.timing", seq, twin=log("energy")[0].json())


# --- costs (1.2.3, 2.26.1) ----------------------------------------------------------------------------


def test_1_2_3_2_the_plan_zone_made_without_paying() -> None:
    # 1.2.3-2, 3.8.2-3: making the plan zone costs 無色1, one energy card frozen; none was.
    def log(pay: list[str]) -> tuple[Log, int]:
        log = _turn1([])
        log.at(1, "main")
        seq = log.add("P1", "plan_create", pay=pay)
        log.add(None, "resolve", card=card("P1:p0", "RU"))
        return log, seq

    bad, seq = log([])
    prove(bad.json(), DZ + "pay.amount", seq, twin=log(["P1:h0"])[0].json())


def test_1_2_3_1_blue_paid_with_red_energy() -> None:
    # 1.2.3-1: <青> is paid by freezing a blue energy-zone card; P1's only energy is red.
    def log(energy: str) -> tuple[Log, int]:
        log = _turn1(["BU"], energy=energy)
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("RU")
    prove(bad.json(), DZ + "pay.colour", seq, twin=log("BU")[0].json())


def test_2_26_1_1_paying_with_a_frozen_energy_card() -> None:
    # 2.26.1-1, 1.2.3-1: a frozen card cannot be frozen again to pay. Turn 3, two energy cards.
    def log(second: str) -> tuple[Log, int]:
        log = Log().setup(["RU", "NS", "NS", "RU"])
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
        log.at(2, "draw")
        log.add("P2", "draw", cards=["P2:d0"])
        log.at(3, "draw")
        log.add("P1", "draw", cards=["P1:d0"])
        log.at(3, "energy")
        log.add("P1", "energy", card="P1:h3")
        log.at(3, "main")
        log.add("P1", "play", card="P1:h1", pay=["P1:h0"])
        log.add(None, "resolve")
        seq = log.add("P1", "play", card="P1:h2", pay=[second])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("P1:h0")
    prove(bad.json(), DZ + "pay.frozen_card", seq, twin=log("P1:h3")[0].json())


# --- playing, priority, moving, smashing -------------------------------------------------------------


def test_2_20_1_2_a_unit_played_into_the_enemy_area() -> None:
    def log(square: str) -> tuple[Log, int]:
        log = _turn1(["RU"])
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", to=square, pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("B31")
    prove(bad.json(), DZ + "play.unit_square", seq, twin=log("B11")[0].json())


def test_4_6_2_the_opponent_answers_without_priority() -> None:
    # 1.1.5, 4.6.2, 4.7.2-9: after P1 plays, P1 holds priority; P2 may answer only once P1 passes.
    def log(passed: bool) -> tuple[Log, int]:
        log = Log().setup(["RU"], ["RU", "QS"])
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
        log.at(2, "draw")
        log.add("P2", "draw", cards=["P2:d0"])
        log.at(2, "energy")
        log.add("P2", "energy", card="P2:h0")
        log.at(2, "main")
        log.add("P2", "pass")
        log.at(3, "draw")
        log.add("P1", "draw", cards=["P1:d0"])
        log.at(3, "main")
        log.add("P1", "plan_create", pay=["P1:h0"])
        if passed:
            log.add("P1", "pass")
        seq = log.add("P2", "play", card="P2:h1", pay=["P2:h0"])
        log.add(None, "resolve")
        log.add(None, "resolve", card=card("P1:p0", "RU"))
        return log, seq

    bad, seq = log(passed=False)
    prove(bad.json(), DZ + "priority.not_holder", seq, twin=log(passed=True)[0].json())


def test_3_8_2_6_a_diagonal_move() -> None:
    # 3.8.2-6: a unit moves up, down, left or right, never diagonally.
    def log(to: str) -> tuple[Log, int]:
        log = in_enemy_area("RU")
        del log.entries[-4:]
        seq = log.add("P1", "move", unit="P1:h1", to=to, pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("B22")
    prove(bad.json(), DZ + "move.illegal", seq, twin=log("B21")[0].json())


def test_3_9_1_smash_from_the_central_area_moves_smash_cards() -> None:
    # 3.9.1(1): from the central area, as many cards as the unit's smash (1), not 2.
    def log(count: int) -> tuple[Log, int]:
        log = in_enemy_area("RU")
        del log.entries[-2:]  # the unit stays in B21
        log.at(3, "smash")
        return log, log.add("P1", "smash", unit="P1:h1", count=count)

    bad, seq = log(2)
    prove(bad.json(), DZ + "smash.count", seq, twin=log(1)[0].json())


def test_3_2_3_1_the_first_player_redraws() -> None:
    # 3.2.3-1: where redraws are allowed, only the second player may redraw, once.
    def log(seat: str) -> tuple[Log, int]:
        log = Log(options={"mulligan": True}).setup()
        return log, log.add(seat, "mulligan", count=5)

    bad, seq = log("P1")
    prove(bad.json(), DZ + "setup.mulligan", seq, twin=log("P2")[0].json())


# --- rule effects and the end of the duel (4.16, 3.3) ------------------------------------------------


def test_4_16_4_8_a_central_unit_left_on_its_square() -> None:
    # 4.16.2, 4.16.4-8: a unit played into the central area with no battle goes to the graveyard before
    # anyone receives priority; the log goes on to the smash phase with the unit still there.
    def log(rule_effect: bool) -> tuple[Log, int]:
        log = _turn1(["RU"])
        log.at(1, "main")
        log.add("P1", "play", card="P1:h1", to="B21", pay=["P1:h0"])
        log.add(None, "resolve")
        if rule_effect:
            log.add(None, "rule_effect", card="P1:h1")
        log.at(1, "smash")
        return log, log.add("P1", "pass")

    bad, seq = log(rule_effect=False)
    prove(bad.json(), DZ + "rule.skipped", seq, twin=log(rule_effect=True)[0].json())


def _deck_out(removed: int) -> Log:
    """Turn 2: an effect removes `removed` of the 34 cards of P2's deck (34: P2 loses, 3.3.2, 4.16.4-2)."""
    log = _turn1([])
    log.at(2, "draw")
    log.add("P2", "draw", cards=["P2:d0"])
    log.at(2, "main")
    moves = [{"card": f"P2:x{i}", "from": "deck", "to": "remove"} for i in range(removed)]
    log.add(None, "effect", source="P1:h1", moves=moves)
    return log


def test_3_3_2_play_goes_on_after_a_deck_out() -> None:
    # 3.3.2, 3.3.3: P2's deck is empty; P2 loses when priority next arises and the duel ends at once.
    bad = _deck_out(34)
    seq = bad.add("P2", "pass")
    twin = _deck_out(33)
    twin.add("P2", "pass")
    prove(bad.json(), DZ + "game.continued", seq, twin=twin.json())


def test_3_3_3_the_recorded_winner_is_the_player_who_decked_out() -> None:
    def log(winner: str) -> tuple[Log, int]:
        log = _deck_out(34)
        return log, log.add(None, "result", winners=[winner], reason="deck_out")

    bad, seq = log("P2")
    prove(bad.json(), DZ + "game.result", seq, twin=log("P1")[0].json())


# --- battle (3.11-3.14) --------------------------------------------------------------------------------


def _second_step(exchange: dict[str, int] | None, p2_unit: str = "RU") -> Log:
    """The battle of dz_logs.battle: the second step's exchange (if any), its resolution and the rule
    effects for the units it destroys (4.16.4-5)."""
    log = empty_first_step(battle(p2_unit=p2_unit))
    log.at(4, "main", "battle2")
    if exchange is None:
        log.add("P2", "pass")
        return log
    log.add(None, "exchange", damage=exchange)
    log.add(None, "resolve")
    for iid, power in (("P1:h1", 3000), ("P2:h2", 5000 if p2_unit == "GU" else 3000)):
        if exchange.get(iid, 0) >= power:
            log.add(None, "rule_effect", card=iid)
    return log


def test_3_13_2_the_exchange_deals_each_units_power() -> None:
    # 3.13.2: each unit deals damage equal to its power: 3000 both ways, not 2000.
    bad = _second_step({"P1:h1": 3000, "P2:h2": 2000})
    seq = next(e["seq"] for e in bad.entries if e["act"] == "exchange" and e.get("step") == "battle2")
    prove(
        bad.json(),
        DZ + "battle.exchange_damage",
        seq,
        twin=_second_step({"P1:h1": 3000, "P2:h2": 3000}).json(),
    )


def test_3_13_2_the_second_step_ends_without_its_exchange() -> None:
    # 3.13.2, 3.4.3: with both units in the square, the exchange goes on the stack before the step ends.
    def log(exchange: dict[str, int] | None) -> tuple[Log, int]:
        log = _second_step(exchange)
        log.at(4, "main", "battle_end")
        return log, log.add("P2", "pass")

    bad, seq = log(None)
    prove(bad.json(), DZ + "battle.exchange_missing", seq, twin=log({"P1:h1": 3000, "P2:h2": 3000})[0].json())


def test_3_14_2_1_the_central_unit_stays_after_its_battle() -> None:
    # 3.14.2-1, 4.16.4-9: P2's big unit was played into the central area and won; at the battle's end it
    # goes to the graveyard. The log ends the battle (the smash phase) with it still there.
    def log(rule_effect: bool) -> tuple[Log, int]:
        log = _second_step({"P1:h1": 5000, "P2:h2": 3000}, p2_unit="GU")
        log.at(4, "main", "battle_end")
        log.add("P2", "pass")
        if rule_effect:
            log.add(None, "rule_effect", card="P2:h2")
        log.at(4, "smash")
        return log, log.add("P2", "pass")

    bad, seq = log(rule_effect=False)
    prove(bad.json(), DZ + "battle.end_rules_skipped", seq, twin=log(rule_effect=True)[0].json())


def test_3_4_2_a_battle_in_the_smash_phase() -> None:
    # 3.4.2 describes battles in the main phase; an effect puts P2's unit into P1's square in the smash
    # phase. How that battle proceeds the text does not say.
    def log(square: str) -> tuple[Log, int]:
        log = battle()
        del log.entries[-2:]  # P2 does not play its unit in the main phase
        log.at(4, "smash")
        move = {"card": "P2:h2", "from": "hand", "to": square}
        log.add(None, "effect", source="P2:h3", moves=[move])
        log.at(4, "smash", "battle1" if square == "B21" else None)
        return log, log.add("P2", "pass")

    bad, seq = log("B21")
    prove(bad.json(), DZ + "battle.outside_main", seq, twin=log("B31")[0].json())


# --- the text's defects (brief §7.1) -----------------------------------------------------------------


def test_4_10_2_a_nullified_strategy_goes_to_its_owners_graveyard() -> None:
    # 2.23.5-1, 4.1.4, 4.1.5 (decision DZ 2; 4.10.2 「置かれず。」 is a corruption): a nullified spell goes
    # from the stack to the top of its owner's graveyard. The log sends it to P1's hand instead.
    def log(to: str | None) -> tuple[Log, int]:
        log = Log().setup(["RU", "NS"], ["RU", "QS"])
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
        log.at(2, "draw")
        log.add("P2", "draw", cards=["P2:d0"])
        log.at(2, "energy")
        log.add("P2", "energy", card="P2:h0")
        log.at(3, "draw")
        log.add("P1", "draw", cards=["P1:d0"])
        log.at(3, "main")
        log.add("P1", "play", card="P1:h1", pay=["P1:h0"])
        log.add("P1", "pass")
        log.add("P2", "play", card="P2:h1", pay=["P2:h0"], targets=["P1:h1"])
        log.add(None, "resolve")
        return log, log.add(None, "nullify", card="P1:h1", **({"to": to} if to else {}))

    bad, seq = log("hand")
    prove(bad.json(), DZ + "stack.nullified_destination", seq, twin=log("graveyard")[0].json())
    unstated, _ = log(None)  # no destination recorded: the graveyard
    report = replay(unstated.json())
    assert report.findings == []
    assert report.final_state["players"]["P1"]["zones"]["graveyard"] == 1


def _left_square(**trigger: Any) -> tuple[Log, int]:
    """P1's unit returns to the hand by an effect; its leave-the-square ability triggers (or not)."""
    log = _turn1(["RU"])
    log.at(1, "main")
    log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
    log.add(None, "resolve")
    log.add(None, "effect", source="P1:h1", moves=[{"card": "P1:h1", "to": "hand"}])
    if not trigger:
        return log, 0
    seq = log.add("P1", "trigger", card="P1:h1", ability="離脱", **trigger)
    log.add(None, "resolve")
    return log, seq


def test_4_8_11_a_trigger_whose_own_card_left_at_once() -> None:
    # 4.8.11, 4.17 (rules-index decision 6; the lost 4.8.11-1 adds nothing): a leave-the-square ability
    # triggers from the card's last information even when its own card leaves at the same moment.
    log, _ = _left_square(event="leave_square", source_left=True)
    report = replay(log.json())
    assert report.findings == []
    assert report.final_state["stack"] == 0


def test_3_10_2_a_turn_end_trigger_goes_on_the_stack() -> None:
    # 4.4.4, 3.10.3 (decision DZ 1: 3.10.2 「乗せません」 is read 「乗せます」): a 「ターン終了時」 ability is
    # put on the stack and resolved in the recovery phase like any trigger; the log is legal.
    log = _turn1(["RU"])
    log.at(1, "main")
    log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
    log.add(None, "resolve")
    log.at(1, "recovery")
    log.add("P1", "trigger", card="P1:h1", ability="終了", event="turn_end")
    log.add(None, "resolve")
    log.at(2, "draw")
    log.add("P2", "draw", cards=["P2:d0"])
    report = replay(log.json())
    assert report.findings == []
    assert report.final_state["stack"] == 0


# --- the record -----------------------------------------------------------------------------------------


def test_2_23_1_the_plan_card_named_is_in_the_hand() -> None:
    # 2.23.3-1: the plan card is the deck's top card; the log names a card of P1's hand.
    def log(plan: str) -> tuple[Log, int]:
        log = _turn1([])
        log.at(1, "main")
        log.add("P1", "plan_create", pay=["P1:h0"])
        return log, log.add(None, "resolve", card=plan)

    bad, seq = log("P1:h1")
    prove(bad.json(), DZ + "log.card_location", seq, twin=log("P1:p0")[0].json())


def test_3_6_1_1_a_turn_that_ends_in_its_release_phase_missed_its_draw() -> None:
    # 3.4.2, 3.6.1-1: every turn has its draw phase; P2's turn 2 shows only a pass in the release phase.
    def log(drew: bool) -> tuple[Log, int]:
        log = _turn1([])
        log.at(2, "release")
        log.add("P2", "pass")
        if drew:
            log.at(2, "draw")
            log.add("P2", "draw", cards=["P2:d0"])
        log.at(3, "draw")
        return log, log.add("P1", "draw", cards=["P1:d0"])

    bad, seq = log(drew=False)
    prove(bad.json(), DZ + "draw.count", seq, twin=log(drew=True)[0].json())
