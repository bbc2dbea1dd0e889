"""608 「双頭戦」: two teams of two sharing the team turn (604, 608.2) and a shared shield zone.

Each player sets 5 shields as usual; the team's shared zone is the sum (608.4, 10 for a pair), so the
core's per-seat shield zones stay and `shield_seats` makes an attack see the whole defending team's
shields (608.6, 608.8c, 608.8e). A broken shield still goes to its owner's hand (608.6b), which the
core already does. Teams of 3 or more need an agreed shield count in `options.shields` (608.10).
"""

from __future__ import annotations

import functools
import random
from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants.formats import TWO_HEADED
from judge.engine.games.dm_variants.state import Attack, DMState, Handler, Problem
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.team_turns import TeamTurns, team_of, teams_of

GAME = "dm-variants"
_c = declarer(GAME)

TH_TEAMS = _c(
    "two_headed.teams",
    Verdict.ILLEGAL,
    ("608.1", "608.10"),
    "A two-headed game is played by two teams of two (larger teams only with an agreed shield count); the teams are {teams}.",
    "双頭戦は2人ずつのチーム2組で行います（各チーム3人以上の場合はシールドの枚数を決めなおします）。チームは{teams}です。",
)
TH_TEAMMATE_MANA = _c(
    "two_headed.teammate_cards",
    Verdict.ILLEGAL,
    ("608.5",),
    "{seat} tapped {mana} of teammate {owner} to pay; team resources other than the shared shields are not shared, and a player cannot use a teammate's cards.",
    "{seat}がチームメイト{owner}のマナ{mana}をタップして支払いました。共用シールド以外のリソースは共有されず、チームメイトのカードを操作することはできません。",
)
TH_NO_BLOCK_LOSS = _c(
    "two_headed.zero_shield_loss",
    Verdict.ILLEGAL,
    ("608.9c", "502.1c"),
    "{attacker}'s unblocked attack hit the team of {defender} with 0 shared shields and the team did not lose; this loss is a state-based action.",
    "{defender}のチームは共用シールド0枚で{attacker}のブロックされない攻撃を受けましたが、敗北していません。これは状況起因処理です。",
)

TH_ATTACK_WARD = _c(
    "two_headed.attack_ward",
    Verdict.ILLEGAL,
    ("608.8c~2", "403.2b"),
    "{seat} attacked the team of {defender}, but {ward} of defending player {controller} keeps its opponents' creatures from attacking {controller}; a creature that cannot attack one defending player cannot attack the defending team.",
    "{seat}が{defender}のチームを攻撃しましたが、防御プレイヤー{controller}の{ward}により相手のクリーチャーは{controller}を攻撃できません。いずれかの防御プレイヤーを攻撃できないクリーチャーは防御チームを攻撃できません。",
)


class TwoHeaded(TeamTurns):
    code = TWO_HEADED
    generator_seats = (4,)

    def validate(self, state: DMState, ctx: Context) -> None:
        super().validate(state, ctx)
        teams = teams_of(state)
        if not teams:
            return
        sizes = {len(t) for t in teams}
        agreed = isinstance(state.options.get("shields"), int)
        if len(teams) != 2 or min(sizes) < 2 or (max(sizes) > 2 and not agreed) or len(sizes) > 1:
            ctx.flag(TH_TEAMS, {"teams": " / ".join("+".join(t) for t in teams)})

    def may_block(self, state: DMState, blocker_seat: str, attack: Attack) -> bool:
        return blocker_seat in team_of(state, attack.defender)  # 608.8d

    def shield_seats(self, state: DMState, defender: str) -> list[str]:
        return [s for s in team_of(state, defender) if state.players[s].in_game]  # 608.6

    def attack_problems(self, state: DMState, seat: str, defender: str) -> list[Problem]:
        """608.8c (second printing) / 403.2b: a creature that a defending player's card keeps from attacking
        that player (a declared continuous `attack_ward`, 「相手のクリーチャーは自分を攻撃できない」) cannot
        attack the defending team, whichever of its players is designated."""
        problems: list[Problem] = []
        for mate in team_of(state, defender):
            if not state.players[mate].in_game:
                continue
            for iid, card in state.players[mate].zones["battle"].cards.items():
                d = state.card_def(iid)
                warded = any(
                    a.kind == "continuous" and a.effect.get("attack_ward") is True
                    for a in (d.abilities if d is not None else ())
                )
                if warded and card.controller == mate:
                    ward = d.name if d is not None else iid
                    problems.append(
                        (
                            TH_ATTACK_WARD,
                            {"seat": seat, "defender": defender, "ward": ward, "controller": mate},
                        )
                    )
                    return problems
        return problems

    def propagate_loss(self, state: DMState, seat: str) -> list[str]:
        return [s for s in team_of(state, seat) if s != seat]  # 608.9a, 608.9b

    def end_clauses(self, state: DMState) -> list[str]:
        # A concession removes the team at once (608.9b); any other loss of one player is the team's (608.9a).
        return ["608.9b"] if state.reason == "concede" else ["608.9a"]

    def winners(self, state: DMState) -> list[str] | None:
        left = state.remaining
        teams = {tuple(team_of(state, s)) for s in left}
        return left if len(teams) <= 1 else None

    def handlers(self) -> dict[str, Handler]:
        base = super().handlers()
        cached = getattr(self, "_th_wrapped", None)
        if cached is None:
            cached = dict(base)
            for act in ("summon", "cast", "activate"):
                cached[act] = self._no_teammate_mana(base[act])
            cached["attack"] = self._zero_shield_check(base["attack"])
            self._th_wrapped = cached
        return cached

    def _no_teammate_mana(self, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            seat = entry.actor
            tap = entry.args.get("tap")
            if seat is not None and isinstance(tap, list):
                for iid in tap:
                    where = state.find(iid) if isinstance(iid, str) else None
                    if where and where[1] == "mana" and self.teammates(state, seat, where[0]):
                        ctx.flag(
                            TH_TEAMMATE_MANA, {"seat": seat, "mana": iid, "owner": where[0]}, players=[seat]
                        )
            handler(state, entry, ctx)

        return run

    def _zero_shield_check(self, handler: Handler) -> Handler:
        """608.9c: an unblocked attack on a team with 0 shared shields ends in that team's loss. The
        core flags a missing direct attack only when the attack step ends; a new attack before that
        is where the loss was skipped, so it is judged here."""

        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            a = state.attack
            if (
                a is not None
                and a.blocker is None
                and not a.direct
                and not a.attacker_left
                and a.target in state.players
                and a.shields_at_declare == 0
                and state.players[a.defender].in_game
            ):
                ctx.flag(TH_NO_BLOCK_LOSS, {"attacker": a.attacker, "defender": a.defender})
                a.direct = True  # reported once; the core's end-of-attack check is not repeated
            handler(state, entry, ctx)

        return run

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {"teams": [["P1", "P2"], ["P3", "P4"]]}

    def generator_game(self) -> type:
        return _generator_class()


@functools.cache
def _generator_class() -> type:
    """The legal-play generator's two-headed game, built on first use: the generator module imports
    the variants package, so importing it at this module's top would be circular."""
    from judge.engine.games.dm_variants import generator as g

    class TwoHeadedGame(g._Game):
        def team(self, seat: str) -> list[str]:
            return next(t for t in self.options["teams"] if seat in t)

        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.first = self.team(self.first)[0]  # the team's primary opens (604.2)

        def lose(self, seat: str) -> None:
            for s in self.team(seat):  # 608.9a: the team loses together
                side = self.seats[s]
                side.alive = False
                for other in self.seats.values():
                    other.battle = [c for c in other.battle if c.owner != s]
                    other.mana = [c for c in other.mana if c.owner != s]
                    other.grave = [c for c in other.grave if c.owner != s]
                side.deck, side.hand, side.shields = [], [], []
            self.check_end()

        def check_end(self) -> None:
            left = self.alive()
            if len({tuple(self.team(s)) for s in left}) <= 1:
                self.winners = left
                raise g._GameOver

        def next_player(self) -> str:
            if self.tp is None:
                return self.first
            for team in self.options["teams"]:
                if self.tp not in team:
                    return team[0]
            raise g._GameOver

        def take_turn(self, tp: str) -> None:
            team = self.team(tp)
            self.phase = "start"
            self.log(tp, "turn_start")
            for s in team:
                for c in self.seats[s].mana + self.seats[s].battle:
                    c.tapped = False
            self.phase = "draw"
            if self.turn > 1:  # 608.7: the first team skips its first draw
                for s in team:
                    side = self.seats[s]
                    c = side.deck.pop()
                    side.hand.append(c)
                    self.log(s, "draw", cards=[self.ref(c)])
                    if not side.deck:
                        self.lose(s)
            self.phase = "charge"
            for s in team:
                side = self.seats[s]
                if side.hand and self.rng.random() < 0.9:
                    c = self.rng.choice(side.hand)
                    side.hand.remove(c)
                    c.tapped = len(self.kw(c)["civilizations"]) > 1
                    side.mana.append(c)
                    self.log(s, "charge", card=self.ref(c))
            self.phase = "main"
            for s in team:
                self.main(s)
            self.phase = "attack"
            for s in self.rng.sample(team, len(team)):  # 604.3e: any order
                self.team_attacks(s)
            self.phase = "end"

        def team_attacks(self, s: str) -> None:
            side = self.seats[s]
            for c in list(side.battle):
                if c not in side.battle or c.tapped or self.rng.random() < 0.3:
                    continue
                if c.entered == self.turn and not self.kw(c).get("speed_attacker"):
                    continue
                foes = [o for o in self.alive() if o not in self.team(s)]
                self.team_attack(s, c, self.rng.choice(foes))

        def team_attack(self, s: str, c: Any, defender: str) -> None:
            defenders = [d for d in self.team(defender) if self.seats[d].alive]
            tapped_targets = [t for t in self.seats[defender].battle if t.tapped]
            target = self.rng.choice(tapped_targets) if tapped_targets and self.rng.random() < 0.4 else None
            c.tapped = True
            self.log(
                s, "attack", attacker=c.iid, defender=defender, target=target.iid if target else defender
            )
            pool = [(d, sh) for d in defenders for sh in self.seats[d].shields]
            blockers = [
                (d, b)
                for d in defenders
                for b in self.seats[d].battle
                if not b.tapped and self.kw(b).get("blocker")
            ]
            other = target
            if blockers and self.rng.random() < 0.5:  # 608.8d: either defender blocks
                d, b = self.rng.choice(blockers)
                b.tapped = True
                self.log(d, "block", blocker=b.iid)
                other = b
            if other is not None:
                self.battle(c, other)
                return
            if not pool:  # 608.9c
                self.log(s, "direct_attack")
                self.lose(defender)
                return
            n = min(self.kw(c).get("breaker", 1), len(pool))
            broken = self.rng.sample(pool, n)  # 608.8e: the breaks may be split across defenders
            for d, sh in broken:
                self.seats[d].shields.remove(sh)
                self.seats[d].hand.append(sh)
            self.log(s, "break", shields=[self.ref(sh) for _, sh in broken])
            for d, sh in broken:
                if self.kw(sh).get("shield_trigger") and self.rng.random() < 0.7:
                    side = self.seats[d]
                    side.hand.remove(sh)
                    self.log(d, "shield_trigger", card=self.ref(sh))
                    if self.cards[sh.cid]["type"] == "creature":
                        sh.controller, sh.entered, sh.tapped = d, self.turn, False
                        side.battle.append(sh)
                    else:
                        side.grave.append(sh)

    return TwoHeadedGame


VARIANT = register_variant(TwoHeaded())
