"""The kaiju words for the shared ability machinery (judge/engine/core/abilities.py).

Kinds are the rulebook's two (10.1.1): automatic and continuous. The events are the things a kaiju
trigger condition waits for; ``forward``/``back`` (前進/後退 not caused by 進攻, 5.13) are this engine's
additions so that an effect's moves can be told apart from 進攻 (12.3 triggers on 進攻 only).
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.abilities import AbilityDef, AbilityVocabulary, parse_abilities

VOCAB = AbilityVocabulary(
    game="kaiju",
    kinds=frozenset({"auto", "continuous"}),
    triggered_kinds=frozenset({"auto"}),
    events=frozenset(
        {
            "appears",
            "advances",
            "forward",
            "back",
            "moved",
            "to_discard",
            "placed_strategy",
            "repelled",
            "phase_start",
            "turn_start",
            "anger_changed",
        }
    ),
    zones=frozenset({"hand", "deck", "discard", "kaiju_deck", "area", "strategy", "advancing"}),
    durations=frozenset({"turn", "game"}),
    keywords=frozenset({"appear", "advance", "awaken", "assault", "evolve", "counter", "resonance", "base"}),
    trigger_keys=frozenset({"phase", "type", "trait", "area"}),
    target_keys=frozenset({"type", "trait", "max_grade", "area"}),
)

# A keyword that is an automatic ability names its own trigger (12.2.2, 12.3.2, 12.6.2, 12.7.2); the
# header may leave the trigger out. 逆襲's "other than by duplicate-card processing" is a `by` list.
KEYWORD_TRIGGERS: dict[str, dict[str, Any]] = {
    "appear": {"event": "appears", "card": "self"},
    "advance": {"event": "advances", "card": "self"},
    "evolve": {"event": "phase_start", "phase": "main", "whose": "own"},
    "counter": {
        "event": "to_discard",
        "card": "self",
        "by": ["trample", "repel", "effect", "rule", "assault"],
    },
}
# Where a keyword is defined, for findings about an ability that carries it.
KEYWORD_CLAUSES = {
    "appear": ("12.2.2",),
    "advance": ("12.3.2", "12.3.2.1"),
    "evolve": ("12.6.2",),
    "counter": ("12.7.2", "12.7.3"),
    "awaken": ("12.4.2",),
}


def _with_keyword_trigger(raw: Any, card_type: str | None) -> Any:
    """Fill in the trigger a keyword or a strategy card's text implies, so the header need not repeat it."""
    if not isinstance(raw, dict) or raw.get("trigger") is not None or raw.get("kind") != "auto":
        return raw
    keywords = raw.get("keywords")
    if isinstance(keywords, dict):
        for name, trigger in KEYWORD_TRIGGERS.items():
            if name in keywords:
                return raw | {"trigger": dict(trigger)}
    if card_type == "strategy" and not raw.get("text"):
        # 10.1.1.1.2: a strategy card's text means "when this card is put in a strategy zone, …".
        return raw | {"trigger": {"event": "placed_strategy", "card": "self"}}
    return raw


def parse_card_abilities(raw: Any, card_id: str, card_type: str | None) -> tuple[AbilityDef, ...]:
    if isinstance(raw, list):
        raw = [_with_keyword_trigger(a, card_type) for a in raw]
    return parse_abilities(raw, card_id, VOCAB)
