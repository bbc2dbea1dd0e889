"""Every Duel Masters deck-construction check: its code, verdict, the clauses it enforces and its messages.

Clause numbers are bare, exactly as rules_index/parsers/dm_variants.py stores them. Where the variant
document only presupposes the official rule (the 40-card main deck, 0-8 hyperspatial cards, 0 or 12 GR
cards) the message says "official rule, not in the indexed text" and the verdict is needs_ruling: the
engine cannot cite a clause that states the rule, so a judge confirms it (see deck.py for the reasoning).
"""

from __future__ import annotations

from judge.engine.core.declare import I, L, R, declarer

GAME = "dm-variants"


_c = declarer(GAME, "deck")


# --- bad input -------------------------------------------------------------------------------------
BAD_DECKLIST = _c(
    "bad_decklist",
    L,
    ("100", "100.3"),
    "The decklist is unreadable at {where}: {what_en}.",
    "デッキリストの{where}が読めません：{what_ja}。",
)
UNKNOWN_CARD = _c(
    "unknown_card",
    L,
    ("100", "100.3"),
    "{seat}: card '{card}' in {where} has no definition in the decklist's cards.",
    "{seat}：{where}のカード'{card}'の定義がcardsにありません。",
)
BAD_CARD = _c(
    "bad_card",
    L,
    ("100", "100.3"),
    "{seat}: the definition of card '{card}' is unreadable: {what_en}",
    "{seat}：カード'{card}'の定義が読めません：{what_ja}",
)
UNKNOWN_FORMAT = _c(
    "unknown_format",
    L,
    ("100.3",),
    "The decklist names the format '{format}', which the variant document does not define.",
    "デッキリストのフォーマット'{format}'は変種ルールにありません。",
)

# --- base game (standard and every format that uses an ordinary deck) ------------------------------
MAIN_SIZE = _c(
    "main_size",
    R,
    ("100", "100.3"),
    "{seat}'s main deck has {count} cards; the official rule is exactly 40 (official rule, not in the indexed text: a judge confirms).",
    "{seat}のメインデッキが{count}枚です。公式ルールでは40枚ちょうどです（公式ルールであり、索引の本文にはありません。ジャッジが確認してください）。",
)
COPIES = _c(
    "copies",
    I,
    ("701.3a",),
    "{seat}'s deck holds {count} copies of {name}; at most 4 of a name (the limit 701.3a presupposes), unless the card allows more.",
    "{seat}のデッキに{name}が{count}枚あります。同名カードは4枚まで（701.3aが前提とする制限）です。それより多く入れられる能力を持つカードは除きます。",
)
HYPER_SIZE_BASE = _c(
    "hyperspatial_size",
    R,
    ("100", "100.3"),
    "{seat}'s hyperspatial zone holds {count} cards; the official rule is 0 to 8 (official rule, not in the indexed text: a judge confirms).",
    "{seat}の超次元ゾーンが{count}枚です。公式ルールでは0～8枚です（公式ルールであり、索引の本文にはありません。ジャッジが確認してください）。",
)
GR_SIZE_BASE = _c(
    "gr_size",
    R,
    ("100", "100.3"),
    "{seat}'s GR pile holds {count} cards; the official rule is none or exactly 12 (official rule, not in the indexed text: a judge confirms).",
    "{seat}の超GRが{count}枚です。公式ルールでは0枚か12枚ちょうどです（公式ルールであり、索引の本文にはありません。ジャッジが確認してください）。",
)
FORBIDDEN_SET = _c(
    "forbidden_set",
    I,
    ("100.2",),
    "{seat}'s deck holds {pieces} ({count} cards) of the Forbidden Star set; it is not counted only as one complete set of 5 different pieces.",
    "{seat}のデッキにForbidden Starのセットのカードが{pieces}（{count}枚）あります。デッキ枚数に数えないのは、異なる5枚がそろった1セットのときだけです。",
)

# --- DMEDH (701, 701.17, 701.18) -------------------------------------------------------------------
EDH_SIZE = _c(
    "edh_size",
    I,
    ("701.4a", "701.18a"),
    "{seat}'s DMEDH deck has {count} cards with its commander; it must have exactly 60.",
    "{seat}のDMEDHデッキは統率者を含めて{count}枚です。ちょうど60枚でなければなりません。",
)
EDH_NO_COMMANDER = _c(
    "commander_missing",
    I,
    ("701.3",),
    "{seat}'s DMEDH deck designates no commander.",
    "{seat}のDMEDHデッキに統率者の指定がありません。",
)
EDH_TWO_COMMANDERS = _c(
    "commander_count",
    I,
    ("701.3", "701.17"),
    "{seat} designates {names} as commanders; a deck has one commander, or several gods only as one God commander.",
    "{seat}が{names}を統率者に指定しています。統率者は1枚で、複数にできるのはゴッド統率者だけです。",
)
EDH_NOT_CREATURE = _c(
    "commander_not_creature",
    I,
    ("701.3",),
    "{seat}'s commander {name} is not a creature card.",
    "{seat}の統率者{name}はクリーチャー・カードではありません。",
)
EDH_ANY_COPIES = _c(
    "commander_any_copies",
    I,
    ("701.3a",),
    "{seat}'s commander {name} has an ability that lets a deck hold more than 4 copies; it cannot be a commander.",
    "{seat}の統率者{name}はデッキに4枚より多く入れることができる能力を持つため、統率者に指定できません。",
)
EDH_KIND = _c(
    "commander_kind",
    I,
    ("701.3b",),
    "{seat}'s commander {name} is a {kind} creature; サイキック, GR, 禁断 and 零龍 creatures cannot be commanders.",
    "{seat}の統率者{name}は{kind_ja}のクリーチャーです。サイキック、GR、禁断、零龍のクリーチャーは統率者に指定できません。",
)
EDH_GOD_NOT_GOD = _c(
    "god_commander_not_god",
    I,
    ("701.17",),
    "{seat}'s commander group includes {name}, which is not a god; only linked gods form a God commander.",
    "{seat}の統率者に{name}が含まれていますが、ゴッドではありません。ゴッド統率者にできるのはリンクしたゴッドだけです。",
)
EDH_GOD_UNLINKED = _c(
    "god_commander_unlinked",
    I,
    ("701.17",),
    "{seat}'s God commander: {name} cannot G-link to any other god of the commander.",
    "{seat}のゴッド統率者：{name}は統率者の他のゴッドとG・リンクできません。",
)
EDH_GOD_CAN_LINK = _c(
    "god_commander_can_link",
    I,
    ("701.17a", "701.17b"),
    "{seat}'s God commander can still G-link to {links} (by {name}); only a link state that cannot link further is allowed, except for the five gods 701.17b names.",
    "{seat}のゴッド統率者は{name}によって{links}とさらにG・リンクできます。それ以上リンクできない状態に限ります（701.17bの5体のゴッドを除く）。",
)
EDH_SINGLETON = _c(
    "singleton",
    I,
    ("701.4d",),
    "{seat}'s DMEDH deck holds {count} cards named {name} ({where}); all names must differ, unless the card allows more copies.",
    "{seat}のDMEDHデッキに{name}という名前のカードが{count}枚あります（{where}）。すべて異なるカード名でなければなりません（それより多く入れられる能力を持つカードを除く）。",
)
EDH_COLOUR = _c(
    "colour_identity",
    I,
    ("701.4e",),
    "{seat}'s deck holds {name} ({civs}), outside the commander's civilizations ({commander_civs}).",
    "{seat}のデッキの{name}（{civs_ja}）は統率者の文明（{commander_civs_ja}）に含まれません。",
)
EDH_HYPER_OVER = _c(
    "edh_hyperspatial_over",
    I,
    ("701.4b",),
    "{seat}'s hyperspatial zone holds {count} cards; DMEDH allows 8 additional cards.",
    "{seat}の超次元ゾーンが{count}枚です。DMEDHで使用できる追加カードは8枚です。",
)
EDH_HYPER_EXACT = _c(
    "edh_hyperspatial_exact",
    I,
    ("701.4b",),
    "{seat}'s hyperspatial zone holds {count} cards; the event's policy 'hyperspatial_pile' is exactly 8.",
    "{seat}の超次元ゾーンが{count}枚です。大会の方針'hyperspatial_pile'は「ちょうど8枚」です。",
)
EDH_GR = _c(
    "edh_gr_size",
    I,
    ("701.4c",),
    "{seat}'s GR pile holds {count} cards; when used it must be exactly 12.",
    "{seat}の超GRが{count}枚です。使用する場合は12枚ちょうどでなければなりません。",
)
EDH_SET = _c(
    "edh_set",
    I,
    ("701.4h",),
    "{seat}'s deck holds {pieces} ({count} cards) of the {set_name} set; it is not counted only as one complete set of 5 different pieces.",
    "{seat}のデッキに{set_name}のセットのカードが{pieces}（{count}枚）あります。デッキ枚数に数えないのは、異なる5枚がそろった1セットのときだけです。",
)
EDH_SET_COLOUR = _c(
    "edh_set_colour",
    I,
    ("701.4h", "701.4e"),
    "{seat}'s {set_name} piece {name} ({civs}) is outside the commander's civilizations ({commander_civs}).",
    "{seat}の{set_name}のカード{name}（{civs_ja}）は統率者の文明（{commander_civs_ja}）に含まれません。",
)

# --- pile cards listed in the main deck (never counted toward it) ------------------------------------
PILE_IN_MAIN_BASE = _c(
    "pile_card_in_main",
    R,
    ("100", "100.3"),
    "{seat}'s main deck lists {count} × {name}, a card of the {pile} pile; such cards start outside the deck and are not counted toward it (official rule, not in the indexed text: a judge confirms).",
    "{seat}のメインデッキに{pile}のカード{name}が{count}枚あります。これらはデッキの外で始まり、デッキ枚数に数えません（公式ルールであり、索引の本文にはありません。ジャッジが確認してください）。",
)
PILE_IN_MAIN_EDH = _c(
    "pile_card_in_main_dmedh",
    I,
    ("701.4b", "701.4c"),
    "{seat}'s main deck lists {count} × {name}, a card of the {pile} pile; in DMEDH those are additional cards used apart from the deck.",
    "{seat}のメインデッキに{pile}のカード{name}が{count}枚あります。DMEDHではこれらはデッキとは別に使用する追加カードです。",
)
PILE_IN_MAIN_SCHEME = _c(
    "scheme_in_main",
    I,
    ("100.6", "702.3"),
    "{seat}'s main deck lists {count} × {name}, a scheme; schemes form a scheme deck apart from the deck.",
    "{seat}のメインデッキに計略{name}が{count}枚あります。計略はデッキとは別の計略デッキに入れます。",
)
PILE_IN_MAIN_PLANAR = _c(
    "planar_in_main",
    I,
    ("100.7", "703.3"),
    "{seat}'s main deck lists {count} × {name}, a plane or phenomenon; they form a planar deck apart from the deck.",
    "{seat}のメインデッキに次元・現象{name}が{count}枚あります。これらはデッキとは別の次元デッキに入れます。",
)

# --- 魔王戦 scheme deck (702.3) ----------------------------------------------------------------------
SCHEME_SIZE = _c(
    "scheme_size",
    I,
    ("702.3", "702.3c"),
    "{seat}'s scheme deck has {count} schemes (a shuffle card not counted); it needs at least 20.",
    "{seat}の計略デッキは計略{count}枚です（シャッフルカードは数えません）。20枚以上必要です。",
)
SCHEME_COPIES = _c(
    "scheme_copies",
    I,
    ("702.3",),
    "{seat}'s scheme deck holds {count} cards named {name}; at most 1 of a name.",
    "{seat}の計略デッキに{name}が{count}枚あります。同じ名前のカードは1枚までです。",
)
SCHEME_SHUFFLE = _c(
    "scheme_shuffle",
    I,
    ("702.3c",),
    "{seat}'s scheme deck holds {count} shuffle cards; at most 1.",
    "{seat}の計略デッキにシャッフルカードが{count}枚あります。1枚までです。",
)
SCHEME_TYPE = _c(
    "scheme_type",
    I,
    ("702.3", "702.3a", "702.3b"),
    "{seat}'s scheme deck holds {name} ({type}); a scheme deck holds schemes, spells and creatures.",
    "{seat}の計略デッキに{name}（{type}）があります。計略デッキに入れられるのは計略、呪文、クリーチャーです。",
)
SCHEME_MISSING = _c(
    "scheme_missing",
    I,
    ("702.3", "100.6"),
    "{seat} is the archenemy (魔王) and has no scheme deck.",
    "{seat}は魔王ですが、計略デッキがありません。",
)

# --- 次元戦 / 次元探索戦 planar deck (703.3, 704.3) ----------------------------------------------------
PLANAR_SIZE = _c(
    "planar_size",
    I,
    ("703.3a", "704.3a"),
    "The planar deck has {count} cards (a shuffle card not counted); it must have 10 to 40.",
    "次元デッキが{count}枚です（シャッフルカードは数えません）。10枚以上40枚以下です。",
)
PLANAR_PHENOMENA = _c(
    "planar_phenomena",
    I,
    ("703.3a", "704.3a"),
    "The planar deck holds {phenomena} phenomena for {planes} planes; at most 1 per 4 planes ({limit}).",
    "次元デッキに次元{planes}枚に対して現象が{phenomena}枚あります。次元4枚につき1枚（{limit}枚）までです。",
)
PLANAR_EXPLORATION_SMALL = _c(
    "planar_phenomena_small_deck",
    I,
    ("704.3a",),
    "The plane exploration deck has {count} cards and holds {phenomena} phenomena; phenomena are allowed only in a deck of 20 or more.",
    "次元探索戦の次元デッキは{count}枚で、現象が{phenomena}枚あります。現象を入れられるのは20枚以上のときだけです。",
)
PLANAR_SHUFFLE = _c(
    "planar_shuffle",
    I,
    ("703.3d",),
    "The planar deck holds {count} shuffle cards; at most 1.",
    "次元デッキにシャッフルカードが{count}枚あります。1枚までです。",
)
PLANAR_TYPE = _c(
    "planar_type",
    I,
    ("703.3", "703.3b", "703.3c", "704.3b", "704.3c"),
    "The planar deck holds {name} ({type}); it holds planes (or fields) and phenomena (or spells).",
    "次元デッキに{name}（{type}）があります。入れられるのは次元（フィールド）と現象（呪文）です。",
)
PLANAR_MISSING = _c(
    "planar_missing",
    I,
    ("703.3", "704.3"),
    "The format {format} needs a planar deck and the decklist has none.",
    "フォーマット{format}には次元デッキが必要ですが、デッキリストにありません。",
)

# --- タワーデュエル public deck (610.3) ------------------------------------------------------------------
TOWER_SIZE = _c(
    "tower_size",
    I,
    ("610.3",),
    "The public deck has {count} cards; with {players} players it needs at least {minimum} (30 per player).",
    "公共デッキが{count}枚です。{players}人では{minimum}枚以上（1人30枚）必要です。",
)
