"""Relevance of the site's search (database candidates) beside the in-memory oracle (every clause).

Run: ``.venv/bin/python -m bench.relevance_db [--verbose] [--set tests/data/relevance.toml] [--db URL]``

Without ``--db`` a throwaway SQLite database is made in a temporary directory (migrate, import the five
rulebooks); ``--db postgresql://…`` uses that database instead (it is migrated and imported into, so
give it a scratch database). Then every query of the set is answered twice — by
:func:`rules_index.services.search` (FTS5 / tsvector candidates scored by the pure core) and by the
in-memory :class:`tests.search_oracle.ReferenceIndex` built from the same parsed rulebooks (the same
scoring over every clause) — and recall@5 and MRR are printed side by side, with how often the two
top-5 lists are identical: a difference is a clause the database did not hand over as a candidate.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from bench.relevance import (
    DEFAULT_SET,
    DEPTH,
    K,
    SitePipeline,
    evaluate,
    load_documents,
    load_queries,
    setup_database,
)


def _print_table(reference: dict, db: dict) -> None:
    print(f"{'group':<24}{'n':>5}{'ref R@5':>9}{'db R@5':>9}{'ref MRR':>9}{'db MRR':>9}")
    for group in sorted(reference, key=lambda g: (g == "all", g)):
        r, d = reference[group], db[group]
        n = len(r["hit"])
        print(
            f"{group:<24}{n:>5}{sum(r['hit']) / n:>9.3f}{sum(d['hit']) / n:>9.3f}"
            f"{sum(r['rr']) / n:>9.3f}{sum(d['rr']) / n:>9.3f}"
        )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", type=Path, default=DEFAULT_SET)
    parser.add_argument("--db", help="database URL to use instead of a throwaway SQLite file")
    parser.add_argument("--verbose", "-v", action="store_true", help="print every miss and every difference")
    args = parser.parse_args(argv)

    started = time.perf_counter()
    url = setup_database(args.db)
    print(f"database: {url.split('@')[-1]} (migrated and imported in {time.perf_counter() - started:.1f} s)")

    from rules_index.search import Glossary
    from tests.search_oracle import ReferenceIndex

    documents, _ = load_documents()
    reference_index = ReferenceIndex.build(documents, Glossary.load(), english=True)
    queries = load_queries(args.set)
    adapter = SitePipeline()

    reference = evaluate(reference_index, queries)
    started = time.perf_counter()
    db = evaluate(adapter, queries, args.verbose)
    per_query = (time.perf_counter() - started) / max(len(queries), 1)

    same = 0
    for q in queries:
        ref_keys = [
            f"{h.document}:{h.number}" for h in reference_index.search(q["q"], q.get("document"), DEPTH)
        ]
        db_keys = [f"{h.document}:{h.number}" for h in adapter.search(q["q"], q.get("document"), DEPTH)]
        same += ref_keys[:K] == db_keys[:K]
        if args.verbose and ref_keys[:K] != db_keys[:K]:
            print(f"DIFF {q['q']!r}: reference {ref_keys[:K]} db {db_keys[:K]}")
    print(f"{len(queries)} queries, database path {per_query * 1000:.1f} ms per query")
    _print_table(reference, db)
    print(f"identical top-{K} lists: {same}/{len(queries)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
