"""One log entry, as the replay loop sees it after reading and schema checks."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(slots=True)
class Entry:
    seq: int
    act: str
    turn: int | None = None
    phase: str | None = None
    step: str | None = None
    actor: str | None = None
    args: dict[str, Any] = field(default_factory=dict)
    source: str = "observed"
    reported_by: str | None = None
    # Set when a judge's correction replaced the original entry at this position.
    corrected_by: int | None = None

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> Entry:
        return cls(
            seq=raw["seq"],
            act=raw["act"],
            turn=raw.get("turn"),
            phase=raw.get("phase"),
            step=raw.get("step"),
            actor=raw.get("actor"),
            args=raw.get("args") or {},
            source=raw.get("source", "observed"),
            reported_by=raw.get("reported_by"),
        )
