"""Tournament API. Every write goes through tournaments.services / rounds / lifecycle, which check the role
and raise the errors the API answers (judge/api_conventions.py: one error body, one pagination, players
as ``{"id", "display_name"}``, filters ``?event= ?round= ?status= ?player=``)."""

from __future__ import annotations

from typing import Any

from django.db.models import Q, QuerySet
from django.shortcuts import get_object_or_404
from drf_spectacular.utils import (
    OpenApiExample,
    PolymorphicProxySerializer,
    extend_schema,
    extend_schema_field,
    extend_schema_view,
)
from rest_framework import serializers, status, viewsets
from rest_framework.decorators import action
from rest_framework.permissions import IsAuthenticatedOrReadOnly
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
    page_of,
    page_params,
    page_schema,
    paginate,
    path_param,
    player_param,
    player_ref,
    query_choice,
    query_int,
    round_param,
    status_param,
)
from judge.roles import has_capability

from . import lifecycle, rounds, services
from .models import Event, Match, Registration, Round, Team

EARLIEST_YEAR, LATEST_YEAR = 2000, 2200


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

    def _sane(self, value: Any, name: str) -> Any:
        # Far-off years come back in a historical local offset (Tokyo in year 1: +09:18:59) that no
        # client can parse; no event is held outside these years.
        if value is not None and not EARLIEST_YEAR <= value.year <= LATEST_YEAR:
            raise serializers.ValidationError(f"{name}: a date from {EARLIEST_YEAR} to {LATEST_YEAR}")
        return value

    def validate_decklist_deadline(self, value: Any) -> Any:
        return self._sane(value, "decklist_deadline")

    def validate_starts_at(self, value: Any) -> Any:
        return self._sane(value, "starts_at")


class RegistrationSerializer(serializers.ModelSerializer):
    """A player of the event: the same ``id`` and ``display_name`` as every player reference."""

    display_name = serializers.CharField(source="name", read_only=True)

    class Meta:
        model = Registration
        fields = ["id", "display_name", "checked_in", "joined_round", "dropped_after_round", "disqualified"]


class RegisterSerializer(serializers.Serializer):
    display_name = serializers.CharField(
        max_length=services.MAX_PLAYER_NAME,
        required=False,
        help_text="the player's name; leave out with self=true to use your user name",
    )
    self = serializers.BooleanField(required=False, default=False, help_text="register yourself")

    def validate(self, attrs: dict[str, Any]) -> dict[str, Any]:
        if not attrs.get("self") and not attrs.get("display_name", "").strip():
            raise serializers.ValidationError({"display_name": ["required unless self is true"]})
        return attrs


class CsvImportSerializer(serializers.Serializer):
    csv = serializers.CharField(help_text="one player a line: name[, username]", trim_whitespace=False)


class CsvImportResultSerializer(serializers.Serializer):
    count = serializers.IntegerField()
    results = RegistrationSerializer(many=True)


class MatchSerializer(serializers.ModelSerializer):
    event = serializers.IntegerField(source="round.event_id", read_only=True)
    round = serializers.IntegerField(source="round.number", read_only=True)
    player_a = PlayerRefSerializer(read_only=True)
    player_b = PlayerRefSerializer(read_only=True, allow_null=True, help_text="null for a bye")

    class Meta:
        model = Match
        fields = [
            "id",
            "event",
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
            "extension_minutes",
        ]


class RoundSerializer(serializers.ModelSerializer):
    event = serializers.IntegerField(source="event_id", read_only=True)
    notes = serializers.ListField(child=serializers.JSONField(), read_only=True)
    matches = serializers.SerializerMethodField()

    class Meta:
        model = Round
        fields = ["event", "number", "kind", "status", "notes", "matches"]

    @extend_schema_field(MatchSerializer(many=True))
    def get_matches(self, rnd: Round) -> list[dict[str, Any]]:
        return MatchSerializer(
            rnd.matches.select_related("round", "player_a", "player_b"), many=True, context=self.context
        ).data


class ReportSerializer(serializers.Serializer):
    """A player's report: a result button (``result``) or the games won by each seat and the draws."""

    result = serializers.ChoiceField(
        choices=sorted({*services.QUICK_RESULTS_BO3, *services.QUICK_RESULTS_BO1}),
        required=False,
        help_text="a result button, from the reporter's side (bo3: 2-0 2-1 1-2 0-2 1-1 id; bo1: 1-0 0-1 draw id)",
    )
    a_wins = serializers.IntegerField(min_value=0, max_value=2, required=False, default=0)
    b_wins = serializers.IntegerField(min_value=0, max_value=2, required=False, default=0)
    draws = serializers.IntegerField(min_value=0, max_value=5, required=False, default=0)


class CorrectSerializer(serializers.Serializer):
    """A judge sets the result, saying why (the audit log keeps the reason)."""

    a_wins = serializers.IntegerField(min_value=0, max_value=2)
    b_wins = serializers.IntegerField(min_value=0, max_value=2)
    draws = serializers.IntegerField(min_value=0, max_value=5, required=False, default=0)
    reason = serializers.CharField(
        max_length=500, required=False, allow_blank=True, default="", help_text="required to change a result"
    )


class DropSerializer(serializers.Serializer):
    reason = serializers.CharField(max_length=500, required=False, allow_blank=True, default="")


class DecklistSerializer(serializers.Serializer):
    decklist = serializers.CharField(
        max_length=20000, help_text='one card a line ("4 name"), or the game\'s JSON'
    )


class DecklistResultSerializer(serializers.Serializer):
    player = PlayerRefSerializer()
    submitted_at = serializers.DateTimeField()
    notices = serializers.ListField(child=serializers.DictField(child=serializers.CharField()))


class LifecycleStepSerializer(serializers.Serializer):
    step = serializers.ChoiceField(choices=list(lifecycle.STEP_NAMES))
    confirm = serializers.BooleanField(
        required=False, default=False, help_text="end_swiss: true once the consequences are read"
    )


class EventStatusSerializer(serializers.Serializer):
    status = serializers.ChoiceField(choices=Event.Status.choices)
    champion = serializers.CharField(allow_null=True, help_text="the winner's name once the final is decided")


class SeedSerializer(serializers.Serializer):
    seed = serializers.IntegerField(min_value=0, max_value=lifecycle.SEED_LIMIT - 1)


class PairSerializer(serializers.Serializer):
    kind = serializers.ChoiceField(choices=Round.Kind.choices, required=False, default=Round.Kind.SWISS)


class StandingSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    player = PlayerRefSerializer()
    match_points = serializers.IntegerField()
    record = serializers.ListField(child=serializers.IntegerField(), help_text="[wins, losses, draws]")
    byes = serializers.IntegerField()
    omw = serializers.FloatField()
    gw = serializers.FloatField()
    ogw = serializers.FloatField()
    dropped = serializers.BooleanField()
    explain = serializers.ListField(child=serializers.CharField(), help_text="how each figure was computed")
    explain_ja = serializers.ListField(child=serializers.CharField(), help_text="the same in Japanese")


class TeamRefSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    display_name = serializers.CharField()


class TeamStandingSerializer(serializers.Serializer):
    rank = serializers.IntegerField()
    team = TeamRefSerializer()
    members = serializers.DictField(child=PlayerRefSerializer(), help_text="by seat: A, B, C")
    match_points = serializers.IntegerField()
    record = serializers.ListField(child=serializers.IntegerField())
    byes = serializers.IntegerField()
    seats = serializers.DictField(child=serializers.ListField(child=serializers.IntegerField()))
    game_points = serializers.FloatField()
    games = serializers.IntegerField()
    omw = serializers.FloatField()
    gw = serializers.FloatField()
    ogw = serializers.FloatField()
    dropped = serializers.BooleanField()
    undecided_rounds = serializers.ListField(child=serializers.IntegerField())


class TeamMemberInSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100, help_text="the member's name for this event")
    username = serializers.CharField(
        max_length=150, required=False, allow_blank=True, default="", help_text="links the member's account"
    )


class TeamRegisterSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=100)
    members = TeamMemberInSerializer(many=True, help_text="in seat order: A, B, C (a pair: A, B)")


class TeamSerializer(serializers.Serializer):
    id = serializers.IntegerField()
    display_name = serializers.CharField()
    members = serializers.DictField(child=PlayerRefSerializer(), help_text="by seat: A, B, C")
    checked_in = serializers.BooleanField()
    joined_round = serializers.IntegerField()
    dropped_after_round = serializers.IntegerField(allow_null=True)
    disqualified = serializers.BooleanField()


class SeatSwapSerializer(serializers.Serializer):
    seats = serializers.ListField(
        child=serializers.ChoiceField(choices=["A", "B", "C"]), min_length=2, max_length=2
    )


def team_payload(team: Team) -> dict[str, Any]:
    return {
        "id": team.pk,
        "display_name": team.name,
        "members": {m.seat: {"id": m.pk, "display_name": m.name} for m in team.members.all() if m.seat},
        "checked_in": team.checked_in,
        "joined_round": team.joined_round,
        "dropped_after_round": team.dropped_after_round,
        "disqualified": team.disqualified,
    }


class BracketMatchSerializer(serializers.Serializer):
    slot = serializers.IntegerField()
    seed_a = serializers.IntegerField(allow_null=True)
    seed_b = serializers.IntegerField(allow_null=True)
    a = PlayerRefSerializer(allow_null=True)
    b = PlayerRefSerializer(allow_null=True)
    winner = PlayerRefSerializer(allow_null=True)


class BracketSerializer(serializers.Serializer):
    size = serializers.IntegerField()
    seeds = PlayerRefSerializer(many=True, help_text="seed 1 first (teams in a team event)")
    rounds = serializers.ListField(child=BracketMatchSerializer(many=True), help_text="first round first")
    champion = PlayerRefSerializer(allow_null=True)


TEAM_ID = path_param("team_id", "the team's id")


def _page_of_standings() -> Any:
    return PolymorphicProxySerializer(
        component_name="StandingsPage",
        serializers=[page_of(StandingSerializer), page_of(TeamStandingSerializer)],
        resource_type_field_name=None,
    )


def _forbid_unless_organizer(user: Any, event: Event) -> None:
    if not services.is_organizer(user, event):
        raise Forbidden("イベントの主催者のみができます。", "Only the event's organizer may do that.")


def _round_of(event: Event, number: str) -> Round:
    return get_object_or_404(Round, event=event, number=int(number))


@extend_schema_view(
    list=extend_schema(parameters=[status_param(Event.Status.values)], summary="Events"),
    retrieve=extend_schema(parameters=[EVENT_ID]),
    partial_update=extend_schema(parameters=[EVENT_ID]),
    create=extend_schema(
        examples=[
            OpenApiExample(
                "A Swiss event",
                value={"name": "Kaiju Cup", "game": "kaiju", "structure": "swiss", "match_format": "bo3"},
                request_only=True,
            )
        ]
    ),
)
class EventViewSet(viewsets.ModelViewSet):
    serializer_class = EventSerializer
    permission_classes = [IsAuthenticatedOrReadOnly]
    queryset = Event.objects.all().order_by("pk")
    http_method_names = ["get", "post", "patch", "head", "options"]
    lookup_url_kwarg = "event_id"
    lookup_value_regex = r"\d+"

    def get_queryset(self) -> QuerySet[Event]:
        queryset = super().get_queryset()
        if self.action == "list":
            wanted = query_choice(self.request, "status", Event.Status.values)
            if wanted:
                queryset = queryset.filter(status=wanted)
        return queryset

    def create(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        if not has_capability(request.user, "organize_events"):
            raise Forbidden("主催者の役割が必要です。", "The organizer role is needed.")
        return super().create(request, *args, **kwargs)

    def perform_create(self, serializer: serializers.BaseSerializer) -> None:
        event = serializer.save(organizer=self.request.user, status=Event.Status.DRAFT)
        services.audit(event, self.request.user, "create_event", event, None, {"name": event.name})

    def partial_update(self, request: Request, *args: Any, **kwargs: Any) -> Response:
        _forbid_unless_organizer(request.user, self.get_object())
        return super().partial_update(request, *args, **kwargs)

    @page_schema(RegistrationSerializer, EVENT_ID, summary="The event's players")
    @create_schema(
        RegisterSerializer,
        RegistrationSerializer,
        EVENT_ID,
        summary="Register a player (or yourself)",
        examples=[
            OpenApiExample("Yourself", value={"self": True}, request_only=True),
            OpenApiExample("A player by name (organizer)", value={"display_name": "山田"}, request_only=True),
        ],
    )
    @action(detail=True, methods=["get", "post"], url_path="players", pagination_class=None)
    def players(self, request: Request, event_id: str | None = None) -> Response:
        event = self.get_object()
        if request.method == "POST":
            body = RegisterSerializer(data=request.data)
            body.is_valid(raise_exception=True)
            user = request.user if body.validated_data["self"] else None
            name = body.validated_data.get("display_name") or (request.user.get_username() if user else "")
            reg = services.register(event, name, request.user, user=user)
            return Response(RegistrationSerializer(reg).data, status=status.HTTP_201_CREATED)
        return paginate(request, event.registrations.order_by("pk"), RegistrationSerializer)

    @create_schema(
        CsvImportSerializer,
        CsvImportResultSerializer,
        EVENT_ID,
        summary="Import players from CSV (organizer); all or nothing, a bad line is named in fields.line",
    )
    @action(detail=True, methods=["post"], url_path="players/import")
    def import_players(self, request: Request, event_id: str | None = None) -> Response:
        event = self.get_object()
        body = CsvImportSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        regs = services.import_players_csv(event, body.validated_data["csv"], request.user)
        data = RegistrationSerializer(regs, many=True).data
        return Response({"count": len(data), "results": data}, status=status.HTTP_201_CREATED)

    def _player(self, player_id: str) -> Registration:
        return get_object_or_404(Registration, event=self.get_object(), pk=int(player_id))

    @extend_schema(
        parameters=[EVENT_ID, PLAYER_ID],
        request=None,
        responses=RegistrationSerializer,
        summary="Check a player in (the player, or the organizer)",
    )
    @action(detail=True, methods=["post"], url_path=r"players/(?P<player_id>\d+)/check-in")
    def check_in(self, request: Request, event_id: str | None = None, player_id: str = "") -> Response:
        reg = self._player(player_id)
        services.check_in(reg, request.user)
        return Response(RegistrationSerializer(reg).data)

    @extend_schema(
        parameters=[EVENT_ID, PLAYER_ID],
        request=DropSerializer,
        responses=RegistrationSerializer,
        summary="Drop a player (the player, or the organizer); their open match is conceded",
    )
    @action(detail=True, methods=["post"], url_path=r"players/(?P<player_id>\d+)/drop")
    def drop(self, request: Request, event_id: str | None = None, player_id: str = "") -> Response:
        reg = self._player(player_id)
        body = DropSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.drop(reg, request.user, body.validated_data["reason"])
        reg.refresh_from_db()
        return Response(RegistrationSerializer(reg).data)

    @extend_schema(
        parameters=[EVENT_ID, PLAYER_ID],
        request=DecklistSerializer,
        responses=DecklistResultSerializer,
        summary="Submit a player's decklist (the player before the deadline, or the organizer)",
    )
    @action(detail=True, methods=["post"], url_path=r"players/(?P<player_id>\d+)/decklist")
    def decklist(self, request: Request, event_id: str | None = None, player_id: str = "") -> Response:
        reg = self._player(player_id)
        body = DecklistSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        notices = services.submit_decklist(reg, body.validated_data["decklist"], request.user)
        return Response(
            {
                "player": {"id": reg.pk, "display_name": reg.name},
                "submitted_at": reg.decklist_submitted_at,
                "notices": [{"ja": ja, "en": en} for ja, en in notices],
            }
        )

    @extend_schema(
        parameters=[EVENT_ID],
        request=LifecycleStepSerializer,
        responses=EventStatusSerializer,
        summary="Step the event on: registration, check_in, end_swiss, finish (organizer)",
    )
    @action(detail=True, methods=["post"], url_path="status")
    def lifecycle_step(self, request: Request, event_id: str | None = None) -> Response:
        event = self.get_object()
        body = LifecycleStepSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        lifecycle.take_step(
            event, request.user, body.validated_data["step"], confirmed=body.validated_data["confirm"]
        )
        event.refresh_from_db()
        return Response({"status": event.status, "champion": lifecycle.champion(event)})

    @extend_schema(methods=["GET"], parameters=[EVENT_ID], responses=SeedSerializer)
    @extend_schema(methods=["POST"], parameters=[EVENT_ID], request=SeedSerializer, responses=SeedSerializer)
    @action(detail=True, methods=["get", "post"])
    def seed(self, request: Request, event_id: str | None = None) -> Response:
        """The organizer reads the event's seed, or sets it (before the first round) to replay an event."""
        event = self.get_object()
        _forbid_unless_organizer(request.user, event)
        if request.method == "POST":
            body = SeedSerializer(data=request.data)
            body.is_valid(raise_exception=True)
            lifecycle.set_seed(event, body.validated_data["seed"], request.user)
        return Response({"seed": event.seed})

    @page_schema(
        RoundSerializer,
        EVENT_ID,
        status_param(Round.Status.values),
        operation_id="events_rounds_list",
        summary="The event's rounds (drafts only for its judges)",
    )
    @create_schema(
        PairSerializer,
        RoundSerializer,
        EVENT_ID,
        summary="Pair the next round as a draft (organizer); 409 while a result is open",
        examples=[
            OpenApiExample("Next Swiss round", value={}, request_only=True),
            OpenApiExample("Top cut", value={"kind": "elimination"}, request_only=True),
        ],
    )
    @action(detail=True, methods=["get", "post"], url_path="rounds", pagination_class=None)
    def pair(self, request: Request, event_id: str | None = None) -> Response:
        event = self.get_object()
        if request.method == "GET":
            wanted = query_choice(request, "status", Round.Status.values)
            items = event.round_set.order_by("number")
            if not services.is_judge(request.user, event):
                items = items.exclude(status=Round.Status.DRAFT)
            if wanted:
                items = items.filter(status=wanted)
            return paginate(request, items, RoundSerializer)
        body = PairSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        if body.validated_data["kind"] == Round.Kind.ELIMINATION:
            rnd = rounds.pair_elimination_round(event, request.user)
        else:
            rnd = rounds.pair_next_swiss_round(event, request.user)
        return Response(RoundSerializer(rnd).data, status=status.HTTP_201_CREATED)

    @extend_schema(parameters=[EVENT_ID, ROUND_NUMBER], responses=RoundSerializer)
    @action(detail=True, methods=["get"], url_path=r"rounds/(?P<round_number>\d+)")
    def round_detail(self, request: Request, event_id: str | None = None, round_number: str = "") -> Response:
        event = self.get_object()
        rnd = _round_of(event, round_number)
        if rnd.status == Round.Status.DRAFT and not services.is_judge(request.user, event):
            raise NotFound("この回戦はまだ公開されていません。", "This round is not published yet.")
        return Response(RoundSerializer(rnd).data)

    @extend_schema(parameters=[EVENT_ID, ROUND_NUMBER], request=None, responses=RoundSerializer)
    @action(detail=True, methods=["post"], url_path=r"rounds/(?P<round_number>\d+)/publish")
    def publish(self, request: Request, event_id: str | None = None, round_number: str = "") -> Response:
        rnd = _round_of(self.get_object(), round_number)
        rounds.publish_round(rnd, request.user)
        return Response(RoundSerializer(rnd).data)

    @extend_schema(parameters=[EVENT_ID, ROUND_NUMBER], request=None, responses={204: None})
    @action(detail=True, methods=["post"], url_path=r"rounds/(?P<round_number>\d+)/discard")
    def discard(self, request: Request, event_id: str | None = None, round_number: str = "") -> Response:
        lifecycle.discard_round(_round_of(self.get_object(), round_number), request.user)
        return Response(status=status.HTTP_204_NO_CONTENT)

    @extend_schema(
        parameters=[EVENT_ID, *page_params()],
        responses=_page_of_standings(),
        summary="Standings, best first (team events: one row a team)",
    )
    @action(detail=True, methods=["get"], pagination_class=None)
    def standings(self, request: Request, event_id: str | None = None) -> Response:
        event = self.get_object()
        if event.is_team_event:
            return paginate(request, _team_standings_payload(event))
        names = rounds.names(event)
        return paginate(
            request,
            rounds.standings(event),
            render=lambda s: {
                "rank": s.rank,
                "player": player_ref(s.player, names),
                "match_points": s.match_points,
                "record": [s.wins, s.losses, s.draws],
                "byes": s.byes,
                "omw": float(s.opp_match_win),
                "gw": float(s.game_win),
                "ogw": float(s.opp_game_win),
                "dropped": s.dropped,
                "explain": s.explain(),
                "explain_ja": s.explain("ja"),
            },
        )

    @extend_schema(parameters=[EVENT_ID], responses=BracketSerializer, summary="The top cut as a bracket")
    @action(detail=True, methods=["get"], pagination_class=None)
    def bracket(self, request: Request, event_id: str | None = None) -> Response:
        """Seeds, each round's matches with their winners, and the champion once the final is decided; 404
        before the cut is paired. A team event's bracket names teams."""
        event = self.get_object()
        if event.is_team_event:
            found, names = rounds.team_bracket_of(event), rounds.team_names(event)
        else:
            found, names = rounds.bracket_of(event), rounds.names(event)
        if found is None:
            raise NotFound("決勝トーナメントはまだ組まれていません。", "The top cut has not been paired yet.")

        def ref(entrant: str | None) -> dict[str, Any] | None:
            return None if entrant is None else player_ref(entrant, names)

        return Response(
            {
                "size": found.size,
                "seeds": [ref(s) for s in found.seeds],
                "rounds": [
                    [
                        {
                            "slot": m.slot,
                            "seed_a": m.seed_a,
                            "seed_b": m.seed_b,
                            "a": ref(m.player_a),
                            "b": ref(m.player_b),
                            "winner": ref(m.winner),
                        }
                        for m in matches
                    ]
                    for matches in found.rounds
                ],
                "champion": ref(found.champion),
            }
        )

    # --- team events (docs/teams.md) -------------------------------------------------------------------

    def _team_event(self) -> Event:
        event = self.get_object()
        if not event.is_team_event:
            raise NotFound("このイベントはチーム戦ではありません。", "This event is not a team event.")
        return event

    def _team(self, team_id: str) -> Team:
        return get_object_or_404(
            Team.objects.prefetch_related("members"), event=self._team_event(), pk=int(team_id)
        )

    @page_schema(TeamSerializer, EVENT_ID, summary="The event's teams, members by seat")
    @create_schema(
        TeamRegisterSerializer,
        TeamSerializer,
        EVENT_ID,
        summary="Register a team (the organizer any team, a player a team they sit in)",
        examples=[
            OpenApiExample(
                "A trio",
                value={
                    "name": "Blue",
                    "members": [{"name": "Ann", "username": "ann"}, {"name": "Bob"}, {"name": "Cat"}],
                },
                request_only=True,
            )
        ],
    )
    @action(detail=True, methods=["get", "post"], url_path="teams", pagination_class=None)
    def teams(self, request: Request, event_id: str | None = None) -> Response:
        event = self._team_event()
        if request.method == "POST":
            body = TeamRegisterSerializer(data=request.data)
            body.is_valid(raise_exception=True)
            members = [(m["name"], m["username"]) for m in body.validated_data["members"]]
            team = services.register_team(event, body.validated_data["name"], request.user, members)
            return Response(team_payload(team), status=status.HTTP_201_CREATED)
        teams = event.teams.prefetch_related("members").order_by("pk")
        return paginate(request, teams, render=team_payload)

    @extend_schema(
        parameters=[EVENT_ID, TEAM_ID], request=None, responses=TeamSerializer, summary="Check a team in"
    )
    @action(detail=True, methods=["post"], url_path=r"teams/(?P<team_id>\d+)/check-in")
    def team_check_in(self, request: Request, event_id: str | None = None, team_id: str = "") -> Response:
        team = self._team(team_id)
        services.check_in_team(team, request.user)
        team.refresh_from_db()
        return Response(team_payload(team))

    @extend_schema(
        parameters=[EVENT_ID, TEAM_ID],
        request=DropSerializer,
        responses=TeamSerializer,
        summary="Drop a team as a whole; its members' open seat matches are conceded",
    )
    @action(detail=True, methods=["post"], url_path=r"teams/(?P<team_id>\d+)/drop")
    def team_drop(self, request: Request, event_id: str | None = None, team_id: str = "") -> Response:
        team = self._team(team_id)
        body = DropSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        services.drop_team(team, request.user, body.validated_data["reason"])
        team.refresh_from_db()
        return Response(team_payload(team))

    @extend_schema(
        parameters=[EVENT_ID, TEAM_ID],
        request=SeatSwapSerializer,
        responses=TeamSerializer,
        summary="Swap two members' seats between rounds (organizer, where the event allows it)",
    )
    @action(detail=True, methods=["post"], url_path=r"teams/(?P<team_id>\d+)/swap-seats")
    def team_swap_seats(self, request: Request, event_id: str | None = None, team_id: str = "") -> Response:
        team = self._team(team_id)
        body = SeatSwapSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        first, second = body.validated_data["seats"]
        services.swap_seats(team, request.user, first, second)
        return Response(team_payload(Team.objects.prefetch_related("members").get(pk=team.pk)))


def _team_standings_payload(event: Event) -> list[dict[str, Any]]:
    """Team standings (docs/teams.md): the team figures, the members by seat and each seat's record."""
    names = rounds.team_names(event)
    members: dict[str, dict[str, dict[str, Any]]] = {}
    for reg in event.registrations.filter(team__isnull=False):
        members.setdefault(str(reg.team_id), {})[reg.seat] = {"id": reg.pk, "display_name": reg.name}
    return [
        {
            "rank": s.rank,
            "team": {"id": int(s.team), "display_name": names.get(s.team, s.team)},
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


@extend_schema_view(
    list=extend_schema(
        parameters=[event_param(), round_param(), status_param(Match.Status.values), player_param()],
        summary="Published matches (filter by event, round number, status, player)",
    ),
    retrieve=extend_schema(parameters=[MATCH_ID]),
)
class MatchViewSet(viewsets.ReadOnlyModelViewSet):
    serializer_class = MatchSerializer
    permission_classes = [IsAuthenticatedOrReadOnly]
    queryset = (
        Match.objects.select_related("round__event", "player_a", "player_b")
        .exclude(round__status=Round.Status.DRAFT)
        .order_by("round__event_id", "round__number", "table")
    )
    lookup_url_kwarg = "match_id"
    lookup_value_regex = r"\d+"

    def get_queryset(self) -> QuerySet[Match]:
        queryset = super().get_queryset()
        if self.action != "list":
            return queryset
        event = query_int(self.request, "event")
        number = query_int(self.request, "round")
        wanted = query_choice(self.request, "status", Match.Status.values)
        player = query_int(self.request, "player")
        if event is not None:
            queryset = queryset.filter(round__event_id=event)
        if number is not None:
            queryset = queryset.filter(round__number=number)
        if wanted:
            queryset = queryset.filter(status=wanted)
        if player is not None:
            queryset = queryset.filter(Q(player_a_id=player) | Q(player_b_id=player))
        return queryset

    @extend_schema(
        parameters=[MATCH_ID],
        request=ReportSerializer,
        responses=MatchSerializer,
        summary="A player reports the result; the opponent's matching report confirms it",
        examples=[
            OpenApiExample("A result button", value={"result": "2-1"}, request_only=True),
            OpenApiExample("Games", value={"a_wins": 2, "b_wins": 0}, request_only=True),
        ],
    )
    @action(detail=True, methods=["post"])
    def report(self, request: Request, match_id: str | None = None) -> Response:
        body = ReportSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        score = body.validated_data
        match = self.get_object()
        if score.get("result"):
            a, b, d = services.quick_score(match, request.user, score["result"])
        else:
            a, b, d = score["a_wins"], score["b_wins"], score["draws"]
        return Response(MatchSerializer(services.report_result(match, request.user, a, b, d)).data)

    @extend_schema(
        parameters=[MATCH_ID], request=None, responses=MatchSerializer, summary="The opponent confirms"
    )
    @action(detail=True, methods=["post"])
    def confirm(self, request: Request, match_id: str | None = None) -> Response:
        return Response(MatchSerializer(services.confirm_result(self.get_object(), request.user)).data)

    @extend_schema(
        parameters=[MATCH_ID],
        request=CorrectSerializer,
        responses=MatchSerializer,
        summary="A judge or scorekeeper enters a result from the slip (a reason only to change one)",
        examples=[OpenApiExample("The slip", value={"a_wins": 2, "b_wins": 0}, request_only=True)],
    )
    @action(detail=True, methods=["post"])
    def enter(self, request: Request, match_id: str | None = None) -> Response:
        return self.correct(request, match_id)

    @extend_schema(
        parameters=[MATCH_ID],
        request=CorrectSerializer,
        responses=MatchSerializer,
        summary="A judge or scorekeeper sets the result; changing one needs a reason (audited)",
        examples=[OpenApiExample("", value={"a_wins": 2, "b_wins": 1, "reason": "slip"}, request_only=True)],
    )
    @action(detail=True, methods=["post"])
    def correct(self, request: Request, match_id: str | None = None) -> Response:
        body = CorrectSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        score = body.validated_data
        match = services.correct_result(
            self.get_object(), request.user, score["a_wins"], score["b_wins"], score["draws"], score["reason"]
        )
        return Response(MatchSerializer(match).data)
