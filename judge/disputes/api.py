"""Disputes through the API: a player opens one about their match, attaches a log, a judge claims and
rules citing clauses (setting the result when the dispute is about it), the head judge publishes.

Every change goes through ``services``; who sees what is the site's rule (``services.can_view``): the two
players, the event's judges and head judge, and everybody once published. Lists show a user's own
disputes and those of the events they judge.
"""

from __future__ import annotations

import json
from typing import Any

from django.db.models import Q, QuerySet
from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import generics, serializers, status
from rest_framework.generics import get_object_or_404
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from judge.api_conventions import (
    NotFound,
    PlayerRefSerializer,
    event_param,
    player_param,
    query_choice,
    query_int,
    status_param,
)
from judge.limits import ObjectJSONParser
from judge.recorder.models import Record
from judge.recorder.services import exported
from judge.validation.models import MAX_LOG_BYTES, ValidationRun
from tournaments.models import Match

from . import services
from .models import Dispute

MAX_DESCRIPTION = 5000
MAX_CLAUSES = 20


class RulingSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    decision = serializers.CharField()
    clauses = serializers.ListField(child=serializers.CharField(), source="clause_refs")
    extension_minutes = serializers.IntegerField()
    overturned = serializers.BooleanField()
    created_at = serializers.DateTimeField()


class MatchRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    round = serializers.IntegerField(source="round.number")
    table = serializers.IntegerField()
    status = serializers.CharField()
    player_a = PlayerRefSerializer()
    player_b = PlayerRefSerializer(allow_null=True)


class ClauseProposalSerializer(serializers.Serializer):
    ref = serializers.CharField()
    heading_path = serializers.CharField(required=False, allow_blank=True)
    snippet = serializers.CharField(required=False, allow_blank=True)
    from_log = serializers.BooleanField(required=False)


class DisputeSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    event = serializers.IntegerField(source="event_id")
    match = MatchRefSerializer()
    status = serializers.ChoiceField(choices=Dispute.Status.choices)
    description = serializers.CharField()
    believed_clause = serializers.CharField()
    validation = serializers.UUIDField(source="validation_id", allow_null=True)
    processed = serializers.BooleanField(help_text="The log was replayed and the clauses proposed.")
    preparation_error = serializers.CharField()
    suggested_clauses = ClauseProposalSerializer(many=True)
    claimed_by = serializers.CharField(source="claimed_by.get_username", allow_null=True, default=None)
    ruling = RulingSerializer(allow_null=True)
    published = serializers.BooleanField()
    created_at = serializers.DateTimeField()


class LogSource(serializers.Serializer):
    """One game log: a judgelog/1 document, a validation run the user uploaded, or one of their records."""

    log = serializers.JSONField(required=False, help_text="A judgelog/1 document (an object).")
    validation = serializers.UUIDField(required=False, help_text="A validation run you uploaded.")
    record = serializers.UUIDField(required=False, help_text="One of your recorder records.")

    def validate_log(self, value: Any) -> Any:
        if not isinstance(value, dict):
            raise serializers.ValidationError("A judgelog/1 document is a JSON object.")
        return value

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if sum(k in attrs for k in ("log", "validation", "record")) > 1:
            raise serializers.ValidationError("Give one of log, validation or record.")
        user = self.context["request"].user
        if "validation" in attrs:
            run = (
                ValidationRun.objects.defer("raw_log")
                .filter(pk=attrs["validation"], uploaded_by=user)
                .first()
            )
            if run is None:
                raise serializers.ValidationError({"validation": "No run of yours has this id."})
            attrs["run"] = run
        if "record" in attrs:
            record = Record.objects.filter(pk=attrs["record"], owner=user).first()
            if record is None:
                raise serializers.ValidationError({"record": "No record of yours has this id."})
            attrs["log_bytes"] = exported(record)
        if "log" in attrs:
            attrs["log_bytes"] = json.dumps(attrs["log"], ensure_ascii=False).encode("utf-8")
        if len(attrs.get("log_bytes", b"")) > MAX_LOG_BYTES:
            raise serializers.ValidationError({"log": "The log is larger than 5 MB."})
        return attrs


class OpenSerializer(LogSource):
    match = serializers.PrimaryKeyRelatedField(queryset=Match.objects.exclude(round__status="draft"))
    description = serializers.CharField(max_length=MAX_DESCRIPTION)
    believed_clause = serializers.CharField(max_length=80, required=False, default="", allow_blank=True)


class AttachSerializer(LogSource):
    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        attrs = super().validate(attrs)
        if "run" not in attrs and "log_bytes" not in attrs:
            raise serializers.ValidationError("Give one of log, validation or record.")
        return attrs


class ResultSerializer(serializers.Serializer):
    a_wins = serializers.IntegerField(min_value=0, max_value=5)
    b_wins = serializers.IntegerField(min_value=0, max_value=5)
    draws = serializers.IntegerField(min_value=0, max_value=5, default=0)


class RuleSerializer(serializers.Serializer):
    decision = serializers.CharField(max_length=MAX_DESCRIPTION)
    clauses = serializers.ListField(
        child=serializers.CharField(max_length=80), min_length=1, max_length=MAX_CLAUSES
    )
    extension_minutes = serializers.IntegerField(min_value=0, max_value=60, default=0)
    result = ResultSerializer(required=False, allow_null=True, help_text="Sets the match result.")


OPEN_EXAMPLE = OpenApiExample(
    "A player's dispute with a record attached",
    value={
        "match": 12,
        "description": "ブロッカーを持たないキャラでブロックされた",
        "believed_clause": "rebirth:11.6",
        "record": "6f1c2b9e-7d1a-4c9b-9a55-1f5e1c3d2a10",
    },
    request_only=True,
)
RULE_EXAMPLE = OpenApiExample(
    "A ruling that sets the result",
    value={
        "decision": "ブロックは無効。攻撃は通ったものとして、ゲームはP1の勝ち。",
        "clauses": ["rebirth:11.6.1"],
        "extension_minutes": 3,
        "result": {"a_wins": 2, "b_wins": 1, "draws": 0},
    },
    request_only=True,
)


def _visible(user: Any) -> QuerySet[Dispute]:
    """The user's own disputes (a player of the match) and those of the events they judge."""
    qs = Dispute.objects.select_related(
        "event", "match__round", "match__player_a", "match__player_b", "ruling", "claimed_by"
    )
    if user.is_superuser:
        return qs
    return qs.filter(
        Q(match__player_a__user=user)
        | Q(match__player_b__user=user)
        | Q(event__organizer=user)
        | Q(event__judges=user)
        | Q(event__staff__user=user)
    ).distinct()


class DisputeAPIView(generics.GenericAPIView):
    permission_classes = [IsAuthenticated]
    parser_classes = [ObjectJSONParser]  # every body is a JSON object
    serializer_class = DisputeSerializer

    def dispute(self, pk: int) -> Dispute:
        d = get_object_or_404(
            Dispute.objects.select_related(
                "event", "match__round", "match__player_a", "match__player_b", "ruling", "claimed_by"
            ),
            pk=pk,
        )
        if not services.can_view(self.request.user, d):
            # Not the user's to see: answered exactly as a dispute that does not exist.
            raise NotFound("見つかりません。", "Not found.")
        return d

    def answer(self, d: Dispute, code: int = status.HTTP_200_OK) -> Response:
        d.refresh_from_db()
        return Response(DisputeSerializer(d).data, status=code)


class DisputeList(DisputeAPIView, generics.ListAPIView):
    def get_queryset(self) -> QuerySet[Dispute]:
        request = self.request
        qs = _visible(request.user)
        event = query_int(request, "event")
        state = query_choice(request, "status", Dispute.Status.values)
        player = query_int(request, "player")
        if event is not None:
            qs = qs.filter(event_id=event)
        if state is not None:
            qs = qs.filter(status=state)
        if player is not None:
            qs = qs.filter(Q(match__player_a_id=player) | Q(match__player_b_id=player))
        return qs.order_by("-created_at", "-pk")

    @extend_schema(
        parameters=[event_param(), status_param(Dispute.Status.values), player_param()],
        summary="Your disputes and those of the events you judge",
    )
    def get(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        return super().get(request, *args, **kwargs)

    @extend_schema(
        request=OpenSerializer,
        responses={201: DisputeSerializer},
        examples=[OPEN_EXAMPLE],
        summary="Open a dispute about a match you play (or judge)",
    )
    def post(self, request: Request) -> Response:
        data = OpenSerializer(data=request.data, context={"request": request})
        data.is_valid(raise_exception=True)
        v = data.validated_data
        d = services.open_dispute(
            v["match"],
            request.user,
            v["description"],
            log=v.get("log_bytes"),
            run=v.get("run"),
            believed_clause=v["believed_clause"],
        )
        return self.answer(d, status.HTTP_201_CREATED)


class DisputeDetail(DisputeAPIView):
    @extend_schema(responses={200: DisputeSerializer})
    def get(self, request: Request, dispute_id: int) -> Response:
        return self.answer(self.dispute(dispute_id))


class DisputeAttach(DisputeAPIView):
    @extend_schema(
        request=AttachSerializer,
        responses={200: DisputeSerializer},
        summary="Attach a log, a validation run or a recorder record",
    )
    def post(self, request: Request, dispute_id: int) -> Response:
        d = self.dispute(dispute_id)
        data = AttachSerializer(data=request.data, context={"request": request})
        data.is_valid(raise_exception=True)
        v = data.validated_data
        services.attach(d, request.user, run=v.get("run"), log=v.get("log_bytes"))
        return self.answer(d)


class DisputeClaim(DisputeAPIView):
    @extend_schema(request=None, responses={200: DisputeSerializer})
    def post(self, request: Request, dispute_id: int) -> Response:
        d = self.dispute(dispute_id)
        services.claim(d, request.user)
        return self.answer(d)


class DisputeRule(DisputeAPIView):
    @extend_schema(
        request=RuleSerializer,
        responses={200: DisputeSerializer},
        examples=[RULE_EXAMPLE],
        summary="Rule on a dispute citing clauses (and set the match result)",
    )
    def post(self, request: Request, dispute_id: int) -> Response:
        d = self.dispute(dispute_id)
        data = RuleSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        v = data.validated_data
        result = v.get("result")
        services.rule(
            d,
            request.user,
            v["decision"],
            sorted(set(v["clauses"])),
            v["extension_minutes"],
            (result["a_wins"], result["b_wins"], result["draws"]) if result else None,
        )
        return self.answer(d)


class DisputePublish(DisputeAPIView):
    @extend_schema(request=None, responses={200: DisputeSerializer})
    def post(self, request: Request, dispute_id: int) -> Response:
        d = self.dispute(dispute_id)
        services.publish(d, request.user)
        return self.answer(d)
