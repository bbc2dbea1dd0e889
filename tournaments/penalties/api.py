"""Penalty API (DRF). Writes go through tournaments.penalties.services, which checks the role; reads check it here."""

from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from tournaments import services
from tournaments.api import error_response
from tournaments.models import AuditEntry, Event, Match, Registration, Round

from . import rules, staff
from . import services as penalties
from .models import Appeal, FloorRuling, Penalty


class PenaltySerializer(serializers.ModelSerializer):
    player = serializers.CharField(source="registration.name")
    round = serializers.IntegerField(source="round.number", allow_null=True, default=None)
    table = serializers.IntegerField(source="match.table", allow_null=True, default=None)
    judge = serializers.CharField(source="judge.username", allow_null=True, default=None)
    event = serializers.IntegerField(source="event_id")

    class Meta:
        model = Penalty
        # One list of columns for the API and the CSV/JSON exports, so they cannot drift apart.
        fields = ["event", *penalties.EXPORT_FIELDS]


class RecordSerializer(serializers.Serializer):
    player = serializers.IntegerField()
    infraction = serializers.CharField(max_length=40)
    penalty = serializers.ChoiceField(choices=rules.PENALTIES)
    match = serializers.IntegerField(required=False, allow_null=True, default=None)
    description = serializers.CharField(required=False, allow_blank=True, default="")
    deviation_reason = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)
    clause_refs = serializers.ListField(
        child=serializers.CharField(max_length=60), required=False, default=list
    )
    extension_minutes = serializers.IntegerField(required=False, default=0, min_value=0)
    apply_to_result = serializers.BooleanField(required=False, default=True)
    games_so_far = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=2), required=False
    )


# The function views below answer plain JSON objects built by hand; the schema says just that.


# Numbers read straight from a request body are whole numbers in this range, or the request is a 400.
MAX_NUMBER = 2**31 - 1


def _number(request: Request, name: str) -> int:
    """A whole-number field of the body (0 when absent); anything else answers 400 with the field named."""
    value = request.data.get(name)
    if value in (None, ""):
        return 0
    try:
        number = int(str(value).strip())
    except ValueError:
        number = None
    if number is None or not 0 <= number <= MAX_NUMBER:
        raise serializers.ValidationError(
            {
                name: [
                    f"「{name}」は0以上の整数で入力してください。 / {name} must be a whole number, 0 or more."
                ]
            }
        )
    return number


def _forbidden() -> Response:
    return error_response(services.PermissionDenied("権限がありません。", "You may not do that."))


def _suggestion(s: rules.Suggestion) -> dict[str, Any]:
    return {
        "penalty": s.penalty,
        "upgraded_from": s.upgraded_from,
        "reason_ja": s.reason_ja,
        "reason_en": s.reason_en,
        "refs": list(s.refs),
    }


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def event_penalties(request: Request, pk: int) -> Response:
    event = get_object_or_404(Event, pk=pk)
    if request.method == "GET":
        if not penalties.can_judge(request.user, event):
            return _forbidden()
        items = event.penalties.select_related("registration", "round", "match", "judge")
        return Response(PenaltySerializer(items, many=True).data)
    data = RecordSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    body = data.validated_data
    reg = get_object_or_404(Registration, pk=body["player"], event=event)
    match = get_object_or_404(Match, pk=body["match"], round__event=event) if body["match"] else None
    games = body.get("games_so_far")
    try:
        recorded = penalties.record_penalty(
            reg,
            request.user,
            body["infraction"],
            body["penalty"],
            match=match,
            description=body["description"],
            deviation_reason=body["deviation_reason"],
            clause_refs=body["clause_refs"],
            extension_minutes=body["extension_minutes"],
            apply_to_result=body["apply_to_result"],
            score_so_far=rules.Score(games[0], games[1]) if games and len(games) == 2 else None,
        )
    except services.TournamentError as exc:
        return error_response(exc)
    payload = dict(PenaltySerializer(recorded.penalty).data)
    payload["notice_ja"], payload["notice_en"] = recorded.notice_ja, recorded.notice_en
    return Response(payload, status=status.HTTP_201_CREATED)


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def suggest(request: Request, pk: int) -> Response:
    event = get_object_or_404(Event, pk=pk)
    if not penalties.can_judge(request.user, event):
        return _forbidden()
    reg = get_object_or_404(Registration, pk=request.query_params.get("player") or 0, event=event)
    try:
        return Response(_suggestion(penalties.suggest_for(reg, request.query_params.get("infraction", ""))))
    except services.TournamentError as exc:
        return error_response(exc)


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def player_history(request: Request, pk: int, reg_pk: int) -> Response:
    reg = get_object_or_404(Registration, pk=reg_pk, event_id=pk)
    try:
        history = penalties.visible_history(request.user, reg)
    except services.TournamentError as exc:
        return error_response(exc)
    return Response(PenaltySerializer(history, many=True).data)


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def my_penalties(request: Request) -> Response:
    items = Penalty.objects.filter(registration__user=request.user).select_related(
        "registration", "round", "match", "judge"
    )
    return Response(PenaltySerializer(items, many=True).data)


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def infractions(request: Request, pk: int) -> Response:
    event = get_object_or_404(Event, pk=pk)
    if not penalties.can_judge(request.user, event):
        return _forbidden()
    return Response(
        [
            {
                "code": i.code,
                "category": i.category,
                "ja": i.ja,
                "en": i.en,
                "penalty": i.penalty,
                "refs": list(i.refs_for(event.game)),
                "upgrades": [
                    {
                        "prior": u.prior,
                        "to": u.to,
                        "same": u.same,
                        "reset": u.reset,
                        "counted": list(u.counted),
                    }
                    for u in i.upgrades
                ],
            }
            for i in penalties.catalogue_for(event).infractions
        ]
    )


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def deck_check_tables(request: Request, pk: int, number: int) -> Response:
    rnd = get_object_or_404(Round.objects.select_related("event"), event_id=pk, number=number)
    if not penalties.can_judge(request.user, rnd.event):
        return _forbidden()
    count = request.query_params.get("count")
    tables = penalties.deck_check_tables(rnd, int(count) if count and count.isdigit() else None)
    return Response({"round": number, "seed": rnd.event.seed, "tables": tables})


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def deck_checks(request: Request, pk: int) -> Response:
    rnd = get_object_or_404(Round, event_id=pk, number=_number(request, "round"))
    reg = get_object_or_404(Registration, pk=_number(request, "player"), event_id=pk)
    try:
        check = penalties.record_deck_check(
            rnd,
            request.user,
            reg,
            presented_list=str(request.data.get("presented_list", "")),
            discrepancy=bool(request.data.get("discrepancy", False)),
            notes=str(request.data.get("notes", "")),
            minutes=_number(request, "minutes"),
        )
    except services.TournamentError as exc:
        return error_response(exc)
    return Response(
        {
            "id": check.pk,
            "outcome": check.outcome,
            "differences": check.differences,
            "selected": check.selected,
        },
        status=status.HTTP_201_CREATED,
    )


def _appeal_payload(a: Appeal) -> dict[str, Any]:
    return {
        "id": a.pk,
        "penalty": a.penalty_id,
        "ruling": a.ruling_id,
        "player": a.appellant.name,
        "statement": a.statement,
        "status": a.status,
        "decision": a.decision,
        "new_penalty": a.new_penalty,
        "decision_reason": a.decision_reason,
    }


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def appeals(request: Request, pk: int) -> Response:
    event = get_object_or_404(Event, pk=pk)
    if request.method == "GET":
        items = Appeal.objects.filter(event=event).select_related("appellant")
        if not penalties.can_judge(request.user, event):
            items = items.filter(appellant__user=request.user)
        return Response([_appeal_payload(a) for a in items])
    penalty = Penalty.objects.filter(pk=_number(request, "penalty"), event=event).first()
    ruling = FloorRuling.objects.filter(pk=_number(request, "ruling"), event=event).first()
    try:
        appeal = penalties.file_appeal(
            request.user, str(request.data.get("statement", "")), penalty=penalty, ruling=ruling
        )
    except services.TournamentError as exc:
        return error_response(exc)
    return Response(_appeal_payload(appeal), status=status.HTTP_201_CREATED)


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def decide_appeal(request: Request, appeal_pk: int) -> Response:
    appeal = get_object_or_404(Appeal, pk=appeal_pk)
    notices: list[tuple[str, str]] = []
    try:
        appeal = penalties.decide_appeal(
            appeal,
            request.user,
            str(request.data.get("decision", "")),
            str(request.data.get("reason", "")),
            str(request.data.get("new_penalty", "")),
            notices=notices,
        )
    except services.TournamentError as exc:
        return error_response(exc)
    return Response({**_appeal_payload(appeal), "notices": [{"ja": ja, "en": en} for ja, en in notices]})


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def extensions(request: Request, match_pk: int) -> Response:
    match = get_object_or_404(Match.objects.select_related("round__event"), pk=match_pk)
    try:
        ext = penalties.add_time_extension(
            match,
            request.user,
            _number(request, "minutes"),
            str(request.data.get("source") or "other"),
            str(request.data.get("reason", "")),
        )
    except services.TournamentError as exc:
        return error_response(exc)
    return Response(
        {"id": ext.pk, "minutes": ext.minutes, "extension_minutes": match.extension_minutes},
        status=status.HTTP_201_CREATED,
    )


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def audit_log(request: Request, pk: int) -> Response:
    event = get_object_or_404(Event, pk=pk)
    if not penalties.can_judge(request.user, event):
        return _forbidden()
    entries = AuditEntry.objects.filter(event=event).select_related("actor")[:1000]
    return Response(
        [
            {
                "at": e.at.isoformat(),
                "actor": e.actor.get_username() if e.actor else None,
                "action": e.action,
                "object_type": e.object_type,
                "object_id": e.object_id,
                "before": e.before,
                "after": e.after,
                "reason": e.reason,
            }
            for e in entries
        ]
    )


@extend_schema(request=OpenApiTypes.OBJECT, responses=OpenApiTypes.OBJECT)
@api_view(["GET", "POST", "DELETE"])
@permission_classes([IsAuthenticated])
def event_staff(request: Request, pk: int) -> Response:
    """The event's staff: GET lists, POST {"username", "role"} adds (or changes the role), DELETE
    {"username"} removes. Organizer only."""
    event = get_object_or_404(Event, pk=pk)
    if not services.is_organizer(request.user, event):
        return Response({"detail": "organizer only"}, status=status.HTTP_403_FORBIDDEN)
    try:
        if request.method == "POST":
            staff.add_staff(
                event, str(request.data.get("username", "")), str(request.data.get("role", "")), request.user
            )
        elif request.method == "DELETE":
            staff.remove_staff(event, str(request.data.get("username", "")), request.user)
    except services.TournamentError as exc:
        return error_response(exc)
    return Response([{"username": m.username, "role": m.role} for m in staff.staff_of(event)])
