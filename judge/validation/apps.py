from django.apps import AppConfig


class ValidationConfig(AppConfig):
    """Validation runs: an uploaded game log, its replay in a rules engine, and the findings."""

    name = "judge.validation"
    label = "validation"
    verbose_name = "Validation"
    default_auto_field = "django.db.models.BigAutoField"
