"""Template helpers for showing engine findings in the reader's language."""

from __future__ import annotations

from typing import Any

from django import template

from judge.engine.core.unknowns import unknown_ja

register = template.Library()


@register.filter
def unknown_in(finding: Any, lang: str) -> str:
    """A needs_ruling finding's unknown fact in ``lang``: Japanese where the table has it, else the
    engine's English (a finding stored by an older run is looked up the same way)."""
    text = finding.get("unknown") if isinstance(finding, dict) else getattr(finding, "unknown", None)
    if not text:
        return ""
    if lang == "ja":
        return unknown_ja(text) or text
    return text
