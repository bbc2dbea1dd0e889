from django.urls import path

from . import views

app_name = "venue"
urlpatterns = [
    path("venue/", views.join, name="join"),
    path("venue/import", views.import_upload, name="import"),
    path("events/<int:pk>/export.json", views.export_download, name="export"),
    path("events/<int:pk>/print/rounds/<int:number>/pairings", views.print_pairings, name="print_pairings"),
    path("events/<int:pk>/print/rounds/<int:number>/slips", views.print_slips, name="print_slips"),
    path("events/<int:pk>/print/standings", views.print_standings, name="print_standings"),
    path("events/<int:pk>/rounds/<int:number>/slips", views.slip_entry, name="slip_entry"),
]
