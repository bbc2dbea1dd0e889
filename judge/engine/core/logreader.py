"""Read a judgelog/1 document: size limits, JSON, schema, sequence numbers and corrections.

Problems that make the whole log unusable raise LogReadError; problems with single entries become
log_error findings pointing at the entry, and the entry is left out of the replay.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from judge.engine.core.checks import declare_check
from judge.engine.core.entries import Entry
from judge.engine.core.errors import LogReadError
from judge.engine.core.schema import SchemaValidator, problem_ja
from judge.engine.core.verdicts import Finding, Verdict

MAX_BYTES = 5 * 1024 * 1024
MAX_ENTRIES = 20_000
SCHEMA_PATH = Path(__file__).with_name("judgelog.schema.json")

ENTRY_SCHEMA = declare_check(
    "core",
    "log.entry_schema",
    Verdict.LOG_ERROR,
    (),
    "Entry is malformed ({where}: {problem}); it was skipped.",
    "記録の形式が不正です（{where}: {problem_ja}）。この記録は読み飛ばしました。",
)
SEQ_ORDER = declare_check(
    "core",
    "log.seq_order",
    Verdict.LOG_ERROR,
    (),
    "Sequence number {seq} does not follow {previous}; the entry was skipped.",
    "通し番号{seq}が直前の{previous}より大きくありません。この記録は読み飛ばしました。",
)
BAD_CORRECTION = declare_check(
    "core",
    "log.bad_correction",
    Verdict.LOG_ERROR,
    (),
    "Correction {seq} supersedes entry {supersedes}, which is not an earlier entry.",
    "訂正{seq}が対象とする記録{supersedes}は、それより前の記録にありません。",
)


@lru_cache(maxsize=1)
def schema_validator() -> SchemaValidator:
    return SchemaValidator(json.loads(SCHEMA_PATH.read_text(encoding="utf-8")))


@dataclass(slots=True)
class ParsedLog:
    header: dict[str, Any]
    entries: list[Entry]
    findings: list[Finding] = field(default_factory=list)
    # Entries that are not game actions (judge calls, notes), kept for the report.
    judge_calls: list[dict[str, Any]] = field(default_factory=list)


_LINE_COL = re.compile(r"line (\d+) column (\d+)")


def load_document(log: dict[str, Any] | str | bytes) -> dict[str, Any]:
    if isinstance(log, (str, bytes, bytearray)):
        # A character is at most 4 bytes of UTF-8: a text that short cannot be too large, and is not
        # encoded just to be measured.
        short = isinstance(log, str) and len(log) * 4 <= MAX_BYTES
        size = 0 if short else len(log.encode("utf-8", "surrogatepass")) if isinstance(log, str) else len(log)
        if size > MAX_BYTES:
            raise LogReadError(
                "log.too_large",
                f"The log is {size} bytes; the limit is {MAX_BYTES} bytes (5 MB).",
                f"記録が{size}バイトあります。上限は{MAX_BYTES}バイト（5 MB）です。",
            )
        try:
            doc = json.loads(log)
        except (ValueError, RecursionError) as exc:
            where = _LINE_COL.search(str(exc))
            pos = f"line {where.group(1)} column {where.group(2)}" if where else "unknown position"
            raise LogReadError(
                "log.invalid_json",
                f"The log is not valid JSON ({pos}).",
                f"記録がJSONとして読めません（{pos}）。",
                path=pos,
            ) from None
    else:
        doc = log
    if not isinstance(doc, dict):
        raise LogReadError(
            "log.not_object",
            "The log must be a JSON object with 'header' and 'entries'.",
            "記録は 'header' と 'entries' を持つJSONオブジェクトでなければなりません。",
            path="$",
        )
    return doc


def read_log(log: dict[str, Any] | str | bytes) -> ParsedLog:
    doc = load_document(log)
    validator = schema_validator()
    entries_raw = doc.get("entries")
    if isinstance(entries_raw, list) and len(entries_raw) > MAX_ENTRIES:
        raise LogReadError(
            "log.too_many_entries",
            f"The log has {len(entries_raw)} entries; the limit is {MAX_ENTRIES}.",
            f"記録の件数が{len(entries_raw)}件あります。上限は{MAX_ENTRIES}件です。",
            path="$.entries",
        )
    top_errors = [
        (p, m)
        for p, m in validator.errors({k: v for k, v in doc.items() if k != "entries"} | {"entries": []})
    ]
    if not isinstance(entries_raw, list):
        top_errors.append(("$.entries", "missing or not an array"))
    if top_errors:
        path, problem = top_errors[0]
        raise LogReadError(
            "log.header_schema",
            f"The log header is malformed at {path}: {problem}.",
            f"記録のヘッダーの形式が不正です（{path}: {problem_ja(problem)}）。",
            path=path,
        )

    findings: list[Finding] = []
    entry_schema = validator.subschema("#/$defs/entry")
    accepted: list[Entry] = []
    judge_calls: list[dict[str, Any]] = []
    positions: dict[int, int] = {}
    previous = 0
    entry_valid = validator.compiled(entry_schema)
    for index, raw in enumerate(entries_raw):
        # The errors, and the path they name, are only worded for an entry that has some (the rare case).
        errors = [] if entry_valid(raw) else validator.errors(raw, entry_schema, f"$.entries[{index}]")
        if errors:
            seq = raw.get("seq") if isinstance(raw, dict) else None
            seq = seq if isinstance(seq, int) and not isinstance(seq, bool) else None
            where, problem = errors[0]
            findings.append(
                ENTRY_SCHEMA.finding(
                    seq,
                    {"where": where, "problem": problem, "problem_ja": problem_ja(problem), "index": index},
                )
            )
            continue
        if raw["seq"] <= previous:
            findings.append(
                SEQ_ORDER.finding(raw["seq"], {"seq": raw["seq"], "previous": previous, "index": index})
            )
            continue
        previous = raw["seq"]
        act = raw["act"]
        if act == "correction":
            target = raw.get("supersedes")
            if target is None or target not in positions:
                findings.append(BAD_CORRECTION.finding(raw["seq"], {"seq": raw["seq"], "supersedes": target}))
                continue
            replacement = raw.get("replacement")
            slot = positions[target]
            if replacement is None:
                accepted[slot] = Entry(seq=target, act="voided", corrected_by=raw["seq"])
                continue
            merged = {"seq": target} | {k: v for k, v in replacement.items() if k != "seq"}
            errors = validator.errors(merged, entry_schema, f"$.entries[{index}].replacement")
            if errors:
                where, problem = errors[0]
                findings.append(
                    ENTRY_SCHEMA.finding(
                        raw["seq"], {"where": where, "problem": problem, "problem_ja": problem_ja(problem)}
                    )
                )
                continue
            fixed = Entry.from_json(merged)
            fixed.corrected_by = raw["seq"]
            accepted[slot] = fixed
            continue
        if act in ("judge_call", "note"):
            judge_calls.append(
                {k: raw[k] for k in ("seq", "act", "actor", "about", "note", "args") if k in raw}
            )
            continue
        positions[raw["seq"]] = len(accepted)
        accepted.append(Entry.from_json(raw))
    return ParsedLog(header=doc["header"], entries=accepted, findings=findings, judge_calls=judge_calls)
