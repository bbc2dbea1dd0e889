"""Recorder records through the API: start one (blank, from a match, from the game's example, or by
importing a judgelog/1 file), add entries, undo the last, void an earlier one, add notes, export.

Who may do what is the site's rule (``views.can_view``): the owner reads and writes; the site's judges
read any record (a record's link is shared with the judge of a dispute); nobody else sees it at all.
"""

from __future__ import annotations

import json
from typing import Any

from django.db.models import QuerySet
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import generics, serializers, status
from rest_framework.generics import get_object_or_404
from rest_framework.parsers import MultiPartParser
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from judge.api_conventions import BadRequest, NotFound
from judge.limits import ObjectJSONParser

from . import draft, services, setup
from .models import Record
from .views import MAX_UPLOAD_BYTES, can_view

# Findings in a record's answer: a long illegal record can have tens of thousands (issue #20); the first
# carry the root causes, the rest are counted. The full report is the record's export, validated.
DETAIL_FINDINGS = 200


class TableRecordSerializer(serializers.Serializer):
    id = serializers.UUIDField()
    title = serializers.CharField()
    game = serializers.CharField()
    entry_count = serializers.IntegerField()
    created_at = serializers.DateTimeField()
    updated_at = serializers.DateTimeField()
    export_url = serializers.SerializerMethodField()

    def get_export_url(self, record: Record) -> str:
        return self.context["request"].build_absolute_uri(f"/api/records/{record.pk}/export")


class TableRecordFindingSerializer(serializers.Serializer):
    seq = serializers.IntegerField(allow_null=True)
    code = serializers.CharField()
    verdict = serializers.CharField()
    message_ja = serializers.CharField()
    message_en = serializers.CharField()
    clauses = serializers.ListField(child=serializers.CharField())


class TableRecordDetailSerializer(TableRecordSerializer):
    seats = serializers.ListField(child=serializers.CharField())
    counts = serializers.DictField(child=serializers.IntegerField())
    findings = TableRecordFindingSerializer(
        many=True, help_text=f"What the engine finds in the record so far (the first {DETAIL_FINDINGS})."
    )
    findings_total = serializers.IntegerField(help_text="Every finding, counted.")
    editable = serializers.BooleanField()


def _detail(request: Request, record: Record) -> dict[str, Any]:
    page = services.record_page(record)
    data = TableRecordSerializer(record, context={"request": request}).data
    found = page.all_findings
    findings = [
        {
            "seq": v.finding.seq,
            "code": v.finding.code,
            "verdict": str(v.finding.verdict),
            "message_ja": v.finding.message_ja,
            "message_en": v.finding.message_en,
            "clauses": list(v.finding.clauses),
        }
        for v in found[:DETAIL_FINDINGS]
    ]
    return {
        **data,
        "seats": page.seats,
        "counts": page.counts,
        "findings": findings,
        "findings_total": len(found),
        "editable": record.owner_id == request.user.pk,
    }


class StartSerializer(serializers.Serializer):
    start = serializers.ChoiceField(
        choices=["blank", "example"],
        default="blank",
        help_text="blank: an empty position set up for the game; example: the game's example decks.",
    )
    title = serializers.CharField(max_length=200, required=False, default="", allow_blank=True)
    game = serializers.CharField(max_length=40, required=False, default="")
    match = serializers.IntegerField(
        required=False, min_value=1, help_text="A match you play or judge: its event's game and players."
    )
    players = serializers.ListField(
        child=serializers.CharField(max_length=100, allow_blank=True), required=False, max_length=8
    )
    variant = serializers.CharField(max_length=40, required=False, default="", allow_blank=True)
    first = serializers.IntegerField(min_value=0, max_value=1, default=0, help_text="0: seat 1 starts.")


class ImportSerializer(serializers.Serializer):
    title = serializers.CharField(max_length=200, required=False, default="", allow_blank=True)
    log = serializers.JSONField(help_text="A judgelog/1 document (an object with a header).")


class EntrySerializer(serializers.Serializer):
    act = serializers.CharField(max_length=60)
    actor = serializers.CharField(max_length=16, required=False, allow_null=True, default=None)
    turn = serializers.IntegerField(required=False, allow_null=True, min_value=0, max_value=999_999)
    phase = serializers.CharField(max_length=40, required=False, allow_blank=True, default="")
    step = serializers.CharField(max_length=40, required=False, allow_blank=True, default="")
    args = serializers.DictField(required=False, default=dict)
    key = serializers.CharField(
        max_length=64, required=False, allow_blank=True, default="", help_text="Idempotency key."
    )


class VoidSerializer(serializers.Serializer):
    seq = serializers.IntegerField(min_value=1, max_value=10_000_000)
    note = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class NoteSerializer(serializers.Serializer):
    note = serializers.CharField(max_length=500)
    actor = serializers.CharField(max_length=16, required=False, allow_null=True, default=None)
    judge_call = serializers.BooleanField(default=False)


ENTRY_EXAMPLE = OpenApiExample(
    "Attack with a character",
    value={"act": "attack", "actor": "P1", "turn": 3, "phase": "main", "args": {"card": "P1:c1"}},
    request_only=True,
)


class RecorderAPIView(generics.GenericAPIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [ObjectJSONParser]  # JSON objects only (the import also takes a file)
    serializer_class = TableRecordDetailSerializer

    def handle_exception(self, exc: Exception) -> Response:
        if isinstance(exc, draft.DraftError):
            # The recorder's own refusal of bad input, in the API's one error body.
            exc = BadRequest(exc.message_ja, exc.message_en)
        return super().handle_exception(exc)

    def record(self, record_id: str) -> Record:
        rec = get_object_or_404(Record, pk=record_id)
        if not can_view(self.request.user, rec):
            raise NotFound("見つかりません。", "Not found.")  # another's record: as one that does not exist
        return rec

    def detail(self, rec: Record, code: int = status.HTTP_200_OK) -> Response:
        return Response(_detail(self.request, rec), status=code)


class RecordList(RecorderAPIView, generics.ListAPIView):
    serializer_class = TableRecordSerializer

    def get_queryset(self) -> QuerySet[Record]:
        return Record.objects.filter(owner=self.request.user).defer("document").order_by("-updated_at", "pk")

    @extend_schema(responses={200: TableRecordSerializer(many=True)})
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        """Your records, the latest changed first."""
        return super().get(request, *args, **kwargs)

    @extend_schema(request=StartSerializer, responses={201: TableRecordDetailSerializer})
    def post(self, request: Request) -> Response:
        """Start a record: blank for a game (or from a match you play or judge), or the game's example."""
        data = StartSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        if v["start"] == "example":
            rec = services.start_from_example(request.user, v["game"], v["title"])
            return self.detail(rec, status.HTTP_201_CREATED)
        if "match" in v:
            match = services.match_for(request.user, v["match"])
            if match is None:
                raise serializers.ValidationError({"match": ["No match of yours has this id."]})
            header = services.from_match(match)
            game = header.pop("game")
            setup.spec(game)
        else:
            game = v["game"]
            seats = setup.spec(game).seats
            names = list(v.get("players") or [])
            header = {
                "variant": v["variant"],
                "players": [(seat, names[i] if i < len(names) else "") for i, seat in enumerate(seats)],
            }
        taken = [seat for seat, _ in header["players"]]
        header["first_player"] = taken[1] if v["first"] == 1 and len(taken) > 1 else taken[0]
        rec = services.start_blank(request.user, game, v["title"], **header)
        return self.detail(rec, status.HTTP_201_CREATED)


class RecordImport(RecorderAPIView):
    parser_classes = [ObjectJSONParser, MultiPartParser]

    @extend_schema(
        request={"application/json": ImportSerializer, "multipart/form-data": OpenApiTypes.OBJECT},
        responses={201: TableRecordDetailSerializer},
    )
    def post(self, request: Request) -> Response:
        """Import a judgelog/1 document as a new record (JSON `{"log": {...}}` or a file field `log`)."""
        upload = request.FILES.get("log")
        title = str(request.data.get("title", ""))[:200].replace("\x00", "")
        if upload is not None:
            if upload.size > MAX_UPLOAD_BYTES:
                raise draft.DraftError("The file is larger than 5 MB.", "ファイルが5MBを超えています。")
            raw = upload.read()
        else:
            data = ImportSerializer(data=request.data)
            data.is_valid(raise_exception=True)
            raw = json.dumps(data.validated_data["log"], ensure_ascii=False).encode("utf-8")
            title = data.validated_data["title"]
        rec = services.start_from_file(request.user, raw, title)
        return self.detail(rec, status.HTTP_201_CREATED)


class RecordDetail(RecorderAPIView):
    @extend_schema(responses={200: TableRecordDetailSerializer})
    def get(self, request: Request, record_id: str) -> Response:
        return self.detail(self.record(record_id))


class RecordExport(RecorderAPIView):
    @extend_schema(responses={(200, "application/json"): OpenApiTypes.OBJECT})
    def get(self, request: Request, record_id: str) -> Response:
        """The record as a judgelog/1 file, exactly what the site's export downloads."""
        rec = self.record(record_id)
        response = Response(rec.document)
        response["Content-Disposition"] = f'attachment; filename="record-{rec.pk}.judgelog.json"'
        return response


class RecordEntries(RecorderAPIView):
    @extend_schema(
        request=EntrySerializer,
        responses={201: TableRecordDetailSerializer, 200: TableRecordDetailSerializer},
        examples=[ENTRY_EXAMPLE],
    )
    def post(self, request: Request, record_id: str) -> Response:
        """Add an entry; an entry sent again with the same `key` is recorded once (200)."""
        rec = self.record(record_id)
        data = EntrySerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        entry = draft.make_entry(
            rec.document,
            v["act"],
            actor=v["actor"],
            turn=v.get("turn"),
            phase=v["phase"] or None,
            step=v["step"] or None,
            args=v["args"],
        )
        added = services.add_entry(rec, request.user, entry, v["key"])
        return self.detail(rec, status.HTTP_201_CREATED if added else status.HTTP_200_OK)


class RecordUndo(RecorderAPIView):
    @extend_schema(request=None, responses={200: TableRecordDetailSerializer})
    def post(self, request: Request, record_id: str) -> Response:
        """Remove the last entry."""
        rec = self.record(record_id)
        services.undo_entry(rec, request.user)
        return self.detail(rec)


class RecordVoid(RecorderAPIView):
    @extend_schema(request=VoidSerializer, responses={200: TableRecordDetailSerializer})
    def post(self, request: Request, record_id: str) -> Response:
        """Void an earlier entry (a correction entry is appended: the log stays append-only)."""
        rec = self.record(record_id)
        data = VoidSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        services.void_entry(rec, request.user, data.validated_data["seq"], data.validated_data["note"])
        return self.detail(rec)


class ReplaceSerializer(EntrySerializer):
    seq = serializers.IntegerField(min_value=1, max_value=10_000_000, help_text="the entry to correct")
    note = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class RecordReplace(RecorderAPIView):
    @extend_schema(request=ReplaceSerializer, responses={200: TableRecordDetailSerializer})
    def post(self, request: Request, record_id: str) -> Response:
        """Edit an earlier entry: a correction with the entry as it should read is appended (the original
        stays in the log) and the record is replayed with it."""
        rec = self.record(record_id)
        data = ReplaceSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        entry = {
            key: value
            for key, value in (
                ("act", v["act"]),
                ("actor", v["actor"]),
                ("turn", v.get("turn")),
                ("phase", v["phase"] or None),
                ("step", v["step"] or None),
                ("args", v["args"]),
            )
            if value is not None
        }
        services.replace_entry(rec, request.user, v["seq"], entry, v["note"])
        return self.detail(rec)


class RecordNotes(RecorderAPIView):
    @extend_schema(request=NoteSerializer, responses={200: TableRecordDetailSerializer})
    def post(self, request: Request, record_id: str) -> Response:
        """A note, or a judge call, in the record."""
        rec = self.record(record_id)
        data = NoteSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        services.add_note(rec, request.user, v["note"], v["actor"], judge_call=v["judge_call"])
        return self.detail(rec)
