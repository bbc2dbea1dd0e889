from django.apps import AppConfig


class TournamentsConfig(AppConfig):
    name = "tournaments"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from . import live

        live.connect()  # live pages go stale when their rows change (tournaments/live.py)
