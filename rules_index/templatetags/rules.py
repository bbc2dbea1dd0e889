from __future__ import annotations

from django import template
from django.urls import reverse

from rules_index.clauseref import ClauseRef

register = template.Library()


@register.filter
def clause_url(ref: str) -> str:
    """`slug:number` -> the clause's permalink."""
    parsed = ClauseRef.parse_or_none(ref)
    return reverse("rules:clause", args=[parsed.document, parsed.number]) if parsed else ""
