"""The blossom matcher against exhaustive search on small random graphs, with and without a warm start."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tournaments.matching import max_weight_matching


def _best(n: int, weights: dict[tuple[int, int], int], max_cardinality: bool) -> tuple[int, ...]:
    best: tuple[int, ...] | None = None

    def rec(i: int, used: frozenset[int], size: int, total: int) -> None:
        nonlocal best
        while i < n and i in used:
            i += 1
        if i >= n:
            value = (size, total) if max_cardinality else (total,)
            best = value if best is None or value > best else best
            return
        rec(i + 1, used | {i}, size, total)
        for j in range(i + 1, n):
            if j not in used and (i, j) in weights:
                rec(i + 1, used | {i, j}, size + 1, total + weights[(i, j)])

    rec(0, frozenset(), 0, 0)
    assert best is not None
    return best


@st.composite
def graphs(draw: st.DrawFn) -> tuple[int, list[tuple[int, int, int]]]:
    n = draw(st.integers(1, 9))
    pairs = [(u, v) for u in range(n) for v in range(u + 1, n)]
    chosen = draw(st.lists(st.sampled_from(pairs), unique=True)) if pairs else []
    return n, [(u, v, draw(st.integers(-3, 12))) for u, v in chosen]


@settings(max_examples=400, deadline=None)
@given(graphs(), st.booleans(), st.booleans())
def test_matches_exhaustive_search(
    graph: tuple[int, list[tuple[int, int, int]]], max_card: bool, warm: bool
) -> None:
    n, edges = graph
    top = max((w for _u, _v, w in edges), default=0)
    initial = [(u, v) for u, v, w in edges if w == top] if warm else []
    mate = max_weight_matching(n, edges, max_cardinality=max_card, initial=initial).mate
    weights = {(u, v): w for u, v, w in edges}
    for v in range(n):
        assert mate[v] == -1 or mate[mate[v]] == v
    chosen = [(v, mate[v]) for v in range(n) if mate[v] > v]
    total = sum(weights[p] for p in chosen)
    value = (len(chosen), total) if max_card else (total,)
    assert value == _best(n, weights, max_card)
