"""Penalty API (DRF). Writes go through tournaments.penalties.services, which checks the role; reads check
it here. The shape is the API's one (judge/api_conventions.py): typed bodies, paginated lists, players as
``{"id", "display_name"}``, the one error body."""

from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from drf_spectacular.utils import OpenApiExample, OpenApiParameter, extend_schema
from rest_framework import serializers, status
from rest_framework.decorators import api_view, permission_classes
from rest_framework.permissions import IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response

from judge.api_conventions import (
    EVENT_ID,
    MATCH_ID,
    PLAYER_ID,
    ROUND_NUMBER,
    Forbidden,
    NotFound,
    PlayerRefSerializer,
    create_schema,
    event_param,
    page_schema,
    paginate,
    path_param,
    player_param,
    query_choice,
    query_int,
    round_param,
    status_param,
)
from tournaments import services
from tournaments.models import AuditEntry, Event, Match, Registration, Round

from . import rules, staff
from . import services as penalties
from .models import PENALTY_CHOICES, Appeal, DeckCheck, FloorRuling, Penalty, TimeExtension

APPEAL_ID = path_param("appeal_id", "the appeal's id")
TAGS = ["penalties"]


class PenaltySerializer(serializers.ModelSerializer):
    event = serializers.IntegerField(source="event_id")
    player = PlayerRefSerializer(source="registration")
    round = serializers.IntegerField(source="round.number", allow_null=True, default=None)
    table = serializers.IntegerField(source="match.table", allow_null=True, default=None)
    match = serializers.IntegerField(source="match_id", allow_null=True)
    judge = serializers.CharField(source="judge.username", allow_null=True, default=None)
    clause_refs = serializers.ListField(child=serializers.CharField())

    class Meta:
        model = Penalty
        # The export's columns (penalties.EXPORT_FIELDS) plus the event and match ids.
        fields = ["event", "match", *penalties.EXPORT_FIELDS]


class RecordedPenaltySerializer(PenaltySerializer):
    notice_ja = serializers.CharField(help_text="what to tell the player, in Japanese")
    notice_en = serializers.CharField(help_text="the same in English")

    class Meta(PenaltySerializer.Meta):
        fields = [*PenaltySerializer.Meta.fields, "notice_ja", "notice_en"]


class RecordSerializer(serializers.Serializer):
    player = serializers.IntegerField(min_value=1, help_text="the player's registration id")
    infraction = serializers.CharField(max_length=40, help_text="an infraction code (see infractions)")
    penalty = serializers.ChoiceField(choices=PENALTY_CHOICES)
    match = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=1)
    description = serializers.CharField(required=False, allow_blank=True, default="", max_length=5000)
    deviation_reason = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)
    clause_refs = serializers.ListField(
        child=serializers.CharField(max_length=60), required=False, default=list, max_length=20
    )
    extension_minutes = serializers.IntegerField(
        required=False, default=0, min_value=0, max_value=penalties.MAX_EXTENSION
    )
    apply_to_result = serializers.BooleanField(required=False, default=True)
    games_so_far = serializers.ListField(
        child=serializers.IntegerField(min_value=0, max_value=2),
        required=False,
        min_length=2,
        max_length=2,
        help_text="[games won by seat a, by seat b] when the penalty is given mid-match",
    )


class SuggestionSerializer(serializers.Serializer):
    penalty = serializers.ChoiceField(choices=PENALTY_CHOICES)
    upgraded_from = serializers.CharField(allow_null=True)
    reason_ja = serializers.CharField()
    reason_en = serializers.CharField()
    refs = serializers.ListField(child=serializers.CharField())


class UpgradeSerializer(serializers.Serializer):
    prior = serializers.IntegerField()
    to = serializers.CharField()
    same = serializers.CharField()
    reset = serializers.CharField()
    counted = serializers.ListField(child=serializers.CharField())


class InfractionSerializer(serializers.Serializer):
    code = serializers.CharField()
    category = serializers.CharField()
    ja = serializers.CharField()
    en = serializers.CharField()
    penalty = serializers.CharField()
    refs = serializers.ListField(child=serializers.CharField())
    upgrades = UpgradeSerializer(many=True)


class DeckCheckTablesSerializer(serializers.Serializer):
    round = serializers.IntegerField()
    seed = serializers.IntegerField()
    tables = serializers.ListField(child=serializers.IntegerField())


class DeckCheckRequestSerializer(serializers.Serializer):
    round = serializers.IntegerField(min_value=1, help_text="the round's number")
    player = serializers.IntegerField(min_value=1, help_text="the player's registration id")
    presented_list = serializers.CharField(required=False, allow_blank=True, default="", max_length=20000)
    discrepancy = serializers.BooleanField(required=False, default=False)
    notes = serializers.CharField(required=False, allow_blank=True, default="", max_length=5000)
    minutes = serializers.IntegerField(
        required=False, default=0, min_value=0, max_value=penalties.MAX_EXTENSION
    )


class DeckCheckSerializer(serializers.ModelSerializer):
    player = PlayerRefSerializer(source="registration")
    differences = serializers.JSONField()
    selected = serializers.BooleanField()

    class Meta:
        model = DeckCheck
        fields = ["id", "player", "outcome", "differences", "selected"]


class AppealSerializer(serializers.ModelSerializer):
    event = serializers.IntegerField(source="event_id", read_only=True)
    penalty = serializers.IntegerField(source="penalty_id", allow_null=True)
    ruling = serializers.IntegerField(source="ruling_id", allow_null=True)
    player = PlayerRefSerializer(source="appellant")

    class Meta:
        model = Appeal
        fields = [
            "id",
            "event",
            "penalty",
            "ruling",
            "player",
            "statement",
            "status",
            "decision",
            "new_penalty",
            "decision_reason",
        ]


class AppealRequestSerializer(serializers.Serializer):
    penalty = serializers.IntegerField(required=False, allow_null=True, min_value=1, default=None)
    ruling = serializers.IntegerField(required=False, allow_null=True, min_value=1, default=None)
    statement = serializers.CharField(max_length=5000)

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if (attrs.get("penalty") is None) == (attrs.get("ruling") is None):
            raise serializers.ValidationError({"penalty": ["give one of penalty or ruling"]})
        return attrs


class NoticeSerializer(serializers.Serializer):
    ja = serializers.CharField()
    en = serializers.CharField()


class DecidedAppealSerializer(AppealSerializer):
    notices = NoticeSerializer(many=True, read_only=True)

    class Meta(AppealSerializer.Meta):
        fields = [*AppealSerializer.Meta.fields, "notices"]


class DecisionSerializer(serializers.Serializer):
    decision = serializers.ChoiceField(choices=Appeal.Decision.choices)
    reason = serializers.CharField(max_length=5000)
    new_penalty = serializers.ChoiceField(
        choices=PENALTY_CHOICES, required=False, allow_blank=True, default="", help_text="when changed"
    )


class ExtensionRequestSerializer(serializers.Serializer):
    minutes = serializers.IntegerField(min_value=1, max_value=penalties.MAX_EXTENSION)
    source = serializers.ChoiceField(
        choices=TimeExtension.Source.choices, required=False, default=TimeExtension.Source.OTHER
    )
    reason = serializers.CharField(required=False, allow_blank=True, default="", max_length=500)


class ExtensionSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    match = serializers.IntegerField()
    minutes = serializers.IntegerField()
    extension_minutes = serializers.IntegerField(help_text="the match's total")


class AuditEntrySerializer(serializers.ModelSerializer):
    actor = serializers.CharField(source="actor.username", allow_null=True, default=None)
    before = serializers.JSONField(allow_null=True)
    after = serializers.JSONField(allow_null=True)

    class Meta:
        model = AuditEntry
        fields = ["id", "at", "actor", "action", "object_type", "object_id", "before", "after", "reason"]


class StaffMemberSerializer(serializers.Serializer):
    user_id = serializers.IntegerField()
    username = serializers.CharField()
    role = serializers.ChoiceField(choices=staff.ROLES)


class StaffRequestSerializer(serializers.Serializer):
    username = serializers.CharField(max_length=150)
    role = serializers.ChoiceField(choices=staff.ROLES)


def _require_judge(user: Any, event: Event) -> None:
    if not penalties.can_judge(user, event):
        raise Forbidden("このイベントのジャッジのみができます。", "Only the event's judges may do that.")


def _suggestion(s: rules.Suggestion) -> dict[str, Any]:
    return {
        "penalty": s.penalty,
        "upgraded_from": s.upgraded_from,
        "reason_ja": s.reason_ja,
        "reason_en": s.reason_en,
        "refs": list(s.refs),
    }


def _penalties(queryset: Any) -> Any:
    return queryset.select_related("registration", "round", "match", "judge").order_by("issued_at", "pk")


@page_schema(
    PenaltySerializer,
    EVENT_ID,
    player_param(),
    round_param(),
    tags=TAGS,
    summary="The event's penalties (judges)",
)
@create_schema(
    RecordSerializer,
    RecordedPenaltySerializer,
    EVENT_ID,
    tags=TAGS,
    summary="Record a penalty (judges); a loss may change the match result",
    examples=[
        OpenApiExample(
            "A warning",
            value={"player": 12, "infraction": "looking_at_extra_cards", "penalty": "warning", "match": 40},
            request_only=True,
        )
    ],
)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def event_penalties(request: Request, event_id: int) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    if request.method == "GET":
        _require_judge(request.user, event)
        items = _penalties(event.penalties.all())
        player, number = query_int(request, "player"), query_int(request, "round")
        if player is not None:
            items = items.filter(registration_id=player)
        if number is not None:
            items = items.filter(round__number=number)
        return paginate(request, items, PenaltySerializer)
    data = RecordSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    body = data.validated_data
    reg = get_object_or_404(Registration, pk=body["player"], event=event)
    match = get_object_or_404(Match, pk=body["match"], round__event=event) if body["match"] else None
    games = body.get("games_so_far")
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
        score_so_far=rules.Score(games[0], games[1]) if games else None,
    )
    payload = dict(PenaltySerializer(recorded.penalty).data)
    payload["notice_ja"], payload["notice_en"] = recorded.notice_ja, recorded.notice_en
    return Response(payload, status=status.HTTP_201_CREATED)


@extend_schema(
    parameters=[
        EVENT_ID,
        player_param(required=True),
        OpenApiParameter("infraction", str, OpenApiParameter.QUERY, required=True, description="its code"),
    ],
    responses=SuggestionSerializer,
    tags=TAGS,
    summary="The penalty the catalogue suggests for this player and infraction (upgrades applied)",
)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def suggest(request: Request, event_id: int) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    _require_judge(request.user, event)
    reg = get_object_or_404(Registration, pk=query_int(request, "player", required=True), event=event)
    return Response(_suggestion(penalties.suggest_for(reg, request.query_params.get("infraction", "")[:40])))


@page_schema(
    PenaltySerializer,
    EVENT_ID,
    PLAYER_ID,
    tags=TAGS,
    summary="A player's penalties (the player, or the event's judges)",
)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def player_history(request: Request, event_id: int, player_id: int) -> Response:
    reg = get_object_or_404(Registration, pk=player_id, event_id=event_id)
    return paginate(request, penalties.visible_history(request.user, reg), PenaltySerializer)


@page_schema(PenaltySerializer, event_param(), tags=TAGS, summary="Your own penalties, in every event")
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def my_penalties(request: Request) -> Response:
    items = _penalties(Penalty.objects.filter(registration__user=request.user))
    event = query_int(request, "event")
    if event is not None:
        items = items.filter(event_id=event)
    return paginate(request, items, PenaltySerializer)


@page_schema(InfractionSerializer, EVENT_ID, tags=TAGS, summary="The event's infraction catalogue (judges)")
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def infractions(request: Request, event_id: int) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    _require_judge(request.user, event)
    return paginate(
        request,
        list(penalties.catalogue_for(event).infractions),
        render=lambda i: {
            "code": i.code,
            "category": i.category,
            "ja": i.ja,
            "en": i.en,
            "penalty": i.penalty,
            "refs": list(i.refs_for(event.game)),
            "upgrades": [
                {"prior": u.prior, "to": u.to, "same": u.same, "reset": u.reset, "counted": list(u.counted)}
                for u in i.upgrades
            ],
        },
    )


@extend_schema(
    parameters=[
        EVENT_ID,
        ROUND_NUMBER,
        OpenApiParameter(
            "count",
            {"type": "integer", "minimum": 1, "maximum": 1000},
            OpenApiParameter.QUERY,
            description="how many tables to pick (default: the event's policy)",
        ),
    ],
    responses=DeckCheckTablesSerializer,
    tags=TAGS,
    summary="The tables picked for deck checks this round (reproducible from the event's seed)",
)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def deck_check_tables(request: Request, event_id: int, round_number: int) -> Response:
    rnd = get_object_or_404(Round.objects.select_related("event"), event_id=event_id, number=round_number)
    _require_judge(request.user, rnd.event)
    count = query_int(request, "count", maximum=1000)
    tables = penalties.deck_check_tables(rnd, count)
    return Response({"round": round_number, "seed": rnd.event.seed, "tables": tables})


@create_schema(
    DeckCheckRequestSerializer,
    DeckCheckSerializer,
    EVENT_ID,
    tags=TAGS,
    summary="Record a deck check (judges)",
)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def deck_checks(request: Request, event_id: int) -> Response:
    body = DeckCheckRequestSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    rnd = get_object_or_404(Round, event_id=event_id, number=data["round"])
    reg = get_object_or_404(Registration, pk=data["player"], event_id=event_id)
    check = penalties.record_deck_check(
        rnd,
        request.user,
        reg,
        presented_list=data["presented_list"],
        discrepancy=data["discrepancy"],
        notes=data["notes"],
        minutes=data["minutes"],
    )
    return Response(DeckCheckSerializer(check).data, status=status.HTTP_201_CREATED)


@page_schema(
    AppealSerializer,
    EVENT_ID,
    status_param(Appeal.Status.values),
    player_param(),
    tags=TAGS,
    summary="Appeals: all of them for the event's judges, a player's own otherwise",
)
@create_schema(
    AppealRequestSerializer,
    AppealSerializer,
    EVENT_ID,
    tags=TAGS,
    summary="A player appeals one of their penalties or a floor ruling",
)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def appeals(request: Request, event_id: int) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    if request.method == "GET":
        items = Appeal.objects.filter(event=event).select_related("appellant").order_by("pk")
        if not penalties.can_judge(request.user, event):
            items = items.filter(appellant__user=request.user)
        wanted, player = query_choice(request, "status", Appeal.Status.values), query_int(request, "player")
        if wanted:
            items = items.filter(status=wanted)
        if player is not None:
            items = items.filter(appellant_id=player)
        return paginate(request, items, AppealSerializer)
    body = AppealRequestSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    penalty = ruling = None
    if data["penalty"] is not None:
        penalty = Penalty.objects.filter(pk=data["penalty"], event=event).first()
        if penalty is None:
            raise NotFound("その罰則はありません。", "No such penalty in this event.")
    else:
        ruling = FloorRuling.objects.filter(pk=data["ruling"], event=event).first()
        if ruling is None:
            raise NotFound("その裁定はありません。", "No such ruling in this event.")
    appeal = penalties.file_appeal(request.user, data["statement"], penalty=penalty, ruling=ruling)
    return Response(AppealSerializer(appeal).data, status=status.HTTP_201_CREATED)


@extend_schema(
    parameters=[APPEAL_ID],
    request=DecisionSerializer,
    responses=DecidedAppealSerializer,
    tags=TAGS,
    summary="The head judge decides an appeal (final)",
)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def decide_appeal(request: Request, appeal_id: int) -> Response:
    appeal = get_object_or_404(Appeal, pk=appeal_id)
    body = DecisionSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    notices: list[tuple[str, str]] = []
    appeal = penalties.decide_appeal(
        appeal, request.user, data["decision"], data["reason"], data["new_penalty"], notices=notices
    )
    payload = dict(AppealSerializer(appeal).data)
    payload["notices"] = [{"ja": ja, "en": en} for ja, en in notices]
    return Response(payload)


@create_schema(
    ExtensionRequestSerializer,
    ExtensionSerializer,
    MATCH_ID,
    tags=TAGS,
    summary="Give a match extra minutes (judges)",
)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def extensions(request: Request, match_id: int) -> Response:
    match = get_object_or_404(Match.objects.select_related("round__event"), pk=match_id)
    body = ExtensionRequestSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    data = body.validated_data
    ext = penalties.add_time_extension(match, request.user, data["minutes"], data["source"], data["reason"])
    return Response(
        {
            "id": ext.pk,
            "match": match.pk,
            "minutes": ext.minutes,
            "extension_minutes": match.extension_minutes,
        },
        status=status.HTTP_201_CREATED,
    )


@page_schema(
    AuditEntrySerializer, EVENT_ID, tags=TAGS, summary="The event's audit log, newest first (judges)"
)
@api_view(["GET"])
@permission_classes([IsAuthenticated])
def audit_log(request: Request, event_id: int) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    _require_judge(request.user, event)
    entries = AuditEntry.objects.filter(event=event).select_related("actor").order_by("-at", "-pk")
    return paginate(request, entries, AuditEntrySerializer)


def _staff_page(request: Request, event: Event) -> Response:
    return paginate(request, staff.staff_of(event), StaffMemberSerializer)


@page_schema(StaffMemberSerializer, EVENT_ID, tags=TAGS, summary="The event's staff (organizer)")
@create_schema(
    StaffRequestSerializer,
    StaffMemberSerializer,
    EVENT_ID,
    tags=TAGS,
    summary="Make a user a judge, the head judge or a scorekeeper (organizer); replaces their role",
    examples=[OpenApiExample("A judge", value={"username": "suzuki", "role": "judge"}, request_only=True)],
)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def event_staff(request: Request, event_id: int) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    if not services.is_organizer(request.user, event):
        raise Forbidden("イベントの主催者のみができます。", "Only the event's organizer may do that.")
    if request.method == "POST":
        body = StaffRequestSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        member = staff.add_staff(
            event, body.validated_data["username"], body.validated_data["role"], request.user
        )
        return Response(StaffMemberSerializer(member).data, status=status.HTTP_201_CREATED)
    return _staff_page(request, event)


@extend_schema(
    parameters=[
        EVENT_ID,
        OpenApiParameter("username", str, OpenApiParameter.PATH, description="the staff member's user name"),
    ],
    request=None,
    responses={204: None},
    tags=TAGS,
    summary="Remove a user from the event's staff (organizer)",
)
@api_view(["DELETE"])
@permission_classes([IsAuthenticated])
def staff_member(request: Request, event_id: int, username: str) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    if not services.is_organizer(request.user, event):
        raise Forbidden("イベントの主催者のみができます。", "Only the event's organizer may do that.")
    staff.remove_staff(event, username, request.user)
    return Response(status=status.HTTP_204_NO_CONTENT)


# --- floor rulings and a penalty's result ------------------------------------------------------------


class FloorRulingSerializer(serializers.ModelSerializer):
    judge = serializers.CharField(source="judge.get_username", default=None, allow_null=True)

    class Meta:
        model = FloorRuling
        fields = [
            "id",
            "match",
            "judge",
            "question",
            "decision",
            "clause_refs",
            "extension_minutes",
            "overturned",
            "created_at",
        ]


class FloorRulingRequestSerializer(serializers.Serializer):
    question = serializers.CharField(max_length=5000, help_text="what happened at the table")
    decision = serializers.CharField(max_length=5000, help_text="the ruling and its grounds")
    clause_refs = serializers.ListField(
        child=serializers.CharField(max_length=80),
        required=False,
        default=list,
        help_text='e.g. ["kaiju:5.1"]',
    )
    match = serializers.IntegerField(required=False, allow_null=True, default=None, min_value=1)
    extension_minutes = serializers.IntegerField(required=False, default=0, min_value=0, max_value=60)


PENALTY_ID = path_param("penalty_id", "the penalty's id")


@page_schema(
    FloorRulingSerializer, EVENT_ID, tags=TAGS, summary="The event's floor rulings, newest first (judges)"
)
@create_schema(
    FloorRulingRequestSerializer,
    FloorRulingSerializer,
    EVENT_ID,
    tags=TAGS,
    summary="Record a floor ruling citing its clauses (judges); minutes extend the match",
    examples=[
        OpenApiExample(
            "A ruling at a table",
            value={
                "question": "Blocked with a character without ブロッカー",
                "decision": "The block stands only with ブロッカー: the attack goes through.",
                "clause_refs": ["rebirth:8.3.3"],
                "match": 40,
                "extension_minutes": 3,
            },
            request_only=True,
        )
    ],
)
@api_view(["GET", "POST"])
@permission_classes([IsAuthenticated])
def floor_rulings(request: Request, event_id: int) -> Response:
    event = get_object_or_404(Event, pk=event_id)
    _require_judge(request.user, event)
    if request.method == "GET":
        items = FloorRuling.objects.filter(event=event).select_related("judge").order_by("-created_at", "-pk")
        return paginate(request, items, FloorRulingSerializer)
    data = FloorRulingRequestSerializer(data=request.data)
    data.is_valid(raise_exception=True)
    body = data.validated_data
    match = get_object_or_404(Match, pk=body["match"], round__event=event) if body["match"] else None
    ruling = penalties.record_ruling(
        event,
        request.user,
        body["question"],
        body["decision"],
        match=match,
        clause_refs=body["clause_refs"],
        extension_minutes=body["extension_minutes"],
    )
    return Response(FloorRulingSerializer(ruling).data, status=status.HTTP_201_CREATED)


@extend_schema(
    parameters=[EVENT_ID, PENALTY_ID],
    request=None,
    responses=PenaltySerializer,
    tags=TAGS,
    summary="Confirm the match result a game or match loss set (judges)",
)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def confirm_penalty_result(request: Request, event_id: int, penalty_id: int) -> Response:
    penalty = get_object_or_404(Penalty, pk=penalty_id, event_id=event_id)
    penalties.confirm_penalty_result(penalty, request.user)
    penalty.refresh_from_db()
    return Response(PenaltySerializer(penalty).data)
