"""Every MyEarth check: its code, verdict, the clauses it enforces and its messages.

Clause numbers are the rulebook's own (rules_index/parsers/myearth.py): `N` for clause N and `N.k` for
the k-th bullet of clause N. Open points of the text (brief section 7.3) are needs_ruling checks whose
message says what the rulebook does not settle.
"""

from __future__ import annotations

from judge.engine.core.declare import I, L, R, declarer

GAME = "myearth"
_c = declarer(GAME)


# --- deck construction (55-63) ---------------------------------------------------------------------
DECK_SIZE = _c(
    "deck.size",
    I,
    ("4", "58"),
    "{seat}'s deck has {count} cards; a deck has 20 or 30 cards.",
    "{seat}のデッキが{count}枚です。デッキは20枚または30枚です。",
)
DECK_SAME_SIZE = _c(
    "deck.same_size",
    I,
    ("57", "58"),
    "The decks have {counts} cards; both players must use decks of the same size.",
    "デッキの枚数が{counts}です。両プレイヤーは同じ枚数のデッキを用意しなければなりません。",
)
DECK_EVENT_SIZE = _c(
    "deck.event_size",
    I,
    ("58", "61"),
    "{seat}'s deck has {count} cards; the event set the deck size to {size}.",
    "{seat}のデッキが{count}枚です。大会の定めるデッキ枚数は{size}枚です。",
)
DECK_COPIES = _c(
    "deck.copies",
    I,
    ("59", "59.1", "59.2"),
    "{seat}'s deck holds {count} copies of {name}; a {size}-card deck allows {limit} of a non-source card.",
    "{seat}のデッキに{name}が{count}枚あります。{size}枚デッキでは、みなもと以外の同一名称カードは{limit}枚までです。",
)
DECK_SPECIAL_COPIES = _c(
    "deck.special_source_copies",
    I,
    ("60", "60.2", "60.3"),
    "{seat}'s deck holds {count} copies of the special source {name}; a {size}-card deck allows {limit}.",
    "{seat}のデッキに特別みなもと{name}が{count}枚あります。{size}枚デッキでは{limit}枚までです。",
)
DECK_SIDE = _c(
    "deck.side_content",
    I,
    ("5", "55", "56"),
    "{seat} plays the {side} side but the deck holds {name} ({why}), which only the other side may use.",
    "{seat}は{side_ja}プレイヤーですが、デッキに{name}（{why_ja}）が入っています。これは相手側のカードです。",
)
DECK_SIDES_CLASH = _c(
    "deck.sides",
    I,
    ("5", "55", "56"),
    "Both decks are {side} decks; one side is the Blue Earth player and the other the Red Earth player.",
    "両方のデッキが{side_ja}のデッキです。一方が青い地球プレイヤー、他方が赤い地球プレイヤーです。",
)
DECK_ORIGINAL = _c(
    "deck.original_card",
    I,
    ("63",),
    "{seat}'s deck holds the original (non-commercial) card {name} and the log does not record that both players agreed to original cards.",
    "{seat}のデッキにオリジナルカード{name}が入っていますが、両プレイヤーの合意が記録されていません。",
)
DECK_UNKNOWN_CARD = _c(
    "deck.unknown_card",
    L,
    ("36", "37"),
    "Card {card} has no definition (type, attribute, cost) in the log header.",
    "カード{card}の定義（種類・属性・コスト）がヘッダーにありません。",
)
DECK_BAD_TYPE = _c(
    "deck.bad_type",
    L,
    ("37", "37.1", "37.2", "37.3", "41"),
    "Card {card} has type '{type}' or attribute {attributes}; types are source, special_source, confrontation, support and attributes 陸 川 海 二酸化炭素 人.",
    "カード{card}の種類'{type}'または属性{attributes}が不正です。",
)

# --- setup (64-73) ---------------------------------------------------------------------------------
SETUP_DRAW_EARLY = _c(
    "setup.draw_before_order",
    I,
    ("64", "64.3", "64.4", "70"),
    "{seat} drew cards before 先攻/後攻 was decided.",
    "{seat}が先攻／後攻の決定前に山札からカードを引きました。",
)
SETUP_NO_SHUFFLE = _c(
    "setup.shuffle",
    I,
    ("64", "64.2", "66"),
    "{seat} drew the opening hand without shuffling the deck first.",
    "{seat}が山札を切らずに最初の手札を引きました。",
)
SETUP_HAND = _c(
    "setup.opening_hand",
    I,
    ("64.4", "71"),
    "{seat} drew {count} cards as the opening hand; it is exactly 5.",
    "{seat}の最初の手札が{count}枚です。ゲーム開始時の手札は5枚です。",
)
SETUP_MULLIGAN_TWICE = _c(
    "setup.mulligan_twice",
    I,
    ("72",),
    "{seat} redrew the opening hand a second time; the redraw is allowed once.",
    "{seat}が手札を2回引きなおしました。引きなおしは1回だけです。",
)
SETUP_MULLIGAN_ORDER = _c(
    "setup.mulligan_order",
    I,
    ("73",),
    "{problem}; the 先攻 decides on the redraw first, and may not begin his 番 before the 後攻 has finished redrawing.",
    "{problem_ja}。引きなおしは先攻が先に決め、先攻は後攻の引きなおしが終わるまで自分の番を始められません。",
)
SETUP_ORDER_TWICE = _c(
    "setup.order_decided",
    L,
    ("64.3", "69"),
    "先攻/後攻 {problem}.",
    "先攻／後攻{problem_ja}。",
)

# --- turn structure and a player's 番 (18, 81-111) --------------------------------------------------
TURN_WRONG_FIRST = _c(
    "turn.wrong_first_player",
    I,
    ("86", "87", "88", "90"),
    "{seat} began turn {turn} as 先攻; the 先攻 is {expected} ({why}).",
    "{seat}がターン{turn}の先攻として番を始めました。先攻は{expected}です（{why_ja}）。",
)
TURN_STAGE = _c(
    "turn.stage_order",
    I,
    ("18", "81", "83", "84", "85"),
    "{seat} acted ({act}) outside the turn's order 先攻の番 → 後攻の番 → 対決 ({problem}).",
    "{seat}の行動（{act}）がターンの順序（先攻の番→後攻の番→対決）に反しています（{problem_ja}）。",
)
BAN_NO_DRAW = _c(
    "ban.play_before_draw",
    I,
    ("95", "95.1", "96", "101"),
    "{seat} played a card before the draw that starts the 番.",
    "{seat}が番の最初のドローの前にカードを出しました。",
)
BAN_DRAW_COUNT = _c(
    "ban.draw_count",
    I,
    ("96", "97", "98"),
    "{seat} drew {count} cards with {hand} in hand and {deck} in the deck; the draw fills the hand to {limit} ({expected}).",
    "{seat}は手札{hand}枚・山札{deck}枚で{count}枚引きました。手札が上限{limit}枚ちょうどになるまで引きます（{expected}枚）。",
)
BAN_LIMIT_DISCARD = _c(
    "ban.limit_discard",
    I,
    ("99",),
    "{seat} began the 番 with {hand} cards and {problem}; the hand is cut to exactly {limit} as part of the draw.",
    "{seat}は番の開始時に手札{hand}枚で{problem_ja}。上限枚数{limit}枚ちょうどになるように捨てます。",
)
BAN_DRAW_TWICE = _c(
    "ban.second_draw",
    I,
    ("95", "96", "111"),
    "{seat} drew again ({problem}); a player draws once, at the start of his own 番.",
    "{seat}が再びカードを引きました（{problem_ja}）。カードを引くのは自分の番の開始時の1回です。",
)
BAN_PLAY_AFTER_DISCARD = _c(
    "ban.play_after_discard",
    I,
    ("95.3", "106", "107"),
    "{seat} played a card after discarding at the end of the 番.",
    "{seat}が番の終わりにカードを捨てた後でカードを出しました。",
)
BAN_DISCARD_BEFORE_DRAW = _c(
    "ban.discard_before_draw",
    I,
    ("95.1", "95.3", "96", "106"),
    "{seat} made the end-of-番 discard before the draw that starts the 番, which owed {expected} cards "
    "({hand} in hand, {deck} in the deck, limit {limit}).",
    "{seat}が番の最初のドローの前に番の終わりの捨て札をしました（手札{hand}枚・山札{deck}枚・上限{limit}枚で、"
    "{expected}枚引くドローが先です）。",
)
BAN_DRAW_MISSING = _c(
    "ban.draw_missing",
    I,
    ("96", "97"),
    "{seat} ended the 番 without the draw that starts it, which owed {expected} cards "
    "({hand} in hand, {deck} in the deck, limit {limit}); the draw cannot be left out.",
    "{seat}が番の最初のドローをせずに番を終えました（手札{hand}枚・山札{deck}枚・上限{limit}枚で、"
    "{expected}枚引くドローが必要です）。カードを引く動作は省略できません。",
)
BAN_NOT_OWN = _c(
    "ban.not_own_ban",
    I,
    ("16", "20", "110"),
    "{seat} put a {kind} card onto the field outside his own 番 ({problem}); there only support cards may be played.",
    "{seat}が自分の番以外（{problem_ja}）に{kind_ja}を出しました。自分の番以外に出せるのはサポートカードだけです。",
)
BAN_SUPPORT_NOT_CHAIN = _c(
    "ban.support_not_response",
    I,
    ("20", "111", "254"),
    "{seat} played a support card in the opponent's 番 without responding to a support card the opponent had just played.",
    "{seat}が相手の番に、相手のサポートカードへのチェーンではない形でサポートカードを出しました。",
)
BAN_NOT_IN_HAND = _c(
    "ban.card_not_in_hand",
    I,
    ("8", "100", "105"),
    "{seat} played {card} with no card left in hand.",
    "{seat}は手札がないのに{card}を出しました。",
)

# --- sources and costs (22-23, 91-94, 112-119, 157, 242) -------------------------------------------
SOURCE_ATTRIBUTE = _c(
    "source.declared_attribute",
    I,
    ("113",),
    "{seat} played source {card} as {attribute}, which it does not have ({attributes}).",
    "{seat}がみなもと{card}を{attribute}として出しましたが、その属性を持ちません（{attributes}）。",
)
COST_NOT_OWN_SOURCE = _c(
    "cost.not_own_source",
    I,
    ("22", "117", "157", "242"),
    "{seat} stacked {card} on {source}, which is not a free source on his own field (another player's, not a source, or one a card is still stacked on).",
    "{seat}が{card}を、自分の場の空いているみなもとではない{source}（相手の場のカード、みなもとでないカード、またはまだカードが重なっているみなもと）の上に重ねました。",
)
COST_USED_SOURCE = _c(
    "cost.used_source",
    I,
    ("23", "92", "93", "94", "157", "242"),
    "{seat} paid for {card} with {source}, which is in the used state until after his next draw.",
    "{seat}が{card}のコストに使用状態の{source}を使いました。次の自分の番のドローまで使えません。",
)
COST_MISMATCH = _c(
    "cost.exact",
    I,
    ("26", "117", "118", "119"),
    "{seat} stacked {card} on sources {paid}; its cost is exactly {cost}.",
    "{seat}が{card}を{paid}のみなもとに重ねました。必要コストはちょうど{cost}です。",
)
COST_NONE_NEEDED = _c(
    "cost.no_source_card",
    I,
    ("271",),
    "{seat} stacked {card} on sources although the card is used without sources.",
    "{seat}が『使うときに【みなもと】は必要ない』カード{card}をみなもとに重ねました。",
)

# --- chains (27-29, 166-183) -----------------------------------------------------------------------
CHAIN_NAME = _c(
    "chain.name",
    I,
    ("27", "172"),
    "{seat} chained {card} on {under}; {card}'s chain names are {names}.",
    "{seat}が{card}を{under}の上に連鎖させました。{card}の連鎖先は{names}です。",
)
CHAIN_TARGET = _c(
    "chain.target",
    I,
    ("29", "166", "168", "175", "104"),
    "{seat} chained {card} on {under}, which is not the top card of one of his own groups.",
    "{seat}が{card}を、自分のグループの最上位ではない{under}の上に連鎖させました。",
)
CHAIN_COST_SINGLE = _c(
    "chain.cost_single_colour",
    I,
    ("176", "177"),
    "{seat}'s chain with {card} uses {count} sources; it must match the largest cost in the chain, {need}.",
    "{seat}の{card}を含む連鎖はみなもと{count}枚を使っています。連鎖の最大の必要コスト{need}枚に合わせます。",
)
CHAIN_COST_MIXED = _c(
    "chain.cost_mixed_colour",
    I,
    ("28", "176", "178", "179", "180", "181"),
    "{seat}'s mixed-colour chain with {card} uses {paid}; it needs at least one source of each of {needed} and {need} sources in all, no more than that forces.",
    "{seat}の{card}を含む混色連鎖は{paid}を使っています。{needed}の各属性を最低1枚含み、合計{need}枚（それを超えない）が必要です。",
)
CHAIN_FOREIGN_ATTRIBUTE = _c(
    "chain.foreign_attribute",
    I,
    ("182",),
    "{seat}'s group with {card} uses a {attribute} source, an attribute none of its cards needs.",
    "{seat}の{card}のグループが、必要とされない属性（{attribute}）のみなもとを使っています。",
)
CHAIN_REFILL = _c(
    "chain.refill",
    I,
    ("161", "183", "201"),
    "{seat} added sources to the existing group of {card} without chaining a card onto it; a group's missing cost can never be made up from other sources.",
    "{seat}が連鎖なしで既存のグループ{card}にみなもとを追加しました。不足したコストを他のみなもとで補うことはできません。",
)

# --- field: survival check, voluntary moves (109, 158, 162, 184-186) --------------------------------
SURVIVAL_SKIPPED = _c(
    "survival.skipped",
    I,
    ("30", "184", "185", "186"),
    "A card or source of {seat}'s group left the field ({card}) and no survival check was recorded before the next action.",
    "{seat}のグループから{card}が場を離れましたが、次の行動までに生存判定が記録されていません。",
)
SURVIVAL_COST = _c(
    "survival.cost_unmet",
    I,
    ("158", "186", "192", "208"),
    "After the survival check {seat}'s {card} stays on the field with its group's cost unmet ({paid} for {cost}).",
    "生存判定の後も{seat}の{card}が必要コストを満たさないまま場に残っています（{paid}／必要{cost}）。",
)
STRENGTH_ZERO = _c(
    "field.strength_zero",
    I,
    ("162", "163"),
    "{seat}'s {card} has strength {strength} and was not put into the discard at once.",
    "{seat}の{card}の強さが{strength}になりましたが、直ちに捨て場に置かれていません。",
)
FIELD_VOLUNTARY = _c(
    "field.voluntary_move",
    I,
    ("109", "174", "13"),
    "{seat} moved {card} off the field ({to}) with no effect causing it.",
    "{seat}が効果によらず{card}を場から動かしました（{to}）。",
)

# --- supports and the チェーン (243-262) ------------------------------------------------------------
SUPPORT_NO_TARGET = _c(
    "support.no_target",
    I,
    ("247",),
    "{seat} used {card}, whose effect targets {target}, when there was no such target.",
    "{seat}が{card}を使いましたが、効果の対象（{target_ja}）が存在しません。",
)
CHAIN_LIFO = _c(
    "support.resolution_order",
    I,
    ("33", "255", "256"),
    "{card} was resolved while {expected} was the last support card in the チェーン; effects resolve last-in first-out.",
    "{expected}が最後に出されたサポートカードなのに{card}が先に発動しました。チェーンは最後に出されたものから発動します。",
)
CHAIN_CLOSED = _c(
    "support.chain_closed",
    I,
    ("254", "255"),
    "{seat} played a support card after the チェーン had been closed by a decline.",
    "{seat}が、チェーンが締め切られた後にサポートカードを出しました。",
)
CHAIN_SAME_SIDE = _c(
    "support.chain_same_side",
    I,
    ("254", "33", "251"),
    "{seat} played another support card before the opponent had decided on the last one; in a チェーン the players play in turn.",
    "相手がサポートカードの使用意思を示す前に、{seat}が続けてサポートカードを出しました。チェーンではお互いのプレイヤーが交互に出します。",
)
BAN_NOT_KNOWN_IN_HAND = _c(
    "ban.card_not_known_in_hand",
    I,
    ("8", "100"),
    "{seat} played {card} from the hand, but every card of that hand is known and none of them is this card.",
    "{seat}が{card}を手札から出しましたが、手札のカードはすべて分かっており、その中にこのカードはありません。",
)
REMOVED_PLAYED = _c(
    "ban.removed_card_played",
    I,
    ("14",),
    "{seat} played {card}, which had been removed from the game; a removed card can never move to the deck, the hand, the field or the discard again in that game.",
    "{seat}が、ゲームから取り除かれた{card}を出しました。ゲームから取り除かれたカードは、そのゲーム中に山札、手札、場、捨て場のいずれにも移動できません。",
)
PLAY_IN_CHAIN = _c(
    "ban.play_in_chain",
    I,
    ("251", "254", "255"),
    "{seat} played {card} while a チェーン of support cards waited for a decision; until a player declines and the effects are carried out, only support cards may be played.",
    "サポートカードのチェーンで使用意思の確認が続いている間に、{seat}が{card}を出しました。一方が出さない意思を示して効果の発動が終わるまで、出せるのはサポートカードだけです。",
)
END_IN_CHAIN = _c(
    "ban.end_in_chain",
    I,
    ("251", "254", "255"),
    "{seat} went on ({act}) while his support card still waited for the opponent's decision; the チェーン is decided and its effects carried out first.",
    "{seat}が、出したサポートカードへの相手の使用意思の確認を待たずに進めました（{act}）。チェーンの確認と効果の発動が先です。",
)
SUPPORT_RESOLVED_TWICE = _c(
    "support.resolved_twice",
    I,
    ("248", "244"),
    "{card}'s effect was carried out a second time; a support card's effect takes place once.",
    "{card}の効果が2回目に処理されました。サポートカードの効果の発動は1枚につき1回です。",
)
SUPPORT_BEFORE_ANSWER = _c(
    "support.resolved_before_answer",
    I,
    ("251", "254", "255"),
    "{card} took effect before {seat} had decided whether to answer it with a support card; once a support card's targets are chosen the opponent decides first, and the effects take place only after a player declines.",
    "{seat}がサポートカードを出すかどうかの意思を示す前に、{card}の効果が処理されました。対象選択の後は相手のサポートカード使用意思を確認し、一方が出さない意思を示してから効果を発動します。",
)
SUPPORT_UNRESOLVED = _c(
    "support.unresolved",
    I,
    ("251", "251.3", "255", "256"),
    "{seat} acted ({act}) while the チェーン still had {count} unresolved support cards.",
    "チェーンに未処理のサポートカードが{count}枚残っている間に{seat}が行動しました（{act}）。",
)
SUPPORT_AFTERLIFE = _c(
    "support.leaves_field",
    I,
    ("243", "122", "272", "9", "258"),
    "{card} stays on the field after resolving; an ordinary support card goes to its owner's discard once its effect has resolved (its point changes last through the 対決), only a 【ss】 card stays.",
    "{card}が発動後も場に残っています。通常のサポートカードは効果の処理が終わった時点で捨て場に置きます（点数の変化は対決まで続きます）。場に残るのは【ss】カードだけです。",
)

# --- the confrontation (121-140, 260-265) ----------------------------------------------------------
CONF_ANNOUNCE_ORDER = _c(
    "confrontation.announce_order",
    I,
    ("121", "121.1", "122", "125"),
    "{seat} announced his total before the 先攻 did.",
    "{seat}が先攻より先に対決カードの点数を宣言しました。",
)
CONF_TOTAL = _c(
    "confrontation.total",
    I,
    ("25", "122", "127", "128", "129", "170"),
    "{seat} announced {total}; his 対決 cards add up to {expected}.",
    "{seat}が{total}点と宣言しましたが、対決カードの合計点数は{expected}点です。",
)
CONF_SUPPORT_ORDER = _c(
    "confrontation.support_order",
    I,
    ("124", "260", "261"),
    "{seat} made the first support decision of the 対決; the 先攻 decides first.",
    "{seat}が対決で最初にサポートの使用を決めました。先攻が先に決めます。",
)
CONF_SUPPORT_BEFORE_TOTALS = _c(
    "confrontation.support_before_totals",
    I,
    ("121", "123"),
    "{seat} played a support card in the 対決 before both totals had been told; the support decisions come after the totals.",
    "お互いの対決カードの点数を伝え終える前に、{seat}が対決でサポートカードを出しました。サポートの使用意思の確認は点数を伝えた後です。",
)
CONF_SUPPORT_CLOSED = _c(
    "confrontation.support_after_close",
    I,
    ("262",),
    "{seat} played a support card after both players had declined in turn; the 対決's support window is closed.",
    "両プレイヤーが連続してサポートを出さない意思表示をした後に、{seat}がサポートカードを出しました。",
)
CONF_RESULT_EARLY = _c(
    "confrontation.life_before_close",
    I,
    ("139", "121.3"),
    "The 対決 was settled while the support window was still open.",
    "サポートカードの使用確認が終わる前に対決の結果が処理されました。",
)
CONF_WINNER = _c(
    "confrontation.winner",
    I,
    ("134", "135"),
    "The log gives {winner} as the 対決's winner with totals {totals}; the higher total wins and equal totals are a draw.",
    "対決の点数が{totals}なのに勝者が{winner}と記録されています。点数の大きい方が勝ち、同点は引き分けです。",
)
CONF_LIFE = _c(
    "confrontation.life_loss",
    I,
    ("131", "135", "136", "137", "140"),
    "{seat} lost {loss} Earth Life; the loss is {expected} (the difference of the totals, none on a draw, never below 0).",
    "{seat}の地球ライフの減少が{loss}でした。正しくは{expected}です（点数の差。引き分けでは減らず、0未満にはなりません）。",
)
CONF_DISCARD = _c(
    "confrontation.loser_discard",
    I,
    ("131", "135", "158"),
    "After the 対決 {problem}; the loser (both on a draw) puts all his 対決 cards into the discard and the winner's stay.",
    "対決の後、{problem_ja}。負けたプレイヤー（引き分けでは両方）は対決カードを全て捨て場に置き、勝者のカードは場に残ります。",
)

# --- victory (141-152) -----------------------------------------------------------------------------
GAME_OVER_CONTINUED = _c(
    "game.continued",
    I,
    ("141", "142", "144", "145"),
    "The game went on ({act}) after it had ended ({why}).",
    "ゲームが終了した後（{why_ja}）も続行されています（{act}）。",
)
GAME_RESULT = _c(
    "game.result",
    I,
    ("142", "143", "144", "151", "152"),
    "The recorded result ({got}) does not match the rules' result ({expected}).",
    "記録された結果（{got_ja}）がルール上の結果（{expected_ja}）と一致しません。",
)
STALEMATE_HIDDEN = _c(
    "game.stalemate_hidden",
    R,
    ("145", "147", "148", "149", "150"),
    "Fields, discards and card counts did not change in turns {turns}, so the game may have ended at turn {turn} by 145; cards went in and out of a hand or an effect touched a deck, and the log does not record hand contents or deck order, so a judge must check whether they changed.",
    "ターン{turns}にわたり場・捨て場・枚数が変化していないため、145項によりターン{turn}でゲームが終了していた可能性があります。手札の出入りまたは山札に関わる効果があり、手札の中身と山札の順序は記録にないため、ジャッジが確認してください。",
)


# --- survival check order (186.1-186.4) -----------------------------------------------------------
SURVIVAL_CHAIN = _c(
    "survival.chain_kept",
    I,
    ("186", "186.1", "187", "189", "191", "192", "193"),
    "After the survival check {seat}'s {card} stays chained on {under}, whose name is not among its chain names ({names}); the chain is checked first, from the bottom up.",
    "生存判定の後も{seat}の{card}が{under}の上に連鎖したまま残っています（連鎖先は{names}）。連鎖の可否は最下位から順に最初に確認します。",
)
SURVIVAL_ATTRIBUTE = _c(
    "survival.attribute_kept",
    I,
    ("186", "186.2", "198", "199", "203"),
    "After the survival check {seat}'s group with {card} still uses a {attribute} source, which none of its remaining cards needs.",
    "生存判定の後も{seat}の{card}のグループが、残った対決カードに不要な属性（{attribute}）のみなもとを使っています。",
)
SURVIVAL_SURPLUS = _c(
    "survival.surplus_kept",
    I,
    ("186", "186.3", "206", "209"),
    "After the survival check {seat}'s group with {card} keeps {count} sources; surplus sources are released down to what its largest cost needs ({need}).",
    "生存判定の後も{seat}の{card}のグループがみなもと{count}枚を使っています。余ったみなもとは最大の必要コスト（{need}枚）まで減らします。",
)
SURVIVAL_TRANSFER = _c(
    "survival.foreign_transfer",
    I,
    ("161", "183", "201", "202", "211"),
    "In the survival check {seat} gave {source} to {card}; only sources of the same original group may move to a split-off chain.",
    "生存判定で{seat}が{source}を{card}に移しました。分割した連鎖に移せるのは元の同じグループのみなもとだけです。",
)

# --- 【ss】, 【課題】 and named cards (258-259, 267-272) -----------------------------------------------
SS_NOT_REPLACED = _c(
    "support.ss_not_replaced",
    I,
    ("40", "272"),
    "{seat}'s 【ss】 card {card} took effect while the earlier 【ss】 card {earlier} stayed on the field; the earlier one, whoever owns it, goes to the discard when the later one's effect is allowed.",
    "{seat}の【ss】カード{card}の効果が発動したのに、先に出ていた【ss】カード{earlier}が場に残っています。どちらのプレイヤーのものでも、後の【ss】の効果発動が認められた時点で先のものを捨て場に置きます。",
)
SS_EARLY_REPLACE = _c(
    "support.ss_replaced_early",
    I,
    ("272",),
    "{seat} put the earlier 【ss】 card {earlier} into the discard although {card}'s effect did not take effect.",
    "{card}の効果が発動していないのに、{seat}が先の【ss】カード{earlier}を捨て場に置きました。",
)
SS_VOIDED = _c(
    "support.ss_voided_took_effect",
    I,
    ("272", "259"),
    "{card} is a 【ss】 card a later 【ss】 card replaced while it still waited in the チェーン; it went to the discard then and its effect does not fire.",
    "{card}は、チェーンで処理を待つ間に後の【ss】カードに置き換えられた【ss】カードです。その時点で捨て場に置かれ、効果は発動しません。",
)
SUPPORT_RETARGET = _c(
    "support.target_gone",
    I,
    ("253", "258", "259"),
    "{card}'s target {target} had left the field before it resolved; the card goes to the discard with no effect and is not retargeted.",
    "{card}の対象{target}は処理前に場を離れています。このカードは効果なしで捨て場に置かれ、対象を選びなおすことはできません。",
)
TASK_WITHOUT_EFFECT = _c(
    "support.task_without_effect",
    I,
    ("267",),
    "The 【課題】 of {card} was carried out although the card's effect did not take effect.",
    "{card}の効果が発動していないのに【課題】が実行されました。",
)
TASK_TWICE = _c(
    "support.task_twice",
    I,
    ("268",),
    "The 【課題】 of {card} was carried out {count} times for one firing of its effect; it is carried out once.",
    "{card}の【課題】が1回の効果発動に対して{count}回実行されました。1回だけです。",
)
BIOETHANOL_SELECTION = _c(
    "support.bioethanol_selection",
    I,
    ("269", "245", "252"),
    "{seat} used {card} ({problem}); its target selection removes one of his own 対決 cards from the game and puts the support card from his hand onto the field.",
    "{seat}が{card}を使いました（{problem_ja}）。その対象選択は自分の場の対決カードをゲームから取り除き、手札から使うサポートカードを場に出すことです。",
)
UNSUSTAINABLE_ON_BIO = _c(
    "support.unsustainable_vs_bioethanol",
    I,
    ("270",),
    "{card} resolved against 『バイオエタノール』 {bio} but {problem}; it cancels 『バイオエタノール』 and returns the support card that came with it to the hand.",
    "{card}が『バイオエタノール』{bio}に対して処理されましたが、{problem_ja}。『バイオエタノール』を打ち消し、その効果で場に出たサポートカードを手札に戻します。",
)

# --- declared effects (abilities.py): targets, results, hidden zones (234-241, 244-253, 265, 98) ------
SUPPORT_TARGET_ILLEGAL = _c(
    "support.target_illegal",
    I,
    ("236", "252", "253"),
    "{seat}'s {card} chose its targets wrongly: {problem}; the user chooses, when the card is played, targets its text allows at that moment.",
    "{seat}の{card}の対象選択が誤っています：{problem_ja}。対象は、カードを出した時点でその記載が認めるものから使用者が選びます。",
)
EFFECT_SHUFFLE_MISSING = _c(
    "effect.shuffle_missing",
    I,
    ("234", "266"),
    "{card}'s effect looked through {deck}'s deck and the next action ({act}) came without shuffling it; after an effect looks at a deck the deck is shuffled, whatever the card says.",
    "{card}の効果で{deck}の山札の中を見た後、山札をきらずに次の行動（{act}）が行われました。山札を見た後は、カードの記述の有無に関わらず山札をきります。",
)
EFFECT_SHUFFLE_BY_USER = _c(
    "effect.shuffle_by_user",
    I,
    ("234", "266"),
    "{seat} shuffled {deck}'s deck alone after {card}'s effect looked through it; the deck is shuffled by its owner, or by its owner together with the effect's user.",
    "{card}の効果で中を見た{deck}の山札を、{seat}が単独できりました。山札を見た後は、山札の所有者、または山札の所有者と当該効果の発動者が山札をきります。",
)
CHAIN_CANCEL_EARLIER = _c(
    "support.cancel_earlier_chain",
    I,
    ("265",),
    "{seat}'s {card} cancels {target}, a support card of an earlier チェーン; each チェーン is processed on its own, so a later one cannot cancel an earlier one's effect.",
    "{seat}の{card}が、前のチェーンのサポートカード{target}を打ち消そうとしています。効果の処理はチェーンごとに行うため、後のチェーンで前のチェーンの効果を打ち消すことはできません。",
)
EFFECT_RESULT = _c(
    "effect.result",
    I,
    ("232", "233", "250"),
    "{card}'s effect did {got}; its declared text does {expected}. An effect is carried out as written, in order, and neither player may refuse it.",
    "{card}の効果の結果が{got_ja}です。記載された効果では{expected_ja}です。効果は記載どおり記載順に処理し、両プレイヤーとも拒否できません。",
)
SS_LEFT_EARLY = _c(
    "support.ss_left_early",
    I,
    ("272", "40"),
    "The 【ss】 card {card} took effect and went to the discard at once; a 【ss】 card stays on the field until a later 【ss】 card's effect is allowed (product decision MyEarth 2).",
    "【ss】カード{card}の効果が発動した後、直ちに捨て場に置かれました。【ss】カードは、後の【ss】カードの効果の発動が認められるまで場に残ります（製品の決定 MyEarth 2）。",
)
TASK_SKIPPED = _c(
    "support.task_skipped",
    I,
    ("268",),
    "The effect of {card} took effect but its 【課題】 was not carried out; the 【課題】 is carried out once for each time the effect fires.",
    "{card}の効果は発動しましたが【課題】が実行されていません。【課題】は効果の発動1回につき1回実行します。",
)
HAND_LIMIT_CHANGED = _c(
    "ban.hand_limit_changed",
    I,
    ("98",),
    "{seat}'s hand limit was changed to {limit} by {source}, whose declared effect does not change it; the hand limit is 5 and only card text changes it.",
    "{source}によって{seat}の手札の上限枚数が{limit}枚に変わりましたが、その効果に上限枚数を変える記載はありません。上限枚数は5枚で、カードの記述によってのみ変わります。",
)

EFFECT_LOOKED_AT_HAND = _c(
    "effect.looked_at_hand",
    I,
    ("235",),
    "{seat} looked at {hand}'s hand while choosing cards from it for {card}'s effect; unless the card says otherwise, the user chooses from the opponent's hand without looking at it.",
    "{seat}が{card}の効果で{hand}の手札から選ぶ際に手札を見ました。別途記載がない限り、相手の手札から選ぶ効果の発動者は相手の手札を見てはなりません。",
)

EFFECT_FIRED_TWICE = _c(
    "effect.fired_twice",
    I,
    ("230", "165"),
    "The effect {ability} of {card} fired again while the card stayed on the field; a 対決 card's effect fires once per card while it is on the field (a card that left and came back is another card).",
    "{card}の効果{ability}が、カードが場に出ている間に再び発動しました。対決カードの効果は場にある限り1枚につき1回です（一度場を離れて戻ったカードは別のカードです）。",
)
EFFECT_NOT_TRIGGERED = _c(
    "effect.not_triggered",
    I,
    ("32", "229", "231"),
    "The effect {ability} of {card} fired while the card was still on the field; it works when the card {event}, which had not happened.",
    "{card}の効果{ability}が、カードが場にあるうちに発動しました。この効果は{event_ja}に発動するもので、その条件はまだ満たされていません。",
)
EFFECT_NOT_DISCARDED = _c(
    "effect.not_discarded",
    I,
    ("231", "32", "229", "14"),
    "The effect {ability} of {card} fired, but the card was removed from the game, not put into the discard; an effect that works when the card is put into the discard was not triggered.",
    "{card}の効果{ability}が発動しましたが、そのカードは捨て場に置かれたのではなく、ゲームから取り除かれています。捨て場に置かれたときの効果の発動条件は満たされていません。",
)
EFFECT_TRIGGER_SKIPPED = _c(
    "effect.trigger_skipped",
    I,
    ("227", "233"),
    "{card} left the field and its effect on leaving the field was not carried out before the game went on ({act}); an effect fires as soon as its condition is met and neither player may refuse it.",
    "{card}が場を離れましたが、場を離れたときの効果を処理しないままゲームが進みました（{act}）。効果は条件が満たされた時に直ちに発動し、両プレイヤーとも拒否できません。",
)
EFFECT_DISCARD_TRIGGER_SKIPPED = _c(
    "effect.discard_trigger_skipped",
    I,
    ("231", "227", "233"),
    "{card} was put into the discard and its effect on being put into the discard was not carried out before the game went on ({act}); such an effect fires each time the card is put there, whatever put it there, and neither player may refuse it.",
    "{card}が捨て場に置かれましたが、捨て場に置かれたときの効果を処理しないままゲームが進みました（{act}）。この効果は、何によって捨て場に置かれたかに関わらず置かれる度に発動し、両プレイヤーとも拒否できません。",
)
EFFECT_AFTER_SHORT_DRAW = _c(
    "effect.after_short_draw",
    R,
    ("257", "232"),
    "{card}'s effect draws {want} but the deck held {held}; whether the rest of the effect ({rest}) still takes place is not settled by the rulebook: 257 ends an effect that can no longer be carried out, while a short draw takes what the deck holds.",
    "{card}の効果は{want}枚引きますが、山札は{held}枚でした。残りの効果（{rest}）を行うかどうかはルールでは決まりません。257項は行えなくなった時点で処理を完了とし、一方で山札が足りない時は残りを全て引きます。",
)
SURVIVAL_NOT_OWNER = _c(
    "survival.not_owner",
    I,
    ("187", "213", "103"),
    "{seat} made the survival check of {owner}'s group; the group's owner makes it and tells the opponent when it is done, and a player does not move the cards of the opponent's field.",
    "{seat}が{owner}のグループの生存判定を行いました。生存判定はグループの持ち主が行って完了を相手に伝えるもので、相手の場のカードには触れません。",
)
EFFECT_INTERRUPTED = _c(
    "effect.interrupted",
    I,
    ("159", "160", "227"),
    "{seat} acted ({act}) before the effect of {card}, just played, had been carried out; playing a 対決 card lasts until its effect is done.",
    "{card}を出した後、その効果の処理が終わる前に{seat}が別の行動をしました。対決カードを出す動作は効果の処理の完了までです。",
)
EFFECT_NO_TARGET = _c(
    "effect.no_target",
    I,
    ("240",),
    "The effect of {card} was carried out although there was no card it could choose ({target}); such an effect does not fire.",
    "選択の対象となり得るカード（{target_ja}）が1枚もないのに、{card}の効果が処理されました。この場合、効果は発動しません。",
)
EFFECT_TARGET_ILLEGAL = _c(
    "effect.target_illegal",
    I,
    ("236", "228"),
    "The effect of {card} chose a target its text does not allow: {problem}.",
    "{card}の効果が、カードの記載では選べない対象を選びました：{problem_ja}。",
)

# --- the survival check in full (184-223) -----------------------------------------------------------
SURVIVAL_NEEDLESS = _c(
    "survival.needless_discard",
    I,
    ("158", "184", "192"),
    "In the survival check {seat} discarded {card} ({why}); a 対決 card stays on the field as long as it meets its chain and cost, and the check never discards a card below the one that fails.",
    "生存判定で{seat}が{card}を捨て場に置きました（{why_ja}）。対決カードは連鎖と必要コストを満たす限り場に残り、生存判定で連鎖が認められないカードより下位のカードが捨て場に置かれることはありません。",
)
SURVIVAL_RELEASE = _c(
    "survival.release",
    I,
    ("209", "210"),
    "In the survival check {seat} released {source} ({problem}); only surplus sources the group itself used are released, and a released source is not used again in the same check.",
    "生存判定で{seat}がみなもと{source}を使用状態にないものとしました（{problem_ja}）。外せるのはそのグループが使っていた余剰のみなもとだけで、外したみなもとは同じ生存判定で再び使えません。",
)
SURVIVAL_OBJECTION_LATE = _c(
    "survival.objection_after_approval",
    I,
    ("214", "215"),
    "{seat} objected to {owner}'s survival check after it had been approved; once approved, no objection is possible.",
    "{seat}が{owner}の生存判定の承認後に異議を申し立てました。承認以降の異議申し立てはできません。",
)
SURVIVAL_REDO_UNFOUNDED = _c(
    "survival.redo_without_error",
    I,
    ("217", "218"),
    "{seat}'s survival check was redone although it had no error; the owner's choice among legal processings stands and may not be forced, and only a mistaken check is redone.",
    "{seat}の生存判定は誤りがないのにやり直されました。ルールに則った処理の選択は所有者の権利で強要できず、再判定は処理に間違いがあった場合に限ります。",
)

# --- judges' penalties (chapter XI, 277-294) --------------------------------------------------------
PENALTY_LOSS_UNWARNED = _c(
    "penalty.loss_without_warning",
    I,
    ("286", "287"),
    "The judge gave {seat} a game loss with no warning recorded before it; a loss is valid only after at least one warning, so it is void and the game goes on.",
    "ジャッジが{seat}に警告の記録なしに負けを通告しました。負けの通告には事前に最低1回の警告が必要で、警告のない負けの宣告は無効です（ゲームは続きます）。",
)

# --- players and teams (74-80) ---------------------------------------------------------------------
TEAM_LOOKED = _c(
    "team.looked_at_hand",
    I,
    ("74", "78", "80"),
    "{seat} ({side}) looked at the opponent's hand; that member is barred from this game and counts as a spectator from now on.{outcome}",
    "{seat}（{side}の側）が相手の手札を見ました。この構成員は当該ゲームへの参加を禁止され、以後は観戦者として扱われます。{outcome_ja}",
)
TEAM_SPECTATOR_ACTS = _c(
    "team.spectator_acts",
    I,
    ("77",),
    "{seat} acted ({act}) but is a spectator ({why}); a spectator takes no part in the game.",
    "{seat}は観戦者（{why_ja}）ですが、ゲームで行動しました（{act}）。観戦者はゲームに参加できません。",
)
TEAM_LEFT_TABLE = _c(
    "team.left_table",
    I,
    ("76", "80"),
    "{seat} left the table during the game without an unavoidable reason.",
    "{seat}がやむを得ない理由なくゲーム中に席を離れました。",
)
TEAM_SPECTATOR_TALK = _c(
    "team.spectator_talk",
    R,
    ("77", "78"),
    "A spectator or a player spoke about the game ({who}); 77 forbids it, but its penalty clause refers to '78項～77項', a reversed range, so the rulebook does not settle the penalty and a judge must decide.",
    "観戦者またはプレイヤーがゲームに関わる発言をしました（{who}）。77項はこれを禁止していますが、処置の参照先が「78項～77項」と逆順の範囲で定まらないため、ジャッジの判断が必要です。",
)

# --- card text the engine does not model -----------------------------------------------------------
EFFECT_UNMODELLED = _c(
    "effect.unmodelled",
    R,
    ("31", "227", "228", "249"),
    "{card} has effect text the engine does not model; the logged result ({what}) is taken as recorded and a judge must check it.",
    "{card}の効果はエンジンが扱えないため、記録された結果（{what_ja}）をそのまま採用しています。ジャッジが確認してください。",
)

# --- the log itself --------------------------------------------------------------------------------
LOG_UNKNOWN_ACT = _c(
    "log.unknown_act",
    L,
    ("16",),
    "Unknown action '{act}' for MyEarth.",
    "マイアースの記録に不明な行動'{act}'があります。",
)
LOG_UNKNOWN_SEAT = _c(
    "log.unknown_seat",
    L,
    ("6",),
    "Seat '{seat}' is not a player or team member of this game.",
    "席'{seat}'はこのゲームのプレイヤーでもチームの一員でもありません。",
)
LOG_UNKNOWN_CARD = _c(
    "log.unknown_card",
    L,
    ("10", "11"),
    "{card} is not where the log says ({problem}).",
    "{card}が記録の示す場所にありません（{problem_ja}）。",
)


# --- a mid-game snapshot (header.snapshot, snapshot.py): the position itself, findings with seq None ----
SNAPSHOT_IMPROPER = _c(
    "snapshot.improper_card",
    I,
    ("22", "29", "37", "112", "116"),
    "The snapshot puts {card} ({type}) among {seat}'s {where}; only source cards are used as sources, a group is made of 対決 cards, and a support card is stacked on sources of its own.",
    "途中局面の記録で{card}（{type}）が{seat}の{where_ja}にあります。みなもととして使うのはみなもとカード、グループは対決カードからなり、サポートカードはみなもとの上に重ねて出します。",
)
SNAPSHOT_COST_UNMET = _c(
    "snapshot.cost_unmet",
    I,
    ("158", "161"),
    "{seat}'s {card} is on the field with its group's cost unmet ({paid} for {cost}); a 対決 card stays only while its cost is met, and other sources never make it up.",
    "{seat}の{card}が、グループの必要コストを満たさないまま場にあります（{paid}／必要{cost}）。対決カードは必要コストを満たす限りにおいてのみ場に残り、他のみなもとで補充することはできません。",
)
SNAPSHOT_SS_CARDS = _c(
    "snapshot.ss_cards",
    I,
    ("272",),
    "The fields hold {count} 【ss】 cards ({cards}); when a later 【ss】 card takes effect the earlier one, whoever owns it, goes to the discard, so at most one stays (product decision MyEarth 4).",
    "場に【ss】カードが{count}枚あります（{cards}）。後の【ss】カードの効果が発動した時点で、どちらのプレイヤーのものでも先のものは捨て場に置かれるため、場に残るのは最大1枚です（製品の決定 MyEarth 4）。",
)
SNAPSHOT_CARD_COUNT = _c(
    "snapshot.card_count",
    L,
    ("4", "10", "14"),
    "The snapshot accounts for {count} of {seat}'s cards; {seat}'s deck holds {expected}, and every card is in the deck, the hand, the discard, on the field or removed from the game.",
    "途中局面の記録で{seat}のカードは{count}枚です。{seat}のデッキは{expected}枚で、すべてのカードは山札・手札・捨て場・場、またはゲームから取り除かれた場所のいずれかにあります。",
)
SNAPSHOT_NOT_IN_DECK = _c(
    "snapshot.not_in_decklist",
    L,
    ("4", "7"),
    "The snapshot shows {count} of {seat}'s cards {card}; {seat}'s decklist holds {allowed}.",
    "途中局面の記録で{seat}のカード{card}が{count}枚あります。{seat}のデッキリストには{allowed}枚です。",
)
