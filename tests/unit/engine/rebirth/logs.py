"""Builders for the hand-written Rebirth proof logs: mid-game snapshots, multiplayer tables and a setup."""

from __future__ import annotations

import copy
from typing import Any

from judge.engine.games.rebirth.generator import decklist
from tests.unit.engine.scenario import Log, board, c, header, snapshot

__all__ = ["Log", "board", "c", "header", "main_log", "multi", "setup_log", "snapshot", "twin_of"]


def main_log(turn: int = 3, phase: str = "main", turn_player: str = "P1", **boards: Any) -> Log:
    """A log that starts from a snapshot at `phase` of `turn`, entries defaulting to the same turn/phase."""
    return Log(header(snapshot(turn, phase, turn_player, **boards)), turn, phase)


def multi(
    variant: str,
    seats: int,
    teams: list[list[str]] | None = None,
    *,
    turn: int = 5,
    phase: str = "attack",
    turn_player: str = "P1",
    **boards: Any,
) -> Log:
    names = [f"P{i + 1}" for i in range(seats)]
    players = {s: boards.get(s) or board(s) for s in names}
    snap = {"turn": turn, "phase": phase, "turn_players": [turn_player], "players": players}
    extra = {"teams": [{"seats": t} for t in teams]} if teams else {}
    head = header(
        snap,
        variant=variant,
        players=[{"seat": s} for s in names],
        decklists={s: decklist() for s in names},
        **extra,
    )
    return Log(head, turn, phase)


def setup_log(
    *,
    skip: tuple[str, ...] = (),
    entry_card: str = "T-CH01",
    drawn: int = 3,
    partner_by: tuple[str, ...] = ("P2",),
    extra_entry: bool = False,
) -> Log:
    """A complete two-player setup (6.2.1), P1 first; `skip` names steps to leave out
    ("P1_entry", "P1_reveal", "reveal"), the keywords vary one step of P1's (or who puts a partner into energy)."""
    log = Log(header(), 0, "setup")
    if "P1_entry" not in skip:
        log.add("P1", "setup_entry", card=c("P1:c01", entry_card, face_down=True))
    if extra_entry:
        log.add("P1", "setup_entry", card=c("P1:c09", "T-CH01", face_down=True))
    log.add("P2", "setup_entry", card=c("P2:c01", "T-CH01", face_down=True))
    log.add("P1", "shuffle")
    log.add("P2", "shuffle")
    for seat in ("P1", "P2"):
        n = drawn if seat == "P1" else 3
        log.add(seat, "draw", cards=[c(f"{seat}:c{k:02d}", "T-CH05") for k in range(2, 2 + n)])
        log.add(seat, "partners_to_hand", cards=[c(f"{seat}:p{k}", f"T-PA{k}") for k in (1, 2, 3)])
    for seat in partner_by:
        log.add(seat, "energy", partner=c(f"{seat}:p1", "T-PA1"))
    revealed = [c("P1:c01", entry_card), c("P2:c01", "T-CH01")]
    if "P1_entry" in skip or "P1_reveal" in skip:
        revealed = revealed[1:]
    if extra_entry:
        revealed.append(c("P1:c09", "T-CH01"))
    if "reveal" not in skip:
        log.add(None, "reveal", cards=revealed, face_up=True)
    return log


def twin_of(log: Log, seq: int, **changes: Any) -> dict[str, Any]:
    """The document of `log` with entry `seq`'s args (or, for keys turn/phase/actor/act/step, fields) changed."""
    doc = log.doc()
    entry = doc["entries"][seq - 1]
    for key, value in changes.items():
        if key in ("turn", "phase", "actor", "act", "step"):
            entry[key] = value
        else:
            entry.setdefault("args", {})[key] = copy.deepcopy(value)
    return doc
