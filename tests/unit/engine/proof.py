"""Proving one check: a minimal log in which exactly that check fires, and its legal twin that gives nothing.

Write the log by hand from the rulebook (a snapshot or a few entries), not from a generator, and write the
twin as the same log with the one illegal thing done right. ``prove`` checks:

- the check fires exactly once, at the entry ``seq`` (``None`` for a finding about the whole game);
- it cites every clause the check declares, and its messages name nothing its evidence lacks;
- no other finding whose verdict is ``illegal`` (or of any verdict, unless ``allow`` names it) appears;
- the twin replays with no finding at all.

A passing proof marks the check *proven* in the session's check ledger (tests/check_ledger.py).
"""

from __future__ import annotations

import copy
from typing import Any

from judge.engine import check_deck, declared_checks, replay
from judge.engine.core.report import Report
from tests import check_ledger


def spec_of(code: str):  # type: ignore[no-untyped-def]
    specs = [s for s in declared_checks() if s.code == code]
    assert specs, f"{code} is not a declared check"
    return specs[0]


def prove(
    log: dict[str, Any],
    code: str,
    seq: int | None,
    *,
    twin: dict[str, Any] | None,
    allow: tuple[str, ...] = (),
    companions: tuple[str, ...] = (),
    verdict: str | None = None,
) -> Report:
    """Assert that ``log`` shows exactly the check ``code`` at ``seq`` and ``twin`` shows nothing.

    ``twin=None`` only for a check about the header or the deck, where the legal log is a different header
    and the test proves it separately. ``allow`` names codes that must accompany this one by the rules
    (say, a needs_ruling that the same act raises); they may not be illegal. ``verdict`` when the engine
    gives this check another verdict than its declared one in this situation (a policy, hidden cards).
    ``companions`` names checks, proven on their own, that the rules make fire at the same entry whenever this
    one does (a battle fought against a rule effect is also that rule effect skipped); each must fire there
    exactly once, and may be illegal.
    """
    spec = spec_of(code)
    report = replay(copy.deepcopy(log))
    hits = [f for f in report.findings if f.code == code]
    others = [f for f in report.findings if f.code != code]
    described = [(f.seq, f.code, f.message_en) for f in report.findings]
    assert len(hits) == 1, f"{code} should fire once; the log gave {described}"
    (hit,) = hits
    assert hit.seq == seq, f"{code} fired at entry {hit.seq}, not {seq}: {described}"
    assert str(hit.verdict) == (verdict or str(spec.verdict)), f"{code} came as {hit.verdict}"
    assert set(spec.clauses) <= set(hit.clauses), (spec.clauses, hit.clauses)
    assert spec.fields <= hit.evidence.keys(), (
        f"{code}: evidence lacks {sorted(spec.fields - hit.evidence.keys())}"
    )
    for other in companions:
        assert [f.seq for f in others if f.code == other] == [seq], (
            f"{other} should come with {code}: {described}"
        )
    stray = [
        f for f in others if f.code not in companions and (f.code not in allow or str(f.verdict) == "illegal")
    ]
    assert not stray, f"besides {code}: {[(f.seq, f.code, f.message_en) for f in stray]}"
    if twin is not None:
        clean = replay(copy.deepcopy(twin))
        assert clean.findings == [], (
            f"the legal twin of {code}: {[(f.seq, f.code, f.message_en) for f in clean.findings]}"
        )
    check_ledger.proven.add(code)
    return report


def prove_deck(
    game: str, decklist: dict[str, Any], cards: dict[str, Any], code: str, *, twin: dict[str, Any]
) -> None:
    """Prove a check that only registration reaches: ``check_deck`` on a decklist given on its own.

    In a log, the header schema rejects such a decklist before the deck rules read it, so ``prove`` cannot
    replay it; the tournament's registration page calls ``check_deck`` directly and meets it there.
    """
    spec = spec_of(code)
    # cards=None: each decklist carries its own "cards", so the twin may define a card the list got wrong.
    found = check_deck(game, copy.deepcopy(decklist), copy.deepcopy(cards))
    described = [(f.code, f.message_en) for f in found]
    assert [f.code for f in found] == [code], described
    assert set(spec.clauses) <= set(found[0].clauses)
    assert spec.fields <= found[0].evidence.keys(), (
        f"{code}: evidence lacks {sorted(spec.fields - found[0].evidence.keys())}"
    )
    assert check_deck(game, copy.deepcopy(twin), copy.deepcopy(cards)) == [], "the legal twin"
    check_ledger.proven.add(code)
