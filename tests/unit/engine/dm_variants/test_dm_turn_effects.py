"""Extra and skipped turns in the individual formats (official rules, read as decisions.md DM 16/17 read
604.6 for teams): `extra_turn` / `skip_turn` {player, source?}. Hand-written logs with their legal twins."""

from __future__ import annotations

from judge.engine import replay
from tests.unit.engine.dm_variants.proof_logs import Game, table_opening, two_player_opening
from tests.unit.engine.proof import prove

P = "dm-variants."


def _codes(g: Game) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(g.log()).findings]


def test_an_extra_turn_comes_right_after_the_turn_it_was_given_in() -> None:
    """P1's card gives P1 an extra turn in turn 3: turn 4 is P1's, then P2 takes turn 5."""

    def build(seat: str) -> tuple[Game, int]:
        g = two_player_opening()
        g.add(3, "main", "P1", "extra_turn", player="P1", source="P1:h0")
        return g, g.add(4, "start", seat, "turn_start")

    bad, seq = build("P2")
    prove(bad.log(), P + "turn.extra_or_skipped", seq, twin=build("P1")[0].log())
    good, _ = build("P1")
    good.add(4, "draw", "P1", "draw", cards=[{"iid": "P1:d4", "card": "F"}])
    good.turn(5, "P2")
    good.turn(6, "P1")
    assert _codes(good) == []


def test_after_the_extra_turn_the_order_resumes() -> None:
    g = two_player_opening()
    g.add(3, "main", "P1", "extra_turn", player="P1")
    g.turn(4, "P1")
    seq = g.add(5, "start", "P1", "turn_start")  # a second turn for P1: the extra turn was spent
    assert _codes(g) == [(seq, P + "turn.order")]


def test_a_skipped_turn_is_passed_over() -> None:
    """Free-for-all of three: in turn 4 P1's card makes P2 skip its next turn, so turn 5 is P3's."""

    def build(seat: str) -> tuple[Game, int]:
        g = table_opening(3)
        g.add(4, "main", "P1", "skip_turn", player="P2", source="P1:h0")
        return g, g.add(5, "start", seat, "turn_start")

    bad, seq = build("P2")
    prove(bad.log(), P + "turn.extra_or_skipped", seq, twin=build("P3")[0].log())
    good, _ = build("P3")
    good.add(5, "draw", "P3", "draw", cards=[{"iid": "P3:d5", "card": "F"}])
    good.turn(6, "P1")
    good.turn(7, "P2")  # only one turn was skipped
    assert _codes(good) == []


def test_an_extra_turn_given_in_another_players_turn_then_the_order_goes_on_from_that_turn() -> None:
    """In P2's turn 5 (of three players), P2's card gives P1 an extra turn: turn 6 is P1's, then P3's."""
    g = table_opening(3)
    g.turn(5, "P2")
    g.add(5, "main", "P2", "extra_turn", player="P1")
    g.turn(6, "P1")
    g.turn(7, "P3")
    assert _codes(g) == []


def test_a_skip_eats_the_extra_turn_by_default_and_not_under_the_option() -> None:
    """decisions.md DM 17: 「次のターンをとばす」 skips the next turn actually taken, an extra turn included."""

    def build(option: str | None) -> Game:
        g = two_player_opening()
        if option:
            g.options["policies"] = {"deck_out": "empty_deck", "team_skip_turn": option}
        g.add(3, "main", "P1", "extra_turn", player="P1")
        g.add(3, "main", "P2", "skip_turn", player="P1")
        return g

    g = build(None)
    g.turn(4, "P2")  # the extra turn was skipped
    assert _codes(g) == []
    g = build("normal_turns_only")
    g.turn(4, "P1")  # the extra turn is taken
    g.turn(5, "P2")
    g.turn(6, "P2")  # P1's normal turn is skipped
    assert _codes(g) == []


def test_grand_melee_extra_turns_go_by_the_markers_and_skips_are_not_modelled() -> None:
    """607.4i/607.4j: an extra turn is taken with a turn marker (test_grand_melee.py); skipped turns in the
    grand melee are not modelled: that act stays unknown there."""
    g = Game(10, variant="grand_melee")
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    extra = g.add(1, "main", "P1", "extra_turn", player="P1")
    skip = g.add(1, "main", "P1", "skip_turn", player="P2")
    codes = _codes(g)
    assert (extra, P + "log.unknown_act") not in codes
    assert (skip, P + "log.unknown_act") in codes


# --- a loss the rules do not give (decisions.md DM 5, 610.7) ---------------------------------------------
def test_502_a_deck_out_loss_needs_an_empty_deck() -> None:
    def build(reason: str) -> tuple[Game, int]:
        g = two_player_opening()
        return g, g.add(3, "main", "P2", "lose", player="P2", reason=reason)

    bad, seq = build("deck_out")
    prove(bad.log(), P + "lose.not_given", seq, twin=build("concede")[0].log())


def test_610_7_nobody_loses_by_deck_out_in_a_tower_duel() -> None:
    import copy

    from tests.unit.engine.dm_variants.proof_logs import CARDS

    def build(reason: str) -> tuple[Game, int]:
        g = Game(2, variant="tower")
        public = {"main": {cid: 6 for cid in CARDS}}
        g.decklists = {s: copy.deepcopy(public) for s in g.seats}
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        return g, g.add(1, "main", "P2", "lose", player="P2", reason=reason)

    bad, seq = build("deck_out")
    prove(bad.log(), P + "lose.tower_deck_out", seq, twin=build("concede")[0].log())
