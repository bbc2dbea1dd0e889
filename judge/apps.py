from django.apps import AppConfig
from django.db.models.signals import post_migrate


class JudgeConfig(AppConfig):
    name = "judge"
    verbose_name = "Judging"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        # @shared_task binds to the current app: load ours in every Django process, not only in workers.
        from . import celery  # noqa: F401
        from .api_conventions import use_strict_strings
        from .roles import ensure_role_groups

        use_strict_strings()

        # After every migrate (including the test database's), the role groups carry the permissions
        # that exist by then, so an app added later gets its permissions attached without a new migration.
        post_migrate.connect(ensure_role_groups, dispatch_uid="judge.ensure_role_groups")
