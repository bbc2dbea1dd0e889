"""Check a registration's decklist with the game engine's deck-construction rules, where the engine has them.

A decklist is stored as the player typed it, whatever the check says (nothing is lost); the check is
computed when shown. The engines need card definitions (there is no card database), so only the JSON form
of docs/log-format.md — ``{"cards": {...}, "main": {...}, "partners": {...}}`` — can be checked; a plain
text list is kept and marked unchecked.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from judge.engine import check_deck, registered_games


@dataclass(frozen=True)
class DecklistCheck:
    status: str  # legal | illegal | needs_ruling | unchecked | invalid | empty
    findings: list[dict[str, Any]] = field(default_factory=list)
    note_ja: str = ""
    note_en: str = ""


def check_registration_decklist(game: str, text: str) -> DecklistCheck:
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
    findings = [f.to_dict() for f in check_deck(game, data, data.get("cards"))]
    verdicts = {f["verdict"] for f in findings}
    status = "illegal" if verdicts & {"illegal", "log_error"} else "needs_ruling" if verdicts else "legal"
    return DecklistCheck(status, findings)
