from __future__ import annotations

import socket

from celery import shared_task

from .models import TaskProbe


@shared_task(bind=True)
def record_probe(self, token: str) -> dict[str, object]:
    """Write one row for ``token``. Idempotent: a redelivered task finds the row and changes nothing."""
    eager = bool(self.request.is_eager)
    probe, created = TaskProbe.objects.get_or_create(
        token=token, defaults={"hostname": "" if eager else socket.gethostname(), "eager": eager}
    )
    return {"token": probe.token, "created": created, "eager": probe.eager, "id": probe.pk}
