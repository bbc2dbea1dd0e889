"""Blind held-out judge scenarios for the Duel Masters variants, round 4 (ids ``dm-variants-ho4-…``).

Written from the variant rulebook (``rules_index/data/dm-variants.txt``), the log-format documents and the
binding product decisions only, by a writer who read neither the engine nor the earlier rounds' scenarios.
Run ``python -m tests.scenarios_heldout.build_dm_variants_round4`` from the repository root: it writes one
JSON file per scenario into ``tests/scenarios_heldout/dm-variants/``. Edit this file and regenerate rather
than editing the JSON by hand.

The logs start from mid-game snapshots where the format allows one; the formats that refuse a snapshot
(emperor, two-headed, 魔王戦, 次元戦, 次元探索戦, 回転テーブル戦, 大乱闘戦) play from the setup with
the least entries that reach the disputed play.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent / "dm-variants"
PREFIX = "dm-variants-ho4-"
RULES_VERSION = "Ver.1.4.3 (2021-03-06)"

# The second look after the first run (reason a scenario was corrected → its `note`).
NOTES: dict[str, str] = {
    PREFIX + "attack-only-tapped-creatures": (
        "Corrected after the first run: the snapshot gave P3 five copies of 火の兵0 (three mana cards and two "
        "creatures), so P3's 40-card deck broke the 4-copy limit and the legal log had a deck finding. P3's "
        "tapped creature is now 火の兵1; the attack and the ruling are unchanged."
    ),
}
# Where the engine still disagrees and the fix is too large for now (→ its `gap`).
GAPS: dict[str, str] = {}

Json = dict[str, Any]


# ---------------------------------------------------------------------------------------------- cards


def creature(name: str, cost: int = 1, civ: str | list[str] = "fire", power: int = 1000, **kw: Any) -> Json:
    civs = [civ] if isinstance(civ, str) else list(civ)
    keywords: Json = {"civilizations": civs, "power": power}
    abilities = kw.pop("abilities", None)
    keywords.update(kw)
    card: Json = {"name": name, "type": "creature", "cost": cost, "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    return card


def spell(
    name: str, cost: int = 1, civ: str = "fire", abilities: list[Json] | None = None, **kw: Any
) -> Json:
    keywords: Json = {"civilizations": [civ]}
    keywords.update(kw)
    card: Json = {"name": name, "type": "spell", "cost": cost, "keywords": keywords}
    if abilities:
        card["abilities"] = abilities
    return card


# Ten vanilla fire creatures, four copies each, fill every 40-card deck.
FILLER: dict[str, Json] = {f"F{i}": creature(f"火の兵{i}", 1, "fire", 1000 + 500 * i) for i in range(10)}
# Fifty-nine singletons fill a DMEDH deck led by the fire commander CMD (701.4a, 701.4d, 701.4e).
EDH_FILLER: dict[str, Json] = {
    f"D{i:02d}": creature(f"火の統率兵{i:02d}", 1, "fire", 1000 + 100 * i) for i in range(1, 60)
}
COMMANDER = {"CMD": creature("火の統率者", 1, "fire", 3000)}


def deck40(special: Counter[str] | dict[str, int] | None = None) -> dict[str, int]:
    """A legal 40-card main deck holding at least the given cards (at most 4 of a name)."""
    main: dict[str, int] = dict(special or {})
    total = sum(main.values())
    for fid in FILLER:
        if total >= 40:
            break
        have = main.get(fid, 0)
        add = min(4 - have, 40 - total)
        if add > 0:
            main[fid] = have + add
            total += add
    assert total == 40, main
    return main


def deck59(special: list[str] | None = None) -> dict[str, int]:
    """A DMEDH main deck of 59 different names (the commander makes 60)."""
    main = {cid: 1 for cid in special or []}
    for fid in EDH_FILLER:
        if len(main) >= 59:
            break
        main.setdefault(fid, 1)
    assert len(main) == 59
    return main


# ------------------------------------------------------------------------------------------- snapshots


def card(iid: str, cid: str, tapped: bool | None = None) -> Json:
    out: Json = {"iid": iid, "card": cid}
    if tapped is not None:
        out["tapped"] = tapped
    return out


def zones(
    hand: int = 4,
    hand_cards: list[Json] | None = None,
    shields: int = 5,
    mana: list[Json] | None = None,
    battle: list[Json] | None = None,
    graveyard: list[Json] | None = None,
    **extra: Any,
) -> Json:
    z: Json = {
        "hand": {"count": hand, "cards": hand_cards or []},
        "shields": {"count": shields},
        "mana": mana or [],
        "battle": battle or [],
        "graveyard": graveyard or [],
    }
    z.update(extra)
    return z


def _owner(iid: str) -> str:
    return iid.split(":", 1)[0]


def finish_snapshot(players: dict[str, Json], total: int) -> dict[str, Counter[str]]:
    """Fills each seat's deck count so its cards add up to `total`; returns the card ids each owner shows."""
    held: Counter[str] = Counter()
    shown: dict[str, Counter[str]] = {seat: Counter() for seat in players}
    for seat, z in players.items():
        if "out" in z:
            continue
        held[seat] += z["hand"]["count"] - sum(1 for c in z["hand"]["cards"] if _owner(c["iid"]) != seat)
        held[seat] += z["shields"]["count"]
        for c in z["hand"]["cards"]:
            shown[_owner(c["iid"])][c["card"]] += 1
        for key in ("mana", "battle", "graveyard", "command"):
            for c in z.get(key, []):
                held[_owner(c["iid"])] += 1
                shown[_owner(c["iid"])][c["card"]] += 1
    for seat, z in players.items():
        if "out" in z:
            continue
        z["deck"] = {"count": total - held[seat]}
    return shown


def header(
    variant: str,
    seats: list[str],
    cards: Json,
    decklists: Json,
    *,
    first: str = "P1",
    options: Json | None = None,
    snapshot: Json | None = None,
) -> Json:
    h: Json = {
        "format": "judgelog/1",
        "game": "dm-variants",
        "rules_version": RULES_VERSION,
        "variant": variant,
        "options": options or {},
        "players": [{"seat": s, "name": s} for s in seats],
        "first_player": first,
        "cards": cards,
        "decklists": decklists,
    }
    if snapshot is not None:
        h["snapshot"] = snapshot
    return h


class Log:
    def __init__(self) -> None:
        self.entries: list[Json] = []

    def add(self, turn: int, phase: str, actor: str | None, act: str, **args: Any) -> Log:
        self.entries.append(
            {
                "seq": len(self.entries) + 1,
                "turn": turn,
                "phase": phase,
                "actor": actor,
                "act": act,
                "args": args,
            }
        )
        return self

    def copy(self) -> Log:
        other = Log()
        other.entries = json.loads(json.dumps(self.entries))
        return other


def log(h: Json, entries: Log) -> Json:
    return {"header": h, "entries": entries.entries}


def ffa_snapshot(
    seats: list[str],
    turn: int,
    phase: str,
    players: dict[str, Json],
    extra_cards: Json,
    *,
    variant: str = "free_for_all",
    options: Json | None = None,
    this_turn: Json | None = None,
    decks: dict[str, dict[str, int]] | None = None,
) -> Json:
    """A 40-card-deck game started from a snapshot of turn `turn` (clockwise from P1, nobody out)."""
    players = json.loads(json.dumps(players))
    shown = finish_snapshot(players, 40)
    turn_player = seats[(turn - 1) % len(seats)]
    snap: Json = {
        "turn": turn,
        "phase": phase,
        "turn_players": [turn_player],
        "this_turn": this_turn if this_turn is not None else {"drawn": 1, "charged": 0, "entered": []},
        "players": players,
    }
    cards = {**FILLER, **extra_cards}
    decklists = {seat: {"main": (decks or {}).get(seat) or deck40(shown[seat])} for seat in seats}
    return header(variant, seats, cards, decklists, options=options, snapshot=snap)


def edh_snapshot(
    turn: int,
    phase: str,
    players: dict[str, Json],
    extra_cards: Json,
    specials: dict[str, list[str]],
    *,
    this_turn: Json,
) -> Json:
    """A two-player DMEDH game (fire commanders) from a snapshot."""
    seats = ["P1", "P2"]
    players = json.loads(json.dumps(players))
    finish_snapshot(players, 60)
    snap: Json = {
        "turn": turn,
        "phase": phase,
        "turn_players": [seats[(turn - 1) % 2]],
        "this_turn": this_turn,
        "players": players,
    }
    cards = {**EDH_FILLER, **COMMANDER, **extra_cards}
    decklists = {seat: {"main": deck59(specials.get(seat)), "commander": "CMD"} for seat in seats}
    return header("dmedh", seats, cards, decklists, snapshot=snap)


def setup(
    entries: Log,
    order: list[str],
    shields: int = 5,
    hand: int = 5,
    known: dict[str, list[Json]] | None = None,
) -> None:
    """Each seat in `order` shuffles, sets its shields and draws its opening hand."""
    for seat in order:
        entries.add(0, "setup", seat, "shuffle")
        entries.add(0, "setup", seat, "shields", count=shields)
        shown = list((known or {}).get(seat, []))
        if shown:
            rest = [f"{seat}:h{i}" for i in range(len(shown) + 1, hand + 1)]
            entries.add(0, "setup", seat, "draw", cards=shown + rest)
        else:
            entries.add(0, "setup", seat, "draw", count=hand)


# ------------------------------------------------------------------------------------------- scenarios

SCENARIOS: list[Json] = []


def scenario(
    short: str,
    title_ja: str,
    title_en: str,
    situation: str,
    ruling: str,
    clauses: list[str],
    legal: Json,
    disputed: Json,
    printed_example: str | None = None,
) -> None:
    sid = PREFIX + short
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
    if sid in NOTES:
        s["note"] = NOTES[sid]
    if sid in GAPS:
        s["gap"] = GAPS[sid]
    SCENARIOS.append(s)


S3 = ["P1", "P2", "P3"]
S4 = ["P1", "P2", "P3", "P4"]
S5 = ["P1", "P2", "P3", "P4", "P5"]


def mana(seat: str, n: int, cid: str = "F0", tapped: bool = False, start: int = 1) -> list[Json]:
    return [card(f"{seat}:m{i}", cid, tapped) for i in range(start, start + n)]


# 600.3c — a removed player's trigger is not put in waiting.
def removed_player_trigger() -> None:
    rev = creature(
        "道連れの兵",
        2,
        power=1000,
        abilities=[
            {
                "id": "revenge",
                "kind": "auto",
                "trigger": {"event": "destroyed", "card": "self"},
                "targets": [{"zone": "battle", "whose": "opponent", "count": 1}],
            }
        ],
    )
    players = {
        "P1": zones(mana=mana("P1", 2), battle=[card("P1:b1", "F4", False)]),
        "P2": zones(mana=mana("P2", 2)),
        "P3": zones(mana=mana("P3", 2), battle=[card("P3:b1", "REV", True)]),
    }
    h = ffa_snapshot(S3, 4, "main", players, {"REV": rev})
    base = Log()
    base.add(4, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3:b1")
    base.add(4, "attack", "P1", "battle", destroyed=["P3:b1"])
    base.add(4, "attack", "P3", "concede")
    legal = base.copy()
    legal.add(5, "start", "P2", "turn_start")
    legal.add(5, "draw", "P2", "draw", count=1)
    bad = base.copy()
    bad.add(
        4,
        "attack",
        "P3",
        "effect",
        source="P3:b1",
        ability="revenge",
        targets=["P1:b1"],
        moves=[{"card": "P1:b1", "to": "graveyard"}],
    )
    scenario(
        "removed-player-trigger-not-waiting",
        "投了したプレイヤーの「破壊された時」能力は待機しない",
        "A trigger of a player who conceded is not put in waiting",
        "Three-player free-for-all. P1's creature attacks and destroys P3's tapped 道連れの兵 (「このクリーチャーが破壊された時、"
        "相手のクリーチャーを1体破壊する」). Before resolving it, P3 concedes, then says the trigger still takes P1's "
        "attacker with it.",
        "illegal",
        ["600.3c", "600.3a"],
        log(h, legal),
        log(h, bad),
    )


# 601.5a (printed example) — a player told to choose chooses within both ranges.
def broken_head() -> None:
    bh = creature(
        "憔悴の影ブロークン・ヘッド", 3, "darkness", 2000, abilities=[{"id": "each", "kind": "activated"}]
    )
    players = {
        "P1": zones(
            hand=4,
            hand_cards=[card("P1:h1", "F0"), card("P1:h2", "F1")],
            mana=mana("P1", 3),
            battle=[card("P1:b1", "BH", False)],
        ),
        "P2": zones(hand=4, hand_cards=[card("P2:h1", "F2")], mana=mana("P2", 3)),
        "P3": zones(hand=4, hand_cards=[card("P3:h1", "F3")], mana=mana("P3", 3)),
        "P4": zones(mana=mana("P4", 3)),
        "P5": zones(mana=mana("P5", 2)),
    }
    h = ffa_snapshot(S5, 6, "main", players, {"BH": bh}, options={"range": 1})

    def run(p2_choice: str) -> Log:
        e = Log()
        e.add(6, "main", "P1", "activate", card="P1:b1", ability="each")
        e.add(
            6,
            "main",
            "P1",
            "effect",
            source="P1:b1",
            ability="each",
            moves=[
                {"card": "P2:h1", "from": "hand", "to": "graveyard"},
                {"card": p2_choice, "from": "hand", "to": "graveyard"},
                {"card": "P1:h2", "from": "hand", "to": "graveyard"},
            ],
        )
        return e

    scenario(
        "chooser-limited-to-both-ranges",
        "各プレイヤーが選ぶカードは、選ぶ者と効果のコントローラー両方の影響範囲内から",
        "Each player chooses only within both its own and the effect's controller's range",
        "Five players, range 1 (P1..P5 clockwise). P1 activates 《憔悴の影ブロークン・ヘッド》 (「各プレイヤーは、相手の手札を1枚"
        "見ないで選び、捨てさせる。」). P1 picks a card of P2, P5 one of P1; P2 picks a card from P3's hand, P3 being P2's "
        "neighbour but two seats from P1.",
        "illegal",
        ["601.5a", "601.8"],
        log(h, run("P1:h1")),
        log(h, run("P3:h1")),
        printed_example="601.5a",
    )


# 602.2 — with attack adjacent, an opponent two seats away and its creatures cannot be attacked.
def adjacent_creature() -> None:
    players = {
        "P1": zones(mana=mana("P1", 3), battle=[card("P1:b1", "F4", False)]),
        "P2": zones(mana=mana("P2", 3), battle=[card("P2:b1", "F0", True)]),
        "P3": zones(mana=mana("P3", 3), battle=[card("P3:b1", "F0", True)]),
        "P4": zones(mana=mana("P4", 3)),
    }
    h = ffa_snapshot(S4, 5, "main", players, {}, options={"attack_adjacent": True})

    def run(seat: str) -> Log:
        e = Log()
        e.add(5, "attack", "P1", "attack", attacker="P1:b1", defender=seat, target=f"{seat}:b1")
        e.add(5, "attack", "P1", "battle", destroyed=[f"{seat}:b1"])
        return e

    scenario(
        "attack-adjacent-no-far-creature",
        "隣接への攻撃では、向かいの相手のクリーチャーも攻撃できない",
        "Attack adjacent: the creature of the player across the table cannot be attacked either",
        "Four-player free-for-all with the 「隣接への攻撃」 option. P1 attacks the tapped creature of P3, who sits across the "
        "table, arguing that 602.2 forbids attacking the player only.",
        "illegal",
        ["602.2", "600.6a"],
        log(h, run("P2")),
        log(h, run("P3")),
    )


# 600.7 — turns go clockwise from the starting player.
def turn_order() -> None:
    players = {s: zones(mana=mana(s, 3)) for s in S4}
    h = ffa_snapshot(S4, 5, "main", players, {})

    def run(seat: str) -> Log:
        e = Log()
        e.add(6, "start", seat, "turn_start")
        e.add(6, "draw", seat, "draw", count=1)
        return e

    scenario(
        "turn-passes-clockwise",
        "ターンは時計回りに次のプレイヤーへ",
        "The turn passes clockwise",
        "Four players seated P1, P2, P3, P4 clockwise. After P1's turn, P4 (on P1's right) starts the next turn, saying "
        "the table agreed to play counter-clockwise after the first round.",
        "illegal",
        ["600.7"],
        log(h, run("P2")),
        log(h, run("P4")),
    )


# ---- emperor (609), played from the setup: P2 and P5 are the emperors, P2 starts.

EMP_SEATS = ["P1", "P2", "P3", "P4", "P5", "P6"]
EMP_ORDER = ["P2", "P3", "P4", "P5", "P6", "P1"]


def emperor_header(commander: bool, extra_cards: Json, p2_special: list[str]) -> Json:
    options: Json = {"teams": [["P1", "P2", "P3"], ["P4", "P5", "P6"]]}
    if commander:
        options["commander"] = True
        cards = {**EDH_FILLER, **COMMANDER, **extra_cards}
        decklists = {
            s: {"main": deck59(p2_special if s == "P2" else None), "commander": "CMD"} for s in EMP_SEATS
        }
    else:
        cards = {**FILLER, **extra_cards}
        decklists = {s: {"main": deck40(Counter(p2_special) if s == "P2" else None)} for s in EMP_SEATS}
    return header("emperor", EMP_SEATS, cards, decklists, first="P2", options=options)


def emperor_opening(
    commander: bool, known: list[Json], extra_known: dict[str, list[Json]] | None = None
) -> Log:
    e = Log()
    kn = {"P2": known, **(extra_known or {})}
    setup(e, EMP_ORDER, shields=7 if commander else 5, known=kn)
    return e


def emperor_rounds(
    e: Log, first_summon: tuple[str, dict[str, Any]], upto: int = 6, charges: dict[int, str] | None = None
) -> None:
    """Turns 1..upto: P2 charges h1 and summons in turn 1; the 1st and 2nd players skip the draw (609.5)."""
    for t in range(1, upto + 1):
        seat = EMP_ORDER[(t - 1) % 6]
        e.add(t, "start", seat, "turn_start")
        if t > 2:
            e.add(t, "draw", seat, "draw", count=1)
        if t == 1:
            e.add(t, "charge", "P2", "charge", card="P2:h1")
            act, args = first_summon
            e.add(t, "main", "P2", act, **args)
        elif charges and t in charges:
            e.add(t, "charge", seat, "charge", card=charges[t])


def deploy_commander() -> None:
    known = [card("P2:h1", "D01"), card("P2:h2", "D02")]
    h = emperor_header(True, {}, ["D01", "D02"])

    def run(summoned: dict[str, Any], deployed: str) -> Log:
        e = emperor_opening(True, known)
        emperor_rounds(e, ("summon", summoned))
        e.add(7, "start", "P2", "turn_start")
        e.add(7, "draw", "P2", "draw", count=1)
        e.add(7, "main", "P2", "deploy", card=deployed, to="P1")
        return e

    legal = run({"card": "P2:h2", "tap": ["P2:h1"]}, "P2:h2")
    bad = run({"card": "P2:cmd", "from": "command", "tap": ["P2:h1"], "tax": []}, "P2:cmd")
    scenario(
        "emperor-commander-not-deployed",
        "DMEDH併用の皇帝戦では統率者をクリーチャー配置できない",
        "In an emperor game with DMEDH, a commander cannot be deployed",
        "Emperor game played with the DMEDH rules on top. The emperor P2 summoned the commander from 超統率ゾーン on "
        "turn 1; on turn 7 P2 deploys it to the general P1 so that P1 can attack with it.",
        "illegal",
        ["609.9"],
        log(h, legal),
        log(h, bad),
    )


def deploy_timing_and_teammate() -> None:
    known = [card("P2:h1", "F0"), card("P2:h2", "F1")]
    h = emperor_header(False, {}, ["F0", "F1"])

    def run(phase: str, to: str) -> Log:
        e = emperor_opening(False, known)
        emperor_rounds(e, ("summon", {"card": "P2:h2", "tap": ["P2:h1"]}))
        e.add(7, "start", "P2", "turn_start")
        e.add(7, "draw", "P2", "draw", count=1)
        e.add(7, phase, "P2", "deploy", card="P2:h2", to=to)
        return e

    scenario(
        "deploy-only-in-main-step",
        "クリーチャー配置は自分のメインステップ中だけ",
        "A creature is deployed only during its controller's main step",
        "Emperor game. On turn 7 the emperor P2 skips the main step, and in the attack step, before any attack, deploys "
        "the creature it summoned on turn 1 to its general P1.",
        "illegal",
        ["603.2"],
        log(h, run("main", "P1")),
        log(h, run("attack", "P1")),
    )
    scenario(
        "deploy-only-to-teammate",
        "クリーチャー配置はチームメイトにだけ",
        "A creature is deployed only to a teammate",
        "Emperor game. On turn 7 the emperor P2 gives control of its creature to P4, a general of the other team, as "
        "part of a table deal, calling it a deploy.",
        "illegal",
        ["603.2"],
        log(h, run("main", "P1")),
        log(h, run("main", "P4")),
    )


def emperor_teammate_mana() -> None:
    e2 = creature("火の重兵", 2, "fire", 4000)
    known = [card("P2:h1", "F0"), card("P2:h2", "F1"), card("P2:h3", "F2"), card("P2:h4", "E2")]
    h = emperor_header(False, {"E2": e2}, ["F0", "F1", "F2", "E2"])

    def run(tap: list[str]) -> Log:
        e = emperor_opening(False, known, {"P1": [card("P1:h1", "F0")]})
        emperor_rounds(e, ("summon", {"card": "P2:h2", "tap": ["P2:h1"]}), charges={6: "P1:h1"})
        e.add(7, "start", "P2", "turn_start")
        e.add(7, "draw", "P2", "draw", count=1)
        e.add(7, "charge", "P2", "charge", card="P2:h3")
        e.add(7, "main", "P2", "summon", card="P2:h4", tap=tap)
        return e

    scenario(
        "emperor-no-teammate-mana",
        "皇帝戦ではチームメイトのマナを使えない",
        "In an emperor game a player cannot tap a teammate's mana",
        "Emperor game. The emperor P2 summons a cost-2 creature by tapping one of its own mana cards and one of its "
        "general P1's, saying the team shares its mana.",
        "illegal",
        ["609.8"],
        log(h, run(["P2:h1", "P2:h3"])),
        log(h, run(["P2:h1", "P1:h1"])),
    )


def emperor_falls() -> None:
    h = emperor_header(False, {}, ["F0"])
    known = [card("P2:h1", "F0")]
    base = emperor_opening(False, known, {"P4": [card("P4:h1", "F0")]})
    base.add(1, "start", "P2", "turn_start")
    base.add(1, "charge", "P2", "charge", card="P2:h1")
    base.add(1, "main", "P5", "concede")
    legal = base.copy()
    legal.add(1, "main", None, "result", winners=["P1", "P2", "P3"], reason="emperor_lost")
    bad = base.copy()
    bad.add(2, "start", "P3", "turn_start")
    bad.add(3, "start", "P4", "turn_start")
    bad.add(3, "draw", "P4", "draw", count=1)
    bad.add(3, "charge", "P4", "charge", card="P4:h1")
    scenario(
        "emperor-concedes-team-loses",
        "皇帝が投了すればそのチームは敗北する",
        "When an emperor concedes, the whole team loses",
        "Emperor game. On turn 1 the emperor P5 concedes. Its generals P4 and P6 want to play on, and the table goes on "
        "to turn 2 and then P4's turn.",
        "illegal",
        ["609.6b", "102.1c"],
        log(h, legal),
        log(h, bad),
    )


# ---- two-headed (608), from the setup: team A = P1 (primary), P2; team B = P3 (primary), P4.

TH_SEATS = ["P1", "P2", "P3", "P4"]


def two_headed_header(extra_cards: Json, special: dict[str, list[str]]) -> Json:
    cards = {**FILLER, **extra_cards}
    decklists = {s: {"main": deck40(Counter(special.get(s, [])))} for s in TH_SEATS}
    return header("two_headed", TH_SEATS, cards, decklists, options={"teams": [["P1", "P2"], ["P3", "P4"]]})


def two_headed_each_charges() -> None:
    h = two_headed_header({}, {})
    known = {"P1": [card("P1:h1", "F0"), card("P1:h2", "F1")], "P2": [card("P2:h1", "F0")]}

    def run(charges: list[tuple[str, str]]) -> Log:
        e = Log()
        setup(e, TH_SEATS, known=known)
        e.add(1, "start", "P1", "turn_start")
        for seat, c in charges:
            e.add(1, "charge", seat, "charge", card=c)
        e.add(2, "start", "P3", "turn_start")
        e.add(2, "draw", "P3", "draw", count=1)
        e.add(2, "draw", "P4", "draw", count=1)
        return e

    scenario(
        "team-each-player-charges-once",
        "共有チーム・ターンでは各プレイヤーが1回ずつチャージする",
        "In a shared team turn each player charges once, not the team twice",
        "Two-headed game, team A's first turn. P2 does not want to charge, so P1 charges two cards, saying the team has "
        "two charges this turn.",
        "illegal",
        ["604.3c", "401", "001.1"],
        log(h, run([("P1", "P1:h1"), ("P2", "P2:h1")])),
        log(h, run([("P1", "P1:h1"), ("P1", "P1:h2")])),
    )


def two_headed_zero_shields() -> None:
    brk = creature("火の全砕兵", 1, "fire", 3000, breaker=5)
    h = two_headed_header({"BRK": brk}, {"P1": ["F0", "BRK"], "P2": ["F0", "BRK"]})
    known = {
        "P1": [card("P1:h1", "F0"), card("P1:h2", "BRK")],
        "P2": [card("P2:h1", "F0"), card("P2:h2", "BRK")],
    }
    e = Log()
    setup(e, TH_SEATS, known=known)
    e.add(1, "start", "P1", "turn_start")
    e.add(1, "charge", "P1", "charge", card="P1:h1")
    e.add(1, "charge", "P2", "charge", card="P2:h1")
    e.add(1, "main", "P1", "summon", card="P1:h2", tap=["P1:h1"])
    e.add(1, "main", "P2", "summon", card="P2:h2", tap=["P2:h1"])
    e.add(2, "start", "P3", "turn_start")
    e.add(2, "draw", "P3", "draw", count=1)
    e.add(2, "draw", "P4", "draw", count=1)
    e.add(3, "start", "P1", "turn_start")
    e.add(3, "draw", "P1", "draw", count=1)
    e.add(3, "draw", "P2", "draw", count=1)
    e.add(3, "attack", "P1", "attack", attacker="P1:h2", defender="P3", target="P3")
    e.add(3, "attack", "P1", "break", shields=[f"P3:s{i}" for i in range(1, 6)])
    e.add(3, "attack", "P2", "attack", attacker="P2:h2", defender="P4", target="P4")
    e.add(3, "attack", "P2", "break", shields=[f"P4:s{i}" for i in range(1, 6)])
    e.add(4, "start", "P3", "turn_start")
    e.add(4, "draw", "P3", "draw", count=1)
    e.add(4, "draw", "P4", "draw", count=1)
    e.add(5, "start", "P1", "turn_start")
    e.add(5, "draw", "P1", "draw", count=1)
    e.add(5, "draw", "P2", "draw", count=1)
    e.add(5, "attack", "P1", "attack", attacker="P1:h2", defender="P3", target="P3")
    legal = e.copy()
    legal.add(5, "attack", "P1", "direct_attack")
    legal.add(5, "attack", None, "result", winners=["P1", "P2"], reason="direct_attack")
    bad = e.copy()
    bad.add(5, "attack", "P2", "attack", attacker="P2:h2", defender="P4", target="P4")
    scenario(
        "team-zero-shields-unblocked-loses",
        "共用シールド0枚でブロックされなかった攻撃でチームは敗北する",
        "An unblocked attack on a team with no shared shields ends the game",
        "Two-headed game. Team B's ten shared shields were all broken on turn 3. On turn 5 P1's creature attacks P3 and "
        "nobody blocks; team B says only a player's own shields count and P2 goes on attacking.",
        "illegal",
        ["608.9c", "502.1c"],
        log(h, legal),
        log(h, bad),
    )


# ---- DMEDH (701)


def edh_setup_log(hyperspatial: int, p1_hand: int) -> Json:
    psychic = {f"PS{i}": creature(f"超次元の兵{i}", 3, "water", 3000, kind="psychic") for i in range(1, 10)}
    cards = {**EDH_FILLER, **COMMANDER, **psychic}
    decklists = {
        "P1": {
            "main": deck59(),
            "commander": "CMD",
            "hyperspatial": {f"PS{i}": 1 for i in range(1, hyperspatial + 1)},
        },
        "P2": {"main": deck59(), "commander": "CMD"},
    }
    h = header("dmedh", ["P1", "P2"], cards, decklists)
    e = Log()
    e.add(0, "setup", "P1", "shuffle")
    e.add(0, "setup", "P1", "shields", count=7)
    e.add(
        0, "setup", "P1", "draw", cards=[card("P1:h1", "D01")] + [f"P1:h{i}" for i in range(2, p1_hand + 1)]
    )
    setup(e, ["P2"], shields=7)
    e.add(1, "start", "P1", "turn_start")
    e.add(1, "charge", "P1", "charge", card="P1:h1")
    return log(h, e)


def edh_deck_and_hand() -> None:
    scenario(
        "edh-hyperspatial-at-most-eight",
        "DMEDHの超次元ゾーンは8枚まで",
        "A DMEDH hyperspatial pile holds at most 8 cards",
        "DMEDH. P1 registered nine psychic creatures for the hyperspatial zone besides the 60-card deck, saying 701.4b "
        "does not say 「まで」.",
        "illegal",
        ["701.4b"],
        edh_setup_log(8, 5),
        edh_setup_log(9, 5),
    )
    scenario(
        "edh-opening-hand-five",
        "DMEDHの最初の手札は5枚(シールドは7枚)",
        "The DMEDH opening hand is five cards (the shields are seven)",
        "DMEDH. At the start P1 sets 7 shields and then also draws 7 cards, thinking the hand is as large as the shields.",
        "illegal",
        ["701.6"],
        edh_setup_log(0, 5),
        edh_setup_log(0, 7),
    )


def edh_return_from_hand() -> None:
    disc = spell(
        "闇の手札破壊",
        2,
        "fire",
        abilities=[
            {"id": "spell", "kind": "spell", "targets": [{"whose": "opponent", "count": 1, "player": True}]}
        ],
    )
    players = {
        "P1": zones(
            hand=4,
            hand_cards=[card("P1:cmd", "CMD")],
            shields=7,
            mana=mana("P1", 3, "D01"),
            battle=[card("P1:b1", "D02", False)],
            command=[],
            commander_moves={"P1:cmd": 1},
        ),
        "P2": zones(
            hand=4,
            hand_cards=[card("P2:h1", "DISC")],
            shields=7,
            mana=mana("P2", 2, "D03"),
            command=[card("P2:cmd", "CMD")],
            commander_moves={"P2:cmd": 0},
        ),
    }
    # The mana and battle cards of both seats use their own copies of the filler names.
    players["P1"]["mana"] = [card("P1:m1", "D01"), card("P1:m2", "D04"), card("P1:m3", "D05")]
    players["P2"]["mana"] = [card("P2:m1", "D01"), card("P2:m2", "D04")]
    for z in players.values():
        for c in z["mana"]:
            c["tapped"] = False
    h = edh_snapshot(
        6,
        "main",
        players,
        {"DISC": disc},
        {"P2": ["DISC"]},
        this_turn={"drawn": 1, "charged": 0, "entered": [], "used_names": {"P1": [], "P2": []}},
    )
    base = Log()
    base.add(6, "main", "P2", "cast", card="P2:h1", tap=["P2:m1", "P2:m2"], ability="spell", targets=["P1"])
    base.add(
        6,
        "main",
        "P2",
        "effect",
        source="P2:h1",
        ability="spell",
        moves=[{"card": "P1:cmd", "from": "hand", "to": "graveyard"}],
    )
    legal = base.copy()
    legal.add(7, "start", "P1", "turn_start")
    legal.add(7, "draw", "P1", "draw", count=1)
    bad = base.copy()
    bad.add(6, "main", "P1", "commander_return", card="P1:cmd")
    scenario(
        "edh-commander-return-only-from-battle-zone",
        "手札から捨てられた統率者は超統率ゾーンに戻せない",
        "A commander discarded from the hand cannot go back to 超統率ゾーン",
        "DMEDH. P1's commander was returned to P1's hand by an effect last turn and P1 kept it there. Now P2's spell makes "
        "P1 discard it, and P1 puts it into 超統率ゾーン.",
        "illegal",
        ["701.15", "502.1d"],
        log(h, legal),
        log(h, bad),
    )


def edh_commander_draw() -> None:
    cmd2 = {"CMD": creature("火の統率者", 1, "fire", 3000, breaker=2)}
    for breaker, short in ((1, "late"), (2, "one")):
        players = {
            "P1": zones(
                hand=3,
                shields=7,
                mana=[card("P1:m1", "D01", False), card("P1:m2", "D04", False)],
                battle=[card("P1:cmd", "CMD", False), card("P1:b1", "D02", False)],
                command=[],
                commander_moves={"P1:cmd": 1},
            ),
            "P2": zones(
                hand=5,
                shields=7,
                mana=[card("P2:m1", "D01", False), card("P2:m2", "D04", False)],
                command=[card("P2:cmd", "CMD")],
                commander_moves={"P2:cmd": 0},
            ),
        }
        h = edh_snapshot(
            5,
            "main",
            players,
            cmd2 if breaker == 2 else {},
            {},
            this_turn={"drawn": 1, "charged": 0, "entered": [], "used_names": {"P1": [], "P2": []}},
        )
        if short == "late":
            base = Log()
            base.add(5, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2")
            base.add(5, "attack", "P1", "break", shields=["P2:s1"])
            legal = base.copy()
            legal.add(5, "attack", "P1", "commander_draw", card="P1:cmd", looked=1, to_hand=["P1:x1"])
            legal.add(5, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
            legal.add(5, "attack", "P1", "break", shields=["P2:s2"])
            bad = base.copy()
            bad.add(5, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
            bad.add(5, "attack", "P1", "break", shields=["P2:s2"])
            bad.add(5, "attack", "P1", "commander_draw", card="P1:cmd", looked=1, to_hand=["P1:x1"])
            scenario(
                "edh-commander-draw-at-end-of-its-attack",
                "統率者ドローはその統率者の攻撃の終わりに行う",
                "The commander draw happens at the end of the commander's own attack",
                "DMEDH. P1's commander attacks and breaks one shield; P1 forgets the commander draw, attacks with another "
                "creature, and then, after that second attack, looks at the top card and takes it.",
                "illegal",
                ["701.16"],
                log(h, legal),
                log(h, bad),
            )
        else:
            base = Log()
            base.add(5, "attack", "P1", "attack", attacker="P1:cmd", defender="P2", target="P2")
            base.add(5, "attack", "P1", "break", shields=["P2:s1", "P2:s2"])
            legal = base.copy()
            legal.add(5, "attack", "P1", "commander_draw", card="P1:cmd", looked=2, to_hand=["P1:x1"])
            bad = base.copy()
            bad.add(5, "attack", "P1", "commander_draw", card="P1:cmd", looked=2, to_hand=["P1:x1", "P1:x2"])
            scenario(
                "edh-commander-draw-keeps-one",
                "統率者ドローで手札に加えるのは見た中の1枚だけ",
                "The commander draw puts only one of the looked-at cards into the hand",
                "DMEDH. P1's W・ブレイカー commander breaks two shields; at the end of the attack P1 looks at the top two "
                "cards and puts both into the hand, one per broken shield.",
                "illegal",
                ["701.16"],
                log(h, legal),
                log(h, bad),
            )


# ---- 魔王戦 (702), from the setup: P1 is the 魔王; P2 (primary) and P3 are the heroes.


def archenemy_scheme_missing() -> None:
    schemes = {f"SC{i:02d}": {"name": f"計略{i:02d}", "type": "scheme"} for i in range(1, 21)}
    cards = {**FILLER, **schemes}
    decklists = {
        "P1": {"main": deck40(), "schemes": {sid: 1 for sid in schemes}},
        "P2": {"main": deck40()},
        "P3": {"main": deck40()},
    }
    h = header("archenemy", S3, cards, decklists, options={"teams": [["P1"], ["P2", "P3"]]})

    def run(scheme: bool) -> Log:
        e = Log()
        setup(e, ["P1"], shields=7, known={"P1": [card("P1:h1", "F0"), card("P1:h2", "F1")]})
        setup(e, ["P2", "P3"], shields=7)
        e.add(1, "start", "P1", "turn_start")
        e.add(1, "draw", "P1", "draw", count=1)
        e.add(1, "charge", "P1", "charge", card="P1:h1")
        if scheme:
            e.add(1, "main", "P1", "scheme", card={"iid": "P1:sc1", "card": "SC01"})
        e.add(1, "main", "P1", "summon", card="P1:h2", tap=["P1:h1"])
        e.add(2, "start", "P2", "turn_start")
        e.add(2, "draw", "P2", "draw", count=1)
        e.add(2, "draw", "P3", "draw", count=1)
        return e

    scenario(
        "archenemy-scheme-every-main-step",
        "魔王はメインステップ開始直後に必ず計略を実行中にする",
        "The archenemy sets a scheme in motion at the start of every main step",
        "魔王戦 with two heroes. On turn 1 the 魔王 P1 summons a creature and ends the turn without setting a scheme in "
        "motion, saying it is optional.",
        "illegal",
        ["702.9", "402.1"],
        log(h, run(True)),
        log(h, run(False)),
    )


# ---- 次元戦 (703), from the setup (two players, P1 starts).


def planes_log(planes: int = 10, field_first: bool = False) -> tuple[Json, Log]:
    deck = {f"PL{i:02d}": {"name": f"次元{i:02d}", "type": "plane"} for i in range(1, planes + 1)}
    if field_first:
        deck["PL01"] = {"name": "Dスイッチの次元", "type": "field", "keywords": {"d_switch": True}}
    cards = {**FILLER, **deck}
    decklists = {s: {"main": deck40(), "planes": {pid: 1 for pid in deck}} for s in ("P1", "P2")}
    h = header("planes", ["P1", "P2"], cards, decklists)
    e = Log()
    setup(e, ["P1"], known={"P1": [card("P1:h1", "F0"), card("P1:h2", "F1")]})
    setup(e, ["P2"])
    e.add(0, "setup", "P1", "plane_reveal", card={"iid": "P1:pl1", "card": "PL01"})
    e.add(1, "start", "P1", "turn_start")
    e.add(1, "charge", "P1", "charge", card="P1:h1")
    return h, e


def planes_scenarios() -> None:
    summon = {"card": "P1:h2", "tap": ["P1:h1"]}
    h, base = planes_log()
    legal = base.copy()
    legal.add(1, "main", "P1", "roll", result="P", tap=[])
    legal.add(1, "main", "P1", "planeswalk", reveal={"iid": "P1:pl2", "card": "PL02"})
    legal.add(1, "main", "P1", "summon", **summon)
    bad = base.copy()
    bad.add(1, "main", "P1", "roll", result="P", tap=[])
    bad.add(1, "main", "P1", "summon", **summon)
    scenario(
        "planes-p-symbol-planeswalks",
        "{P}が出たら越境してから次の行動",
        "A rolled {P} makes the player planeswalk before anything else",
        "次元戦. P1 rolls the planar die in the main step and gets {P}; P1 likes the current plane, does not planeswalk and "
        "summons a creature.",
        "illegal",
        ["703.11b", "703.9"],
        log(h, legal),
        log(h, bad),
    )

    legal = base.copy()
    legal.add(1, "main", "P1", "roll", result="blank", tap=[])
    legal.add(1, "main", "P1", "summon", **summon)
    bad = base.copy()
    bad.add(1, "main", "P1", "roll", result="blank", tap=[])
    bad.add(1, "main", "P1", "planeswalk", reveal={"iid": "P1:pl2", "card": "PL02"})
    bad.add(1, "main", "P1", "summon", **summon)
    scenario(
        "planes-blank-does-nothing",
        "無地の目では何も起こらない(越境しない)",
        "A blank roll does nothing: no planeswalk",
        "次元戦. P1 rolls a blank face and, claiming that any roll lets the roller move on, planeswalks to the next plane.",
        "illegal",
        ["703.11a", "501.2b"],
        log(h, legal),
        log(h, bad),
    )

    legal = base.copy()
    legal.add(1, "main", "P1", "roll", result="blank", tap=[])
    legal.add(1, "main", "P1", "summon", **summon)
    bad = base.copy()
    bad.add(1, "main", "P1", "summon", **summon)
    bad.add(1, "end", "P1", "roll", result="blank", tap=[])
    scenario(
        "planes-roll-only-in-main-step",
        "次元ダイスは自分のメインステップの間だけ",
        "The planar die is rolled only during the turn player's main step",
        "次元戦. P1 summons, skips the attack, and in the end step of the turn rolls the planar die once, the first roll "
        "of the turn.",
        "illegal",
        ["703.11", "402.2"],
        log(h, legal),
        log(h, bad),
    )

    h9, base9 = planes_log(planes=9)
    scenario(
        "planes-deck-at-least-ten",
        "次元デッキは10枚以上",
        "A planar deck has at least ten cards",
        "次元戦. The table brought a planar deck of nine planes and starts the game with it.",
        "illegal",
        ["703.3a"],
        log(h, base),
        log(h9, base9),
    )

    hf, basef = planes_log(field_first=True)
    legal = basef.copy()
    legal.add(1, "main", "P1", "roll", result="C", tap=[])
    legal.add(1, "main", "P1", "d_switch", card="P1:pl1")
    legal.add(1, "main", "P1", "summon", **summon)
    bad = basef.copy()
    bad.add(1, "main", "P1", "roll", result="blank", tap=[])
    bad.add(1, "main", "P1", "d_switch", card="P1:pl1")
    bad.add(1, "main", "P1", "summon", **summon)
    scenario(
        "planes-d-switch-needs-c",
        "次元としてのDスイッチは{C}が出たときだけ",
        "A field's D-switch as a plane works only on a rolled {C}",
        "次元戦 with a D2 field as the starting plane. P1 rolls a blank face and then turns the field upside down for its "
        "D-switch, as it could in an ordinary game.",
        "illegal",
        ["703.11d"],
        log(hf, legal),
        log(hf, bad),
    )


# ---- 次元探索戦 (704), from the setup (two players, P1 starts).

CROSS = [[0, 0], [0, 1], [1, 0], [0, -1], [-1, 0]]


def exploration_log(planes: int, phenomena: int) -> tuple[Json, Log]:
    deck = {f"XP{i:02d}": {"name": f"探索次元{i:02d}", "type": "plane"} for i in range(1, planes + 1)}
    deck.update(
        {f"XH{i:02d}": {"name": f"探索現象{i:02d}", "type": "phenomenon"} for i in range(1, phenomena + 1)}
    )
    cards = {**FILLER, **deck}
    decklists = {s: {"main": deck40(), "planes": {pid: 1 for pid in deck}} for s in ("P1", "P2")}
    h = header("plane_exploration", ["P1", "P2"], cards, decklists)
    e = Log()
    setup(e, ["P1"], known={"P1": [card("P1:h1", "F0"), card("P1:h2", "F1")]})
    setup(e, ["P2"])
    for i, at in enumerate(CROSS, start=1):
        e.add(0, "setup", "P1", "plane_reveal", card={"iid": f"P1:pl{i}", "card": f"XP{i:02d}"}, at=at)
    e.add(1, "start", "P1", "turn_start")
    e.add(1, "charge", "P1", "charge", card="P1:h1")
    e.add(1, "main", "P1", "roll", result="P", tap=[])
    return h, e


def exploration_scenarios() -> None:
    summon = {"card": "P1:h2", "tap": ["P1:h1"]}
    h, base = exploration_log(14, 0)
    full = [
        {"card": {"iid": "P1:pl6", "card": "XP06"}, "at": [0, 2]},
        {"card": {"iid": "P1:pl7", "card": "XP07"}, "at": [1, 1]},
        {"card": {"iid": "P1:pl8", "card": "XP08"}, "at": [-1, 1]},
    ]
    legal = base.copy()
    legal.add(1, "main", "P1", "planeswalk", to=[0, 1], reveal=full)
    legal.add(1, "main", "P1", "summon", **summon)
    bad = base.copy()
    bad.add(1, "main", "P1", "planeswalk", to=[0, 1], reveal=full[:1])
    bad.add(1, "main", "P1", "summon", **summon)
    scenario(
        "exploration-fill-every-empty-neighbour",
        "越境後、駒の上下左右の空いた場所すべてに次元を並べる",
        "After a planeswalk every empty square orthogonally next to the piece is filled",
        "次元探索戦. P1 rolls {P} and moves the piece from the centre to the plane above it. P1 lays out a new plane only "
        "above the piece, leaving the squares to its left and right empty.",
        "illegal",
        ["704.11"],
        log(h, legal),
        log(h, bad),
    )

    h2, base2 = exploration_log(16, 4)
    refill = [
        {"card": {"iid": "P1:pl6", "card": "XH01"}, "at": [0, 2]},
        {"card": {"iid": "P1:pl7", "card": "XP06"}, "at": [0, 2]},
        {"card": {"iid": "P1:pl8", "card": "XP07"}, "at": [1, 1]},
        {"card": {"iid": "P1:pl9", "card": "XP08"}, "at": [-1, 1]},
    ]
    base2.add(1, "main", "P1", "planeswalk", to=[0, 1], reveal=refill)
    legal = base2.copy()
    legal.add(1, "main", "P1", "summon", **summon)
    bad = base2.copy()
    bad.add(
        1,
        "main",
        "P1",
        "planeswalk",
        to=[0, 2],
        reveal=[
            {"card": {"iid": "P1:pl10", "card": "XP09"}, "at": [0, 3]},
            {"card": {"iid": "P1:pl11", "card": "XP10"}, "at": [1, 2]},
            {"card": {"iid": "P1:pl12", "card": "XP11"}, "at": [-1, 2]},
        ],
    )
    bad.add(1, "main", "P1", "summon", **summon)
    scenario(
        "exploration-refill-phenomenon-no-planeswalk",
        "次元探索戦で並べる途中に出た現象では越境しない",
        "A phenomenon met while refilling the grid does not make the player planeswalk",
        "次元探索戦. After P1's planeswalk the refill reveals a phenomenon above the piece; it triggers, goes to the bottom "
        "and a plane takes its square. P1 then says a phenomenon always ends in a planeswalk (203.6) and moves the piece "
        "again.",
        "illegal",
        ["704.11a", "203.6"],
        log(h2, legal),
        log(h2, bad),
    )


# ---- 回転テーブル戦 (705), from the setup: P2 concedes in turn 3, P1 rolls {P} in turn 5.


def rotating_empty_seat() -> None:
    cards = dict(FILLER)
    decklists = {s: {"main": deck40()} for s in S4}
    h = header("rotating_table", S4, cards, decklists)
    known = {s: [card(f"{s}:h1", "F0"), card(f"{s}:h2", "F1")] for s in S4}
    e = Log()
    setup(e, S4, known=known)
    for t, seat in enumerate(S4[:3], start=1):
        e.add(t, "start", seat, "turn_start")
        e.add(t, "draw", seat, "draw", count=1)
        e.add(t, "charge", seat, "charge", card=f"{seat}:h1")
        e.add(t, "main", seat, "summon", card=f"{seat}:h2", tap=[f"{seat}:h1"])
    e.add(3, "main", "P2", "concede")
    e.add(4, "start", "P4", "turn_start")
    e.add(4, "draw", "P4", "draw", count=1)
    e.add(4, "charge", "P4", "charge", card="P4:h1")
    e.add(5, "start", "P1", "turn_start")
    e.add(5, "draw", "P1", "draw", count=1)
    legal = e.copy()
    legal.add(5, "main", "P1", "roll", result="P", tap=[], control={"P1:h2": "P4", "P3:h2": "P1"})
    bad = e.copy()
    bad.add(5, "main", "P1", "roll", result="P", tap=[], control={"P1:h2": "P4", "P3:h2": "P3"})
    scenario(
        "rotating-table-skips-empty-seat",
        "回転テーブル戦で空席は飛ばし、残るプレイヤーの間で回す",
        "The rotating table turns among the players left: an empty seat is passed over",
        "回転テーブル戦, seated P1..P4 clockwise. P2 conceded. P1 rolls {P}: P1's creature goes to P4. P3 says its creature "
        "stays, as the seat counter-clockwise of it is empty.",
        "illegal",
        ["705.5b", "600.10"],
        log(h, legal),
        log(h, bad),
    )


# ---- 大乱闘戦 (607), from the setup: 15 players, so 3 turn markers (607.4a's example).


def grand_melee_markers() -> None:
    seats = [f"P{i}" for i in range(1, 16)]
    h = header("grand_melee", seats, dict(FILLER), {s: {"main": deck40()} for s in seats})
    e = Log()
    setup(e, seats)
    for t, seat in ((1, "P1"), (2, "P5"), (3, "P9")):
        e.add(t, "start", seat, "turn_start")
        e.add(t, "draw", seat, "draw", count=1)

    def run(seat: str) -> Log:
        x = e.copy()
        x.add(4, "start", seat, "turn_start")
        x.add(4, "draw", seat, "draw", count=1)
        return x

    scenario(
        "grand-melee-fifteen-players-three-markers",
        "15人の大乱闘戦のターンマーカーは3つ",
        "Fifteen players use three turn markers",
        "大乱闘戦 with 15 players. Markers 1-3 started at P1, P5 and P9. P13 starts a turn at the same time, saying there "
        "should be a marker every four seats all round the table.",
        "illegal",
        ["607.4a"],
        log(h, run("P2")),
        log(h, run("P13")),
        printed_example="607.4a",
    )


# ---- 103.5b (printed example): a cross gear keeps its own controller.


def cross_gear_controller() -> None:
    gear = {
        "name": "バジュラズ・ソウル",
        "type": "cross_gear",
        "cost": 2,
        "keywords": {"civilizations": ["fire"]},
        "abilities": [
            {
                "id": "soul",
                "kind": "auto",
                "trigger": {"event": "attacks", "card": "other", "whose": "opponent"},
                "targets": [{"zone": "mana", "whose": "opponent", "count": 2, "up_to": True}],
            }
        ],
    }
    players = {
        "P1": zones(mana=mana("P1", 3), battle=[card("P1:g1", "XG", False)]),
        "P2": zones(mana=mana("P2", 3), battle=[card("P1:c1", "F4", False)]),
    }
    h = ffa_snapshot(["P1", "P2"], 6, "main", players, {"XG": gear}, variant="standard")

    def run(seat: str) -> Log:
        e = Log()
        e.add(6, "attack", "P2", "attack", attacker="P1:c1", defender="P1", target="P1")
        e.add(
            6,
            "attack",
            "P1",
            "effect",
            source="P1:g1",
            ability="soul",
            targets=[f"{seat}:m1", f"{seat}:m2"],
            moves=[{"card": f"{seat}:m1", "to": "graveyard"}, {"card": f"{seat}:m2", "to": "graveyard"}],
        )
        e.add(6, "attack", "P2", "break", shields=["P1:s1"])
        return e

    scenario(
        "cross-gear-keeps-its-controller",
        "クロスギアのコントローラーはクリーチャーのコントロールが移っても変わらない",
        "A cross gear keeps its controller when the crossed creature changes control",
        "P1's creature, crossed with P1's 《バジュラズ・ソウル》, is now controlled by P2 and attacks P1. The gear's "
        "「相手のマナゾーンからカードを2枚まで選び、持ち主の墓地に置く」 resolves, and P2 says it takes P1's mana, P1 being "
        "the creature's controller's opponent.",
        "illegal",
        ["103.5b", "103.4"],
        log(h, run("P2")),
        log(h, run("P1")),
        printed_example="103.5b",
    )


# ---- hand, graveyard, shields and costs in a three-player game (official rules under the variant's headings).

DISCARD = spell(
    "火の手札破壊",
    2,
    "fire",
    abilities=[
        {"id": "spell", "kind": "spell", "targets": [{"whose": "opponent", "count": 1, "player": True}]}
    ],
)


def discard_owner_graveyard() -> None:
    players = {
        "P1": zones(hand=4, hand_cards=[card("P1:h1", "DS")], mana=mana("P1", 2)),
        "P2": zones(hand=4, hand_cards=[card("P2:h1", "F2")], mana=mana("P2", 2)),
        "P3": zones(mana=mana("P3", 2)),
    }
    h = ffa_snapshot(S3, 4, "main", players, {"DS": DISCARD})

    def run(where: str) -> Log:
        e = Log()
        e.add(4, "main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=["P2"])
        e.add(
            4,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[{"card": "P2:h1", "from": "hand", "to": "graveyard", "player": where}],
        )
        return e

    scenario(
        "discarded-card-to-owner-graveyard",
        "捨てさせたカードは持ち主の墓地へ",
        "A discarded card goes to its owner's graveyard",
        "Three-player free-for-all. P1's spell makes P2 discard a card; P1 puts it into P1's own graveyard, saying the "
        "spell's controller takes what it discards.",
        "illegal",
        ["103.1d", "001.1"],
        log(h, run("P2")),
        log(h, run("P1")),
    )


def shield_trigger_window() -> None:
    st = spell("火の防御呪文", 3, "fire", shield_trigger=True)
    players = {
        "P1": zones(mana=mana("P1", 3), battle=[card("P1:b1", "F2", False), card("P1:b2", "F3", False)]),
        "P2": zones(mana=mana("P2", 3)),
        "P3": zones(mana=mana("P3", 3)),
    }
    h = ffa_snapshot(S3, 4, "main", players, {"ST": st}, decks={"P2": deck40({"ST": 4})})
    legal = Log()
    legal.add(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    legal.add(4, "attack", "P1", "break", shields=[{"iid": "P2:s1", "card": "ST"}])
    legal.add(4, "attack", "P2", "shield_trigger", card="P2:s1")
    legal.add(4, "attack", "P1", "attack", attacker="P1:b2", defender="P2", target="P2")
    legal.add(4, "attack", "P1", "break", shields=["P2:s2"])
    bad = Log()
    bad.add(4, "attack", "P1", "attack", attacker="P1:b1", defender="P2", target="P2")
    bad.add(4, "attack", "P1", "break", shields=[{"iid": "P2:s1", "card": "ST"}])
    bad.add(4, "attack", "P1", "attack", attacker="P1:b2", defender="P2", target="P2")
    bad.add(4, "attack", "P1", "break", shields=["P2:s2"])
    bad.add(4, "attack", "P2", "shield_trigger", card="P2:s1")
    scenario(
        "shield-trigger-only-when-broken",
        "S・トリガーはそのシールドがブレイクされた時だけ",
        "A shield trigger is used only when that shield is broken",
        "Three-player free-for-all. P1's first attack breaks P2's shield, a S・トリガー spell; P2 adds it to the hand. "
        "During P1's next attack on P2, P2 casts it for free from the hand as a shield trigger.",
        "illegal",
        ["403", "001.1"],
        log(h, legal),
        log(h, bad),
    )


def attack_untapped_creature() -> None:
    players = {
        "P1": zones(mana=mana("P1", 3), battle=[card("P1:b1", "F4", False)]),
        "P2": zones(mana=mana("P2", 3)),
        "P3": zones(mana=mana("P3", 3), battle=[card("P3:b1", "F0", False), card("P3:b2", "F1", True)]),
    }
    h = ffa_snapshot(S3, 4, "main", players, {})

    def run(target: str) -> Log:
        e = Log()
        e.add(4, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target=target)
        e.add(4, "attack", "P1", "battle", destroyed=[target])
        return e

    scenario(
        "attack-only-tapped-creatures",
        "攻撃できるのはタップされているクリーチャーだけ",
        "Only a tapped creature can be attacked",
        "Three-player free-for-all without range. P1 designates P3 and attacks P3's untapped creature, saying 600.5 lets "
        "a creature attack any creature an opponent controls.",
        "illegal",
        ["403", "001.1"],
        log(h, run("P3:b2")),
        log(h, run("P3:b1")),
    )


def enter_ability_skipped() -> None:
    sht = creature(
        "火の破壊者",
        2,
        "fire",
        2000,
        abilities=[
            {
                "id": "enter",
                "kind": "auto",
                "trigger": {"event": "enters", "card": "self"},
                "targets": [{"zone": "battle", "whose": "opponent", "count": 1}],
            }
        ],
    )
    players = {
        "P1": zones(
            hand=4, hand_cards=[card("P1:h1", "SHT")], mana=mana("P1", 2), battle=[card("P1:b1", "F2", False)]
        ),
        "P2": zones(mana=mana("P2", 3), battle=[card("P2:b1", "F0", True)]),
        "P3": zones(mana=mana("P3", 3)),
    }
    h = ffa_snapshot(S3, 4, "main", players, {"SHT": sht})
    legal = Log()
    legal.add(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2"])
    legal.add(
        4,
        "main",
        "P1",
        "effect",
        source="P1:h1",
        ability="enter",
        targets=["P2:b1"],
        moves=[{"card": "P2:b1", "to": "graveyard"}],
    )
    legal.add(4, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
    legal.add(4, "attack", "P1", "break", shields=["P3:s1"])
    bad = Log()
    bad.add(4, "main", "P1", "summon", card="P1:h1", tap=["P1:m1", "P1:m2"])
    bad.add(4, "attack", "P1", "attack", attacker="P1:b1", defender="P3", target="P3")
    bad.add(4, "attack", "P1", "break", shields=["P3:s1"])
    scenario(
        "mandatory-enter-ability-not-skipped",
        "強制の「出た時」能力は、対象がいれば解決してから進む",
        "A mandatory enter ability with a legal target is resolved before the game goes on",
        "Three-player free-for-all. P1 summons a creature whose 「バトルゾーンに出た時、相手のクリーチャーを1体破壊する」 "
        "is not optional; P2 has a creature. P1, wanting to keep peace with P2, goes straight to attacking P3.",
        "illegal",
        ["001.1", "402"],
        log(h, legal),
        log(h, bad),
    )


def one_opponent_then_all_its_creatures() -> None:
    two = spell(
        "火の二体破壊",
        2,
        "fire",
        abilities=[
            {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "opponent", "count": 2}]}
        ],
    )
    players = {
        "P1": zones(hand=4, hand_cards=[card("P1:h1", "TWO")], mana=mana("P1", 2)),
        "P2": zones(mana=mana("P2", 3), battle=[card("P2:b1", "F0", False)]),
        "P3": zones(mana=mana("P3", 3), battle=[card("P3:b1", "F0", False), card("P3:b2", "F1", False)]),
    }
    h = ffa_snapshot(S3, 4, "main", players, {"TWO": two})

    def run(targets: list[str]) -> Log:
        e = Log()
        e.add(4, "main", "P1", "cast", card="P1:h1", tap=["P1:m1", "P1:m2"], ability="spell", targets=targets)
        e.add(
            4,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[{"card": t, "to": "graveyard"} for t in targets],
        )
        return e

    scenario(
        "one-opponent-as-many-as-possible",
        "選んだ相手1人のクリーチャーから、できる限り指定数を選ぶ",
        "Once one opponent is chosen, as many of its creatures as the count allows are chosen",
        "Three-player free-for-all. P1 casts 「相手のクリーチャーを2体破壊する」. P2 has one creature, P3 two. Choosing P2 "
        "destroys one; P1 instead chooses P3 and destroys only one of P3's two creatures, to spare the other.",
        "illegal",
        ["001.1", "600.4a"],
        log(h, run(["P2:b1"])),
        log(h, run(["P3:b1"])),
    )


def naruto_surfer() -> None:
    anyc = creature(
        "アクア・ナルトサーファー",
        2,
        "water",
        2000,
        abilities=[
            {
                "id": "enter",
                "kind": "auto",
                "optional": True,
                "trigger": {"event": "enters", "card": "self"},
                "targets": [{"zone": "battle", "whose": "any", "count": 2, "up_to": True}],
            }
        ],
    )
    oppc = creature(
        "アクア・相手返し",
        2,
        "water",
        2000,
        abilities=[
            {
                "id": "enter",
                "kind": "auto",
                "optional": True,
                "trigger": {"event": "enters", "card": "self"},
                "targets": [{"zone": "battle", "whose": "opponent", "count": 2, "up_to": True}],
            }
        ],
    )
    players = {
        "P1": zones(
            hand=4,
            hand_cards=[card("P1:h1", "NAR"), card("P1:h2", "NAO")],
            mana=[card("P1:m1", "NAR", False), card("P1:m2", "F0", False)],
        ),
        "P2": zones(mana=mana("P2", 3), battle=[card("P2:b1", "F0", False)]),
        "P3": zones(mana=mana("P3", 3), battle=[card("P3:b1", "F0", False)]),
    }
    h = ffa_snapshot(S3, 4, "main", players, {"NAR": anyc, "NAO": oppc})

    def run(c: str) -> Log:
        e = Log()
        e.add(4, "main", "P1", "summon", card=c, tap=["P1:m1", "P1:m2"])
        e.add(
            4,
            "main",
            "P1",
            "effect",
            source=c,
            ability="enter",
            targets=["P2:b1", "P3:b1"],
            moves=[{"card": "P2:b1", "to": "hand"}, {"card": "P3:b1", "to": "hand"}],
        )
        return e

    scenario(
        "playerless-ability-may-split",
        "プレイヤーを指定しない能力は別々のプレイヤーに振り分けられるが、「相手の」能力はできない",
        "An ability naming no player may split among players; one naming opponents may not",
        "Three-player free-for-all. P1's 《アクア・ナルトサーファー》 returns one creature of P2 and one of P3 (「バトルゾーンの"
        "クリーチャーを2体まで」). P1 then claims the same for its other creature whose text says 「相手のクリーチャーを2体まで」.",
        "illegal",
        ["600.4b", "600.4e"],
        log(h, run("P1:h1")),
        log(h, run("P1:h2")),
        printed_example="600.4e",
    )


def attack_target_of_defender() -> None:
    players = {
        "P1": zones(mana=mana("P1", 3), battle=[card("P1:b1", "F4", False)]),
        "P2": zones(mana=mana("P2", 3)),
        "P3": zones(mana=mana("P3", 3), battle=[card("P3:b1", "F0", True)]),
    }
    h = ffa_snapshot(S3, 4, "main", players, {})

    def run(defender: str) -> Log:
        e = Log()
        e.add(4, "attack", "P1", "attack", attacker="P1:b1", defender=defender, target="P3:b1")
        e.add(4, "attack", "P1", "battle", destroyed=["P3:b1"])
        return e

    scenario(
        "attack-target-belongs-to-defender",
        "攻撃対象は指定した防御プレイヤーかそのクリーチャー",
        "The attacked creature must be the designated defending player's",
        "Three-player free-for-all. P1 designates P2 as the defending player (so that only P2 may block and answer) but "
        "attacks P3's tapped creature.",
        "illegal",
        ["600.6a"],
        log(h, run("P3")),
        log(h, run("P2")),
    )


def multicolour_charge_tapped() -> None:
    mc = creature("火自然の兵", 1, ["fire", "nature"], 1000)
    big = creature("火の中兵", 2, "fire", 3000)
    players = {
        "P1": zones(
            hand=4,
            hand_cards=[card("P1:h1", "MC"), card("P1:h2", "BIG"), card("P1:h3", "F0")],
            mana=[card("P1:m1", "F0", False)],
        ),
        "P2": zones(mana=mana("P2", 3)),
        "P3": zones(mana=mana("P3", 3)),
    }
    h = ffa_snapshot(
        S3, 4, "charge", players, {"MC": mc, "BIG": big}, this_turn={"drawn": 1, "charged": 0, "entered": []}
    )

    def run(charged: str) -> Log:
        e = Log()
        e.add(4, "charge", "P1", "charge", card=charged)
        e.add(4, "main", "P1", "summon", card="P1:h2", tap=["P1:m1", charged])
        return e

    scenario(
        "multicolour-charge-enters-tapped",
        "多色カードはタップしてマナゾーンに置かれ、そのターンは使えない",
        "A multicoloured card is charged tapped and cannot pay that turn",
        "Three-player free-for-all. P1 charges a fire-nature card and taps it at once with another mana card to summon a "
        "cost-2 creature.",
        "illegal",
        ["401", "001.1"],
        log(h, run("P1:h3")),
        log(h, run("P1:h1")),
    )


def civilization_in_payment() -> None:
    big = creature("火の中兵", 2, "fire", 3000)
    players = {
        "P1": zones(
            hand=4,
            hand_cards=[card("P1:h1", "BIG")],
            mana=[card("P1:m1", "NA", False), card("P1:m2", "NA", False), card("P1:m3", "F0", False)],
        ),
        "P2": zones(mana=mana("P2", 3)),
        "P3": zones(mana=mana("P3", 3)),
    }
    h = ffa_snapshot(S3, 4, "main", players, {"BIG": big, "NA": creature("自然の兵", 1, "nature", 1000)})

    def run(tap: list[str]) -> Log:
        e = Log()
        e.add(4, "main", "P1", "summon", card="P1:h1", tap=tap)
        return e

    scenario(
        "cost-needs-a-card-of-its-civilization",
        "コストの支払いにはそのカードの文明のマナが1枚以上必要",
        "Paying a cost needs at least one mana card of the card's civilization",
        "Three-player free-for-all. P1 summons a cost-2 fire creature by tapping two nature cards, keeping the fire card "
        "untapped.",
        "illegal",
        ["402", "001.1"],
        log(h, run(["P1:m1", "P1:m3"])),
        log(h, run(["P1:m1", "P1:m2"])),
    )


def range_follows_controller() -> None:
    kill = spell(
        "火の一体破壊",
        1,
        "fire",
        abilities=[
            {"id": "spell", "kind": "spell", "targets": [{"zone": "battle", "whose": "opponent", "count": 1}]}
        ],
    )
    players = {
        "P1": zones(hand=4, hand_cards=[card("P1:h1", "KILL")], mana=mana("P1", 2)),
        "P2": zones(mana=mana("P2", 3), battle=[card("P3:b9", "F1", False)]),
        "P3": zones(mana=mana("P3", 3), battle=[card("P3:b1", "F0", False)]),
        "P4": zones(mana=mana("P4", 3)),
        "P5": zones(mana=mana("P5", 3)),
    }
    h = ffa_snapshot(S5, 6, "main", players, {"KILL": kill}, options={"range": 1})

    def run(target: str) -> Log:
        e = Log()
        e.add(6, "main", "P1", "cast", card="P1:h1", tap=["P1:m1"], ability="spell", targets=[target])
        e.add(
            6,
            "main",
            "P1",
            "effect",
            source="P1:h1",
            ability="spell",
            moves=[{"card": target, "to": "graveyard"}],
        )
        return e

    scenario(
        "range-follows-the-controller",
        "カードが影響範囲内かはコントローラーで決まる(オーナーではない)",
        "Whether a card is in range depends on its controller, not its owner",
        "Five players, range 1. P2 controls a creature owned by P3. P1 (range P5-P1-P2) may destroy it; P1 instead targets "
        "a creature P3 itself controls, saying P3's cards are already within reach through P2.",
        "illegal",
        ["601.2d", "601.4"],
        log(h, run("P3:b9")),
        log(h, run("P3:b1")),
    )


def unknown_charge() -> None:
    players = {
        "P1": zones(hand=4, hand_cards=[card("P1:h1", "F0")], mana=mana("P1", 3)),
        "P2": zones(mana=mana("P2", 3)),
        "P3": zones(mana=mana("P3", 3)),
    }
    known = ffa_snapshot(S3, 4, "charge", players, {}, this_turn={"drawn": 1, "charged": 0, "entered": []})
    unknown = ffa_snapshot(S3, 4, "charge", players, {}, this_turn={"drawn": 1, "entered": []})
    e = Log()
    e.add(4, "charge", "P1", "charge", card="P1:h1")
    scenario(
        "late-judge-charge-unknown",
        "到着前にチャージ済みか分からないチャージは確認が必要",
        "A charge when the late judge does not know whether one was made already needs a ruling",
        "Three-player free-for-all. The judge arrives during P1's mana charge step; P1 charges a card. P2 says P1 "
        "already charged before the judge came; nobody saw the mana zone before.",
        "needs_ruling",
        ["401", "001.1"],
        log(known, e),
        log(unknown, e),
    )


def deploy_not_again() -> None:
    known = [card("P2:h1", "F0"), card("P2:h2", "F1")]
    h = emperor_header(False, {}, ["F0", "F1"])

    def run(back: str) -> Log:
        e = emperor_opening(False, known, {"P1": [card("P1:h1", "F0"), card("P1:h2", "F2")]})
        emperor_rounds(e, ("summon", {"card": "P2:h2", "tap": ["P2:h1"]}), charges={6: "P1:h1"})
        e.add(6, "main", "P1", "summon", card="P1:h2", tap=["P1:h1"])
        e.add(7, "start", "P2", "turn_start")
        e.add(7, "draw", "P2", "draw", count=1)
        e.add(7, "main", "P2", "deploy", card="P2:h2", to="P1")
        for t in range(8, 12):
            seat = EMP_ORDER[(t - 1) % 6]
            e.add(t, "start", seat, "turn_start")
            e.add(t, "draw", seat, "draw", count=1)
        e.add(12, "start", "P1", "turn_start")
        e.add(12, "draw", "P1", "draw", count=1)
        e.add(12, "main", "P1", "deploy", card=back, to="P2")
        return e

    scenario(
        "deployed-creature-not-deployed-again",
        "クリーチャー配置で移されたクリーチャーは再び配置できない",
        "A deployed creature cannot be deployed again",
        "Emperor game. On turn 7 the emperor P2 deployed its creature to the general P1. On P1's next turn (turn 12) P1 "
        "gives it back to P2 by deploying it again.",
        "illegal",
        ["603.3"],
        log(h, run("P1:h2")),
        log(h, run("P2:h2")),
    )


def rotating_second_roll_cost() -> None:
    cards = dict(FILLER)
    decklists = {s: {"main": deck40()} for s in S4}
    h = header("rotating_table", S4, cards, decklists)
    e = Log()
    setup(e, S4, known={"P1": [card("P1:h1", "F0")]})
    e.add(1, "start", "P1", "turn_start")
    e.add(1, "draw", "P1", "draw", count=1)
    e.add(1, "charge", "P1", "charge", card="P1:h1")
    e.add(1, "main", "P1", "roll", result="blank", tap=[])
    legal = e.copy()
    legal.add(1, "main", "P1", "roll", result="blank", tap=["P1:h1"])
    bad = e.copy()
    bad.add(1, "main", "P1", "roll", result="blank", tap=[])
    scenario(
        "rotating-table-second-roll-costs-one",
        "回転テーブル戦の2回目のダイスは1マナ",
        "The second roll of the turn on the rotating table costs one mana",
        "回転テーブル戦. P1 rolls the die in the main step (blank), then rolls again without tapping mana, saying each "
        "roll is free as long as the result is blank.",
        "illegal",
        ["705.5"],
        log(h, legal),
        log(h, bad),
    )


def main() -> None:
    removed_player_trigger()
    broken_head()
    adjacent_creature()
    turn_order()
    deploy_commander()
    deploy_timing_and_teammate()
    emperor_teammate_mana()
    emperor_falls()
    two_headed_each_charges()
    two_headed_zero_shields()
    edh_deck_and_hand()
    edh_return_from_hand()
    edh_commander_draw()
    archenemy_scheme_missing()
    planes_scenarios()
    exploration_scenarios()
    rotating_empty_seat()
    grand_melee_markers()
    cross_gear_controller()
    discard_owner_graveyard()
    shield_trigger_window()
    attack_untapped_creature()
    enter_ability_skipped()
    one_opponent_then_all_its_creatures()
    naruto_surfer()
    attack_target_of_defender()
    multicolour_charge_tapped()
    civilization_in_payment()
    range_follows_controller()
    unknown_charge()
    deploy_not_again()
    rotating_second_roll_cost()
    OUT.mkdir(parents=True, exist_ok=True)
    ids = [s["id"] for s in SCENARIOS]
    assert len(ids) == len(set(ids)), "duplicate scenario id"
    for s in SCENARIOS:
        path = OUT / f"{s['id']}.json"
        path.write_text(json.dumps(s, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {len(SCENARIOS)} scenarios to {OUT}")


if __name__ == "__main__":
    main()
