"""703 「次元戦」: one shared planar deck, the planar die, 越境 (planeswalking) and phenomena.

Log conventions (docs/log-format-dm-variants.md, section 次元戦). Planar cards are named
`<seat>:pl<n>` (any seat; the generator uses `P1`). The deck check asks every decklist for the
`planes` pile, and the table plays one shared planar deck (703.3, 703.4), so each decklist names the
same pile. Acts:
- `plane_reveal` {card} in setup, by the starting player after every opening hand: a phenomenon goes
  to the bottom, the first plane is the starting plane (703.5);
- `roll` {result, tap} as in 705.5 (703.11): {P} owes a planeswalk (703.11b); {C} on a face-up field
  with a D-switch allows `d_switch` once per game (703.11d); {C} on a field without one owes a
  planeswalk (703.11e); on a plane it triggers the plane's {C} ability (card text, `effect`);
- `planeswalk` {reveal: card, source?}: the face-up card(s) to the bottom, the top revealed (703.9a);
  without an owed planeswalk it needs a `source` card effect (501.2b). An encountered phenomenon
  owes the next planeswalk once its triggers resolved (203.6);
- an `effect` whose `source` is a face-up planar card is not limited by 601 (703.12).
"""

from __future__ import annotations

import functools
import random
from dataclasses import replace
from typing import Any

from judge.engine.core.cardrefs import split_ref
from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.declare import declarer
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants import actions as A
from judge.engine.games.dm_variants.cards import FIELD, PHENOMENON, PLANE, SPELL
from judge.engine.games.dm_variants.formats import PLANES
from judge.engine.games.dm_variants.state import DMState, Handler, Variant
from judge.engine.games.dm_variants.variants import register_variant
from judge.engine.games.dm_variants.variants.rotating_table import die_checks, roll_die

GAME = "dm-variants"


_c = declarer(GAME)


def planar_checks(fmt: str, c: dict[str, str]) -> dict[str, CheckSpec]:
    """The planar checks under one format's clause numbers (703 and 704 say the same in two places)."""
    return {
        "setup": _c(
            f"{fmt}.setup_reveal",
            Verdict.ILLEGAL,
            (c["setup"],),
            "Planar setup: {problem}.",
            "次元の準備：{problem_ja}。",
        ),
        "walk_unowed": _c(
            f"{fmt}.planeswalk_unowed",
            Verdict.ILLEGAL,
            (c["walk"], "501.2b"),
            "{seat} planeswalked with no {{P}} result, field {{C}} result, phenomenon or card effect that makes them.",
            "{seat}が越境しました。{{P}}の目・Dスイッチのないフィールドでの{{C}}の目・現象・カードの効果のいずれもありません。",
        ),
        "walk_missing": _c(
            f"{fmt}.planeswalk_missing",
            Verdict.ILLEGAL,
            (c["walk_p"], "203.6"),
            "A planeswalk was owed ({why}) but '{act}' came first; the planeswalk trigger (or the state-based action) happens at once.",
            "越境が発生していました（{why_ja}）が、先に'{act}'が行われました。越境は直ちに行われます。",
        ),
        "dswitch": _c(
            f"{fmt}.d_switch",
            Verdict.ILLEGAL,
            (c["dswitch"],),
            "D-switch of {card}: {problem}.",
            "{card}のDスイッチ：{problem_ja}。",
        ),
    }


PL = planar_checks("planes", {"setup": "703.5", "walk": "703.9", "walk_p": "703.11b", "dswitch": "703.11d"})
PL_DIE = die_checks("planes", "703.11")
_P = "pl:"


class Planar(Variant):
    """The planar machinery shared by 703 and 704 (704 replaces how a planeswalk moves)."""

    checks = PL
    die = PL_DIE
    # The clause that makes {C} on a field without a D-switch a planeswalk (703.11e; 704.12e in 704).
    field_c_clause = "703.11e"
    # The clause that makes {C} on a plane trigger the plane's own ability instead (703.11c; 704.12c).
    plane_c_clause = "703.11c"

    def setup(self, state: DMState) -> None:
        # The deck check asks every decklist for the planar deck; the table still uses one (703.3).
        piles = [sum((state.decklists[s].get("planes") or {}).values()) for s in state.seating]
        state.extra[_P + "deck"] = max(piles, default=0)
        state.extra[_P + "faceup"] = []
        state.extra[_P + "owed"] = []
        state.extra[_P + "used_dswitch"] = set()

    # --- helpers ---------------------------------------------------------------------------------
    def kind(self, state: DMState, iid: str) -> str | None:
        d = state.card_def(iid)
        if d is None:
            return None
        return {PLANE: PLANE, FIELD: PLANE, PHENOMENON: PHENOMENON, SPELL: PHENOMENON}.get(d.type or "")

    def name(self, state: DMState, raw: Any) -> str | None:
        iid, cid = split_ref(raw)
        if iid is None:
            return None
        if cid:
            state.ids.setdefault(iid, cid)  # planar cards are outside `main`, so no core binding
        return iid

    def handlers(self) -> dict[str, Handler]:
        cached = getattr(self, "_pl_handlers", None)
        if cached is None:
            cached = {
                "plane_reveal": self._watch(self.plane_reveal),
                "roll": self._watch(self.roll),
                "planeswalk": self._watch(self.planeswalk),
                "d_switch": self._watch(self.d_switch),
                "effect": self._watch(self.effect),
            }
            for act, h in A.HANDLERS.items():
                cached.setdefault(act, self._watch(h))
            self._pl_handlers = cached
        return cached

    def _watch(self, handler: Handler) -> Handler:
        def run(state: DMState, entry: Entry, ctx: Context) -> None:
            owed = state.extra[_P + "owed"]
            if owed and entry.act not in ("planeswalk", "effect", "shield_trigger", "result"):
                why, why_ja, clause = owed[0]
                ctx.flag(
                    self.checks["walk_missing"],
                    {"why": why, "why_ja": why_ja, "act": entry.act},
                    players=[entry.actor] if entry.actor in state.players else [],
                    # The check declares the {P} and phenomenon clauses; a field's {C} is decided by its own.
                    extra_clauses=[f"{GAME}:{clause}"] if clause else [],
                )
                owed.clear()
            if entry.act != "d_switch":
                state.extra.pop(_P + "dswitch_ok", None)
            if entry.act != "planeswalk":
                state.extra.pop(_P + "c_on_plane", None)
            if state.turn >= 1 and not state.extra[_P + "faceup"] and not state.extra.get(_P + "no_plane"):
                state.extra[_P + "no_plane"] = True
                ctx.flag(
                    self.checks["setup"],
                    {
                        "problem": "the game began with no plane face up",
                        "problem_ja": "表向きの次元がないままゲームが始まりました",
                    },
                )
            handler(state, entry, ctx)

        return run

    # --- acts --------------------------------------------------------------------------------------
    def plane_reveal(self, state: DMState, entry: Entry, ctx: Context) -> None:
        seat = entry.actor or state.first_player
        iid = self.name(state, entry.args.get("card"))
        problems = []
        if state.turn != 0:
            problems.append(("a setup reveal after the game began", "ゲーム開始後に準備の公開が行われました"))
        if seat != state.first_player:
            problems.append(
                (
                    f"{seat} revealed; the starting player does",
                    f"{seat}が公開しました。開始プレイヤーが行います",
                )
            )
        if any(state.setup_hand.get(s, 0) == 0 for s in state.seating):
            problems.append(
                ("revealed before every opening hand", "全員の最初の手札が確定する前に公開しました")
            )
        if state.extra[_P + "faceup"]:
            problems.append(("revealed after the starting plane", "開始時の次元が決まった後に公開しました"))
        for en, ja in problems:
            ctx.flag(self.checks["setup"], {"problem": en, "problem_ja": ja}, players=[seat])
        if iid is None:
            A.bad(ctx, entry.act, "no card", "カードがありません")
            return
        self.reveal_at_setup(state, iid)

    def reveal_at_setup(self, state: DMState, iid: str) -> None:
        if self.kind(state, iid) != PHENOMENON:  # a phenomenon goes to the bottom (703.5)
            state.extra[_P + "faceup"] = [iid]

    def roll(self, state: DMState, entry: Entry, ctx: Context) -> None:
        result = roll_die(state, entry, ctx, self.die)
        owed = state.extra[_P + "owed"]
        if result == "P":
            owed.append(("{P} was rolled", "{P}の目が出ました", None))
            return
        if result != "C":
            return
        faceup = [state.card_def(iid) for iid in state.extra[_P + "faceup"]]
        if not any(d is not None and d.type == FIELD for d in faceup):
            # {C} on a plane triggers that plane's own 「{C}を出したとき」 ability, not a planeswalk (703.11c).
            state.extra[_P + "c_on_plane"] = True
        for iid in state.extra[_P + "faceup"]:
            d = state.card_def(iid)
            if d is None or d.type != FIELD:
                continue
            if d.d_switch:
                state.extra[_P + "dswitch_ok"] = iid
            else:
                owed.append(
                    (
                        "{C} on a field without a D-switch",
                        "Dスイッチのないフィールドで{C}の目が出ました",
                        self.field_c_clause,
                    )
                )

    def planeswalk(self, state: DMState, entry: Entry, ctx: Context) -> None:
        seat = entry.actor or state.turn_player or state.seating[0]
        owed = state.extra[_P + "owed"]
        if owed:
            owed.pop(0)
        elif not entry.args.get("source"):
            extra = [f"{GAME}:{self.plane_c_clause}"] if state.extra.get(_P + "c_on_plane") else []
            ctx.flag(self.checks["walk_unowed"], {"seat": seat}, players=[seat], extra_clauses=extra)
        state.extra.pop(_P + "c_on_plane", None)
        iid = self.name(state, entry.args.get("reveal"))
        if iid is None:
            A.bad(ctx, entry.act, "no revealed card", "公開されたカードがありません")
            return
        self.walk(state, entry, ctx, iid)
        if self.kind(state, iid) == PHENOMENON:
            owed.append(("a phenomenon was encountered", "現象に遭遇しました", None))

    def walk(self, state: DMState, entry: Entry, ctx: Context, iid: str) -> None:
        """703.9a: every face-up card to the bottom, the revealed one face up."""
        state.extra[_P + "faceup"] = [iid]

    def d_switch(self, state: DMState, entry: Entry, ctx: Context) -> None:
        iid = split_ref(entry.args.get("card"))[0] or "?"
        used: set[str] = state.extra[_P + "used_dswitch"]
        problems = []
        d = state.card_def(iid)
        if iid not in state.extra[_P + "faceup"] or d is None or not d.d_switch:
            problems.append(
                (
                    "it is not a face-up field with a D-switch",
                    "Dスイッチを持つ表向きのフィールドではありません",
                )
            )
        elif iid in used:
            problems.append(("it was already used this game", "このゲーム中にすでに使われています"))
        elif state.extra.get(_P + "dswitch_ok") != iid:
            problems.append(("no {C} was just rolled", "直前に{C}の目が出ていません"))
        for en, ja in problems:
            ctx.flag(self.checks["dswitch"], {"card": iid, "problem": en, "problem_ja": ja}, cards=[iid])
        used.add(iid)

    def effect(self, state: DMState, entry: Entry, ctx: Context) -> None:
        source = entry.args.get("source")
        planar = source in state.extra[_P + "faceup"]
        if planar and entry.args.get("targets"):
            # 703.12 / 704.13: a planar card reaches every applicable player, whatever 601 says.
            entry = replace(entry, args={k: v for k, v in entry.args.items() if k != "targets"})
        A.effect(state, entry, ctx, unlimited=planar)

    def finish(self, state: DMState, ctx: Context) -> None:
        return

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        return {}

    def generator_game(self) -> type:
        return _generator_class()


class Planes(Planar):
    code = PLANES
    generator_seats = (2, 3, 4)


# --- the legal-play generator ------------------------------------------------------------------------
def planar_cards() -> dict[str, dict[str, Any]]:
    """Ten planes (two of them fields, one with a D-switch) and two phenomena (703.3a: 1 per 4 planes)."""
    cards: dict[str, dict[str, Any]] = {
        f"PLN{i}": {"name": f"次元{i}", "type": "plane", "cost": 0, "keywords": {}} for i in range(8)
    }
    cards["FLD0"] = {"name": "フィールドD", "type": "field", "cost": 0, "keywords": {"d_switch": True}}
    cards["FLD1"] = {"name": "フィールド", "type": "field", "cost": 0, "keywords": {}}
    for i in range(2):
        cards[f"PHN{i}"] = {"name": f"現象{i}", "type": "phenomenon", "cost": 0, "keywords": {}}
    return cards


@functools.cache
def _generator_class() -> type:
    """Built on first use: the generator imports the variants package (a top-level import is circular)."""
    from judge.engine.games.dm_variants import generator as g

    class PlanarGame(g._Game):
        """Individual turns with the planar die; subclasses change how a planeswalk moves."""

        def __init__(self, seed: int, seats: int, variant: str, max_turns: int) -> None:
            super().__init__(seed, seats, variant, max_turns)
            self.planar = planar_cards()
            self.cards = {**self.cards, **self.planar}
            self.pdeck = [(f"P1:pl{i}", cid) for i, cid in enumerate(self.planar)]
            self.rng.shuffle(self.pdeck)
            self.faceup: list[tuple[str, str]] = []
            self.used_dswitch: set[str] = set()

        def ptype(self, card: tuple[str, str]) -> str:
            return "phenomenon" if self.planar[card[1]]["type"] == "phenomenon" else "plane"

        def setup(self) -> None:
            super().setup()
            self.phase = "setup"
            while True:  # 703.5
                top = self.pdeck.pop(0)
                self.log(self.first, "plane_reveal", card={"iid": top[0], "card": top[1]})
                if self.ptype(top) == "plane":
                    self.faceup = [top]
                    return
                self.pdeck.append(top)

        def planeswalk(self, tp: str, source: str | None = None) -> None:
            self.pdeck.extend(self.faceup)
            top = self.pdeck.pop(0)
            self.faceup = [top]
            args: dict[str, Any] = {"reveal": {"iid": top[0], "card": top[1]}}
            if source:
                args["source"] = source
            self.log(tp, "planeswalk", **args)
            if self.ptype(top) == "phenomenon":
                self.planeswalk(tp)  # 203.6: owed, logged without a source

        def main(self, tp: str) -> None:
            side = self.seats[tp]
            k = 0
            while self.rng.random() < 0.35:
                free = [m for m in side.mana if not m.tapped]
                if len(free) < k:
                    break
                for m in free[:k]:
                    m.tapped = True
                result = self.rng.choice(("P", "C", "blank", "blank", "blank", "blank"))
                self.log(tp, "roll", result=result, tap=[m.iid for m in free[:k]])
                k += 1
                fields = [c for c in self.faceup if self.planar[c[1]]["type"] == "field"]
                if result == "P":
                    self.planeswalk(tp)
                elif result == "C" and fields:
                    f = fields[0]
                    if self.planar[f[1]]["keywords"].get("d_switch"):
                        if f[0] not in self.used_dswitch and self.rng.random() < 0.7:
                            self.used_dswitch.add(f[0])
                            self.log(tp, "d_switch", card=f[0])
                    else:
                        self.planeswalk(tp)  # 703.11e
            super().main(tp)

        def document(self) -> dict[str, Any]:
            doc = super().document()
            for s in self.names:
                deck = dict(doc["header"]["decklists"][s])
                deck["planes"] = dict.fromkeys(self.planar, 1)
                doc["header"]["decklists"][s] = deck
            return doc

    return PlanarGame


VARIANT = register_variant(Planes())
