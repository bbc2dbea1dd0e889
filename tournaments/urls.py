from django.urls import include, path
from rest_framework.routers import SimpleRouter

from . import api, views

router = SimpleRouter(trailing_slash=False)
router.register("events", api.EventViewSet, basename="api-event")
router.register("matches", api.MatchViewSet, basename="api-match")

app_name = "tournaments"
urlpatterns = [
    path("api/", include(router.urls)),
    path("events/", views.events, name="events"),
    path("events/new", views.event_create, name="event_create"),
    path("events/<int:pk>/", views.event_detail, name="event"),
    path("events/<int:pk>/edit", views.event_edit, name="event_edit"),
    path("events/<int:pk>/players", views.add_player, name="add_player"),
    path("events/<int:pk>/status", views.event_status, name="event_status"),
    path("events/<int:pk>/seed", views.set_seed, name="set_seed"),
    path("events/<int:pk>/rounds/<int:number>/discard", views.discard_round, name="discard_round"),
    path("events/<int:pk>/join", views.join, name="join"),
    path("events/<int:pk>/players.csv", views.import_csv, name="import_csv"),
    path("events/<int:pk>/players/<int:reg_pk>/drop", views.drop_player, name="drop"),
    path("events/<int:pk>/my-match", views.my_match, name="my_match"),
    path("events/<int:pk>/matches/<int:match_pk>/result", views.correct_match, name="correct_match"),
    path("events/<int:pk>/rounds", views.pair_round, name="pair_round"),
    path("events/<int:pk>/rounds/<int:number>/publish", views.publish_round, name="publish_round"),
    path("events/<int:pk>/rounds/<int:number>/pairings", views.pairings_page, name="pairings"),
    path("events/<int:pk>/standings", views.standings_page, name="standings"),
    path("events/<int:pk>/decklist", views.decklist, name="decklist"),
    path("events/<int:pk>/decklists", views.decklists, name="decklists"),
    path("events/<int:pk>/players/<int:reg_pk>/check-in", views.check_in, name="check_in"),
    path("events/<int:pk>/outstanding", views.outstanding, name="outstanding"),
    path("events/<int:pk>/bracket", views.bracket_page, name="bracket"),
    path("events/<int:pk>/teams", views.teams_page, name="teams"),
    path("events/<int:pk>/teams/<int:team_pk>/check-in", views.team_check_in, name="team_check_in"),
    path("events/<int:pk>/teams/<int:team_pk>/drop", views.team_drop, name="team_drop"),
    path("events/<int:pk>/teams/<int:team_pk>/seats", views.team_swap, name="team_swap"),
]
