"""Rules engines for the judge assistant. Pure Python: nothing here imports Django.

Public API:
    replay(log) -> Report            replay a judgelog/1 document (dict, str or bytes)
    all_cited_clauses() -> set[str]  every `slug:number` a registered check declares
    declared_checks() -> list[CheckSpec]  every check of every game, plug-ins loaded
    check_deck(game, decklist, cards) -> list[Finding]
    registered_games() -> dict[str, GameModule]
    event_policies() -> dict[str, PolicyBook]  each game's event rules policies, by game slug
    acts_available(log) -> list[ActOption]  what the rules allow next, for the table recorder
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.checks import CheckSpec, registered_checks
from judge.engine.core.deckinput import decklist_problems
from judge.engine.core.errors import LogReadError
from judge.engine.core.policies import PolicyBook
from judge.engine.core.registry import get_game, register_game, registered_games
from judge.engine.core.replay import (
    ENGINE_VERSION,
    TableView,
    acts_available,
    known_acts,
    replay,
    replay_for_table,
)
from judge.engine.core.report import Report
from judge.engine.core.verdicts import Finding, Verdict


def declared_checks() -> list[CheckSpec]:
    """Every check, including those of plug-ins a game loads on first use (the DM formats)."""
    for game in registered_games().values():
        load_plugins = getattr(game, "load_plugins", None)
        if load_plugins is not None:
            load_plugins()
    return sorted(registered_checks(), key=lambda spec: spec.code)


def event_policies() -> dict[str, PolicyBook]:
    """The games whose engine has event rules policies (a game module's `policies`), by slug. The site's
    event form and pages offer each game's from here. A policy name is unique across games, since the
    form names its field `policy_<name>`."""
    books = {
        slug: book
        for slug, game in registered_games().items()
        if isinstance(book := getattr(game, "policies", None), PolicyBook)
    }
    names = [name for book in books.values() for name in book.policies]
    assert len(names) == len(set(names)), "a policy name is used by two games"
    return books


def all_cited_clauses() -> set[str]:
    return {clause for spec in declared_checks() for clause in spec.clauses}


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
    "PolicyBook",
    "Report",
    "TableView",
    "Verdict",
    "acts_available",
    "all_cited_clauses",
    "check_deck",
    "event_policies",
    "known_acts",
    "register_game",
    "registered_games",
    "replay",
    "replay_for_table",
]
