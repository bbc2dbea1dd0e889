"""Shorthands for a game's checks.py table: one declarer per game and short verdict names."""

from __future__ import annotations

from collections.abc import Callable

from judge.engine.core.checks import CheckSpec, declare_check
from judge.engine.core.verdicts import Verdict

# Short names keep the one-call-per-check tables readable.
I, R, L = Verdict.ILLEGAL, Verdict.NEEDS_RULING, Verdict.LOG_ERROR  # noqa: E741

Declarer = Callable[[str, Verdict, tuple[str, ...], str, str], CheckSpec]


def declarer(game: str, section: str = "") -> Declarer:
    """`_c(code, verdict, clauses, en, ja)` for `game`: codes get the '<game>.' prefix (and '<section>.'
    when given, for a part of a game declared in its own module), so no two codes can collide in the
    shared registry."""
    prefix = f"{game}.{section}." if section else f"{game}."

    def _c(code: str, verdict: Verdict, clauses: tuple[str, ...], en: str, ja: str) -> CheckSpec:
        return declare_check(game, prefix + code, verdict, clauses, en, ja)

    return _c
