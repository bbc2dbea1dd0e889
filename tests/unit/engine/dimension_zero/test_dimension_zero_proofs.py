"""Proofs of the Dimension Zero checks: for each, a minimal hand-written log in which exactly that rule is
broken, and its legal twin (the same log with the one thing done right). Clause numbers are those of
rules_index/data/dimension-zero.txt (part.chapter.item).

Each log begins with the setup (dz_logs.Log.setup); the mid-game snapshots have their own proofs
(test_dz_snapshot.py).
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_logs import (
    CARDS,
    DECK,
    Log,
    battle,
    card,
    empty_first_step,
    in_enemy_area,
)
from tests.unit.engine.proof import prove

DZ = "dimension-zero."


def _p1_deck_with(cid: str, definition: dict[str, Any]) -> Log:
    """P1's deck holds one copy of `cid` in place of a filler card; P2's deck is the usual one."""
    log = Log(cards=CARDS | {cid: definition})
    log.header["decklists"]["P1"]["main"] = DECK | {"FU": DECK["FU"] - 1, cid: 1}
    log.setup()
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    return log


# --- deck construction -----------------------------------------------------------------------------


def test_2_6_2_a_card_of_no_known_type() -> None:
    # 2.6.2: the types are unit, base and strategy; a "creature" cannot be in the deck.
    bad = _p1_deck_with("XX", {"name": "謎のカード", "type": "creature", "keywords": {}})
    good = _p1_deck_with("XX", {"name": "謎のカード", "type": "strategy", "keywords": {}})
    prove(bad.json(), DZ + "deck.bad_type", None, twin=good.json())


def test_1_1_1_a_card_whose_text_changes_deck_construction() -> None:
    # 1.1.1: card text overrides the rules, so a card that changes deck construction needs a ruling.
    odd = _p1_deck_with("XX", dict(CARDS["NS"], name="構築の作戦", deck_rule=True))
    plain = _p1_deck_with("XX", dict(CARDS["NS"], name="構築の作戦"))
    prove(odd.json(), DZ + "deck.construction_ability", None, twin=plain.json())


# --- setup (3.1.3, 3.2) ------------------------------------------------------------------------------


def test_3_2_2_opening_hand_of_four() -> None:
    # 3.2.2: each player draws 5 cards; P2 drew only 4. Seen when the first turn begins.
    def log(hand: int) -> tuple[Log, int]:
        log = Log().setup()
        log.entries[3]["args"]["cards"] = log.entries[3]["args"]["cards"][:hand]
        log.at(1, "energy")
        return log, log.add("P1", "energy", card="P1:h0")

    bad, seq = log(4)
    prove(bad.json(), DZ + "setup.opening_hand", seq, twin=log(5)[0].json())


def test_3_1_3_drew_before_shuffling() -> None:
    # 3.1.3, 3.2.2: the deck is shuffled first, then the hand drawn; P1 drew, then shuffled.
    twin = Log().setup()
    bad = twin.copy()
    shuffle = bad.entries.pop(0)
    bad.entries.insert(2, shuffle)  # P2 shuffles, P1 draws, P1 shuffles, P2 draws
    for i, e in enumerate(bad.entries, 1):
        e["seq"] = i
    prove(bad.json(), DZ + "setup.order", 2, twin=twin.json())


def test_3_2_3_redraw_where_the_log_does_not_say_redraws_are_allowed() -> None:
    # 3.2.3: redraws are allowed only where other rules allow them; the header does not say.
    def log(**options: Any) -> tuple[Log, int]:
        log = Log(options=options) if options else Log()
        log.setup()
        return log, log.add("P2", "mulligan", count=5)

    bad, seq = log()
    prove(bad.json(), DZ + "setup.mulligan_permission", seq, twin=log(mulligan=True)[0].json())


# --- turns, phases, the stack (3.4, 4.9) -----------------------------------------------------------


def test_3_4_1_a_turn_skipped() -> None:
    # 3.4.1: players take turns alternately; turn 3 (P1's) may not follow turn 1.
    def log(turn: int, seat: str) -> tuple[Log, int]:
        log = Log().setup()
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
        log.at(turn, "draw")
        return log, log.add(seat, "draw", cards=[card(f"{seat}:d0", "RU")])

    bad, seq = log(3, "P1")
    prove(bad.json(), DZ + "turn.number", seq, twin=log(2, "P2")[0].json())


def _pass_in(phase: str) -> tuple[Log, int]:
    """Turn 1: P1 passes in the main phase, then P2 passes in `phase`."""
    log = Log().setup()
    log.at(1, "main")
    log.add("P1", "pass")
    log.at(1, phase)
    return log, log.add("P2", "pass")


def test_3_4_2_phases_go_back() -> None:
    # 3.4.2, 3.4.5: the phases follow in order; the energy phase cannot come back after the main phase.
    bad, seq = _pass_in("energy")
    prove(bad.json(), DZ + "turn.phase_order", seq, twin=_pass_in("main")[0].json())


def test_3_4_2_a_phase_the_turn_does_not_have() -> None:
    # 3.4.2: the six phases are release, draw, energy, main, smash, recovery; there is no "combat".
    bad, seq = _pass_in("combat")
    prove(bad.json(), DZ + "turn.unknown_phase", seq, twin=_pass_in("main")[0].json())


def _normal_strategy(resolved: bool) -> tuple[Log, int]:
    """Turn 1: P1 plays a Normal strategy, (resolves it,) and goes on to the smash phase."""
    log = Log().setup(["RU", "NS"])
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    log.at(1, "main")
    log.add("P1", "play", card="P1:h1", pay=["P1:h0"])
    if resolved:
        log.add(None, "resolve")
    log.at(1, "smash")
    return log, log.add("P1", "pass")


def test_3_4_3_phase_ended_with_a_spell_on_the_stack() -> None:
    # 3.4.3: a phase ends only when the stack is empty and both players pass.
    bad, seq = _normal_strategy(resolved=False)
    prove(bad.json(), DZ + "turn.ended_with_stack", seq, twin=_normal_strategy(resolved=True)[0].json())


def test_4_9_1_resolve_with_an_empty_stack() -> None:
    # 2.23.9-3, 4.9.1: only the top object of the stack resolves; nothing is left after the strategy.
    twin, _ = _normal_strategy(resolved=True)
    twin.entries.pop()
    bad = twin.copy()
    seq = bad.add(None, "resolve")
    prove(bad.json(), DZ + "stack.resolve_empty", seq, twin=twin.json())


def test_2_23_1_4_a_draw_in_the_main_phase_with_no_cause() -> None:
    # 2.23.1-4: a player draws only by the draw phase or an effect; the log names none.
    def log(**source: str) -> tuple[Log, int]:
        log = Log().setup()
        log.at(1, "main")
        return log, log.add("P1", "draw", cards=["P1:d0"], **source)

    bad, seq = log()
    prove(bad.json(), DZ + "draw.unexplained", seq, twin=log(source="P1:h1")[0].json())


# --- the record itself --------------------------------------------------------------------------------


def _turn2_draw(count: Any) -> tuple[Log, int]:
    log = Log().setup()
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    log.at(2, "draw")
    return log, log.add("P2", "draw", count=count)


def test_2_23_1_draw_count_that_is_not_a_number() -> None:
    bad, seq = _turn2_draw("1")
    prove(bad.json(), DZ + "log.bad_args", seq, twin=_turn2_draw(1)[0].json())


def _turn1_main(act: str, actor: str = "P1") -> tuple[Log, int]:
    log = Log().setup()
    log.at(1, "main")
    return log, log.add(actor, act)


def test_3_4_2_an_action_the_rules_do_not_know() -> None:
    bad, seq = _turn1_main("attack")
    prove(bad.json(), DZ + "log.unknown_act", seq, twin=_turn1_main("pass")[0].json())


def test_2_1_3_a_third_seat() -> None:
    # 2.1.3: a duel is between two players.
    bad, seq = _turn1_main("pass", actor="P3")
    prove(bad.json(), DZ + "log.unknown_seat", seq, twin=_turn1_main("pass")[0].json())


def test_2_3_1_2_a_fourth_copy_drawn_from_a_deck_of_three() -> None:
    # The decklist holds 3 《赤のユニット》; a hand with 4 cannot come from it.
    bad, good = Log().setup(["RU"] * 4), Log().setup(["RU"] * 3)
    prove(bad.json(), DZ + "log.not_in_deck", 3, twin=good.json())


def test_2_23_1_3_a_card_recorded_as_two_cards() -> None:
    def log(cid: str) -> tuple[Log, int]:
        log = Log().setup(["RU"])
        log.at(1, "energy")
        return log, log.add("P1", "energy", card=card("P1:h0", cid))

    bad, seq = log("BU")
    prove(bad.json(), DZ + "log.identity_changed", seq, twin=log("RU")[0].json())


# --- timing (3.8) -------------------------------------------------------------------------------------


def _turn1(hand: list[str]) -> Log:
    """Turn 1 up to the main phase: P1 has put 《赤のユニット》 P1:h0 into its energy zone."""
    log = Log().setup(["RU", *hand])
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    return log


def test_3_8_1_a_spell_played_in_the_energy_phase() -> None:
    # 3.8.1, 4.3.4: spells are normally played only in a main phase; a Quick strategy is no exception.
    def log(phase: str) -> tuple[Log, int]:
        log = _turn1(["QS"])
        log.at(1, phase)
        seq = log.add("P1", "play", card="P1:h1", pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("energy")
    prove(bad.json(), DZ + "timing.outside_main", seq, twin=log("main")[0].json())


def test_3_8_2_a_normal_strategy_in_the_opponents_main_phase() -> None:
    # 3.8.2: Normal actions only in your own main phase; 3.8.3 lets a Quick one be played there.
    def log(strategy: str) -> tuple[Log, int]:
        log = _turn1([strategy])
        log.at(2, "draw")
        log.add("P2", "draw", cards=["P2:d0"])
        log.at(2, "main")
        log.add("P2", "pass")
        seq = log.add("P1", "play", card="P1:h1", pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("NS")
    prove(bad.json(), DZ + "timing.normal", seq, twin=log("QS")[0].json())


def test_3_8_2_5_a_quick_plan_card_played_in_the_opponents_main_phase() -> None:
    # 3.8.2-5: a plan-zone card is always played as a Normal action, even a Quick one (3.8.2: only in
    # your own main phase). P1 makes its plan zone in turn 3 and plays the Quick card from it in turn 4.
    def log(turn: int) -> tuple[Log, int]:
        log = Log().setup(["RU", "RU"])
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
        log.at(2, "draw")
        log.add("P2", "draw", cards=["P2:d0"])
        log.at(3, "draw")
        log.add("P1", "draw", cards=["P1:d0"])
        log.at(3, "energy")
        log.add("P1", "energy", card="P1:h1")
        log.at(3, "main")
        log.add("P1", "plan_create", pay=["P1:h0"])
        log.add(None, "resolve", card=card("P1:p0", "QS"))
        if turn == 4:
            log.at(4, "draw")
            log.add("P2", "draw", cards=["P2:d1"])
            log.at(4, "main")
            log.add("P2", "pass")
        seq = log.add("P1", "play", card="P1:p0", pay=["P1:h1"], **{"from": "plan"})
        log.add(None, "resolve")
        return log, seq

    bad, seq = log(4)
    prove(bad.json(), DZ + "timing.plan_zone", seq, twin=log(3)[0].json())


def _in_battle(strategy: str) -> tuple[Log, int]:
    """In the first battle step, P2 plays `strategy` with its released energy P2:h1."""
    log = battle(p2_hand=[strategy])
    log.at(4, "main", "battle1")
    return log, log.add("P2", "play", card="P2:h3", pay=["P2:h1"])


def test_3_8_3_a_quick_strategy_during_a_battle() -> None:
    # 3.8.3: Quick actions only outside a battle; 3.8.4: Battle timing is what a battle allows.
    bad, seq = _in_battle("QS")
    prove(bad.json(), DZ + "timing.quick", seq, twin=_in_battle("BS")[0].json())


def test_3_8_4_a_normal_strategy_during_a_battle() -> None:
    # 3.8.4, 3.12.1: during a battle only Battle-timing actions.
    bad, seq = _in_battle("NS")
    prove(bad.json(), DZ + "timing.in_battle", seq, twin=_in_battle("BS")[0].json())


# --- playing: who, where, targets, colours --------------------------------------------------------


def test_4_3_2_activating_the_opponents_units_ability() -> None:
    # 4.3.2: only a card's controller activates its abilities.
    def log(seat: str) -> tuple[Log, int]:
        log = _turn1(["RU"])
        log.at(1, "main")
        log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
        log.add(None, "resolve")
        if seat == "P2":
            log.add("P1", "pass")
        seq = log.add(seat, "activate", card="P1:h1", ability="起動", timing="quick", cost={})
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("P2")
    prove(bad.json(), DZ + "ability.not_controller", seq, twin=log("P1")[0].json())


def test_4_11_4_a_strategy_targeting_itself() -> None:
    # 4.11.4: a spell on the stack cannot be its own target.
    def log(target: str) -> tuple[Log, int]:
        log = _turn1(["NS"])
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", pay=["P1:h0"], targets=[target])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("P1:h1")
    prove(bad.json(), DZ + "play.targets", seq, twin=log("P2:h0")[0].json())


def test_2_4_2_4_a_colour_that_is_not_one_of_the_five() -> None:
    # 2.4.2-3, 2.4.2-4: a chosen colour is red, black, blue, white or green.
    def log(colour: str) -> tuple[Log, int]:
        log = _turn1(["NS"])
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", pay=["P1:h0"], colour=colour)
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("purple")
    prove(bad.json(), DZ + "play.colour_choice", seq, twin=log("green")[0].json())


def test_2_20_2_2_a_base_in_the_opponents_base_square() -> None:
    # 2.20.2-2: a base goes into one of your own base squares.
    def log(square: str) -> tuple[Log, int]:
        log = _turn1(["BA"])
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", to=square, pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("P2-1")
    prove(bad.json(), DZ + "play.base_square", seq, twin=log("P1-1")[0].json())


def test_1_1_1_a_card_with_text_the_engine_does_not_read() -> None:
    # 1.1.1: card text may override the rules of playing it; the engine reports rather than guesses.
    def log(unit: str) -> tuple[Log, int]:
        log = _turn1([unit])
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log("TU")
    prove(bad.json(), DZ + "card.unmodelled_text", seq, twin=log("RU")[0].json())


# --- costs (1.2.3) --------------------------------------------------------------------------------------


def test_1_2_3_1_energy_of_unrecorded_colour() -> None:
    # 1.2.3-1: red is paid with a red energy card; the log never says what P1:h0 is.
    def log(energy: Any) -> tuple[Log, int]:
        log = Log().setup(["RU", "NS"])
        log.entries[2]["args"]["cards"][0] = energy
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", pay=["P1:h0"])
        log.add(None, "resolve")
        return log, seq

    bad, seq = log({"iid": "P1:h0", "card": None})
    prove(bad.json(), DZ + "pay.colour_unknown", seq, twin=log(card("P1:h0", "RU"))[0].json())


def test_1_2_3_3_x_not_chosen() -> None:
    # 1.2.3-3, 4.7.2-3: the player chooses X when playing; the log records none.
    def log(**x: int) -> tuple[Log, int]:
        log = _turn1(["XS"])
        log.at(1, "main")
        seq = log.add("P1", "play", card="P1:h1", pay=[], **x)
        log.add(None, "resolve")
        return log, seq

    bad, seq = log()
    prove(bad.json(), DZ + "pay.x_value", seq, twin=log(x=0)[0].json())


def test_1_2_3_2_plan_paid_with_a_card_from_hand() -> None:
    # 1.2.3-2: colourless is paid by freezing a card of your energy or smash zone, not one from hand.
    def log(payer: str) -> tuple[Log, int]:
        log = _turn1(["RU"])
        log.at(1, "main")
        seq = log.add("P1", "plan_create", pay=[payer])
        log.add(None, "resolve", card=card("P1:p0", "RU"))
        return log, seq

    bad, seq = log("P1:h1")
    prove(bad.json(), DZ + "pay.zone", seq, twin=log("P1:h0")[0].json())


def test_3_8_2_4_update_without_a_plan_zone() -> None:
    # 3.8.2-4: updating puts the plan card into the graveyard; with none there is nothing to update.
    def log(act: str) -> tuple[Log, int]:
        log = _turn1([])
        log.at(1, "main")
        seq = log.add("P1", act, pay=["P1:h0"])
        log.add(None, "resolve", card=card("P1:p0", "RU"))
        return log, seq

    bad, seq = log("plan_update")
    prove(bad.json(), DZ + "plan.state", seq, twin=log("plan_create")[0].json())


def test_2_23_1_1_a_card_put_into_the_opponents_graveyard() -> None:
    # 2.23.1-1: a card goes to its owner's graveyard, whatever moved it.
    def log(seat: str) -> tuple[Log, int]:
        log = _turn1([])
        log.at(1, "main")
        move = {"card": "P1:h1", "from": "hand", "to": "graveyard", "player": seat}
        return log, log.add("P1", "effect", source="P1:h1", moves=[move])

    bad, seq = log("P2")
    prove(bad.json(), DZ + "zone.owner", seq, twin=log("P1")[0].json())


def test_4_16_1_a_unit_put_into_the_graveyard_with_no_rule_applying() -> None:
    # 4.16.1, 4.16.4-8: a unit played into the central area with no battle goes to the graveyard;
    # one played into its home area stays.
    def log(square: str) -> tuple[Log, int]:
        log = _turn1(["RU"])
        log.at(1, "main")
        log.add("P1", "play", card="P1:h1", to=square, pay=["P1:h0"])
        log.add(None, "resolve")
        return log, log.add(None, "rule_effect", card="P1:h1")

    bad, seq = log("B11")
    prove(bad.json(), DZ + "rule.not_due", seq, twin=log("B21")[0].json())


# --- moves and smash (4.9.3, 3.9.1) -----------------------------------------------------------------


def test_4_9_3_1_a_move_taking_effect_after_the_unit_left_its_square() -> None:
    # 4.9.3-1: if the unit left its square before the move resolves, the move is nullified.
    # P1 moves its unit; P2 answers with a Quick strategy that returns the unit to P1's hand.
    def log(nullified: bool) -> tuple[Log, int]:
        log = Log().setup(["RU", "RU", "RU"], ["RU", "QS"])
        log.at(1, "energy")
        log.add("P1", "energy", card="P1:h0")
        log.at(1, "main")
        log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
        log.add(None, "resolve")
        log.at(2, "draw")
        log.add("P2", "draw", cards=["P2:d0"])
        log.at(2, "energy")
        log.add("P2", "energy", card="P2:h0")
        log.at(3, "draw")
        log.add("P1", "draw", cards=["P1:d0"])
        log.at(3, "main")
        log.add("P1", "move", unit="P1:h1", to="B21", pay=["P1:h0"])
        log.add("P1", "pass")
        log.add("P2", "play", card="P2:h1", pay=["P2:h0"], targets=["P1:h1"])
        log.add(None, "resolve")
        log.add(None, "effect", source="P2:h1", moves=[{"card": "P1:h1", "to": "hand"}])
        return log, log.add(None, "resolve", nullified=nullified)

    bad, seq = log(nullified=False)
    prove(bad.json(), DZ + "move.nullified", seq, twin=log(nullified=True)[0].json())


def test_3_9_1_smash_with_a_unit_in_its_home_area() -> None:
    # 3.9.1: only a unit in the central or the enemy area smashes.
    def log(smash: bool) -> tuple[Log, int]:
        log = _turn1(["HU"])
        log.at(1, "main")
        log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
        log.add(None, "resolve")
        log.at(1, "smash")
        if smash:
            return log, log.add("P1", "smash", unit="P1:h1", count=1)
        return log, log.add("P1", "pass")

    bad, seq = log(smash=True)
    prove(bad.json(), DZ + "smash.illegal", seq, twin=log(smash=False)[0].json())


def _negative_smash(count: int, **options: Any) -> tuple[Log, int]:
    """P1's unit of smash -1 stands in P2's home square B31 (P1's enemy area) and smashes `count` cards."""
    log = in_enemy_area("NU")
    if options:
        log.header["options"] = options
    log.at(3, "smash")
    return log, log.add("P1", "smash", unit="P1:h1", count=count)


def test_1_2_2_negative_smash_from_the_enemy_area_is_floored_then_plus_one() -> None:
    # 3.9.1(2), 1.2.2 (decision DZ 6, the default): the negative smash counts as 0, then the enemy area
    # adds 1 (the +1 counts cards, it does not change the smash): smash -1 moves 1 card, not 0.
    bad, seq = _negative_smash(0)
    prove(bad.json(), DZ + "smash.count", seq, twin=_negative_smash(1)[0].json())
    explicit, _ = _negative_smash(1, negative_smash="floor_then_add")
    assert replay(explicit.json()).findings == []


def test_1_2_2_negative_smash_with_the_add_then_floor_option() -> None:
    # options.negative_smash "add_then_floor" (the option decision DZ 6 leaves to an event): -1 + 1 = 0.
    bad, seq = _negative_smash(1, negative_smash="add_then_floor")
    twin, _ = _negative_smash(0, negative_smash="add_then_floor")
    prove(bad.json(), DZ + "smash.count", seq, twin=twin.json())


def test_1_2_2_an_unknown_negative_smash_option_is_refused() -> None:
    log, _ = _negative_smash(1, negative_smash="both")
    (finding,) = replay(log.json()).findings
    assert finding.code == "log.unreadable"
    assert finding.evidence["path"] == "$.header.options.negative_smash"


def test_1_2_2_negative_smash_from_the_central_area_is_0() -> None:
    # 1.2.2: from the central area the option plays no part: smash -1 counts as 0 either way.
    for option in ("floor_then_add", "add_then_floor"):
        log = in_enemy_area("NU")
        log.header["options"] = {"negative_smash": option}
        del log.entries[-2:]  # the unit stays in the central area
        log.at(3, "smash")
        seq = log.add("P1", "smash", unit="P1:h1", count=1)
        twin = log.copy()
        twin.entries[-1]["args"]["count"] = 0
        prove(log.json(), DZ + "smash.count", seq, twin=twin.json())


def test_3_9_1_smash_larger_than_the_deck_moves_all_its_cards() -> None:
    # 3.9.1, 3.3.2 (decision DZ 7): smash 1 from the enemy area moves 2 cards; P2's deck holds 1 after an
    # effect removed 33. The smash moves that one card, and P2 loses by deck-out (3.3.2 「0枚以下」) when
    # priority next arises. Moving none is smash.count.
    def log(count: int) -> tuple[Log, int]:
        log = in_enemy_area("RU")
        moves = [{"card": f"P2:x{i}", "from": "deck", "to": "remove"} for i in range(33)]
        log.add(None, "effect", source="P1:h1", moves=moves)
        log.at(3, "smash")
        return log, log.add("P1", "smash", unit="P1:h1", count=count)

    bad, seq = log(0)
    twin, _ = log(1)
    twin.add(None, "result", winners=["P1"], reason="deck_out")
    prove(bad.json(), DZ + "smash.count", seq, twin=twin.json())
    state = replay(twin.json()).final_state
    assert (state["winners"], state["reason"]) == (["P1"], "deck_out")


# --- battle (3.11-3.14, 4.16.4-3) -------------------------------------------------------------------


def test_3_11_4_battle_steps_go_back() -> None:
    # 3.11.4: first battle step, second battle step, battle end step, in that order.
    def log(step: str) -> tuple[Log, int]:
        log = empty_first_step(battle())
        log.at(4, "main", "battle2")
        log.add("P2", "pass")
        log.at(4, "main", step)
        return log, log.add("P1", "pass")

    bad, seq = log("battle1")
    prove(bad.json(), DZ + "battle.step_order", seq, twin=log("battle2")[0].json())


def test_3_12_2_the_first_step_ends_without_its_empty_exchange() -> None:
    # 3.12.2, 3.4.3 (decision DZ 5): with both units in the square the first step's exchange goes on the
    # stack although neither unit has 加速 and it carries no damage; the log goes on to the second step
    # without it. The twin puts the empty exchange on the stack and resolves it.
    def log(first_step: bool) -> tuple[Log, int]:
        log = battle()
        if first_step:
            empty_first_step(log)
        log.at(4, "main", "battle2")
        seq = log.add(None, "exchange", damage={"P1:h1": 3000, "P2:h2": 3000})
        log.add(None, "resolve")
        log.add(None, "rule_effect", card="P1:h1")
        log.add(None, "rule_effect", card="P2:h2")
        return log, seq

    bad, seq = log(first_step=False)
    prove(bad.json(), DZ + "battle.exchange_missing", seq, twin=log(first_step=True)[0].json())


def test_3_12_2_an_exchange_with_no_battle() -> None:
    # 3.12.2, 3.13.2: the battle-damage exchange belongs to a battle's first or second step.
    def log(act: str, **args: Any) -> tuple[Log, int]:
        log = _turn1(["RU"])
        log.at(1, "main")
        log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
        log.add(None, "resolve")
        return log, log.add("P1" if act == "pass" else None, act, **args)

    bad, seq = log("exchange", damage={"P1:h1": 1000})
    prove(bad.json(), DZ + "battle.exchange_timing", seq, twin=log("pass")[0].json())


def test_4_16_4_3_2_a_power_0_unit_prevents_the_battle() -> None:
    # 3.11.1-1, 4.16.4-3-1, 4.16.4-3-2 (decision DZ 3): P2's power-0 unit enters P1's square; the other
    # rule effects come first, 4.16.4-4 puts it into the graveyard, and no battle occurs. That is legal
    # and reported as nothing; P2 goes on in its main phase, with no battle step.
    log = battle(p2_unit="OU")
    log.add(None, "rule_effect", card="P2:h2")
    log.add("P2", "pass")
    report = replay(log.json())
    assert report.findings == []
    assert [u["iid"] for u in report.final_state["squares"]["B21"]] == ["P1:h1"]
    log.at(4, "main", "battle1")  # a battle step now names a battle that never occurred
    seq = log.add("P1", "pass")
    assert [(f.seq, f.code) for f in replay(log.json()).findings] == [(seq, DZ + "turn.unknown_phase")]


def test_3_11_1_1_a_battle_fought_although_a_rule_effect_prevented_it() -> None:
    # 3.11.1-1, 4.16.4-3-2 (decision DZ 3): P2's power-0 unit enters P1's square, and the rule effect of
    # 4.16.4-4 comes before any battle. The log keeps the unit there and fights the battle (its first step's
    # exchange): a rules breach (`battle.prevented`), not a malformed log, made together with the rule effect
    # it skipped (`rule.skipped`). The twin applies the rule effect and fights no battle.
    def log(fought: bool) -> tuple[Log, int]:
        log = battle(p2_unit="OU")
        if fought:
            log.at(4, "main", "battle1")
            seq = log.add(None, "exchange", damage={})
            log.add(None, "resolve")
            log.at(4, "main", "battle2")
            log.add(None, "exchange", damage={"P2:h2": 3000})
            log.add(None, "resolve")
        else:
            seq = 0
        log.add(None, "rule_effect", card="P2:h2")
        log.at(4, "main")
        log.add("P2", "pass")
        return log, seq

    bad, seq = log(fought=True)
    prove(
        bad.json(),
        DZ + "battle.prevented",
        seq,
        twin=log(fought=False)[0].json(),
        companions=(DZ + "rule.skipped",),
    )


def test_3_11_1_1_a_rule_effect_logged_under_a_battle_step_fights_no_battle() -> None:
    # 3.11.1-1, 3.12.1: the table applied the rule effect first and fought nothing; the log only put it under
    # a battle step that never began. No battle was fought, so nothing is `battle.prevented` (nor
    # `rule.skipped`): the step that does not exist is a malformed log, as any entry in it is.
    log = battle(p2_unit="OU")
    log.at(4, "main", "battle1")
    seq = log.add(None, "rule_effect", card="P2:h2")
    log.at(4, "main")
    log.add("P2", "pass")
    got = [(f.seq, f.code) for f in replay(log.json()).findings]
    assert got == [(seq, DZ + "turn.unknown_phase")], got


def test_3_11_1_4_battles_in_two_squares_at_once_during_a_battle() -> None:
    # 3.11.1-4: battles in several squares at once go through their steps together, and the text does not
    # say how; a single battle arising during a battle waits its turn instead (3.11.3) and is judged.
    # In the first battle step P2's Battle strategy puts a unit of each player into B22 (and into B23).
    def log(two: bool) -> tuple[Log, int]:
        log = battle(p2_hand=["BS"])
        log.at(4, "main", "battle1")
        log.add("P2", "play", card="P2:h3", pay=["P2:h1"])
        log.add(None, "resolve")
        moves = [
            {"card": "P1:h3", "from": "hand", "to": "B22"},
            {"card": "P2:h4", "from": "hand", "to": "B22"},
        ]
        if two:
            moves += [
                {"card": "P1:h4", "from": "hand", "to": "B23"},
                {"card": "P2:d0", "from": "hand", "to": "B23"},
            ]
        log.add(None, "effect", source="P2:h3", moves=moves)
        return log, log.add("P2", "pass")

    bad, seq = log(two=True)
    prove(bad.json(), DZ + "battle.nested", seq, twin=log(two=False)[0].json())
