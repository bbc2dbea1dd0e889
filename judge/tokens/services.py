"""Making, listing and revoking API tokens (the page and the API both come here)."""

from __future__ import annotations

from datetime import timedelta

from django.contrib.auth.base_user import AbstractBaseUser
from django.db.models import QuerySet
from django.utils import timezone

from tournaments.services import TournamentError

from .models import ApiToken

# A user's scripts rarely need more; the cap keeps the per-request expiry sweep (knox) cheap.
MAX_TOKENS_PER_USER = 20
MAX_EXPIRY_DAYS = 3650
NAME_MAX = 100


def tokens_of(user: AbstractBaseUser) -> QuerySet[ApiToken]:
    """The user's tokens that have not expired, newest first."""
    now = timezone.now()
    return ApiToken.objects.filter(user=user).exclude(expiry__lt=now).order_by("-created")


def create_token(
    user: AbstractBaseUser, name: str, expires_in_days: int | None = None
) -> tuple[ApiToken, str]:
    """A new token named ``name``; returns it and the token text, which is never shown again."""
    name = (name or "").strip()
    if not name:
        raise TournamentError("トークンの名前を入力してください。", "Give the token a name.")
    if len(name) > NAME_MAX:
        raise TournamentError(
            f"名前は{NAME_MAX}文字以内にしてください。", f"The name must be at most {NAME_MAX} characters."
        )
    if expires_in_days is not None and not 1 <= expires_in_days <= MAX_EXPIRY_DAYS:
        raise TournamentError(
            f"有効期限は1〜{MAX_EXPIRY_DAYS}日で指定してください。",
            f"The expiry must be 1 to {MAX_EXPIRY_DAYS} days.",
        )
    if tokens_of(user).count() >= MAX_TOKENS_PER_USER:
        raise TournamentError(
            f"トークンは{MAX_TOKENS_PER_USER}個までです。使わないものを取り消してください。",
            f"At most {MAX_TOKENS_PER_USER} tokens; revoke one you no longer use.",
        )
    expiry = timedelta(days=expires_in_days) if expires_in_days else None
    return ApiToken.objects.create(user, expiry=expiry, name=name)


def revoke_token(user: AbstractBaseUser, uid: object) -> bool:
    """Revoke one of the user's own tokens; False when the user has no such token."""
    deleted, _ = ApiToken.objects.filter(user=user, uid=uid).delete()
    return bool(deleted)
