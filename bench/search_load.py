"""Load bench for rules search through the production command: many judges searching at once.

Run: ``.venv/bin/python -m bench.search_load [--clients 50] [--seconds 20] [--workers 4]``
(``make bench`` runs it with the defaults).

It creates a throwaway PostgreSQL database ``judge_load_<pid>`` on the server of ``BENCH_POSTGRES_URL``
(as :mod:`bench.search_bench_pg` does), imports the five rulebooks, starts gunicorn with production
settings on a loopback port (:mod:`bench._server`) with Redis at ``BENCH_REDIS_URL`` as its cache (default
``redis://127.0.0.1:6379/14``; without Redis each worker caches in its own memory, and the bench says
so), then runs ``--clients`` concurrent clients for ``--seconds``. Each client sends one request after
another, each a question drawn at random from every relevance set and the clause-number forms in
tests/data (numbers, Japanese words, English, situations), through the API (60 %), the search box's
partial results (25 %) or the full search page (15 %).

Two phases on the same server (``--phase`` picks one): **cold**, the cache empty, so every question's
first ask runs the search (the table shows first asks and repeats apart); then **warm**, after every
question was asked once, as at an event under way where judges ask much the same things. The target
line applies to each phase; the CPU the gunicorn workers spent per request is printed too, since on a
shared machine the wall-clock figures measure the neighbours as much as the server.

It prints requests per second, latency percentiles (p50/p95/p99, measured by the clients, so they
include queueing), errors, and whether the target of issue 20 was met: ≥ 100 requests/s with
p95 < 200 ms at 50 clients. A missed target is reported, not fatal (figures depend on what else runs).
Everything is removed afterwards, also after a failure.
"""

from __future__ import annotations

import argparse
import http.client
import json
import os
import random
import sys
import tempfile
import threading
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlencode, urlsplit

from bench._server import cpu_seconds, gunicorn
from bench.search_bench_pg import DEFAULT_ADMIN_URL, _admin_connection, _unreachable, _with_database

DATA = Path(__file__).resolve().parents[1] / "tests" / "data"
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/14"
TARGET_RPS = 100.0
TARGET_P95_MS = 200.0
# Which door a question comes through, and how often.
PATHS = (("api", 0.60), ("partial", 0.25), ("page", 0.15))


def questions() -> list[tuple[str, str | None]]:
    """(query, document filter) for every relevance query and clause-number form in tests/data."""
    out: list[tuple[str, str | None]] = []
    for path in sorted(DATA.glob("relevance*.toml")):
        for q in tomllib.loads(path.read_text(encoding="utf-8"))["query"]:
            out.append((q["q"], q.get("document")))
    forms = json.loads((DATA / "number_forms.json").read_text(encoding="utf-8"))
    out.extend((f["query"], None) for f in forms.get("parse", []))
    return list(dict.fromkeys(out))


def request_path(kind: str, query: str, document: str | None) -> str:
    params: dict[str, str] = {"q": query}
    if document:
        params["document"] = document
    if kind == "api":
        return "/api/rules/search?" + urlencode(params)
    if kind == "partial":
        params["partial"] = "1"
    return "/rules/search?" + urlencode(params)


@dataclass
class Tally:
    latencies: dict[str, list[float]] = field(default_factory=lambda: {k: [] for k, _ in PATHS})
    # Latencies of questions asked for the first time (cache misses: the search ran) and again (hits).
    first: list[float] = field(default_factory=list)
    again: list[float] = field(default_factory=list)
    asked: set[tuple[str, str, str | None]] = field(default_factory=set)
    errors: list[str] = field(default_factory=list)
    lock: threading.Lock = field(default_factory=threading.Lock)

    def seen(self, kind: str, query: str, document: str | None) -> bool:
        """Whether this question was asked before in the cache entry ``kind`` uses (the API asks for 10
        hits, the page and its partial results for 20: two entries)."""
        entry = ("api" if kind == "api" else "page", query, document)
        with self.lock:
            if entry in self.asked:
                return True
            self.asked.add(entry)
            return False


def client(
    base: str,
    pool: list[tuple[str, str | None]],
    deadline: float,
    seed: int,
    tally: Tally,
    interval: float = 0.0,
    offset: float = 0.0,
) -> None:
    """Ask one question after another until ``deadline``; with ``interval`` (seconds), one every
    ``interval`` on a fixed schedule (starting ``offset`` seconds late, so that the clients' schedules
    interleave) instead of as fast as answers come."""
    rng = random.Random(seed)
    parts = urlsplit(base)
    kinds, weights = zip(*PATHS, strict=True)
    due = time.perf_counter() + offset
    while time.monotonic() < deadline:
        if interval:
            pause = due - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
        kind = rng.choices(kinds, weights)[0]
        query, document = rng.choice(pool)
        path = request_path(kind, query, document)
        repeated = tally.seen(kind, query, document)
        # Paced, a request's latency counts from when it was due, so a server that falls behind is not
        # hidden by the clients waiting for it (coordinated omission).
        started = due if interval else time.perf_counter()
        due += interval
        error = ""
        try:
            # A connection per request: gunicorn's sync workers close each one after answering.
            conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
            conn.request("GET", path, headers={"Accept-Language": "ja"})
            response = conn.getresponse()
            response.read()
            conn.close()
            if response.status != 200:
                error = f"{response.status} {path}"
        except OSError as exc:
            error = f"{type(exc).__name__}: {exc} {path}"
        elapsed = (time.perf_counter() - started) * 1000
        with tally.lock:
            if error:
                tally.errors.append(error)
            else:
                tally.latencies[kind].append(elapsed)
                (tally.again if repeated else tally.first).append(elapsed)


def percentile(samples: list[float], p: float) -> float:
    if not samples:
        return float("nan")
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def drive(
    base: str, clients: int, seconds: float, tally: Tally | None = None, rate: float = 0.0
) -> tuple[Tally, float]:
    """Run ``clients`` clients for ``seconds``: as fast as they are answered, or together offering
    ``rate`` requests per second on a fixed schedule."""
    pool = questions()
    tally = tally or Tally()
    deadline = time.monotonic() + seconds
    interval = clients / rate if rate > 0 else 0.0
    threads = [
        threading.Thread(
            target=client,
            args=(base, pool, deadline, seed, tally, interval, seed / rate if rate > 0 else 0.0),
            daemon=True,
        )
        for seed in range(clients)
    ]
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=seconds + 60)
    return tally, time.monotonic() - started


def report(tally: Tally, wall: float, clients: int) -> int:
    """Print the table and the verdict; returns how many requests were made."""
    every = [x for samples in tally.latencies.values() for x in samples]
    done = len(every) + len(tally.errors)
    rps = done / wall if wall else 0.0
    print(f"{'path':<9}{'n':>7}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}")
    rows = (*tally.latencies.items(), ("1st ask", tally.first), ("again", tally.again), ("all", every))
    for kind, samples in rows:
        print(
            f"{kind:<9}{len(samples):>7}{percentile(samples, 50):>9.1f}"
            f"{percentile(samples, 95):>9.1f}{percentile(samples, 99):>9.1f}"
        )
    p95 = percentile(every, 95)
    print(
        f"{clients} clients, {wall:.1f} s: {done} requests, {rps:.1f} requests/s, errors {len(tally.errors)}, "
        f"p50 {percentile(every, 50):.1f} ms, p95 {p95:.1f} ms, p99 {percentile(every, 99):.1f} ms"
    )
    for error in tally.errors[:5]:
        print(f"  error: {error}")
    met = rps >= TARGET_RPS and p95 < TARGET_P95_MS and not tally.errors
    print(
        f"target ≥ {TARGET_RPS:g} requests/s with p95 < {TARGET_P95_MS:g} ms and no errors: "
        + ("met" if met else "MISSED")
    )
    return done


def warm(base: str, clients: int, every_question: bool) -> tuple[Tally, float]:
    """Start each gunicorn worker's lazy parts (dictionary, connections) with questions outside the
    pool; with ``every_question``, also ask every question once through the API and the page, as an
    event that has run for a while has (the cache then holds them all)."""
    parts = urlsplit(base)
    jobs = [request_path("api", f"ウォームアップ{i}", None) for i in range(clients)]
    if every_question:
        jobs += [request_path(kind, q, d) for q, d in questions() for kind in ("api", "partial")]
    tally = Tally()
    lock = threading.Lock()

    def worker() -> None:
        while True:
            with lock:
                if not jobs:
                    return
                path = jobs.pop()
            conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
            conn.request("GET", path)
            conn.getresponse().read()
            conn.close()

    started = time.monotonic()
    threads = [threading.Thread(target=worker, daemon=True) for _ in range(clients)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    if every_question:
        for q, d in questions():
            tally.seen("api", q, d)
            tally.seen("page", q, d)
    return tally, time.monotonic() - started


def measure(pid: int, base: str, clients: int, seconds: float, tally: Tally, rate: float = 0.0) -> None:
    server_cpu, own_cpu, load = cpu_seconds(pid), time.process_time(), os.getloadavg()[0]
    tally, wall = drive(base, clients, seconds, tally, rate)
    if rate > 0:
        print(f"offered {rate:g} requests/s on a fixed schedule (latency counted from when each was due)")
    server_cpu, own_cpu = cpu_seconds(pid) - server_cpu, time.process_time() - own_cpu
    print(f"load average (1 min) before {load:.2f}, after {os.getloadavg()[0]:.2f}")
    done = report(tally, wall, clients)
    # The machine may be shared: the CPU the server spent per request says what it would serve with
    # every core to itself (PostgreSQL's and Redis's own time not counted).
    if done and server_cpu:
        per = server_cpu / done * 1000
        cpus = os.cpu_count() or 1
        print(
            f"CPU: gunicorn workers {server_cpu:.1f} s ({per:.1f} ms a request), the clients {own_cpu:.1f} s; "
            f"at {per:.1f} ms a request, {cpus} idle CPUs would serve about {cpus * 1000 / per:.0f} requests/s"
        )


def _redis_url() -> str:
    import redis

    url = os.environ.get("BENCH_REDIS_URL", DEFAULT_REDIS_URL)
    try:
        redis.Redis.from_url(url, socket_connect_timeout=1).ping()
    except redis.RedisError as error:
        print(f"Redis at {url} not reachable ({error}): each gunicorn worker caches in its own memory")
        return ""
    return url


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=4, help="gunicorn worker processes")
    parser.add_argument("--threads", type=int, default=1, help="threads per gunicorn worker")
    parser.add_argument(
        "--cold-rate",
        type=float,
        default=110.0,
        help="requests/s the clients offer together in the cold phase, on a fixed schedule (a little "
        "above the target's 100, so that serving it shows the target); 0: as fast as answered",
    )
    parser.add_argument(
        "--warm-rate",
        type=float,
        default=0.0,
        help="the same for the warm phase; 0 (default): as fast as answered, which shows the capacity",
    )
    parser.add_argument(
        "--phase",
        choices=("cold", "warm", "both"),
        default="both",
        help="cold: the cache starts empty (every first ask is a miss); warm: every question was asked "
        "once before timing (an event under way); both (default): cold, then warm, on the same server",
    )
    args = parser.parse_args(argv)
    args.seconds = min(max(args.seconds, 1.0), 300.0)  # bounded, whatever is asked
    args.clients = min(max(args.clients, 1), 500)

    admin_url = os.environ.get("BENCH_POSTGRES_URL", DEFAULT_ADMIN_URL)
    try:
        admin = _admin_connection(admin_url)
    except Exception as error:  # any way of not reaching the server
        return _unreachable(admin_url, error)
    name = f"judge_load_{os.getpid()}"
    redis_url = _redis_url()
    var_dir = Path(tempfile.mkdtemp(prefix="judge-load-"))
    os.environ["VAR_DIR"] = str(var_dir)
    # The import runs here with the server's cache, so it starts the cache epoch the server reads.
    os.environ["REDIS_URL"] = redis_url
    started = time.perf_counter()
    with admin:
        admin.execute(f'DROP DATABASE IF EXISTS "{name}"')
        admin.execute(f'CREATE DATABASE "{name}"')
        try:
            from bench.relevance import setup_database

            url = setup_database(_with_database(admin_url, name))
            from django.db import connection

            with connection.cursor() as cursor:
                cursor.execute("VACUUM ANALYZE")
            connection.close()
            print(
                f"database {name}: setup (migrate + import five rulebooks) {time.perf_counter() - started:.1f} s"
            )
            with gunicorn(url, var_dir, redis_url, workers=args.workers, threads=args.threads) as (base, pid):
                print(
                    f"gunicorn {args.workers} workers × {args.threads} threads (DEBUG off) at {base}; "
                    f"PostgreSQL; cache {'Redis' if redis_url else 'per-process memory'}; "
                    f"{len(questions())} distinct questions; {os.cpu_count()} CPUs"
                )
                phases = ("cold", "warm") if args.phase == "both" else (args.phase,)
                for phase in phases:
                    tally, took = warm(base, args.clients, phase == "warm")
                    print(
                        f"== {phase}: warm-up {took:.1f} s"
                        + (" (every question asked once first)" if phase == "warm" else " (workers only)")
                    )
                    rate = args.cold_rate if phase == "cold" else args.warm_rate
                    measure(pid, base, args.clients, args.seconds, tally, min(max(rate, 0.0), 2000.0))
        finally:
            from django.db import connections

            connections.close_all()
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    print(f"total {time.perf_counter() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
