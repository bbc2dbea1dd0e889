"""Survival-check order, 【ss】, 【課題】, the named cards, team conduct, the stalemate and the starting life.

Each test takes the hand-written legal example, adds or changes a few entries, and checks that the
legal version replays clean and the broken version gives exactly the expected finding.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from judge.engine import replay
from judge.engine.games.myearth import DEFAULT_STARTING_LIFE
from tests.unit.engine.myearth.example import example_log

Log = dict[str, Any]


def _e(act: str, actor: str | None = None, **args: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"seq": 0, "act": act, "args": args}
    if actor is not None:
        out["actor"] = actor
    return out


def _index(log: Log, act: str, actor: str | None = None, nth: int = 0) -> int:
    hits = [i for i, e in enumerate(log["entries"]) if e["act"] == act and (actor in (None, e.get("actor")))]
    return hits[nth]


def _insert_after(log: Log, i: int, *entries: dict[str, Any]) -> Log:
    """The log up to entry i, then these entries; a log may stop anywhere, so nothing later counts."""
    log["entries"][i + 1 :] = [copy.deepcopy(e) for e in entries]
    for k, e in enumerate(log["entries"], start=1):
        e["seq"] = k
    return log


def codes(log: Log) -> list[str]:
    return [f.code for f in replay(log).findings]


def _after_chain(*entries: dict[str, Any]) -> Log:
    """After B chains 鳥 (B:c3) on 虫 (B:c2) in turn 2: group 虫+鳥 on B:s1 and B:s2 (both 陸)."""
    log = example_log()
    return _insert_after(log, _index(log, "play", "B", 2), *entries)


# --- survival check (184-213) ----------------------------------------------------------------------
SOURCE_GONE = _e("leave", card="B:s2", to="discard", by="R:k9")
TOP_GONE = _e("leave", card="B:c3", to="discard", by="R:k9")


@pytest.mark.parametrize(
    ("entries", "expected"),
    [
        ((SOURCE_GONE, _e("survival", "B", discarded=["B:c3"])), []),
        ((SOURCE_GONE, _e("survival", "B")), ["myearth.survival.cost_unmet"]),
        ((SOURCE_GONE, _e("end_ban", "B")), ["myearth.survival.skipped"]),
        ((TOP_GONE, _e("survival", "B", released=["B:s2"])), []),
        ((TOP_GONE, _e("survival", "B")), ["myearth.survival.surplus_kept"]),
        (
            (TOP_GONE, _e("survival", "B", released=["B:s2"], assign={"B:c2": ["R:s1"]})),
            ["myearth.survival.foreign_transfer"],
        ),
    ],
    ids=["legal-discard-top", "cost-unmet", "skipped", "legal-release", "surplus", "foreign-transfer"],
)
def test_survival_check(entries: tuple[dict[str, Any], ...], expected: list[str]) -> None:
    assert codes(_after_chain(*entries)) == expected


def test_survival_releases_an_attribute_no_longer_needed() -> None:
    # 獣 (陸+人) chained on 鳥 with the 人 special source: the group holds 陸, 陸, 人 (178, 179).
    chain_beast = _e("play", "B", card={"iid": "B:c4", "card": "C3"}, sources=["B:s3"], chain_on="B:c3")
    log = example_log()
    i = _index(log, "play", "B", 2)
    log["entries"][_index(log, "play", "B", 1)]["args"]["sources"] = ["B:s1"]
    legal = _insert_after(copy.deepcopy(log), i, chain_beast)
    assert codes(legal) == []
    beast_gone = _e("leave", card="B:c4", to="discard", by="R:k9")
    kept = _insert_after(copy.deepcopy(log), i, chain_beast, beast_gone, _e("survival", "B"))
    assert codes(kept) == ["myearth.survival.attribute_kept"]
    released = _e("survival", "B", released=["B:s3"])
    assert codes(_insert_after(copy.deepcopy(log), i, chain_beast, beast_gone, released)) == []


def test_survival_first_checks_the_chain() -> None:
    log = _after_chain(SOURCE_GONE, _e("survival", "B", released=[]))
    log["entries"][_index(log, "play", "B", 2)]["args"]["card"]["card"] = "C3"  # 獣 on 虫: wrong name
    got = codes(log)
    assert got[0] == "myearth.chain.name"
    assert "myearth.survival.chain_kept" in got


# --- supports: 【ss】, 【課題】, vanished targets, バイオエタノール -----------------------------------
def _with_cards(log: Log, **cards: dict[str, Any]) -> Log:
    log["header"]["cards"].update(cards)
    return log


def _support_card(cost_attr: str, kind: str, **kw: Any) -> dict[str, Any]:
    keywords = {"cost": {cost_attr: 1}, "support": kind, **kw}
    return {
        "name": f"テスト{kind}{sorted(kw)}",
        "type": "support",
        "attributes": [cost_attr],
        "keywords": keywords,
    }


def _red_turn2(*entries: dict[str, Any], cards: dict[str, dict[str, Any]]) -> Log:
    """Entries right after R's turn-2 support resolved (R has CO sources R:s1-R:s3, R:c1 on the field)."""
    log = _with_cards(example_log(), **cards)
    i = _index(log, "resolve")
    log = _insert_after(log, i, _e("play_source", "R", card={"iid": "R:s4", "card": "CO"}), *entries)
    return log


SS = _support_card("二酸化炭素", "ss", no_source=True)


def test_ss_replaces_the_earlier_one_only_when_its_effect_is_allowed() -> None:
    first = (
        _e("support", "R", card={"iid": "R:ss1", "card": "SS"}, sources=[]),
        _e("pass", "B"),
        _e("resolve", card={"iid": "R:ss1", "card": "SS"}, to="field"),
    )
    second = _e("support", "R", card={"iid": "R:ss2", "card": "SS"}, sources=[])
    more = (second, _e("pass", "B"))
    ok = _red_turn2(
        *first,
        *more,
        _e("resolve", card={"iid": "R:ss2", "card": "SS"}, to="field", replaced=["R:ss1"]),
        cards={"SS": SS},
    )
    assert codes(ok) == []
    kept = _red_turn2(
        *first, *more, _e("resolve", card={"iid": "R:ss2", "card": "SS"}, to="field"), cards={"SS": SS}
    )
    assert codes(kept) == ["myearth.support.ss_not_replaced"]
    early = _red_turn2(
        *first,
        *more,
        _e("resolve", card={"iid": "R:ss2", "card": "SS"}, fizzled=True, replaced=["R:ss1"]),
        cards={"SS": SS},
    )
    assert codes(early) == ["myearth.support.ss_replaced_early"]


def test_an_opponents_earlier_ss_card_is_replaced_too() -> None:
    # Decision MyEarth 4: at most one 【ss】 card across both fields; 272 names no owner.
    blue_ss = _e("support", "B", card={"iid": "B:ss1", "card": "SS"}, sources=[], target="B:c1")

    def game(**resolve: Any) -> Log:
        log = example_log()
        log["header"]["cards"]["SS"] = SS
        return _insert_after(
            log,
            _index(log, "play", "B", 0),  # B's turn-1 番, after B:c1 was played
            blue_ss,
            _e("pass", "R"),
            _e("resolve", card={"iid": "B:ss1", "card": "SS"}, to="field"),
            _e("end_ban", "B"),
            _e("draw", "R", count=0),
            _e("support", "R", card={"iid": "R:ss2", "card": "SS"}, sources=[]),
            _e("pass", "B"),
            _e("resolve", card={"iid": "R:ss2", "card": "SS"}, to="field", **resolve),
        )

    assert codes(game()) == ["myearth.support.ss_not_replaced"]
    replaced = game(replaced=["B:ss1"])
    report = replay(replaced)
    assert report.findings == []


TASK = _support_card("二酸化炭素", "black", task=True, target="confrontation")


@pytest.mark.parametrize(
    ("resolve_args", "expected"),
    [
        ({"task": 1, "strength": {"R:c1": 1}}, []),
        ({"task": 2, "strength": {"R:c1": 1}}, ["myearth.support.task_twice"]),
    ],
)
def test_task_fires_once_per_effect(resolve_args: dict[str, Any], expected: list[str]) -> None:
    log = _red_turn2(
        _e("support", "R", card={"iid": "R:t1", "card": "TK"}, sources=["R:s4"], target="R:c1"),
        _e("pass", "B"),
        _e("resolve", card={"iid": "R:t1", "card": "TK"}, **resolve_args),
        cards={"TK": TASK},
    )
    assert codes(log) == expected


def test_vanished_target_means_no_effect_and_no_task() -> None:
    strip = _e("leave", card="R:c1", to="discard", by="B:w")  # an effect earlier in the チェーン
    base = (
        _e("support", "R", card={"iid": "R:t1", "card": "TK"}, sources=["R:s4"], target="R:c1"),
        _e("pass", "B"),
    )
    fizzled = _red_turn2(
        *base,
        strip,
        _e("resolve", card={"iid": "R:t1", "card": "TK"}, fizzled=True),
        _e("survival", "R"),
        cards={"TK": TASK},
    )
    assert codes(fizzled) == []
    task = _red_turn2(
        *base,
        strip,
        _e("resolve", card={"iid": "R:t1", "card": "TK"}, fizzled=True, task=1),
        _e("survival", "R"),
        cards={"TK": TASK},
    )
    assert codes(task) == ["myearth.support.task_without_effect"]
    retarget = _red_turn2(
        *base,
        strip,
        _e("resolve", card={"iid": "R:t1", "card": "TK"}, strength={"R:c1": 1}),
        _e("survival", "R"),
        cards={"TK": TASK},
    )
    assert codes(retarget) == ["myearth.support.target_gone"]


BIO = _support_card("二酸化炭素", "black", special="bioethanol")
UNS = _support_card("人", "white", special="unsustainable", no_source=True)
PLAIN = _support_card("二酸化炭素", "black")


def test_bioethanol_selection_and_unsustainable_activity() -> None:
    cards = {"BIO": BIO, "UNS": UNS, "PL": PLAIN}
    bio = _e(
        "support",
        "R",
        card={"iid": "R:bio", "card": "BIO"},
        sources=["R:s4"],
        remove="R:c1",
        brings={"iid": "R:pl", "card": "PL"},
    )
    tail = (_e("survival", "R"), _e("pass", "B"), _e("resolve", card={"iid": "R:bio", "card": "BIO"}))
    assert codes(_red_turn2(bio, *tail, cards=cards)) == []
    no_removal = copy.deepcopy(bio)
    del no_removal["args"]["remove"]
    assert codes(_red_turn2(no_removal, _e("pass", "B"), tail[2], cards=cards)) == [
        "myearth.support.bioethanol_selection"
    ]
    # 270: B answers with 『続かない活動』; the support brought by バイオエタノール goes back to the hand.
    answer = _e("support", "B", card={"iid": "B:uns", "card": "UNS"}, sources=[], target="R:bio")
    ok = _red_turn2(
        bio,
        _e("survival", "R"),
        answer,
        _e("pass", "R"),
        _e("resolve", card={"iid": "B:uns", "card": "UNS"}, returned="R:pl"),
        _e("resolve", card={"iid": "R:bio", "card": "BIO"}, fizzled=True),
        cards=cards,
    )
    assert codes(ok) == []
    bad = _red_turn2(
        bio,
        _e("survival", "R"),
        answer,
        _e("pass", "R"),
        _e("resolve", card={"iid": "B:uns", "card": "UNS"}),
        _e("resolve", card={"iid": "R:bio", "card": "BIO"}, fizzled=True),
        cards=cards,
    )
    assert codes(bad) == ["myearth.support.unsustainable_vs_bioethanol"]
    still = copy.deepcopy(ok)
    still["entries"][-1]["args"].pop("fizzled")
    assert codes(still) == ["myearth.support.unsustainable_vs_bioethanol"]


# --- the two-turn stalemate (145-152) ----------------------------------------------------------------
def _quiet_game(turns: int, *, b_card: bool = False, effect_in: int | None = None) -> Log:
    """Setup, then turns in which nobody plays; with b_card B keeps one 対決 card that wins every 対決."""
    log = example_log()
    setup = [e for e in log["entries"] if e["turn"] == 0]
    entries = list(setup)
    b_life = r_life = 0
    for turn in range(1, turns + 1):
        b_ban = [_e("draw", "B", count=3 if (b_card and turn == 2) else 0)]
        if b_card and turn == 1:
            b_ban += [
                _e("play_source", "B", card={"iid": "B:s1", "card": "L"}),
                _e("play_source", "B", card={"iid": "B:s2", "card": "L"}),
                _e("play", "B", card={"iid": "B:c1", "card": "C1"}, sources=["B:s1"]),
            ]
        if effect_in == turn:
            b_ban.append(_e("effect", source="B:x", strength={}))
        total = 2 if b_card else 0
        r_life += total
        entries += [
            *b_ban,
            _e("end_ban", "B"),
            _e("draw", "R", count=0),
            _e("end_ban", "R"),
            _e("announce", "B", total=total),
            _e("announce", "R", total=0),
            _e("pass", "B"),
            _e("pass", "R"),
            _e("confrontation_end", winner="B" if b_card else None, discarded=[], life_loss=total),
        ]
    del b_life
    log["entries"] = copy.deepcopy(entries)
    for k, e in enumerate(log["entries"], start=1):
        e["seq"] = k
    return log


def test_two_quiet_turns_end_the_game_as_a_draw() -> None:
    log = _quiet_game(2)
    report = replay(log)
    assert [f.code for f in report.findings] == []
    assert report.final_state["game_over"] and report.final_state["winners"] == []
    log["entries"].append(_e("result", winner=None) | {"seq": len(log["entries"]) + 1})
    assert codes(log) == []
    longer = _quiet_game(3)
    assert codes(longer) == ["myearth.game.continued"]
    one_turn = _quiet_game(1)
    assert not replay(one_turn).final_state["game_over"]


def test_only_earth_life_changing_still_ends_the_game_and_the_higher_life_wins() -> None:
    # Decision on 145: 145-150 compare field, discard, hand and deck only; life is not among them, and
    # 151 gives the ended game to the higher Earth Life. Here B's lone card wins every 対決: R loses life
    # while nothing else changes (turn 1 B plays, turn 2 B draws), so after turns 3 and 4 the game is over
    # and B has won.
    assert not replay(_quiet_game(3, b_card=True)).final_state["game_over"]
    report = replay(_quiet_game(4, b_card=True))
    assert report.findings == []
    assert report.final_state["game_over"] and report.final_state["winners"] == ["B"]
    longer = _quiet_game(5, b_card=True)
    assert [f.code for f in replay(longer).findings] == ["myearth.game.continued"]


def test_an_effect_in_the_quiet_turns_needs_a_judge() -> None:
    report = replay(_quiet_game(2, effect_in=2))
    assert [f.code for f in report.findings] == ["myearth.game.stalemate_hidden"]
    assert not report.final_state["game_over"]


# --- teams and conduct (74-80) -----------------------------------------------------------------------
def _team_log(*conduct: dict[str, Any], after: int = 6) -> Log:
    log = example_log()
    log["header"]["players"] = [{"seat": s} for s in ("B", "B2", "R", "R2")]
    log["header"]["teams"] = [{"name": "blue", "seats": ["B", "B2"]}, {"name": "red", "seats": ["R", "R2"]}]
    log["entries"][after + 1 : after + 1] = [copy.deepcopy(c) for c in conduct]
    for k, e in enumerate(log["entries"], start=1):
        e["seq"] = k
    return log


def test_team_members_act_for_their_side() -> None:
    log = _team_log()
    log["entries"][_index(log, "play_source", "B")]["actor"] = "B2"
    assert codes(log) == []


def test_a_member_who_looked_at_the_opponents_hand_is_barred() -> None:
    looked = _e("conduct", seat="B2", breach="looked_at_hand")
    log = _team_log(looked)
    assert codes(log) == ["myearth.team.looked_at_hand"]
    i = _index(log, "play_source", "B")
    log["entries"][i]["actor"] = "B2"
    del log["entries"][i + 1 :]  # what follows depends on the ignored entry
    assert codes(log) == ["myearth.team.looked_at_hand", "myearth.team.spectator_acts"]


def test_a_side_with_no_member_left_loses() -> None:
    log = _team_log(
        _e("conduct", seat="B2", breach="looked_at_hand"), _e("conduct", seat="B", breach="looked_at_hand")
    )
    report = replay(log)
    got = [f.code for f in report.findings]
    assert got[:2] == ["myearth.team.looked_at_hand", "myearth.team.looked_at_hand"]
    assert "myearth:79" in report.findings[1].clauses and "(79)" in report.findings[1].message_en
    assert report.final_state["winners"] == ["R"]
    assert got[2:] == ["myearth.game.continued"]


def test_single_players_and_other_conduct() -> None:
    log = example_log()
    _insert_after(log, 6, _e("conduct", seat="R", breach="left_table"))
    assert codes(log) == ["myearth.team.left_table"]
    log = example_log()
    _insert_after(log, 6, _e("conduct", seat="R", breach="left_table", unavoidable=True))
    assert codes(log) == []
    log = example_log()
    _insert_after(log, 6, _e("conduct", seat="観戦者", breach="spectator_talk"))
    report = replay(log)
    assert [(f.code, f.verdict.value) for f in report.findings] == [
        ("myearth.team.spectator_talk", "needs_ruling")
    ]
    assert "78項～77項" in report.findings[0].message_ja


# --- starting Earth Life -----------------------------------------------------------------------------
def test_starting_life_is_an_event_setting_with_the_products_default() -> None:
    log = example_log()
    del log["header"]["options"]["starting_life"]
    state = replay(log).final_state
    assert DEFAULT_STARTING_LIFE == 20
    assert state["starting_life"] == 20 and state["sides"]["R"]["life"] == 19
    assert "not in the rulebook" in state["starting_life_note"]
    assert "公式ルールに記載がありません" in state["starting_life_note_ja"]
    log["header"]["options"]["starting_life"] = 7
    state = replay(log).final_state
    assert state["starting_life"] == 7 and state["sides"]["B"]["life"] == 6


def test_a_late_member_is_a_spectator() -> None:
    log = _team_log(_e("conduct", seat="R2", breach="late_member"))
    assert codes(log) == []
    i = _index(log, "play_source", "R")
    log["entries"][i]["actor"] = "R2"
    del log["entries"][i + 1 :]
    assert codes(log) == ["myearth.team.spectator_acts"]
