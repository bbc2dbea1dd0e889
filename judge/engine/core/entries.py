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
        get = raw.get
        # Positional, in the fields' order (one call per entry of every log, so kept lean).
        return cls(
            raw["seq"],
            raw["act"],
            get("turn"),
            get("phase"),
            get("step"),
            get("actor"),
            get("args") or {},
            get("source", "observed"),
            get("reported_by"),
        )
