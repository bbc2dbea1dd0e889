"""Card data the rules need, read from the log header (there is no card database).

The judgelog header's card definition has a fixed shape, so Dimension Zero's data (costs with colours,
move cost, timing, power, smash, 禁呪) lives in its free `keywords` object:

    {"name": "…", "type": "unit" | "base" | "strategy",
     "keywords": {"cost": {"red": 1, "colourless": 2, "x": 1}, "move": {"colourless": 1},
                  "timing": "normal" | "quick" | "battle", "power": 3000, "smash": 1, "kinju": 2,
                  "haste": true, "accel": true, "unity": true},
     "text": true if the card has abilities the engine does not model,
     "deck_rule": true if it changes deck construction}

Colour keys may be English or the rulebook's own words (赤 黒 青 白 緑 無色).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

COLOURS = ("red", "black", "blue", "white", "green")  # the five colours (2.4.2-3)
COLOURLESS = "colourless"
_ALIASES = {
    "赤": "red",
    "黒": "black",
    "青": "blue",
    "白": "white",
    "緑": "green",
    "無色": COLOURLESS,
    "無": COLOURLESS,
    "colorless": COLOURLESS,
    "X": "x",
}
UNIT, BASE, STRATEGY = "unit", "base", "strategy"
CARD_TYPES = (UNIT, BASE, STRATEGY)
_TYPE_ALIASES = {"ユニット": UNIT, "ベース": BASE, "ストラテジー": STRATEGY}
TIMINGS = ("normal", "quick", "battle")
_TIMING_ALIASES = {
    "N": "normal",
    "Q": "quick",
    "B": "battle",
    "ノーマル": "normal",
    "クイック": "quick",
    "バトル": "battle",
}


def parse_cost(raw: Any) -> dict[str, int]:
    """A cost as {colour or 'colourless' or 'x': count}; unreadable parts are dropped."""
    if not isinstance(raw, dict):
        return {}
    out: dict[str, int] = {}
    for key, value in raw.items():
        name = _ALIASES.get(key, key)
        if name in (*COLOURS, COLOURLESS, "x") and isinstance(value, int) and not isinstance(value, bool):
            out[name] = out.get(name, 0) + max(value, 0)
    return out


@dataclass(frozen=True, slots=True)
class CardDef:
    card_id: str
    name: str
    type: str
    cost: dict[str, int] = field(default_factory=dict)
    move: dict[str, int] = field(default_factory=dict)
    timing: str = "normal"
    power: int = 0
    smash: int = 0
    kinju: int = 0
    haste: bool = False  # 速攻 (5.1)
    accel: bool = False  # 加速 (5.4)
    unity: bool = False  # 団結 (5.6)
    text: bool = False
    deck_rule: bool = False

    @property
    def colours(self) -> frozenset[str]:
        # A card's colour is the colours of the symbols in its use cost, not its frame (2.4.2, 2.4.2-2).
        return frozenset(c for c in COLOURS if self.cost.get(c))

    @classmethod
    def from_json(cls, card_id: str, raw: dict[str, Any]) -> CardDef:
        kw = raw.get("keywords") if isinstance(raw.get("keywords"), dict) else {}
        kind = str(raw.get("type", ""))
        timing = kw.get("timing", "normal")

        def num(key: str) -> int:
            v = kw.get(key, 0)
            return v if isinstance(v, int) and not isinstance(v, bool) else 0

        return cls(
            card_id=card_id,
            name=str(raw.get("name", card_id)),
            type=_TYPE_ALIASES.get(kind, kind.lower()),
            cost=parse_cost(kw.get("cost")),
            move=parse_cost(kw.get("move")),
            timing=_TIMING_ALIASES.get(timing, timing) if isinstance(timing, str) else "normal",
            power=num("power"),
            smash=num("smash"),
            kinju=num("kinju"),
            haste=bool(kw.get("haste")),
            accel=bool(kw.get("accel")),
            unity=bool(kw.get("unity")),
            text=bool(raw.get("text")),
            deck_rule=bool(raw.get("deck_rule")),
        )


def parse_card_defs(raw: dict[str, Any]) -> dict[str, CardDef]:
    return {cid: d if isinstance(d, CardDef) else CardDef.from_json(cid, d) for cid, d in (raw or {}).items()}
