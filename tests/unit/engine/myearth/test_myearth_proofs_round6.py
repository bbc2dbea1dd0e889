"""Proofs of the MyEarth checks added after the sixth held-out round, and the readings it changed.

Each proof replays the disputed log of a round-6 held-out scenario (tests/scenarios_heldout/
build_myearth_round6.py: hand-written from the rulebook, a mid-game snapshot and a few entries) and its
legal twin, the same situation played by the rules: a support card's effect carried out before the
opponent decided whether to answer it (251, 254, 255), and an effect on being put into the discard left out
after a lost 対決 (231, 227). The readings: an on-play effect of a card already on the field at the snapshot
fired again (230), the loss of a 対決 given as the whole difference of the totals when it exceeds the Earth
Life left (136, 140: the format accepts either figure), and a check that discards the card a chain now rests
on cites 189 and 190.
"""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import replay
from tests.scenarios_heldout.build_myearth_round6 import SCENARIOS
from tests.unit.engine.proof import prove


def _scenario(short_id: str) -> dict[str, Any]:
    found = [s for s in SCENARIOS if s["id"] == f"myearth-ho6-{short_id}"]
    assert found, short_id
    return copy.deepcopy(found[0])


def _prove(short_id: str, code: str, seq: int) -> None:
    s = _scenario(short_id)
    prove(s[s["ruling"]], code, seq, twin=s["legal"])


def test_251_a_support_takes_effect_only_after_the_opponent_declined() -> None:
    _prove("support-resolved-before-answer", "myearth.support.resolved_before_answer", 2)


def test_231_an_effect_on_being_discarded_fires_after_a_lost_confrontation() -> None:
    _prove("discard-trigger-forgotten", "myearth.effect.discard_trigger_skipped", 7)


def test_231_an_effect_on_being_discarded_fires_after_a_survival_check_discard() -> None:
    # The same card put into the discard by its owner's survival check (a source left by an effect): the
    # effect is owed there too, once the check is done (185), whatever put the card into the discard.
    s = _scenario("discard-trigger-forgotten")
    log = s["legal"]
    log["entries"] = [
        {
            "seq": 1,
            "turn": 3,
            "phase": "second",
            "act": "leave",
            "args": {"card": "R:s1", "to": "discard", "by": "B:c1"},
        },
        {
            "seq": 2,
            "turn": 3,
            "phase": "second",
            "actor": "R",
            "act": "survival",
            "args": {"discarded": ["R:c1"]},
        },
        {"seq": 3, "turn": 3, "phase": "second", "actor": "R", "act": "end_ban", "args": {}},
    ]
    twin = copy.deepcopy(log)
    twin["entries"].insert(
        2,
        {
            "seq": 3,
            "turn": 3,
            "phase": "second",
            "actor": "R",
            "act": "effect",
            "args": {"source": {"iid": "R:c1", "card": "RD"}, "ability": "on_discard", "life": {"B": -1}},
        },
    )
    twin["entries"][3]["seq"] = 4
    prove(log, "myearth.effect.discard_trigger_skipped", 3, twin=twin)


def test_230_an_on_play_effect_of_a_card_on_the_field_at_the_snapshot_does_not_fire_again() -> None:
    s = _scenario("play-effect-fired-again")
    assert replay(s["legal"]).findings == []
    hits = [f for f in replay(s["illegal"]).findings if str(f.verdict) == "illegal"]
    assert [(f.code, f.seq) for f in hits] == [("myearth.effect.fired_twice", 3)]
    assert "myearth:230" in hits[0].clauses


def test_136_140_the_loss_may_be_the_whole_difference_or_the_life_left() -> None:
    s = _scenario("play-on-after-life-zero")
    assert replay(s["legal"]).findings == []  # the difference 4 with 2 Earth Life left (136)
    cut = copy.deepcopy(s["legal"])
    end = next(e for e in cut["entries"] if e["act"] == "confrontation_end")
    end["args"]["life_loss"] = 2  # cut to the Earth Life left (140)
    assert replay(cut).findings == []
    end["args"]["life_loss"] = 3  # neither figure
    assert [f.code for f in replay(cut).findings] == ["myearth.confrontation.life_loss"]


def test_190_the_card_a_chain_now_rests_on_is_not_discarded() -> None:
    s = _scenario("bottom-gone-top-survives")
    assert replay(s["legal"]).findings == []
    hits = replay(s["illegal"]).findings
    assert [(f.code, f.seq) for f in hits] == [("myearth.survival.needless_discard", 5)]
    assert {"myearth:189", "myearth:190"} <= set(hits[0].clauses)
