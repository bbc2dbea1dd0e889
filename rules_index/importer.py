"""Store a parsed rulebook as a new version (a thin shell around the pure parsers and versioning).

Importing the same bytes again changes nothing. Importing changed bytes makes a new DocumentVersion, keeps
the old one, and records per clause what was added, removed or changed.
"""

from __future__ import annotations

import hashlib
import tomllib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import transaction

from . import search_cache, store
from .documents import DOCUMENT_NAMES
from .models import Clause, ClauseChange, Document, DocumentVersion, GlossaryTerm, Reference
from .parsers import DOCUMENT_SLUGS, parse_document
from .parsers.base import REF_EXTERNAL, ParsedDocument
from .versioning import ClauseSnapshot, compare_versions

DATA_DIR = Path(settings.BASE_DIR) / "rules_index" / "data"
# Bumped when what a stored version keeps for search changes: 1, typos carry their intended reading.
READINGS_FORMAT = 1
GLOSSARY_DIR = DATA_DIR / "glossary"


class GlossaryError(ValueError):
    """A glossary data file names a clause that does not exist, or is malformed."""


@dataclass
class ImportSummary:
    slug: str
    status: str  # created | updated | unchanged
    version: int
    counts: dict[str, int] = field(default_factory=dict)
    references: dict[str, int] = field(default_factory=dict)
    defects: int = 0
    glossary_terms: int = 0
    changes: dict[str, int] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {
            "counts": self.counts,
            "references": self.references,
            "defects": self.defects,
            "glossary_terms": self.glossary_terms,
            "changes": self.changes,
        }


def source_path(slug: str) -> Path:
    return DATA_DIR / f"{slug}.txt"


def load_glossary(slug: str) -> list[dict[str, Any]]:
    path = GLOSSARY_DIR / f"{slug}.toml"
    if not path.exists():
        return []
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except tomllib.TOMLDecodeError as exc:
        raise GlossaryError(f"{path.name}: {exc}") from exc
    return list(data.get("term", []))


def import_all(slugs: tuple[str, ...] = DOCUMENT_SLUGS) -> list[ImportSummary]:
    return [import_document(slug, source_path(slug)) for slug in slugs]


def import_document(slug: str, path: Path) -> ImportSummary:
    try:
        return _import_document(slug, path)
    finally:
        # Every import starts a new search-cache epoch, whatever it changed: now, and again once its
        # transaction commits (a search between the two could cache what the import is replacing).
        search_cache.bump()
        transaction.on_commit(search_cache.bump)


def _import_document(slug: str, path: Path) -> ImportSummary:
    raw = path.read_bytes()
    sha = hashlib.sha256(raw).hexdigest()
    document, _ = Document.objects.get_or_create(
        slug=slug, defaults={"title": slug, "position": _position(slug)}
    )
    existing = document.versions.filter(source_sha256=sha).first()
    if existing is not None:
        # One transaction: no search sees a version put back as current over the search rows of the
        # version it replaces (services.current_corpus would build its per-generation data from them).
        with transaction.atomic():
            if document.current_version_id != existing.pk:
                # The source was put back to an earlier text: that version is current again.
                document.current_version = existing
                document.save(update_fields=["current_version"])
            glossary_count = _store_glossary(document, existing)
            written = False
            if existing.summary.get("readings") != READINGS_FORMAT:
                written = _refresh_readings(existing, raw)
            # A store created after the import, or a restored version.
            written = store.ensure_current(document) or written
        if written:
            store.vacuum()  # the rows rewritten inside the transaction left dead copies (PostgreSQL)
        summary = ImportSummary(slug, "unchanged", existing.sequence, glossary_terms=glossary_count)
        _fill_from_stored(summary, existing.summary)
        return summary
    parsed = parse_document(slug, raw.decode("utf-8"))
    with transaction.atomic():
        summary = _store_version(document, parsed, path.name, sha)
    store.vacuum()  # the search rows the version replaced are dead now
    return summary


def _refresh_readings(version: DocumentVersion, raw: bytes) -> bool:
    """Give a version stored before typos carried their intended reading those readings, once.

    The source is unchanged, so it is not imported again; without this its search columns would keep
    the printed misspellings (みなものの) until the rulebook's text next changed. The rows change while
    the generation of current versions does not: the search-cache epoch import_document starts after
    this is what has services.current_corpus count the terms again. True if the rows were rewritten.
    """
    parsed = parse_document(version.document.slug, raw.decode("utf-8"))
    defects = {c.number: [_defect(d) for d in c.defects] for c in parsed.clauses}
    changed = []
    for clause in Clause.objects.filter(version=version):
        fresh = defects.get(clause.number)
        if fresh is not None and fresh != clause.defects:
            clause.defects = fresh
            changed.append(clause)
    with transaction.atomic():
        Clause.objects.bulk_update(changed, ["defects"], batch_size=500)
        version.summary = {**version.summary, "readings": READINGS_FORMAT}
        version.save(update_fields=["summary"])
        if changed and version.document.current_version_id == version.pk:
            store.write_version(version)
            return True
    return False


def _position(slug: str) -> int:
    return DOCUMENT_SLUGS.index(slug) if slug in DOCUMENT_SLUGS else len(DOCUMENT_SLUGS)


def _fill_from_stored(summary: ImportSummary, stored: dict[str, Any]) -> None:
    summary.counts = stored.get("counts", {})
    summary.references = stored.get("references", {})
    summary.defects = stored.get("defects", 0)
    summary.changes = stored.get("changes", {})


def _store_version(document: Document, parsed: ParsedDocument, source_name: str, sha: str) -> ImportSummary:
    previous = document.current_version
    last = document.versions.order_by("-sequence").first()
    version = DocumentVersion.objects.create(
        document=document,
        sequence=(last.sequence + 1) if last else 1,
        version_label=parsed.version or "unknown",
        source_date=parsed.date,
        source_sha256=sha,
        source_name=source_name,
        defects=[_defect(d) for d in parsed.defects],
        history=[
            {"date": h.date, "text": h.text, "clauses": list(h.clauses), "line": h.line}
            for h in parsed.history
        ],
    )
    clauses = Clause.objects.bulk_create(
        Clause(
            version=version,
            document=document,
            number=c.number,
            kind=c.kind,
            title=c.title,
            text=c.text,
            heading_path=c.heading_path,
            parent_number=c.parent or "",
            examples=c.examples,
            aliases=c.aliases,
            defects=[_defect(d) for d in c.defects],
            line_start=c.line_start,
            line_end=c.line_end,
            position=i,
        )
        for i, c in enumerate(parsed.clauses)
    )
    by_number = {c.number: c for c in clauses}
    ref_stats = _store_references(document, parsed, by_number)

    changes = _store_changes(document, version, previous, parsed) if previous else {}
    summary = ImportSummary(
        document.slug,
        "updated" if previous else "created",
        version.sequence,
        counts=dict(Counter(c.kind for c in parsed.clauses)),
        references=ref_stats,
        defects=len(parsed.defects) + sum(len(c.defects) for c in parsed.clauses),
        changes=changes,
    )
    summary.glossary_terms = _store_glossary(document, version)
    version.summary = summary.as_dict() | {"readings": READINGS_FORMAT}
    version.save(update_fields=["summary"])
    document.title = parsed.title or DOCUMENT_NAMES.get(document.slug, document.slug)
    document.current_version = version
    document.save(update_fields=["title", "current_version"])
    store.write_version(version)
    return summary


def _defect(d: Any) -> dict[str, Any]:
    stored = {"line": d.line, "code": d.code, "message": d.message, "message_ja": d.message_ja}
    if d.printed and d.reading:
        stored |= {"printed": d.printed, "reading": d.reading}
    return stored


def _store_references(
    document: Document, parsed: ParsedDocument, by_number: dict[str, Clause]
) -> dict[str, int]:
    rows = []
    stats: Counter[str] = Counter()
    for record in parsed.clauses:
        source = by_number[record.number]
        for i, ref in enumerate(record.references):
            external = ref.kind == REF_EXTERNAL
            target = None if external else by_number.get(ref.target_number or "")
            stats["total"] += 1
            if external:
                stats["external"] += 1
            elif target is None:
                stats["unresolved"] += 1
            else:
                stats["resolved"] += 1
            if ref.flag:
                stats["flagged"] += 1
            rows.append(
                Reference(
                    source=source,
                    raw=ref.raw[:200],
                    kind=ref.kind,
                    target_document=(ref.target_document or document.slug) if external else document.slug,
                    target_number=ref.target_number or "",
                    target=target,
                    flag=(ref.flag or "")[:300],
                    in_example=ref.in_example,
                    position=i,
                )
            )
    Reference.objects.bulk_create(rows, batch_size=500)
    return {key: stats.get(key, 0) for key in ("total", "resolved", "unresolved", "external", "flagged")}


def _snapshots(records: list[tuple[str, str, list[str], list[str]]]) -> dict[str, ClauseSnapshot]:
    return {n: ClauseSnapshot(n, text, tuple(ex), tuple(raws)) for n, text, ex, raws in records}


def _store_changes(
    document: Document, version: DocumentVersion, previous: DocumentVersion, parsed: ParsedDocument
) -> dict[str, int]:
    old_raws: dict[int, list[str]] = {}
    for source_id, raw in Reference.objects.filter(source__version=previous).values_list("source_id", "raw"):
        old_raws.setdefault(source_id, []).append(raw)
    old = _snapshots([(c.number, c.text, c.examples, old_raws.get(c.pk, [])) for c in previous.clauses.all()])
    new = _snapshots([(c.number, c.text, c.examples, [r.raw for r in c.references]) for c in parsed.clauses])
    diffs = compare_versions(old, new)
    ClauseChange.objects.bulk_create(
        ClauseChange(version=version, document=document, number=d.number, change=d.change, diff=d.diff)
        for d in diffs
    )
    return dict(Counter(d.change for d in diffs))


def _store_glossary(document: Document, version: DocumentVersion) -> int:
    terms = load_glossary(document.slug)
    numbers = set(version.clauses.values_list("number", flat=True))
    seen: set[str] = set()
    for term in terms:
        if term.get("ja") in seen:
            raise GlossaryError(f"glossary/{document.slug}.toml: {term.get('ja')!r} is listed twice")
        seen.add(term.get("ja"))
        clause = str(term.get("clause", ""))
        if clause and clause not in numbers:
            raise GlossaryError(
                f"glossary/{document.slug}.toml: {term.get('ja')!r} names clause {clause}, which does not exist"
            )
    with transaction.atomic():
        document.glossary.all().delete()
        GlossaryTerm.objects.bulk_create(
            GlossaryTerm(
                document=document,
                ja=t["ja"],
                reading=t.get("reading", ""),
                en=list(t.get("en", [])),
                synonyms=list(t.get("synonyms", [])),
                clause_number=str(t.get("clause", "")),
            )
            for t in terms
        )
    return len(terms)
