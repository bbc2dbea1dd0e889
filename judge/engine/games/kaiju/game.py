"""The kaiju engine module: start a game from a header, replay entries, describe the end state."""

from __future__ import annotations

from typing import Any

from judge.engine.core.abilities import ActOption
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.gamekit import decklist_for, positive_counts, screen_entry
from judge.engine.core.seating import two_player_order
from judge.engine.core.verdicts import Finding
from judge.engine.games.kaiju import checks as C
from judge.engine.games.kaiju.abilities import ASSAULT_DISCARD, init_watch
from judge.engine.games.kaiju.actions import (
    ABILITY_OK_ACTS,
    AFTER_GAME_ACTS,
    HANDLERS,
    PROCESS_ACTS,
    owed_shuffle,
)
from judge.engine.games.kaiju.cards import parse_card_defs
from judge.engine.games.kaiju.deck import check_deck, kaiju_deck_of
from judge.engine.games.kaiju.offers import acts_available
from judge.engine.games.kaiju.rules import duplicates, trampled
from judge.engine.games.kaiju.snapshot import load_snapshot, snapshot_of
from judge.engine.games.kaiju.state import KaijuState, Player
from judge.engine.games.kaiju.turns import advance


class KaijuGame:
    slug = "kaiju"
    name = "怪獣カードゲーム（総合ルール ver. 1.04）"
    # Every act this engine reads, for the recorder's free choice of act.
    acts = tuple(HANDLERS)

    def check_deck(self, decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
        return check_deck(decklist, cards)

    def start(self, header: dict[str, Any], ctx: Context) -> KaijuState:
        seats, order = two_player_order(
            header,
            "kaiju",
            "The kaiju rules cover two-player games only (1.1.1).",
            "怪獣カードゲームの総合ルールは2人対戦のみを扱います（1.1.1）。",
        )
        defs = parse_card_defs(header["cards"])
        players: dict[str, Player] = {}
        for seat in seats:
            deck = decklist_for(header, seat, "kaiju")
            ctx.findings.extend(check_deck(deck | {"seat": seat}, defs))
            main = {cid: n for cid, n in deck["main"].items() if n > 0}
            players[seat] = Player(
                seat=seat,
                deck=sum(main.values()),
                kaiju_deck=positive_counts(kaiju_deck_of(deck)),
            )
        state = KaijuState(seats=order, defs=defs, players=players, options=dict(header.get("options") or {}))
        init_watch(state)
        if "snapshot" in header:
            load_snapshot(state, header, ctx)  # a judge who arrived late: start from the position found
        return state

    def apply(self, state: KaijuState, entry: Entry, ctx: Context) -> None:
        if not screen_entry(entry, HANDLERS, state.players, ctx, C.LOG_UNKNOWN_ACT, C.LOG_UNKNOWN_SEAT):
            return
        act = entry.act
        handler = HANDLERS[act]
        if state.game_over:
            if act not in AFTER_GAME_ACTS and not state.continued_reported:
                state.continued_reported = True
                self._continued(state, act, ctx)
            if act == "result":
                handler(state, entry, ctx)
            return
        if state.owed_shuffle is not None:
            seat = state.owed_shuffle[0]
            owed_shuffle(state, entry, ctx)
            if act == "shuffle" and entry.actor in (None, seat):
                return  # the end of the 【進化】 effect (12.6.2), not an act of its own
        self._owed_processes(state, act, ctx)
        advance(state, entry, ctx)
        if state.triggers.pending:
            self._owed_abilities(state, entry, ctx)
        handler(state, entry, ctx)
        self._note_processes(state)

    @staticmethod
    def _continued(state: KaijuState, act: str, ctx: Context) -> None:
        spec = {"repel": C.REPEL_LOSS, "advance": C.ADVANCE_BLOCKED}.get(
            state.reason or "", C.GAME_OVER_CONTINUED
        )
        ctx.flag(
            spec,
            {
                "seat": ", ".join(state.losers),
                "why": state.reason,
                "act": act,
                "problem": "the game went on after the 進攻勝利",
                "problem_ja": "進攻勝利の後もゲームが続行されています",
            },
            players=state.losers,
            # 1.2.4: a game an effect ended ended during that effect.
            extra_clauses=("kaiju:1.2.4",) if state.reason == "effect" else (),
        )

    @staticmethod
    def _owed_processes(state: KaijuState, act: str, ctx: Context) -> None:
        """Trample is an interrupt (11.1.2.1): the very next entry must be it. Duplicates (11.5) must be
        settled in the check timing before the next play timing, i.e. before any other action."""
        if not state.pending:
            return
        for key, evidence in list(state.pending.items()):
            kind = key[0]
            if act == kind or (kind == "duplicate" and act == "trample"):
                continue
            state.pending.pop(key)
            state.reported.add(key)
            if act in ("play_ability", "decline"):
                # 10.4.3.1: every rule process is done before any automatic ability is played.
                card = key[1] if kind == "trample" else evidence.get("where", key[1])
                ctx.flag(
                    C.ABILITY_BEFORE_PROCESS, {"process": kind, "card": card}, players=[evidence["seat"]]
                )
            elif kind == "trample":
                ctx.flag(C.TRAMPLE_SKIPPED, evidence, cards=[key[1]], players=[evidence["seat"]])
            else:
                ctx.flag(C.DUPLICATE_SKIPPED, evidence, players=[evidence["seat"]])

    @staticmethod
    def _owed_abilities(state: KaijuState, entry: Entry, ctx: Context) -> None:
        """10.6.3.1: a waiting automatic ability must be played at the check timing before the game moves
        on; an optional one not played is declined (10.6.3.2.1). Rule processes, the entries of a
        resolving effect (`source`) and the ability acts themselves belong to the check timing."""
        act = entry.act
        if act in ABILITY_OK_ACTS or act in PROCESS_ACTS or act in AFTER_GAME_ACTS:
            return
        if entry.args.get("source") or act == "assault_discard":
            return  # assault_discard is itself the delayed trigger 12.5.2 of the end phase's start
        for pending in state.triggers.clear():
            if pending.ability.optional:
                continue
            if pending.ability is ASSAULT_DISCARD:
                card = next((c for c in state.players[pending.master].stack if c.iid == pending.card), None)
                if card is not None and card.assault is not None:
                    evidence = {"seat": pending.master, "card": pending.card}
                    ctx.flag(C.ASSAULT_DISCARD, evidence, cards=[pending.card], players=[pending.master])
                    card.assault = None  # reported once, not again when the end phase ends
                continue
            ctx.flag(
                C.ABILITY_SKIPPED,
                {"seat": pending.master, "card": pending.card, "ability": pending.ability.id, "act": act},
                cards=[pending.card],
                players=[pending.master],
            )

    @staticmethod
    def _note_processes(state: KaijuState) -> None:
        for seat, iid, area in trampled(state):
            key = ("trample", iid)
            if key not in state.reported:
                state.pending[key] = {"seat": seat, "card": iid, "area": area}
        live = set()
        for seat, kind, index in duplicates(state):
            key = ("duplicate", f"{seat}:{kind}:{index}")
            live.add(key)
            if key not in state.reported:
                where = f"{seat}'s area {index}" if kind == "area" else f"{seat}'s strategy zone {index + 1}"
                where_ja = (
                    f"{seat}のエリア{index}" if kind == "area" else f"{seat}の戦略カード置き場{index + 1}"
                )
                state.pending[key] = {"seat": seat, "where": where, "where_ja": where_ja}
        for key in [k for k in state.pending if k[0] == "duplicate" and k not in live]:
            state.pending.pop(key)
        for key in [k for k in state.pending if k[0] == "trample"]:
            if not any(key[1] == iid for _, iid, _ in trampled(state)):
                state.pending.pop(key)

    def acts_available(self, state: KaijuState) -> list[ActOption]:
        return acts_available(state)

    def finish(self, state: KaijuState, ctx: Context) -> None:
        # The log may stop anywhere in a turn, so nothing a phase still owes is judged here.
        return

    def position(self, state: KaijuState) -> dict[str, Any]:
        """The position now as a snapshot (the recorder draws it; a judge may start a record from it)."""
        return snapshot_of(state)

    def summary(self, state: KaijuState) -> dict[str, Any]:
        players: dict[str, Any] = {}
        for seat, p in state.players.items():
            top = state.top(seat)
            players[seat] = {
                "kaiju": top.card if top else None,
                "kaiju_stack": [c.iid for c in p.stack],
                "area": p.area,
                "anger": p.anger,
                "deck": p.deck,
                "hand": p.hand_count,
                "discard": len(p.discard),
                "areas": {str(a): [c.iid for c in cards] for a, cards in p.areas.items() if cards},
                "strategy": [[c.iid for c in pile] for pile in p.strategy],
                "kaiju_deck": sum(p.kaiju_deck.values()),
            }
        return {
            "turn": state.turn,
            "phase": state.phase,
            "turn_player": state.turn_player,
            "game_over": state.game_over,
            "winners": list(state.winners),
            "losers": list(state.losers),
            "reason": state.reason,
            "players": players,
        }


GAME = KaijuGame()
