from django.urls import path

from . import judging_views

app_name = "judging"
urlpatterns = [
    path("disputes/", judging_views.disputes, name="disputes"),
]
