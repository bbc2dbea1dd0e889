"""The table recorder's pages: start a record, add entries with a tap, see each entry's findings at once."""

from __future__ import annotations

import json
import re
from typing import Any

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import get_language

from judge.roles import has_capability
from rules_index.documents import search_scope

from . import draft, positions, services, setup
from .models import Record

MAX_UPLOAD_BYTES = draft.MAX_RECORD_BYTES + 1
ZONE_ID = re.compile(r"[A-Za-z0-9@_-]{1,40}")


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
            if request.POST.get("mode") == "blank":
                record = _start_blank(request, title)
                return redirect("recorder:board", pk=record.pk)
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
    match = _match(request, request.GET.get("match"))
    start = services.from_match(match) if match else {}
    return render(
        request,
        "recorder/records.html",
        {
            "records": mine,
            "games": services.example_games(),
            "setup_games": list(setup.SPECS),
            "start": start,
            "match": match,
            "seats": setup.SPECS.get(start.get("game", ""), setup.SPECS["rebirth"]).seats,
        },
    )


def _match(request: HttpRequest, pk: str | None) -> Any:
    """The match a record is opened from, when the user plays in it or judges its event."""
    if not pk or not str(pk).isdigit():
        return None
    return services.match_for(request.user, int(pk))


def _start_blank(request: HttpRequest, title: str) -> Record:
    match = _match(request, request.POST.get("match"))
    if match is not None:
        # The event's rules settings apply: the form cannot change the game or format of a match's record.
        header = services.from_match(match)
        game = header.pop("game")
        if game not in setup.SPECS:
            raise draft.DraftError("The recorder cannot set up this game.", "このゲームは設定できません。")
    else:
        game = request.POST.get("game", "")
        seats = setup.spec(game).seats
        header = {
            "variant": request.POST.get("variant", "").strip()[:40],
            "players": [(seat, request.POST.get(f"name_{i}", "").strip()) for i, seat in enumerate(seats)],
        }
    first = request.POST.get("first", "0")
    seats_taken = [seat for seat, _ in header["players"]]
    header["first_player"] = seats_taken[1] if first == "1" and len(seats_taken) > 1 else seats_taken[0]
    return services.start_blank(request.user, game, title, **header)


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
    key = request.POST.get("key", "").strip()[:64]
    if action == "add":
        if key and key in record.sent_keys:
            return  # sent again by the offline queue: recorded already
        services.add_entry(record, request.user, _entry_from_form(record, request.POST), key)
    elif action == "undo":
        services.undo_entry(record, request.user)
    elif action == "void":
        seq = _int_or_none(request.POST.get("seq")) or 0
        services.void_entry(record, request.user, seq, request.POST.get("note", ""))
    elif action == "replace":
        # An earlier entry edited: the form (or a palette button) gives the entry as it should read; the
        # original stays in the log and the correction takes its place in the game.
        services.replace_entry(
            record,
            request.user,
            _int_or_none(request.POST.get("seq")) or 0,
            _entry_from_form(record, request.POST),
            request.POST.get("note", ""),
        )
    elif action in ("note", "judge_call"):
        services.add_note(
            record,
            request.user,
            request.POST.get("note", ""),
            request.POST.get("actor") or None,
            judge_call=action == "judge_call",
        )
    else:
        raise draft.DraftError("Unknown action.", "不明な操作です。")


@login_required
def record(request: HttpRequest, pk: str) -> HttpResponse:
    rec = get_object_or_404(Record, pk=pk)
    if not can_view(request.user, rec):
        raise PermissionDenied
    if request.method == "POST":
        if rec.owner_id != request.user.pk:
            raise PermissionDenied
        queued = bool(request.headers.get("X-Recorder-Queue"))
        editing = request.POST.get("action") == "replace"
        try:
            _apply(request, rec)
        except draft.DraftError as error:
            seq = request.POST.get("seq", "")
            if editing and seq.isdigit() and len(seq) < 8:
                # Back to the edit form, which still shows the entry as it stands.
                _say(request, error)
                return redirect("recorder:entry", pk=rec.pk, seq=int(seq))
            if queued:
                # The offline queue is told the entry was read and refused, so it does not send it again;
                # the reason waits for the page it reloads.
                _say(request, error)
                return HttpResponse(error.message_en, status=422)
            _say(request, error)
            return redirect(f"{rec.get_absolute_url()}#next")
        if editing:
            return redirect(
                f"{rec.get_absolute_url()}#e{draft.target_of(rec.document, int(request.POST['seq']))}"
            )
        if queued:
            # Only this answer tells the queue the entry is kept (a login page after an expired session
            # would be a 200 too, and the entry must then stay queued).
            return HttpResponse(status=204)
        return redirect(f"{rec.get_absolute_url()}#next")
    page = services.record_page(rec)
    return render(
        request,
        "recorder/record.html",
        {
            "record": rec,
            "page": page,
            "editable": rec.owner_id == request.user.pk,
            # A judge recording a game looks clauses up in that game's rulebook (as on an event's pages).
            "search_scope": search_scope(rec.game),
        },
    )


@login_required
def entry(request: HttpRequest, pk: str, seq: int) -> HttpResponse:
    """Edit an earlier entry: the acts that made sense at that point (the palette of the record cut just
    before it) with the entry's own choice marked, and the entry's fields prefilled. Saving posts to the
    record (action "replace"): the original is kept as a correction and everything after is replayed."""
    rec = get_object_or_404(Record, pk=pk)
    if not can_view(request.user, rec):
        raise PermissionDenied
    try:
        page = services.edit_page(rec, seq)
    except draft.DraftError as error:
        _say(request, error)
        return redirect(rec)
    return render(
        request,
        "recorder/entry.html",
        {
            "record": rec,
            "page": page,
            "editable": rec.owner_id == request.user.pk,
            "search_scope": search_scope(rec.game),
        },
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


@login_required
def board(request: HttpRequest, pk: str) -> HttpResponse:
    """The board editor: the record's starting position drawn in the game's own layout; a tap on a zone
    adds a card from the record's cards or changes a count, and the engine judges the position at once."""
    rec = get_object_or_404(Record, pk=pk)
    if not can_view(request.user, rec):
        raise PermissionDenied
    header = rec.document.get("header", {})
    if rec.game not in setup.SPECS or not isinstance(header.get("snapshot"), dict):
        messages.error(
            request,
            _say_text("This record does not start from a position.", "この記録は局面から始まっていません。"),
        )
        return redirect(rec)
    editable = rec.owner_id == request.user.pk and not rec.document.get("entries")
    if request.method == "POST":
        if not editable:
            raise PermissionDenied
        try:
            rec_doc = _edit_board(rec, request.POST)
            services.save(rec, rec_doc)
        except draft.DraftError as error:
            _say(request, error)
        anchor = request.POST.get("zone_id", "")
        return redirect(
            # Back to the zone just tapped; the anchor is the zone's id, nothing else gets into the URL.
            f"{reverse('recorder:board', args=[rec.pk])}{'#' + anchor if ZONE_ID.fullmatch(anchor) else ''}"
        )
    spec = setup.spec(rec.game)
    page = services.record_page(rec)
    zones = setup.board_zones(rec.document)
    seats = list(header["snapshot"].get("players", {}))
    return render(
        request,
        "recorder/board.html",
        {
            "record": rec,
            "spec": spec,
            "page": page,
            "sides": [
                (seat, [z for z in zones if z.seat == seat], header["snapshot"]["players"][seat])
                for seat in seats
            ],
            "cards": setup.known_cards(header),
            "snapshot": header["snapshot"],
            "editable": editable,
            "seats": seats,
        },
    )


def _say_text(en: str, ja: str) -> str:
    return ja if get_language() == "ja" else en


def _edit_board(rec: Record, data: Any) -> dict[str, Any]:
    form = {k: data.get(k, "") for k in data}
    op = form.get("op", "")
    if op == "card":
        cid, card = setup.card_from_form(rec.game, form)
        return setup.add_card(rec.document, cid, card)
    if op == "scalars":
        return setup.set_scalars(rec.document, form)
    return setup.edit_zone(rec.document, form.get("seat", ""), form.get("zone", ""), form)
