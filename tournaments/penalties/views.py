"""Pages for judges at the table (record a penalty on a phone, rulings, deck checks, time) and for players
(their own penalties, appeals). Every write goes through tournaments.penalties.services, which checks the role."""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db.models import Q
from django.http import HttpRequest, HttpResponse, JsonResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from tournaments import rounds, services
from tournaments.models import AuditEntry, Event, Match, Registration, Round

from . import rules, staff
from . import services as penalties
from .models import Appeal, DeckCheck, FloorRuling, Penalty, TimeExtension


def _lang() -> str:
    return get_language() or "ja"


def _fail(request: HttpRequest, error: services.TournamentError) -> None:
    messages.error(request, error.message(_lang()))


def _judge_event(request: HttpRequest, pk: int) -> Event:
    event = get_object_or_404(Event, pk=pk)
    if not penalties.can_judge(request.user, event):
        raise DjangoPermissionDenied
    return event


def penalty_label(code: str) -> str:
    ja, en = rules.PENALTY_NAMES.get(code, (code, code))
    return ja if _lang().startswith("ja") else en


def _refs(text: str) -> list[str]:
    return [part for part in text.replace(",", " ").split() if part]


def _int(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


# --- recording a penalty -----------------------------------------------------------------------------


class PenaltyForm(forms.Form):
    player = forms.TypedChoiceField(label=gettext_lazy("プレイヤー"), coerce=int)
    match = forms.TypedChoiceField(label=gettext_lazy("対戦"), coerce=int, required=False, empty_value=None)
    infraction = forms.ChoiceField(label=gettext_lazy("違反"))
    penalty = forms.ChoiceField(label=gettext_lazy("出す罰則"))
    deviation_reason = forms.CharField(label=gettext_lazy("推奨と異なる理由"), required=False, max_length=500)
    description = forms.CharField(
        label=gettext_lazy("状況の説明"), required=False, widget=forms.Textarea(attrs={"rows": 3})
    )
    clause_refs = forms.CharField(
        label=gettext_lazy("条文（例: myearth:286）"), required=False, max_length=300
    )
    extension_minutes = forms.IntegerField(
        label=gettext_lazy("延長時間（分）"),
        min_value=0,
        max_value=penalties.MAX_EXTENSION,
        initial=0,
        required=False,
    )
    apply_to_result = forms.BooleanField(
        label=gettext_lazy("対戦結果に反映する"), required=False, initial=True
    )
    games_a = forms.IntegerField(
        label=gettext_lazy("ここまでの勝ち数 A"), min_value=0, max_value=2, required=False
    )
    games_b = forms.IntegerField(
        label=gettext_lazy("ここまでの勝ち数 B"), min_value=0, max_value=2, required=False
    )

    def __init__(self, event: Event, catalogue: rules.Catalogue, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        lang = _lang()
        self.fields["player"].choices = [("", "—")] + [(r.pk, r.name) for r in event.registrations.all()]
        matches = Match.objects.filter(round__event=event).select_related("round", "player_a", "player_b")
        self.fields["match"].choices = [("", "—")] + [
            (
                m.pk,
                f"R{m.round.number} {_('卓')}{m.table}: {m.player_a.name} – {m.player_b.name if m.player_b else 'BYE'}",
            )
            for m in matches.order_by("-round__number", "table")
        ]
        groups: dict[str, list[tuple[str, str]]] = {}
        for inf in catalogue.infractions:
            cat = rules.CATEGORIES[inf.category][0 if lang.startswith("ja") else 1]
            groups.setdefault(cat, []).append((inf.code, inf.name(lang)))
        self.fields["infraction"].choices = [("", "—"), *groups.items()]
        self.fields["penalty"].choices = [(p, penalty_label(p)) for p in rules.PENALTIES]


def _history_rows(history: list[Penalty], event: Event) -> dict[str, list[Penalty]]:
    return {
        "here": [p for p in history if p.event_id == event.pk],
        "past": [p for p in history if p.event_id != event.pk],
    }


@login_required
def record(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    catalogue = penalties.catalogue_for(event)
    player_id = _int(request.POST.get("player") or request.GET.get("player"))
    reg = event.registrations.filter(pk=player_id).first() if player_id else None
    initial: dict[str, Any] = {"apply_to_result": True, "extension_minutes": 0}
    deck_check = None
    check_id = _int(request.POST.get("deck_check") or request.GET.get("deck_check"))
    if check_id:
        deck_check = DeckCheck.objects.filter(pk=check_id, event=event).first()
    if request.method == "GET":
        if reg is not None:
            initial["player"] = reg.pk
            current = rounds.my_open_match(event, reg)
            if current is not None:
                initial["match"] = current.pk
        if deck_check is not None:
            # A penalty from a deck check describes what differed, so the judge does not retype the list.
            initial["description"] = penalties.deck_check_description(deck_check)
        for key in ("infraction", "description", "match"):
            if request.GET.get(key):
                initial[key] = request.GET[key]
    form = PenaltyForm(event, catalogue, request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid() and reg is not None:
        data = form.cleaned_data
        match = Match.objects.filter(pk=data["match"], round__event=event).first() if data["match"] else None
        score = None
        if data["games_a"] is not None and data["games_b"] is not None:
            score = rules.Score(data["games_a"], data["games_b"])
        try:
            recorded = penalties.record_penalty(
                reg,
                request.user,
                data["infraction"],
                data["penalty"],
                match=match,
                description=data["description"],
                deviation_reason=data["deviation_reason"],
                clause_refs=_refs(data["clause_refs"]),
                extension_minutes=data["extension_minutes"] or 0,
                apply_to_result=data["apply_to_result"],
                score_so_far=score,
                deck_check=deck_check,
            )
        except services.TournamentError as exc:
            _fail(request, exc)
        else:
            messages.success(
                request,
                _("%(player)sに%(penalty)sを記録しました。")
                % {"player": reg.name, "penalty": penalty_label(recorded.penalty.penalty)},
            )
            if recorded.notice(_lang()):
                messages.info(request, recorded.notice(_lang()))
            return redirect("penalties:detail", pk=event.pk, penalty_pk=recorded.penalty.pk)
    history = penalties.history_of(reg) if reg is not None else []
    suggestion = None
    code = request.POST.get("infraction") or request.GET.get("infraction")
    if reg is not None and code and code in catalogue:
        suggestion = penalties.suggest_for(reg, code)
    return render(
        request,
        "penalties/record.html",
        {
            "event": event,
            "form": form,
            "player": reg,
            "history": _history_rows(history, event),
            "suggestion": suggestion,
            "suggestion_label": penalty_label(suggestion.penalty) if suggestion else "",
            "deck_check": deck_check,
        },
    )


@require_GET
@login_required
def suggest(request: HttpRequest, pk: int) -> JsonResponse:
    """The suggested penalty for the chosen player and infraction; the record form fetches it."""
    event = _judge_event(request, pk)
    reg = get_object_or_404(Registration, pk=_int(request.GET.get("player")), event=event)
    try:
        s = penalties.suggest_for(reg, request.GET.get("infraction", ""))
    except services.TournamentError as exc:
        return JsonResponse({"detail": exc.message(_lang())}, status=400)
    return JsonResponse(
        {
            "penalty": s.penalty,
            "label": penalty_label(s.penalty),
            "upgraded_from": s.upgraded_from,
            "reason": s.reason(_lang()),
            "refs": list(s.refs),
        }
    )


@login_required
def penalty_detail(request: HttpRequest, pk: int, penalty_pk: int) -> HttpResponse:
    p = get_object_or_404(
        Penalty.objects.select_related("event", "registration", "match__round", "judge"),
        pk=penalty_pk,
        event_id=pk,
    )
    judging = penalties.can_judge(request.user, p.event)
    own = p.registration.user_id == request.user.pk
    if not (judging or own):
        raise DjangoPermissionDenied
    return render(
        request,
        "penalties/detail.html",
        {
            "event": p.event,
            "p": p,
            "judging": judging,
            "own": own,
            "label": penalty_label(p.effective_penalty),
            "suggested_label": penalty_label(p.suggested_penalty),
            "appeals": p.appeals.all(),
            "can_appeal": own and not p.appeals.exists(),
            "name": p.infraction_name(_lang()),
        },
    )


@require_POST
@login_required
def confirm_result(request: HttpRequest, pk: int, penalty_pk: int) -> HttpResponse:
    p = get_object_or_404(Penalty, pk=penalty_pk, event_id=pk)
    try:
        penalties.confirm_penalty_result(p, request.user)
        messages.success(request, _("結果を確定しました。"))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect("penalties:detail", pk=pk, penalty_pk=p.pk)


# --- lists, history, exports -------------------------------------------------------------------------


@login_required
def penalty_list(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    items = event.penalties.select_related("registration", "round", "match", "judge")
    return render(
        request,
        "penalties/list.html",
        {
            "event": event,
            "penalties": [(p, penalty_label(p.effective_penalty), p.infraction_name(_lang())) for p in items],
            "head_judge": penalties.head_judge_of(event),
            "organizer": services.is_organizer(request.user, event),
            "staff_candidates": get_user_model()
            .objects.filter(Q(judged_events=event) | Q(pk=event.organizer_id))
            .distinct(),
        },
    )


@require_POST
@login_required
def set_head_judge(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    user = get_user_model().objects.filter(pk=_int(request.POST.get("user"))).first()
    if user is None:
        messages.error(request, _("ユーザーを選んでください。"))
    else:
        try:
            penalties.set_head_judge(event, user, request.user)
        except services.TournamentError as exc:
            _fail(request, exc)
    return redirect("penalties:list", pk=pk)


@login_required
def player_history(request: HttpRequest, pk: int, reg_pk: int) -> HttpResponse:
    reg = get_object_or_404(Registration.objects.select_related("event"), pk=reg_pk, event_id=pk)
    try:
        history = penalties.visible_history(request.user, reg)
    except services.PermissionDenied:
        raise DjangoPermissionDenied from None
    return render(
        request,
        "penalties/history.html",
        {
            "event": reg.event,
            "player": reg,
            "history": _history_rows(history, reg.event),
            "judging": penalties.can_judge(request.user, reg.event),
        },
    )


@login_required
def my_penalties(request: HttpRequest) -> HttpResponse:
    items = (
        Penalty.objects.filter(registration__user=request.user)
        .select_related("event", "round")
        .order_by("-issued_at")
    )
    return render(
        request,
        "penalties/mine.html",
        {"penalties": [(p, penalty_label(p.effective_penalty), p.infraction_name(_lang())) for p in items]},
    )


@login_required
def export_csv(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    # A byte-order mark so spreadsheet programs read the Japanese names as UTF-8.
    response = HttpResponse("\ufeff" + penalties.export_csv(event), content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="event-{event.pk}-penalties.csv"'
    return response


@login_required
def export_json(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    response = HttpResponse(penalties.export_json(event), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="event-{event.pk}-penalties.json"'
    return response


@login_required
def audit_log(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    kind = request.GET.get("type", "")
    entries = AuditEntry.objects.filter(event=event).select_related("actor")
    if kind:
        entries = entries.filter(object_type=kind)
    types = AuditEntry.objects.filter(event=event).values_list("object_type", flat=True).distinct()
    return render(
        request,
        "penalties/audit.html",
        {"event": event, "entries": entries[:500], "types": sorted(set(types)), "kind": kind},
    )


# --- rulings and time --------------------------------------------------------------------------------


@login_required
def rulings(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    if request.method == "POST":
        match = Match.objects.filter(pk=_int(request.POST.get("match")), round__event=event).first()
        try:
            penalties.record_ruling(
                event,
                request.user,
                request.POST.get("question", ""),
                request.POST.get("decision", ""),
                match=match,
                clause_refs=_refs(request.POST.get("clause_refs", "")),
                extension_minutes=_int(request.POST.get("extension_minutes")) or 0,
            )
            messages.success(request, _("裁定を記録しました。"))
            return redirect("penalties:rulings", pk=pk)
        except services.TournamentError as exc:
            _fail(request, exc)
    return render(
        request,
        "penalties/rulings.html",
        {
            "event": event,
            "rulings": FloorRuling.objects.filter(event=event).select_related("match__round", "judge"),
            "matches": rounds.outstanding_matches(event),
        },
    )


@require_POST
@login_required
def extend(request: HttpRequest, pk: int, match_pk: int) -> HttpResponse:
    match = get_object_or_404(Match.objects.select_related("round__event"), pk=match_pk, round__event_id=pk)
    try:
        penalties.add_time_extension(
            match,
            request.user,
            _int(request.POST.get("minutes")) or 0,
            request.POST.get("source") or TimeExtension.Source.OTHER,
            request.POST.get("reason", ""),
        )
        messages.success(request, _("延長時間を記録しました。"))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(request.POST.get("next") or reverse("tournaments:outstanding", args=[pk]))


# --- deck checks -------------------------------------------------------------------------------------


@login_required
def deck_checks(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    rnds = list(event.round_set.exclude(status=Round.Status.DRAFT).order_by("-number"))
    number = _int(request.POST.get("round") or request.GET.get("round"))
    rnd = next((r for r in rnds if r.number == number), rnds[0] if rnds else None)
    count = _int(request.GET.get("count"))
    if request.method == "POST" and rnd is not None:
        reg = event.registrations.filter(pk=_int(request.POST.get("player"))).first()
        if reg is None:
            messages.error(request, _("プレイヤーを選んでください。"))
        else:
            try:
                check = penalties.record_deck_check(
                    rnd,
                    request.user,
                    reg,
                    presented_list=request.POST.get("presented_list", ""),
                    discrepancy=request.POST.get("discrepancy") == "on",
                    notes=request.POST.get("notes", ""),
                    minutes=_int(request.POST.get("minutes")) or 0,
                )
                messages.success(request, _("デッキチェックを記録しました。"))
                return redirect(
                    reverse("penalties:deck_checks", args=[pk]) + f"?round={rnd.number}#check-{check.pk}"
                )
            except services.TournamentError as exc:
                _fail(request, exc)
    chosen = penalties.deck_check_tables(rnd, count) if rnd else []
    matches = list(rnd.matches.select_related("player_a", "player_b")) if rnd else []
    return render(
        request,
        "penalties/deck_checks.html",
        {
            "event": event,
            "rounds": rnds,
            "round": rnd,
            "chosen": chosen,
            "chosen_matches": [m for m in matches if m.table in chosen],
            "players": [r for m in matches for r in (m.player_a, m.player_b) if r is not None],
            "checks": DeckCheck.objects.filter(event=event).select_related(
                "registration", "round", "penalty"
            ),
            "count": count if count is not None else rules.default_deck_check_count(len(matches)),
        },
    )


# --- appeals -----------------------------------------------------------------------------------------


@login_required
def appeals(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    judging = penalties.can_judge(request.user, event)
    if request.method == "POST":
        penalty = Penalty.objects.filter(pk=_int(request.POST.get("penalty")), event=event).first()
        ruling = FloorRuling.objects.filter(pk=_int(request.POST.get("ruling")), event=event).first()
        try:
            penalties.file_appeal(
                request.user, request.POST.get("statement", ""), penalty=penalty, ruling=ruling
            )
            messages.success(request, _("上訴を受け付けました。ヘッドジャッジが判断します。"))
        except services.TournamentError as exc:
            _fail(request, exc)
        return redirect("penalties:appeals", pk=pk)
    items = Appeal.objects.filter(event=event).select_related("penalty", "ruling", "appellant", "decided_by")
    if not judging:
        if not request.user.is_authenticated:
            raise DjangoPermissionDenied
        items = items.filter(appellant__user=request.user)
    my_regs = event.registrations.filter(user=request.user)
    my_rulings = FloorRuling.objects.filter(event=event).filter(
        Q(match__player_a__in=my_regs) | Q(match__player_b__in=my_regs)
    )
    return render(
        request,
        "penalties/appeals.html",
        {
            "event": event,
            "appeals": items,
            "head": penalties.is_head_judge(request.user, event),
            "my_rulings": my_rulings.exclude(appeals__isnull=False),
            "decisions": Appeal.Decision.choices,
            "penalty_choices": [(p, penalty_label(p)) for p in rules.PENALTIES],
            "cites_281": event.game == "myearth",
        },
    )


@require_POST
@login_required
def decide(request: HttpRequest, pk: int, appeal_pk: int) -> HttpResponse:
    appeal = get_object_or_404(Appeal, pk=appeal_pk, event_id=pk)
    notices: list[tuple[str, str]] = []
    try:
        penalties.decide_appeal(
            appeal,
            request.user,
            request.POST.get("decision", ""),
            request.POST.get("reason", ""),
            request.POST.get("new_penalty", ""),
            notices=notices,
        )
        messages.success(request, _("上訴の決定を記録しました。"))
        for ja, en in notices:
            messages.info(request, ja if _lang().startswith("ja") else en)
    except services.PermissionDenied as exc:
        raise DjangoPermissionDenied(exc.message(_lang())) from None
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect("penalties:appeals", pk=pk)


# --- the event's catalogue ---------------------------------------------------------------------------


@login_required
def infractions(request: HttpRequest, pk: int) -> HttpResponse:
    event = _judge_event(request, pk)
    can_edit = penalties.is_head_judge(request.user, event) or services.is_organizer(request.user, event)
    if request.method == "POST":
        code = request.POST.get("code", "").strip()
        fields: dict[str, Any] = {
            "penalty": request.POST.get("penalty", ""),
            "enabled": request.POST.get("enabled") == "on",
        }
        for name in ("name_ja", "name_en", "category"):
            if request.POST.get(name):
                fields[name] = request.POST[name].strip()
        if request.POST.get("refs", "").strip():
            fields["refs"] = _refs(request.POST["refs"])
        prior = _int(request.POST.get("upgrade_prior"))
        if request.POST.get("upgrade_mode") == "none":
            fields["upgrades"] = []
        elif prior and request.POST.get("upgrade_to"):
            fields["upgrades"] = [{"prior": prior, "to": request.POST["upgrade_to"], "same": "infraction"}]
        try:
            penalties.save_override(event, request.user, code, **fields)
            messages.success(request, _("違反一覧を更新しました。"))
            return redirect("penalties:infractions", pk=pk)
        except services.TournamentError as exc:
            _fail(request, exc)
    full = rules.default_catalogue().with_overrides(o.as_override() for o in event.infraction_overrides.all())
    lang = _lang()
    rows = [
        {
            "inf": inf,
            "name": inf.name(lang),
            "penalty": penalty_label(inf.penalty),
            "category": rules.CATEGORIES[inf.category][0 if lang.startswith("ja") else 1],
            "refs": inf.refs_for(event.game),
            "upgrades": [u.describe(inf)[0 if lang.startswith("ja") else 1] for u in inf.upgrades],
        }
        for inf in full.infractions
        if not inf.games or event.game in inf.games
    ]
    return render(
        request,
        "penalties/infractions.html",
        {
            "event": event,
            "rows": rows,
            "can_edit": can_edit,
            "penalty_choices": [(p, penalty_label(p)) for p in rules.PENALTIES],
            "categories": [(c, n[0] if lang.startswith("ja") else n[1]) for c, n in rules.CATEGORIES.items()],
        },
    )


@login_required
def event_staff(request: HttpRequest, pk: int) -> HttpResponse:
    """The organizer adds and removes judges, the head judge and scorekeepers (a phone-sized page)."""
    event = get_object_or_404(Event, pk=pk)
    if not services.is_organizer(request.user, event):
        raise DjangoPermissionDenied
    if request.method == "POST":
        try:
            if request.POST.get("action") == "remove":
                staff.remove_staff(event, request.POST.get("username", ""), request.user)
                messages.success(request, _("スタッフから外しました。"))
            else:
                staff.add_staff(
                    event, request.POST.get("username", ""), request.POST.get("role", ""), request.user
                )
                messages.success(request, _("スタッフを追加しました。"))
            return redirect("penalties:staff", pk=event.pk)
        except services.TournamentError as exc:
            _fail(request, exc)
    english = (get_language() or "ja").startswith("en")
    rows = [
        {"username": m.username, "role": m.role, "label": staff.ROLE_NAMES[m.role][1 if english else 0]}
        for m in staff.staff_of(event)
    ]
    roles = [(r, staff.ROLE_NAMES[r][1 if english else 0]) for r in staff.ROLES]
    return render(
        request,
        "penalties/staff.html",
        {"event": event, "staff": rows, "roles": roles},
    )
