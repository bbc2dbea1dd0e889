"""Read-only rules API: documents, clauses and search, in the shape the issue fixes."""

from __future__ import annotations

from typing import Any

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework import serializers
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from judge.api_conventions import StandardPagination, page_of, page_params, paginate, query_int
from judge.disputes.services import published_rulings_matching

from . import queries, services
from .models import Clause

# Search ranks this many hits at most; ?page= and ?page_size= walk through them.
MAX_SEARCH_RESULTS = 50


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


class DocumentSerializer(serializers.Serializer):
    slug = serializers.SlugField()
    title = serializers.CharField()
    version = serializers.IntegerField(help_text="the current version's sequence number")
    version_label = serializers.CharField(allow_blank=True)
    source_date = serializers.DateField(allow_null=True)
    sha256 = serializers.CharField()
    counts = serializers.DictField(child=serializers.IntegerField(), help_text="clauses by kind")
    url = serializers.URLField()


class ClauseRefSerializer(serializers.Serializer):
    document = serializers.CharField()
    number = serializers.CharField()


class ReferenceSerializer(serializers.Serializer):
    document = serializers.CharField(allow_null=True)
    number = serializers.CharField(allow_null=True)
    resolved = serializers.BooleanField()
    raw = serializers.CharField()
    external = serializers.BooleanField()
    flag = serializers.CharField(allow_null=True)


class VersionSerializer(serializers.Serializer):
    sequence = serializers.IntegerField()
    label = serializers.CharField(allow_blank=True)
    sha256 = serializers.CharField()


class HistorySerializer(serializers.Serializer):
    version = serializers.IntegerField()
    change = serializers.CharField()
    diff = serializers.JSONField(allow_null=True)


class ClauseSerializer(serializers.Serializer):
    document = serializers.CharField()
    number = serializers.CharField()
    kind = serializers.CharField()
    title = serializers.CharField(allow_blank=True)
    heading_path = serializers.ListField(child=serializers.CharField())
    text = serializers.CharField(allow_blank=True)
    examples = serializers.JSONField()
    parent = serializers.CharField(allow_null=True)
    children = serializers.ListField(child=serializers.CharField())
    references = ReferenceSerializer(many=True)
    cited_by = ClauseRefSerializer(many=True)
    defects = serializers.JSONField()
    version = VersionSerializer()
    history = HistorySerializer(many=True)
    url = serializers.URLField()


class SearchHitSerializer(serializers.Serializer):
    document = serializers.CharField()
    number = serializers.CharField()
    heading_path = serializers.ListField(child=serializers.CharField())
    snippet = serializers.CharField(help_text="HTML: the clause text escaped, matches in <mark>")
    url = serializers.URLField()
    score = serializers.FloatField()
    match = serializers.ChoiceField(choices=["number", "family", "text"])


class RulingHitSerializer(serializers.Serializer):
    url = serializers.CharField()
    event = serializers.CharField()
    date = serializers.DateField()
    decision = serializers.CharField()
    clauses = serializers.ListField(child=serializers.CharField())


class SearchPageSerializer(serializers.Serializer):
    count = serializers.IntegerField(help_text=f"hits found, the best {MAX_SEARCH_RESULTS} at most")
    next = serializers.URLField(allow_null=True)
    previous = serializers.URLField(allow_null=True)
    results = SearchHitSerializer(many=True)
    took_ms = serializers.FloatField()
    suggestions = serializers.ListField(
        child=serializers.CharField(), help_text="what the judge may have meant"
    )
    weak = serializers.BooleanField(help_text="only weak matches: see suggestions")
    rulings = RulingHitSerializer(many=True, help_text="published rulings that match the words")


def _document_payload(request: Request, d: Any) -> dict[str, Any]:
    return {
        "slug": d.slug,
        "title": d.title,
        "version": d.current_version.sequence,
        "version_label": d.current_version.version_label,
        "source_date": d.current_version.source_date,
        "sha256": d.current_version.source_sha256,
        "counts": d.current_version.summary.get("counts", {}),
        "url": request.build_absolute_uri(d.get_absolute_url()),
    }


class DocumentList(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=page_params(),
        responses=page_of(DocumentSerializer),
        tags=["rules"],
        summary="The rulebooks",
    )
    def get(self, request: Request) -> Response:
        return paginate(
            request, list(queries.current_documents()), render=lambda d: _document_payload(request, d)
        )


class ClauseDetail(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "document", str, OpenApiParameter.PATH, description="a rulebook slug, e.g. rebirth"
            ),
            OpenApiParameter(
                "number", str, OpenApiParameter.PATH, description="a clause number, e.g. 10.6.1"
            ),
        ],
        responses=ClauseSerializer,
        tags=["rules"],
        summary="One clause of a rulebook's current version",
    )
    def get(self, request: Request, document: str, number: str) -> Response:
        doc = queries.get_document(document)
        clause = queries.get_clause(doc, number)
        return Response(clause_payload(request, clause, queries.clause_context(clause)))


class RulesSearch(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter(
                "q",
                OpenApiTypes.STR,
                description="a clause number, Japanese or English words (200 characters)",
            ),
            OpenApiParameter("document", OpenApiTypes.STR, description="restrict to one rulebook slug"),
            *page_params(),
        ],
        responses=SearchPageSerializer,
        tags=["rules"],
        summary="Search the rulebooks: the best hits first, a page at a time",
        examples=[
            OpenApiExample(
                "A number",
                value={
                    "count": 1,
                    "next": None,
                    "previous": None,
                    "results": [
                        {
                            "document": "rebirth",
                            "number": "10.6.1",
                            "heading_path": ["10. ゲームの進行"],
                            "snippet": "<mark>10.6.1</mark> …",
                            "url": "https://example.org/rules/rebirth/10.6.1",
                            "score": 100.0,
                            "match": "number",
                        }
                    ],
                    "took_ms": 3.2,
                    "suggestions": [],
                    "weak": False,
                    "rulings": [],
                },
                response_only=True,
            )
        ],
    )
    def get(self, request: Request) -> Response:
        query = request.query_params.get("q", "").strip()[:200]
        document = request.query_params.get("document") or None
        # The ranking is of the best MAX_SEARCH_RESULTS hits; the pages walk through them. The snippets
        # of the hits up to the end of the page asked for are made before the result is cached.
        size = StandardPagination().get_page_size(request)
        page = query_int(request, "page", minimum=1) or 1
        shown = min(page * size, MAX_SEARCH_RESULTS)
        result = services.search(query, document=document, limit=MAX_SEARCH_RESULTS, snippets=shown)
        response = paginate(
            request,
            result.hits,
            render=lambda h: {
                "document": h.document,
                "number": h.number,
                "heading_path": h.heading_path,
                "snippet": h.snippet,
                "url": request.build_absolute_uri(reverse("rules:clause", args=[h.document, h.number])),
                "score": round(h.score, 4),
                "match": h.match,
            },
        )
        response.data |= {
            "took_ms": round(result.took_ms, 2),
            "suggestions": result.suggestions,
            "weak": result.weak,
            "rulings": published_rulings_matching(query, document) if query else [],
        }
        return response
