from django.urls import path

from . import api, views

app_name = "recorder"
urlpatterns = [
    path("record/", views.records, name="records"),
    path("record/<uuid:pk>", views.record, name="record"),
    path("record/<uuid:pk>/entry/<int:seq>", views.entry, name="entry"),
    path("record/<uuid:pk>/export", views.export, name="export"),
    path("record/<uuid:pk>/position", views.position, name="position"),
    path("record/<uuid:pk>/board", views.board, name="board"),
    path("api/records", api.RecordList.as_view(), name="api-records"),
    path("api/records/import", api.RecordImport.as_view(), name="api-import"),
    path("api/records/<uuid:record_id>", api.RecordDetail.as_view(), name="api-record"),
    path("api/records/<uuid:record_id>/export", api.RecordExport.as_view(), name="api-export"),
    path("api/records/<uuid:record_id>/entries", api.RecordEntries.as_view(), name="api-entries"),
    path("api/records/<uuid:record_id>/undo", api.RecordUndo.as_view(), name="api-undo"),
    path("api/records/<uuid:record_id>/void", api.RecordVoid.as_view(), name="api-void"),
    path("api/records/<uuid:record_id>/replace", api.RecordReplace.as_view(), name="api-replace"),
    path("api/records/<uuid:record_id>/notes", api.RecordNotes.as_view(), name="api-notes"),
]
