"""Validation runs through the API: upload a judgelog (JSON body or file), list your runs, read one, and
page through its findings.

A run's findings can be thousands (a long illegal game): the detail carries the first page only and the
findings endpoint pages the rest, so no answer grows past a few hundred kB (issue #20).
"""

from __future__ import annotations

from typing import Any

from django.db.models import QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework import generics, serializers, status
from rest_framework.exceptions import ParseError
from rest_framework.generics import get_object_or_404
from rest_framework.parsers import FileUploadParser, JSONParser, MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from judge.api_conventions import (
    ApiError,
    BadRequest,
    NotFound,
    StandardPagination,
    query_choice,
    status_param,
)

from .models import ValidationRun
from .services import start_validation
from .views import MAX_UPLOAD_BYTES, can_view

# Findings in a run's detail; the rest are read a page at a time from its findings endpoint.
DETAIL_FINDINGS = 100


class TooLarge(ApiError):
    status_code = status.HTTP_413_REQUEST_ENTITY_TOO_LARGE
    default_code = "too_large"


class FindingPage(StandardPagination):
    page_size = 100
    max_page_size = 500


class CountsSerializer(serializers.Serializer):
    illegal = serializers.IntegerField()
    needs_ruling = serializers.IntegerField()
    log_error = serializers.IntegerField()


class FindingSerializer(serializers.Serializer):
    """One finding as the engine reports it (judgelog/1 report): only these keys are promised."""

    seq = serializers.IntegerField(allow_null=True)
    code = serializers.CharField()
    verdict = serializers.ChoiceField(choices=["illegal", "needs_ruling", "log_error"])
    message_ja = serializers.CharField()
    message_en = serializers.CharField()
    clauses = serializers.ListField(child=serializers.CharField())
    evidence = serializers.DictField(required=False)
    unknown = serializers.CharField(required=False, help_text="For needs_ruling: what the engine lacks.")
    may_stem_from = serializers.ListField(child=serializers.IntegerField(), required=False)

    def to_representation(self, instance: Any) -> Any:
        return instance  # stored as the engine wrote it; new keys pass through


class RunSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    status = serializers.ChoiceField(choices=ValidationRun.Status.choices)
    source = serializers.CharField()
    filename = serializers.CharField()
    game = serializers.CharField()
    engine_version = serializers.CharField()
    entries_replayed = serializers.IntegerField()
    counts = serializers.SerializerMethodField()
    size = serializers.IntegerField()
    sha256 = serializers.CharField()
    error = serializers.CharField(allow_null=True)
    waiting_for_worker = serializers.SerializerMethodField(
        help_text="Stored, but the broker could not be reached: it is processed when the broker returns."
    )
    created_at = serializers.DateTimeField()
    finished_at = serializers.DateTimeField(allow_null=True)
    url = serializers.SerializerMethodField()

    def get_counts(self, run: ValidationRun) -> dict[str, int]:
        return run.counts()

    def get_waiting_for_worker(self, run: ValidationRun) -> bool:
        return run.status == ValidationRun.Status.QUEUED and run.dispatched_at is None

    def get_url(self, run: ValidationRun) -> str:
        return self.context["request"].build_absolute_uri(run.get_absolute_url())

    def to_representation(self, instance: Any) -> Any:
        data = super().to_representation(instance)
        data["error"] = instance.error or None
        return data


class RunDetailSerializer(RunSerializer):
    findings = serializers.SerializerMethodField(help_text=f"The first {DETAIL_FINDINGS} findings.")
    findings_total = serializers.SerializerMethodField(help_text="Findings stored for this run.")
    findings_next = serializers.SerializerMethodField(
        help_text="The findings endpoint's page after those in `findings`, or null."
    )
    findings_omitted = serializers.IntegerField(
        help_text="Findings the engine reported beyond those stored (the first carry the root causes)."
    )
    judge_calls = serializers.ListField(child=serializers.DictField())

    def get_findings(self, run: ValidationRun) -> list[dict[str, Any]]:
        return list(run.findings[:DETAIL_FINDINGS])

    def get_findings_total(self, run: ValidationRun) -> int:
        return len(run.findings)

    def get_findings_next(self, run: ValidationRun) -> str | None:
        if len(run.findings) <= DETAIL_FINDINGS:
            return None
        request = self.context["request"]
        return request.build_absolute_uri(f"/api/validations/{run.pk}/findings?page=2")


class RawJSONParser(JSONParser):
    """Keep the body's bytes: the log is stored exactly as sent, and the engine judges it. A body that is
    not even shaped as an object (a list, a number, a string) is refused at once: no log is stored."""

    def parse(self, stream: Any, media_type: str | None = None, parser_context: Any = None) -> Any:
        raw = stream.read()
        if not raw.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"{"):
            raise ParseError("A judgelog/1 document is a JSON object ({...}).")
        return {"__raw__": raw}


def _too_large() -> TooLarge:
    return TooLarge("ログが5MBを超えています。", "The log is larger than 5 MB.")


UPLOAD_EXAMPLE = OpenApiExample(
    "A judgelog/1 document as the body",
    value={
        "header": {"format": "judgelog/1", "game": "rebirth", "players": [{"seat": "P1"}, {"seat": "P2"}]},
        "entries": [{"seq": 1, "act": "draw", "actor": "P1", "turn": 1}],
    },
    request_only=True,
)


class ValidationList(generics.ListAPIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [RawJSONParser, MultiPartParser, FileUploadParser]
    serializer_class = RunSerializer

    def get_queryset(self) -> QuerySet[ValidationRun]:
        qs = ValidationRun.objects.filter(uploaded_by=self.request.user).defer("raw_log", "findings")
        state = query_choice(self.request, "status", ValidationRun.Status.values)
        if state is not None:
            qs = qs.filter(status=state)
        return qs.order_by("-created_at", "-pk")

    @extend_schema(
        parameters=[status_param(ValidationRun.Status.values)], responses={200: RunSerializer(many=True)}
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        """The runs you uploaded, newest first (runs of others are read through their disputes)."""
        return super().get(request, *args, **kwargs)

    @extend_schema(
        request={"application/json": OpenApiTypes.OBJECT, "multipart/form-data": OpenApiTypes.OBJECT},
        responses={202: RunDetailSerializer},
        examples=[UPLOAD_EXAMPLE],
        summary="Upload a judgelog (the JSON body, or a file field `log`)",
    )
    def post(self, request: Request) -> Response:
        data = request.data
        if "__raw__" in data:
            raw, name = data["__raw__"], ""
        elif "log" in request.FILES or "file" in request.FILES:
            upload = request.FILES.get("log") or request.FILES["file"]
            if upload.size > MAX_UPLOAD_BYTES:
                raise _too_large()
            raw, name = upload.read(), upload.name
        else:
            raise BadRequest(
                "judgelogをJSONの本文か、ファイル項目 'log' で送ってください。",
                "Send the judgelog as a JSON body or a file field 'log'.",
                fields={"log": ["This field is required."]},
            )
        if len(raw) > MAX_UPLOAD_BYTES:
            raise _too_large()
        run = ValidationRun.from_bytes(raw, uploaded_by=request.user, filename=name[:255], source="api")
        start_validation(run)
        run.refresh_from_db()  # the dispatch mark (and, in-process, the outcome) was written meanwhile
        return Response(RunDetailSerializer(run, context={"request": request}).data, status=202)


def _run(request: Request, run_id: str) -> ValidationRun:
    run = get_object_or_404(ValidationRun.objects.defer("raw_log"), pk=run_id)
    if not can_view(request.user, run):
        raise NotFound("見つかりません。", "Not found.")  # another's run answers as one that does not exist
    return run


class ValidationDetail(generics.GenericAPIView):
    permission_classes = [IsAuthenticated]
    serializer_class = RunDetailSerializer

    @extend_schema(responses={200: RunDetailSerializer})
    def get(self, request: Request, run_id: str) -> Response:
        """A run you uploaded, or one attached to a dispute of an event you are staff of."""
        return Response(RunDetailSerializer(_run(request, run_id), context={"request": request}).data)


class ValidationFindings(generics.GenericAPIView):
    permission_classes = [IsAuthenticated]
    pagination_class = FindingPage
    serializer_class = FindingSerializer

    @extend_schema(
        parameters=[
            OpenApiParameter("verdict", str, enum=["illegal", "needs_ruling", "log_error"], required=False)
        ],
        responses={200: FindingSerializer(many=True)},
    )
    def get(self, request: Request, run_id: str) -> Response:
        """A run's stored findings, a page at a time (100 by default, `page_size` up to 500)."""
        findings = list(_run(request, run_id).findings)
        verdict = query_choice(request, "verdict", ["illegal", "needs_ruling", "log_error"])
        if verdict:
            findings = [f for f in findings if f.get("verdict") == verdict]
        page = self.paginate_queryset(findings)
        return self.get_paginated_response(page)
