from __future__ import annotations

from typing import Any

from django import forms
from django.utils.translation import get_language
from django.utils.translation import gettext_lazy as _

from judge.engine import PolicyBook, event_policies
from judge.engine.core.policies import Policy

from .decklists import MYEARTH_DEFAULT_LIFE, variants_for
from .models import GAME_CHOICES, Event


def _all_variants() -> list[tuple[str, str]]:
    seen: dict[str, str] = {}
    for game, _name in GAME_CHOICES:
        for code, label in variants_for(game):
            seen.setdefault(code, label)
    return list(seen.items())


def variant_games() -> dict[str, list[str]]:
    """Each format code and the games that offer it ("standard" is shared by several)."""
    games: dict[str, list[str]] = {}
    for game, _name in GAME_CHOICES:
        for code, _label in variants_for(game):
            games.setdefault(code, []).append(game)
    return games


# The event rules policies of each game, from its engine's registry (judge.engine.event_policies: the Duel
# Masters variants' formats.POLICIES, MyEarth's policies.POLICIES). Each is the field `policy_<name>`.
POLICY_BOOKS = event_policies()

# The settings of one game only (clean() keeps them for that game alone): its own option fields, then its
# rules policies.
GAME_OPTION_FIELDS: dict[str, tuple[str, ...]] = {
    "dm-variants": ("dm_range", "dm_attack_adjacent", "dm_deploy", "dm_team_turns"),
    "myearth": ("myearth_deck_size", "myearth_starting_life"),
}
GAME_FIELDS: dict[str, tuple[str, ...]] = {
    game: (
        *GAME_OPTION_FIELDS.get(game, ()),
        *(f"policy_{name}" for name in (POLICY_BOOKS[game].policies if game in POLICY_BOOKS else ())),
    )
    for game in dict.fromkeys([*GAME_OPTION_FIELDS, *POLICY_BOOKS])
}


class VariantSelect(forms.Select):
    """The format select: each option names the games offering it, so that static/js/event-form.js can
    offer only the chosen game's formats."""

    def create_option(self, name: str, value: Any, *args: Any, **kwargs: Any) -> dict[str, Any]:
        option = super().create_option(name, value, *args, **kwargs)
        option["attrs"]["data-games"] = " ".join(variant_games().get(str(value), []))
        return option


# The team event options (docs/teams.md); an individual event keeps their defaults.
TEAM_FIELDS = (
    "team_format",
    "team_draw_rule",
    "team_open_seats",
    "team_dq_policy",
    "team_seat_changes",
    "team_copy_limit",
    "team_unique_titles",
)
TEAM_DEFAULTS = {name: Event._meta.get_field(name).default for name in TEAM_FIELDS}


class EventForm(forms.ModelForm):
    """The event and the rules settings of its game; the settings that do not apply to the game are dropped."""

    variant = forms.ChoiceField(
        label=_("フォーマット"), choices=_all_variants, initial="standard", widget=VariantSelect
    )
    dm_range = forms.IntegerField(
        label=_("デュエル・マスターズ：影響範囲限定（601）の範囲"), required=False, min_value=1, max_value=9
    )
    dm_attack_adjacent = forms.BooleanField(
        label=_("デュエル・マスターズ：隣接への攻撃（602）"), required=False
    )
    dm_deploy = forms.BooleanField(label=_("デュエル・マスターズ：クリーチャー配置（603）"), required=False)
    dm_team_turns = forms.BooleanField(
        label=_("デュエル・マスターズ：共有チーム・ターン（604）"), required=False
    )
    myearth_deck_size = forms.TypedChoiceField(
        label=_("MyEarth：デッキ枚数（58）"),
        choices=[("", _("大会で固定しない")), ("20", "20"), ("30", "30")],
        coerce=int,
        empty_value=None,
        required=False,
    )
    myearth_starting_life = forms.IntegerField(
        label=_("MyEarth：初期のアースライフ"),
        required=False,
        min_value=1,
        max_value=99,
        initial=MYEARTH_DEFAULT_LIFE,
        help_text=_("20は商品の標準値です。MyEarthのルールブックには記載がありません。"),
    )

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        english = (get_language() or "ja").startswith("en")
        options = self.instance.rules_options or {} if self.instance and self.instance.pk else {}
        stored = options.get("policies") or {}
        for book in POLICY_BOOKS.values():
            for policy in book.policies.values():
                self.fields[f"policy_{policy.name}"] = self._policy_field(book, policy, stored, english)
        for name in TEAM_FIELDS:
            # Optional in the form: an organizer who never opens the team options gets the defaults.
            self.fields[name].required = False
        if self.instance and self.instance.pk:
            self.initial.setdefault("variant", self.instance.variant)
            for name, choice in (options.get("policies") or {}).items():
                self.initial.setdefault(f"policy_{name}", choice)
            for key in ("range", "attack_adjacent", "deploy", "team_turns"):
                if key in options:
                    self.initial.setdefault(f"dm_{key}", options[key])
            for key in ("deck_size", "starting_life"):
                if key in options:
                    self.initial.setdefault(f"myearth_{key}", options[key])

    @staticmethod
    def _policy_field(book: PolicyBook, policy: Policy, stored: dict[str, Any], english: bool) -> forms.Field:
        if policy.decided:  # decisions.md settled it: nothing to rule on
            label = _("未設定（決定済みの既定：%(choice)s）")
        elif policy.confidence:  # a judgement call: the event's option, with the decision's default
            label = _("未設定（既定：%(choice)s）")
        elif policy.default:
            label = _("未設定（推奨：%(choice)s。該当する場面ではジャッジの裁定が必要）")
        else:  # no reading assumed (MyEarth's deemed_draw_first_play): unset, the engine asks a judge
            label = _("未設定（該当する場面ではジャッジの裁定が必要）")
        default = label % {"choice": book.label(policy.default, english)}
        # A decided policy offers only the decision; a choice an event stored before the decision
        # (kept for old logs) stays selectable for that event so that saving does not drop it.
        # Organizers do not know the team's decisions file: name what it is, in their language.
        decided = _("製品の決定")
        offered = list(policy.choices)
        if stored.get(policy.name) in policy.old_choices:
            offered.append(stored[policy.name])
        return forms.ChoiceField(
            label=(policy.question_en if english else policy.question_ja)
            + " ["
            + ", ".join(policy.clauses)
            + (f"; {decided} {policy.decision}" if policy.decision else "")
            + "]",
            choices=[("", default), *[(c, book.label(c, english)) for c in offered]],
            required=False,
        )

    def groups(self) -> list[dict[str, Any]]:
        """The form in sections for the template: the event, the team options, then one section per game
        whose fields are marked with that game (data-game) so the page can show the chosen game's only."""
        game_names = dict(GAME_CHOICES)
        specific = {name for names in GAME_FIELDS.values() for name in names}
        common = [self[name] for name in self.fields if name not in specific and name not in TEAM_FIELDS]
        groups: list[dict[str, Any]] = [
            {"legend": _("イベントの基本"), "game": "", "fields": common},
            {"legend": _("チーム戦の設定"), "game": "", "fields": [self[n] for n in TEAM_FIELDS]},
        ]
        for game, names in GAME_FIELDS.items():
            legend = _("%(game)sの設定") % {"game": game_names.get(game, game)}
            groups.append({"legend": legend, "game": game, "fields": [self[n] for n in names]})
        return groups

    def clean(self) -> dict[str, Any]:
        data = super().clean()
        game = data.get("game")
        variant = data.get("variant") or "standard"
        if game and variant not in {code for code, _label in variants_for(game)}:
            self.add_error(
                "variant",
                _("フォーマット「%(variant)s」はこのゲームにはありません。選べるのは%(choices)sです。")
                % {"variant": variant, "choices": ", ".join(code for code, _l in variants_for(game))},
            )
        options: dict[str, Any] = {}
        book = POLICY_BOOKS.get(game or "")
        if book is not None:
            policies = {name: data[f"policy_{name}"] for name in book.policies if data.get(f"policy_{name}")}
            if policies:
                options["policies"] = policies
        if game == "dm-variants":
            if data.get("dm_range"):
                options["range"] = data["dm_range"]
            for key in ("attack_adjacent", "deploy", "team_turns"):
                if data.get(f"dm_{key}"):
                    options[key] = True
        elif game == "myearth":
            if data.get("myearth_deck_size"):
                options["deck_size"] = data["myearth_deck_size"]
            life = data.get("myearth_starting_life")
            options["starting_life"] = life if life else MYEARTH_DEFAULT_LIFE
        data["rules_options"] = options
        for name in TEAM_FIELDS:
            if data.get(name) in (None, "") and name != "team_format":
                data[name] = TEAM_DEFAULTS[name]
        return data

    def save(self, commit: bool = True) -> Event:
        event = super().save(commit=False)
        event.variant = self.cleaned_data.get("variant") or "standard"
        event.rules_options = self.cleaned_data.get("rules_options") or {}
        if commit:
            event.save()
        return event

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
            *TEAM_FIELDS,
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


class TeamForm(forms.Form):
    """A team and its members in seat order (three for a trio, two for a pair); a username links a
    member's account."""

    name = forms.CharField(label=_("チーム名"), max_length=100)
    a_name = forms.CharField(label=_("A席のプレイヤー名"), max_length=100)
    a_user = forms.CharField(label=_("A席のユーザー名（任意）"), max_length=150, required=False)
    b_name = forms.CharField(label=_("B席のプレイヤー名"), max_length=100)
    b_user = forms.CharField(label=_("B席のユーザー名（任意）"), max_length=150, required=False)
    c_name = forms.CharField(label=_("C席のプレイヤー名"), max_length=100)
    c_user = forms.CharField(label=_("C席のユーザー名（任意）"), max_length=150, required=False)

    def __init__(self, *args: Any, seats: tuple[str, ...] = ("A", "B", "C"), **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.seats = tuple(s.lower() for s in seats)
        for s in "abc":
            if s not in self.seats:  # a pair has no seat C
                del self.fields[f"{s}_name"], self.fields[f"{s}_user"]

    def members(self) -> list[tuple[str, str]]:
        return [(self.cleaned_data[f"{s}_name"], self.cleaned_data[f"{s}_user"]) for s in self.seats]
