"""603 クリーチャー配置, on the hand-written legal 皇帝戦 legal_games.emperor_deploy (609.3b uses it, described
seq by seq): each broken deploy rule is found at its entry."""

from __future__ import annotations

from typing import Any

import pytest

from tests.unit.engine.dm_variants.legal_games import emperor_deploy
from tests.unit.engine.mutation_kit import Entries, assert_legal, check_mutation, cut_after, insert

P = "dm-variants.deploy."


def test_the_hand_written_deploy_is_legal() -> None:
    assert_legal(emperor_deploy())


def test_603_2_deploying_outside_the_main_step_is_found() -> None:
    # Seq 38 in P2's attack step (603.2: in one's own main step).
    def mutate(es: Entries) -> int:
        es[37]["phase"] = "attack"
        cut_after(es, 37)
        return 37

    check_mutation(emperor_deploy(), mutate, P + "own_main_step", "dm-variants:603.2")


def test_603_2_deploying_to_an_opponent_is_found() -> None:
    # Seq 38 gives P2:h0 to P4 of the other team (603.2: to a teammate).
    def mutate(es: Entries) -> int:
        es[37]["args"]["to"] = "P4"
        cut_after(es, 37)
        return 37

    check_mutation(emperor_deploy(), mutate, P + "creature", "dm-variants:603.2")


def test_603_2_deploying_a_summoning_sick_creature_is_found() -> None:
    # P2 summons P2:h3 at a new seq 38 and deploys it at once, summoning sick (603.2).
    def mutate(es: Entries) -> int:
        summon: dict[str, Any] = {"turn": 7, "phase": "main", "actor": "P2", "act": "summon"}
        insert(es, 37, summon | {"args": {"card": "P2:h3", "tap": ["P2:d7"]}})
        es[38]["args"]["card"] = "P2:h3"
        cut_after(es, 38)
        return 38

    check_mutation(emperor_deploy(), mutate, P + "creature", "dm-variants:603.2")


def test_603_3_deploying_again_is_found() -> None:
    # In its turn 12, P1 deploys P2:h0, deployed to it at seq 38, back to P2 (603.3), instead of seq 54.
    def mutate(es: Entries) -> int:
        es[53] = {
            "seq": 54,
            "turn": 12,
            "phase": "main",
            "actor": "P1",
            "act": "deploy",
            "args": {"card": "P2:h0", "to": "P2"},
        }
        return 53

    check_mutation(emperor_deploy(), mutate, P + "again", "dm-variants:603.3")


@pytest.mark.parametrize("policy", ["controller_next_turn", None])
def test_603_3_attacking_the_controllers_next_turn_is_found_with_or_without_the_policy(
    policy: str | None,
) -> None:
    # Seq 54 attacks with P2:h0 in P1's next turn after the deploy (603.3). Unset, decisions.md DM 13 decides
    # the same (the new controller's next turn) and nothing is asked.
    log = emperor_deploy()
    if policy is None:
        log["header"]["options"]["policies"].pop("deploy_next_turn", None)
    else:
        log["header"]["options"]["policies"]["deploy_next_turn"] = policy

    def mutate(es: Entries) -> int:
        es[53]["args"]["attacker"] = "P2:h0"
        return 53

    check_mutation(log, mutate, P + "attack_next_turn", "dm-variants:603.3")
