"""The check registry: every check declares, once, the clauses it enforces and its messages.

Findings are only ever made from a declared check, so `all_cited_clauses()` is the complete list of
clause references the engines can cite, and a test can prove each exists in the rules index.
"""

from __future__ import annotations

import logging
import string
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.verdicts import Finding, Verdict

# Per game: how an evidence value written in English (a phrase such as "in the main phase") reads in a
# Japanese message. Evidence stays as recorded; only the Japanese message is formatted from the result.
JapaneseValue = Callable[[str, Any], Any]
_JAPANESE_VALUES: dict[str, JapaneseValue] = {}


def japanese_values(game: str, translate: JapaneseValue) -> None:
    """Register ``translate(field, value)`` for ``game``'s Japanese messages (returns the value unchanged
    when it has nothing to say)."""
    _JAPANESE_VALUES[game] = translate


@dataclass(frozen=True, slots=True)
class CheckSpec:
    game: str
    code: str
    verdict: Verdict
    clauses: tuple[str, ...]
    message_en: str
    message_ja: str
    # The evidence fields the messages name: a finding built without one of them is an engine bug.
    fields: frozenset[str] = field(default=frozenset())

    def finding(
        self,
        seq: int | None,
        evidence: dict[str, Any] | None = None,
        *,
        verdict: Verdict | None = None,
        unknown: str | None = None,
        extra_clauses: Iterable[str] = (),
    ) -> Finding:
        evidence = evidence or {}
        fill = _Blanks(evidence)
        if not self.fields <= evidence.keys():
            # The judge still gets the finding ('?' in the message); the gap is logged for the developers.
            _log.error("check %s built without evidence %s", self.code, sorted(self.fields - evidence.keys()))
        clauses = list(self.clauses)
        clauses += [c for c in extra_clauses if c not in clauses]
        translate = _JAPANESE_VALUES.get(self.game)
        fill_ja = _Blanks({k: translate(k, v) for k, v in evidence.items()}) if translate else fill
        return Finding(
            code=self.code,
            verdict=verdict or self.verdict,
            message_ja=self.message_ja.format_map(fill_ja),
            message_en=self.message_en.format_map(fill),
            clauses=clauses,
            seq=seq,
            evidence=evidence,
            unknown=unknown,
        )


class _Blanks(dict):
    """Format helper: a placeholder the evidence lacks prints as '?' instead of raising."""

    def __init__(self, evidence: dict[str, Any]) -> None:
        super().__init__(evidence)

    def __missing__(self, key: str) -> str:
        return "?"


_REGISTRY: dict[str, CheckSpec] = {}
_log = logging.getLogger(__name__)


def message_fields(*messages: str) -> frozenset[str]:
    """The placeholders the messages name, by their field name (``{card}``, ``{need:d}`` -> card, need)."""
    return frozenset(
        name.partition(".")[0].partition("[")[0]
        for message in messages
        for _text, name, _spec, _conv in string.Formatter().parse(message)
        if name
    )


def declare_check(
    game: str,
    code: str,
    verdict: Verdict,
    clauses: Iterable[str],
    message_en: str,
    message_ja: str,
) -> CheckSpec:
    """Register a check. Clauses are bare numbers of `game`'s rulebook, or full `slug:number` refs."""
    refs = tuple(c if ":" in c else f"{game}:{c}" for c in clauses)
    if code in _REGISTRY and _REGISTRY[code].clauses != refs:
        raise ValueError(f"check {code} declared twice with different clauses")
    spec = CheckSpec(
        game, code, verdict, refs, message_en, message_ja, message_fields(message_en, message_ja)
    )
    _REGISTRY[code] = spec
    return spec


def registered_checks(game: str | None = None) -> list[CheckSpec]:
    return [s for s in _REGISTRY.values() if game is None or s.game == game]
