from django.apps import AppConfig


class DisputesConfig(AppConfig):
    """Disputes: a player's question at a table, the judges' queue, rulings and their publication."""

    name = "judge.disputes"
    label = "disputes"
    verbose_name = "Disputes"
    default_auto_field = "django.db.models.BigAutoField"
