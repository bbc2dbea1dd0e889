"""Every change to a profile goes through here (views and, later, the API alike)."""

from __future__ import annotations

from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser

from .models import PlayerProfile


def profile_of(user: AbstractBaseUser) -> PlayerProfile:
    """The user's profile, made empty on first use (accounts made before profiles existed have none)."""
    profile, _ = PlayerProfile.objects.get_or_create(user=user)
    return profile


def entry_name(user: AbstractBaseUser) -> str:
    """The name a self-registration uses (see PlayerProfile.entry_name); no row is written to read it."""
    profile = PlayerProfile.objects.filter(user=user).first()
    return profile.entry_name if profile is not None else user.get_username()


def update_profile(user: AbstractBaseUser, data: dict[str, Any]) -> PlayerProfile:
    """Store the cleaned form data on the user's own profile: the caller passes the signed-in user, so
    nobody can write another player's profile through this."""
    profile = profile_of(user)
    profile.display_name = data.get("display_name", "")
    profile.name_kanji = data.get("name_kanji", "")
    profile.name_kana = data.get("name_kana", "")
    profile.game_ids = {k: v for k, v in (data.get("game_ids") or {}).items() if v}
    profile.save()
    return profile
