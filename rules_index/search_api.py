from __future__ import annotations

from django.urls import reverse
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework.permissions import AllowAny
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from judge.disputes.services import published_rulings_matching

from . import search_service

MAX_LIMIT = 50


class RulesSearch(APIView):
    permission_classes = [AllowAny]

    @extend_schema(
        parameters=[
            OpenApiParameter("q", OpenApiTypes.STR, description="a clause number, Japanese or English words"),
            OpenApiParameter("document", OpenApiTypes.STR, description="restrict to one rulebook slug"),
            OpenApiParameter("limit", OpenApiTypes.INT, description=f"1–{MAX_LIMIT}, default 10"),
        ],
        responses=OpenApiTypes.OBJECT,
    )
    def get(self, request: Request) -> Response:
        query = request.query_params.get("q", "").strip()[:200]
        try:
            limit = min(max(int(request.query_params.get("limit", 10)), 1), MAX_LIMIT)
        except ValueError:
            return Response({"detail": "limit must be a whole number"}, status=400)
        document = request.query_params.get("document") or None
        result = search_service.search(query, document=document, limit=limit)
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
                "rulings": published_rulings_matching(query, document) if query else [],
            }
        )
