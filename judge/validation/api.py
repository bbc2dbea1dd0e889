from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import status
from rest_framework.parsers import FileUploadParser, JSONParser, MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from .models import ValidationRun
from .services import start_validation
from .views import MAX_UPLOAD_BYTES, can_view


def payload(request: Request, run: ValidationRun) -> dict[str, Any]:
    return {
        "id": str(run.pk),
        "status": run.status,
        "game": run.game,
        "engine_version": run.engine_version,
        "entries_replayed": run.entries_replayed,
        "counts": run.counts(),
        "findings": run.findings,
        "judge_calls": run.judge_calls,
        "error": run.error or None,
        "size": run.size,
        "sha256": run.sha256,
        "url": request.build_absolute_uri(run.get_absolute_url()),
        # Stored, but the broker could not be reached: it is processed when the broker returns.
        "waiting_for_worker": run.status == ValidationRun.Status.QUEUED and run.dispatched_at is None,
        "findings_omitted": run.findings_omitted,
    }


class RawJSONParser(JSONParser):
    """Keep the body's bytes: the log is stored exactly as sent, and the engine judges it."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        return {"__raw__": stream.read()}


class ValidationList(APIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [RawJSONParser, MultiPartParser, FileUploadParser]

    @extend_schema(request=OpenApiTypes.OBJECT, responses={202: OpenApiTypes.OBJECT})
    def post(self, request: Request) -> Response:
        data = request.data
        if "__raw__" in data:
            raw, name = data["__raw__"], ""
        elif "log" in request.FILES or "file" in request.FILES:
            upload = request.FILES.get("log") or request.FILES["file"]
            if upload.size > MAX_UPLOAD_BYTES:
                return Response(
                    {"detail": "the log is larger than 5 MB"}, status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
                )
            raw, name = upload.read(), upload.name
        else:
            return Response({"detail": "send the judgelog as a JSON body or a file field 'log'"}, status=400)
        if len(raw) > MAX_UPLOAD_BYTES:
            return Response(
                {"detail": "the log is larger than 5 MB"}, status=status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
            )
        run = ValidationRun.from_bytes(raw, uploaded_by=request.user, filename=name[:255], source="api")
        start_validation(run)
        run.refresh_from_db()  # the dispatch mark (and, in-process, the outcome) was written meanwhile
        return Response(payload(request, run), status=status.HTTP_202_ACCEPTED)


class ValidationDetail(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(responses=OpenApiTypes.OBJECT)
    def get(self, request: Request, pk: str) -> Response:
        run = get_object_or_404(ValidationRun, pk=pk)
        if not can_view(request.user, run):
            return Response({"detail": "not yours"}, status=status.HTTP_404_NOT_FOUND)
        return Response(payload(request, run))
