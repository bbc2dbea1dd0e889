"""The five rulebooks as the rules index parses them, for tests about the clauses the engine checks cite.

A cited clause is ``slug:number``; the number is the parser's canonical number (or one of its aliases, the
other spellings a judge may type). The parser is the rules index's own pure one, so a clause the tests accept
is a clause the site can show.
"""

from __future__ import annotations

import re
from functools import cache
from pathlib import Path

from rules_index.parsers import DOCUMENT_SLUGS, parse_document
from rules_index.parsers.base import HEADING_KINDS, ClauseRecord

DATA = Path(__file__).resolve().parents[3] / "rules_index" / "data"

# A rule text reads as a sentence when it has a full stop; a few printed rules lost only their final 「。」
# and stop on a polite verb ending (rebirth 4.2.3 …です), which the dotted parser accepts the same way.
_POLITE_ENDING = re.compile(r"(?:です|ます|ません)$")


@cache
def _clauses(slug: str) -> dict[str, ClauseRecord]:
    doc = parse_document(slug, (DATA / f"{slug}.txt").read_text(encoding="utf-8"))
    by_number: dict[str, ClauseRecord] = {}
    for record in doc.clauses:
        for alias in record.aliases:
            by_number.setdefault(alias, record)
    # Canonical numbers win over an alias that happens to spell the same.
    by_number.update(doc.by_number())
    return by_number


@cache
def _parents(slug: str) -> frozenset[str]:
    return frozenset(record.parent for record in _clauses(slug).values() if record.parent)


def rulebook_slugs() -> tuple[str, ...]:
    return DOCUMENT_SLUGS


def clause(reference: str) -> ClauseRecord | None:
    """The parsed clause ``slug:number`` names, or None when the rulebook has no such clause."""
    slug, _, number = reference.partition(":")
    if slug not in DOCUMENT_SLUGS:
        return None
    return _clauses(slug).get(number)


def has_subclauses(reference: str) -> bool:
    record = clause(reference)
    return record is not None and record.number in _parents(reference.partition(":")[0])


def reads_as_title(record: ClauseRecord) -> bool:
    """The clause's own text is a title, not a rule: a heading kind, or text without a sentence.

    The parsers mark chapters and sections as heading kinds; a few rulebooks also print a title at
    rule depth (dm-variants 501.2 「(総合ルール701.30)越境する」), which only its lack of a sentence shows.
    """
    if record.kind in HEADING_KINDS:
        return True
    text = record.text.strip()
    return "。" not in text and not _POLITE_ENDING.search(text)


def is_heading(reference: str) -> bool:
    """A heading: a clause with sub-clauses whose own text is only a title (e.g. rebirth 9.8 「自動能力の処理」).

    A clause with rule text of its own that also has sub-clauses (rebirth 9.6.2 「…以下の手順で進行します。」)
    decides something by itself and is not a heading; nor is a titled clause without sub-clauses, since
    nothing more specific exists to cite.
    """
    record = clause(reference)
    return record is not None and has_subclauses(reference) and reads_as_title(record)
