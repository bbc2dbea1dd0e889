from django.apps import AppConfig


class AccountsConfig(AppConfig):
    """A player's own account: the profile (names in kanji and kana, the games' official ids) beside the
    sign-up, sign-in and password reset that django-allauth provides."""

    name = "judge.accounts"
    label = "accounts"
    verbose_name = "Accounts"
    default_auto_field = "django.db.models.BigAutoField"
