"""The compact rules bundles a phone keeps for offline use (see docs/rules-index.md, "Offline").

One bundle per rulebook's current version: every clause's number, kind, title, heading path, text,
examples, parent, aliases and references (raw string, ``slug:number`` target), plus the rulebook's glossary terms with their readings and the folded
English keys the browser looks English words up by. The core glossary, shared by every rulebook, is
in the index (``/rules/offline/index.json``), which lists each bundle with its ETag: the service
worker compares ETags and downloads only the bundles that changed.

The ETag is the SHA-256 of the bundle's bytes, so a new import, a glossary edit or a format change
all give a new tag without anyone having to remember to bump a number.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .models import Clause, Document, Reference
from .search.glossary import Term, default_glossary, english_key

# Bumped when the shape of a bundle changes, so old workers never read a bundle they do not understand.
FORMAT = 1


@dataclass(frozen=True)
class Bundle:
    slug: str
    body: bytes
    etag: str  # quoted, as sent in the header

    @property
    def size(self) -> int:
        return len(self.body)


def _term_row(term: Term) -> list[Any]:
    # English keys are folded here with the server's own folding (glossary.english_key), so the
    # browser only has to fold the query's words to find the same key.
    # Talk words (バウンス, swing) reach the term one way, as on the server: the English ones join the
    # English keys, the Japanese ones get a field of their own, never the term's spellings.
    phrases = [*term.en, *(s for s in (*term.synonyms, *term.talk) if _ascii(s))]
    keys = sorted({" ".join(english_key(p)) for p in phrases} - {""})
    talk = [t for t in term.talk if not _ascii(t)]
    return [term.ja, term.reading, list(term.en), list(term.japanese[1:]), keys, term.clause or "", talk]


def _ascii(text: str) -> bool:
    return all(" " <= ch <= "~" for ch in text)


def glossary_rows(document: str | None) -> list[list[Any]]:
    """``[ja, reading, en, japanese synonyms, folded English keys, defining clause, japanese talk]`` per term."""
    return [_term_row(t) for t in default_glossary().terms if t.document == document]


def _dumps(data: object) -> bytes:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()


def build_bundle(document: Document) -> Bundle:
    version = document.current_version
    assert version is not None
    return _cached_bundle(document.pk, version.pk, version.source_sha256)


@lru_cache(maxsize=16)
def _cached_bundle(document_pk: int, version_pk: int, sha: str) -> Bundle:
    # Keyed by the version: a new import is a new version id, so a stale bundle is never served.
    document = Document.objects.select_related("current_version").get(pk=document_pk)
    version = document.current_version
    assert version is not None
    headings: dict[tuple[str, ...], int] = {}
    clauses = []
    references: dict[int, list[list[Any]]] = {}
    edges = (
        Reference.objects.filter(source__version_id=version_pk)
        .order_by("source_id", "position")
        .values_list("source_id", "raw", "target__document__slug", "target__number", "in_example")
    )
    for source, raw, slug, number, in_example in edges:
        # In printed order, unresolved ones too ("" target): linking left to right needs every raw string.
        references.setdefault(source, []).append([raw, f"{slug}:{number}" if slug else "", int(in_example)])
    rows = (
        Clause.objects.filter(version_id=version_pk)
        .order_by("position")
        .values_list(
            "id",
            "number",
            "kind",
            "title",
            "text",
            "heading_path",
            "parent_number",
            "examples",
            "aliases",
            "defects",
        )
    )
    for pk, number, kind, title, text, path, parent, examples, aliases, defects in rows:
        # Most clauses share their heading path with their neighbours: store each path once.
        heading = headings.setdefault(tuple(path), len(headings))
        # A known typo and how it reads, as the server's search reads it (the page shows the text as printed).
        readings = [
            [d["printed"], d["reading"]] for d in defects or [] if d.get("printed") and d.get("reading")
        ]
        clauses.append(
            [number, kind, title, text, heading, parent, examples, aliases, references.get(pk, []), readings]
        )
    data = {
        "format": FORMAT,
        "slug": document.slug,
        "title": document.title,
        "version": version.version_label,
        "sequence": version.sequence,
        "date": version.source_date,
        "sha256": version.source_sha256,
        # Field order of each row of "clauses" and "glossary", so the file explains itself.
        "fields": [
            "number",
            "kind",
            "title",
            "text",
            "heading",
            "parent",
            "examples",
            "aliases",
            "references",
            "readings",
        ],
        "glossary_fields": ["ja", "reading", "en", "synonyms", "en_keys", "clause", "talk"],
        "headings": [list(h) for h in headings],
        "clauses": clauses,
        "glossary": glossary_rows(document.slug),
    }
    body = _dumps(data)
    return Bundle(document.slug, body, '"' + hashlib.sha256(body).hexdigest()[:32] + '"')


def index(documents: list[Document], bundle_url: Any) -> dict[str, Any]:
    """What the service worker reads first: every rulebook's version and bundle ETag, and the core glossary."""
    books = []
    for doc in documents:
        bundle = build_bundle(doc)
        version = doc.current_version
        assert version is not None
        books.append(
            {
                "slug": doc.slug,
                "title": doc.title,
                "version": version.version_label,
                "sequence": version.sequence,
                "date": version.source_date,
                "url": bundle_url(doc.slug),
                "etag": bundle.etag,
                "size": bundle.size,
            }
        )
    return {"format": FORMAT, "documents": books, "glossary": glossary_rows(None)}
