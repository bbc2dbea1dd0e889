"""Every kaiju check: its code, verdict, the clauses it enforces and its messages.

Clause numbers are exactly as rules_index/parsers/kaiju.py stores them (dotted, no trailing dot).
Where the rulebook leaves a point open (see /work/shared/briefs/kaiju.md 7.1), the check's verdict is
needs_ruling and its message says what a judge has to decide.
"""

from __future__ import annotations

from judge.engine.core.declare import I, L, R, declarer

GAME = "kaiju"
_c = declarer(GAME)


# --- deck construction (6.1) -----------------------------------------------------------------------
KAIJU_DECK_SIZE = _c(
    "deck.kaiju_deck_size",
    I,
    ("6.1.1.1",),
    "Kaiju deck has {count} cards; it must have exactly 4 (one of each grade I-IV).",
    "怪獣デッキが{count}枚です。等級I～IVを1枚ずつ、計4枚必要です。",
)
KAIJU_DECK_GRADES = _c(
    "deck.kaiju_deck_grades",
    I,
    ("6.1.1.1", "2.3.2.1"),
    "Kaiju deck grades are {grades}; it needs exactly one kaiju of each grade I-IV.",
    "怪獣デッキの等級が{grades}です。等級I～IVを1枚ずつ入れる必要があります。",
)
KAIJU_DECK_TYPE = _c(
    "deck.kaiju_deck_type",
    I,
    ("6.1.1.1", "2.2.2"),
    "Card {card} in the kaiju deck is a {type} card; only kaiju cards go there.",
    "怪獣デッキの{card}は{type}カードです。怪獣デッキには怪獣カードのみ入ります。",
)
MAIN_SIZE = _c(
    "deck.main_size",
    I,
    ("6.1.1.2",),
    "Main deck has {count} cards; it must have exactly 50.",
    "メインデッキが{count}枚です。ちょうど50枚必要です。",
)
ICON_TWO = _c(
    "deck.icon_two_limit",
    I,
    ("6.1.1.2.2", "2.8.2"),
    "Main deck has {count} cards with advance icon 2; at most 10 are allowed.",
    "メインデッキに進攻アイコン2のカードが{count}枚あります。合計10枚までです。",
)
COLOR = _c(
    "deck.color",
    I,
    ("6.1.1.3", "2.4.3"),
    "Card {card} ({colors}) shares no colour with the grade-I kaiju ({base}) and is not white.",
    "{card}（{colors}）は等級Iの怪獣（{base}）と共通の色を持たず、白でもありません。",
)
COPIES = _c(
    "deck.copies",
    I,
    ("6.1.1.4", "6.1.1.4.1"),
    "The two decks hold {count} cards with card number {number}; at most 4 are allowed.",
    "2つのデッキにカードナンバー{number}のカードが{count}枚あります。4枚までです。",
)
TOKEN = _c(
    "deck.token",
    I,
    ("6.1.1.5", "9.1.5"),
    "Card {card} has the trait トークン and cannot be put in a deck.",
    "{card}は特徴「トークン」を持つため、デッキに入れられません。",
)
CONSTRUCTION_TEXT = _c(
    "deck.construction_ability",
    R,
    ("6.1.2", "12.8.2"),
    "Card {card} has a deck-construction ability (e.g. 【共鳴】) whose conditions the engine does not model; a judge must check the deck against it.",
    "{card}はデッキ構築条件を変更する能力（【共鳴】など）を持ちます。エンジンはその条件を扱えないため、ジャッジが確認してください。",
)
UNKNOWN_CARD = _c(
    "deck.unknown_card",
    L,
    ("2.11.2",),
    "Card {card} has no definition (type, grade, colours) in the log header.",
    "カード{card}の定義（種別・等級・色）がヘッダーにありません。",
)
BAD_TYPE = _c(
    "deck.bad_type",
    L,
    ("2.2.1",),
    "Card {card} has type '{type}'; the types are 怪獣 (kaiju), 交戦 (engage) and 戦略 (strategy).",
    "カード{card}の種別が'{type}'です。種別は怪獣・交戦・戦略のいずれかです。",
)

# --- setup (6.3) -----------------------------------------------------------------------------------
SETUP_SHUFFLE = _c(
    "setup.shuffle",
    I,
    ("6.3.1.3",),
    "{seat} took the opening hand without shuffling the deck first.",
    "{seat}が山札をシャッフルせずに初期手札を取りました。",
)
SETUP_HAND = _c(
    "setup.opening_hand",
    I,
    ("6.3.1.5",),
    "{seat} took {count} cards as the opening hand; it is exactly 5 from the top of the deck.",
    "{seat}の初期手札が{count}枚です。山札の上から5枚です。",
)
SETUP_KAIJU = _c(
    "setup.first_kaiju",
    I,
    ("6.3.1.6",),
    "{seat}'s first advancing kaiju is {problem}; it must be the grade-I kaiju of the kaiju deck.",
    "{seat}の最初の進攻怪獣が不正です（{problem_ja}）。怪獣デッキの等級Iの怪獣カードです。",
)
SETUP_AREA = _c(
    "setup.first_kaiju_area",
    I,
    ("6.3.1.6.1",),
    "{seat}'s kaiju started in area {area}; it starts in area 1.",
    "{seat}の進攻怪獣がエリア{area}から開始しました。開始位置はエリア1です。",
)

# --- turn structure (7) ----------------------------------------------------------------------------
TURN_ORDER = _c(
    "turn.order",
    I,
    ("7.5.7", "7.1.1"),
    "Turn {turn} was taken by {actor}; turns alternate, so it was {expected}'s turn.",
    "ターン{turn}を{actor}が行いました。ターンは交互なので{expected}のターンです。",
)
PHASE_ORDER = _c(
    "turn.phase_order",
    I,
    ("7.1.2",),
    "Phase {phase} came after {previous}; each turn runs start, main, repel, end in this order.",
    "{previous}の後に{phase}が行われました。各ターンはスタート・メイン・撃退・エンドの順です。",
)
NOT_TURN_PLAYER = _c(
    "turn.not_turn_player",
    I,
    ("8.1.1", "7.1.1"),
    "{actor} did '{act}' during {turn_player}'s turn; only the turn player takes main-phase actions.",
    "{turn_player}のターンに{actor}が'{act}'を行いました。メインフェイズの行動はターンプレイヤーのみ行えます。",
)
OUTSIDE_MAIN = _c(
    "turn.outside_main",
    I,
    ("8.1.1", "7.3.2"),
    "'{act}' was done in the {phase} phase; it is a main-phase action.",
    "'{act}'が{phase}フェイズに行われました。これはメインフェイズの行動です。",
)
START_DRAW = _c(
    "start.draw_count",
    I,
    ("7.2.2",),
    "{seat} drew {drawn} cards in the start phase; the opponent's kaiju is grade {grade}, so {grade} cards.",
    "{seat}はスタートフェイズに{drawn}枚引きました。相手の進攻怪獣の等級が{grade}なので{grade}枚です。",
)
START_STRATEGY = _c(
    "start.strategy_cleanup",
    I,
    ("7.2.3", "12.9.2"),
    "{seat}'s strategy card {card} was {problem}.",
    "{seat}の戦略カード{card}について：{problem_ja}。",
)

# --- main-phase actions (8) ------------------------------------------------------------------------
CARD_TYPE = _c(
    "main.card_type",
    I,
    ("8.2.1", "8.3.1", "8.5.1"),
    "'{act}' needs a {wanted} card; {card} is a {type} card.",
    "'{act}'には{wanted}カードが必要ですが、{card}は{type}カードです。",
)
ENGAGE_GRADE = _c(
    "main.engage_grade",
    I,
    ("8.2.1", "2.3.2.2.1"),
    "Engage card {card} has grade {grade}; the opponent's kaiju is in area {area}, so at most grade {area}.",
    "交戦カード{card}の等級は{grade}です。相手の進攻怪獣はエリア{area}にいるため、等級{area}以下のみ出現できます。",
)
ENGAGE_AREA = _c(
    "main.engage_area",
    I,
    ("10.5.2.1.2", "4.4.2"),
    "Engage card {card} went to area {area}; it must go to one of the player's own areas 1-8 without their advancing kaiju.",
    "交戦カード{card}がエリア{area}に置かれました。自分の進攻怪獣がいない自分のエリア（1～8）を指定します。",
)
STRATEGY_GRADE = _c(
    "main.strategy_grade",
    I,
    ("8.3.1", "2.3.2.3.1"),
    "Strategy card {card} has grade {grade}; the player's own kaiju is in area {area}, so at most grade {area}.",
    "戦略カード{card}の等級は{grade}です。自分の進攻怪獣はエリア{area}にいるため、等級{area}以下のみ発動できます。",
)
STRATEGY_FULL = _c(
    "main.strategy_full",
    I,
    ("8.3.2", "4.5.2"),
    "Strategy card {card} was played while both strategy zones were occupied.",
    "戦略カード置き場が2つとも埋まっている状態で戦略カード{card}を発動しました。",
)
ANGER_NOT_KAIJU = _c(
    "main.anger_discard",
    I,
    ("8.4.1",),
    "Anger was gained by discarding {card}, a {type} card; it takes a kaiju card from hand.",
    "{type}カード{card}を捨てて怒りを獲得しました。手札の怪獣カードを捨てる必要があります。",
)
KAIJU_ONCE = _c(
    "main.kaiju_once_per_turn",
    I,
    ("8.5.2",),
    "{seat} played a second kaiju card from hand this turn; a kaiju appears from hand once per turn.",
    "{seat}はこのターン2回目の怪獣カードの出現を行いました。各ターン1回のみです。",
)
KAIJU_GRADE = _c(
    "main.kaiju_grade",
    I,
    ("8.5.1", "12.5.2"),
    "Kaiju card {card} has grade {grade} (強襲: {assault}); the advancing kaiju is grade {current}, so it must be the same grade.",
    "怪獣カード{card}の等級は{grade}（強襲: {assault}）です。進攻怪獣の等級{current}と同じ等級が必要です。",
)
KAIJU_TRAIT = _c(
    "main.kaiju_trait",
    I,
    ("8.5.1", "2.5.1.1"),
    "Kaiju card {card} shares no trait with the advancing kaiju {current}.",
    "怪獣カード{card}は進攻怪獣{current}と共通の特徴を持ちません。",
)
ADVANCE_ONCE = _c(
    "main.advance_once_per_turn",
    I,
    ("8.6.2",),
    "{seat} advanced (進攻) a second time this turn; 進攻 is once per turn.",
    "{seat}はこのターン2回目の進攻を行いました。進攻は各ターン1回のみです。",
)
ADVANCE_DISTANCE = _c(
    "main.advance_distance",
    I,
    ("8.6.1.2", "8.6.1.1", "5.13.1"),
    "The kaiju moved to area {logged}; discarding {card} (advance icon {icon}) from area {start} takes it to area {expected}.",
    "進攻怪獣がエリア{logged}に移動しました。エリア{start}から進攻アイコン{icon}の{card}を捨てた場合、エリア{expected}です。",
)
ADVANCE_BLOCKED = _c(
    "main.advance_win",
    I,
    ("5.13.1.1.2", "5.13.1.1.1"),
    "The log says {problem}.",
    "{problem_ja}。",
)
ADVANCE_NO_ICON = _c(
    "main.advance_icon_unknown",
    R,
    ("8.6.1.1", "2.8.1", "1.3.2.2"),
    "Card {card} discarded for 進攻 is not identified in the log, so its advance icon, and how far the kaiju moves, is not stated.",
    "進攻のために捨てた{card}のカード情報が記録されていないため、進攻アイコンと進攻怪獣の移動数が分かりません。",
)
ASSAULT_DISCARD = _c(
    "kaiju.assault_discard",
    I,
    ("12.5.2", "12.5.2.1"),
    "{seat}'s kaiju card {card}, played with 【強襲】, was not discarded at the start of the end phase.",
    "{seat}が【強襲】でプレイした怪獣カード{card}が、エンドフェイズ開始時に捨て札に置かれていません。",
)
ASSAULT_NOT_DUE = _c(
    "kaiju.assault_discard_not_due",
    I,
    ("12.5.2",),
    "{card} was discarded as a 【強襲】 card, but {problem}.",
    "{card}が【強襲】のカードとして捨て札に置かれましたが、{problem_ja}。",
)

# --- repel phase (7.4, 5.15) -----------------------------------------------------------------------
REPEL_NOT_DUE = _c(
    "repel.not_due",
    I,
    ("7.4.3", "7.4.2"),
    "The opponent's kaiju was repelled with total repel power {total} against threat {threat}.",
    "合計撃退力{total}で脅威度{threat}の相手の進攻怪獣を撃退しました。",
)
REPEL_SKIPPED = _c(
    "repel.skipped",
    I,
    ("7.4.3", "7.4.2", "3.4.5"),
    "Total repel power {total} reached the threat {threat} of {seat}'s kaiju, but it was not repelled.",
    "合計撃退力{total}が{seat}の進攻怪獣の脅威度{threat}以上ですが、撃退されていません。",
)
REPEL_UNKNOWN = _c(
    "repel.card_text",
    R,
    ("7.4.2", "5.16.1", "1.3.1"),
    "Cards whose text the engine does not model (or hidden cards) are on the field; the total repel power ({total}) or the threat ({threat}) may differ from the printed figures.",
    "エンジンが扱えないテキストを持つカードがあります。合計撃退力（{total}）や脅威度（{threat}）が印刷の値と異なる可能性があります。",
)
REPEL_MOVE = _c(
    "repel.move_back",
    I,
    ("5.15.1.1", "4.4.5.1"),
    "The repelled kaiju was put in area {logged}; from area {start} it goes to area {expected}.",
    "撃退された進攻怪獣がエリア{logged}に置かれました。エリア{start}からはエリア{expected}です。",
)
REPLACEMENT_GRADE = _c(
    "repel.replacement_grade",
    I,
    ("5.15.1.2",),
    "The new kaiju {card} has grade {grade}; after a grade-{current} kaiju is repelled, it must be grade {wanted}.",
    "新たな進攻怪獣{card}の等級は{grade}です。等級{current}の怪獣が撃退された後は等級{wanted}です。",
)
REPLACEMENT_TRAIT = _c(
    "repel.replacement_trait",
    I,
    ("5.15.1.2", "2.5"),
    "The new kaiju {card} shares no trait with the repelled kaiju {current}.",
    "新たな進攻怪獣{card}は撃退された進攻怪獣{current}と共通の特徴を持ちません。",
)
REPLACEMENT_SOURCE = _c(
    "repel.replacement_source",
    I,
    ("5.15.1.2", "4.6.1"),
    "The new kaiju {card} did not come from {seat}'s kaiju deck zone.",
    "新たな進攻怪獣{card}が{seat}の怪獣デッキ置き場から選ばれていません。",
)
REPLACEMENT_MISSING = _c(
    "repel.replacement_missing",
    I,
    ("5.15.1.2",),
    "{seat} has a legal new kaiju ({cards}) in the kaiju deck zone but none was put out.",
    "{seat}の怪獣デッキ置き場に条件を満たす怪獣カード（{cards}）がありますが、新たな進攻怪獣が出ていません。",
)
REPEL_LOSS = _c(
    "repel.loss",
    I,
    ("5.15.1.2.1", "1.2.1.2", "5.15.1.2.2"),
    "{seat} had no legal new kaiju after the repel, so {seat} lost (撃退勝利); the game went on.",
    "撃退後、{seat}は新たな進攻怪獣を出せないため敗北しています（撃退勝利）が、ゲームが続行されました。",
)

# --- end phase (7.5) -------------------------------------------------------------------------------
END_ADVANCE_SKIPPED = _c(
    "end.advance_skipped",
    I,
    ("7.5.2", "5.13.1"),
    "{seat}'s kaiju in area {area} did not move forward in the end phase.",
    "{seat}の進攻怪獣（エリア{area}）がエンドフェイズに前進していません。",
)
END_ADVANCE_EXTRA = _c(
    "end.advance_extra",
    I,
    ("7.5.2", "5.13.1.1.1"),
    "{seat}'s kaiju moved forward in the end phase {problem}.",
    "{seat}の進攻怪獣がエンドフェイズに前進しました（{problem_ja}）。",
)
END_REFILL = _c(
    "end.refill",
    I,
    ("7.5.4",),
    "{seat} ended the turn with {hand} cards in hand after the end-phase draw ({problem}); draw until the hand has 5 and no more.",
    "{seat}のエンドフェイズのドロー後の手札が{hand}枚です（{problem_ja}）。手札が5枚になるまで引きます。",
)

# --- rule processes (11) ---------------------------------------------------------------------------
TRAMPLE_SKIPPED = _c(
    "process.trample_skipped",
    I,
    ("11.3.3", "11.3.2", "11.1.2.1"),
    "Engage card {card} shares area {area} with {seat}'s advancing kaiju and was not destroyed at once (踏み潰し).",
    "交戦カード{card}が{seat}の進攻怪獣と同じエリア{area}にありますが、ただちに破壊されていません（踏み潰し処理）。",
)
TRAMPLE_NOT_DUE = _c(
    "process.trample_not_due",
    I,
    ("11.3.2",),
    "Engage card {card} was destroyed by 踏み潰し, but no advancing kaiju is in its area.",
    "交戦カード{card}が踏み潰し処理で破壊されましたが、そのエリアに進攻怪獣はいません。",
)
DUPLICATE_SKIPPED = _c(
    "process.duplicate_skipped",
    I,
    ("11.5.1", "10.4.2"),
    "{where} held more than one card after the check timing; all but the last placed are destroyed.",
    "チェックタイミング後も{where_ja}に複数のカードがあります。最後に置かれたカード以外を破壊します。",
)
DUPLICATE_WRONG = _c(
    "process.duplicate_wrong_card",
    I,
    ("11.5.1",),
    "{card} was destroyed by the duplicate-card process, but {problem}.",
    "重複カード処理で{card}が破壊されましたが、{problem_ja}。",
)
RESHUFFLE_SKIPPED = _c(
    "process.reshuffle_skipped",
    I,
    ("11.2.2", "11.2.3", "11.2.1"),
    "{seat} drew {count} cards with {deck} in the deck and {discard} in the discard pile; the discard pile is shuffled into the deck when a draw meets an empty deck.",
    "{seat}は山札{deck}枚・捨て札{discard}枚の状態で{count}枚引きました。山札が0枚で引く際は捨て札をデッキに戻してシャッフルします。",
)
RESHUFFLE_NOT_DUE = _c(
    "process.reshuffle_not_due",
    I,
    ("11.2.2",),
    "{seat} reshuffled the discard pile into a deck that still had {deck} cards.",
    "{seat}は山札が{deck}枚残っている状態でリシャッフルを行いました。",
)
GAME_OVER_CONTINUED = _c(
    "game.continued_after_end",
    I,
    ("1.2.1", "1.2.3"),
    "The game had ended ({why}); '{act}' was recorded after it.",
    "ゲームは終了しています（{why}）が、その後に'{act}'が記録されています。",
)
ANGER_NEGATIVE = _c(
    "anger.negative",
    I,
    ("3.4.4",),
    "{seat}'s anger was recorded as {anger}; anger below 0 becomes 0.",
    "{seat}の怒りが{anger}と記録されました。怒りが0未満になる場合は0になります。",
)
ANGER_CARRY = _c(
    "anger.after_new_kaiju",
    I,
    ("3.4.1", "3.4.3"),
    "{seat}'s kaiju was replaced with anger {anger} and the log {verb} it; anger belongs to the player's advancing kaiju and stays on the new top card (reset only at 6.3.1.7 and 7.2.4).",
    "{seat}の進攻怪獣が怒り{anger}の状態で入れ替わり、記録では怒りを{verb_ja}。怒りはプレイヤーの進攻怪獣のものであり、新たな一番上のカードにも残ります（リセットは6.3.1.7と7.2.4のみ）。",
)

# --- abilities (10.4-10.6, 10.10), keywords (12) and effects -----------------------------------------
ABILITY_NOT_PENDING = _c(
    "ability.not_pending",
    I,
    ("10.6.2", "10.6.1"),
    "{card}'s ability {ability} was {verb} but it was not waiting: {why}.",
    "{card}の能力{ability}が{verb_ja}が、待機状態ではありません：{why_ja}。",
)
ABILITY_SKIPPED = _c(
    "ability.skipped",
    I,
    ("10.6.3.1", "10.4.3.2"),
    "{seat}'s waiting ability {ability} of {card} (a mandatory one) was never played before '{act}'.",
    "{seat}の{card}の能力{ability}（強制）が待機状態のまま、プレイされずに'{act}'が行われました。",
)
ABILITY_DECLINED = _c(
    "ability.declined_mandatory",
    I,
    ("10.6.3.1",),
    "{card}'s waiting ability {ability} is mandatory; it cannot be declined.",
    "{card}の能力{ability}は強制であり、プレイしないことは選べません。",
)
ABILITY_ORDER = _c(
    "ability.order",
    I,
    ("10.4.3.2", "10.4.3.3"),
    "{seat} played {card}'s ability {ability} while the turn player {turn_player} still had a waiting ability; the turn player's are played first.",
    "ターンプレイヤー{turn_player}の自動能力が待機している間に、{seat}が{card}の能力{ability}をプレイしました。ターンプレイヤーが先です。",
)
ABILITY_NOT_MASTER = _c(
    "ability.not_master",
    I,
    ("10.6.3",),
    "{actor} played {card}'s ability {ability}, whose master is {seat}; a player plays only the waiting abilities they are master of.",
    "{actor}が{card}の能力{ability}をプレイしましたが、そのマスターは{seat}です。プレイヤーは自身がマスターである待機状態の自動能力のみをプレイします。",
)
ABILITY_BEFORE_PROCESS = _c(
    "ability.before_rule_process",
    I,
    ("10.4.3.1", "10.4.1.1"),
    "An ability was played while a rule process ({process} of {card}) was still due; rule processes come first.",
    "ルール処理（{card}の{process}）が残っている間に能力がプレイされました。ルール処理が先です。",
)
ABILITY_TARGETS = _c(
    "ability.targets",
    I,
    ("10.5.3.1", "10.5.3"),
    "{card}'s ability {ability}: {problem}.",
    "{card}の能力{ability}：{problem_ja}。",
)
ABILITY_TARGET_LEFT = _c(
    "ability.target_left",
    R,
    ("10.10.1", "10.10.1.2"),
    "{card}'s ability {ability} resolved on {target}, which {problem}; the rulebook gives only its last information (10.10.1) and does not say whether the effect still applies to it: a judge must decide.",
    "{card}の能力{ability}が{target}に対して解決されましたが、{target}は{problem_ja}。最終情報（10.10.1）のみが定められています。効果はなお適用されますか？",
)
ABILITY_TEXT = _c(
    "ability.free_text",
    R,
    ("10.1.1.1.1", "1.3.1"),
    "{card}'s ability {ability} is declared only in free text, which the engine does not model ({what}); a judge must decide it.",
    "{card}の能力{ability}は自由記述でのみ宣言されています（{what_ja}）。ジャッジの判断が必要です。",
)
ABILITY_UNKNOWN = _c(
    "log.ability",
    L,
    ("10.1.1",),
    "{card} has no declared ability '{ability}'.",
    "{card}には'{ability}'という能力が宣言されていません。",
)
AWAKEN_INACTIVE = _c(
    "keyword.awaken",
    I,
    ("12.4.2",),
    "{card}'s ability {ability} has 【覚醒({n})】 but {seat}'s advancing kaiju is in area {area}; it works only in area {n} or higher.",
    "{card}の能力{ability}は【覚醒({n})】ですが、{seat}の進攻怪獣はエリア{area}にいます。エリア{n}以上でのみ有効です。",
)
EVOLVE_CARD = _c(
    "keyword.evolve",
    I,
    ("12.6.2",),
    "{card} evolved into {new}, which {problem}.",
    "{card}が{new}に進化しましたが、{new}は{problem_ja}。",
)
EVOLVE_SHUFFLE = _c(
    "keyword.evolve_shuffle",
    I,
    ("12.6.2",),
    "{seat} searched the deck for {card}'s 【進化】 ({ability}) and did not shuffle it before '{act}'.",
    "{seat}は{card}の【進化】（{ability}）で山札を探しましたが、シャッフルせずに'{act}'を行いました。",
)
EFFECT_NOT_AS_DECLARED = _c(
    "effect.not_as_declared",
    I,
    ("10.7.1",),
    "{card}'s ability {ability} resolved otherwise than it says: {problem}.",
    "{card}の能力{ability}の解決が能力の内容と異なります：{problem_ja}。",
)
EFFECT_DRAW = _c(
    "effect.draw_count",
    I,
    ("10.7.1", "5.4.2"),
    "{card}'s ability {ability} draws {n}; {drawn} were drawn for it.",
    "{card}の能力{ability}は{n}枚引く効果ですが、{drawn}枚引かれています。",
)
EFFECT_APPEAR_AREA = _c(
    "effect.appear_area",
    I,
    ("5.11.1.1",),
    "Engage card {card} was put by an effect into {seat}'s area {area}, where {seat}'s advancing kaiju is; it does not appear there.",
    "交戦カード{card}が効果により{seat}のエリア{area}に置かれましたが、そこには{seat}の進攻怪獣がいるため出現しません。",
)
EFFECT_APPEAR_TOGETHER = _c(
    "effect.appear_together",
    I,
    ("5.11.1.3",),
    "{card}'s ability {ability} made {count} engage cards appear together and put more than one into {seat}'s area {areas}; they go into different areas as far as possible.",
    "{card}の能力{ability}で{count}枚の交戦カードが同時に出現し、{seat}のエリア{areas}に複数枚が置かれました。可能な限り互いに異なるエリアに出る必要があります。",
)
EFFECT_IMPROPER = _c(
    "effect.improper_zone",
    I,
    ("11.4.1",),
    "{card}, a {type} card, was put into {zone} by an effect; it cannot stay there and goes to its owner's discard pile at once.",
    "{type}カードの{card}が効果により{zone_ja}に置かれました。そこには存在できず、ただちにオーナーの捨て札に置かれます。",
)
TOKEN_ZONE = _c(
    "effect.token_zone",
    I,
    ("9.1.4.2", "9.1.4.1"),
    "Token {card} was used after it was moved to the {zone}; an engage token exists only in an area and ceased to exist there at once.",
    "トークン{card}は{zone}に移動した時点で消滅しています（交戦トークンはエリアにのみ存在できます）が、その後に使われました。",
)
EFFECT_KAIJU_MOVE = _c(
    "effect.kaiju_move",
    I,
    ("5.13.1", "5.13.2", "5.13.1.1.1", "5.13.2.1"),
    "{seat}'s kaiju went to area {logged} by an effect's {how} of {count} from area {start}; the rules take it to area {expected}.",
    "効果による{how_ja}{count}回で{seat}の進攻怪獣がエリア{start}からエリア{logged}に移動しましたが、ルール上はエリア{expected}です。",
)
EFFECT_ANGER = _c(
    "effect.anger",
    I,
    ("10.7.1",),
    "{card}'s ability {ability} changes {seat}'s anger from {before} to {expected}; the log made it {logged}.",
    "{card}の能力{ability}により{seat}の怒りは{before}から{expected}になるはずですが、記録では{logged}です。",
)
EFFECT_KAIJU_AREA = _c(
    "effect.kaiju_area",
    I,
    ("5.13.1", "5.13.2"),
    "{card}'s ability {ability} ({what}) leaves {seat}'s kaiju in area {expected} from area {start}; the log put it in area {logged}.",
    "{card}の能力{ability}（{what_ja}）で{seat}の進攻怪獣はエリア{start}からエリア{expected}になるはずですが、記録ではエリア{logged}です。",
)
EFFECT_REPLACEMENT = _c(
    "effect.replacement_unavailable",
    I,
    ("10.9.3",),
    "{card} was not destroyed by {source}'s ability {by}, as if its replacement {ability} applied; that choice could not be carried out, so the replacement does not apply and the card is destroyed.",
    "{source}の能力{by}で{card}が破壊されず、置換効果{ability}が適用されたかのように扱われました。その選択は実行できないため置換効果は適用できず、{card}は破壊されます。",
)
EFFECT_RESULT = _c(
    "effect.result",
    I,
    ("1.2.4",),
    "An effect of {card} ({ability}) made {seat} {verb}, but no declared ability of it wins or loses the game.",
    "{card}（{ability}）の効果で{seat}が{verb_ja}が、その能力にはゲームに勝利・敗北させる効果がありません。",
)
RESULT_WRONG = _c(
    "game.result_wrong",
    I,
    ("1.2.1",),
    "The logged result ({logged}) is not the one the rules give ({engine}, by {why}).",
    "記録された結果（{logged}）はルール上の結果（{engine}、{why}）と異なります。",
)
RESULT_NOT_OVER = _c(
    "game.result_not_over",
    I,
    ("1.2.1", "1.2.4"),
    "A result ({logged}) was logged but nothing in the rules has ended the game yet.",
    "結果（{logged}）が記録されましたが、ルール上ゲームはまだ終了していません。",
)

# --- log errors ------------------------------------------------------------------------------------
LOG_UNKNOWN_ACT = _c(
    "log.unknown_act",
    L,
    ("7.1.2",),
    "Action '{act}' is not a kaiju action; see docs/log-format.md.",
    "'{act}'は怪獣カードゲームの行動ではありません。docs/log-format.mdを参照してください。",
)
LOG_UNKNOWN_SEAT = _c(
    "log.unknown_seat",
    L,
    ("1.1.1",),
    "Seat {seat} is not in the header.",
    "席{seat}はヘッダーにありません。",
)
LOG_CARD = _c(
    "log.card",
    L,
    ("4.1.2.2",),
    "Card {card}: {problem}.",
    "カード{card}：{problem_ja}。",
)
LOG_RESULT = _c(
    "log.result_mismatch",
    L,
    ("1.2.1",),
    "The logged result ({logged}) differs from the engine's ({engine}).",
    "記録された結果（{logged}）がエンジンの判定（{engine}）と異なります。",
)

# --- mid-game snapshot (header.snapshot) -----------------------------------------------------------
# A snapshot is the position a late judge finds at the table, between two actions. These checks judge
# the position itself (seq None); findings about what happens after it come from the checks above.
SNAPSHOT_KAIJU_DECK = _c(
    "snapshot.kaiju_deck_size",
    I,
    ("6.1.1.1", "4.6.1"),
    "{seat}'s kaiju deck zone holds {count} cards; the kaiju deck placed there has only 4.",
    "{seat}の怪獣デッキ置き場に{count}枚あります。置かれる怪獣デッキは4枚のみです。",
)
SNAPSHOT_STACK = _c(
    "snapshot.advancing_kaiju",
    I,
    ("3.3.2", "3.3.1"),
    "{seat}'s advancing kaiju is {problem}; every player has one, made of kaiju cards only.",
    "{seat}の進攻怪獣が不正です（{problem_ja}）。各プレイヤーは怪獣カードのみからなる進攻怪獣を1つ持ちます。",
)
SNAPSHOT_AREA = _c(
    "snapshot.area",
    L,
    ("4.4.2", "4.4.3"),
    "The snapshot puts {what} in area {area}; a player's areas are numbered 1 to 8.",
    "途中局面の記録で{what_ja}がエリア{area}にあります。エリアは1～8のみです。",
)
SNAPSHOT_STRATEGY_ZONES = _c(
    "snapshot.strategy_zones",
    L,
    ("4.5.2",),
    "The snapshot gives {seat} {count} strategy zones; each player has 2.",
    "途中局面の記録で{seat}の戦略カード置き場が{count}個あります。各プレイヤーは2つです。",
)
SNAPSHOT_IMPROPER = _c(
    "snapshot.improper_card",
    I,
    ("11.4.1",),
    "{card} ({type}) lies in {where}; the improper-card process puts such a card into its owner's discard pile.",
    "{card}（{type}）が{where_ja}にあります。不正カード処理によりオーナーの捨て札に置かれるカードです。",
)
SNAPSHOT_CARD_COUNT = _c(
    "snapshot.card_count",
    L,
    ("4.1.2.2", "6.1.1.2", "6.1.1.1"),
    "The snapshot accounts for {count} of {seat}'s cards; {seat}'s decks hold {expected}, and every card is in some zone.",
    "途中局面の記録で{seat}のカードは{count}枚です。{seat}のデッキは{expected}枚で、すべてのカードはいずれかの領域にあります。",
)
SNAPSHOT_NOT_IN_DECK = _c(
    "snapshot.not_in_decklist",
    L,
    ("3.1.1", "6.3.1.1"),
    "The snapshot shows {count} of {seat}'s cards {card}; {seat}'s decklist holds {allowed}.",
    "途中局面の記録で{seat}のカード{card}が{count}枚あります。{seat}のデッキリストには{allowed}枚です。",
)
