"""The MyEarth official rules / glossary, 2nd edition (rules_index/data/myearth.txt), as an engine.

Importing this package registers the engine under the document slug `myearth`.
"""

from judge.engine.core.registry import register_game
from judge.engine.games.myearth.deck import check_deck
from judge.engine.games.myearth.game import GAME, MyEarthGame
from judge.engine.games.myearth.state import DEFAULT_STARTING_LIFE

register_game(GAME)

__all__ = ["DEFAULT_STARTING_LIFE", "GAME", "MyEarthGame", "check_deck"]
