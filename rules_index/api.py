"""Read-only rules API: documents, clauses and search, in the shape the issue fixes."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema, inline_serializer
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from judge.disputes.services import published_rulings_matching

from . import queries, services
from .models import Clause

MAX_SEARCH_LIMIT = 50


def clause_payload(request: Request, clause: Clause, context: queries.ClauseContext) -> dict[str, Any]:
    return {
        "document": clause.document.slug,
        "number": clause.number,
        "kind": clause.kind,
        "title": clause.title,
        "heading_path": clause.heading_path,
        "text": clause.text,
        "examples": clause.examples,
        "parent": clause.parent_number or None,
        "children": [c.number for c in context.children],
        "references": [
            {
                "document": ref.target_document,
                "number": ref.target_number or None,
                "resolved": ref.resolved,
                "raw": ref.raw,
                "external": ref.kind == "external",
                "flag": ref.flag or None,
            }
            for ref in clause.references.all()
        ],
        "cited_by": [{"document": c.document.slug, "number": c.number} for c in context.cited_by],
        "defects": clause.defects,
        "version": {
            "sequence": clause.version.sequence,
            "label": clause.version.version_label,
            "sha256": clause.version.source_sha256,
        },
        "history": [
            {"version": h.version.sequence, "change": h.change, "diff": h.diff} for h in context.history
        ],
        "url": request.build_absolute_uri(clause.get_absolute_url()),
    }


class DocumentList(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        responses=inline_serializer(
            "RulesDocuments", {"documents": serializers.ListField(child=serializers.DictField())}
        )
    )
    def get(self, request: Request) -> Response:
        docs = queries.current_documents()
        return Response(
            {
                "documents": [
                    {
                        "slug": d.slug,
                        "title": d.title,
                        "version": d.current_version.sequence,
                        "version_label": d.current_version.version_label,
                        "source_date": d.current_version.source_date,
                        "sha256": d.current_version.source_sha256,
                        "counts": d.current_version.summary.get("counts", {}),
                        "url": request.build_absolute_uri(d.get_absolute_url()),
                    }
                    for d in docs
                ]
            }
        )


class ClauseDetail(APIView):
    permission_classes = [AllowAny]

    @extend_schema(responses=inline_serializer("RulesClause", {"document": serializers.CharField()}))
    def get(self, request: Request, slug: str, number: str) -> Response:
        document = queries.get_document(slug)
        clause = queries.get_clause(document, number)
        return Response(clause_payload(request, clause, queries.clause_context(clause)))


class RulesSearch(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter("q", OpenApiTypes.STR, description="a clause number, Japanese or English words"),
            OpenApiParameter("document", OpenApiTypes.STR, description="restrict to one rulebook slug"),
            OpenApiParameter("limit", OpenApiTypes.INT, description=f"1–{MAX_SEARCH_LIMIT}, default 10"),
        ],
        responses=OpenApiTypes.OBJECT,
    )
    def get(self, request: Request) -> Response:
        query = request.query_params.get("q", "").strip()[:200]
        try:
            limit = min(max(int(request.query_params.get("limit", 10)), 1), MAX_SEARCH_LIMIT)
        except ValueError:
            return Response({"detail": "limit must be a whole number"}, status=400)
        document = request.query_params.get("document") or None
        result = services.search(query, document=document, limit=limit)
        return Response(
            {
                "results": [
                    {
                        "document": h.document,
                        "number": h.number,
                        "heading_path": h.heading_path,
                        "snippet": h.snippet,
                        "url": request.build_absolute_uri(
                            reverse("rules:clause", args=[h.document, h.number])
                        ),
                        "score": round(h.score, 4),
                        "match": h.match,
                    }
                    for h in result.hits
                ],
                "count": len(result.hits),
                "took_ms": round(result.took_ms, 2),
                "suggestions": result.suggestions,
                "weak": result.weak,
                "rulings": published_rulings_matching(query, document) if query else [],
            }
        )
