"""The format plug-ins, one `Variant` subclass (the interface is in state.py) per format code, and the
registry that finds them.

The core (game.py, actions.py) plays the base game, the multiplayer general rules (600) and
the options 601/602, and asks the format's `Variant` at every point where a format may differ. A new
format is a module `judge/engine/games/dm_variants/variants/<code>.py` (the file name is the
`header.variant` code, e.g. `two_headed.py`) that defines a subclass and calls `register_variant`;
`variant_for` imports it on first use, so the core needs no edit at all.
"""

from __future__ import annotations

from importlib import import_module

from judge.engine.games.dm_variants.formats import FORMATS
from judge.engine.games.dm_variants.state import Variant

_VARIANTS: dict[str, Variant] = {}


def register_variant(variant: Variant) -> Variant:
    _VARIANTS[variant.code] = variant
    return variant


def variant_for(code: str) -> Variant | None:
    """The registered Variant for a format code, importing `variants/<code>.py` on first use."""
    if code not in _VARIANTS and code in FORMATS:
        try:
            import_module(f"{__name__}.{code}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{code}":
                raise
    return _VARIANTS.get(code)
