from __future__ import annotations

from typing import Any

from allauth.account.adapter import DefaultAccountAdapter

from judge.roles import PLAYER, assign_role


class AccountAdapter(DefaultAccountAdapter):
    """Who signs up on the site is a player: they may join events and report their own results. The
    organizer and judge roles are still given by an administrator."""

    def save_user(self, request: Any, user: Any, form: Any, commit: bool = True) -> Any:
        user = super().save_user(request, user, form, commit=commit)
        if commit:
            assign_role(user, PLAYER)
        return user
