"""Upload a game log, follow its validation, read the findings beside the actions with the clauses inline."""

from __future__ import annotations

import json
import logging
from typing import Any

from django.conf import settings
from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.core.paginator import Paginator
from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import get_language
from django.utils.translation import gettext as _

from judge.engine.core.logreader import LogReadError, read_log
from judge.engine.core.replay import replay_to_end
from judge.recorder.board import board_svg
from judge.recorder.labels import for_game as zone_names
from rules_index.documents import search_scope
from rules_index.models import Clause
from rules_index.queries import current_clauses

from .models import MAX_LOG_BYTES, ValidationRun
from .services import start_validation

_log = logging.getLogger(__name__)

# Uploads a little over the engine's limit are stored so the engine can say precisely what is wrong;
# anything larger is refused at the door.
MAX_UPLOAD_BYTES = MAX_LOG_BYTES + 512 * 1024
# Boards are drawn at the first findings of logs up to this size (one extra replay while the page waits).
BOARD_MAX_BYTES = 512 * 1024
BOARDS_SHOWN = 10
# Findings per report page: the worst stored report (MAX_STORED_FINDINGS, each with its entry, clauses and
# links) would be several MB in one page; a hundred keep each page small enough for a phone.
FINDINGS_PER_PAGE = 100


def can_view(user: Any, run: ValidationRun) -> bool:
    """The uploader, and the staff of an event whose dispute carries the run (its judges, organizer and
    head judge); nobody else, whatever their role, reads a run by its id."""
    if not user.is_authenticated:
        return False
    if run.uploaded_by_id == user.pk or user.is_superuser:
        return True
    # Followed through the ORM's relation names so this room imports nothing of disputes or tournaments.
    return run.disputes.filter(
        Q(event__judges=user) | Q(event__organizer=user) | Q(event__staff__user=user)
    ).exists()


@login_required
def validations(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        upload = request.FILES.get("log")
        text = request.POST.get("text", "")
        if upload is not None:
            if upload.size > MAX_UPLOAD_BYTES:
                messages.error(request, _("ファイルが大きすぎます（上限5MB）。"))
                return redirect("validation:validations")
            raw, name = upload.read(), upload.name
        elif text.strip():
            raw, name = text.encode("utf-8"), ""
        else:
            messages.error(request, _("ログファイルを選ぶか、JSONを貼り付けてください。"))
            return redirect("validation:validations")
        run = ValidationRun.from_bytes(raw, uploaded_by=request.user, filename=name[:255], source="upload")
        start_validation(run)
        return redirect(run)
    mine = ValidationRun.objects.filter(uploaded_by=request.user).defer("raw_log")[:50]
    return render(request, "validation/validations.html", {"runs": mine})


def _entries(run: ValidationRun, seqs: set[int]) -> dict[int, dict[str, Any]]:
    """The log's entries with the given numbers (those of the findings on the page)."""
    if not seqs:
        return {}
    try:
        data = json.loads(bytes(run.raw_log))
    except (ValueError, UnicodeDecodeError, RecursionError):  # a deeply nested log shows no entries
        return {}
    entries = data.get("entries") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return {}
    return {
        e["seq"]: e
        for e in entries
        if isinstance(e, dict) and isinstance(e.get("seq"), int) and e["seq"] in seqs
    }


def _clauses(findings: list[dict[str, Any]]) -> dict[str, Clause]:
    """The current text of every clause the findings cite, keyed by `slug:number`."""
    return current_clauses(ref for f in findings for ref in f.get("clauses", []))


def _boards(run: ValidationRun, findings: list[dict[str, Any]]) -> dict[int, dict[str, Any]]:
    """The board right after the entries of the page's first findings, drawn from one more replay of
    the log.

    Only for logs small enough to replay while the page waits; larger ones show findings without boards.
    Where the game has no position to draw right after the entry (Dimension Zero while a spell or a battle
    is on the stack), the board is the one just before the entry, or failing that the first that can be
    drawn after it; the page says which."""
    if run.status != ValidationRun.Status.DONE or run.size > BOARD_MAX_BYTES:
        return {}
    wanted = set(sorted({f["seq"] for f in findings if isinstance(f.get("seq"), int)})[:BOARDS_SHOWN])
    if not wanted:
        return {}
    names = zone_names(run.game, get_language() or settings.LANGUAGE_CODE)
    out: dict[int, dict[str, Any]] = {}
    pending: list[int] = []  # findings still waiting for a position that can be drawn
    last: dict[str, Any] = {}  # the board drawn at the entry just played, if it was drawn
    # The entry played just before each wanted one (seqs need not be consecutive) is drawn too, so a
    # finding whose own position cannot be drawn shows the board the judge last saw.
    header, order = _played(run)
    previous = {b for a, b in zip(order[1:], order, strict=False) if a in wanted}
    snapshot = header.get("snapshot")
    if order and order[0] in wanted and isinstance(snapshot, dict):
        # Before the first entry the table was the header's snapshot, which is drawn the same way.
        last["svg"] = board_svg(snapshot, names)

    def watch(game: Any, state: Any, seq: int) -> None:
        before, last["svg"] = last.get("svg"), None
        if seq not in wanted and seq not in previous and not pending:
            return
        draw = getattr(game, "position", None)
        try:
            position = draw(state) if draw is not None else None
        except Exception:
            _log.exception("position after entry %s failed", seq)
            position = None
        svg = board_svg(position, names) if position else None
        last["svg"] = svg
        if svg is None:
            if seq in wanted:
                if before:
                    out[seq] = {"svg": before, "when": "before"}
                else:
                    pending.append(seq)
            return
        for waiting in pending:
            out[waiting] = {"svg": svg, "when": "after"}
        pending.clear()
        if seq in wanted:
            out[seq] = {"svg": svg, "when": "at"}

    replay_to_end(bytes(run.raw_log), after_entry=watch)
    return out


def _played(run: ValidationRun) -> tuple[dict[str, Any], list[int]]:
    """The log's header and the seqs of its entries in the order the engine plays them (corrections in
    their entry's place, voided entries and notes left out), read by the engine's own log reader."""
    try:
        parsed = read_log(bytes(run.raw_log))
    except LogReadError:
        return {}, []
    return parsed.header, [e.seq for e in parsed.entries if e.act != "voided"]


@login_required
def validation(request: HttpRequest, pk: str) -> HttpResponse:
    run = get_object_or_404(ValidationRun, pk=pk)
    if not can_view(request.user, run):
        raise PermissionDenied
    # Paged: a bad or out-of-range page number shows the nearest page rather than an error.
    page = Paginator(run.findings, FINDINGS_PER_PAGE).get_page(request.GET.get("page"))
    findings = list(page.object_list)
    entries = _entries(run, {f["seq"] for f in findings if isinstance(f.get("seq"), int)})
    clauses = _clauses(findings)
    boards = _boards(run, findings)
    rows = [
        {
            "finding": f,
            "entry": entries.get(f.get("seq")) if f.get("seq") is not None else None,
            "clauses": [(ref, clauses.get(ref)) for ref in f.get("clauses", [])],
            "board": boards.get(f.get("seq")) if f.get("seq") is not None else None,
        }
        for f in findings
    ]
    return render(
        request,
        "validation/validation.html",
        {
            "run": run,
            "rows": rows,
            "page": page,
            "counts": run.counts(),
            "search_scope": search_scope(run.game),
        },
    )
