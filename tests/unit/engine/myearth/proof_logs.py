"""Builders for the hand-written MyEarth proof logs: prefixes of the legal example game (example.py).

Entry k of the example (0-based, seq k + 1): 0 decide_first, 1-6 setup (R mulligans at 6); turn 1: 7-11
B's 番 (B:c1 虫 on B:s1), 12-16 R's 番 (R:c1 on R:s1+R:s2), 17-21 the 対決 (R wins 3-2); turn 2: 22-28
R's 番 (support R:k1 on R:c1, resolved at 26), 29-33 B's 番 (B:c2 虫, B:c3 鳥 chained on it at 32), 34-38
the 対決 (B wins 5-4); 39 turn 3 begins.
"""

from __future__ import annotations

import copy
from typing import Any

from tests.unit.engine.myearth.example import example_log

Log = dict[str, Any]


def e(act: str, actor: str | None = None, **args: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"seq": 0, "act": act, "args": args}
    if actor is not None:
        out["actor"] = actor
    return out


def renumber(log: Log) -> Log:
    for k, entry in enumerate(log["entries"], start=1):
        entry["seq"] = k
    return log


def example(upto: int | None = None) -> Log:
    """The legal example cut to its first ``upto`` entries (a log may stop anywhere)."""
    log = example_log()
    if upto is not None:
        del log["entries"][upto:]
    return log


def prefix(upto: int, *extra: dict[str, Any]) -> Log:
    """The first ``upto`` entries of the example, then ``extra``; the last entry's seq is len(entries)."""
    log = example(upto)
    log["entries"] += [copy.deepcopy(x) for x in extra]
    return renumber(log)


def changed(upto: int, index: int, **args: Any) -> Log:
    """The first ``upto`` entries with the arguments of entry ``index`` changed."""
    log = example(upto)
    log["entries"][index]["args"].update(copy.deepcopy(args))
    return log


def with_cards(log: Log, **cards: dict[str, Any]) -> Log:
    log["header"]["cards"].update(copy.deepcopy(cards))
    return log


def support_card(cost_attr: str, kind: str, **kw: Any) -> dict[str, Any]:
    return {
        "name": f"テスト{kind}{sorted(kw)}",
        "type": "support",
        "attributes": [cost_attr],
        "keywords": {"cost": {cost_attr: 1}, "support": kind, **kw},
    }


def last(log: Log) -> int:
    return int(log["entries"][-1]["seq"])
