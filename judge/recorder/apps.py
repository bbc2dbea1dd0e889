from django.apps import AppConfig


class RecorderConfig(AppConfig):
    """The table recorder: a game, or its disputed moment, recorded on a phone and judged entry by entry."""

    name = "judge.recorder"
    label = "recorder"
    verbose_name = "Recorder"
    default_auto_field = "django.db.models.BigAutoField"
