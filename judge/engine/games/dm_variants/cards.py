"""Duel Masters card definitions as the log header gives them (there is no card database).

The variant rulebook presupposes the official game and its cards, so a header card carries what the
rules need (brief section 7, "What needs card data"). The shared header schema keeps its field names;
the Duel Masters figures go in `keywords`:

    {"name": "…",
     "type": "creature" | "spell" | "cross_gear" | "castle" | "field" | "weapon" | "fortress" | "scheme"
             | "plane" | "phenomenon" (or クリーチャー / 呪文 / クロスギア / 城 / フィールド / ウエポン /
             フォートレス / 計略 / 次元 / 現象),
     "cost": mana cost, "attributes": races (種族),
     "keywords": {"civilizations": ["light", "water"] (or 光 / 水 / 闇 / 火 / 自然; none = colourless),
                  "power": 5000, "breaker": 2 (W・ブレイカー; default 1), "blocker": true,
                  "speed_attacker": true, "shield_trigger": true, "mana_number": 1,
                  "kind": "psychic" | "gr" | "forbidden" | "zeron" (サイキック / GR / 禁断 / 零龍),
                  "god": true, "g_link": ["linkable god name", …], "named_god": true (701.17b),
                  "any_copies": true (an ability lets a deck hold more than 4 copies, 701.3a / 701.4d),
                  "set": "forbidden_star" | "zeron" (a piece of a 5-card set, 100.2 / 701.4h),
                  "d_switch": true (703.11d), "shuffle_card": true (702.3c / 703.3d)},
     "text": true if the card has abilities the engine does not model,
     "abilities": [declared abilities, docs/log-format.md "Card abilities (all games)" with the Duel
                   Masters words of ABILITY_VOCAB below and docs/log-format-dm-variants.md "Card abilities"]}
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from judge.engine.core.abilities import AbilityDef, AbilityVocabulary, parse_abilities
from judge.engine.core.cardcache import CardCache
from judge.engine.core.errors import LogReadError

# The Duel Masters words for the shared ability machinery. Kinds follow the official ability types the
# variant text itself names in 600.4a-600.4h: 呪文能力 (`spell`, also a creature's "when it enters"
# text is written as `auto`), 誘発型能力 (`auto`), 起動型能力 (`activated`), 常在型能力 (`continuous`).
# Zones are the engine's zones (state.ZONES) plus `outside` (cards from outside the game, 103.1a).
ABILITY_VOCAB = AbilityVocabulary(
    game="dm-variants",
    kinds=frozenset({"spell", "auto", "activated", "continuous"}),
    triggered_kinds=frozenset({"auto"}),
    events=frozenset(
        {
            "enters",
            "attacks",
            "blocks",
            "destroyed",
            "leaves",
            "cast",
            "broken",
            "turn_start",
            "turn_end",
            "game_start",
        }
    ),
    zones=frozenset(
        {"deck", "hand", "shields", "mana", "battle", "graveyard", "hyperspatial", "gr", "command", "removed"}
    ),
    durations=frozenset({"turn", "game"}),
    keywords=frozenset({"shield_trigger", "blocker", "speed_attacker", "breaker"}),
    # `part`: the ■/▶ (or keyword-symbol) section of the text a target group belongs to (600.4c);
    # `player`: the group chooses players, not cards; `type`, `tapped`: what the card must be.
    target_keys=frozenset({"part", "player", "type", "tapped"}),
)

CREATURE, SPELL, CROSS_GEAR, CASTLE, FIELD = "creature", "spell", "cross_gear", "castle", "field"
WEAPON, FORTRESS, SCHEME, PLANE, PHENOMENON = "weapon", "fortress", "scheme", "plane", "phenomenon"
TYPE_ALIASES = {
    CREATURE: CREATURE,
    "クリーチャー": CREATURE,
    SPELL: SPELL,
    "呪文": SPELL,
    CROSS_GEAR: CROSS_GEAR,
    "クロスギア": CROSS_GEAR,
    CASTLE: CASTLE,
    "城": CASTLE,
    FIELD: FIELD,
    "フィールド": FIELD,
    "D2フィールド": FIELD,
    WEAPON: WEAPON,
    "ウエポン": WEAPON,
    FORTRESS: FORTRESS,
    "フォートレス": FORTRESS,
    SCHEME: SCHEME,
    "計略": SCHEME,
    PLANE: PLANE,
    "次元": PLANE,
    PHENOMENON: PHENOMENON,
    "現象": PHENOMENON,
}
CIVILIZATIONS = ("light", "water", "darkness", "fire", "nature")
CIVILIZATION_ALIASES = {c: c for c in CIVILIZATIONS} | {
    "光": "light",
    "水": "water",
    "闇": "darkness",
    "火": "fire",
    "自然": "nature",
}
CIVILIZATION_JA = {"light": "光", "water": "水", "darkness": "闇", "fire": "火", "nature": "自然"}
# 701.3b: card types (カードタイプ) that cannot be a commander; also where such cards start the game.
PSYCHIC, GR, FORBIDDEN, ZERON = "psychic", "gr", "forbidden", "zeron"
KIND_ALIASES = {
    PSYCHIC: PSYCHIC,
    "サイキック": PSYCHIC,
    GR: GR,
    "GR": GR,
    FORBIDDEN: FORBIDDEN,
    "禁断": FORBIDDEN,
    ZERON: ZERON,
    "零龍": ZERON,
}
SETS = ("forbidden_star", "zeron")  # 100.2, 701.4h: five-card sets outside the deck count


@dataclass(frozen=True, slots=True)
class CardDef:
    id: str
    name: str
    type: str | None  # None: a type this game does not have (the raw text is kept)
    raw_type: str
    cost: int
    races: tuple[str, ...] = ()
    civilizations: tuple[str, ...] = ()  # empty: colourless (ゼロ文明)
    power: int = 0
    breaker: int = 1
    blocker: bool = False
    speed_attacker: bool = False
    shield_trigger: bool = False
    mana_number: int = 1
    kind: str | None = None  # psychic / gr / forbidden / zeron
    god: bool = False
    g_link: tuple[str, ...] = ()
    named_god: bool = False
    any_copies: bool = False
    set: str | None = None
    d_switch: bool = False
    shuffle_card: bool = False
    text: bool = False
    abilities: tuple[AbilityDef, ...] = ()

    @classmethod
    def from_json(cls, card_id: str, raw: Any) -> CardDef:
        path = f"$.header.cards.{card_id}"
        if not isinstance(raw, dict):
            raise _bad(card_id, "is not an object", "がオブジェクトではありません", path)
        kw = raw.get("keywords") or {}
        if not isinstance(kw, dict):
            raise _bad(
                card_id, "has keywords that are not an object", "のkeywordsがオブジェクトではありません", path
            )
        raw_type = str(raw.get("type", ""))
        civs = []
        for c in kw.get("civilizations") or ():
            civ = CIVILIZATION_ALIASES.get(str(c))
            if civ is None:
                raise _bad(card_id, f"has an unknown civilization '{c}'", f"の文明'{c}'が不明です", path)
            civs.append(civ)
        kind = kw.get("kind")
        if kind is not None and str(kind) not in KIND_ALIASES:
            raise _bad(card_id, f"has an unknown kind '{kind}'", f"の種別'{kind}'が不明です", path)
        card_set = kw.get("set")
        if card_set is not None and card_set not in SETS:
            raise _bad(
                card_id, f"names an unknown card set '{card_set}'", f"のセット'{card_set}'が不明です", path
            )
        abilities = parse_abilities(raw.get("abilities"), card_id, ABILITY_VOCAB)
        try:
            return cls(
                id=card_id,
                name=str(raw.get("name", card_id)),
                type=TYPE_ALIASES.get(raw_type),
                raw_type=raw_type,
                cost=int(raw.get("cost", 0)),
                races=tuple(str(r) for r in raw.get("attributes") or ()),
                civilizations=tuple(dict.fromkeys(civs)),
                power=int(kw.get("power", 0)),
                breaker=int(kw.get("breaker", 1)),
                blocker=bool(kw.get("blocker", False)),
                speed_attacker=bool(kw.get("speed_attacker", False)),
                shield_trigger=bool(kw.get("shield_trigger", False)),
                mana_number=int(kw.get("mana_number", 1)),
                kind=KIND_ALIASES[str(kind)] if kind is not None else None,
                god=bool(kw.get("god", False)),
                g_link=tuple(str(n) for n in kw.get("g_link") or ()),
                named_god=bool(kw.get("named_god", False)),
                any_copies=bool(kw.get("any_copies", False)),
                set=card_set,
                d_switch=bool(kw.get("d_switch", False)),
                shuffle_card=bool(kw.get("shuffle_card", False)),
                # Free text on a declared ability is card text the engine does not model (the old flag).
                text=bool(raw.get("text", False)) or any(a.unmodelled for a in abilities),
                abilities=abilities,
            )
        except (TypeError, ValueError) as exc:
            raise _bad(
                card_id, f"has a figure that is not a number ({exc})", f"の数値が読めません（{exc}）", path
            ) from exc

    @property
    def is_creature(self) -> bool:
        return self.type == CREATURE

    @property
    def starts_outside_deck(self) -> bool:
        """Psychic and GR cards start in the hyperspatial zone / the GR pile, not in the deck."""
        return self.kind in (PSYCHIC, GR)


def _bad(card_id: str, en: str, ja: str, path: str) -> LogReadError:
    return LogReadError("dm-variants.header", f"Card {card_id} {en}.", f"カード{card_id}{ja}。", path=path)


def parse_card_defs(raw: Any) -> dict[str, CardDef]:
    if not isinstance(raw, dict):
        raise LogReadError(
            "dm-variants.header",
            "The header's cards are not an object.",
            "ヘッダーのcardsがオブジェクトではありません。",
            path="$.header.cards",
        )
    return {cid: d if isinstance(d, CardDef) else _read(cid, d) for cid, d in raw.items()}


# Card definitions already read (an event's logs share one card pool); see core.cardcache.
_READ = CardCache()


def _read(card_id: Any, raw: Any) -> CardDef:
    return _READ.read((card_id,), raw, lambda c: CardDef.from_json(card_id, c))
