"""600.6a: forced attacks (「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する」) in multiplayer.

The two printed examples of 600.6a tell apart two ways such a requirement binds the attacker, declared as the
continuous ability's `attack_lure`: "player" (the God-linked 《龍神ヘヴィ》: no other defending player may be
designated) and "creature" (《ドンジャングルS7》: another player may be designated, but attacking its
controller means attacking it). The logs are the judge scenarios' (tests/scenarios/build_dm_variants.py).
"""

from __future__ import annotations

import copy

from judge.engine import replay
from tests.scenarios import build_dm_variants as S
from tests.unit.engine.dm_variants.ability_logs import add, seat, table, with_card
from tests.unit.engine.proof import prove

CODE = "dm-variants.attack.lure"


def codes(log: dict) -> list[str]:  # type: ignore[type-arg]
    return [f.code for f in replay(copy.deepcopy(log)).findings]


def test_600_6a_heavy_no_other_defending_player() -> None:
    report = prove(S.heavy("P3"), CODE, 1, twin=S.heavy("P2"))
    assert report.findings[0].evidence["lure"] == "P2:b5"


def test_600_6a_heavy_attacking_its_controller_directly_is_not_enough() -> None:
    prove(S.heavy("P2", target="P2"), CODE, 1, twin=S.heavy("P2"))


def test_600_6a_jungle_another_defending_player_may_be_designated() -> None:
    assert codes(S.heavy("P3", "JUNGLE")) == []
    # Attacking P3's untapped creature breaks only the usual rule, not the lure.
    assert codes(S.heavy("P3", "JUNGLE", target="P3:b1")) == ["dm-variants.attack.untapped_creature"]


def test_600_6a_jungle_binds_the_attack_once_its_controller_defends() -> None:
    prove(S.heavy("P2", "JUNGLE", target="P2"), CODE, 1, twin=S.heavy("P2", "JUNGLE"))


def test_600_6a_an_untapped_lure_cannot_be_attacked_so_it_binds_nothing() -> None:
    log = S.heavy("P3")
    log["header"]["snapshot"]["players"]["P2"]["battle"][0]["tapped"] = False
    assert CODE not in codes(log)


def _five(options: dict) -> dict:  # type: ignore[type-arg]
    """Five players; P3, two seats from P1, controls a tapped God-linked 龍神ヘヴィ; P1 attacks P2."""
    seats = {s: seat(s, hand_count=3) for s in ("P1", "P2", "P3", "P4", "P5")}
    seats["P1"] = seat("P1", battle=[("P1:b1", "F")])
    seats["P3"]["battle"] = [{"iid": "P3:b5", "card": "HEAVY", "tapped": True}]
    seats["P3"]["deck"]["count"] -= 1
    log = with_card(table(turn=6, seats=seats, options=options), "HEAVY", S.HEAVY)  # turn 6: P1's
    add(log, 6, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    return log


def test_600_6a_a_lure_out_of_the_attackers_range_binds_nothing() -> None:
    # Range 1 (601.3): P3 is out of P1's range, so P1 cannot designate P3 and may attack P2.
    assert codes(_five({"range": 1})) == []
    # Without the range option P3 may be designated: the lure binds.
    assert codes(_five({})) == [CODE]
