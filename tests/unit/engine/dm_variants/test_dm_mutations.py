"""A legal generated Duel Masters game with one rule broken yields that illegal finding at that entry.

Each mutation edits a generated log and returns (entries, the seq where the finding belongs); the log
is cut shortly after the edit (a log may stop anywhere), so knock-on effects do not blur the result.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from judge.engine import replay
from judge.engine.games.dm_variants.generator import card_pool, generate_game
from tests.unit.engine.mutation_kit import Entries, renumber

POOL = card_pool()
Mutation = Callable[[dict[str, Any]], tuple[Entries, int] | None]


def _cid(entry_card: Any) -> str:
    return entry_card["card"] if isinstance(entry_card, dict) else ""


def _kw(cid: str) -> dict[str, Any]:
    return POOL[cid]["keywords"]


def _cut(entries: Entries, keep: int) -> Entries:
    return renumber(entries[:keep])


def second_charge(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] != "charge":
            continue
        later = next(
            (j for j in range(i + 1, len(es)) if es[j]["turn"] == e["turn"] and es[j]["act"] == "summon"),
            None,
        )
        if later is None:
            continue
        extra = dict(e, args={"card": es[later]["args"]["card"]})
        out = _cut([*es[: i + 1], extra], i + 2)
        return out, i + 2
    return None


def sick_attack(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] == "summon" and not _kw(_cid(e["args"]["card"])).get("speed_attacker"):
            other = next(p["seat"] for p in log["header"]["players"] if p["seat"] != e["actor"])
            attack = dict(
                e, phase="attack", act="attack", args={"attacker": e["args"]["card"]["iid"], "target": other}
            )
            return _cut([*es[: i + 1], attack], i + 2), i + 2
    return None


def short_payment(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] == "summon" and len(e["args"]["tap"]) >= 2:
            e["args"]["tap"] = e["args"]["tap"][:-1]  # the generator lists the civilization cards first
            return _cut(es, i + 1), i + 1
    return None


def wrong_civilization(log: dict[str, Any]) -> tuple[Entries, int] | None:
    """Summon a fire creature (cost 2) with two mana cards of which none is fire."""
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] == "summon" and len(e["args"]["tap"]) == 2:
            civs = {c for m in e["args"]["tap"] for c in _kw(_charged(es, i, m))["civilizations"]}
            if "fire" in civs:
                continue
            e["args"]["card"] = dict(e["args"]["card"], card="F2")
            return _cut(es, i + 1), i + 1
    return None


def _charged(es: Entries, upto: int, iid: str) -> str:
    for e in es[:upto]:
        if e["act"] == "charge" and e["args"]["card"]["iid"] == iid:
            return _cid(e["args"]["card"])
    return "F1"


def break_too_few(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] == "break" and len(e["args"]["shields"]) == 2:
            e["args"]["shields"] = e["args"]["shields"][:1]
            return _cut(es, i + 1), i + 1
    return None


def battle_flipped(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] == "battle" and len(e["args"]["destroyed"]) == 1:
            attack = next(x for x in reversed(es[:i]) if x["act"] == "attack")
            blocker = (
                es[i - 1]["args"]["blocker"] if es[i - 1]["act"] == "block" else attack["args"]["target"]
            )
            loser = e["args"]["destroyed"][0]
            e["args"]["destroyed"] = [
                blocker if loser == attack["args"]["attacker"] else attack["args"]["attacker"]
            ]
            return _cut(es, i + 1), i + 1
    return None


def direct_with_shields(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] == "break":
            es[i] = dict(e, act="direct_attack", args={})
            return _cut(es, i + 1), i + 1
    return None


def first_player_draws(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    first = log["header"]["first_player"]
    for i, e in enumerate(es):
        if e["turn"] == 1 and e["act"] == "turn_start":
            draw = dict(e, phase="draw", act="draw", args={"cards": [{"iid": f"{first}:zz1", "card": "F1"}]})
            nxt = dict(
                e, phase="charge", act="turn_start", args={}
            )  # any later-step entry closes the draw step
            nxt["act"] = "shuffle"
            return _cut([*es[: i + 1], draw, nxt], i + 3), i + 3
    return None


def starting_player_skips(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["turn"] == 1 and e["act"] == "draw":
            rest = [x for x in es[i + 1 :] if x["turn"] == 1]
            if not rest:
                return None
            return _cut([*es[:i], rest[0]], i + 1), i + 1
    return None


def wrong_turn_player(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    seats = [p["seat"] for p in log["header"]["players"]]
    for i, e in enumerate(es):
        if e["act"] in ("direct_attack",):
            return None  # keep to turns before anyone left
        if e["act"] == "turn_start" and e["turn"] == 2:
            e["actor"] = next(s for s in seats if s != e["actor"] and s != log["header"]["first_player"])
            return _cut(es, i + 1), i + 1
    return None


def _distance(seats: list[str], a: str, b: str) -> int:
    i, j = seats.index(a), seats.index(b)
    return min(abs(i - j), len(seats) - abs(i - j))


def attack_far(log: dict[str, Any]) -> tuple[Entries, int] | None:
    """With 601 range 1 or 602 in a 4-seat game, attack the player across the table."""
    es = log["entries"]
    seats = [p["seat"] for p in log["header"]["players"]]
    for i, e in enumerate(es):
        if e["act"] == "direct_attack":
            return None
        if e["act"] == "attack":
            far = next(s for s in seats if _distance(seats, e["actor"], s) == 2)
            e["args"] = dict(e["args"], defender=far, target=far)
            return _cut(es, i + 1), i + 1
    return None


def acts_after_elimination(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    for i, e in enumerate(es):
        if e["act"] == "direct_attack" and es[-1]["act"] == "result" and i + 1 < len(es) - 1:
            attack = next(x for x in reversed(es[:i]) if x["act"] == "attack")
            gone = attack["args"]["defender"]
            extra = dict(e, actor=gone, act="concede", args={})
            return _cut([*es[: i + 1], extra], i + 2), i + 2
    return None


def continued_after_end(log: dict[str, Any]) -> tuple[Entries, int] | None:
    es = log["entries"]
    last = es[-1]
    extra = dict(es[-2], act="turn_start", args={})
    return renumber([*es[:-1], extra, last]), len(es)


def _ffa_option(option: str) -> Callable[[int], dict[str, Any]]:
    def make(seed: int) -> dict[str, Any]:
        log = generate_game(seed, 4)
        opts = log["header"]["options"]
        ok = (opts.get("range") == 1) if option == "range" else bool(opts.get("attack_adjacent"))
        return log if ok else {}

    return make


CASES: list[tuple[str, Callable[[int], dict[str, Any]], Mutation, str, str]] = [
    (
        "second_charge",
        lambda s: generate_game(s, 2),
        second_charge,
        "dm-variants.charge.once_per_turn",
        "dm-variants:401",
    ),
    (
        "sick_attack",
        lambda s: generate_game(s, 2),
        sick_attack,
        "dm-variants.attack.summoning_sickness",
        "dm-variants:403",
    ),
    (
        "short_payment",
        lambda s: generate_game(s, 3),
        short_payment,
        "dm-variants.cost.amount",
        "dm-variants:402",
    ),
    (
        "wrong_civilization",
        lambda s: generate_game(s, 2),
        wrong_civilization,
        "dm-variants.cost.civilization",
        "dm-variants:402",
    ),
    (
        "break_too_few",
        lambda s: generate_game(s, 2),
        break_too_few,
        "dm-variants.break.count",
        "dm-variants:403",
    ),
    (
        "battle_flipped",
        lambda s: generate_game(s, 4),
        battle_flipped,
        "dm-variants.battle.result",
        "dm-variants:403",
    ),
    (
        "direct_with_shields",
        lambda s: generate_game(s, 2),
        direct_with_shields,
        "dm-variants.direct.shields_left",
        "dm-variants:502",
    ),
    (
        "first_player_draws",
        lambda s: generate_game(s, 2),
        first_player_draws,
        "dm-variants.draw.first_turn_skip",
        "dm-variants:600.8",
    ),
    (
        "starting_player_skips",
        lambda s: generate_game(s, 4),
        starting_player_skips,
        "dm-variants.draw.first_turn_multiplayer",
        "dm-variants:600.8",
    ),
    (
        "wrong_turn_player",
        lambda s: generate_game(s, 4),
        wrong_turn_player,
        "dm-variants.turn.order",
        "dm-variants:600.7",
    ),
    (
        "out_of_range",
        _ffa_option("range"),
        attack_far,
        "dm-variants.attack.out_of_range",
        "dm-variants:601.3",
    ),
    (
        "not_adjacent",
        _ffa_option("adjacent"),
        attack_far,
        "dm-variants.attack.not_adjacent",
        "dm-variants:602.2",
    ),
    (
        "acts_after_elimination",
        lambda s: generate_game(s, 4),
        acts_after_elimination,
        "dm-variants.removed.player_acted",
        "dm-variants:600.3a",
    ),
    (
        "continued_after_end",
        lambda s: generate_game(s, 5),
        continued_after_end,
        "dm-variants.game.continued_after_end",
        "dm-variants:102.1a",
    ),
]


@pytest.mark.parametrize(("name", "make", "mutate", "code", "clause"), CASES, ids=[c[0] for c in CASES])
def test_injected_violation_is_found_at_its_entry(
    name: str, make: Callable[[int], dict[str, Any]], mutate: Mutation, code: str, clause: str
) -> None:
    tried = 0
    for seed in range(40):
        log = make(seed)
        if not log:
            continue
        mutated = mutate(log)
        if mutated is None:
            continue
        log["entries"], seq = mutated
        tried += 1
        report = replay(log)
        illegal = [(f.seq, f.code) for f in report.illegal]
        assert illegal == [(seq, code)], (
            f"seed {seed}: {[(f.seq, f.code, f.message_en) for f in report.findings]}"
        )
        assert clause in report.illegal[0].clauses
        if tried >= 4:
            return
    assert tried, "no generated game offered a place for this mutation"
