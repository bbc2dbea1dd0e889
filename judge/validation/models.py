"""A validation run: one uploaded game log, kept exactly as uploaded, and what the engine found in it."""

from __future__ import annotations

import hashlib
import uuid

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

MAX_LOG_BYTES = 5 * 1024 * 1024
# A log within the limits can hold 20,000 illegal entries and twice as many findings (tens of MB of JSON):
# the run keeps the first ones, which carry the root causes, and counts the rest, so a row stays ~1 MB.
MAX_STORED_FINDINGS = 2_000
MAX_STORED_JUDGE_CALLS = 500


class ValidationRun(models.Model):
    class Status(models.TextChoices):
        QUEUED = "queued", _("待機中")
        RUNNING = "running", _("検証中")
        DONE = "done", _("完了")
        FAILED = "failed", _("失敗")

    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    uploaded_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="validation_runs"
    )
    source = models.CharField(max_length=20, default="upload")  # upload | api | dispute
    filename = models.CharField(max_length=255, blank=True)
    raw_log = models.BinaryField()  # the bytes as uploaded: nothing is re-encoded or lost
    size = models.PositiveIntegerField()
    sha256 = models.CharField(max_length=64)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.QUEUED)
    game = models.CharField(max_length=40, blank=True)
    engine_version = models.CharField(max_length=60, blank=True)
    entries_replayed = models.PositiveIntegerField(default=0)
    findings = models.JSONField(default=list)
    judge_calls = models.JSONField(default=list)
    # Counts over every finding, including those not stored (see MAX_STORED_FINDINGS).
    totals = models.JSONField(default=dict, blank=True)
    findings_omitted = models.PositiveIntegerField(default=0)
    error = models.TextField(blank=True)
    # The outbox mark: set when the task was handed to the broker. A queued run without it (the broker was
    # down) or with an old one is sent again by `manage.py requeue_waiting` (and the beat schedule).
    dispatched_at = models.DateTimeField(null=True, blank=True)
    attempts = models.PositiveSmallIntegerField(default=0)
    created_at = models.DateTimeField(auto_now_add=True)
    finished_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        # The table kept its name when the model moved out of the judge app, so no data had to move.
        db_table = "judge_validationrun"
        ordering = ["-created_at"]

    def __str__(self) -> str:
        return f"{self.filename or self.pk} ({self.status})"

    def get_absolute_url(self) -> str:
        return reverse("validation:validation", args=[self.pk])

    @classmethod
    def from_bytes(cls, raw: bytes, **fields: object) -> ValidationRun:
        return cls(raw_log=raw, size=len(raw), sha256=hashlib.sha256(raw).hexdigest(), **fields)

    def counts(self) -> dict[str, int]:
        if self.totals:
            return {"illegal": 0, "needs_ruling": 0, "log_error": 0, **self.totals}
        out = {"illegal": 0, "needs_ruling": 0, "log_error": 0}
        for f in self.findings:
            out[f.get("verdict", "log_error")] = out.get(f.get("verdict", "log_error"), 0) + 1
        return out
