"""Which declared engine checks the suite fires, and which it proves (pytest plugin, loaded by conftest).

Every finding is built by ``CheckSpec.finding``; the plugin wraps it for the whole session and records each
code built during a test under tests/unit/engine, and whether the finding's evidence held every field its messages name. A *proof* is a test that
calls ``tests.unit.engine.proof.prove``: a minimal hand-written log in which exactly that check fires.

With ``CHECK_LEDGER=check`` (``make test`` sets it) the session fails when what it saw differs from
``judge/engine/check_ledger.json``, the committed record that ``manage.py rules_coverage`` reports from:
a check that no test fires and the ledger does not list as unfired, a listed check that now fires or is
proven (the ledger must be brought up to date, so it only improves by a visible edit), or a finding
whose message named a field its evidence lacked. ``CHECK_LEDGER=write`` rewrites the ledger from the run.
"""

from __future__ import annotations

import json
import os
import re
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import is_hypothesis_test

from judge.engine import declared_checks
from judge.engine.core.checks import CheckSpec

LEDGER = Path(__file__).resolve().parents[1] / "judge" / "engine" / "check_ledger.json"
ENGINE_TESTS = Path(__file__).resolve().parent / "unit" / "engine"

fired: Counter[str] = Counter()
proven: set[str] = set()
missing_fields: dict[str, set[str]] = {}
# A Japanese message that carries an English phrase (an evidence value written in English, formatted into
# the Japanese text) reads half in English to a Japanese judge: code -> one example message.
english_in_ja: dict[str, str] = {}
# Checks whose Japanese message still formats an English evidence value, being translated: the list only
# shrinks (a check that reads in Japanese again must leave it, and no check may join it).
ENGLISH_IN_JA_TO_FIX: frozenset[str] = frozenset()
# Three English words in a row, space-separated: a hyphenated id (a game slug such as 'no-such-game'), a
# quoted value and a comma-separated list of ids (the allowed values of a field) are not prose.
_ENGLISH_PHRASE = re.compile(r"(?<![A-Za-z0-9_'-])[A-Za-z]{2,}(?: +[A-Za-z]{2,}){2,}(?![A-Za-z0-9_'-])")
# Only the engine's own tests count toward the ledger, so `make ledger` (those tests alone) and `make test`
# (everything) agree on it; a check fired only by a site test is still unproven as a rule.
_in_engine_test = False

_original_finding = CheckSpec.finding


def _recording_finding(self: CheckSpec, seq: int | None, evidence: dict[str, Any] | None = None, **kw: Any):  # type: ignore[no-untyped-def]
    if _in_engine_test:
        fired[self.code] += 1
    lacking = self.fields - set(evidence or {})
    if lacking:
        missing_fields.setdefault(self.code, set()).update(lacking)
    finding = _original_finding(self, seq, evidence, **kw)
    # Random examples print arbitrary values into messages; only hand-written engine tests are judged.
    if _in_engine_test and _ENGLISH_PHRASE.search(finding.message_ja):
        english_in_ja.setdefault(self.code, finding.message_ja)
    return finding


CheckSpec.finding = _recording_finding  # type: ignore[method-assign]


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item):  # type: ignore[no-untyped-def]
    global _in_engine_test
    # A check that only a random Hypothesis example reaches is not reliably tested: it does not count.
    randomised = is_hypothesis_test(getattr(item, "obj", None))
    _in_engine_test = ENGINE_TESTS in Path(str(item.fspath)).parents and not randomised
    try:
        return (yield)
    finally:
        _in_engine_test = False


def observed() -> dict[str, str]:
    return {
        spec.code: "proven" if spec.code in proven else "fired" if fired[spec.code] else "unfired"
        for spec in declared_checks()
    }


# Under pytest-xdist every worker collects the whole suite and runs part of it: each sends what it saw
# to the controller (``workeroutput``), which merges it and judges the ledger once for the whole run.
collected_files: set[str] = set()


def _is_worker(config: pytest.Config) -> bool:
    return hasattr(config, "workerinput")


def _send_to_controller(session: pytest.Session) -> None:
    session.config.workeroutput["check_ledger"] = {  # type: ignore[attr-defined]
        "fired": dict(fired),
        "proven": sorted(proven),
        "missing_fields": {code: sorted(fields) for code, fields in missing_fields.items()},
        "english_in_ja": english_in_ja,
        "collected": sorted({str(item.fspath) for item in session.items}),
    }


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: Any) -> None:
    seen = getattr(node, "workeroutput", {}).get("check_ledger")
    if not seen:
        return
    fired.update(seen["fired"])
    proven.update(seen["proven"])
    for code, fields in seen["missing_fields"].items():
        missing_fields.setdefault(code, set()).update(fields)
    for code, message in seen["english_in_ja"].items():
        english_in_ja.setdefault(code, message)
    collected_files.update(seen["collected"])


def _whole_engine_suite_ran(session: pytest.Session) -> bool:
    # A partial run (-k, a single file) cannot judge the ledger; make test runs every engine test.
    if session.config.getoption("keyword") or session.testsfailed:
        return False
    ran = {Path(str(item.fspath)) for item in session.items} | {Path(f) for f in collected_files}
    every = set(ENGINE_TESTS.rglob("test_*.py"))
    return bool(every) and every <= ran


def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    mode = os.environ.get("CHECK_LEDGER", "")
    if _is_worker(session.config):
        if mode in ("check", "write"):
            _send_to_controller(session)
        return
    if mode not in ("check", "write") or not _whole_engine_suite_ran(session):
        return
    now = observed()
    reporter = session.config.pluginmanager.get_plugin("terminalreporter")

    def say(line: str) -> None:
        if reporter is not None:
            reporter.write_line(line)

    if mode == "write":
        LEDGER.write_text(
            json.dumps(now, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8"
        )
        say(f"check ledger written: {Counter(now.values())}")
        return
    committed = json.loads(LEDGER.read_text(encoding="utf-8")) if LEDGER.exists() else {}
    problems = []
    for code, status in now.items():
        was = committed.get(code)
        if status == "unfired" and was != "unfired":
            problems.append(f"{code}: declared, but no test fires it")
        elif was != status:
            problems.append(f"{code}: ledger says {was}, the suite {status} it (update the ledger)")
    problems += [
        f"{code}: ledger lists a check that is not declared" for code in committed.keys() - now.keys()
    ]
    problems += [
        f"{code}: a finding's message names {sorted(fields)}, which its evidence lacked"
        for code, fields in sorted(missing_fields.items())
        if code in now  # a spec a test builds by hand to exercise the logging is not a declared check
    ]
    problems += [
        f"{code}: the Japanese message carries English text: {message}"
        for code, message in sorted(english_in_ja.items())
        if code in now and code not in ENGLISH_IN_JA_TO_FIX
    ]
    problems += [
        f"{code}: reads in Japanese now; remove it from ENGLISH_IN_JA_TO_FIX in tests/check_ledger.py"
        for code in sorted(ENGLISH_IN_JA_TO_FIX - english_in_ja.keys())
    ]
    counts = Counter(now.values())
    say(f"check ledger: {counts['proven']} proven, {counts['fired']} fired, {counts['unfired']} unfired")
    if problems:
        say("check ledger problems (CHECK_LEDGER=write make test rewrites judge/engine/check_ledger.json):")
        for line in problems:
            say(f"  {line}")
        session.exitstatus = pytest.ExitCode.TESTS_FAILED
