"""API tokens: the page (``account-tokens``, linked from the profile page) and the API."""

from django.urls import path

from . import api, views

urlpatterns = [
    path("account/tokens/", views.token_page, name="account-tokens"),
    path("account/tokens/<uuid:token_id>/revoke", views.revoke, name="account-token-revoke"),
    path("api/tokens", api.TokenList.as_view(), name="api-tokens"),
    path("api/tokens/<uuid:token_id>", api.TokenDetail.as_view(), name="api-token"),
]
