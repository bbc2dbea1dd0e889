"""What a clause is made of for search: four weighted fields, two layers of terms, eight term columns.

A clause is read as four fields (title, heading path, text, examples) and every field as two layers
of terms from :mod:`.analysis`: Sudachi words and character bigrams. The database stores one
space-joined column per field and layer (:data:`TERM_COLUMNS`, written from :func:`clause_columns`)
and the scorer reads clauses back from those same columns (:meth:`.scoring.ClauseDoc.from_columns`),
so what is stored and what is scored cannot drift apart.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from rules_index.parsers.base import HEADING_KINDS, ClauseRecord

from .analysis import index_terms

FIELDS = ("title", "path", "text", "examples")
LAYERS = ("words", "bigrams")
# Column order matters to the FTS5 table (bm25 weights are given by position): all word columns first.
TERM_COLUMNS = tuple(f"{name}_{layer}" for layer in LAYERS for name in FIELDS)
# A clause's context (:func:`context_text`): the text of the rule it belongs to, and of the clause
# before it when it points back (「この行動は各ターン中に1回のみ」). Two more columns, outside the full-text index: the first pass finds a clause by
# its own words, and the scorer counts the parent's words weakly (see scoring.CONTEXT_WEIGHT).
CONTEXT = "context"
CONTEXT_COLUMNS = tuple(f"{CONTEXT}_{layer}" for layer in LAYERS)
# Not scored: the Sudachi forms of a clause's snippet texts (:func:`.results.stored_forms`).
FORMS_COLUMN = "snippet_forms"
# The scorer keys statistics by a one-letter layer code: ("w", term), ("b", term).
WORDS, BIGRAMS = "w", "b"
LAYER_CODES = {"words": WORDS, "bigrams": BIGRAMS}

# A heading printed without a separate title is its own title, unless it is long enough to be prose.
_HEADING_AS_TITLE_CHARS = 40


def clause_fields(record: ClauseRecord) -> dict[str, str]:
    """The text of each of :data:`FIELDS` for one clause.

    A heading's text becomes its title and leaves the text field empty, so that the heading's words
    count once, at the title's weight.
    """
    title = record.title or (
        record.text if record.kind in HEADING_KINDS and len(record.text) <= _HEADING_AS_TITLE_CHARS else ""
    )
    text = record.text if record.text != title else ""
    return {
        "title": title,
        "path": " ".join(record.heading_path),
        "text": _as_intended(text, record),
        "examples": _as_intended("\n".join(record.examples), record),
    }


def _as_intended(text: str, record: ClauseRecord) -> str:
    """``text`` with the clause's known typos read as intended: a judge types the word the rule meant."""
    for defect in record.defects:
        if defect.printed and defect.reading:
            text = text.replace(defect.printed, defect.reading)
    return text


def clause_columns(record: ClauseRecord) -> dict[str, str]:
    """The eight term columns of one clause (keys of :data:`TERM_COLUMNS`), as the store writes them."""
    columns: dict[str, str] = {}
    for name, text in clause_fields(record).items():
        words, grams = index_terms(text).as_columns() if text else ("", "")
        columns[f"{name}_words"] = words
        columns[f"{name}_bigrams"] = grams
    return columns


# A clause that opens by pointing back (「この行動は…」, 「その場合…」, 「上記の…」) is about what the
# clause before it says.
_POINTS_BACK = re.compile(r"^(?:この|その|これ|それ|上記|前述|前項)")


def points_back(text: str) -> bool:
    """Whether a clause's text opens by pointing back (この行動は…, その場合…): its subject is said before it."""
    return bool(_POINTS_BACK.match(text.strip()))


def context_text(
    record: ClauseRecord, parent: ClauseRecord | None, previous: ClauseRecord | None = None
) -> str:
    """The context of ``record``: its parent's text, unless the parent is a heading, and the text of the
    clause before it (``previous``, a sibling under the same parent) when ``record`` opens by pointing back.

    A heading parent's words are the heading path already; a rule parent (「…以下の手順を実行します」)
    and the action 「この行動は各ターン中に1回のみ」 points back to are what a clause's own words leave unsaid.
    """
    parts = []
    if parent is not None and parent.kind not in HEADING_KINDS:
        parts.append(parent.text)
    if previous is not None and _POINTS_BACK.match(record.text.strip()):
        parts.append(previous.text)
    return "\n".join(parts)


def contexts_of(records: Sequence[ClauseRecord]) -> list[str]:
    """The context (:func:`context_text`) of each of one document's ``records``, in reading order."""
    by_number = {r.number: r for r in records}
    last_child: dict[str | None, ClauseRecord] = {}
    out = []
    for r in records:
        parent = by_number.get(r.parent) if r.parent else None
        out.append(context_text(r, parent, last_child.get(r.parent)))
        last_child[r.parent] = r
    return out


def context_columns(text: str) -> dict[str, str]:
    """The two context columns (:data:`CONTEXT_COLUMNS`) of a clause whose context is ``text``."""
    words, grams = index_terms(text).as_columns() if text else ("", "")
    return {f"{CONTEXT}_words": words, f"{CONTEXT}_bigrams": grams}
