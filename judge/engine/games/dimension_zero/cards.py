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

from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from judge.engine.core.abilities import AbilityDef, AbilityVocabulary, parse_abilities
from judge.engine.core.cardcache import CardCache
from judge.engine.core.errors import LogReadError

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
# The rulebook's colour words for the five colours (a colour-changing effect may name them either way).
COLOUR_WORDS = {k: v for k, v in _ALIASES.items() if v in COLOURS}
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


# The words of part 4 (abilities) and part 5 (keywords) for the shared ability machinery
# (docs/log-format-dimension-zero.md, "Card abilities").
VOCAB = AbilityVocabulary(
    game="dimension-zero",
    # 4.2.2: activated, triggered and static abilities; "spell" is a strategy's own text, what the spell
    # does when it resolves (2.1.5: card text is also called an ability).
    kinds=frozenset({"activated", "triggered", "static", "spell"}),
    triggered_kinds=frozenset({"triggered"}),
    events=frozenset(
        {
            "placed",  # スクエアに置かれた時 (4.8.9, 4.8.10-1)
            "leave_square",  # スクエアから離れた時
            "to_graveyard",  # 墓地に置かれた時
            "to_hand",
            "to_energy",
            "to_smash",  # スマッシュゾーンに置かれた時
            "to_remove",
            "played",  # プレイした時 (4.7.2-9)
            "moved",  # 移動した時: a unit's move resolved (5.11.2)
            "attacked",  # 攻撃した時 (3.12.1)
            "was_attacked",  # 攻撃された時 (3.12.1)
            "battle_start",  # バトル開始時 / 第1バトルステップ開始時 (3.12.1)
            "battle_won",  # バトルに勝った時 (3.14.1)
            "battle_end",  # バトル終了時 (3.14.2-2)
            "damaged",  # ダメージを与えられた時
            "plan_revealed",  # プランゾーンで表向きになった時 (5.7.2-1, 5.7.2-2)
            "recovery_start",  # リカバリーフェイズの開始時 (3.10.1)
            "turn_end",  # ターン終了時 (3.10.2, 4.4.4)
        }
    ),
    zones=frozenset(
        {
            "square",
            "battle",
            "base",
            "hand",
            "plan",
            "deck",
            "graveyard",
            "energy",
            "smash",
            "remove",
            "under",
        }
    ),
    durations=frozenset({"turn", "battle", "game"}),
    # Part 5, in its order: 速攻 即死 召集 加速 支援 団結 ゾーン効果(暴走 覚醒) 隊列召喚 挟撃 呼声 進撃 連動 共鳴
    # 閃光 補給 急襲 耐性.
    keywords=frozenset(
        {
            "haste",
            "sokushi",
            "summon",
            "accel",
            "support",
            "unity",
            "bousou",
            "kakusei",
            "formation",
            "pincer",
            "call",
            "advance",
            "link",
            "resonance",
            "flash",
            "supply",
            "raid",
            "resist",
        }
    ),
    trigger_keys=frozenset({"type", "line", "adjacent", "if", "source", "advance", "pincer"}),
    # For a static ability the target groups are the cards it affects: "self" (only this card) and
    # "colour" narrow them further (4.5.1, 4.14.4).
    # "race": the card has that race (種族, 2.8), "race_not": it has not (「ただし、…は選べない」); "same_area_as": the index of the target group whose (first)
    # target this one must share an area with — a target condition that names another target (4.9.2-2).
    target_keys=frozenset(
        {"type", "cost_max", "area", "line", "self", "colour", "race", "race_not", "same_area_as"}
    ),
)
# 隊列召喚's definitions (5.8.2-1 … 5.8.2-8).
FORMATIONS = (
    "straight",
    "triangle",
    "x",
    "underbar",
    "small_eye",
    "big_eye",
    "big_triangle",
    "bottom_bar",
)
# 召集's square conditions the engine reads (5.3.2): the same line as the card with 召集, or adjacent to it.
SUMMON_SQUARES = ("same_line", "adjacent")
# The conditions of a conditional trigger (「～ならば」, 4.4.3, 4.8.8) the engine can read from the position.
# "deck_never_determined": its master's deck order was never intentionally determined in this duel (6.2).
TRIGGER_IFS = ("self_on_square", "self_in_battle", "deck_never_determined")


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
    # 即死 (5.2.2): the level (the highest use cost it kills), 99 for 即死 without a level; None without it.
    sokushi: int | None = None
    # 耐性 (5.17.2): the colours whose cards cannot damage or target this card.
    resist: frozenset[str] = frozenset()
    flash: bool = False  # 閃光 (5.14.2)
    # 召集ー[スクエア条件] (5.3.2): "same_line" or "adjacent" — where units may be played as if home area.
    summon: str | None = None
    supply: bool = False  # 補給 (5.15.2)
    # 隊列召喚ー[定義][コスト] (5.8.2): the definition's name and the cost the special play pays.
    formation: str | None = None
    formation_cost: dict[str, int] = field(default_factory=dict)
    # 覚醒ー[コスト]か[コスト] (5.7.3-1): alternative costs when played from the plan zone.
    kakusei: tuple[dict[str, int], ...] = ()
    raid: int = 0  # 急襲[数値] (5.16.2)
    advance: dict[str, int] = field(default_factory=dict)  # 進撃's additional move cost (5.11.1)
    # 種族 (2.8): a card may have several, written with slashes 「ドラゴン/サラマンダー」 (2.8.2).
    races: frozenset[str] = frozenset()
    # The abilities the header declares (cards.<id>.abilities); () when none are declared.
    abilities: tuple[AbilityDef, ...] = ()

    @property
    def static_mods(self) -> tuple[AbilityDef, ...]:
        """Static abilities that change power or smash (常在型能力, 4.5.1, 4.14.4): what they affect is their
        target group."""
        return tuple(
            a
            for a in self.abilities
            if a.kind == "static" and not a.text and ("power" in a.effect or "smash" in a.effect)
        )

    @property
    def total_cost(self) -> int:
        # The cost's number without a colour named is the sum of all its symbols (2.4.3).
        return sum(v for k, v in self.cost.items() if k != "x")

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
            sokushi=_sokushi(kw.get("sokushi")),
            resist=frozenset(
                _ALIASES.get(c, c) for c in (kw.get("resist") or ()) if _ALIASES.get(c, c) in COLOURS
            )
            if isinstance(kw.get("resist"), list)
            else frozenset(),
            flash=bool(kw.get("flash")),
            summon=kw.get("summon") if kw.get("summon") in SUMMON_SQUARES else None,
            supply=bool(kw.get("supply")),
            formation=_formation(kw.get("formation"))[0],
            formation_cost=_formation(kw.get("formation"))[1],
            kakusei=tuple(parse_cost(c) for c in kw["kakusei"])
            if isinstance(kw.get("kakusei"), list)
            else ((parse_cost(kw["kakusei"]),) if isinstance(kw.get("kakusei"), dict) else ()),
            raid=num("raid"),
            advance=parse_cost(kw.get("advance")),
            races=_races(kw.get("race")),
            abilities=_abilities(card_id, raw.get("abilities")),
        )


def _races(raw: Any) -> frozenset[str]:
    """「ドラゴン/サラマンダー」 or ["ドラゴン", "サラマンダー"]: each race the slashes separate (2.8.2)."""
    parts = raw.split("/") if isinstance(raw, str) else raw if isinstance(raw, list) else []
    return frozenset(p.strip() for p in parts if isinstance(p, str) and p.strip())


def _formation(raw: Any) -> tuple[str | None, dict[str, int]]:
    if isinstance(raw, dict) and raw.get("def") in FORMATIONS:
        return raw["def"], parse_cost(raw.get("cost"))
    return None, {}


def _sokushi(raw: Any) -> int | None:
    if raw is True:
        return 99  # 即死 without a level: any unit (5.2.2)
    if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0:
        return raw
    return None


# The moments of a phase (「リカバリーフェイズの開始時」, 「ターン終了時」): their events concern no card.
PHASE_EVENTS = frozenset({"recovery_start", "turn_end"})


def _phase_self(ability: AbilityDef) -> AbilityDef:
    """`"card": "self"` on a phase moment names no event card, only whose ability it is, which every
    declared ability already is: the format reads it as no condition (an ability of its own card)."""
    trigger = ability.trigger
    if trigger is None or trigger.event not in PHASE_EVENTS or trigger.where.get("card") != "self":
        return ability
    where = MappingProxyType({k: v for k, v in trigger.where.items() if k != "card"})
    return replace(ability, trigger=replace(trigger, where=where))


def _abilities(card_id: str, raw: Any) -> tuple[AbilityDef, ...]:
    abilities = tuple(_phase_self(a) for a in parse_abilities(raw, card_id, VOCAB))
    for i, ability in enumerate(abilities):
        cond = ability.trigger.where.get("if") if ability.trigger else None
        if cond is not None and cond not in TRIGGER_IFS:
            raise LogReadError(
                "dimension-zero.header",
                f"Unknown trigger condition {cond!r}; known: {', '.join(TRIGGER_IFS)} (or say it in text).",
                f"不明な誘発条件 {cond!r} です（{'・'.join(TRIGGER_IFS)}、またはtextで記述）。",
                path=f"$.header.cards.{card_id}.abilities[{i}].trigger.if",
            )
    return abilities


# Card definitions already read (an event's logs share one card pool); see core.cardcache.
_READ = CardCache()


def parse_card_defs(raw: dict[str, Any]) -> dict[str, CardDef]:
    return {
        cid: d
        if isinstance(d, CardDef)
        else _READ.read((cid,), d, lambda c, cid=cid: CardDef.from_json(cid, c))
        for cid, d in (raw or {}).items()
    }
