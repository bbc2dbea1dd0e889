from django.urls import path

from . import views

app_name = "rules"
urlpatterns = [
    path("rules/", views.documents, name="documents"),
    path("rules/search", views.search, name="search"),
]
