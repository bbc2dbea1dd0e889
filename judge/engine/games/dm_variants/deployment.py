"""603.1: the deploy act in any game, and the two checks the option module shares with it.

The core's `deploy` handler reports 603.1 when the game does not use the option (605.2b in a free-for-all); variants/deploy.py
(the option itself) judges 603.2 and 603.3. Both need these, and neither may import the other.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants.formats import FREE_FOR_ALL, GRAND_MELEE, PENTAGON, ROTATING_TABLE
from judge.engine.games.dm_variants.state import DMState

_c = declarer("dm-variants")

DEPLOY_OFF = _c(
    "deploy.not_in_use",
    Verdict.ILLEGAL,
    ("603.1",),
    "{seat} deployed {card}, but this game does not use the deploy-creatures option.",
    "{seat}が{card}を配置しましたが、このゲームは「クリーチャー配置」選択ルールを用いていません。",
)
# 605.2b bans the option outright in a free-for-all, and pentagon (606.1), grand melee (607.1) and the
# rotating table (705.1) are free-for-alls too: there it, not 603.1's "seldom used", decides.
DEPLOY_FREE_FOR_ALL = _c(
    "deploy.free_for_all",
    Verdict.ILLEGAL,
    ("605.2b",),
    "{seat} deployed {card}, but this game ({format}) is a free-for-all, which does not use the deploy-creatures option.",
    "{seat}が{card}を配置しましたが、このゲーム（{format_ja}）は無差別戦の一種で、「クリーチャー配置」選択ルールを用いません。",
)
FREE_FOR_ALL_FAMILY = (FREE_FOR_ALL, PENTAGON, GRAND_MELEE, ROTATING_TABLE)
DEPLOY_WHAT = _c(
    "deploy.creature",
    Verdict.ILLEGAL,
    ("603.2",),
    "{seat} deployed {card} to {to}: {problem}; you deploy a creature you control that is not summoning sick, to a teammate.",
    "{seat}が{card}を{to}に配置しました：{problem_ja}。配置できるのは自分がコントロールする召喚酔いしていないクリーチャーを、チームメイトにだけです。",
)
_PROBLEMS = {
    "missing": ("it is not in the battle zone", "バトルゾーンにありません"),
    "not_yours": ("the deploying player does not control it", "配置するプレイヤーがコントロールしていません"),
    "sick": ("it is summoning sick", "召喚酔いしています"),
    "not_mate": (
        "the receiver is not a teammate in the game",
        "受け取るプレイヤーがゲーム中のチームメイトではありません",
    ),
}


def what(seat: str, iid: str | None, to: Any, problem: str) -> dict[str, Any]:
    en, ja = _PROBLEMS[problem]
    return {"seat": seat, "card": iid, "to": to, "problem": en, "problem_ja": ja}


def deploy_without_option(state: DMState, entry: Entry, ctx: Context) -> None:
    """The `deploy` act in a format that does not use 603 (603.1): the game without the option. The
    control change is applied as recorded; the 603.2 conditions presuppose the option and are not asked.
    A format that turns the option on without modelling it (options.deploy outside 皇帝戦) keeps the
    act unknown."""
    if state.options.get("deploy"):
        ctx.flag(
            C.LOG_UNKNOWN_ACT,
            {"act": entry.act, "format": state.variant.spec.name_en, "format_ja": state.variant.spec.name_ja},
        )
        return
    seat = entry.actor or state.turn_player or state.seating[0]
    iid = split_ref(entry.args.get("card"))[0]
    to = entry.args.get("to")
    if iid is None or not isinstance(to, str):
        ctx.flag(DEPLOY_WHAT, what(seat, iid, to, "missing"), players=[seat])
        return
    spec = state.variant.spec
    if spec.code in FREE_FOR_ALL_FAMILY:
        ctx.flag(
            DEPLOY_FREE_FOR_ALL,
            {"seat": seat, "card": iid, "format": spec.name_en, "format_ja": spec.name_ja},
            players=[seat],
        )
    else:
        ctx.flag(DEPLOY_OFF, {"seat": seat, "card": iid}, players=[seat])
    where = state.find(iid)
    card = state.players[where[0]].zones["battle"].cards.get(iid) if where else None
    if card is not None and to in state.players:
        card.controller = to
