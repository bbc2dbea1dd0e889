from django.apps import AppConfig


class RulesIndexConfig(AppConfig):
    name = "rules_index"
    default_auto_field = "django.db.models.BigAutoField"
