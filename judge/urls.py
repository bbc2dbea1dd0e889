from allauth.account import views as allauth_views
from django.contrib import admin
from django.urls import include, path
from drf_spectacular.views import SpectacularAPIView, SpectacularSwaggerSplitView

from . import views
from .accounts.views import ThrottledLoginView

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", views.healthz, name="healthz"),
    path("i18n/", include("django.conf.urls.i18n")),
    # django-allauth's pages (sign up, password reset, email confirmation) under accounts/; the login
    # comes first so that both "login" and allauth's "account_login" reach the throttled view.
    path("accounts/login/", ThrottledLoginView.as_view(), name="login"),
    path("accounts/logout/", allauth_views.LogoutView.as_view(), name="logout"),
    path("", include("judge.accounts.urls")),
    path("accounts/", include("allauth.urls")),
    path("admin/", admin.site.urls),
    path("api/schema/", SpectacularAPIView.as_view(), name="api-schema"),
    path("api/docs/", SpectacularSwaggerSplitView.as_view(url_name="api-schema"), name="api-docs"),
    path("", include("rules_index.urls")),
    path("", include("tournaments.urls")),
    path("", include("tournaments.penalties.urls")),
    path("", include("tournaments.venue.urls")),
    path("", include("judge.validation.urls")),
    path("", include("judge.disputes.urls")),
    path("", include("judge.recorder.urls")),
    path("", include("judge.tokens.urls")),
]

# The API answers its own error body for unknown addresses and server errors (judge/api_conventions.py).
handler404 = "judge.views.page_not_found"
handler500 = "judge.views.server_error"
