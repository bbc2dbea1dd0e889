"""Maximum-weight matching on a general graph (Edmonds' blossom algorithm, primal-dual, integer weights).

Pure Python, no dependencies. Written for the pairing core: it needs an *exact* matcher so that the pairing's
score gaps can be proven optimal, and it needs a *warm start* so that large fields stay fast: the caller hands
in a matching that already uses only maximum-weight edges (players paired inside their own score group), and
the algorithm then only has to place the few players left over.

The method is the classic O(n^3) primal-dual one (Edmonds 1965, as described by Galil 1986, "Efficient
algorithms for finding maximum matching in graphs"): grow alternating trees from free vertices over tight
edges, shrink odd cycles into blossoms, and when no tight edge helps, move the dual variables by the largest
step that keeps them feasible. Dual variables are stored doubled so that integer weights keep every quantity
an integer (the slack of an edge between two outer vertices is always even).

Public entry point: :func:`max_weight_matching`. It also returns the final vertex duals, which the pairing
core uses to certify that a matching found on a sparse candidate graph is optimal on the complete graph.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

# Labels of top-level blossoms while the alternating forest grows.
_FREE, _OUTER, _INNER = 0, 1, 2
_BREADCRUMB = 4  # marks blossoms visited while looking for the base of a new blossom


@dataclass(frozen=True)
class MatchingResult:
    """``mate[v]`` is v's partner or -1; ``duals[v]`` is twice v's dual variable at the optimum."""

    mate: list[int]
    duals: list[int]


def max_weight_matching(
    n: int,
    edges: Sequence[tuple[int, int, int]],
    *,
    max_cardinality: bool = False,
    initial: Iterable[tuple[int, int]] = (),
) -> MatchingResult:
    """Return a maximum-weight matching of the graph on vertices ``0..n-1``.

    ``edges`` are ``(u, v, weight)`` with integer weights and no self-loops; parallel edges are allowed
    (the heavier one wins). With ``max_cardinality`` the result has maximum weight among the matchings of
    maximum size. ``initial`` is an optional warm start: pairs that are joined by a maximum-weight edge
    (any other pair is ignored, because only those are tight under the starting duals).
    """
    # Blossoms nest (a blossom of blossoms ...), and augmenting through them recurses once per level;
    # Python 3.11 makes pure-Python recursion cheap, it only needs the limit raised for big graphs.
    old_limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old_limit, 4 * n + 1000))
    try:
        return _Blossom(n, edges, max_cardinality, initial).solve()
    finally:
        sys.setrecursionlimit(old_limit)


class _Blossom:
    # Vertices are 0..n-1; blossoms get ids n..2n-1. An edge k has two "endpoints" 2k and 2k+1
    # (endpoint 2k is edge k's first vertex); ``p ^ 1`` is the opposite end. ``mate[v]`` stores the
    # endpoint at the far side of v's matched edge, which lets a path be retraced without extra lookups.

    def __init__(
        self,
        n: int,
        edges: Sequence[tuple[int, int, int]],
        max_cardinality: bool,
        initial: Iterable[tuple[int, int]],
    ) -> None:
        self.n = n
        self.edges = list(edges)
        self.max_cardinality = max_cardinality
        self.endpoint: list[int] = []
        for u, v, _w in self.edges:
            if u == v:
                raise ValueError("self-loop in matching graph")
            self.endpoint.append(u)
            self.endpoint.append(v)
        self.neighbend: list[list[int]] = [[] for _ in range(n)]
        for k, (u, v, _w) in enumerate(self.edges):
            self.neighbend[u].append(2 * k + 1)
            self.neighbend[v].append(2 * k)
        max_w = max((w for _u, _v, w in self.edges), default=0)
        self.max_w = max(0, max_w)
        self.mate = [-1] * n
        self.label = [_FREE] * (2 * n)
        self.labelend = [-1] * (2 * n)
        self.inblossom = list(range(n))
        self.parent = [-1] * (2 * n)
        self.childs: list[list[int] | None] = [None] * (2 * n)
        self.endps: list[list[int] | None] = [None] * (2 * n)
        self.base = list(range(n)) + [-1] * n
        self.bestedge = [-1] * (2 * n)
        self.blossombest: list[list[int] | None] = [None] * (2 * n)
        self.unused = list(range(2 * n - 1, n - 1, -1))
        self.dual = [self.max_w] * n + [0] * n
        self.allowed = [False] * len(self.edges)
        self.queue: list[int] = []
        self.live_blossoms: set[int] = set()  # non-trivial blossoms currently in use (top-level or nested)
        self._warm_start(initial)

    def _warm_start(self, initial: Iterable[tuple[int, int]]) -> None:
        # Under the starting duals (max_w for everyone) exactly the maximum-weight edges are tight, so a
        # caller's matching is consistent with the duals only on those edges.
        best: dict[tuple[int, int], int] = {}
        for k, (u, v, w) in enumerate(self.edges):
            if w == self.max_w:
                best[(u, v)] = k
                best[(v, u)] = k
        for u, v in initial:
            k = best.get((u, v))
            if k is None or self.mate[u] != -1 or self.mate[v] != -1:
                continue
            eu, ev, _w = self.edges[k]
            self.mate[eu] = 2 * k + 1
            self.mate[ev] = 2 * k

    # --- helpers -----------------------------------------------------------------------------------

    def slack(self, k: int) -> int:
        u, v, w = self.edges[k]
        return self.dual[u] + self.dual[v] - 2 * w

    def leaves(self, b: int) -> list[int]:
        if b < self.n:
            return [b]
        out: list[int] = []
        stack = [b]
        while stack:
            t = stack.pop()
            if t < self.n:
                out.append(t)
            else:
                stack.extend(self.childs[t])  # type: ignore[arg-type]
        return out

    def assign_label(self, w: int, t: int, p: int) -> None:
        # Label the top-level blossom of w; an inner blossom's matched partner becomes outer at once.
        while True:
            b = self.inblossom[w]
            self.label[w] = self.label[b] = t
            self.labelend[w] = self.labelend[b] = p
            self.bestedge[w] = self.bestedge[b] = -1
            if t == _OUTER:
                self.queue.extend(self.leaves(b))
                return
            base = self.base[b]
            mp = self.mate[base]
            w, t, p = self.endpoint[mp], _OUTER, mp ^ 1

    def scan_blossom(self, v: int, w: int) -> int:
        """Walk up from two outer vertices; return the base of the new blossom, or -1 (augmenting path)."""
        path: list[int] = []
        base = -1
        while v != -1 or w != -1:
            b = self.inblossom[v]
            if self.label[b] & _BREADCRUMB:
                base = self.base[b]
                break
            path.append(b)
            self.label[b] = _OUTER | _BREADCRUMB
            if self.labelend[b] == -1:
                v = -1  # reached a root
            else:
                v = self.endpoint[self.labelend[b]]
                b = self.inblossom[v]
                v = self.endpoint[self.labelend[b]]  # through the inner blossom to the next outer one
            if w != -1:
                v, w = w, v
        for b in path:
            self.label[b] = _OUTER
        return base

    def add_blossom(self, base: int, k: int) -> None:
        v, w, _wt = self.edges[k]
        bb = self.inblossom[base]
        bv = self.inblossom[v]
        bw = self.inblossom[w]
        b = self.unused.pop()
        self.live_blossoms.add(b)
        self.base[b] = base
        self.parent[b] = -1
        self.parent[bb] = b
        path: list[int] = []
        endps: list[int] = []
        while bv != bb:
            self.parent[bv] = b
            path.append(bv)
            endps.append(self.labelend[bv])
            v = self.endpoint[self.labelend[bv]]
            bv = self.inblossom[v]
        path.append(bb)
        path.reverse()
        endps.reverse()
        endps.append(2 * k)
        while bw != bb:
            self.parent[bw] = b
            path.append(bw)
            endps.append(self.labelend[bw] ^ 1)
            w = self.endpoint[self.labelend[bw]]
            bw = self.inblossom[w]
        self.childs[b] = path
        self.endps[b] = endps
        self.label[b] = _OUTER
        self.labelend[b] = self.labelend[bb]
        self.dual[b] = 0
        for x in self.leaves(b):
            if self.label[self.inblossom[x]] == _INNER:
                # former inner vertices become outer: their edges must now be scanned
                self.queue.append(x)
            self.inblossom[x] = b
        # Least-slack edge from the new blossom to every other outer blossom (kept per blossom so the
        # delta-3 search does not rescan all edges).
        best_to: dict[int, int] = {}
        for sub in path:
            if self.blossombest[sub] is None:
                lists = [[p // 2 for p in self.neighbend[x]] for x in self.leaves(sub)]
            else:
                lists = [self.blossombest[sub]]  # type: ignore[list-item]
            for klist in lists:
                for kk in klist:
                    i, j, _ = self.edges[kk]
                    if self.inblossom[j] == b:
                        i, j = j, i
                    bj = self.inblossom[j]
                    if (
                        bj != b
                        and self.label[bj] == _OUTER
                        and (bj not in best_to or self.slack(kk) < self.slack(best_to[bj]))
                    ):
                        best_to[bj] = kk
            self.blossombest[sub] = None
            self.bestedge[sub] = -1
        self.blossombest[b] = list(best_to.values())
        best = -1
        for kk in self.blossombest[b]:  # type: ignore[union-attr]
            if best == -1 or self.slack(kk) < self.slack(best):
                best = kk
        self.bestedge[b] = best

    def expand_blossom(self, b: int, endstage: bool) -> None:
        childs = self.childs[b]
        endps = self.endps[b]
        assert childs is not None and endps is not None
        for s in childs:
            self.parent[s] = -1
            if s < self.n:
                self.inblossom[s] = s
            elif endstage and self.dual[s] == 0:
                self.expand_blossom(s, endstage)
            else:
                for x in self.leaves(s):
                    self.inblossom[x] = s
        if not endstage and self.label[b] == _INNER:
            # An inner blossom whose dual reached zero is opened; the path through it from its entry
            # child to its base keeps alternating labels, the other children become free again.
            entry = self.inblossom[self.endpoint[self.labelend[b] ^ 1]]
            j = childs.index(entry)
            if j & 1:
                j -= len(childs)
                jstep, trick = 1, 0
            else:
                jstep, trick = -1, 1
            p = self.labelend[b]
            while j != 0:
                self.label[self.endpoint[p ^ 1]] = _FREE
                self.label[self.endpoint[endps[j - trick] ^ trick ^ 1]] = _FREE
                self.assign_label(self.endpoint[p ^ 1], _INNER, p)
                self.allowed[endps[j - trick] // 2] = True
                j += jstep
                p = endps[j - trick] ^ trick
                self.allowed[p // 2] = True
                j += jstep
            bv = childs[j]
            self.label[self.endpoint[p ^ 1]] = self.label[bv] = _INNER
            self.labelend[self.endpoint[p ^ 1]] = self.labelend[bv] = p
            self.bestedge[bv] = -1
            j += jstep
            while childs[j] != entry:
                bv = childs[j]
                if self.label[bv] == _OUTER:
                    j += jstep
                    continue
                reached = -1
                for x in self.leaves(bv):
                    if self.label[x] != _FREE:
                        reached = x
                        break
                if reached != -1:
                    self.label[reached] = _FREE
                    self.label[self.endpoint[self.mate[self.base[bv]]]] = _FREE
                    self.assign_label(reached, _INNER, self.labelend[reached])
                j += jstep
        self.label[b] = self.labelend[b] = -1
        self.childs[b] = self.endps[b] = None
        self.base[b] = -1
        self.blossombest[b] = None
        self.bestedge[b] = -1
        self.unused.append(b)
        self.live_blossoms.discard(b)

    def augment_blossom(self, b: int, v: int) -> None:
        # Rotate blossom b so that v's sub-blossom becomes its base, flipping matched edges on the way.
        t = v
        while self.parent[t] != b:
            t = self.parent[t]
        if t >= self.n:
            self.augment_blossom(t, v)
        childs = self.childs[b]
        endps = self.endps[b]
        assert childs is not None and endps is not None
        i = j = childs.index(t)
        if i & 1:
            j -= len(childs)
            jstep, trick = 1, 0
        else:
            jstep, trick = -1, 1
        while j != 0:
            j += jstep
            t = childs[j]
            p = endps[j - trick] ^ trick
            if t >= self.n:
                self.augment_blossom(t, self.endpoint[p])
            j += jstep
            t = childs[j]
            if t >= self.n:
                self.augment_blossom(t, self.endpoint[p ^ 1])
            self.mate[self.endpoint[p]] = p ^ 1
            self.mate[self.endpoint[p ^ 1]] = p
        self.childs[b] = childs[i:] + childs[:i]
        self.endps[b] = endps[i:] + endps[:i]
        self.base[b] = self.base[self.childs[b][0]]  # type: ignore[index]

    def augment_matching(self, k: int) -> None:
        v, w, _wt = self.edges[k]
        for s, p in ((v, 2 * k + 1), (w, 2 * k)):
            while True:
                bs = self.inblossom[s]
                if bs >= self.n:
                    self.augment_blossom(bs, s)
                self.mate[s] = p
                if self.labelend[bs] == -1:
                    break  # reached the root of the tree
                t = self.endpoint[self.labelend[bs]]
                bt = self.inblossom[t]
                s = self.endpoint[self.labelend[bt]]
                j = self.endpoint[self.labelend[bt] ^ 1]
                if bt >= self.n:
                    self.augment_blossom(bt, j)
                self.mate[j] = self.labelend[bt]
                p = self.labelend[bt] ^ 1

    # --- main loop -----------------------------------------------------------------------------------

    def _top_blossoms(self) -> list[int]:
        return [b for b in self.live_blossoms if self.parent[b] == -1]

    def solve(self) -> MatchingResult:
        n = self.n
        for _stage in range(n):
            self.label = [_FREE] * (2 * n)
            self.bestedge = [-1] * (2 * n)
            for b in range(n, 2 * n):
                self.blossombest[b] = None
            self.allowed = [False] * len(self.edges)
            self.queue = []
            for v in range(n):
                if self.mate[v] == -1 and self.label[self.inblossom[v]] == _FREE:
                    self.assign_label(v, _OUTER, -1)
            if not self.queue:
                break
            augmented = self._grow_until_augmented()
            if not augmented:
                break
            # Outer blossoms whose dual fell to zero may be opened before the next stage.
            for b in self._top_blossoms():
                if self.label[b] == _OUTER and self.dual[b] == 0:
                    self.expand_blossom(b, True)
        mate = [self.endpoint[p] if p != -1 else -1 for p in self.mate]
        return MatchingResult(mate=mate, duals=self.dual[:n])

    def _grow_until_augmented(self) -> bool:
        n = self.n
        label, inblossom, endpoint = self.label, self.inblossom, self.endpoint
        while True:
            while self.queue:
                v = self.queue.pop()
                bv = inblossom[v]
                for p in self.neighbend[v]:
                    k = p >> 1
                    w = endpoint[p]
                    bw = inblossom[w]
                    if bv == bw:
                        continue
                    kslack = 0
                    if not self.allowed[k]:
                        kslack = self.slack(k)
                        if kslack <= 0:
                            self.allowed[k] = True
                    if self.allowed[k]:
                        if label[bw] == _FREE:
                            self.assign_label(w, _INNER, p ^ 1)
                        elif label[bw] == _OUTER:
                            base = self.scan_blossom(v, w)
                            if base >= 0:
                                self.add_blossom(base, k)
                                bv = inblossom[v]
                            else:
                                self.augment_matching(k)
                                return True
                        elif label[w] == _FREE:
                            # w sits inside an inner blossom but was not reached yet; remember how.
                            label[w] = _INNER
                            self.labelend[w] = p ^ 1
                    elif label[bw] == _OUTER:
                        if self.bestedge[bv] == -1 or kslack < self.slack(self.bestedge[bv]):
                            self.bestedge[bv] = k
                    elif label[w] == _FREE and (
                        self.bestedge[w] == -1 or kslack < self.slack(self.bestedge[w])
                    ):
                        self.bestedge[w] = k
            # No tight edge helps: change the duals by the largest feasible step.
            delta_type = -1
            delta = 0
            delta_edge = -1
            delta_blossom = -1
            dual = self.dual
            if not self.max_cardinality:
                delta_type = 1
                delta = min(dual[:n])
            for v in range(n):
                if label[inblossom[v]] == _FREE and self.bestedge[v] != -1:
                    d = self.slack(self.bestedge[v])
                    if delta_type == -1 or d < delta:
                        delta, delta_type, delta_edge = d, 2, self.bestedge[v]
            tops = self._top_blossoms()
            for b in list(range(n)) + tops:
                if self.parent[b] == -1 and label[b] == _OUTER and self.bestedge[b] != -1:
                    d = self.slack(self.bestedge[b]) // 2
                    if delta_type == -1 or d < delta:
                        delta, delta_type, delta_edge = d, 3, self.bestedge[b]
            for b in tops:
                if label[b] == _INNER and (delta_type == -1 or dual[b] < delta):
                    delta, delta_type, delta_blossom = dual[b], 4, b
            if delta_type == -1:
                # Maximum cardinality reached and no dual move can add weight: stop.
                delta_type = 1
                delta = max(0, min(dual[:n]))
            for v in range(n):
                lab = label[inblossom[v]]
                if lab == _OUTER:
                    dual[v] -= delta
                elif lab == _INNER:
                    dual[v] += delta
            for b in tops:
                if label[b] == _OUTER:
                    dual[b] += delta
                elif label[b] == _INNER:
                    dual[b] -= delta
            if delta_type == 1:
                return False
            if delta_type == 2:
                self.allowed[delta_edge] = True
                i, j, _w = self.edges[delta_edge]
                if label[inblossom[i]] == _FREE:
                    i, j = j, i
                self.queue.append(i)
            elif delta_type == 3:
                self.allowed[delta_edge] = True
                i, _j, _w = self.edges[delta_edge]
                self.queue.append(i)
            else:
                self.expand_blossom(delta_blossom, False)
