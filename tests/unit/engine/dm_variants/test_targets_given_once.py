"""Targets given on the cast or activation, and an `effect` that names the ability again to resolve it.

The format lets the targets be given on the entry that plays or activates the ability or on the effect
that resolves it. A blind writer of the held-out round 3 logged both — targets on the cast, then an effect
naming the ability without targets — and the engine read that effect as a second resolution choosing
nobody (ability.targets). It is one resolution whose targets were already judged.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path

from judge.engine import replay

SCENARIO = (
    Path(__file__).resolve().parents[3]
    / "scenarios_heldout"
    / "dm-variants"
    / "dm-variants-ho3-destroyed-trigger-out-of-range.json"
)


def legal_log() -> dict:
    return copy.deepcopy(json.loads(SCENARIO.read_text(encoding="utf-8"))["legal"])


def entry(log: dict, act: str, source: str) -> dict:
    key = "card" if act == "cast" else "source"
    return next(e for e in log["entries"] if e["act"] == act and e["args"].get(key) == source)


def codes(log: dict) -> list[str]:
    return [f.code for f in replay(log).findings]


def test_the_scenario_as_written_is_legal():
    # Targets on the cast, and the effect that resolves the spell names its ability again.
    assert entry(legal_log(), "effect", "P3:h1")["args"].get("ability") == "spell"
    assert codes(legal_log()) == []


def test_the_effect_may_name_only_its_source():
    log = legal_log()
    del entry(log, "effect", "P3:h1")["args"]["ability"]
    assert codes(log) == []


def test_targets_given_nowhere_are_still_missing():
    log = legal_log()
    del entry(log, "cast", "P3:h1")["args"]["targets"]
    assert "dm-variants.ability.targets" in codes(log)


def test_targets_given_in_an_earlier_turn_do_not_serve_a_later_effect():
    # The cast's targets serve its resolution in that turn; an effect naming the ability in a later turn,
    # without targets of its own, chose none.
    log = legal_log()
    resolution = entry(log, "effect", "P3:h1")
    later = copy.deepcopy(resolution)
    later["turn"] = resolution["turn"] + 1
    later["args"]["moves"] = []
    index = log["entries"].index(resolution)
    del log["entries"][index]
    log["entries"].append(later)
    for seq, e in enumerate(log["entries"], 1):
        e["seq"] = seq
    assert "dm-variants.ability.targets" in codes(log)
