"""The table recorder's pages: start a record, add entries with a tap, see each entry's findings at once."""

from __future__ import annotations

import json
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import get_language

from judge.roles import has_capability

from . import draft, positions, services
from .models import Record

MAX_UPLOAD_BYTES = draft.MAX_RECORD_BYTES + 1


def can_view(user: Any, record: Record) -> bool:
    return bool(
        user.is_authenticated and (record.owner_id == user.pk or has_capability(user, "judge_events"))
    )


def _say(request: HttpRequest, error: draft.DraftError) -> None:
    messages.error(request, error.message_ja if get_language() == "ja" else error.message_en)


@login_required
def records(request: HttpRequest) -> HttpResponse:
    if request.method == "POST":
        title = request.POST.get("title", "").replace("\x00", "").strip()
        try:
            upload = request.FILES.get("log")
            text = request.POST.get("text", "")
            if upload is not None:
                if upload.size > MAX_UPLOAD_BYTES:
                    raise draft.DraftError("The file is larger than 5 MB.", "ファイルが5MBを超えています。")
                record = services.start_from_file(request.user, upload.read(), title)
            elif text.strip():
                record = services.start_from_file(request.user, text.encode("utf-8"), title)
            else:
                record = services.start_from_example(request.user, request.POST.get("game", ""), title)
        except draft.DraftError as error:
            _say(request, error)
            return redirect("recorder:records")
        return redirect(record)
    mine = Record.objects.filter(owner=request.user).defer("document")[:50]
    return render(request, "recorder/records.html", {"records": mine, "games": services.example_games()})


def _int_or_none(text: str | None) -> int | None:
    text = (text or "").strip()
    if not text:
        return None
    if not text.lstrip("-").isdigit() or len(text) > 6:
        raise draft.DraftError("The turn is a number.", "ターンは数字です。")
    return int(text)


def _entry_from_form(record: Record, data: Any) -> dict[str, Any]:
    rows = list(zip(data.getlist("arg_name"), data.getlist("arg_value"), strict=False))
    preset = data.get("preset_args", "")
    args: dict[str, Any] = {}
    if preset:
        # A palette button carries the engine's own arguments for the act it offers.
        try:
            loaded = json.loads(preset)
        except ValueError:
            loaded = None
        if not isinstance(loaded, dict):
            raise draft.DraftError("The chosen act cannot be read.", "選んだ行動を読み取れません。")
        args.update(loaded)
    args.update(draft.parse_args(rows))
    return draft.make_entry(
        record.document,
        data.get("act", "").strip(),
        actor=data.get("actor") or None,
        turn=_int_or_none(data.get("turn")),
        phase=data.get("phase", "").strip() or None,
        step=data.get("step", "").strip() or None,
        args=args,
    )


def _apply(request: HttpRequest, record: Record) -> None:
    action = request.POST.get("action", "add")
    doc = record.document
    if action == "add":
        doc = draft.append(doc, _entry_from_form(record, request.POST))
    elif action == "undo":
        doc, removed = draft.undo(doc)
        if removed is None:
            raise draft.DraftError("There is nothing to undo.", "取り消す記録がありません。")
    elif action == "void":
        doc = draft.correct(
            doc, _int_or_none(request.POST.get("seq")) or 0, None, request.POST.get("note", "")
        )
    elif action in ("note", "judge_call"):
        doc = draft.add_note(
            doc,
            request.POST.get("note", ""),
            actor=request.POST.get("actor") or None,
            judge_call=action == "judge_call",
        )
    else:
        raise draft.DraftError("Unknown action.", "不明な操作です。")
    services.save(record, doc)


@login_required
def record(request: HttpRequest, pk: str) -> HttpResponse:
    rec = get_object_or_404(Record, pk=pk)
    if not can_view(request.user, rec):
        raise PermissionDenied
    if request.method == "POST":
        if rec.owner_id != request.user.pk:
            raise PermissionDenied
        try:
            _apply(request, rec)
        except draft.DraftError as error:
            _say(request, error)
        return redirect(f"{rec.get_absolute_url()}#next")
    page = services.record_page(rec)
    return render(
        request,
        "recorder/record.html",
        {"record": rec, "page": page, "editable": rec.owner_id == request.user.pk},
    )


@login_required
def export(request: HttpRequest, pk: str) -> HttpResponse:
    rec = get_object_or_404(Record, pk=pk)
    if not can_view(request.user, rec):
        raise PermissionDenied
    response = HttpResponse(services.exported(rec), content_type="application/json; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="record-{rec.pk}.judgelog.json"'
    return response


@login_required
def position(request: HttpRequest, pk: str) -> HttpResponse:
    """Set up the position in front of you: the record's current position as fields, one card per line;
    saving starts a new record from the edited position (the engine then judges the position itself)."""
    rec = get_object_or_404(Record, pk=pk)
    if not can_view(request.user, rec):
        raise PermissionDenied
    current = services.current_position(rec)
    fields = positions.fields_of(current) if current else []
    if request.method == "POST":
        try:
            edited = positions.position_from(fields, request.POST)
            new = services.start_from_position(request.user, rec, edited)
        except draft.DraftError as error:
            _say(request, error)
            return redirect("recorder:position", pk=rec.pk)
        return redirect(new)
    return render(request, "recorder/position.html", {"record": rec, "fields": fields})
