"""How the Dimension Zero engine's English evidence phrases read in its Japanese messages.

The checks record evidence in English (what was done, why it was wrong, when a trigger was due); the
Japanese message of a finding is formatted from these Japanese forms instead (core.checks.japanese_values),
so a Japanese judge never reads an English phrase inside a Japanese sentence. A phrase not listed here is
printed as recorded; the check ledger fails on a Japanese message that still carries an English phrase.
"""

from __future__ import annotations

import re
from typing import Any

from judge.engine.core.checks import japanese_values

PHASE_JA = {
    "setup": "ゲーム開始前",
    "release": "リリースフェイズ",
    "draw": "ドローフェイズ",
    "energy": "エネルギーフェイズ",
    "main": "メインフェイズ",
    "smash": "スマッシュフェイズ",
    "recovery": "リカバリーフェイズ",
}
ZONE_JA = {
    "hand": "手札",
    "deck": "山札",
    "energy": "エネルギーゾーン",
    "smash": "スマッシュゾーン",
    "graveyard": "墓地",
    "square": "スクエア",
    "plan": "プランゾーン",
    "stack": "スタック",
    "removed": "除外ゾーン",
    "remove": "リムーブゾーン",
    # A 闘気 card under a card or a strategy linked to a unit (6.1, 6.6): where an effect may take it from.
    "attached": "カードの下（闘気・結合）",
}
STEP_JA = {"battle1": "第1バトルステップ", "battle2": "第2バトルステップ", "battle_end": "バトル終了ステップ"}
EVENT_JA = {
    "placed": "スクエアに置かれた",
    "played": "プレイされた",
    "leaves": "場を離れた",
    "destroyed": "破壊された",
    "attacks": "攻撃した",
    "moved": "移動した",
    "battle_start": "バトルの開始",
    "battle_end": "バトルの終了",
    "phase_start": "フェイズの開始",
    "turn_start": "ターンの開始",
    "turn_end": "ターンの終了",
    "damaged": "ダメージを受けた",
    "smashed": "スマッシュされた",
    "drawn": "引かれた",
}
PHRASES = {
    # what was done
    "Creating the plan zone": "プランゾーンの作成",
    "Updating the plan zone": "プランゾーンの更新",
    "timing, squares": "タイミングとスクエア",
    # why it was wrong
    "in the opponent's turn": "相手のターン",
    "with a non-empty stack": "スタックが空でない時",
    "not a battle-space square": "バトルスペースのスクエアではない",
    "the enemy area": "敵軍エリア",
    "a unit of yours is there": "自分のユニットがすでにある",
    "not one of your base squares": "自分のベーススペースのスクエアではない",
    "a base of yours is there": "自分のベースがすでにある",
    "a plan card already exists": "プランゾーンが既に存在します",
    "outside the first or second battle step": "第1・第2バトルステップ以外",
    "while the stack was not empty, twice, or after a unit left": "スタックが空でない時、2回目、またはユニットが離れた後",
    "after the duel started": "デュエル開始後",
    "by the first player": "先攻のプレイヤーによる",
    "redraws are not allowed in this duel": "このデュエルでは引き直しは認められていない",
    "no unit of yours in front of it in the same line": "同じラインの前方に自分のユニットがない",
    "a big eye plays into the central area": "ビッグアイは中央エリアにプレイします",
    "this formation plays into the central square of the centre line": "この隊列は中央ラインの中央のスクエアにプレイします",
    "the formation's squares do not all hold your cards": "隊列のスクエアすべてに自分のカードがあるわけではない",
    "the attacking unit, both units remained": "攻撃したユニット（両方のユニットが残った）",
    "played into the central area": "中央エリアにプレイされた",
    # rule effects (rules.RULE_LABELS)
    "power 0 or less": "パワーが0以下",
    "damage at least its power": "パワー以上のダメージ",
    "a second unit of the same controller in the square": "同じコントローラーの2体目のユニットがスクエアにある",
    "a second base of the same controller in the square": "同じコントローラーの2つ目のベースがスクエアにある",
    "played into the central area, no battle": "中央エリアにプレイされ、バトルがなかった",
    "played into the central area, battle over": "中央エリアにプレイされ、バトルが終わった",
    "the attacking unit at battle end": "バトル終了時の攻撃したユニット",
    "a base in the battle space": "バトルスペースにあるベース",
    "a unit in a base space": "ベーススペースにあるユニット",
    # when a trigger was due
    "the battle ended": "バトルの終了",
    "the turn ended": "ターンの終了",
    "when its event happened": "誘発した時点",
    "on resolution": "解決時",
    # stack items that are not a spell's card (actions._stack_item_name)
    "the battle damage exchange": "バトルダメージの応酬",
    "a unit's move": "ユニットの移動",
    "the plan zone's creation": "プランゾーンの作成",
    "the plan zone's update": "プランゾーンの更新",
}
_PATTERNS: tuple[tuple[re.Pattern[str], Any], ...] = (
    (re.compile(r"^in the (\w+) phase$"), lambda m: f"{PHASE_JA.get(m[1], m[1])}"),
    (re.compile(r"^for the (\d+)th time$"), lambda m: f"{m[1]}回目"),
    (re.compile(r"^(?:The move|Move) of (.+)$"), lambda m: f"{m[1]}の移動"),
    (re.compile(r"^battle step (\w+)$"), lambda m: f"バトルステップ{m[1]}"),
    (re.compile(r"^the ability of (\S+)$"), lambda m: f"{m[1]}の能力"),
    (re.compile(r"^the (\w+) at entry (\d+)$"), lambda m: f"記録{m[2]}番の{m[1]}"),
    (re.compile(r"^(\S+)'s (\w+)$"), lambda m: f"{m[1]}の{ZONE_JA.get(m[2], m[2])}"),
    (re.compile(r"^(4\.16\.4-\d+): (.+)$"), lambda m: f"{m[1]}：{_phrase(m[2])}"),
)


def _phrase(text: str) -> str:
    if text in PHRASES:
        return PHRASES[text]
    for pattern, build in _PATTERNS:
        m = pattern.match(text)
        if m:
            return build(m)
    return text


def japanese(field: str, value: Any) -> Any:
    if not isinstance(value, str):
        return value
    if field == "event":
        return EVENT_JA.get(value, value)
    if field == "in_step":
        return STEP_JA.get(value, value)
    if field in ("from_zone", "to_zone"):
        return ZONE_JA.get(value, value)
    if "; " in value:  # several problems at once
        return "、".join(_phrase(part) for part in value.split("; "))
    return _phrase(value)


japanese_values("dimension-zero", japanese)
