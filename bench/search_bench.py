"""Speed bench for rules search on SQLite: p50/p95 in-process and through HTTP, beside a plain LIKE scan.

Run: ``.venv/bin/python -m bench.search_bench`` (``make bench`` runs it with the other benches).

A throwaway SQLite database is made in a temporary directory (migrate, import the five rulebooks), then:

* **in-process** — :func:`rules_index.services.search` (what the page and the API call);
* **HTTP** — ``GET /api/rules/search`` on a WSGI server in a thread on a free localhost port, so the
  figure includes Django's request handling and JSON, one request at a time;
* **LIKE** — for the word queries, ``text LIKE '%query%' OR title LIKE … OR examples LIKE …`` over the
  current clauses: what a search without an index costs on the same data in the same run (it finds
  only verbatim substrings and ranks nothing, so it is a floor for cost, not a competitor in quality).

Queries are the relevance set's (tests/data/relevance.toml: numbers in every printed form, Japanese
words, questions and English, across all five documents), cycled until each kind has :data:`TIMED`
timed queries after one untimed warm-up pass. Targets on SQLite: number lookup p95 ≤ 10 ms, word search
p95 ≤ 15 ms in-process (issue 21; 30 before) and ≤ 60 ms through HTTP.

Each row also gives the CPU time of this process per query (``time.process_time``): the machine the
bench runs on may be busy with other work, which stretches the wall-clock figures but not the CPU
ones. In-process on SQLite that is the whole cost of a search (the database runs in this process); on
PostgreSQL the server's own time comes on top, and through HTTP the server thread's CPU is counted too.
"""

from __future__ import annotations

import itertools
import json
import statistics
import sys
import threading
import time
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterator
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from bench.relevance import DEFAULT_SET, load_queries, setup_database

TIMED = 300
TARGETS = {("number", "in-process"): 10.0, ("word", "in-process"): 15.0, ("word", "HTTP"): 60.0}


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass  # one line per request would drown the table


class _ThreadedServer(WSGIServer):
    daemon_threads = True


def _percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return statistics.median(ordered), p95


def _timed(
    queries: list[dict], run: Callable[[dict], object], count: int = TIMED
) -> tuple[list[float], list[float]]:
    """Wall-clock and CPU milliseconds per query."""
    for q in queries:  # warm-up: tokenizer, glossary, SQLite page cache, first-request setup
        run(q)
    wall, cpu = [], []
    cycle: Iterator[dict] = itertools.cycle(queries)
    for _ in range(count):
        q = next(cycle)
        started, started_cpu = time.perf_counter(), time.process_time()
        run(q)
        wall.append((time.perf_counter() - started) * 1000)
        cpu.append((time.process_time() - started_cpu) * 1000)
    return wall, cpu


Row = tuple[str, str, int, float, float, float, float]  # kind, path, samples, p50, p95, CPU p50, CPU p95 (ms)


def query_kinds() -> dict[str, list[dict]]:
    """The relevance set split into the two timed kinds: number lookups and everything else (words)."""
    queries = load_queries(DEFAULT_SET)
    return {
        "number": [q for q in queries if q["kind"] == "number"],
        "word": [q for q in queries if q["kind"] != "number"],
    }


def measure(kinds: dict[str, list[dict]], like: bool = True) -> list[Row]:
    """Time every kind in-process and through HTTP (and, with ``like``, the plain LIKE scan) on the
    database Django is configured for; the caller has set it up and imported the rulebooks."""
    from django.core.wsgi import get_wsgi_application
    from django.db import connection

    from rules_index import services
    from rules_index.models import Clause

    def in_process(q: dict) -> object:
        result = services.search(q["q"], document=q.get("document"), limit=10)
        for hit in result.hits:
            # What the page and the API do with every hit they show: a hit makes its snippet (a Sudachi
            # pass) when the snippet is first read, so a search that nobody reads would time too little.
            _ = hit.snippet
        return result

    server = make_server("127.0.0.1", 0, get_wsgi_application(), _ThreadedServer, _QuietHandler)
    port = server.server_address[1]
    threading.Thread(target=server.serve_forever, daemon=True).start()

    def over_http(q: dict) -> object:
        params = {
            "q": q["q"],
            "page_size": "10",
            **({"document": q["document"]} if q.get("document") else {}),
        }
        url = f"http://127.0.0.1:{port}/api/rules/search?{urllib.parse.urlencode(params)}"
        with urllib.request.urlopen(url, timeout=10) as response:
            body = json.loads(response.read())
        if "results" not in body:
            raise RuntimeError(f"unexpected answer for {q['q']!r}: {body}")
        return body

    clause_table = Clause._meta.db_table
    # Examples are a JSON list: text on SQLite, jsonb on PostgreSQL (which has no LIKE for it).
    examples = "c.examples::text" if connection.vendor == "postgresql" else "c.examples"

    def like_scan(q: dict) -> object:
        pattern = "%" + q["q"].replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%"
        with connection.cursor() as cursor:
            cursor.execute(
                f"SELECT c.id FROM {clause_table} c JOIN rules_index_document d"
                " ON d.current_version_id = c.version_id"
                f" WHERE c.text LIKE %s ESCAPE '\\' OR c.title LIKE %s ESCAPE '\\' OR {examples} LIKE %s ESCAPE '\\'",
                [pattern] * 3,
            )
            return cursor.fetchall()

    rows: list[Row] = []
    try:
        for kind, pool in kinds.items():
            for path, run in (("in-process", in_process), ("HTTP", over_http)):
                wall, cpu = _timed(pool, run)
                rows.append((kind, path, len(wall), *_percentiles(wall), *_percentiles(cpu)))
        if like:
            wall, cpu = _timed(kinds["word"], like_scan)
            rows.append(("word", "LIKE scan", len(wall), *_percentiles(wall), *_percentiles(cpu)))
    finally:
        server.shutdown()
        server.server_close()
    return rows


def report(
    rows: list[Row], kinds: dict[str, list[dict]], targets: dict[tuple[str, str], float] = TARGETS
) -> bool:
    """Print the table; True when every p95 with a target met it."""
    from rules_index.models import ClauseSearchEntry

    clauses = ClauseSearchEntry.objects.count()  # the store holds exactly the current clauses
    print(f"{clauses} current clauses; {len(kinds['number'])} number and {len(kinds['word'])} word queries")
    print(
        f"{'kind':<8}{'path':<12}{'n':>5}{'p50 ms':>9}{'p95 ms':>9}{'CPU p50':>9}{'CPU p95':>9}{'target p95':>13}"
    )
    met = True
    for kind, path, n, p50, p95, cpu50, cpu95 in rows:
        target = targets.get((kind, path))
        mark = "" if target is None else (f"≤ {target:g}" + (" ok" if p95 <= target else " MISSED"))
        met &= target is None or p95 <= target
        print(f"{kind:<8}{path:<12}{n:>5}{p50:>9.2f}{p95:>9.2f}{cpu50:>9.2f}{cpu95:>9.2f}{mark:>13}")
    return met


def without_result_cache() -> None:
    """The figures are the cost of computing a search: with the result cache on, every repeat of the
    warm-up's queries would be a hit (``bench.search_load`` measures the cached path under load)."""
    from django.core.cache.backends.dummy import DummyCache

    from rules_index import search_cache

    search_cache.cache = DummyCache("bench", {})
    print("search cache off: every query is computed")


def main() -> int:
    started = time.perf_counter()
    setup_database()
    print(f"setup (migrate + import five rulebooks) {time.perf_counter() - started:.1f} s")
    without_result_cache()
    kinds = query_kinds()
    met = report(measure(kinds), kinds)
    print(f"total {time.perf_counter() - started:.1f} s")
    # A missed target is reported, not fatal: timings depend on the machine (and on what else runs).
    if not met:
        print("note: a p95 target was missed on this machine")
    return 0


if __name__ == "__main__":
    sys.exit(main())
