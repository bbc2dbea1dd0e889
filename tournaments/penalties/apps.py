from django.apps import AppConfig


class PenaltiesConfig(AppConfig):
    """Penalties: the infraction catalogue, penalties, floor rulings, extensions, deck checks and appeals."""

    name = "tournaments.penalties"
    label = "penalties"
    verbose_name = "Penalties"
    default_auto_field = "django.db.models.BigAutoField"
