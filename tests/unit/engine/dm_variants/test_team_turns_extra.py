"""604.6: a player's extra turn or skipped turn applies to their whole team (shared team turns).

The logs are the hand-written legal two-headed game (legal_games.two_headed) cut after turn 2, an
`extra_turn` / `skip_turn` entry in that turn, and short hand-written turns after it (each player of the
turn team draws 1).
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import replay
from tests.unit.engine.dm_variants.legal_games import two_headed
from tests.unit.engine.mutation_kit import renumber

Entries = list[dict[str, Any]]
CODE = "dm-variants.team.turn_effect"
# `pick` names which seat the effect names: now[0], now[1], nxt[0], nxt[1].


def _entry(turn: int, phase: str, actor: str | None, act: str, args: dict[str, Any]) -> dict[str, Any]:
    return {"seq": 0, "turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


def _turn(turn: int, seats: tuple[str, ...]) -> Entries:
    """A turn started by seats[0] in which every listed seat draws its one card."""
    out = [_entry(turn, "start", seats[0], "turn_start", {})]
    out += [_entry(turn, "draw", s, "draw", {"count": 1}) for s in seats]
    return out


def _game() -> tuple[dict[str, Any], tuple[str, ...], tuple[str, ...]]:
    """legal_games.two_headed cut after turn 2, with the team of turn 2 (`now`, P3+P4) and the other
    (`nxt`, P1+P2), each primary first."""
    log = two_headed()
    log["entries"] = [e for e in log["entries"] if e["turn"] <= 2]
    return log, ("P3", "P4"), ("P1", "P2")


def _log(
    log: dict[str, Any], effect: str, seat: str, turns: list[tuple[str, ...]], by: str
) -> dict[str, Any]:
    # The effect is logged by the turn team's player whose card it is; it names whom it gives the turn.
    es = [*log["entries"], _entry(2, "main", by, effect, {"player": seat, "source": f"{by}:c1"})]
    for k, seats in enumerate(turns, start=3):
        es += _turn(k, seats)
    out = copy.deepcopy(log)
    out["entries"] = renumber(copy.deepcopy(es))
    return out


def _findings(log: dict[str, Any]) -> list[tuple[int, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


def _turn_start_seq(log: dict[str, Any], turn: int) -> int:
    return next(e["seq"] for e in log["entries"] if e["turn"] == turn and e["act"] == "turn_start")


@pytest.mark.parametrize("pick", range(4))
def test_an_extra_turn_goes_to_the_players_team_and_replays_clean(pick: int) -> None:
    log, now, nxt = _game()
    seat = (*now, *nxt)[pick]
    team = now if seat in now else nxt
    # The extra turn comes after turn 2; the normal order then goes on from turn 2: `nxt` plays.
    assert _findings(_log(log, "extra_turn", seat, [team, nxt], now[1])) == []


@pytest.mark.parametrize("pick", range(4))
def test_the_other_team_taking_the_extra_turn_is_604_6(pick: int) -> None:
    log, now, nxt = _game()
    seat = (*now, *nxt)[pick]
    other = nxt if seat in now else now
    out = _log(log, "extra_turn", seat, [other], now[1])
    assert (_turn_start_seq(out, 3), CODE) in _findings(out)


@pytest.mark.parametrize("which", [True, False])
def test_the_player_alone_taking_the_extra_turn_is_604_6(which: bool) -> None:
    log, now, nxt = _game()
    seat = (now if which else nxt)[1]  # not the team's primary
    # A further turn, so that the log leaves the lone player's turn and its draws are judged.
    out = _log(log, "extra_turn", seat, [(seat,), nxt if which else now], now[1])
    found = _findings(out)
    assert (_turn_start_seq(out, 3), CODE) in found
    assert any(code == "dm-variants.team.draw_count" for _, code in found)  # the teammate did not draw


def test_without_the_effect_the_same_turn_is_only_a_turn_order_finding() -> None:
    log, now, _ = _game()
    out = _log(log, "extra_turn", now[1], [now], now[1])
    out["entries"] = renumber([e for e in out["entries"] if e["act"] != "extra_turn"])
    codes = [code for _, code in _findings(out)]
    assert CODE not in codes
    assert "dm-variants.turn.order" in codes


@pytest.mark.parametrize("which", [True, False])
def test_a_skipped_turn_passes_over_the_whole_team(which: bool) -> None:
    log, now, nxt = _game()
    seat = nxt[0] if which else nxt[1]
    # `nxt` would take turn 3; the skip gives it to `now` again, then `nxt` plays turn 4.
    assert _findings(_log(log, "skip_turn", seat, [now, nxt], now[1])) == []
    wrong = _log(log, "skip_turn", seat, [nxt], now[1])
    assert (_turn_start_seq(wrong, 3), CODE) in _findings(wrong)


def test_two_extra_turns_are_two_turns() -> None:
    log, now, nxt = _game()
    out = _log(log, "extra_turn", now[1], [now, now, nxt], now[1])
    es = out["entries"]
    i = next(k for k, e in enumerate(es) if e["act"] == "extra_turn")
    out["entries"] = renumber([*es[: i + 1], copy.deepcopy(es[i]), *es[i + 1 :]])
    assert _findings(out) == []
    # One extra turn only: turn 4 by `now` again is out of order.
    once = _log(log, "extra_turn", now[1], [now, now, nxt], now[1])
    assert "dm-variants.turn.order" in [code for _, code in _findings(once)]


def test_an_extra_turn_for_a_seat_that_is_not_in_the_game_is_a_log_error() -> None:
    log, now, nxt = _game()
    codes = [code for _, code in _findings(_log(log, "extra_turn", "P9", [nxt], now[1]))]
    assert "dm-variants.log.bad_args" in codes
    assert CODE not in codes


def test_with_dmedh_on_top_the_extra_turn_is_replaced_by_normal_progression() -> None:
    log, now, nxt = _game()
    log["header"]["options"]["commander"] = True
    normal = _log(log, "extra_turn", now[1], [nxt], now[1])
    codes = [code for _, code in _findings(normal)]
    assert "dm-variants.dmedh.extra_turn" in codes  # 701.8
    assert CODE not in codes
    assert "dm-variants.turn.order" not in codes  # the turn simply went on to the next team
    taken = _log(log, "extra_turn", now[1], [now], now[1])
    assert "dm-variants.turn.order" in [code for _, code in _findings(taken)]


def _two_effects(
    log: dict[str, Any], now: tuple[str, ...], nxt: tuple[str, ...], turns: list[tuple[str, ...]]
):
    """In turn 2 (`now`'s), a card gives `nxt` an extra turn and then makes `nxt` skip its next turn."""
    es = [
        *log["entries"],
        _entry(2, "main", now[0], "extra_turn", {"player": nxt[0], "source": f"{now[0]}:c1"}),
        _entry(2, "main", now[0], "skip_turn", {"player": nxt[0], "source": f"{now[0]}:c2"}),
    ]
    for k, seats in enumerate(turns, start=3):
        es += _turn(k, seats)
    out = copy.deepcopy(log)
    out["entries"] = renumber(copy.deepcopy(es))
    return out


def test_604_6_a_skip_eats_a_pending_extra_turn_by_default() -> None:
    """decisions.md DM 16/17: 「次のターンをとばす」 skips the next turn the team would actually take, an extra
    turn included (the default, with no option set). `nxt`'s extra turn after turn 2 is skipped, and
    the normal order goes on from turn 2: turn 3 is `nxt`'s own normal turn, turn 4 `now`'s."""
    log, now, nxt = _game()
    log["header"]["options"]["policies"].pop("team_skip_turn", None)
    assert _findings(_two_effects(log, now, nxt, [nxt, now])) == []
    # `now` taking turn 3, as if the skip had eaten `nxt`'s normal turn, is the wrong team.
    wrong = _two_effects(log, now, nxt, [nxt, nxt])
    assert (_turn_start_seq(wrong, 4), "dm-variants.turn.order") in _findings(wrong)


def _three_teams(policies: dict[str, str], order: str) -> list[tuple[int | None, str]]:
    """Three teams A (P1, P2), B (P3, P4), C (P5, P6) seated in that order. In A's turn 1 a card gives C
    an extra turn and then makes C skip its next turn; turns 2-4 are taken by the teams in `order`.
    Only the turn-order findings are returned (three teams of two need agreed shields, 608.10)."""
    from tests.unit.engine.dm_variants.proof_logs import teams_game

    teams = {"A": ["P1", "P2"], "B": ["P3", "P4"], "C": ["P5", "P6"]}
    g = teams_game("two_headed", list(teams.values()), options={"policies": policies})
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "main", "P1", "extra_turn", player="P5", source="P1:h0")
    g.add(1, "main", "P1", "skip_turn", player="P5", source="P1:h0")
    for k, name in enumerate(order, start=2):
        g.add(k, "start", teams[name][0], "turn_start")
        for s in teams[name]:
            g.add(k, "draw", s, "draw", cards=[{"iid": f"{s}:d{k}", "card": "F"}])
    return [(f.seq, f.code) for f in replay(g.log()).findings if f.code != "dm-variants.two_headed.teams"]


def test_604_6_the_skip_option_decides_whether_an_extra_turn_is_skipped() -> None:
    """decisions.md DM 17 with three teams, where the two readings differ. Default (`next_turn_taken`,
    no option set): C's skip eats its extra turn, so turn 2 is B's (normal order from turn 1, DM 16).
    `normal_turns_only`: C takes its extra turn 2, then the normal order from turn 1 gives B, and C's
    normal turn is the one skipped."""
    assert _three_teams({}, "BCA") == []
    assert _three_teams({}, "CBA") != []
    option = {"team_skip_turn": "normal_turns_only"}
    assert _three_teams(option, "CBA") == []
    assert _three_teams(option, "BCA") != []
