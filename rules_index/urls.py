from django.urls import path

from . import api, views

app_name = "rules"
urlpatterns = [
    path("rules/", views.documents, name="documents"),
    path("rules/search", views.search, name="search"),
    # Offline: the worker and manifest live at the root so their scope covers /rules/….
    path("sw.js", views.service_worker, name="service-worker"),
    path("manifest.webmanifest", views.manifest, name="manifest"),
    path("rules/offline/", views.offline_shell, name="offline-shell"),
    path("rules/offline/index.json", views.offline_index, name="offline-index"),
    path("rules/offline/<slug:slug>.json", views.offline_bundle, name="offline-bundle"),
    path("rules/<slug:slug>/", views.document, name="document"),
    path("rules/<slug:slug>/<str:number>", views.clause, name="clause"),
    path("api/rules/search", api.RulesSearch.as_view(), name="api-search"),
    path("api/rules/documents", api.DocumentList.as_view(), name="api-documents"),
    path(
        "api/rules/documents/<slug:document>/clauses/<str:number>",
        api.ClauseDetail.as_view(),
        name="api-clause",
    ),
]
