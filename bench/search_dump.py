"""A dump of everything rules search answers, to diff before and after a change that must not change it.

Run: ``.venv/bin/python -m bench.search_dump OUT [--db URL]``, then ``diff`` two dumps.

Speed work on search (issue 21) must keep the order exactly: this is its guard. On a fresh database
(:func:`bench.relevance.setup_database`: a throwaway SQLite file, or ``--db``, a scratch database that is
migrated and imported into) every query of every ``tests/data/relevance*.toml`` set is searched
unscoped and within its expected clauses' rulebook, and the whole pass runs twice in one process with
the result cache off (warm caches must not change anything). For each search it writes:

* the full ranked list as the scorer returned it (clause, score to 9 digits, coverage, match), not the
  hits' rounded scores;
* the snippets of the first ten hits, ``weak`` and the suggestions, as a ten-hit search returns them.

The two passes must be identical to each other (the script says so, and exits 1 when they are not),
and a dump must be byte-identical to the base's.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from bench.relevance import ALL_SETS, ROOT, load_queries, setup_database


def _sets() -> list[Path]:
    """Every relevance set: the known ones in their order, then any other ``relevance*.toml``."""
    known = [p for p in ALL_SETS if p.exists()]
    extra = sorted(p for p in (ROOT / "tests" / "data").glob("relevance*.toml") if p not in known)
    return [*known, *extra]


def _searches() -> list[tuple[str, str | None]]:
    """(query, document) of every query of every set, unscoped and scoped, in a fixed order."""
    out: list[tuple[str, str | None]] = []
    for path in _sets():
        for q in load_queries(path):
            document = q.get("document")
            out.append((q["q"], document))
            games = {e.split(":", 1)[0] for e in q["expected"]}
            if document is None and len(games) == 1:
                out.append((q["q"], games.pop()))
    return out


def _one_pass(searches: list[tuple[str, str | None]]) -> list[str]:
    from rules_index import services

    recorded: list[Any] = []
    rank, lookup_number = services.rank, services.lookup_number

    def recording(function: Any) -> Any:
        def wrapped(*args: Any, **kwargs: Any) -> Any:
            found = function(*args, **kwargs)
            recorded.append(found)
            return found

        return wrapped

    # The scorer's own list (unrounded scores), read where the service calls it.
    services.rank, services.lookup_number = recording(rank), recording(lookup_number)
    lines: list[str] = []
    try:
        for query, document in searches:
            lines.append(f"## {query!r} document={document}")
            recorded.clear()
            shown = services.search(query, document=document, limit=10)
            # rank and lookup_number return every clause they order; the service keeps the first ten.
            for s in recorded[-1] if recorded else []:
                lines.append(
                    f"{s.doc.document}:{s.doc.record.number} {s.score:.9f} {s.coverage:.9f} {s.match}"
                )
            for hit in shown.hits:
                lines.append(f"snippet {hit.document}:{hit.number} {hit.snippet}")
            lines.append(f"weak {shown.weak} suggestions {shown.suggestions!r}")
    finally:
        services.rank, services.lookup_number = rank, lookup_number
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="file to write the dump to")
    parser.add_argument("--db", help="a scratch database URL (migrated and imported into); default SQLite")
    args = parser.parse_args(argv)
    started = time.perf_counter()
    url = setup_database(args.db)
    from bench.search_bench import without_result_cache

    without_result_cache()
    searches = _searches()
    first = _one_pass(searches)
    second = _one_pass(searches)
    args.out.write_text("\n".join(first) + "\n", encoding="utf-8")
    same = first == second
    print(
        f"{url.split('@')[-1]}: {len(searches)} searches, twice, {time.perf_counter() - started:.1f} s;"
        f" second pass {'identical' if same else 'DIFFERENT'}; written to {args.out}"
    )
    if not same:
        args.out.with_suffix(".second").write_text("\n".join(second) + "\n", encoding="utf-8")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
