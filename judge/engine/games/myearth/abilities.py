"""MyEarth's words for the shared ability machinery (judge/engine/core/abilities.py).

A support card has exactly one effect (244), chosen targets first (245, 251-253); a 対決 card may have
an effect too (31, 226-233). The header declares them as ``cards.<id>.abilities``:

    {"kind": "support", "targets": [{"zone": "field", "whose": "opponent", "kind": "confrontation"}],
     "effect": {"strength": -2}}

``effect`` says what resolving it does, in these keys (anything else is free ``text``):

- ``strength``: the change to each chosen target's strength (lasts through the 対決, 122, 130);
- ``life``: ``{"own": n, "opponent": n}`` Earth Life changes (34, 140-142);
- ``draw``: cards its user draws;
- ``look_deck`` / ``search_deck``: ``"own"`` or ``"opponent"`` — it looks through (or takes from) that
  deck, which must then be shuffled whatever the card says (234, 266);
- ``hand_limit``: the change to its user's hand limit (98: only card text changes it);
- ``cancel``: it cancels the target support card — only one of the same チェーン (265).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from judge.engine.core.abilities import AbilityDef, AbilityVocabulary, parse_abilities
from judge.engine.core.gamekit import header_error

VOCAB = AbilityVocabulary(
    game="myearth",
    kinds=frozenset({"support", "effect"}),
    triggered_kinds=frozenset(),
    # 32: 発動条件; 227/246: on being played; 231: on being discarded; 273 (原子力発電所): on leaving.
    events=frozenset({"played", "condition", "discarded", "leaves_field"}),
    zones=frozenset({"field", "hand", "deck", "discard", "removed"}),
    durations=frozenset({"confrontation", "field"}),
    keywords=frozenset({"task"}),
    target_keys=frozenset({"kind", "attribute", "name"}),
)
EFFECT_KEYS = frozenset({"strength", "life", "draw", "look_deck", "search_deck", "hand_limit", "cancel"})
HIDDEN_ZONES = frozenset({"deck", "hand"})  # 241: a selection there may find nothing and still fires


def parse_card_abilities(raw: Any, card_id: str, card_type: str | None) -> tuple[AbilityDef, ...]:
    abilities = parse_abilities(raw, card_id, VOCAB)
    path = f"$.header.cards.{card_id}.abilities"
    for i, ability in enumerate(abilities):
        unknown = sorted(set(ability.effect) - EFFECT_KEYS)
        if unknown:
            raise header_error(
                "myearth",
                f"Unknown effect key {', '.join(unknown)}; known: {', '.join(sorted(EFFECT_KEYS))} "
                "(say anything else in 'text').",
                f"不明な効果の項目 {', '.join(unknown)} です（それ以外は text に書きます）。",
                f"{path}[{i}].effect",
            )
        for key in ("look_deck", "search_deck"):
            if key in ability.effect and ability.effect[key] not in ("own", "opponent"):
                raise header_error(
                    "myearth",
                    f"{key} is 'own' or 'opponent'.",
                    f"{key} は 'own' か 'opponent' です。",
                    f"{path}[{i}].effect.{key}",
                )
    if card_type == "support" and sum(a.kind == "support" for a in abilities) > 1:
        raise header_error(
            "myearth",
            "A support card has one effect (244); declare one 'support' ability.",
            "サポートカードの効果は1枚につき1つです（244項）。'support'能力は1つだけ宣言します。",
            path,
        )
    return abilities


def support_ability(abilities: Sequence[AbilityDef]) -> AbilityDef | None:
    """The support card's one effect (244), if declared."""
    return next((a for a in abilities if a.kind == "support"), None)


def deck_looks(ability: AbilityDef | None) -> list[str]:
    """Whose decks ('own'/'opponent') the effect looks through or takes from (234, 266)."""
    if ability is None:
        return []
    return [str(ability.effect[k]) for k in ("look_deck", "search_deck") if k in ability.effect]


def chooses_from_hidden(ability: AbilityDef | None) -> bool:
    """Whether the effect takes its cards from a deck or a hand, where it may find nothing (241)."""
    if ability is None:
        return False
    return "search_deck" in ability.effect or any(s.zone in HIDDEN_ZONES for s in ability.targets)


def life_changes(effect: Mapping[str, Any], user: str, opponent: str) -> dict[str, int]:
    """The declared Earth Life changes by side key."""
    raw = effect.get("life") or {}
    out: dict[str, int] = {}
    if isinstance(raw, Mapping):
        for who, delta in raw.items():
            key = user if who == "own" else opponent if who == "opponent" else None
            if key is not None and isinstance(delta, int):
                out[key] = out.get(key, 0) + delta
    return out
