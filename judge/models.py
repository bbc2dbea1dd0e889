from __future__ import annotations

from django.db import models
from django.utils.translation import gettext_lazy as _


class Capability(models.Model):
    """Holds the site's role permissions; it has no table (see judge.roles)."""

    class Meta:
        managed = False
        default_permissions = ()
        permissions = [
            ("organize_events", _("イベントの作成と運営")),
            ("judge_events", _("ジャッジ業務（結果入力・ペナルティ記録）")),
            ("view_penalty_history", _("プレイヤーの全イベントのペナルティ履歴の閲覧")),
            ("rule_disputes", _("裁定依頼への裁定")),
            ("play_events", _("イベント参加と自分の結果報告")),
            ("validate_logs", _("ゲームログの検証依頼")),
        ]


class TaskProbe(models.Model):
    """A row written by a background task, so health checks and tests can prove a worker ran it."""

    token = models.CharField(max_length=64, unique=True)
    hostname = models.CharField(max_length=200, blank=True)
    eager = models.BooleanField(default=False)
    created_at = models.DateTimeField(auto_now_add=True)

    def __str__(self) -> str:
        return f"{self.token} by {self.hostname or 'in-process'}"
