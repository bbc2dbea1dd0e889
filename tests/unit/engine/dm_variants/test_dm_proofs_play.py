"""Proofs of the base-game checks the engine tests already fired (turns, mana, summons, attacks, blocks,
breaks, the end) and of the multiplayer core (600, 601, 602, 605, 606): a hand-written log breaking one
rule and its legal twin each (tests/unit/engine/proof.py). Base-game rules are official (decisions 11) and
cite the variant section heading they sit under (100, 102, 401, 402, 403, 502) with 001.1."""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dm_variants.proof_logs import Game, table_opening, two_player_opening
from tests.unit.engine.proof import prove

P = "dm-variants."
NO_SHIELDS = [{"card": f"P2:s{i}", "from": "shields", "to": "graveyard"} for i in range(5)]


def _pair(build: Any, bad: Any, good: Any, code: str) -> None:
    """`build(x)` returns (game, seq of the act); prove the game built with `bad` against the one with `good`."""
    g, seq = build(bad)
    prove(g.log(), P + code, seq, twin=build(good)[0].log())


# --- 100 setup, 600.7 turns, 402 steps ----------------------------------------------------------------
def test_100_five_shields_are_set() -> None:
    def build(n: int) -> tuple[Game, int]:
        g = Game(2)
        g.setup(shields={"P1": n, "P2": 5})
        return g, g.add(1, "start", "P1", "turn_start")

    _pair(build, 4, 5, "setup.shields")


def test_600_7_turns_alternate() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.turn(1, "P1", draw=None, charge="P1:h1")
        return g, g.add(2, "start", seat, "turn_start")

    _pair(build, "P1", "P2", "turn.order")


def test_402_a_step_is_not_recorded_after_a_later_one() -> None:
    """The effect draw is recorded in the draw step after the main step."""

    def build(phase: str) -> tuple[Game, int]:
        g = two_player_opening()
        g.add(3, "main", "P1", "summon", card="P1:h3", tap=["P1:d3"])
        return g, g.add(3, phase, "P1", "draw", cards=[{"iid": "P1:x1", "card": "F"}], source="P1:h3")

    _pair(build, "draw", "main", "turn.step_order")


def test_402_only_the_turn_player_summons() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.turn(1, "P1", draw=None, charge="P1:h1")
        g.turn(2, "P2")
        g.turn(3, "P1")
        mana = {"P1": "P1:d3", "P2": "P2:d2"}[seat]
        return g, g.add(3, "main", seat, "summon", card=f"{seat}:h0", tap=[mana])

    _pair(build, "P2", "P1", "turn.not_turn_player")


def test_402_the_turn_player_draws_one() -> None:
    def build(n: int) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.turn(1, "P1", draw=None, charge="P1:h1")
        g.add(2, "start", "P2", "turn_start")
        g.add(2, "draw", "P2", "draw", cards=[{"iid": f"P2:d{i}", "card": "F"} for i in range(n)])
        return g, g.add(2, "charge", "P2", "charge", card="P2:d0")  # the draw step is judged as it ends

    _pair(build, 2, 1, "draw.count")


def test_600_8_the_first_player_of_two_skips_the_first_draw() -> None:
    def build(draw: str | None) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        if draw:
            g.add(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": draw}])
        return g, g.add(1, "charge", "P1", "charge", card="P1:h1")

    _pair(build, "F", None, "draw.first_turn_skip")


def test_600_8_the_starting_player_of_a_multiplayer_game_draws() -> None:
    def build(draw: str | None) -> tuple[Game, int]:
        g = Game(3)
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        if draw:
            g.add(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": draw}])
        return g, g.add(1, "charge", "P1", "charge", card="P1:h1")

    _pair(build, None, "F", "draw.first_turn_multiplayer")


# --- 401 mana charge ----------------------------------------------------------------------------------
def _first_turn(g: Game | None = None) -> Game:
    g = g or Game(2)
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    return g


def test_401_one_charge_per_turn() -> None:
    g = _first_turn()
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    twin = g.log()
    seq = g.add(1, "charge", "P1", "charge", card="P1:h2")
    prove(g.log(), P + "charge.once_per_turn", seq, twin=twin)


def test_401_charge_in_the_mana_charge_step() -> None:
    def build(phase: str) -> tuple[Game, int]:
        g = _first_turn()
        return g, g.add(1, phase, "P1", "charge", card="P1:h1")

    _pair(build, "main", "charge", "charge.step")


# --- 402 summons and costs ----------------------------------------------------------------------------
def test_402_summon_in_the_main_step() -> None:
    def build(phase: str) -> tuple[Game, int]:
        g = _first_turn()
        g.add(1, "charge", "P1", "charge", card="P1:h1")
        return g, g.add(1, phase, "P1", "summon", card="P1:h0", tap=["P1:h1"])

    _pair(build, "charge", "main", "main.step")


def test_402_the_cost_is_paid_in_full() -> None:
    """A 2-cost vanilla creature summoned tapping one mana card."""

    def build(tap: list[str]) -> tuple[Game, int]:
        g = Game(2)
        g.setup(hand=("W", "G", "B", "F", "G"))
        g.turn(1, "P1", draw=None, charge="P1:h1")
        g.turn(2, "P2", draw="B")
        g.turn(3, "P1")
        return g, g.add(3, "main", "P1", "summon", card="P1:h0", tap=tap)

    _pair(build, ["P1:d3"], ["P1:d3", "P1:h1"], "cost.amount")


def test_402_each_civilization_is_paid() -> None:
    """A light creature summoned tapping only fire mana."""

    def build(drawn: str) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.turn(1, "P1", draw=None, charge="P1:h1")
        g.turn(2, "P2", draw="B")
        g.turn(3, "P1", draw=drawn)
        return g, g.add(3, "main", "P1", "summon", card="P1:h2", tap=["P1:d3"])

    _pair(build, "F", "B", "cost.civilization")


def test_402_a_tapped_mana_card_does_not_pay_again() -> None:
    def build(tap: str) -> tuple[Game, int]:
        g = two_player_opening()
        g.add(3, "main", "P1", "summon", card="P1:h3", tap=["P1:d3"])
        return g, g.add(3, "main", "P1", "summon", card="P1:h4", tap=[tap])

    _pair(build, "P1:d3", "P1:h1", "cost.mana_card")


# --- 403 attacks --------------------------------------------------------------------------------------
def _attack(g: Game, *, phase: str = "attack", attacker: str = "P1:h0", turn: int = 3, **args: Any) -> int:
    return g.add(turn, phase, "P1", "attack", attacker=attacker, **({"target": "P2"} | args))


def test_403_attack_in_the_attack_step() -> None:
    def build(phase: str) -> tuple[Game, int]:
        g = two_player_opening()
        return g, _attack(g, phase=phase)

    _pair(build, "main", "attack", "attack.step")


def test_403_a_creature_summoned_this_turn_cannot_attack() -> None:
    def build(attacker: str) -> tuple[Game, int]:
        g = two_player_opening()
        g.add(3, "main", "P1", "summon", card="P1:h3", tap=["P1:d3"])
        return g, _attack(g, attacker=attacker)

    _pair(build, "P1:h3", "P1:h0", "attack.summoning_sickness")


def test_403_only_your_own_creature_attacks() -> None:
    def build(attacker: str) -> tuple[Game, int]:
        g = two_player_opening()
        return g, _attack(g, attacker=attacker)

    _pair(build, "P2:h2", "P1:h0", "attack.not_controlled")


def test_403_only_a_tapped_creature_is_attacked() -> None:
    def build(target: str) -> tuple[Game, int]:
        g = two_player_opening()
        return g, _attack(g, target=target)

    _pair(build, "P2:h2", "P2", "attack.untapped_creature")


def test_403_a_tapped_creature_does_not_attack() -> None:
    g = two_player_opening()
    _attack(g)
    g.add(3, "attack", "P1", "break", shields=["P2:s0"])
    twin = g.log()
    seq = _attack(g)
    prove(g.log(), P + "attack.attacker_tapped", seq, twin=twin)


def test_403_a_battle_is_won_by_the_higher_power() -> None:
    def build(destroyed: list[str]) -> tuple[Game, int]:
        g = two_player_opening()
        _attack(g)
        g.add(3, "attack", "P2", "block", blocker="P2:h2")
        return g, g.add(3, "attack", "P1", "battle", destroyed=destroyed)

    _pair(build, ["P2:h2"], ["P1:h0", "P2:h2"], "battle.result")  # 1000 against 1000: both


# --- 403 blocks -------------------------------------------------------------------------------------------
def test_403_only_a_blocker_blocks() -> None:
    """P2's fire creature P2:h0 has no ブロッカー."""

    def build(block: bool) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.turn(1, "P1", draw=None, charge="P1:h1", summon="P1:h0")
        g.turn(2, "P2", summon="P2:h0")
        g.turn(3, "P1")
        _attack(g)
        if block:
            return g, g.add(3, "attack", "P2", "block", blocker="P2:h0")
        return g, g.add(3, "attack", "P1", "break", shields=["P2:s0"])

    _pair(build, True, False, "block.not_blocker")


def test_403_a_tapped_blocker_does_not_block() -> None:
    """P1's card effect tapped P2's blocker before the attack."""

    def build(block: bool) -> tuple[Game, int]:
        g = two_player_opening()
        g.add(3, "main", "P1", "effect", source="P1:h0", tap=["P2:h2"])
        _attack(g)
        if block:
            return g, g.add(3, "attack", "P2", "block", blocker="P2:h2")
        return g, g.add(3, "attack", "P1", "break", shields=["P2:s0"])

    _pair(build, True, False, "block.tapped")


def test_600_6c_only_the_defending_players_creatures_block() -> None:
    """Three players: P1 attacks P2 and P3's blocker blocks."""

    def build(blocker: str) -> tuple[Game, int]:
        g = Game(3)
        g.setup()
        g.turn(1, "P1", summon="P1:h0")
        g.turn(2, "P2", draw="B", summon="P2:h2")
        g.turn(3, "P3", draw="B", summon="P3:h2")
        g.turn(4, "P1")
        _attack(g, turn=4)
        return g, g.add(4, "attack", blocker.split(":")[0], "block", blocker=blocker)

    _pair(build, "P3:h2", "P2:h2", "block.not_defending_player")


# --- 403 breaks and shield triggers ---------------------------------------------------------------------
def test_403_a_double_breaker_breaks_two() -> None:
    def build(n: int) -> tuple[Game, int]:
        g = Game(2)
        g.setup(hand=("W", "G", "B", "F", "G"))
        g.turn(1, "P1", draw=None, charge="P1:h1")
        g.turn(2, "P2")
        g.turn(3, "P1")
        g.add(3, "main", "P1", "summon", card="P1:h0", tap=["P1:d3", "P1:h1"])
        g.turn(4, "P2")
        g.turn(5, "P1")
        _attack(g, turn=5)
        return g, g.add(5, "attack", "P1", "break", shields=[f"P2:s{i}" for i in range(n)])

    _pair(build, 1, 2, "break.count")


def test_600_6a_the_broken_shields_are_the_defending_players() -> None:
    def build(owner: str) -> tuple[Game, int]:
        g = table_opening(3)
        _attack(g, turn=4)
        return g, g.add(4, "attack", "P1", "break", shields=[f"{owner}:s0"])

    _pair(build, "P3", "P2", "break.not_defending_player")


def _broken(kind: str) -> Game:
    """P1 attacks P2 and breaks the shield P2:s0, which is a `kind` card; P2 holds the trigger spell P2:h3."""
    g = two_player_opening(hand=("F", "G", "B", "T", "G"))
    _attack(g)
    g.add(3, "attack", "P1", "break", shields=[{"iid": "P2:s0", "card": kind}])
    return g


def test_403_a_shield_trigger_needs_the_keyword() -> None:
    def build(kind: str) -> tuple[Game, int]:
        g = _broken(kind)
        return g, g.add(3, "attack", "P2", "shield_trigger", card="P2:s0")

    _pair(build, "F", "T", "trigger.no_shield_trigger")


def test_403_a_shield_trigger_is_a_card_just_broken() -> None:
    def build(card: str) -> tuple[Game, int]:
        g = _broken("T")
        return g, g.add(3, "attack", "P2", "shield_trigger", card=card)

    _pair(build, "P2:h3", "P2:s0", "trigger.not_broken_now")


# --- 102/502 direct attacks and the end ------------------------------------------------------------------
def _shieldless(g: Game | None = None) -> Game:
    g = g or two_player_opening()
    g.add(3, "main", "P1", "effect", source="P1:h0", moves=NO_SHIELDS)
    _attack(g)
    return g


def test_403_a_direct_attack_only_on_a_player_without_shields() -> None:
    def build(direct: bool) -> tuple[Game, int]:
        g = two_player_opening()
        _attack(g)
        if direct:
            return g, g.add(3, "attack", "P1", "direct_attack")
        return g, g.add(3, "attack", "P1", "break", shields=["P2:s0"])

    _pair(build, True, False, "direct.shields_left")


def test_502_an_unblocked_attack_on_a_player_without_shields_wins() -> None:
    def build(direct: bool) -> tuple[Game, int]:
        g = _shieldless()
        if direct:
            g.add(3, "attack", "P1", "direct_attack")
            return g, g.add(3, "end", None, "result", winners=["P1"])
        return g, g.add(4, "start", "P2", "turn_start")  # the attack step ended with P2 still in

    _pair(build, False, True, "direct.missed")


def test_102_1a_nothing_is_played_after_the_game_ended() -> None:
    def build(more: bool) -> tuple[Game, int]:
        g = _shieldless()
        g.add(3, "attack", "P1", "direct_attack")
        seq = g.add(4, "start", "P2", "turn_start") if more else 0
        g.add(4 if more else 3, "end", None, "result", winners=["P1"])
        return g, seq

    _pair(build, True, False, "game.continued_after_end")


def test_log_the_logged_result_matches_the_game() -> None:
    def build(winner: str) -> tuple[Game, int]:
        g = _shieldless()
        g.add(3, "attack", "P1", "direct_attack")
        return g, g.add(3, "end", None, "result", winners=[winner])

    _pair(build, "P2", "P1", "result.mismatch")


# --- log errors -----------------------------------------------------------------------------------------
def test_log_an_attack_names_its_target() -> None:
    def build(target: str | None) -> tuple[Game, int]:
        g = two_player_opening()
        return g, g.add(3, "attack", "P1", "attack", attacker="P1:h0", target=target)

    _pair(build, None, "P2", "log.bad_args")


def test_log_a_card_comes_from_where_the_log_has_it() -> None:
    def build(card: str) -> tuple[Game, int]:
        g = _first_turn()
        return g, g.add(1, "charge", "P1", "charge", card=card)

    _pair(build, "P1:h9", "P1:h1", "log.card")


# --- 600 multiplayer: elimination, winning, policies ----------------------------------------------------
def test_600_3a_a_player_who_left_does_nothing_more() -> None:
    g = table_opening(3)
    g.add(4, "main", "P2", "concede")
    twin = g.log()
    seq = g.add(4, "main", "P2", "concede")
    prove(g.log(), P + "removed.player_acted", seq, twin=twin)


def test_600_5_the_defending_player_is_an_opponent_still_in_the_game() -> None:
    def build(defender: str) -> tuple[Game, int]:
        g = table_opening(3)
        g.add(4, "main", "P2", "concede")
        return g, _attack(g, turn=4, target=defender)

    _pair(build, "P2", "P3", "attack.defender_not_opponent")


def test_600_6a_the_attacked_creature_is_the_defending_players() -> None:
    def build(target: str) -> tuple[Game, int]:
        g = table_opening(3)
        return g, _attack(g, turn=4, defender="P3", target=target)

    _pair(build, "P2:h0", "P3", "attack.target_not_defender")


def test_600_9_a_win_effect_makes_every_opponent_lose() -> None:
    def build(losers: list[str]) -> tuple[Game, int]:
        g = table_opening(3)
        return g, g.add(4, "main", "P1", "win_effect", player="P1", losers=losers)

    _pair(build, ["P2"], ["P2", "P3"], "win.effect_losers")


def test_600_4b_an_effect_on_several_opponents_needs_a_ruling() -> None:
    def build(targets: list[str]) -> tuple[Game, int]:
        g = table_opening(3)
        return g, g.add(4, "main", "P1", "effect", source="P1:h0", targets=targets)

    _pair(build, ["P2:h0", "P3:h0"], ["P2:h0"], "effect.split_opponents")


def test_600_3g_600_3a_the_rest_of_the_turn_has_no_turn_player() -> None:
    """decisions.md DM 1, with no policy set: P1 concedes at the start of its turn 1 in a three-player
    game. The rest of turn 1 goes on without a turn player (600.3g), so P2 charging in it is
    turn.no_turn_player; P2's own turn is the next one, turn 2 (600.3a), where the same charge is legal
    (and nothing asks a judge about P1 leaving)."""

    def build(turn: int) -> tuple[Game, int]:
        g = Game(3, options={})
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "start", "P1", "concede")
        if turn == 2:
            g.add(2, "start", "P2", "turn_start")
            g.add(2, "draw", "P2", "draw", cards=[{"iid": "P2:d2", "card": "F"}])
        return g, g.add(turn, "charge", "P2", "charge", card="P2:h1")

    _pair(build, 1, 2, "turn.no_turn_player")


def test_600_3a_an_old_logs_next_player_choice_hands_the_turn_over_at_once() -> None:
    """`turn_player_removed: next_player` is no longer offered; a judgelog/1 log that chose it still
    replays by it: P2 takes over turn 1 at once, and turn 2 is then P3's."""
    g = Game(3, options={"policies": {"turn_player_removed": "next_player"}})
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "start", "P1", "concede")
    g.add(1, "charge", "P2", "charge", card="P2:h1")
    g.add(2, "start", "P3", "turn_start")
    g.add(2, "draw", "P3", "draw", cards=[{"iid": "P3:d2", "card": "F"}])
    assert replay(g.log()).findings == []


def test_610_7_decided_an_empty_deck_loses_with_the_policy_unset() -> None:
    """decisions.md DM 5: the official rule, a player whose deck reaches 0 loses (state-based), also when
    the event set no policy. P1's card mills P2's last 29 cards: P2 has lost, so the log's result naming
    P1 the winner is right and a result naming nobody is result.mismatch."""

    def build(winners: list[str]) -> tuple[Game, int]:
        g = two_player_opening()
        g.options = {}
        moves = [{"card": f"P2:x{i}", "from": "deck", "to": "graveyard"} for i in range(29)]
        g.add(3, "main", "P1", "effect", source="P1:h0", moves=moves)
        return g, g.add(3, "main", None, "result", winners=winners)

    _pair(build, [], ["P1"], "result.mismatch")


# --- 601 range of influence, 602 attack adjacent ------------------------------------------------------------
def _pentagon() -> Game:
    return table_opening(5, variant="pentagon", options={"range": 1})


def test_601_3_attack_only_within_range() -> None:
    def build(defender: str) -> tuple[Game, int]:
        g = _pentagon()
        return g, _attack(g, turn=6, target=defender)

    _pair(build, "P3", "P2", "attack.out_of_range")


def test_601_4_targets_only_within_range() -> None:
    def build(target: str) -> tuple[Game, int]:
        g = _pentagon()
        return g, g.add(6, "main", "P1", "activate", card="P1:h0", targets=[target])

    _pair(build, "P3:h0", "P2:h0", "range.target")


def test_601_2c_a_player_leaving_brings_no_one_into_range_until_the_next_turn() -> None:
    """Five players, range 1: P2 concedes in P1's turn. P3 is now P1's neighbour, but ranges are fixed at
    the turn start (601.2c and its example), so P1 may not yet target P3's creature; P5's it may."""

    def build(target: str) -> tuple[Game, int]:
        g = table_opening(5, variant="free_for_all", options={"range": 1})
        g.add(6, "main", "P2", "concede")
        return g, g.add(6, "main", "P1", "activate", card="P1:h0", targets=[target])

    _pair(build, "P3:h0", "P5:h0", "range.target_turn_start")


def test_601_6_activate_only_within_range() -> None:
    def build(card: str) -> tuple[Game, int]:
        g = _pentagon()
        return g, g.add(6, "main", "P1", "activate", card=card)

    _pair(build, "P3:h0", "P5:h0", "range.activate")


def test_602_2_attack_only_an_adjacent_opponent() -> None:
    def build(defender: str) -> tuple[Game, int]:
        g = table_opening(4, options={"attack_adjacent": True})
        return g, _attack(g, turn=5, target=defender)

    _pair(build, "P3", "P4", "attack.not_adjacent")


def test_606_3_pentagon_winners_are_those_whose_far_opponents_both_lost() -> None:
    """P3 alone leaving makes nobody a winner: P1's other far opponent P4 is still in."""

    def build(winners: list[str]) -> tuple[Game, int]:
        g = Game(5, variant="pentagon")
        g.setup()
        g.turn(1, "P1")
        g.add(1, "main", "P3", "concede")
        return g, g.add(1, "end", None, "result", winners=winners)

    _pair(build, ["P1"], [], "pentagon.winner")


# --- header: formats (100.1, 605.2) ---------------------------------------------------------------------
def _header_only(seats: int, variant: str, options: dict[str, Any] | None = None) -> dict[str, Any]:
    g = Game(seats, variant=variant, options=options)
    g.setup()
    return g.log()


def test_100_1_the_standard_game_is_two_players() -> None:
    prove(_header_only(3, "standard"), P + "format.seat_count", None, twin=_header_only(2, "standard"))


def test_605_2a_one_range_for_everyone_in_a_free_for_all() -> None:
    bad = _header_only(3, "free_for_all", {"range": {"P1": 1, "P2": 2, "P3": 1}})
    prove(bad, P + "format.ffa_range_uniform", None, twin=_header_only(3, "free_for_all", {"range": 1}))


def test_605_2b_no_deploy_in_a_free_for_all() -> None:
    bad = _header_only(3, "free_for_all", {"deploy": True})
    prove(bad, P + "format.ffa_no_deploy", None, twin=_header_only(3, "free_for_all"))


def test_705_2_no_range_in_a_rotating_table_game() -> None:
    bad = _header_only(4, "rotating_table", {"range": 1})
    prove(bad, P + "rotating_table.no_range", None, twin=_header_only(4, "rotating_table"))
