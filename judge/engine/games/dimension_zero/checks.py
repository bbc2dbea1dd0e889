"""Every Dimension Zero check: its code, verdict, the clauses it enforces and its messages.

Clause numbers are those of rules_index.parsers.dimension_zero (part.chapter.item, the item keeping the
document's hyphens). Where the text is defective or leaves a point open (brief §7.1, §7.2) and the product
decisions (rulings, "Dimension Zero" 1-9) settle it, the engine follows the decision; a decision marked
judgement is an event option with the decision's default (options.negative_smash). Where nothing settles
the point the verdict is needs_ruling and the message says what a judge must decide.
"""

from __future__ import annotations

from judge.engine.core.declare import I, L, R, declarer
from judge.engine.games.dimension_zero import japanese as _japanese  # noqa: F401  (registers the Japanese phrases)

GAME = "dimension-zero"
_c = declarer(GAME)


# --- deck construction (3.1.1, 3.1.2, 1.2.4, 2.19.1) -------------------------------------------
DECK_SIZE = _c(
    "deck.size",
    I,
    ("3.1.1",),
    "The deck has {count} cards; a constructed deck has exactly 40.",
    "デッキが{count}枚です。構築戦のデッキはちょうど40枚です。",
)
DECK_LIMITED_SIZE = _c(
    "deck.limited_size",
    I,
    ("3.1.2",),
    "The deck has {count} cards; a limited deck has exactly 40.",
    "デッキが{count}枚です。限定戦のデッキはちょうど40枚です。",
)
DECK_SIDEBOARD = _c(
    "deck.sideboard_size",
    I,
    ("3.1.1",),
    "The sideboard has {count} cards; it must have 10 or 0.",
    "サイドボードが{count}枚です。10枚または0枚でなければなりません。",
)
DECK_COPIES = _c(
    "deck.copies",
    I,
    ("3.1.1", "2.3.1-2", "5.6.2"),
    "The deck has {count} cards named 《{name}》; at most 3 are allowed (団結 cards excepted).",
    "デッキに《{name}》が{count}枚あります。同じカード名は3枚までです（団結を持つカードを除く）。",
)
DECK_COPIES_SIDEBOARD = _c(
    "deck.copies_with_sideboard",
    I,
    ("3.1.1", "2.3.1-2", "5.6.2"),
    "Deck and sideboard together hold {count} cards named 《{name}》 ({deck} in the deck); at most 3 are allowed across the deck and sideboard combined (団結 cards excepted).",
    "デッキとサイドボードに《{name}》が合計{count}枚（デッキに{deck}枚）あります。同じカード名はデッキとサイドボードを合わせて3枚までです（団結を持つカードを除く）。",
)
DECK_KINJU = _c(
    "deck.kinju",
    I,
    ("1.2.4", "2.19.1"),
    "The 禁呪 values in the deck total {total}; at most 10 are allowed.",
    "デッキの禁呪の合計が{total}です。10以下でなければなりません。",
)
DECK_UNKNOWN_CARD = _c(
    "deck.unknown_card",
    L,
    ("2.2.2",),
    "Card {card} has no definition (name, type, data) in the log header.",
    "カード{card}の定義（カード名・分類・データ）がヘッダーにありません。",
)
DECK_BAD_TYPE = _c(
    "deck.bad_type",
    L,
    ("2.6.2",),
    "Card {card} has type '{type}'; the types are unit, base and strategy.",
    "カード{card}の分類が'{type}'です。分類はユニット・ベース・ストラテジーのいずれかです。",
)
DECK_CONSTRUCTION_TEXT = _c(
    "deck.construction_ability",
    R,
    ("1.1.1",),
    "Card {card} has text that changes deck construction; the engine does not model it.",
    "カード{card}はデッキ構築を変えるテキストを持ちます。エンジンはこれを扱いません。",
)

# --- setup (3.1.3, 3.2) ---------------------------------------------------------------------------
SETUP_HAND = _c(
    "setup.opening_hand",
    I,
    ("3.2.2", "2.23.4-1"),
    "{seat} began the duel with {count} cards in hand; each player draws exactly 5.",
    "{seat}の初期手札が{count}枚です。それぞれ5枚引きます。",
)
SETUP_ORDER = _c(
    "setup.order",
    I,
    ("3.1.3", "3.2.2"),
    "{seat} drew before shuffling the deck.",
    "{seat}がデッキをシャッフルする前にカードを引きました。",
)
MULLIGAN = _c(
    "setup.mulligan",
    I,
    ("3.2.3", "3.2.3-1"),
    "{seat} redrew the opening hand ({problem}); only the second player may, once, where redraws are allowed.",
    "{seat}が手札を引き直しました（{problem}）。引き直しが許可されたデュエルで、後攻のプレイヤーが一度だけ行えます。",
)
MULLIGAN_ALLOWED = _c(
    "setup.mulligan_permission",
    R,
    ("3.2.3",),
    "{seat} redrew the opening hand; whether redraws are allowed depends on other rules (floor rules) the log does not state (set options.mulligan).",
    "{seat}が手札を引き直しました。引き直しの可否は他のルール（フロアルール）によりますが、記録にありません（options.mulliganで指定してください）。",
)
FIRST_TURN_DRAW = _c(
    "draw.first_turn",
    I,
    ("3.2.4", "3.6.1-2"),
    "The first player drew in the draw phase of the first turn; it is skipped.",
    "先攻プレイヤーが第1ターンのドローフェイズにカードを引きました。このフェイズはとばされます。",
)
DRAW_COUNT = _c(
    "draw.count",
    I,
    ("3.6.1-1",),
    "{seat} drew {count} cards in the draw phase; the active player draws exactly 1.",
    "{seat}がドローフェイズに{count}枚引きました。アクティブプレイヤーはちょうど1枚引きます。",
)
UNEXPLAINED_DRAW = _c(
    "draw.unexplained",
    R,
    ("2.23.1-4",),
    "{seat} drew {count} card(s) in the {phase} phase with no effect named as the cause.",
    "{seat}が{phase}フェイズに原因となる効果の記載なしで{count}枚引きました。",
)

DRAW_FORBIDDEN = _c(
    "draw.forbidden",
    I,
    ("1.1.2",),
    "{seat} drew while {source}'s ability says they cannot draw; what cannot be done wins over what can.",
    "{source}の能力により{seat}はカードを引くことができないのに、カードを引きました。「できない」効果が優先されます。",
)

# --- turn structure, priority, stack (3.4, 1.1.5, 4.6) -------------------------------------------
PHASE_ORDER = _c(
    "turn.phase_order",
    I,
    ("3.4.1", "3.4.2", "3.4.5"),
    "Phase '{phase}' follows '{current}'; the order is release, draw, energy, main, smash, recovery.",
    "フェイズ'{phase}'が'{current}'の後にあります。順番はリリース・ドロー・エネルギー・メイン・スマッシュ・リカバリーです。",
)
TURN_NUMBER = _c(
    "turn.number",
    L,
    ("3.4.1",),
    "Turn {turn} follows turn {previous}.",
    "ターン{turn}がターン{previous}の後にあります。",
)
UNKNOWN_PHASE = _c(
    "turn.unknown_phase",
    L,
    ("3.4.2",),
    "Unknown phase or step '{phase}'.",
    "不明なフェイズ・ステップ'{phase}'です。",
)
PHASE_WITH_STACK = _c(
    "turn.ended_with_stack",
    I,
    ("3.4.3", "3.4.5"),
    "The {what} ended with {count} object(s) on the stack; it ends only when the stack is empty and both players pass.",
    "スタックに{count}個のオブジェクトが残ったまま{what}が終了しました。スタックが空で両プレイヤーが優先権を放棄した時にのみ終了します。",
)
PRIORITY = _c(
    "priority.not_holder",
    I,
    ("1.1.5", "4.6.2", "4.7.2-9"),
    "{actor} acted ({act}) without priority; {holder} held it (after any action the active player receives priority).",
    "{actor}が優先権を持たずに行動しました（{act}）。優先権は{holder}にありました（行動の後はアクティブプレイヤーが優先権を得ます）。",
)
WAITING_STACK_RESOLVED = _c(
    "stack.waiting_resolved",
    I,
    ("3.11.2",),
    "{what} was resolved during a battle, but the battle occurred while it was on the stack: that stack "
    "waits, as if it did not exist, until the battle ends.",
    "{what}がバトル中に解決されましたが、バトルはそれがスタックにある間に発生したため、そのスタックは"
    "バトルが終了するまで待機中で、存在しないものとして扱われます。",
)
RESOLVE_EMPTY = _c(
    "stack.resolve_empty",
    L,
    ("2.23.9-3", "4.9.1"),
    "A resolution was recorded but the stack is empty.",
    "解決が記録されましたが、スタックは空です。",
)
GAME_CONTINUED = _c(
    "game.continued",
    I,
    ("3.3.1", "3.3.2", "3.3.3", "4.16.4-1", "4.16.4-2"),
    "The duel had ended ({why}: {seats} lost) but play continued.",
    "デュエルは終了していました（{why}：{seats}の敗北）が、続行されました。",
)
RESULT = _c(
    "game.result",
    I,
    ("3.3.3", "3.3.4", "3.3.5"),
    "The recorded result ({recorded}) differs from the rules' result ({expected}).",
    "記録された結果（{recorded}）がルール上の結果（{expected}）と異なります。",
)

# --- energy phase (3.7.1) ---------------------------------------------------------------------------
ENERGY_WHEN = _c(
    "energy.timing",
    I,
    ("3.7.1",),
    "{seat} put a card into the energy zone {problem}; it is done only by the active player in the energy phase with an empty stack.",
    "{seat}が{problem}にカードをエネルギーゾーンに置きました。アクティブプレイヤーがエネルギーフェイズにスタックが空の時だけ行えます。",
)
ENERGY_SECOND = _c(
    "energy.second_card",
    I,
    ("3.7.1",),
    "{seat} put a second card into the energy zone this phase; the active player chooses 1 card of the hand once per energy phase (3.7.1 「1枚選んで」, unlike 3.9.1 「好きな回数」).",
    "{seat}がこのフェイズに2枚目のカードをエネルギーゾーンに置きました。エネルギーフェイズに置けるのは手札から選んだ1枚だけです（3.7.1「1枚選んで」。3.9.1の「好きな回数」とは異なります）。",
)

# --- timing (3.8) ---------------------------------------------------------------------------------
TIMING_OUTSIDE_MAIN = _c(
    "timing.outside_main",
    I,
    ("3.8.1", "4.3.4"),
    "{what} was played in the {phase} phase; spells and abilities are played only in a main phase.",
    "{what}が{phase}フェイズにプレイされました。スペルや能力はメインフェイズにのみプレイできます。",
)
TIMING_NORMAL = _c(
    "timing.normal",
    I,
    ("3.8.2", "2.20.1-1", "2.20.2-1", "2.20.3-1"),
    "{what} is a Normal-timing action but {problem}.",
    "{what}はタイミングがノーマルの行動ですが、{problem_ja}。",
)
TIMING_QUICK = _c(
    "timing.quick",
    I,
    ("3.8.3",),
    "{what} has Quick timing but was played during a battle.",
    "{what}のタイミングはクイックですが、バトル中にプレイされました。",
)
TIMING_IN_BATTLE = _c(
    "timing.in_battle",
    I,
    ("3.8.4", "3.12.1", "3.13.1", "3.14.1"),
    "{what} was played during a battle; during a battle only Battle timing may be used.",
    "{what}がバトル中にプレイされました。バトル中はタイミングがバトルの行動しか行えません。",
)
TIMING_PLAN = _c(
    "timing.plan_zone",
    I,
    ("3.8.2-5",),
    "{what} was played from the plan zone outside a Normal-timing window; a plan-zone card is always played at Normal timing.",
    "{what}がノーマルのタイミング以外でプランゾーンからプレイされました。プランゾーンからのプレイは常にタイミングがノーマルの行動です。",
)
NOT_CONTROLLER = _c(
    "ability.not_controller",
    I,
    ("4.3.2",),
    "{actor} activated an ability of {card}, which {controller} controls.",
    "{actor}が{controller}の支配する{card}の能力を起動しました。",
)
KNOWN_TOP = _c(
    "deck.known_top",
    I,
    ("2.23.1-4",),
    "{seat}'s deck: {taken} taken from the top while {top}, which an effect had put on top of the deck, was the top card; it goes first.",
    "{seat}の山札：効果で山札の1番上に置かれた{top}が1番上のカードでしたが、{taken}が上から取られました。{top}が先です。",
)
LINK_TEXT_OFF = _c(
    "ability.link_text_off",
    I,
    ("5.12.2",),
    "{card}'s ability {ability} was activated, but its 連動 text works only while the cards it names are in your graveyard.",
    "{card}の能力{ability}が起動されましたが、その連動のテキストは連動のカードがあなたの墓地にある場合にだけ有効で、その条件を満たしていません。",
)
RESONANCE_TEXT_OFF = _c(
    "ability.resonance_text_off",
    I,
    ("5.13.2", "5.13.2-1"),
    "{card}'s ability {ability} was activated, but its 共鳴 text works only after one of your units was put into a square by resolving its own move this turn.",
    "{card}の能力{ability}が起動されましたが、その共鳴のテキストはこのターンにあなたのユニットが自身の移動の解決でスクエアに置かれていた場合にだけ有効で、その条件を満たしていません。",
)
TARGETS = _c("play.targets", I, ("4.11.4",), "{what}: {problem}.", "{what}：{problem_ja}。")
TARGET_TWICE = _c(
    "play.target_twice",
    I,
    ("4.11.5",),
    "{what}: {card} was chosen more than once by one 「対象の」.",
    "{what}：ひとつの「対象の」で{card}を複数回選んでいます。",
)
COLOUR_CHOICE = _c(
    "play.colour_choice",
    I,
    ("2.4.2-4", "2.4.2-3"),
    "'{colour}' was chosen as a colour; a chosen colour must be one of red, black, blue, white and green.",
    "色として'{colour}'が選ばれました。選ぶ色は赤・黒・青・白・緑のいずれかでなければなりません。",
)

# --- costs (1.2.3, 2.26.1-1, 2.23.6-4, 2.23.7-4) --------------------------------------------------
PAY_AMOUNT = _c(
    "pay.amount",
    I,
    ("1.2.3-1", "1.2.3-2", "1.2.3-3", "4.7.2-8"),
    "{what} costs {cost} but {paid} card(s) were frozen to pay it.",
    "{what}のコストは{cost}ですが、{paid}枚がフリーズされました。",
)
PAY_COLOUR = _c(
    "pay.colour",
    I,
    ("1.2.3-1",),
    "{what}: the coloured part of the cost ({need}) is not covered by released energy-zone cards of those colours.",
    "{what}：色付きのコスト（{need}）を、その色のリリース状態のエネルギーゾーンのカードで支払えていません。",
)
PAY_COLOUR_UNKNOWN = _c(
    "pay.colour_unknown",
    R,
    ("1.2.3-1", "2.4.2"),
    "{what}: the colours of the energy cards {cards} are not recorded, so the coloured payment cannot be checked.",
    "{what}：エネルギーカード{cards}の色が記録されていないため、色付きの支払いを確認できません。",
)
PAY_FROZEN = _c(
    "pay.frozen_card",
    I,
    ("2.26.1-1", "1.2.3-1", "1.2.3-2"),
    "{what} was paid with {card}, which was already frozen.",
    "{what}の支払いに既にフリーズ状態の{card}が使われました。",
)
PAY_ZONE = _c(
    "pay.zone",
    I,
    ("1.2.3-1", "1.2.3-2", "2.23.6-4", "2.23.7-4"),
    "{what} was paid with {card} from {where}; costs are paid from your own energy zone (colourless also from your smash zone).",
    "{what}の支払いに{where}の{card}が使われました。コストは自分のエネルギーゾーン（無色はスマッシュゾーンも可）から支払います。",
)
PAY_X = _c(
    "pay.x_value",
    I,
    ("1.2.1", "1.2.3-3", "4.7.2-3"),
    "{what}: X must be a whole number of 0 or more chosen when it is played; got {x}.",
    "{what}：Xはプレイ時に選ぶ0以上の整数でなければなりません（{x}）。",
)

# --- units, bases, moves (2.20, 3.8.2-6, 4.7.3, 4.9.3) --------------------------------------------
UNIT_SQUARE = _c(
    "play.unit_square",
    I,
    ("2.20.1-2",),
    "Unit {card} was played into {square} ({problem}); a unit goes into a square of your home or central area with no unit of yours.",
    "ユニット{card}が{square}にプレイされました（{problem}）。ユニットは自分のユニットのない自軍エリアか中央エリアのスクエアに置きます。",
)
BASE_SQUARE = _c(
    "play.base_square",
    I,
    ("2.20.2-2",),
    "Base {card} was played into {square} ({problem}); a base goes into one of your base squares with no base of yours.",
    "ベース{card}が{square}にプレイされました（{problem}）。ベースは自分のベースのない自分のベーススペースのスクエアに置きます。",
)
MOVE = _c(
    "move.illegal",
    I,
    ("3.8.2-6", "4.7.3-1"),
    "Move of {card} to {to}: {problem}.",
    "{card}の{to}への移動：{problem_ja}。",
)
MOVE_FORBIDDEN = _c(
    "move.forbidden",
    I,
    ("4.14.3-2",),
    "Move of {card}: {source}'s effect says no unit may move until the end of the turn; it reaches units put "
    "into squares after it too.",
    "{card}の移動：{source}の効果によりターン終了時までユニットは移動できません。この効果はその後にスクエアに"
    "置かれたユニットにも及びます。",
)
MODE_CHOICE = _c(
    "play.mode_choice",
    I,
    ("4.7.2-2",),
    "{card} offers a choice of effects ({modes}); which one is used is declared when it is played, but {problem}.",
    "{card}は効果を選択するカード（{modes}）です。どの効果を使用するかはプレイ時に宣言しますが、{problem_ja}。",
)
DISCARD_COUNT = _c(
    "effect.discard_count",
    I,
    ("4.12.2",),
    "{source}: {seat} put {done} card(s) from their hand into the graveyard; the text asks for {asked} and "
    "the hand held {held}, so {expected}: as much as can be done is done.",
    "{source}：{seat}は手札から{done}枚を墓地に置きました。テキストは{asked}枚を求め、手札は{held}枚だったため、"
    "{expected}枚です（できる限り実行します）。",
)
LATE_DATA_CHANGE = _c(
    "effect.late_data_change",
    I,
    ("4.14.3-2",),
    "{source} changed {card}'s {what} after it resolved, but {card} was put into its square later: a spell's "
    "change of card data reaches only the cards it affected when it resolved.",
    "{source}が解決後に{card}の{what}を変更しましたが、{card}はその後にスクエアに置かれました。カードのデータを"
    "変更するスペルの継続効果は、解決時点で影響を受けたカードにしか及びません。",
)
HAND_PICK_NOT_FOUND = _c(
    "effect.hand_pick_not_found",
    I,
    ("2.25.4",),
    "{source} resolved without a card chosen from {seat}'s hand, which held {known}: while it resolves that "
    "hand is known to every player, so its master cannot say none was found.",
    "{source}の解決で{seat}の手札からカードが選ばれませんでしたが、手札には{known}がありました。解決中その手札は"
    "公開情報となるため、見つからなかったことにはできません。",
)
REMOVED_FACE_DOWN = _c(
    "effect.removed_face_down",
    I,
    ("2.23.10-2",),
    "{source} removed {card} from the game face down; cards in the remove zone are face up in one pile, "
    "and every player may look at them at any time.",
    "{source}の効果で{card}が裏向きでリムーブゾーンに置かれました。リムーブゾーンのカードは表向きで1つにまとめて"
    "置かれ、全てのプレイヤーはいつでも見ることができます。",
)
# 闘気 and 結合 (part 6, chapters 1 and 6): cards attached to a card in a square.
TOKI_HOST = _c(
    "toki.host",
    I,
    ("6.1.1",),
    "{card} was put as a 闘気 card under {host}, but {problem}: a 闘気 card goes under a unit or base in a "
    "square.",
    "{card}が{host}の下に闘気カードとして置かれましたが、{problem_ja}。闘気カードはスクエアにあるユニットかベースの"
    "下に置かれます。",
)
TOKI_LEFT_WITH_HOST = _c(
    "toki.left_with_host",
    I,
    ("6.1.5",),
    "{host} left the squares and its 闘気 card {card} went to the {to_zone}; whatever the host's destination, its "
    "闘気 cards go to their owner's graveyard at the same moment.",
    "{host}がスクエアから離れ、その下の闘気カード{card}が{to_zone}に置かれました。移動先の如何に関わらず、闘気カードは"
    "同時に持ち主の墓地に置かれます。",
)
LINK_LEFT_WITH_HOST = _c(
    "link.left_with_host",
    I,
    ("6.6.6",),
    "{host} left the squares and the strategy {card} linked to it went to the {to_zone}; whatever the unit's "
    "destination, a linked strategy goes to its owner's graveyard at the same moment.",
    "{host}がスクエアから離れ、結合されている{card}が{to_zone}に置かれました。移動先の如何に関わらず、結合されている"
    "ストラテジーは同時に持ち主の墓地に置かれます。",
)
LINK_REHOST = _c(
    "link.rehost",
    I,
    ("6.6.5", "6.6.7"),
    "The strategy {card}, linked to {host}, was linked to {other} instead while {host} was still in a square: "
    "a linked strategy goes with its unit square to square and cannot be exchanged for another.",
    "{host}に結合されている{card}が、{host}がスクエアにあるまま{other}に結合し直されました。結合されている"
    "ストラテジーはユニットに付随してスクエアからスクエアに置かれ、別のカードと入れ替えることはできません。",
)
REPLACEMENT_IMPOSSIBLE = _c(
    "replacement.impossible_choice",
    I,
    ("4.15.7",),
    "{card} was put under {host} instead of into the graveyard, by its replacement effect's option that "
    "needs a card without a 闘気 card; {host} has one, so that option was impossible and cannot be chosen.",
    "{card}が置換効果の選択肢によって墓地のかわりに{host}の下に置かれましたが、その選択肢は下に闘気カードのない"
    "カードを必要とします。{host}の下には闘気カードがあるため不可能な選択肢であり、選択できません。",
)
CHOICE_ORDER = _c(
    "effect.choice_order",
    I,
    ("4.9.2-5", "1.1.4"),
    "{source}: both players chose at once, but {first} chose before the active player {active}; the active "
    "player makes every choice first, then the other player, then the actions happen together.",
    "{source}：両方のプレイヤーが同時に行動する効果で、アクティブプレイヤーである{active}より先に{first}が選択しました。"
    "まずアクティブプレイヤーが必要な選択をすべて行い、次に非アクティブプレイヤーが行い、最後に同時に行動が行われます。",
)
# Who controls a card an effect puts into a square from another zone: the spell's or ability's master
# (2.20.1-4 units, 2.20.2-4 bases), or the player the text names as the one who puts it (2.20.1-5).
PLACED_UNIT_CONTROLLER = _c(
    "effect.placed_unit_controller",
    I,
    ("2.20.1-4",),
    "{source} put {card} into {square} from {from_zone}, recorded under {recorded}'s control; a unit a spell or "
    "ability puts into a battle-space square enters under that spell's or ability's master, {expected}.",
    "{source}の効果で{card}が{from_zone}から{square}に置かれ、{recorded}の支配下と記録されました。スペルや能力の効果で"
    "スクエア以外のゾーンからバトルスペースのスクエアに置かれたユニットは、その支配者である{expected}の支配下で"
    "置かれます。",
)
PLACED_NAMED_CONTROLLER = _c(
    "effect.placed_named_controller",
    I,
    ("2.20.1-5",),
    "{source} put {card} into {square} from {from_zone}, recorded under {recorded}'s control; its text names the "
    "player who puts it there, {expected}, and the unit enters under that player's control.",
    "{source}の効果で{card}が{from_zone}から{square}に置かれ、{recorded}の支配下と記録されました。テキストがスクエアに"
    "置くプレイヤーとして{expected}を指定しているため、そのユニットは{expected}の支配下で置かれます。",
)
PLACED_BASE_CONTROLLER = _c(
    "effect.placed_base_controller",
    I,
    ("2.20.2-4",),
    "{source} put {card} into {square} from {from_zone}, recorded under {recorded}'s control; a base a spell or "
    "ability puts into a base square enters under that spell's or ability's master, {expected}.",
    "{source}の効果で{card}が{from_zone}から{square}に置かれ、{recorded}の支配下と記録されました。スペルや能力の効果で"
    "スクエア以外のゾーンからベーススペースのスクエアに置かれたベースは、その支配者である{expected}の支配下で"
    "置かれます。",
)
REPLACEMENT_IGNORED = _c(
    "rule.replacement_ignored",
    I,
    ("4.15.2", "4.15.3"),
    "{card} went to the graveyard, but {source}'s replacement effect puts it into the {zone} instead, every time.",
    "{card}が墓地に置かれましたが、{source}の置換効果により、かわりに{zone}に置かれます（置換イベントが起きる度に置換します）。",
)
MOVE_NULLIFIED = _c(
    "move.nullified",
    I,
    ("4.9.3-1",),
    "The move of {card} took effect although the unit had left its square; the move is nullified.",
    "{card}は元のスクエアを離れていたのに移動が実行されました。この移動は無効化されます。",
)
PLAN = _c(
    "plan.state", I, ("3.8.2-3", "3.8.2-4", "2.23.3-6"), "{what} while {problem}.", "{what}：{problem_ja}。"
)
PLAN_TOP = _c(
    "plan.top_card",
    I,
    ("2.23.3-1", "2.23.3-2"),
    "{seat}'s deck: {taken} taken from the top while the plan-zone card {plan} was the top card; it goes first.",
    "{seat}の山札：プランゾーンのカード{plan}が山札の1番上なのに、{taken}が上から移動されました。",
)

# --- smash (3.9.1) ---------------------------------------------------------------------------------
SMASH = _c(
    "smash.illegal", I, ("3.9.1",), "Smash with {card}: {problem}.", "{card}のスマッシュ：{problem_ja}。"
)
SMASH_COUNT = _c(
    "smash.count",
    I,
    ("3.9.1", "1.2.2"),
    "Smash with {card} moved {count} card(s); it moves {expected}.",
    "{card}のスマッシュで{count}枚置かれました。{expected}枚のはずです。",
)
# --- rule effects and battle (4.16.4, 3.11-3.14) ---------------------------------------------------
RULE_SKIPPED = _c(
    "rule.skipped",
    I,
    ("4.16.2", "4.16.4-4", "4.16.4-5", "4.16.4-6", "4.16.4-7", "4.16.4-8", "4.16.4-13", "4.16.4-14"),
    "{card} should have gone to the graveyard by a rule effect ({rule}) before the next priority, but stayed.",
    "{card}は次に優先権が発生する前にルールエフェクト（{rule}）で墓地に置かれるはずでしたが、残っています。",
)
RULE_NOT_DUE = _c(
    "rule.not_due",
    I,
    ("4.16.1", "4.16.4"),
    "{card} was put into the graveyard as a rule effect, but no rule effect applies to it.",
    "{card}がルールエフェクトとして墓地に置かれましたが、該当するルールエフェクトはありません。",
)
BATTLE_END_SKIPPED = _c(
    "battle.end_rules_skipped",
    I,
    ("3.14.2", "3.14.2-1", "4.16.4-9", "4.16.4-10"),
    "The battle in {square} ended but {card} ({why}) was not put into the graveyard.",
    "{square}のバトルが終了しましたが、{card}（{why}）が墓地に置かれていません。",
)
BATTLE_STEP = _c(
    "battle.step_order",
    I,
    ("3.11.4", "3.4.3"),
    "Battle step '{step}' follows '{current}'; the steps are the first battle step, the second battle step and the battle end step.",
    "バトルステップ'{step}'が'{current}'の後にあります。順番は第1バトルステップ・第2バトルステップ・バトル終了ステップです。",
)
EXCHANGE_MISSING = _c(
    "battle.exchange_missing",
    I,
    ("3.12.2", "3.13.2", "3.4.3"),
    "The {step} ended without the battle-damage exchange although both units were still in {square}; the exchange goes on the stack even when it carries no damage.",
    "両ユニットが{square}に残っていたのに、バトルダメージの応酬なしで{step}が終了しました。ダメージを含まない場合も応酬はスタックに乗ります。",
)
EXCHANGE_AMOUNT = _c(
    "battle.exchange_damage",
    I,
    ("3.12.2", "3.13.2", "3.12.4-1", "5.4.1-1"),
    "The exchange recorded {recorded}; by the units' power and 加速 it is {expected}.",
    "応酬の記録は{recorded}ですが、パワーと加速によれば{expected}です。",
)
BATTLE_PREVENTED = _c(
    "battle.prevented",
    I,
    ("3.11.1-1", "4.16.4-3-2"),
    "The log fights a battle in {square}, but the rule effect due first ({rule} on {card}) prevents it: no battle occurs there.",
    "{square}でバトルが行われていますが、先に適用されるルールエフェクト（{card}の{rule}）によりバトルは発生しません。",
)
EXCHANGE_WHEN = _c(
    "battle.exchange_timing",
    I,
    ("3.12.2", "3.13.2", "3.4.3"),
    "A battle-damage exchange was put on the stack {problem}.",
    "バトルダメージの応酬が{problem_ja}スタックに乗せられました。",
)
BATTLE_OUTSIDE_MAIN = _c(
    "battle.outside_main",
    R,
    ("3.4.2", "4.16.4-3", "3.8.4"),
    "A battle occurred in the {phase} phase; 3.4.2 describes battles in the main phase only and no timing allows play in it.",
    "{phase}フェイズにバトルが発生しました。3.4.2はメインフェイズのバトルのみを説明しており、その間のプレイを許すタイミングもありません。",
)
NESTED_BATTLE = _c(
    "battle.nested",
    R,
    ("3.11.1-4",),
    "Battles arose in {square} at the same moment as the battle in {current}; battles in several squares at "
    "once go through their steps together, and the text does not say how their exchanges and priority "
    "interleave.",
    "{current}のバトルと同時に{square}でもバトルが発生しました。複数のスクエアで同時に発生したバトルは同時に"
    "ステップが進行しますが、応酬や優先権の順序はテキストに書かれていません。",
)
WAITING_BATTLE = _c(
    "battle.waiting_battle",
    I,
    ("3.11.3",),
    "The battle in {square} went on while the battle in {current}, which occurred during it, was still in "
    "its {in_step} step: a waiting battle is treated as not existing until the battle that made it wait ends.",
    "{current}のバトルが{in_step}の途中なのに、そのバトルによって待機中となった{square}のバトルが進行しました。"
    "待機中のバトルは、バトルを待機させたバトルが終了するまで存在しないものとして扱い、解決できません。",
)

# --- nullification, zones and card text -----------------------------------------------------------
NULLIFIED_TO = _c(
    "stack.nullified_destination",
    I,
    ("2.23.5-1", "4.1.4", "4.1.5"),
    "Nullified {card} went to {to}; a nullified spell goes from the stack to the top of its owner's graveyard.",
    "無効化された{card}が{to}に置かれました。無効化されたスペルはスタックから持ち主の墓地の一番上に置かれます。",
)
OWNER_ZONE = _c(
    "zone.owner",
    I,
    ("2.23.1-1",),
    "{card} was put into {seat}'s {zone}; a card goes to its owner's deck, hand, graveyard, energy or smash zone.",
    "{card}が{seat}の{zone}に置かれました。カードは持ち主の山札・手札・墓地・エネルギーゾーン・スマッシュゾーンに置かれます。",
)
UNMODELLED = _c(
    "card.unmodelled_text",
    R,
    ("1.1.1",),
    "{card} has card text the engine does not model; the rules it may override were not checked ({what}).",
    "{card}はエンジンが扱わないテキストを持ちます。テキストが優先し得るルール（{what}）は確認していません。",
)

# --- the record itself ---------------------------------------------------------------------------
LOG_BAD_ARGS = _c(
    "log.bad_args",
    L,
    ("2.23.1",),
    "Entry '{act}' has unusable arguments: {problem}.",
    "'{act}'の引数が不正です：{problem}。",
)
LOG_SUPPORT_KEYWORD = _c(
    "log.support_keyword",
    L,
    ("5.5.2",),
    "Card {card} gives 支援 as a card keyword (support: {value}), which the format does not read: its power "
    "changes nothing. Declare it as a static ability: kind static, keywords {{support: n}}, its range as "
    "targets, effect {{power: n}}.",
    "カード{card}は支援をカード全体のデータ（{value}）として書いていますが、この形式はそれを読まず、パワーは変わり"
    "ません。支援は常在型能力として宣言してください（範囲を対象グループに、修整をパワーの効果に書きます）。",
)
LOG_UNKNOWN_ACT = _c("log.unknown_act", L, ("3.4.2",), "Unknown action '{act}'.", "不明な行動'{act}'です。")
LOG_UNKNOWN_SEAT = _c(
    "log.unknown_seat",
    L,
    ("2.1.3",),
    "Seat '{seat}' is not in the duel.",
    "席'{seat}'はこのデュエルにいません。",
)
LOG_CARD_LOCATION = _c(
    "log.card_location",
    L,
    ("2.23.1",),
    "{card} was expected in {seat}'s {zone}, but {where}.",
    "{card}は{seat}の{zone}にあるはずですが、{where_ja}。",
)
LOG_NOT_IN_DECK = _c(
    "log.not_in_deck",
    L,
    ("2.3.1-2",),
    "{card} is recorded as {card_id}, which {seat}'s decklist cannot supply.",
    "{card}は{card_id}と記録されていますが、{seat}のデッキリストにはありません。",
)
LOG_IDENTITY = _c(
    "log.identity_changed",
    L,
    ("2.23.1-3",),
    "{card} was recorded as {before} and now as {now}.",
    "{card}は{before}と記録されていましたが、今は{now}です。",
)

# --- a mid-game snapshot (header.snapshot, snapshot.py): the position itself, findings with seq None ----
SNAPSHOT_CARD_COUNT = _c(
    "snapshot.card_count",
    L,
    ("2.23.1", "2.23.2-1"),
    "The snapshot accounts for {count} of {seat}'s cards; {seat}'s deck holds {expected}, and every card of it is in one of the zones (deck, hand, graveyard, energy, smash, remove, squares).",
    "途中局面の記録で{seat}のカードは{count}枚です。{seat}のデッキは{expected}枚で、そのすべてのカードはいずれかのゾーン（山札・手札・墓地・エネルギー・スマッシュ・リムーブ・スクエア）にあります。",
)
SNAPSHOT_NOT_IN_DECK = _c(
    "snapshot.not_in_decklist",
    L,
    ("2.23.2-1",),
    "The snapshot shows {count} of {seat}'s cards {card}; {seat}'s decklist holds {allowed}.",
    "途中局面の記録で{seat}のカード{card}が{count}枚あります。{seat}のデッキリストには{allowed}枚です。",
)
SNAPSHOT_OWNER_ZONE = _c(
    "snapshot.owner_zone",
    I,
    ("2.23.1-1",),
    "The snapshot puts {card}, which {owner} owns, into {seat}'s {zone}; a card is only ever in its owner's deck, plan zone, hand, graveyard, energy zone or smash zone.",
    "途中局面の記録で{owner}が持ち主の{card}が{seat}の{zone_ja}にあります。カードが置かれるのは持ち主の山札・プランゾーン・手札・墓地・エネルギーゾーン・スマッシュゾーンだけです。",
)
SNAPSHOT_MISPLACED = _c(
    "snapshot.misplaced_card",
    I,
    ("4.16.4-13", "4.16.4-14"),
    "The snapshot has the {type} {card} in square {square}; a base in the battle space and a unit in a base space go to the graveyard by a rule effect before any player has priority.",
    "途中局面の記録で{type_ja}{card}がスクエア{square}にあります。バトルスペースのベースとベーススペースのユニットは、優先権が発生する前にルールエフェクトで墓地に置かれます。",
)
SNAPSHOT_SQUARE_LIMIT = _c(
    "snapshot.square_limit",
    I,
    ("4.16.4-6", "4.16.4-7"),
    "The snapshot has {count} {type}s of {seat} in square {square} ({cards}); a square keeps one unit (base) of each player, and the one placed later goes to the graveyard by a rule effect.",
    "途中局面の記録でスクエア{square}に{seat}の{type_ja}が{count}枚あります（{cards}）。1つのスクエアに残るのは各プレイヤー1枚で、後から置かれたものはルールエフェクトで墓地に置かれます。",
)
SNAPSHOT_DESTROYED = _c(
    "snapshot.destroyed_unit",
    I,
    ("4.16.4-4", "4.16.4-5"),
    "The snapshot has {card} in {square} with power {power} and {damage} damage; a unit with power 0 or less, or damage at least its power, goes to the graveyard by a rule effect before any player has priority.",
    "途中局面の記録で{card}が{square}にあり、パワー{power}・ダメージ{damage}です。パワーが0以下か、パワー以上のダメージを受けたユニットは、優先権が発生する前にルールエフェクトで墓地に置かれます。",
)
SNAPSHOT_GAME_OVER = _c(
    "snapshot.game_over",
    I,
    ("3.3.1", "3.3.2", "4.16.4-1", "4.16.4-2"),
    "The snapshot shows a duel already over: {seats} lost ({why}) when priority last arose, yet play goes on.",
    "途中局面の記録はすでに終了したデュエルです。{seats}は優先権が発生した時点で敗北しています（{why_ja}）が、デュエルが続いています。",
)

# --- declared abilities (part 4, chapters 2-11; docs/log-format-dimension-zero.md "Card abilities") ---
ABILITY_UNKNOWN = _c(
    "ability.unknown",
    L,
    ("4.2.3",),
    "{card} declares no ability '{ability}' in the log header.",
    "{card}はヘッダーで能力'{ability}'を宣言していません。",
)
NOT_TRIGGERED = _c(
    "ability.not_triggered",
    I,
    ("4.4.2", "4.8.6"),
    "{card}'s ability {ability} was put on the stack, but its trigger event ({event}) did not happen "
    "since it last went on the stack.",
    "{card}の能力{ability}がスタックに乗せられましたが、前回スタックに乗ってから誘発イベント（{event}）は起きていません。",
)
REPLACED_TRIGGER = _c(
    "ability.replaced_trigger",
    I,
    ("4.8.7", "4.15.4"),
    "{card}'s ability {ability} was put on the stack, but its trigger event ({event}) was replaced: "
    "{moved} went to the {zone} instead, so the event did not happen.",
    "{card}の能力{ability}がスタックに乗せられましたが、誘発イベント（{event}）は置換され、"
    "{moved}はかわりに{zone}に置かれたため起きていません。",
)
TRIGGER_MISSED = _c(
    "ability.trigger_missed",
    I,
    ("4.8.2",),
    "{card}'s ability {ability} triggered ({event}) but was not put on the stack before {when}.",
    "{card}の能力{ability}が誘発しました（{event}）が、{when}の前にスタックに乗せられていません。",
)
TRIGGER_ORDER = _c(
    "ability.trigger_order",
    I,
    ("4.8.3",),
    "{card}'s ability {ability} (the non-active player's) went on the stack before the active player's "
    "{first}, which triggered at the same time; the active player's go first.",
    "非アクティブプレイヤーの{card}の能力{ability}が、同時に誘発したアクティブプレイヤーの{first}より先に"
    "スタックに乗せられました。アクティブプレイヤーの能力が先です。",
)
CONDITION = _c(
    "ability.condition",
    I,
    ("4.4.3", "4.8.8"),
    "{card}'s conditional ability {ability}: its condition ({condition}) did not hold {when}, so it {outcome}.",
    "{card}の条件付誘発型能力{ability}：{when}に誘発条件（{condition}）を満たしていないため、{outcome_ja}。",
)
DECK_ORDER_DETERMINED = _c(
    "ability.deck_order_determined",
    I,
    ("6.2.1",),
    "{card}'s ability {ability} asks that {seat}'s deck order was never intentionally determined in this "
    "duel, but {fact}; {when}.",
    "{card}の能力{ability}は、このデュエル中に{seat}の山札のカードの順番が意図的に決定されていないことを条件としますが、"
    "{fact_ja}。{when_ja}。",
)
TURN_END_EARLY = _c(
    "ability.turn_end_early",
    I,
    ("3.10.2",),
    "{card}'s 「ターン終了時」 ability {ability} went on the stack before the end of the turn had come: it comes "
    "in the recovery phase once the stack is empty and both players pass in succession ({why}).",
    "{card}の「ターン終了時」の能力{ability}が、ターン終了時が来る前にスタックに乗せられました。ターン終了時は、"
    "リカバリーフェイズでスタックが空になり、両プレイヤーが連続して優先権を放棄した時に来ます（{why_ja}）。",
)
DELAYED_GONE = _c(
    "ability.delayed_gone",
    I,
    ("4.4.4-1",),
    "The delayed ability of {card} ({ability}) went on the stack, but {victim} left its square (other than "
    "square to square) after it was created, so it had ceased to exist.",
    "{card}の能力（{ability}）で作成された誘発型能力がスタックに乗せられましたが、{victim}は作成後に"
    "「スクエアからスクエア」以外のゾーン移動をしたため、その能力は消滅しています。",
)
TARGETS_ILLEGAL = _c(
    "targets.illegal",
    I,
    ("4.7.2-5", "4.8.4-2", "4.11.3"),
    "{what}: {problem}.",
    "{what}：{problem_ja}。",
)
TARGETS_ALL_GONE = _c(
    "targets.all_gone",
    I,
    ("4.9.2-1", "4.11.3"),
    "{what} resolved although every target it chose was no longer legal; it is nullified and does nothing.",
    "{what}が解決されましたが、対象はすべて不適切になっています。無効化され、何も行いません。",
)
NULLIFIED_WRONGLY = _c(
    "stack.nullified_wrongly",
    I,
    ("4.9.2-1",),
    "{what} was recorded as nullified, but the rules do not nullify it (legal targets left: {legal}); it "
    "resolves, affecting only the legal targets.",
    "{what}が無効化されたと記録されましたが、ルール上無効化されません（残る適切な対象：{legal}）。"
    "解決され、適切な対象にのみ影響を与えます。",
)
DIVISION = _c(
    "targets.division",
    I,
    ("4.7.2-6", "4.8.4-3"),
    "{what}: the division {division} is wrong: {problem}.",
    "{what}：割り振り{division}が不適切です（{problem_ja}）。",
)
RESIST_TARGET = _c(
    "keyword.resist_target",
    I,
    ("5.17.2",),
    "{what} targets {card}, which has 耐性 against {colours}: it cannot be its target.",
    "{what}が耐性（{colours}）を持つ{card}を対象にしています。対象にはできません。",
)
RESIST_DAMAGE = _c(
    "keyword.resist_damage",
    I,
    ("5.17.2", "5.17.3"),
    "{card} has 耐性 against {colours}, but damage from {source} was dealt to it.",
    "{card}は耐性（{colours}）を持ちますが、{source}からダメージを受けています。",
)
FLASH_PLAY = _c(
    "keyword.flash_play",
    I,
    ("5.14.2",),
    "{card} was played while the move of {unit} (閃光) was on the stack; no player may play cards then.",
    "閃光を持つ{unit}の移動がスタックにある間に{card}がプレイされました。その間カードはプレイできません。",
)
SOKUSHI_NOT_TRIGGERED = _c(
    "keyword.sokushi_not_triggered",
    I,
    ("5.2.2-1",),
    "即死 of {card} went on the stack, but {card} left its square (other than square to square) after the "
    "battle damage exchange went on the stack: 即死 does not trigger.",
    "{card}の即死がスタックに乗せられましたが、{card}はバトルダメージの応酬がスタックに乗った後に"
    "「スクエアからスクエア」以外のゾーン移動をしたため、即死は誘発しません。",
)
RESULT_NOT_OVER = _c(
    "game.result_not_over",
    I,
    ("3.3.1", "3.3.2", "3.3.7"),
    "A result was recorded ({recorded}), but no player has 7 smash cards or an empty deck and nobody "
    "conceded: the duel has not ended.",
    "結果（{recorded}）が記録されましたが、スマッシュゾーン7枚以上・山札0枚のプレイヤーも投了もなく、"
    "デュエルは終了していません。",
)
SUSPENDED_TRIGGER = _c(
    "ability.suspended",
    I,
    ("3.11.2",),
    "{card}'s ability {ability} went on the stack during the battle, but it had triggered before the battle "
    "occurred: it waits until the battle ends.",
    "{card}の能力{ability}がバトル中にスタックに乗せられましたが、バトル発生前に誘発していたため、"
    "バトルが終了するまで待機します。",
)
SUMMON = _c(
    "keyword.summon",
    I,
    ("5.3.2",),
    "{card} was played by 召集 of {via} into {square}, but {problem}.",
    "{card}が{via}の召集で{square}にプレイされましたが、{problem_ja}。",
)
SPECIAL_COMBINED = _c(
    "keyword.special_play_combined",
    I,
    ("5.3.2-2", "5.8.3"),
    "{card} was played with {methods} at once; one special way of playing cannot be combined with another.",
    "{card}が{methods}を同時に用いてプレイされました。特殊なプレイ方法は他の特殊なプレイ方法と同時に適用できません。",
)
FORMATION = _c(
    "keyword.formation",
    I,
    ("5.8.2",),
    "{card} was played by 隊列召喚 ({formation}) into {square}, but {problem}.",
    "{card}が隊列召喚（{formation}）で{square}にプレイされましたが、条件を満たしていません（{problem}）。",
)
KAKUSEI = _c(
    "keyword.kakusei",
    I,
    ("5.7.3-1",),
    "{card} was played for its 覚醒 cost, but {problem}.",
    "{card}が覚醒のコストでプレイされましたが、{problem_ja}。",
)
RAID = _c(
    "keyword.raid",
    I,
    ("5.16.2",),
    "The move of {card} was paid by 急襲, but {problem}.",
    "{card}の移動が急襲で支払われましたが、{problem_ja}。",
)
