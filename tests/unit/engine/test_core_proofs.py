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


# --- the record itself (judge.engine.core.logreader, core.replay) ------------------------------------
def test_entries_must_be_numbered_in_increasing_order() -> None:
    legal = game(*T1_START)
    bad = copy.deepcopy(legal)
    bad["entries"][-1]["seq"] = bad["entries"][-2]["seq"]  # the same number twice
    prove(bad, "log.seq_order", bad["entries"][-1]["seq"], twin=legal)


def test_an_entry_without_its_act_is_malformed() -> None:
    legal = game(*T1_START)
    bad = copy.deepcopy(legal)
    del bad["entries"][-1]["act"]
    prove(bad, "log.entry_schema", bad["entries"][-1]["seq"], twin=legal)


def test_a_game_no_engine_is_registered_for() -> None:
    legal = game(*T1_START)
    bad = copy.deepcopy(legal)
    bad["header"]["game"] = "chess"
    prove(bad, "log.unknown_game", None, twin=legal)


def test_a_log_without_a_header_cannot_be_replayed() -> None:
    legal = game(*T1_START)
    bad = {"entries": copy.deepcopy(legal["entries"])}
    prove(bad, "log.unreadable", None, twin=legal)


def test_a_fault_of_the_engine_is_reported_at_its_entry(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    # The engine's own fault, not the record's: the judge is told to check that entry by hand.
    from judge.engine.games.kaiju import actions

    def broken(*args: object, **kwargs: object) -> None:
        raise ZeroDivisionError("planted")

    monkeypatch.setitem(actions.HANDLERS, "play_engage", broken)
    engage = t1("main", "play_engage", card=card("P1", "E1"), area=2)
    prove(
        game(*T1_START, engage),
        "engine.internal_error",
        len(game(*T1_START, engage)["entries"]),
        twin=game(*T1_START),
    )
