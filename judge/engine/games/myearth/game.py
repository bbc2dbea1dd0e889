"""The MyEarth engine's entry point: build the state from the header, screen each entry, hand it to its
act's handler (actions.py), and describe the end state.

Terminology follows the rulebook: a ターン (turn) is a whole round made of 先攻の番, 後攻の番 and the
対決 (18, 81); a 番 is one side's phase. The engine keys everything by side (5, 6): with teams any
member's seat acts for the side. The starting Earth Life is not in the rulebook (34, 48, 49 only speak
of recording it), so it is the event setting `options.starting_life`, default DEFAULT_STARTING_LIFE.

Modules: state.py (the sides and the game state), board.py (groups, sources, costs, strength on the
field), turns.py (番 and turn progression), playing.py (who may play, from the hand, with which
sources), actions.py and supports.py (one handler per logged act), processes.py (strength 0, the
survival check, the unresolved チェーン, the stalemate), snapshot.py (a mid-game start from header.snapshot), offers.py (the acts a recorder may offer next).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from judge.engine.core.abilities import ActOption
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.gamekit import header_error
from judge.engine.core.verdicts import Finding
from judge.engine.games.myearth import checks as C
from judge.engine.games.myearth.actions import HANDLERS
from judge.engine.games.myearth.cards import parse_card_defs
from judge.engine.games.myearth.deck import SIDE_JA, check_deck, deck_side
from judge.engine.games.myearth.offers import acts_available
from judge.engine.games.myearth.policies import POLICIES, POLICY_BOOK
from judge.engine.games.myearth.processes import (
    owed_survival,
    report_owed_shuffle,
    report_strength_zero,
    report_unresolved_chain,
    survival_window,
)
from judge.engine.games.myearth.snapshot import PHASES, load_snapshot, snapshot_of
from judge.engine.games.myearth.state import DEFAULT_STARTING_LIFE, MyEarthState, Side
from judge.engine.games.myearth.supports import report_away_effect, report_pending_effect

STARTING_LIFE_NOTE_EN = (
    "The starting Earth Life is not in the rulebook; {life} is the event setting "
    "(default 20, the product's default, not a rulebook value)."
)
STARTING_LIFE_NOTE_JA = (
    "地球ライフの初期値は公式ルールに記載がありません。{life}は大会の設定値です"
    "（既定値20は商品の既定値で、ルールの値ではありません）。"
)
WHY_JA = {
    "two turns without change (145)": "2ターンにわたり変化なし（145項）",
    "Earth Life reached 0 (142)": "地球ライフが0（142項）",
    "both Earth Lives reached 0 (144)": "両者の地球ライフが同時に0（144項）",
    "every member of a side was barred (79)": "一方の側の構成員が全員参加禁止（79項）",
    "result recorded": "結果の記録",
    "a judge's game loss (286)": "ジャッジによる負けの通告（286項）",
}
# The clause that ended the game, when game.continued does not already cite it (141, 142, 144, 145).
WHY_CLAUSES = {
    "every member of a side was barred (79)": (f"{C.GAME}:79",),
    "a judge's game loss (286)": (f"{C.GAME}:286",),
}
_header_error = partial(header_error, "myearth")


def _policies(options: dict[str, Any]) -> dict[str, str]:
    """The event's policies (policies.py) from `header.options.policies`. A known policy with a choice it
    does not offer is a header error, so that a misspelt choice is not silently read as unset; a name
    this engine does not know is left alone."""
    raw = options.get("policies")
    if raw is None:
        return {}
    if not isinstance(raw, dict):
        raise _header_error(
            "options.policies is an object {name: choice}.",
            "options.policiesは{名前: 選択}のオブジェクトです。",
            "$.header.options.policies",
        )
    for name, policy in POLICIES.items():
        if name in raw and raw[name] not in policy.accepted:
            raise _header_error(
                f"options.policies.{name} is one of {', '.join(policy.accepted)}.",
                f"options.policies.{name}は{'、'.join(policy.accepted)}のいずれかです。",
                f"$.header.options.policies.{name}",
            )
    return dict(raw)


class MyEarthGame:
    slug = "myearth"
    name = "マイアース 公式ルール／用語辞典（第2版 2012-10-31）"
    # The event rules policies (policies.py), for the event form and pages.
    policies = POLICY_BOOK
    # Every act this engine reads, for the recorder's free choice of act.
    acts = tuple(HANDLERS)

    def check_deck(self, decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
        return check_deck(decklist, cards)

    # --- start -------------------------------------------------------------------------------------
    def start(self, header: dict[str, Any], ctx: Context) -> MyEarthState:
        options = dict(header.get("options") or {})
        seats = [p["seat"] for p in header["players"]]
        teams = [list(t["seats"]) for t in header.get("teams") or []]
        groups: list[list[str]] = teams + [[s] for s in seats if not any(s in t for t in teams)]
        if len(groups) != 2:
            raise _header_error(
                "MyEarth is played by exactly two sides, each one person or one team (5, 6).",
                "マイアースは2つの側（各1人または1チーム）で対戦します（5項・6項）。",
                "$.header.players",
            )
        defs = parse_card_defs(header["cards"])
        life = int(options.get("starting_life", DEFAULT_STARTING_LIFE))
        sides: dict[str, Side] = {}
        seat_side: dict[str, str] = {}
        sizes: dict[str, int] = {}
        explicit = options.get("sides") or {}
        for group in groups:
            holder = next((s for s in group if s in header["decklists"]), None)
            if holder is None:
                raise _header_error(
                    f"No decklist for the side of {'/'.join(group)}.",
                    f"{'/'.join(group)}の側のデッキリストがありません。",
                    "$.header.decklists",
                )
            deck = dict(header["decklists"][holder]) | {"seat": holder}
            if holder in explicit:
                deck["side"] = explicit[holder]
            if options.get("deck_size"):
                deck["deck_size"] = options["deck_size"]
            deck["originals_agreed"] = bool(options.get("originals_agreed"))
            ctx.findings.extend(check_deck(deck, header["cards"], defs=defs))
            size = sum(n for n in deck["main"].values() if n > 0)
            sizes[holder] = size
            sides[holder] = Side(holder, deck_side(deck, defs), set(group), deck=size, life=life)
            for s in group:
                seat_side[s] = holder
        if len(set(sizes.values())) > 1:
            ctx.findings.append(
                C.DECK_SAME_SIZE.finding(None, {"counts": "/".join(map(str, sizes.values()))})
            )
        colours = [s.colour for s in sides.values()]
        if colours[0] is not None and colours[0] == colours[1]:
            ctx.findings.append(
                C.DECK_SIDES_CLASH.finding(None, {"side": colours[0], "side_ja": SIDE_JA[colours[0]]})
            )
        keys = list(sides)
        first = seat_side.get(header.get("first_player", ""), keys[0])
        order = [first, next(k for k in keys if k != first)]
        state = MyEarthState(
            defs=defs,
            sides=sides,
            seat_side=seat_side,
            order=order,
            starting_life=life,
            options={"policies": _policies(options)},
        )
        if "snapshot" in header:
            load_snapshot(state, header, ctx)  # a judge who arrived late: start from the position found
        return state

    # --- replay ------------------------------------------------------------------------------------
    def apply(self, state: MyEarthState, entry: Entry, ctx: Context) -> None:
        act = entry.act
        if act == "voided":
            return
        handler = HANDLERS.get(act)
        if handler is None:
            ctx.flag(C.LOG_UNKNOWN_ACT, {"act": act})
            return
        side = state.side_of(entry.actor)
        if entry.actor is not None and side is None:
            ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": entry.actor})
            return
        if state.over and act not in ("result", "penalty"):
            if not state.continued_reported:
                state.continued_reported = True
                why_ja = WHY_JA.get(state.over_why, state.over_why)
                ctx.flag(
                    C.GAME_OVER_CONTINUED,
                    {"act": act, "why": state.over_why, "why_ja": why_ja},
                    extra_clauses=WHY_CLAUSES.get(state.over_why, ()),
                )
            return
        if entry.actor in state.barred or entry.actor in state.late:
            # 77, and 78: a member barred for looking at the opponent's hand is a 77 spectator too.
            barred = entry.actor in state.barred
            ctx.flag(
                C.TEAM_SPECTATOR_ACTS,
                {
                    "seat": entry.actor,
                    "act": act,
                    "why": "barred under 78" if barred else "not a member when the opening hands were drawn",
                    "why_ja": "78項により参加禁止" if barred else "最初の手札を引き終えた時点で構成員でない",
                },
                players=[state.seat_side[entry.actor]],
                extra_clauses=(f"{C.GAME}:78",) if barred else (),
            )
            return
        if act not in ("leave", "survival", "survival_approve", "survival_object", "penalty", "conduct"):
            state.effect_by = None  # the effect's moves are over once anything else happens
        survival_window(state, entry, ctx)
        if act != "penalty":  # a judge's penalty interrupts nothing the rules owe (278)
            report_owed_shuffle(state, entry, ctx)
            owed_survival(state, entry, ctx)
        report_strength_zero(state, entry, ctx)
        report_unresolved_chain(state, entry, ctx)
        report_pending_effect(state, entry, ctx)
        report_away_effect(state, entry, ctx)
        handler(state, entry, side, ctx)

    def acts_available(self, state: MyEarthState) -> list[ActOption]:
        """What the rules allow next, for the table recorder's palette (offers.py)."""
        return acts_available(state)

    def finish(self, state: MyEarthState, ctx: Context) -> None:
        return  # a log may stop anywhere

    def position(self, state: MyEarthState) -> dict[str, Any] | None:
        """The position now as a snapshot (the recorder draws it; a judge may start a record from it);
        None before the first turn, when there is no position a snapshot can describe."""
        if state.stage not in PHASES and state.stage != "between":
            return None
        return snapshot_of(state)

    def summary(self, state: MyEarthState) -> dict[str, Any]:
        return {
            "starting_life": state.starting_life,
            "starting_life_note": STARTING_LIFE_NOTE_EN.format(life=state.starting_life),
            "starting_life_note_ja": STARTING_LIFE_NOTE_JA.format(life=state.starting_life),
            "turn": state.turn,
            "stage": state.stage,
            "first": state.order[0],
            "game_over": state.over,
            "winners": list(state.winners),
            "reason": state.over_why,
            "sides": {
                k: {
                    "colour": s.colour,
                    "seats": sorted(s.seats),
                    "life": s.life,
                    "deck": s.deck,
                    "hand": s.hand,
                    "discard": sum(s.discard.values()),
                    "field": sorted(s.board),
                    "used": sorted(s.used),
                }
                for k, s in state.sides.items()
            },
        }


GAME = MyEarthGame()
