"""Screening a decklist given on its own (tournament registration) before a game's deck rules read it.

A replayed log's decklists and card definitions pass the judgelog schema first, and the engines rely on
that shape. A registration decklist never went through it, so the same schema definitions screen it
here: a malformed list becomes one clear log_error finding that says where, never an exception.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.checks import declare_check
from judge.engine.core.logreader import schema_validator
from judge.engine.core.schema import problem_ja
from judge.engine.core.verdicts import Finding, Verdict

DECK_UNREADABLE = declare_check(
    "core",
    "deck.unreadable",
    Verdict.LOG_ERROR,
    (),
    "The decklist cannot be checked: {where} {detail}.",
    "デッキリストを確認できません：{where}の形式が正しくありません（{detail_ja}）。",
)


def decklist_problems(decklist: Any, cards: Any) -> list[Finding]:
    """Findings for a decklist or card definitions the schema rejects; empty when the engine may read them."""
    validator = schema_validator()
    if not isinstance(decklist, dict):
        return [
            DECK_UNREADABLE.finding(
                None, {"where": "$", "detail": "not an object", "detail_ja": problem_ja("not an object")}
            )
        ]
    piles = validator.subschema("#/$defs/decklist")["properties"]
    errors: list[tuple[str, str]] = []
    for key, schema in piles.items():
        if key in decklist:
            errors += validator.errors(decklist[key], schema, f"$.{key}")
    if not isinstance(cards, dict):
        errors.append(("$.cards", "expected object"))
    else:
        card_def = validator.subschema("#/$defs/card_def")
        for card_id, definition in cards.items():
            errors += validator.errors(definition, card_def, f"$.cards.{card_id}")
    return [
        DECK_UNREADABLE.finding(None, {"where": where, "detail": detail, "detail_ja": problem_ja(detail)})
        for where, detail in errors[:20]
    ]
