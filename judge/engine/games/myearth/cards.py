"""Card definitions from a judgelog header, read into what the MyEarth rules need (36-46).

A header card is `{"name", "type", "atk", "attributes", "keywords", "text"}` where type is one of
source, special_source, confrontation, support; `atk` is the strength (24); `keywords.cost` maps an
attribute to a number of sources (26); `keywords.chain` lists the names printed under the photo (27);
`keywords.support` is white, black or ss (40); `keywords.no_source` marks 『使うときに【みなもと】は必要
ない』 (271); `keywords.target` is "confrontation" or "discard" for a support whose effect needs a target
there (247); `keywords.original` marks a non-commercial card (63); `keywords.task` marks a 【課題】 (267);
`keywords.special` names a card the rules treat specially: "bioethanol" (269) or "unsustainable"
(『続かない活動』, 270); `text` says the card has effect text; `abilities` declares its effects in the
shared shape (abilities.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.core.abilities import AbilityDef
from judge.engine.core.cardcache import CardCache
from judge.engine.games.myearth.abilities import parse_card_abilities

SOURCE, SPECIAL, CONFRONTATION, SUPPORT = "source", "special_source", "confrontation", "support"
TYPES = (SOURCE, SPECIAL, CONFRONTATION, SUPPORT)

# 41: the five attributes. English spellings are accepted so a recorder need not type kanji.
_ATTRS = {
    "陸": "陸",
    "land": "陸",
    "川": "川",
    "river": "川",
    "海": "海",
    "sea": "海",
    "二酸化炭素": "二酸化炭素",
    "co2": "二酸化炭素",
    "人": "人",
    "human": "人",
}
BLUE_ATTRS = frozenset({"陸", "川", "海", "人"})  # 55
RED_ATTRS = frozenset({"二酸化炭素", "人"})  # 56


def norm_attr(value: Any) -> str | None:
    return _ATTRS.get(str(value).strip().lower()) if value is not None else None


@dataclass(frozen=True, slots=True)
class CardDef:
    cid: str
    name: str
    type: str | None
    raw_type: str
    attributes: tuple[str, ...]
    strength: int
    cost: tuple[tuple[str, int], ...]
    chain: tuple[str, ...]
    support: str | None
    no_source: bool
    target: str | None
    original: bool
    text: bool
    bad_attr: bool
    task: bool = False
    special: str | None = None
    # 274: a card of the first series (or sold before the second): the names under its photo show the
    # creatures it can chain with, which the text does not say are only the ones below it.
    first_series: bool = False
    abilities: tuple[AbilityDef, ...] = ()  # declared effects (abilities.py); () = not declared

    @property
    def cost_total(self) -> int:
        return sum(n for _, n in self.cost)

    @property
    def cost_map(self) -> dict[str, int]:
        return dict(self.cost)

    def side(self) -> str | None:
        """Which side's deck the card belongs to (55, 56); None for cards both sides may use."""
        if self.type == SUPPORT:
            return {"white": "blue", "black": "red"}.get(self.support or "")
        attrs = set(self.attributes) | {a for a, _ in self.cost}
        if attrs and attrs <= RED_ATTRS and not attrs <= BLUE_ATTRS:
            return "red"
        if attrs and attrs <= BLUE_ATTRS and not attrs <= RED_ATTRS:
            return "blue"
        if attrs - BLUE_ATTRS - RED_ATTRS:
            return None
        if attrs and not attrs <= BLUE_ATTRS and not attrs <= RED_ATTRS:
            return "mixed"  # e.g. a special source combining 海 and 二酸化炭素: no deck may hold it
        return None


# Card definitions already read (an event's logs share one card pool); see core.cardcache.
_READ = CardCache()


def parse_card_defs(raw: dict[str, Any], *, with_abilities: bool = True) -> dict[str, CardDef]:
    """The header's cards; the deck rules (55-63) read no abilities, so they skip parsing them."""
    return {
        cid: _READ.read((cid, with_abilities), d, lambda c, cid=cid: _card_def(cid, c, with_abilities))
        for cid, d in (raw or {}).items()
    }


def _card_def(cid: Any, d: dict[str, Any], with_abilities: bool) -> CardDef:
    kw = d.get("keywords") or {}
    attrs_raw = list(d.get("attributes") or [])
    attrs = tuple(a for a in (norm_attr(x) for x in attrs_raw) if a)
    cost_raw = kw.get("cost") or {}
    cost = tuple(sorted((norm_attr(k) or str(k), int(v)) for k, v in cost_raw.items() if int(v) > 0))
    bad = len(attrs) != len(attrs_raw) or any(norm_attr(k) is None for k in cost_raw)
    typ = d.get("type")
    return CardDef(
        cid=cid,
        name=str(d.get("name", cid)),
        type=typ if typ in TYPES else None,
        raw_type=str(typ),
        attributes=attrs,
        strength=int(d.get("atk") or 0),
        cost=cost,
        chain=tuple(kw.get("chain") or ()),
        support=kw.get("support"),
        no_source=bool(kw.get("no_source")),
        target=kw.get("target"),
        original=bool(kw.get("original")),
        text=bool(d.get("text")),
        bad_attr=bad,
        task=bool(kw.get("task")),
        special=kw.get("special"),
        first_series=bool(kw.get("first_series")),
        abilities=parse_card_abilities(d.get("abilities"), cid, typ if typ in TYPES else None)
        if with_abilities
        else (),
    )
