"""Events, registrations, rounds, matches and the audit log.

Pairing and standings are computed by the pure cores (tournaments/pairing.py, standings.py); these models
only store their inputs and outputs.
"""

from __future__ import annotations

import math
import secrets

from django.conf import settings
from django.db import models
from django.urls import reverse
from django.utils.translation import gettext_lazy as _

from rules_index.documents import DOCUMENT_NAMES

from .roundrobin import rounds_needed
from .teams import seats_of

GAME_CHOICES = list(DOCUMENT_NAMES.items())
SEED_LIMIT = 2**31  # fits PositiveIntegerField on SQLite and PostgreSQL


def new_seed() -> int:
    """An event's random seed, drawn from the operating system's cryptographic source so that nobody can
    predict (or pick) the round-1 bye, the deck-check draw or the last tiebreak before the event exists."""
    return secrets.randbelow(SEED_LIMIT)


class Event(models.Model):
    class Structure(models.TextChoices):
        SWISS = "swiss", _("スイスドロー")
        SINGLE_ELIMINATION = "single_elimination", _("シングルエリミネーション")
        ROUND_ROBIN = "round_robin", _("総当たり（リーグ戦）")

    class MatchFormat(models.TextChoices):
        BO1 = "bo1", _("1本先取")
        BO3 = "bo3", _("2本先取（3本勝負）")

    class Profile(models.TextChoices):
        MTR = "mtr", _("MTR方式（下限0.33）")
        POKEMON = "pokemon", _("ポケモン方式（下限25%・途中棄権75%上限）")

    class TeamFormat(models.TextChoices):
        NONE = "", _("個人戦")
        TRIO = "trio", _("トリオ（3人1チーム）")
        PAIR = "pair", _("ペア（2人1チーム）")

    class TeamDrawRule(models.TextChoices):
        # tournaments/teams.py DrawRule; docs/teams.md
        MAJORITY = "majority", _("勝ち席の多いチームの勝ち（1勝2分は勝ち）")
        TWO_WINS = "two_wins", _("2席勝ちで勝ち（1勝2分は引き分け）")

    class TeamOpenSeats(models.TextChoices):
        WAIT = "wait", _("未確定の席がある間はチーム結果を待つ（2勝で確定）")
        DRAW = "draw", _("未確定の席は引き分けとして数える")

    class TeamDqPolicy(models.TextChoices):
        FORFEIT_SEAT = "forfeit_seat", _("その席は以後不戦敗、チームは続行")
        DROP_TEAM = "drop_team", _("チームごとドロップ")

    class Status(models.TextChoices):
        # The lifecycle in order (tournaments/lifecycle.py holds the allowed steps and their guards).
        DRAFT = "draft", _("準備中")
        REGISTRATION = "registration", _("受付中")
        CHECK_IN = "check_in", _("チェックイン")
        RUNNING = "running", _("スイスドロー進行中")
        TOP_CUT = "top_cut", _("決勝トーナメント")
        FINISHED = "finished", _("終了")

    name = models.CharField(_("名称"), max_length=200)
    game = models.CharField(_("ゲーム"), max_length=40, choices=GAME_CHOICES)
    structure = models.CharField(_("形式"), max_length=30, choices=Structure.choices, default=Structure.SWISS)
    top_cut = models.PositiveSmallIntegerField(
        _("決勝トーナメント人数"), default=0, choices=[(0, "-"), (4, "4"), (8, "8"), (16, "16")]
    )
    match_format = models.CharField(
        _("対戦形式"), max_length=4, choices=MatchFormat.choices, default=MatchFormat.BO3
    )
    rounds = models.PositiveSmallIntegerField(
        _("回戦数"), null=True, blank=True, help_text=_("空欄なら人数から決定")
    )
    round_minutes = models.PositiveSmallIntegerField(_("1回戦の時間（分）"), default=50)
    profile = models.CharField(
        _("順位の計算方式"), max_length=10, choices=Profile.choices, default=Profile.MTR
    )
    decklist_deadline = models.DateTimeField(_("デッキリスト締切"), null=True, blank=True)
    status = models.CharField(max_length=20, choices=Status.choices, default=Status.REGISTRATION)
    seed = models.PositiveIntegerField(
        _("乱数シード"), default=new_seed, help_text=_("対戦組み合わせの乱数シード（再現用）")
    )
    # Set when the organizer ends the Swiss rounds before the planned number (the top cut may then start).
    swiss_ended_after = models.PositiveSmallIntegerField(null=True, blank=True)
    organizer = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.PROTECT, related_name="organized_events"
    )
    judges = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="judged_events")
    # Scorekeepers enter and correct results and rule on nothing (tournaments/penalties/staff.py).
    scorekeepers = models.ManyToManyField(
        settings.AUTH_USER_MODEL, blank=True, related_name="scorekept_events"
    )
    starts_at = models.DateTimeField(_("開始日時"), null=True, blank=True)
    # The game's format and the choices the rulebook leaves to the event (tournaments/rules_settings
    # in decklists.py): deck checks at registration run with them, and every change is audited.
    variant = models.CharField(_("フォーマット"), max_length=40, default="standard")
    rules_options = models.JSONField(_("ルール設定"), default=dict, blank=True)
    # Team events (docs/teams.md): the format, how a round's team result follows from its seats, what a
    # member's disqualification does to the team, and the deck rules across a team's three lists.
    team_format = models.CharField(
        _("チーム戦"), max_length=10, choices=TeamFormat.choices, default=TeamFormat.NONE, blank=True
    )
    team_draw_rule = models.CharField(
        _("チーム戦：引き分けの席"),
        max_length=10,
        choices=TeamDrawRule.choices,
        default=TeamDrawRule.MAJORITY,
    )
    team_open_seats = models.CharField(
        _("チーム戦：未確定の席"), max_length=10, choices=TeamOpenSeats.choices, default=TeamOpenSeats.WAIT
    )
    team_dq_policy = models.CharField(
        _("チーム戦：メンバー失格時"),
        max_length=15,
        choices=TeamDqPolicy.choices,
        default=TeamDqPolicy.FORFEIT_SEAT,
    )
    team_seat_changes = models.BooleanField(_("チーム戦：回戦の間の席の変更を認める"), default=False)
    team_copy_limit = models.PositiveSmallIntegerField(
        _("チーム戦：同名カードのチーム合計枚数の上限"), default=0, help_text=_("0なら制限なし")
    )
    team_unique_titles = models.BooleanField(
        _("チーム戦：同じタイトルを複数のメンバーが使えない"), default=False
    )
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-starts_at", "-created_at"]

    def __str__(self) -> str:
        return self.name

    def get_absolute_url(self) -> str:
        return reverse("tournaments:event", args=[self.pk])

    def planned_rounds(self, players: int) -> int:
        """The organizer's choice, or enough Swiss rounds to find one undefeated player (ceil log2 n).
        A round robin has as many rounds as it takes for everyone to meet everyone (n-1, or n if odd)."""
        if self.structure == self.Structure.ROUND_ROBIN:
            return max(1, rounds_needed(players))
        if self.rounds:
            return self.rounds
        return max(1, math.ceil(math.log2(players))) if players > 1 else 1

    @property
    def is_team_event(self) -> bool:
        return bool(self.team_format)

    @property
    def team_seats(self) -> tuple[str, ...]:
        """The seats of a team of this event: A, B, C for a trio; A, B for a pair; none for individuals."""
        if not self.team_format:
            return ()
        return seats_of(2 if self.team_format == self.TeamFormat.PAIR else 3)


class Team(models.Model):
    """Three registrations (seats A, B, C) playing as one team; the team result is derived from theirs."""

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="teams")
    name = models.CharField(_("チーム名"), max_length=100)
    checked_in = models.BooleanField(_("チェックイン済み"), default=False)
    joined_round = models.PositiveSmallIntegerField(default=1)
    dropped_after_round = models.PositiveSmallIntegerField(null=True, blank=True)
    disqualified = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["event", "name"]
        constraints = [models.UniqueConstraint(fields=["event", "name"], name="unique_team_name_per_event")]

    def __str__(self) -> str:
        return self.name

    @property
    def active(self) -> bool:
        return self.dropped_after_round is None and not self.disqualified


class Registration(models.Model):
    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="registrations")
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="registrations",
    )
    name = models.CharField(_("プレイヤー名"), max_length=100)
    checked_in = models.BooleanField(_("チェックイン済み"), default=False)
    joined_round = models.PositiveSmallIntegerField(default=1)  # a late entry joins in a later round
    dropped_after_round = models.PositiveSmallIntegerField(null=True, blank=True)
    disqualified = models.BooleanField(default=False)
    decklist = models.TextField(_("デッキリスト"), blank=True)
    decklist_submitted_at = models.DateTimeField(null=True, blank=True)
    team = models.ForeignKey(Team, null=True, blank=True, on_delete=models.CASCADE, related_name="members")
    seat = models.CharField(_("席"), max_length=1, blank=True, choices=[(s, s) for s in "ABC"])
    created_at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["event", "name"]
        constraints = [
            models.UniqueConstraint(
                fields=["team", "seat"], condition=models.Q(team__isnull=False), name="unique_seat_per_team"
            ),
            models.UniqueConstraint(fields=["event", "name"], name="unique_player_name_per_event"),
            models.UniqueConstraint(
                fields=["event", "user"], condition=models.Q(user__isnull=False), name="unique_user_per_event"
            ),
        ]

    def __str__(self) -> str:
        return self.name

    @property
    def active(self) -> bool:
        return self.dropped_after_round is None and not self.disqualified


class Round(models.Model):
    class Kind(models.TextChoices):
        SWISS = "swiss", _("スイスドロー")
        ELIMINATION = "elimination", _("シングルエリミネーション")
        ROUND_ROBIN = "round_robin", _("総当たり（リーグ戦）")

    class Status(models.TextChoices):
        DRAFT = "draft", _("下書き")
        PUBLISHED = "published", _("公開")
        FINISHED = "finished", _("終了")

    event = models.ForeignKey(Event, on_delete=models.CASCADE, related_name="round_set")
    number = models.PositiveSmallIntegerField()
    kind = models.CharField(max_length=12, choices=Kind.choices, default=Kind.SWISS)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.DRAFT)
    started_at = models.DateTimeField(null=True, blank=True)
    notes = models.JSONField(default=list)  # the pairing core's explanations and checker report

    class Meta:
        ordering = ["event", "number"]
        constraints = [models.UniqueConstraint(fields=["event", "number"], name="unique_round_number")]

    def __str__(self) -> str:
        return f"{self.event} R{self.number}"


# Rounds whose results make the standings (Swiss and round robin), as against the bracket's.
STANDINGS_KINDS = (Round.Kind.SWISS, Round.Kind.ROUND_ROBIN)


class Match(models.Model):
    class Status(models.TextChoices):
        PENDING = "pending", _("未報告")
        REPORTED = "reported", _("報告済み（確認待ち）")
        CONFIRMED = "confirmed", _("確定")
        DISPUTED = "disputed", _("不一致（ジャッジ確認中）")

    round = models.ForeignKey(Round, on_delete=models.CASCADE, related_name="matches")
    table = models.PositiveIntegerField()
    player_a = models.ForeignKey(Registration, on_delete=models.PROTECT, related_name="+")
    player_b = models.ForeignKey(
        Registration, null=True, blank=True, on_delete=models.PROTECT, related_name="+"
    )
    a_wins = models.PositiveSmallIntegerField(default=0)
    b_wins = models.PositiveSmallIntegerField(default=0)
    draws = models.PositiveSmallIntegerField(default=0)
    status = models.CharField(max_length=10, choices=Status.choices, default=Status.PENDING)
    reported_by = models.ForeignKey(
        Registration, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    extension_minutes = models.PositiveSmallIntegerField(default=0)
    note = models.CharField(max_length=300, blank=True)  # the pairing reason (pair-down, bye)
    # Team events: the seat this match is for and the team table it belongs to (three seats a table).
    seat = models.CharField(max_length=1, blank=True)
    team_table = models.PositiveIntegerField(null=True, blank=True)
    # What each player reported, as they entered it ({"a_wins", "b_wins", "draws"}): kept apart from the
    # result so that a disputed report stays visible to its reporter after a judge sets the result.
    report_a = models.JSONField(null=True, blank=True)
    report_b = models.JSONField(null=True, blank=True)

    class Meta:
        ordering = ["round", "table"]
        constraints = [models.UniqueConstraint(fields=["round", "table"], name="unique_table_per_round")]

    def __str__(self) -> str:
        return f"{self.round} T{self.table}"

    @property
    def is_bye(self) -> bool:
        return self.player_b_id is None


class AuditEntry(models.Model):
    """Who changed what, when, from what to what: results, penalties and rulings all write here."""

    event = models.ForeignKey(Event, null=True, blank=True, on_delete=models.CASCADE, related_name="audit")
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    action = models.CharField(max_length=60)
    object_type = models.CharField(max_length=60)
    object_id = models.CharField(max_length=40)
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    reason = models.CharField(max_length=500, blank=True)
    at = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["-at", "-id"]


class LiveVersion(models.Model):
    """A per-event counter bumped whenever anything a live page shows changes (tournaments/live.py).

    The live pages poll with If-None-Match; the ETag is built from this number, so an unchanged event
    answers 304 after one primary-key read. It is a row of its own rather than a field of Event so that an
    Event.save() holding a stale copy can never write an older number back (an ETag must never repeat)."""

    event = models.OneToOneField(Event, on_delete=models.CASCADE, primary_key=True, related_name="+")
    version = models.PositiveBigIntegerField(default=0)  # any change a live page shows
    # Changes other than a match's result (rounds, players, the event): a player's own match page is
    # validated by this and its own match row, so 300 results coming in do not redraw 1,000 phones.
    rounds = models.PositiveBigIntegerField(default=0)
