"""API tokens through the API: list, create and revoke one's own.

A script with no token yet may create one with its user's password (``username`` and ``password`` in the
body); a wrong password answers 401 like any failed authentication, and the login throttle (django-axes)
counts it."""

from __future__ import annotations

from typing import Any

from django.contrib.auth import authenticate
from drf_spectacular.utils import OpenApiExample, extend_schema
from rest_framework import exceptions, serializers, status
from rest_framework.permissions import AllowAny, IsAuthenticated
from rest_framework.request import Request
from rest_framework.response import Response
from rest_framework.views import APIView

from judge.api_conventions import NotFound, page_of, paginate

from . import services
from .models import ApiToken


class ApiTokenSerializer(serializers.ModelSerializer):
    id = serializers.UUIDField(source="uid", read_only=True)
    prefix = serializers.CharField(
        source="token_key", read_only=True, help_text="the token's first characters"
    )
    current = serializers.SerializerMethodField(help_text="the token this request was made with")

    class Meta:
        model = ApiToken
        fields = ["id", "name", "prefix", "created", "expiry", "last_used", "current"]

    def get_current(self, obj: ApiToken) -> bool:
        request = self.context.get("request")
        return bool(request is not None and isinstance(request.auth, ApiToken) and request.auth.pk == obj.pk)


class NewApiTokenSerializer(ApiTokenSerializer):
    token = serializers.CharField(read_only=True, help_text="shown this once: keep it secret")

    class Meta(ApiTokenSerializer.Meta):
        fields = [*ApiTokenSerializer.Meta.fields, "token"]


class CreateTokenSerializer(serializers.Serializer):
    name = serializers.CharField(max_length=services.NAME_MAX)
    expires_in_days = serializers.IntegerField(
        required=False, allow_null=True, min_value=1, max_value=services.MAX_EXPIRY_DAYS, default=None
    )
    username = serializers.CharField(
        required=False, max_length=150, help_text="with password: for a script that has no token yet"
    )
    password = serializers.CharField(required=False, max_length=4096, style={"input_type": "password"})


class TokenList(APIView):
    def get_permissions(self) -> list[Any]:
        # Creating with a password needs no prior login; everything else does.
        return [AllowAny()] if self.request.method == "POST" else [IsAuthenticated()]

    @extend_schema(operation_id="tokens_list", responses=page_of(ApiTokenSerializer), tags=["tokens"])
    def get(self, request: Request) -> Response:
        return paginate(request, services.tokens_of(request.user), ApiTokenSerializer)

    @extend_schema(
        operation_id="tokens_create",
        request=CreateTokenSerializer,
        responses={201: NewApiTokenSerializer},
        tags=["tokens"],
        examples=[
            OpenApiExample(
                "With a password", value={"name": "pairing script", "username": "org", "password": "…"}
            ),
            OpenApiExample("Logged in", value={"name": "laptop", "expires_in_days": 30}),
        ],
    )
    def post(self, request: Request) -> Response:
        body = CreateTokenSerializer(data=request.data)
        body.is_valid(raise_exception=True)
        data = body.validated_data
        user = request.user
        if "username" in data or "password" in data:
            user = authenticate(
                request._request, username=data.get("username", ""), password=data.get("password", "")
            )
            if user is None:
                raise exceptions.AuthenticationFailed()
        elif not user.is_authenticated:
            raise exceptions.NotAuthenticated()
        token, text = services.create_token(user, data["name"], data.get("expires_in_days"))
        token.token = text
        return Response(
            NewApiTokenSerializer(token, context={"request": request}).data, status=status.HTTP_201_CREATED
        )


class TokenDetail(APIView):
    permission_classes = [IsAuthenticated]

    @extend_schema(operation_id="tokens_revoke", responses={204: None}, tags=["tokens"])
    def delete(self, request: Request, token_id: str) -> Response:
        # Another user's token is "not found", as if it did not exist.
        if not services.revoke_token(request.user, token_id):
            raise NotFound("トークンが見つかりません。", "No such token.")
        return Response(status=status.HTTP_204_NO_CONTENT)
