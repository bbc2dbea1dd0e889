"""The real rulebook texts and their parses, shared by the parser tests (each is read and parsed once)."""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path
from typing import Any

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


@cache
def glossary_terms(slug: str) -> list[dict[str, Any]]:
    """The bilingual glossary entries of a rulebook (rules_index/data/glossary/<slug>.toml)."""
    return tomllib.loads((DATA / "glossary" / f"{slug}.toml").read_text(encoding="utf-8"))["term"]


def check_glossary_terms(slug: str) -> None:
    """Every glossary term appears in the rulebook text, has an English name, and cites a clause that exists."""
    numbers = {c.number for c in parsed(slug).clauses}
    text = source_text(slug)
    for term in glossary_terms(slug):
        assert term["ja"] in text, term["ja"]
        assert term["en"], term["ja"]
        if "clause" in term:
            assert term["clause"] in numbers, term
