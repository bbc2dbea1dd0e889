"""Hand-written dm-variants logs with cards that declare abilities, started from mid-game snapshots.

The card pool models printed examples of 600.4 and 600.6b (named after the cards they stand for, all fire
and cost 1 so that one mana card pays for them). A free-for-all table of three: P1, P2, P3 clockwise;
turn 4 is P1's second turn (P1 took turn 1, P2 turn 2, P3 turn 3). Nothing here comes from a generator.
"""

from __future__ import annotations

import copy
from typing import Any

Doc = dict[str, Any]


def creature(name: str, power: int = 1000, abilities: list[Doc] | None = None, **kw: Any) -> Doc:
    out: Doc = {
        "name": name,
        "type": "creature",
        "cost": 1,
        "keywords": {"civilizations": ["fire"], "power": power} | kw,
    }
    return out | ({"abilities": abilities} if abilities else {})


def spell(name: str, abilities: list[Doc], **kw: Any) -> Doc:
    return {
        "name": name,
        "type": "spell",
        "cost": 1,
        "keywords": {"civilizations": ["fire"]} | kw,
        "abilities": abilities,
    }


def opp_creatures(count: int = 1, **kw: Any) -> Doc:
    return {"zone": "battle", "whose": "opponent", "count": count} | kw


CARDS: dict[str, Doc] = {
    "F": creature("火の兵"),
    "B": creature("火の盾", blocker=True),
    # 《破壊者 シュトゥルム》: バトルゾーンに出た時、相手のクリーチャーを2体選び、破壊する (600.4b 例).
    "SHT": creature(
        "破壊者 シュトゥルム",
        3000,
        [
            {
                "id": "enter",
                "kind": "auto",
                "trigger": {"event": "enters", "card": "self"},
                "targets": [opp_creatures(2)],
            }
        ],
    ),
    # 《無法のレイジクリスタル》-like: 相手のクリーチャーを1体破壊し、相手のクリーチャーを1体手札に戻す
    # (one sentence, no ■: 600.4b 例).
    "RAGE": spell(
        "無法のレイジクリスタル",
        [{"id": "spell", "kind": "spell", "targets": [opp_creatures(), opp_creatures()]}],
    ),
    # 《ガンヴィート・ブラスター》-like: ■相手のクリーチャーを1体破壊する ■相手は手札を1枚捨てる (600.4c 例).
    "GUN": spell(
        "ガンヴィート・ブラスター",
        [
            {
                "id": "spell",
                "kind": "spell",
                "targets": [
                    opp_creatures(part=1),
                    {"whose": "opponent", "count": 1, "player": True, "part": 2},
                ],
            }
        ],
    ),
    # 《アクア・ナルトサーファー》-like: クリーチャーを2体まで手札に戻す (no player named: 600.4e 例).
    "NARU": creature(
        "アクア・ナルトサーファー",
        2000,
        [
            {
                "id": "enter",
                "kind": "auto",
                "trigger": {"event": "enters", "card": "self"},
                "targets": [{"zone": "battle", "whose": "any", "count": 2, "up_to": True}],
            }
        ],
    ),
    # 《デーモン・ハンド》: S・トリガー、相手のクリーチャーを1体破壊する (600.6b 例).
    "DEMON": spell(
        "デーモン・ハンド",
        [{"id": "spell", "kind": "spell", "targets": [opp_creatures()]}],
        shield_trigger=True,
    ),
    # 《超竜バジュラ》-like: 攻撃する時、相手のマナゾーンのカードを2枚墓地に置く (600.6b 例).
    "BAJ": creature(
        "超竜バジュラ",
        5000,
        [
            {
                "id": "attack",
                "kind": "auto",
                "trigger": {"event": "attacks", "card": "self"},
                "targets": [{"zone": "mana", "whose": "opponent", "count": 2}],
            }
        ],
    ),
    # 《スパイラル・ゲート》: S・トリガー、クリーチャーを1体手札に戻す (any creature: 600.6b 例).
    "SPIRAL": spell(
        "スパイラル・ゲート",
        [{"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "any", "count": 1}]}],
        shield_trigger=True,
    ),
    # 《ロスト・ソウル》-like: 相手は手札を全て捨てる (one opponent chosen: 600.4a 例).
    "LOST": spell(
        "ロスト・ソウル",
        [{"id": "spell", "kind": "spell", "targets": [{"whose": "opponent", "player": True}]}],
    ),
}
DECK = {"main": dict.fromkeys(CARDS, 4)}  # 10 names x 4: the official 40


def c(iid: str, cid: str, **kw: Any) -> Doc:
    return {"iid": iid, "card": cid} | kw


def seat(
    name: str,
    *,
    hand: list[tuple[str, str]] = (),  # type: ignore[assignment]
    mana: list[str] = ("B", "B", "B"),  # type: ignore[assignment]
    battle: list[tuple[str, str]] = (),  # type: ignore[assignment]
    shields: int = 5,
    hand_count: int | None = None,
) -> Doc:
    """One seat's zones: named hand cards, untapped mana `<seat>:m<i>`, battle cards, the deck the rest."""
    n_hand = len(hand) if hand_count is None else hand_count
    listed = n_hand + len(mana) + len(battle) + shields
    return {
        "deck": {"count": 40 - listed},
        "hand": {"count": n_hand, "cards": [c(f"{name}:{i}", cid) for i, cid in hand]},
        "shields": {"count": shields},
        "mana": [c(f"{name}:m{i + 1}", cid, tapped=False) for i, cid in enumerate(mana)],
        "battle": [c(iid, cid, tapped=False) for iid, cid in battle],
        "graveyard": [],
    }


def table(
    turn: int = 4,
    phase: str = "main",
    turn_player: str = "P1",
    seats: dict[str, Doc] | None = None,
    *,
    variant: str = "free_for_all",
    options: Doc | None = None,
) -> Doc:
    """A three-player table from a snapshot (each seat's zones by `seat`), with no entries yet."""
    seats = seats or {s: seat(s) for s in ("P1", "P2", "P3")}
    return {
        "header": {
            "format": "judgelog/1",
            "game": "dm-variants",
            "variant": variant,
            "options": {"policies": {"deck_out": "empty_deck"}} | (options or {}),
            "players": [{"seat": s} for s in seats],
            "first_player": "P1",
            "cards": copy.deepcopy(CARDS),
            "decklists": {s: copy.deepcopy(DECK) for s in seats},
            "snapshot": {
                "turn": turn,
                "phase": phase,
                "turn_players": [turn_player],
                "this_turn": {"drawn": 1, "charged": 1, "entered": []},
                "players": seats,
            },
        },
        "entries": [],
    }


def add(log: Doc, turn: int, phase: str, actor: str | None, act: str, **args: Any) -> int:
    seq = len(log["entries"]) + 1
    log["entries"].append(
        {"seq": seq, "turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}
    )
    return seq


def board(**battle: list[tuple[str, str]]) -> Doc:
    """The three seats with P1's hand of every spell and creature with an ability, and the given battle zones."""
    hand = [("h1", "SHT"), ("h2", "RAGE"), ("h3", "GUN"), ("h4", "NARU"), ("h5", "LOST")]
    return {
        "P1": seat("P1", hand=hand, battle=battle.get("P1", [])),
        "P2": seat("P2", battle=battle.get("P2", []), hand_count=3),
        "P3": seat("P3", battle=battle.get("P3", []), hand_count=3),
    }


def with_card(log: Doc, cid: str, definition: Doc, replacing: str = "SPIRAL") -> Doc:
    """Put another card in every decklist in place of `replacing` (still 40 cards, 4 of each)."""
    log["header"]["cards"][cid] = definition
    for deck in log["header"]["decklists"].values():
        deck["main"].pop(replacing, None)
        deck["main"][cid] = 4
    return log


# 《五邪王ニガ=ヴェルムート》-like: いずれかのクリーチャーが攻撃する時、… (600.6d 例).
NIGA = creature(
    "五邪王ニガ=ヴェルムート",
    6000,
    [{"id": "attacked", "kind": "auto", "trigger": {"event": "attacks", "card": "any"}}],
)
