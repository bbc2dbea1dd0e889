"""Links from a finding to the earlier illegal entries it may follow from stay few and name the root cause."""

from __future__ import annotations

from judge.engine.core.checks import CheckSpec
from judge.engine.core.replay import MAX_ROOTS, ReplayContext
from judge.engine.core.verdicts import Verdict

# Not declared in the registry: a stand-in for any game's check.
ILLEGAL = CheckSpec("toy", "toy.illegal", Verdict.ILLEGAL, ("toy:1",), "bad", "不正")
RULING = CheckSpec("toy", "toy.ruling", Verdict.NEEDS_RULING, ("toy:2",), "ask", "確認")


def flag_at(ctx: ReplayContext, seq: int, spec: CheckSpec = ILLEGAL, **who: list[str]) -> list[int]:
    ctx.seq = seq
    return ctx.flag(spec, cards=who.get("cards", ()), players=who.get("players", ())).may_stem_from


def test_a_chain_of_consequences_names_where_it_began() -> None:
    ctx = ReplayContext()
    assert flag_at(ctx, 1, cards=["P1:a"]) == []
    assert flag_at(ctx, 2, cards=["P1:a"]) == [1]
    # Entry 3 follows from 2, which followed from 1: the root cause is 1.
    assert flag_at(ctx, 3, cards=["P1:a", "P1:b"]) == [1]
    assert flag_at(ctx, 4, cards=["P1:b"]) == [1]
    # An unrelated card starts a chain of its own.
    assert flag_at(ctx, 5, cards=["P2:z"]) == []
    assert flag_at(ctx, 6, cards=["P2:z"], players=["P1"]) == [5]
    assert flag_at(ctx, 7, players=["P1"]) == [5]


def test_a_needs_ruling_finding_links_back_but_is_no_root() -> None:
    ctx = ReplayContext()
    flag_at(ctx, 1, players=["P1"])
    assert flag_at(ctx, 2, RULING, players=["P1"]) == [1]
    assert flag_at(ctx, 3, RULING, players=["P2"]) == []
    assert flag_at(ctx, 4, players=["P2"]) == []


def test_links_stay_bounded_over_the_longest_log() -> None:
    ctx = ReplayContext()
    # 20,000 illegal entries, each on its own card and all on one player (the worst case of the limits).
    for seq in range(1, 20_001):
        flag_at(ctx, seq, cards=[f"P1:c{seq}"], players=["P1"] if seq % 2 else ["P2"])
    total = sum(len(f.may_stem_from) for f in ctx.findings)
    assert total < 20_000 * 2
    assert max(len(f.may_stem_from) for f in ctx.findings) <= MAX_ROOTS
    assert ctx.findings[-1].may_stem_from == [2]


def test_many_independent_roots_are_capped_at_the_earliest() -> None:
    ctx = ReplayContext()
    for seq in range(1, 21):
        flag_at(ctx, seq, cards=[f"P1:c{seq}"])
    last = flag_at(ctx, 99, cards=[f"P1:c{k}" for k in range(1, 21)])
    assert last == list(range(1, MAX_ROOTS + 1))
