"""The real rulebook texts and their parses, shared by the parser tests (each is read and parsed once)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from rules_index.parsers import parse_document
from rules_index.parsers.base import ClauseRecord, ParsedDocument

DATA = Path(__file__).resolve().parents[3] / "rules_index" / "data"


@cache
def source_text(slug: str) -> str:
    """The rulebook text as the importer reads it (rules_index/data/<slug>.txt)."""
    return (DATA / f"{slug}.txt").read_text(encoding="utf-8")


@cache
def parsed(slug: str) -> ParsedDocument:
    return parse_document(slug, source_text(slug))


def clause(slug: str, number: str) -> ClauseRecord:
    return parsed(slug).by_number()[number]


def defect_codes(slug: str, number: str) -> list[str]:
    return [d.code for d in clause(slug, number).defects]
