"""Short complete legal duels written by hand from the rulebook: the bases of the mutation tests.

Each duel starts with the setup (3.1.3, 3.2.2) and is recorded entry by entry as a judge would; each replays
with no finding (tests/unit/engine/dimension_zero/test_mutations.py proves it). A mutation test changes one
entry of one of them and names the entry where its check must fire, so the seq numbers below matter.
"""

from __future__ import annotations

from tests.unit.engine.dimension_zero.dz_logs import Log, battle, card, empty_first_step


def central_duel() -> Log:
    """Five turns (24 entries; the same duel as golden/legal_opening.json):

    - seq 1-4 setup; 5 P1's energy (turn 1, no draw for the first player, 3.6.1-2); 6-7 《赤のユニット》
      P1:h1 into B11 paying the red energy P1:h0 (1.2.3-1, 2.20.1-2);
    - 8-9 P2 draws one (3.6.1-1) and puts energy; 10-13 P1 draws, puts energy and moves P1:h1 up to B21;
    - 14-17 P2 plays 《速攻のユニット》 P2:h2 into B21: a battle (3.11.1); 18-19 the first step's empty
      exchange (decision DZ 5); 20-21 the second step's exchange, 2000 to P1:h1 and 3000 to P2:h2
      (3.13.2); 22 the rule effect that destroys P2:h2 (4.16.4-5);
    - 23-24 P1 draws and smashes once with P1:h1 from the central area (3.9.1).
    """
    log = empty_first_step(battle(p2_unit="HU"))
    log.at(4, "main", "battle2")
    log.add(None, "exchange", damage={"P1:h1": 2000, "P2:h2": 3000})
    log.add(None, "resolve")
    log.add(None, "rule_effect", card="P2:h2")
    log.at(5, "draw")
    log.add("P1", "draw", cards=["P1:d1"])
    log.at(5, "smash")
    log.add("P1", "smash", unit="P1:h1", count=1)
    return log


def big_unit_duel() -> Log:
    """Five turns (31 entries): the battle of ``central_duel`` against 《大きなユニット》 (power 5000).

    - seq 1-19 as in ``central_duel`` up to the empty first step; 20-22 the second step's exchange kills
      P1:h1 (5000 against 3000) and its rule effect (4.16.4-5); 23 P2 passes at the battle's end and 24
      the rule effect sends P2:h2, played into the central area, to the graveyard (3.14.2-1, 4.16.4-9);
      25 P2 passes in its smash phase;
    - 26-31 turn 5: P1 draws, puts P1:h3 into energy and plays two units into its home squares, paying
      one released red energy each (P1:h0, then P1:h2; 2.26.1-1).
    """
    log = empty_first_step(battle(p2_unit="GU"))
    log.at(4, "main", "battle2")
    log.add(None, "exchange", damage={"P1:h1": 5000, "P2:h2": 3000})
    log.add(None, "resolve")
    log.add(None, "rule_effect", card="P1:h1")
    log.at(4, "main", "battle_end")
    log.add("P2", "pass")
    log.add(None, "rule_effect", card="P2:h2")
    log.at(4, "smash")
    log.add("P2", "pass")
    log.at(5, "draw")
    log.add("P1", "draw", cards=["P1:d1"])
    log.at(5, "energy")
    log.add("P1", "energy", card="P1:h3")
    log.at(5, "main")
    log.add("P1", "play", card="P1:h4", to="B11", pay=["P1:h0"])
    log.add(None, "resolve")
    log.add("P1", "play", card=card("P1:d1", "HU"), to="B12", pay=["P1:h2"])
    log.add(None, "resolve")
    return log


def deck_out_duel() -> Log:
    """Two turns (10 entries) to a deck-out: P1 plays 《赤のユニット》 in turn 1; in turn 2 P2 draws one of
    its 35 cards and an effect removes the other 34 (seq 9), so P2 loses when priority next arises (3.3.2,
    4.16.4-2) and the judge records P1 as the winner (seq 10, 3.3.3)."""
    log = Log().setup(["RU", "RU"])
    log.at(1, "energy")
    log.add("P1", "energy", card="P1:h0")
    log.at(1, "main")
    log.add("P1", "play", card="P1:h1", to="B11", pay=["P1:h0"])
    log.add(None, "resolve")
    log.at(2, "draw")
    log.add("P2", "draw", cards=["P2:d0"])
    log.at(2, "main")
    moves = [{"card": f"P2:x{i}", "from": "deck", "to": "remove"} for i in range(34)]
    log.add(None, "effect", source="P1:h1", moves=moves)
    log.add(None, "result", winners=["P1"], reason="deck_out")
    return log


LEGAL_DUELS = {"central": central_duel, "big_unit": big_unit_duel, "deck_out": deck_out_duel}
