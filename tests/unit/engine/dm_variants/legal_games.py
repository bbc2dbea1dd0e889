"""Short legal Duel Masters games written by hand from the rulebook: the bases of the mutation tests.

Each replays with no finding (test_dm_mutations.py proves it). A mutation test changes one entry of one of
them and names the entry where its check must fire, so the seq numbers below matter. The cards are
proof_logs' hand-written vanilla pool (F 火の兵1 1000, G 火の兵2 2000, B 光の盾 1000 ブロッカー, W 火の大将
4000 cost 2 W・ブレイカー), forty cards a deck.
"""

from __future__ import annotations

from typing import Any

from tests.unit.engine.dm_variants.proof_logs import (
    Game,
    archenemy_game,
    emperor_game,
    emperor_turns,
    planar_game,
    plane_exploration_game,
    teams_game,
)


def duel() -> dict[str, Any]:
    """A standard two-player game (100, 402, 403, 502), P1 first, hands W G B F G (`<seat>:h0`…h4), 30 entries:

    - seq 1-4 setup: five shields and five cards each;
    - turn 1 (P1): 5 start, no draw for the first player of two (600.8), 6 charge F P1:h3, 7 summon G P1:h1
      tapping it;
    - turn 2 (P2): 8 start, 9 draw B P2:d2, 10 charge it, 11 summon the light blocker B P2:h2 tapping it;
    - turn 3 (P1): 12 start, 13 draw F P1:d3, 14 charge it, 15 summon W P1:h0 (cost 2) tapping P1:d3 and
      P1:h3; 16 P1:h1 (summoned in turn 1) attacks P2; 17 P2 blocks with P2:h2; 18 the battle, 2000
      against 1000, destroys P2:h2;
    - turn 4 (P2): 19-21 start, draw, charge;
    - turn 5 (P1): 22-24 start, draw, charge; 25 W attacks P2 and 26 breaks two shields (W・ブレイカー);
      27 P1:h1 attacks and 28 breaks one (the broken shields go to P2's hand, no trigger used); 29 P2
      concedes (600.3a) and 30 the judge records P1 as the winner.
    """
    g = Game(2)
    g.setup(hand=("W", "G", "B", "F", "G"))
    g.turn(1, "P1", draw=None, charge="P1:h3", summon="P1:h1")
    g.turn(2, "P2", draw="B", summon="P2:h2")
    g.turn(3, "P1")
    g.add(3, "main", "P1", "summon", card="P1:h0", tap=["P1:d3", "P1:h3"])
    g.add(3, "attack", "P1", "attack", attacker="P1:h1", target="P2")
    g.add(3, "attack", "P2", "block", blocker="P2:h2")
    g.add(3, "attack", "P1", "battle", destroyed=["P2:h2"])
    g.turn(4, "P2")
    g.turn(5, "P1")
    g.add(5, "attack", "P1", "attack", attacker="P1:h0", target="P2")
    g.add(5, "attack", "P1", "break", shields=["P2:s0", "P2:s1"])
    g.add(5, "attack", "P1", "attack", attacker="P1:h1", target="P2")
    g.add(5, "attack", "P1", "break", shields=["P2:s2"])
    g.add(5, "attack", "P2", "concede")
    g.add(5, "attack", None, "result", winners=["P1"])
    return g.log()


def table(**options: Any) -> dict[str, Any]:
    """A four-player 多人数戦 (600) with the header `options`, P1 first:

    - seq 1-8 setup; turns 1-4 (seq 9-24): each player in seat order starts, draws (600.8: in a game of
      more than two the starting player draws too), charges the fire card drawn and summons its fire
      creature `<seat>:h0`;
    - turn 5 (P1): 25-27 start, draw, charge; 28 P1:h0 attacks P2, next to P1 (601, 602); 29 breaks one
      shield; 30 P2 concedes (600.3a) and the game goes on for the three others.
    """
    g = Game(4, options=options)
    g.setup()
    for t, s in enumerate(g.seats, start=1):
        g.turn(t, s, summon=f"{s}:h0")
    g.turn(5, "P1")
    g.add(5, "attack", "P1", "attack", attacker="P1:h0", target="P2")
    g.add(5, "attack", "P1", "break", shields=["P2:s0"])
    g.add(5, "attack", "P2", "concede")
    return g.log()


LEGAL_GAMES = {
    "duel": duel,
    "table": table,
    "table_range_1": lambda: table(range=1),
    "table_attack_adjacent": lambda: table(attack_adjacent=True),
}


def _draw(g: Game, turn: int, *seats: str) -> None:
    for s in seats:
        g.add(turn, "draw", s, "draw", cards=[{"iid": f"{s}:d{turn}", "card": "F"}])


def archenemy() -> dict[str, Any]:
    """魔王戦 (702) for three: P1 the 魔王 with a 20-scheme deck, P2 and P3 the heroes, 7 shields each
    (702.5), 22 entries:

    - seq 1-6 setup (shields and five cards each);
    - turn 1 (P1, 702.6): 7 start, 8 draw, 9 charge; 10 right as the main step begins P1 sets the scheme
      SC0 in motion (702.9, 501.1a); 11 summons F P1:h0;
    - turn 2 (the heroes' shared turn, 702.2): 12 start, 13-14 both draw, 15-16 both charge; 17 P2
      summons P2:h0 with its own mana (702.2c);
    - turn 3 (P1): 18-20 start, draw, charge; 21 the scheme SC1; 22 the heroes' turn 4 starts.
    """
    g = archenemy_game()
    g.add(1, "start", "P1", "turn_start")
    _draw(g, 1, "P1")
    g.add(1, "charge", "P1", "charge", card="P1:d1")
    g.add(1, "main", "P1", "scheme", card={"iid": "P1:sc0", "card": "SC0"})
    g.add(1, "main", "P1", "summon", card="P1:h0", tap=["P1:d1"])
    g.add(2, "start", "P2", "turn_start")
    _draw(g, 2, "P2", "P3")
    for s in ("P2", "P3"):
        g.add(2, "charge", s, "charge", card=f"{s}:d2")
    g.add(2, "main", "P2", "summon", card="P2:h0", tap=["P2:d2"])
    g.add(3, "start", "P1", "turn_start")
    _draw(g, 3, "P1")
    g.add(3, "charge", "P1", "charge", card="P1:d3")
    g.add(3, "main", "P1", "scheme", card={"iid": "P1:sc1", "card": "SC1"})
    g.add(4, "start", "P2", "turn_start")
    return g.log()


def tower_for_three() -> dict[str, Any]:
    """タワーデュエル (610) for three: one public deck of 90 (610.3: 30 a player), listed for each seat; a card
    is named with the seat that takes it. Setup seat by seat (610.4), then turns 1-3, each player in turn
    starting, drawing (600.8: in a game of more than two the starting player draws too), charging the fire
    card drawn and summoning its fire creature `<seat>:h0`; 18 entries."""
    g = Game(3, variant="tower")
    public = {"main": dict.fromkeys(g.cards, 9)}
    g.decklists = {s: dict(public) for s in g.seats}
    g.setup()
    g.turn(1, "P1", summon="P1:h0")
    g.turn(2, "P2", summon="P2:h0")
    g.turn(3, "P3", summon="P3:h0")
    return g.log()


def planes() -> dict[str, Any]:
    """次元戦 (703) for two, P1 first, 16 entries:

    - seq 1-4 setup; 5 P1, the starting player, reveals the field FD (with a D-switch) as the first plane
      (703.5);
    - turn 1 (P1): 6 start, 7 charge P1:h1 (no draw, 600.8); 8 the turn's first roll, free, shows {C}
      (703.11); 9 P1 uses FD's D-switch, once a game after a {C} (703.11d); 10 a second roll, paying one
      mana, shows {P} (703.11) and 11 P1 planeswalks at once, revealing PL1 (703.11b);
    - turn 2 (P2): 12 start, 13 draw, 14 charge, 15 a free roll showing nothing, 16 summon F P2:h0.
    """
    g = planar_game("planes")
    g.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl0", "card": "FD"})
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    g.add(1, "main", "P1", "roll", result="C", tap=[])
    g.add(1, "main", "P1", "d_switch", card="P1:pl0")
    g.add(1, "main", "P1", "roll", result="P", tap=["P1:h1"])
    g.add(1, "main", "P1", "planeswalk", reveal={"iid": "P1:pl1", "card": "PL1"})
    g.turn(2, "P2")
    g.add(2, "main", "P2", "roll", result="blank", tap=[])
    g.add(2, "main", "P2", "summon", card="P2:h0", tap=["P2:d2"])
    return g.log()


def _grid_walk(
    g: Game, turn: int, seat: str, to: list[int], reveal: list[tuple[int, str, list[int]]], removed: list[str]
) -> None:
    g.add(turn, "main", seat, "roll", result="P", tap=[])
    cards = [{"card": {"iid": f"P1:pl{k}", "card": cid}, "at": at} for k, cid, at in reveal]
    g.add(turn, "main", seat, "planeswalk", to=to, reveal=cards, removed=removed)


def plane_exploration() -> dict[str, Any]:
    """次元探索戦 (704) for two, P1 first, 19 entries:

    - seq 1-4 setup; 5-9 P1, the starting player, reveals the cross: GP0 on [0, 0] (the piece's square)
      and GP1-GP4 on [0, 1], [1, 0], [0, -1], [-1, 0] (704.4, 704.5);
    - turn 1 (P1): 10 start, 11 charge; 12 a free roll shows {P} (704.12) and 13 the piece moves up to
      [0, 1] (704.9a), the empty neighbours [0, 2], [1, 1], [-1, 1] are filled (704.11); no plane is 3
      squares away;
    - turn 2 (P2): 14 start, 15 draw, 16 charge; 17 {P} again and 18 the piece moves up to [0, 2]: the
      planes on [1, 0], [0, -1] and [-1, 0], now 3 squares away, go to the bottom (704.11) and [0, 3],
      [1, 2], [-1, 2] are filled; 19 P2 summons F P2:h0.
    """
    g = plane_exploration_game()
    g.add(1, "start", "P1", "turn_start")
    g.add(1, "charge", "P1", "charge", card="P1:h1")
    _grid_walk(g, 1, "P1", [0, 1], [(5, "GP5", [0, 2]), (6, "GP6", [1, 1]), (7, "GP7", [-1, 1])], [])
    g.turn(2, "P2")
    far = ["P1:pl2", "P1:pl3", "P1:pl4"]
    _grid_walk(g, 2, "P2", [0, 2], [(8, "GP8", [0, 3]), (9, "GP9", [1, 2]), (10, "GN", [-1, 2])], far)
    g.add(2, "main", "P2", "summon", card="P2:h0", tap=["P2:d2"])
    return g.log()


def grand_melee() -> dict[str, Any]:
    """大乱闘戦 (607) for ten, P1 first, 32 entries: seq 1-20 setup; 10 // 4 = 2 turn markers, at the first
    player P1 and four seats on, P5 (607.4a, 607.4b). Each turn: start, draw (600.8), charge the fire card
    drawn, summon the fire creature `<seat>:h0`:

    - turn 1 (seq 21-24): P1, holding marker 1; it then passes one seat left, to P2 (607.4c);
    - turn 2 (seq 25-28): P5, holding marker 2 (the markers take turns in order, 607.4c);
    - turn 3 (seq 29-32): P2, holding marker 1 again: marker 2 has passed on to P6, four seats on, so P2
      need not wait (607.4d; in turn 2, with P5 three seats on, it had to).
    """
    g = Game(10, variant="grand_melee")
    g.setup()
    for t, s in enumerate(("P1", "P5", "P2"), start=1):
        g.turn(t, s, summon=f"{s}:h0")
    return g.log()


def two_headed() -> dict[str, Any]:
    """双頭戦 (608, with 604's shared team turns): teams P1+P2 and P3+P4, P1 first, 33 entries:

    - seq 1-8 setup (five shields each);
    - turn 1 (P1+P2): 9 start; no draw for the first team's first turn (608.7); 10-11 each charges its own
      card, 12-13 each summons F `<seat>:h0` with its own mana (608.5);
    - turn 2 (P3+P4): 14 start, 15-16 both draw (604.3b: P4 a light card), 17-18 both charge, 19 P3
      summons F, 20 P4 the light blocker B P4:h2;
    - turn 3 (P1+P2): 21 start, 22-23 both draw (P2 a light card), 24-25 both charge, 26 P2 summons its
      blocker B P2:h2; 27 an effect of P2:h0 puts all of P3's and P4's shields into the graveyard; 28
      P1:h0 attacks P3; 29 P4, the defender's partner, blocks (608.8d); 30 the battle, 1000 against 1000,
      destroys both; 31 P2:h0 attacks P3 and, unblocked, 32 attacks directly (608.9c); 33 the judge
      records P1 and P2 as the winners (608.9a).
    """
    g = teams_game("two_headed", [["P1", "P2"], ["P3", "P4"]])
    g.setup()
    g.add(1, "start", "P1", "turn_start")
    for s in ("P1", "P2"):
        g.add(1, "charge", s, "charge", card=f"{s}:h1")
    for s in ("P1", "P2"):
        g.add(1, "main", s, "summon", card=f"{s}:h0", tap=[f"{s}:h1"])
    g.add(2, "start", "P3", "turn_start")
    g.add(2, "draw", "P3", "draw", cards=[{"iid": "P3:d2", "card": "F"}])
    g.add(2, "draw", "P4", "draw", cards=[{"iid": "P4:d2", "card": "B"}])
    for s in ("P3", "P4"):
        g.add(2, "charge", s, "charge", card=f"{s}:d2")
    g.add(2, "main", "P3", "summon", card="P3:h0", tap=["P3:d2"])
    g.add(2, "main", "P4", "summon", card="P4:h2", tap=["P4:d2"])
    g.add(3, "start", "P1", "turn_start")
    g.add(3, "draw", "P1", "draw", cards=[{"iid": "P1:d3", "card": "F"}])
    g.add(3, "draw", "P2", "draw", cards=[{"iid": "P2:d3", "card": "B"}])
    for s in ("P1", "P2"):
        g.add(3, "charge", s, "charge", card=f"{s}:d3")
    g.add(3, "main", "P2", "summon", card="P2:h2", tap=["P2:d3"])
    gone = [
        {"card": f"{s}:s{i}", "from": "shields", "to": "graveyard"} for s in ("P3", "P4") for i in range(5)
    ]
    g.add(3, "main", "P2", "effect", source="P2:h0", moves=gone)
    g.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P3")
    g.add(3, "attack", "P4", "block", blocker="P4:h2")
    g.add(3, "attack", "P1", "battle", destroyed=["P1:h0", "P4:h2"])
    g.add(3, "attack", "P2", "attack", attacker="P2:h0", target="P3")
    g.add(3, "attack", "P2", "direct_attack")
    g.add(3, "end", None, "result", winners=["P1", "P2"])
    return g.log()


def emperor() -> dict[str, Any]:
    """皇帝戦 (609) for six: teams P1-P2-P3 and P4-P5-P6 seated in that order, the emperors P2 and P5 in the
    middle; the emperor P2 starts (609.4) and play goes clockwise P2, P3, P4, P5, P6, P1; 41 entries:

    - seq 1-12 setup; turns 1-6 (seq 13-34): each player starts, draws (not the first two players, P2 and
      P3, in their first turn, 609.5: seq 13-18 have no draw), charges and summons its fire creature
      `<seat>:h0`;
    - turns 7-8 (seq 35-37, 38-41): P2 then P3 start, draw and charge; 41 in turn 8 P3:h0 attacks P4, the
      opponent seated next to P3 (609.3c) and within its 1-seat range (609.3a).
    """
    g = emperor_game()
    emperor_turns(g, 8)
    g.add(8, "attack", "P3", "attack", attacker="P3:h0", target="P4")
    return g.log()


def emperor_deploy() -> dict[str, Any]:
    """皇帝戦 with 603 クリーチャー配置 (609.3b), 54 entries: seq 1-34 as in ``emperor`` (turns 1-6); turn 7
    (P2): 35-37 start, draw, charge; 38 the emperor P2 deploys its creature P2:h0, in play since turn 1,
    to its general P1 in its own main step (603.2); turns 8-12 (seq 39-53): P3, P4, P5, P6 and P1 start,
    draw and charge; 54 in turn 12, P1's first turn since the deploy, P1 attacks P6 with its own P1:h0,
    not with P2:h0 (603.3)."""
    g = emperor_game()
    emperor_turns(g, 6)
    g.turn(7, "P2")
    g.add(7, "main", "P2", "deploy", card="P2:h0", to="P1")
    for t, seat in enumerate(("P3", "P4", "P5", "P6", "P1"), start=8):
        g.turn(t, seat)
    g.add(12, "attack", "P1", "attack", attacker="P1:h0", target="P6")
    return g.log()
