"""Kaiju card definitions as the log header gives them (there is no card database).

The judgelog header schema is shared by every game, so the kaiju-only figures live in `keywords`:

    {"name": "…", "type": "kaiju" | "engage" | "strategy" (or 怪獣 / 交戦 / 戦略),
     "cost": grade (等級, 2.3; kaiju grades I–IV are written 1–4),
     "attributes": traits (特徴, 2.5),
     "keywords": {"colors": ["red", "white"], "threat": 脅威度, "repel": 撃退力, "icon": 進攻アイコン,
                  "number": card number (default: the card id), "assault": 強襲 grade, "base": 拠点,
                  "resonance": 共鳴 colours},
     "text": true if the card has abilities the engine does not model, "deck_rule": …}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.core.abilities import AbilityDef
from judge.engine.games.kaiju.vocab import parse_card_abilities

KAIJU, ENGAGE, STRATEGY = "kaiju", "engage", "strategy"
TYPE_ALIASES = {
    "kaiju": KAIJU,
    "怪獣": KAIJU,
    "engage": ENGAGE,
    "交戦": ENGAGE,
    "strategy": STRATEGY,
    "戦略": STRATEGY,
}
COLOR_ALIASES = {"red": "red", "赤": "red", "blue": "blue", "青": "blue", "white": "white", "白": "white"}
COLOR_ALIASES |= {"green": "green", "緑": "green"}
TOKEN_TRAIT = "トークン"  # 9.1.5


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    name: str
    type: str | None  # None: the header gave a type this game does not have
    raw_type: str
    grade: int
    traits: tuple[str, ...]
    colors: tuple[str, ...]
    threat: int
    repel: int
    icon: int | None  # None: the card shows no advance icon (2.8); 進攻 counts it as 0 (rulings, kaiju 2)
    number: str
    assault: int | None = None
    base: bool = False
    resonance: tuple[str, ...] = ()
    text: bool = False
    deck_rule: bool = False
    # Declared abilities (docs/log-format.md "Card abilities"); `text` stays "abilities not declared".
    abilities: tuple[AbilityDef, ...] = ()

    @classmethod
    def from_json(cls, card_id: str, raw: dict[str, Any]) -> CardDef:
        kw = raw.get("keywords") or {}
        raw_type = str(raw.get("type", ""))
        abilities = parse_card_abilities(raw.get("abilities"), card_id, TYPE_ALIASES.get(raw_type))
        # 【強襲】【拠点】 may be declared as ability keywords as well as in the card's `keywords`.
        for ability in abilities:
            for name in ("assault", "base"):
                if name in ability.keywords and name not in kw:
                    kw = kw | {name: ability.keywords[name]}
        assault = kw.get("assault")
        resonance = kw.get("resonance") or ()
        if resonance is True:
            resonance = ()
        return cls(
            id=card_id,
            name=str(raw.get("name", card_id)),
            type=TYPE_ALIASES.get(raw_type),
            raw_type=raw_type,
            grade=int(raw.get("cost", 0)),
            traits=tuple(str(t) for t in raw.get("attributes") or ()),
            colors=tuple(COLOR_ALIASES.get(str(c), str(c)) for c in kw.get("colors") or ()),
            threat=int(kw.get("threat", 0)),
            repel=int(kw.get("repel", 0)),
            icon=int(kw["icon"]) if isinstance(kw.get("icon"), int) else None,
            number=str(kw.get("number", card_id)),
            assault=int(assault) if isinstance(assault, int) else None,
            base=bool(kw.get("base", False)),
            resonance=tuple(COLOR_ALIASES.get(str(c), str(c)) for c in resonance),
            text=bool(raw.get("text", False)) or bool(kw.get("resonance")),
            deck_rule=bool(raw.get("deck_rule", False)) or bool(kw.get("resonance")),
            abilities=abilities,
        )

    @property
    def loose_text(self) -> bool:
        """Abilities the engine cannot read: undeclared (`text: true`) or declared with free text."""
        return self.text or any(a.unmodelled for a in self.abilities)

    def keyword(self, name: str) -> Any:
        """A keyword's value from the card's `keywords` or any declared ability's (None if absent)."""
        for ability in self.abilities:
            if name in ability.keywords:
                return ability.keywords[name]
        return None

    @property
    def is_token(self) -> bool:
        return TOKEN_TRAIT in self.traits

    def shares_trait(self, other: CardDef) -> bool:
        return bool(set(self.traits) & set(other.traits))


def parse_card_defs(raw: dict[str, Any]) -> dict[str, CardDef]:
    return {cid: d if isinstance(d, CardDef) else CardDef.from_json(cid, d) for cid, d in raw.items()}


def base_number(number: str) -> str:
    """6.1.1.4.1: a trailing '+' does not make a different card number."""
    return number.rstrip("+")
