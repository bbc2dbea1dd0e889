"""Proofs of the team formats' checks: 603 deploy, 604 shared team turns, 608 双頭戦, 609 皇帝戦 and 702 魔王戦
(tests/unit/engine/proof.py): a hand-written log breaking one rule and its legal twin each."""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dm_variants.proof_logs import (
    Game,
    archenemy_game,
    edh_cards,
    emperor_game,
    emperor_turns,
    teams_game,
)
from tests.unit.engine.proof import prove

P = "dm-variants."


def _pair(build: Any, bad: Any, good: Any, code: str) -> None:
    g, seq = build(bad)
    prove(g.log(), P + code, seq, twin=build(good)[0].log())


def _draw(g: Game, turn: int, *seats: str) -> None:
    for s in seats:
        g.add(turn, "draw", s, "draw", cards=[{"iid": f"{s}:d{turn}", "card": "F"}])


# --- 702 魔王戦 -------------------------------------------------------------------------------------------
def test_702_6_the_archenemy_takes_the_first_turn() -> None:
    def build(first: str) -> tuple[Game, None]:
        g = archenemy_game()
        g.first = first
        return g, None

    _pair(build, "P2", "P1", "archenemy.first_turn")


def test_702_5_702_2b_four_heroes_need_an_agreed_shield_count() -> None:
    def build(options: dict[str, Any]) -> tuple[Game, None]:
        g = teams_game("archenemy", [["P1"], ["P2", "P3", "P4", "P5"]], options=options)
        g.decklists["P1"]["schemes"] = {f"SC{i}": 1 for i in range(20)}
        g.cards = {**g.cards, **archenemy_game().cards}
        g.setup(shields={"P1": 7, "P2": 5, "P3": 5, "P4": 5, "P5": 5})
        return g, None

    _pair(build, {}, {"shields": 5}, "archenemy.shield_count")


def _archenemy_main(g: Game) -> None:
    g.add(1, "start", "P1", "turn_start")
    _draw(g, 1, "P1")
    g.add(1, "charge", "P1", "charge", card="P1:d1")


def _scheme(g: Game, actor: str = "P1", k: int = 0) -> int:
    return g.add(g.entries[-1]["turn"], "main", actor, "scheme", card={"iid": f"P1:sc{k}", "card": f"SC{k}"})


def test_501_1a_only_the_archenemy_sets_a_scheme_in_motion() -> None:
    def build(actor: str) -> tuple[Game, int]:
        g = archenemy_game()
        _archenemy_main(g)
        return g, _scheme(g, actor)

    _pair(build, "P2", "P1", "archenemy.scheme_who")


def test_702_9_the_scheme_comes_right_after_the_main_step_begins() -> None:
    def build(scheme_first: bool) -> tuple[Game, int]:
        g = archenemy_game()
        _archenemy_main(g)
        if scheme_first:
            _scheme(g)
        seq = g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:d1"])
        if not scheme_first:
            _scheme(g)
        return g, seq

    _pair(build, False, True, "archenemy.scheme_timing")


def test_702_9_every_archenemy_turn_sets_a_scheme_in_motion() -> None:
    def build(scheme: bool) -> tuple[Game, int]:
        g = archenemy_game()
        _archenemy_main(g)
        if scheme:
            _scheme(g)
        return g, g.add(2, "start", "P2", "turn_start")  # the 魔王's turn is over

    _pair(build, False, True, "archenemy.scheme_missing")


def test_702_2c_a_hero_does_not_use_a_teammates_mana() -> None:
    def build(tap: str) -> tuple[Game, int]:
        g = archenemy_game()
        _archenemy_main(g)
        _scheme(g)
        g.add(2, "start", "P2", "turn_start")
        _draw(g, 2, "P2", "P3")
        for s in ("P2", "P3"):
            g.add(2, "charge", s, "charge", card=f"{s}:d2")
        return g, g.add(2, "main", "P2", "summon", card="P2:h0", tap=[tap])

    _pair(build, "P3:d2", "P2:d2", "archenemy.teammate_cards")


# --- 604 shared team turns, 608 双頭戦 --------------------------------------------------------------------
TWO_TEAMS = [["P1", "P2"], ["P3", "P4"]]


def _two_headed(teams: list[list[str]] | None = None, **options: Any) -> Game:
    g = teams_game("two_headed", teams or TWO_TEAMS, options=options)
    g.setup()
    return g


def _team_turn_1(g: Game) -> None:
    """608.7: the first team skips its first draw; P1 and P2 charge and summon their `h0`."""
    g.add(1, "start", "P1", "turn_start")
    for s in ("P1", "P2"):
        g.add(1, "charge", s, "charge", card=f"{s}:h1")
    for s in ("P1", "P2"):
        g.add(1, "main", s, "summon", card=f"{s}:h0", tap=[f"{s}:h1"])


def test_604_1_every_seat_is_in_one_team() -> None:
    bad = emperor_game()
    bad.options["teams"] = [["P1", "P2", "P3"], ["P4", "P5"]]  # P6 is in no team
    prove(bad.log(), P + "team.header", None, twin=emperor_game().log())


def test_608_1_608_10_teams_of_three_need_an_agreed_shield_count() -> None:
    teams = [["P1", "P2", "P3"], ["P4", "P5", "P6"]]
    prove(_two_headed(teams).log(), P + "two_headed.teams", None, twin=_two_headed(teams, shields=5).log())


def test_604_3b_each_player_of_the_turn_team_draws() -> None:
    def build(drawers: tuple[str, ...]) -> tuple[Game, int]:
        g = _two_headed()
        _team_turn_1(g)
        g.add(2, "start", "P3", "turn_start")
        _draw(g, 2, *drawers)
        return g, g.add(2, "charge", "P3", "charge", card="P3:d2")

    _pair(build, ("P3",), ("P3", "P4"), "team.draw_count")


def test_604_3a_only_the_turn_team_charges() -> None:
    def build(seat: str) -> tuple[Game, int]:
        g = _two_headed()
        g.add(1, "start", "P1", "turn_start")
        return g, g.add(1, "charge", seat, "charge", card=f"{seat}:h1")

    _pair(build, "P3", "P2", "team.not_turn_team")


def test_608_5_a_player_does_not_pay_with_a_teammates_mana() -> None:
    def build(tap: str) -> tuple[Game, int]:
        g = _two_headed()
        g.add(1, "start", "P1", "turn_start")
        for s in ("P1", "P2"):
            g.add(1, "charge", s, "charge", card=f"{s}:h1")
        return g, g.add(1, "main", "P1", "summon", card="P1:h0", tap=[tap])

    _pair(build, "P2:h1", "P1:h1", "two_headed.teammate_cards")


def test_608_9c_an_unblocked_attack_on_a_team_without_shields_wins() -> None:
    """Team P3+P4 has no shields left; P1's attack is not blocked, and P2 attacks instead of the direct attack."""

    def build(direct: bool) -> tuple[Game, int]:
        g = _two_headed()
        _team_turn_1(g)
        g.add(2, "start", "P3", "turn_start")
        _draw(g, 2, "P3", "P4")
        g.add(3, "start", "P1", "turn_start")
        _draw(g, 3, "P1", "P2")
        gone = [
            {"card": f"{s}:s{i}", "from": "shields", "to": "graveyard"}
            for s in ("P3", "P4")
            for i in range(5)
        ]
        g.add(3, "main", "P1", "effect", source="P1:h0", moves=gone)
        g.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P3")
        if direct:
            return g, g.add(3, "attack", "P1", "direct_attack")
        return g, g.add(3, "attack", "P2", "attack", attacker="P2:h0", target="P4")

    _pair(build, False, True, "two_headed.zero_shield_loss")


# --- 609 皇帝戦 -------------------------------------------------------------------------------------------
def test_609_4_an_emperor_takes_the_first_turn() -> None:
    prove(emperor_game(first="P1").log(), P + "emperor.first_player", None, twin=emperor_game().log())


def test_609_1_emperor_teams_are_of_three() -> None:
    twos = [["P1", "P2"], ["P3", "P4"], ["P5", "P6"]]
    bad = emperor_game()
    bad.options["teams"] = twos
    bad.first = "P2"  # 609.4 reads a team of two's emperor as its second seat
    prove(bad.log(), P + "emperor.teams", None, twin=emperor_game().log())


def test_609_5_the_first_two_players_skip_their_first_draw() -> None:
    def build(draw: str | None) -> tuple[Game, int]:
        g = emperor_game()
        emperor_turns(g, 1)
        g.turn(2, "P3", draw=draw, charge="P3:h1")
        return g, g.add(3, "start", "P4", "turn_start")

    g, _ = build("F")
    seq = next(e["seq"] for e in g.entries if e["turn"] == 2 and e["act"] == "charge")
    prove(g.log(), P + "emperor.first_draw", seq, twin=build(None)[0].log())


def test_609_5_decided_the_starting_emperor_skips_the_first_draw_with_the_policy_unset() -> None:
    """decisions.md DM 2 (settled): 609.5 wins over 600.8 in 皇帝戦, with no event policy: the starting
    emperor P2 drawing in turn 1 is emperor.first_draw, and not drawing is legal; nothing asks a judge."""

    def build(draw: str | None) -> tuple[Game, int]:
        g = emperor_game(policies={})
        g.add(1, "start", "P2", "turn_start")
        if draw:
            g.add(1, "draw", "P2", "draw", cards=[{"iid": "P2:d1", "card": draw}])
        return g, g.add(1, "charge", "P2", "charge", card="P2:h1")  # the draw step is judged as it ends

    _pair(build, "F", None, "emperor.first_draw")


def test_609_5_an_old_logs_starting_player_draws_is_still_applied() -> None:
    """`starting_player_draws` (600.8) is no longer offered, but a judgelog/1 log that chose it replays
    by it: the starting emperor then draws in turn 1."""
    g = emperor_game(policies={"emperor_first_draw": "starting_player_draws"})
    g.add(1, "start", "P2", "turn_start")
    g.add(1, "draw", "P2", "draw", cards=[{"iid": "P2:d1", "card": "F"}])
    g.add(1, "charge", "P2", "charge", card="P2:h1")
    assert replay(g.log()).findings == []


# --- 603 deploy (fixed on in 皇帝戦) ---------------------------------------------------------------------
def test_603_2_deploy_in_your_own_main_step() -> None:
    def build(phase: str) -> tuple[Game, int]:
        g = emperor_game()
        emperor_turns(g, 6)
        g.turn(7, "P2")
        return g, g.add(7, phase, "P2", "deploy", card="P2:h0", to="P1")

    _pair(build, "attack", "main", "deploy.own_main_step")


def test_603_2_deploy_a_creature_that_is_not_summoning_sick() -> None:
    def build(card: str) -> tuple[Game, int]:
        g = emperor_game()
        emperor_turns(g, 6)
        g.turn(7, "P2", summon="P2:h3")
        return g, g.add(7, "main", "P2", "deploy", card=card, to="P1")

    _pair(build, "P2:h3", "P2:h0", "deploy.creature")


def _deployed_to_p1(policy: str | None = "controller_next_turn") -> Game:
    """Emperor P2 deploys its creature P2:h0 to general P1 in turn 7; P1's next turn is turn 12."""
    g = emperor_game()
    if policy:
        g.options["policies"]["deploy_next_turn"] = policy
    emperor_turns(g, 6)
    g.turn(7, "P2")
    g.add(7, "main", "P2", "deploy", card="P2:h0", to="P1")
    for t in range(8, 13):
        g.turn(t, ("P3", "P4", "P5", "P6", "P1")[t - 8])
    return g


def test_603_3_a_deployed_creature_is_not_deployed_again() -> None:
    def build(card: str) -> tuple[Game, int]:
        g = _deployed_to_p1()
        return g, g.add(12, "main", "P1", "deploy", card=card, to="P2")

    _pair(build, "P2:h0", "P1:h0", "deploy.again")


def test_603_3_a_deployed_creature_does_not_attack_the_next_turn() -> None:
    def build(attacker: str) -> tuple[Game, int]:
        g = _deployed_to_p1()
        return g, g.add(12, "attack", "P1", "attack", attacker=attacker, target="P6")

    _pair(build, "P2:h0", "P1:h0", "deploy.attack_next_turn")


def test_603_3_decided_the_new_controllers_next_turn_with_the_policy_unset() -> None:
    """decisions.md DM 13: 603.3's 「次のターン」 is the new controller's next turn. With no policy set, P1
    attacking with the creature deployed to it in turn 7 in its own next turn (12, not the game's next
    turn 8) is deploy.attack_next_turn; P1's own creature attacks freely."""

    def build(attacker: str) -> tuple[Game, int]:
        g = _deployed_to_p1(None)
        return g, g.add(12, "attack", "P1", "attack", attacker=attacker, target="P6")

    _pair(build, "P2:h0", "P1:h0", "deploy.attack_next_turn")


def test_603_3_the_creature_attacks_after_the_controllers_next_turn() -> None:
    """DM 13: the attack limit is for that one turn only; in P1's turn after (18) P2:h0 attacks."""
    g = _deployed_to_p1(None)
    for t in range(13, 18):
        g.turn(t, ("P2", "P3", "P4", "P5", "P6")[t - 13])
    g.turn(18, "P1")
    g.add(18, "attack", "P1", "attack", attacker="P2:h0", target="P6")
    assert [f.code for f in replay(g.log()).findings] == []


def test_603_3_cannot_be_deployed_again_while_it_stays_but_a_returned_creature_is_new() -> None:
    """DM 13: 「クリーチャー配置によってコントロールを移すことができません」 has no time limit: P1 may not
    deploy P2:h0 back in turn 18 either. Once it left the battle zone (to its owner's hand) and was
    summoned again by P2, it is a new object that P2 may deploy."""
    g = _deployed_to_p1(None)
    for t in range(13, 18):
        g.turn(t, ("P2", "P3", "P4", "P5", "P6")[t - 13])
    g.turn(18, "P1")
    seq = g.add(18, "main", "P1", "deploy", card="P2:h0", to="P3")
    report = replay(g.log())
    assert [(f.seq, f.code) for f in report.findings] == [(seq, P + "deploy.again")]

    g = _deployed_to_p1(None)
    g.add(12, "main", "P1", "effect", source="P1:h0", moves=[{"card": "P2:h0", "to": "hand"}])
    for t in range(13, 19):
        g.turn(t, ("P2", "P3", "P4", "P5", "P6", "P1")[t - 13])
    g.turn(19, "P2", summon="P2:h0")
    for t in range(20, 25):
        g.turn(t, ("P3", "P4", "P5", "P6", "P1")[t - 20])
    g.turn(25, "P2")
    g.add(25, "main", "P2", "deploy", card="P2:h0", to="P1")
    assert [(f.seq, f.code) for f in replay(g.log()).findings] == []


def test_609_9_a_commander_is_not_deployed() -> None:
    """皇帝戦 with DMEDH on top: emperor P2 summons its commander in turn 1 and deploys it in turn 7."""

    def build(card: str | None) -> tuple[Game, int]:
        g = emperor_game(cards=edh_cards())
        g.options["commander"] = True
        g.decklists = {s: {"main": {f"E{i}": 1 for i in range(1, 60)}, "commander": "CMD"} for s in g.seats}
        g.entries = []
        for k, s in enumerate(g.seats):
            g.add(0, "setup", s, "shields", count=7)
            g.add(
                0,
                "setup",
                s,
                "draw",
                cards=[{"iid": f"{s}:h{i}", "card": f"E{5 * k + i + 1}"} for i in range(5)],
            )
        for t, seat in enumerate(("P2", "P3", "P4", "P5", "P6", "P1", "P2"), start=1):
            g.add(t, "start", seat, "turn_start")
            if t > 2:
                g.add(t, "draw", seat, "draw", cards=[{"iid": f"{seat}:d{t}", "card": f"E{40 + t}"}])
            g.add(t, "charge", seat, "charge", card=f"{seat}:h1" if t <= 2 else f"{seat}:d{t}")
            if t == 1:
                g.add(1, "main", "P2", "summon", card="P2:cmd", tap=["P2:h1"], **{"from": "command"})
        if card is None:
            return g, 0
        return g, g.add(7, "main", "P2", "deploy", card=card, to="P1")

    g, seq = build("P2:cmd")
    prove(g.log(), P + "deploy.commander", seq, twin=build(None)[0].log())


def test_604_1_608_3_each_team_sits_together() -> None:
    """P1+P3 against P2+P4 round the table P1, P2, P3, P4: neither team sits together."""
    bad = _two_headed([["P1", "P3"], ["P2", "P4"]])
    prove(bad.log(), P + "team.seated_together", None, twin=_two_headed().log())
