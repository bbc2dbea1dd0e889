"""603 「クリーチャー配置」: in your own main step, give control of a creature of yours that is not
summoning sick to a teammate (603.2). It cannot attack "the next turn" and cannot be deployed again
(603.3). Under 609.9 a commander (DMEDH) cannot be deployed.

The act is `deploy` with `card` (the creature) and `to` (the teammate). The creature stays in its
zone; only its controller changes. decisions.md DM 13 reads 603.3: 「次のターンに」 limits only the
attack, in the new controller's next turn (the policy `deploy_next_turn`, decided; an old log's
`any_next_turn`, the game's next turn, is still applied); "cannot be deployed again" has no time limit
and lasts while the creature stays in the battle zone. Once it leaves, it is a new object: neither
restriction follows it back.
"""

from __future__ import annotations

import re

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants.deployment import DEPLOY_OFF, DEPLOY_WHAT, what
from judge.engine.games.dm_variants.formats import policy_choice
from judge.engine.games.dm_variants.state import DMState, Handler, Variant

GAME = "dm-variants"
_c = declarer(GAME)

DEPLOY_WHEN = _c(
    "deploy.own_main_step",
    Verdict.ILLEGAL,
    ("603.2",),
    "{seat} deployed {card} in the {step} step of {turn_player}'s turn; a creature is deployed during your own main step.",
    "{seat}が{turn_player}のターンの{step}ステップに{card}を配置しました。配置は自分のメインステップ中に行います。",
)
DEPLOY_AGAIN = _c(
    "deploy.again",
    Verdict.ILLEGAL,
    ("603.3",),
    "{card} was deployed again; a creature whose control was moved by deployment cannot be deployed.",
    "{card}が再び配置されました。クリーチャー配置によってコントロールを移されたクリーチャーは、再び配置できません。",
)
DEPLOY_ATTACK = _c(
    "deploy.attack_next_turn",
    Verdict.ILLEGAL,
    ("603.3",),
    "{card} attacked in turn {turn}, the next turn after it was deployed in turn {deployed}; a deployed creature cannot attack the next turn.",
    "{card}がターン{turn}に攻撃しました。ターン{deployed}に配置されたクリーチャーは次のターンに攻撃できません。",
)
DEPLOY_COMMANDER = _c(
    "deploy.commander",
    Verdict.ILLEGAL,
    ("609.9",),
    "{card} is a commander; in an emperor game with DMEDH a commander cannot be deployed to a teammate.",
    "{card}は統率者です。DMEDHと併用する皇帝戦では、統率者をクリーチャー配置でチームメイトにコントロールさせることはできません。",
)


def _deployed(state: DMState) -> dict[str, tuple[int, str, int]]:
    """iid -> (turn deployed, new controller, that player's turns taken then)."""
    return state.extra.setdefault("deployed", {})


def deploy(state: DMState, entry: Entry, ctx: Context) -> None:
    seat = entry.actor or state.turn_player or state.seating[0]
    iid = split_ref(entry.args.get("card"))[0]
    to = entry.args.get("to")
    if iid is None or not isinstance(to, str):
        ctx.flag(DEPLOY_WHAT, what(seat, iid, to, "missing"), players=[seat])
        return
    if not state.options.get("deploy"):
        ctx.flag(DEPLOY_OFF, {"seat": seat, "card": iid}, players=[seat])
    if seat != state.turn_player or state.step != "main":
        ctx.flag(
            DEPLOY_WHEN,
            {"seat": seat, "card": iid, "step": state.step, "turn_player": state.turn_player},
            players=[seat],
        )
    where = state.find(iid)
    card = state.players[where[0]].zones["battle"].cards.get(iid) if where else None
    if card is None:
        ctx.flag(DEPLOY_WHAT, what(seat, iid, to, "missing"), cards=[iid])
        return
    d = state.card_def(iid)
    problem = None
    if card.controller != seat:
        problem = "not_yours"
    elif card.entered == state.turn and not (d and d.speed_attacker):
        problem = "sick"
    elif (
        to not in state.players
        or not state.players[to].in_game
        or not state.variant.teammates(state, seat, to)
    ):
        problem = "not_mate"
    if problem:
        ctx.flag(DEPLOY_WHAT, what(seat, iid, to, problem), cards=[iid], players=[seat])
    if iid in _deployed(state):
        ctx.flag(DEPLOY_AGAIN, {"card": iid}, cards=[iid], players=[seat])
    if state.options.get("commander") and is_commander(iid):
        ctx.flag(DEPLOY_COMMANDER, {"card": iid}, cards=[iid], players=[seat])
    if to in state.players:
        card.controller = to
        _deployed(state)[iid] = (state.turn, to, state.players[to].turns_taken)


def is_commander(iid: str) -> bool:
    """The DMEDH module names a commander `<seat>:cmd` (a God commander's further cards `cmd2` …)."""
    return re.fullmatch(r"[^:]+:cmd\d*", iid) is not None


def check_deployed_attack(state: DMState, entry: Entry, ctx: Context) -> None:
    """603.3: called before the core judges an attack."""
    iid = split_ref(entry.args.get("attacker"))[0]
    record = _deployed(state).get(iid) if iid else None
    if record is None:
        return
    turn, to, taken = record
    if state.turn_player != to or state.turn <= turn:
        return
    controllers_next = state.players[to].turns_taken == taken + 1
    games_next = state.turn == turn + 1
    if controllers_next and games_next:
        barred = True
    elif controllers_next or games_next:
        choice, _ = policy_choice(state.options, "deploy_next_turn")  # decisions.md DM 13
        barred = choice == ("controller_next_turn" if controllers_next else "any_next_turn")
    else:
        barred = False
    if barred:
        ctx.flag(
            DEPLOY_ATTACK, {"card": iid, "turn": state.turn, "deployed": turn}, cards=[iid], players=[to]
        )


def forget_left(state: DMState) -> None:
    """decisions.md DM 13: a deployed creature that left the battle zone is a new object when it comes
    back, so its 603.3 record ends as soon as it is no longer there."""
    records = _deployed(state)
    for iid in [i for i in records if (state.find(i) or ("", ""))[1] != "battle"]:
        del records[iid]


class Deploy(Variant):
    """Adds the `deploy` act and the 603.3 attack rule to a format that has teams."""

    def handlers(self) -> dict[str, Handler]:
        base = super().handlers()
        cached = getattr(self, "_deploy_wrapped", None)
        if cached is None:
            from judge.engine.games.dm_variants.actions import HANDLERS

            inner = base.get("attack") or HANDLERS["attack"]

            def attack(state: DMState, entry: Entry, ctx: Context) -> None:
                check_deployed_attack(state, entry, ctx)
                inner(state, entry, ctx)

            def tracked(handler: Handler) -> Handler:
                def run(state: DMState, entry: Entry, ctx: Context) -> None:
                    handler(state, entry, ctx)
                    forget_left(state)

                return run

            acts = {**HANDLERS, **base, "deploy": deploy, "attack": attack}
            cached = {act: tracked(h) for act, h in acts.items()}
            self._deploy_wrapped = cached
        return cached
