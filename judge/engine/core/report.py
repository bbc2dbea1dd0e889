"""The result of a replay."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.verdicts import Finding, Verdict


@dataclass(slots=True)
class Report:
    game: str | None
    engine_version: str
    findings: list[Finding]
    entries_replayed: int
    final_state: dict[str, Any] = field(default_factory=dict)
    judge_calls: list[dict[str, Any]] = field(default_factory=list)

    def by_verdict(self, verdict: Verdict) -> list[Finding]:
        return [f for f in self.findings if f.verdict == verdict]

    @property
    def illegal(self) -> list[Finding]:
        return self.by_verdict(Verdict.ILLEGAL)

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "engine_version": self.engine_version,
            "entries_replayed": self.entries_replayed,
            "findings": [f.to_dict() for f in self.findings],
            "final_state": self.final_state,
            "judge_calls": self.judge_calls,
        }
