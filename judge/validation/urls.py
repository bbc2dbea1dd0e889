from django.urls import path

from . import api, views

app_name = "validation"
urlpatterns = [
    path("validate/", views.validations, name="validations"),
    path("validate/<uuid:pk>", views.validation, name="validation"),
    path("api/validations", api.ValidationList.as_view(), name="api-validations"),
    path("api/validations/<uuid:run_id>", api.ValidationDetail.as_view(), name="api-validation"),
    path("api/validations/<uuid:run_id>/findings", api.ValidationFindings.as_view(), name="api-findings"),
]
