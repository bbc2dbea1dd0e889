from __future__ import annotations

from django import template
from django.urls import reverse

register = template.Library()


@register.filter
def clause_url(ref: str) -> str:
    """`slug:number` -> the clause's permalink."""
    slug, _, number = str(ref).partition(":")
    return reverse("rules:clause", args=[slug, number]) if slug and number else ""
