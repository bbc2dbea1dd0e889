"""The check ledger under pytest-xdist: what each worker saw reaches the controller whole and merged.

`make test` runs the SQLite part on several workers; each fires and proves only the checks of the tests it
ran, so a ledger judged per worker would call most checks unfired. These tests drive the plugin's two halves
(a worker's send, the controller's merge) on stand-in sessions, with the plugin's state swapped out so
the real run's record is untouched.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from types import SimpleNamespace

import pytest

from tests import check_ledger


@pytest.fixture
def fresh_state(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(check_ledger, "fired", Counter())
    monkeypatch.setattr(check_ledger, "proven", set())
    monkeypatch.setattr(check_ledger, "missing_fields", {})
    monkeypatch.setattr(check_ledger, "english_in_ja", {})
    monkeypatch.setattr(check_ledger, "collected_files", set())


def _worker_output(
    monkeypatch: pytest.MonkeyPatch,
    fired: dict[str, int],
    proven: set[str],
    missing: dict[str, set[str]],
    files: list[str],
) -> dict:
    """What one worker sends at the end of its session, built by the plugin's own send."""
    monkeypatch.setattr(check_ledger, "fired", Counter(fired))
    monkeypatch.setattr(check_ledger, "proven", set(proven))
    monkeypatch.setattr(check_ledger, "missing_fields", dict(missing))
    monkeypatch.setattr(check_ledger, "english_in_ja", {})
    config = SimpleNamespace(workeroutput={}, workerinput={"workerid": "gw0"})
    session = SimpleNamespace(config=config, items=[SimpleNamespace(fspath=f) for f in files])
    check_ledger._send_to_controller(session)  # type: ignore[arg-type]
    # execnet carries only plain data: the message must survive a JSON round trip unchanged.
    sent = config.workeroutput["check_ledger"]
    assert json.loads(json.dumps(sent)) == sent
    return sent


def test_two_workers_merge_into_one_record(monkeypatch: pytest.MonkeyPatch, fresh_state: None) -> None:
    first = _worker_output(monkeypatch, {"a.one": 2}, {"a.one"}, {}, ["/t/test_a.py", "/t/test_b.py"])
    second = _worker_output(
        monkeypatch, {"a.one": 1, "b.two": 3}, {"b.two"}, {"c.three": {"card"}}, ["/t/test_a.py"]
    )
    # The controller starts from nothing of its own: it runs no test.
    monkeypatch.setattr(check_ledger, "fired", Counter())
    monkeypatch.setattr(check_ledger, "proven", set())
    monkeypatch.setattr(check_ledger, "missing_fields", {})
    for sent in (first, second):
        check_ledger.pytest_testnodedown(SimpleNamespace(workeroutput={"check_ledger": sent}), None)

    assert check_ledger.fired == Counter({"a.one": 3, "b.two": 3})
    assert check_ledger.proven == {"a.one", "b.two"}
    assert check_ledger.missing_fields == {"c.three": {"card"}}
    assert check_ledger.collected_files == {"/t/test_a.py", "/t/test_b.py"}


def test_a_node_that_sent_nothing_changes_nothing(fresh_state: None) -> None:
    # A worker that crashed, or a run without CHECK_LEDGER, sends no record.
    check_ledger.pytest_testnodedown(SimpleNamespace(workeroutput={}), None)
    check_ledger.pytest_testnodedown(SimpleNamespace(), None)
    assert not check_ledger.fired and not check_ledger.proven and not check_ledger.collected_files


def test_the_controller_judges_the_whole_suite_from_the_workers_files(
    monkeypatch: pytest.MonkeyPatch, fresh_state: None, tmp_path: Path
) -> None:
    engine = tmp_path / "engine"
    engine.mkdir()
    for name in ("test_one.py", "test_two.py"):
        (engine / name).write_text("")
    monkeypatch.setattr(check_ledger, "ENGINE_TESTS", engine)
    # The controller collects nothing itself: its session has no items.
    session = SimpleNamespace(config=SimpleNamespace(getoption=lambda name: ""), testsfailed=0, items=[])

    check_ledger.collected_files.add(str(engine / "test_one.py"))
    assert not check_ledger._whole_engine_suite_ran(session)  # type: ignore[arg-type]
    check_ledger.collected_files.add(str(engine / "test_two.py"))
    assert check_ledger._whole_engine_suite_ran(session)  # type: ignore[arg-type]
    session.testsfailed = 1
    assert not check_ledger._whole_engine_suite_ran(session)  # type: ignore[arg-type]
