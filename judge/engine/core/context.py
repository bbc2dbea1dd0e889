"""What a game's handlers see of the replay: the entry being judged and where findings go.

Implemented by ``core.replay.ReplayContext``; typed as a protocol so a game module depends on the shape,
not on the replay loop (which imports the registry the games register with).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from judge.engine.core.checks import CheckSpec
from judge.engine.core.verdicts import Finding, Verdict


class Context(Protocol):
    findings: list[Finding]
    seq: int | None

    def flag(
        self,
        spec: CheckSpec,
        evidence: dict[str, Any] | None = None,
        *,
        cards: Iterable[str | None] = (),
        players: Iterable[str | None] = (),
        verdict: Verdict | None = None,
        unknown: str | None = None,
        extra_clauses: Iterable[str] = (),
    ) -> Finding: ...
