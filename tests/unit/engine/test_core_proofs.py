"""Proofs of core checks that no game's tests fired: a correction of a later entry, an unreadable decklist.

The logs are kaiju logs (tests/unit/engine/kaiju/kaiju_logs.py), the smallest legal game at hand;
both checks are the same for every game.
"""

from __future__ import annotations

import copy

from judge.engine import check_deck
from tests import check_ledger
from tests.unit.engine.kaiju.kaiju_logs import CARDS, KAIJU_DECK, MAIN, T1_START, card, game, t1
from tests.unit.engine.proof import prove, spec_of


def test_correction_must_supersede_an_earlier_entry() -> None:
    engage = t1("main", "play_engage", card=card("P1", "E1"), area=2)
    fixed = dict(engage, args={"card": card("P1", "E1"), "area": 3})

    def correcting(target: int) -> dict:
        return {"act": "correction", "supersedes": target, "replacement": fixed}

    # Entry 8 is the engage; a correction naming entry 9 (itself) supersedes nothing earlier.
    log = game(*T1_START, engage, correcting(9))
    prove(log, "log.bad_correction", 9, twin=game(*T1_START, engage, correcting(8)))


def test_registration_decklist_that_the_schema_rejects() -> None:
    """check_deck screens a decklist given on its own (no judgelog around it), so the proof calls it
    directly: the malformed list gives exactly deck.unreadable, the same list written right gives nothing."""
    good = {"main": dict(MAIN), "kaiju": dict(KAIJU_DECK)}
    bad = copy.deepcopy(good)
    bad["main"]["E1"] = "4"  # a count must be an integer
    spec = spec_of("deck.unreadable")
    found = check_deck("kaiju", bad, copy.deepcopy(CARDS))
    assert [f.code for f in found] == ["deck.unreadable"], [(f.code, f.message_en) for f in found]
    assert spec.fields <= found[0].evidence.keys()
    assert str(found[0].verdict) == str(spec.verdict)
    assert check_deck("kaiju", good, copy.deepcopy(CARDS)) == []
    check_ledger.proven.add("deck.unreadable")
