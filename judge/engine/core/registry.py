"""The registry of games: each rulebook's engine plugs in here under its document slug."""

from __future__ import annotations

from importlib import import_module
from typing import Any, Protocol

from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.verdicts import Finding


class GameModule(Protocol):
    slug: str
    name: str

    def start(self, header: dict[str, Any], ctx: Context) -> Any:
        """Build the starting state from the header (initial setup or a mid-game snapshot)."""

    def apply(self, state: Any, entry: Entry, ctx: Context) -> None:
        """Check one entry against the rules, then apply what the log says happened."""

    def finish(self, state: Any, ctx: Context) -> None:
        """Checks that can only be made at the end of the log."""

    def summary(self, state: Any) -> dict[str, Any]:
        """A JSON-ready description of the final state."""

    def check_deck(self, decklist: dict[str, Any], cards: dict[str, Any]) -> list[Finding]:
        """Deck construction rules, usable on their own (tournament registration)."""


_GAMES: dict[str, GameModule] = {}


def register_game(module: GameModule) -> GameModule:
    _GAMES[module.slug] = module
    return module


def get_game(slug: str) -> GameModule | None:
    _load_builtin_games()
    return _GAMES.get(slug)


def registered_games() -> dict[str, GameModule]:
    _load_builtin_games()
    return dict(_GAMES)


# Each game module registers itself when imported.
BUILTIN_GAME_MODULES = (
    "judge.engine.games",
    "judge.engine.games.kaiju",
    "judge.engine.games.dimension_zero",
    "judge.engine.games.myearth",
    "judge.engine.games.dm_variants",
)


def _load_builtin_games() -> None:
    # Imported late so that core never depends on a particular game at import time.
    for module in BUILTIN_GAME_MODULES:
        import_module(module)
