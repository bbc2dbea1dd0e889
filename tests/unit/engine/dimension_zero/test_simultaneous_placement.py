"""Units one effect puts into squares are placed at the same moment (the moves of one `effect` entry):
two of different controllers meeting are each an attacking unit (3.11.5-1) and both go to the graveyard
when both remain at the battle's end (3.14.2, 4.16.4-10); two of one controller both go (4.16.4-6)."""

from __future__ import annotations

from tests.unit.engine.dimension_zero.dz_logs import Log, empty_first_step
from tests.unit.engine.proof import prove

DZ = "dimension-zero."


def _meeting(survivors_removed: list[str]) -> tuple[Log, int]:
    """Turn 1: an effect puts P1:h1 and P2:h0 into B22 at once. The first step's exchange carries no damage
    (no 加速). In the second step the exchange (3000 each)
    is fixed on the stack (3.12.4-1), then an effect raises both units to 5000, so both survive it."""
    log = Log().setup(["RU", "RU"], ["RU"])
    log.at(1, "main")
    both = [
        {"card": "P1:h1", "from": "hand", "to": "B22"},
        {"card": "P2:h0", "from": "hand", "to": "B22", "player": "P2"},
    ]
    log.add(None, "effect", source="P1:h0", moves=both)
    empty_first_step(log, turn=1)
    log.at(1, "main", "battle2")
    log.add(None, "exchange", damage={"P1:h1": 3000, "P2:h0": 3000})
    log.add(
        None,
        "effect",
        source="P1:h0",
        power=[{"card": "P1:h1", "amount": 2000}, {"card": "P2:h0", "amount": 2000}],
    )
    log.add(None, "resolve")
    log.at(1, "main", "battle_end")
    log.add("P1", "pass")
    for iid in survivors_removed:
        log.add(None, "rule_effect", card=iid)
    log.at(1, "smash")
    return log, log.add("P1", "pass")


def test_3_11_5_1_both_units_placed_at_once_attack_and_both_go() -> None:
    bad, seq = _meeting(["P2:h0"])
    prove(bad.json(), DZ + "battle.end_rules_skipped", seq, twin=_meeting(["P2:h0", "P1:h1"])[0].json())


def test_4_16_4_6_two_units_of_one_player_placed_at_once_both_go() -> None:
    def log(removed: list[str]) -> tuple[Log, int]:
        log = Log().setup(["RU", "RU", "RU"])
        log.at(1, "main")
        two = [{"card": "P1:h1", "from": "hand", "to": "B12"}, {"card": "P1:h2", "from": "hand", "to": "B12"}]
        log.add(None, "effect", source="P1:h0", moves=two)
        for iid in removed:
            log.add(None, "rule_effect", card=iid)
        return log, log.add("P1", "pass")

    bad, seq = log(["P1:h2"])
    prove(bad.json(), DZ + "rule.skipped", seq, twin=log(["P1:h2", "P1:h1"])[0].json())
