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
- ``search_to``: where the cards a ``search_deck`` takes go — ``"hand"`` (the user's, the default),
  ``"discard"`` (the deck owner's, shown to both, 239) or ``"removed"`` (out of the game, 14); the log's
  ``from_deck`` names them;
- ``hand_limit``: the change to its user's hand limit (98: only card text changes it);
- ``cancel``: it cancels the target support card — only one of the same チェーン (265);
- ``from_hand``: ``{"whose", "count", "up_to", "to", "look", "kind", "attribute", "name"}`` — it chooses
  cards from a hand (「相手の手札から○枚選んで～」, 235, 236, 241) and puts them in the discard, the
  user's hand or out of the game; ``look`` is the card's own leave to look at the hand (235 「別途記載」).

Free ``text`` beside these keys does not switch them off: what the structure declares is checked as
declared, and the text is taken to do only what the structure leaves unsaid (see ``text_may``).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
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
EFFECT_KEYS = frozenset(
    {"strength", "life", "draw", "look_deck", "search_deck", "search_to", "hand_limit", "cancel", "from_hand"}
)
HIDDEN_ZONES = frozenset({"deck", "hand"})  # 241: a selection there may find nothing and still fires
FROM_HAND_KEYS = frozenset({"whose", "count", "up_to", "to", "look", "kind", "attribute", "name"})
HAND_DESTINATIONS = ("discard", "hand", "removed")
SEARCH_DESTINATIONS = ("hand", "discard", "removed")  # where the cards a deck search takes go


@dataclass(frozen=True, slots=True)
class HandPick:
    """A declared choice from a hand (235, 236, 241): whose hand, how many, where the cards go."""

    whose: str  # "opponent" (the 235 case) or "own"
    count: int
    up_to: bool
    to: str  # discard, hand (the user's) or removed (14)
    look: bool  # the card lets its user look at the hand while choosing (235 「別途記載がない限り」)
    where: Mapping[str, str]  # kind / attribute / name each chosen card must have

    @property
    def conditional(self) -> bool:
        """A hidden hand may hold no card that fits, and the effect still fires (241)."""
        return bool(self.where)


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
        if "search_to" in ability.effect and (
            "search_deck" not in ability.effect or ability.effect["search_to"] not in SEARCH_DESTINATIONS
        ):
            raise header_error(
                "myearth",
                f"search_to is one of {', '.join(SEARCH_DESTINATIONS)}, beside a search_deck.",
                f"search_to は search_deck と共に書き、{', '.join(SEARCH_DESTINATIONS)} のいずれかです。",
                f"{path}[{i}].effect.search_to",
            )
        if "from_hand" in ability.effect:
            _check_from_hand(ability.effect["from_hand"], f"{path}[{i}].effect.from_hand")
    if card_type == "support" and sum(a.kind == "support" for a in abilities) > 1:
        raise header_error(
            "myearth",
            "A support card has one effect (244); declare one 'support' ability.",
            "サポートカードの効果は1枚につき1つです（244項）。'support'能力は1つだけ宣言します。",
            path,
        )
    return abilities


def _check_from_hand(raw: Any, path: str) -> None:
    def bad(en: str, ja: str) -> Exception:
        return header_error("myearth", en, ja, path)

    if not isinstance(raw, dict):
        raise bad("from_hand is an object.", "from_hand はオブジェクトです。")
    unknown = sorted(set(raw) - FROM_HAND_KEYS)
    if unknown:
        raise bad(
            f"Unknown from_hand key {', '.join(unknown)}; known: {', '.join(sorted(FROM_HAND_KEYS))}.",
            f"from_hand の不明な項目 {', '.join(unknown)} です。",
        )
    if raw.get("whose", "opponent") not in ("own", "opponent"):
        raise bad("from_hand.whose is 'own' or 'opponent'.", "from_hand.whose は 'own' か 'opponent' です。")
    count = raw.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or count < 1:
        raise bad("from_hand.count is a whole number from 1.", "from_hand.count は1以上の整数です。")
    if raw.get("to", "discard") not in HAND_DESTINATIONS:
        raise bad(
            f"from_hand.to is one of {', '.join(HAND_DESTINATIONS)}.",
            f"from_hand.to は {', '.join(HAND_DESTINATIONS)} のいずれかです。",
        )
    for key in ("up_to", "look"):
        if not isinstance(raw.get(key, False), bool):
            raise bad(f"from_hand.{key} is true or false.", f"from_hand.{key} は true か false です。")
    if raw.get("kind", "confrontation") not in ("confrontation", "source", "support"):
        raise bad(
            "from_hand.kind is confrontation, source or support.",
            "from_hand.kind は confrontation、source、support のいずれかです。",
        )


def hand_pick(ability: AbilityDef | None) -> HandPick | None:
    """The ability's declared choice from a hand, if any."""
    raw = ability.effect.get("from_hand") if ability is not None else None
    if not isinstance(raw, Mapping):
        return None
    return HandPick(
        whose=str(raw.get("whose", "opponent")),
        count=int(raw.get("count", 1)),
        up_to=bool(raw.get("up_to", False)),
        to=str(raw.get("to", "discard")),
        look=bool(raw.get("look", False)),
        where={k: str(raw[k]) for k in ("kind", "attribute", "name") if raw.get(k)},
    )


def text_may(card_text: bool, ability: AbilityDef | None) -> bool:
    """Whether the effect has text the structure does not model (the card's ``text: true`` or the
    ability's ``text``). Such text is read as doing only what the declared keys leave unsaid: a declared
    key is the whole of that result, so a result the text changes (a condition, an extra amount) is left
    out of the structure and said in the text."""
    return card_text or (ability is not None and ability.unmodelled)


def support_ability(abilities: Sequence[AbilityDef]) -> AbilityDef | None:
    """The support card's one effect (244), if declared."""
    return next((a for a in abilities if a.kind == "support"), None)


def deck_looks(ability: AbilityDef | None) -> list[str]:
    """Whose decks ('own'/'opponent') the effect looks through or takes from (234, 266)."""
    if ability is None:
        return []
    return [str(ability.effect[k]) for k in ("look_deck", "search_deck") if k in ability.effect]


def deck_search(ability: AbilityDef | None) -> tuple[str, str] | None:
    """The deck a declared search takes from ('own'/'opponent') and where its cards go, if it searches."""
    if ability is None or "search_deck" not in ability.effect:
        return None
    return str(ability.effect["search_deck"]), str(ability.effect.get("search_to", "hand"))


def chooses_from_hidden(ability: AbilityDef | None) -> bool:
    """Whether the effect takes its cards from a deck or a hand, where it may find nothing (241)."""
    if ability is None:
        return False
    return (
        "search_deck" in ability.effect
        or "from_hand" in ability.effect
        or any(s.zone in HIDDEN_ZONES for s in ability.targets)
    )


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
