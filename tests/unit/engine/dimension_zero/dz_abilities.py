"""Cards with declared abilities and short mid-game logs for the Dimension Zero ability proofs and scenarios.

The cards restate the rulebook's printed examples in the header's ability declaration
(docs/log-format-dimension-zero.md, "Card abilities"); each carries the printed card name it stands for.
``pos`` writes a legal snapshot (turn 5 = P1's turn, or 6 = P2's; the main phase) in which every player's
cards add up to the 40-card decklist, so a log is the snapshot plus the few entries of the situation.
Squares are named from P1 (row 1 is P1's home area, row 3 P2's).
"""

from __future__ import annotations

import copy
from typing import Any

from tests.unit.engine.dimension_zero.dz_logs import CARDS as BASIC

Doc = dict[str, Any]


def unit(name: str, power: int, *abilities: Doc, cost: Doc | None = None, **kw: Any) -> Doc:
    keywords = {"cost": cost or {"red": 1}, "move": {"colourless": 1}, "timing": "normal", "power": power}
    return {"name": name, "type": "unit", "keywords": keywords | {"smash": 1} | kw} | (
        {"abilities": list(abilities)} if abilities else {}
    )


def base(name: str, *abilities: Doc, cost: Doc | None = None) -> Doc:
    return {
        "name": name,
        "type": "base",
        "keywords": {"cost": cost or {"red": 1}, "timing": "normal"},
        "abilities": list(abilities),
    }


def strategy(name: str, spell: Doc, timing: str = "normal", cost: Doc | None = None) -> Doc:
    return {
        "name": name,
        "type": "strategy",
        "keywords": {"cost": cost or {"red": 1}, "timing": timing},
        "abilities": [{"id": "spell", "kind": "spell"} | spell],
    }


def trig(ability_id: str, event: str, **where: Any) -> Doc:
    return {"id": ability_id, "kind": "triggered", "trigger": {"event": event} | where}


SELF_TO_GRAVE = {"card": "self", "from": "square"}
DRAW = {"effect": {"draw": 1}}
UNIT_IN_BATTLE = {"zone": "battle", "type": "unit"}

CARDS: dict[str, Doc] = copy.deepcopy(BASIC) | {
    # 玩具商人ペンギン・ポー: このカードがスクエアから墓地に置かれた時、あなたはカードを1枚引く。
    "PEN": unit("玩具商人ペンギン・ポー", 2000, trig("draw", "to_graveyard", **SELF_TO_GRAVE) | DRAW),
    # スパイク・ガールズ: このカードがスクエアから墓地に置かれた時、相手の手札をランダムに1枚墓地に置く。
    "SPK": unit(
        "スパイク・ガールズ",
        2000,
        trig("discard", "to_graveyard", **SELF_TO_GRAVE) | {"effect": {"discard_random": 1}},
    ),
    # 天空のマーケット: このカードと同じラインのスクエアにあるあなたのユニットが墓地に置かれた時、1枚引く。
    "MKT": base(
        "天空のマーケット",
        trig("draw", "to_graveyard", whose="own", type="unit", line="same", **{"from": "square"}) | DRAW,
    ),
    # 大地の塔: 同じラインのあなたのユニットが墓地に置かれる時、かわりにエネルギーゾーンにリリース状態で置く。
    "TWR": base("大地の塔", {"id": "instead", "kind": "static", "effect": {"instead": "energy"}}),
    # ライトニング・スナイパー: このカードが攻撃した時、ターン終了時まで、このカードのパワーを+3000する。
    "SNP": unit(
        "ライトニング・スナイパー",
        2000,
        trig("pump", "attacked", card="self") | {"duration": "turn", "effect": {"power": 3000}},
    ),
    # 聖騎士ホーリー・アロー: このカードが攻撃された時、ターン終了時まで、このカードのパワーを+3000する。
    "HLY": unit(
        "聖騎士ホーリー・アロー",
        2000,
        trig("pump", "was_attacked", card="self") | {"duration": "turn", "effect": {"power": 3000}},
    ),
    # シャイニングテイル・ドラゴン: このカードがバトルに勝った時、相手の山札の1番上をスマッシュゾーンに置く。
    "SHN": unit(
        "シャイニングテイル・ドラゴン",
        5000,
        trig("smash", "battle_won", card="self") | {"effect": {"smash": 1}},
    ),
    # イビルアイ・シャーマン: 即死レベル3.
    "EVL": unit("イビルアイ・シャーマン", 1000, sokushi=3),
    # シングル・モルト: a use-cost-3 unit.
    "MLT": unit("シングル・モルト", 3000, cost={"red": 1, "colourless": 2}),
    # A use-cost-4 unit: above 即死レベル3.
    "BIG": unit("コスト4のユニット", 6000, cost={"red": 1, "colourless": 3}),
    # バトルフィールド・エンジェル: 手札からスクエアに置かれた時、同じラインの対象のユニット1枚のスマッシュを-1。
    "ANG": unit(
        "バトルフィールド・エンジェル",
        1000,
        trig("smash_down", "placed", card="self", **{"from": "hand"})
        | {"targets": [UNIT_IN_BATTLE | {"line": "same"}], "duration": "turn", "effect": {"smash": -1}},
    ),
    # 水晶碧の魔女: このカードがスクエアに置かれた時、あなたはカードを1枚引く。
    "CRY": unit("水晶碧の魔女", 2000, trig("draw", "placed", card="self") | DRAW),
    # ツイン・ヴォーテックス: バトルスペースの対象の使用コスト2以下のユニットを2枚まで選び、持ち主の手札に加える。
    "TWN": strategy(
        "ツイン・ヴォーテックス",
        {
            "targets": [UNIT_IN_BATTLE | {"count": 2, "up_to": True, "cost_max": 2}],
            "effect": {"bounce": True},
        },
        timing="quick",
    ),
    # ディメンション・ロード-like: バトルスペースの対象のユニット1枚を持ち主の手札に戻す (timing battle).
    "DLD": strategy(
        "ディメンション・ロード", {"targets": [UNIT_IN_BATTLE], "effect": {"bounce": True}}, timing="battle"
    ),
    # エンジェル・ボイス: 対象のユニット1枚を…（解決の一環としてエネルギーゾーンに置かれる）.
    "AVC": strategy("エンジェル・ボイス", {"targets": [UNIT_IN_BATTLE], "effect": {"to_energy": True}}),
    # ジェノサイド・カノン: 対象のユニットを3枚まで選び、6000のダメージを割り振って与える。
    "GEN": strategy(
        "ジェノサイド・カノン",
        {
            "targets": [UNIT_IN_BATTLE | {"count": 3, "up_to": True}],
            "effect": {"damage": 6000, "divide": True},
        },
    ),
    # 経済戦争-like: 中央エリアのスクエアにある対象のユニットを1枚選び…（対象がなければプレイできない）.
    "ECO": strategy(
        "経済戦争", {"targets": [UNIT_IN_BATTLE | {"area": "central"}], "effect": {"freeze": True}}
    ),
    # ブル・ショット-like: 相手のベースがスクエアから墓地に置かれた時、バトルスペースのスクエアにこのカードが
    # あるならば、1枚引く (a conditional trigger, 4.4.3).
    "BUL": unit(
        "ブル・ショット",
        3000,
        trig(
            "draw",
            "to_graveyard",
            whose="opponent",
            type="base",
            **{"from": "square", "if": "self_in_battle"},
        )
        | DRAW,
    ),
    # A unit with 耐性-赤 (5.17.2).
    "RES": unit("耐性のユニット", 2000, resist=["red"], cost={"blue": 1}),
    # A unit with 閃光 (5.14.2).
    "FLS": unit("閃光のユニット", 2000, flash=True),
    # A base: ターン終了時、あなたはカードを1枚引く (3.10.2, 4.4.4).
    "END": base("終末の鐘", trig("draw", "turn_end", whose="own") | DRAW),
    # A base: リカバリーフェイズの開始時、あなたはカードを1枚引く (3.10.1).
    "RCV": base("回復の泉", trig("draw", "recovery_start", whose="own") | DRAW),
    # 調律体ノゼ: プランゾーン効果『このカードがスマッシュゾーンに置かれた時、…』 (4.8.10-2).
    "NOZ": unit(
        "調律体ノゼ",
        2000,
        {"id": "plan", "kind": "triggered", "zone": "plan", "trigger": {"event": "to_smash", "card": "self"}}
        | {"effect": {"destroy": 1}},
    ),
    # 暴走: このカードがプランゾーンで表向きになった時、1枚引く (5.7.2-1).
    "RUN": unit(
        "暴走のユニット",
        2000,
        {
            "id": "bousou",
            "kind": "triggered",
            "zone": "plan",
            "trigger": {"event": "plan_revealed", "card": "self"},
        }
        | DRAW,
    ),
    # 地雷原の迷宮-like: 同じラインのユニットにダメージが与えられた時、そのユニットに2000のダメージを与える。
    "MIN": base(
        "地雷原の迷宮",
        trig("boom", "damaged", type="unit", line="same", source="other") | {"effect": {"damage": 2000}},
    ),
    # オーロラウイング・ペガサス-like: 《バトル》このカードを隣接するスクエアに置く (an activated ability).
    "PEG": unit("オーロラウイング・ペガサス", 2000, {"id": "hop", "kind": "activated", "effect": {"hop": 1}}),
    # 瘴気の溪谷: このカードと同じラインのスクエアにあるすべての相手のユニットのパワーを-1000する。
    "MIA": base(
        "瘴気の溪谷",
        {"id": "miasma", "kind": "static", "targets": [{"whose": "opponent", "type": "unit", "line": "same"}]}
        | {"effect": {"power": -1000}},
    ),
    # 歴戦の城砦: このカードと同じラインのスクエアにあるすべての赤のあなたのユニットのパワーを+2000する。
    "FRT": base(
        "歴戦の城砦",
        {"id": "fort", "kind": "static"}
        | {"targets": [{"whose": "own", "type": "unit", "line": "same", "colour": "red"}]}
        | {"effect": {"power": 2000}},
    ),
    # 小さな刃マキリ: 中央エリアのスクエアにある場合パワー+1000、敵軍エリアの場合+2000.
    "MAK": unit(
        "小さな刃マキリ",
        2000,
        {"id": "central", "kind": "static", "targets": [{"zone": "battle", "self": True, "area": "central"}]}
        | {"effect": {"power": 1000}},
        {"id": "enemy", "kind": "static", "targets": [{"zone": "battle", "self": True, "area": "enemy"}]}
        | {"effect": {"power": 2000}},
    ),
    # 支援—同じライン+1000 (5.5.2; the range includes the card itself, 5.5.2-1).
    "SUP": unit(
        "支援のユニット",
        1000,
        {"id": "support", "kind": "static", "keywords": {"support": 1000}}
        | {"targets": [{"zone": "battle", "whose": "own", "type": "unit", "line": "same"}]}
        | {"effect": {"power": 1000}},
    ),
    # 真珠貝の褥の魔女: 召集ー同じライン (5.3.2).
    "PRL": unit("真珠貝の褥の魔女", 2000, summon="same_line"),
    # 妖魔の勇者-like: 相手のユニットがこのカードに隣接するスクエアに置かれた時、1枚引く (4.8.10-1).
    "YOU": unit(
        "妖魔の勇者", 2000, trig("draw", "placed", whose="opponent", type="unit", adjacent=True) | DRAW
    ),
    # パラドクス・ストーム-like: 対象のユニット2枚の置かれているスクエアを入れ替える (timing quick).
    "PDX": strategy(
        "パラドクス・ストーム",
        {"targets": [UNIT_IN_BATTLE | {"count": 2}], "effect": {"swap": True}},
        timing="quick",
    ),
    # メテオ・ブラスター-like: X のコストを持つストラテジー.
    "MTR": strategy("メテオ・ブラスター", {"effect": {"damage_x": True}}, cost={"red": 1, "x": 1}),
    # 変炎獣ゲルトロール (4.15.5-1's example prints only the quoted part): 〔無1〕：あなたはスマッシュを1枚置く。
    # スマッシュを置いた場合、このターン、『このカードを前方のバトルスペースのスクエアに移動するコストを支払うに
    # あたり、その移動コストを〔無0〕にする。』
    "GRT": unit(
        "変炎獣ゲルトロール",
        3000,
        {"id": "burn", "kind": "activated", "effect": {"smash_self": 1, "free_forward_move_if": "smash"}},
    ),
    # 悲哀の騎士ホーリー・スター (its text is not printed; the least that reads 4.15.5-1's example): このカードが
    # プランの一番上からスマッシュゾーンに置かれる場合、かわりに持ち主の墓地に置く。 The log records the move.
    "HST": unit(
        "悲哀の騎士ホーリー・スター",
        2000,
        {
            "id": "sorrow",
            "kind": "static",
            "text": "プランの一番上からスマッシュゾーンに置かれる場合、かわりに墓地に置く",
        },
    ),
    # バイオ・ブラスター-like: 対象のユニット1枚を選ぶ。ターン終了時に、そのユニットを持ち主の墓地に置く。
    "BIO": strategy(
        "バイオ・ブラスター",
        {"targets": [UNIT_IN_BATTLE | {"whose": "own"}], "effect": {"delayed": "turn_end"}},
    ),
    # 補給 (5.15.2): a red unit of use cost 赤1無色2.
    "SUPL": unit("補給のユニット", 4000, cost={"red": 1, "colourless": 2}, supply=True),
    # 隊列召喚ーストレート[無色1] (5.8.2-1) and 隊列召喚ースモールアイ[無色1] (5.8.2-5).
    "STR": unit(
        "ストレートのユニット",
        3000,
        cost={"red": 2, "colourless": 2},
        formation={"def": "straight", "cost": {"colourless": 1}},
    ),
    "SEY": unit(
        "チャイルド・スピリット",
        1000,
        cost={"red": 2},
        formation={"def": "small_eye", "cost": {"colourless": 1}},
    ),
    # 覚醒ー[赤1] (5.7.3-1): a use-cost 赤3無色2 unit.
    "KAK": unit("覚醒のユニット", 6000, cost={"red": 3, "colourless": 2}, kakusei={"red": 1}),
    # 急襲1 (5.16.2), move cost 無色2.
    "RAI": unit("急襲のユニット", 3000, raid=1, move={"colourless": 2}),
    # イビルアイ・アサルト-like: 進撃[無色1]『このカードが移動した時、1枚引く』 (5.11.2).
    "ADV": unit(
        "イビルアイ・アサルト",
        2000,
        trig("advance", "moved", card="self", advance=True) | DRAW,
        advance={"colourless": 1},
    ),
    # 挟撃: このカードがスクエアに置かれた時、挟まれている相手のユニットすべてに2000のダメージ (5.9).
    "PIN": unit(
        "挟撃のユニット",
        2000,
        trig("pincer", "placed", card="self", pincer=True) | {"effect": {"damage": 2000}},
    ),
    # 連動「ノーマルの作戦」『このカードが手札からスクエアに置かれた時、1枚引く』 (5.12.2).
    "LNK": unit(
        "連動のユニット",
        2000,
        trig("link", "placed", card="self", **{"from": "hand"}) | DRAW | {"keywords": {"link": ["NS"]}},
    ),
    # 共鳴『あなたのターン終了時、1枚引く』 (5.13.2).
    "RSN": base(
        "共鳴のベース", trig("draw", "turn_end", whose="own") | DRAW | {"keywords": {"resonance": True}}
    ),
    # A unit whose triggered ability also has text the structure cannot say.
    "TXT": unit(
        "テキストのユニット2",
        2000,
        trig("odd", "placed", card="self") | {"text": "このカードがスクエアに置かれた時、条件次第で…"},
    ),
    # 小さな刃マキリ-like: 「～してもよい」 optional draw (4.8.5: it still goes on the stack).
    "OPT": unit("任意のユニット", 2000, trig("draw", "placed", card="self") | DRAW | {"optional": True}),
}
# One of each ability card and a few basic ones; the 団結 filler makes 40 (3.1.1).
DECK: dict[str, int] = {"RU": 3, "BU": 1, "OU": 1, "BA": 1, "QS": 1, "NS": 1, "BS": 1, "HU": 1} | {
    cid: 1 for cid in CARDS if cid not in BASIC
}
DECK["FU"] = 40 - sum(DECK.values())


def decklists(snapshot: Doc, entries: list[Doc]) -> Doc:
    """Each seat's 40-card list: the identified cards the log shows it owning, the 団結 filler for the
    rest (3.1.1, 5.6.2), so a log may use any cards of the pool without breaking the copy limit."""
    seen: dict[str, dict[str, str]] = {"P1": {}, "P2": {}}

    def walk(value: Any) -> None:
        if isinstance(value, dict):
            iid, cid = value.get("iid"), value.get("card")
            if isinstance(iid, str) and isinstance(cid, str) and iid[:2] in seen:
                seen[iid[:2]][iid] = cid
            for item in value.values():
                walk(item)
        elif isinstance(value, list):
            for item in value:
                walk(item)

    walk(snapshot)
    walk(entries)
    out: Doc = {}
    for seat, cards in seen.items():
        main: dict[str, int] = {}
        for cid in cards.values():
            main[cid] = main.get(cid, 0) + 1
        main["FU"] = main.get("FU", 0) + 40 - sum(main.values())
        out[seat] = {"main": main}
    return out


def c(iid: str, cid: str | None, **extra: Any) -> Doc:
    return {"iid": iid, "card": cid} | extra


def side(
    seat: str,
    *,
    squares: list[Doc] | None = None,
    hand: list[Doc] | None = None,
    hidden_hand: int = 2,
    energy: int = 4,
    energy_cards: list[Doc] | None = None,
    graveyard: list[Doc] | None = None,
    smash: int = 1,
    plan: Doc | None = None,
    deck_cards: list[Doc] | None = None,
) -> Doc:
    """One seat of a snapshot; the deck count makes the seat's cards add up to 40."""
    energy_list = (energy_cards or []) + [c(f"{seat}:e{k}", "FU") for k in range(energy)]
    hand = hand or []
    squares = squares or []
    graveyard = graveyard or []
    attached = sum(len(s.get("under", [])) + len(s.get("linked", [])) for s in squares)
    listed = len(energy_list) + len(squares) + attached + len(graveyard)
    hand_count = len(hand) + hidden_hand
    deck = 40 - listed - hand_count - smash
    known = list(deck_cards or [])
    out: Doc = {
        "deck": {"count": deck} | ({"cards": known} if known else {}),
        "plan": plan,
        "hand": {"count": hand_count, "cards": hand},
        "energy": energy_list,
        "smash": {"count": smash},
        "graveyard": graveyard,
        "remove": [],
        "squares": squares,
    }
    return out


def pos(p1: Doc, p2: Doc, turn: int = 5, phase: str = "main") -> Doc:
    active = "P1" if turn % 2 else "P2"
    return {
        "turn": turn,
        "phase": phase,
        "turn_players": [active],
        "this_turn": {"drawn": 1, "energy": 1, "priority": active},
        "players": {"P1": p1, "P2": p2},
    }


def header(snapshot: Doc) -> Doc:
    return {
        "format": "judgelog/1",
        "game": "dimension-zero",
        "rules_version": "19.00",
        "players": [{"seat": "P1", "name": "A"}, {"seat": "P2", "name": "B"}],
        "first_player": "P1",
        "cards": copy.deepcopy(CARDS),
        "decklists": {"P1": {"main": dict(DECK)}, "P2": {"main": dict(DECK)}},
        "snapshot": copy.deepcopy(snapshot),
    }


class G:
    """A log from a snapshot; ``e(actor, act, **args)`` appends at the current turn/phase/step."""

    def __init__(self, snapshot: Doc) -> None:
        self.header = header(snapshot)
        self.entries: list[Doc] = []
        self.turn, self.phase = snapshot["turn"], snapshot["phase"]
        self.step: str | None = None

    def at(self, turn: int | None = None, phase: str | None = None, step: str | None = None) -> G:
        self.turn = turn if turn is not None else self.turn
        self.phase = phase if phase is not None else self.phase
        self.step = step
        return self

    def e(self, actor: str | None, act: str, **args: Any) -> int:
        seq = len(self.entries) + 1
        entry: Doc = {"seq": seq, "turn": self.turn, "phase": self.phase, "actor": actor, "act": act}
        if self.step is not None:
            entry["step"] = self.step
        if args:
            entry["args"] = args
        self.entries.append(entry)
        return seq

    def json(self) -> Doc:
        header = copy.deepcopy(self.header)
        header["decklists"] = decklists(header["snapshot"], self.entries)
        # Only the cards the decklists hold: a judge reads a short header.
        used = {cid for seat in header["decklists"].values() for cid in seat["main"]}
        header["cards"] = {cid: d for cid, d in header["cards"].items() if cid in used}
        return {"header": header, "entries": copy.deepcopy(self.entries)}

    def copy(self) -> G:
        return copy.deepcopy(self)
