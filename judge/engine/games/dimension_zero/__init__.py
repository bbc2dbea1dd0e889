"""ディメンション・ゼロ 総合ルール Version 19.00 (rules_index/data/dimension-zero.txt) as an engine.

Importing this package registers the engine under the document slug `dimension-zero`.
"""

from judge.engine.core.registry import register_game
from judge.engine.games.dimension_zero.deck import check_deck
from judge.engine.games.dimension_zero.game import GAME, DimensionZeroGame

register_game(GAME)

__all__ = ["GAME", "DimensionZeroGame", "check_deck"]
