"""Penalties, floor rulings, time extensions, deck checks, appeals and the event's head judge.

Each penalty keeps a copy of the infraction's names and category as they were when it was issued, so a
later change to the event's catalogue never rewrites a player's record.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from tournaments.models import Event, Match, Registration, Round

from .rules import CATEGORIES, PENALTIES, PENALTY_NAMES

PENALTY_CHOICES = [(p, PENALTY_NAMES[p][0]) for p in PENALTIES]
CATEGORY_CHOICES = [(c, names[0]) for c, names in CATEGORIES.items()]

__all__ = ["Appeal", "DeckCheck", "EventInfraction", "EventStaff", "FloorRuling", "Penalty", "TimeExtension"]


class EventStaff(models.Model):
    """Staff roles beyond Event.judges: the head judge decides appeals and edits the event's catalogue.
    Floor judges stay in Event.judges; a head judge also counts as a judge of the event."""

    class Role(models.TextChoices):
        HEAD_JUDGE = "head_judge", _("ヘッドジャッジ")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="staff")
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="event_staff")
    role = models.CharField(max_length=20, choices=Role.choices, default=Role.HEAD_JUDGE)

    class Meta:
        db_table = "tournaments_eventstaff"  # kept from before the penalties app existed
        constraints = [
            models.UniqueConstraint(fields=["event", "user"], name="unique_staff_per_event"),
            models.UniqueConstraint(
                fields=["event"], condition=models.Q(role="head_judge"), name="one_head_judge_per_event"
            ),
        ]


class EventInfraction(models.Model):
    """One event's change to the default catalogue: a different penalty or upgrade rules, extra clause
    references, an entry switched off, or a new entry (a code the default catalogue does not have)."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="infraction_overrides")
    code = models.CharField(_("コード"), max_length=40)
    name_ja = models.CharField(_("名称（日本語）"), max_length=100, blank=True)
    name_en = models.CharField(_("名称（英語）"), max_length=100, blank=True)
    category = models.CharField(_("区分"), max_length=30, choices=CATEGORY_CHOICES, blank=True)
    penalty = models.CharField(_("標準の罰則"), max_length=20, choices=PENALTY_CHOICES, blank=True)
    upgrades = models.JSONField(null=True, blank=True)  # None: keep the default rules
    refs = models.JSONField(null=True, blank=True)  # None: keep the default references
    enabled = models.BooleanField(_("使用する"), default=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        db_table = "tournaments_eventinfraction"  # kept from before the penalties app existed
        ordering = ["event", "code"]
        constraints = [models.UniqueConstraint(fields=["event", "code"], name="unique_override_per_event")]

    def as_override(self) -> dict[str, object]:
        raw: dict[str, object] = {"code": self.code, "enabled": self.enabled}
        if self.name_ja:
            raw["ja"] = self.name_ja
        if self.name_en:
            raw["en"] = self.name_en
        if self.category:
            raw["category"] = self.category
        if self.penalty:
            raw["penalty"] = self.penalty
        if self.upgrades is not None:
            raw["upgrade"] = self.upgrades
        if self.refs is not None:
            raw["refs"] = self.refs
        return raw


class Penalty(models.Model):
    class Status(models.TextChoices):
        ACTIVE = "active", _("有効")
        CHANGED = "changed", _("上訴により変更")
        RESCINDED = "rescinded", _("上訴により取消")

    class ResultEffect(models.TextChoices):
        NONE = "none", _("なし")
        PARTIAL = "partial", _("途中経過に反映")
        PROPOSED = "proposed", _("対象プレイヤーの確認待ち")
        RECORDED = "recorded", _("結果に反映済み")
        NOT_APPLIED = "not_applied", _("結果には反映しない")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="penalties")
    round = models.ForeignKey(Round, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    match = models.ForeignKey(
        Match, null=True, blank=True, on_delete=models.SET_NULL, related_name="penalties"
    )
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="penalties")
    judge = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    infraction = models.CharField(max_length=40)
    infraction_ja = models.CharField(max_length=100)
    infraction_en = models.CharField(max_length=100)
    category = models.CharField(max_length=30, choices=CATEGORY_CHOICES)
    suggested_penalty = models.CharField(max_length=20, choices=PENALTY_CHOICES)
    suggestion_reason = models.CharField(max_length=300, blank=True)
    penalty = models.CharField(max_length=20, choices=PENALTY_CHOICES)  # as issued at the table
    final_penalty = models.CharField(max_length=20, choices=PENALTY_CHOICES, blank=True)  # after an appeal
    deviation_reason = models.CharField(max_length=500, blank=True)  # required when penalty != suggested
    description = models.TextField(blank=True)
    clause_refs = models.JSONField(default=list)
    extension_minutes = models.PositiveSmallIntegerField(default=0)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.ACTIVE)
    result_effect = models.CharField(max_length=12, choices=ResultEffect.choices, default=ResultEffect.NONE)
    issued_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "tournaments_penalty"  # kept from before the penalties app existed
        ordering = ["-issued_at", "-id"]
        indexes = [models.Index(fields=["registration", "infraction"], name="tournaments_registr_2e8e33_idx")]

    def __str__(self) -> str:
        return f"{self.registration} {self.infraction} {self.effective_penalty}"

    @property
    def effective_penalty(self) -> str:
        return self.final_penalty or self.penalty

    def infraction_name(self, language: str) -> str:
        return self.infraction_ja if language.startswith("ja") else self.infraction_en


class FloorRuling(models.Model):
    """A judge's answer to a call at a table. Its grounds are required: MyEarth 282 makes the judge state
    them, and an appeal needs them anyway."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="floor_rulings")
    match = models.ForeignKey(Match, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    judge = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    question = models.TextField(_("状況"))
    decision = models.TextField(_("判定と根拠"))
    clause_refs = models.JSONField(default=list)
    extension_minutes = models.PositiveSmallIntegerField(default=0)
    overturned = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "tournaments_floorruling"  # kept from before the penalties app existed
        ordering = ["-created_at", "-id"]


class TimeExtension(models.Model):
    """Minutes added to one match; Match.extension_minutes is their running total."""

    class Source(models.TextChoices):
        RULING = "ruling", _("裁定")
        DECK_CHECK = "deck_check", _("デッキチェック")
        PENALTY = "penalty", _("罰則")
        OTHER = "other", _("その他")

    match = models.ForeignKey(Match, on_delete=models.CASCADE, related_name="time_extensions")
    minutes = models.PositiveSmallIntegerField()
    source = models.CharField(max_length=12, choices=Source.choices, default=Source.RULING)
    reason = models.CharField(max_length=300, blank=True)
    judge = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "tournaments_timeextension"  # kept from before the penalties app existed
        ordering = ["match", "created_at"]


class DeckCheck(models.Model):
    class Outcome(models.TextChoices):
        OK = "ok", _("問題なし")
        DISCREPANCY = "discrepancy", _("相違あり")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="deck_checks")
    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="deck_checks")
    match = models.ForeignKey(Match, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    registration = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="deck_checks")
    judge = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    selected = models.BooleanField(default=False)  # chosen by the seeded draw rather than on suspicion
    registered_list = models.TextField(blank=True)  # the decklist as it was registered at the check
    presented_list = models.TextField(blank=True)
    differences = models.JSONField(default=list)
    outcome = models.CharField(max_length=12, choices=Outcome.choices)
    notes = models.TextField(blank=True)
    minutes = models.PositiveSmallIntegerField(default=0)  # the time extension the check gave the match
    penalty = models.ForeignKey(Penalty, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    checked_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        db_table = "tournaments_deckcheck"  # kept from before the penalties app existed
        ordering = ["-checked_at", "-id"]


class Appeal(models.Model):
    class Status(models.TextChoices):
        OPEN = "open", _("審査中")
        DECIDED = "decided", _("決定済み")

    class Decision(models.TextChoices):
        UPHELD = "upheld", _("維持")
        CHANGED = "changed", _("罰則を変更")
        RESCINDED = "rescinded", _("取消")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="appeals")
    penalty = models.ForeignKey(
        Penalty, null=True, blank=True, on_delete=models.CASCADE, related_name="appeals"
    )
    ruling = models.ForeignKey(
        FloorRuling, null=True, blank=True, on_delete=models.CASCADE, related_name="appeals"
    )
    appellant = models.ForeignKey(Registration, on_delete=models.CASCADE, related_name="appeals")
    statement = models.TextField(_("上訴の内容"))
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.OPEN)
    decision = models.CharField(max_length=10, choices=Decision.choices, blank=True)
    new_penalty = models.CharField(max_length=20, choices=PENALTY_CHOICES, blank=True)
    decision_reason = models.TextField(blank=True)
    decided_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    submitted_at = models.DateTimeField(auto_now_add=True)
    decided_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        db_table = "tournaments_appeal"  # kept from before the penalties app existed
        ordering = ["-submitted_at", "-id"]
        constraints = [
            models.CheckConstraint(
                condition=models.Q(penalty__isnull=False) | models.Q(ruling__isnull=False),
                name="appeal_has_a_subject",
            )
        ]
