"""Penalty, ruling, deck-check, appeal and audit pages and their API, in the `penalties` namespace
(names read `penalties:<name>`)."""

from django.urls import path

from . import api, views

app_name = "penalties"
urlpatterns = [
    path("events/<int:pk>/penalties", views.penalty_list, name="list"),
    path("events/<int:pk>/penalties/new", views.record, name="record"),
    path("events/<int:pk>/penalties/suggest", views.suggest, name="suggest"),
    path("events/<int:pk>/penalties/<int:penalty_pk>", views.penalty_detail, name="detail"),
    path(
        "events/<int:pk>/penalties/<int:penalty_pk>/confirm-result",
        views.confirm_result,
        name="confirm_result",
    ),
    path("events/<int:pk>/penalties.csv", views.export_csv, name="export_csv"),
    path("events/<int:pk>/penalties.json", views.export_json, name="export_json"),
    path("events/<int:pk>/head-judge", views.set_head_judge, name="head_judge"),
    path("events/<int:pk>/staff", views.event_staff, name="staff"),
    path("events/<int:pk>/players/<int:reg_pk>/penalties", views.player_history, name="history"),
    path("events/<int:pk>/rulings", views.rulings, name="rulings"),
    path("events/<int:pk>/matches/<int:match_pk>/extend", views.extend, name="extend"),
    path("events/<int:pk>/deck-checks", views.deck_checks, name="deck_checks"),
    path("events/<int:pk>/appeals", views.appeals, name="appeals"),
    path("events/<int:pk>/appeals/<int:appeal_pk>/decide", views.decide, name="decide"),
    path("events/<int:pk>/infractions", views.infractions, name="infractions"),
    path("events/<int:pk>/audit", views.audit_log, name="audit"),
    path("penalties/mine", views.my_penalties, name="mine"),
    # API
    path("api/events/<int:event_id>/penalties", api.event_penalties, name="api_penalties"),
    path("api/events/<int:event_id>/penalties/suggest", api.suggest, name="api_suggest"),
    path(
        "api/events/<int:event_id>/players/<int:player_id>/penalties", api.player_history, name="api_history"
    ),
    path("api/events/<int:event_id>/infractions", api.infractions, name="api_infractions"),
    path(
        "api/events/<int:event_id>/rounds/<int:round_number>/deck-check-tables",
        api.deck_check_tables,
        name="api_deck_tables",
    ),
    path("api/events/<int:event_id>/deck-checks", api.deck_checks, name="api_deck_checks"),
    path("api/events/<int:event_id>/appeals", api.appeals, name="api_appeals"),
    path("api/events/<int:event_id>/rulings", api.floor_rulings, name="api_rulings"),
    path(
        "api/events/<int:event_id>/penalties/<int:penalty_id>/confirm-result",
        api.confirm_penalty_result,
        name="api_confirm_result",
    ),
    path("api/appeals/<int:appeal_id>/decide", api.decide_appeal, name="api_decide"),
    path("api/matches/<int:match_id>/extensions", api.extensions, name="api_extensions"),
    path("api/events/<int:event_id>/audit", api.audit_log, name="api_audit"),
    path("api/events/<int:event_id>/staff", api.event_staff, name="api_staff"),
    path("api/events/<int:event_id>/staff/<str:username>", api.staff_member, name="api_staff_member"),
    path("api/me/penalties", api.my_penalties, name="api_mine"),
]
