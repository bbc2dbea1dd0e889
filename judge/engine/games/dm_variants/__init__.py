"""The Duel Masters unofficial variant rules (rules_index/data/dm-variants.txt) as an engine.

Importing this package registers the engine under the document slug `dm-variants`.

What the engine covers, and where:
- The base two-player game the variant document presupposes but does not hold (brief 3.1): setup,
  the turn's steps, mana charge, summoning and casting with mana payment, attacks, blocks, battles,
  breaks, shield triggers, direct attacks, deck-out, conceding. Checks that rest on these official
  rules say so in their message and cite only the heading of the variant section they would sit
  under (checks.py).
- The multiplayer general rules (600) for every game started with 3 or more seats (100.1), and the
  options 601 (range of influence) and 602 (attack adjacent): actions.py.
- Contradictions of the text are policies (formats.POLICIES), decided by decisions.md ("Duel Masters
  variants"): unset, the decision applies (a judgement call is an event option with the decision's
  default). Only the one policy no decision covers is a needs_ruling finding when it matters.

Extension: each format is a `Variant` (state.py lists the hooks) in
`variants/<format code>.py`; `variant_for` imports the module on first use, so a new format needs no
edit of the core. standard, free_for_all and pentagon are written against that same interface.
"""

from judge.engine.core.registry import register_game
from judge.engine.games.dm_variants.deck import check_deck
from judge.engine.games.dm_variants.game import GAME, DMVariantsGame

register_game(GAME)

__all__ = ["GAME", "DMVariantsGame", "check_deck"]
