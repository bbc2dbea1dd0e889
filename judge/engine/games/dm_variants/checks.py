"""Every dm-variants check of the core game: its code, verdict, clauses and messages.

Clause numbers are exactly as rules_index/parsers/dm_variants.py stores them (`600.6a`, `608.8c~2`;
section headings are bare three-digit numbers such as `403`).

The variant document presupposes the official Duel Masters rules without reproducing them (brief
3.1). A check that rests on an official rule says so in its message ("official rule, not in the
indexed variant text") and cites two things: the heading of the variant section the rule would sit
under (the anchor sections of brief 1: 100 game requirements, 102 winning, 401 mana charge step, 402
main step, 403 attack step, 502 state-based actions; 002.1 ties them to the official numbering), and
001.1, the clause of this text that keeps the official rules in force wherever a variant does not
directly contradict them (decisions DM 11). A heading alone decides nothing, and the engine never
cites a clause that says something else.
"""

from __future__ import annotations

from judge.engine.core.checks import CheckSpec
from judge.engine.core.declare import I, L, R, declarer
from judge.engine.core.verdicts import Verdict
from judge.engine.games.dm_variants.formats import POLICIES

GAME = "dm-variants"
OFFICIAL_EN = " (official rule, not in the indexed variant text)"
OFFICIAL_JA = "（公式の総合ルールによる。変種ルール文書には記載なし）"


_c = declarer(GAME)


# 001.1: a variant overrides the official rules only where it directly contradicts them, so this is the
# clause of the indexed text that decides an official rule applies (the rule itself is not indexed).
OFFICIAL_BASIS = "001.1"


def _o(code: str, verdict: Verdict, clauses: tuple[str, ...], en: str, ja: str) -> CheckSpec:
    """A check resting on the official rules: the message says so, and it cites 001.1 besides its section."""
    cited = clauses if OFFICIAL_BASIS in clauses else (*clauses, OFFICIAL_BASIS)
    return _c(code, verdict, cited, en + OFFICIAL_EN, ja + OFFICIAL_JA)


# --- format and header (100, 600, 605, 606) --------------------------------------------------------
SEAT_COUNT = _c(
    "format.seat_count",
    I,
    ("100.1", "600.1", "606.1"),
    "The {format} format is played by {wanted} players; this game has {count}.",
    "{format_ja}は{wanted}人で行います。このゲームは{count}人です。",
)
FFA_RANGE = _c(
    "format.ffa_range_uniform",
    I,
    ("605.2a", "601.2a"),
    "In a free-for-all every player has the same range of influence; the log gives {ranges}.",
    "無差別戦で影響範囲を用いる場合、全てのプレイヤーが同じ広さの影響範囲を持ちます。記録では{ranges}です。",
)
FFA_DEPLOY = _c(
    "format.ffa_no_deploy",
    I,
    ("605.2b",),
    "The deploy-creatures option (603) is never used in a free-for-all.",
    "「クリーチャー配置」選択ルールは無差別戦では用いません。",
)

# --- setup (official) -----------------------------------------------------------------------------
SETUP_SHIELDS = _o(
    "setup.shields",
    I,
    ("100",),
    "{seat} set {count} shields from the deck; this format gives {wanted}",
    "{seat}が山札からシールドを{count}枚置きました。この形式では{wanted}枚です",
)
SETUP_HAND = _o(
    "setup.opening_hand",
    I,
    ("100",),
    "{seat} drew an opening hand of {count}; this format gives {wanted}",
    "{seat}の初期手札が{count}枚です。この形式では{wanted}枚です",
)

# --- turns and steps ------------------------------------------------------------------------------
LOSE_TOWER = _c(
    "lose.tower_deck_out",
    I,
    ("610.7",),
    "{seat} was recorded as losing by deck-out; in a tower duel a player does not lose when the public deck runs out.",
    "{seat}が山札切れで敗北したと記録されていますが、タワーデュエルでは公共デッキが0枚になっても敗北しません。",
)
LOSE_NOT_GIVEN = _o(
    "lose.not_given",
    I,
    ("502",),
    "{seat} was recorded as losing by deck-out with {deck} cards still in the deck; a player loses when the deck reaches 0",
    "{seat}が山札切れで敗北したと記録されていますが、山札はまだ{deck}枚あります。山札が0枚になったときに敗北します",
)
TURN_EFFECT_ORDER = _o(
    "turn.extra_or_skipped",
    I,
    ("600.7",),
    "Turn {turn} was started by {actor}, but after the {kind} of {seat} ({source}) it is {expected}'s turn: an extra turn comes right after the turn it was given in, a skipped turn is passed over, and the order then resumes",
    "ターン{turn}は{actor}が開始しましたが、{seat}の{kind_ja}（{source}）により{expected}のターンです。追加のターンはそのターンの直後に行い、飛ばすターンは飛ばして、その後は通常の順番に戻ります",
)
TURN_ORDER = _c(
    "turn.order",
    I,
    ("600.7", "600.3a"),
    "Turn {turn} was taken by {actor}; turns go clockwise from the starting player among the players still in the game, so it was {expected}'s turn.",
    "ターン{turn}を{actor}が行いました。ターンは開始プレイヤーから時計回りにゲームに残っているプレイヤーの順なので、{expected}のターンです。",
)
STEP_ORDER = _o(
    "turn.step_order",
    I,
    ("403",),
    "Step {step} came after {previous} in turn {turn}; a turn runs start, draw, mana charge, main, attack, end in this order",
    "ターン{turn}で{previous}の後に{step}が行われました。ターンは開始・ドロー・マナチャージ・メイン・攻撃・終了の順です",
)
NOT_TURN_PLAYER = _o(
    "turn.not_turn_player",
    I,
    ("402",),
    "{actor} did '{act}' during {turn_player}'s turn; only the turn player does that",
    "{turn_player}のターンに{actor}が'{act}'を行いました。これはターン・プレイヤーだけが行えます",
)
NO_TURN_PLAYER = _c(
    "turn.no_turn_player",
    I,
    ("600.3g", "600.3a"),
    "{actor} did '{act}' in turn {turn} after the turn player {seat} left the game; the rest of that turn goes on without a turn player, and the next player's turn begins only with the next turn.",
    "ターン・プレイヤー{seat}がゲームから除外された後のターン{turn}に、{actor}が'{act}'を行いました。そのターンの残りはターン・プレイヤー不在のまま継続し、次のプレイヤーのターンは次のターンから始まります。",
)
DRAW_COUNT = _o(
    "draw.count",
    I,
    ("402",),
    "{seat} drew {drawn} cards in the draw step; the turn player draws {wanted}",
    "{seat}はドローステップに{drawn}枚引きました。ターン・プレイヤーは{wanted}枚引きます",
)
DRAW_FIRST_SKIP = _o(
    "draw.first_turn_skip",
    I,
    ("600.8",),
    "{seat} drew in the first turn of a two-player game; the first player skips the first draw. (600.8 says only that multiplayer differs.)",
    "2人対戦で先攻の{seat}が最初のターンにドローしました。先攻は最初のドローを飛ばします。（600.8は多人数戦では異なることのみを定めています）",
)
DRAW_FIRST_MULTI = _c(
    "draw.first_turn_multiplayer",
    I,
    ("600.8",),
    "The starting player {seat} skipped the first draw; in a multiplayer game other than two-headed, the starting player does not skip it.",
    "開始プレイヤー{seat}が最初のドローを飛ばしました。双頭戦以外の多人数戦では、開始プレイヤーは最初のドローステップを飛ばしません。",
)
CHARGE_ONCE = _o(
    "charge.once_per_turn",
    I,
    ("401",),
    "{seat} charged a second card this turn; at most one card is put into the mana zone per turn",
    "{seat}がこのターン2枚目のチャージを行いました。チャージは1ターンに1枚までです",
)
CHARGE_STEP = _o(
    "charge.step",
    I,
    ("401",),
    "{seat} charged mana in the {step} step; charging is done in the mana charge step",
    "{seat}が{step}ステップにチャージしました。チャージはマナチャージステップに行います",
)

# --- main step: summons, spells, costs (official) -------------------------------------------------
MAIN_STEP = _o(
    "main.step",
    I,
    ("402",),
    "'{act}' of {card} was done in the {step} step; creatures are summoned and spells cast in the main step",
    "{card}の'{act}'が{step}ステップに行われました。召喚と呪文はメインステップに行います",
)
CARD_TYPE = _o(
    "main.card_type",
    I,
    ("402",),
    "'{act}' needs a {wanted}; {card} is a {type}",
    "'{act}'には{wanted}が必要ですが、{card}は{type}です",
)
COST_AMOUNT = _o(
    "cost.amount",
    I,
    ("402",),
    "{card} costs {cost}; the tapped mana cards give {paid}",
    "{card}のコストは{cost}ですが、タップしたマナは{paid}です",
)
COST_CIVILIZATION = _o(
    "cost.civilization",
    I,
    ("402",),
    "{card} needs a tapped mana card of each of its civilizations ({civs}); the tapped cards do not cover {missing}",
    "{card}には文明（{civs}）ごとに少なくとも1枚、その文明のマナをタップする必要があります。{missing}が不足しています",
)
COST_MANA_CARD = _o(
    "cost.mana_card",
    I,
    ("402",),
    "Mana card {mana} {problem}",
    "マナ{mana}：{problem_ja}",
)
COST_UNKNOWN = _c(
    "cost.reduction_unknown",
    R,
    ("402", "600.4g"),
    "{card} costs {cost} and the tapped mana gives {paid}; cards whose text the engine does not model may change the cost, which the rulebook text does not settle here.",
    "{card}のコストは{cost}、タップしたマナは{paid}です。エンジンが扱わないテキストがコストを変えている可能性があり、文書からは決められません。",
)
MULTI_MANA = _o(
    "charge.multicolour_tapped",
    I,
    ("401",),
    "Multicoloured card {card} was used to pay the turn it was charged; a multicoloured card is put into the mana zone tapped",
    "多色カード{card}がチャージしたターンに支払いに使われました。多色カードはタップしてマナゾーンに置かれます",
)

# --- attacks (600.5-600.6, 601, 602, official) ----------------------------------------------------
ATTACK_STEP = _o(
    "attack.step",
    I,
    ("403",),
    "{attacker} attacked in the {step} step; attacks are declared in the attack step",
    "{attacker}が{step}ステップに攻撃しました。攻撃は攻撃ステップに行います",
)
ATTACK_NOT_OWN = _o(
    "attack.not_controlled",
    I,
    ("403",),
    "{attacker} attacked, but it is not a creature the turn player {seat} controls in the battle zone",
    "{attacker}が攻撃しましたが、ターン・プレイヤー{seat}がコントロールするバトルゾーンのクリーチャーではありません",
)
ATTACK_SICK = _o(
    "attack.summoning_sickness",
    I,
    ("403", "603.2"),
    "{attacker} attacked the turn it entered the battle zone without スピードアタッカー (summoning sickness)",
    "{attacker}はバトルゾーンに出たターンに攻撃しました。スピードアタッカーを持たないクリーチャーは召喚酔いしています",
)
ATTACK_SICK_TEXT = _c(
    "attack.summoning_sickness_text",
    R,
    ("403", "603.2"),
    "{attacker} attacked the turn it entered the battle zone; it has card text the engine does not model, so whether it may (e.g. by gaining スピードアタッカー) is not settled by the log.",
    "{attacker}はバトルゾーンに出たターンに攻撃しました。エンジンが扱わないテキストを持つため、攻撃できるかは記録から決められません。",
)
ATTACK_TAPPED = _o(
    "attack.attacker_tapped",
    I,
    ("403",),
    "{attacker} attacked while tapped; an attacking creature taps and must be untapped",
    "{attacker}はタップ状態で攻撃しました。攻撃するクリーチャーはアンタップ状態でなければなりません",
)
ATTACK_UNTAPPED_TARGET = _o(
    "attack.untapped_creature",
    I,
    ("403",),
    "{attacker} attacked the untapped creature {target}; only tapped creatures can be attacked",
    "{attacker}がアンタップ状態のクリーチャー{target}を攻撃しました。攻撃できるのはタップ状態のクリーチャーだけです",
)
ATTACK_DEFENDER = _c(
    "attack.defender_not_opponent",
    I,
    ("600.5", "600.6", "600.3a"),
    "{seat} designated {defender} as the defending player; it must be an opponent still in the game.",
    "{seat}が{defender}を防御プレイヤーに指定しました。防御プレイヤーはゲームに残っている対戦相手でなければなりません。",
)
ATTACK_TARGET = _c(
    "attack.target_not_defender",
    I,
    ("600.6a",),
    "{attacker} attacked {target} with {defender} as the defending player; an attack goes to the defending player or one of that player's creatures.",
    "{attacker}が防御プレイヤー{defender}を指定して{target}を攻撃しました。攻撃先は防御プレイヤー自身かそのクリーチャーです。",
)
ATTACK_LURE = _c(
    "attack.lure",
    I,
    ("600.6a",),
    "{attacker} attacked {target} (defending player {defender}), but {lure} of {controller} must be attacked "
    "if able ({how}).",
    "{attacker}が{target}を攻撃しました（防御プレイヤー{defender}）が、{controller}の{lure}を可能であれば"
    "攻撃しなければなりません（{how_ja}）。",
)
# A lure declared `"open"`: the card has the text, but which of 600.6a's two readings its text follows is not
# settled (the examples classify only their two cards). Designating another opponent is legal under the
# "creature" reading and forbidden under the "player" one, so a judge must read the card.
ATTACK_LURE_READING = _c(
    "attack.lure_reading",
    R,
    ("600.6a",),
    "{attacker} attacked with {defender} as the defending player while {lure} of {controller} must be attacked "
    "if able; which of 600.6a's two readings its text follows is not settled (the examples differ), so "
    "whether another defending player may be designated needs a ruling on the card's text.",
    "{attacker}が{defender}を防御プレイヤーに指定して攻撃しましたが、{controller}の{lure}は可能であれば"
    "攻撃しなければなりません。その文章が600.6aの例のどちらの読み方に当たるかは定まっていないため（例で扱いが"
    "分かれます）、他のプレイヤーを防御プレイヤーに指定できるかはカードの文章について裁定が必要です。",
)
ATTACK_RANGE = _c(
    "attack.out_of_range",
    I,
    ("601.3", "601.2", "601.2c"),
    "{defender} is {distance} seats from {seat}, outside the range of influence {range}; a creature attacks only opponents within its controller's range, or their creatures.",
    "{defender}は{seat}から{distance}席離れており、影響範囲{range}の外です。クリーチャーは影響範囲内の対戦相手かそのクリーチャーにだけ攻撃できます。",
)
ATTACK_ADJACENT = _c(
    "attack.not_adjacent",
    I,
    ("602.2", "602.3", "600.10"),
    "{seat} attacked {defender}, who is not seated immediately left or right this turn; with attack-adjacent, only adjacent opponents can be attacked.",
    "{seat}が{defender}を攻撃しましたが、このターン隣接していません。「隣接への攻撃」では左右隣りの対戦相手にしか攻撃できません。",
)

# --- blocks, battles, breaks (600.6c, official) ---------------------------------------------------
BLOCK_NOT_DEFENDER = _c(
    "block.not_defending_player",
    I,
    ("600.6c", "403.1b"),
    "{blocker} (controlled by {seat}) blocked, but {defender} is the defending player; only the defending player's creatures block, and only attacks on that player or their creatures.",
    "{blocker}（{seat}のコントロール）がブロックしましたが、防御プレイヤーは{defender}です。ブロックできるのは防御プレイヤーのクリーチャーだけです。",
)
BLOCK_NO_ABILITY = _o(
    "block.not_blocker",
    I,
    ("403",),
    "{blocker} blocked but has no ブロッカー",
    "{blocker}はブロッカーを持たないのにブロックしました",
)
BLOCK_TAPPED = _o(
    "block.tapped",
    I,
    ("403",),
    "{blocker} blocked while tapped; a blocker taps to block",
    "{blocker}はタップ状態でブロックしました。ブロックはアンタップ状態のクリーチャーをタップして行います",
)
BLOCK_TWICE = _o(
    "block.twice",
    I,
    ("403",),
    "{blocker} blocked an attack that {first} had already blocked; an attack is blocked once",
    "すでに{first}がブロックした攻撃を{blocker}がブロックしました。1回の攻撃に対するブロックは1回です",
)
BLOCK_NO_ATTACK = _o(
    "block.no_attack",
    I,
    ("403",),
    "{blocker} blocked when no attack was in progress",
    "攻撃中でないのに{blocker}がブロックしました",
)
BATTLE_RESULT = _o(
    "battle.result",
    I,
    ("403",),
    "Battle of {a} ({pa}) and {b} ({pb}): the log destroyed {logged}; by power it is {expected}",
    "{a}（パワー{pa}）と{b}（パワー{pb}）のバトルで、記録では{logged}が破壊されましたが、パワーでは{expected}です",
)
BATTLE_TEXT = _c(
    "battle.card_text",
    R,
    # The battle rule is official (001.1); only the card text it cannot read leaves the ruling open.
    ("403", OFFICIAL_BASIS),
    "Battle of {a} and {b}: a card has text the engine does not model, so the printed powers may not decide it; the log destroyed {logged}, the rulebook text does not settle it.",
    "{a}と{b}のバトル：エンジンが扱わないテキストを持つカードがあるため、印刷のパワーでは決められません（記録では{logged}が破壊）。",
)
# Declared static abilities the multiplayer text decides (600.4a, 600.4f): 「相手は呪文を唱えられない」
# (effect `cast_lock`) binds every opponent, and one that compares each opponent with its controller
# (「自分のシールドの数より少ないシールドの相手は…」) is read for each opponent on its own.
CAST_LOCKED = _c(
    "cast.locked",
    I,
    ("600.4a",),
    "{seat} cast {card}, but {lock} of {controller} stops {seat} casting it{why}; a static ability referring to opponents refers to every opponent.",
    "{seat}が{card}を唱えましたが、{controller}の{lock}により{seat}はそれを唱えられません{why_ja}。相手を参照する常在型能力は対戦相手全員を参照します。",
)
NOT_DESTROYED = _c(
    "battle.not_destroyed",
    I,
    ("600.4a",),
    "{card} was destroyed, but it is not destroyed while an opponent of {controller} has {most} shields or fewer ({opponent} has {shields}); a static ability referring to opponents is met by any one of them.",
    "{card}が破壊されましたが、{controller}の相手にシールドが{most}つ以下のプレイヤーがいる限り破壊されません（{opponent}のシールドは{shields}つ）。相手を参照する常在型能力は対戦相手の誰か1人で満たされます。",
)
BREAK_COUNT = _o(
    "break.count",
    I,
    ("403", "608.8e"),
    "{attacker} broke {count} shields; with breaker {breaker} and {available} shields it breaks {wanted}",
    "{attacker}がシールドを{count}枚ブレイクしました。ブレイカー{breaker}、シールド{available}枚なので{wanted}枚です",
)
BREAK_NOT_DUE = _o(
    "break.not_due",
    I,
    ("403",),
    "Shields were broken by an attack that {problem}",
    "シールドがブレイクされましたが、{problem_ja}",
)
BREAK_WRONG_PLAYER = _c(
    "break.not_defending_player",
    I,
    ("600.6", "600.6a"),
    "Shield {card} of {owner} was broken, but the defending player is {defender}.",
    "{owner}のシールド{card}がブレイクされましたが、防御プレイヤーは{defender}です。",
)
BREAK_MISSING = _o(
    "break.missing",
    I,
    ("403",),
    "{attacker}'s unblocked attack on {defender} ({shields} shields) ended without breaking a shield",
    "{attacker}のブロックされなかった{defender}（シールド{shields}枚）への攻撃で、シールドがブレイクされていません",
)
TRIGGER_NOT_TRIGGER = _o(
    "trigger.no_shield_trigger",
    I,
    ("403", "600.6b"),
    "{card} was used as a shield trigger but has no S・トリガー",
    "{card}がS・トリガーとして使われましたが、S・トリガーを持ちません",
)
TRIGGER_NOT_BROKEN = _o(
    "trigger.not_broken_now",
    I,
    ("403",),
    "{card} was used as a shield trigger but was not broken from {seat}'s shields in this attack",
    "{card}がS・トリガーとして使われましたが、この攻撃で{seat}のシールドからブレイクされたカードではありません",
)
DIRECT_SHIELDS = _o(
    "direct.shields_left",
    I,
    ("403", "502"),
    "A direct attack on {defender} was recorded while {defender} has {shields} shields",
    "{defender}にシールドが{shields}枚あるのにダイレクトアタックが記録されました",
)
DIRECT_NOT_DUE = _o(
    "direct.not_due",
    I,
    ("403",),
    "A direct attack was recorded, but {problem}",
    "ダイレクトアタックが記録されましたが、{problem_ja}",
)
DIRECT_MISSED = _o(
    "direct.missed",
    I,
    ("102", "502"),
    "{attacker}'s unblocked attack reached {defender}, who had no shields, so {defender} lost; the game went on as if not",
    "{attacker}のブロックされなかった攻撃がシールドのない{defender}に届いたので{defender}は敗北していますが、記録では続行されています",
)

# --- elimination, winning, the end (600.3, 600.9, 601.11, 102.1a, 606.3) --------------------------
REMOVED_ACTED = _c(
    "removed.player_acted",
    I,
    ("600.3", "600.3a"),
    "{seat} was removed from the game ({why}) but '{act}' is recorded for them.",
    "{seat}はゲームから除外されています（{why}）が、'{act}'が記録されています。",
)
REMOVED_CARD = _c(
    "removed.card_used",
    I,
    ("600.3a",),
    "{card} left the game with {seat} (600.3a) but is used in '{act}'.",
    "{card}は{seat}と共にゲームから除外されています（600.3a）が、'{act}'で使われています。",
)
WIN_EFFECT = _c(
    "win.effect_losers",
    I,
    ("600.9", "601.11"),
    "{player}'s 'win the game' effect: the log makes {logged} lose; {rule} makes {expected} lose instead.",
    "{player}の勝利する効果：記録では{logged}が敗北しましたが、{rule}により敗北するのは{expected}です。",
)
# DMEDH replaces the win itself (701.7), so the clause that decides is not 600.9 / 601.11.
WIN_EFFECT_CONTINUES = _c(
    "win.effect_continues",
    I,
    ("701.7",),
    "{player}'s 'win the game' effect: the log makes {logged} lose; in DMEDH the game continues instead and nobody loses (701.7).",
    "{player}の勝利する効果：記録では{logged}が敗北しましたが、DMEDHでは代わりにゲームを続行し、誰も敗北しません（701.7）。",
)
GAME_CONTINUED = _c(
    "game.continued_after_end",
    I,
    ("102.1a", "606.3"),
    "The game had ended ({why}; winners {winners}); '{act}' was recorded after it.",
    "ゲームは終了しています（{why}、勝者{winners}）が、その後に'{act}'が記録されています。",
)
GAME_CONTINUED_TEAM = _c(
    "game.continued_after_team_win",
    I,
    ("102.1b",),
    "The game had ended when only one team was left ({why}; winners {winners}); '{act}' was recorded after it.",
    "残っているチームが1つになった時点でゲームは終了しています（{why}、勝者{winners}）が、その後に'{act}'が記録されています。",
)
PENTAGON_WIN = _c(
    "pentagon.winner",
    I,
    ("606.3", "606.3a"),
    "The log gives {logged} as winners; by the pentagon rule (both initially non-adjacent opponents lost) they are {expected}.",
    "記録では勝者が{logged}ですが、ペンタゴンの勝利条件（最初に隣接していない対戦相手2人の敗北）では{expected}です。",
)

# --- targets and abilities (600.4, 601.4, 601.6) --------------------------------------------------
TARGET_RANGE = _c(
    "range.target",
    I,
    ("601.4", "601.2d"),
    "{seat}'s '{act}' targets {target}, controlled by {owner} outside {seat}'s range of influence {range}.",
    "{seat}の'{act}'が対象にした{target}は、影響範囲{range}の外にいる{owner}のものです。",
)
EFFECT_RANGE = _c(
    "effect.out_of_range",
    I,
    ("601.8",),
    "{seat}'s effect moved {card} of {holder}, outside {seat}'s range of influence {range}; the part of an effect that would affect a player or card out of range does nothing.",
    "{seat}の効果が、影響範囲{range}の外にいる{holder}の{card}を移動しました。効果の、影響範囲外のプレイヤーやカードに影響を及ぼす部分は何もしません。",
)
TARGET_RANGE_TURN_START = _c(
    "range.target_turn_start",
    I,
    ("601.2c", "601.4"),
    "{seat}'s '{act}' targets {target} of {owner}, who is within {seat}'s range of influence {range} only since "
    "a player between them left this turn; ranges are fixed at each turn start, so {owner} is in range from the "
    "next turn on.",
    "{seat}の'{act}'が{owner}の{target}を対象にしました。間のプレイヤーがこのターンに除外されても、影響範囲は各ターンの開始時に"
    "決まるので、{owner}が{seat}の影響範囲{range}に入るのは次のターンの開始時からです。",
)
ACTIVATE_RANGE = _c(
    "range.activate",
    I,
    ("601.6",),
    "{seat} activated an ability of {card}, which is outside {seat}'s range of influence.",
    "{seat}が影響範囲外のカード{card}の起動型能力を起動しました。",
)
SPLIT_OPPONENTS = _c(
    "effect.split_opponents",
    R,
    ("600.4b", "600.4c", "600.4e"),
    "'{act}' of {source} affects cards or players of several opponents ({opponents}); whether its text refers to opponents and is split by ■/▶ (600.4c) is card text the engine does not model.",
    "{source}の'{act}'が複数の対戦相手（{opponents}）に効果を振り分けています。対戦相手を参照する効果か、■・▶で区切られているか（600.4c）はエンジンが扱わないカードテキストです。",
)

# --- policies (formats.POLICIES): a contradiction of the text that arose ------------------------
# decisions.md decides all but `removed_player_cards`: a decided policy or a judgement option is
# applied with its default when unset, so only an undecided policy has a needs_ruling check.
POLICY: dict[str, CheckSpec] = {
    name: _c(
        f"policy.{name}",
        R,
        p.clauses,
        "The event did not set the policy '"
        + name
        + "' and the situation arose: "
        + p.question_en
        + " The engine went on with '{default}'.",
        "大会がポリシー「"
        + name
        + "」を定めておらず、その状況が起きました："
        + p.question_ja
        + "エンジンは'{default}'として続行しました。",
    )
    for name, p in POLICIES.items()
    if not p.confidence
}

# --- log errors ------------------------------------------------------------------------------------
LOG_UNKNOWN_ACT = _c(
    "log.unknown_act",
    L,
    (),
    "Action '{act}' is not a dm-variants action of the {format} format; see docs/log-format-dm-variants.md.",
    "'{act}'は{format_ja}のデュエル・マスターズの行動ではありません。docs/log-format-dm-variants.mdを参照してください。",
)
LOG_UNKNOWN_SEAT = _c(
    "log.unknown_seat", L, (), "Seat {seat} is not in the header.", "席{seat}はヘッダーにありません。"
)
LOG_CARD = _c("log.card", L, (), "Card {card}: {problem}.", "カード{card}：{problem_ja}。")
LOG_ARGS = _c(
    "log.bad_args",
    L,
    (),
    "'{act}' has bad arguments: {problem}.",
    "'{act}'の引数が不正です：{problem_ja}。",
)
# A declared result the rules do not give is a rules breach (the game's end is decided by the rules), not a
# malformed log: each format cites the clause that decides who wins in it.
RESULT_MISMATCH = _o(
    "result.mismatch",
    I,
    ("102",),
    "The logged result ({logged}) is not the one the rules give ({engine}).",
    "記録された結果（{logged}）はルール上の結果（{engine}）と異なります。",
)
RESULT_MISMATCH_MULTI = _c(
    "result.mismatch_multiplayer",
    I,
    ("102.1a",),
    "The logged result ({logged}) is not the one the rules give ({engine}): a player wins when every opponent has left the game.",
    "記録された結果（{logged}）はルール上の結果（{engine}）と異なります。対戦相手全員がゲームから除外されたプレイヤーが勝利します。",
)
RESULT_MISMATCH_TEAM = _c(
    "result.mismatch_team",
    I,
    ("102.1b",),
    "The logged result ({logged}) is not the one the rules give ({engine}): the team left when every other team has left wins, each of its players included.",
    "記録された結果（{logged}）はルール上の結果（{engine}）と異なります。他のチーム全てが除外されたチームの勝ちで、そのチームのプレイヤーは全員勝ちとなります。",
)
RESULT_MISMATCH_EMPEROR = _c(
    "result.mismatch_emperor",
    I,
    ("102.1c", "609.6a"),
    "The logged result ({logged}) is not the one the rules give ({engine}): the team whose emperor won wins.",
    "記録された結果（{logged}）はルール上の結果（{engine}）と異なります。皇帝がゲームに勝ったチームの勝ちです。",
)

# 102.1b's last sentence, not 102.1c, decides the one mistake of leaving out a general who fell before the
# emperor's team won: the emperor rule (102.1c, 609.6a) says which team wins, 102.1b who of it wins.
RESULT_EMPEROR_FALLEN = _c(
    "result.emperor_fallen_general",
    I,
    ("102.1b", "609.6a"),
    "The logged result ({logged}) leaves out {missing} of the winning team ({engine}): every player of the winning team wins, even one who had already lost.",
    "記録された結果（{logged}）は勝ったチーム（{engine}）の{missing}を勝者から外しています。勝ちとなったチームのプレイヤーは、そのプレイヤー自身が負けになっていたとしても、全員が勝ちとなります。",
)

# --- mid-game snapshot (header.snapshot, snapshot.py) ----------------------------------------------
# A snapshot is the position a judge who arrives late finds at the table, between two actions. These
# checks judge the position itself (seq None); what happens after it is judged by the checks above.
SNAPSHOT_CARD_COUNT = _c(
    "snapshot.card_count",
    L,
    ("103.1",),
    "The snapshot accounts for {count} of {seat}'s cards; {seat} started the game with {expected} (decklist, hyperspatial and GR piles, commander), and every card is in some zone.",
    "途中局面の記録で{seat}のカードは{count}枚です。{seat}は{expected}枚（デッキ、超次元・GRの追加カード、統率者）でゲームを始めており、すべてのカードはいずれかのゾーンにあります。",
)
SNAPSHOT_NOT_IN_DECK = _c(
    "snapshot.not_in_decklist",
    L,
    ("103.1", "103.1d"),
    "The snapshot shows {count} of {seat}'s cards {card}; {seat}'s decklist holds {allowed}.",
    "途中局面の記録で{seat}のカード{card}が{count}枚あります。{seat}のデッキリストには{allowed}枚です。",
)
SNAPSHOT_OWNER_ZONE = _c(
    "snapshot.owner_zone",
    I,
    ("103.5a", "103.1d", "103.5"),
    "{card}, owned by {owner}, lies in {seat}'s {zone}; only in the battle zone may another player control a card, and a card leaving it goes to its owner's zone.",
    "{owner}がオーナーの{card}が{seat}の{zone_ja}にあります。他のプレイヤーがコントロールできるのはバトルゾーンのカードだけで、そこから移動するカードはオーナーのゾーンに置かれます。",
)
SNAPSHOT_BATTLE_CARD = _c(
    "snapshot.battle_zone_card",
    I,
    ("103.3", "103.3a"),
    "{card} ({type}) lies in the battle zone; the battle zone holds creatures, cross gear, weapons, fortresses and fields, and a spell goes to the graveyard once cast.",
    "{card}（{type}）がバトルゾーンにあります。バトルゾーンに置かれるのはクリーチャー、クロスギア、ウエポン、フォートレス、フィールドで、呪文は唱えた後に墓地に置かれます。",
)
SNAPSHOT_PILE_CARD = _o(
    "snapshot.pile_card",
    I,
    ("100",),
    "{card} lies in {seat}'s {zone}; {problem}",
    "{card}が{seat}の{zone_ja}にあります。{problem_ja}",
)
SNAPSHOT_COMMANDER = _c(
    "snapshot.commander_zone",
    I,
    ("701.5", "701.3"),
    "{card} lies in {seat}'s 超統率ゾーン; {problem}",
    "{card}が{seat}の超統率ゾーンにあります。{problem_ja}",
)
SNAPSHOT_REMOVED = _c(
    "snapshot.removed_player_cards",
    I,
    ("600.3a",),
    "{seat} has left the game, but the snapshot still shows {card}; a player's cards leave the game with them.",
    "{seat}はゲームから除外されていますが、途中局面の記録に{card_ja}があります。除外されたプレイヤーのカードはゲームから取り除かれます。",
)
SNAPSHOT_DECK_OUT = _o(
    "snapshot.deck_out",
    I,
    ("502", "610.7"),
    "{seat} has no cards left in the deck but is still in the game; a player whose deck is empty loses as a state-based action (decisions.md DM 5), already applied in a position between two actions, so the replay goes on with the table as it is",
    "{seat}の山札が0枚ですが、ゲームに残っています。山札が0枚のプレイヤーは状況起因処理で敗北し（decisions.md DM 5）、行動と行動の間の局面ではすでに適用されています。リプレイは卓の状態のまま続けます",
)

# --- card abilities declared in the header (600.4, 600.6b, 103) ------------------------------------
UNKNOWN_ABILITY = _c(
    "log.unknown_ability",
    L,
    (),
    "{card} has no declared ability '{ability}' (declared: {declared}).",
    "{card}には宣言された能力'{ability}'がありません（宣言：{declared}）。",
)
ABILITY_SPLIT = _c(
    "ability.split_opponents",
    I,
    ("600.4a", "600.4b"),
    "{seat}'s ability '{ability}' of {source} refers to opponents and has no ■/▶ sections between these targets, yet they belong to {opponents}: one opponent must be chosen for the whole effect.",
    "{source}の能力'{ability}'は対戦相手を参照し、■・▶などで区切られていないのに、対象が{opponents}に振り分けられています。効果全体で対戦相手1人を選びます。",
)
ABILITY_ATTACK_OPPONENT = _c(
    "ability.attack_opponent",
    I,
    ("600.6b",),
    "During {attacker}'s attack on {defender}, {seat}'s ability '{ability}' of {source} referring to opponents chose {target} of {chosen}; it may choose only {allowed}.",
    "{attacker}から{defender}への攻撃中、{seat}の{source}の能力'{ability}'は対戦相手として{chosen}の{target}を選びましたが、選べるのは{allowed}のみです。",
)
ABILITY_BYSTANDER = _c(
    "ability.trigger_bystander",
    I,
    ("600.6d",),
    "{seat}'s ability '{ability}' of {source} triggered on an attack or block between {attacker} and {defender}; such abilities trigger only for the attacking and the defending player's cards.",
    "{seat}の{source}の能力'{ability}'が{attacker}と{defender}の間の攻撃・ブロックで誘発しました。これらは攻撃プレイヤーと防御プレイヤーのカードのみが誘発します。",
)
ABILITY_TRIGGER_RANGE = _c(
    "ability.trigger_out_of_range",
    I,
    ("601.7",),
    "{seat}'s ability '{ability}' of {source} triggered on the attack of {attacker} on {defender}, which does not happen wholly within {seat}'s range of influence.",
    "{seat}の{source}の能力'{ability}'が{attacker}から{defender}への攻撃で誘発しましたが、その誘発イベント全体が{seat}の影響範囲内で起きていません。",
)
# 601.7 for the events other than an attack or a block (trigger_events.py): the players the event involves.
ABILITY_EVENT_RANGE = _c(
    "ability.trigger_event_out_of_range",
    I,
    ("601.7",),
    "{seat}'s ability '{ability}' of {source} resolved as triggered by {event} ({what}), but that event involves {outside}, outside {seat}'s {range}: a triggered ability triggers only if its whole triggering event happens within that range.",
    "{seat}の{source}の能力'{ability}'が{event_ja}（{what}）で誘発したとして解決されましたが、そのイベントには{seat}の{range_ja}外の{outside}が関わっています。誘発型能力は、その誘発イベント全体が発生源のプレイヤーの影響範囲内で起こらない限り誘発しません。",
)
ABILITY_ORDER = _c(
    "ability.trigger_order",
    I,
    ("600.4i",),
    "{seat}'s ability '{ability}' of {source} resolved after {other}'s '{other_ability}' of {other_source}, though both were waiting: triggered abilities of several players waiting at the same time resolve from the turn player ({turn_player}), then the other players in turn order.",
    "{seat}の{source}の能力'{ability}'が、同時に待機していた{other}の{other_source}の能力'{other_ability}'の後に解決されました。複数のプレイヤーの誘発型能力が同時に待機した場合、ターン・プレイヤー（{turn_player}）から、ターンの順番に解決します。",
)
ABILITY_NOT_TRIGGERED = _o(
    "ability.not_triggered",
    I,
    (),
    "{seat}'s ability '{ability}' of {source} resolved, but its trigger ({event} of this card) did not happen",
    "{seat}の{source}の能力'{ability}'が解決されましたが、その誘発条件（このカードの{event}）は起きていません",
)
ABILITY_TARGET_REMOVED = _c(
    "ability.target_removed",
    I,
    ("600.3d", "600.3a"),
    "{seat}'s ability '{ability}' of {source} chose {target}, but {player} has left the game: an effect is not assigned to a player who left, nor to their cards.",
    "{seat}の{source}の能力'{ability}'が{target}を選びましたが、{player}はゲームから除外されています。除外されたプレイヤーやそのカードに効果は割り振られません。",
)
ABILITY_SKIPPED = _o(
    "ability.skipped",
    I,
    (),
    "{seat}'s mandatory ability '{ability}' of {source} (when it enters the battle zone) had a legal target but was never resolved before '{act}'",
    "{seat}の{source}の強制の能力'{ability}'（バトルゾーンに出た時）は選べる対象があったのに、'{act}'の前に解決されていません",
)
ABILITY_GAME_START = _c(
    "ability.game_start_all_opponents",
    I,
    ("600.4h",),
    "{seat}'s ability '{ability}' of {source} at the start of the game reached {chosen}; an effect aimed at opponents at the start of the game reaches every opponent ({opponents}).",
    "{seat}の{source}の能力'{ability}'はゲーム開始時に{chosen}に及びましたが、ゲーム開始時に対戦相手を対象とする効果は対戦相手全員（{opponents}）に及びます。",
)
ABILITY_TARGET_WHOSE = _c(
    "ability.target_whose",
    I,
    ("103.4",),
    "{seat}'s ability '{ability}' of {source} chose {target}, controlled by {holder}; the text asks for {whose} cards.",
    "{seat}の{source}の能力'{ability}'が選んだ{target}は{holder}のものですが、テキストは{whose_ja}カードを求めています。",
)
ABILITY_TARGETS = _o(
    "ability.targets",
    I,
    (),
    "{seat}'s ability '{ability}' of {source}: {problem}",
    "{seat}の{source}の能力'{ability}'：{problem_ja}",
)
EFFECT_OWNER_ZONE = _c(
    "effect.owner_zone",
    I,
    ("103.5a", "103.1d"),
    "{card}, owned by {owner} and controlled by {controller}, left the battle zone to {seat}'s {zone}; it goes to its owner's {zone}.",
    "{owner}がオーナーで{controller}がコントロールする{card}がバトルゾーンから{seat}の{zone}に移動しました。オーナーの{zone}に移動します。",
)
EFFECT_OWNER_ZONE_OTHER = _o(
    "effect.owner_zone_official",
    I,
    ("103.1d",),
    "{card}, owned by {owner}, was put into {seat}'s {zone}; outside the battle zone a card is in its owner's zones",
    "{owner}がオーナーの{card}が{seat}の{zone}に置かれました。バトルゾーン以外ではカードはオーナーの領域に置かれます",
)
PILE_CARD_HOME = _o(
    "effect.pile_card_home",
    I,
    (),
    "{card} left the battle zone for the {zone}; a psychic or GR creature goes back to its own zone ({home}) instead",
    "{card}がバトルゾーンから{zone}に移動しました。サイキック・GRクリーチャーは代わりに自分のゾーン（{home}）に戻ります",
)
OUTSIDE_OWNER = _c(
    "effect.outside_owner",
    I,
    ("103.1a",),
    "{seat} brought {card} into the game from outside it, named as {owner}'s card; its owner is the player who added it ({seat}).",
    "{seat}がゲーム外から加えた{card}が{owner}のカードとして記録されています。オーナーは加えたプレイヤー（{seat}）です。",
)
