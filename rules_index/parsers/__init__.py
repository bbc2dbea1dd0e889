"""One parser per rulebook format. ``parse_document(slug, text)`` picks the right one."""

from __future__ import annotations

from importlib import import_module

from .base import ParsedDocument

# slug -> module under rules_index.parsers exposing ``parse(text: str) -> ParsedDocument``
PARSER_MODULES: dict[str, str] = {
    "myearth": "myearth",
    "dm-variants": "dm_variants",
    "rebirth": "rebirth",
    "kaiju": "kaiju",
    "dimension-zero": "dimension_zero",
}

DOCUMENT_SLUGS: tuple[str, ...] = tuple(PARSER_MODULES)


def parse_document(slug: str, text: str) -> ParsedDocument:
    try:
        module_name = PARSER_MODULES[slug]
    except KeyError:
        raise ValueError(f"unknown rulebook slug: {slug!r}") from None
    module = import_module(f"{__name__}.{module_name}")
    return module.parse(text)
