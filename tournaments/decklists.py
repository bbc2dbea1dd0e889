"""Check a registration's decklist with the game engine's deck-construction rules, where the engine has them.

A decklist is stored as the player typed it, whatever the check says (nothing is lost); the check is
computed when shown. The engines need card definitions (there is no card database), so only the JSON form
of docs/log-format.md — ``{"cards": {...}, "main": {...}, "partners": {...}}`` — can be checked; a plain
text list is kept and marked unchecked.

The event's rules settings (Event.variant, Event.rules_options) go into the decklist in the key each
engine reads (`engine_decklist`): dm-variants `format` and `options`, rebirth `variant`, myearth
`deck_size`; an event on the standard format with no options leaves the other games' decklists as they were.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from judge.engine import check_deck, event_policies, registered_games
from judge.engine.core.deckinput import DECK_UNREADABLE
from judge.engine.games.dm_variants import formats as dm_formats
from judge.engine.games.rebirth.formats import FORMATS as REBIRTH_FORMATS
from rules_index.clauseref import ClauseRef

# 601-604: the option rules an event may switch on for every Duel Masters format (formats.py).
DM_OPTIONS = ("range", "attack_adjacent", "deploy", "team_turns")
DM_OPTION_CLAUSES = {"range": "601", "attack_adjacent": "602", "deploy": "603", "team_turns": "604"}
DM_OPTION_LABELS = {
    "range": ("影響範囲限定（601）の範囲", "range of influence (601)"),
    "attack_adjacent": ("隣接への攻撃（602）", "attack adjacent players only (602)"),
    "deploy": ("クリーチャー配置（603）", "deploy creatures (603)"),
    "team_turns": ("共有チーム・ターン（604）", "shared team turns (604)"),
}
MYEARTH_DECK_SIZES = (20, 30)
MYEARTH_DEFAULT_LIFE = 20  # the product's default: the MyEarth text does not state the starting Earth Life


def variants_for(game: str) -> list[tuple[str, str]]:
    """The formats an event of `game` may choose: (code, label). Games without formats have standard only."""
    if game == "dm-variants":
        return [(f.code, f"{f.name_ja} ({f.code}, {f.section})") for f in dm_formats.FORMATS.values()]
    if game == "rebirth":
        return [(code, code) for code in REBIRTH_FORMATS]
    return [("standard", "standard")]


def _refs(*refs: str) -> list[dict[str, str]]:
    parsed = [ClauseRef.parse(ref) for ref in refs]
    return [{"ref": str(ref), "slug": ref.document, "number": ref.number} for ref in parsed]


def variant_label(game: str, variant: str, english: bool = False) -> str:
    """The format as a judge names it; codes the game does not know are shown as they are."""
    spec = dm_formats.FORMATS.get(variant) if game == "dm-variants" else None
    if spec is None:
        return variant
    return f"{spec.name_en if english else spec.name_ja} ({spec.section})"


def policy_rows(game: str, options: dict[str, Any]) -> list[dict[str, Any]]:
    """The game's rules policies (its engine's registry, judge.engine.event_policies) and the event's
    choice of each. `ruling`: unset, and no decision covers it, so a judge rules when it arises."""
    book = event_policies().get(game)
    if book is None:
        return []
    rows: list[dict[str, Any]] = []
    for policy in book.policies.values():
        chosen, is_set = book.choice(options, policy.name)
        rows.append(
            {
                "name": policy.name,
                "question_ja": policy.question_ja,
                "question_en": policy.question_en,
                "value": chosen,
                "value_ja": book.label(chosen) if chosen else "",
                "value_en": book.label(chosen, english=True) if chosen else "",
                "set": is_set,
                "ruling": not is_set and not policy.confidence,
                "clauses": _refs(*(f"{book.slug}:{c}" for c in policy.clauses)),
            }
        )
    return rows


def settings_rows(game: str, variant: str, options: dict[str, Any]) -> list[dict[str, Any]]:
    """What the event page shows judges and players: each setting, its value and the clauses behind it."""
    rows = policy_rows(game, options)
    if game == "dm-variants":
        for key in DM_OPTIONS:
            if key in options:
                rows.append(
                    {
                        "name": key,
                        "question_ja": DM_OPTION_LABELS[key][0],
                        "question_en": DM_OPTION_LABELS[key][1],
                        "value": options[key],
                        "set": True,
                        "clauses": _refs(f"dm-variants:{DM_OPTION_CLAUSES[key]}"),
                    }
                )
    elif game == "myearth":
        if "deck_size" in options:
            rows.append(
                {
                    "name": "deck_size",
                    "question_ja": "デッキ枚数",
                    "question_en": "deck size",
                    "value": options["deck_size"],
                    "set": True,
                    "clauses": _refs("myearth:58", "myearth:61"),
                }
            )
        rows.append(
            {
                "name": "starting_life",
                "question_ja": "初期のアースライフ（商品の標準値。ルールブックには記載がありません）",
                "question_en": "starting Earth Life (the product's default; the rulebook does not state it)",
                "value": options.get("starting_life", MYEARTH_DEFAULT_LIFE),
                "set": "starting_life" in options,
                "clauses": [],
            }
        )
    return rows


def engine_decklist(game: str, data: dict[str, Any], variant: str, options: dict[str, Any]) -> dict[str, Any]:
    """The decklist with the event's settings, in the key each engine reads; the event's setting wins."""
    merged = dict(data)
    if game == "dm-variants":
        merged["format"] = variant or "standard"
        merged["options"] = dict(options)
    elif game == "rebirth" and variant and variant != "standard":
        merged["variant"] = variant
    elif game == "myearth" and options.get("deck_size") in MYEARTH_DECK_SIZES:
        merged["deck_size"] = options["deck_size"]
    return merged


@dataclass(frozen=True)
class DecklistCheck:
    status: str  # legal | illegal | needs_ruling | unchecked | invalid | empty
    findings: list[dict[str, Any]] = field(default_factory=list)
    note_ja: str = ""
    note_en: str = ""


def check_registration_decklist(
    game: str, text: str, variant: str = "standard", options: dict[str, Any] | None = None
) -> DecklistCheck:
    if not text.strip():
        return DecklistCheck("empty", note_ja="未提出です。", note_en="Not submitted.")
    if not text.lstrip().startswith("{"):
        return DecklistCheck(
            "unchecked",
            note_ja="文字のリストは保存しましたが、カード定義がないため構築ルールの確認はできません。",
            note_en="The text list is saved; without card definitions it cannot be checked against the deck rules.",
        )
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        return DecklistCheck(
            "invalid",
            note_ja=f"JSONとして読めません（{exc.lineno}行目 {exc.colno}文字目）。",
            note_en=f"Not valid JSON (line {exc.lineno}, column {exc.colno}).",
        )
    if not isinstance(data, dict):
        return DecklistCheck(
            "invalid", note_ja="JSONのオブジェクトではありません。", note_en="Not a JSON object."
        )
    if game not in registered_games():
        return DecklistCheck(
            "unchecked",
            note_ja="このゲームの構築ルールはまだエンジンにありません。",
            note_en="The engine does not have this game's deck rules yet.",
        )
    data = engine_decklist(game, data, variant, options or {})
    findings = [f.to_dict() for f in check_deck(game, data, data.get("cards"))]
    verdicts = {f["verdict"] for f in findings}
    if any(f["code"] == DECK_UNREADABLE.code for f in findings):
        return DecklistCheck("invalid", findings)
    status = "illegal" if verdicts & {"illegal", "log_error"} else "needs_ruling" if verdicts else "legal"
    return DecklistCheck(status, findings)
