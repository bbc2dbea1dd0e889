"""A player's profile: who they are at events, across events.

It lives beside the account (not in tournaments) because it belongs to the person, not to an event: an
event's Registration keeps the name the player entered under, as it was that day, while the profile is
what the next registration starts from.
"""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

MAX_GAME_ID = 64


class PlayerProfile(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile")
    display_name = models.CharField(
        _("表示名"), max_length=100, blank=True, help_text=_("サイトに表示される名前（空欄ならユーザー名）")
    )
    name_kanji = models.CharField(_("氏名（漢字）"), max_length=100, blank=True)
    name_kana = models.CharField(_("氏名（かな）"), max_length=100, blank=True)
    # The ids of the games' official apps (e.g. a Bushiroad ID), keyed by the game's document slug
    # (rules_index.documents): free text, since each publisher numbers its players its own way.
    game_ids = models.JSONField(_("公式アプリのID"), default=dict, blank=True)
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        verbose_name = _("プレイヤープロフィール")

    def __str__(self) -> str:
        return self.shown_name

    @property
    def shown_name(self) -> str:
        return self.display_name or self.user.get_username()

    @property
    def entry_name(self) -> str:
        """The name an event registration starts from: the real name when given (organizers check it
        against an id at the venue), else the display name, else the username."""
        return self.name_kanji or self.display_name or self.user.get_username()
