"""Reバース for you: the comprehensive rules (rules_index/data/rebirth.txt) as an engine."""

from judge.engine.games.rebirth.deck import check_deck
from judge.engine.games.rebirth.game import GAME, RebirthGame

__all__ = ["GAME", "RebirthGame", "check_deck"]
