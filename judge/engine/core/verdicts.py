"""Verdicts and findings: what the engine says about one logged entry.

Three verdicts, never more: a judge must be able to act on each one differently.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .unknowns import unknown_ja


class Verdict(StrEnum):
    # A rule is broken whatever the hidden cards are.
    ILLEGAL = "illegal"
    # The engine cannot decide: hidden information, unmodelled card text, or a gap in the rulebook.
    NEEDS_RULING = "needs_ruling"
    # The record itself is malformed or contradicts itself.
    LOG_ERROR = "log_error"


@dataclass(slots=True)
class Finding:
    code: str
    verdict: Verdict
    message_ja: str
    message_en: str
    clauses: list[str]
    seq: int | None
    evidence: dict[str, Any] = field(default_factory=dict)
    # For needs_ruling: what the engine does not know.
    unknown: str | None = None
    # Earlier illegal entries that this finding may be a consequence of.
    may_stem_from: list[int] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "code": self.code,
            "verdict": str(self.verdict),
            "message_ja": self.message_ja,
            "message_en": self.message_en,
            "clauses": list(self.clauses),
            "seq": self.seq,
            "evidence": self.evidence,
        }
        if self.unknown is not None:
            out["unknown"] = self.unknown
            ja = unknown_ja(self.unknown)
            if ja is not None:
                out["unknown_ja"] = ja
        if self.may_stem_from:
            out["may_stem_from"] = list(self.may_stem_from)
        return out
