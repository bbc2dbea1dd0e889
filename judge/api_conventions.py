"""The API's one shape, shared by every app's ``api.py``: errors, pagination, filters, player references.

Wired in ``settings.REST_FRAMEWORK`` (exception handler, pagination class) and
``settings.SPECTACULAR_SETTINGS`` (the error responses every operation may give). An app's API uses:

- ``raise BadRequest / NotFound / Forbidden / Conflict(ja, en, fields=...)`` or a service's
  ``TournamentError`` (and its ``PermissionDenied`` / ``Conflict``): the handler turns any of them, and
  DRF's own exceptions, into ``ErrorSerializer``'s body with the right status.
- ``paginate(request, items, serializer_class)`` for lists outside a generic list view, and ``page_of(S)``
  with ``page_params()`` for the schema of such a list (generic views get both from ``StandardPagination``).
- ``query_int`` / ``query_choice`` to read the filters, declared with ``event_param()``,
  ``round_param()``, ``status_param(choices)``, ``player_param()``.
- ``PlayerRefSerializer`` wherever a player appears: ``{"id": registration id, "display_name": name}``.

The error body (every 4xx the API gives, from any app)::

    {"code": "invalid", "message": "Invalid input.", "message_ja": "入力内容に誤りがあります。",
     "fields": {"seed": ["A valid integer is required."]}}

``message`` is English and ``message_ja`` Japanese whatever the request's language, so a script can rely
on them; ``fields`` (possibly empty) names each bad input field (nested ones as ``a.0.b``) with DRF's
messages in the request's language. Statuses: 400 bad input, 401 not authenticated (no credentials, a
wrong password, an unknown or expired token; with ``WWW-Authenticate: Token``), 403 not allowed, 404 not
found (also another user's private object), 405, 409 the request conflicts with the current state (pairing
while a result is open, a second press that lost a race), 413, 415, 429.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import cache
from typing import Any

from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.http import Http404
from drf_spectacular.types import OpenApiTypes
from drf_spectacular.utils import OpenApiParameter, extend_schema
from rest_framework import exceptions, serializers, status
from rest_framework.pagination import PageNumberPagination
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import exception_handler as drf_exception_handler

from tournaments.services import Conflict as ServiceConflict
from tournaments.services import PermissionDenied as ServicePermissionDenied
from tournaments.services import StateConflict, TournamentError

__all__ = [
    "DEFAULT_PAGE_SIZE",
    "EVENT_ID",
    "MATCH_ID",
    "MAX_PAGE_SIZE",
    "PLAYER_ID",
    "ROUND_NUMBER",
    "ApiError",
    "BadRequest",
    "Conflict",
    "ErrorCode",
    "ErrorSerializer",
    "Forbidden",
    "NotAuthenticated",
    "NotFound",
    "PlayerRefSerializer",
    "StandardPagination",
    "add_error_responses",
    "api_exception_handler",
    "create_schema",
    "error_body",
    "error_response",
    "event_param",
    "page_of",
    "page_params",
    "page_schema",
    "paginate",
    "path_param",
    "player_param",
    "player_ref",
    "query_choice",
    "query_int",
    "round_param",
    "status_param",
]


class ErrorCode:
    """The ``code`` of an error body: stable identifiers a script may branch on."""

    INVALID = "invalid"  # 400: a field or the body is wrong; ``fields`` says which
    PARSE_ERROR = "parse_error"  # 400: the body is not JSON, or not a JSON object
    NOT_AUTHENTICATED = "not_authenticated"  # 401: no credentials
    AUTHENTICATION_FAILED = "authentication_failed"  # 401: wrong password, unknown/expired token
    PERMISSION_DENIED = "permission_denied"  # 403
    NOT_FOUND = "not_found"  # 404
    METHOD_NOT_ALLOWED = "method_not_allowed"  # 405
    NOT_ACCEPTABLE = "not_acceptable"  # 406
    CONFLICT = "conflict"  # 409: the current state forbids it (try again after it changes)
    TOO_LARGE = "too_large"  # 413
    UNSUPPORTED_MEDIA_TYPE = "unsupported_media_type"  # 415
    THROTTLED = "throttled"  # 429


# DRF's own exceptions carry one message in the request's language; ours carry both, so the body's two
# messages come from this table (by code) for them.
_STANDARD: dict[str, tuple[str, str]] = {
    ErrorCode.INVALID: ("入力内容に誤りがあります。", "Invalid input."),
    ErrorCode.PARSE_ERROR: (
        "リクエスト本文を読み取れません（JSONオブジェクトを送ってください）。",
        "The request body could not be read (send a JSON object).",
    ),
    ErrorCode.NOT_AUTHENTICATED: (
        "ログインするか、APIトークンを送ってください。",
        "Log in, or send an API token (Authorization: Token <token>).",
    ),
    ErrorCode.AUTHENTICATION_FAILED: (
        "認証に失敗しました（パスワードまたはトークンが正しくありません）。",
        "Authentication failed (wrong password, or an unknown or expired token).",
    ),
    ErrorCode.PERMISSION_DENIED: ("権限がありません。", "You may not do that."),
    ErrorCode.NOT_FOUND: ("見つかりません。", "Not found."),
    ErrorCode.METHOD_NOT_ALLOWED: ("このメソッドは使えません。", "This method is not allowed here."),
    ErrorCode.NOT_ACCEPTABLE: ("その形式では返せません。", "Cannot answer in the requested format."),
    ErrorCode.CONFLICT: ("現在の状態ではできません。", "Not possible in the current state."),
    ErrorCode.TOO_LARGE: ("送信されたデータが大きすぎます。", "The request is too large."),
    ErrorCode.UNSUPPORTED_MEDIA_TYPE: (
        "この形式の本文は受け付けません（JSONを送ってください）。",
        "This body type is not accepted (send JSON).",
    ),
    ErrorCode.THROTTLED: (
        "リクエストが多すぎます。少し待ってください。",
        "Too many requests; wait a little.",
    ),
}

_CODE_BY_STATUS: dict[int, str] = {
    400: ErrorCode.INVALID,
    401: ErrorCode.NOT_AUTHENTICATED,
    403: ErrorCode.PERMISSION_DENIED,
    404: ErrorCode.NOT_FOUND,
    405: ErrorCode.METHOD_NOT_ALLOWED,
    406: ErrorCode.NOT_ACCEPTABLE,
    409: ErrorCode.CONFLICT,
    413: ErrorCode.TOO_LARGE,
    415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    429: ErrorCode.THROTTLED,
}


class ApiError(exceptions.APIException):
    """An error with its message in both languages. Raise a subclass from a view; the handler answers."""

    status_code = status.HTTP_400_BAD_REQUEST
    default_code = ErrorCode.INVALID

    def __init__(
        self, ja: str, en: str, *, code: str | None = None, fields: Mapping[str, Any] | None = None
    ) -> None:
        self.ja, self.en = ja, en
        self.fields = _flatten(fields or {})
        super().__init__(detail=en, code=code or self.default_code)
        self.error_code = code or self.default_code


class BadRequest(ApiError):
    status_code = status.HTTP_400_BAD_REQUEST
    default_code = ErrorCode.INVALID


class NotAuthenticated(ApiError):
    """401. Raised as such it carries no ``WWW-Authenticate``; prefer DRF's, which the view completes."""

    status_code = status.HTTP_401_UNAUTHORIZED
    default_code = ErrorCode.AUTHENTICATION_FAILED


class Forbidden(ApiError):
    status_code = status.HTTP_403_FORBIDDEN
    default_code = ErrorCode.PERMISSION_DENIED


class NotFound(ApiError):
    status_code = status.HTTP_404_NOT_FOUND
    default_code = ErrorCode.NOT_FOUND


class Conflict(ApiError):
    status_code = status.HTTP_409_CONFLICT
    default_code = ErrorCode.CONFLICT


class ErrorSerializer(serializers.Serializer):
    """The one error body (schema only)."""

    code = serializers.CharField(help_text="a stable identifier, e.g. invalid, not_found, conflict")
    message = serializers.CharField(help_text="in English")
    message_ja = serializers.CharField(help_text="in Japanese")
    fields = serializers.DictField(
        child=serializers.ListField(child=serializers.CharField()),
        help_text="each bad input field (nested as a.0.b) with its messages; empty when none",
    )


def error_body(code: str, en: str, ja: str, fields: Mapping[str, list[str]] | None = None) -> dict[str, Any]:
    return {"code": code, "message": en, "message_ja": ja, "fields": dict(fields or {})}


def _flatten(detail: Any, prefix: str = "") -> dict[str, list[str]]:
    """DRF's nested error detail as ``{"a.0.b": ["message", ...]}``."""
    out: dict[str, list[str]] = {}
    if isinstance(detail, Mapping):
        for key, value in detail.items():
            out.update(_flatten(value, f"{prefix}.{key}" if prefix else str(key)))
    elif isinstance(detail, (list, tuple)):
        if all(not isinstance(v, (Mapping, list, tuple)) for v in detail):
            if detail:
                out[prefix or "non_field_errors"] = [str(v) for v in detail]
        else:
            for i, value in enumerate(detail):
                out.update(_flatten(value, f"{prefix}.{i}" if prefix else str(i)))
    elif detail is not None:
        out[prefix or "non_field_errors"] = [str(detail)]
    return out


def _service_status(exc: TournamentError) -> int:
    if isinstance(exc, ServicePermissionDenied):
        return status.HTTP_403_FORBIDDEN
    if isinstance(exc, (ServiceConflict, StateConflict)):
        return status.HTTP_409_CONFLICT
    return status.HTTP_400_BAD_REQUEST


def error_response(exc: Exception) -> Response:
    """The answer for an exception the handler knows (a service error, an ``ApiError``, DRF's own)."""
    response = api_exception_handler(exc, {})
    if response is None:
        raise exc
    return response


def api_exception_handler(exc: Exception, context: Mapping[str, Any]) -> Response | None:
    """``REST_FRAMEWORK["EXCEPTION_HANDLER"]``: every error the API gives in the one body."""
    if isinstance(exc, TournamentError):
        code_status = _service_status(exc)
        fields = {"line": [str(exc.line)]} if exc.line is not None else {}
        return Response(error_body(_CODE_BY_STATUS[code_status], exc.en, exc.ja, fields), status=code_status)
    if isinstance(exc, ApiError):
        return Response(error_body(exc.error_code, exc.en, exc.ja, exc.fields), status=exc.status_code)
    if isinstance(exc, (Http404, DjangoPermissionDenied)):
        exc = exceptions.NotFound() if isinstance(exc, Http404) else exceptions.PermissionDenied()
    response = drf_exception_handler(exc, dict(context))  # headers (WWW-Authenticate, Allow, Retry-After)
    if response is None or not isinstance(exc, exceptions.APIException):
        return response
    code = _code_of(exc, response.status_code)
    ja, en = _STANDARD.get(code, _STANDARD.get(_CODE_BY_STATUS.get(response.status_code, ""), ("", "")))
    fields: dict[str, list[str]] = {}
    if isinstance(exc, exceptions.ValidationError):
        fields = _flatten(exc.detail)
    elif code == ErrorCode.PARSE_ERROR:
        fields = {"non_field_errors": [str(exc.detail)]}
    response.data = error_body(code, en or str(exc.detail), ja or str(exc.detail), fields)
    return response


def _code_of(exc: exceptions.APIException, status_code: int) -> str:
    if isinstance(exc, exceptions.ValidationError):
        return ErrorCode.INVALID
    if isinstance(exc, exceptions.ParseError):
        return ErrorCode.PARSE_ERROR
    if isinstance(exc, exceptions.AuthenticationFailed):
        return ErrorCode.AUTHENTICATION_FAILED
    if status_code == status.HTTP_403_FORBIDDEN and isinstance(exc, exceptions.NotAuthenticated):
        # A view whose first authentication class sends no WWW-Authenticate: still "not authenticated".
        return ErrorCode.NOT_AUTHENTICATED
    return _CODE_BY_STATUS.get(status_code, ErrorCode.INVALID)


# --- pagination -----------------------------------------------------------------------------------------

DEFAULT_PAGE_SIZE = 50
MAX_PAGE_SIZE = 200


class StandardPagination(PageNumberPagination):
    """Every list: ``{"count", "next", "previous", "results"}``, ``?page=`` (from 1) and ``?page_size=``
    (1–200, default 50). A page or size that is not a whole number in range is a 400; a page past the
    last is a 404."""

    page_size = DEFAULT_PAGE_SIZE
    page_size_query_param = "page_size"
    max_page_size = MAX_PAGE_SIZE

    def get_page_size(self, request: Request) -> int:
        size = query_int(request, self.page_size_query_param, minimum=1, maximum=self.max_page_size)
        return self.page_size if size is None else size

    def paginate_queryset(self, queryset: Any, request: Request, view: Any = None) -> list[Any] | None:
        query_int(request, self.page_query_param, minimum=1)  # a bad page number is bad input (400)
        try:
            return super().paginate_queryset(queryset, request, view)
        except exceptions.NotFound:
            raise NotFound("そのページはありません。", "There is no such page.") from None

    def get_schema_operation_parameters(self, view: Any) -> list[dict[str, Any]]:
        return [
            {
                "name": self.page_query_param,
                "required": False,
                "in": "query",
                "description": "page number, from 1",
                "schema": {"type": "integer", "minimum": 1, "maximum": 2**31 - 1},
            },
            {
                "name": self.page_size_query_param,
                "required": False,
                "in": "query",
                "description": f"results per page, 1–{self.max_page_size} (default {self.page_size})",
                "schema": {"type": "integer", "minimum": 1, "maximum": self.max_page_size},
            },
        ]


def page_params() -> list[OpenApiParameter]:
    """The schema's ``?page=`` and ``?page_size=`` for a list served by ``paginate`` (generic list views
    declare them by themselves)."""
    return [
        OpenApiParameter(
            "page",
            {"type": "integer", "minimum": 1, "maximum": _INT_MAX},
            OpenApiParameter.QUERY,
            description="page number, from 1",
        ),
        OpenApiParameter(
            "page_size",
            {"type": "integer", "minimum": 1, "maximum": MAX_PAGE_SIZE},
            OpenApiParameter.QUERY,
            description=f"results per page, 1–{MAX_PAGE_SIZE} (default {DEFAULT_PAGE_SIZE})",
        ),
    ]


def paginate(
    request: Request,
    items: Sequence[Any] | Any,
    serializer_class: type[serializers.BaseSerializer] | None = None,
    *,
    render: Callable[[Any], Any] | None = None,
    context: Mapping[str, Any] | None = None,
) -> Response:
    """A page of ``items`` (a queryset or a list) in the standard shape, each item rendered by
    ``serializer_class`` or by ``render``. Use in any view outside a generic list action."""
    paginator = StandardPagination()
    page = paginator.paginate_queryset(items, request)
    page = list(page or [])
    if serializer_class is not None:
        ctx = {"request": request, **(context or {})}
        data: Any = serializer_class(page, many=True, context=ctx).data
    elif render is not None:
        data = [render(item) for item in page]
    else:
        data = page
    return paginator.get_paginated_response(data)


@cache
def page_of(serializer_class: type[serializers.BaseSerializer]) -> type[serializers.Serializer]:
    """The schema of a page of ``serializer_class`` (for ``extend_schema(responses=page_of(S))``)."""
    name = serializer_class.__name__.removesuffix("Serializer")
    return type(
        f"Paginated{name}ListSerializer",
        (serializers.Serializer,),
        {
            "count": serializers.IntegerField(),
            "next": serializers.URLField(allow_null=True),
            "previous": serializers.URLField(allow_null=True),
            "results": serializer_class(many=True),
            "Meta": type("Meta", (), {"ref_name": f"Paginated{name}List"}),
        },
    )


# The shapes most operations take: a list answers a page, a write that makes a thing answers 201 with it.
# (The error responses every operation may give are added to all of them by ``add_error_responses``.)
Decorator = Callable[[Any], Any]


def page_schema(
    serializer_class: type[serializers.BaseSerializer], *parameters: OpenApiParameter, **kwargs: Any
) -> Decorator:
    """``extend_schema`` for a GET served by ``paginate``: ``parameters`` then the page's, a page of
    ``serializer_class``; ``kwargs`` (summary, tags, …) go to ``extend_schema``."""
    return extend_schema(
        methods=["GET"],
        parameters=[*parameters, *page_params()],
        responses=page_of(serializer_class),
        **kwargs,
    )


def create_schema(
    request: type[serializers.BaseSerializer] | None,
    serializer_class: type[serializers.BaseSerializer],
    *parameters: OpenApiParameter,
    **kwargs: Any,
) -> Decorator:
    """``extend_schema`` for a POST that makes something: the body ``request``, answered 201 with it as
    ``serializer_class``; ``kwargs`` (summary, tags, examples, …) go to ``extend_schema``."""
    return extend_schema(
        methods=["POST"],
        parameters=list(parameters),
        request=request,
        responses={201: serializer_class},
        **kwargs,
    )


def path_param(name: str, description: str) -> OpenApiParameter:
    """A whole-number id in the URL's path (``/events/{event_id}/…``)."""
    return OpenApiParameter(name, int, OpenApiParameter.PATH, description=description)


# The path ids the tournament and penalty APIs share.
EVENT_ID = path_param("event_id", "the event's id")
PLAYER_ID = path_param("player_id", "the player's registration id (player.id)")
MATCH_ID = path_param("match_id", "the match's id")
ROUND_NUMBER = path_param("round_number", "the round's number within the event (from 1)")


# --- players --------------------------------------------------------------------------------------------


class PlayerRefSerializer(serializers.Serializer):
    """A player in an event, everywhere the API names one: the registration's id and its display name.
    Use as a field: ``player = PlayerRefSerializer(source="registration")`` (``allow_null=True`` for a
    bye's missing opponent). Filters and request bodies take the same id (``?player=<id>``)."""

    id = serializers.IntegerField(source="pk", read_only=True)
    display_name = serializers.CharField(source="name", read_only=True)


def player_ref(registration_id: int | str | None, names: Mapping[str, str]) -> dict[str, Any] | None:
    """The reference from an id and an ``{str(id): name}`` map (for payloads built from pure cores)."""
    if registration_id in (None, ""):
        return None
    return {"id": int(registration_id), "display_name": names.get(str(registration_id), "")}


# --- filters --------------------------------------------------------------------------------------------

_INT_MAX = 2**31 - 1


def query_int(
    request: Request, name: str, *, minimum: int = 1, maximum: int = _INT_MAX, required: bool = False
) -> int | None:
    """``?name=`` as a whole number in range, ``None`` when absent; anything else answers 400 naming it."""
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        if required:
            raise BadRequest(
                f"「{name}」を指定してください。", f"{name} is required.", fields={name: ["required"]}
            )
        return None
    try:
        value = int(raw.strip()) if raw.strip().lstrip("-").isdigit() else None
    except ValueError:
        value = None
    if value is None or not minimum <= value <= maximum:
        raise BadRequest(
            f"「{name}」は{minimum}以上{maximum}以下の整数で指定してください。",
            f"{name} must be a whole number from {minimum} to {maximum}.",
            fields={name: [f"a whole number from {minimum} to {maximum}"]},
        )
    return value


def query_choice(request: Request, name: str, choices: Iterable[str]) -> str | None:
    """``?name=`` as one of ``choices``, ``None`` when absent; anything else answers 400 naming it."""
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        return None
    allowed = list(choices)
    if raw not in allowed:
        listed = ", ".join(allowed)
        raise BadRequest(
            f"「{name}」は次のいずれかです: {listed}",
            f"{name} must be one of: {listed}",
            fields={name: [f"one of: {listed}"]},
        )
    return raw


def _int_param(name: str, description: str, required: bool = False) -> OpenApiParameter:
    return OpenApiParameter(
        name,
        {"type": "integer", "minimum": 1, "maximum": _INT_MAX},
        OpenApiParameter.QUERY,
        required=required,
        description=description,
    )


def event_param(required: bool = False) -> OpenApiParameter:
    return _int_param("event", "only those of this event (its id)", required)


def round_param(required: bool = False) -> OpenApiParameter:
    return _int_param("round", "only those of this round (its number within the event)", required)


def player_param(required: bool = False) -> OpenApiParameter:
    return _int_param("player", "only those of this player (the registration id, as in player.id)", required)


def status_param(choices: Iterable[str]) -> OpenApiParameter:
    return OpenApiParameter(
        "status", OpenApiTypes.STR, OpenApiParameter.QUERY, enum=list(choices), description="only this status"
    )


# --- schema ---------------------------------------------------------------------------------------------

_ERROR_STATUSES = {
    "400": "Bad input (see fields)",
    "401": "Not authenticated",
    "403": "Not allowed",
    "404": "Not found",
    "405": "Method not allowed",
    "406": "Not acceptable",
    "409": "Conflicts with the current state",
    "413": "Too large",
    "415": "Unsupported media type",
}


def add_error_responses(result: dict[str, Any], generator: Any, request: Any, public: bool) -> dict[str, Any]:
    """drf-spectacular post-processing hook: every operation may answer the error body with any of the
    error statuses (a declared response for a status is kept)."""
    components = result.setdefault("components", {}).setdefault("schemas", {})
    components["Error"] = {
        "type": "object",
        "properties": {
            "code": {"type": "string", "description": "a stable identifier, e.g. invalid, not_found"},
            "message": {"type": "string", "description": "in English"},
            "message_ja": {"type": "string", "description": "in Japanese"},
            "fields": {
                "type": "object",
                "additionalProperties": {"type": "array", "items": {"type": "string"}},
                "description": "each bad input field (nested as a.0.b) with its messages",
            },
        },
        "required": ["code", "message", "message_ja", "fields"],
    }
    ref = {"$ref": "#/components/schemas/Error"}
    for path_item in result.get("paths", {}).values():
        for method, operation in path_item.items():
            if method not in {"get", "post", "put", "patch", "delete"}:
                continue
            responses = operation.setdefault("responses", {})
            for code, description in _ERROR_STATUSES.items():
                responses.setdefault(
                    code, {"description": description, "content": {"application/json": {"schema": ref}}}
                )
    return result


# --- strict strings --------------------------------------------------------------------------------------

_lenient_char = serializers.CharField.to_internal_value


def _strict_char(self: serializers.CharField, data: Any) -> Any:
    # DRF turns a JSON number into a string field's text (7 -> "7"). The schema says string, and a script
    # that sends a number where a name, a decklist or a clause belongs has made a mistake the API should
    # name, not store. Form and multipart values are always text, so the site's own forms are unaffected.
    if not isinstance(data, str):
        self.fail("invalid")
    return _lenient_char(self, data)


def use_strict_strings() -> None:
    """Make every string field of every serializer refuse a value that is not a string (called once, when
    the project's app is ready, so every API answers the same way)."""
    serializers.CharField.to_internal_value = _strict_char  # type: ignore[method-assign]
