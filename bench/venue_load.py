"""Venue server load: 300 players' phones open the pairings within 60 s of a round being published.

Run: .venv/bin/python -m bench.venue_load [--phones 300] [--window 60] [--burst 10]

The server is the venue command's own (``manage.py venue --host 127.0.0.1``: its settings, gunicorn
workers and threads, SQLite in a temporary folder) on loopback only. The event (300 players, round 1
drafted) is prepared before the server starts; the round is published through the site's service while
the server runs (after a few requests have warmed its workers, as check-in would), then each phone arrives at a random moment in the window, as a browser on a first visit:
the pairings page, then the stylesheet and scripts it names, each on a new connection. Printed: requests,
errors, and the page's and all requests' median, p95 and worst times, for the 60 s window and for a
harder burst (everyone within ``--burst`` seconds). Target: page p95 under 1 s, no errors.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from tournaments.venue.network import venue_secret_key  # noqa: E402 - pure Python, no Django needed

HOST = "127.0.0.1"
ASSET = re.compile(r'(?:href|src)="(/static/[^"]+\.(?:css|js))"')

SETUP = """
import json
from django.contrib.auth.models import User
from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
from django.contrib.sessions.backends.db import SessionStore
from tournaments import rounds
from tournaments.models import Event, Registration
org = User.objects.create_user("org", password="bench-org-123")
event = Event.objects.create(name="Bench Cup", game="rebirth", organizer=org, seed=1, status="running")
# Each phone is a player with an account, already logged in (a session made here, as a login would):
# password hashing at 300 logins would measure the hash, not the venue.
users = User.objects.bulk_create([User(username=f"p{i:03d}", password="!") for i in range({n})])
Registration.objects.bulk_create(
    [Registration(event=event, name=f"Player {i:03d}", user=u) for i, u in enumerate(users)]
)
sessions = []
for u in users:
    store = SessionStore()
    store[SESSION_KEY] = str(u.pk)
    store[BACKEND_SESSION_KEY] = "django.contrib.auth.backends.ModelBackend"
    store[HASH_SESSION_KEY] = u.get_session_auth_hash()
    store.create()
    sessions.append(store.session_key)
rnd = rounds.pair_next_swiss_round(event, org)
seat_a = [int(m.player_a.user.username[1:]) for m in rnd.matches.select_related("player_a__user")]
print(json.dumps({"event": event.pk, "round": rnd.number, "sessions": sessions, "seat_a": seat_a}))
"""
CONFIRMED = """
from tournaments.models import Match
ms = Match.objects.filter(round__event_id={event}, round__number={number}, player_b__isnull=False)
print(ms.filter(status="confirmed").count(), ms.count(), ms.filter(status="disputed").count())
"""
PUBLISH = """
from tournaments import rounds
from tournaments.models import Round
rnd = Round.objects.get(event_id={event}, number={number})
rounds.publish_round(rnd, rnd.event.organizer)
"""


def _free_port() -> int:
    with socket.socket() as s:
        s.bind((HOST, 0))
        return int(s.getsockname()[1])


def _manage(env: dict[str, str], *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "manage.py", *args], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600
    )
    if done.returncode:
        raise RuntimeError(f"manage.py {args[0]} failed: {done.stderr[-2000:]}")
    return done.stdout


def _request(
    port: int, path: str, method: str = "GET", body: str | None = None, headers: dict[str, str] | None = None
) -> tuple[int, float, bytes, list[str]]:
    started = time.perf_counter()
    conn = http.client.HTTPConnection(HOST, port, timeout=60)
    try:
        sent = {"Accept-Language": "ja", "User-Agent": "bench-phone", **(headers or {})}
        conn.request(method, path, body=body, headers=sent)
        response = conn.getresponse()
        data = response.read()
        cookies = response.msg.get_all("Set-Cookie") or []
        return response.status, time.perf_counter() - started, data, cookies
    finally:
        conn.close()


def _get(port: int, path: str) -> tuple[int, float, bytes]:
    status, took, data, _ = _request(port, path)
    return status, took, data


CSRF_FIELD = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


def _report(port: int, path: str, session: str, result: str, key: str) -> tuple[int, float]:
    """A phone opens its my-match page and presses a result button (sent by the offline queue's fetch)."""
    cookie = f"sessionid={session}"
    status, took_page, page, cookies = _request(port, path, headers={"Cookie": cookie})
    token = CSRF_FIELD.search(page.decode("utf-8", "replace"))
    csrf = next((c.split(";")[0].split("=", 1)[1] for c in cookies if c.startswith("csrftoken=")), "")
    if status != 200 or not token or not csrf:
        return status or 599, took_page
    form = urllib.parse.urlencode(
        {"csrfmiddlewaretoken": token[1], "action": "report", "result": result, "key": key}
    )
    status, took, _, _ = _request(
        port,
        path,
        "POST",
        form,
        {
            "Cookie": f"{cookie}; csrftoken={csrf}",
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Recorder-Queue": "1",
        },
    )
    return status, took


def _wait_up(port: int, proc: subprocess.Popen[bytes], log: Path) -> None:
    deadline = time.monotonic() + 180
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"the venue server exited early; see {log}")
        try:
            status, _, _ = _get(port, "/healthz")
            if status < 500 or status == 503:
                return
        except OSError:
            pass
        time.sleep(0.5)
    raise RuntimeError(f"the venue server did not answer within 180 s; see {log}")


def _percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))] if ordered else 0.0


def _phones(port: int, path: str, phones: int, window: float, seed: int) -> dict[str, object]:
    rng = random.Random(seed)
    arrivals = sorted(rng.uniform(0, window) for _ in range(phones))
    pages: list[float] = []
    everything: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    start = time.monotonic()

    def phone(at: float) -> None:
        time.sleep(max(0.0, start + at - time.monotonic()))
        try:
            status, took, body = _get(port, path)
            assets = ASSET.findall(body.decode("utf-8", "replace"))
            with lock:
                pages.append(took)
                everything.append(took)
                if status != 200:
                    errors.append(f"{path}: {status}")
            for asset in assets:
                a_status, a_took, _ = _get(port, asset)
                with lock:
                    everything.append(a_took)
                    if a_status != 200:
                        errors.append(f"{asset}: {a_status}")
        except OSError as exc:
            with lock:
                errors.append(f"{type(exc).__name__}: {exc}")

    threads = [threading.Thread(target=phone, args=(at,), daemon=True) for at in arrivals]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=window + 120)
    return {
        "requests": len(everything),
        "errors": errors,
        "page": (_percentile(pages, 0.5), _percentile(pages, 0.95), max(pages, default=0.0)),
        "all": (_percentile(everything, 0.5), _percentile(everything, 0.95), max(everything, default=0.0)),
        "wall": time.monotonic() - start,
    }


def _reports(
    port: int, path: str, sessions: list[str], seat_a: set[int], window: float, seed: int
) -> dict[str, object]:
    """Every player reports within the window from their own side: seat A "2-1", seat B "1-2" (the same
    result), so each match ends confirmed when nothing is lost, doubled or refused."""
    rng = random.Random(seed)
    arrivals = [(rng.uniform(0, window), i) for i in range(len(sessions))]
    posts: list[float] = []
    errors: list[str] = []
    lock = threading.Lock()
    start = time.monotonic()

    def phone(at: float, i: int) -> None:
        time.sleep(max(0.0, start + at - time.monotonic()))
        result = "2-1" if i in seat_a else "1-2"
        try:
            status, took = _report(port, path, sessions[i], result, f"bench-{seed}-{i}")
        except OSError as exc:
            status, took = 599, 0.0
            with lock:
                errors.append(f"{type(exc).__name__}: {exc}")
        with lock:
            posts.append(took)
            if status != 204:
                errors.append(f"report: {status}")

    threads = [threading.Thread(target=phone, args=a, daemon=True) for a in arrivals]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=window + 180)
    return {
        "requests": len(posts),
        "errors": errors,
        "page": (_percentile(posts, 0.5), _percentile(posts, 0.95), max(posts, default=0.0)),
        "wall": time.monotonic() - start,
    }


def _print(label: str, phones: int, window: float, result: dict[str, object]) -> None:
    page = result["page"]
    every = result["all"]
    errors = result["errors"]
    assert isinstance(page, tuple) and isinstance(every, tuple) and isinstance(errors, list)
    print(
        f"{label}: {phones} phones within {window:.0f} s -> {result['requests']} requests, "
        f"{len(errors)} errors, wall {result['wall']:.1f} s"
    )
    print(
        f"  pairings page: median {page[0] * 1000:.0f} ms, p95 {page[1] * 1000:.0f} ms, worst {page[2] * 1000:.0f} ms"
        f"  (target p95 < 1000 ms: {'met' if page[1] < 1 and not errors else 'NOT met'})"
    )
    print(
        f"  all requests:  median {every[0] * 1000:.0f} ms, p95 {every[1] * 1000:.0f} ms, worst {every[2] * 1000:.0f} ms"
    )
    for line in errors[:5]:
        print(f"  error: {line}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--phones", type=int, default=300)
    parser.add_argument("--window", type=float, default=60.0)
    parser.add_argument(
        "--burst", type=float, default=10.0, help="second run: everyone within this many s (0: skip)"
    )
    parser.add_argument("--report-window", type=float, default=30.0, help="every player reports within this")
    args = parser.parse_args()
    phones = max(1, min(args.phones, 2000))  # bounded: loopback only, a fixed number of requests
    with tempfile.TemporaryDirectory(prefix="venue-bench-") as tmp:
        env = {
            **os.environ,
            "DATABASE_URL": f"sqlite:///{tmp}/venue.sqlite3",
            "VAR_DIR": f"{tmp}/var",
            "REDIS_URL": "",
            "DEBUG": "1",
        }
        env.pop("DJANGO_SETTINGS_MODULE", None)
        _manage(env, "migrate", "--noinput", "-v0")
        # The sessions are signed with the venue server's own key (kept under var/, as on a laptop).
        env["SECRET_KEY"] = venue_secret_key(Path(env["VAR_DIR"]))
        made = json.loads(_manage(env, "shell", "-c", SETUP.replace("{n}", str(phones))).splitlines()[-1])
        del env["SECRET_KEY"]
        event, number, sessions, seat_a = made["event"], made["round"], made["sessions"], set(made["seat_a"])
        port = _free_port()
        log = Path(tmp) / "venue-server.log"
        with open(log, "w") as out:
            # The organizer's own command, bound to loopback for the bench (it would detect the LAN address).
            proc = subprocess.Popen(
                [sys.executable, "manage.py", "venue", "--host", HOST, "--port", str(port), "--no-rules"],
                cwd=ROOT,
                env=env,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        try:
            _wait_up(port, proc, log)
            command = next((line for line in log.read_text().splitlines() if "gunicorn" in line), "")
            print(f"venue server: gunicorn on {HOST}:{port}, SQLite; {command.strip()[:160]}")
            # The server has been up a while when a round is published (check-in, the draft round): each
            # worker has loaded its code and templates. Warm them so the figure is the round's, not a boot's.
            for _ in range(8):
                for warm in ("/", f"/events/{event}/", "/venue/"):
                    _get(port, warm)
            _manage(env, "shell", "-c", PUBLISH.format(event=event, number=number))
            path = f"/events/{event}/rounds/{number}/pairings"
            _print("window", phones, args.window, _phones(port, path, phones, args.window, seed=1))
            if args.burst > 0:
                _print("burst", phones, args.burst, _phones(port, path, phones, args.burst, seed=2))
            reported = _reports(
                port, f"/events/{event}/my-match", sessions, seat_a, args.report_window, seed=3
            )
            page = reported["page"]
            assert isinstance(page, tuple) and isinstance(reported["errors"], list)
            confirmed, matches, disputed = _manage(
                env, "shell", "-c", CONFIRMED.format(event=event, number=number)
            ).split()[-3:]
            print(
                f"reports: {phones} players report within {args.report_window:.0f} s (page + POST each) -> "
                f"{len(reported['errors'])} errors; POST median {page[0] * 1000:.0f} ms, p95 "
                f"{page[1] * 1000:.0f} ms, worst {page[2] * 1000:.0f} ms; matches confirmed {confirmed}, "
                f"disputed {disputed} of {matches}"
            )
            for line in reported["errors"][:5]:
                print(f"  error: {line}")
        finally:
            os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
