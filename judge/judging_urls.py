from django.urls import path

from . import judging_views, validation_api, validation_views

app_name = "judging"
urlpatterns = [
    path("disputes/", judging_views.disputes, name="disputes"),
    path("disputes/<int:pk>", judging_views.dispute, name="dispute"),
    path("disputes/<int:pk>/act", judging_views.dispute_action, name="dispute_action"),
    path("events/<int:pk>/matches/<int:match_pk>/dispute", judging_views.dispute_new, name="dispute_new"),
    path("validate/", validation_views.validations, name="validations"),
    path("validate/<uuid:pk>", validation_views.validation, name="validation"),
    path("api/validations", validation_api.ValidationList.as_view(), name="api-validations"),
    path("api/validations/<uuid:pk>", validation_api.ValidationDetail.as_view(), name="api-validation"),
]
