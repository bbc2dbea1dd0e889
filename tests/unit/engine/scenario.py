"""Helpers to write small Rebirth logs by hand, mostly starting from a mid-game snapshot."""

from __future__ import annotations

import copy
from typing import Any

from judge.engine.games.rebirth.generator import card_pool, decklist


def header(snapshot: dict[str, Any] | None = None, **extra: Any) -> dict[str, Any]:
    h: dict[str, Any] = {
        "format": "judgelog/1",
        "game": "rebirth",
        "rules_version": "unknown",
        "variant": "standard",
        "players": [{"seat": "P1"}, {"seat": "P2"}],
        "first_player": "P1",
        "cards": card_pool(),
        "decklists": {"P1": decklist(), "P2": decklist()},
    }
    if snapshot is not None:
        h["snapshot"] = snapshot
    h.update(extra)
    return h


def c(iid: str, card: str, **kw: Any) -> dict[str, Any]:
    return {"iid": iid, "card": card, **kw}


def board(
    seat: str,
    *,
    entry: str = "T-CH04",
    members: tuple[str | None, ...] = ("T-CH02", None, None),
    energy: int = 3,
    partners_in_energy: int = 0,
    retire: int = 0,
    hand: list[dict[str, Any]] | None = None,
    waiting: int = 2,
    deck: int = 20,
    rested_members: bool = False,
) -> dict[str, Any]:
    """A plausible mid-game board; card ids come from the generator's pool (T-CH04: cost 3 ATK 1 DEF 5)."""
    out: dict[str, Any] = {
        "turns_taken": 2,
        "deck": {"count": deck},
        "hand": {"count": max(2, len(hand or [])), "cards": hand or []},
        "entry": [c(f"{seat}:e1", entry)],
        "member": [
            c(f"{seat}:m{k}", cid, slot=k, rested=rested_members) for k, cid in enumerate(members) if cid
        ],
        "energy": [c(f"{seat}:n{k}", "T-CH01", face_down=True) for k in range(energy)]
        + [c(f"{seat}:p{k + 1}", f"T-PA{k + 1}") for k in range(partners_in_energy)],
        "retire": [c(f"{seat}:r{k}", f"T-CH{k % 4 + 8:02d}") for k in range(retire)],
        "waiting_room": [c(f"{seat}:w{k}", "T-CH05") for k in range(waiting)],
    }
    return out


def snapshot(
    turn: int = 3, phase: str = "main", turn_player: str = "P1", **boards: dict[str, Any]
) -> dict[str, Any]:
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [turn_player],
        "players": {"P1": boards.get("P1") or board("P1"), "P2": boards.get("P2") or board("P2")},
    }


class Log:
    """Append entries with running sequence numbers."""

    def __init__(self, head: dict[str, Any], turn: int = 3, phase: str = "main") -> None:
        self.head = head
        self.entries: list[dict[str, Any]] = []
        self.turn, self.phase = turn, phase

    def add(
        self,
        actor: str | None,
        act: str,
        *,
        phase: str | None = None,
        turn: int | None = None,
        step: str | None = None,
        **args: Any,
    ) -> int:
        self.turn = turn if turn is not None else self.turn
        self.phase = phase or self.phase
        entry: dict[str, Any] = {
            "seq": len(self.entries) + 1,
            "turn": self.turn,
            "phase": self.phase,
            "actor": actor,
            "act": act,
        }
        if step:
            entry["step"] = step
        if args:
            entry["args"] = args
        self.entries.append(entry)
        return entry["seq"]

    def doc(self) -> dict[str, Any]:
        return {"header": copy.deepcopy(self.head), "entries": copy.deepcopy(self.entries)}


def codes(report: Any, verdict: str | None = None) -> list[str]:
    return [f.code for f in report.findings if verdict is None or f.verdict.value == verdict]
