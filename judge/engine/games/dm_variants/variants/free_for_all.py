"""605 「無差別戦」: individual play; 601 optional with one range for everyone, 603 never used."""

from __future__ import annotations

import random
from typing import Any

from judge.engine.core.context import Context
from judge.engine.games.dm_variants import checks as C
from judge.engine.games.dm_variants.formats import FREE_FOR_ALL
from judge.engine.games.dm_variants.state import DMState, Variant
from judge.engine.games.dm_variants.variants import register_variant


class FreeForAll(Variant):
    code = FREE_FOR_ALL
    generator_seats = (3, 4)

    def validate(self, state: DMState, ctx: Context) -> None:
        super().validate(state, ctx)
        ranges = state.options.get("range")
        if isinstance(ranges, dict) and len(set(ranges.values())) > 1:
            ctx.flag(C.FFA_RANGE, {"ranges": ranges})  # 605.2a
        if state.options.get("deploy"):
            ctx.flag(C.FFA_DEPLOY, {})  # 605.2b

    def generator_options(self, rng: random.Random, seats: int) -> dict[str, Any]:
        choice = rng.choice(("none", "range", "adjacent"))
        if choice == "range":
            return {"range": rng.choice((1, 2))}
        if choice == "adjacent":
            return {"attack_adjacent": True}
        return {}


VARIANT = register_variant(FreeForAll())
