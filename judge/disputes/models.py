"""A disputed situation at a table: what the player says happened, what the site found, what the judge ruled."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _


class Dispute(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", _("受付")
        CLAIMED = "claimed", _("対応中")
        RULED = "ruled", _("裁定済み")

    event = models.ForeignKey("tournaments.Event", on_delete=models.CASCADE, related_name="disputes")
    match = models.ForeignKey("tournaments.Match", on_delete=models.CASCADE, related_name="disputes")
    opened_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="+")
    description = models.TextField(_("何が起きたか"))
    believed_clause = models.CharField(_("該当すると思う条文"), max_length=80, blank=True)
    validation = models.ForeignKey(
        "validation.ValidationRun", null=True, blank=True, on_delete=models.SET_NULL, related_name="disputes"
    )
    suggested_clauses = models.JSONField(default=list)  # [{"ref", "heading_path", "snippet"}] from the search
    processed = models.BooleanField(default=False)
    # Why the background preparation gave up (shown to the judges); empty when it went well.
    preparation_error = models.TextField(blank=True)
    # The outbox mark, as on ValidationRun: when the preparation task was handed to the broker.
    dispatched_at = models.DateTimeField(null=True, blank=True)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    claimed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    claimed_at = models.DateTimeField(null=True, blank=True)
    ruling = models.OneToOneField(
        "penalties.FloorRuling", null=True, blank=True, on_delete=models.SET_NULL, related_name="dispute"
    )
    published = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        # The table kept its name when the model moved out of the judge app, so no data had to move.
        db_table = "judge_dispute"
        ordering = ["created_at"]

    def __str__(self) -> str:
        return f"dispute #{self.pk} ({self.status})"

    def get_absolute_url(self) -> str:
        return reverse("disputes:dispute", args=[self.pk])
