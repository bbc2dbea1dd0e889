from django.apps import AppConfig


class TokensConfig(AppConfig):
    """API tokens for scripts: several named tokens per user, shown once, stored hashed (django-rest-knox)."""

    name = "judge.tokens"
    label = "tokens"
    verbose_name = "API tokens"
    default_auto_field = "django.db.models.BigAutoField"
