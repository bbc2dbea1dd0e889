"""An event's staff: judges, one head judge and scorekeepers, managed by the organizer alone.

Where each role is stored: floor judges in ``Event.judges`` (what services.is_judge checks), the head judge
in ``EventStaff`` (role head_judge) and also in ``Event.judges``, scorekeepers in ``Event.scorekeepers``
only, so a scorekeeper passes ``can_enter_results`` but no judge check: they enter results, they do not
rule, penalise or decide appeals. A person holds one role per event; giving another role
replaces the first. Every change is written to the audit log.
"""

from __future__ import annotations

from dataclasses import dataclass

from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.db import transaction

from tournaments.models import Event
from tournaments.services import TournamentError, audit, require_organizer

from .models import EventStaff

JUDGE = "judge"
HEAD_JUDGE = EventStaff.Role.HEAD_JUDGE.value
SCOREKEEPER = "scorekeeper"
ROLES = (JUDGE, HEAD_JUDGE, SCOREKEEPER)
ROLE_NAMES = {
    JUDGE: ("ジャッジ", "Judge"),
    HEAD_JUDGE: ("ヘッドジャッジ", "Head judge"),
    SCOREKEEPER: ("スコアキーパー", "Scorekeeper"),
}


@dataclass(frozen=True)
class StaffMember:
    user_id: int
    username: str
    role: str


def staff_of(event: Event) -> list[StaffMember]:
    """The event's staff, head judge first, then judges and scorekeepers by name."""
    rows = {s.user_id: s.role for s in EventStaff.objects.filter(event=event)}
    rows.update({u.pk: SCOREKEEPER for u in event.scorekeepers.all()})
    people = {u.pk: u for u in event.judges.all()}
    people.update({u.pk: u for u in event.scorekeepers.all()})
    people.update({s.user_id: s.user for s in EventStaff.objects.filter(event=event).select_related("user")})
    out = [StaffMember(pk, u.get_username(), rows.get(pk, JUDGE)) for pk, u in people.items()]
    return sorted(out, key=lambda m: (ROLES.index(m.role) if m.role != HEAD_JUDGE else -1, m.username))


def role_of(event: Event, user: AbstractBaseUser) -> str | None:
    for member in staff_of(event):
        if member.user_id == user.pk:
            return member.role
    return None


def _user(username: str) -> AbstractBaseUser:
    user = get_user_model().objects.filter(username=username.strip()).first()
    if user is None:
        raise TournamentError(
            f"ユーザー「{username.strip()}」は存在しません。", f"There is no user {username.strip()!r}."
        )
    return user


def _clear(event: Event, user: AbstractBaseUser) -> None:
    event.judges.remove(user)
    event.scorekeepers.remove(user)
    EventStaff.objects.filter(event=event, user=user).delete()


def add_staff(event: Event, username: str, role: str, actor: AbstractBaseUser) -> StaffMember:
    """Give ``username`` a staff role at the event (replacing a role they had); a new head judge replaces
    the previous one, who stays on as a judge."""
    require_organizer(actor, event)
    if role not in ROLES:
        raise TournamentError("役割の指定が不正です。", "Unknown staff role.")
    user = _user(username)
    if user.pk == event.organizer_id:
        raise TournamentError(
            "主催者はすべての権限を持っているため、スタッフに加える必要はありません。",
            "The organizer already holds every staff permission.",
        )
    before = role_of(event, user)
    if before == role:
        raise TournamentError(
            f"{user.get_username()}はすでにこの役割です。", f"{user.get_username()} already has this role."
        )
    with transaction.atomic():
        _clear(event, user)
        if role == HEAD_JUDGE:
            previous = EventStaff.objects.filter(event=event, role=HEAD_JUDGE).select_related("user").first()
            if previous is not None:
                previous.delete()
                event.judges.add(previous.user)  # stays on the floor as a judge
            EventStaff.objects.create(event=event, user=user, role=HEAD_JUDGE)
            event.judges.add(user)
        elif role == SCOREKEEPER:
            event.scorekeepers.add(user)
        else:
            event.judges.add(user)
        audit(
            event,
            actor,
            "add_staff",
            event,
            {"user": user.get_username(), "role": before},
            {"user": user.get_username(), "role": role},
        )
    return StaffMember(user.pk, user.get_username(), role)


def remove_staff(event: Event, username: str, actor: AbstractBaseUser) -> None:
    require_organizer(actor, event)
    user = _user(username)
    before = role_of(event, user)
    if before is None:
        raise TournamentError(
            f"{user.get_username()}はスタッフではありません。", f"{user.get_username()} is not on the staff."
        )
    with transaction.atomic():
        _clear(event, user)
        audit(
            event,
            actor,
            "remove_staff",
            event,
            {"user": user.get_username(), "role": before},
            {"user": user.get_username(), "role": None},
        )
