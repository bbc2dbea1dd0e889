"""Operations on validation runs that the views, the API and the disputes share."""

from __future__ import annotations

from django.db import transaction

from .models import ValidationRun
from .tasks import validate_run


def start_validation(run: ValidationRun) -> None:
    """Store the run, then hand it to a worker once the row is committed (in-process without Redis)."""
    run.save()
    transaction.on_commit(lambda: validate_run.delay(str(run.pk)))
