"""Relevance bench for rules search: recall@5 and MRR per query kind and per document.

Run: ``.venv/bin/python -m bench.relevance [--reference] [--verbose] [--scoped] [--set/--file tests/data/relevance.toml ...]``

``--file`` may be given more than once; each set gets its own table. Without it every set is reported,
so ``make bench`` prints every kind: the tuning set (``tests/data/relevance.toml``), the
situation/English set (``tests/data/relevance_situations.toml``: judges' sentences describing what
happened at a table, kind ``situation``, and natural English questions, kind ``english``, written from
the rulebooks before the issue-21 method work), and the held-out sets kept out of tuning
(``relevance_heldout.toml``: questions; ``relevance_situations_heldout.toml``, ``relevance_heldout2.toml``,
``relevance_heldout3.toml`` … ``relevance_heldout6.toml``: situations and English, each written blind before a round of method work): they tell whether a change to
the method generalises. For the held-out sets a default run also prints the figures with each query
searched within its game's rulebook (``--scoped``), which is what the header search of an event's pages does.

By default the figures are the site's: a throwaway SQLite database is made in a temporary directory
(migrate, import the rulebooks) and every query goes through :func:`rules_index.services.search`.
``--reference`` measures the in-memory oracle (:class:`tests.search_oracle.ReferenceIndex`: the same
scoring over every clause, no database, a few seconds faster to start) built from the rulebooks in
``rules_index/data`` with the parsers that exist; a rulebook whose parser is not written yet is read
with a crude dotted-number splitter (one clause per numbered line), and the report says so: figures
for such a document are indicative only. ``python -m bench.relevance_db`` prints both side by side.

A query counts as a hit at k when any of its ``expected`` clauses (``slug:number``) is among the
first k results; MRR uses the rank of the first expected clause (0 when it is not in the top 10).
"""

from __future__ import annotations

import argparse
import os
import re
import sys
import tempfile
import time
import tomllib
from collections import defaultdict
from importlib import import_module
from pathlib import Path
from typing import Any, Protocol

from rules_index.parsers import PARSER_MODULES
from rules_index.parsers.base import KIND_CHAPTER, KIND_RULE, KIND_SECTION, ClauseRecord, ParsedDocument
from rules_index.search import Glossary, Hit
from tests.search_oracle import ReferenceIndex

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "rules_index" / "data"
DEFAULT_SET = ROOT / "tests" / "data" / "relevance.toml"
SITUATIONS_SET = DEFAULT_SET.with_name("relevance_situations.toml")
HELDOUT_SET = DEFAULT_SET.with_name("relevance_heldout.toml")
SITUATIONS_HELDOUT_SET = DEFAULT_SET.with_name("relevance_situations_heldout.toml")
# Every set, in the order a default run reports them: the tuning set, the situation/English set, and
# the two held-out sets (kept out of tuning; they tell whether a change generalises).
HELDOUT2_SET = DEFAULT_SET.with_name("relevance_heldout2.toml")
HELDOUT3_SET = DEFAULT_SET.with_name("relevance_heldout3.toml")
HELDOUT4_SET = DEFAULT_SET.with_name("relevance_heldout4.toml")
HELDOUT5_SET = DEFAULT_SET.with_name("relevance_heldout5.toml")
HELDOUT6_SET = DEFAULT_SET.with_name("relevance_heldout6.toml")
HELDOUT7_SET = DEFAULT_SET.with_name("relevance_heldout7.toml")
HELDOUT_SETS = (
    HELDOUT_SET,
    SITUATIONS_HELDOUT_SET,
    HELDOUT2_SET,
    HELDOUT3_SET,
    HELDOUT4_SET,
    HELDOUT5_SET,
    HELDOUT6_SET,
    HELDOUT7_SET,
)
ALL_SETS = (DEFAULT_SET, SITUATIONS_SET, *HELDOUT_SETS)
K = 5
DEPTH = 10

_DOTTED_LINE = re.compile(r"^\s*(?:-\s*)?(\d+(?:\.\d+)*)\.\s*(.*)$")


def fallback_parse(slug: str, text: str) -> ParsedDocument:
    """Stand-in for a parser not yet written: one clause per dotted-number line (kaiju, rebirth)."""
    lines = text.splitlines()
    if "総合ルール本文" in text:  # kaiju: skip the table of contents
        lines = lines[next(i for i, line in enumerate(lines) if line.strip() == "総合ルール本文") + 1 :]
    clauses: list[ClauseRecord] = []
    titles: dict[str, str] = {}
    for line in lines:
        m = _DOTTED_LINE.match(line)
        if not m:
            continue
        number, body = m[1], m[2].strip()
        depth = number.count(".") + 1
        if depth <= 2:
            titles[number] = f"{number} {body}"
            kind = KIND_CHAPTER if depth == 1 else KIND_SECTION
            path = [titles[number.split(".")[0]]] if depth == 2 and number.split(".")[0] in titles else []
            clauses.append(ClauseRecord(number, kind, body, path, title=body))
            continue
        top = number.split(".")
        path = [titles[k] for k in (top[0], ".".join(top[:2])) if k in titles]
        clauses.append(ClauseRecord(number, KIND_RULE, body, path))
    return ParsedDocument(slug, slug, "unknown", "", clauses)


def load_documents() -> tuple[list[ParsedDocument], dict[str, str]]:
    """Every rulebook, parsed; and for each slug which parser was used ("parser" or "fallback")."""
    documents, used = [], {}
    for slug, module_name in PARSER_MODULES.items():
        text = (DATA / f"{slug}.txt").read_text(encoding="utf-8")
        try:
            module = import_module(f"rules_index.parsers.{module_name}")
        except ModuleNotFoundError:
            documents.append(fallback_parse(slug, text))
            used[slug] = "fallback"
            continue
        documents.append(module.parse(text))
        used[slug] = "parser"
    return documents, used


def load_queries(path: Path) -> list[dict]:
    with path.open("rb") as fh:
        return tomllib.load(fh)["query"]


class Searcher(Protocol):
    """Anything that answers a query with hits, best first: the site's pipeline or the test oracle."""

    def search(self, query: str, document: str | None = None, limit: int = 10) -> list[Hit]: ...


def evaluate(
    index: Searcher, queries: list[dict], verbose: bool = False, scoped: bool = False
) -> dict[str, dict[str, list[float]]]:
    """Per kind and per document: lists of (hit@K, reciprocal rank).

    ``scoped``: each query is searched within the rulebook its expected clauses are in, as the header
    search of an event's pages does (the judge is at an event of that game).
    """
    table: dict[str, dict[str, list[float]]] = defaultdict(lambda: defaultdict(list))
    for q in queries:
        expected = set(q["expected"])
        document = q.get("document")
        games = {e.split(":", 1)[0] for e in expected}
        if scoped and document is None and len(games) == 1:
            document = games.pop()
        hits = index.search(q["q"], document=document, limit=DEPTH)
        keys = [f"{h.document}:{h.number}" for h in hits]
        rank = next((i + 1 for i, key in enumerate(keys) if key in expected), 0)
        hit = 1.0 if rank and rank <= K else 0.0
        rr = 1.0 / rank if rank else 0.0
        docs = {e.split(":", 1)[0] for e in expected}
        for group in (f"kind:{q['kind']}", *(f"doc:{d}" for d in sorted(docs)), "all"):
            table[group]["hit"].append(hit)
            table[group]["rr"].append(rr)
        if verbose and not hit:
            print(f"MISS [{q['kind']}] {q['q']!r} expected {sorted(expected)} got {keys[:K]}")
    return table


def print_table(table: dict[str, dict[str, list[float]]]) -> None:
    """One line per group (kinds, documents, then "all"): size, recall@K and MRR."""
    print(f"{'group':<24}{'n':>5}{'recall@5':>10}{'MRR':>8}")
    for group in sorted(table, key=lambda g: (g == "all", g)):
        hits, rrs = table[group]["hit"], table[group]["rr"]
        print(f"{group:<24}{len(hits):>5}{sum(hits) / len(hits):>10.3f}{sum(rrs) / len(rrs):>8.3f}")


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(ROOT))
    except ValueError:
        return str(path)


def setup_database(url: str | None = None) -> str:
    """Point Django at ``url`` (or a new SQLite file in a temp dir), migrate and import the rulebooks.

    Must run before anything imports Django models; returns the database URL used.
    """
    if url is None:
        tmp = tempfile.mkdtemp(prefix="judge-bench-")
        url = f"sqlite:///{Path(tmp) / 'bench.sqlite3'}"
        os.environ["VAR_DIR"] = tmp
    os.environ["DATABASE_URL"] = url
    os.environ["DJANGO_SETTINGS_MODULE"] = "judge.settings"
    import django

    django.setup()
    from django.core.management import call_command

    call_command("migrate", verbosity=0, interactive=False)
    from rules_index.importer import import_all

    import_all()
    return url


class SitePipeline:
    """The site's search (:func:`rules_index.services.search`) in the shape :func:`evaluate` expects."""

    def search(self, query: str, document: str | None = None, limit: int = 10) -> list[Any]:
        from rules_index import services

        return services.search(query, document=document, limit=limit).hits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--set",
        "--file",
        dest="sets",
        type=Path,
        action="append",
        help="a relevance set (TOML); repeat for several (default: every set, held-out ones included)",
    )
    parser.add_argument(
        "--reference", action="store_true", help="measure the in-memory oracle instead of the site's search"
    )
    parser.add_argument("--verbose", "-v", action="store_true", help="print every miss")
    parser.add_argument(
        "--scoped",
        action="store_true",
        help="search each query within its expected clauses' rulebook, as from an event's pages",
    )
    args = parser.parse_args(argv)

    started = time.perf_counter()
    used: dict[str, str] = {}
    index: Searcher
    if args.reference:
        documents, used = load_documents()
        index = ReferenceIndex.build(documents, Glossary.load(), english=True)
        counts = ", ".join(
            f"{s} ({u}, {len(d.clauses)} clauses)" for (s, u), d in zip(used.items(), documents, strict=True)
        )
        ready = f"documents: {counts}\nin-memory oracle built in {time.perf_counter() - started:.1f} s"
    else:
        url = setup_database()
        index = SitePipeline()
        ready = f"site search on {url} (migrated and imported in {time.perf_counter() - started:.1f} s)"
    print(ready)
    for path in args.sets or ALL_SETS:
        queries = load_queries(path)
        print(f"== {_display(path)}: {len(queries)} queries")  # before the misses --verbose prints
        started = time.perf_counter()
        table = evaluate(index, queries, args.verbose, args.scoped)
        per_query = (time.perf_counter() - started) / max(len(queries), 1)
        print(f"{per_query * 1000:.1f} ms per query")
        print_table(table)
        if not args.sets and not args.scoped and path in HELDOUT_SETS:
            # What a judge gets from an event's pages, whose header search keeps to the event's game.
            print("-- the same, each query searched within its game's rulebook (as from an event page)")
            print_table(evaluate(index, queries, scoped=True))
    if any(u == "fallback" for u in used.values()):
        print("note: documents read with the fallback splitter give indicative figures only")
    return 0


if __name__ == "__main__":
    sys.exit(main())
