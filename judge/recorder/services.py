"""What the recorder's page shows of a record: every entry with its findings, and the acts on offer next."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from django.conf import settings
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.utils.translation import get_language

from judge.engine import known_acts, registered_games, replay_for_table
from judge.engine.core.abilities import ActOption
from judge.engine.core.verdicts import Finding
from judge.roles import has_capability
from rules_index.models import Clause
from rules_index.queries import current_clauses
from tournaments.models import Match

from . import draft, labels, setup
from .board import board_svg
from .models import Record

MAX_KEYS = 500
EXAMPLES = Path(settings.BASE_DIR) / "docs" / "examples"


@dataclass
class FindingView:
    """A finding with the current text of each clause it cites (None where the rules index lacks it)."""

    finding: Finding
    cited: list[tuple[str, Clause | None]]


@dataclass
class OptionView:
    option: ActOption
    args_json: str  # the engine's own arguments, posted back unchanged when the button is tapped
    current: bool = False  # editing an entry: this is the act the entry records
    chosen: str = ""  # editing an entry: the card it names, picked in advance

    @property
    def pick(self) -> bool:
        """The act still needs its card: the button comes with a picker of the cards the engine offers."""
        return bool(self.option.cards) and "card" not in self.option.args


@dataclass
class Row:
    """One entry of the log. A game entry is shown as it stands now (its last correction's replacement,
    under its own number, where the engine plays it); ``history`` keeps every earlier version."""

    entry: dict[str, Any]
    findings: list[FindingView] = field(default_factory=list)
    history: list[Any] = field(default_factory=list)  # Versions: as recorded, then each correction
    voided: bool = False
    editable: bool = False  # a move of the game (notes and corrections are not edited)

    @property
    def args_text(self) -> str:
        args = self.entry.get("args")
        return draft.describe(args) if isinstance(args, dict) else ""

    @property
    def corrected(self) -> bool:
        return bool(self.history)

    @property
    def seq(self) -> Any:
        return self.entry.get("seq")


@dataclass
class Version:
    """A version of an edited entry, for the entry's history: as recorded, or as a correction made it."""

    entry: dict[str, Any]  # the entry as it read in that version (None-free: a voiding has act "voided")
    by: int | None  # the correction that made this version (None: as first recorded)
    note: str = ""

    @property
    def args_text(self) -> str:
        args = self.entry.get("args")
        return draft.describe(args) if isinstance(args, dict) else ""


def history_of(chain: list[dict[str, Any]]) -> list[Version]:
    """An entry's versions, oldest first, from the entry and its corrections (draft.versions)."""
    out = [Version(chain[0], None)]
    for correction in chain[1:]:
        replacement = correction.get("replacement")
        shown = replacement if isinstance(replacement, dict) else {"act": "voided"}
        out.append(Version(shown, correction.get("seq"), str(correction.get("note") or "")))
    return out


@dataclass
class RecordPage:
    rows: list[Row]
    position_findings: list[FindingView]  # about the header or snapshot, or the end of the game
    options: list[OptionView]
    acts: tuple[str, ...]
    seats: list[str]
    defaults: dict[str, Any]
    summary: dict[str, Any]
    position: dict[str, Any] | None
    labels: dict[str, str] = field(default_factory=dict)
    board_before: bool = False  # the position is the one before the last entry (none to draw after it)

    @property
    def board(self) -> str:
        return board_svg(self.position, self.labels) if self.position else ""

    @property
    def counts(self) -> dict[str, int]:
        out = {"illegal": 0, "needs_ruling": 0, "log_error": 0}
        for view in self.all_findings:
            verdict = str(view.finding.verdict)
            out[verdict] = out.get(verdict, 0) + 1
        return out

    @property
    def all_findings(self) -> list[FindingView]:
        return [*self.position_findings, *(f for row in self.rows for f in row.findings)]


def record_page(record: Record) -> RecordPage:
    """Replay the record once: findings beside their entries, and the palette for the next entry."""
    doc = record.document
    table = replay_for_table(doc)
    report, options = table.report, table.options
    clauses = current_clauses(ref for f in report.findings for ref in f.clauses)
    by_seq: dict[int | None, list[FindingView]] = {}
    for finding in report.findings:
        view = FindingView(finding, [(ref, clauses.get(ref)) for ref in finding.clauses])
        by_seq.setdefault(finding.seq, []).append(view)
    entries = doc.get("entries", [])
    known = {e.get("seq") for e in entries}
    chains = draft.versions(doc)
    rows = []
    for entry in entries:
        seq = entry.get("seq")
        chain = chains.get(seq) if isinstance(seq, int) else None
        if chain is None:
            rows.append(Row(entry, by_seq.get(seq, [])))
            continue
        now = draft.standing(chain)  # from the one pass above: the page stays linear in the entries
        history = history_of(chain)
        rows.append(
            Row(
                now if now is not None else entry,
                by_seq.get(seq, []),
                history=history if len(history) > 1 else [],
                voided=now is None,
                editable=True,
            )
        )
    # Findings at no entry of the record (the header, the end of the log) are shown above the entries.
    position = [f for seq, found in by_seq.items() if seq is None or seq not in known for f in found]
    board, board_before = table.position, False
    if board is None and chains and report.final_state:
        # No position to draw now (Dimension Zero with a play on the stack): the table just before the last
        # entry, said so on the page; a second replay only in that case.
        board = replay_for_table(draft.before(doc, list(chains)[-1])).position
        board_before = board is not None
    return RecordPage(
        rows=rows,
        position_findings=position,
        options=[OptionView(o, json.dumps(dict(o.args), ensure_ascii=False)) for o in options],
        acts=known_acts(record.game),
        seats=draft.seats(doc),
        defaults=draft.defaults(doc),
        summary=report.final_state,
        position=board,
        labels=board_labels(record.game),
        board_before=board_before,
    )


def board_labels(game: str) -> dict[str, str]:
    """The board's zone names for ``game`` in the language of the request (Japanese unless English)."""
    return labels.for_game(game, get_language() or settings.LANGUAGE_CODE)


def example_games() -> list[str]:
    """Games whose example log can start a record (the header with its decks, without the entries)."""
    return [slug for slug in registered_games() if (EXAMPLES / f"{slug}.judgelog.json").exists()]


def start_from_example(owner: Any, game: str, title: str = "") -> Record:
    if game not in example_games():
        raise draft.DraftError(f"No example for '{game[:40]}'.", f"'{game[:40]}' の例はありません。")
    doc = draft.import_document((EXAMPLES / f"{game}.judgelog.json").read_bytes())
    doc["entries"] = []
    return Record.objects.create(owner=owner, game=game, title=title[:200], document=doc)


def start_from_file(owner: Any, raw: bytes, title: str = "") -> Record:
    doc = draft.import_document(raw)
    game = str(doc["header"]["game"])[:40]
    return Record.objects.create(owner=owner, game=game, title=title[:200], document=doc)


def save(record: Record, doc: dict[str, Any], key: str = "") -> bool:
    """Store the grown document; a record is saved on every entry so a dropped connection loses nothing.

    ``key`` is the entry's idempotency key: an entry sent again (the browser's offline queue retrying after
    the first answer was lost) is not recorded twice. Returns whether the document was stored."""
    with transaction.atomic():
        locked = Record.objects.select_for_update().get(pk=record.pk)
        if key and key in locked.sent_keys:
            record.document = locked.document
            return False
        locked.document = doc
        fields = ["document", "updated_at"]
        if key:
            # The last few hundred keys suffice: a queue holds the entries of one dropped connection.
            locked.sent_keys = [*locked.sent_keys, key][-MAX_KEYS:]
            fields.append("sent_keys")
        locked.save(update_fields=fields)
    record.document = doc
    return True


def start_blank(owner: Any, game: str, title: str = "", **header: Any) -> Record:
    """A record started at the table: the header from the form (or the match), an empty position."""
    doc = setup.new_document(game, **header)
    return Record.objects.create(owner=owner, game=game, title=title[:200], document=doc)


def from_match(match: Any) -> dict[str, Any]:
    """The event's game, format and rules settings and the two players of a match, for a new record."""
    event = match.round.event
    players = [("P1", match.player_a.name)]
    if match.player_b is not None:
        players.append(("P2", match.player_b.name))
    seats = setup.SPECS[event.game].seats if event.game in setup.SPECS else ("P1", "P2")
    players = [(seats[i], name) for i, (_, name) in enumerate(players)]
    return {
        "game": event.game,
        "variant": event.variant if event.variant != "standard" else "",
        "options": dict(event.rules_options or {}),
        "players": players,
        "event": {"name": event.name, "round": match.round.number, "table": match.table},
    }


def exported(record: Record) -> bytes:
    return json.dumps(record.document, ensure_ascii=False, indent=1).encode("utf-8")


def current_position(record: Record) -> dict[str, Any] | None:
    return replay_for_table(record.document).position


def start_from_position(owner: Any, record: Record, position: dict[str, Any]) -> Record:
    """A new record whose header starts from ``position``: the record it came from stays as it was."""
    header = dict(record.document["header"])
    header["snapshot"] = position
    title = f"{record} ›"[:200]
    return Record.objects.create(
        owner=owner, game=record.game, title=title, document={"header": header, "entries": []}
    )


@dataclass
class EditPage:
    """Editing an earlier entry: the entry as it stands, its history, and the acts that made sense at
    that point of the game (the palette of the record cut just before it), with the entry's own choice
    marked and its card picked."""

    seq: int
    entry: dict[str, Any] | None  # None: voided (an edit brings it back)
    history: list[Version]
    options: list[OptionView]
    acts: tuple[str, ...]
    seats: list[str]
    arg_rows: list[tuple[str, str]]  # the entry's arguments as the form shows them, then an empty row
    position: dict[str, Any] | None
    labels: dict[str, str] = field(default_factory=dict)

    @property
    def board(self) -> str:
        return board_svg(self.position, self.labels) if self.position else ""

    @property
    def fields(self) -> dict[str, Any]:
        """Turn, phase, step and actor of the entry, for the palette's buttons (they keep the entry's)."""
        source = self.entry or (self.history[0].entry if self.history else {})
        return {key: source.get(key) for key in ("turn", "phase", "step", "actor")}


def edit_page(record: Record, seq: int) -> EditPage:
    doc = record.document
    target = draft.target_of(doc, seq)
    entry = draft.current(doc, target)
    table = replay_for_table(draft.before(doc, target))
    args = (entry or {}).get("args") or {}
    rows = [(name, draft.arg_text(value)) for name, value in args.items()] if isinstance(args, dict) else []
    rows += [("", "")] * max(1, 3 - len(rows))
    card = args.get("card") if isinstance(args, dict) else None
    chosen = card.get("iid", "") if isinstance(card, dict) else card if isinstance(card, str) else ""
    options = []
    for option in table.options:
        view = OptionView(option, json.dumps(dict(option.args), ensure_ascii=False))
        view.current = bool(entry) and option.act == entry.get("act") and option.actor == entry.get("actor")
        view.chosen = chosen if view.current else ""
        options.append(view)
    return EditPage(
        seq=target,
        entry=entry,
        history=history_of(draft.versions(doc)[target]),
        options=options,
        acts=known_acts(record.game),
        seats=draft.seats(doc),
        arg_rows=rows,
        position=table.position,
        labels=board_labels(record.game),
    )


# --- changes to a record's entries (the page and the API both go through these) --------------------------


def require_owner(record: Record, actor: Any) -> None:
    """Only the record's owner adds to it; judges may read any record, never write to another's."""
    if not (actor.is_authenticated and record.owner_id == actor.pk):
        raise PermissionDenied("Only the record's owner may change it.")


def add_entry(record: Record, actor: Any, entry: dict[str, Any], key: str = "") -> bool:
    """Append an entry made by ``draft.make_entry``; False when ``key`` was recorded already."""
    require_owner(record, actor)
    if key and key in record.sent_keys:
        return False
    return save(record, draft.append(record.document, entry), key)


def undo_entry(record: Record, actor: Any) -> dict[str, Any]:
    """Remove the last entry (a slip just made); the removed entry is returned."""
    require_owner(record, actor)
    doc, removed = draft.undo(record.document)
    if removed is None:
        raise draft.DraftError("There is nothing to undo.", "取り消す記録がありません。")
    save(record, doc)
    return removed


def void_entry(record: Record, actor: Any, seq: int, note: str = "") -> None:
    """Void an earlier entry with a correction entry: the log stays append-only."""
    require_owner(record, actor)
    save(record, draft.correct(record.document, seq, None, note))


def replace_entry(record: Record, actor: Any, seq: int, entry: dict[str, Any], note: str = "") -> None:
    """An earlier entry edited: a correction with its replacement; the original stays in the log."""
    require_owner(record, actor)
    save(record, draft.replace(record.document, seq, entry, note))


def add_note(
    record: Record, actor: Any, text: str, seat: str | None = None, judge_call: bool = False
) -> None:
    require_owner(record, actor)
    save(record, draft.add_note(record.document, text, actor=seat, judge_call=judge_call))


def match_for(user: Any, pk: int) -> Any:
    """The match ``pk`` when the user plays in it or is a judge: a record may be opened from it."""
    match = Match.objects.select_related("round__event", "player_a", "player_b").filter(pk=pk).first()
    if match is None:
        return None
    players = {match.player_a.user_id, match.player_b.user_id if match.player_b else None}
    if user.pk in players or has_capability(user, "judge_events"):
        return match
    return None
