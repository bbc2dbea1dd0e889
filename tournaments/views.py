from __future__ import annotations

import unicodedata
from collections.abc import Callable
from datetime import datetime, timedelta
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db.models import Q
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.template.loader import render_to_string
from django.utils import timezone
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_POST

from judge.accounts.services import entry_name
from judge.roles import has_capability

from . import lifecycle, live, rounds, services
from .bracket import layout_bracket
from .decklists import check_registration_decklist, settings_rows, variant_label
from .forms import CorrectionForm, CsvImportForm, EventForm, PlayerForm, ResultForm, TeamForm
from .models import Event, Match, Registration, Round, Team
from .teams import team_outcome
from .venue import services as venue_services


def _fail(request: HttpRequest, error: services.TournamentError) -> None:
    messages.error(request, error.message(get_language() or "ja"))


def _epoch_ms(when: datetime) -> int:
    return int(when.timestamp() * 1000)


def round_ends(event: Event, rnd: Round, extension_minutes: int = 0) -> datetime | None:
    """When a match of a published round runs out of time: the round's start, the event's round length and
    the match's extensions (penalties, rulings, deck checks add to Match.extension_minutes)."""
    if rnd.started_at is None or rnd.status != Round.Status.PUBLISHED:
        return None
    return rnd.started_at + timedelta(minutes=event.round_minutes + extension_minutes)


def _timer(event: Event, rnd: Round, match: Match | None = None) -> dict[str, object] | None:
    """What a countdown needs: the end as epoch milliseconds (the browser counts down from the server's
    clock, sent beside it) and the end as a local clock time for a page read without scripts."""
    extension = match.extension_minutes if match is not None else 0
    ends = round_ends(event, rnd, extension)
    if ends is None:
        return None
    return {"ends_ms": _epoch_ms(ends), "ends": timezone.localtime(ends), "extension": extension}


def _live_page(
    request: HttpRequest,
    event: Event,
    page: str,
    part: str,
    context: Callable[[], dict[str, Any]],
    *,
    scope: str = "version",
    extra: str = "",
    shared: str = "",
) -> HttpResponse:
    """A page that updates itself: ``?live=1`` answers its fragment under an ETag (304 when unchanged);
    without it the full page is drawn with the tag it was drawn at, so its first poll is a 304.

    ``shared`` names a fragment that is the same for every reader: it is drawn once per version and
    language and served from the cache (tournaments/live.py, shared_fragment)."""

    drawn: dict[str, Any] = {}

    def data() -> dict[str, Any]:
        # Computed at most once a request (standings of 1,000 players are not cheap), and not at all
        # when a shared fragment comes from the cache.
        if not drawn:
            drawn.update(context())
        return drawn

    def fragment() -> SafeString:
        # render_to_string's output is our own autoescaped template: safe to put in the page as is.
        if shared:
            return mark_safe(live.shared_fragment(shared, event, lambda: render_to_string(part, data())))
        return mark_safe(render_to_string(part, data(), request=request))

    if request.GET.get("live"):
        return live.conditional(request, event, lambda: HttpResponse(fragment()), scope, extra)
    polling = live.live_context(request, event, request.path + "?live=1", scope, extra)
    html = fragment()
    return render(
        request,
        page,
        polling | data() | {"fragment_html": html, "now_ms": _epoch_ms(timezone.now())},
    )


@require_GET
def events(request: HttpRequest) -> HttpResponse:
    return render(
        request,
        "tournaments/events.html",
        {
            "events": Event.objects.select_related("organizer")[:100],
            "can_create": has_capability(request.user, "organize_events"),
        },
    )


@login_required
def event_create(request: HttpRequest) -> HttpResponse:
    if not has_capability(request.user, "organize_events"):
        raise DjangoPermissionDenied
    form = EventForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        event = form.save(commit=False)
        event.organizer = request.user
        event.status = Event.Status.DRAFT  # prepared in private; the organizer opens registration
        event.save()
        services.audit(
            event,
            request.user,
            "create_event",
            event,
            None,
            {"name": event.name, "game": event.game} | _rules_state(event),
        )
        return redirect(event)
    return render(request, "tournaments/event_form.html", {"form": form})


def _rules_state(event: Event) -> dict[str, object]:
    return {"variant": event.variant, "rules_options": event.rules_options}


@login_required
def event_edit(request: HttpRequest, pk: int) -> HttpResponse:
    """The organizer edits the event and its rules settings; a settings change goes to the audit log."""
    event = get_object_or_404(Event, pk=pk)
    if not services.is_organizer(request.user, event):
        raise DjangoPermissionDenied
    before = _rules_state(event)
    form = EventForm(request.POST or None, instance=event)
    if request.method == "POST" and form.is_valid():
        event = form.save()
        after = _rules_state(event)
        if after != before:
            services.audit(event, request.user, "change_rules_settings", event, before, after)
        messages.success(request, _("イベントを更新しました。"))
        return redirect(event)
    return render(request, "tournaments/event_form.html", {"form": form, "event": event})


@require_GET
def event_detail(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    manage = services.is_organizer(request.user, event)
    judging = services.is_judge(request.user, event)
    rounds = list(event.round_set.prefetch_related("matches__player_a", "matches__player_b"))
    if not judging:
        rounds = [r for r in rounds if r.status != r.Status.DRAFT]
    my_registration = (
        event.registrations.filter(user=request.user).first() if request.user.is_authenticated else None
    )
    english = (get_language() or "ja").startswith("en")
    finished = event.status == Event.Status.FINISHED
    return render(
        request,
        "tournaments/event_detail.html",
        {
            "event": event,
            "manage": manage,
            "judging": judging,
            "scoring": services.can_enter_results(request.user, event),
            "steps": lifecycle.steps(event),
            "early_end": lifecycle.early_end_consequence(event)[1 if english else 0]
            if manage and event.status == Event.Status.RUNNING and not lifecycle.swiss_complete(event)
            else "",
            "swiss_complete": lifecycle.swiss_complete(event),
            "champion": lifecycle.champion(event)
            if finished or event.status == Event.Status.TOP_CUT
            else None,
            "final_standings": _final_standings(event) if finished else [],
            "registrations": list(event.registrations.all()),
            "teams": list(event.teams.prefetch_related("members")) if event.is_team_event else [],
            "rounds": rounds,
            "player_form": PlayerForm(),
            "csv_form": CsvImportForm(),
            "my_registration": my_registration,
            "join_name": entry_name(request.user) if request.user.is_authenticated else "",
            "has_profile_name": request.user.is_authenticated
            and entry_name(request.user) != request.user.get_username(),
            "rules_rows": settings_rows(event.game, event.variant, event.rules_options or {}),
            "variant_label": variant_label(
                event.game, event.variant, english=(get_language() or "ja").startswith("en")
            ),
        },
    )


def _final_standings(event: Event) -> list[dict[str, object]]:
    """The final Swiss standings (the top cut's result is shown as the champion above them)."""
    if event.is_team_event:
        names = rounds.team_names(event)
        return [
            {"rank": s.rank, "name": names.get(s.team, s.team), "points": s.match_points}
            for s in rounds.team_standings(event)
        ]
    names = rounds.names(event)
    return [
        {"rank": s.rank, "name": names.get(s.player, s.player), "points": s.match_points}
        for s in rounds.standings(event)
    ]


@require_POST
@login_required
def event_status(request: HttpRequest, pk: int) -> HttpResponse:
    """The organizer's lifecycle steps: open registration, open check-in, end Swiss early, finish."""
    event = get_object_or_404(Event, pk=pk)
    step = request.POST.get("step")
    try:
        lifecycle.take_step(event, request.user, step or "", confirmed=bool(request.POST.get("confirm")))
        if step == "end_swiss":
            messages.success(request, _("スイスドローを打ち切りました。"))
        elif step == "finish":
            messages.success(request, _("イベントを終了しました。"))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(event)


@require_POST
@login_required
def discard_round(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    rnd = get_object_or_404(Round, event_id=pk, number=number)
    try:
        lifecycle.discard_round(rnd, request.user)
        messages.success(request, _("下書きの回戦を破棄しました。もう一度組み合わせを作成できます。"))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect("tournaments:event", pk=pk)


@require_POST
@login_required
def set_seed(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    try:
        value = int(request.POST.get("seed", ""))
    except ValueError:
        messages.error(request, _("シードは数字で入力してください。"))
        return redirect(event)
    try:
        lifecycle.set_seed(event, value, request.user)
        messages.success(request, _("乱数シードを変更しました。"))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(event)


@require_POST
@login_required
def add_player(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    form = PlayerForm(request.POST)
    if form.is_valid():
        try:
            services.register(event, form.cleaned_data["name"], request.user)
        except services.TournamentError as exc:
            _fail(request, exc)
    return redirect(event)


@require_POST
@login_required
def join(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    # The name as the player confirmed it on the event page (prefilled from their profile).
    name = request.POST.get("entry_name", "").strip() or entry_name(request.user)
    try:
        services.register(event, name, request.user, user=request.user)
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(event)


@require_POST
@login_required
def import_csv(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    form = CsvImportForm(request.POST, request.FILES)
    if not form.is_valid():
        messages.error(request, _("CSVファイルを選んでください。"))
        return redirect(event)
    upload = form.cleaned_data["file"]
    if upload.size > services.MAX_CSV_BYTES:
        messages.error(request, _("CSVファイルが大きすぎます（上限1MB）。"))
        return redirect(event)
    try:
        text = upload.read().decode("utf-8-sig")
    except UnicodeDecodeError:
        messages.error(request, _("CSVファイルはUTF-8で保存してください。"))
        return redirect(event)
    try:
        created = services.import_players_csv(event, text, request.user)
    except services.TournamentError as exc:
        _fail(request, exc)
    else:
        messages.success(request, _("%(n)d人を登録しました。") % {"n": len(created)})
    return redirect(event)


@require_POST
@login_required
def drop_player(request: HttpRequest, pk: int, reg_pk: int) -> HttpResponse:
    reg = get_object_or_404(Registration, pk=reg_pk, event_id=pk)
    try:
        services.drop(reg, request.user, request.POST.get("reason", ""))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(reg.event)


def _my_current_match(event: Event, reg: Registration | None) -> Match | None:
    if reg is None:
        return None
    return (
        Match.objects.filter(round__event=event, round__status__in=["published", "finished"])
        .filter(Q(player_a=reg) | Q(player_b=reg))
        .select_related("round", "player_a", "player_b")
        .order_by("-round__number")
        .first()
    )


@login_required
def my_match(request: HttpRequest, pk: int) -> HttpResponse:
    """The player's phone view: the current table and opponent, the time left, report or confirm the
    result. It polls itself (``?live=1``), so a new round or the opponent's report shows without a reload."""
    event = get_object_or_404(Event, pk=pk)
    reg = event.registrations.filter(user=request.user).first()
    form = ResultForm(request.POST or None)
    # Sent by the phone's offline queue (static/js/recorder-queue.js): answered 204 when taken (or taken
    # before, by its key) and 422 when refused, so the queue sends each report once and then forgets it.
    queued = request.method == "POST" and bool(request.headers.get("X-Recorder-Queue"))
    if request.method == "POST":
        match = _my_current_match(event, reg)
        if queued and match is None:
            return HttpResponse(_("まだ対戦が発表されていません。"), status=422)
        if match is not None:
            try:

                def act() -> None:
                    if request.POST.get("action") == "confirm":
                        services.confirm_result(match, request.user)
                    elif request.POST.get("result"):
                        score = services.quick_score(match, request.user, request.POST["result"])
                        services.report_result(match, request.user, *score)
                    elif form.is_valid():
                        services.report_result(match, request.user, **form.cleaned_data)
                    else:
                        raise services.TournamentError(
                            "入力した数を確認してください。", "Check the numbers entered."
                        )

                venue_services.once(match, request.user, request.POST.get("key", ""), act)
                if queued:
                    return HttpResponse(status=204)
                messages.success(request, _("結果を送信しました。"))
                return redirect("tournaments:my_match", pk=event.pk)
            except services.TournamentError as exc:
                if queued:
                    return HttpResponse(exc.message(get_language() or "ja"), status=422)
                _fail(request, exc)

    # Validated by the event's non-result changes (read first) and this player's own match row, so the
    # other tables' results do not redraw this page; a team member's page shows the other seats too.
    before = live.version(event.pk, "rounds")
    match = _my_current_match(event, reg)
    team = event.is_team_event

    def context() -> dict[str, Any]:
        return {
            "event": event,
            "registration": reg,
            "match": match,
            "form": form,
            "seat": _seat(match, reg),
            "team_table": _my_team_table(event, match, reg),
            "buttons": _result_buttons(event, match),
            "my_report": _my_report(match, reg),
            "timer": _timer(event, match.round, match)
            if match is not None and match.status != Match.Status.CONFIRMED
            else None,
        }

    return _live_page(
        request,
        event,
        "tournaments/my_match.html",
        "tournaments/_my_match_live.html",
        context,
        scope="version" if team else "",
        extra=f"{before}:{_match_state(match)}",
    )


def _match_state(match: Match | None) -> str:
    if match is None:
        return "-"
    fields = (
        match.pk,
        match.status,
        match.a_wins,
        match.b_wins,
        match.draws,
        match.report_a,
        match.report_b,
        match.reported_by_id,
        match.extension_minutes,
        match.round.status,
        match.round.started_at,
    )
    return ":".join(str(f) for f in fields)


def _result_buttons(event: Event, match: Match | None) -> list[tuple[str, str]]:
    """(value, label) of the result buttons, from the player's side; an elimination match has no draws."""
    labels = {
        "2-0": "2-0",
        "2-1": "2-1",
        "1-2": "1-2",
        "0-2": "0-2",
        "1-1": _("1-1 引き分け"),
        "id": _("合意の引き分け（ID）"),
        "1-0": _("勝ち（1-0）"),
        "0-1": _("負け（0-1）"),
        "draw": _("引き分け"),
    }
    elimination = match is not None and match.round.kind == Round.Kind.ELIMINATION
    return [
        (key, str(labels[key]))
        for key, (own, other, draws) in services.quick_results(event).items()
        if not (elimination and own == other)
    ]


def _my_report(match: Match | None, reg: Registration | None) -> dict[str, int] | None:
    """The player's own report as they entered it, from their side (own, opponent's, draws)."""
    if match is None or reg is None:
        return None
    mine = match.report_a if match.player_a_id == reg.pk else match.report_b
    if not mine:
        return None
    a_side = match.player_a_id == reg.pk
    return {
        "own": mine["a_wins"] if a_side else mine["b_wins"],
        "other": mine["b_wins"] if a_side else mine["a_wins"],
        "draws": mine["draws"],
    }


def _my_team_table(event: Event, match: Match | None, reg: Registration | None) -> dict[str, object] | None:
    """For a member of a team event: the two teams at the member's team table and the team result so far."""
    if match is None or reg is None or reg.team_id is None or match.team_table is None:
        return None
    mine = str(reg.team_id)
    for tm, round_id in rounds.team_results(event, match.round.kind):
        if round_id != match.round_id or mine not in (tm.team_a, tm.team_b):
            continue
        names = rounds.team_names(event)
        other = tm.team_b if tm.team_a == mine else tm.team_a
        outcome = team_outcome(tm.seats, rounds.team_rule(event)) if tm.team_b else None
        result = ""
        if outcome is not None:
            won = (outcome.winner == "a") == (tm.team_a == mine)
            result = "draw" if outcome.winner is None else "win" if won else "loss"
        mine_a = tm.team_a == mine
        return {
            "team": names.get(mine, mine),
            "opponent": names.get(other, "") if other else "",
            "seats": [
                {
                    "seat": s.seat,
                    "finished": s.finished,
                    "mine": s.wins_a if mine_a else s.wins_b,
                    "theirs": s.wins_b if mine_a else s.wins_a,
                    "draws": s.draws,
                }
                for s in tm.seats
            ],
            "result": result,
        }
    return None


def _seat(match: Match | None, reg: Registration | None) -> str:
    if match is None or reg is None:
        return ""
    return "a" if match.player_a_id == reg.pk else "b"


@login_required
def correct_match(request: HttpRequest, pk: int, match_pk: int) -> HttpResponse:
    match = get_object_or_404(Match.objects.select_related("round__event"), pk=match_pk, round__event_id=pk)
    event = match.round.event
    if not services.can_enter_results(request.user, event):
        raise DjangoPermissionDenied
    form = CorrectionForm(
        request.POST or None, initial={"a_wins": match.a_wins, "b_wins": match.b_wins, "draws": match.draws}
    )
    # The first result of a match (the slip handed in) is an entry, not a correction: no reason asked.
    correction = services.has_result(match)
    form.fields["reason"].required = correction
    if request.method == "POST" and form.is_valid():
        try:
            services.correct_result(match, request.user, **form.cleaned_data)
            messages.success(request, _("結果を記録しました。"))
            return redirect(event)
        except services.TournamentError as exc:
            _fail(request, exc)
    return render(
        request,
        "tournaments/correct_match.html",
        {"event": event, "match": match, "form": form, "correction": correction},
    )


@require_POST
@login_required
def pair_round(request: HttpRequest, pk: int) -> HttpResponse:
    event = get_object_or_404(Event, pk=pk)
    try:
        if request.POST.get("kind") == "elimination":
            rnd = rounds.pair_elimination_round(event, request.user)
        else:
            rnd = rounds.pair_next_swiss_round(event, request.user)
        messages.success(request, _("第%(n)d回戦の組み合わせを作成しました（下書き）。") % {"n": rnd.number})
    except services.Conflict as exc:
        # Lost a race with another press: say so with 409, and link back to the event's new round.
        _fail(request, exc)
        return render(request, "tournaments/conflict.html", {"event": event}, status=409)
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(event)


@require_POST
@login_required
def publish_round(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    rnd = get_object_or_404(Round, event_id=pk, number=number)
    try:
        rounds.publish_round(rnd, request.user)
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(rnd.event)


def _percent(value: object) -> str:
    return f"{float(value) * 100:.2f}"  # type: ignore[arg-type]


@require_GET
def standings_page(request: HttpRequest, pk: int) -> HttpResponse:
    """The standings, updating themselves after each confirmed result (``?live=1`` is the table)."""
    event = get_object_or_404(Event, pk=pk)
    if event.is_team_event:
        return _team_standings_page(request, event)
    return _live_page(
        request,
        event,
        "tournaments/standings.html",
        "tournaments/_standings_live.html",
        lambda: _standings_context(event),
        shared="standings",
    )


def _standings_context(event: Event) -> dict[str, Any]:
    names = rounds.names(event)
    rows = [
        {
            "s": s,
            "name": names.get(s.player, s.player),
            "omw": _percent(s.opp_match_win),
            "gw": _percent(s.game_win),
            "ogw": _percent(s.opp_game_win),
            "explain": s.explain("en" if (get_language() or "ja").startswith("en") else "ja"),
            "opponents": [
                {
                    "round": o.round,
                    "name": names.get(o.opponent, o.opponent),
                    "mw": _percent(o.match_win),
                    "mw_raw": _percent(o.match_win_raw),
                    "floored": o.match_win_floored,
                    "capped": o.match_win_capped,
                    "gw": _percent(o.game_win) if o.game_win is not None else "",
                }
                for o in s.opponents
            ],
        }
        for s in rounds.standings(event)
    ]
    floor = _percent(rounds.profile_of(event).floor)
    return {"event": event, "rows": rows, "floor": floor}


def _team_standings_page(request: HttpRequest, event: Event) -> HttpResponse:
    """Team standings with each team's seats and opponents, and the conventions named on the page."""
    names = rounds.team_names(event)
    members: dict[str, list[Registration]] = {}
    for reg in event.registrations.filter(team__isnull=False).order_by("seat"):
        members.setdefault(str(reg.team_id), []).append(reg)
    rows = [
        {
            "s": s,
            "name": names.get(s.team, s.team),
            "members": members.get(s.team, []),
            "mw": _percent(s.match_win),
            "omw": _percent(s.opp_match_win),
            "gw": _percent(s.game_win),
            "ogw": _percent(s.opp_game_win),
            "opponents": [
                {
                    "round": o.round,
                    "name": names.get(o.opponent, o.opponent),
                    "mw": _percent(o.match_win),
                    "mw_raw": _percent(o.match_win_raw),
                    "mw_floored": o.match_win != o.match_win_raw,
                    "gw": _percent(o.game_win),
                    "gw_raw": _percent(o.game_win_raw),
                    "gw_floored": o.game_win != o.game_win_raw,
                }
                for o in s.opponents
            ],
        }
        for s in rounds.team_standings(event)
    ]
    floor = _percent(rounds.profile_of(event).floor)
    return render(request, "tournaments/team_standings.html", {"event": event, "rows": rows, "floor": floor})


@require_GET
def pairings_page(request: HttpRequest, pk: int, number: int) -> HttpResponse:
    """Pairings of one round, by table and by player name, with a box to find yourself; the page updates
    itself as results come in and points to a newer round once one is published."""
    event = get_object_or_404(Event, pk=pk)
    rnd = get_object_or_404(Round, event=event, number=number)
    if rnd.status == Round.Status.DRAFT and not services.is_judge(request.user, event):
        raise DjangoPermissionDenied
    if event.is_team_event:
        return _team_pairings_page(request, event, rnd)
    return _live_page(
        request,
        event,
        "tournaments/pairings.html",
        "tournaments/_pairings_live.html",
        lambda: _pairings_context(event, rnd, current=False) | _me(request, event),
        shared=f"pairings:{rnd.number}",
    )


@require_GET
def current_pairings(request: HttpRequest, pk: int) -> HttpResponse:
    """The latest published round's pairings: the page players keep open on event day. When the organizer
    publishes the next round, it turns into that round's pairings without a reload."""
    event = get_object_or_404(Event, pk=pk)

    def context() -> dict[str, Any]:
        rnd = _latest_published(event)
        if rnd is None:
            return {"event": event, "round": None, "matches": [], "by_name": [], "current": True}
        return _pairings_context(event, rnd, current=True)

    return _live_page(
        request,
        event,
        "tournaments/pairings.html",
        "tournaments/_pairings_live.html",
        lambda: context() | _me(request, event),
        shared="pairings:current",
    )


def _me(request: HttpRequest, event: Event) -> dict[str, Any]:
    """The reader's own name, for the page (not the shared fragment): the script marks their rows."""
    if not request.user.is_authenticated:
        return {"my_name": ""}
    reg = event.registrations.filter(user=request.user).only("name").first()
    return {"my_name": reg.name if reg is not None else ""}


def _latest_published(event: Event) -> Round | None:
    return (
        event.round_set.filter(status__in=[Round.Status.PUBLISHED, Round.Status.FINISHED])
        .order_by("-number")
        .first()
    )


def _pairings_context(event: Event, rnd: Round, *, current: bool) -> dict[str, Any]:
    """The same for every reader (it is drawn once per version and shared)."""
    matches = list(rnd.matches.select_related("player_a", "player_b"))
    by_name = []
    for m in matches:
        by_name.append(
            {"name": m.player_a.name, "table": m.table, "opponent": m.player_b.name if m.player_b else None}
        )
        if m.player_b:
            by_name.append({"name": m.player_b.name, "table": m.table, "opponent": m.player_a.name})
    by_name.sort(key=lambda row: row["name"])
    latest = None if current else _latest_published(event)
    return {
        "event": event,
        "round": rnd,
        "matches": matches,
        "by_name": by_name,
        "current": current,
        "newer": latest if latest is not None and latest.number > rnd.number else None,
        "timer": _timer(event, rnd),
    }


def _team_pairings_page(request: HttpRequest, event: Event, rnd: Round) -> HttpResponse:
    """A team round printed by team table (three seat tables each) and by player name."""
    names = rounds.team_names(event)
    matches = list(rnd.matches.select_related("player_a", "player_b"))
    by_team_table: dict[int, list[Match]] = {}
    for m in matches:
        by_team_table.setdefault(m.team_table or 0, []).append(m)
    teams = []
    for t in rounds.team_tables(rnd):
        seats = sorted(by_team_table.get(t["team_table"], []), key=lambda m: m.seat)
        rows = []
        for m in seats:
            # Show each seat with team A's member on the left, whichever side the match stored them.
            a_first = m.player_b is None or str(m.player_a.team_id) == t["team_a"]
            left, right = (m.player_a, m.player_b) if a_first else (m.player_b, m.player_a)
            rows.append({"match": m, "left": left, "right": right})
        teams.append(
            {
                "table": t["team_table"],
                "team_a": names.get(t["team_a"], t["team_a"]),
                "team_b": names.get(t["team_b"], "") if t["team_b"] else None,
                "seats": rows,
            }
        )
    by_name = []
    team_of = {str(k): v for k, v in names.items()}
    for m in matches:
        for me, other in ((m.player_a, m.player_b), (m.player_b, m.player_a)):
            if me is None:
                continue
            by_name.append(
                {
                    "name": me.name,
                    "team": team_of.get(str(me.team_id), ""),
                    "seat": m.seat,
                    "table": m.table,
                    "opponent": other.name if other else None,
                }
            )
    by_name.sort(key=lambda row: row["name"])
    return render(
        request,
        "tournaments/team_pairings.html",
        {"event": event, "round": rnd, "teams": teams, "by_name": by_name},
    )


def _short_name(name: str, room: float = 8.0) -> str:
    """A name cut to fit a bracket box: a full-width character takes one unit, a half-width about half."""
    used = 0.0
    for i, ch in enumerate(name):
        used += 1.0 if unicodedata.east_asian_width(ch) in ("W", "F") else 0.55
        if used > room:
            return name[:i] + "…"
    return name


def _bracket_context(event: Event) -> dict[str, object]:
    """The top cut drawn from the pure layout (tournaments.bracket.layout_bracket): seeds, results, the
    winners carried along, and the matches being played now with their tables."""
    scores: dict[tuple[int, int], tuple[int, int]] = {}
    if event.is_team_event:
        bracket, names = rounds.team_bracket_of(event, scores), rounds.team_names(event)
    else:
        bracket, names = rounds.bracket_of(event, scores), rounds.names(event)
    if bracket is None:
        return {"event": event, "layout": None}
    tables = rounds.bracket_tables(event, bracket, teams=event.is_team_event)
    layout = layout_bracket(bracket, scores)
    half = layout.boxes[0].height // 2
    boxes = []
    next_up = []
    for box in layout.boxes:
        sides = [
            {
                "name": names.get(side.player, side.player) if side.player else "",
                "short": _short_name(names.get(side.player, side.player)) if side.player else "",
                "seed": side.seed,
                "won": side.won,
                "score": side.score,
                "y": i * half,
                "text_y": i * half + half // 2 + 5,
            }
            for i, side in enumerate(box.sides)
        ]
        table = tables.get((box.round, box.slot))
        boxes.append({"box": box, "sides": sides, "table": table, "half": half})
        if box.next_up:
            next_up.append({"table": table, "a": sides[0]["name"], "b": sides[1]["name"]})
    return {
        "event": event,
        "layout": layout,
        "boxes": boxes,
        "links": [
            {"points": " ".join(f"{x},{y}" for x, y in link.points), "carried": link.carried}
            for link in layout.links
        ],
        "next_up": next_up,
        "champion": names.get(bracket.champion or "", "") if bracket.champion else "",
    }


@require_GET
def bracket_page(request: HttpRequest, pk: int) -> HttpResponse:
    """The top cut as a picture (SVG): one column a bracket round, seeds, results and the next matches."""
    event = get_object_or_404(Event, pk=pk)
    return render(request, "tournaments/bracket.html", _bracket_context(event))


@require_GET
def bracket_fragment(request: HttpRequest, pk: int) -> HttpResponse:
    """Only the bracket's box (#bracket-live), for a page that refreshes it in place."""
    event = get_object_or_404(Event, pk=pk)
    return render(request, "tournaments/_bracket.html", _bracket_context(event))


@login_required
def teams_page(request: HttpRequest, pk: int) -> HttpResponse:
    """Team registration: the organizer registers any team, a player a team they sit in."""
    event = get_object_or_404(Event, pk=pk)
    if not event.is_team_event:
        raise Http404
    initial = {} if services.is_organizer(request.user, event) else {"a_user": request.user.get_username()}
    form = TeamForm(request.POST or None, initial=initial, seats=event.team_seats)
    if request.method == "POST" and form.is_valid():
        try:
            team = services.register_team(event, form.cleaned_data["name"], request.user, form.members())
            messages.success(request, _("チーム「%(name)s」を登録しました。") % {"name": team.name})
            return redirect("tournaments:teams", pk=event.pk)
        except services.TournamentError as exc:
            _fail(request, exc)
    teams = list(event.teams.prefetch_related("members"))
    mine = next((t for t in teams if any(m.user_id == request.user.pk for m in t.members.all())), None)
    return render(
        request,
        "tournaments/teams.html",
        {
            "event": event,
            "form": form,
            "teams": teams,
            "my_team": mine,
            "manage": services.is_organizer(request.user, event),
        },
    )


@require_POST
@login_required
def team_check_in(request: HttpRequest, pk: int, team_pk: int) -> HttpResponse:
    team = get_object_or_404(Team, pk=team_pk, event_id=pk)
    try:
        services.check_in_team(team, request.user)
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect("tournaments:teams", pk=pk)


@require_POST
@login_required
def team_drop(request: HttpRequest, pk: int, team_pk: int) -> HttpResponse:
    team = get_object_or_404(Team, pk=team_pk, event_id=pk)
    try:
        services.drop_team(team, request.user, request.POST.get("reason", ""))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect("tournaments:teams", pk=pk)


@require_POST
@login_required
def team_swap(request: HttpRequest, pk: int, team_pk: int) -> HttpResponse:
    team = get_object_or_404(Team, pk=team_pk, event_id=pk)
    try:
        services.swap_seats(
            team, request.user, request.POST.get("seat_x", ""), request.POST.get("seat_y", "")
        )
        messages.success(request, _("席を入れ替えました。"))
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect("tournaments:teams", pk=pk)


@login_required
def outstanding(request: HttpRequest, pk: int) -> HttpResponse:
    """The tables still playing or waiting for a result, each with its own clock (the round's time plus
    the match's extensions); it updates itself as results and extensions come in."""
    event = get_object_or_404(Event, pk=pk)
    if not services.can_enter_results(request.user, event):
        raise DjangoPermissionDenied

    def context() -> dict[str, Any]:
        rows = [{"match": m, "timer": _timer(event, m.round, m)} for m in rounds.outstanding_matches(event)]
        latest = _latest_published(event)
        return {
            "event": event,
            "rows": rows,
            "round_timer": _timer(event, latest) if latest is not None else None,
        }

    return _live_page(
        request, event, "tournaments/outstanding.html", "tournaments/_outstanding_live.html", context
    )


@login_required
def decklist(request: HttpRequest, pk: int) -> HttpResponse:
    """A player submits their decklist before the deadline; it is locked after it."""
    event = get_object_or_404(Event, pk=pk)
    reg = event.registrations.filter(user=request.user).first()
    if reg is None:
        raise DjangoPermissionDenied
    locked = bool(event.decklist_deadline and timezone.now() > event.decklist_deadline)
    if request.method == "POST":
        try:
            notices = services.submit_decklist(reg, request.POST.get("decklist", ""), request.user)
            messages.success(request, _("デッキリストを提出しました。"))
            english = (get_language() or "ja").startswith("en")
            for ja, en in notices:
                messages.warning(request, en if english else ja)
            return redirect("tournaments:decklist", pk=event.pk)
        except services.TournamentError as exc:
            _fail(request, exc)
    check = check_registration_decklist(event.game, reg.decklist, event.variant, event.rules_options or {})
    return render(
        request,
        "tournaments/decklist.html",
        {
            "event": event,
            "registration": reg,
            "locked": locked,
            "check": check,
            "team_notices": _team_notices(reg.team),
        },
    )


def _team_notices(team: Team | None) -> list[str]:
    """The team deck rules across the team's lists, in the reader's language (docs/teams.md)."""
    if team is None:
        return []
    english = (get_language() or "ja").startswith("en")
    return [en if english else ja for ja, en in services.team_deck_notices(team)]


@login_required
def decklists(request: HttpRequest, pk: int) -> HttpResponse:
    """Every submitted decklist, for the event's judges and organizer only."""
    event = get_object_or_404(Event, pk=pk)
    if not services.is_judge(request.user, event):
        raise DjangoPermissionDenied
    rows = [
        (reg, check_registration_decklist(event.game, reg.decklist, event.variant, event.rules_options or {}))
        for reg in event.registrations.all()
    ]
    teams = [(team, _team_notices(team)) for team in event.teams.all()] if event.is_team_event else []
    return render(request, "tournaments/decklists.html", {"event": event, "rows": rows, "teams": teams})


@require_POST
@login_required
def check_in(request: HttpRequest, pk: int, reg_pk: int) -> HttpResponse:
    reg = get_object_or_404(Registration, pk=reg_pk, event_id=pk)
    try:
        services.check_in(reg, request.user)
    except services.TournamentError as exc:
        _fail(request, exc)
    return redirect(reg.event)
