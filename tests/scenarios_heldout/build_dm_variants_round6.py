"""Held-out judge scenarios for Duel Masters variants (dm-variants), round 6.

Written blind from the rulebook (``rules_index/data/dm-variants.txt``), the product decisions
(``decisions.md``, "Duel Masters variants") and the log-format documents (``docs/log-format.md``,
``docs/log-format-dm-variants.md`` and their examples) before the engine was run on them. The writer
did not read the engine, its tests, or the earlier scenario corpora.

Each scenario is a dispute a judge meets at a table: a ``legal`` log (the situation played by the
rules) and an ``illegal`` or ``needs_ruling`` log (the disputed play), as alike as possible, starting
from a mid-game snapshot where the format allows one. The printed text of the cards that matter is
quoted in the scenario's ``situation``: the log format has no field for printed text that the engine
would not read as "unmodelled text", so the cards carry only their structured abilities.

Run: ``python -m tests.scenarios_heldout.build_dm_variants_round6``.
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "dm-variants"
PREFIX = "dm-variants-ho6-"
RULES_VERSION = "Ver.1.4.3 (2021-03-06)"

# Filled by a later look at the first run: a note or a known gap per scenario id.
_USED_NAMES_NOTE = (
    "Corrected after the first run: the DMEDH snapshot's `this_turn` left out `used_names`, which the "
    "commander rules add. docs/log-format-dm-variants.md makes a left-out `this_turn` fact unknown and lists "
    "`dmedh.same_name` (needs_ruling, 701.12) at each first use of a name after the snapshot, so the legal "
    "log rightly gave that finding (the disputed log too). The snapshot now says that no name was used yet "
    "this turn (`used_names: {P1: [], P2: []}`, as the round's same-name scenario already did); the logs "
    "are otherwise as written, and the disputed log already had the ruled finding citing the clause."
)
NOTES: dict[str, str] = {
    PREFIX + "commander-tax-owed": _USED_NAMES_NOTE,
    PREFIX + "extra-turn-continues-normally": _USED_NAMES_NOTE,
    PREFIX + "commander-out-by-other-card": _USED_NAMES_NOTE,
    PREFIX + "mana-untap-outside-start": _USED_NAMES_NOTE,
    PREFIX + "attack-lure-reading-open": (
        "As written, the lure was free text only (`text: true`), which the engine does not read, and the "
        'format could declare the text only with one of 600.6a\'s two readings (`attack_lure` "player" or '
        '"creature"), not with the reading left open, so the disputed attack gave no finding (the engine\'s '
        'miss, not the writer\'s). The format then gained `attack_lure: "open"` (designating another '
        "opponent is `attack.lure_reading`, needs_ruling, 600.6a), and the card now declares it beside its "
        "text; the logs are otherwise as written."
    ),
}
GAPS: dict[str, str] = {}

Json = dict[str, Any]

# ---------------------------------------------------------------------------------------------
# Cards


def creature(name: str, cost: int, civ: str, power: int, **keywords: Any) -> Json:
    return {
        "name": name,
        "type": "creature",
        "cost": cost,
        "keywords": {"civilizations": [civ], "power": power, **keywords},
    }


def spell(name: str, cost: int, civ: str, **keywords: Any) -> Json:
    return {"name": name, "type": "spell", "cost": cost, "keywords": {"civilizations": [civ], **keywords}}


def with_abilities(card: Json, *abilities: Json) -> Json:
    card = copy.deepcopy(card)
    card["abilities"] = list(abilities)
    return card


# The plain cards every scenario's decks hold (fire, so any fire mana pays for them).
BASE_CARDS: dict[str, Json] = {
    "F1": creature("火の兵", 1, "fire", 1000),
    "F2": creature("火の戦士", 2, "fire", 2000),
    "F3": creature("火の闘士", 3, "fire", 3000),
    "L1": creature("光の守り手", 2, "light", 2000, blocker=True),
    "W1": creature("火の大将", 5, "fire", 6000, breaker=2),
    "S1": spell("火の小呪文", 1, "fire"),
}
# Vanilla fillers that bring a deck to 40 when a scenario needs few card kinds.
FILLERS: dict[str, Json] = {f"V{i}": creature(f"無地の兵{i}", 2, "nature", 2000) for i in range(1, 8)}

OPP_DESTROY_SPELL = {
    "id": "spell",
    "kind": "spell",
    "targets": [{"zone": "battle", "whose": "opponent", "count": 1}],
}


def decklist(cards: dict[str, Json], exclude: tuple[str, ...] = ()) -> Json:
    """Four of every card the scenario defines, topped up to the official 40 with vanilla fillers."""
    main: dict[str, int] = {cid: 4 for cid in cards if cid not in exclude and cid not in FILLERS}
    assert sum(main.values()) <= 40, "too many card kinds for a 40-card deck"
    for fid in FILLERS:
        left = 40 - sum(main.values())
        if left <= 0:
            break
        main[fid] = min(4, left)
    return {"main": main}


# ---------------------------------------------------------------------------------------------
# Snapshots


def seat(
    hand: int = 4,
    hand_cards: tuple[str, ...] = (),
    shields: int = 5,
    mana: tuple[Any, ...] = (),
    battle: tuple[Any, ...] = (),
    grave: tuple[str, ...] = (),
    command: tuple[Any, ...] = (),
) -> Json:
    """A seat's zones. mana: card ids (untapped) or (card, tapped); battle: (card, tapped) or
    (iid, card, tapped) for a card another seat owns; hand_cards: the known hand cards h1, h2, …"""
    return {
        "hand": hand,
        "hand_cards": hand_cards,
        "shields": shields,
        "mana": mana,
        "battle": battle,
        "grave": grave,
        "command": command,
    }


def snapshot(
    turn: int,
    phase: str,
    turn_player: str,
    seats: dict[str, Json],
    this_turn: Json | None,
    totals: dict[str, int],
    out: dict[str, str] | None = None,
    extra: Json | None = None,
) -> Json:
    players: Json = {}
    owned: dict[str, int] = {s: 0 for s in totals}
    for s, spec in seats.items():
        hand_cards = [{"iid": f"{s}:h{i}", "card": c} for i, c in enumerate(spec["hand_cards"], 1)]
        mana = []
        for i, m in enumerate(spec["mana"], 1):
            card, tapped = (m, False) if isinstance(m, str) else m
            mana.append({"iid": f"{s}:m{i}", "card": card, "tapped": tapped})
        battle = []
        for i, b in enumerate(spec["battle"], 1):
            iid, card, tapped = b if len(b) == 3 else (f"{s}:b{i}", b[0], b[1])
            battle.append({"iid": iid, "card": card, "tapped": tapped})
        grave = [{"iid": f"{s}:g{i}", "card": c} for i, c in enumerate(spec["grave"], 1)]
        for zone in (mana, battle, grave):
            for entry in zone:
                owned[entry["iid"].split(":")[0]] += 1
        owned[s] += spec["hand"] + spec["shields"]
        hand: Json = {"count": spec["hand"]}
        if hand_cards:
            hand["cards"] = hand_cards
        players[s] = {
            "hand": hand,
            "shields": {"count": spec["shields"]},
            "mana": mana,
            "battle": battle,
            "graveyard": grave,
        }
        if spec["command"]:
            players[s]["command"] = [{"iid": iid, "card": card} for iid, card in spec["command"]]
            owned[s] += len(spec["command"])
    for s in seats:
        deck = totals[s] - owned[s]
        assert deck > 0, (s, deck)
        players[s] = {"deck": {"count": deck}, **players[s]}
    for s, reason in (out or {}).items():
        players[s] = {"out": reason}
    snap: Json = {"turn": turn, "phase": phase, "turn_players": [turn_player]}
    if this_turn is not None:
        snap["this_turn"] = this_turn
    snap["players"] = players
    if extra:
        snap.update(extra)
    return snap


MAIN_DONE = {"drawn": 1, "charged": 1, "entered": []}


def header(
    seats: list[str],
    cards: dict[str, Json],
    *,
    variant: str = "free_for_all",
    first: str = "P1",
    snap: Json | None = None,
    options: Json | None = None,
    decklists: Json | None = None,
    exclude: tuple[str, ...] = (),
) -> Json:
    all_cards = {**cards}
    lists = decklists or {s: decklist(cards, exclude) for s in seats}
    for s in lists:
        for cid in lists[s]["main"]:
            if cid in FILLERS:
                all_cards[cid] = FILLERS[cid]
    h: Json = {
        "format": "judgelog/1",
        "game": "dm-variants",
        "rules_version": RULES_VERSION,
        "variant": variant,
    }
    if options:
        h["options"] = options
    h.update(
        {
            "players": [{"seat": s} for s in seats],
            "first_player": first,
            "cards": all_cards,
            "decklists": lists,
        }
    )
    if snap is not None:
        h["snapshot"] = snap
    return h


def E(turn: int, phase: str, actor: str | None, act: str, **args: Any) -> Json:
    return {"turn": turn, "phase": phase, "actor": actor, "act": act, "args": args}


def log(head: Json, entries: list[Json]) -> Json:
    numbered = [{"seq": i, **e} for i, e in enumerate(entries, 1)]
    return {"header": copy.deepcopy(head), "entries": numbered}


SCENARIOS: list[Json] = []


def scenario(
    slug: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: Json,
    disputed: Json,
    printed_example: str | None = None,
) -> None:
    sid = PREFIX + slug
    s: Json = {
        "id": sid,
        "title_ja": title_ja,
        "title_en": title_en,
        "situation": situation,
        "ruling": ruling,
        "clauses": [f"dm-variants:{c}" for c in clauses],
    }
    if printed_example:
        s["printed_example"] = printed_example
    s["legal"] = legal
    s[ruling] = disputed
    SCENARIOS.append(s)


S3 = ["P1", "P2", "P3"]
S4 = ["P1", "P2", "P3", "P4"]
S5 = ["P1", "P2", "P3", "P4", "P5"]
FIRE5 = ("F1", "F1", "F2", "F2", "F3")


def totals(seats: list[str], n: int = 40) -> dict[str, int]:
    return {s: n for s in seats}


# ---------------------------------------------------------------------------------------------
# Chapter 1: ownership, control, winning (103, 102)


def ch1() -> None:
    # 103.5a: a stolen creature destroyed by a shield trigger goes to its owner's graveyard.
    cards = {
        **BASE_CARDS,
        "DH": with_abilities(spell("闇の握撃", 6, "darkness", shield_trigger=True), OPP_DESTROY_SPELL),
    }
    snap = snapshot(
        4,
        "main",
        "P1",
        {
            "P1": seat(mana=FIRE5, battle=(("P2:b9", "F3", False), ("F1", False))),
            "P2": seat(mana=FIRE5[:4], battle=(("F2", False),)),
            "P3": seat(mana=FIRE5[:4], battle=(("F1", True),)),
        },
        MAIN_DONE,
        totals(S3),
    )
    head = header(S3, cards, snap=snap)

    def play(player: str) -> list[Json]:
        return [
            E(4, "attack", "P1", "attack", attacker="P2:b9", defender="P3", target="P3"),
            E(4, "attack", "P1", "break", shields=[{"iid": "P3:s1", "card": "DH"}]),
            E(4, "attack", "P3", "shield_trigger", card="P3:s1", ability="spell", targets=["P2:b9"]),
            E(
                4,
                "attack",
                "P3",
                "effect",
                source="P3:s1",
                ability="spell",
                moves=[{"card": "P2:b9", "from": "battle", "to": "graveyard", "player": player}],
            ),
        ]

    scenario(
        "stolen-creature-to-owner-graveyard",
        "奪ったクリーチャーが破壊されたら持ち主の墓地へ",
        "A stolen creature that is destroyed goes to its owner's graveyard",
        "P1 controls a creature P2 owns (its control was changed earlier). P1 attacks P3 with it; P3's "
        "broken shield is 《闇の握撃》 (S・トリガー「相手のクリーチャーを1体選び、破壊する」), which destroys "
        "it. P1 puts it into their own graveyard, saying they control it. P2 objects.",
        "illegal",
        ["103.5a", "103.1d"],
        log(head, play("P2")),
        log(head, play("P1")),
    )

    # 103.4: 「自分のクリーチャー」 means the creatures you control, not the ones you own.
    cards = {
        **BASE_CARDS,
        "PU": with_abilities(
            creature("鼓舞の火兵", 2, "fire", 2000),
            {
                "id": "enter",
                "kind": "auto",
                "trigger": {"event": "enters", "card": "self"},
                "targets": [{"zone": "battle", "whose": "own", "count": 1}],
            },
        ),
    }
    snap = snapshot(
        5,
        "main",
        "P2",
        {
            "P1": seat(mana=FIRE5, battle=(("P2:b9", "F3", False),)),
            "P2": seat(hand_cards=("PU",), mana=FIRE5, battle=(("F2", False),)),
            "P3": seat(mana=FIRE5[:4]),
        },
        MAIN_DONE,
        totals(S3),
    )
    head = header(S3, cards, snap=snap)

    def play(target: str) -> list[Json]:
        return [
            E(
                5,
                "main",
                "P2",
                "summon",
                card="P2:h1",
                tap=["P2:m1", "P2:m2"],
                ability="enter",
                targets=[target],
            ),
        ]

    scenario(
        "own-means-controlled",
        "「自分のクリーチャー」はコントロールしているもの",
        "'Your creature' is a creature you control, not one you own",
        "P2 summons 《鼓舞の火兵》 (「このクリーチャーがバトルゾーンに出た時、自分のクリーチャーを1体選ぶ。"
        "そのターン、そのクリーチャーのパワーを+3000する」) and chooses its own card that P1 now controls, "
        "arguing it is still 'their' creature because they own it.",
        "illegal",
        ["103.4"],
        log(head, play("P2:b1")),
        log(head, play("P2:b9")),
    )

    # 102.1a: a multiplayer game ends only when one player is left.
    # four seats, the fourth already out
    seats4 = S4
    snap4 = snapshot(
        5,
        "main",
        "P1",
        {
            "P1": seat(mana=FIRE5, battle=(("F3", False),)),
            "P2": seat(shields=0, mana=FIRE5[:4]),
            "P3": seat(shields=2, mana=FIRE5[:4]),
        },
        MAIN_DONE,
        totals(seats4),
        out={"P4": "concede"},
    )
    head = header(seats4, BASE_CARDS, snap=snap4)
    attack = [
        E(5, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2"),
        E(5, "attack", "P1", "direct_attack"),
    ]
    scenario(
        "result-with-player-left",
        "対戦相手が残っている間は勝利しない",
        "No winner while an opponent is still in the game",
        "Four-player free-for-all; P4 conceded earlier. P1 makes the direct attack that knocks P2 out. P3 "
        "(2 shields left) agrees that P1 'has clearly won' and the table records P1 as the winner without "
        "P3 conceding. In the legal twin P3 concedes first.",
        "illegal",
        ["102.1a"],
        log(head, [*attack, E(5, "attack", "P3", "concede"), E(5, "attack", None, "result", winners=["P1"])]),
        log(head, [*attack, E(5, "attack", None, "result", winners=["P1"])]),
    )

    # 606.3: pentagon, the player whose two non-adjacent opponents lost wins, not the attacker.
    snap = snapshot(
        7,
        "main",
        "P2",
        {
            "P1": seat(mana=FIRE5[:4]),
            "P2": seat(mana=FIRE5, battle=(("F3", False),)),
            "P4": seat(shields=0, mana=FIRE5[:4]),
            "P5": seat(shields=3, mana=FIRE5[:4]),
        },
        MAIN_DONE,
        totals(S5),
        out={"P3": "concede"},
    )
    head = header(S5, BASE_CARDS, variant="pentagon", snap=snap)
    attack = [
        E(7, "attack", "P2", "attack", attacker="P2:b1", defender="P4", target="P4"),
        E(7, "attack", "P2", "direct_attack"),
    ]
    scenario(
        "pentagon-winner-not-attacker",
        "ペンタゴンでは隣接しない2人が敗北したプレイヤーが勝つ",
        "Pentagon: the player whose two non-adjacent opponents lost wins, not the attacker",
        "Pentagon, seated P1–P5 clockwise; P3 conceded earlier. P2 makes the direct attack that knocks P4 "
        "out and claims the win for it. P1 points out that P3 and P4 are their two non-adjacent opponents.",
        "illegal",
        ["606.3"],
        log(head, [*attack, E(7, "attack", None, "result", winners=["P1"])]),
        log(head, [*attack, E(7, "attack", None, "result", winners=["P2"])]),
        printed_example="606.3",
    )


# ---------------------------------------------------------------------------------------------
# 600: effects referring to opponents, attacks, triggers, turns


def three_seats_main(
    p1: Json, p2: Json | None = None, p3: Json | None = None, turn: int = 4, tp: str = "P1"
) -> Json:
    return snapshot(
        turn,
        "main",
        tp,
        {
            "P1": p1,
            "P2": p2 or seat(mana=FIRE5[:4], battle=(("F2", False), ("F1", False))),
            "P3": p3 or seat(mana=FIRE5[:4], battle=(("F2", False), ("F1", False))),
        },
        MAIN_DONE,
        totals(S3),
    )


def ch600_effects() -> None:
    # 600.4b: one ability may not split its choices between opponents.
    cards = {
        **BASE_CARDS,
        "ST": with_abilities(
            creature("破壊者 シュトゥルム", 4, "fire", 3000),
            {
                "id": "enter",
                "kind": "auto",
                "trigger": {"event": "enters", "card": "self"},
                "targets": [{"zone": "battle", "whose": "opponent", "count": 2}],
            },
        ),
    }
    head = header(S3, cards, snap=three_seats_main(seat(hand_cards=("ST",), mana=FIRE5)))

    def play(targets: list[str]) -> list[Json]:
        return [
            E(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4"]),
            E(
                4,
                "main",
                "P1",
                "effect",
                source="P1:h1",
                ability="enter",
                targets=targets,
                moves=[{"card": t, "from": "battle", "to": "graveyard"} for t in targets],
            ),
        ]

    scenario(
        "sturm-one-opponent",
        "シュトゥルムの2体は同じ対戦相手から",
        "Sturm's two creatures must come from one opponent",
        "P1 summons 《破壊者 シュトゥルム》 (「このクリーチャーがバトルゾーンに出た時、相手のクリーチャーを2体"
        "選び、破壊する」) and destroys one creature of P2 and one of P3.",
        "illegal",
        ["600.4b", "600.4a"],
        log(head, play(["P2:b1", "P2:b2"])),
        log(head, play(["P2:b1", "P3:b1"])),
        printed_example="600.4b",
    )

    # 600.4b (second example): destroy and bounce in one sentence go to the same opponent.
    cards = {
        **BASE_CARDS,
        "RC": with_abilities(
            creature("無法のレイジクリスタル", 3, "fire", 3000),
            {
                "id": "enter",
                "kind": "auto",
                "trigger": {"event": "enters", "card": "self"},
                "targets": [
                    {"zone": "battle", "whose": "opponent", "count": 1},
                    {"zone": "battle", "whose": "opponent", "count": 1},
                ],
            },
        ),
    }
    head = header(S3, cards, snap=three_seats_main(seat(hand_cards=("RC",), mana=FIRE5)))

    def play(bounce: str) -> list[Json]:
        return [
            E(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3"]),
            E(
                4,
                "main",
                "P1",
                "effect",
                source="P1:h1",
                ability="enter",
                targets=[["P2:b1"], [bounce]],
                moves=[
                    {"card": "P2:b1", "from": "battle", "to": "graveyard"},
                    {"card": bounce, "from": "battle", "to": "hand"},
                ],
            ),
        ]

    scenario(
        "destroy-and-bounce-one-opponent",
        "破壊と手札戻しを別々の相手に振り分けない",
        "Destroy-then-bounce in one unmarked ability stays with one opponent",
        "P1's 《無法のレイジクリスタル》 enters: 「相手のクリーチャーを1体破壊し、その後、相手のクリーチャーを"
        "1体手札に戻す」 (one sentence, no ■). P1 destroys P2's creature and returns P3's creature to hand.",
        "illegal",
        ["600.4b"],
        log(head, play("P2:b2")),
        log(head, play("P3:b1")),
        printed_example="600.4b",
    )

    # 600.4a (first example): a static cast lock reaches every opponent.
    cards = {
        **BASE_CARDS,
        "N9": with_abilities(
            creature("偽りの名 ナンバーナイン", 9, "light", 9000, breaker=2),
            {"id": "lock", "kind": "continuous", "effect": {"cast_lock": {"whose": "opponent"}}},
        ),
    }
    head = header(
        S3,
        cards,
        snap=three_seats_main(
            seat(hand_cards=("S1", "F1"), mana=FIRE5),
            p3=seat(mana=FIRE5, battle=(("N9", False),)),
        ),
    )
    scenario(
        "number-nine-locks-every-opponent",
        "ナンバーナインは対戦相手全員の呪文を止める",
        "Number Nine stops every opponent casting, not only the one it 'faces'",
        "P3 controls 《偽りの名 ナンバーナイン》 (「相手は呪文を唱えることができない」). In P1's turn P1 says the "
        "lock only concerns the player P3 is fighting and casts a spell.",
        "illegal",
        ["600.4a"],
        log(head, [E(4, "main", "P1", "summon", card="P1:h2", tap=["P1:m1"])]),
        log(head, [E(4, "main", "P1", "cast", card="P1:h1", tap=["P1:m1"])]),
        printed_example="600.4a",
    )

    # 600.4a (second example): Mach 55 checks every opponent's shields.
    cards = {
        **BASE_CARDS,
        "M55": with_abilities(
            creature("超轟速 マッハ55", 5, "fire", 5000),
            {
                "id": "guard",
                "kind": "continuous",
                "effect": {"not_destroyed_if": {"opponent_shields_at_most": 2}},
            },
        ),
    }
    snap = snapshot(
        4,
        "main",
        "P1",
        {
            "P1": seat(mana=FIRE5, battle=(("W1", False),)),
            "P2": seat(shields=5, mana=FIRE5[:4], battle=(("M55", True),)),
            "P3": seat(shields=2, mana=FIRE5[:4]),
        },
        MAIN_DONE,
        totals(S3),
    )
    head = header(S3, cards, snap=snap)

    def play(destroyed: list[str]) -> list[Json]:
        return [
            E(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2:b1"),
            E(4, "attack", "P1", "battle", destroyed=destroyed),
        ]

    scenario(
        "mach55-any-opponent-low-shields",
        "マッハ55はシールド2つ以下の相手が1人でもいれば破壊されない",
        "Mach 55 survives while any one opponent has two shields or fewer",
        "P1's 6000 attacks P2's tapped 《超轟速 マッハ55》 (5000; 「シールドが2つ以下の相手がいれば、このクリーチャー"
        "は破壊されない」). P1 says P1 has 5 shields so it dies; P3, another opponent of P2, has 2 shields.",
        "illegal",
        ["600.4a"],
        log(head, play([])),
        log(head, play(["P2:b1"])),
        printed_example="600.4a",
    )

    # 600.4f: Auriria compares each opponent with its controller on their own.
    cards = {
        **BASE_CARDS,
        "AU": with_abilities(
            creature("正義の煌き オーリリア", 3, "light", 3500, blocker=True),
            {
                "id": "lock",
                "kind": "continuous",
                "effect": {"cast_lock": {"whose": "opponent", "max_cost": 5, "fewer_shields": True}},
            },
        ),
    }

    def aurelia_head(p1_shields: int) -> Json:
        return header(
            S3,
            cards,
            snap=three_seats_main(
                seat(hand_cards=("S1",), shields=p1_shields, mana=FIRE5),
                p2=seat(shields=4, mana=FIRE5[:4], battle=(("AU", False),)),
                p3=seat(shields=1, mana=FIRE5[:4]),
            ),
        )

    cast = [E(4, "main", "P1", "cast", card="P1:h1", tap=["P1:m1"])]
    scenario(
        "auriria-each-opponent-compared",
        "オーリリアは相手ごとに個別に比べる",
        "Auriria compares every opponent's shields on their own",
        "P2 controls 《正義の煌き オーリリア》 (4 shields; 「自分のシールドの数より少ないシールドの相手は、コスト5以下の"
        "呪文を唱えられない」). P1 has 3 shields, P3 has 1. P1 argues only the opponent with the fewest shields "
        "(P3) is locked and casts a cost-1 spell. In the legal twin P1 has 5 shields.",
        "illegal",
        ["600.4f", "600.4a"],
        log(aurelia_head(5), cast),
        log(aurelia_head(3), cast),
        printed_example="600.4f",
    )

    # 600.4h: a game-start effect on opponents reaches all of them.
    cards = {
        **BASE_CARDS,
        "GS": with_abilities(
            creature("開幕の使者", 3, "fire", 3000),
            {
                "id": "start",
                "kind": "auto",
                "trigger": {"event": "game_start"},
                "targets": [{"whose": "opponent", "count": 1, "player": True}],
            },
        ),
    }
    head = header(S3, cards)
    setup: list[Json] = []
    for s in S3:
        hand: list[Any] = [f"{s}:h{i}" for i in range(1, 6)]
        if s == "P1":
            hand[0] = {"iid": "P1:h1", "card": "GS"}
        setup += [
            E(0, "setup", s, "shuffle"),
            E(0, "setup", s, "shields", count=5),
            E(0, "setup", s, "draw", cards=hand),
        ]

    def play(players: list[str]) -> list[Json]:
        return [
            *setup,
            E(0, "setup", "P1", "effect", source="P1:h1", ability="start", targets=players, moves=[]),
            *[E(0, "setup", p, "draw", count=1, source="P1:h1") for p in players],
        ]

    scenario(
        "game-start-effect-all-opponents",
        "ゲーム開始時の対戦相手への効果は全員に及ぶ",
        "A game-start effect on an opponent reaches every opponent",
        "Three players. Before the first turn P1 reveals 《開幕の使者》 (「ゲーム開始時、相手はカードを1枚引く」) "
        "and picks P2 alone to draw, as in a two-player game.",
        "illegal",
        ["600.4h"],
        log(head, play(["P2", "P3"])),
        log(head, play(["P2"])),
    )

    # 600.4i: simultaneous triggers resolve from the turn player on, in turn order.
    cards = {
        **BASE_CARDS,
        "TS": with_abilities(
            creature("夜明けの番兵", 2, "fire", 2000),
            {"id": "tstart", "kind": "auto", "trigger": {"event": "turn_start", "whose": "opponent"}},
        ),
    }
    snap = snapshot(
        3,
        "end",
        "P3",
        {
            "P1": seat(mana=FIRE5),
            "P2": seat(mana=FIRE5[:4], battle=(("TS", False),)),
            "P3": seat(mana=FIRE5[:4], battle=(("TS", False),)),
        },
        MAIN_DONE,
        totals(S3),
    )
    head = header(S3, cards, snap=snap)

    def play(order: list[str]) -> list[Json]:
        return [E(4, "start", "P1", "turn_start")] + [
            E(4, "start", p, "effect", source=f"{p}:b1", ability="tstart", moves=[]) for p in order
        ]

    scenario(
        "trigger-order-turn-order",
        "同時に待機した誘発はターン順に解決する",
        "Simultaneous triggers resolve in turn order from the turn player",
        "At the start of P1's turn both P2's and P3's 《夜明けの番兵》 (「相手のターンのはじめに、…」) trigger. "
        "P3 resolves theirs first because they 'called it first'.",
        "illegal",
        ["600.4i"],
        log(head, play(["P2", "P3"])),
        log(head, play(["P3", "P2"])),
    )


def ch600_combat() -> None:
    # 600.6b: an attack trigger chooses only the defending player's cards.
    cards = {
        **BASE_CARDS,
        "BJ": with_abilities(
            creature("超竜バジュラ", 7, "fire", 12000, breaker=2),
            {
                "id": "atk",
                "kind": "auto",
                "trigger": {"event": "attacks", "card": "self"},
                "targets": [{"zone": "mana", "whose": "opponent", "count": 2, "up_to": True}],
            },
        ),
    }
    snap = three_seats_main(seat(mana=FIRE5, battle=(("BJ", False),)))
    head = header(S3, cards, snap=snap)

    def play(owner: str) -> list[Json]:
        ts = [f"{owner}:m1", f"{owner}:m2"]
        return [
            E(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2"),
            E(
                4,
                "attack",
                "P1",
                "effect",
                source="P1:b1",
                ability="atk",
                targets=ts,
                moves=[{"card": t, "from": "mana", "to": "graveyard"} for t in ts],
            ),
            E(4, "attack", "P1", "break", shields=["P2:s1", "P2:s2"]),
        ]

    scenario(
        "bajula-trigger-defender-only",
        "アタック・トリガーは防御プレイヤーのカードのみ",
        "An attack trigger may choose only the defending player's cards",
        "P1's 《超竜バジュラ》 attacks P2 (「このクリーチャーが攻撃する時、相手のマナゾーンのカードを2枚まで選び、"
        "持ち主の墓地に置く」). P1 takes the two mana cards from P3 instead.",
        "illegal",
        ["600.6b"],
        log(head, play("P2")),
        log(head, play("P3")),
        printed_example="600.6b",
    )

    # 600.6b (second example): the defending player's trigger chooses only the attacking player's cards.
    cards = {
        **BASE_CARDS,
        "DH": with_abilities(
            spell("デーモン・ハンド", 6, "darkness", shield_trigger=True), OPP_DESTROY_SPELL
        ),
    }
    snap = three_seats_main(seat(mana=FIRE5, battle=(("F3", False), ("F2", False))))
    head = header(S3, cards, snap=snap)

    def play(target: str) -> list[Json]:
        return [
            E(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2"),
            E(4, "attack", "P1", "break", shields=[{"iid": "P2:s1", "card": "DH"}]),
            E(4, "attack", "P2", "shield_trigger", card="P2:s1", ability="spell", targets=[target]),
            E(
                4,
                "attack",
                "P2",
                "effect",
                source="P2:s1",
                ability="spell",
                moves=[{"card": target, "from": "battle", "to": "graveyard"}],
            ),
        ]

    scenario(
        "demon-hand-attacker-only",
        "S・トリガーのデーモン・ハンドは攻撃プレイヤーのクリーチャーのみ",
        "A shield-triggered Demon Hand may destroy only the attacking player's creature",
        "P1 attacks P2; the broken shield is 《デーモン・ハンド》 (「相手のクリーチャーを1体選び、破壊する」). "
        "P2 destroys a creature of P3, who is threatening them next turn.",
        "illegal",
        ["600.6b"],
        log(head, play("P1:b2")),
        log(head, play("P3:b1")),
        printed_example="600.6b",
    )

    # 600.6d: attack triggers belong only to the attacking and defending players.
    cards = {
        **BASE_CARDS,
        "NV": with_abilities(
            creature("五邪王ニガ=ヴェルムート", 7, "darkness", 11000, breaker=2),
            {
                "id": "watch",
                "kind": "auto",
                "trigger": {"event": "attacks", "whose": "opponent", "card": "any"},
            },
        ),
    }
    snap = three_seats_main(
        seat(mana=FIRE5, battle=(("F3", False),)),
        p3=seat(mana=FIRE5[:4], battle=(("NV", False),)),
    )
    head = header(S3, cards, snap=snap)

    def play(defender: str, resolve: bool) -> list[Json]:
        entries = [E(4, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target=defender)]
        if resolve:
            entries.append(E(4, "attack", "P3", "effect", source="P3:b1", ability="watch", moves=[]))
        entries.append(E(4, "attack", "P1", "break", shields=[f"{defender}:s1"]))
        return entries

    scenario(
        "nigaver-bystander-no-trigger",
        "攻撃に関わらないプレイヤーのカードは攻撃で誘発しない",
        "A bystander's creature does not trigger on another player's attack",
        "P3 controls 《五邪王ニガ=ヴェルムート》 (「相手のクリーチャーが攻撃する時、…」). P1 attacks P2, and P3 "
        "resolves the ability anyway. In the legal twin P1 attacks P3.",
        "illegal",
        ["600.6d"],
        log(head, play("P3", True)),
        log(head, play("P2", True)),
        printed_example="600.6d",
    )

    # 600.6c: a third player may not block for the defending player.
    snap = three_seats_main(
        seat(mana=FIRE5, battle=(("F3", False),)),
        p2=seat(mana=FIRE5[:4], battle=(("L1", False),)),
        p3=seat(mana=FIRE5[:4], battle=(("L1", False),)),
    )
    head = header(S3, BASE_CARDS, snap=snap)

    def play(blocker: str) -> list[Json]:
        return [
            E(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2"),
            E(4, "attack", blocker.split(":")[0], "block", blocker=blocker),
            E(4, "attack", "P1", "battle", destroyed=[blocker]),
        ]

    scenario(
        "block-only-own-attacks",
        "他のプレイヤーへの攻撃はブロックできない",
        "A blocker cannot block an attack on another player",
        "P1's 3000 attacks P2. P3, allied with P2 for the moment, blocks with their 《光の守り手》 (ブロッカー).",
        "illegal",
        ["600.6c"],
        log(head, play("P2:b1")),
        log(head, play("P3:b1")),
    )

    # Official rule (DM 11): only a tapped creature may be attacked.
    snap = three_seats_main(
        seat(mana=FIRE5, battle=(("W1", False),)),
        p2=seat(mana=FIRE5[:4], battle=(("F2", False), ("F1", True))),
    )
    head = header(S3, BASE_CARDS, snap=snap)

    def play(target: str) -> list[Json]:
        return [
            E(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target=target),
            E(4, "attack", "P1", "battle", destroyed=[target]),
        ]

    scenario(
        "attack-untapped-creature",
        "アンタップ状態のクリーチャーには攻撃できない",
        "An untapped creature cannot be attacked",
        "P1 designates P2 as defending player and attacks P2's untapped 2000 creature with a 6000.",
        "illegal",
        ["403", "001.1"],
        log(head, play("P2:b2")),
        log(head, play("P2:b1")),
    )

    # Official rule: summoning sickness.
    snap = three_seats_main(seat(hand_cards=("F3",), mana=FIRE5, battle=(("F2", False),)))
    head = header(S3, BASE_CARDS, snap=snap)

    def play(attacker: str) -> list[Json]:
        return [
            E(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3"]),
            E(4, "attack", "P1", "attack", attacker=attacker, defender="P3", target="P3"),
            E(4, "attack", "P1", "break", shields=["P3:s1"]),
        ]

    scenario(
        "summoned-creature-attacks",
        "召喚したターンのクリーチャーは攻撃できない",
        "A creature summoned this turn cannot attack",
        "P1 summons a vanilla 3000 and attacks P3 with it at once; it has no スピードアタッカー.",
        "illegal",
        ["403", "001.1"],
        log(head, play("P1:b1")),
        log(head, play("P1:h1")),
    )

    # 605.2b: no creature deploy in a free-for-all.
    snap = three_seats_main(seat(hand_cards=("F1",), mana=FIRE5, battle=(("F3", False),)))
    head = header(S3, BASE_CARDS, snap=snap)
    scenario(
        "deploy-in-free-for-all",
        "無差別戦ではクリーチャー配置はない",
        "No creature deploy in a free-for-all",
        "In a three-player free-for-all P1 offers P2 an alliance and hands over control of a creature, "
        "calling it a 'deploy'.",
        "illegal",
        ["605.2b"],
        log(head, [E(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1"])]),
        log(head, [E(4, "main", "P1", "deploy", card="P1:b1", to="P2")]),
    )


def ch600_turns() -> None:
    # 600.8: the starting player of a multiplayer game draws on turn 1.
    snap = snapshot(
        1,
        "start",
        "P1",
        {s: seat(hand=5) for s in S3},
        {},
        totals(S3),
    )
    head = header(S3, BASE_CARDS, snap=snap)
    scenario(
        "starting-player-draws",
        "多人数戦の開始プレイヤーは最初のターンにドローする",
        "The starting player of a multiplayer game draws on the first turn",
        "Three-player free-for-all. P1, the starting player, skips the first draw 'as in a duel' and goes "
        "straight to charging.",
        "illegal",
        ["600.8"],
        log(
            head,
            [
                E(1, "draw", "P1", "draw", count=1),
                E(1, "charge", "P1", "charge", card="P1:h1"),
            ],
        ),
        log(head, [E(1, "charge", "P1", "charge", card="P1:h1")]),
    )

    # 600.7: turns go clockwise.
    snap = snapshot(
        5,
        "end",
        "P1",
        {s: seat(mana=FIRE5[:4]) for s in S4},
        MAIN_DONE,
        totals(S4),
    )
    head = header(S4, BASE_CARDS, snap=snap)
    scenario(
        "turn-passes-clockwise",
        "ターンは時計回りに進む",
        "The turn passes clockwise",
        "Four players seated P1, P2, P3, P4 clockwise. After P1's turn, P4 (on P1's right) starts a turn.",
        "illegal",
        ["600.7"],
        log(head, [E(6, "start", "P2", "turn_start")]),
        log(head, [E(6, "start", "P4", "turn_start")]),
    )

    # 600.3a / 600.3d: a player who left cannot be chosen, nor their cards.
    cards = {**BASE_CARDS, "K": with_abilities(spell("火炎弾", 2, "fire"), OPP_DESTROY_SPELL)}
    head = header(S3, cards, snap=three_seats_main(seat(hand_cards=("K",), mana=FIRE5)))

    def play(target: str) -> list[Json]:
        return [
            E(4, "main", "P2", "concede"),
            E(
                4,
                "main",
                "P1",
                "cast",
                card="P1:h1",
                tap=["P1:m1", "P1:m2"],
                ability="spell",
                targets=[target],
            ),
            E(
                4,
                "main",
                "P1",
                "effect",
                source="P1:h1",
                ability="spell",
                moves=[{"card": target, "from": "battle", "to": "graveyard"}],
            ),
        ]

    scenario(
        "target-after-concession",
        "投了したプレイヤーのカードは対象にできない",
        "The cards of a player who conceded cannot be chosen",
        "P2 concedes during P1's main step. P1 then casts 《火炎弾》 (「相手のクリーチャーを1体選び、破壊する」) "
        "and names P2's creature, which P1 says is 'still on the table'.",
        "illegal",
        ["600.3a", "600.3d"],
        log(head, play("P3:b1")),
        log(head, play("P2:b1")),
    )

    # 600.3g (decisions DM 1): the turn player's concession does not hand the turn over at once.
    snap = three_seats_main(seat(mana=FIRE5), p2=seat(hand_cards=("F2",), mana=FIRE5[:4]))
    head = header(S3, BASE_CARDS, snap=snap)
    scenario(
        "turn-player-concedes-no-handover",
        "ターン・プレイヤーの投了でターンはすぐには移らない",
        "The turn player's concession does not hand the turn over mid-turn",
        "P1 concedes in their own main step. P2, next in turn order, immediately summons a creature in "
        "'the rest of P1's turn'. In the legal twin P2 waits for their own turn.",
        "illegal",
        ["600.3g", "600.3a"],
        log(
            head,
            [
                E(4, "main", "P1", "concede"),
                E(5, "start", "P2", "turn_start"),
                E(5, "draw", "P2", "draw", count=1),
                E(5, "main", "P2", "summon", card="P2:h1", tap=["P2:m1", "P2:m2"]),
            ],
        ),
        log(
            head,
            [
                E(4, "main", "P1", "concede"),
                E(4, "main", "P2", "summon", card="P2:h1", tap=["P2:m1", "P2:m2"]),
            ],
        ),
    )

    # 602.3 / 600.10: adjacency is fixed at the turn's start.
    snap = snapshot(
        5,
        "main",
        "P1",
        {
            "P1": seat(mana=FIRE5, battle=(("F3", False),)),
            "P2": seat(mana=FIRE5[:4]),
            "P3": seat(mana=FIRE5[:4]),
            "P4": seat(mana=FIRE5[:4]),
        },
        MAIN_DONE,
        totals(S4),
    )
    head = header(S4, BASE_CARDS, snap=snap, options={"attack_adjacent": True})

    def play(defender: str) -> list[Json]:
        return [
            E(5, "main", "P2", "concede"),
            E(5, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target=defender),
            E(5, "attack", "P1", "break", shields=[f"{defender}:s1"]),
        ]

    scenario(
        "adjacency-fixed-until-next-turn",
        "隣接は次のターンの開始時に決まる",
        "Adjacency changes only at the next turn's start",
        "Attack-adjacent option, four players P1–P4 clockwise. P2 concedes during P1's turn; P1 at once "
        "attacks P3, saying P3 is now their neighbour.",
        "illegal",
        ["602.3", "600.10", "602.2"],
        log(head, play("P4")),
        log(head, play("P3")),
        printed_example="602.3",
    )


# ---------------------------------------------------------------------------------------------
# 601: range of influence


def five_range(
    turn: int, tp: str, p: dict[str, Json], options: Json | None = None, cards: dict[str, Json] | None = None
) -> Json:
    seats = {s: p.get(s, seat(mana=FIRE5[:4], battle=(("F1", False),))) for s in S5}
    snap = snapshot(turn, "main", tp, seats, MAIN_DONE, totals(S5))
    return header(S5, cards or BASE_CARDS, snap=snap, options=options or {"range": 1})


def ch601() -> None:
    # 601.3: attack only opponents in range.
    head = five_range(6, "P1", {"P1": seat(mana=FIRE5, battle=(("F3", False),))})

    def play(d: str) -> list[Json]:
        return [
            E(6, "attack", "P1", "attack", attacker="P1:b1", defender=d, target=d),
            E(6, "attack", "P1", "break", shields=[f"{d}:s1"]),
        ]

    scenario(
        "range-attack-beyond",
        "影響範囲外のプレイヤーには攻撃できない",
        "No attack on a player outside the range of influence",
        "Five players, range 1. P1 attacks P3, two seats away.",
        "illegal",
        ["601.3"],
        log(head, play("P2")),
        log(head, play("P3")),
    )

    # 601.4: no target outside the range.
    cards = {**BASE_CARDS, "K": with_abilities(spell("火炎弾", 2, "fire"), OPP_DESTROY_SPELL)}
    head = five_range(6, "P1", {"P1": seat(hand_cards=("K",), mana=FIRE5)}, cards=cards)

    def cast(t: str) -> list[Json]:
        return [
            E(6, "main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=[t]),
            E(
                6,
                "main",
                "P1",
                "effect",
                source="P1:h1",
                ability="spell",
                moves=[{"card": t, "from": "battle", "to": "graveyard"}],
            ),
        ]

    scenario(
        "range-target-beyond",
        "影響範囲外のクリーチャーは対象にできない",
        "No target outside the range of influence",
        "Five players, range 1. P1 casts 《火炎弾》 (「相手のクリーチャーを1体選び、破壊する」) on P3's creature.",
        "illegal",
        ["601.4"],
        log(head, cast("P5:b1")),
        log(head, cast("P3:b1")),
    )

    # 601.2c: the range is fixed at the turn's start even when a player in between leaves.
    def cast_after(t: str) -> list[Json]:
        return [E(6, "main", "P2", "concede"), *cast(t)]

    scenario(
        "range-fixed-at-turn-start",
        "影響範囲は次のターンの開始時まで変わらない",
        "The range does not grow until the next turn starts",
        "Five players, range 1. P2 concedes in P1's main step; P1 then casts 《火炎弾》 on P3's creature, "
        "saying P3 is now next to them.",
        "illegal",
        ["601.2c", "601.4"],
        log(head, cast_after("P5:b1")),
        log(head, cast_after("P3:b1")),
        printed_example="601.2c",
    )

    # 601.7: a trigger needs its whole event in range.
    cards = {
        **BASE_CARDS,
        "WT": with_abilities(
            creature("呪文の番人", 2, "fire", 2000),
            {"id": "watch", "kind": "auto", "trigger": {"event": "cast", "whose": "opponent"}},
        ),
    }
    p = {
        "P1": seat(mana=FIRE5, battle=(("WT", False),)),
        "P2": seat(mana=FIRE5, battle=(("WT", False),)),
        "P3": seat(hand_cards=("S1",), mana=FIRE5),
    }
    head = five_range(8, "P3", p, cards=cards)

    def watch(who: list[str]) -> list[Json]:
        return [E(8, "main", "P3", "cast", card="P3:h1", tap=["P3:m1"])] + [
            E(8, "main", w, "effect", source=f"{w}:b1", ability="watch", moves=[]) for w in who
        ]

    scenario(
        "range-trigger-event-beyond",
        "影響範囲外の出来事では誘発しない",
        "No trigger on an event outside the range",
        "Five players, range 1, P3's turn. P3 casts a spell. Both P2 and P1 control 《呪文の番人》 "
        "(「相手が呪文を唱えた時、…」); P1, two seats from P3, resolves theirs too.",
        "illegal",
        ["601.7"],
        log(head, watch(["P2"])),
        log(head, watch(["P2", "P1"])),
    )

    # 601.12: the static range decides trigger conditions.
    head = five_range(8, "P3", p, options={"range": 2, "static_range": 1}, cards=cards)
    scenario(
        "static-range-trigger",
        "誘発条件は常在影響範囲で判断する",
        "Trigger conditions use the static range",
        "Five players; everyone has range 2 and a static range of 1 (agreed before the game). P3 casts a "
        "spell; P1's 《呪文の番人》 resolves because P3 is within P1's range of 2.",
        "illegal",
        ["601.12", "601.7"],
        log(head, watch(["P2"])),
        log(head, watch(["P2", "P1"])),
    )

    # 601.8: an 'all creatures' effect does nothing outside the range.
    cards = {**BASE_CARDS, "SW": spell("火炎の渦", 4, "fire")}
    head = five_range(6, "P1", {"P1": seat(hand_cards=("SW",), mana=FIRE5)}, cards=cards)

    def sweep(hit: list[str]) -> list[Json]:
        return [
            E(6, "main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4"]),
            E(
                6,
                "main",
                "P1",
                "effect",
                source="P1:h1",
                moves=[{"card": t, "from": "battle", "to": "graveyard"} for t in hit],
            ),
        ]

    scenario(
        "range-sweeper-beyond",
        "「すべて」の効果も影響範囲外には及ばない",
        "A sweeper does nothing outside the range",
        "Five players, range 1. P1 casts 《火炎の渦》 (「パワー2000以下のクリーチャーをすべて破壊する」) and "
        "destroys the small creatures of P2, P5 and also P3.",
        "illegal",
        ["601.8"],
        log(head, sweep(["P2:b1", "P5:b1"])),
        log(head, sweep(["P2:b1", "P5:b1", "P3:b1"])),
    )

    # 601.11: a win effect with ranges makes only the opponents in range lose.
    head = five_range(6, "P1", {"P1": seat(mana=FIRE5)})
    scenario(
        "range-win-effect",
        "影響範囲限定では勝利効果は範囲内の相手だけを負けにする",
        "With ranges, a 'win the game' effect defeats only the opponents in range",
        "Five players, range 1. P1 resolves a card that says 「あなたはゲームに勝利する」 and the table "
        "records all four opponents as losing.",
        "illegal",
        ["601.11"],
        log(head, [E(6, "main", "P1", "win_effect", player="P1", losers=["P2", "P5"])]),
        log(head, [E(6, "main", "P1", "win_effect", player="P1", losers=["P2", "P3", "P4", "P5"])]),
    )

    # 600.9: without ranges, every opponent loses.
    snap = snapshot(5, "main", "P1", {s: seat(mana=FIRE5) for s in S4}, MAIN_DONE, totals(S4))
    head = header(S4, BASE_CARDS, snap=snap)
    scenario(
        "win-effect-all-opponents",
        "影響範囲なしの多人数戦では勝利効果で対戦相手全員が負ける",
        "Without ranges, a 'win' effect makes every opponent lose",
        "Four-player free-for-all without ranges. P1 resolves 「あなたはゲームに勝利する」; the table treats "
        "it as defeating only P2, the opponent P1 was fighting, and plays on.",
        "illegal",
        ["600.9"],
        log(
            head,
            [
                E(5, "main", "P1", "win_effect", player="P1", losers=["P2", "P3", "P4"]),
                E(5, "main", None, "result", winners=["P1"]),
            ],
        ),
        log(head, [E(5, "main", "P1", "win_effect", player="P1", losers=["P2"])]),
    )


# ---------------------------------------------------------------------------------------------
# 701: DMEDH


def dmedh_cards() -> dict[str, Json]:
    cards = {f"D{i:02d}": creature(f"統率の兵{i:02d}", 2, "fire", 2000) for i in range(1, 57)}
    cards["DS1"] = spell("再起の炎", 3, "fire")
    cards["DS2"] = spell("炎の呼び声", 4, "fire")
    cards["DS3"] = spell("時の炎", 6, "fire")
    return cards


def dmedh_head(
    seats: list[str],
    snap_seats: dict[str, Json],
    turn: int,
    tp: str,
    *,
    this_turn: Json | None = None,
    commander: str | list[str] = "CMD",
    extra: Json | None = None,
    extra_cards: dict[str, Json] | None = None,
) -> Json:
    cards = dmedh_cards()
    cmd_cards = {
        "CMD": creature("炎の統率者", 4, "fire", 5000),
        "GA": creature("竜極神ゲキ", 5, "fire", 6000, god=True, g_link=["竜極神メツ"]),
        "GB": creature("竜極神メツ", 5, "fire", 6000, god=True, g_link=["竜極神ゲキ"]),
    }
    all_cards = {**cards, **cmd_cards, **(extra_cards or {})}
    cmd_list = commander if isinstance(commander, list) else [commander]
    main_ids = list(cards)[: 60 - len(cmd_list)]
    lists = {
        s: {
            "main": {cid: 1 for cid in main_ids},
            "commander": commander,
        }
        for s in seats
    }
    snap = snapshot(
        turn,
        "main",
        tp,
        snap_seats,
        this_turn if this_turn is not None else MAIN_DONE,
        {s: len(main_ids) + len(cmd_list) for s in seats},
    )
    # commander_moves is a per-seat field: each seat lists its own commanders' moves out of the zone.
    for iid, n in (extra or {}).get("commander_moves", {}).items():
        snap["players"][iid.split(":")[0]].setdefault("commander_moves", {})[iid] = n
    return header(seats, all_cards, variant="dmedh", snap=snap, decklists=lists)


def dmedh_done(seats: list[str]) -> Json:
    """A main-step snapshot's turn so far under the commander rules: also no name used yet (701.12), which
    a snapshot must say, or the engine rightly asks at each first name (docs/log-format-dm-variants.md)."""
    return {**MAIN_DONE, "used_names": {s: [] for s in seats}}


DMANA = ("D01", "D02", "D03", "D04", "D05", "D06", "D07", "D08")


def ch701() -> None:
    s2 = ["P1", "P2"]
    other = seat(hand=5, shields=7, mana=("D01", "D02", "D03", "D04"), command=(("P2:cmd", "CMD"),))
    # 701.14: the commander tax.
    head = dmedh_head(
        s2,
        {"P1": seat(hand=3, shields=7, mana=DMANA, command=(("P1:cmd", "CMD"),)), "P2": other},
        5,
        "P1",
        this_turn=dmedh_done(s2),
        extra={"commander_moves": {"P1:cmd": 1, "P2:cmd": 0}},
    )
    cost = ["P1:m1", "P1:m2", "P1:m3", "P1:m4"]
    scenario(
        "commander-tax-owed",
        "2回目の統率者は追加で2枚タップする",
        "The second time out, the commander costs two more mana cards",
        "DMEDH. P1's commander was summoned once and returned to 超統率ゾーン. P1 summons it again paying only "
        "its printed cost of 4.",
        "illegal",
        ["701.14"],
        log(
            head,
            [
                E(
                    5,
                    "main",
                    "P1",
                    "summon",
                    card="P1:cmd",
                    **{"from": "command"},
                    tap=cost,
                    tax=["P1:m5", "P1:m6"],
                )
            ],
        ),
        log(head, [E(5, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=cost)]),
    )

    # 701.12: no second card of the same name in a turn.
    head = dmedh_head(
        s2,
        {
            "P1": seat(
                hand=3, hand_cards=("D10", "D11"), shields=7, mana=DMANA, command=(("P1:cmd", "CMD"),)
            ),
            "P2": other,
        },
        5,
        "P1",
        this_turn={"drawn": 1, "charged": 1, "entered": [], "used_names": {"P1": ["統率の兵10"], "P2": []}},
        extra={"commander_moves": {"P1:cmd": 0, "P2:cmd": 0}},
    )
    scenario(
        "same-name-twice-in-turn",
        "同じターンに同じ名前のカードを再び出せない",
        "No card of a name already used this turn",
        "DMEDH. P1 summoned 《統率の兵10》 this turn; it was bounced back to P1's hand. P1 summons it again.",
        "illegal",
        ["701.12"],
        log(head, [E(5, "main", "P1", "summon", card="P1:h2", tap=["P1:m1", "P1:m2"])]),
        log(head, [E(5, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2"])]),
    )

    # 701.8: an extra turn is replaced by the normal turn order.
    head = dmedh_head(
        s2,
        {
            "P1": seat(hand=3, hand_cards=("DS3",), shields=7, mana=DMANA, command=(("P1:cmd", "CMD"),)),
            "P2": other,
        },
        5,
        "P1",
        this_turn=dmedh_done(s2),
        extra={"commander_moves": {"P1:cmd": 0, "P2:cmd": 0}},
    )
    cast = E(5, "main", "P1", "cast", card="P1:h1", tap=[f"P1:m{i}" for i in range(1, 7)])
    scenario(
        "extra-turn-continues-normally",
        "DMEDHでは追加ターンを得ない",
        "No extra turn in DMEDH",
        "DMEDH. P1 casts 《時の炎》 (「このターンの後に、自分のターンを追加する」) and takes another turn.",
        "illegal",
        ["701.8"],
        log(head, [cast, E(6, "start", "P2", "turn_start")]),
        log(
            head,
            [
                cast,
                E(5, "main", "P1", "extra_turn", player="P1", source="P1:h1"),
                E(6, "start", "P1", "turn_start"),
            ],
        ),
    )

    # 701.7: a 'win the game' card continues the game instead, multiplayer included.
    s3 = ["P1", "P2", "P3"]
    head = dmedh_head(
        s3,
        {
            "P1": seat(hand=3, shields=7, mana=DMANA, command=(("P1:cmd", "CMD"),)),
            "P2": other,
            "P3": seat(hand=5, shields=7, mana=("D01", "D02", "D03", "D04"), command=(("P3:cmd", "CMD"),)),
        },
        7,
        "P1",
        extra={"commander_moves": {"P1:cmd": 0, "P2:cmd": 0, "P3:cmd": 0}},
    )
    scenario(
        "win-card-continues",
        "DMEDHでは勝利効果でもゲームは続く",
        "A 'win the game' card continues the game in DMEDH",
        "Three-player DMEDH. P1's card says 「あなたはゲームに勝利する」; P1 and the table treat P2 and P3 as "
        "defeated.",
        "illegal",
        ["701.7"],
        log(head, [E(7, "main", "P1", "win_effect", player="P1", losers=[])]),
        log(head, [E(7, "main", "P1", "win_effect", player="P1", losers=["P2", "P3"])]),
    )

    # 701.18c: a God commander draws once per turn across its gods.
    head = dmedh_head(
        s2,
        {
            "P1": seat(
                hand=3, shields=7, mana=DMANA, battle=(("P1:cmd", "GA", False), ("P1:cmd2", "GB", False))
            ),
            "P2": seat(
                hand=5,
                shields=7,
                mana=("D01", "D02", "D03", "D04"),
                command=(("P2:cmd", "GA"), ("P2:cmd2", "GB")),
            ),
        },
        5,
        "P1",
        commander=["GA", "GB"],
        extra={"commander_moves": {"P1:cmd": 1, "P1:cmd2": 1, "P2:cmd": 0, "P2:cmd2": 0}},
    )
    first = [
        E(5, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2"),
        E(5, "attack", "P1", "break", shields=["P2:s1"]),
        E(5, "attack", "P1", "commander_draw", card="P1:cmd", looked=1, to_hand=["P1:d1"]),
        E(5, "attack", "P1", "attack", attacker="P1:cmd2", defender="P2", target="P2"),
        E(5, "attack", "P1", "break", shields=["P2:s2"]),
    ]
    scenario(
        "god-commander-draw-once",
        "統率者の攻撃後の手札補充は全統率者でターンに一度",
        "The commander draw is once a turn across every god",
        "DMEDH, God commander 《竜極神ゲキ》+《竜極神メツ》. After ゲキ's attack P1 looked at the top card and "
        "took it; after メツ's attack the same turn P1 does it again.",
        "illegal",
        ["701.18c", "701.16"],
        log(head, first),
        log(
            head,
            [*first, E(5, "attack", "P1", "commander_draw", card="P1:cmd2", looked=1, to_hand=["P1:d2"])],
        ),
        printed_example="701.18c",
    )

    # 701.13: only the commander's cost or its own ability takes it out of 超統率ゾーン.
    head = dmedh_head(
        s2,
        {
            "P1": seat(hand=3, hand_cards=("DS2",), shields=7, mana=DMANA, command=(("P1:cmd", "CMD"),)),
            "P2": other,
        },
        5,
        "P1",
        this_turn=dmedh_done(s2),
        extra={"commander_moves": {"P1:cmd": 0, "P2:cmd": 0}},
    )
    scenario(
        "commander-out-by-other-card",
        "統率者は他のカードの効果では超統率ゾーンから出せない",
        "Another card's effect cannot put the commander out of the command zone",
        "DMEDH. P1 casts 《炎の呼び声》 (「コスト5以下のクリーチャーを1体、バトルゾーンに出す」) and puts their "
        "commander from 超統率ゾーン into the battle zone with it. In the legal twin P1 summons it for its cost.",
        "illegal",
        ["701.13"],
        log(
            head,
            [
                E(
                    5,
                    "main",
                    "P1",
                    "summon",
                    card="P1:cmd",
                    **{"from": "command"},
                    tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4"],
                )
            ],
        ),
        log(
            head,
            [
                E(5, "main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4"]),
                E(
                    5,
                    "main",
                    "P1",
                    "effect",
                    source="P1:h1",
                    moves=[{"card": "P1:cmd", "from": "command", "to": "battle"}],
                ),
            ],
        ),
    )

    # 701.15: returning the commander is a state-based action, not something to do later.
    head = dmedh_head(
        s2,
        {
            "P1": seat(
                hand=3,
                shields=7,
                mana=DMANA,
                battle=(("P1:cmd", "CMD", False), ("P1:b2", "D20", False)),
            ),
            "P2": seat(
                hand=5,
                shields=7,
                mana=("D01", "D02", "D03", "D04"),
                battle=(("D30", True),),
                command=(("P2:cmd", "CMD"),),
            ),
        },
        5,
        "P1",
        extra={"commander_moves": {"P1:cmd": 1, "P2:cmd": 0}},
    )
    head["cards"]["D30"] = creature("統率の兵30", 2, "fire", 7000)
    fight = [
        E(5, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2:b1"),
        E(5, "attack", "P1", "battle", destroyed=["P1:cmd"]),
    ]
    second = [
        E(5, "attack", "P1", "attack", attacker="P1:b2", defender="P2", target="P2"),
        E(5, "attack", "P1", "break", shields=["P2:s1"]),
    ]
    ret = E(5, "attack", "P1", "commander_return", card="P1:cmd")
    scenario(
        "commander-return-later",
        "統率者を戻すのは状況起因処理として直ちに",
        "The commander returns at once, as a state-based action, or not at all",
        "DMEDH. P1's commander loses a battle and goes to the graveyard. P1 attacks with another creature "
        "first and only then moves the commander back to 超統率ゾーン.",
        "illegal",
        ["701.15"],
        log(head, [*fight, ret, *second]),
        log(head, fight + second + [ret]),
    )

    # 701.11: mana untapped outside the start step is tapped instead.
    head = dmedh_head(
        s2,
        {
            "P1": seat(
                hand=3,
                hand_cards=("DS1",),
                shields=7,
                mana=tuple((c, i < 3) for i, c in enumerate(DMANA)),
                battle=(("D20", True),),
                command=(("P1:cmd", "CMD"),),
            ),
            "P2": other,
        },
        5,
        "P1",
        this_turn=dmedh_done(s2),
        extra={"commander_moves": {"P1:cmd": 0, "P2:cmd": 0}},
    )
    cast = E(5, "main", "P1", "cast", card="P1:h1", tap=["P1:m4", "P1:m5", "P1:m6"])
    scenario(
        "mana-untap-outside-start",
        "ターン開始ステップ以外でマナはアンタップしない",
        "Mana is not untapped outside the start step",
        "DMEDH. P1 casts 《再起の炎》 (「自分のカードを2枚までアンタップする」) and untaps two tapped mana "
        "cards. In the legal twin P1 untaps their tapped creature.",
        "illegal",
        ["701.11"],
        log(head, [cast, E(5, "main", "P1", "effect", source="P1:h1", untap=["P1:b1"], moves=[])]),
        log(head, [cast, E(5, "main", "P1", "effect", source="P1:h1", untap=["P1:m1", "P1:m2"], moves=[])]),
    )


# ---------------------------------------------------------------------------------------------
# 705: rotating table (no snapshot: played from the setup)


def setup_entries(seats: list[str]) -> list[Json]:
    out: list[Json] = []
    for s in seats:
        out += [
            E(0, "setup", s, "shuffle"),
            E(0, "setup", s, "shields", count=5),
            E(0, "setup", s, "draw", count=5),
        ]
    return out


def ch705() -> None:
    head = header(S4, BASE_CARDS, variant="rotating_table")
    opening = [
        *setup_entries(S4),
        E(1, "start", "P1", "turn_start"),
        E(1, "draw", "P1", "draw", cards=[{"iid": "P1:d1", "card": "F1"}]),
        E(1, "charge", "P1", "charge", card="P1:d1"),
    ]
    summon = E(1, "main", "P1", "summon", card={"iid": "P1:h1", "card": "F1"}, tap=["P1:d1"])

    def rot(to: str) -> list[Json]:
        return [*opening, summon, E(1, "main", "P1", "roll", result="P", tap=[], control={"P1:h1": to})]

    scenario(
        "rotate-p-counterclockwise",
        "Pシンボルでカードは反時計回りに1席先へ",
        "On {P} the cards go one seat counter-clockwise",
        "Rotating table, P1–P4 clockwise. P1 rolls {P} and hands their creature to P2, on their left.",
        "illegal",
        ["705.5b"],
        log(head, rot("P4")),
        log(head, rot("P2")),
        printed_example="705.5b",
    )

    def rolls(second_tap: list[str]) -> list[Json]:
        return [
            *opening,
            E(1, "main", "P1", "roll", result="blank", tap=[]),
            E(1, "main", "P1", "roll", result="blank", tap=second_tap),
        ]

    scenario(
        "second-roll-costs-one",
        "2回目のダイスは1マナ",
        "The second die roll of a turn costs one mana",
        "Rotating table. P1 rolls the planar die, gets a blank, and rolls again without paying.",
        "illegal",
        ["705.5"],
        log(head, rolls(["P1:d1"])),
        log(head, rolls([])),
    )


# ---------------------------------------------------------------------------------------------
# Team formats and planes (no snapshot for them: played from the setup)


def ch608_609_703() -> None:
    teams = {"teams": [["P1", "P2"], ["P3", "P4"]]}
    head = header(S4, BASE_CARDS, variant="two_headed", options=teams)
    opening = [*setup_entries(S4), E(1, "start", "P1", "turn_start")]
    charges = [
        E(1, "charge", "P1", "charge", card={"iid": "P1:h1", "card": "F1"}),
        E(1, "charge", "P2", "charge", card={"iid": "P2:h1", "card": "F1"}),
    ]
    scenario(
        "two-headed-teammate-mana",
        "双頭戦ではチームメイトのマナで支払えない",
        "Two-headed: no paying with a teammate's mana",
        "Two-headed giant, P1+P2 against P3+P4. In their first team turn both P1 and P2 charge one card; P1 "
        "then summons a cost-2 creature tapping their own mana card and P2's.",
        "illegal",
        ["608.5"],
        log(
            head,
            opening
            + charges
            + [E(1, "main", "P1", "summon", card={"iid": "P1:h2", "card": "F1"}, tap=["P1:h1"])],
        ),
        log(
            head,
            opening
            + charges
            + [E(1, "main", "P1", "summon", card={"iid": "P1:h2", "card": "F2"}, tap=["P1:h1", "P2:h1"])],
        ),
    )
    scenario(
        "two-headed-first-team-no-draw",
        "双頭戦の先攻チームは最初のドローを飛ばす",
        "Two-headed: the starting team skips its first draw",
        "Two-headed giant. In the first team turn P2 draws a card, saying only P1 (the primary player) skips "
        "the draw.",
        "illegal",
        ["608.7", "600.8"],
        log(head, opening + charges),
        log(head, [*opening, E(1, "draw", "P2", "draw", count=1), *charges]),
    )

    # 609.5: the first and the second player of an emperor game skip their first draw.
    seats6 = ["P1", "P2", "P3", "P4", "P5", "P6"]
    head = header(
        seats6,
        BASE_CARDS,
        variant="emperor",
        first="P2",
        options={"teams": [["P1", "P2", "P3"], ["P4", "P5", "P6"]]},
    )
    opening = [
        *setup_entries(seats6),
        E(1, "start", "P2", "turn_start"),
        E(1, "charge", "P2", "charge", card="P2:h1"),
        E(2, "start", "P3", "turn_start"),
    ]
    scenario(
        "emperor-second-player-skips-draw",
        "皇帝戦では2人目の開始プレイヤーもドローを飛ばす",
        "Emperor: the second player also skips the first draw",
        "Emperor game, P2 is the starting emperor. P2 skipped their first draw; P3, who plays the second "
        "turn, draws, saying only the starting player skips it.",
        "illegal",
        ["609.5"],
        log(head, [*opening, E(2, "charge", "P3", "charge", card="P3:h1")]),
        log(
            head,
            [*opening, E(2, "draw", "P3", "draw", count=1), E(2, "charge", "P3", "charge", card="P3:h1")],
        ),
    )

    # 703.11b: a {P} owes a planeswalk before the game goes on.
    planes = {f"PL{i}": {"name": f"試しの次元{i}", "type": "plane"} for i in range(1, 11)}
    cards = {**BASE_CARDS, **planes}
    lists = {s: {**decklist(BASE_CARDS), "planes": {pid: 1 for pid in planes}} for s in ["P1", "P2"]}
    head = header(["P1", "P2"], cards, variant="planes", decklists=lists)
    opening = [
        *setup_entries(["P1", "P2"]),
        E(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl1", "card": "PL1"}),
        E(1, "start", "P1", "turn_start"),
        E(1, "charge", "P1", "charge", card={"iid": "P1:h1", "card": "F1"}),
        E(1, "main", "P1", "roll", result="P", tap=[]),
    ]
    summon = E(1, "main", "P1", "summon", card={"iid": "P1:h2", "card": "F1"}, tap=["P1:h1"])
    scenario(
        "planeswalk-owed-after-p",
        "{P}が出たら越境してから続ける",
        "A rolled {P} planeswalks before anything else",
        "Planechase duel. P1 rolls {P} on the planar die and, wanting to keep the current plane, summons a "
        "creature and moves on without planeswalking.",
        "illegal",
        ["703.11b", "703.9"],
        log(
            head,
            [*opening, E(1, "main", "P1", "planeswalk", reveal={"iid": "P1:pl2", "card": "PL2"}), summon],
        ),
        log(head, [*opening, summon]),
    )


# ---------------------------------------------------------------------------------------------
# Needs a ruling


def needs_ruling() -> None:
    # 600.3a: a leaving player's cards — the ones they own or the ones they control? The text is open.
    def head_with(stolen: bool) -> Json:
        battle: tuple[Any, ...] = (("F3", False),)
        if stolen:
            battle = (("F3", False), ("P2:b9", "W1", False))
        return header(S3, BASE_CARDS, snap=three_seats_main(seat(mana=FIRE5, battle=battle)))

    def play(attacker: str, shields: list[str]) -> list[Json]:
        return [
            E(4, "main", "P2", "concede"),
            E(4, "attack", "P1", "attack", attacker=attacker, defender="P3", target="P3"),
            E(4, "attack", "P1", "break", shields=shields),
        ]

    scenario(
        "conceded-owner-of-stolen-creature",
        "投了したプレイヤーが持ち主の、他人がコントロールするクリーチャー",
        "A creature owned by the conceding player but controlled by another",
        "P1 controls a creature P2 owns. P2 concedes. P1 keeps the creature and attacks P3 with it, since 600.3a removes "
        "'that player's cards' and P1 says those are the ones P2 controls. 600.3a does not say whether "
        "owned or controlled cards are meant (610.8 speaks of controlled cards in the tower duel only).",
        "needs_ruling",
        ["600.3a"],
        log(head_with(False), play("P1:b1", ["P3:s1"])),
        log(head_with(True), play("P2:b9", ["P3:s1", "P3:s2"])),
    )

    # 600.6a: a 'must attack this creature' text of a card the rulebook does not classify.
    # Declared after the first run (NOTES): the text's reading left open, beside the free text.
    lure = with_abilities(
        creature("密林の囮", 4, "nature", 5000),
        {"id": "lure", "kind": "continuous", "effect": {"attack_lure": "open"}},
    )
    cards = {**BASE_CARDS, "LU": {**lure, "text": True}}
    snap = three_seats_main(
        seat(mana=FIRE5, battle=(("F3", False),)),
        p2=seat(mana=FIRE5[:4], battle=(("LU", True),)),
    )
    head = header(S3, cards, snap=snap)

    def play(defender: str, target: str) -> list[Json]:
        entries = [E(4, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target=target)]
        if target.startswith("P2:"):
            entries.append(E(4, "attack", "P1", "battle", destroyed=["P1:b1"]))
        else:
            entries.append(E(4, "attack", "P1", "break", shields=[f"{defender}:s1"]))
        return entries

    scenario(
        "attack-lure-reading-open",
        "「可能であればこのクリーチャーを攻撃する」の読み方",
        "Which reading of 'attacks this creature if able' applies",
        "P2 controls a tapped 《密林の囮》 (「相手のクリーチャーは、可能であればこのクリーチャーを攻撃する」, not "
        "God-linked). P1 designates P3 as defending player and attacks P3. 600.6a's examples allow it for "
        "《ドンジャングルS7》 and forbid it for a God-linked 《龍神ヘヴィ》 without a rule for other cards.",
        "needs_ruling",
        ["600.6a"],
        log(head, play("P2", "P2:b1")),
        log(head, play("P3", "P3")),
    )

    # Mid-game arrival: was the attacker summoned this turn? The snapshot does not know.
    def sick_head(known: bool) -> Json:
        this_turn: Json = {"drawn": 1, "charged": 1}
        if known:
            this_turn["entered"] = []
        snap = snapshot(
            4,
            "main",
            "P1",
            {
                "P1": seat(mana=FIRE5, battle=(("F3", False),)),
                "P2": seat(mana=FIRE5[:4]),
                "P3": seat(mana=FIRE5[:4]),
            },
            this_turn,
            totals(S3),
        )
        return header(S3, BASE_CARDS, snap=snap)

    atk = [
        E(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2"),
        E(4, "attack", "P1", "break", shields=["P2:s1"]),
    ]
    scenario(
        "arrival-unknown-summoning-sickness",
        "途中から呼ばれた判定で、攻撃したクリーチャーがこのターンに出たか不明",
        "Judge called mid-game: nobody recorded whether the attacker entered this turn",
        "The judge arrives in P1's main step. P1 attacks P2 with a 3000 without スピードアタッカー; P2 says it "
        "was summoned this turn, P1 says last turn. Nothing recorded settles it (in the legal twin the "
        "position is known: nothing entered this turn).",
        "needs_ruling",
        ["403", "001.1"],
        log(sick_head(True), atk),
        log(sick_head(False), atk),
    )

    # A cost short of the printed figure while a card with unmodelled cost text is in play.
    cards = {**BASE_CARDS, "CR": {**creature("火の軍師", 3, "fire", 3000), "text": True}}
    snap = three_seats_main(seat(hand_cards=("W1",), mana=FIRE5, battle=(("CR", False),)))
    head = header(S3, cards, snap=snap)
    scenario(
        "cost-short-with-reducer-text",
        "コスト軽減の文章があるときの支払い不足",
        "Paying less than the printed cost with a cost-reducing text in play",
        "P1 controls 《火の軍師》, whose text P1 says reduces the summoning cost of their fire creatures by 1. "
        "P1 summons a cost-5 creature tapping four mana cards. The judge must read the card.",
        "needs_ruling",
        ["402", "001.1"],
        log(
            head,
            [E(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4", "P1:m5"])],
        ),
        log(head, [E(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2", "P1:m3", "P1:m4"])]),
    )

    # Mid-game arrival in the charge step: did the player already charge?
    def charge_head(known: bool) -> Json:
        this_turn: Json = {"drawn": 1, "entered": []}
        if known:
            this_turn["charged"] = 0
        snap = snapshot(
            4,
            "charge",
            "P1",
            {
                "P1": seat(hand=5, mana=FIRE5[:4]),
                "P2": seat(mana=FIRE5[:4]),
                "P3": seat(mana=FIRE5[:4]),
            },
            this_turn,
            totals(S3),
        )
        return header(S3, BASE_CARDS, snap=snap)

    charge = [E(4, "charge", "P1", "charge", card="P1:h1")]
    scenario(
        "arrival-unknown-charge",
        "途中から呼ばれた判定で、このターンにチャージ済みか不明",
        "Judge called mid-game: nobody knows whether the player already charged",
        "The judge is called in P1's mana charge step: P2 says P1 already put a card into the mana zone this "
        "turn, P1 says not, and P1 charges. Nothing recorded settles it (in the legal twin nothing was "
        "charged yet).",
        "needs_ruling",
        ["401", "001.1"],
        log(charge_head(True), charge),
        log(charge_head(False), charge),
    )


def build() -> list[Json]:
    SCENARIOS.clear()
    ch1()
    ch600_effects()
    ch600_combat()
    ch600_turns()
    ch601()
    ch701()
    ch705()
    ch608_609_703()
    needs_ruling()
    for s in SCENARIOS:
        if s["id"] in NOTES:
            s["note"] = NOTES[s["id"]]
        if s["id"] in GAPS:
            s["gap"] = GAPS[s["id"]]
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate scenario id"
    return SCENARIOS


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for s in build():
        path = OUT / f"{s['id']}.json"
        path.write_text(json.dumps(s, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
