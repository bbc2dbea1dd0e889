"""Proofs of the base-game and multiplayer-core checks of dm-variants: for each, a hand-written log in which
exactly that rule is broken and its legal twin (tests/unit/engine/proof.py).

The base game is official-rules territory (decisions 11): those checks cite the heading of the variant
section the official rule sits under (100 setup, 401 mana charge, 402 main step, 403 attack step) and
001.1, which keeps the official rules in force.
"""

from __future__ import annotations

from tests.unit.engine.dm_variants.proof_logs import Game, two_player_opening
from tests.unit.engine.proof import prove

P = "dm-variants."


# --- 100: setup ---------------------------------------------------------------------------------------
def test_100_opening_hand_is_five_cards() -> None:
    """Official setup: five shields, then a five-card hand. P1 draws only four."""

    def game(hand: int) -> tuple[Game, int]:
        g = Game(2)
        g.setup(hand={"P1": hand, "P2": 5})
        seq = g.add(1, "start", "P1", "turn_start")  # the setup is judged when the first turn begins
        return g, seq

    bad, seq = game(4)
    prove(bad.log(), P + "setup.opening_hand", seq, twin=game(5)[0].log())


# --- 401: mana charge ---------------------------------------------------------------------------------
def test_401_multicoloured_card_enters_the_mana_zone_tapped() -> None:
    """A multicoloured card is charged tapped, so it cannot pay in the turn it was charged."""

    def game(pay_with: str) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.turn(1, "P1", draw=None, charge="P1:h1")  # a fire card, untapped from turn 3 on
        g.turn(2, "P2", draw="B")
        g.turn(3, "P1", draw="M")  # P1:d3 is fire/nature: it enters tapped
        return g, g.add(3, "main", "P1", "summon", card="P1:h0", tap=[pay_with])

    bad, seq = game("P1:d3")
    prove(bad.log(), P + "charge.multicolour_tapped", seq, twin=game("P1:h1")[0].log())


# --- 402: main step -----------------------------------------------------------------------------------
def test_402_a_spell_is_cast_not_summoned() -> None:
    def game(act: str) -> tuple[Game, int]:
        g = Game(2, decklists=None)
        g.setup(hand=("S", "F", "F", "F", "F"))
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "charge", "P1", "charge", card="P1:h1")
        return g, g.add(1, "main", "P1", act, card="P1:h0", tap=["P1:h1"])

    bad, seq = game("summon")
    prove(bad.log(), P + "main.card_type", seq, twin=game("cast")[0].log())


def test_402_cost_short_with_unmodelled_text_needs_a_ruling() -> None:
    """P1 pays one mana for a 2-cost creature with text the engine does not model (a cost reduction?)."""

    def game(tap: list[str]) -> tuple[Game, int]:
        g = Game(2)
        g.setup(hand=("Y", "F", "F", "F", "F"))
        g.turn(1, "P1", draw=None, charge="P1:h1")
        g.turn(2, "P2", draw="B")
        g.turn(3, "P1")
        return g, g.add(3, "main", "P1", "summon", card="P1:h0", tap=tap)

    bad, seq = game(["P1:d3"])
    prove(bad.log(), P + "cost.reduction_unknown", seq, twin=game(["P1:d3", "P1:h1"])[0].log())


# --- 403: attacks, blocks, battles, breaks ------------------------------------------------------------
def test_403_sick_creature_with_text_attacking_needs_a_ruling() -> None:
    """A creature attacks the turn it was summoned; it has text that might give it スピードアタッカー."""

    def game(attacker: str) -> tuple[Game, int]:
        g = Game(2)
        g.setup(hand=("X", "G", "X", "F", "F"))
        g.turn(1, "P1", draw=None, charge="P1:h1", summon="P1:h0")
        g.turn(2, "P2", draw="B")
        g.turn(3, "P1", summon="P1:h2")
        seq = g.add(3, "attack", "P1", "attack", attacker=attacker, target="P2")
        g.add(3, "attack", "P1", "break", shields=["P2:s0"])
        return g, seq

    bad, seq = game("P1:h2")
    prove(bad.log(), P + "attack.summoning_sickness_text", seq, twin=game("P1:h0")[0].log())


def _attack_p2(g: Game) -> int:
    return g.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P2")


def test_403_a_block_needs_an_attack() -> None:
    """P2 blocks in P1's attack step before P1 declared any attack."""
    bad = two_player_opening()
    seq = bad.add(3, "attack", "P2", "block", blocker="P2:h2")
    twin = two_player_opening()
    _attack_p2(twin)
    twin.add(3, "attack", "P2", "block", blocker="P2:h2")
    twin.add(3, "attack", "P1", "battle", destroyed=["P1:h0", "P2:h2"])  # 1000 against 1000: both
    prove(bad.log(), P + "block.no_attack", seq, twin=twin.log())


def test_403_an_attack_is_blocked_once() -> None:
    """P2 has two untapped blockers; both block the same attack."""
    g = Game(2)
    g.setup(hand=("F", "G", "B", "B", "G"))
    g.turn(1, "P1", draw=None, charge="P1:h1", summon="P1:h0")
    g.turn(2, "P2", draw="B", summon="P2:h2")
    g.turn(3, "P1")
    g.turn(4, "P2", draw="B", summon="P2:h3")
    g.turn(5, "P1")
    g.add(5, "attack", "P1", "attack", attacker="P1:h0", target="P2")
    g.add(5, "attack", "P2", "block", blocker="P2:h2")
    twin = g.log()
    seq = g.add(5, "attack", "P2", "block", blocker="P2:h3")
    prove(g.log(), P + "block.twice", seq, twin=twin)


def test_403_battle_against_printed_power_with_card_text_needs_a_ruling() -> None:
    """1000 against 1000 destroys both by printed power; the log destroys only the blocker, and the attacker
    has text the engine does not model."""

    def game(destroyed: list[str]) -> tuple[Game, int]:
        g = Game(2)
        g.setup(hand=("X", "G", "B", "F", "F"))
        g.turn(1, "P1", draw=None, charge="P1:h1", summon="P1:h0")
        g.turn(2, "P2", draw="B", summon="P2:h2")
        g.turn(3, "P1")
        g.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P2")
        g.add(3, "attack", "P2", "block", blocker="P2:h2")
        return g, g.add(3, "attack", "P1", "battle", destroyed=destroyed)

    bad, seq = game(["P2:h2"])
    prove(bad.log(), P + "battle.card_text", seq, twin=game(["P1:h0", "P2:h2"])[0].log())


def test_403_an_unblocked_attack_on_a_player_breaks_a_shield() -> None:
    def game(broken: bool) -> tuple[Game, int]:
        g = two_player_opening()
        _attack_p2(g)
        if broken:
            g.add(3, "attack", "P1", "break", shields=["P2:s0"])
        return g, g.add(4, "start", "P2", "turn_start")  # the attack step ends here

    bad, seq = game(False)
    prove(bad.log(), P + "break.missing", seq, twin=game(True)[0].log())


def test_403_an_attack_breaks_once() -> None:
    g = two_player_opening()
    _attack_p2(g)
    g.add(3, "attack", "P1", "break", shields=["P2:s0"])
    twin = g.log()
    seq = g.add(3, "attack", "P1", "break", shields=["P2:s1"])
    prove(g.log(), P + "break.not_due", seq, twin=twin)


def test_403_a_direct_attack_needs_an_attack() -> None:
    """P2 has no shields left, but P1 records the direct attack without declaring an attack."""

    def game(declared: bool) -> tuple[Game, int]:
        g = two_player_opening()
        g.add(
            3,
            "main",
            "P1",
            "effect",
            source="P1:h0",
            moves=[{"card": f"P2:s{i}", "from": "shields", "to": "graveyard"} for i in range(5)],
        )
        if declared:
            _attack_p2(g)
        seq = g.add(3, "attack", "P1", "direct_attack")
        if declared:
            g.add(3, "end", None, "result", winners=["P1"])
        return g, seq

    bad, seq = game(False)
    prove(bad.log(), P + "direct.not_due", seq, twin=game(True)[0].log())


# --- log errors -----------------------------------------------------------------------------------------
def test_log_an_act_the_format_does_not_know() -> None:
    def game(act: str) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        return g, g.add(1, "charge", "P1", act, card="P1:h0")

    bad, seq = game("mana_charge")
    prove(bad.log(), P + "log.unknown_act", seq, twin=game("charge")[0].log())


def test_log_a_seat_not_in_the_header() -> None:
    def game(actor: str) -> tuple[Game, int]:
        g = Game(2)
        g.setup()
        g.add(1, "start", "P1", "turn_start")
        g.add(1, "charge", "P1", "charge", card="P1:h1")
        return g, g.add(1, "main", actor, "summon", card="P1:h0", tap=["P1:h1"])

    bad, seq = game("P3")
    prove(bad.log(), P + "log.unknown_seat", seq, twin=game("P1")[0].log())


# --- 600.3a: a player who leaves takes their cards ------------------------------------------------------
def _three_player_steal(policies: dict[str, str]) -> Game:
    """Free-for-all of three. In turn 4 P1 takes control of P2's creature P2:h0 by a card effect; then P2
    concedes."""
    g = Game(3, options={"policies": {"deck_out": "empty_deck"} | policies})
    g.setup()
    g.turn(1, "P1", summon="P1:h0")
    g.turn(2, "P2", summon="P2:h0")
    g.turn(3, "P3")
    g.turn(4, "P1")
    g.add(4, "main", "P1", "effect", source="P1:h1", control={"P2:h0": "P1"})
    return g


def test_600_3a_cards_of_a_leaving_player_owned_or_controlled_needs_the_policy() -> None:
    """600.3a (the cards they own leave) against 610.8 (the cards they control): P2 leaves owning a creature
    P1 controls, and the event set no policy."""
    bad = _three_player_steal({})
    seq = bad.add(4, "main", "P2", "concede")
    twin = _three_player_steal({"removed_player_cards": "owned"})
    twin.add(4, "main", "P2", "concede")
    prove(bad.log(), P + "policy.removed_player_cards", seq, twin=twin.log())


def test_600_3a_a_card_that_left_with_its_owner_cannot_attack() -> None:
    def game(attacker: str) -> tuple[Game, int]:
        g = _three_player_steal({"removed_player_cards": "owned"})
        g.add(4, "main", "P2", "concede")
        return g, g.add(4, "attack", "P1", "attack", attacker=attacker, target="P3")

    bad, seq = game("P2:h0")
    prove(bad.log(), P + "removed.card_used", seq, twin=game("P1:h0")[0].log())
