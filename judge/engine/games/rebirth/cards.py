"""Card definitions as the log header gives them (there is no card database)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

CHARACTER, REBIRTH, PARTNER = "CH", "RE", "PA"
CARD_TYPES = (CHARACTER, REBIRTH, PARTNER)


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    name: str
    type: str
    cost: int = 0
    atk: int = 0
    defense: int = 0
    attributes: tuple[str, ...] = ()
    title: str = ""
    # ブロッカー: None = no blocker; () = blocker for any of my characters (11.6.2);
    # a tuple of reference info = blocker only for characters with one of them (11.6.3).
    blocker: tuple[str, ...] | None = None
    spark: bool = False
    # True when the card has printed abilities the engine does not model (so checks they could
    # change become needs_ruling rather than illegal).
    text: bool = False
    deck_rule: bool = False
    keywords: dict[str, Any] = field(default_factory=dict)

    @classmethod
    def from_json(cls, card_id: str, raw: dict[str, Any]) -> CardDef:
        keywords = raw.get("keywords") or {}
        blocker = keywords.get("blocker")
        if blocker is True:
            blocker_refs: tuple[str, ...] | None = ()
        elif isinstance(blocker, list):
            blocker_refs = tuple(str(b) for b in blocker)
        elif isinstance(blocker, str):
            blocker_refs = (blocker,)
        else:
            blocker_refs = None
        return cls(
            id=card_id,
            name=raw["name"],
            type=raw["type"],
            cost=int(raw.get("cost", 0)),
            atk=int(raw.get("atk", 0)),
            defense=int(raw.get("def", 0)),
            attributes=tuple(raw.get("attributes") or ()),
            title=raw.get("title", ""),
            blocker=blocker_refs,
            spark=bool(keywords.get("spark")),
            text=bool(raw.get("text", False)),
            deck_rule=bool(raw.get("deck_rule", False)),
            keywords=dict(keywords),
        )

    def has_info(self, info: str) -> bool:
        """'Reference info' (参照情報) matches an attribute, the work title or part of the name."""
        return info in self.attributes or info == self.title or info in self.name


def parse_card_defs(raw: dict[str, Any]) -> dict[str, CardDef]:
    return {cid: CardDef.from_json(cid, spec) for cid, spec in raw.items()}
