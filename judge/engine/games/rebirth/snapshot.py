"""Start from a mid-game snapshot, for a judge who arrives at a table late.

Hidden zones may be given as counts only; public zones list their cards. Identities are bound against
the decklists like any other identification, so a snapshot that contradicts a decklist is reported.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.abilities import Event, Pending, find_ability
from judge.engine.core.context import Context
from judge.engine.games.rebirth import checks as C
from judge.engine.games.rebirth.cards import PARTNER
from judge.engine.games.rebirth.refs import bind, owner_of
from judge.engine.games.rebirth.state import HIDDEN_ZONES, PHASE_INDEX, ZONES, Card, RebirthState


def load_snapshot(state: RebirthState, snap: dict[str, Any], ctx: Context) -> None:
    state.from_snapshot = True
    turn = snap.get("turn", 1)
    phase = snap.get("phase", "standby")
    if not isinstance(turn, int) or turn < 1 or phase not in PHASE_INDEX or phase == "setup":
        _problem(ctx, f"turn {turn!r} / phase {phase!r}", f"ターン{turn!r}／フェイズ{phase!r}")
        turn, phase = 1, "standby"
    state.turn, state.phase = turn, phase
    state.step = snap.get("step") if phase == "attack" else None
    turn_players = snap.get("turn_players") or [state.first_player]
    state.turn_seats = tuple(s for s in turn_players if s in state.players)
    if state.teams and state.turn_seats:
        # Team formats take turns by team (12.5.7): the whole team of the named player is the turn team.
        team = state.players[state.turn_seats[0]].team or 0
        state.turn_seats = tuple(state.teams[team])
    for player in state.players.values():
        # The game is under way: the decks are no longer full and the partners left the pile long ago.
        player.unidentified.clear()
    for seat, zones in (snap.get("players") or {}).items():
        if seat not in state.players:
            ctx.flag(C.LOG_UNKNOWN_SEAT, {"seat": seat})
            continue
        player = state.players[seat]
        if not isinstance(zones, dict):
            _problem(ctx, f"players.{seat} is not an object", f"players.{seat}がオブジェクトではありません")
            continue
        player.turns_taken = int(zones.get("turns_taken", 0) or 0)
        player.eliminated = bool(zones.get("eliminated", False))
        for zone in ZONES:
            spec = zones.get(zone)
            if spec is None:
                continue
            cards = spec.get("cards", []) if isinstance(spec, dict) else spec
            count = spec.get("count", len(cards)) if isinstance(spec, dict) else len(cards)
            if not isinstance(cards, list) or not isinstance(count, int) or count < len(cards):
                _problem(
                    ctx,
                    f"{seat}.{zone}: count smaller than the cards listed",
                    f"{seat}.{zone}：枚数が記載のカード数より少ない",
                )
                continue
            if count > len(cards) and zone not in HIDDEN_ZONES:
                _problem(
                    ctx,
                    f"{seat}.{zone} is public; list its cards",
                    f"{seat}.{zone}は公開領域です。カードを列挙してください",
                )
            player.unidentified[zone] = count - len(cards)
            for raw in cards:
                _place(state, ctx, seat, zone, raw)
    for raw in snap.get("pending") or []:
        _pending(state, ctx, raw)


def _problem(ctx: Context, en: str, ja: str) -> None:
    """A snapshot problem in both languages: the Japanese message must not quote the English phrase."""
    ctx.flag(C.LOG_SNAPSHOT, {"problem": en, "problem_ja": ja})


def _pending(state: RebirthState, ctx: Context, raw: Any) -> None:
    """A waiting automatic ability at the snapshot (a judge arriving in the middle of a check timing)."""
    card = state.cards.get(raw.get("card")) if isinstance(raw, dict) else None
    d = state.defn(card)
    ability = (
        find_ability(d.abilities, raw.get("ability")) if d is not None and isinstance(raw, dict) else None
    )
    if card is None or ability is None or ability.kind != "auto":
        _problem(
            ctx,
            f"pending {raw!r} names no declared automatic ability of a listed card",
            f"待機中の能力{raw!r}は、記載されたカードの宣言された自動能力ではありません",
        )
        return
    state.triggers.pending.append(Pending(card.iid, ability, card.holder, Event("snapshot", None, card.iid)))


def _place(state: RebirthState, ctx: Context, seat: str, zone: str, raw: Any) -> None:
    if not isinstance(raw, dict) or not isinstance(raw.get("iid"), str) or ":" not in raw["iid"]:
        _problem(
            ctx,
            f"card {raw!r} in {seat}.{zone} needs an 'iid' like 'P1:c1'",
            f"{seat}.{zone}のカード{raw!r}には'P1:c1'のような'iid'が必要です",
        )
        return
    iid = raw["iid"]
    owner = owner_of(iid)
    if owner not in state.players or iid in state.cards:
        _problem(
            ctx,
            f"card {iid} has an unknown owner or appears twice",
            f"カード{iid}の持ち主が不明か、2回記載されています",
        )
        return
    state.clock += 1
    card = Card(
        iid=iid,
        owner=owner,
        card=None,
        zone=zone,
        holder=seat,
        face_down=bool(raw.get("face_down", zone in HIDDEN_ZONES)),
        rested=bool(raw.get("rested", False)),
        damage=int(raw.get("damage", 0) or 0),
        slot=raw.get("slot") if isinstance(raw.get("slot"), int) else None,
        placed=state.clock,
    )
    state.cards[iid] = card
    state.players[seat].zones[zone][iid] = card
    card_id = raw.get("card")
    if isinstance(card_id, str):
        bind(state, ctx, card, card_id)
        d = state.defs.get(card_id)
        if d is not None and d.type == PARTNER:
            state.partner_iids.add(iid)
    elif raw.get("partner"):
        state.partner_iids.add(iid)


def snapshot_of(state: RebirthState) -> dict[str, Any]:
    """The position now, in the snapshot's own shape: what load_snapshot reads back to the same position.

    Hidden zones are counts with the cards the log has named; public zones list every card.
    """
    players: dict[str, Any] = {}
    for seat, player in state.players.items():
        zones: dict[str, Any] = {"turns_taken": player.turns_taken}
        if player.eliminated:
            zones["eliminated"] = True
        for zone in ZONES:
            cards = [_card_out(state, card) for card in _ordered(player.zones[zone].values())]
            if zone in HIDDEN_ZONES:
                if player.count(zone) or cards:
                    zones[zone] = {"count": player.count(zone), "cards": cards}
            elif cards:
                zones[zone] = cards
        players[seat] = zones
    out: dict[str, Any] = {
        "turn": state.turn,
        "phase": state.phase,
        "turn_players": list(state.turn_seats),
        "players": players,
    }
    if state.step is not None:
        out["step"] = state.step
    return out


def _ordered(cards: Any) -> list[Card]:
    return sorted(cards, key=lambda c: (c.slot is None, c.slot or 0, c.placed))


def _card_out(state: RebirthState, card: Card) -> dict[str, Any]:
    out: dict[str, Any] = {"iid": card.iid, "card": card.card}
    if card.face_down and card.zone not in HIDDEN_ZONES:
        out["face_down"] = True
    if card.rested:
        out["rested"] = True
    if card.damage:
        out["damage"] = card.damage
    if card.slot is not None:
        out["slot"] = card.slot
    if card.card is None and card.iid in state.partner_iids:
        out["partner"] = True
    return out
