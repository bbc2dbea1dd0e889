from __future__ import annotations

import re
import unicodedata
from typing import Any

from allauth.account.forms import LoginForm
from django import forms
from django.utils.translation import gettext_lazy as _

from rules_index.documents import DOCUMENT_NAMES

from .models import MAX_GAME_ID

# Hiragana, katakana (with ー and ・) and spaces: what a name reading is written in.
KANA = re.compile(r"^[\u3041-\u309f\u30a0-\u30ff\s]*$")


class ThrottledLoginForm(LoginForm):
    """django-allauth's login form as django-axes needs it (its allauth integration notes): the name is
    passed on under ``login`` too, so a failed attempt is counted against the account that was tried.
    A client posting the older ``username`` field (scripts, the API docs' examples) is still understood."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        data = kwargs.get("data") if "data" in kwargs else (args[0] if args else None)
        if data is not None and not data.get("login") and data.get("username"):
            data = data.copy()
            data["login"] = data["username"]
            if "data" in kwargs:
                kwargs["data"] = data
            else:
                args = (data, *args[1:])
        super().__init__(*args, **kwargs)
        self.fields["login"].label = _("ユーザー名またはメールアドレス")
        self.fields["login"].widget.attrs.update({"placeholder": "", "autocomplete": "username"})

    def user_credentials(self) -> dict[str, Any]:
        credentials = super().user_credentials()
        credentials["login"] = self.cleaned_data["login"]
        return credentials


def game_field_name(slug: str) -> str:
    return "game_id__" + slug.replace("-", "_")


class ProfileForm(forms.Form):
    display_name = forms.CharField(
        label=_("表示名"),
        max_length=100,
        required=False,
        help_text=_("サイトに表示される名前（空欄ならユーザー名）"),
    )
    name_kanji = forms.CharField(
        label=_("氏名（漢字）"),
        max_length=100,
        required=False,
        widget=forms.TextInput(attrs={"autocomplete": "name", "placeholder": _("例: 山田 太郎")}),
    )
    name_kana = forms.CharField(
        label=_("氏名（かな）"),
        max_length=100,
        required=False,
        widget=forms.TextInput(attrs={"placeholder": _("例: やまだ たろう")}),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        # One free field per game: each publisher's app numbers its players its own way.
        for slug, name in DOCUMENT_NAMES.items():
            self.fields[game_field_name(slug)] = forms.CharField(
                label=_("%(game)s の公式アプリID") % {"game": name},
                max_length=MAX_GAME_ID,
                required=False,
                widget=forms.TextInput(attrs={"autocomplete": "off", "inputmode": "text"}),
            )

    @staticmethod
    def initial_from(profile: Any) -> dict[str, Any]:
        initial = {
            "display_name": profile.display_name,
            "name_kanji": profile.name_kanji,
            "name_kana": profile.name_kana,
        }
        for slug, value in (profile.game_ids or {}).items():
            initial[game_field_name(slug)] = value
        return initial

    def game_fields(self) -> list[forms.BoundField]:
        return [self[game_field_name(slug)] for slug in DOCUMENT_NAMES]

    def clean_name_kana(self) -> str:
        # NFKC turns half-width katakana into full-width and full-width spaces into plain ones.
        value = unicodedata.normalize("NFKC", self.cleaned_data["name_kana"]).strip()
        if not KANA.match(value):
            raise forms.ValidationError(_("ひらがなかカタカナで入力してください。"))
        return value

    def clean(self) -> dict[str, Any]:
        cleaned = super().clean()
        game_ids = {}
        for slug in DOCUMENT_NAMES:
            name = game_field_name(slug)
            value = unicodedata.normalize("NFKC", cleaned.get(name) or "").strip()
            if value and not value.isprintable():
                self.add_error(name, _("使えない文字が含まれています。"))
                continue
            game_ids[slug] = value
        cleaned["game_ids"] = game_ids
        return cleaned
