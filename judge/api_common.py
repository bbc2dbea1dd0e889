"""What the judge-side API endpoints (disputes, validations, recorder) share: the error body, the list
pagination, the player shape and the base view that turns the apps' own errors into 4xx answers.

The shape follows the project's API conventions (issue #19): one error body
``{"code", "message", "message_ja", "fields"}`` with the right status, every list paginated with
``count`` and ``next``, players as ``{"id", "display_name"}``.
"""

from __future__ import annotations

from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from drf_spectacular.utils import inline_serializer
from rest_framework import exceptions, serializers, status
from rest_framework.pagination import PageNumberPagination
from rest_framework.response import Response
from rest_framework.views import APIView, exception_handler


class Page(PageNumberPagination):
    page_size = 50
    page_size_query_param = "page_size"
    max_page_size = 200


def error_body(code: str, en: str, ja: str, fields: dict[str, Any] | None = None) -> dict[str, Any]:
    return {"code": code, "message": en, "message_ja": ja, "fields": fields or {}}


def error(http_status: int, code: str, en: str, ja: str, fields: dict[str, Any] | None = None) -> Response:
    return Response(error_body(code, en, ja, fields), status=http_status)


def not_found() -> Response:
    # Objects a user may not see answer exactly as objects that do not exist: ids leak nothing.
    return error(status.HTTP_404_NOT_FOUND, "not_found", "Not found.", "見つかりません。")


def _fields(detail: Any) -> dict[str, Any]:
    if isinstance(detail, dict):
        return {k: [str(m) for m in (v if isinstance(v, list) else [v])] for k, v in detail.items()}
    return {"non_field_errors": [str(m) for m in (detail if isinstance(detail, list) else [detail])]}


def handle(exc: Exception, context: dict[str, Any]) -> Response | None:
    """The apps' own errors (through the view's ``domain_error``) and DRF's in the one error body; anything
    else is DRF's (and then a 500)."""
    view = context.get("view")
    translated = view.domain_error(exc) if isinstance(view, JudgeAPIView) else None
    if translated is not None:
        return translated
    if isinstance(exc, Http404):
        return not_found()
    if isinstance(exc, DjangoPermissionDenied):
        exc = exceptions.PermissionDenied()
    if isinstance(exc, exceptions.ValidationError):
        return error(
            status.HTTP_400_BAD_REQUEST,
            "invalid",
            "The request has invalid fields.",
            "入力に誤りがあります。",
            _fields(exc.detail),
        )
    if isinstance(exc, exceptions.APIException):
        response = exception_handler(exc, context)
        if response is not None:
            code = {401: "not_authenticated", 403: "forbidden", 404: "not_found"}.get(
                response.status_code, str(exc.default_code)
            )
            ja = {401: "ログインが必要です。", 403: "この操作は許可されていません。"}.get(
                response.status_code, "リクエストを処理できません。"
            )
            response.data = error_body(code, str(exc.detail), ja)
        return response
    return exception_handler(exc, context)


class JudgeAPIView(APIView):
    """Base of the judge-side endpoints: errors in the common body. This module imports no app, so each
    app's API says how its own errors read (``domain_error``) and the rooms stay apart."""

    def get_exception_handler(self) -> Any:
        return handle

    def domain_error(self, exc: Exception) -> Response | None:
        return None


def bilingual_error(exc: Exception, http_status: int, code: str) -> Response:
    """An app error carrying ``ja``/``en`` (tournaments) or ``message_ja``/``message_en`` (the recorder)."""
    en = getattr(exc, "en", None) or getattr(exc, "message_en", None) or str(exc)
    ja = getattr(exc, "ja", None) or getattr(exc, "message_ja", None) or en
    return error(http_status, code, en, ja)


class PlayerSerializer(serializers.Serializer):
    """A player as every endpoint shows one: the registration's id and the name shown in the event."""

    id = serializers.IntegerField()
    display_name = serializers.CharField(source="name")


ERROR = inline_serializer(
    "Error",
    {
        "code": serializers.CharField(),
        "message": serializers.CharField(),
        "message_ja": serializers.CharField(),
        "fields": serializers.DictField(child=serializers.ListField(child=serializers.CharField())),
    },
)
ERRORS = {400: ERROR, 401: ERROR, 403: ERROR, 404: ERROR}
