"""The two-player game (「2人対戦」, 600.3): the base game with no multiplayer rule."""

from __future__ import annotations

from judge.engine.games.dm_variants.formats import STANDARD
from judge.engine.games.dm_variants.state import Variant
from judge.engine.games.dm_variants.variants import register_variant


class Standard(Variant):
    code = STANDARD
    generator_seats = (2,)


VARIANT = register_variant(Standard())
