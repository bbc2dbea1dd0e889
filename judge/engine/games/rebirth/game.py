"""The Rebirth for you engine module: start a game from a header, replay entries, describe the end state."""

from __future__ import annotations

from collections import Counter
from functools import partial
from typing import Any

from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.gamekit import (
    decklist_for,
    header_error,
    header_variant,
    positive_counts,
    screen_entry,
)
from judge.engine.core.verdicts import Finding
from judge.engine.games.rebirth import abilities as ab
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth import formats
from judge.engine.games.rebirth.actions import (
    HANDLERS,
    IN_CHECK_TIMING,
    PROCESS_ACTS,
    end_clauses,
    resolve_damage,
)
from judge.engine.games.rebirth.cards import parse_card_defs
from judge.engine.games.rebirth.deck import check_deck
from judge.engine.games.rebirth.processes import check_refresh, due_evidence, recovery_due, settle
from judge.engine.games.rebirth.refs import ref_iid
from judge.engine.games.rebirth.snapshot import load_snapshot, snapshot_of
from judge.engine.games.rebirth.state import ZONES, Player, RebirthState
from judge.engine.games.rebirth.turns import advance

_header_error = partial(header_error, "rebirth")


class RebirthGame:
    slug = "rebirth"
    name = "Reバース for you"
    # Every act this engine reads, for the recorder's free choice of act.
    acts = tuple(HANDLERS)

    def check_deck(self, decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
        return check_deck(decklist, cards)

    # --- start -----------------------------------------------------------------------------------
    def start(self, header: dict[str, Any], ctx: Context) -> RebirthState:
        variant = header_variant(header, "rebirth", formats.FORMATS, "standard")
        fmt = formats.FORMATS[variant]
        seats = [p["seat"] for p in header["players"]]
        if len(set(seats)) != len(seats):
            raise _header_error(
                "Two players share a seat.", "同じ席のプレイヤーが2人います。", "$.header.players"
            )
        if not fmt.min_players <= len(seats) <= fmt.max_players:
            raise _header_error(
                f"Format '{variant}' is for {fmt.min_players}-{fmt.max_players} players; the header has {len(seats)}.",
                f"フォーマット'{variant}'は{fmt.min_players}〜{fmt.max_players}人用ですが、ヘッダーは{len(seats)}人です。",
                "$.header.players",
            )
        first = header.get("first_player", seats[0])
        if first not in seats:
            raise _header_error(
                f"First player '{first}' is not seated.",
                f"先攻プレイヤー'{first}'が席にいません。",
                "$.header.first_player",
            )
        teams: list[list[str]] = []
        if fmt.team_size is not None:
            teams = [list(t["seats"]) for t in header.get("teams") or []]
            flat = [s for t in teams for s in t]
            if (
                len(teams) != 2
                or any(len(t) != fmt.team_size for t in teams)
                or sorted(flat) != sorted(seats)
            ):
                raise _header_error(
                    f"Format '{variant}' needs 2 teams of {fmt.team_size} covering every seat.",
                    f"フォーマット'{variant}'には全員を含む{fmt.team_size}人チームが2つ必要です。",
                    "$.header.teams",
                )
        i = seats.index(first)
        order = seats[i:] + seats[:i]  # the header lists seats in turn order (12.6.2, 12.7.2)
        defs = parse_card_defs(header["cards"])
        players: dict[str, Player] = {}
        for seat in seats:
            deck = decklist_for(header, seat, "rebirth")
            for finding in check_deck(deck | {"seat": seat}, defs):
                ctx.findings.append(finding)
            main = positive_counts(deck["main"])
            partners = positive_counts(deck.get("partners"))
            player = Player(
                seat=seat,
                zones={z: {} for z in ZONES},
                unidentified=Counter({"deck": sum(main.values()), "partners": sum(partners.values())}),
                main_pool=main,
                partner_pool=partners,
            )
            players[seat] = player
        for index, team in enumerate(teams):
            for seat in team:
                players[seat].team = index
        state = RebirthState(
            variant=variant,
            seats=order,
            teams=teams,
            first_player=first,
            options=dict(header.get("options") or {}),
            defs=defs,
            players=players,
        )
        ab.enable(state)
        if "snapshot" in header:
            load_snapshot(state, header["snapshot"], ctx)
        return state

    def acts_available(self, state: RebirthState) -> list[Any]:
        """What the rules allow next, for the table recorder (judge.engine.acts_available)."""
        return ab.acts_available(state)

    # --- replay ----------------------------------------------------------------------------------
    def apply(self, state: RebirthState, entry: Entry, ctx: Context) -> None:
        if not screen_entry(entry, HANDLERS, state.players, ctx, C.LOG_UNKNOWN_ACT, C.LOG_UNKNOWN_SEAT):
            return
        act = entry.act
        handler = HANDLERS[act]
        on = state.abilities_on
        check_refresh(state, ctx, act, entry.actor)
        current = state.attack
        defer = False
        if current is not None and not current.damaged:
            if self._ends_block_window(state, entry):
                resolve_damage(state, ctx, None)
            else:
                # An automatic ability played as the damage step begins may belong to its first check
                # timing (8.4.2), before the damage: decided once the step has started, below.
                defer = on and entry.step == "damage" and act in ("play_ability", "decline")
        if on and current is not None and not current.closed and self._leaves_attack(state, entry):
            ab.close_attack(state)  # the close step the log passed over still happened (8.5.1)
        if on:
            # After the damage the log left implicit (it happened before this entry), before the
            # check timing is settled.
            ab.before_entry(state, entry, ctx)
        declared = ab.declared_of(state, entry) if on and act == "play_ability" else None
        if declared is not None:
            # An activated ability is a main-phase action after a finished check timing; an automatic
            # or cancel ability checks its own place in the check timing (9.6.2.1, 9.7.3).
            if declared.kind == "activated":
                settle(state, ctx)
        elif act not in PROCESS_ACTS:
            if act in IN_CHECK_TIMING and not (
                act == "play_ability" and entry.args.get("kind", "activated") == "activated"
            ):
                self._settle_recovery_only(state, ctx)
            else:
                settle(state, ctx, report=act not in ("result", "concede"))
        # Refresh and defeat happen before this entry: if they ended the game, this entry continued it.
        if state.game_over and act not in ("result", "concede") and not state.continued_reported:
            state.continued_reported = True
            why = state.game_over_reason
            spec = C.DECKOUT_LOSS if why == "deck_out" else C.DEFEAT_CONTINUED
            ctx.flag(
                spec,
                {"seats": ", ".join(state.losers) or "?", "seat": ", ".join(state.losers), "why": why},
                players=state.losers,
                extra_clauses=end_clauses(state, why),
            )
        before = (state.turn, state.phase, state.step)
        advance(state, entry, ctx)
        if on:
            ab.after_advance_check(state, entry, ctx, ab.after_advance(state, before))
            if defer and state.attack is not None and not state.attack.damaged:
                if state.triggers.find(ref_iid(entry.args.get("card")) or "", entry.args.get("ability")):
                    state.attack.pre_damage = True  # 8.4.2: played before the damage
                else:
                    resolve_damage(state, ctx, None)  # e.g. a 'damaged' trigger: the damage came first
        handler(state, entry, ctx)
        if on:
            ab.after_entry(state, entry)

    @staticmethod
    def _ends_block_window(state: RebirthState, entry: Entry) -> bool:
        if entry.act in ("block", "no_block", "damage"):
            return False
        if entry.act in PROCESS_ACTS or entry.act == "attack" or entry.act == "end_attacks":
            return True
        if entry.phase is not None and entry.phase != "attack":
            return True
        if entry.turn is not None and entry.turn != state.turn:
            return True
        if entry.step == "damage" and state.abilities_on and state.attack is not None:
            # The damage step's first check timing (8.4.2) comes before the damage (8.4.3): an automatic
            # ability played there (decided in apply) and what resolves it do not deal it yet.
            if entry.act in ("play_ability", "decline"):
                return entry.act == "play_ability" and not ab.is_check_timing_play(state, entry)
            if entry.act in ("effect", "reveal", "note", "judge_call", "correction"):
                return not state.attack.pre_damage
        return entry.step in ("damage", "close")

    @staticmethod
    def _leaves_attack(state: RebirthState, entry: Entry) -> bool:
        """The log has gone past this attack's close step (8.5): a new attack, the end of the attacks, the
        start step again, another phase or turn."""
        if entry.act in ("attack", "end_attacks") or entry.step == "start":
            return True
        if entry.turn is not None and entry.turn != state.turn:
            return True
        return entry.phase is not None and entry.phase != "attack"

    @staticmethod
    def _settle_recovery_only(state: RebirthState, ctx: Context) -> None:
        # An auto ability is played after recovery processing (9.6.2.1-9.6.2.2) but before entry processing.
        if state.turn == 0:
            return
        for due in recovery_due(state):
            key = (due.kind, due.card.iid, due.card.incarnation)
            if key not in state.reported:
                state.reported.add(key)
                # The same evidence as settle's: every field the check's message names (10.3.5 its DEF).
                ctx.flag(due.spec, due_evidence(state, due), cards=[due.card.iid], players=[due.card.holder])

    def finish(self, state: RebirthState, ctx: Context) -> None:
        # The log may stop in the middle of a check timing, so only the defeat is settled here.
        if not state.game_over:
            losers = formats.retire_losers(state)
            if losers:
                formats.eliminate(state, losers, "retire")

    # --- summary ---------------------------------------------------------------------------------
    def position(self, state: RebirthState) -> dict[str, Any]:
        """The position now as a snapshot (the recorder draws it; a judge may start a record from it)."""
        return snapshot_of(state)

    def summary(self, state: RebirthState) -> dict[str, Any]:
        players: dict[str, Any] = {}
        for seat, player in state.players.items():
            zones = {z: player.count(z) for z in ZONES if player.count(z)}
            entry = [
                {
                    "iid": c.iid,
                    "card": c.card,
                    "damage": c.damage,
                    "rested": c.rested,
                    "face_down": c.face_down,
                }
                for c in player.zones["entry"].values()
            ]
            members = [
                {"iid": c.iid, "card": c.card, "slot": c.slot, "rested": c.rested}
                for c in sorted(player.zones["member"].values(), key=lambda c: (c.slot is None, c.slot or 0))
            ]
            partners_in_energy = sum(
                1 for c in player.zones["energy"].values() if c.iid in state.partner_iids
            )
            players[seat] = {
                "zones": zones,
                "entry": entry,
                "members": members,
                "partners_in_energy": partners_in_energy,
                "eliminated": player.eliminated,
                "turns_taken": player.turns_taken,
            }
        return {
            "variant": state.variant,
            "turn": state.turn,
            "phase": state.phase,
            "turn_players": list(state.turn_seats),
            "game_over": state.game_over,
            "winners": list(state.winners),
            "losers": list(state.losers),
            "reason": state.game_over_reason,
            "players": players,
        }


GAME = RebirthGame()
