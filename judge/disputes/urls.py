from django.urls import path

from . import views

app_name = "disputes"
urlpatterns = [
    path("disputes/", views.disputes, name="disputes"),
    path("disputes/<int:pk>", views.dispute, name="dispute"),
    path("disputes/<int:pk>/act", views.dispute_action, name="dispute_action"),
    path("events/<int:pk>/matches/<int:match_pk>/dispute", views.dispute_new, name="dispute_new"),
]
