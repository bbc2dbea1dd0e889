"""The Duel Masters formats of the variant document, and the policies a judge chooses per event.

A log names its format in `header.variant` and its option rules and policies in `header.options`:

    "variant": "standard" | "free_for_all" | "pentagon" | "grand_melee" | "two_headed" | "emperor"
               | "tower" | "dmedh" | "archenemy" | "planes" | "plane_exploration" | "rotating_table",
    "options": {"range": 1 or {"P1": 2, …}       601 影響範囲限定 (and "static_range" for 601.12),
                "attack_adjacent": true,           602 隣接への攻撃,
                "deploy": true,                    603 クリーチャー配置,
                "team_turns": true,                604 共有チーム・ターン,
                "commander": true,                 701 DMEDH rules on top of another format (609.9),
                "shared_zones": ["mana", "graveyard"]   610.5 (the library is always shared),
                "shields": 5,                      608.10 / 609.7a / 702.2b: a count the players agreed,
                "policies": {name: choice, …}}     below

Formats fix some options (609.3: an emperor game always uses 601, 602 and 603); `resolve_options`
merges them. Where the text contradicts itself (brief section 7) a policy names the point, and
decisions.md ("Duel Masters variants") decides it: a settled or strong decision is the rule (its
other reading is kept only so that old logs that chose it still replay as they say), a judgement
call stays an event option whose unset value is the decision's default. Either way an unset policy
is no needs_ruling. Only a policy no decision covers (`removed_player_cards`) still reports a
needs_ruling finding when the situation arises and it is unset.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

# Policy is shared by every game's registry (core/policies.py); re-exported here for existing imports.
from judge.engine.core.policies import Policy, PolicyBook, chosen_policy

STANDARD = "standard"
FREE_FOR_ALL, PENTAGON, GRAND_MELEE = "free_for_all", "pentagon", "grand_melee"
TWO_HEADED, EMPEROR, TOWER = "two_headed", "emperor", "tower"
DMEDH, ARCHENEMY, PLANES, PLANE_EXPLORATION, ROTATING_TABLE = (
    "dmedh",
    "archenemy",
    "planes",
    "plane_exploration",
    "rotating_table",
)


@dataclass(frozen=True, slots=True)
class FormatSpec:
    code: str
    name_ja: str
    name_en: str
    section: str  # the clause that defines it
    min_seats: int
    max_seats: int | None  # None: no upper bound
    teams: bool  # seats are grouped into teams in the header
    fixed_options: tuple[tuple[str, Any], ...] = ()
    default_options: tuple[tuple[str, Any], ...] = ()  # the format's usual value; the log may change it


FORMATS: dict[str, FormatSpec] = {
    f.code: f
    for f in (
        FormatSpec(STANDARD, "2人対戦", "two-player game", "600.3", 2, 2, False),
        FormatSpec(FREE_FOR_ALL, "無差別戦", "free-for-all", "605", 3, None, False),
        FormatSpec(PENTAGON, "ペンタゴン", "pentagon", "606", 5, 5, False),
        # 607.2/607.2a: 「通常」 range 1, chosen before play; decisions.md DM 15: a default, editable.
        FormatSpec(GRAND_MELEE, "大乱闘戦", "grand melee", "607", 10, None, False, (), (("range", 1),)),
        FormatSpec(TWO_HEADED, "双頭戦", "two-headed", "608", 4, None, True, (("team_turns", True),)),
        FormatSpec(
            EMPEROR,
            "皇帝戦",
            "emperor",
            "609",
            6,
            None,
            True,
            (("attack_adjacent", True), ("deploy", True)),
        ),
        FormatSpec(TOWER, "タワーデュエル", "tower duel", "610", 2, None, False),
        FormatSpec(DMEDH, "DMEDH", "DMEDH (commander)", "701", 2, None, False, (("commander", True),)),
        FormatSpec(ARCHENEMY, "魔王戦", "archenemy", "702", 3, None, True, (("team_turns", True),)),
        FormatSpec(PLANES, "次元戦", "planes", "703", 2, None, False),
        FormatSpec(PLANE_EXPLORATION, "次元探索戦", "plane exploration", "704", 2, None, False),
        FormatSpec(ROTATING_TABLE, "回転テーブル戦", "rotating table", "705", 4, 4, False),
    )
}


POLICIES: dict[str, Policy] = {
    p.name: p
    for p in (
        Policy(
            "turn_player_removed",
            ("turn_continues",),
            "turn_continues",
            ("600.3a", "600.3g"),
            "A turn player left the game: does the turn pass to the next player (600.3a) or continue without a turn player (600.3g)?",
            "ターン・プレイヤーがゲームから除外されました。ターンは次のプレイヤーに移るのか（600.3a）、ターン・プレイヤー不在のまま続くのか（600.3g）。",
            decision="DM 1",
            confidence="strong",
            old_choices=("next_player",),
        ),
        Policy(
            "emperor_first_draw",
            ("skip_first_two",),
            "skip_first_two",
            ("609.5", "600.8"),
            "First draw in an emperor game: do the 1st and 2nd players skip it (609.5) or does the starting player draw (600.8)?",
            "皇帝戦の最初のドロー：1番目と2番目のプレイヤーが飛ばすのか（609.5）、開始プレイヤーも引くのか（600.8）。",
            decision="DM 2",
            confidence="settled",
            old_choices=("starting_player_draws",),
        ),
        Policy(
            "card_win_effect",
            ("game_continues",),
            "game_continues",
            ("701.7", "600.9", "601.11"),
            "A card effect says a player wins in a multiplayer DMEDH game: does the game continue (701.7) or do the opponents lose (600.9)?",
            "多人数のDMEDHでカードの効果による勝利が起きました。ゲームを続行するのか（701.7）、対戦相手が敗北するのか（600.9）。",
            decision="DM 3",
            confidence="strong",
            old_choices=("opponents_lose",),
        ),
        Policy(
            "deck_out",
            ("empty_deck",),
            "empty_deck",
            ("610.7", "608.9a"),
            "Deck-out: does a player lose when the deck reaches 0 (official rule, implied by 610.7) or only when they must draw and cannot (608.9a example)?",
            "山札切れ：山札が0枚になった時点で敗北するのか（公式ルール、610.7の前提）、引くべきときに引けなかった時に敗北するのか（608.9aの例）。",
            decision="DM 5",
            confidence="strong",
            old_choices=("cannot_draw",),
        ),
        Policy(
            "commander_tax_count",
            ("every_move",),
            "every_move",
            ("701.14", "701.13", "701.18b"),
            "Commander tax: does every move from the command zone to the battle zone count (701.18b 出した回数) or only summons (701.14 召喚した)?",
            "統率者の追加コスト：超統率ゾーンからバトルゾーンに出したすべての回数を数えるのか（701.18b）、召喚した回数だけか（701.14）。",
            decision="DM 7",
            confidence="strong",
            old_choices=("summons_only",),
        ),
        Policy(
            "tower_first_charge",
            ("only_shared_mana",),
            "only_shared_mana",
            ("610.5b", "401.1"),
            "Tower duel: is the first-turn mana charge mandatory only with a shared mana zone (610.5b) or always (401.1)?",
            "タワーデュエル：最初のターンのマナチャージが義務になるのは公共マナゾーンのときだけか（610.5b）、常にか（401.1）。",
            decision="DM 4",
            confidence="strong",
            old_choices=("always",),
        ),
        Policy(
            "removed_player_cards",
            ("owned", "controlled"),
            "owned",
            ("600.3a", "610.8"),
            "A player left the game: do the cards they own leave (600.3a そのプレイヤーのカード) or the cards they control (610.8)?",
            "プレイヤーがゲームから除外されました。除外されるのはそのプレイヤーがオーナーのカードか（600.3a）、コントロールするカードか（610.8）。",
        ),
        Policy(
            "hyperspatial_pile",
            ("up_to_8",),
            "up_to_8",
            ("701.4b",),
            "DMEDH hyperspatial pile: up to 8 cards or exactly 8 (701.4b says neither)?",
            "DMEDHの超次元ゾーン：8枚以下か、ちょうど8枚か（701.4bはどちらとも書いていません）。",
            decision="DM 8",
            confidence="strong",
            old_choices=("exactly_8",),
        ),
        Policy(
            "singleton_hyperspatial",
            ("included",),
            "included",
            ("701.4d",),
            "DMEDH singleton: does the one-per-name rule cover the hyperspatial pile (701.4d names only the deck and 超GR)?",
            "DMEDHの同名カード制限は超次元ゾーンのカードにも及ぶか（701.4dはデッキと超GRのみを挙げています）。",
            decision="DM 9",
            confidence="strong",
            old_choices=("excluded",),
        ),
        Policy(
            "deploy_next_turn",
            ("controller_next_turn",),
            "controller_next_turn",
            ("603.3",),
            "A deployed creature cannot attack 'the next turn' (603.3): its new controller's next turn, or the next turn of the game?",
            "配置されたクリーチャーが攻撃できない「次のターン」（603.3）は、新しいコントローラーの次のターンか、ゲームの次のターンか。",
            decision="DM 13",
            confidence="strong",
            old_choices=("any_next_turn",),
        ),
        Policy(
            "tower_refill",
            ("all_graveyards", "no_refill"),
            "all_graveyards",
            ("610.7", "610.5"),
            "Tower duel without a public graveyard: when the last card leaves the public deck, are all players' graveyards shuffled in as the new public deck (610.7), or none?",
            "公共墓地のないタワーデュエル：公共山札の最後の1枚が離れた時、全プレイヤーの墓地を新しい公共山札としてシャッフルするのか（610.7）、何も加えないのか。",
            decision="DM 6",
            confidence="judgement",
        ),
        Policy(
            "team_skip_turn",
            ("next_turn_taken", "normal_turns_only"),
            "next_turn_taken",
            ("604.6",),
            "Shared team turns: does 「次のターンをとばす」 skip the next turn the team would actually take, even an extra turn (604.6), or only a normal turn?",
            "共有チーム・ターン：「次のターンをとばす」は、チームが実際に行う次のターン（追加のターンを含む）を飛ばすのか（604.6）、通常のターンだけを飛ばすのか。",
            decision="DM 17",
            confidence="judgement",
        ),
    )
}


def policy_choice(options: dict[str, Any], name: str) -> tuple[str, bool]:
    """(the choice in force, whether the event set it). An unset policy gives the default (the decision's
    answer) and False; a choice kept only for old logs (`Policy.old_choices`) is still applied."""
    return chosen_policy(POLICIES, options, name)


def resolve_options(variant: str, options: dict[str, Any] | None) -> dict[str, Any]:
    """The options in force: the format's defaults, the log's own over them, then what the format fixes
    (a format's rule wins)."""
    spec = FORMATS.get(variant)
    merged = dict(spec.default_options) if spec is not None else {}
    merged.update(options or {})
    if spec is not None:
        merged.update(dict(spec.fixed_options))
    return merged


# How each policy choice reads to a judge (Japanese, English): event pages and forms show these, logs store the codes.
CHOICE_LABELS: dict[str, tuple[str, str]] = {
    "next_player": ("次のプレイヤーにターンが移る（600.3a）", "the turn passes to the next player (600.3a)"),
    "turn_continues": (
        "ターンの残りはターン・プレイヤー不在で続き、次のターンは次のプレイヤー（600.3g、600.3a）",
        "the rest of the turn goes on without a turn player, then the next player takes the next turn (600.3g, 600.3a)",
    ),
    "skip_first_two": (
        "1番目と2番目のプレイヤーが最初のドローを飛ばす（609.5）",
        "the 1st and 2nd players skip the first draw (609.5)",
    ),
    "starting_player_draws": (
        "開始プレイヤーも最初のドローを行う（600.8）",
        "the starting player draws (600.8)",
    ),
    "game_continues": ("ゲームを続行する（701.7）", "the game continues (701.7)"),
    "opponents_lose": ("対戦相手が敗北する（600.9）", "the opponents lose (600.9)"),
    "empty_deck": (
        "山札が0枚になった時点で敗北（公式ルール）",
        "a player loses when the deck reaches 0 (official rule)",
    ),
    "cannot_draw": (
        "引くべきときに引けなければ敗北（608.9aの例）",
        "a player loses when they must draw and cannot (608.9a example)",
    ),
    "every_move": (
        "超統率ゾーンから出したすべての回数を数える（701.18b）",
        "every move out of the command zone counts (701.18b)",
    ),
    "summons_only": ("召喚した回数だけを数える（701.14）", "only summons count (701.14)"),
    "only_shared_mana": (
        "公共マナゾーンのときだけ義務（610.5b）",
        "mandatory only with a shared mana zone (610.5b)",
    ),
    "always": ("常に義務（401.1）", "always mandatory (401.1)"),
    "owned": ("オーナーであるカード", "the cards they own"),
    "controlled": ("コントロールするカード（610.8）", "the cards they control (610.8)"),
    "up_to_8": ("8枚以下", "up to 8"),
    "exactly_8": ("ちょうど8枚", "exactly 8"),
    "included": ("超次元ゾーンのカードにも及ぶ", "the hyperspatial pile is included"),
    "excluded": ("超次元ゾーンのカードには及ばない", "the hyperspatial pile is excluded"),
    "controller_next_turn": ("新しいコントローラーの次のターン", "its new controller's next turn"),
    "any_next_turn": ("ゲームの次のターン", "the next turn of the game"),
    "all_graveyards": (
        "全プレイヤーの墓地を新しい公共山札にする（610.7）",
        "all players' graveyards become the new public deck (610.7)",
    ),
    "no_refill": (
        "何も加えない（山札は0枚のまま、誰も敗北しない）",
        "none (the deck stays at 0; nobody loses)",
    ),
    "next_turn_taken": (
        "実際に行う次のターン（追加のターンを含む）を飛ばす",
        "the next turn the team would take, even an extra turn",
    ),
    "normal_turns_only": ("通常のターンだけを飛ばす", "only a normal turn"),
}


# The registry the site reads (judge.engine.event_policies): the DM game module's `policies`.
POLICY_BOOK = PolicyBook("dm-variants", POLICIES, CHOICE_LABELS)
