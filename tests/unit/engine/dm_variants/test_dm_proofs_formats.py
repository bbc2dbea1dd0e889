"""Proofs of the format checks of dm-variants (603, 609, 701, 702, 703, 704, 705): for each, a hand-written
log in which exactly that rule is broken and its legal twin (tests/unit/engine/proof.py)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from judge.engine import replay
from tests.unit.engine.dm_variants.proof_logs import (
    Game,
    archenemy_game,
    dmedh_game,
    planar_game,
    plane_exploration_game,
    teams_game,
    tower_game,
)
from tests.unit.engine.proof import prove

P = "dm-variants."


# --- 603 deploy, 609 emperor ----------------------------------------------------------------------------
def _two_headed_turn_3() -> Game:
    """双頭戦: team P1+P2 summons a creature each in turn 1 (608.7: no draw), team P3+P4 draws in turn 2, and
    team P1+P2 draws in turn 3 and is in its main step."""
    g = teams_game("two_headed", [["P1", "P2"], ["P3", "P4"]])
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    for s in ("P1", "P2"):
        g.add(1, "charge", s, "charge", card=f"{s}:h1")
    for s in ("P1", "P2"):
        g.add(1, "main", s, "summon", card=f"{s}:h0", tap=[f"{s}:h1"])
    g.add(2, "start", "P3", "turn_start")
    for s in ("P3", "P4"):
        g.add(2, "draw", s, "draw", cards=[{"iid": f"{s}:d2", "card": "F"}])
    g.add(3, "start", "P1", "turn_start")
    for s in ("P1", "P2"):
        g.add(3, "draw", s, "draw", cards=[{"iid": f"{s}:d3", "card": "F"}])
    return g


def test_603_1_deploying_in_a_game_without_the_option() -> None:
    """双頭戦 does not use 603 unless the event says so; P1 deploys its creature to teammate P2 anyway."""
    bad = _two_headed_turn_3()
    twin = bad.log()
    seq = bad.add(3, "main", "P1", "deploy", card="P1:h0", to="P2")
    prove(bad.log(), P + "deploy.not_in_use", seq, twin=twin)


def test_605_2b_a_free_for_all_does_not_deploy() -> None:
    """A 3-player free-for-all: P1 summons P1:h0 in turn 1 and, in its next turn, hands it to P2 as if the
    game used 603. 605.2b says a free-for-all does not use that option: it decides, not 603.1."""
    bad = Game(3)
    bad.setup()
    bad.turn(1, "P1", summon="P1:h0")
    bad.turn(2, "P2")
    bad.turn(3, "P3")
    bad.turn(4, "P1")
    twin = bad.log()
    seq = bad.add(4, "main", "P1", "deploy", card="P1:h0", to="P2")
    prove(bad.log(), P + "deploy.free_for_all", seq, twin=twin)


def test_609_8_an_emperor_player_cannot_pay_with_a_teammates_mana() -> None:
    """皇帝戦 P1/P2/P3 against P4/P5/P6, P2 the emperor starts (609.4), the first two skip the first draw (609.5).
    In turn 6 general P1 summons tapping emperor P2's untapped mana card."""

    def game(tap: str) -> tuple[Game, int]:
        g = teams_game(
            "emperor",
            [["P1", "P2", "P3"], ["P4", "P5", "P6"]],
            first="P2",
            options={"policies": {"deck_out": "empty_deck", "emperor_first_draw": "skip_first_two"}},
        )
        g.setup()
        for turn, seat in enumerate(("P2", "P3", "P4", "P5", "P6", "P1"), start=1):
            if turn <= 2:
                g.turn(turn, seat, draw=None, charge=f"{seat}:h1")
            else:
                g.turn(turn, seat)
        return g, g.add(6, "main", "P1", "summon", card="P1:h0", tap=[tap])

    bad, seq = game("P2:h1")
    prove(bad.log(), P + "emperor.teammate_cards", seq, twin=game("P1:d6")[0].log())


# --- 701 DMEDH ------------------------------------------------------------------------------------------
def test_701_15_only_a_commander_returns_to_the_command_zone() -> None:
    """A creature that is not the commander is destroyed and 'returned' to 超統率ゾーン (701.3: the commander
    is the designated card; 701.15: it is the one that may return)."""

    def game(creature: str) -> tuple[Game, int]:
        g = dmedh_game()
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "charge", "P1", "charge", card="P1:h1")
        more = {"from": "command"} if creature == "P1:cmd" else {}
        g.add(1, "main", "P1", "summon", card=creature, tap=["P1:h1"], **more)
        move = {"card": creature, "from": "battle", "to": "graveyard"}
        g.add(1, "main", "P1", "effect", source=creature, moves=[move])
        return g, g.add(1, "main", "P1", "commander_return", card=creature)

    bad, seq = game("P1:h0")
    prove(bad.log(), P + "dmedh.not_commander", seq, twin=game("P1:cmd")[0].log())


def test_701_10_a_mana_number_in_the_mana_zone_does_not_change() -> None:
    g = dmedh_game()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
    twin = g.log()
    seq = g.add(1, "main", "P1", "effect", source="P1:h0", mana_number={"P1:h1": 2})
    prove(g.log(), P + "dmedh.mana_number", seq, twin=twin)


# --- 702 魔王戦 -------------------------------------------------------------------------------------------
def test_702_2_archenemy_is_two_teams_one_of_them_the_archenemy_alone() -> None:
    bad = archenemy_game(teams=[["P1"], ["P2"], ["P3"]])
    prove(bad.log(), P + "archenemy.teams", None, twin=archenemy_game().log())


def _archenemy_turn(g: Game, turn: int) -> None:
    g.add(turn, "start", "P1", "turn_start")
    g.add(turn, "draw", "P1", "draw", cards=[{"iid": f"P1:d{turn}", "card": "F"}])


def _scheme(g: Game, turn: int, k: int, **args: str) -> int:
    return g.add(turn, "main", "P1", "scheme", card={"iid": f"P1:sc{k}", "card": f"SC{k}"}, **args)


def test_501_1c_one_scheme_at_a_time_unless_a_card_says_more() -> None:
    def game(**second: str) -> tuple[Game, int]:
        g = archenemy_game()
        _archenemy_turn(g, 1)
        _scheme(g, 1, 0)
        return g, _scheme(g, 1, 1, **second)

    bad, seq = game()
    twin = game(source="P1:sc0")[0]  # the first scheme instructs a second one (501.1c)
    prove(bad.log(), P + "archenemy.scheme_one_at_a_time", seq, twin=twin.log())


def test_702_10_a_resolved_scheme_goes_to_the_bottom() -> None:
    """The scheme of turn 1 comes up again in turn 3, before the other 19."""

    def game(k: int) -> tuple[Game, int]:
        g = archenemy_game()
        _archenemy_turn(g, 1)
        _scheme(g, 1, 0)
        g.add(2, "start", "P2", "turn_start")
        for s in ("P2", "P3"):
            g.add(2, "draw", s, "draw", cards=[{"iid": f"{s}:d2", "card": "F"}])
        _archenemy_turn(g, 3)
        return g, _scheme(g, 3, k)

    bad, seq = game(0)
    prove(bad.log(), P + "archenemy.scheme_bottom", seq, twin=game(1)[0].log())


# --- the planar die (703.11, 704.12, 705.5) ---------------------------------------------------------------
def _main_step(g: Game, seats: int = 2) -> None:
    """P1's turn 1 up to the main step, with P1:h1 charged."""
    g.add(1, "start", "P1", "turn_start")
    if seats > 2:
        g.add(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "F"}])
    g.add(1, "charge", "P1", "charge", card="P1:h1")


def _planes() -> Game:
    g = planar_game("planes")
    g.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl0", "card": "PL0"})
    _main_step(g)
    return g


def _rotating() -> Game:
    g = Game(4, variant="rotating_table")
    g.setup()
    _main_step(g, 4)
    return g


def _die_result(fmt: str, build: Callable[[], Game]) -> None:
    """The die has a {P}, a {C} and four blank faces (705.3a); "X" is no face of it."""
    bad, twin = build(), build()
    seq = bad.add(1, "main", "P1", "roll", result="X", tap=[])
    twin.add(1, "main", "P1", "roll", result="blank", tap=[])
    prove(bad.log(), P + f"{fmt}.die_result", seq, twin=twin.log())


def test_703_11_planar_die_result_is_p_c_or_blank() -> None:
    _die_result("planes", _planes)


def test_704_12_planar_die_result_is_p_c_or_blank() -> None:
    _die_result("plane_exploration", lambda: _main_step_of(plane_exploration_game()))


def test_705_3a_planar_die_result_is_p_c_or_blank() -> None:
    _die_result("rotating_table", _rotating)


def _main_step_of(g: Game) -> Game:
    _main_step(g)
    return g


def _exploring(centre: str = "GP0") -> Game:
    return _main_step_of(plane_exploration_game(centre))


def test_704_12_only_the_turn_player_rolls_the_die() -> None:
    def game(roller: str) -> tuple[Game, int]:
        g = _exploring()
        return g, g.add(1, "main", roller, "roll", result="blank", tap=[])

    bad, seq = game("P2")
    prove(bad.log(), P + "plane_exploration.die_who", seq, twin=game("P1")[0].log())


def test_704_12_the_second_roll_of_a_turn_costs_one_mana() -> None:
    def game(tap: list[str]) -> tuple[Game, int]:
        g = _exploring()
        g.add(1, "main", "P1", "roll", result="blank", tap=[])
        return g, g.add(1, "main", "P1", "roll", result="blank", tap=tap)

    bad, seq = game([])
    prove(bad.log(), P + "plane_exploration.die_cost", seq, twin=game(["P1:h1"])[0].log())


def _walk_north(g: Game, **args: str) -> int:
    """The piece moves from [0, 0] to [0, 1]; its three empty neighbours are filled (704.11)."""
    reveal = [
        {"card": {"iid": f"P1:pl{k}", "card": f"GP{k}"}, "at": at}
        for k, at in ((5, [0, 2]), (6, [1, 1]), (7, [-1, 1]))
    ]
    return g.add(1, "main", "P1", "planeswalk", to=[0, 1], reveal=reveal, **args)


def test_704_9_a_planeswalk_needs_p_or_an_effect() -> None:
    def game(result: str) -> tuple[Game, int]:
        g = _exploring()
        g.add(1, "main", "P1", "roll", result=result, tap=[])
        return g, _walk_north(g)

    bad, seq = game("blank")
    prove(bad.log(), P + "plane_exploration.planeswalk_unowed", seq, twin=game("P")[0].log())


def test_704_12b_p_makes_the_player_planeswalk_at_once() -> None:
    def game(walk: bool) -> tuple[Game, int]:
        g = _exploring()
        g.add(1, "main", "P1", "roll", result="P", tap=[])
        if walk:
            _walk_north(g)
        return g, g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])

    bad, seq = game(False)
    prove(bad.log(), P + "plane_exploration.planeswalk_missing", seq, twin=game(True)[0].log())


def test_704_12d_the_d_switch_follows_a_c() -> None:
    """The piece stands on a field with a D-switch; P1 turns it after a blank."""

    def game(result: str) -> tuple[Game, int]:
        g = _exploring(centre="GD")
        g.add(1, "main", "P1", "roll", result=result, tap=[])
        return g, g.add(1, "main", "P1", "d_switch", card="P1:pl0")

    bad, seq = game("blank")
    prove(bad.log(), P + "plane_exploration.d_switch", seq, twin=game("C")[0].log())


# --- 604.6 extra turns in shared team turns ---------------------------------------------------------------
def test_604_6_an_extra_turn_goes_to_the_players_team() -> None:
    """In turn 1 P1's creature gives P1 an extra turn: turn 2 is team P1+P2's, started by its primary P1, not
    the other team's turn of the normal order."""

    def game(starter: str) -> tuple[Game, int]:
        g = teams_game("two_headed", [["P1", "P2"], ["P3", "P4"]])
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "charge", "P1", "charge", card="P1:h1")
        g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
        g.add(1, "main", "P1", "extra_turn", player="P1", source="P1:h0")
        return g, g.add(2, "start", starter, "turn_start")

    bad, seq = game("P3")
    prove(bad.log(), P + "team.turn_effect", seq, twin=game("P1")[0].log())


# --- 703 次元戦 ------------------------------------------------------------------------------------------
def _pair(build: Callable[[Any], tuple[Game, int | None]], bad: Any, good: Any, code: str) -> None:
    g, seq = build(bad)
    prove(g.log(), P + code, seq, twin=build(good)[0].log())


def _planes_on(plane: str = "PL0") -> Game:
    g = planar_game("planes")
    g.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl0", "card": plane})
    _main_step(g)
    return g


def test_703_5_the_starting_player_reveals_the_first_plane() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = planar_game("planes")
        return g, g.add(0, "setup", seat, "plane_reveal", card={"iid": "P1:pl0", "card": "PL0"})

    _pair(build, "P2", "P1", "planes.setup_reveal")


def test_703_11_only_the_turn_player_rolls() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = _planes_on()
        return g, g.add(1, "main", seat, "roll", result="blank", tap=[])

    _pair(build, "P2", "P1", "planes.die_who")


def test_703_11_the_second_roll_costs_one_mana() -> None:
    def build(tap: list[str]) -> tuple[Game, int]:
        g = _planes_on()
        g.add(1, "main", "P1", "roll", result="blank", tap=[])
        return g, g.add(1, "main", "P1", "roll", result="blank", tap=tap)

    _pair(build, [], ["P1:h1"], "planes.die_cost")


def _walk(g: Game, k: int = 1) -> int:
    return g.add(1, "main", "P1", "planeswalk", reveal={"iid": f"P1:pl{k}", "card": f"PL{k}"})


def test_703_9_a_planeswalk_needs_p_or_an_effect() -> None:
    def build(result: str) -> tuple[Game, int]:
        g = _planes_on()
        g.add(1, "main", "P1", "roll", result=result, tap=[])
        return g, _walk(g)

    _pair(build, "blank", "P", "planes.planeswalk_unowed")


def test_703_11b_p_makes_the_player_planeswalk_at_once() -> None:
    def build(walk: bool) -> tuple[Game, int]:
        g = _planes_on()
        g.add(1, "main", "P1", "roll", result="P", tap=[])
        if walk:
            _walk(g)
        return g, g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])

    _pair(build, False, True, "planes.planeswalk_missing")


def _missed_walk_clauses(g: Game) -> list[list[str]]:
    """After a {C} the log skips the planeswalk and summons: the clauses of planeswalk_missing."""
    g.add(1, "main", "P1", "roll", result="C", tap=[])
    g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
    return [f.clauses for f in replay(g.log()).findings if f.code.endswith(".planeswalk_missing")]


def test_703_11e_and_704_12e_decide_a_c_on_a_field_without_a_d_switch() -> None:
    """The planeswalk a field's {C} owes is decided by 703.11e (704.12e), which the finding cites beside the
    check's declared {P} and phenomenon clauses; a {P} does not cite it."""
    assert _missed_walk_clauses(_planes_on("FN")) == [
        ["dm-variants:703.11b", "dm-variants:203.6", "dm-variants:703.11e"]
    ]
    assert _missed_walk_clauses(_exploring("GN")) == [
        ["dm-variants:704.12b", "dm-variants:203.6", "dm-variants:704.12e"]
    ]
    g = _planes_on()
    g.add(1, "main", "P1", "roll", result="P", tap=[])
    g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
    found = [f.clauses for f in replay(g.log()).findings]
    assert found == [["dm-variants:703.11b", "dm-variants:203.6"]]


def test_703_11d_the_d_switch_follows_a_c() -> None:
    def build(result: str) -> tuple[Game, int]:
        g = _planes_on("FD")
        g.add(1, "main", "P1", "roll", result=result, tap=[])
        return g, g.add(1, "main", "P1", "d_switch", card="P1:pl0")

    _pair(build, "blank", "C", "planes.d_switch")


# --- 704 次元探索戦: the grid ------------------------------------------------------------------------------
def test_704_5_the_starting_player_reveals_the_cross() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = planar_game("plane_exploration")
        seq = 0
        for k, at in enumerate(([0, 0], [0, 1], [1, 0], [0, -1], [-1, 0])):
            actor = seat if k == 2 else "P1"
            s = g.add(0, "setup", actor, "plane_reveal", card={"iid": f"P1:pl{k}", "card": f"GP{k}"}, at=at)
            seq = s if k == 2 else seq
        return g, seq

    _pair(build, "P2", "P1", "plane_exploration.setup_reveal")


def test_704_4_five_planes_make_the_cross() -> None:
    def build(n: int) -> tuple[Game, int]:
        g = planar_game("plane_exploration")
        for k, at in enumerate(([0, 0], [0, 1], [1, 0], [0, -1], [-1, 0])[:n]):
            g.add(0, "setup", "P1", "plane_reveal", card={"iid": f"P1:pl{k}", "card": f"GP{k}"}, at=at)
        return g, g.add(1, "start", "P1", "turn_start")  # the grid is judged when the game begins

    _pair(build, 4, 5, "plane_exploration.cross")


def _walk_after_p(g: Game, to: list[int], reveal: list[tuple[int, list[int]]], **args: Any) -> int:
    g.add(1, "main", "P1", "roll", result="P", tap=[])
    cards = [{"card": {"iid": f"P1:pl{k}", "card": f"GP{k}"}, "at": at} for k, at in reveal]
    return g.add(1, "main", "P1", "planeswalk", to=to, reveal=cards, **args)


NORTH = [(5, [0, 2]), (6, [1, 1]), (7, [-1, 1])]  # the empty neighbours of [0, 1]


def test_704_9a_the_piece_moves_to_an_adjacent_plane() -> None:
    """From [0, 0] to the empty diagonal square [1, 1] (its empty neighbours [1, 2], [2, 1] filled)."""

    def build(to: list[int]) -> tuple[Game, int]:
        g = _exploring()
        reveal = NORTH if to == [0, 1] else [(5, [1, 2]), (6, [2, 1])]
        removed = [] if to == [0, 1] else ["P1:pl3", "P1:pl4"]  # [0, -1], [-1, 0]: 3 squares from [1, 1]
        return g, _walk_after_p(g, to, reveal, removed=removed)

    _pair(build, [1, 1], [0, 1], "plane_exploration.move")


def test_704_11_planes_3_squares_away_go_to_the_bottom() -> None:
    def build(removed: list[str]) -> tuple[Game, int]:
        g = _exploring()
        return g, _walk_after_p(g, [0, 1], NORTH, removed=removed)

    _pair(build, ["P1:pl3"], [], "plane_exploration.far_planes")  # [0, -1] is only 2 squares away


def test_704_11_the_empty_neighbours_are_filled() -> None:
    def build(n: int) -> tuple[Game, int]:
        g = _exploring()
        return g, _walk_after_p(g, [0, 1], NORTH[:n])

    _pair(build, 2, 3, "plane_exploration.refill")


# --- 705 回転テーブル戦 ------------------------------------------------------------------------------------
def test_705_5_only_the_turn_player_rolls() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = _rotating()
        return g, g.add(1, "main", seat, "roll", result="blank", tap=[])

    _pair(build, "P3", "P1", "rotating_table.die_who")


def test_705_5_the_second_roll_costs_one_mana() -> None:
    def build(tap: list[str]) -> tuple[Game, int]:
        g = _rotating()
        g.add(1, "main", "P1", "roll", result="blank", tap=[])
        return g, g.add(1, "main", "P1", "roll", result="blank", tap=tap)

    _pair(build, [], ["P1:h1"], "rotating_table.die_cost")


def test_705_5b_p_turns_the_table_one_seat_counter_clockwise() -> None:
    """P1's creature goes to P4, the seat counter-clockwise of P1 (A's cards to D)."""

    def build(to: str) -> tuple[Game, int]:
        g = _rotating()
        g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
        return g, g.add(1, "main", "P1", "roll", result="P", tap=[], control={"P1:h0": to})

    _pair(build, "P2", "P4", "rotating_table.control")


# --- 701 DMEDH in play ------------------------------------------------------------------------------------
def _edh_turns(g: Game, upto: int) -> None:
    """Plain DMEDH turns 1..`upto`: P1's turn 1 charges P1:h1 (no draw); every later turn draws E<20+t> and
    charges it."""
    for t in range(1, upto + 1):
        seat = "P1" if t % 2 else "P2"
        g.add(t, "start", seat, "turn_start")
        if t == 1:
            g.add(t, "charge", seat, "charge", card="P1:h1")
            continue
        g.add(t, "draw", seat, "draw", cards=[{"iid": f"{seat}:d{t}", "card": f"E{20 + t}"}])
        g.add(t, "charge", seat, "charge", card=f"{seat}:d{t}")


def _cmd_out_and_back(g: Game, *, by_effect: bool = False) -> None:
    """In turn 1 P1 puts its commander into the battle zone (summon, or its own ability), it is destroyed and
    returns to 超統率ゾーン (701.15)."""
    if by_effect:
        out = {"card": "P1:cmd", "from": "command", "to": "battle"}
        g.add(1, "main", "P1", "effect", source="P1:cmd", moves=[out])
    else:
        g.add(1, "main", "P1", "summon", card="P1:cmd", tap=["P1:h1"], **{"from": "command"})
    g.add(
        1,
        "main",
        "P1",
        "effect",
        source="P1:h0",
        moves=[{"card": "P1:cmd", "from": "battle", "to": "graveyard"}],
    )
    g.add(1, "main", "P1", "commander_return", card="P1:cmd")


def test_701_13_the_commander_comes_out_in_its_owners_turn() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = dmedh_game()
        _edh_turns(g, 1)
        out = {"card": f"{seat}:cmd", "from": "command", "to": "battle"}
        return g, g.add(1, "main", seat, "effect", source=f"{seat}:cmd", moves=[out])

    _pair(build, "P2", "P1", "dmedh.commander_turn")


def test_701_14_the_commander_tax_is_two_per_earlier_summon() -> None:
    def build(tax: list[str]) -> tuple[Game, int]:
        g = dmedh_game()
        _edh_turns(g, 1)
        _cmd_out_and_back(g)
        _edh_turns_from(g, 2, 5)
        return g, g.add(
            5, "main", "P1", "summon", card="P1:cmd", tap=["P1:d5"], tax=tax, **{"from": "command"}
        )

    _pair(build, ["P1:h1"], ["P1:h1", "P1:d3"], "dmedh.commander_tax")


def _tax_after_an_ability_move(policies: dict[str, str], tax: list[str]) -> tuple[Game, int]:
    g = dmedh_game(policies=policies)
    _edh_turns(g, 1)
    _cmd_out_and_back(g, by_effect=True)
    _edh_turns_from(g, 2, 5)
    return g, g.add(5, "main", "P1", "summon", card="P1:cmd", tap=["P1:d5"], tax=tax, **{"from": "command"})


def test_701_18b_decided_a_move_by_the_commanders_own_ability_counts_with_the_policy_unset() -> None:
    """decisions.md DM 7: every move from 超統率ゾーン to the battle zone counts (701.18b 「出した回数」;
    701.13 lets its own ability put it there as if from the hand). The commander came out once by its
    own ability; with no policy set, summoning it now owes 2 more mana cards: 1 is dmedh.commander_tax."""
    g, seq = _tax_after_an_ability_move({}, ["P1:h1"])
    prove(
        g.log(),
        P + "dmedh.commander_tax",
        seq,
        twin=_tax_after_an_ability_move({}, ["P1:h1", "P1:d3"])[0].log(),
    )


def test_701_14_an_old_logs_summons_only_choice_is_still_applied() -> None:
    """`summons_only` is no longer offered; a log that chose it replays by it: no summon before, no tax."""
    g, _ = _tax_after_an_ability_move({"commander_tax_count": "summons_only"}, [])
    assert replay(g.log()).findings == []


def _edh_turns_from(g: Game, first: int, last: int) -> None:
    for t in range(first, last + 1):
        seat = "P1" if t % 2 else "P2"
        g.add(t, "start", seat, "turn_start")
        g.add(t, "draw", seat, "draw", cards=[{"iid": f"{seat}:d{t}", "card": f"E{20 + t}"}])
        g.add(t, "charge", seat, "charge", card=f"{seat}:d{t}")


def test_701_15_the_commander_returns_only_after_leaving_the_battle_zone() -> None:
    def build(destroyed: bool) -> tuple[Game, int]:
        g = dmedh_game()
        _edh_turns(g, 1)
        g.add(1, "main", "P1", "summon", card="P1:cmd", tap=["P1:h1"], **{"from": "command"})
        if destroyed:
            move = {"card": "P1:cmd", "from": "battle", "to": "graveyard"}
            g.add(1, "main", "P1", "effect", source="P1:h0", moves=[move])
        return g, g.add(1, "main", "P1", "commander_return", card="P1:cmd")

    _pair(build, False, True, "dmedh.commander_return")


def test_701_16_the_commander_draw_looks_at_the_shields_it_broke() -> None:
    def build(looked: int) -> tuple[Game, int]:
        g = dmedh_game()
        _edh_turns(g, 1)
        g.add(1, "main", "P1", "summon", card="P1:cmd", tap=["P1:h1"], **{"from": "command"})
        _edh_turns_from(g, 2, 3)
        g.add(3, "attack", "P1", "attack", attacker="P1:cmd", target="P2")
        g.add(3, "attack", "P1", "break", shields=["P2:s0"])
        to_hand = [{"iid": "P1:x1", "card": "E50"}]
        return g, g.add(3, "attack", "P1", "commander_draw", card="P1:cmd", looked=looked, to_hand=to_hand)

    _pair(build, 2, 1, "dmedh.commander_draw")


def test_701_8_no_extra_turn_in_dmedh() -> None:
    g = dmedh_game()
    _edh_turns(g, 1)
    twin = g.log()
    seq = g.add(1, "main", "P1", "extra_turn", player="P1", source="P1:h0")
    prove(g.log(), P + "dmedh.extra_turn", seq, twin=twin)


def test_701_11_mana_untaps_only_at_the_turn_start() -> None:
    g = dmedh_game()
    _edh_turns(g, 1)
    g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
    twin = g.log()
    seq = g.add(1, "main", "P1", "effect", source="P1:h0", untap=["P1:h1"])
    prove(g.log(), P + "dmedh.mana_untap", seq, twin=twin)


def test_701_12_one_card_of_a_name_a_turn() -> None:
    """P1 summons E1, returns it to the hand by a card effect and summons it again the same turn."""

    def build(second: str) -> tuple[Game, int]:
        g = dmedh_game()
        _edh_turns(g, 1)
        _edh_turns_from(g, 2, 3)
        g.add(3, "main", "P1", "summon", card="P1:h0", tap=["P1:h1"])
        g.add(
            3,
            "main",
            "P1",
            "effect",
            source="P1:h0",
            moves=[{"card": "P1:h0", "from": "battle", "to": "hand"}],
        )
        return g, g.add(3, "main", "P1", "summon", card=second, tap=["P1:d3"])

    _pair(build, "P1:h0", "P1:h2", "dmedh.same_name")


def test_701_7_decided_a_win_effect_in_multiplayer_dmedh_continues_the_game_with_the_policy_unset() -> None:
    """decisions.md DM 3: in DMEDH 701.7 applies in a multiplayer game too, with no policy set: a card
    saying P1 wins makes nobody lose; the log making P2 and P3 lose (600.9's reading) is
    win.effect_continues, citing 701.7 (not 600.9, which it replaces)."""

    def build(losers: list[str]) -> tuple[Game, int]:
        g = dmedh_game(3, policies={})
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "E30"}])
        return g, g.add(1, "main", "P1", "win_effect", player="P1", losers=losers)

    _pair(build, ["P2", "P3"], [], "win.effect_continues")


def test_701_7_a_win_effect_in_a_two_player_dmedh_game_continues_it() -> None:
    """701.7 in a two-player DMEDH game: the log making P2 lose is win.effect_continues."""

    def build(losers: list[str]) -> tuple[Game, int]:
        g = dmedh_game(2, policies={})
        g.add(1, "start", "P1", "turn_start")
        return g, g.add(1, "main", "P1", "win_effect", player="P1", losers=losers)

    _pair(build, ["P2"], [], "win.effect_continues")


# --- 607 大乱闘戦 -----------------------------------------------------------------------------------------
def _melee_turn_2(seat: str) -> tuple[Game, int]:
    """Ten players: two turn markers, at P1 and P5 (607.4a/607.4b). After turn 1 P1's marker passes left to
    P2 (607.4c), three players short of P5's, so turn 2 is P5's (607.4d)."""
    g = Game(10, variant="grand_melee")
    g.setup()
    g.turn(1, "P1")
    return g, g.add(2, "start", seat, "turn_start")


def test_607_4_a_turn_needs_a_turn_marker() -> None:
    _pair(_melee_turn_2, "P7", "P5", "grand_melee.no_marker")


def test_607_4d_a_holder_within_three_of_the_next_marker_waits() -> None:
    _pair(_melee_turn_2, "P2", "P5", "grand_melee.must_wait")


def _clauses_of(log: dict[str, Any], code: str) -> list[str]:
    return [c for f in replay(log).findings if f.code == P + code for c in f.clauses]


def test_607_4b_a_wait_that_takes_a_markers_opening_turn_also_cites_the_placement() -> None:
    """Turn 2 is marker 2's first turn, which 607.4b gives to P5; P2 taking it (the second marker put on
    the first player's neighbour) cites 607.4b besides the wait. Turn 4 is marker 2's second turn (now on
    P6): P3 taking it only waits (607.4d), the placement no longer decides it."""
    g, _ = _melee_turn_2("P2")
    assert {"dm-variants:607.4b", "dm-variants:607.4d"} <= set(_clauses_of(g.log(), "grand_melee.must_wait"))

    def later(seat: str) -> tuple[Game, int]:
        g = Game(10, variant="grand_melee")
        g.setup()
        for turn, holder in ((1, "P1"), (2, "P5"), (3, "P2")):
            g.turn(turn, holder)
        return g, g.add(4, "start", seat, "turn_start")

    _pair(later, "P3", "P6", "grand_melee.must_wait")
    clauses = _clauses_of(later("P3")[0].log(), "grand_melee.must_wait")
    assert "dm-variants:607.4d" in clauses and "dm-variants:607.4b" not in clauses


# --- 610 タワーデュエル ------------------------------------------------------------------------------------
def test_610_4_each_player_sets_shields_and_draws_before_the_next() -> None:
    def build(interleaved: bool) -> tuple[Game, int | None]:
        g = tower_game()
        if not interleaved:
            g.setup()
            return g, None
        for s in g.seats:
            g.add(0, "setup", s, "shields", count=5)
        seq = None
        for s in g.seats:
            k = g.add(0, "setup", s, "draw", cards=[{"iid": f"{s}:h{i}", "card": "F"} for i in range(5)])
            seq = seq or k
        return g, seq

    _pair(build, True, False, "tower.setup_order")


def test_610_4_a_player_who_sets_up_first_out_of_turn_is_the_one_reported() -> None:
    """P2 sets up before the starting player P1: that is the one wrong act. P1 setting up afterwards is not
    out of order (nobody before P1 is still waiting), so it gives no second finding."""
    g = tower_game()
    for seat in ("P2", "P1"):
        g.add(0, "setup", seat, "shields", count=5)
        g.add(0, "setup", seat, "draw", cards=[{"iid": f"{seat}:h{i}", "card": "F"} for i in range(5)])
    found = [f for f in replay(g.log()).findings if f.code == P + "tower.setup_order"]
    assert [f.seq for f in found] == [1]


def _tower_turn_1(g: Game, charge: bool) -> int:
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    if charge:
        g.add(1, "charge", "P1", "charge", card="P1:h1")
    return g.add(2, "start", "P2", "turn_start")  # P1's first turn is over


def test_610_5b_with_a_public_mana_zone_the_first_turn_charges() -> None:
    def build(charge: bool) -> tuple[Game, int]:
        g = tower_game({"shared_zones": ["mana"]})
        return g, _tower_turn_1(g, charge)

    _pair(build, False, True, "tower.first_charge")


def test_610_5b_decided_without_a_public_mana_zone_the_first_charge_is_optional() -> None:
    """decisions.md DM 4: the first-turn charge is mandatory only with a public mana zone (610.5b). With
    no policy set and no public mana zone, P1 not charging in its first turn is legal and asks nobody;
    an old log's `always` (401.1 read alone) is still applied."""
    g = tower_game({})
    _tower_turn_1(g, False)
    assert replay(g.log()).findings == []
    g = tower_game({"policies": {"tower_first_charge": "always"}})
    seq = _tower_turn_1(g, False)
    assert [(f.seq, f.code) for f in replay(g.log()).findings] == [(seq, P + "tower.first_charge")]


def _tower_milled(options: dict[str, Any]) -> Game:
    """P1 charges, then its card mills the 40 cards left in the public deck, then P1 draws by an effect."""
    g = tower_game(options)
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    moves = [{"card": f"P1:x{i}", "from": "deck", "to": "graveyard"} for i in range(40)]
    g.add(1, "main", "P1", "effect", source="P1:h0", moves=moves)
    g.add(1, "main", "P1", "draw", source="P1:h0", cards=[{"iid": "P1:y1", "card": "F"}])
    return g


def test_610_7_decided_without_a_public_graveyard_every_graveyard_refills_the_deck() -> None:
    """decisions.md DM 6 (judgement, event option `tower_refill`, default `all_graveyards`): the last card
    leaves normally, then all players' graveyards are shuffled in as the new public deck, so the draw
    after the mill finds a card; nobody loses and nothing asks a judge."""
    assert replay(_tower_milled({}).log()).findings == []
    report = replay(_tower_milled({"policies": {"tower_refill": "all_graveyards"}}).log())
    assert report.findings == []


def test_610_7_with_no_refill_the_public_deck_stays_at_0_and_nobody_loses() -> None:
    """The event's other choice `no_refill`: the deck stays at 0 (610.7: nobody loses), so the later draw
    finds no card (a log error), and the game goes on."""
    report = replay(_tower_milled({"policies": {"tower_refill": "no_refill"}}).log())
    assert [f.code for f in report.findings] == [P + "log.card"]
