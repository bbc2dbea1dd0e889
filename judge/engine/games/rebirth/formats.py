"""The formats of chapter 12: who takes turns, who may be attacked, who may block, who wins.

"standard" is the two-player game of chapters 1-11.
"""

from __future__ import annotations

from dataclasses import dataclass

from judge.engine.core.checks import CheckSpec
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth.state import RebirthState


@dataclass(frozen=True, slots=True)
class Format:
    name: str
    team_size: int | None  # None: individual play
    min_players: int
    max_players: int


FORMATS = {
    "standard": Format("standard", None, 2, 2),
    "rumble": Format("rumble", None, 3, 8),  # 12.6
    "circle": Format("circle", None, 3, 8),  # 12.7
    "double_team": Format("double_team", 2, 4, 4),  # 12.8
    "triple_team": Format("triple_team", 3, 6, 6),  # 12.9
    "double_seven": Format("double_seven", 2, 4, 4),  # 12.10
    "blackjack": Format("blackjack", 3, 6, 6),  # 12.10
}


def is_team(state: RebirthState) -> bool:
    return FORMATS[state.variant].team_size is not None


def alive(state: RebirthState) -> list[str]:
    return [s for s in state.seats if not state.players[s].eliminated]


def next_turn_seats(state: RebirthState) -> tuple[str, ...]:
    """Who takes the next turn: 2-player alternation (7.6.6), a fixed order (12.6.2, 12.7.2), or teams (12.5.7)."""
    if is_team(state):
        if not state.turn_seats:
            team = state.players[state.first_player].team or 0
        else:
            team = 1 - (state.players[state.turn_seats[0]].team or 0)
        return tuple(s for s in state.teams[team] if not state.players[s].eliminated)
    if not state.turn_seats:
        return (state.first_player,)
    order = state.seats
    i = order.index(state.turn_seats[0])
    for k in range(1, len(order) + 1):
        seat = order[(i + k) % len(order)]
        if not state.players[seat].eliminated:
            return (seat,)
    return ()


def opposite(state: RebirthState, seat: str) -> str | None:
    """The player sitting opposite (正面): one team's right and the other's left, centre and centre (12.8.2.1)."""
    team = state.players[seat].team
    if team is None:
        return None
    mine, theirs = state.teams[team], state.teams[1 - team]
    return theirs[len(mine) - 1 - mine.index(seat)]


def next_in_order(state: RebirthState, seat: str) -> str:
    order = state.seats
    i = order.index(seat)
    for k in range(1, len(order)):
        candidate = order[(i + k) % len(order)]
        # 12.7.7: a seat emptied this turn keeps its place until the turn ends.
        if not state.players[candidate].eliminated or candidate in state.left_this_turn:
            return candidate
    return seat


def attack_target_problem(
    state: RebirthState, attacker: str, target: str | None
) -> tuple[CheckSpec, str] | None:
    """None if `target` may be attacked by `attacker`; else the check broken and the expected target."""
    variant = state.variant
    if variant == "standard":
        return None
    if (
        target is None
        or target not in state.players
        or target == attacker
        or state.players[target].eliminated
    ):
        if variant == "rumble":
            return C.MP_RUMBLE_TARGET, "an opponent"
        if variant == "circle":
            return C.MP_CIRCLE_TARGET, _circle_expected(state, attacker)
        return C.MP_TEAM_TARGET, opposite(state, attacker) or "?"
    if variant == "circle" and target != next_in_order(state, attacker):
        return C.MP_CIRCLE_TARGET, _circle_expected(state, attacker)
    if is_team(state) and target != opposite(state, attacker):
        return C.MP_TEAM_TARGET, opposite(state, attacker) or "?"
    return None


# _circle_expected's "left this turn" case in Japanese; the other cases are a bare seat.
LEFT_THIS_TURN_JA = "{seat}（このターンにゲームから除外されたため、誰もアタックできません）"


def _circle_expected(state: RebirthState, attacker: str) -> str:
    nxt = next_in_order(state, attacker)
    if state.players[nxt].eliminated:
        # 12.7.7.1: the next player left this turn; no one else may be attacked until the turn ends.
        return f"{nxt}, who left the game this turn, so no one"
    return nxt


def default_target(state: RebirthState, attacker: str) -> str | None:
    if state.variant == "standard":
        others = state.opponents(attacker)
        return others[0] if others else None
    if state.variant == "circle":
        return next_in_order(state, attacker)
    if is_team(state):
        return opposite(state, attacker)
    return None


def block_problem(state: RebirthState, blocker: str, defender: str) -> tuple[CheckSpec, str] | None:
    if blocker == defender:
        return None
    if state.variant == "rumble":
        return C.MP_RUMBLE_BLOCK, defender
    if state.variant == "circle":
        return C.MP_CIRCLE_BLOCK, defender
    if is_team(state):
        if blocker in state.teammates(defender):
            return None
        return C.MP_TEAM_BLOCK, defender
    return C.BLOCK_ACTOR, defender


def retire_losers(state: RebirthState) -> list[str]:
    """Players who lose at defeat processing (10.6.2), or whole teams in Double Seven / Blackjack (12.10.3)."""
    if state.variant in ("double_seven", "blackjack"):
        out: list[str] = []
        for team in state.teams:
            members = [s for s in team if not state.players[s].eliminated]
            total = sum(state.players[s].count("retire") for s in team)
            if members and total >= 7 * len(team):
                out += members
        return out
    return [s for s in alive(state) if state.players[s].count("retire") >= 7]


def eliminate(state: RebirthState, seats: list[str], reason: str) -> None:
    """Players leave the game (1.2.2, 12.4); decide whether the game is over and who won."""
    seats = [s for s in seats if not state.players[s].eliminated]
    if not seats:
        return
    for s in seats:
        state.players[s].eliminated = True
        state.losers.append(s)
        state.left_this_turn.add(s)
    if state.variant == "triple_team":
        # 12.9.3.3: the opposite player's team scores a point, and that player leaves too.
        for s in seats:
            opp = opposite(state, s)
            if opp and not state.players[opp].eliminated:
                team = state.players[opp].team or 0
                state.team_points[team] += 1
                state.players[opp].eliminated = True
                state.left_this_turn.add(opp)
        for team, points in enumerate(state.team_points):
            if points >= 2:
                _finish(state, list(state.teams[team]), reason)
                return
        if not alive(state):
            best = max(range(2), key=lambda t: state.team_points[t])
            winners = list(state.teams[best]) if state.team_points[0] != state.team_points[1] else []
            _finish(state, winners, reason)
        return
    if is_team(state):
        # 12.8.3 (and 12.10 by the same team logic): one player's defeat is the team's defeat.
        losing_teams = {state.players[s].team for s in seats}
        if len(losing_teams) == 2:
            _finish(state, [], reason)
        else:
            lost = losing_teams.pop() or 0
            _finish(state, list(state.teams[1 - lost]), reason)
        return
    remaining = alive(state)
    one_out = bool(state.options.get("one_out"))
    if state.variant == "rumble" and one_out and remaining:
        counts = {s: state.players[s].count("retire") for s in remaining}
        low = min(counts.values())
        leaders = [s for s, n in counts.items() if n == low]
        if len(leaders) == 1:  # 12.6.3.1; on a tie the game goes on (12.6.3.2)
            _finish(state, leaders, reason)
            return
    if state.variant == "circle" and one_out and remaining:
        # 12.7.3.1-12.7.3.2.1: whoever sits immediately before an eliminated player wins.
        winners = [s for s in remaining if next_in_order(state, s) in seats]
        _finish(state, winners, reason)
        return
    if len(remaining) <= 1:
        _finish(state, remaining, reason)  # 1.2.3, 1.2.3.1


def _finish(state: RebirthState, winners: list[str], reason: str) -> None:
    state.game_over = True
    state.winners = winners
    state.game_over_reason = reason
