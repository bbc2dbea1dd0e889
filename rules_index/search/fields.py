"""What a clause is made of for search: four weighted fields, two layers of terms, eight term columns.

A clause is read as four fields (title, heading path, text, examples) and every field as two layers
of terms from :mod:`.analysis`: Sudachi words and character bigrams. The database stores one
space-joined column per field and layer (:data:`TERM_COLUMNS`, written from :func:`clause_columns`)
and the scorer reads clauses back from those same columns (:meth:`.scoring.ClauseDoc.from_columns`),
so what is stored and what is scored cannot drift apart.
"""

from __future__ import annotations

from rules_index.parsers.base import HEADING_KINDS, ClauseRecord

from .analysis import index_terms

FIELDS = ("title", "path", "text", "examples")
LAYERS = ("words", "bigrams")
# Column order matters to the FTS5 table (bm25 weights are given by position): all word columns first.
TERM_COLUMNS = tuple(f"{name}_{layer}" for layer in LAYERS for name in FIELDS)
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
        "text": text,
        "examples": "\n".join(record.examples),
    }


def clause_columns(record: ClauseRecord) -> dict[str, str]:
    """The eight term columns of one clause (keys of :data:`TERM_COLUMNS`), as the store writes them."""
    columns: dict[str, str] = {}
    for name, text in clause_fields(record).items():
        words, grams = index_terms(text).as_columns() if text else ("", "")
        columns[f"{name}_words"] = words
        columns[f"{name}_bigrams"] = grams
    return columns
