"""A record made at the table: a judgelog/1 document kept as the recorder grows it."""

from __future__ import annotations

import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse


class Record(models.Model):
    # Unguessable ids: a record link may be shared with the judge who takes the dispute.
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="records")
    title = models.CharField(max_length=200, blank=True)
    game = models.CharField(max_length=40)
    # The record is the log itself (header and entries), so exporting it is writing this out.
    document = models.JSONField()
    # The idempotency keys of the entries already taken: an entry the browser kept while offline and
    # sends again when the connection returns is recorded once, however many times it arrives.
    sent_keys = models.JSONField(default=list, blank=True)
    created_at = models.DateTimeField(auto_now_add=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated_at"]

    def __str__(self) -> str:
        if self.title:
            return self.title
        when = f" {self.created_at:%Y-%m-%d %H:%M}" if self.created_at else ""
        return f"{self.game}{when}"

    def get_absolute_url(self) -> str:
        return reverse("recorder:record", args=[self.pk])

    @property
    def entry_count(self) -> int:
        return len(self.document.get("entries", []))
