"""702 「魔王戦」: one 魔王 against a team of heroes, with shared team turns (604, 702.2).

Log conventions (docs/log-format-dm-variants.md, section 魔王戦): `options.teams` lists the 魔王's team
of one and the heroes' team (the core's 604 convention); the 魔王 is the seat alone in its team (else
the seat whose decklist has a `schemes` pile). `scheme` {card} sets the top scheme in motion
(501.1b); the engine puts it on the bottom of the scheme deck once it has resolved (702.10, a
state-based action), so a scheme set in motion again before every other scheme came up is reported.
"""

from __future__ import annotations

import functools
import random
from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import actions as A
from judge.engine.games.dm_variants.formats import ARCHENEMY
from judge.engine.games.dm_variants.state import STEP_INDEX, DMState, Handler
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.team_turns import TeamTurns, team_of, teams_of

GAME = "dm-variants"


_c = declarer(GAME, "archenemy")


AE_TEAMS = _c(
    "teams",
    Verdict.ILLEGAL,
    ("702.2", "702.2a"),
    "An archenemy game is two teams, one of them the 魔王 alone; the teams are {teams}.",
    "魔王戦は2チームで行い、片方のチームは魔王1人です。チームは{teams}です。",
)
AE_FIRST = _c(
    "first_turn",
    Verdict.ILLEGAL,
    ("702.6",),
    "{seat} takes the first turn; the 魔王 {archenemy} takes the first turn, not a player chosen at random.",
    "{seat}が第1ターンを行います。無作為に選ばれたプレイヤーでなく、魔王{archenemy}が第1ターンを行います。",
)
AE_SHIELDS = _c(
    "shield_count",
    Verdict.NEEDS_RULING,
    ("702.2b", "702.5"),
    "The heroes' team has {count} players; 702.5 gives shield counts only for 2 or 3, and the log does not set an agreed count (options.shields).",
    "ヒーロー側のチームは{count}人です。702.5は2人と3人のシールド枚数だけを定めており、記録には合意した枚数（options.shields）がありません。",
)
AE_SCHEME_WHO = _c(
    "scheme_who",
    Verdict.ILLEGAL,
    ("501.1a", "702.9"),
    "{seat} set a scheme in motion; only the 魔王 {archenemy} does that.",
    "{seat}が計略を実行中にしました。計略を実行中にできるのは魔王{archenemy}だけです。",
)
AE_SCHEME_WHEN = _c(
    "scheme_timing",
    Verdict.ILLEGAL,
    ("702.9",),
    "{problem}; the 魔王 sets the top scheme in motion right after their main step begins.",
    "{problem_ja}。魔王は自分のメインステップが開始した直後に計略デッキの一番上を実行中にします。",
)
AE_SCHEME_MISSING = _c(
    "scheme_missing",
    Verdict.ILLEGAL,
    ("702.9",),
    "The 魔王 {archenemy} set no scheme in motion in turn {turn}; one is set in motion right after their main step begins.",
    "魔王{archenemy}はターン{turn}に計略を実行中にしませんでした。メインステップの開始直後に1枚を実行中にします。",
)
AE_SCHEME_TWICE = _c(
    "scheme_one_at_a_time",
    Verdict.ILLEGAL,
    ("501.1c", "702.9"),
    "A second scheme was set in motion in turn {turn} without a card effect instructing it; one scheme is set in motion per main step, one at a time.",
    "ターン{turn}にカードの指示なしで2枚目の計略が実行中にされました。計略は1枚ずつ、メインステップの開始時に1枚です。",
)
AE_SCHEME_ORDER = _c(
    "scheme_bottom",
    Verdict.ILLEGAL,
    ("702.10", "502.1f"),
    "Scheme {card} came up again after {since} other schemes; once resolved it goes to the bottom of a scheme deck of {size}, so the other {others} come first.",
    "計略{card}が他の計略{since}枚の後に再び実行中になりました。解決後は{size}枚の計略デッキの一番下に置かれるので、他の{others}枚が先です。",
)

AE_SETUP_SHIELDS = _c(
    "setup_shields",
    Verdict.ILLEGAL,
    ("702.5",),
    "{seat} set {count} shields; in an archenemy game the 魔王 starts with 7, each of two heroes with 7 and each of three heroes with 5, so {seat} sets {wanted}.",
    "{seat}がシールドを{count}枚置きました。魔王戦のゲーム開始時のシールドは魔王が7枚、ヒーローが2人なら各7枚、3人なら各5枚なので、{seat}は{wanted}枚です。",
)

AE_TEAMMATE = _c(
    "teammate_cards",
    Verdict.ILLEGAL,
    ("702.2c",),
    "{seat} tapped {mana} of teammate {owner} to pay; heroes do not share resources and cannot operate a teammate's cards.",
    "{seat}がチームメイト{owner}のマナ{mana}をタップして支払いました。チームのリソースは共有されず、チームメイトのカードを操作することはできません。",
)

_AE = "ae:"


def archenemy_of(state: DMState) -> str | None:
    cached = state.extra.get(_AE + "seat")
    if cached is None:
        alone = [t[0] for t in teams_of(state) if len(t) == 1]
        schemers = [s for s in state.seating if (state.decklists.get(s) or {}).get("schemes")]
        cached = (alone or schemers or [""])[0]
        state.extra[_AE + "seat"] = cached
    return cached or None


class Archenemy(TeamTurns):
    code = ARCHENEMY
    generator_seats = (3, 4)

    def validate(self, state: DMState, ctx: Context) -> None:
        super().validate(state, ctx)
        teams = teams_of(state)
        boss = archenemy_of(state)
        if len(teams) != 2 or boss is None or team_of(state, boss) != [boss]:
            ctx.flag(AE_TEAMS, {"teams": " / ".join("+".join(t) for t in teams) or "none"})
        elif state.first_player != boss:
            ctx.flag(AE_FIRST, {"seat": state.first_player, "archenemy": boss}, players=[state.first_player])
        # 600.8: only two-headed skips the first draw, so the first team turn draws as usual.
        state.extra["first_team_turn"] = -1
        heroes = len(state.seating) - 1
        if heroes not in (2, 3) and not isinstance(state.options.get("shields"), int):
            ctx.flag(AE_SHIELDS, {"count": heroes}, unknown="shield count for a team of this size")

    def shields(self, state: DMState, seat: str) -> int:
        if seat == archenemy_of(state):
            return 7
        agreed = state.options.get("shields")
        if isinstance(agreed, int):
            return agreed  # 702.2b
        return 5 if len(state.seating) - 1 >= 3 else 7

    def setup_shields_check(self, state: DMState, seat: str) -> CheckSpec | None:
        # 702.5 gives the 魔王's count and the heroes' for two or three heroes; an agreed count (702.2b) or a
        # team of another size is the core's check.
        if seat == archenemy_of(state):
            return AE_SETUP_SHIELDS
        heroes = len(state.seating) - 1
        return (
            AE_SETUP_SHIELDS
            if heroes in (2, 3) and not isinstance(state.options.get("shields"), int)
            else None
        )

    def winners(self, state: DMState) -> list[str] | None:
        left = state.remaining
        if len({tuple(team_of(state, s)) for s in left}) > 1:
            return None
        # 102.1b: every player of the team left wins, a hero eliminated earlier included.
        return list(team_of(state, left[0])) if left else []

    def handlers(self) -> dict[str, Handler]:
        cached = getattr(self, "_ae_wrapped", None)
        if cached is None:
            base = super().handlers()
            cached = {act: _watch(h) for act, h in base.items()}
            for act in ("summon", "cast", "activate"):
                cached[act] = _watch(self._own_mana(base[act]))
            cached["scheme"] = _watch(self._team_turn(_scheme))
            self._ae_wrapped = cached
        return cached

    def _own_mana(self, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            seat = entry.actor
            for raw in entry.args.get("tap") or [] if seat is not None else []:
                iid = split_ref(raw)[0]
                where = state.find(iid) if iid else None
                if seat and where and where[1] == "mana" and self.teammates(state, seat, where[0]):
                    ctx.flag(AE_TEAMMATE, {"seat": seat, "mana": iid, "owner": where[0]}, players=[seat])
            handler(state, entry, ctx)

        return run

    def finish(self, state: DMState, ctx: Context) -> None:
        _owed(state, ctx)

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {"teams": [["P1"], [f"P{i}" for i in range(2, seats + 1)]]}

    def generator_game(self) -> type:
        return _generator_class()


def _owed(state: DMState, ctx: Context) -> None:
    """702.9: once the 魔王's main step is over (or their turn), their scheme is owed."""
    boss = archenemy_of(state)
    pending = state.extra.get(_AE + "pending")
    if pending is None:
        return
    step_over = state.step in STEP_INDEX and STEP_INDEX[state.step] > STEP_INDEX["main"]
    over = state.turn != pending or step_over
    if over and state.extra.get(_AE + "done") != pending:
        state.extra[_AE + "done"] = pending
        ctx.flag(AE_SCHEME_MISSING, {"archenemy": boss, "turn": pending}, players=[boss] if boss else [])


def _watch(handler: Handler) -> Handler:
    def run(state: DMState, entry: Entry, ctx: Context) -> None:
        boss = archenemy_of(state)
        _owed(state, ctx)
        if state.turn_player == boss and state.turn > 0 and state.extra.get(_AE + "turn") != state.turn:
            state.extra[_AE + "turn"] = state.turn
            state.extra[_AE + "pending"] = state.turn
        first_main = state.step == "main" and state.extra.get(_AE + "main_seen") != state.turn
        if first_main and state.turn_player == boss:
            state.extra[_AE + "main_seen"] = state.turn
            if entry.act != "scheme" and state.extra.get(_AE + "done") != state.turn:
                state.extra[_AE + "done"] = state.turn
                ctx.flag(
                    AE_SCHEME_WHEN,
                    {
                        "problem": f"'{entry.act}' came first in the 魔王's main step of turn {state.turn}",
                        "problem_ja": f"ターン{state.turn}の魔王のメインステップで'{entry.act}'が先に行われました",
                    },
                    players=[boss] if boss else [],
                )
        handler(state, entry, ctx)

    return run


def _scheme(state: DMState, entry: Entry, ctx: Context) -> None:
    boss = archenemy_of(state)
    seat = entry.actor or state.turn_player or ""
    if seat != boss:
        ctx.flag(AE_SCHEME_WHO, {"seat": seat, "archenemy": boss}, players=[seat])
        return
    by_effect = bool(entry.args.get("source"))
    if not by_effect:
        if state.turn_player != boss or state.step != "main":
            ctx.flag(
                AE_SCHEME_WHEN,
                {
                    "problem": f"a scheme was set in motion in the {state.step} step of {state.turn_player}'s turn",
                    "problem_ja": f"{state.turn_player}のターンの{state.step}ステップに計略が実行中にされました",
                },
                players=[seat],
            )
        elif state.extra.get(_AE + "set") == state.turn:
            ctx.flag(AE_SCHEME_TWICE, {"turn": state.turn}, players=[seat])
        state.extra[_AE + "set"] = state.turn
        state.extra[_AE + "done"] = state.turn
        state.extra.pop(_AE + "pending", None)
    iid = split_ref(entry.args.get("card"))[0]
    if iid is None:
        A.bad(ctx, entry.act, "no scheme card", "スキームカードがありません")
        return
    # Schemes stay in the command zone (702.4), outside the decklist's `main`, so the core's
    # card binding (which looks there) is not used.
    state.ids.setdefault(iid, split_ref(entry.args.get("card"))[1] or "")
    history: list[str] = state.extra.setdefault(_AE + "history", [])
    size = sum((state.decklists.get(seat) or {}).get("schemes", {}).values()) or 0
    if iid in history and size:
        since = len(history) - 1 - max(i for i, x in enumerate(history) if x == iid)
        if since < size - 1:
            ctx.flag(
                AE_SCHEME_ORDER,
                {"card": iid, "since": since, "size": size, "others": size - 1},
                cards=[iid],
                players=[seat],
            )
    history.append(iid)


# --- the legal-play generator ------------------------------------------------------------------------
SCHEMES = {f"SC{i}": {"name": f"計略{i}", "type": "scheme", "cost": 0, "keywords": {}} for i in range(20)}


@functools.cache
def _generator_class() -> type:
    """Built on first use: the generator imports the variants package (a top-level import is circular)."""
    from judge.engine.games.dm_variants import generator as g

    class ArchenemyGame(g._Game):
        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.first = "P1"  # 702.6
            self.heroes = self.names[1:]
            self.cards = {**self.cards, **SCHEMES}
            self.schemes = [f"P1:sc{i}" for i in range(20)]
            self.rng.shuffle(self.schemes)
            self.scheme_ids = {iid: f"SC{int(iid.rsplit('sc', 1)[1])}" for iid in self.schemes}

        def setup(self) -> None:
            for s in self.names:
                side = self.seats[s]
                n = 7 if s == "P1" or len(self.heroes) == 2 else 5  # 702.5
                self.log(s, "shuffle")
                side.shields = [side.deck.pop() for _ in range(n)]
                self.log(s, "shields", count=n)
                drawn = [side.deck.pop() for _ in range(5)]
                side.hand.extend(drawn)
                self.log(s, "draw", cards=[self.ref(c) for c in drawn])

        def team(self, seat: str) -> list[str]:
            return ["P1"] if seat == "P1" else self.heroes

        def lose(self, seat: str) -> None:
            side = self.seats[seat]
            if not side.alive:
                return
            side.alive = False
            for other in self.seats.values():  # 600.3a, the cards they own
                other.battle = [c for c in other.battle if c.owner != seat]
                other.mana = [c for c in other.mana if c.owner != seat]
                other.grave = [c for c in other.grave if c.owner != seat]
            side.deck, side.hand, side.shields = [], [], []
            self.check_end()

        def check_end(self) -> None:
            left = self.alive()
            if len({tuple(self.team(s)) for s in left}) <= 1:
                self.winners = list(self.team(left[0])) if left else []  # 102.1b: the whole team
                raise g._GameOver

        def next_player(self) -> str:
            if self.tp is None:
                return "P1"
            if self.tp == "P1":
                live = [h for h in self.heroes if self.seats[h].alive]
                if not live:
                    raise g._GameOver
                return live[0]
            return "P1"

        def take_turn(self, tp: str) -> None:
            team = [s for s in self.team(tp) if self.seats[s].alive]
            self.phase = "start"
            self.log(tp, "turn_start")
            for s in team:
                for c in self.seats[s].mana + self.seats[s].battle:
                    c.tapped = False
            self.compute_ranges()
            self.phase = "draw"
            for s in team:  # 604.3b; 600.8: the starting player draws too
                side = self.seats[s]
                c = side.deck.pop()
                side.hand.append(c)
                self.log(s, "draw", cards=[self.ref(c)])
                if not side.deck:
                    self.lose(s)
                    return
            self.phase = "charge"
            for s in team:
                side = self.seats[s]
                if side.hand and self.rng.random() < 0.9:
                    c = self.rng.choice(side.hand)
                    side.hand.remove(c)
                    c.tapped = len(self.kw(c)["civilizations"]) > 1
                    c.entered = self.turn
                    side.mana.append(c)
                    self.log(s, "charge", card=self.ref(c))
            self.phase = "main"
            if tp == "P1":  # 702.9, then 702.10: to the bottom
                top = self.schemes.pop(0)
                self.schemes.append(top)
                self.log("P1", "scheme", card={"iid": top, "card": self.scheme_ids[top]})
            for s in team:
                self.main(s)
            self.phase = "attack"
            for s in self.rng.sample(team, len(team)):
                side = self.seats[s]
                for c in list(side.battle):
                    if not side.alive or c not in side.battle or c.tapped or self.rng.random() < 0.3:
                        continue
                    if c.entered == self.turn and not self.kw(c).get("speed_attacker"):
                        continue
                    foes = sorted(o for o in self.alive() if o not in self.team(s))
                    if not foes:
                        return
                    self.attack(s, c, self.rng.choice(foes))
            self.phase = "end"

        def document(self) -> dict[str, Any]:
            doc = super().document()
            boss = dict(doc["header"]["decklists"]["P1"])
            boss["schemes"] = dict.fromkeys(SCHEMES, 1)
            doc["header"]["decklists"]["P1"] = boss
            return doc

    return ArchenemyGame


VARIANT = register_variant(Archenemy())
