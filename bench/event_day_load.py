"""Load of a real event day (issue 18): a round goes up and every player opens their match page at once.

``python -m bench.event_day_load`` prepares a database (PostgreSQL ``judge_live`` on 127.0.0.1 when it
answers, else an SQLite file), seeds an event of 1,000 players with round 1 published, starts gunicorn
(DEBUG off, sync workers) on loopback, and then plays the spike:

1. page loads: each of the 1,000 players loads their match page once, at a random moment within 30 s;
2. reports: 300 players (both players of 150 tables) report with a result button within 2 minutes, while
   every player's open match page polls itself (``?live=1`` with If-None-Match) every 15 s.

It prints p50/p95/p99/max and errors per kind of request, the share of polls answered 304, the server's CPU
per request (what a request costs whatever else the machine runs) and the cores the spike needs; then counts
in the database that every report arrived exactly once: 150 tables confirmed 2-1, 300 report entries in
the audit log (one per player), no other table touched. Exit status 1 on an error, a lost or a doubled
report; the 300 ms p95 target is printed, never asserted (the machine may be busy).

Options shorten or grow it (``--players``, ``--load-seconds``, ``--reporters``, ``--report-seconds``,
``--poll-seconds``, ``--workers``, ``--sqlite``).
"""

from __future__ import annotations

import argparse
import html
import http.client
import os
import random
import re
import secrets
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit, urlunsplit

from bench._server import cpu_seconds, production_env, serve

ADMIN_URL = os.environ.get("BENCH_POSTGRES_URL", "postgresql://postgres@127.0.0.1:5432/postgres")
DATABASE = "judge_live"
TARGET_P95_MS = 300.0
ETAG = re.compile(r'data-live-etag="([^"]*)"')
CSRF = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')


# --- the database and the server ----------------------------------------------------------------------


def database_url(var_dir: Path, sqlite: bool) -> tuple[str, str]:
    """A fresh PostgreSQL database when the server answers, else an SQLite file; (url, label)."""
    if not sqlite:
        try:
            import psycopg

            with psycopg.connect(ADMIN_URL, autocommit=True, connect_timeout=3) as admin:
                admin.execute(f"DROP DATABASE IF EXISTS {DATABASE} WITH (FORCE)")
                admin.execute(f"CREATE DATABASE {DATABASE}")
            parts = urlsplit(ADMIN_URL)
            return urlunsplit((parts.scheme, parts.netloc, f"/{DATABASE}", "", "")), "PostgreSQL"
        except Exception as error:  # any failure means: no PostgreSQL here, use SQLite
            print(f"PostgreSQL not available ({type(error).__name__}: {error}); using SQLite")
    return f"sqlite:///{var_dir / 'event_day.sqlite3'}", "SQLite"


def server_env(url: str, var_dir: Path, secret: str) -> dict[str, str]:
    """Production settings on loopback: DEBUG off, plain HTTP, persistent database connections. The
    seeding process uses the same secret key, so the sessions it writes are valid in the server."""
    return {**production_env(url, var_dir), "SECRET_KEY": secret, "DB_CONN_MAX_AGE": "60"}


# --- the event -----------------------------------------------------------------------------------------


@dataclass
class Player:
    user_id: int
    session: str
    table: int
    match_id: int
    seat: str  # "a" or "b"; "" for the bye
    etag: str = ""
    csrf_cookie: str = ""


def seed(players: int) -> tuple[int, list[Player]]:
    """An event of ``players`` with round 1 paired and published; each player has a logged-in session
    (written directly: hashing 1,000 passwords would measure the hasher, not event day)."""
    from django.contrib.auth import BACKEND_SESSION_KEY, HASH_SESSION_KEY, SESSION_KEY
    from django.contrib.auth.hashers import make_password
    from django.contrib.auth.models import User
    from django.contrib.sessions.backends.db import SessionStore
    from django.contrib.sessions.models import Session
    from django.core.management import call_command
    from django.utils import timezone

    from judge.roles import ORGANIZER, assign_role
    from tournaments import rounds
    from tournaments.models import Event, Match, Registration

    call_command("migrate", verbosity=0)
    org = User.objects.create_user("bench-organizer", password=secrets.token_urlsafe(12))
    assign_role(org, ORGANIZER)
    event = Event.objects.create(name="Event day load", game="rebirth", organizer=org, rounds=5, seed=2026)
    unusable = make_password(None)
    users = User.objects.bulk_create(
        [User(username=f"player{i:04d}", password=unusable) for i in range(1, players + 1)]
    )
    Registration.objects.bulk_create(
        [Registration(event=event, name=f"プレイヤー{i:04d}", user=u) for i, u in enumerate(users, start=1)]
    )
    rnd = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(rnd, org)
    seat: dict[int, tuple[int, int, str]] = {}
    for m in Match.objects.filter(round=rnd).select_related("player_a", "player_b"):
        seat[m.player_a.user_id] = (m.table, m.pk, "a" if m.player_b_id else "")
        if m.player_b_id:
            seat[m.player_b.user_id] = (m.table, m.pk, "b")
    store = SessionStore()
    expires = timezone.now() + timezone.timedelta(days=1)
    sessions, result = [], []
    backend = "django.contrib.auth.backends.ModelBackend"
    for u in users:
        key = secrets.token_hex(16)
        data = {
            SESSION_KEY: str(u.pk),
            BACKEND_SESSION_KEY: backend,
            HASH_SESSION_KEY: u.get_session_auth_hash(),
        }
        sessions.append(Session(session_key=key, session_data=store.encode(data), expire_date=expires))
        table, match_id, side = seat[u.pk]
        result.append(Player(u.pk, key, table, match_id, side))
    Session.objects.bulk_create(sessions)
    return event.pk, result


# --- the clients ---------------------------------------------------------------------------------------


@dataclass
class Tally:
    samples: dict[str, list[float]] = field(default_factory=dict)
    errors: dict[str, list[str]] = field(default_factory=dict)
    not_modified: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, kind: str, ms: float, error: str = "") -> None:
        with self.lock:
            self.samples.setdefault(kind, []).append(ms)
            if error:
                self.errors.setdefault(kind, []).append(error)


def fetch(
    base: str,
    method: str,
    path: str,
    cookies: dict[str, str],
    headers: dict[str, str] | None = None,
    body: str = "",
) -> tuple[int, dict[str, str], str, float]:
    """One request on a new connection (gunicorn's sync workers close each after answering)."""
    parts = urlsplit(base)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    all_headers = {"Cookie": "; ".join(f"{k}={v}" for k, v in cookies.items() if v), "Accept-Language": "ja"}
    all_headers |= headers or {}
    if body:
        all_headers["Content-Type"] = "application/x-www-form-urlencoded"
    started = time.perf_counter()
    try:
        conn.request(method, path, body=body.encode() or None, headers=all_headers)
        response = conn.getresponse()
        text = response.read().decode("utf-8", "replace")
        elapsed = (time.perf_counter() - started) * 1000
        return response.status, {k.lower(): v for k, v in response.getheaders()}, text, elapsed
    finally:
        conn.close()


def cookie(headers: dict[str, str], name: str) -> str:
    match = re.search(rf"{name}=([^;]+)", headers.get("set-cookie", ""))
    return match.group(1) if match else ""


def load_page(base: str, event: int, p: Player, tally: Tally) -> None:
    try:
        status, headers, body, ms = fetch(base, "GET", f"/events/{event}/my-match", {"sessionid": p.session})
    except OSError as error:
        tally.add("page", 0.0, repr(error))
        return
    found = ETAG.search(body)
    ok = status == 200 and f'class="table-no">{p.table}<' in body and found is not None
    tally.add("page", ms, "" if ok else f"status {status}")
    if found:
        p.etag = html.unescape(found.group(1))
    p.csrf_cookie = cookie(headers, "csrftoken") or p.csrf_cookie


def poll(base: str, event: int, p: Player, tally: Tally) -> None:
    try:
        status, headers, _body, ms = fetch(
            base,
            "GET",
            f"/events/{event}/my-match?live=1",
            {"sessionid": p.session},
            {"If-None-Match": p.etag},
        )
    except OSError as error:
        tally.add("poll", 0.0, repr(error))
        return
    tally.add("poll", ms, "" if status in (200, 304) else f"status {status}")
    if status == 304:
        with tally.lock:
            tally.not_modified += 1
    elif status == 200:
        p.etag = headers.get("etag", p.etag)


def report(base: str, event: int, p: Player, tally: Tally) -> None:
    """Open the page (the form's token), then tap the result button: A won 2-1, so A taps 2-1, B 1-2."""
    try:
        status, headers, body, ms = fetch(base, "GET", f"/events/{event}/my-match", {"sessionid": p.session})
        tally.add("report page", ms, "" if status == 200 else f"status {status}")
        token = CSRF.search(body)
        csrf = cookie(headers, "csrftoken") or p.csrf_cookie
        if token is None or not csrf:
            tally.add("report", 0.0, "no form token")
            return
        form = urlencode(
            {
                "csrfmiddlewaretoken": token.group(1),
                "action": "report",
                "result": "2-1" if p.seat == "a" else "1-2",
            }
        )
        status, headers, _body, ms = fetch(
            base,
            "POST",
            f"/events/{event}/my-match",
            {"sessionid": p.session, "csrftoken": csrf},
            {"Referer": base + "/"},
            form,
        )
        ok = status == 302 and headers.get("location", "").endswith(f"/events/{event}/my-match")
        tally.add("report", ms, "" if ok else f"status {status}")
    except OSError as error:
        tally.add("report", 0.0, repr(error))


def play(
    schedule: list[tuple[float, object, bool]], threads: int, late_limit: float = 0.0
) -> tuple[float, int]:
    """Run each job at its moment (seconds from now) on a pool of client threads. A droppable job (a poll)
    that could only start more than ``late_limit`` s late is skipped, as a phone would simply poll later:
    on a busy machine the run stays bounded. Returns the wall time and the number skipped."""
    schedule.sort(key=lambda item: item[0])
    started = time.monotonic()
    skipped = [0]
    lock = threading.Lock()

    def at(moment: float, job, droppable: bool) -> None:  # type: ignore[no-untyped-def]
        delay = started + moment - time.monotonic()
        if delay > 0:
            time.sleep(delay)
        elif droppable and late_limit and -delay > late_limit:
            with lock:
                skipped[0] += 1
            return
        job()

    pool = ThreadPoolExecutor(max_workers=threads)
    try:
        for moment, job, droppable in schedule:
            pool.submit(at, moment, job, droppable)
        pool.shutdown(wait=True)
    except KeyboardInterrupt:
        # Ctrl-C: drop what has not started, so the server is stopped and the run ends now.
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    return time.monotonic() - started, skipped[0]


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))] if ordered else 0.0


def summary(tally: Tally, kinds: list[str]) -> bool:
    ok = True
    for kind in kinds:
        values = tally.samples.get(kind, [])
        errors = tally.errors.get(kind, [])
        p95 = percentile(values, 95)
        print(
            f"  {kind:<12} {len(values):>6} requests  p50 {percentile(values, 50):6.1f} ms  p95 {p95:6.1f} ms  "
            f"p99 {percentile(values, 99):6.1f} ms  max {max(values, default=0):7.1f} ms  errors {len(errors)}"
            f"  (p95 target {TARGET_P95_MS:.0f} ms: {'met' if p95 < TARGET_P95_MS else 'MISSED'})"
        )
        if errors:
            ok = False
            print(f"    first errors: {sorted(set(errors))[:5]}")
    return ok


def probe(base: str, event: int, players: list[Player], master: int, rng: random.Random) -> dict[str, float]:
    """What one request costs the server, one at a time (CPU ms, machine load aside): a match page and a
    poll answered 304. The probe's players are not the ones the spike uses afterwards in any special way."""
    cost = {}
    sample = rng.sample(players, min(50, len(players)))
    tally = Tally()
    for kind, job in (("page", load_page), ("poll", poll)):
        for p in sample[:5]:
            job(base, event, p, tally)  # warm each worker's imports and connections
        cpu = cpu_seconds(master)
        for p in sample:
            job(base, event, p, tally)
        cost[kind] = max(0.001, (cpu_seconds(master) - cpu) * 1000 / len(sample))
    walls = {kind: percentile(tally.samples.get(kind, [])[5:], 50) for kind in ("page", "poll")}
    print(
        f"cost per request (server CPU): match page {cost['page']:.1f} ms, poll answered 304 "
        f"{cost['poll']:.1f} ms; one at a time, p50 wall: page {walls['page']:.1f} ms, poll {walls['poll']:.1f} ms"
    )
    return cost


# --- the run -------------------------------------------------------------------------------------------


def check_database(event: int, reporters: list[Player]) -> bool:
    """Nothing lost, nothing doubled: every reported table confirmed 2-1 with both reports, one audit entry
    per reporting player, and no other table changed."""
    from tournaments.models import AuditEntry, Match

    tables = {p.match_id for p in reporters}
    confirmed = Match.objects.filter(
        pk__in=tables, status=Match.Status.CONFIRMED, a_wins=2, b_wins=1, draws=0
    )
    both = confirmed.exclude(report_a=None).exclude(report_b=None).count()
    entries = list(
        AuditEntry.objects.filter(event_id=event, action="report_result").values_list("object_id", "actor_id")
    )
    doubled = len(entries) - len(set(entries))
    others = (
        Match.objects.filter(round__event_id=event, player_b__isnull=False)
        .exclude(pk__in=tables)
        .exclude(status=Match.Status.PENDING)
        .count()
    )
    print(
        f"database: {confirmed.count()}/{len(tables)} reported tables confirmed 2-1 ({both} with both reports); "
        f"{len(entries)} report entries for {len(reporters)} reporting players ({doubled} doubled); "
        f"{others} other tables changed"
    )
    return (
        confirmed.count() == both == len(tables)
        and len(entries) == len(reporters)
        and doubled == 0
        and others == 0
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=1000)
    parser.add_argument("--load-seconds", type=float, default=30.0)
    parser.add_argument(
        "--reporters", type=int, default=300, help="players reporting (both players of a table)"
    )
    parser.add_argument("--report-seconds", type=float, default=120.0)
    parser.add_argument(
        "--poll-seconds", type=float, default=15.0, help="each open match page polls this often"
    )
    parser.add_argument("--workers", type=int, default=4, help="gunicorn sync workers")
    parser.add_argument("--threads", type=int, default=64, help="client threads")
    parser.add_argument("--sqlite", action="store_true", help="use SQLite even when PostgreSQL answers")
    args = parser.parse_args(argv)
    rng = random.Random(18)

    with tempfile.TemporaryDirectory(prefix="event-day-") as tmp:
        var_dir = Path(tmp)
        url, label = database_url(var_dir, args.sqlite)
        env = server_env(url, var_dir, secrets.token_urlsafe(50))
        os.environ.update({k: v for k, v in env.items() if k != "DJANGO_SETTINGS_MODULE"})
        os.environ.setdefault("DJANGO_SETTINGS_MODULE", "judge.settings")
        import django

        django.setup()
        started = time.perf_counter()
        event, players = seed(args.players)
        print(
            f"{label}: seeded {args.players} players, round 1 published, in {time.perf_counter() - started:.1f} s"
        )

        # Sync workers; CPU per request, not wall-clock latency, says what a request costs on a shared
        # machine, and so how many cores an event needs.
        with serve(env, var_dir, args.workers, backlog=1024, log_name="gunicorn.log") as (base, master):
            print(f"gunicorn {args.workers} sync workers (DEBUG off) at {base}")
            cost = probe(base, event, players, master, rng)
            tally = Tally()
            cpu = cpu_seconds(master)
            # 1. The round goes up: every player opens their match page within the window.
            wall, _ = play(
                [
                    (rng.uniform(0, args.load_seconds), lambda p=p: load_page(base, event, p, tally), False)
                    for p in players
                ],
                args.threads,
            )
            used = cpu_seconds(master) - cpu
            print(
                f"page loads: {args.players} players within {args.load_seconds:.0f} s (took {wall:.1f} s); "
                f"server CPU {used:.1f} s = {used / wall:.2f} cores busy"
            )
            ok = summary(tally, ["page"])

            # 2. Results come in while every open page polls itself.
            seated = [p for p in players if p.seat]
            by_match: dict[int, list[Player]] = {}
            for p in seated:
                by_match.setdefault(p.match_id, []).append(p)
            tables = rng.sample(sorted(by_match), min(len(by_match), args.reporters // 2))
            reporters = [p for m in tables for p in by_match[m]]
            tally = Tally()
            jobs: list[tuple[float, object, bool]] = [
                (rng.uniform(0, args.report_seconds), lambda p=p: report(base, event, p, tally), False)
                for p in reporters
            ]
            for p in players:
                moment = rng.uniform(0, args.poll_seconds)
                while moment < args.report_seconds:
                    jobs.append((moment, lambda p=p: poll(base, event, p, tally), True))
                    moment += args.poll_seconds
            cpu = cpu_seconds(master)
            wall, skipped = play(jobs, args.threads, late_limit=args.poll_seconds)
            used = cpu_seconds(master) - cpu
            polls = len(tally.samples.get("poll", []))
            print(
                f"reports: {len(reporters)} players within {args.report_seconds:.0f} s, while {args.players} pages "
                f"poll every {args.poll_seconds:.0f} s (took {wall:.1f} s); "
                f"{tally.not_modified}/{polls} polls answered 304 ({skipped} skipped: the clients fell behind); "
                f"server CPU {used:.1f} s = {used / wall:.2f} cores busy"
            )
            ok = summary(tally, ["report page", "report", "poll"]) and ok

        ok = check_database(event, reporters) and ok
        print(
            f"capacity: one core answers ~{1000 / cost['page']:.0f} match pages/s and ~{1000 / cost['poll']:.0f} "
            f"polls (304)/s; the spike ({args.players} pages in {args.load_seconds:.0f} s) needs "
            f"~{args.players / args.load_seconds * cost['page'] / 1000:.2f} cores of gunicorn workers"
        )
        from django.db import connections

        connections.close_all()
    print("OK" if ok else "FAILED: errors, or a report lost or doubled (see above)")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
