"""One package per rulebook. Each registers its engine under its document slug.

Later games (kaiju, dimension-zero, dm-variants, myearth) add a package and a line here.
"""

from judge.engine.core.registry import register_game
from judge.engine.games.rebirth import GAME as REBIRTH

register_game(REBIRTH)
