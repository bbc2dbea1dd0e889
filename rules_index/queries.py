"""Database reads shared by the rules pages and the rules API."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.db.models import F, Prefetch, Q
from django.http import Http404

from .clauseref import ClauseRef
from .models import Clause, ClauseChange, Document, Reference
from .rendering import LinkTarget


def current_documents() -> list[Document]:
    return list(Document.objects.filter(current_version__isnull=False).select_related("current_version"))


def current_clauses(refs: Iterable[str]) -> dict[str, Clause]:
    """The current text of each `slug:number` reference that exists, keyed by the reference."""
    parsed = {ClauseRef.parse_or_none(ref) for ref in refs} - {None}
    if not parsed:
        return {}
    query = Q()
    for ref in parsed:
        query |= Q(document__slug=ref.document, number=ref.number)  # type: ignore[union-attr]
    current = Clause.objects.filter(query, version_id=F("document__current_version_id")).select_related(
        "document"
    )
    return {clause.ref: clause for clause in current}


def get_document(slug: str) -> Document:
    try:
        return Document.objects.select_related("current_version").get(
            slug=slug, current_version__isnull=False
        )
    except Document.DoesNotExist:
        raise Http404(f"no rulebook {slug!r}") from None


def get_clause(document: Document, number: str) -> Clause:
    clause = (
        Clause.objects.filter(version=document.current_version, number=number)
        .select_related("document", "version")
        .prefetch_related(
            Prefetch("references", queryset=Reference.objects.select_related("target", "target__document"))
        )
        .first()
    )
    if clause is None:
        raise Http404(f"no clause {document.slug}:{number}")
    return clause


@dataclass
class ClauseContext:
    clause: Clause
    parent: Clause | None
    children: list[Clause]
    previous: Clause | None
    next: Clause | None
    ancestors: list[Clause]
    cited_by: list[Clause]
    history: list[ClauseChange]


def clause_context(clause: Clause) -> ClauseContext:
    siblings = Clause.objects.filter(version=clause.version)
    ancestors: list[Clause] = []
    parent_number = clause.parent_number
    while parent_number and len(ancestors) < 12:  # depth is at most 7; the bound guards a cycle
        parent = siblings.filter(number=parent_number).first()
        if parent is None:
            break
        ancestors.insert(0, parent)
        parent_number = parent.parent_number
    cited_by = list(
        Clause.objects.filter(references__target=clause)
        .select_related("document")
        .distinct()
        .order_by("document__position", "position")
    )
    return ClauseContext(
        clause=clause,
        parent=ancestors[-1] if ancestors else None,
        children=list(siblings.filter(parent_number=clause.number).order_by("position")),
        previous=siblings.filter(position__lt=clause.position).order_by("-position").first(),
        next=siblings.filter(position__gt=clause.position).order_by("position").first(),
        ancestors=ancestors,
        cited_by=cited_by,
        history=list(
            ClauseChange.objects.filter(document=clause.document, number=clause.number).select_related(
                "version"
            )
        ),
    )


def link_targets(clause: Clause, in_example: bool = False) -> list[LinkTarget]:
    targets = []
    for ref in clause.references.all():
        if ref.in_example != in_example:
            continue
        url = ref.target.get_absolute_url() if ref.target is not None else None
        label = f"{ref.target_document}:{ref.target_number}" if ref.target_number else ref.target_document
        targets.append(LinkTarget(ref.raw, url, label, ref.flag))
    return targets


def history_entries_for(clause: Clause) -> list[dict[str, object]]:
    """Dated change-log entries printed in the document that name this clause."""
    return [h for h in clause.version.history if clause.number in h.get("clauses", [])]
