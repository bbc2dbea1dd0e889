"""The rules search as the site serves it: the pure SearchIndex, built from the stored current versions.

The index is built once per process and rebuilt only when an import changes a document's current version
(one small query per search tells). Building from the database, not from the files, means the search
always answers for exactly what the clause pages show.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass

from .models import Clause, Document
from .parsers.base import ClauseRecord, ParsedDocument
from .search import Glossary, Hit, SearchIndex

_lock = threading.Lock()
_cached: tuple[tuple[tuple[str, int], ...], SearchIndex] | None = None


@dataclass(frozen=True)
class SearchResult:
    hits: list[Hit]
    took_ms: float
    suggestions: list[str]


def _generation() -> tuple[tuple[str, int], ...]:
    return tuple(
        Document.objects.filter(current_version__isnull=False)
        .order_by("position", "slug")
        .values_list("slug", "current_version_id")
    )


def _documents(generation: tuple[tuple[str, int], ...]) -> list[ParsedDocument]:
    by_version: dict[int, list[ClauseRecord]] = {vid: [] for _, vid in generation}
    rows = (
        Clause.objects.filter(version_id__in=by_version)
        .order_by("version_id", "position")
        .values_list(
            "version_id", "number", "kind", "text", "heading_path", "parent_number", "title", "examples"
        )
    )
    for vid, number, kind, text, path, parent, title, examples in rows:
        by_version[vid].append(
            ClauseRecord(
                number=number,
                kind=kind,
                text=text,
                heading_path=path,
                parent=parent or None,
                title=title,
                examples=examples,
            )
        )
    return [ParsedDocument(slug, slug, "", "", by_version[vid]) for slug, vid in generation]


def current_index() -> SearchIndex:
    global _cached
    generation = _generation()
    cached = _cached
    if cached is not None and cached[0] == generation:
        return cached[1]
    with _lock:
        if _cached is not None and _cached[0] == generation:
            return _cached[1]
        index = SearchIndex.build(_documents(generation), Glossary.load())
        _cached = (generation, index)
        return index


def search(query: str, document: str | None = None, limit: int = 10) -> SearchResult:
    started = time.perf_counter()
    index = current_index()
    hits = index.search(query, document=document or None, limit=limit)
    suggestions = index.suggest(query) if not hits and query.strip() else []
    return SearchResult(hits, (time.perf_counter() - started) * 1000, suggestions)
