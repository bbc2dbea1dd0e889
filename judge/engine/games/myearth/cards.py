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

import copy
from dataclasses import dataclass
from typing import Any

from judge.engine.core.abilities import AbilityDef
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


# Card definitions already read, by what they were read from: the same card pool comes in log after log
# (an event's cards), and a CardDef never changes once read. Bounded so odd inputs cannot grow it for ever.
_READ: dict[tuple[Any, bool, str], CardDef] = {}
_READ_MAX = 20_000


def parse_card_defs(raw: dict[str, Any], *, with_abilities: bool = True) -> dict[str, CardDef]:
    """The header's cards; the deck rules (55-63) read no abilities, so they skip parsing them."""
    out: dict[str, CardDef] = {}
    for cid, d in (raw or {}).items():
        # repr tells apart every value a card may hold (1 from 1.0 and True, a list from a tuple) and keeps
        # key order, so an equal key means an equal card read the same way.
        key = (cid, with_abilities, repr(d))
        card = _READ.get(key)
        if card is None:
            # Read from a private copy: the definition keeps parts of the card (an effect's values), which
            # must not change when the caller later edits its log.
            card = _card_def(cid, copy.deepcopy(d), with_abilities)
            if len(_READ) >= _READ_MAX:
                _READ.clear()
            _READ[key] = card
        out[cid] = card
    return out


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
