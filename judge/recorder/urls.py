from django.urls import path

from . import views

app_name = "recorder"
urlpatterns = [
    path("record/", views.records, name="records"),
    path("record/<uuid:pk>", views.record, name="record"),
    path("record/<uuid:pk>/entry/<int:seq>", views.entry, name="entry"),
    path("record/<uuid:pk>/export", views.export, name="export"),
    path("record/<uuid:pk>/position", views.position, name="position"),
    path("record/<uuid:pk>/board", views.board, name="board"),
]
