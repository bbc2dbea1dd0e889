"""Tournament API. Every write goes through tournaments.services / rounds, which check the role."""

from __future__ import annotations

from typing import Any

from django.shortcuts import get_object_or_404
from django.utils.translation import get_language
from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action, api_view, permission_classes
from rest_framework.permissions import IsAuthenticated, IsAuthenticatedOrReadOnly
from rest_framework.request import Request
from rest_framework.response import Response

from judge.roles import has_capability

from . import lifecycle, rounds, services
from .models import Event, Match, Registration, Round


class EventSerializer(serializers.ModelSerializer):
    class Meta:
        model = Event
        fields = [
            "id",
            "name",
            "game",
            "structure",
            "top_cut",
            "match_format",
            "rounds",
            "round_minutes",
            "profile",
            "decklist_deadline",
            "status",
            "starts_at",
            "team_format",
            "team_draw_rule",
            "team_open_seats",
            "team_dq_policy",
            "team_seat_changes",
            "team_copy_limit",
            "team_unique_titles",
        ]
        read_only_fields = ["status"]


class RegistrationSerializer(serializers.ModelSerializer):
    class Meta:
        model = Registration
        fields = ["id", "name", "checked_in", "joined_round", "dropped_after_round", "disqualified"]


class MatchSerializer(serializers.ModelSerializer):
    round = serializers.IntegerField(source="round.number")
    player_a = serializers.CharField(source="player_a.name")
    player_b = serializers.CharField(source="player_b.name", allow_null=True, default=None)

    class Meta:
        model = Match
        fields = [
            "id",
            "round",
            "table",
            "player_a",
            "player_b",
            "a_wins",
            "b_wins",
            "draws",
            "status",
            "note",
            "seat",
            "team_table",
        ]


class ScoreSerializer(serializers.Serializer):
    a_wins = serializers.IntegerField(min_value=0, max_value=2, required=False, default=0)
    b_wins = serializers.IntegerField(min_value=0, max_value=2, required=False, default=0)
    result = serializers.CharField(max_length=10, required=False, default="")  # a result button's value
    draws = serializers.IntegerField(min_value=0, max_value=5, default=0)
    reason = serializers.CharField(max_length=500, required=False, default="")


def error_response(exc: services.TournamentError) -> Response:
    if isinstance(exc, services.PermissionDenied):
        code = status.HTTP_403_FORBIDDEN
    elif isinstance(exc, services.Conflict):
        code = status.HTTP_409_CONFLICT
    else:
        code = status.HTTP_400_BAD_REQUEST
    body: dict[str, Any] = {"detail": exc.message(get_language() or "ja"), "ja": exc.ja, "en": exc.en}
    if exc.line is not None:
        body["line"] = exc.line
    return Response(body, status=code)


class EventViewSet(viewsets.ModelViewSet):
    serializer_class = EventSerializer
    permission_classes = [IsAuthenticatedOrReadOnly]
    queryset = Event.objects.all()
    http_method_names = ["get", "post", "patch", "head", "options"]

    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        if not has_capability(request.user, "organize_events"):
            return Response({"detail": "organizer role required"}, status=status.HTTP_403_FORBIDDEN)
        return super().create(request, *args, **kwargs)

    def perform_create(self, serializer: serializers.BaseSerializer) -> None:
        event = serializer.save(organizer=self.request.user, status=Event.Status.DRAFT)
        services.audit(event, self.request.user, "create_event", event, None, {"name": event.name})

    def partial_update(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        if not services.is_organizer(request.user, self.get_object()):
            return Response({"detail": "organizer only"}, status=status.HTTP_403_FORBIDDEN)
        return super().partial_update(request, *args, **kwargs)

    @action(detail=True, methods=["get", "post"])
    def registrations(self, request: Request, pk: str | None = None) -> Response:
        event = self.get_object()
        if request.method == "POST":
            try:
                if "csv" in request.data:
                    regs = services.import_players_csv(event, str(request.data["csv"]), request.user)
                    return Response(
                        RegistrationSerializer(regs, many=True).data, status=status.HTTP_201_CREATED
                    )
                user = request.user if request.data.get("self") else None
                name = str(request.data.get("name") or (request.user.get_username() if user else ""))
                reg = services.register(event, name, request.user, user=user)
            except services.TournamentError as exc:
                return error_response(exc)
            return Response(RegistrationSerializer(reg).data, status=status.HTTP_201_CREATED)
        return Response(RegistrationSerializer(event.registrations.all(), many=True).data)

    def _organizer_only(self, request: Request, event: Event) -> Response | None:
        if not services.is_organizer(request.user, event):
            return Response({"detail": "organizer only"}, status=status.HTTP_403_FORBIDDEN)
        return None

    @action(detail=True, methods=["post"], url_path="status")
    def lifecycle_step(self, request: Request, pk: str | None = None) -> Response:
        """{"step": "registration" | "check_in" | "end_swiss" | "finish", "confirm": true for end_swiss}."""
        event = self.get_object()
        step = request.data.get("step")
        try:
            if step == "registration":
                lifecycle.open_registration(event, request.user)
            elif step == "check_in":
                lifecycle.open_check_in(event, request.user)
            elif step == "end_swiss":
                lifecycle.end_swiss_early(event, request.user, confirmed=bool(request.data.get("confirm")))
            elif step == "finish":
                lifecycle.finish_event(event, request.user)
            else:
                raise services.TournamentError("操作の指定が不正です。", "Unknown step.")
        except services.TournamentError as exc:
            return error_response(exc)
        event.refresh_from_db()
        return Response({"status": event.status, "champion": lifecycle.champion(event)})

    @action(detail=True, methods=["get", "post"])
    def seed(self, request: Request, pk: str | None = None) -> Response:
        """The organizer reads the event's seed, or sets it (before the first round) to replay an event."""
        event = self.get_object()
        denied = self._organizer_only(request, event)
        if denied is not None:
            return denied
        if request.method == "POST":
            try:
                lifecycle.set_seed(event, int(request.data.get("seed")), request.user)
            except (TypeError, ValueError):
                return Response({"detail": "seed must be a number"}, status=status.HTTP_400_BAD_REQUEST)
            except services.TournamentError as exc:
                return error_response(exc)
        return Response({"seed": event.seed})

    @action(detail=True, methods=["post"], url_path=r"rounds/(?P<number>\d+)/discard")
    def discard(self, request: Request, pk: str | None = None, number: str = "") -> Response:
        rnd = get_object_or_404(Round, event=self.get_object(), number=int(number))
        try:
            lifecycle.discard_round(rnd, request.user)
        except services.TournamentError as exc:
            return error_response(exc)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @action(detail=True, methods=["post"], url_path="rounds")
    def pair(self, request: Request, pk: str | None = None) -> Response:
        event = self.get_object()
        try:
            if request.data.get("kind") == "elimination":
                rnd = rounds.pair_elimination_round(event, request.user)
            else:
                rnd = rounds.pair_next_swiss_round(event, request.user)
        except services.TournamentError as exc:
            return error_response(exc)
        return Response(_round_payload(rnd), status=status.HTTP_201_CREATED)

    @action(detail=True, methods=["post"], url_path=r"rounds/(?P<number>\d+)/publish")
    def publish(self, request: Request, pk: str | None = None, number: str = "") -> Response:
        rnd = get_object_or_404(Round, event=self.get_object(), number=int(number))
        try:
            rounds.publish_round(rnd, request.user)
        except services.TournamentError as exc:
            return error_response(exc)
        return Response(_round_payload(rnd))

    @action(detail=True, methods=["get"], url_path=r"rounds/(?P<number>\d+)")
    def round_detail(self, request: Request, pk: str | None = None, number: str = "") -> Response:
        event = self.get_object()
        rnd = get_object_or_404(Round, event=event, number=int(number))
        if rnd.status == Round.Status.DRAFT and not services.is_judge(request.user, event):
            return Response({"detail": "not published"}, status=status.HTTP_404_NOT_FOUND)
        return Response(_round_payload(rnd))

    @action(detail=True, methods=["get"])
    def standings(self, request: Request, pk: str | None = None) -> Response:
        event = self.get_object()
        if event.is_team_event:
            return Response(_team_standings_payload(event))
        names = rounds.names(event)
        return Response(
            [
                {
                    "rank": s.rank,
                    "player": names.get(s.player, s.player),
                    "match_points": s.match_points,
                    "record": [s.wins, s.losses, s.draws],
                    "byes": s.byes,
                    "omw": float(s.opp_match_win),
                    "gw": float(s.game_win),
                    "ogw": float(s.opp_game_win),
                    "dropped": s.dropped,
                    "explain": s.explain(),
                }
                for s in rounds.standings(event)
            ]
        )


def _team_standings_payload(event: Event) -> list[dict[str, Any]]:
    """Team standings (docs/teams.md): the team figures, the members by seat and each seat's record."""
    names = rounds.team_names(event)
    members: dict[str, dict[str, str]] = {}
    for reg in event.registrations.filter(team__isnull=False):
        members.setdefault(str(reg.team_id), {})[reg.seat] = reg.name
    return [
        {
            "rank": s.rank,
            "team": names.get(s.team, s.team),
            "members": members.get(s.team, {}),
            "match_points": s.match_points,
            "record": [s.wins, s.losses, s.draws],
            "byes": s.byes,
            "seats": {r.seat: [r.wins, r.losses, r.draws] for r in s.seats},
            "game_points": s.game_points,
            "games": s.games,
            "omw": float(s.opp_match_win),
            "gw": float(s.game_win),
            "ogw": float(s.opp_game_win),
            "dropped": s.dropped,
            "undecided_rounds": list(s.undecided_rounds),
        }
        for s in rounds.team_standings(event)
    ]


def _round_payload(rnd: Round) -> dict[str, Any]:
    return {
        "number": rnd.number,
        "kind": rnd.kind,
        "status": rnd.status,
        "notes": rnd.notes,
        "matches": MatchSerializer(
            rnd.matches.select_related("round", "player_a", "player_b"), many=True
        ).data,
    }


class MatchViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = MatchSerializer
    permission_classes = [IsAuthenticatedOrReadOnly]
    queryset = Match.objects.select_related("round__event", "player_a", "player_b").exclude(
        round__status="draft"
    )

    def _score(self, request: Request) -> dict[str, Any]:
        data = ScoreSerializer(data=request.data)
        data.is_valid(raise_exception=True)
        return dict(data.validated_data)

    @action(detail=True, methods=["post"])
    def report(self, request: Request, pk: str | None = None) -> Response:
        score = self._score(request)
        try:
            match = self.get_object()
            if score["result"]:
                a, b, d = services.quick_score(match, request.user, score["result"])
            else:
                a, b, d = score["a_wins"], score["b_wins"], score["draws"]
            match = services.report_result(match, request.user, a, b, d)
        except services.TournamentError as exc:
            return error_response(exc)
        return Response(MatchSerializer(match).data)

    @action(detail=True, methods=["post"])
    def confirm(self, request: Request, pk: str | None = None) -> Response:
        try:
            match = services.confirm_result(self.get_object(), request.user)
        except services.TournamentError as exc:
            return error_response(exc)
        return Response(MatchSerializer(match).data)

    @action(detail=True, methods=["post"])
    def correct(self, request: Request, pk: str | None = None) -> Response:
        score = self._score(request)
        try:
            match = services.correct_result(
                self.get_object(),
                request.user,
                score["a_wins"],
                score["b_wins"],
                score["draws"],
                score["reason"],
            )
        except services.TournamentError as exc:
            return error_response(exc)
        return Response(MatchSerializer(match).data)


# --- Actions the site has and the API lacked (issue #19, coverage): check-in, drop, a judge's entry ------
# Kept apart at the end of the module so the conventions work on the rest of it merges cleanly. Each goes
# through the same service as the site's page; errors answer in the API's one error body.


class DropSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class EnterSerializer(serializers.Serializer):
    a_wins = serializers.IntegerField(min_value=0, max_value=5)
    b_wins = serializers.IntegerField(min_value=0, max_value=5)
    draws = serializers.IntegerField(min_value=0, max_value=5, default=0)


def _registration(pk: int, reg_pk: int) -> Registration:
    return get_object_or_404(Registration.objects.select_related("event", "team"), pk=reg_pk, event_id=pk)


@extend_schema(request=None, responses={200: RegistrationSerializer}, tags=["events"])
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def check_in_registration(request: Request, pk: int, reg_pk: int) -> Response:
    """Check a player in: the player themselves, or the organizer."""
    reg = _registration(pk, reg_pk)
    services.check_in(reg, request.user)
    reg.refresh_from_db()
    return Response(RegistrationSerializer(reg).data)


@extend_schema(request=DropSerializer, responses={200: RegistrationSerializer}, tags=["events"])
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def drop_registration(request: Request, pk: int, reg_pk: int) -> Response:
    """Drop a player (a team member drops with the team): the player themselves, or the organizer. Their
    open match is conceded; they stay in the standings with the results they have."""
    reg = _registration(pk, reg_pk)
    body = DropSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    services.drop(reg, request.user, body.validated_data["reason"])
    reg.refresh_from_db()
    return Response(RegistrationSerializer(reg).data)


@extend_schema(
    request=EnterSerializer,
    responses={200: MatchSerializer},
    tags=["matches"],
    examples=[OpenApiExample("The slip handed in", value={"a_wins": 2, "b_wins": 1, "draws": 0})],
)
@api_view(["POST"])
@permission_classes([IsAuthenticated])
def enter_result(request: Request, pk: int) -> Response:
    """A judge or scorekeeper enters a match's first result (the slip handed in): no reason needed, the
    match is confirmed. Changing a result that exists is a correction (``/correct`` with a reason)."""
    match = get_object_or_404(Match.objects.select_related("round__event"), pk=pk)
    body = EnterSerializer(data=request.data)
    body.is_valid(raise_exception=True)
    if services.has_result(match):
        raise services.Conflict(
            "この対戦にはすでに結果があります。修正として理由を添えて入力してください。",
            "This match already has a result; correct it with a reason instead.",
        )
    v = body.validated_data
    match = services.correct_result(match, request.user, v["a_wins"], v["b_wins"], v["draws"])
    return Response(MatchSerializer(match).data)
