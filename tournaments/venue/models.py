"""What the event sync (tournaments/venue/sync.py) remembers between an export and an import."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models


class SiteIdentity(models.Model):
    """This server's own id: the first part of the global key of every object it created."""

    uuid = models.UUIDField(default=uuid.uuid4, unique=True, editable=False)

    @classmethod
    def current(cls) -> str:
        identity = cls.objects.order_by("pk").first() or cls.objects.create()
        return str(identity.uuid)


class SyncState(models.Model):
    """One object known to both sides: its global key ("<server uuid>:<id there>"), its id here, and the
    digest of its state when the two sides last agreed (the last export or import): the base against
    which an import tells "changed there", "changed here" and "changed in both places" apart."""

    kind = models.CharField(max_length=60)  # app_label.model
    key = models.CharField(max_length=120)
    local_id = models.CharField(max_length=40)
    scope = models.CharField(max_length=120)  # the event's global key
    digest = models.CharField(max_length=64)
    synced_at = models.DateTimeField(auto_now=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["kind", "key"], name="venue_unique_sync_key")]
        indexes = [models.Index(fields=["kind", "local_id"], name="venue_sync_local_idx")]


class ReportKey(models.Model):
    """A player's result report (or confirmation) sent by the phone's offline queue, by its idempotency key:
    a report sent again after a dropped connection (the answer lost, not the request) is taken once."""

    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    key = models.CharField(max_length=64)
    match = models.ForeignKey("tournaments.Match", on_delete=models.CASCADE, related_name="+")
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["user", "key"], name="venue_unique_report_key")]
