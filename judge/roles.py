"""The three roles of the site and what each may do.

Roles are Django groups; what a role may do is a set of permissions, checked on the server by
``has_capability`` (views, API permissions) — never by hiding a button alone.
"""

from __future__ import annotations

from typing import Any

from django.contrib.auth.base_user import AbstractBaseUser
from django.contrib.auth.models import AnonymousUser, Group, Permission

ORGANIZER = "organizer"
JUDGE = "judge"
PLAYER = "player"
ROLES = (ORGANIZER, JUDGE, PLAYER)

# Capabilities are permissions declared on judge.Capability; other apps' model permissions are
# listed as "app_label.codename".
ROLE_PERMISSIONS: dict[str, tuple[str, ...]] = {
    ORGANIZER: (
        "judge.organize_events",
        "judge.judge_events",
        "judge.view_penalty_history",
        "judge.validate_logs",
    ),
    JUDGE: (
        "judge.judge_events",
        "judge.view_penalty_history",
        "judge.rule_disputes",
        "judge.validate_logs",
    ),
    PLAYER: (
        "judge.play_events",
        "judge.validate_logs",
    ),
}


def ensure_role_groups(sender: Any = None, **kwargs: Any) -> None:
    """Create the role groups and give them every listed permission that exists. Idempotent."""
    for role, perms in ROLE_PERMISSIONS.items():
        group, _ = Group.objects.get_or_create(name=role)
        wanted = []
        for dotted in perms:
            app_label, codename = dotted.split(".", 1)
            perm = Permission.objects.filter(content_type__app_label=app_label, codename=codename).first()
            if perm is not None:
                wanted.append(perm)
        group.permissions.add(*wanted)


def has_capability(user: AbstractBaseUser | AnonymousUser, capability: str) -> bool:
    """True when the user may do ``capability`` (a codename on judge.Capability)."""
    return bool(user.is_authenticated and user.has_perm(f"judge.{capability}"))


def roles_of(user: AbstractBaseUser | AnonymousUser) -> list[str]:
    if not user.is_authenticated:
        return []
    names = set(user.groups.values_list("name", flat=True))
    return [r for r in ROLES if r in names]


def assign_role(user: AbstractBaseUser, role: str) -> None:
    if role not in ROLES:
        raise ValueError(f"unknown role {role!r}; expected one of {ROLES}")
    ensure_role_groups()
    user.groups.add(Group.objects.get(name=role))
