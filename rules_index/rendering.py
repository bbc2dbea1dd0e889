"""Turn clause text into HTML with its references as links (pure: no database)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe


@dataclass(frozen=True)
class LinkTarget:
    raw: str
    url: str | None  # None: the reference points nowhere in the index
    label: str  # e.g. "rebirth:10.6"
    flag: str = ""


def link_references(text: str, targets: Iterable[LinkTarget]) -> SafeString:
    """Escape ``text`` and wrap each reference's raw substring in a link, left to right.

    Each raw string is linked where it next occurs after the previous link, so a reference printed twice
    is linked twice only when the parser recorded it twice. Several targets sharing one raw (a range) link
    to the first; the page lists the rest.
    """
    parts: list[str] = []
    cursor = 0
    seen_raw: set[str] = set()
    for target in targets:
        if not target.raw or target.raw in seen_raw:
            continue
        at = text.find(target.raw, cursor)
        if at < 0:
            at = text.find(target.raw)
            if at < cursor:
                continue
        seen_raw.add(target.raw)
        parts.append(escape(text[cursor:at]))
        parts.append(_anchor(target))
        cursor = at + len(target.raw)
    parts.append(escape(text[cursor:]))
    return mark_safe("".join(parts))


def _anchor(target: LinkTarget) -> str:
    classes = "ref" + (" ref-flagged" if target.flag else "") + ("" if target.url else " ref-unresolved")
    title = target.label + (f" — {target.flag}" if target.flag else "")
    if target.url is None:
        return format_html('<span class="{}" title="{}">{}</span>', classes, title, target.raw)
    return format_html(
        '<a class="{}" href="{}" data-preview="{}" title="{}">{}</a>',
        classes,
        target.url,
        target.url,
        title,
        target.raw,
    )
