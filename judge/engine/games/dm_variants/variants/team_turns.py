"""604 「共有チーム・ターン」: a team, not a player, takes the turn.

The core tracks one turn player. With team turns that seat is the team's primary player (604.2) and
every act of a teammate during the turn is replayed as if that teammate were the turn player, with
turn figures of their own (604.3b each draws 1, 604.3c each may charge once, 604.3d/e acts and
attacks in any order). Teams come from `header.options.teams`: a list of seat lists, primary first —
the log cannot see who sits rightmost (604.2), so the team names its primary by listing it first.

604.6: a card effect's extra turn (`extra_turn` {player, source?}) or skipped turn (`skip_turn`
{player, source?}) is logged in the turn the effect happens and applies to the player's whole team:
the next turn is that team's (extra), or the next turn the team would take is passed over (skip). A
turn started by another team, or by a teammate other than the team's primary, is `team.turn_effect`.
decisions.md DM 16: the extra turn comes right after the current turn, then the normal order resumes
from the turn in which the effect was created. DM 17 (judgement, event option `team_skip_turn`): a
skip eats the team's next turn even if that is an extra turn (default), or only normal turns
(`normal_turns_only`); 「ターンの残りをとばす」 just ends the current turn in the log and never cancels a
pending extra turn. Not modelled: the order of simultaneous effects (604.4/604.5).
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import actions as A
from judge.engine.games.dm_variants.actions import HANDLERS
from judge.engine.games.dm_variants.formats import policy_choice
from judge.engine.games.dm_variants.state import STEP_INDEX, DMState, Handler, TurnFlags, Variant

GAME = "dm-variants"
_c = declarer(GAME)

TEAMS_HEADER = _c(
    "team.header",
    Verdict.LOG_ERROR,
    ("604.1", "101.1"),
    "The header's options.teams must list every seat in exactly one team (a list of seat lists); it gives {teams}.",
    "ヘッダーのoptions.teamsは、全ての席をちょうど1つのチームに入れた席のリストのリストでなければなりません。記録では{teams}です。",
)
TEAMS_TOGETHER = _c(
    "team.seated_together",
    Verdict.ILLEGAL,
    ("604.1", "608.3"),
    "In the seating {seating} the team(s) {team} do not sit together; shared team turns are used only when each team sits together.",
    "席順{seating}では、チーム{team}がまとまって座っていません。「共有チーム・ターン」はチームごとに固まって座っている場合にのみ用いることができます。",
)
TEAM_DRAW = _c(
    "team.draw_count",
    Verdict.ILLEGAL,
    ("604.3b", "608.7"),
    "{seat} drew {drawn} cards in the team's draw step; each player of the turn team draws {wanted} (the first team skips the draw of its first turn).",
    "{seat}はチームのドローステップに{drawn}枚引きました。ターン・チームのプレイヤーはそれぞれ{wanted}枚引きます（先攻のチームは最初のターンのドローを飛ばします）。",
)
TEAM_NOT_TURN = _c(
    "team.not_turn_team",
    Verdict.ILLEGAL,
    ("604.3", "604.3a"),
    "{actor} did '{act}' during the turn of {turn_team}'s team; only players of the turn team do that.",
    "{turn_team}のチームのターンに{actor}が'{act}'を行いました。これはターン・チームのプレイヤーだけが行えます。",
)

TEAM_TURN_EFFECT = _c(
    "team.turn_effect",
    Verdict.ILLEGAL,
    ("604.6",),
    "Turn {turn} was started by {actor}, but after the {kind} of {seat} ({source}) the turn belongs to the team of {expected}: an extra or skipped turn applies to the player's whole team.",
    "ターン{turn}は{actor}が開始しましたが、{seat}の{kind_ja}（{source}）により、このターンは{expected}のチームのものです。追加のターンやターンを飛ばす効果は、そのプレイヤーのチームに適用されます。",
)

TURN_EFFECT_ACTS = {"extra_turn": "extra", "skip_turn": "skip"}
KIND_EN = {"extra": "extra turn", "skip": "skipped turn"}
KIND_JA = {"extra": "追加のターン", "skip": "ターンを飛ばす効果"}

# Acts by which only the turn team's players move the game on (the core's own turn-player acts).
TURN_ACTS = frozenset({"charge", "summon", "cast", "attack"})


def seated_apart(state: DMState, ctx: Context, apart: list[list[str]]) -> None:
    """One finding for the seating: two teams are split together (one's seats cut the other's run)."""
    if apart:
        team = ", ".join("/".join(t) for t in apart)
        ctx.flag(TEAMS_TOGETHER, {"team": team, "seating": " ".join(state.seating)})


def teams_of(state: DMState) -> list[list[str]]:
    raw = state.options.get("teams")
    if not isinstance(raw, list):
        return []
    return [[s for s in team if isinstance(s, str)] for team in raw if isinstance(team, list)]


def team_of(state: DMState, seat: str) -> list[str]:
    cached = state.extra.get("team_of")
    if cached is None:
        cached = {s: team for team in teams_of(state) for s in team}
        state.extra["team_of"] = cached
    return cached.get(seat, [seat])


class TeamTurns(Variant):
    """Mixin-style base: teams from the header and the team turn (604)."""

    individual_turn_effects = False  # 604.6: its own extra and skipped turns, for the whole team
    team_turns = True

    def validate(self, state: DMState, ctx: Context) -> None:
        super().validate(state, ctx)
        teams = teams_of(state)
        listed = [s for t in teams for s in t]
        if not teams or sorted(listed) != sorted(state.seating):
            ctx.flag(TEAMS_HEADER, {"teams": state.options.get("teams")})
            return
        n = len(state.seating)
        apart = []
        for team in teams:
            idx = sorted(state.seating.index(s) for s in team)
            # Together means the team's seats form one run around the table.
            gaps = sum(1 for i, j in zip(idx, [*idx[1:], idx[0] + n], strict=True) if j - i != 1)
            if gaps > 1:
                apart.append(team)
        seated_apart(state, ctx, apart)

    def teammates(self, state: DMState, a: str, b: str) -> bool:
        return a != b and b in team_of(state, a)

    def primary(self, state: DMState, seat: str) -> str:
        team = [s for s in team_of(state, seat) if state.players[s].in_game]
        return team[0] if team else seat

    def next_turn_player(self, state: DMState) -> str | None:
        if state.turn_player is None:
            return self.primary(state, state.first_player)
        # The core asks once per turn start; the answer and the effects it used up are kept so that
        # the turn's first entry can be judged against them (604.6) and the effects spent once.
        plan = state.extra.get("turn_plan")
        if plan is not None and plan["turn"] == state.turn:
            return plan["expected"]
        pending = [e for e in state.extra.get("turn_effects", []) if e["turn"] < state.turn]
        used: list[dict[str, Any]] = []
        expected: str | None = None
        skips = [e for e in pending if e["kind"] == "skip"]

        def skip_for(team: list[str]) -> dict[str, Any] | None:
            return next((e for e in skips if e["seat"] in team and all(e is not u for u in used)), None)

        # decisions.md DM 17 (judgement, the event option `team_skip_turn`): 「次のターンをとばす」 skips
        # the next turn the team would actually take, an extra turn included (`next_turn_taken`, the
        # default); `normal_turns_only` lets extra turns through and skips a normal turn.
        skip_extras = policy_choice(state.options, "team_skip_turn")[0] == "next_turn_taken"
        extra = None
        for e in pending:
            if e["kind"] != "extra" or not self._alive(state, e["seat"]):
                continue
            used.append(e)
            skip = skip_for(team_of(state, e["seat"])) if skip_extras else None
            if skip is not None:
                used.append(skip)  # the skip eats this extra turn
                continue
            extra = e
            break
        # DM 16: an extra turn comes right after the current one; the normal order then goes on from the
        # turn in which the effect was created, so a team given an extra turn in another team's turn
        # also keeps its own turn.
        anchor = state.extra.get("order_anchor") or state.turn_player
        if extra is not None:
            expected = self.primary(state, extra["seat"])
            state.extra["order_anchor"] = anchor
        else:
            state.extra.pop("order_anchor", None)
            teams = teams_of(state) or [[s] for s in state.seating]
            order = sorted(teams, key=lambda t: state.seating.index(t[0]))
            here = next(i for i, t in enumerate(order) if anchor in t)
            for step in range(1, len(order) + 1):
                team = order[(here + step) % len(order)]
                if not any(state.players[s].in_game for s in team):
                    continue
                skip = skip_for(team)
                if skip is not None and step < len(order):
                    used.append(skip)
                    continue
                expected = self.primary(state, team[0])
                break
        state.extra["turn_plan"] = {"turn": state.turn, "expected": expected, "used": used}
        return expected

    def judges_turn_order(self, state: DMState, actor: str) -> bool:
        """A turn an extra or skipped turn decided: taken by the wrong player, it is team.turn_effect
        (604.6, judged at the turn's first entry), not also the core's turn.order."""
        plan = state.extra.get("turn_plan")
        return plan is not None and plan["turn"] == state.turn and bool(plan["used"])

    def _alive(self, state: DMState, seat: str) -> bool:
        return any(state.players[s].in_game for s in team_of(state, seat))

    def expected_draws(self, state: DMState, seat: str) -> int:
        # The draw of each team member is judged by the team-turn wrapper (TEAM_DRAW), so the core's
        # single-seat check is told the count it saw.
        return state.flags.drawn

    def team_draws(self, state: DMState, seat: str) -> int:
        return 1

    def handlers(self) -> dict[str, Handler]:
        cached = getattr(self, "_wrapped", None)
        if cached is None:
            cached = {act: self._team_turn(h) for act, h in HANDLERS.items()}
            for act in TURN_EFFECT_ACTS:
                cached[act] = self._team_turn(self._turn_effect)
            self._wrapped = cached
        return cached

    # --- the team turn -------------------------------------------------------------------------
    def _flags(self, state: DMState, ctx: Context) -> dict[str, TurnFlags]:
        """Per-seat turn figures of the current turn; at the first act of a turn, untap the team."""
        tt = state.extra.get("team_turn")
        if tt is not None and tt[0] != state.turn and not tt[2]:
            self._judge_draws(state, ctx, tt)  # the log left that turn during or right after its draw
        if tt is None or tt[0] != state.turn:
            self._judge_turn_effects(state, ctx)
            flags = {state.turn_player: state.flags} if state.turn_player else {}
            if state.turn_player is not None:
                for mate in team_of(state, state.turn_player):
                    p = state.players[mate]
                    if mate == state.turn_player or not p.in_game:
                        continue
                    flags[mate] = TurnFlags(first_turn=p.turns_taken == 0)
                    p.turns_taken += 1
                    for zone in ("mana", "battle"):
                        for c in p.zones[zone].cards.values():
                            c.tapped = False
            state.extra.setdefault("first_team_turn", state.turn)
            tt = (state.turn, flags, False)
            state.extra["team_turn"] = tt
        return tt[1]

    def _turn_effect(self, state: DMState, entry: Entry, ctx: Context) -> None:
        """`extra_turn` / `skip_turn` {player, source?}: remembered for the next turn start (604.6)."""
        seat = entry.args.get("player", entry.actor)
        if not isinstance(seat, str) or seat not in state.players:
            A.bad(
                ctx,
                entry.act,
                f"player {seat!r} is not a seat / 席ではありません",
                f"プレイヤー{seat!r}は席ではありません",
            )
            return
        source = entry.args.get("source")
        effect = {
            "kind": TURN_EFFECT_ACTS[entry.act],
            "seat": seat,
            "turn": state.turn,
            "source": source if isinstance(source, str) else "a card effect / カードの効果",
        }
        state.extra.setdefault("turn_effects", []).append(effect)

    def _judge_turn_effects(self, state: DMState, ctx: Context) -> None:
        """At a turn's first entry: spend the effects its start used, and flag a turn taken by the
        wrong team or by a teammate alone (604.6)."""
        plan = state.extra.get("turn_plan")
        if plan is None or plan["turn"] != state.turn or not plan["used"]:
            return
        effects = state.extra.get("turn_effects", [])
        # By identity: two identical effects (two extra turns from one card) are two turns.
        state.extra["turn_effects"] = [e for e in effects if all(e is not u for u in plan["used"])]
        actor = state.turn_player
        if actor is None or actor == plan["expected"]:
            return
        first = plan["used"][0]
        ctx.flag(
            TEAM_TURN_EFFECT,
            {
                "turn": state.turn,
                "actor": actor,
                "kind": KIND_EN[first["kind"]],
                "kind_ja": KIND_JA[first["kind"]],
                "seat": first["seat"],
                "source": first["source"],
                "expected": plan["expected"],
            },
            players=[actor],
        )

    def _settle_draws(self, state: DMState, ctx: Context) -> None:
        tt = state.extra["team_turn"]
        if tt[2] or state.step not in STEP_INDEX or STEP_INDEX[state.step] <= STEP_INDEX["draw"]:
            return
        self._judge_draws(state, ctx, tt)

    def _judge_draws(self, state: DMState, ctx: Context, tt: tuple[int, dict[str, TurnFlags], bool]) -> None:
        turn, flags, _ = tt
        state.extra["team_turn"] = (turn, flags, True)
        first = state.extra.get("first_team_turn") == turn
        for seat, f in flags.items():
            p = state.players[seat]
            if not p.in_game:
                continue
            wanted = 0 if first else self.team_draws(state, seat)
            short = f.drawn < wanted and p.zones["deck"].count == 0
            if f.drawn != wanted and not short:
                ctx.flag(TEAM_DRAW, {"seat": seat, "drawn": f.drawn, "wanted": wanted}, players=[seat])

    def _team_turn(self, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            tp = state.turn_player
            if state.turn == 0 or tp is None:
                handler(state, entry, ctx)
                return
            flags = self._flags(state, ctx)
            self._settle_draws(state, ctx)
            actor = entry.actor
            if actor is None or actor == tp or actor not in flags:
                if actor is not None and actor != tp and entry.act in TURN_ACTS:
                    # An opponent's turn act: report it under the team rule, not the core's one-player rule.
                    ctx.flag(
                        TEAM_NOT_TURN,
                        {"actor": actor, "act": entry.act, "turn_team": tp},
                        players=[actor],
                    )
                    saved = state.turn_player
                    state.turn_player = actor
                    try:
                        handler(state, entry, ctx)
                    finally:
                        if state.turn_player == actor:
                            state.turn_player = saved
                    return
                handler(state, entry, ctx)
                return
            saved_flags = state.flags
            state.turn_player, state.flags = actor, flags[actor]
            try:
                handler(state, entry, ctx)
            finally:
                if state.turn_player == actor:
                    state.turn_player = tp
                state.flags = saved_flags

        return run
