"""The kaiju card game comprehensive rules (rules_index/data/kaiju.txt, ver. 1.04) as an engine.

Importing this package registers the engine under the document slug `kaiju`.
"""

from judge.engine.core.registry import register_game
from judge.engine.games.kaiju.deck import check_deck
from judge.engine.games.kaiju.game import GAME, KaijuGame

register_game(GAME)

__all__ = ["GAME", "KaijuGame", "check_deck"]
