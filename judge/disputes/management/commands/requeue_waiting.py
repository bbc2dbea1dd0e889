"""`manage.py requeue_waiting`: the outbox sweep, for cron or by hand after a broker outage."""

from __future__ import annotations

from typing import Any

from django.core.management.base import BaseCommand

from judge.disputes.services import requeue_waiting


class Command(BaseCommand):
    help = "Send again the validation runs and dispute preparations that wait for a worker."

    def handle(self, *args: Any, **options: Any) -> None:
        counts = requeue_waiting()
        self.stdout.write(" ".join(f"{k}={v}" for k, v in counts.items()))
