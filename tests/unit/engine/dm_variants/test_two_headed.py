"""608 双頭戦 with 604 shared team turns: generated games are clean, and each broken rule is found."""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from judge.engine import replay
from judge.engine.games.dm_variants.generator import generate_game
from tests.unit.engine.mutation_kit import renumber

Entries = list[dict[str, Any]]


def _log(seed: int = 3) -> dict[str, Any]:
    return generate_game(seed, 4, "two_headed")


def _codes(log: dict[str, Any]) -> list[tuple[int, str]]:
    return [(f.seq, f.code) for f in replay(log).findings]


def _with(log: dict[str, Any], entries: Entries) -> dict[str, Any]:
    out = copy.deepcopy(log)
    out["entries"] = renumber(copy.deepcopy(entries))
    return out


def _team(log: dict[str, Any], seat: str) -> list[str]:
    return next(t for t in log["header"]["options"]["teams"] if seat in t)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10**6))
def test_generated_two_headed_games_replay_clean_and_a_whole_team_wins(seed: int) -> None:
    log = _log(seed)
    report = replay(log)
    assert not report.findings, [(f.seq, f.code, f.message_en) for f in report.findings[:3]]
    winners = report.final_state["winners"]
    assert winners == log["entries"][-1]["args"]["winners"]
    if report.final_state["game_over"]:
        assert sorted(winners) == sorted(_team(log, winners[0]))  # 608.9a: no individual winner


def test_both_players_of_the_turn_team_act_in_one_turn() -> None:
    log = _log()
    actors = {(e["turn"], e["actor"]) for e in log["entries"] if e["act"] in ("charge", "draw") and e["turn"]}
    per_turn: dict[int, set[str]] = {}
    for turn, actor in actors:
        per_turn.setdefault(turn, set()).add(actor)
    assert any(len(a) == 2 for a in per_turn.values())


def _first_team_draw(log: dict[str, Any]) -> tuple[Entries, int]:
    es = log["entries"]
    i = next(k for k, e in enumerate(es) if e["turn"] == 1 and e["act"] == "charge")
    mate = es[i]["actor"]
    extra = {"seq": 0, "turn": 1, "phase": "draw", "actor": mate, "act": "draw", "args": {"count": 1}}
    return [*es[:i], extra, *es[i : i + 1]], i + 2


def test_608_7_the_first_team_drawing_in_its_first_turn_is_found() -> None:
    log = _log()
    entries, seq = _first_team_draw(log)
    assert (seq, "dm-variants.team.draw_count") in _codes(_with(log, entries))


def test_604_3b_a_teammate_skipping_the_draw_is_found() -> None:
    log = _log()
    es = log["entries"]
    i = next(k for k, e in enumerate(es) if e["turn"] >= 2 and e["act"] == "draw")
    j = next(k for k in range(i + 1, len(es)) if es[k]["turn"] == es[i]["turn"] and es[k]["phase"] != "draw")
    entries = [*es[:i], *es[i + 1 : j + 1]]
    assert (j, "dm-variants.team.draw_count") in _codes(_with(log, entries))


def test_608_5_paying_with_a_teammates_mana_is_found() -> None:
    for seed in range(40):
        log = _log(seed)
        es = log["entries"]
        for k, e in enumerate(es):
            if e["act"] != "summon" or not e["args"]["tap"]:
                continue
            mate = next(s for s in _team(log, e["actor"]) if s != e["actor"])
            mana = [
                x["args"]["card"]["iid"]
                for x in es[:k]
                if x["act"] == "charge" and x["actor"] == mate and x["turn"] < e["turn"]
            ]
            if not mana:
                continue
            bad = copy.deepcopy(e)
            bad["args"]["tap"] = [mana[0], *e["args"]["tap"][1:]]
            codes = _codes(_with(log, [*es[:k], bad]))
            assert (k + 1, "dm-variants.two_headed.teammate_cards") in codes
            return
    raise AssertionError("no summon after a teammate's charge in 40 seeds")


def test_608_8d_either_defender_may_block_but_not_the_attackers_team() -> None:
    seen_partner_block = False
    for seed in range(60):
        log = _log(seed)
        es = log["entries"]
        for k, e in enumerate(es):
            if e["act"] != "block":
                continue
            attack = es[k - 1]
            if e["actor"] != attack["args"]["defender"]:
                seen_partner_block = True  # replayed clean by the property test's kind of game
                assert not replay(log).findings
            wrong = copy.deepcopy(e)
            wrong["actor"] = attack["actor"]
            wrong["args"]["blocker"] = attack["args"]["attacker"]  # a creature of the attacking team
            codes = _codes(_with(log, [*es[:k], wrong]))
            assert (k + 1, "dm-variants.block.not_defending_player") in codes
            if seen_partner_block:
                return
    raise AssertionError("no block by the partner of the named defender in 60 seeds")


def test_608_9b_a_concession_removes_the_whole_team() -> None:
    log = _log()
    es = log["entries"]
    k = next(i for i, e in enumerate(es) if e["turn"] == 3)
    seat = es[k]["actor"]
    concede = {"seq": 0, "turn": 3, "phase": es[k]["phase"], "actor": seat, "act": "concede", "args": {}}
    report = replay(_with(log, [*es[:k], concede]))
    assert sorted(report.final_state["losers"]) == sorted(_team(log, seat))
    assert report.final_state["game_over"]
    assert seat not in report.final_state["winners"]


def test_608_9c_missing_the_zero_shield_loss_is_found() -> None:
    for seed in range(60):
        log = _log(seed)
        es = log["entries"]
        k = next((i for i, e in enumerate(es) if e["act"] == "direct_attack"), None)
        if k is None:
            continue
        attack = es[k - 1]
        again = copy.deepcopy(attack)
        entries = [*es[:k], again]
        codes = _codes(_with(log, entries))
        assert (k + 1, "dm-variants.two_headed.zero_shield_loss") in codes
        return
    raise AssertionError("no direct attack in 60 seeds")


def test_an_opponent_acting_in_the_team_turn_is_found() -> None:
    log = _log()
    es = log["entries"]
    k = next(i for i, e in enumerate(es) if e["turn"] == 2 and e["act"] == "charge")
    foe = next(s for s in ("P1", "P2", "P3", "P4") if s not in _team(log, es[k]["actor"]))
    wrong = copy.deepcopy(es[k])
    wrong["actor"] = foe
    wrong["args"] = {"card": {"iid": f"{foe}:c999"}}
    assert (k + 1, "dm-variants.team.not_turn_team") in _codes(_with(log, [*es[:k], wrong]))


def test_team_header_checks() -> None:
    log = _log()
    apart = copy.deepcopy(log)
    apart["header"]["options"]["teams"] = [["P1", "P3"], ["P2", "P4"]]
    assert "dm-variants.team.seated_together" in {c for _, c in _codes(apart)}
    missing = copy.deepcopy(log)
    missing["header"]["options"]["teams"] = [["P1", "P2"]]
    assert "dm-variants.team.header" in {c for _, c in _codes(missing)}
    big = copy.deepcopy(log)
    big["header"]["options"]["teams"] = [["P1", "P2", "P3"], ["P4"]]
    assert "dm-variants.two_headed.teams" in {c for _, c in _codes(big)}


def test_604_3b_a_missing_draw_is_found_even_when_the_turn_ends_at_its_draw_step() -> None:
    log = _log()
    es = log["entries"]
    i = next(k for k, e in enumerate(es) if e["turn"] >= 2 and e["act"] == "draw")
    turn = es[i]["turn"]
    nxt = next(k for k in range(i, len(es)) if es[k]["turn"] == turn + 1)
    # Keep only this turn's start and first draw, then go straight on to the next turn.
    entries = [*es[:i], es[i], es[nxt]]
    assert (i + 2, "dm-variants.team.draw_count") in _codes(_with(log, entries))
