"""Disputes in the site: players open them from their match, judges work through the queue and rule."""

from __future__ import annotations

import re
import uuid
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied as DjangoPermissionDenied
from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import get_language
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from judge.recorder.models import Record
from judge.recorder.services import exported
from judge.validation.views import MAX_UPLOAD_BYTES
from rules_index.documents import search_scope
from tournaments.models import Event, Match
from tournaments.penalties import services as penalties
from tournaments.services import TournamentError, is_judge

from . import services as service
from .models import Dispute

REF_RE = re.compile(r"[a-z][a-z-]*:[0-9A-Za-z.~\-]+")


def _fail(request: HttpRequest, exc: TournamentError) -> None:
    messages.error(request, exc.message(get_language() or "ja"))


@login_required
def disputes(request: HttpRequest) -> HttpResponse:
    """The player's own disputes, and for judges the open queue of every event they judge."""
    mine = (
        Dispute.objects.filter(Q(match__player_a__user=request.user) | Q(match__player_b__user=request.user))
        .select_related("event", "match")
        .order_by("-created_at")[:50]
    )
    judged = [e for e in Event.objects.exclude(status=Event.Status.FINISHED) if is_judge(request.user, e)]
    queue = (
        Dispute.objects.filter(event__in=judged)
        .exclude(status=Dispute.Status.RULED)
        .select_related("event", "match", "claimed_by")
        .order_by("created_at")
    )
    now = timezone.now()
    rows = [{"d": d, "waiting": int((now - d.created_at).total_seconds() // 60)} for d in queue]
    return render(request, "disputes/disputes.html", {"mine": mine, "queue": rows, "is_judge": bool(judged)})


@login_required
def dispute_new(request: HttpRequest, pk: int, match_pk: int) -> HttpResponse:
    match = get_object_or_404(
        Match.objects.select_related("round__event", "player_a", "player_b"), pk=match_pk, round__event_id=pk
    )
    if not (service.is_party(request.user, match) or is_judge(request.user, match.round.event)):
        raise DjangoPermissionDenied
    records = Record.objects.filter(owner=request.user).defer("document")[:20]
    if request.method == "POST":
        upload = request.FILES.get("log")
        if upload is not None and upload.size > MAX_UPLOAD_BYTES:
            messages.error(request, _("ファイルが大きすぎます（上限5MB）。"))
            return redirect(request.path)
        log = upload.read() if upload is not None else None
        chosen = request.POST.get("record", "")
        if chosen:
            # Only the user's own records can be attached; a record is its judgelog/1 file.
            record = (
                Record.objects.filter(owner=request.user, pk=chosen).first() if _is_uuid(chosen) else None
            )
            if record is None or log is not None:
                messages.error(request, _("記録を1つ選ぶか、ファイルを1つ送ってください。"))
                return redirect(request.path)
            log = exported(record)
        try:
            dispute = service.open_dispute(
                match,
                request.user,
                request.POST.get("description", ""),
                log=log,
                believed_clause=request.POST.get("clause", ""),
            )
        except TournamentError as exc:
            _fail(request, exc)
        else:
            messages.success(request, _("裁定依頼を送りました。ジャッジが向かいます。"))
            return redirect(dispute)
    return render(
        request,
        "disputes/dispute_new.html",
        {"match": match, "event": match.round.event, "records": records},
    )


def _is_uuid(text: str) -> bool:
    try:
        uuid.UUID(text)
    except ValueError:
        return False
    return True


@login_required
def dispute(request: HttpRequest, pk: int) -> HttpResponse:
    d = get_object_or_404(
        Dispute.objects.select_related("event", "match__player_a", "match__player_b", "ruling", "validation"),
        pk=pk,
    )
    if not service.can_view(request.user, d):
        raise DjangoPermissionDenied
    judging = is_judge(request.user, d.event) or penalties.is_head_judge(request.user, d.event)
    history = []
    if judging:
        for reg in (d.match.player_a, d.match.player_b):
            if reg is not None:
                history.append((reg, penalties.visible_history(request.user, reg)))
    return render(
        request,
        "disputes/dispute.html",
        {
            "d": d,
            "judging": judging,
            "head_judge": penalties.is_head_judge(request.user, d.event),
            "party": service.is_party(request.user, d.match),
            "history": history,
            "counts": d.validation.counts() if d.validation else None,
            "result_start": _ruling_result_start(d.match),
            "search_scope": search_scope(d.event.game),
        },
    )


def _ruling_result_start(match: Any) -> dict[str, Any]:
    """What the ruling form's result fields start from: the result as it stands (confirmed or the one
    reported), else the first player's report; and both reports as entered, so the judge compares them."""
    reports = [
        (reg.name, r) for reg, r in ((match.player_a, match.report_a), (match.player_b, match.report_b)) if r
    ]
    start = {"a_wins": match.a_wins, "b_wins": match.b_wins, "draws": match.draws}
    if not any(start.values()) and reports:
        first = reports[0][1]
        start = {k: int(first.get(k, 0)) for k in ("a_wins", "b_wins", "draws")}
    return start | {"reports": [{"name": name, **r} for name, r in reports]}


@require_POST
@login_required
def dispute_action(request: HttpRequest, pk: int) -> HttpResponse:
    d = get_object_or_404(Dispute.objects.select_related("event", "match__round"), pk=pk)
    action = request.POST.get("action")
    try:
        if action == "claim":
            service.claim(d, request.user)
        elif action == "rule":
            refs = sorted(
                set(request.POST.getlist("refs")) | set(REF_RE.findall(request.POST.get("more_refs", "")))
            )
            minutes = int(request.POST.get("extension") or 0)
            result = None
            if request.POST.get("set_result"):
                result = tuple(int(request.POST.get(k) or 0) for k in ("a_wins", "b_wins", "draws"))
            service.rule(d, request.user, request.POST.get("decision", ""), refs, minutes, result)  # type: ignore[arg-type]
            messages.success(request, _("裁定を記録しました。"))
        elif action == "publish":
            service.publish(d, request.user)
        elif action == "appeal" and d.ruling is not None:
            penalties.file_appeal(request.user, request.POST.get("statement", ""), ruling=d.ruling)
            messages.success(request, _("上訴を受け付けました。ヘッドジャッジが判断します。"))
    except TournamentError as exc:
        _fail(request, exc)
    except ValueError:
        messages.error(request, _("延長時間と勝敗の数は数字で入力してください。"))
    return redirect(d)
