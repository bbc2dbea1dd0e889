"""Card definitions as the log header gives them (there is no card database)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from judge.engine.core.abilities import AbilityDef, AbilityVocabulary, parse_abilities
from judge.engine.core.errors import LogReadError

CHARACTER, REBIRTH, PARTNER = "CH", "RE", "PA"
CARD_TYPES = (CHARACTER, REBIRTH, PARTNER)

# The words of chapters 9-11 for the shared ability machinery (docs/log-format.md, "Rebirth abilities").
VOCAB = AbilityVocabulary(
    game="rebirth",
    kinds=frozenset({"activated", "auto", "continuous", "cancel"}),
    triggered_kinds=frozenset({"auto"}),
    events=frozenset(
        {
            "appears",
            "moved",
            "game_start",
            "turn_start",
            "phase_start",
            "step_start",
            "attack_end",
            "turn_end",
            "attacks",
            "blocks",
            "damaged",
            "retired",
        }
    ),
    zones=frozenset(
        {
            "hand",
            "deck",
            "entry",
            "member",
            "energy",
            "waiting_room",
            "retire",
            "rebirth",
            "partners",
            "removed",
        }
    ),
    durations=frozenset({"turn", "attack", "game"}),
    keywords=frozenset({"blocker", "spark", "cancel", "recombo", "honryo", "nobishiro"}),
    trigger_keys=frozenset({"phase", "step", "type", "info"}),
    target_keys=frozenset({"type", "info", "max_cost", "rested"}),
)
# スパーク (11.3.2) is shorthand for this trigger: put into the entry from the deck by entry processing.
# 'moved', not 'appears': a Re-birth card can be put there too (10.5.1.3), and its Spark triggers
# (product decision Rebirth 5), though only a character 登場s (5.5.1).
SPARK_TRIGGER = {"event": "moved", "card": "self", "from": "deck", "to": "entry", "by": "rule"}


# What a cancel ability's target (9.1.1.4.2, 11.4.2) may name, as keywords.cancel: true (any play), a word
# or a list of words. Each word is the kinds of play it covers.
CANCEL_WORDS: dict[str, frozenset[str]] = {
    "character": frozenset({"character"}),
    "card": frozenset({"character"}),  # the only cards played from hand are characters (7.4.2.1, 9.7.2)
    "activated": frozenset({"activated"}),
    "auto": frozenset({"auto"}),
    "ability": frozenset({"activated", "auto"}),
}


def _check_cancel_words(card_id: str, abilities: tuple[AbilityDef, ...]) -> None:
    for index, ability in enumerate(abilities):
        words = ability.keywords.get("cancel")
        if words is None or words is True:
            continue
        listed = words if isinstance(words, list) else [words]
        if not listed or any(not isinstance(w, str) or w not in CANCEL_WORDS for w in listed):
            known = ", ".join(sorted(CANCEL_WORDS))
            raise LogReadError(
                "rebirth.header",
                f"A cancel ability's target is true or one or more of: {known}.",
                f"キャンセル能力の対象は true か、次の語（複数可）です：{known}。",
                path=f"$.header.cards.{card_id}.abilities[{index}].keywords.cancel",
            )


def _read_abilities(card_id: str, raw: Any) -> tuple[AbilityDef, ...]:
    if raw is None:
        return ()
    if isinstance(raw, list):
        # A spark ability may leave its trigger out: the keyword says it (11.3.2).
        raw = [
            {**a, "trigger": SPARK_TRIGGER}
            if isinstance(a, dict)
            and a.get("trigger") is None
            and isinstance(a.get("keywords"), dict)
            and a["keywords"].get("spark")
            else a
            for a in raw
        ]
    abilities = parse_abilities(raw, card_id, VOCAB)
    _check_cancel_words(card_id, abilities)
    return abilities


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
    # The abilities the header declares (cards.<id>.abilities); () when none are declared.
    abilities: tuple[AbilityDef, ...] = ()

    @property
    def declared(self) -> bool:
        return bool(self.abilities)

    @property
    def open_text(self) -> bool:
        """Text the engine cannot read that may change the card's numbers or keywords: the old card-level
        flag, or a continuous ability declared with free text. An automatic or activated ability's free
        text only touches its own play (its trigger, timing, targets)."""
        return self.text or any(a.kind == "continuous" and a.unmodelled for a in self.abilities)

    @classmethod
    def from_json(cls, card_id: str, raw: dict[str, Any]) -> CardDef:
        keywords = dict(raw.get("keywords") or {})
        abilities = _read_abilities(card_id, raw.get("abilities"))
        for ability in abilities:
            # A keyword declared on an ability is the card's keyword too (ブロッカー 11.6, スパーク 11.3 …).
            for name, value in ability.keywords.items():
                keywords.setdefault(name, value)
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
            keywords=keywords,
            abilities=abilities,
        )

    def has_info(self, info: str) -> bool:
        """'Reference info' (参照情報) matches an attribute, the work title or part of the name."""
        return info in self.attributes or info == self.title or info in self.name


def parse_card_defs(raw: dict[str, Any]) -> dict[str, CardDef]:
    return {cid: CardDef.from_json(cid, spec) for cid, spec in raw.items()}
