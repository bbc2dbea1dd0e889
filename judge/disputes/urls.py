from django.urls import path

from . import api, views

app_name = "disputes"
urlpatterns = [
    path("disputes/", views.disputes, name="disputes"),
    path("disputes/<int:pk>", views.dispute, name="dispute"),
    path("disputes/<int:pk>/act", views.dispute_action, name="dispute_action"),
    path("events/<int:pk>/matches/<int:match_pk>/dispute", views.dispute_new, name="dispute_new"),
    path("api/disputes", api.DisputeList.as_view(), name="api-disputes"),
    path("api/disputes/<int:dispute_id>", api.DisputeDetail.as_view(), name="api-dispute"),
    path("api/disputes/<int:dispute_id>/attach", api.DisputeAttach.as_view(), name="api-dispute-attach"),
    path("api/disputes/<int:dispute_id>/claim", api.DisputeClaim.as_view(), name="api-dispute-claim"),
    path("api/disputes/<int:dispute_id>/rule", api.DisputeRule.as_view(), name="api-dispute-rule"),
    path("api/disputes/<int:dispute_id>/publish", api.DisputePublish.as_view(), name="api-dispute-publish"),
]
