"""An event carried between servers as one JSON bundle: exported at the venue, imported on the main site.

Every object travels under a global key, "<uuid of the server that created it>:<its id there>", so the
same object is recognised on every later import (and on the way back) whatever id it has locally. Each
side keeps, per key, the digest of the object's state when the two sides last agreed (SyncState). An
import then compares three states of each object:

- the bundle's equals that base: nothing changed at the venue -> keep what is here (local edits stay);
- what is here equals the base: only the venue changed it -> take the bundle's;
- both differ from the base and from each other: changed in both places -> a conflict, reported and left
  as it is here (``prefer="venue"`` takes the bundle's instead, audited).

Objects are only added (never doubled: the key finds them) and the audit log only grows, so importing the
same bundle twice changes nothing the second time. An object the venue deleted (a discarded draft round)
is deleted here too, unless it was changed here since the base (then it is a conflict).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, date, datetime
from typing import Any

from django.apps import apps
from django.contrib.auth import get_user_model
from django.contrib.auth.base_user import AbstractBaseUser
from django.core.serializers.json import DjangoJSONEncoder
from django.db import models, transaction
from django.utils import timezone

from tournaments.models import AuditEntry, Event

from .models import SiteIdentity, SyncState

FORMAT = "judge-venue-event/1"
AUDIT = "tournaments.auditentry"
# In dependency order: whatever an object points to comes before it.
KINDS = [
    "tournaments.event",
    "tournaments.team",
    "tournaments.registration",
    "tournaments.round",
    "tournaments.match",
    "penalties.eventstaff",
    "penalties.eventinfraction",
    "penalties.floorruling",
    "penalties.penalty",
    "penalties.timeextension",
    "penalties.deckcheck",
    "penalties.appeal",
    "disputes.dispute",
    AUDIT,
]
# Links left behind: a dispute's validation run stays on the server that ran it (its log and findings
# are not part of the event); the dispute itself, its description and its ruling travel.
DROPPED_LINKS = {("disputes.dispute", "validation")}


class SyncError(ValueError):
    """A bundle that cannot be imported at all (wrong format, malformed): nothing was changed."""


def _model(kind: str) -> type[models.Model]:
    return apps.get_model(kind)


def _kind(model: type[models.Model]) -> str:
    return f"{model._meta.app_label}.{model._meta.model_name}"


def _objects_of(event: Event) -> dict[str, list[models.Model]]:
    """Everything that belongs to the event, per kind."""
    found: dict[str, list[models.Model]] = {}
    for kind in KINDS:
        model = _model(kind)
        if kind == "tournaments.event":
            qs = model.objects.filter(pk=event.pk)
        elif kind == "tournaments.match":
            qs = model.objects.filter(round__event=event)
        elif kind == "penalties.timeextension":
            qs = model.objects.filter(match__round__event=event)
        else:
            qs = model.objects.filter(event=event)
        found[kind] = list(qs.order_by("pk"))
    return found


def _plain(value: Any) -> Any:
    if isinstance(value, datetime):
        return value.astimezone(UTC).isoformat()
    if isinstance(value, date):
        return value.isoformat()
    return value


def _canonical(fields: dict[str, Any]) -> str:
    return json.dumps(
        fields, sort_keys=True, ensure_ascii=False, cls=DjangoJSONEncoder, separators=(",", ":")
    )


def digest(fields: dict[str, Any]) -> str:
    return hashlib.sha256(_canonical(fields).encode()).hexdigest()


_AUDITED_TYPES = {
    "Event": "tournaments.event",
    "Team": "tournaments.team",
    "Registration": "tournaments.registration",
    "Round": "tournaments.round",
    "Match": "tournaments.match",
    "Penalty": "penalties.penalty",
    "FloorRuling": "penalties.floorruling",
    "TimeExtension": "penalties.timeextension",
    "DeckCheck": "penalties.deckcheck",
    "Appeal": "penalties.appeal",
    "EventStaff": "penalties.eventstaff",
    "EventInfraction": "penalties.eventinfraction",
    "Dispute": "disputes.dispute",
}


class Keys:
    """Global keys <-> local ids, for this server."""

    def __init__(self) -> None:
        self.me = SiteIdentity.current()
        self.by_key: dict[tuple[str, str], SyncState] = {}
        self.by_local: dict[tuple[str, str], SyncState] = {}
        for state in SyncState.objects.filter(kind__in=KINDS):
            self.by_key[(state.kind, state.key)] = state
            self.by_local[(state.kind, state.local_id)] = state

    def key_of(self, kind: str, local_id: Any) -> str:
        state = self.by_local.get((kind, str(local_id)))
        return state.key if state is not None else f"{self.me}:{local_id}"

    def local_of(self, kind: str, key: str) -> str | None:
        # Only keys this server has exchanged before: its own objects come home through the state their
        # export wrote, so a bundle cannot name an arbitrary local id.
        state = self.by_key.get((kind, key))
        return state.local_id if state is not None else None

    def remember(self, kind: str, key: str, local_id: Any, scope: str, state_digest: str) -> None:
        state = self.by_key.get((kind, key))
        if state is None:
            state = SyncState(kind=kind, key=key)
        state.local_id, state.scope, state.digest = str(local_id), scope, state_digest
        state.save()
        self.by_key[(kind, key)] = state
        self.by_local[(kind, state.local_id)] = state


def _fields_of(obj: models.Model, kind: str, keys: Keys) -> dict[str, Any]:
    """The object's state with every link written as a global key (users by username)."""
    user_model = get_user_model()
    out: dict[str, Any] = {}
    for f in obj._meta.concrete_fields:
        if f.primary_key or getattr(f, "auto_now", False) or (kind, f.name) in DROPPED_LINKS:
            continue
        if f.is_relation:
            raw = getattr(obj, f.attname)
            target = f.related_model
            if raw is None:
                out[f.name] = None
            elif target is user_model:
                out[f.name] = getattr(getattr(obj, f.name), user_model.USERNAME_FIELD)
            else:
                out[f.name] = keys.key_of(_kind(target), raw)
            continue
        out[f.name] = _plain(f.value_from_object(obj))
    for m2m in obj._meta.many_to_many:
        if m2m.related_model is user_model:
            out[m2m.name] = sorted(
                getattr(u, user_model.USERNAME_FIELD) for u in getattr(obj, m2m.name).all()
            )
    if kind == AUDIT:
        target = _AUDITED_TYPES.get(out["object_type"])
        out["object_id"] = keys.key_of(target, out["object_id"]) if target else f"raw:{out['object_id']}"
    return out


# --- export -------------------------------------------------------------------------------------------


def export_event(event: Event) -> dict[str, Any]:
    """The whole event as one JSON-ready bundle. Records what was sent as the base for the next import."""
    keys = Keys()
    scope = keys.key_of("tournaments.event", event.pk)
    user_model = get_user_model()
    usernames: set[str] = set()
    objects: dict[str, list[dict[str, Any]]] = {}
    with transaction.atomic():
        for kind, rows in _objects_of(event).items():
            listed = []
            for obj in rows:
                fields = _fields_of(obj, kind, keys)
                key = keys.key_of(kind, obj.pk)
                listed.append({"key": key, "fields": fields})
                keys.remember(kind, key, obj.pk, scope, digest(fields))
                for f in obj._meta.concrete_fields:
                    if f.is_relation and f.related_model is user_model and fields.get(f.name):
                        usernames.add(fields[f.name])
                for m2m in obj._meta.many_to_many:
                    usernames.update(fields.get(m2m.name, []))
            objects[kind] = listed
    users = [
        {"username": u.get_username(), "first_name": u.first_name, "last_name": u.last_name, "email": u.email}
        for u in user_model.objects.filter(**{f"{user_model.USERNAME_FIELD}__in": usernames}).order_by("pk")
    ]
    return {
        "format": FORMAT,
        "origin": keys.me,
        "exported_at": timezone.now().isoformat(),
        "event": scope,
        "users": users,
        "objects": objects,
    }


# --- import -------------------------------------------------------------------------------------------


@dataclass
class Conflict:
    kind: str
    key: str
    local_id: str | None
    reason: str  # "changed in both places", "deleted here", "changed here, deleted there"
    fields: list[str] = field(default_factory=list)  # the fields whose values differ
    here: dict[str, Any] | None = None
    there: dict[str, Any] | None = None


@dataclass
class ImportReport:
    event_id: int | None = None
    created: dict[str, int] = field(default_factory=dict)
    updated: dict[str, int] = field(default_factory=dict)
    deleted: dict[str, int] = field(default_factory=dict)
    unchanged: int = 0
    conflicts: list[Conflict] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.created or self.updated or self.deleted)

    def as_dict(self) -> dict[str, Any]:
        return {
            "event_id": self.event_id,
            "created": self.created,
            "updated": self.updated,
            "deleted": self.deleted,
            "unchanged": self.unchanged,
            "conflicts": [c.__dict__ for c in self.conflicts],
        }


def _check_bundle(bundle: Any) -> None:
    if not isinstance(bundle, dict) or bundle.get("format") != FORMAT:
        raise SyncError(f"not a {FORMAT} bundle")
    if not isinstance(bundle.get("objects"), dict) or not isinstance(bundle.get("users"), list):
        raise SyncError("the bundle has no objects or users")
    unknown = set(bundle["objects"]) - set(KINDS)
    if unknown:
        raise SyncError(f"unknown kinds in the bundle: {', '.join(sorted(unknown))}")
    for kind, rows in bundle["objects"].items():
        if not isinstance(rows, list) or not all(
            isinstance(r, dict) and isinstance(r.get("key"), str) and isinstance(r.get("fields"), dict)
            for r in rows
        ):
            raise SyncError(f"malformed rows for {kind}")
    if not isinstance(bundle.get("event"), str) or len(bundle["objects"].get("tournaments.event", [])) != 1:
        raise SyncError("a bundle carries exactly one event")


def _users(rows: Iterable[dict[str, Any]]) -> dict[str, AbstractBaseUser]:
    """The bundle's people, matched by username; a new one gets an account with no usable password
    (they set one by the site's password reset, or an admin does)."""
    user_model = get_user_model()
    found: dict[str, AbstractBaseUser] = {}
    for row in rows:
        name = str(row.get("username", ""))[:150]
        if not name:
            continue
        user = user_model.objects.filter(**{user_model.USERNAME_FIELD: name}).first()
        if user is None:
            user = user_model(**{user_model.USERNAME_FIELD: name})
            for attr in ("first_name", "last_name", "email"):
                setattr(user, attr, str(row.get(attr, ""))[:150])
            user.set_unusable_password()
            user.save()
        found[name] = user
    return found


class _Importer:
    def __init__(self, bundle: dict[str, Any], prefer: str, actor: AbstractBaseUser | None) -> None:
        self.bundle = bundle
        self.prefer = prefer
        self.actor = actor
        self.keys = Keys()
        self.report = ImportReport()
        self.users: dict[str, AbstractBaseUser] = {}
        self.scope = bundle["event"]
        self.event: Event | None = None

    def _count(self, bucket: dict[str, int], kind: str) -> None:
        bucket[kind] = bucket.get(kind, 0) + 1

    def _resolve(self, kind: str, name: str, value: Any) -> Any:
        """A bundle value as the local model field wants it (links to local ids)."""
        model = _model(kind)
        f = model._meta.get_field(name)
        if f.is_relation and not f.many_to_many:
            if value is None:
                return None
            if f.related_model is get_user_model():
                user = self.users.get(value)
                if user is None:
                    raise SyncError(f"{kind}.{name}: unknown user {value!r}")
                return user.pk
            local = self.keys.local_of(_kind(f.related_model), value)
            if local is None or not f.related_model.objects.filter(pk=local).exists():
                raise SyncError(f"{kind}.{name}: {value} is not in the bundle nor here")
            return f.related_model._meta.pk.to_python(local)
        return f.to_python(value) if value is not None else None

    def _apply(self, obj: models.Model, kind: str, fields: dict[str, Any]) -> None:
        model = type(obj)
        m2m: dict[str, list[str]] = {}
        stamps: dict[str, Any] = {}
        for name, value in fields.items():
            f = model._meta.get_field(name)
            if f.many_to_many:
                m2m[name] = list(value or [])
                continue
            if kind == AUDIT and name == "object_id":
                target = _AUDITED_TYPES.get(fields.get("object_type", ""))
                raw = str(value)
                local = self.keys.local_of(target, raw) if target else None
                obj.object_id = (local if local is not None else raw.removeprefix("raw:"))[:40]
                continue
            resolved = self._resolve(kind, name, value)
            if getattr(f, "auto_now_add", False):
                stamps[name] = resolved
            setattr(obj, f.attname, resolved)
        obj.save()
        if stamps:  # auto_now_add overwrote the creation times on save: put the venue's back
            model.objects.filter(pk=obj.pk).update(**stamps)
            for name, value in stamps.items():
                setattr(obj, name, value)
        for name, usernames in m2m.items():
            getattr(obj, name).set([self.users[u] for u in usernames if u in self.users])

    def _conflict(
        self, kind: str, key: str, local_id: str | None, reason: str, here: Any, there: Any
    ) -> None:
        differing = sorted(
            k for k in set(here or {}) | set(there or {}) if (here or {}).get(k) != (there or {}).get(k)
        )
        self.report.conflicts.append(Conflict(kind, key, local_id, reason, differing, here, there))

    def run(self) -> ImportReport:
        self.users = _users(self.bundle["users"])
        incoming = {kind: self.bundle["objects"].get(kind, []) for kind in KINDS}
        self._deletions({kind: {r["key"] for r in rows} for kind, rows in incoming.items()})
        for kind in KINDS:
            for row in incoming[kind]:
                self._upsert(kind, row["key"], row["fields"])
        event_id = self.keys.local_of("tournaments.event", self.scope)
        self.report.event_id = int(event_id) if event_id else None
        return self.report

    def _deletions(self, present: dict[str, set[str]]) -> None:
        """Objects of this event known from an earlier sync that the bundle no longer has."""
        states = [s for s in SyncState.objects.filter(scope=self.scope) if s.kind != AUDIT]
        order = {kind: i for i, kind in enumerate(KINDS)}
        for state in sorted(states, key=lambda s: -order.get(s.kind, 0)):
            if state.key in present.get(state.kind, set()):
                continue
            model = _model(state.kind)
            obj = model.objects.filter(pk=state.local_id).first()
            if obj is None:
                continue
            here = _fields_of(obj, state.kind, self.keys)
            if digest(here) != state.digest and self.prefer != "venue":
                self._conflict(
                    state.kind, state.key, state.local_id, "changed here, deleted there", here, None
                )
                continue
            obj.delete()
            state.delete()
            self.keys.by_key.pop((state.kind, state.key), None)
            self._count(self.report.deleted, state.kind)

    def _upsert(self, kind: str, key: str, there: dict[str, Any]) -> None:
        known = self.keys.by_key.get((kind, key))
        if known is not None and known.scope != self.scope:
            raise SyncError(f"{kind} {key} belongs to another event here")
        model = _model(kind)
        local_id = self.keys.local_of(kind, key)
        obj = model.objects.filter(pk=local_id).first() if local_id is not None else None
        there_digest = digest(there)
        if obj is None:
            state = self.keys.by_key.get((kind, key))
            if local_id is not None and kind != AUDIT and state is not None and state.digest != there_digest:
                # Known, deleted here, and changed at the venue since: which one is right is a person's call.
                if self.prefer != "venue":
                    self._conflict(kind, key, local_id, "deleted here", None, there)
                    return
            elif local_id is not None and state is not None:
                self.report.unchanged += 1  # deleted here and unchanged there: stays deleted
                return
            obj = model()
            self._apply(obj, kind, there)
            self.keys.remember(kind, key, obj.pk, self.scope, there_digest)
            self._count(self.report.created, kind)
            return
        if kind == AUDIT:  # the log only grows: an entry is never rewritten
            self.report.unchanged += 1
            return
        here = _fields_of(obj, kind, self.keys)
        here_digest = digest(here)
        state = self.keys.by_key.get((kind, key))
        base = state.digest if state is not None else here_digest
        if there_digest in (base, here_digest):
            if state is None or (state.digest != there_digest and there_digest == here_digest):
                self.keys.remember(kind, key, obj.pk, self.scope, there_digest)
            self.report.unchanged += 1
            return
        if here_digest != base and self.prefer != "venue":
            self._conflict(kind, key, str(obj.pk), "changed in both places", here, there)
            return
        self._apply(obj, kind, there)
        self.keys.remember(kind, key, obj.pk, self.scope, there_digest)
        self._count(self.report.updated, kind)
        if here_digest != base:  # overwritten on request: the main site's version stays in the audit log
            AuditEntry.objects.create(
                event_id=self.keys.local_of("tournaments.event", self.scope),
                actor=self.actor,
                action="sync_overwrite",
                object_type=model.__name__,
                object_id=str(obj.pk),
                before=json.loads(_canonical(here)),
                after=json.loads(_canonical(there)),
                reason="import_event --prefer venue",
            )


def import_event(bundle: Any, *, prefer: str = "here", actor: AbstractBaseUser | None = None) -> ImportReport:
    """Import a bundle made by ``export_event`` (on another server, or this one's own bundle coming back).

    All or nothing for a malformed bundle (SyncError, nothing changed); conflicts do not stop the rest."""
    _check_bundle(bundle)
    if prefer not in {"here", "venue"}:
        raise SyncError("prefer is 'here' or 'venue'")
    with transaction.atomic():
        report = _Importer(bundle, prefer, actor).run()
        if report.changed and report.event_id is not None:
            AuditEntry.objects.create(
                event_id=report.event_id,
                actor=actor if actor is not None and actor.is_authenticated else None,
                action="import_event",
                object_type="Event",
                object_id=str(report.event_id),
                after={"created": report.created, "updated": report.updated, "deleted": report.deleted},
                reason=f"bundle from {bundle.get('origin', '?')} at {bundle.get('exported_at', '?')}",
            )
    return report
