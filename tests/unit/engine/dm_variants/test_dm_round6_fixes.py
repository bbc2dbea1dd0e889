"""Proofs of what the sixth blind held-out round found missing (tests/scenarios_heldout/build_dm_variants_round6.py):
a hand-written log breaking one rule and its legal twin each (tests/unit/engine/proof.py).

One disputed play turned on 「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する」 on a card that neither of
600.6a's examples classifies: the God-linked 《龍神ヘヴィ》 forbids designating another defending player, 《ドンジャングルS7》
allows it, and no rule says which way another card goes. The format gained `attack_lure: "open"` for a card with
that text whose reading is not settled: designating another opponent then needs a ruling
(`attack.lure_reading`), while ignoring it with its controller defending breaks both readings (`attack.lure`).
"""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import replay
from tests.scenarios import build_dm_variants as S
from tests.unit.engine.proof import prove

P = "dm-variants."
Doc = dict[str, Any]

# A card with the lure text that 600.6a's examples do not classify.
OPEN = {
    **S.HEAVY,
    "name": "密林の囮",
    "abilities": [{"id": "lure", "kind": "continuous", "effect": {"attack_lure": "open"}}],
}


def _open(defender: str, target: str | None = None) -> Doc:
    """P2 controls a tapped creature with an open lure (P2:b5); P1 attacks with P1:b1 at entry 1."""
    log = S.heavy(defender, target=target)
    log["header"]["cards"]["HEAVY"] = copy.deepcopy(OPEN)
    return log


def _codes(log: Doc) -> list[str]:
    return [f.code for f in replay(copy.deepcopy(log)).findings]


def test_600_6a_open_lure_another_defending_player_needs_a_ruling() -> None:
    report = prove(_open("P3"), P + "attack.lure_reading", 1, twin=_open("P2"))
    assert report.findings[0].evidence["lure"] == "P2:b5"


def test_600_6a_open_lure_binds_once_its_controller_defends() -> None:
    # Both readings agree here: with P2 defending, P1 must attack the lure, not P2.
    prove(_open("P2", target="P2"), P + "attack.lure", 1, twin=_open("P2"))


def test_600_6a_open_lure_untapped_binds_nothing() -> None:
    log = _open("P3")
    log["header"]["snapshot"]["players"]["P2"]["battle"][0]["tapped"] = False
    assert _codes(log) == []
