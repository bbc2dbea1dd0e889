"""609 「皇帝戦」: teams of three, the emperor in the middle and two generals beside (609.1, 609.2).

Options 601 (emperor range 2, generals 1: 609.3a), 602 (609.3c) and 603 (609.3b) are in force. The
header gives `options.teams` with each team **in seating order**, so the middle seat is the emperor.
Turns go player by player (no team turn), from an emperor (609.4) clockwise, which the engine reads
as "to the left". The emperor's loss is the team's loss (609.6b); the last team with players left wins
as a whole team, eliminated generals included (609.6a: the team wins with its emperor). Resources
are not shared (609.8): a teammate's mana does not pay.
"""

from __future__ import annotations

import functools
import random
from itertools import pairwise
from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants.actions import HANDLERS
from judge.engine.games.dm_variants.formats import EMPEROR, policy_choice
from judge.engine.games.dm_variants.state import STEP_INDEX, DMState, Handler
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.deploy import Deploy
from judge.engine.games.dm_variants.variants.team_turns import TEAMS_HEADER, seated_apart, team_of, teams_of

GAME = "dm-variants"
_c = declarer(GAME)

EMP_TEAMS = _c(
    "emperor.teams",
    Verdict.ILLEGAL,
    ("609.1", "609.7"),
    "An emperor game is played by teams of three (or more teams of one equal odd size, with ranges set again); the teams are {teams}.",
    "皇帝戦は3人ずつのチーム（4人以上なら同じ人数で影響範囲を決めなおします）で行います。チームは{teams}です。",
)
EMP_FIRST = _c(
    "emperor.first_player",
    Verdict.ILLEGAL,
    ("609.4",),
    "The starting player {seat} is not an emperor; one of the emperors takes the first turn.",
    "開始プレイヤー{seat}は皇帝ではありません。どちらかの皇帝が先攻になります。",
)
EMP_DRAW = _c(
    "emperor.first_draw",
    Verdict.ILLEGAL,
    ("609.5", "600.8"),
    "{seat}, player number {nth} in turn order, drew {drawn} in their first turn; under the event's choice ({choice}) it is {wanted}.",
    "{nth}番目のプレイヤー{seat}は最初のターンに{drawn}枚引きました。イベントの選択（{choice}）では{wanted}枚です。",
)
EMP_TEAMMATE_MANA = _c(
    "emperor.teammate_cards",
    Verdict.ILLEGAL,
    ("609.8",),
    "{seat} tapped {mana} of teammate {owner} to pay; team resources are not shared in an emperor game.",
    "{seat}がチームメイト{owner}のマナ{mana}をタップして支払いました。皇帝戦ではチームのリソースは共有されません。",
)


def emperor_of(state: DMState, seat: str) -> str:
    team = team_of(state, seat)
    return team[len(team) // 2]


class Emperor(Deploy):
    code = EMPEROR
    generator_seats = (6,)

    def validate(self, state: DMState, ctx: Context) -> None:
        super().validate(state, ctx)
        teams = teams_of(state)
        if not teams or sorted(s for t in teams for s in t) != sorted(state.seating):
            ctx.flag(TEAMS_HEADER, {"teams": state.options.get("teams")})
            return
        sizes = {len(t) for t in teams}
        if len(teams) < 2 or len(sizes) != 1 or min(sizes) < 3 or min(sizes) % 2 == 0:
            ctx.flag(EMP_TEAMS, {"teams": " / ".join("+".join(t) for t in teams)})
        n = len(state.seating)
        apart = []
        for team in teams:
            idx = [state.seating.index(s) for s in team]
            # Listed in seating order and together: each next seat is the one clockwise.
            if any((b - a) % n != 1 for a, b in pairwise(idx)):
                apart.append(team)
        seated_apart(state, ctx, apart)
        if state.first_player != emperor_of(state, state.first_player):
            ctx.flag(EMP_FIRST, {"seat": state.first_player})

    def setup(self, state: DMState) -> None:
        if "range" not in state.options:  # 609.3a
            state.options["range"] = {
                s: 2 if s == emperor_of(state, s) else 1 for t in teams_of(state) for s in t
            }
            # 609.3a's static range of 1 for the emperor, which 601.12 applies to trigger conditions.
            state.options.setdefault(
                "static_range", {s: 1 for t in teams_of(state) for s in t if s == emperor_of(state, s)}
            )

    def teammates(self, state: DMState, a: str, b: str) -> bool:
        return a != b and b in team_of(state, a)

    def expected_draws(self, state: DMState, seat: str) -> int:
        if state.turn <= 2 and state.flags.first_turn:
            return state.flags.drawn  # judged by EMP_DRAW (609.5; decisions.md DM 2)
        return 1

    def propagate_loss(self, state: DMState, seat: str) -> list[str]:
        if seat == emperor_of(state, seat):  # 609.6b
            return [s for s in team_of(state, seat) if s != seat]
        return []

    def end_clauses(self, state: DMState) -> list[str]:
        # 102.1c/609.6a: the team whose emperor is left wins; an emperor's loss took its whole team out
        # (609.6b), so after it a general's act is no longer in the game either.
        fallen = any(not state.players[s].in_game and s == emperor_of(state, s) for s in state.seating)
        return ["102.1c", "609.6a"] + (["609.6b"] if fallen else [])

    def winners(self, state: DMState) -> list[str] | None:
        teams = {tuple(team_of(state, s)) for s in state.remaining}
        if len(teams) > 1:
            return None
        return sorted(s for t in teams for s in t)  # 609.6a: the team wins with its emperor

    def handlers(self) -> dict[str, Handler]:
        cached = getattr(self, "_emp_wrapped", None)
        if cached is None:
            base = {**HANDLERS, **super().handlers()}
            cached = {act: self._watch(h) for act, h in base.items()}
            for act in ("summon", "cast"):
                cached[act] = self._no_teammate_mana(cached[act])
            self._emp_wrapped = cached
        return cached

    def _watch(self, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            self._first_draws(state, ctx)
            handler(state, entry, ctx)
            if state.turn in (1, 2) and state.extra.get("emp_draw_checked") != state.turn:
                # Kept so the draw is judged even if the log leaves the turn at its draw step.
                snap = (state.turn, state.turn_player, state.flags.first_turn, state.flags.drawn)
                state.extra["emp_draw_snap"] = snap

        return run

    def _first_draws(self, state: DMState, ctx: Context) -> None:
        """609.5 against 600.8 for the 1st and 2nd players, once each step has passed the draw."""
        snap = state.extra.get("emp_draw_snap")
        if snap and snap[0] != state.turn and state.extra.get("emp_draw_checked") != snap[0]:
            self._judge_draw(state, ctx, *snap)
        if state.turn not in (1, 2) or state.extra.get("emp_draw_checked") == state.turn:
            return
        if state.step not in STEP_INDEX or STEP_INDEX[state.step] <= STEP_INDEX["draw"]:
            return
        self._judge_draw(state, ctx, state.turn, state.turn_player, state.flags.first_turn, state.flags.drawn)

    def _judge_draw(
        self, state: DMState, ctx: Context, turn: int, seat: str | None, first_turn: bool, drawn: int
    ) -> None:
        state.extra["emp_draw_checked"] = turn
        state.extra["emp_draw_snap"] = None
        if seat is None or not first_turn:
            return
        # decisions.md DM 2 (settled): 609.5 wins, the 1st and 2nd players skip; an old log's
        # "starting_player_draws" (600.8) is still applied.
        choice, _ = policy_choice(state.options, "emperor_first_draw")
        wanted = 0 if choice == "skip_first_two" else (0 if turn == 2 else 1)
        if drawn != wanted:
            ctx.flag(
                EMP_DRAW,
                {"seat": seat, "drawn": drawn, "wanted": wanted, "nth": turn, "choice": choice},
                players=[seat],
            )

    def _no_teammate_mana(self, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            seat, tap = entry.actor, entry.args.get("tap")
            if seat is not None and isinstance(tap, list):
                for iid in tap:
                    where = state.find(iid) if isinstance(iid, str) else None
                    if where and where[1] == "mana" and self.teammates(state, seat, where[0]):
                        ctx.flag(
                            EMP_TEAMMATE_MANA, {"seat": seat, "mana": iid, "owner": where[0]}, players=[seat]
                        )
            handler(state, entry, ctx)

        return run

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {"teams": [["P1", "P2", "P3"], ["P4", "P5", "P6"]]}

    def generator_game(self) -> type:
        return _generator_class()


@functools.cache
def _generator_class() -> type:
    """Built on first use: the generator module imports the variants package (no import cycle)."""
    from judge.engine.games.dm_variants import generator as g

    class EmperorGame(g._Game):
        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.teams: list[list[str]] = self.options["teams"]
            self.first = self.rng.choice([t[1] for t in self.teams])  # 609.4
            self.options["policies"] |= {
                "emperor_first_draw": "skip_first_two",
                "deploy_next_turn": "controller_next_turn",
            }
            self.deployed: dict[str, tuple[int, str, int]] = {}

        def team(self, seat: str) -> list[str]:
            return next(t for t in self.teams if seat in t)

        def lose(self, seat: str) -> None:
            out = self.team(seat) if seat == self.team(seat)[1] else [seat]  # 609.6b
            for s in out:
                side = self.seats[s]
                if not side.alive:
                    continue
                side.alive = False
                for other in self.seats.values():  # 600.3a, policy removed_player_cards: owned
                    other.battle = [c for c in other.battle if c.owner != s]
                    other.mana = [c for c in other.mana if c.owner != s]
                    other.grave = [c for c in other.grave if c.owner != s]
                for c in list(side.battle):  # control given to the leaver ends
                    side.battle.remove(c)
                    c.controller = c.owner
                    self.seats[c.owner].battle.append(c)
                side.deck, side.hand, side.shields = [], [], []
            self.check_end()

        def check_end(self) -> None:
            teams = {tuple(self.team(s)) for s in self.alive()}
            if len(teams) <= 1:
                self.winners = [s for t in teams for s in t]
                raise g._GameOver

        def compute_ranges(self) -> None:
            rem = self.alive()
            n = len(rem)
            for i, a in enumerate(rem):
                near = {rem[(i - 1) % n], rem[(i + 1) % n]} - {a}
                self.in_range[a] = {b for b in near if b not in self.team(a)}  # 602.2; range ≥ 1

        def take_turn(self, tp: str) -> None:
            side = self.seats[tp]
            self.phase = "start"
            self.log(tp, "turn_start")
            for c in side.mana + side.battle:
                c.tapped = False
            self.compute_ranges()
            first = side.turns == 0
            side.turns += 1
            self.phase = "draw"
            if not (first and self.turn <= 2):  # 609.5
                c = side.deck.pop()
                side.hand.append(c)
                self.log(tp, "draw", cards=[self.ref(c)])
                if not side.deck:
                    self.lose(tp)
                    return
            self.phase = "charge"
            if side.hand and self.rng.random() < 0.9:
                c = self.rng.choice(side.hand)
                side.hand.remove(c)
                c.tapped = len(self.kw(c)["civilizations"]) > 1
                side.mana.append(c)
                self.log(tp, "charge", card=self.ref(c))
            self.phase = "main"
            self.main(tp)
            self.deploy(tp)
            self.phase = "attack"
            self.attacks(tp)
            self.phase = "end"

        def deploy(self, tp: str) -> None:
            side = self.seats[tp]
            mates = [m for m in self.team(tp) if m != tp and self.seats[m].alive]
            ready = [
                c
                for c in side.battle
                if c.iid not in self.deployed and (c.entered != self.turn or self.kw(c).get("speed_attacker"))
            ]
            if not mates or not ready or self.rng.random() < 0.6:
                return
            c, to = self.rng.choice(ready), self.rng.choice(mates)
            side.battle.remove(c)
            c.controller = to
            self.seats[to].battle.append(c)
            self.deployed[c.iid] = (self.turn, to, self.seats[to].turns)
            self.log(tp, "deploy", card=self.ref(c), to=to)

        def attacks(self, tp: str) -> None:
            side = self.seats[tp]
            for c in list(side.battle):
                record = self.deployed.get(c.iid)
                if record and record[1] == tp and side.turns == record[2] + 1:
                    continue  # 603.3: not in the controller's next turn
                if not side.alive or c not in side.battle or c.tapped:
                    continue
                if c.entered == self.turn and not self.kw(c).get("speed_attacker"):
                    continue
                if self.rng.random() < 0.3:
                    continue
                foes = [s for s in self.in_range.get(tp, set()) if self.seats[s].alive]
                if not foes:
                    return
                self.attack(tp, c, self.rng.choice(sorted(foes)))

    return EmperorGame


VARIANT = register_variant(Emperor())
