"""Sync end to end with two servers (issue 23): two SQLite databases, each used only by its own
`manage.py` processes. Export from A, import into B twice, edit in both, import again."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


class Server:
    def __init__(self, tmp: Path, name: str, database_url: str = "") -> None:
        self.db = tmp / f"{name}.sqlite3"
        self.env = os.environ | {
            "DATABASE_URL": database_url or f"sqlite:///{self.db}",
            "VAR_DIR": str(tmp / f"var-{name}"),
            "DEBUG": "1",
            "REDIS_URL": "",
        }
        self.env.pop("DJANGO_SETTINGS_MODULE", None)

    def manage(self, *args: str, check: bool = True) -> subprocess.CompletedProcess[str]:
        done = subprocess.run(
            [sys.executable, "manage.py", *args],
            cwd=ROOT,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        if check and done.returncode:
            raise AssertionError(f"manage.py {' '.join(args)} failed:\n{done.stdout}\n{done.stderr}")
        return done

    def step(self, name: str, *args: str) -> str:
        call = f"from tests.site.venue_sync_steps import {name}; {name}(*{list(args)!r})"
        lines = self.manage("shell", "-c", call).stdout.strip().splitlines()
        return lines[-1] if lines else ""

    def counts(self, event_id: int) -> dict:
        return json.loads(self.step("counts", str(event_id)))

    def import_(self, bundle: Path, *extra: str) -> tuple[int, dict]:
        done = self.manage("import_event", str(bundle), "--json", *extra, check=False)
        if done.returncode not in (0, 3):
            raise AssertionError(done.stderr)
        return done.returncode, json.loads(done.stdout.strip().splitlines()[-1])


@pytest.fixture(scope="module")
def servers(tmp_path_factory: pytest.TempPathFactory) -> tuple[Server, Server]:
    tmp = tmp_path_factory.mktemp("sync")
    a, b = Server(tmp, "a"), Server(tmp, "b")
    a.manage("migrate", "--noinput", "-v0")
    # One migration run, two databases: B starts as an empty copy of A's schema.
    with sqlite3.connect(a.db) as src, sqlite3.connect(b.db) as dst:
        src.backup(dst)
    return a, b


def test_export_import_twice_then_edits_on_both_sides_are_a_conflict(servers, tmp_path):
    sync_flow(*servers, tmp_path)


def sync_flow(a: Server, b: Server, tmp_path: Path) -> None:
    """The whole story, on any two servers (SQLite here; PostgreSQL in tests/integration)."""
    event_a = json.loads(a.step("build"))["event"]
    bundle1 = tmp_path / "bundle1.json"
    a.manage("export_event", str(event_a), "-o", str(bundle1))

    code, first = b.import_(bundle1)
    assert code == 0 and first["conflicts"] == []
    assert first["created"]["tournaments.registration"] == 8 and first["created"]["penalties.penalty"] == 1
    event_b = first["event_id"]
    on_a, on_b = a.counts(event_a), b.counts(event_b)
    assert on_b == on_a  # players, results, penalty, dispute and ruling, the audit log with its times
    assert on_b["alice"] == "alice" and on_b["judges"] == ["jude"] and on_b["events"] == 1

    # Nothing lost, nothing doubled: the same bundle again changes nothing, not even the audit log.
    code, again = b.import_(bundle1)
    assert code == 0 and again["created"] == {} and again["updated"] == {} and again["deleted"] == {}
    assert again["conflicts"] == [] and b.counts(event_b) == on_b

    # The venue corrects tables 1 and 2 after the export; the main site also corrects table 1, differently.
    a.step("correct", str(event_a), "1", "1", "0", "2")
    a.step("correct", str(event_a), "1", "2", "2", "0")
    a.step("repair", str(event_a))  # and discards its draft round 2, then pairs it again
    b.step("correct", str(event_b), "1", "1", "1", "2")
    bundle2 = tmp_path / "bundle2.json"
    a.manage("export_event", str(event_a), "-o", str(bundle2))
    code, third = b.import_(bundle2)
    assert code == 3
    assert [(c["kind"], c["reason"]) for c in third["conflicts"]] == [
        ("tournaments.match", "changed in both places")
    ]
    assert "a_wins" in third["conflicts"][0]["fields"]
    assert third["updated"] == {"tournaments.match": 1}
    # The discarded round and its four matches went; the new round 2 came, with the audit entries of the
    # two corrections, the discard and the new pairing.
    assert third["deleted"] == {"tournaments.round": 1, "tournaments.match": 4}
    assert third["created"] == {"tournaments.round": 1, "tournaments.match": 4, "tournaments.auditentry": 4}
    assert b.counts(event_b)["rounds"] == [[1, "published"], [2, "draft"]]
    results = {(r[0], r[1]): r[4:7] for r in b.counts(event_b)["results"]}
    assert results[(1, 1)] == [1, 2, 0]  # the main site's own correction was kept, not overwritten
    assert results[(1, 2)] == [2, 0, 0]  # the venue's other correction was taken

    # Importing the same bundle once more reports the same open conflict and changes nothing else.
    before = b.counts(event_b)
    code, fourth = b.import_(bundle2)
    assert code == 3 and len(fourth["conflicts"]) == 1 and fourth["created"] == {} and fourth["updated"] == {}
    assert b.counts(event_b) == before

    # Taking the venue's version on request: the overwrite is audited with the main site's version.
    code, taken = b.import_(bundle2, "--prefer", "venue")
    assert code == 0 and taken["updated"] == {"tournaments.match": 1} and taken["conflicts"] == []
    assert {(r[0], r[1]): r[4:7] for r in b.counts(event_b)["results"]}[(1, 1)] == [0, 2, 0]
    assert [a[1] for a in b.counts(event_b)["audit"] if a[0] == "sync_overwrite"] == ["Match"]
    code, settled = b.import_(bundle2)
    assert code == 0 and settled["updated"] == {} and settled["created"] == {} and settled["conflicts"] == []

    # And back: the main site's export imported at the venue finds every object by its key.
    bundle3 = tmp_path / "bundle3.json"
    b.manage("export_event", str(event_b), "-o", str(bundle3))
    code, back = a.import_(bundle3)
    assert code == 0 and back["conflicts"] == []
    assert back["created"].get("tournaments.registration") is None and a.counts(event_a)["events"] == 1
    assert {(r[0], r[1]): r[4:7] for r in a.counts(event_a)["results"]}[(1, 1)] == [0, 2, 0]
    assert a.counts(event_a)["players"] == b.counts(event_b)["players"]


def test_a_malformed_bundle_changes_nothing(servers, tmp_path):
    _, b = servers
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"format": "judge-venue-event/1", "objects": {"nope.model": []}, "users": []}))
    done = b.manage("import_event", str(bad), check=False)
    assert done.returncode == 1 and "nothing imported" in done.stderr
    bad.write_text("{not json")
    assert b.manage("import_event", str(bad), check=False).returncode == 1
