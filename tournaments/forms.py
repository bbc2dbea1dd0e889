from __future__ import annotations

from django import forms
from django.utils.translation import gettext_lazy as _

from .models import Event


class EventForm(forms.ModelForm):
    class Meta:
        model = Event
        fields = [
            "name",
            "game",
            "structure",
            "top_cut",
            "match_format",
            "rounds",
            "round_minutes",
            "profile",
            "decklist_deadline",
            "starts_at",
        ]
        widgets = {
            "decklist_deadline": forms.DateTimeInput(attrs={"type": "datetime-local"}),
            "starts_at": forms.DateTimeInput(attrs={"type": "datetime-local"}),
        }


class PlayerForm(forms.Form):
    name = forms.CharField(label=_("プレイヤー名"), max_length=100)


class CsvImportForm(forms.Form):
    file = forms.FileField(label=_("CSVファイル（名前, ユーザー名）"))


class ResultForm(forms.Form):
    a_wins = forms.IntegerField(label=_("プレイヤーAの勝ち数"), min_value=0, max_value=2)
    b_wins = forms.IntegerField(label=_("プレイヤーBの勝ち数"), min_value=0, max_value=2)
    draws = forms.IntegerField(label=_("引き分け数"), min_value=0, max_value=5, initial=0)


class CorrectionForm(ResultForm):
    reason = forms.CharField(label=_("理由"), max_length=500)
