"""Swiss pairing as one optimisation over the whole field (pure Python, no Django).

What "best" means, in this order (each criterion matters more than all later ones together):

1. no player gets a second bye while someone still has none (MTR/FIDE practice);
2. the fewest rematches — zero unless no rematch-free round exists;
3. the bye goes to the lowest-ranked player who has not had one, unless that would force an extra rematch;
4. the smallest sum of squared match-point gaps over the tables, Σ(ΔMP)² (the floats are few and short);
5. in ``within_group="rank"`` mode only: players meet neighbours in the standings (power pairing).

Ties between equally good rounds are broken by a seeded shuffle inside each score group, so a round is
reproducible from its seed and nothing else.

How it stays fast: the criteria become integer edge weights of one maximum-weight matching problem (a
phantom player stands for the bye), solved by our own blossom matcher (``matching.py``). Small fields are
solved exactly on the complete graph. In larger fields the middle of every big score group is paired inside
the group first (all its members are interchangeable for the gap criterion), and the matcher only sees the
players near group edges, on a sparse graph of nearby candidates with a warm start. The result is then checked
against a lower bound (parity and rematch deficiency of each score group, see ``_gap_lower_bound``): when the
round is rematch-free, gives the bye to the lowest eligible player and reaches the bound, it is proven optimal
on the complete graph (``certified_optimal``). If not, the candidate graph is widened and solved again a few
times; a round that still cannot be proven optimal is returned with ``certified_optimal=False``.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Literal

from .matching import max_weight_matching

EXACT_LIMIT = 160  # at or below this many active players, solve on the complete graph
WINDOW = 12  # candidates per player in pairing order for larger fields
MAX_REPAIRS = 2  # times the candidate graph is widened when optimality is not yet proven


@dataclass(frozen=True)
class PairingPlayer:
    """One player as the pairing sees them.

    ``rank`` is the current standings position (1 = best; the caller breaks ties). ``points`` are match
    points. ``opponents`` are ids met in earlier rounds (byes are not opponents). A late entry simply arrives
    with the match points of the rounds they missed (usually losses: 0) and ``joined_round`` for the record.
    """

    id: str
    points: int
    rank: int
    opponents: frozenset[str] = frozenset()
    had_bye: bool = False
    dropped: bool = False
    joined_round: int = 1


@dataclass(frozen=True)
class PairingOptions:
    seed: int = 0
    # "random": pairs inside a score group are drawn by the seeded shuffle (MTR practice);
    # "rank": neighbours in the standings meet (power pairing, e.g. a final round).
    within_group: Literal["random", "rank"] = "random"
    exact_limit: int = EXACT_LIMIT
    window: int = WINDOW


class Flag(StrEnum):
    """Why a table looks the way it does (Tabbycat-style explanatory flags)."""

    BYE = "bye"
    BYE_LOWEST_ELIGIBLE = "bye_lowest_eligible"  # receiver is the lowest-ranked player without a bye
    BYE_LOWER_SKIPPED = "bye_lower_skipped"  # lower-ranked players without a bye were passed over
    SECOND_BYE = "second_bye"  # every active player had already had a bye
    PAIRED_DOWN = "paired_down"  # the two players have different match points
    FLOAT_ODD_GROUP = "float_odd_group"  # an odd number of players sits at or above the higher score
    FLOAT_REMATCH = "float_rematch"  # pairing closer would have meant a rematch
    REMATCH = "rematch"  # the two met before; no rematch-free round existed


@dataclass(frozen=True)
class Pairing:
    table: int
    player_a: str  # the higher-ranked player at the table
    player_b: str | None  # None: player_a has the bye
    points_a: int
    points_b: int | None
    flags: tuple[Flag, ...] = ()
    reasons: tuple[str, ...] = ()

    @property
    def is_bye(self) -> bool:
        return self.player_b is None


@dataclass(frozen=True)
class PairingResult:
    pairings: tuple[Pairing, ...]
    seed: int
    rematches: int
    gap_cost: int  # Σ (points_a - points_b)² over the tables, byes excluded
    method: Literal["exact", "sparse"]
    certified_optimal: bool  # True: proven optimal on the complete graph for the criteria above
    repairs: int = 0  # how many times the sparse graph had to be widened


class PairingError(ValueError):
    """The input cannot be paired (duplicate ids, nobody active, ...)."""


# --- cost model --------------------------------------------------------------------------------------


@dataclass
class _Model:
    players: list[PairingPlayer]  # active players in pairing order (score group, then seeded/rank order)
    phantom: int  # vertex id of the bye, or -1 for an even field
    met: list[set[int]]
    bye_index: dict[int, int]  # vertex -> position from the bottom among bye candidates
    second_bye: bool  # nobody is eligible: candidates are everybody
    unit_secondary: int
    unit_gap: int
    unit_bye: int
    unit_rematch: int
    unit_second_bye: int
    base: int
    edge_cache: dict[tuple[int, int], int] = field(default_factory=dict)

    def cost(self, u: int, v: int) -> int:
        if u == self.phantom or v == self.phantom:
            p = v if u == self.phantom else u
            c = self.bye_index[p] * self.unit_bye
            return c + (self.unit_second_bye if self.second_bye else 0)
        a, b = self.players[u], self.players[v]
        c = (a.points - b.points) ** 2 * self.unit_gap + (u - v) ** 2 * self.unit_secondary
        if v in self.met[u]:
            c += self.unit_rematch
        return c

    def weight(self, u: int, v: int) -> int:
        return self.base - self.cost(u, v)

    def can_pair(self, u: int, v: int) -> bool:
        if u == self.phantom or v == self.phantom:
            return (v if u == self.phantom else u) in self.bye_index
        return True


def _order_players(active: list[PairingPlayer], options: PairingOptions) -> list[PairingPlayer]:
    by_rank = sorted(active, key=lambda p: (-p.points, p.rank, p.id))
    if options.within_group == "rank":
        return by_rank
    rng = random.Random(options.seed)
    out: list[PairingPlayer] = []
    i = 0
    while i < len(by_rank):
        j = i
        while j < len(by_rank) and by_rank[j].points == by_rank[i].points:
            j += 1
        group = by_rank[i:j]
        rng.shuffle(group)
        out.extend(group)
        i = j
    return out


def _build_model(active: list[PairingPlayer], options: PairingOptions) -> _Model:
    ordered = _order_players(active, options)
    n = len(ordered)
    index = {p.id: i for i, p in enumerate(ordered)}
    met: list[set[int]] = [set() for _ in range(n)]
    for i, p in enumerate(ordered):
        for o in p.opponents:
            j = index.get(o)
            if j is not None and j != i:  # opponents who dropped are irrelevant now
                met[i].add(j)
                met[j].add(i)
    phantom = n if n % 2 else -1
    # Bye candidates from the bottom of the standings upward (standings order, not the shuffled order).
    standing_order = sorted(range(n), key=lambda i: (-ordered[i].points, ordered[i].rank, ordered[i].id))
    eligible = [i for i in reversed(standing_order) if not ordered[i].had_bye]
    second_bye = phantom != -1 and not eligible
    if second_bye:
        eligible = list(reversed(standing_order))
    bye_index = {v: k for k, v in enumerate(eligible)} if phantom != -1 else {}
    # Tier units: each criterion's unit exceeds the largest possible total of all later criteria.
    pairs = (n + 1) // 2
    spread = max((p.points for p in ordered), default=0) - min((p.points for p in ordered), default=0)
    unit_secondary = 1 if options.within_group == "rank" else 0
    max_secondary = pairs * n * n * unit_secondary
    unit_gap = max_secondary + 1
    max_gap = pairs * spread * spread * unit_gap + max_secondary
    unit_bye = max_gap + 1
    max_bye = max(len(eligible) - 1, 0) * unit_bye
    unit_rematch = max_bye + max_gap + 1
    unit_second_bye = unit_rematch * (pairs + 1)
    base = unit_second_bye * 2 + unit_rematch + max_bye + 1  # keeps every weight positive
    return _Model(
        players=ordered,
        phantom=phantom,
        met=met,
        bye_index=bye_index,
        second_bye=second_bye,
        unit_secondary=unit_secondary,
        unit_gap=unit_gap,
        unit_bye=unit_bye,
        unit_rematch=unit_rematch,
        unit_second_bye=unit_second_bye,
        base=base,
    )


# --- solving ------------------------------------------------------------------------------------------


def _warm_start(model: _Model) -> list[tuple[int, int]]:
    """Pairs that are certainly tight at the start: same score, never met, consecutive in pairing order."""
    n = len(model.players)
    used = [False] * n
    pairs: list[tuple[int, int]] = []
    if model.phantom != -1 and model.bye_index:
        lowest = min(model.bye_index, key=model.bye_index.__getitem__)
        used[lowest] = True
        pairs.append((lowest, model.phantom))
    if model.unit_secondary:
        return pairs  # power pairing: only adjacent pairs are tight; let the matcher decide
    pending: dict[int, list[int]] = {}  # score -> unpaired players of that score seen so far
    for i, p in enumerate(model.players):
        if used[i]:
            continue
        queue = pending.setdefault(p.points, [])
        partner = -1
        for k in range(len(queue) - 1, max(len(queue) - 4, -1), -1):
            if queue[k] not in model.met[i]:
                partner = queue.pop(k)
                break
        if partner == -1:
            queue.append(i)
        else:
            used[i] = used[partner] = True
            pairs.append((partner, i))
    return pairs


def _complete_edges(model: _Model) -> list[tuple[int, int, int]]:
    n = len(model.players)
    edges = [(u, v, model.weight(u, v)) for u in range(n) for v in range(u + 1, n)]
    if model.phantom != -1:
        edges.extend((p, model.phantom, model.weight(p, model.phantom)) for p in model.bye_index)
    return edges


def _deficiency(model: _Model, group: list[int]) -> int:
    """How many players of ``group`` cannot be paired inside it without a rematch (|S| - 2·ν(S))."""
    pending: list[int] = []
    matched = 0
    for v in group:  # greedy first: it is perfect in all but tightly constrained groups
        partner = next((u for u in pending if u not in model.met[v]), -1)
        if partner == -1:
            pending.append(v)
        else:
            pending.remove(partner)
            matched += 2
    if len(pending) <= 1:
        return len(pending)
    local = {v: i for i, v in enumerate(group)}
    edges = [(local[u], local[v], 1) for u in group for v in group if u < v and v not in model.met[u]]
    result = max_weight_matching(len(group), edges, max_cardinality=True)
    return sum(1 for x in result.mate if x == -1)


def _gap_lower_bound(model: _Model, mate: list[int]) -> int:
    """A lower bound on Σ gap² for any rematch-free round that gives the same player the bye.

    Let c_b be the number of tables crossing the boundary b between two neighbouring score values (gap d_b).
    Then c_b has the parity of the number of players above b; the players of a score group who cannot be
    paired among themselves without a rematch (its deficiency) must cross one of its two boundaries; and a
    table crossing several boundaries costs (d1 + d2 + ...)² >= d1² + d2² + ..., so the round costs at least
    Σ c_b·d_b². The smallest such sum under those constraints is found by a tiny dynamic programme along the
    chain of groups. Sorted-neighbour pairing is its parity-only special case.
    """
    bye = mate[model.phantom] if model.phantom != -1 else -1
    groups: list[list[int]] = []
    for v in range(len(model.players)):  # already sorted by points, descending
        if v == bye:
            continue
        if groups and model.players[groups[-1][0]].points == model.players[v].points:
            groups[-1].append(v)
        else:
            groups.append([v])
    if len(groups) < 2:
        return 0
    deficiency = [_deficiency(model, g) for g in groups]
    gaps = [
        model.players[groups[i][0]].points - model.players[groups[i + 1][0]].points
        for i in range(len(groups) - 1)
    ]
    parity: list[int] = []
    seen = 0
    for g in groups[:-1]:
        seen += len(g)
        parity.append(seen % 2)
    slack = max(deficiency) + 2
    # best[c] = least cost of the boundaries so far with c tables crossing the latest one
    best: dict[int, int] = {}
    for c in range(parity[0], parity[0] + slack + 1, 2):
        if c >= deficiency[0]:
            best[c] = c * gaps[0] ** 2
    for i in range(1, len(gaps)):
        nxt: dict[int, int] = {}
        for c in range(parity[i], parity[i] + slack + 1, 2):
            options = [cost for prev, cost in best.items() if prev + c >= deficiency[i]]
            if options:
                nxt[c] = min(options) + c * gaps[i] ** 2
        best = nxt
    return min((cost for c, cost in best.items() if c >= deficiency[-1]), default=0)


def _provably_optimal(model: _Model, mate: list[int]) -> bool:
    """Cheap certificate: no rematch, bye to the first candidate, and the gap lower bound is reached."""
    n = len(model.players)
    gap = 0
    for u in range(n):
        v = mate[u]
        if v > u and v != model.phantom:
            if v in model.met[u]:
                return False
            gap += (model.players[u].points - model.players[v].points) ** 2
    if model.phantom != -1 and model.bye_index[mate[model.phantom]] != 0:
        return False
    if model.unit_secondary:
        return False  # power pairing adds a criterion the bound does not cover
    return gap == _gap_lower_bound(model, mate)


def _split_core(model: _Model, keep: int, window: int) -> tuple[list[int], list[tuple[int, int]]]:
    """Pre-pair the middle of every big score group; return (players left for the matcher, core pairs).

    Inside a big group every rematch-free pair costs nothing and all members are interchangeable for the
    gap criterion, so only the members near the group's edges can matter for floats. Keeping ``keep`` of
    them on each side (more than the rounds played, so rematch constraints cannot exhaust them) makes the
    matcher's problem small and independent of the field size.
    """
    n = len(model.players)
    protected = {p for p, k in model.bye_index.items() if k < 2 * window}  # bye candidates stay in play
    core_pairs: list[tuple[int, int]] = []
    in_core = [False] * n
    i = 0
    while i < n:
        j = i
        while j < n and model.players[j].points == model.players[i].points:
            j += 1
        if j - i > 2 * keep + 2:
            middle = [v for v in range(i + keep, j - keep) if v not in protected]
            pending: list[int] = []
            for v in middle:
                partner = -1
                for k in range(len(pending) - 1, max(len(pending) - 4, -1), -1):
                    if pending[k] not in model.met[v]:
                        partner = pending.pop(k)
                        break
                if partner == -1:
                    pending.append(v)
                else:
                    core_pairs.append((partner, v))
                    in_core[partner] = in_core[v] = True
        i = j
    return [v for v in range(n) if not in_core[v]], core_pairs


def _solve_sparse(model: _Model, options: PairingOptions) -> tuple[list[int], bool, int]:
    n = len(model.players)
    max_met = max((len(m) for m in model.met), default=0)
    kept, core_pairs = _split_core(model, keep=max(options.window, 2 * max_met + 4), window=options.window)
    # The matcher works on the kept players only, renumbered 0..m-1 (phantom last).
    local = kept + ([model.phantom] if model.phantom != -1 else [])
    m = len(local)
    to_local = {v: i for i, v in enumerate(local)}
    warm = [(to_local[u], to_local[v]) for u, v in _warm_start(model) if u in to_local and v in to_local]
    edges: set[tuple[int, int]] = set()
    n_kept = len(kept)

    def widen(window: int) -> None:
        for a in range(n_kept):
            for b in range(a + 1, min(n_kept, a + 1 + window)):
                edges.add((a, b))
        if model.phantom != -1:
            for a in range(n_kept):
                if model.bye_index.get(local[a], 10**9) < 2 * window:
                    edges.add((a, m - 1))

    widen(options.window)
    repairs = 0
    best: list[int] | None = None
    certified = False
    while True:
        edge_list = [
            (a, b, model.weight(local[a], local[b])) for a, b in edges if model.can_pair(local[a], local[b])
        ]
        result = max_weight_matching(m, edge_list, max_cardinality=True, initial=warm)
        perfect = all(x != -1 for x in result.mate)
        if perfect:
            mate = [-1] * (n + (1 if model.phantom != -1 else 0))
            for a, b in enumerate(result.mate):
                mate[local[a]] = local[b]
            for u, v in core_pairs:
                mate[u], mate[v] = v, u
            best = mate
            if _provably_optimal(model, mate):
                return mate, True, repairs
        if repairs >= MAX_REPAIRS:
            break
        repairs += 1
        widen(options.window * (2**repairs))
        warm = [(a, result.mate[a]) for a in range(m) if result.mate[a] > a]
    if best is None:
        raise PairingError("no complete pairing found")  # unreachable: the widened graph is complete
    return best, certified, repairs


def _solve(model: _Model, options: PairingOptions) -> tuple[list[int], str, bool, int]:
    n = len(model.players)
    vertices = n + (1 if model.phantom != -1 else 0)
    if n <= options.exact_limit:
        warm = _warm_start(model)
        result = max_weight_matching(vertices, _complete_edges(model), max_cardinality=True, initial=warm)
        return result.mate, "exact", True, 0
    mate, certified, repairs = _solve_sparse(model, options)
    return mate, "sparse", certified, repairs


# --- explanations and output ----------------------------------------------------------------------------


def _explain(model: _Model, mate: list[int]) -> tuple[list[Pairing], int, int]:
    players = model.players
    n = len(players)
    standing_pos = {
        i: k
        for k, i in enumerate(
            sorted(range(n), key=lambda i: (-players[i].points, players[i].rank, players[i].id))
        )
    }
    bye_player = mate[model.phantom] if model.phantom != -1 else -1
    # Parity of the number of paired players at or above each score: an odd count forces exactly one float.
    scores = sorted({p.points for p in players}, reverse=True)
    at_or_above: dict[int, int] = {}
    for s in scores:
        at_or_above[s] = sum(1 for i, p in enumerate(players) if p.points >= s and i != bye_player)
    crossings: dict[int, int] = {}
    tables: list[tuple[int, int]] = []
    for u in range(n):
        v = mate[u]
        if v > u and v != model.phantom:
            a, b = (u, v) if standing_pos[u] < standing_pos[v] else (v, u)
            tables.append((a, b))
            hi, lo = players[a].points, players[b].points
            if hi != lo:
                for s in scores:
                    if lo < s <= hi:
                        crossings[s] = crossings.get(s, 0) + 1
    rematches = 0
    gap_cost = 0
    out: list[Pairing] = []
    for a, b in tables:
        pa, pb = players[a], players[b]
        flags: list[Flag] = []
        reasons: list[str] = []
        gap_cost += (pa.points - pb.points) ** 2
        if b in model.met[a]:
            rematches += 1
            flags.append(Flag.REMATCH)
            reasons.append(f"{pa.id} and {pb.id} met before: no rematch-free round exists")
        if pa.points != pb.points:
            flags.append(Flag.PAIRED_DOWN)
            crossed = [s for s in scores if pb.points < s <= pa.points]
            odd = len(crossed) == 1 and at_or_above[crossed[0]] % 2 == 1 and crossings[crossed[0]] == 1
            if odd:
                flags.append(Flag.FLOAT_ODD_GROUP)
                reasons.append(
                    f"{pa.id} ({pa.points} MP) paired down to {pb.id} ({pb.points} MP): "
                    f"{at_or_above[crossed[0]]} players at {crossed[0]}+ MP is an odd number"
                )
            else:
                flags.append(Flag.FLOAT_REMATCH)
                reasons.append(
                    f"{pa.id} ({pa.points} MP) paired down to {pb.id} ({pb.points} MP): "
                    "every closer pairing would have forced a rematch elsewhere"
                )
        out.append(Pairing(0, pa.id, pb.id, pa.points, pb.points, tuple(flags), tuple(reasons)))
    # Top tables first: by the higher player's points, then the lower player's, then standings.
    order = sorted(
        range(len(tables)),
        key=lambda t: (-out[t].points_a, -(out[t].points_b or 0), standing_pos[tables[t][0]]),
    )
    numbered = [_with_table(out[t], k + 1) for k, t in enumerate(order)]
    if bye_player != -1:
        p = players[bye_player]
        flags = [Flag.BYE]
        reasons = []
        if model.second_bye:
            flags.append(Flag.SECOND_BYE)
            reasons.append(f"{p.id} gets a second bye: every active player has already had one")
        if model.bye_index[bye_player] == 0:
            flags.append(Flag.BYE_LOWEST_ELIGIBLE)
            reasons.append(f"{p.id} is the lowest-ranked player without a bye")
        else:
            skipped = [players[i].id for i, k in model.bye_index.items() if k < model.bye_index[bye_player]]
            flags.append(Flag.BYE_LOWER_SKIPPED)
            reasons.append(
                f"{p.id} gets the bye; lower-ranked {', '.join(sorted(skipped))} could not take it "
                "without forcing a rematch"
            )
        numbered.append(Pairing(len(numbered) + 1, p.id, None, p.points, None, tuple(flags), tuple(reasons)))
    return numbered, rematches, gap_cost


def _with_table(p: Pairing, table: int) -> Pairing:
    return Pairing(table, p.player_a, p.player_b, p.points_a, p.points_b, p.flags, p.reasons)


def pair_round(players: Iterable[PairingPlayer], options: PairingOptions | None = None) -> PairingResult:
    """Pair the next round. Dropped players are left out; every active player appears exactly once."""
    options = options or PairingOptions()
    players = list(players)
    ids = [p.id for p in players]
    if len(set(ids)) != len(ids):
        raise PairingError("duplicate player ids")
    active = [p for p in players if not p.dropped]
    if not active:
        return PairingResult((), options.seed, 0, 0, "exact", True)
    model = _build_model(active, options)
    mate, method, certified, repairs = _solve(model, options)
    if any(m == -1 for m in mate):
        raise PairingError("no complete pairing exists")  # cannot happen: every pair is an edge
    pairings, rematches, gap_cost = _explain(model, mate)
    return PairingResult(
        pairings=tuple(pairings),
        seed=options.seed,
        rematches=rematches,
        gap_cost=gap_cost,
        method=method,  # type: ignore[arg-type]
        certified_optimal=certified,
        repairs=repairs,
    )


# --- checker ---------------------------------------------------------------------------------------------


class ProblemKind(StrEnum):
    UNKNOWN_PLAYER = "unknown_player"  # a table names someone who is not registered
    DROPPED_PLAYER_PAIRED = "dropped_player_paired"
    DUPLICATE_PLAYER = "duplicate_player"  # someone sits at two tables
    MISSING_PLAYER = "missing_player"  # an active player has no table
    SELF_PAIRING = "self_pairing"
    AVOIDABLE_REMATCH = "avoidable_rematch"  # more rematches than the fewest possible
    BYE_COUNT = "bye_count"  # not exactly one bye for an odd field / zero for an even one
    SECOND_BYE = "second_bye"  # a second bye while someone active had none
    BYE_NOT_LOWEST = "bye_not_lowest"  # a lower-ranked eligible player could have taken the bye
    TABLE_NUMBERS = "table_numbers"  # not 1..k without gaps or repeats
    SEAT_MISMATCH = "seat_mismatch"  # team events: a seat table that does not seat one seat of both teams


@dataclass(frozen=True)
class PairingProblem:
    kind: ProblemKind
    players: tuple[str, ...] = ()
    table: int | None = None
    detail: str = ""


def _max_rematch_free(ids: list[str], met: dict[str, set[str]], start: Iterable[tuple[str, str]]) -> int:
    """Size of a largest rematch-free matching among ``ids`` (exact; warm-started from ``start``)."""
    local = {p: i for i, p in enumerate(ids)}
    edges = [(i, j, 1) for i, a in enumerate(ids) for j in range(i + 1, len(ids)) if ids[j] not in met[a]]
    warm = [(local[a], local[b]) for a, b in start if a in local and b in local]
    result = max_weight_matching(len(ids), edges, max_cardinality=True, initial=warm)
    return sum(1 for i, x in enumerate(result.mate) if x > i)


def check_round(players: Sequence[PairingPlayer], pairings: Sequence[Pairing]) -> list[PairingProblem]:
    """Verify a round (ours, edited by hand, or another engine's); return every problem found.

    Checks: each active player exactly once, no dropped or unknown player, no self-pairing, table numbers
    1..k, exactly one bye iff the field is odd, no second bye while someone active has none, no more
    rematches than the fewest possible, and the bye with the lowest-ranked eligible player unless that would
    force an extra rematch.
    """
    problems: list[PairingProblem] = []
    by_id = {p.id: p for p in players}
    active = [p for p in players if not p.dropped]
    active_ids = {p.id for p in active}
    met: dict[str, set[str]] = {p.id: set() for p in players}
    for p in players:
        for o in p.opponents:
            if o in met:
                met[p.id].add(o)
                met[o].add(p.id)
    tables = sorted(t.table for t in pairings)
    if tables != list(range(1, len(pairings) + 1)):
        problems.append(PairingProblem(ProblemKind.TABLE_NUMBERS, detail=f"tables {tables}"))
    seen: dict[str, int] = {}
    byes: list[Pairing] = []
    rematch_tables: list[Pairing] = []
    for t in pairings:
        names = [t.player_a] + ([t.player_b] if t.player_b is not None else [])
        if t.player_b is not None and t.player_a == t.player_b:
            problems.append(PairingProblem(ProblemKind.SELF_PAIRING, (t.player_a,), t.table))
        for name in names:
            if name not in by_id:
                problems.append(PairingProblem(ProblemKind.UNKNOWN_PLAYER, (name,), t.table))
            elif by_id[name].dropped:
                problems.append(PairingProblem(ProblemKind.DROPPED_PLAYER_PAIRED, (name,), t.table))
            if name in seen:
                problems.append(
                    PairingProblem(
                        ProblemKind.DUPLICATE_PLAYER, (name,), t.table, f"also at table {seen[name]}"
                    )
                )
            seen[name] = t.table
        if t.player_b is None:
            byes.append(t)
        elif t.player_b in met.get(t.player_a, set()):
            rematch_tables.append(t)
    for name in sorted(active_ids - seen.keys()):
        problems.append(PairingProblem(ProblemKind.MISSING_PLAYER, (name,)))
    expected_byes = len(active) % 2
    if len(byes) != expected_byes:
        problems.append(
            PairingProblem(
                ProblemKind.BYE_COUNT,
                tuple(b.player_a for b in byes),
                detail=f"{len(byes)} byes for {len(active)} active players (expected {expected_byes})",
            )
        )
    standing = sorted(active, key=lambda p: (-p.points, p.rank, p.id))
    eligible = [p.id for p in reversed(standing) if not p.had_bye]
    for b in byes:
        receiver = by_id.get(b.player_a)
        if receiver is not None and receiver.had_bye and eligible:
            problems.append(
                PairingProblem(ProblemKind.SECOND_BYE, (receiver.id,), b.table, f"{eligible[0]} had no bye")
            )
    if any(p.kind in (ProblemKind.UNKNOWN_PLAYER, ProblemKind.DUPLICATE_PLAYER) for p in problems):
        return problems  # the matching checks below assume a well-formed round
    played = [
        (t.player_a, t.player_b) for t in pairings if t.player_b is not None and t not in rematch_tables
    ]
    bye_id = byes[0].player_a if len(byes) == 1 else None
    field_ids = [p.id for p in standing]

    def fewest_rematches(bye: str | None) -> int:
        ids = [i for i in field_ids if i != bye]
        return (len(ids) - 2 * _max_rematch_free(ids, met, played)) // 2

    if rematch_tables:
        if expected_byes:
            candidates = eligible or [p.id for p in reversed(standing)]
            best = min(fewest_rematches(c) for c in candidates)
        else:
            best = fewest_rematches(None)
        if len(rematch_tables) > best:
            for t in rematch_tables:
                problems.append(
                    PairingProblem(
                        ProblemKind.AVOIDABLE_REMATCH,
                        (t.player_a, t.player_b or ""),
                        t.table,
                        f"{len(rematch_tables)} rematches where {best} would do",
                    )
                )
    if bye_id is not None and bye_id in eligible and eligible.index(bye_id) > 0:
        mine = fewest_rematches(bye_id)
        for lower in eligible[: eligible.index(bye_id)][:20]:
            if fewest_rematches(lower) <= mine:
                problems.append(
                    PairingProblem(
                        ProblemKind.BYE_NOT_LOWEST,
                        (bye_id, lower),
                        byes[0].table,
                        f"{lower} is ranked lower, has had no bye and could take it",
                    )
                )
                break
    return problems
