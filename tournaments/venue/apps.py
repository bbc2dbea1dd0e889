from django.apps import AppConfig


class VenueConfig(AppConfig):
    """Venue mode (docs/venue.md): the site on a laptop for the local network, paper fallback, and the
    export/import that carries an event from the venue to the main site."""

    name = "tournaments.venue"
    label = "venue"
    verbose_name = "Venue"
    default_auto_field = "django.db.models.BigAutoField"
