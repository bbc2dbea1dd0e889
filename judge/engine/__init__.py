"""Rules engines for the judge assistant. Pure Python: nothing here imports Django.

Public API:
    replay(log) -> Report            replay a judgelog/1 document (dict, str or bytes)
    all_cited_clauses() -> set[str]  every `slug:number` a registered check declares
    check_deck(game, decklist, cards) -> list[Finding]
    registered_games() -> dict[str, GameModule]
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.checks import registered_checks
from judge.engine.core.deckinput import decklist_problems
from judge.engine.core.errors import LogReadError
from judge.engine.core.registry import get_game, register_game, registered_games
from judge.engine.core.replay import ENGINE_VERSION, replay
from judge.engine.core.report import Report
from judge.engine.core.verdicts import Finding, Verdict


def all_cited_clauses() -> set[str]:
    registered_games()  # make sure every built-in game has declared its checks
    return {clause for spec in registered_checks() for clause in spec.clauses}


def check_deck(game: str, decklist: dict[str, Any], cards: dict[str, Any] | None = None) -> list[Finding]:
    module = get_game(game)
    if module is None:
        raise KeyError(f"no engine registered for game '{game}'")
    # Registration decklists skip the judgelog schema the engines rely on, so they are screened here first.
    if cards is None:
        cards = decklist.get("cards", {}) if isinstance(decklist, dict) else {}
    problems = decklist_problems(decklist, cards)
    if problems:
        return problems
    return module.check_deck(decklist, cards)


__all__ = [
    "ENGINE_VERSION",
    "Finding",
    "LogReadError",
    "Report",
    "Verdict",
    "all_cited_clauses",
    "check_deck",
    "register_game",
    "registered_games",
    "replay",
]
