"""A short legal kaiju game written by hand from the comprehensive rules ver. 1.04: the base of the
mutation tests.

It replays with no finding (test_kaiju_mutations.py proves it). A mutation test changes one entry and
names the entry where its check must fire, so the seq numbers below matter. The cards are kaiju_logs'
hand-written pool (K1-K4 kaiju deck, E1/EN/EB engage, S1 strategy, M1 kaiju); both players start with K1
in area 1 and five cards in hand, P1 first.
"""

from __future__ import annotations

from typing import Any

from tests.unit.engine.kaiju.kaiju_logs import at, card, game, t1, t2


def three_turns() -> dict[str, Any]:
    """The setup and three turns (26 entries):

    - seq 1-6 setup (6.3.1);
    - turn 1 (P1): 7 draws 1 for P2's grade-I kaiju (7.2.2); 8 an engage card E1 (grade 1, P2's kaiju in
      area 1) into area 2 (8.2.1, 10.5.2.1.2); 9 a strategy card into zone 0; 10 anger by discarding the
      kaiju card M1 (8.4.1); 11 M1 played onto K1 (same grade, shared trait, 8.5); 12 進攻 discarding E1
      (icon 1): area 1 -> 2 (8.6.1); 13 踏み潰し destroys P1's own E1 in area 2 (11.3.3); 14 end-phase
      advance to area 3 (7.5.2); 15 P1 draws back to five (7.5.4);
    - turn 2 (P2): 16 draws 1 (P1's M1 is grade 1); 17 EB (repel 20000) into area 4; 18 its repel phase
      repels P1's M1 (threat 7000): P1's kaiju stays in area 3 (5.15.1.1) and K2 comes from P1's kaiju
      deck (5.15.1.2); 19 end-phase advance to area 2;
    - turn 3 (P1): 20 draws 1; 21 the strategy card placed in turn 1 is discarded (7.2.3); 22-23 EN then E1
      into area 2; 24 the duplicate-card process destroys EN, placed first (11.5.1); 25 end-phase advance
      to area 4; 26 P1 draws back to five.
    """
    return game(
        t1("start", "draw", count=1),
        t1("main", "play_engage", card=card("P1", "E1"), area=2),
        t1("main", "play_strategy", card=card("P1", "S1"), zone=0),
        t1("main", "gain_anger", card=card("P1", "M1")),
        t1("main", "play_kaiju", card=card("P1", "M1", 2)),
        t1("main", "advance", card=card("P1", "E1", 2), to=2),
        t1("main", "trample", card="P1:e1-1"),
        t1("end", "end_advance"),
        t1("end", "draw", count=4),
        t2("start", "draw", count=1),
        t2("main", "play_engage", card=card("P2", "EB"), area=4),
        t2("repel", "repel", to=3, replacement=card("P1", "K2")),
        t2("end", "end_advance"),
        at(3, "start", "P1", "draw", count=1),
        at(3, "start", "P1", "discard_strategy", cards=["P1:s1-1"]),
        at(3, "main", "P1", "play_engage", card=card("P1", "EN"), area=2),
        at(3, "main", "P1", "play_engage", card=card("P1", "E1", 3), area=2),
        at(3, "main", "P1", "duplicate", card="P1:en-1"),
        at(3, "end", "P1", "end_advance"),
        at(3, "end", "P1", "draw", count=1),
    )


LEGAL_GAMES = {"three_turns": three_turns}
