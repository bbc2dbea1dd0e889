"""The dm-variants engine module: start a game from a header, replay entries, describe the end state."""

from __future__ import annotations

from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.errors import LogReadError
from judge.engine.core.verdicts import Finding
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants import palette
from judge.engine.games.dm_variants.abilities import moves_on, skipped
from judge.engine.games.dm_variants.actions import AFTER_GAME_ACTS, HANDLERS, advance
from judge.engine.games.dm_variants.cards import parse_card_defs
from judge.engine.games.dm_variants.deck import check_deck
from judge.engine.games.dm_variants.formats import (
    ARCHENEMY,
    DMEDH,
    FORMATS,
    FREE_FOR_ALL,
    PLANE_EXPLORATION,
    PLANES,
    POLICY_BOOK,
    STANDARD,
    TOWER,
    resolve_options,
)
from judge.engine.games.dm_variants.snapshot import load_snapshot, snapshot_of
from judge.engine.games.dm_variants.state import DMState, Player
from judge.engine.games.dm_variants.trigger_events import open_window
from judge.engine.games.dm_variants.variants import variant_for


def _header_error(en: str, ja: str, path: str) -> LogReadError:
    return LogReadError("dm-variants.header", en, ja, path=path)


def _roles(code: str, options: dict[str, Any]) -> dict[str, str]:
    """Deck roles the header shows: in 魔王戦 the seat alone in its team is the 魔王 (702.2a), whose deck
    must have a scheme deck (702.3)."""
    teams = options.get("teams") if code == ARCHENEMY else None
    if not isinstance(teams, list):
        return {}
    alone = [t[0] for t in teams if isinstance(t, list) and len(t) == 1 and isinstance(t[0], str)]
    return {alone[0]: "archenemy"} if len(alone) == 1 else {}


class DMVariantsGame:
    slug = "dm-variants"
    name = "デュエル・マスターズ非公式変種ゲームルール"
    # The event rules policies (formats.py), for the event form and pages.
    policies = POLICY_BOOK
    # Every act this engine reads, for the recorder's free choice of act.
    acts = tuple(HANDLERS)

    def check_deck(self, decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
        return check_deck(decklist, cards)

    def load_plugins(self) -> None:
        """Import every format now: each declares its own checks, which coverage and tests must all see."""
        for code in FORMATS:
            variant_for(code)

    def start(self, header: dict[str, Any], ctx: Context) -> DMState:
        seats = [p["seat"] for p in header["players"]]
        if len(set(seats)) != len(seats):
            raise _header_error("A seat is listed twice.", "同じ席が2回あります。", "$.header.players")
        code = header.get("variant") or (STANDARD if len(seats) == 2 else FREE_FOR_ALL)
        if code not in FORMATS:
            raise _header_error(
                f"Unknown format '{code}'; see judge/engine/games/dm_variants/formats.py.",
                f"形式'{code}'は不明です。",
                "$.header.variant",
            )
        variant = variant_for(code)
        if variant is None:
            raise _header_error(
                f"The format '{code}' is not implemented by the engine yet.",
                f"形式'{code}'はまだエンジンに実装されていません。",
                "$.header.variant",
            )
        if (header.get("options") or {}).get("commander") is True and code != DMEDH:
            # 701 on top of another format (609.9): the DMEDH module wraps the format's Variant.
            from judge.engine.games.dm_variants.variants.dmedh import with_commander

            variant = with_commander(variant)
        first = header.get("first_player", seats[0])
        if first not in seats:
            raise _header_error(
                f"First player '{first}' is not seated.",
                f"開始プレイヤー'{first}'が席にいません。",
                "$.header.first_player",
            )
        raw_options = header.get("options") or {}
        defs = parse_card_defs(header["cards"])
        players = {seat: Player(seat) for seat in seats}
        decklists: dict[str, dict[str, Any]] = {}
        roles = _roles(code, raw_options)
        screened: list[dict[str, Any]] = []
        planar_seen: set[tuple[str, str]] = set()
        for seat in seats:
            deck = header["decklists"].get(seat)
            if deck is None:
                raise _header_error(
                    f"No decklist for seat {seat}.",
                    f"席{seat}のデッキリストがありません。",
                    "$.header.decklists",
                )
            decklists[seat] = deck
            # A tower duel has one public deck (610.3 「単一の公共デッキ」) that every seat lists:
            # the same list is screened once, so its problems are reported once, not once a seat.
            if code != TOWER or deck not in screened:
                screened.append(deck)
                found = check_deck(
                    # The seat count is what a tower duel's public deck is measured against (610.3).
                    deck
                    | {"seat": seat, "format": code, "options": raw_options, "players": len(seats)}
                    | ({"role": roles[seat]} if seat in roles else {}),
                    # The definitions already read (the same cards): not parsed again per seat.
                    defs,
                )
                if code in (PLANES, PLANE_EXPLORATION):
                    # The one shared planar deck (703.3 「次元デッキを1つ」) is listed by every seat: a
                    # problem of it that an earlier seat's list already showed is the same problem.
                    found = [f for f in found if (f.code, f.message_en) not in planar_seen]
                    planar_seen.update((f.code, f.message_en) for f in found)
                ctx.findings.extend(found)
            zones = players[seat].zones
            for cid, n in deck["main"].items():
                d = defs.get(cid)
                if d is not None and d.starts_outside_deck:
                    # Listed in the wrong pile (the deck check reports it): it still starts in its own zone.
                    zones["hyperspatial" if d.kind == "psychic" else "gr"].hidden += n
                else:
                    zones["deck"].hidden += n
            # The piles apart from the deck start in their own zones (701.4b, 701.4c; official rule).
            for pile in ("hyperspatial", "gr"):
                counts = deck.get(pile)
                if isinstance(counts, dict):
                    zones[pile].hidden += sum(n for n in counts.values() if isinstance(n, int))
        state = DMState(
            variant=variant,
            seating=seats,
            initial_seating=list(seats),
            first_player=first,
            defs=defs,
            players=players,
            options=resolve_options(code, raw_options),
            decklists=decklists,
        )
        variant.setup(state)
        variant.validate(state, ctx)
        if "snapshot" in header:
            load_snapshot(state, header, ctx)  # a judge who arrived late: start from the position found
        return state

    def apply(self, state: DMState, entry: Entry, ctx: Context) -> None:
        act = entry.act
        if act == "voided":
            return
        handler = state.variant.handlers().get(act) or HANDLERS.get(act)
        if handler is None:
            ctx.flag(
                C.LOG_UNKNOWN_ACT,
                {"act": act, "format": state.variant.spec.name_en, "format_ja": state.variant.spec.name_ja},
            )
            return
        if entry.actor is not None and entry.actor not in state.players:
            ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": entry.actor})
            return
        if state.game_over:
            if act not in AFTER_GAME_ACTS and not state.continued_reported:
                state.continued_reported = True
                team = isinstance(state.options.get("teams"), list) and state.variant.code != "emperor"
                ctx.flag(
                    C.GAME_CONTINUED_TEAM if team else C.GAME_CONTINUED,
                    {"why": state.reason, "winners": ", ".join(state.winners) or "none", "act": act},
                    extra_clauses=[f"{C.GAME}:{c}" for c in state.variant.end_clauses(state)],
                )
            if act == "result":
                handler(state, entry, ctx)
            return
        actor = entry.actor
        if actor is not None and not state.players[actor].in_game and act != "result":
            ctx.flag(
                C.REMOVED_ACTED,
                {"seat": actor, "why": state.players[actor].why_out, "act": act},
                players=[actor],
            )
            return
        moving = moves_on(state, entry)
        skipped(state, entry, ctx)
        advance(state, entry, ctx)
        if moving:
            open_window(state)
        handler(state, entry, ctx)

    def finish(self, state: DMState, ctx: Context) -> None:
        # The log may stop anywhere in a turn, so nothing a step still owes is judged here.
        state.variant.finish(state, ctx)

    def acts_available(self, state: DMState) -> list[Any]:
        """What the rules allow next, for the table recorder (judge.engine.acts_available)."""
        return palette.acts_available(state)

    def position(self, state: DMState) -> dict[str, Any]:
        """The position now as a snapshot (the recorder draws it; a judge may start a record from it)."""
        return snapshot_of(state)

    def summary(self, state: DMState) -> dict[str, Any]:
        players: dict[str, Any] = {}
        for seat, p in state.players.items():
            players[seat] = {
                "in_game": p.in_game,
                "out": p.why_out,
                "battle": sorted(p.zones["battle"].cards),
                **{z: p.zones[z].count for z in ("deck", "hand", "shields", "mana", "graveyard")},
            }
        return {
            "variant": state.variant.code,
            "turn": state.turn,
            "step": state.step,
            "turn_player": state.turn_player,
            "game_over": state.game_over,
            "winners": list(state.winners),
            "losers": list(state.losers),
            "reason": state.reason,
            "players": players,
        }


GAME = DMVariantsGame()
