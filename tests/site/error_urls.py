"""The site's URLs plus one view that fails, to see what a server error does (tests/site/test_errors.py)."""

from django.http import HttpRequest, HttpResponse
from django.urls import include, path


def boom(request: HttpRequest) -> HttpResponse:
    raise RuntimeError("a bug the test planted")


urlpatterns = [path("boom", boom), path("", include("judge.urls"))]
