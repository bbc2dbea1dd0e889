"""The board's zone names in the active language: the rulebook's own Japanese names first, English on request.

Pure (no Django). The engines' snapshots name zones with the log format's English keys (``waiting_room``,
``kaiju/stack``); a judge reading the board at the table knows them by the names the rulebook gives them
(控え室, 進攻怪獣置き場). The Japanese names below are the rulebooks' headings for each zone (Rebirth chapter 4,
kaiju chapter 4, Dimension Zero's zone chapter, the Duel Masters comprehensive rules, MyEarth §7–§14, §34);
keys are paths in a player's part of the snapshot (``strategy/0`` is the first of kaiju's two strategy
zones). A key the table does not know is drawn as it is, so a new zone is never hidden.
"""

from __future__ import annotations

from collections.abc import Mapping

# key -> (Japanese, English)
_COMMON: dict[str, tuple[str, str]] = {
    "deck": ("山札", "deck"),
    "hand": ("手札", "hand"),
}

LABELS: dict[str, dict[str, tuple[str, str]]] = {
    "rebirth": {
        "deck": ("デッキ置場", "deck"),  # 4.9
        "hand": ("手札", "hand"),  # 4.10
        "entry": ("エントリー領域", "entry"),  # 4.4
        "member": ("メンバー領域", "member"),  # 4.5
        "energy": ("エネルギー置場", "energy"),  # 4.6
        "rebirth": ("Reバース置場", "rebirth"),  # 4.7
        "retire": ("リタイア置場", "retire"),  # 4.8
        "waiting_room": ("控え室", "waiting room"),  # 4.11
        "memory": ("思い出置場", "memory"),  # 4.12
        "soul": ("魂（ソウル）置場", "soul"),  # 4.13
        "partners": ("パートナー（ゲーム前）", "partners (before the game)"),  # 6.2.1.1
        "removed": ("除外", "removed"),  # 5.20.1
        "turns_taken": ("自分のターンの回数", "turns taken"),
        "eliminated": ("脱落", "eliminated"),
    },
    "kaiju": {
        **_COMMON,  # 4.8 山札, 4.9 手札
        "areas": ("エリア", "areas"),  # 4.4
        **{f"areas/{n}": (f"エリア{n}", f"area {n}") for n in range(1, 9)},
        "kaiju": ("怪獣", "kaiju"),
        "kaiju/stack": ("進攻怪獣置き場", "advancing kaiju"),  # 4.7
        "kaiju/area": ("進攻怪獣のいるエリア", "kaiju's area"),
        "kaiju/anger": ("怒り", "anger"),  # 3.4
        "kaiju_deck": ("怪獣デッキ置き場", "kaiju deck"),  # 4.6
        "strategy": ("戦略カード置き場", "strategy zones"),  # 4.5
        "strategy/0": ("戦略カード置き場1", "strategy zone 1"),
        "strategy/1": ("戦略カード置き場2", "strategy zone 2"),
        "discard": ("捨て札", "discard"),  # 4.10
    },
    "dimension-zero": {
        **_COMMON,  # 2 山札, 4 手札
        "plan": ("プランゾーン", "plan zone"),  # 3
        "graveyard": ("墓地", "graveyard"),  # 5
        "energy": ("エネルギーゾーン", "energy zone"),  # 6
        "smash": ("スマッシュゾーン", "smash zone"),  # 7
        "squares": ("スクエア", "squares"),  # 8
        "remove": ("リムーブゾーン", "remove zone"),  # 10
    },
    "dm-variants": {
        **_COMMON,
        "battle": ("バトルゾーン", "battle zone"),
        "shields": ("シールドゾーン", "shield zone"),
        "mana": ("マナゾーン", "mana zone"),
        "graveyard": ("墓地", "graveyard"),
        "hyperspatial": ("超次元ゾーン", "hyperspatial zone"),
        "gr": ("超GRゾーン", "super GR zone"),
        "command": ("超統率ゾーン", "command zone"),  # 701.13 (統率領域 in the older text)
        "commander_moves": ("統率者を出した回数", "commander casts"),
        "removed": ("ゲームから除外", "removed from the game"),
        "out": ("脱落", "out of the game"),
    },
    "myearth": {
        **_COMMON,  # §7 山札, §8 手札
        "discard": ("捨て場", "discard"),  # §9
        "field": ("場", "field"),  # §10
        "field/sources": ("みなもと", "sources"),  # §38
        "field/groups": ("連鎖", "chains"),
        "field/supports": ("サポート", "supports"),  # §40
        "removed": ("ゲームから取り除かれたカード", "removed from the game"),  # §14
        "life": ("地球ライフ", "Earth Life"),  # §34
    },
}


def for_game(game: str, language: str) -> dict[str, str]:
    """The board's labels for ``game`` in ``language`` (Japanese unless English is asked for)."""
    english = language.lower().startswith("en")
    table: Mapping[str, tuple[str, str]] = LABELS.get(game, _COMMON)
    return {key: (en if english else ja) for key, (ja, en) in table.items()}
