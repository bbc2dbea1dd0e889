from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_GET

from judge.disputes.services import published_rulings_citing, published_rulings_matching

from . import queries, services
from .models import Clause
from .rendering import link_references


@require_GET
def documents(request: HttpRequest) -> HttpResponse:
    return render(request, "rules_index/documents.html", {"documents": queries.current_documents()})


@require_GET
def document(request: HttpRequest, slug: str) -> HttpResponse:
    doc = queries.get_document(slug)
    clauses = list(
        Clause.objects.filter(version=doc.current_version)
        .only("number", "kind", "title", "text", "parent_number", "position")
        .order_by("position")
    )
    return render(request, "rules_index/document.html", {"document": doc, "tree": _tree(clauses)})


def _tree(clauses: list[Clause]) -> list[dict[str, object]]:
    """Nest clauses under their parents for the collapsible table of contents."""
    nodes: dict[str, dict[str, object]] = {}
    roots: list[dict[str, object]] = []
    for clause in clauses:
        node: dict[str, object] = {"clause": clause, "children": []}
        nodes[clause.number] = node
        parent = nodes.get(clause.parent_number)
        if parent is None:
            roots.append(node)
        else:
            parent["children"].append(node)  # type: ignore[union-attr]
    return roots


@require_GET
def clause(request: HttpRequest, slug: str, number: str) -> HttpResponse:
    doc = queries.get_document(slug)
    found = queries.get_clause(doc, number)
    if request.GET.get("preview"):
        # A reference tapped on another clause page shows this clause in place.
        return render(request, "rules_index/_preview.html", {"clause": found, "text_html": _text_html(found)})
    context = queries.clause_context(found)
    examples = [
        link_references(example, queries.link_targets(found, in_example=True)) for example in found.examples
    ]
    return render(
        request,
        "rules_index/clause.html",
        {
            "document": doc,
            "ctx": context,
            "clause": found,
            "text_html": _text_html(found),
            "examples_html": examples,
            "references": list(found.references.all()),
            "printed_history": queries.history_entries_for(found),
            "rulings": published_rulings_citing(found.ref),
        },
    )


def _text_html(found: Clause) -> str:
    return link_references(found.text, queries.link_targets(found))


@require_GET
def search(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()[:200]
    document = request.GET.get("document", "").strip()
    result = services.search(query, document=document or None, limit=20) if query else None
    context = {
        "search_query": query,
        "document_filter": document,
        "documents": queries.current_documents(),
        "result": result,
        "rulings": published_rulings_matching(query, document or None) if query else [],
    }
    if request.GET.get("partial"):
        # The search box asks for the result list only, as the judge types.
        return render(request, "rules_index/_results.html", context)
    return render(request, "rules_index/search.html", context)
