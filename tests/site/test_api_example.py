"""docs/api.md's example runs: the script drives a whole 8-player Swiss event with its top cut through the
API of a live server, as an organizer's script would, and the event ends as the script says."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
import requests
from django.contrib.auth.models import User

from judge.roles import JUDGE, ORGANIZER, PLAYER, assign_role
from tournaments.models import AuditEntry, Event, Match

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "docs" / "examples" / "api_swiss_event.py"
PLAYERS = [f"p{i}" for i in range(1, 9)]


@pytest.mark.django_db(transaction=True)
def test_the_example_runs_a_whole_swiss_event_against_a_live_server(live_server) -> None:
    accounts = [("org", ORGANIZER), ("judy", JUDGE), *((name, PLAYER) for name in PLAYERS)]
    for name, role in accounts:
        assign_role(User.objects.create_user(name, password=f"pw-{name}-2026"), role)
    args = [f"{name}:pw-{name}-2026" for name, _ in accounts]
    done = subprocess.run(
        [sys.executable, str(SCRIPT), live_server.url, *args],
        capture_output=True,
        text=True,
        timeout=600,
        cwd=ROOT,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    # The script's own report: p1 (who wins every match) is first and champion.
    lines = done.stdout.strip().splitlines()
    assert lines[0].split()[:3] == ["1.", "p1", "9"] and lines[-1].endswith("finished, champion p1")

    event = Event.objects.get()
    assert event.status == Event.Status.FINISHED and event.judges.filter(username="judy").exists()
    assert (
        event.round_set.filter(kind="swiss").count() == 3
        and event.round_set.filter(kind="elimination").count() == 2
    )
    assert not Match.objects.exclude(status="confirmed").exists()
    assert event.registrations.filter(checked_in=True).count() == 8
    assert event.registrations.get(name="p8").dropped_after_round == 2
    # The judge entered one slip per table 1 in round 3, with no correction reason.
    assert AuditEntry.objects.filter(action="enter_result", actor__username="judy").count() == 1

    # The final standings as any script reads them: eight rows ranked 1..8, with the API's fields.
    standings = requests.get(f"{live_server.url}/api/events/{event.pk}/standings", timeout=30).json()
    rows = standings["results"] if isinstance(standings, dict) else standings
    assert [row["rank"] for row in rows] == list(range(1, 9))
    assert {"rank", "player", "match_points", "record", "omw", "gw", "ogw", "dropped"} <= set(rows[0])
    first = rows[0]["player"]
    assert (first["display_name"] if isinstance(first, dict) else first) == "p1"
    assert rows[0]["record"] == [3, 0, 0] and rows[0]["match_points"] == 9
    dropped = [r for r in rows if r["dropped"]]
    assert len(dropped) == 1 and rows[-1]["dropped"] and rows[-1]["record"] == [0, 2, 0]
    # Rounds 1-2: four matches each; round 3: three matches and a bye (counted apart from the record).
    assert sum(sum(r["record"]) for r in rows) == 2 * (4 + 4 + 3)
    assert sum(r["byes"] for r in rows) == 1
