"""Every Rebirth for you check: its code, verdict, the clauses it enforces and its messages.

Clause numbers are exactly as printed in rules_index/data/rebirth.txt (without the trailing dot).
Where the rulebook leaves a point open, the check's verdict is needs_ruling and its message says so.
"""

from __future__ import annotations

from judge.engine.core.declare import I, L, R, declarer

GAME = "rebirth"
_c = declarer(GAME)


# --- deck construction (chapter 6.1) ---
DECK_SIZE = _c(
    "deck.main_size",
    I,
    ("6.1.1.1",),
    "Main deck has {count} cards; it must have exactly 50.",
    "メインデッキが{count}枚です。ちょうど50枚必要です。",
)
DECK_COPIES = _c(
    "deck.copies",
    I,
    ("6.1.1.2", "2.1.1"),
    "Main deck has {count} cards named 《{name}》; at most 4 are allowed.",
    "メインデッキに《{name}》が{count}枚あります。同名カードは4枚までです。",
)
DECK_REBIRTH = _c(
    "deck.rebirth_limit",
    I,
    ("6.1.1.3",),
    "Main deck has {count} Re-birth cards; at most 8 are allowed.",
    "メインデッキのReバースカードが{count}枚です。合計8枚までです。",
)
DECK_PARTNER_IN_MAIN = _c(
    "deck.partner_in_main",
    I,
    ("6.1.1.4",),
    "Partner card {card} is in the main deck.",
    "パートナーカード{card}がメインデッキに入っています。",
)
DECK_PARTNERS = _c(
    "deck.partner_count",
    I,
    ("6.1.1.5",),
    "{count} partner cards were prepared; exactly 3 are required.",
    "パートナーカードが{count}枚です。ちょうど3枚必要です。",
)
DECK_NON_PARTNER = _c(
    "deck.non_partner_partner",
    I,
    ("6.1.1.5", "2.2.2.3"),
    "Card {card} is listed as a partner but its type is {type}.",
    "{card}はパートナー欄にありますが、種別は{type}です。",
)
DECK_UNKNOWN_CARD = _c(
    "deck.unknown_card",
    L,
    ("2.2.2",),
    "Card {card} has no definition (name, type, figures) in the log header.",
    "カード{card}の定義（名前・種別・数値）がヘッダーにありません。",
)
DECK_BAD_TYPE = _c(
    "deck.bad_type",
    L,
    ("2.2.2",),
    "Card {card} has type '{type}'; the types are CH, RE and PA.",
    "カード{card}の種別が'{type}'です。種別はCH・RE・PAのいずれかです。",
)
DECK_CONSTRUCTION_TEXT = _c(
    "deck.construction_ability",
    R,
    ("6.1.2.1",),
    "Card {card} has a deck-construction ability the engine does not model; check the deck by hand.",
    "{card}はデッキ構築条件に関する能力を持ちます。エンジンは扱えないため、ジャッジが確認してください。",
)

# --- setup (6.2) ---
SETUP_ENTRY_COST = _c(
    "setup.entry_cost",
    I,
    ("6.2.1.2",),
    "The card put into entry at setup has cost {cost}; it must be 2 or less.",
    "ゲーム前にエントリーに置いたカードのコストが{cost}です。2以下でなければなりません。",
)
SETUP_ENTRY_COUNT = _c(
    "setup.entry_count",
    I,
    ("6.2.1.2",),
    "{seat} put {count} cards into entry at setup; exactly one is required.",
    "{seat}はゲーム前にエントリーへ{count}枚置きました。ちょうど1枚です。",
)
SETUP_ORDER = _c(
    "setup.order",
    I,
    ("6.2.1.2", "6.2.1.3", "6.2.1.5"),
    "Setup step '{act}' came out of order ({problem}).",
    "ゲーム前の手順'{act}'の順序が違います（{problem_ja}）。",
)
SETUP_OPENING_HAND = _c(
    "setup.opening_hand",
    I,
    ("6.2.1.5",),
    "{seat} took {drawn} cards and {partners} partners as the opening hand; it is 3 cards from the deck and the 3 partners.",
    "{seat}の初期手札はデッキから{drawn}枚、パートナー{partners}枚です。デッキの上から3枚とパートナー3枚です。",
)
SETUP_SECOND_PARTNER = _c(
    "setup.second_player_partner",
    I,
    ("6.2.1.6",),
    "{seat} put {count} partners into energy before the game; only the second player puts exactly one.",
    "{seat}はゲーム前にパートナーを{count}枚エネルギーに置きました。後攻プレイヤーのみがちょうど1枚置きます。",
)
# --- turn structure (7) ---
TURN_ORDER = _c(
    "turn.order",
    I,
    ("6.2.1.7", "7.6.6"),
    "Turn {turn} was taken by {actor}; it is {expected}'s turn.",
    "ターン{turn}は{actor}が行いましたが、{expected}のターンです。",
)
TURN_NUMBER = _c(
    "turn.number",
    L,
    ("7.1.1",),
    "Turn number {turn} does not follow turn {previous}.",
    "ターン番号{turn}が直前のターン{previous}に続いていません。",
)
PHASE_ORDER = _c(
    "turn.phase_order",
    I,
    ("7.1.2", "7.4.3"),
    "Phase '{phase}' comes after '{current}' in the same turn; phases run standby, energy, main, attack, end and never go back.",
    "同じターンで'{current}'の後に'{phase}'があります。フェイズは順に進み、戻りません。",
)
NOT_TURN_PLAYER = _c(
    "turn.not_turn_player",
    I,
    ("7.4.2", "7.3.2", "8.2.4"),
    "{actor} did '{act}', which only the turn player may do.",
    "{actor}が'{act}'を行いました。これはターンプレイヤーのみが行えます。",
)
UNKNOWN_PHASE = _c(
    "turn.unknown_phase",
    L,
    ("7.1.2",),
    "Phase '{phase}' (step '{step}') is not a phase or step of this game.",
    "'{phase}'（ステップ'{step}'）はこのゲームのフェイズ・ステップではありません。",
)
STANDBY_DRAW = _c(
    "standby.draw_count",
    I,
    ("7.2.1.2",),
    "{seat} drew {count} cards in the standby phase; exactly 1 is drawn.",
    "{seat}はスタンバイフェイズに{count}枚引きました。1枚引きます。",
)
ENERGY_LIMIT = _c(
    "energy.limit",
    I,
    ("7.3.2", "7.3.2.1", "7.3.2.2"),
    "{seat} put a {what} into energy for the {count}th time this energy phase; at most one partner and one other card.",
    "{seat}はこのエネルギーフェイズに{what_ja}を{count}枚目としてエネルギーに置きました。パートナー1枚とそれ以外1枚までです。",
)
ENERGY_FACE = _c(
    "energy.face",
    I,
    ("4.6.2", "7.3.2.2"),
    "Non-partner card {card} was put into energy face up; it goes face down.",
    "パートナーでないカード{card}が表向きでエネルギーに置かれました。裏向きで置きます。",
)
ENERGY_PARTNER_KIND = _c(
    "energy.partner_kind",
    I,
    ("7.3.2.1", "4.6.5", "4.10.4"),
    "Card {card} was put into energy as a {claimed} but it is {actual}.",
    "{card}は{claimed_ja}としてエネルギーに置かれましたが、{actual_ja}。",
)
ENERGY_PHASE = _c(
    "energy.wrong_phase",
    I,
    ("7.3.2",),
    "{seat} put a card into energy by the rules during '{phase}'; that is done only in the energy phase.",
    "{seat}は'{phase}'中にルールによりエネルギーへカードを置きました。これはエネルギーフェイズでのみ行えます。",
)
ENERGY_PARTNER_BY_EFFECT = _c(
    "energy.partner_by_effect",
    R,
    ("4.6.5",),
    "An effect put partner {card} into energy; this is allowed only if the effect says partners may be chosen.",
    "効果によりパートナー{card}がエネルギーに置かれました。効果がパートナーを明記している場合のみ可能です。",
)
PLAY_TYPE = _c(
    "main.play_type",
    I,
    ("7.4.2.1",),
    "Card {card} ({type}) was played from hand; only キャラ (CH) cards are played.",
    "{card}（{type}）が手札からプレイされました。プレイできるのは種別キャラのカードのみです。",
)
PLAY_TYPE_UNKNOWN = _c(
    "main.play_type_hidden",
    R,
    ("7.4.2.1", "9.7.2.1"),
    "The played card {card} was not identified; some cards it could be are not characters.",
    "プレイされた{card}が特定されていません。キャラでない可能性があります。",
)
PLAY_DESTINATION = _c(
    "main.play_destination",
    I,
    ("7.4.2.1", "9.7.2.1.1"),
    "Card {card} was played to '{to}'; a character is played to the entry or one member slot.",
    "{card}が'{to}'にプレイされました。キャラはエントリーかメンバー枠1つにプレイします。",
)
MEMBER_SLOTS = _c(
    "member.slot_count",
    I,
    ("4.5.3.1", "4.5.3"),
    "Member slot {slot} was used; each player has 3 member slots (0-2) unless an effect adds more.",
    "メンバー枠{slot}が使われました。特に効果がない限りメンバー枠は3つ（0〜2）です。",
)
PLAY_COST_GAP = _c(
    "main.play_cost_gap",
    R,
    ("2.3.1", "7.4.2.1", "9.7.2"),
    "Energy was paid to play {card}; the rulebook names no cost for playing a character from hand (2.3.1 calls cost 'the basis for playing').",
    "{card}のプレイにエネルギーが支払われました。手札からのキャラのプレイにコストを支払う規定は総合ルールにありません（2.3.1はコストを「プレイの基準」とのみ定義）。",
)
MOVE_EMPTY_SLOT = _c(
    "main.move_needs_empty_slot",
    I,
    ("7.4.2.2", "4.5.3.2"),
    "The entry character was moved to member slot {slot}, which is not empty.",
    "エントリーのキャラが空席でないメンバー枠{slot}に移動しました。",
)
MOVE_NOT_ENTRY = _c(
    "main.move_not_entry",
    I,
    ("7.4.2.2",),
    "Card {card} moved to the member area is not {seat}'s entry character.",
    "メンバー領域に移動した{card}は{seat}のエントリーのキャラではありません。",
)
ENERGY_PAYMENT = _c(
    "cost.energy_payment",
    I,
    ("5.14.1", "5.14.1.1", "9.5.2.2"),
    "The energy payment is wrong: {problem}.",
    "エネルギーの支払いが不正です：{problem_ja}。",
)
SET_REBIRTH_TYPE = _c(
    "main.set_rebirth_type",
    I,
    ("7.4.2.4", "5.6.1"),
    "Card {card} ({type}) was set into the Re-birth zone; only Re-birth (RE) cards are set.",
    "{card}（{type}）がReバース置場にセットされました。セットできるのはReバースカードのみです。",
)
SET_REBIRTH_DRAW = _c(
    "main.set_rebirth_draw",
    I,
    ("7.4.2.4",),
    "Setting a Re-birth card draws exactly 1 card; {count} were drawn.",
    "Reバースカードをセットしたら1枚引きます。{count}枚引きました。",
)
UNEXPLAINED_DRAW = _c(
    "main.unexplained_draw",
    R,
    ("7.4.2", "9.3.1.1"),
    "{seat} drew {count} cards during '{phase}' with no rule or recorded effect that draws.",
    "{seat}は'{phase}'中に、ルールや記録された効果によらずに{count}枚引きました。",
)
# --- attack (8) ---
ATTACK_FIRST_TURN = _c(
    "attack.first_turn",
    I,
    ("8.2.3.1",),
    "An attack was declared in the first player's first turn.",
    "先攻プレイヤーの第1ターンにアタックが宣言されました。",
)
ATTACK_SUPPORT = _c(
    "attack.support",
    I,
    ("8.2.4", "8.2.4.1"),
    "The attack was declared with {card} as support, which is not a standing member of {seat} ({problem}).",
    "{card}をサポートとしてアタックが宣言されましたが、{seat}のスタンド状態のメンバーではありません（{problem_ja}）。",
)
ATTACK_PARTNER = _c(
    "attack.partner_attack",
    I,
    ("8.2.4.4",),
    "Partner attack: {problem}; it needs 3 standing partners in the attacker's energy zone.",
    "パートナーアタック：{problem_ja}。アタックするプレイヤーのエネルギー置場のスタンド状態のパートナー3枚が必要です。",
)
ATTACK_WRONG_STEP = _c(
    "attack.wrong_phase",
    I,
    ("7.5.1", "8.2.4"),
    "An attack was declared during '{phase}'; attacks are declared in the start step of the attack phase.",
    "'{phase}'中にアタックが宣言されました。アタックはアタックフェイズのスタートステップで宣言します。",
)
BLOCK_ACTOR = _c(
    "block.actor",
    I,
    ("8.3.3",),
    "{actor} blocked; only {allowed} may block this attack.",
    "{actor}がブロックしました。このアタックをブロックできるのは{allowed}です。",
)
BLOCK_ONCE = _c(
    "block.once",
    I,
    ("8.3.3",),
    "A second block was made against the same attack; one card is discarded to block.",
    "同じアタックに2回目のブロックが行われました。ブロックは1枚です。",
)
BLOCK_NO_ATTACK = _c(
    "block.no_attack",
    I,
    ("8.3.3", "8.3.1"),
    "A block was recorded with no attack in its block step.",
    "ブロックステップ中のアタックがない状態でブロックが記録されました。",
)
BLOCK_NOT_BLOCKER = _c(
    "block.not_blocker",
    I,
    ("8.3.3", "11.6.1", "11.6.2"),
    "Card {card} discarded to block has no ブロッカー.",
    "ブロックのためにすてた{card}はブロッカーを持っていません。",
)
BLOCK_REFERENCE = _c(
    "block.blocker_reference",
    I,
    ("8.3.3", "11.6.3"),
    "Card {card} is a blocker only for {needs} characters; the attacked character has none of that.",
    "{card}は{needs}のキャラのみに有効なブロッカーですが、アタックされているキャラはそれを持ちません。",
)
BLOCK_HIDDEN = _c(
    "block.blocker_hidden",
    R,
    ("8.3.3", "11.6.1"),
    "The card discarded to block ({card}) was not identified, so its ブロッカー cannot be checked.",
    "ブロックのためにすてたカード（{card}）が特定されていないため、ブロッカーを確認できません。",
)
DAMAGE_AMOUNT = _c(
    "damage.amount",
    I,
    ("8.4.3", "8.4.3.1"),
    "{amount} damage was recorded; the rules give {expected} ({why}).",
    "ダメージ{amount}が記録されましたが、ルール上は{expected}です（{why_ja}）。",
)
DAMAGE_UNKNOWN_ATK = _c(
    "damage.unknown_atk",
    R,
    ("8.4.3",),
    "The attacking character {card} is not identified, so its ATK is unknown.",
    "アタックしているキャラ{card}が特定されていないため、ATKが分かりません。",
)
DAMAGE_NO_ATTACK = _c(
    "damage.no_attack",
    L,
    ("8.4.3",),
    "Damage was recorded with no attack in progress.",
    "アタックが行われていないのにダメージが記録されました。",
)
# --- check timing and rule processes (9.6, 10) ---
CT_ORDER = _c(
    "checktiming.order",
    I,
    ("9.6.2", "9.6.2.1", "9.6.2.3"),
    "Entry processing was done while recovery processing was still due ({pending}).",
    "リカバリー処理（{pending}）が残っている状態でエントリー処理が行われました。",
)
RETIRE_DAMAGE = _c(
    "recovery.retire_damage",
    I,
    ("10.3.5", "2.7.2"),
    "{card} has {damage} damage with DEF {defense} but was not put into the retire area at the check timing.",
    "{card}はDEF{defense}に対しダメージ{damage}を負っていますが、チェックタイミングでリタイア置場に置かれていません。",
)
RETIRE_PARTNER = _c(
    "recovery.retire_partner_attacked",
    I,
    ("10.3.6", "8.4.3.2"),
    "{card} received a partner attack but was not put into the retire area at the check timing.",
    "{card}はパートナーアタックを受けましたが、チェックタイミングでリタイア置場に置かれていません。",
)
ENTRY_EXCESS = _c(
    "recovery.entry_excess",
    I,
    ("10.3.3",),
    "{seat}'s entry holds several cards; all but the most recent go to the waiting room ({card} {problem}).",
    "{seat}のエントリーに複数のカードがあります。最後に置かれた1枚以外は控え室に置きます（{card}：{problem_ja}）。",
)
MEMBER_EXCESS = _c(
    "recovery.member_excess",
    I,
    ("10.3.4", "4.5.3.3"),
    "Member slot {slot} of {seat} holds several characters; all but the most recent go to the waiting room ({card} {problem}).",
    "{seat}のメンバー枠{slot}に複数のキャラがいます。最後に置かれたキャラ以外は控え室に置きます（{card}：{problem_ja}）。",
)
REBIRTH_NON_RE = _c(
    "recovery.rebirth_zone_non_rebirth",
    I,
    ("10.3.2",),
    "{card} is not a Re-birth card but sits in the Re-birth zone; it goes to the waiting room.",
    "{card}は種別Reバースではありませんが、Reバース置場にあります。控え室に置きます。",
)
PARTNER_REMOVED = _c(
    "recovery.partner_removed",
    I,
    ("10.3.7",),
    "Partner {card} is in '{zone}' (not hand or energy) and was not removed from the game.",
    "パートナー{card}が'{zone}'（手札・エネルギー置場以外）にあるのに除外されていません。",
)
RULE_WRONG_DESTINATION = _c(
    "recovery.wrong_destination",
    I,
    ("10.3.3", "10.3.4", "10.3.5", "10.3.7"),
    "{card} went to '{to}' by the rules; it goes to '{expected}'.",
    "{card}がルール処理で'{to}'に置かれましたが、置き先は'{expected}'です。",
)
RULE_UNJUSTIFIED = _c(
    "recovery.unjustified",
    I,
    ("10.1.1", "10.1.2"),
    "'{act}' moved {card}, but no rule process required it at this check timing.",
    "'{act}'で{card}が移動しましたが、このチェックタイミングで必要なルール処理はありません。",
)
ENTRY_ORDER = _c(
    "entry.order",
    I,
    ("10.5.1", "10.5.1.1", "10.5.1.2", "10.5.1.3", "10.5.1.4"),
    "Entry processing for {seat} was done out of order; first due was: {expected}.",
    "{seat}のエントリー処理の順序が違います。先に行うべき処理：{expected_ja}。",
)
ENTRY_SOURCE = _c(
    "entry.fill_source",
    I,
    ("10.5.1.3",),
    "The empty entry was filled with {card} from '{zone}'; it is filled with the top card of the deck.",
    "空いたエントリーに'{zone}'の{card}が置かれました。デッキ置場の一番上のカードを置きます。",
)
ENTRY_SKIPPED = _c(
    "entry.skipped",
    I,
    ("10.5.1", "9.6.2.3"),
    "{seat}'s entry processing ({expected}) was not carried out before the game went on.",
    "{seat}のエントリー処理（{expected_ja}）が行われないままゲームが進みました。",
)
REFRESH_SKIPPED = _c(
    "refresh.skipped",
    I,
    ("10.2.1",),
    "{seat}'s deck was empty and no refresh was done before play went on.",
    "{seat}のデッキが0枚になりましたが、リフレッシュ処理を行わずにゲームが進みました。",
)
REFRESH_UNJUSTIFIED = _c(
    "refresh.unjustified",
    I,
    ("10.2.1",),
    "{seat} refreshed with {count} cards still in the deck.",
    "{seat}はデッキに{count}枚残っている状態でリフレッシュしました。",
)
DEFEAT_CONTINUED = _c(
    "defeat.game_continued",
    I,
    ("10.6.2", "1.2.2.1", "1.2.2"),
    "The game went on after {seats} lost ({why}).",
    "{seats}の敗北（{why}）の後もゲームが続きました。",
)
END_REBIRTH = _c("end.rebirth_cleanup", I, ("7.6.5",), "{problem}", "{problem_ja}")
DECKOUT_LOSS = _c(
    "refresh.loss",
    I,
    ("10.2.1.1", "1.2.2.2"),
    "{seat} had to refresh with an empty waiting room and lost, but the game went on.",
    "{seat}は控え室が0枚の状態でリフレッシュ処理を求められ敗北しましたが、ゲームが続きました。",
)
# A wrong result is a rules breach, not a malformed record: the game's end is decided by 1.2.1-1.2.3
# (10.6 for defeat, 12.x for the team formats, whose clauses are cited beside these where they decide).
RESULT_MISMATCH = _c(
    "result.mismatch",
    I,
    ("1.2.1", "1.2.1.1", "1.2.3"),
    "The recorded result ({recorded}) differs from the engine's ({expected}).",
    "記録された勝敗（{recorded_ja}）がエンジンの判定（{expected_ja}）と異なります。",
)
# --- abilities (9) and keywords (11) ---
ONCE_PER_TURN = _c(
    "ability.once_per_turn",
    I,
    ("9.2.2.1", "9.2.2.1.1"),
    "Ability '{ability}' of {card} was played a second time this turn; it has the use-limit icon.",
    "{card}の能力'{ability}'がこのターン2回目にプレイされました。使用制限アイコンを持つ能力です。",
)
# Product decision Rebirth 4: activated abilities are played only as the turn player's main-phase action
# (7.4.2.3), unless card text grants another timing (1.3.1); needs_ruling only when the card has text the
# engine does not model, or its identity is hidden.
ABILITY_TIMING = _c(
    "ability.timing",
    I,
    ("7.4.2.3", "9.1.1.1", "9.6"),
    "Activated ability '{ability}' of {card} was played during '{phase}' by {actor}; an activated ability is played only by the turn player as a main-phase action (7.4.2.3), unless card text grants another timing.",
    "{card}の起動能力'{ability}'が'{phase}'中に{actor}によってプレイされました。起動能力は、カードのテキストが別のタイミングを与えない限り、ターンプレイヤーのメインフェイズの行動（7.4.2.3）としてのみプレイできます。",
)
ABILITY_HONRYO = _c(
    "ability.condition_honryo",
    I,
    ("11.7.2", "11.7.3", "11.2.3.2"),
    "'{ability}' needs 本領発揮 level {level}; {seat} has {count} qualifying cards in member and retire areas.",
    "'{ability}'には本領発揮レベル{level}が必要ですが、{seat}のメンバーとリタイア置場の該当カードは{count}枚です。",
)
ABILITY_RECOMBO = _c(
    "ability.condition_recombo",
    I,
    ("11.5.2", "11.5.3", "11.2.3.2"),
    "'{ability}' needs Reコンボ{name}; {seat}'s Re-birth zone has no such Re-birth card.",
    "'{ability}'にはReコンボ{name}が必要ですが、{seat}のReバース置場に該当するReバースカードがありません。",
)
ABILITY_REBIRTH_ZONE = _c(
    "ability.rebirth_card_zone",
    R,
    ("9.4.5.1", "9.4.4"),
    "Ability of Re-birth card {card} was played from '{zone}'; it works only in the Re-birth zone unless its text names a zone (text not modelled).",
    "Reバースカード{card}の能力が'{zone}'からプレイされました。領域名指定がない限りReバース置場でのみ有効です（テキストは未対応）。",
)
# --- declared abilities (cards.<id>.abilities; chapters 9-11) ---
ABILITY_UNKNOWN = _c(
    "log.unknown_ability",
    L,
    ("2.2.2",),
    "{card} is recorded playing ability '{ability}', which its declaration in the header does not have.",
    "{card}の能力'{ability}'がプレイされましたが、ヘッダーのカード定義にその能力はありません。",
)
ABILITY_NOT_TRIGGERED = _c(
    "ability.not_triggered",
    I,
    ("9.8.2", "9.8.1"),
    "Automatic ability '{ability}' of {card} was {what}, but it had not triggered: no instance of it was waiting.",
    "{card}の自動能力'{ability}'が{what_ja}が、誘発しておらず待機状態ではありません。",
)
SPARK_NOT_TRIGGERED = _c(
    "ability.spark_not_triggered",
    I,
    ("11.3.1", "11.3.2"),
    "スパーク '{ability}' of {card} was played, but {card} was not put into the entry from the deck by entry processing.",
    "{card}のスパーク'{ability}'がプレイされましたが、{card}はエントリー処理でデッキ置場からエントリーに置かれていません。",
)
ABILITY_ORDER = _c(
    "ability.order",
    I,
    ("10.4.1", "10.4.2", "9.6.2.2"),
    "{actor} played waiting ability '{ability}' of {card}, but {due} had to play a waiting automatic ability first ({first}).",
    "{actor}が待機状態の能力'{ability}'（{card}）をプレイしましたが、先に{due}が待機状態の自動能力（{first}）をプレイする必要があります。",
)
ABILITY_BEFORE_RECOVERY = _c(
    "checktiming.ability_before_recovery",
    I,
    ("9.6.2.1", "9.6.2.2"),
    "Automatic ability '{ability}' of {card} was played while recovery processing was still due ({pending}).",
    "リカバリー処理（{pending}）が残っている状態で{card}の自動能力'{ability}'がプレイされました。",
)
ENTRY_BEFORE_ABILITY = _c(
    "checktiming.entry_before_ability",
    I,
    ("9.6.2.2", "9.6.2.3"),
    "Entry processing was done while automatic abilities were still waiting ({pending}).",
    "自動能力（{pending}）が待機状態のままエントリー処理が行われました。",
)
ABILITY_SKIPPED = _c(
    "ability.skipped",
    I,
    ("9.8.3.1", "9.8.3"),
    "Automatic ability '{ability}' of {card} was waiting, and the game went on without playing it; playing it is mandatory.",
    "{card}の自動能力'{ability}'が待機状態のまま、プレイされずにゲームが進みました。待機状態の自動能力のプレイは強制です。",
)
# 7.2.1 stands and draws first; only then do 7.2.2's triggers happen.
BEFORE_STANDBY_DRAW = _c(
    "ability.before_standby_draw",
    I,
    ("7.2.2", "7.2.1"),
    "Automatic ability '{ability}' of {card} was played before the standby phase's stand and draw (7.2.1); its trigger ('{event}') happens only after them (7.2.2).",
    "{card}の自動能力'{ability}'がスタンバイフェイズのスタンドとドロー（7.2.1）より前にプレイされました。その誘発条件（'{event}'）はその後に発生します（7.2.2）。",
)
NOT_MASTER = _c(
    "ability.not_master",
    I,
    ("9.8.3", "9.2.2.2"),
    "{actor} {what} the waiting ability '{ability}' of {card}, whose master is {master}; only the master plays (or passes over) its own waiting abilities.",
    "{actor}が{master}をマスターとする{card}の待機状態の能力'{ability}'を{what_ja}。待機状態の自動能力をプレイする（またはプレイしない）のはそのマスターです。",
)
EFFECT_NOT_PLAYED = _c(
    "ability.effect_not_played",
    I,
    ("9.7.1", "9.7.4.2"),
    "An effect is recorded as the resolution of '{ability}' of {card}, but that ability was never played; an ability makes its effect only by being played and resolved.",
    "{card}の能力'{ability}'の解決として効果が記録されましたが、その能力はプレイされていません。能力はプレイされ解決されることで効果を発生します。",
)
CANCEL_TARGET = _c(
    "ability.cancel_target",
    I,
    ("11.4.2", "9.1.1.4.2"),
    "Cancel ability '{ability}' of {card} answers plays of {covers}; it was presented against {against}, which it does not cover.",
    "{card}のキャンセル能力'{ability}'の対象は{covers_ja}ですが、対象外の{against_ja}に対して提示されました。",
)
CANCEL_ORDER = _c(
    "ability.cancel_order",
    I,
    ("9.7.3.3",),
    "Cancel ability '{ability}' of {card} was resolved while '{last}', presented after it, was not yet; the presented cancel abilities resolve in the reverse order of their presentation.",
    "{card}のキャンセル能力'{ability}'が、その後に提示された'{last}'より先に解決されました。提示されたキャンセル能力は提示された順の逆順に解決します。",
)
DECLINE_MANDATORY = _c(
    "ability.decline_mandatory",
    I,
    ("9.8.3.1", "9.8.3.1.1", "9.2.2.2"),
    "Waiting ability '{ability}' of {card} was declined, but it has no optional cost and no use-limit icon: playing it is mandatory.",
    "待機状態の{card}の能力'{ability}'がプレイされませんでしたが、任意のコストも使用制限アイコンもないため、プレイは強制です。",
)
ABILITY_ZONE = _c(
    "ability.inactive_zone",
    I,
    ("9.4.4", "9.4.5", "9.4.5.1"),
    "Ability '{ability}' of {card} was played while the card was in '{zone}'; it works only in {active}.",
    "{card}の能力'{ability}'が'{zone}'からプレイされましたが、この能力が有効なのは{active}のみです。",
)
ABILITY_TARGETS = _c(
    "ability.targets",
    I,
    ("9.7.4.2", "1.3.5.1"),
    "Targets of '{ability}' of {card}: {problem}.",
    "{card}の能力'{ability}'の選択：{problem_ja}。",
)
TARGET_GONE = _c(
    "ability.target_gone",
    R,
    ("9.7.4.2", "4.1.4"),
    "On resolving '{ability}' of {card}, the effect acted on {target}, which {problem}; the rulebook does not say whether the effect still applies to a target that is no longer valid or that part is ignored.",
    "{card}の能力'{ability}'の解決で効果が{target}に適用されましたが、{target}は{problem_ja}。選んだカードが条件を満たさなくなった場合に効果を適用するか、その部分を無視するかはルールに記載がありません。",
)
CONDITION_AT_RESOLUTION = _c(
    "ability.condition_at_resolution",
    I,
    ("11.2.3.2", "11.2.3.3"),
    "'{ability}' of {card} was resolved although its {keyword} condition was not met when resolution began; it is not resolved.",
    "{card}の'{ability}'は解決の開始時点で{keyword}の条件が満たされていないのに解決されました。この場合、解決は行われません。",
)
CANCEL_TIMING = _c(
    "ability.cancel_timing",
    I,
    ("9.7.3.1", "11.4.3"),
    "Cancel ability '{ability}' of {card} was presented when no card or ability was being played.",
    "カードや能力のプレイ中でないときに{card}のキャンセル能力'{ability}'が提示されました。",
)
CANCEL_CIRCLE = _c(
    "ability.circle_cancel",
    I,
    ("12.7.5",),
    "{actor} used a cancel ability against {target}'s play; in Circle only the players next to them in turn order may.",
    "{actor}が{target}のプレイにキャンセル能力を使いました。サークルではターン順で直前か直後のプレイヤーのみが使えます。",
)
ZONE_OWNER = _c(
    "zone.owner",
    I,
    ("4.1.1.1",),
    "{card} (owner {owner}) was moved into {player}'s '{zone}'; a card never moves into another player's zone.",
    "{card}（オーナー{owner}）が{player}の'{zone}'に移動しました。カードはオーナー以外のプレイヤーの領域には移動しません。",
)
RECOVER_DESTINATION = _c(
    "recover.destination",
    I,
    ("5.16.1",),
    "Recovered card {card} went to '{to}'; recovering moves retire-area cards to the waiting room.",
    "回復した{card}が'{to}'に置かれました。回復はリタイア置場のカードを控え室に置きます。",
)
# --- multiplayer (12) ---
MP_UNPLAYED = _c(
    "mp.attack_unplayed_player",
    I,
    ("12.3.1",),
    "{actor} attacked {target}, who has not had a turn yet.",
    "{actor}はまだターンを迎えていない{target}をアタックしました。",
)
MP_RUMBLE_TARGET = _c(
    "mp.rumble_target",
    I,
    ("12.6.6",),
    "Rumble: the attack named no valid opponent ({target}).",
    "ランブル：アタックの目標となる相手が正しく指定されていません（{target}）。",
)
MP_RUMBLE_BLOCK = _c(
    "mp.rumble_block",
    I,
    ("12.6.6.1",),
    "Rumble: {actor} blocked an attack aimed at {target}.",
    "ランブル：{target}へのアタックを{actor}がブロックしました。",
)
MP_CIRCLE_TARGET = _c(
    "mp.circle_target",
    I,
    ("12.7.6", "12.7.7.1"),
    "Circle: {actor} attacked {target}; only the next player in turn order ({expected}) may be attacked.",
    "サークル：{actor}が{target}をアタックしました。アタックできるのはターン順で直後のプレイヤー（{expected_ja}）のみです。",
)
MP_CIRCLE_BLOCK = _c(
    "mp.circle_block",
    I,
    ("12.7.6.1",),
    "Circle: {actor} blocked an attack aimed at {target}.",
    "サークル：{target}へのアタックを{actor}がブロックしました。",
)
MP_TEAM_TARGET = _c(
    "mp.team_target",
    I,
    ("12.8.5", "12.9.5", "12.10.5"),
    "{actor} attacked {target}; only the opposite player ({expected}) may be attacked.",
    "{actor}が{target}をアタックしました。アタックできるのは正面のプレイヤー（{expected_ja}）のみです。",
)
MP_TEAM_BLOCK = _c(
    "mp.team_block",
    I,
    ("12.8.5.1", "12.9.5.1", "12.10.5.1"),
    "{actor} blocked an attack on {target}'s character; only that player or a teammate may block.",
    "{actor}が{target}のキャラへのアタックをブロックしました。ブロックできるのはそのキャラのマスターかチームメイトのみです。",
)
MP_TEAM_ACTOR = _c(
    "mp.team_turn_actor",
    I,
    ("12.5.7.2", "12.5.7.2.3", "12.5.7.2.4"),
    "{actor} acted in the turn of team {team}, which they are not part of.",
    "{actor}は自分のチームでないチーム{team}のターンに行動しました。",
)
# --- the record itself ---
LOG_CARD_LOCATION = _c(
    "log.card_location",
    L,
    ("4.1.2.2",),
    "{card} is recorded as coming from {seat}'s '{zone}', but {where}.",
    "{card}は{seat}の'{zone}'から移動したと記録されていますが、{where_ja}。",
)
LOG_NOT_IN_DECK = _c(
    "log.not_in_decklist",
    L,
    ("6.2.1.1", "3.1.1"),
    "{card} is identified as {card_id}, but {seat}'s decklist has no unaccounted copy of it.",
    "{card}は{card_id}と記録されていますが、{seat}のデッキリストに未確認の同カードが残っていません。",
)
LOG_IDENTITY = _c(
    "log.identity_conflict",
    L,
    ("4.1.4",),
    "{card} was identified as {before} earlier and as {now} here.",
    "{card}は以前{before}と記録され、ここでは{now}と記録されています。",
)
LOG_BAD_ARGS = _c(
    "log.bad_args",
    L,
    ("9.7.2",),
    "'{act}' is missing or has a malformed argument: {problem}.",
    "'{act}'の引数が不足しているか不正です：{problem_ja}。",
)
LOG_UNKNOWN_ACT = _c(
    "log.unknown_act",
    L,
    ("5.1.1",),
    "Action '{act}' is not known to the Rebirth engine.",
    "行動'{act}'はReバースのエンジンでは扱えません。",
)
LOG_UNKNOWN_SEAT = _c(
    "log.unknown_seat",
    L,
    ("3.1.1",),
    "Seat '{seat}' is not a player of this game.",
    "席'{seat}'はこのゲームのプレイヤーではありません。",
)
LOG_UNKNOWN_CARD = _c(
    "log.unknown_card",
    L,
    ("2.2.2",),
    "Card id '{card_id}' has no definition in the header.",
    "カードID'{card_id}'の定義がヘッダーにありません。",
)
LOG_SNAPSHOT = _c(
    "log.snapshot",
    L,
    ("4.1.2.2",),
    "The mid-game snapshot is unusable: {problem}.",
    "途中局面の記録が使えません：{problem_ja}。",
)
MAIN_PHASE_ONLY = _c(
    "main.wrong_phase",
    I,
    ("7.4.2", "7.1.2"),
    "'{act}' was done during '{phase}'; it is one of the main-phase actions.",
    "'{act}'が'{phase}'中に行われました。これはメインフェイズの行動です。",
)
