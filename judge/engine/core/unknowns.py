"""What a needs_ruling finding does not know, in Japanese.

The engines state the unknown fact of a ``needs_ruling`` finding in English (``Finding.unknown``, part of
the stored findings since the first log format). A Japanese judge must read it in Japanese, so the text is
looked up here when a finding is shown or serialised; a stored finding of an older run gets its Japanese
the same way. A test walks the engines' source and fails on an unknown text that has no entry here.
"""

from __future__ import annotations

UNKNOWN_JA: dict[str, str] = {
    # shared: hidden information and card text
    "card text": "カードのテキスト",
    "card text or hidden cards": "カードのテキスト、または非公開のカード",
    "the card text the engine does not model": "エンジンが扱っていないカードのテキスト",
    "the card's effect text": "カードの効果テキスト",
    "the card's own play rules": "そのカード自身の使用条件",
    "what the ability's own text says": "その能力自身のテキストの内容",
    "cost changes from card text": "カードのテキストによるコストの増減",
    "whether the card's own text (e.g. 呼声) lets it be frozen for this cost": "カード自身のテキスト（呼声など）によってこのコストのためにフリーズできるか",
    "which effect made the player draw": "どの効果でカードを引いたか",
    "the identity of the played card": "使用されたカードが何か",
    "the identity of the discarded card": "すてられたカードが何か",
    "the identity of the member and retired cards": "メンバーと退場したカードが何か",
    "the identity of the Re-birth zone cards": "Re-birthゾーンのカードが何か",
    "the identity of the face-down card, and so its cost": "裏向きのカードが何か（したがってそのコスト）",
    "the attacker's ATK": "アタックしたキャラのATK",
    # snapshots: what happened before the position was set up
    "what happened this turn before the snapshot": "途中局面の記録より前に、このターンに何が起きたか",
    "whether it was already done this turn before the snapshot": "途中局面の記録より前に、このターンにすでに行われたか",
    "whether it was already done in this 番 or 対決 before the snapshot": (
        "途中局面の記録より前に、この番または対決ですでに行われたか"
    ),
    "whether the turns before the snapshot changed anything (145)": (
        "途中局面の記録より前のターンに何か変化があったか（145）"
    ),
    "how many cards were drawn in this start phase before the snapshot": (
        "途中局面の記録より前に、このスタートフェイズで何枚引いたか"
    ),
    "how many cards were drawn this draw phase before the snapshot": (
        "途中局面の記録より前に、このドローフェイズで何枚引いたか"
    ),
    "whether the card was drawn this draw phase before the snapshot": (
        "途中局面の記録より前に、このドローフェイズでそのカードを引いたか"
    ),
    "whether a card was put into the energy zone this phase before the snapshot": (
        "途中局面の記録より前に、このフェイズでエネルギーゾーンにカードを置いたか"
    ),
    "whether the kaiju was already repelled in this phase before the snapshot": (
        "途中局面の記録より前に、このフェイズで怪獣がすでに撃退されていたか"
    ),
    "whether the kaiju moved forward in this end phase before the snapshot": (
        "途中局面の記録より前に、このエンドフェイズで怪獣が前進したか"
    ),
    "who held priority when the snapshot was taken": "途中局面の記録の時点で優先権を持っていたプレイヤー",
    "hand contents and deck order in the last two turns": "直前の2ターンの手札の内容と山札の順番",
    # Rebirth
    "whether the effect's text allows partners": "効果のテキストがパートナーを認めているか",
    "whether playing a character costs energy": "キャラの登場にエネルギーが必要か",
    "whether card text changes the damage": "カードのテキストがダメージを変えるか",
    "whether the card's text grants ブロッカー": "カードのテキストがブロッカーを与えているか",
    "whether the card's text names a zone": "カードのテキストが領域を指定しているか",
    "whether the card's text grants this ability another timing": (
        "カードのテキストがこの能力に別のタイミングを与えているか"
    ),
    "the card, and so whether its text grants this ability another timing": (
        "カードが何か（したがって、そのテキストがこの能力に別のタイミングを与えているか）"
    ),
    "when the ability's free text makes it trigger": "能力の自由記述のテキストでいつ誘発するか",
    "whether the ability's free text allows these choices": "能力の自由記述のテキストがこの選択を認めているか",
    "what the effect does with a chosen card that is no longer a valid choice": (
        "選ばれたカードが選べる対象でなくなったとき、効果がそのカードをどう扱うか"
    ),
    # kaiju
    "the discarded card's advance icon": "すてたカードの前進アイコン",
    "the card's deck-construction ability (6.1.2)": "カードのデッキ構築に関する能力（6.1.2）",
    # Dimension Zero
    "whether the player's deck order was intentionally determined earlier in the duel": (
        "そのプレイヤーの山札のカードの順番が、それ以前にデュエル中で意図的に決定されたかどうか"
    ),
    "the colours of the energy cards used": "使用したエネルギーカードの色",
    "how battles in several squares at once proceed": "複数のスクエアで同時に発生したバトルの進め方",
    "how a battle outside the main phase proceeds": "メインフェイズ以外でのバトルの進め方",
    "whether the event's rules allow redraws": "イベントのルールが引き直しを認めているか",
    # Duel Masters variants
    "whether the card text refers to opponents and is split by ■/▶": (
        "カードのテキストが対戦相手を指し、■/▶で分けられているか"
    ),
    "shield count for a team of this size": "この人数のチームのシールドの枚数",
    # MyEarth
    "whether the card's text lets its user look at the hand": "カードのテキストが使用者に手札を見ることを認めているか",
    "whether the card's text sends it to the discard": "カードのテキストがそのカードを捨て場に置くか",
    "whether a first-series card's chain names also allow the named card on top of it": (
        "第1弾のカードの写真直下の名称が、その名称のカードを上に重ねることも認めるか"
    ),
    "whether the rest of the effect takes place after a draw the deck could not give in full": (
        "山札から全ては引けなかった後に、残りの効果を行うか"
    ),
    "whether the card's effect text makes this result": "カードの効果テキストがこの結果をもたらすか",
    "whether the card's text changes the hand limit": "カードのテキストが手札の上限枚数を変えるか",
    "the penalty under 77 ('78項～77項')": "77項による罰則（本文の「78項～77項」）",
}

# A needs_ruling finding that waits for an event policy says ``policy:<name>``: the event's choice.
POLICY_PREFIX = "policy:"


def unknown_ja(text: str | None) -> str | None:
    """The Japanese of an unknown text, or None when there is none (the English is shown as it is)."""
    if not text:
        return None
    if text.startswith(POLICY_PREFIX):
        return f"イベントの方針（{text[len(POLICY_PREFIX) :]}）"
    return UNKNOWN_JA.get(text)
