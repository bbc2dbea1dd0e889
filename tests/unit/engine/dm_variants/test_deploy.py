"""603 クリーチャー配置, on generated emperor games (609.3b uses it): each broken deploy rule is found."""

from __future__ import annotations

import copy
import json
from typing import Any

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.mutation_kit import renumber

Entries = list[dict[str, Any]]


def _codes(log: dict[str, Any], entries: Entries) -> list[tuple[int, str]]:
    out = copy.deepcopy(log)
    out["entries"] = renumber(copy.deepcopy(entries))
    return [(f.seq, f.code) for f in replay(out).findings]


def _with_deploy(start: int = 0) -> tuple[dict[str, Any], int]:
    for seed in range(start, start + 60):
        log = generate_game(seed, 6, "emperor")
        k = next((i for i, e in enumerate(log["entries"]) if e["act"] == "deploy"), None)
        if k is not None:
            return log, k
    raise AssertionError("no deploy in 60 generated emperor games")


def test_a_generated_deploy_is_legal_and_moves_control() -> None:
    log, k = _with_deploy()
    report = replay(log)
    assert not report.findings
    assert (
        log["entries"][k]["args"]["to"]
        in log["header"]["options"]["teams"][0] + log["header"]["options"]["teams"][1]
    )


def test_603_2_deploying_outside_the_main_step_is_found() -> None:
    log, k = _with_deploy()
    es = copy.deepcopy(log["entries"])
    es[k]["phase"] = "attack"
    assert (k + 1, "dm-variants.deploy.own_main_step") in _codes(log, es[: k + 1])


def test_603_2_deploying_to_an_opponent_is_found() -> None:
    log, k = _with_deploy()
    es = copy.deepcopy(log["entries"])
    actor = es[k]["actor"]
    foe = next(t for t in log["header"]["options"]["teams"] if actor not in t)[0]
    es[k]["args"]["to"] = foe
    assert (k + 1, "dm-variants.deploy.creature") in _codes(log, es[: k + 1])


def test_603_2_deploying_a_summoning_sick_creature_is_found() -> None:
    for seed in range(60):
        log = generate_game(seed, 6, "emperor")
        es = log["entries"]
        for k, e in enumerate(es):
            card = e["args"].get("card")
            if e["act"] != "summon" or card["card"] == "F2":  # F2 has スピードアタッカー: never sick
                continue
            team = next(t for t in log["header"]["options"]["teams"] if e["actor"] in t)
            mate = next(s for s in team if s != e["actor"])
            bad = {**e, "act": "deploy", "args": {"card": card, "to": mate}}
            assert (k + 2, "dm-variants.deploy.creature") in _codes(log, [*es[: k + 1], bad])
            return
    raise AssertionError("no summon found")


def test_603_3_deploying_again_is_found() -> None:
    log, k = _with_deploy()
    es = copy.deepcopy(log["entries"])
    again = copy.deepcopy(es[k])
    again["actor"] = es[k]["args"]["to"]
    again["args"]["to"] = es[k]["actor"]
    # The new controller deploys it back in their own next main step.
    nxt = next(
        i for i in range(k + 1, len(es)) if es[i]["actor"] == again["actor"] and es[i]["act"] == "turn_start"
    )
    again["turn"], again["phase"] = es[nxt]["turn"], "main"
    codes = _codes(log, [*es[: nxt + 1], again])
    assert (nxt + 2, "dm-variants.deploy.again") in codes


def test_603_3_attacking_the_controllers_next_turn_is_found_with_or_without_the_policy() -> None:
    log, k = _with_deploy()
    es = copy.deepcopy(log["entries"])
    dep = es[k]
    to, iid = dep["args"]["to"], dep["args"]["card"]["iid"]
    nxt = next(i for i in range(k + 1, len(es)) if es[i]["actor"] == to and es[i]["act"] == "turn_start")
    teams = log["header"]["options"]["teams"]
    foes = [s for t in teams if to not in t for s in t]
    attack = {
        "seq": 0,
        "turn": es[nxt]["turn"],
        "phase": "attack",
        "actor": to,
        "act": "attack",
        "args": {"attacker": iid, "defender": foes[0], "target": foes[0]},
    }
    codes = _codes(log, [*es[: nxt + 1], attack])
    assert (nxt + 2, "dm-variants.deploy.attack_next_turn") in codes
    # Unset policy: decisions.md DM 13 decides (the new controller's next turn), nothing is asked.
    unset = copy.deepcopy(log)
    unset["header"]["options"]["policies"].pop("deploy_next_turn")
    found = _codes(unset, [*es[: nxt + 1], attack])
    assert (nxt + 2, "dm-variants.deploy.attack_next_turn") in found
    assert not any(c.startswith("dm-variants.policy.") for _, c in found)


def test_609_9_a_commander_cannot_be_deployed_with_dmedh_rules() -> None:
    log, k = _with_deploy()
    es = copy.deepcopy(log["entries"])
    # Rename the deployed creature as the actor's commander throughout the log, with DMEDH on top.
    iid = es[k]["args"]["card"]["iid"]
    cmd = iid.split(":")[0] + ":cmd"
    text = json.dumps(es).replace(f'"{iid}"', f'"{cmd}"')
    es = json.loads(text)
    with_cmd = copy.deepcopy(log)
    with_cmd["header"]["options"]["commander"] = True
    assert (k + 1, "dm-variants.deploy.commander") in _codes(with_cmd, es[: k + 1])
    assert (k + 1, "dm-variants.deploy.commander") not in _codes(log, es[: k + 1])
