"""Short legal Rebirth games written by hand from the rulebook: the bases of the mutation tests.

Each replays with no finding (tests/unit/engine/test_mutations.py proves it). A mutation test changes one
entry of one of them and names the entry where its check must fire, so the seq numbers below matter.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from tests.unit.engine.rebirth.logs import board, c, main_log

_GOLDEN = Path(__file__).resolve().parents[1] / "golden"


def opening() -> dict[str, Any]:
    """The setup (6.2) and three turns, as golden/legal_opening.json records them (32 entries):

    - seq 1-10 setup; 11-14 turn 1 (P1): standby draw, energy (a partner and a face-down card, 7.3.2),
      a character played to member slot 0, end;
    - 15-23 turn 2 (P2): draw one (7.2.1.2), energy, a character played, an attack (8.2) that P1 does not
      block, 3 damage (8.4.3), P1 retires its entry character and fills the entry (5.9);
    - 24-32 turn 3 (P1): the same, P2 retiring its entry character.
    """
    return json.loads((_GOLDEN / "legal_opening.json").read_text(encoding="utf-8"))["log"]


def blocked_turn() -> dict[str, Any]:
    """P1's turn 3 from a snapshot at its standby phase, and P2's draw of turn 4 (10 entries):

    - seq 1 standby draw; 2 a face-down energy card (7.3.2.2); 3 P1 sets a Reバース card and draws one
      (7.4.2.4); 4 the entry character (T-CH04, cost 3) moves to member slot 1 paying three energy
      (7.4.2.2, 5.14.1.1); 5 the entry is filled from the deck (5.9);
    - 6 P1 attacks with support; 7 P2, the non-turn player, blocks with the ブロッカー T-CH06 (8.3.3);
    - 8 the Reバース card goes to the waiting room at the end of the turn (7.6.5); 9 end; 10 P2 draws.
    """
    p1 = board("P1", hand=[c("P1:h1", "T-RE01"), c("P1:h2", "T-CH06")])
    p2 = board("P2", hand=[c("P2:h1", "T-CH06")])
    log = main_log(turn=3, phase="standby", P1=p1, P2=p2)
    log.add("P1", "draw", cards=[c("P1:h3", "T-CH05")])
    log.add("P1", "energy", phase="energy", card=c("P1:h3", "T-CH05", face_down=True))
    log.add("P1", "set_rebirth", phase="main", card="P1:h1", draw=True)
    log.add("P1", "move_to_member", card="P1:e1", slot=1, pay=["P1:n0", "P1:n1", "P1:n2"])
    log.add("P1", "entry_fill", card=c("P1:e2", "T-CH05"))
    log.add("P1", "attack", phase="attack", step="start", support="P1:m0")
    log.add("P2", "block", step="block", card="P2:h1")
    log.add("P1", "end_discard_rebirth", phase="end")
    log.add("P1", "end_turn")
    log.add("P2", "draw", turn=4, phase="standby", count=1)
    return log.doc()


LEGAL_GAMES = {"opening": opening, "blocked_turn": blocked_turn}
