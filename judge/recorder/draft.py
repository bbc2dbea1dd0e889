"""A record made at the table: a judgelog/1 document grown one entry at a time.

Pure (no Django): the recorder's pages call these functions and store the document as it is, so a record
and an exported file are the same thing. Nothing here judges the game — the engine does that on every
replay; these functions only keep the document well-formed (running sequence numbers, corrections and
notes in the log format's own shape) and read what a phone form sends.
"""

from __future__ import annotations

import copy
import json
import re
from collections.abc import Iterable, Mapping
from typing import Any

MAX_RECORD_BYTES = 5 * 1024 * 1024
MAX_ENTRIES = 20_000
MAX_ARG_ROWS = 20
MAX_NOTE = 2000
ACT_NAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
ARG_NAME = re.compile(r"^[a-z][a-z0-9_]{0,39}$")
SEAT = re.compile(r"^[A-Za-z0-9_-]{1,16}$")
_INT = re.compile(r"^-?\d{1,9}$")


class DraftError(ValueError):
    """Input the recorder cannot take, with the reason in both languages; the record is left unchanged."""

    def __init__(self, message_en: str, message_ja: str) -> None:
        super().__init__(message_en)
        self.message_en = message_en
        self.message_ja = message_ja


def import_document(raw: bytes | str) -> dict[str, Any]:
    """A judgelog/1 document from an uploaded or pasted file: an object with a header and entries.

    Only the outline is checked here; the engine judges the rest and says what is wrong in its report.
    """
    if isinstance(raw, bytes) and len(raw) > MAX_RECORD_BYTES:
        raise DraftError("The file is larger than 5 MB.", "ファイルが5MBを超えています。")
    try:
        doc = json.loads(raw)
    except (ValueError, UnicodeDecodeError) as exc:
        raise DraftError(f"This is not JSON: {exc}", f"JSONとして読めません：{exc}") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("header"), dict):
        raise DraftError(
            "A judgelog/1 file is an object with a 'header'.",
            "judgelog/1 のファイルは 'header' を持つオブジェクトです。",
        )
    entries = doc.get("entries", [])
    if not isinstance(entries, list) or not all(isinstance(e, dict) for e in entries):
        raise DraftError("'entries' must be a list of objects.", "'entries' はオブジェクトのリストです。")
    if len(entries) > MAX_ENTRIES:
        raise DraftError("More than 20,000 entries.", "記録が20,000件を超えています。")
    game = doc["header"].get("game")
    if not isinstance(game, str) or not game:
        raise DraftError("The header does not name the game.", "ヘッダーにゲームがありません。")
    return {"header": doc["header"], "entries": entries}


def next_seq(doc: Mapping[str, Any]) -> int:
    seqs = [e["seq"] for e in doc.get("entries", []) if isinstance(e.get("seq"), int)]
    return max(seqs, default=0) + 1


def seats(doc: Mapping[str, Any]) -> list[str]:
    players = doc.get("header", {}).get("players") or []
    return [p["seat"] for p in players if isinstance(p, dict) and isinstance(p.get("seat"), str)]


def defaults(doc: Mapping[str, Any]) -> dict[str, Any]:
    """Turn, phase and step for the next entry: where the last entry left the game."""
    out: dict[str, Any] = {"turn": None, "phase": None, "step": None}
    snapshot = doc.get("header", {}).get("snapshot")
    if isinstance(snapshot, dict):
        out["turn"], out["phase"] = snapshot.get("turn"), snapshot.get("phase")
    for entry in doc.get("entries", []):
        if entry.get("act") in ("correction", "judge_call", "note"):
            continue
        for key in out:
            if entry.get(key) is not None:
                out[key] = entry[key]
    return out


def parse_value(text: str) -> Any:
    """A form field as the log wants it: a number, true/false, a list (commas) or the text itself."""
    text = text.strip()
    if text[:1] in ("{", "[", '"'):
        # An argument the comma form cannot say (a card with its identity, a nested object, a text that
        # looks like a number) is written as JSON; an edited entry's form shows such values that way.
        try:
            return json.loads(text)
        except ValueError:
            pass
    if "," in text or "、" in text:
        return [parse_value(part) for part in re.split(r"[,、]", text) if part.strip()]
    if _INT.match(text):
        return int(text)
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    return text


def parse_args(rows: Iterable[tuple[str, str]]) -> dict[str, Any]:
    """The act's arguments from name/value rows of the form (empty rows are skipped)."""
    args: dict[str, Any] = {}
    rows = [(n.strip(), v) for n, v in rows if n.strip() or v.strip()]
    if len(rows) > MAX_ARG_ROWS:
        raise DraftError("Too many arguments.", "引数が多すぎます。")
    for name, value in rows:
        if not ARG_NAME.match(name):
            raise DraftError(
                f"'{name[:40]}' is not an argument name (lower-case letters, digits, _).",
                f"'{name[:40]}' は引数名として使えません（小文字・数字・_）。",
            )
        if "\x00" in value or len(value) > 500:
            raise DraftError(f"The value of '{name}' cannot be read.", f"'{name}' の値が読めません。")
        args[name] = parse_value(value)
    return args


def make_entry(
    doc: Mapping[str, Any],
    act: str,
    *,
    actor: str | None = None,
    turn: int | None = None,
    phase: str | None = None,
    step: str | None = None,
    args: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    if not ACT_NAME.match(act or ""):
        raise DraftError("Choose an act.", "行動を選んでください。")
    if actor is not None and actor not in seats(doc):
        raise DraftError(
            f"'{actor[:16]}' is not a seat of this game.", f"'{actor[:16]}' はこのゲームの席ではありません。"
        )
    entry: dict[str, Any] = {"seq": next_seq(doc), "act": act, "actor": actor}
    if turn is not None:
        entry["turn"] = turn
    for key, value in (("phase", phase), ("step", step)):
        if value:
            if len(value) > 40 or "\x00" in value:
                raise DraftError(f"The {key} cannot be read.", f"{key} が読めません。")
            entry[key] = value
    if args:
        entry["args"] = dict(args)
    return entry


def append(doc: Mapping[str, Any], entry: Mapping[str, Any]) -> dict[str, Any]:
    if len(doc.get("entries", [])) >= MAX_ENTRIES:
        raise DraftError("The record is full (20,000 entries).", "記録が上限（20,000件）に達しています。")
    out = copy.deepcopy(dict(doc))
    out.setdefault("entries", []).append(dict(entry))
    return out


def undo(doc: Mapping[str, Any]) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """Remove the last entry (a slip made a moment ago, before anyone relied on it)."""
    out = copy.deepcopy(dict(doc))
    entries = out.setdefault("entries", [])
    return out, (entries.pop() if entries else None)


def correct(
    doc: Mapping[str, Any], seq: int, replacement: Mapping[str, Any] | None, note: str = ""
) -> dict[str, Any]:
    """Replace (or void, with None) an earlier entry: the log stays append-only, as the format requires.

    ``seq`` may name the entry or one of its corrections: a correction always supersedes the entry as first
    recorded (the engine replaces that entry's place in the game; a correction of a correction is no
    entry it can place), so a second edit simply stands after the first in the entry's history."""
    target = target_of(doc, seq)
    entry: dict[str, Any] = {"seq": next_seq(doc), "act": "correction", "supersedes": target}
    if replacement is not None:
        entry["replacement"] = {k: v for k, v in replacement.items() if k != "seq"}
    else:
        entry["replacement"] = None
    if note:
        entry["note"] = _note_text(note)
    return append(doc, entry)


# Entries that are no move of the game: the engine keeps notes and calls aside, and reads corrections into
# the place of the entry they supersede.
NOT_PLAYED = ("correction", "judge_call", "note")


def versions(doc: Mapping[str, Any]) -> dict[int, list[dict[str, Any]]]:
    """Each game entry's history, oldest first: the entry as recorded, then every correction of it.

    Keyed by the entry's seq, in the log's order (the order the engine plays them)."""
    out: dict[int, list[dict[str, Any]]] = {}
    for entry in doc.get("entries", []):
        seq, act = entry.get("seq"), entry.get("act")
        if act == "correction":
            target = entry.get("supersedes")
            if isinstance(target, int) and target in out:
                out[target].append(entry)
        elif act not in NOT_PLAYED and isinstance(seq, int) and not isinstance(seq, bool):
            out[seq] = [entry]
    return out


def target_of(doc: Mapping[str, Any], seq: int) -> int:
    """The game entry ``seq`` stands for: itself, or the entry a correction ``seq`` superseded."""
    entries = {e.get("seq"): e for e in doc.get("entries", []) if isinstance(e, dict)}
    entry = entries.get(seq)
    if entry is None:
        raise DraftError(f"There is no entry {seq}.", f"{seq}番の記録はありません。")
    if entry.get("act") == "correction":
        seq = entry.get("supersedes")  # type: ignore[assignment]
    elif entry.get("act") in NOT_PLAYED:
        raise DraftError(
            f"Entry {seq} is a note, not a move of the game: add another note instead.",
            f"{seq}番はメモで、ゲームの手ではありません。新しいメモを加えてください。",
        )
    if seq not in versions(doc):
        raise DraftError(f"There is no entry {seq}.", f"{seq}番の記録はありません。")
    return seq


def current(doc: Mapping[str, Any], seq: int) -> dict[str, Any] | None:
    """The entry at ``seq`` as it stands now (the last correction's replacement under the entry's own seq,
    as the engine replays it); None when it was voided."""
    history = versions(doc).get(target_of(doc, seq))
    assert history  # target_of found it
    return standing(history)


def standing(history: list[dict[str, Any]]) -> dict[str, Any] | None:
    """An entry as its history leaves it (see ``versions``): None when voided."""
    last = history[-1]
    if last.get("act") != "correction":
        return dict(last)
    replacement = last.get("replacement")
    if not isinstance(replacement, dict):
        return None
    return {"seq": history[0]["seq"]} | {k: v for k, v in replacement.items() if k != "seq"}


def effective(doc: Mapping[str, Any], *, until: int | None = None) -> list[dict[str, Any]]:
    """The game's entries as the engine plays them: each as it stands now, voided ones left out; with
    ``until``, only those recorded before that entry."""
    out = []
    for original, history in versions(doc).items():  # one pass: a 300-entry record is cut at every edit
        if until is not None and original >= until:
            break
        now = standing(history)
        if now is not None:
            out.append(now)
    return out


def before(doc: Mapping[str, Any], seq: int) -> dict[str, Any]:
    """The record as it stands, cut just before the entry ``seq``: what the table looked like when that
    entry was made, for offering the acts that made sense then (corrections made since included)."""
    return {
        "header": copy.deepcopy(doc.get("header", {})),
        "entries": effective(doc, until=target_of(doc, seq)),
    }


def replace(doc: Mapping[str, Any], seq: int, entry: Mapping[str, Any], note: str = "") -> dict[str, Any]:
    """An earlier entry edited: a correction whose replacement is ``entry`` (the original is kept)."""
    return correct(doc, seq, entry, note)


def arg_text(value: Any) -> str:
    """An argument as the entry form shows it, so that ``parse_value(arg_text(v)) == v``: numbers, words
    and lists of them in the comma form (a one-card list ends with a comma), anything else as JSON."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int) and parse_value(str(value)) == value:
        return str(value)
    if isinstance(value, str) and value and parse_value(value) == value:
        return value
    if isinstance(value, list) and value and all(_plain_item(v) for v in value):
        text = ", ".join(arg_text(v) for v in value)
        return text + "," if len(value) == 1 else text
    return json.dumps(value, ensure_ascii=False)


def _plain_item(value: Any) -> bool:
    if isinstance(value, bool) or not isinstance(value, (int, str)):
        return False
    text = arg_text(value)
    return (
        bool(text) and text[:1] not in '{["' and parse_value(text) == value and not re.search(r"[,、]", text)
    )


def add_note(
    doc: Mapping[str, Any], text: str, *, actor: str | None = None, judge_call: bool = False
) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "seq": next_seq(doc),
        "act": "judge_call" if judge_call else "note",
        "actor": actor if actor in seats(doc) else None,
        "note": _note_text(text),
    }
    return append(doc, entry)


def _note_text(text: str) -> str:
    text = text.replace("\x00", "").strip()
    if not text:
        raise DraftError("The note is empty.", "メモが空です。")
    return text[:MAX_NOTE]


def describe(value: Any) -> str:
    """An entry's arguments as a judge reads them: ``card=P1:h2 (E1) · area=2`` rather than JSON."""
    if isinstance(value, dict):
        if isinstance(value.get("iid"), str):
            card = value.get("card")
            return f"{value['iid']} ({card})" if card else value["iid"]
        return " · ".join(f"{k}={describe(v)}" for k, v in value.items())
    if isinstance(value, list):
        return ", ".join(describe(v) for v in value)
    if value is True:
        return "true"
    if value is False:
        return "false"
    return str(value)
