"""Standings and tiebreakers from the list of match results (pure Python, no Django).

The standings are a pure function of the results: correcting a result means calling :func:`compute_standings`
again with the corrected list, and the answer is the same as if the result had been right from the start.

Profiles:

* ``MTG`` (Magic Tournament Rules, Appendix C): 3/1/0 match points, game points 3/1/0, match-win % and
  game-win % floored at the literal 0.33 (not 1/3); a bye is a 2-0 win for its receiver and is skipped in the
  receiver's opponent averages, but counts in the receiver's own record (and so in what their opponents see).
  Order: match points, OMW%, GW%, OGW%, then the event's seeded random key (Entrant.tiebreak; no head-to-head, which
  is not transitive).
* ``POKEMON`` (Play! Pokémon): win % = (wins + ½ ties) / rounds with byes removed, floored at 25 %, a dropped
  opponent's figure capped at 75 %; late players rank below on-time players on the same points; order:
  match points, lateness, OWP (resistance), OOWP, head-to-head, then the seeded random key. Head-to-head
  applies only when exactly two players are still tied and they played each other to a decisive result
  (decisions.md, Tournaments 2): on a larger group it could go round in a circle, so such a group falls
  through to the random key, which keeps the order total.

All percentages are exact fractions, so equal records compare equal and the order never depends on rounding.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from fractions import Fraction

WIN_POINTS, DRAW_POINTS = 3, 1


class ResultKind(StrEnum):
    PLAYED = "played"
    BYE = "bye"  # a 2-0 win with no opponent
    LOSS = "loss"  # a match loss with no opponent (a missed round of a late entry, a no-show)


@dataclass(frozen=True)
class MatchResult:
    """One match, as games: ``wins_a``-``wins_b``-``draws``. An intentional draw is 0-0-3 (MTR 2.5)."""

    round: int
    player_a: str
    player_b: str | None = None
    wins_a: int = 0
    wins_b: int = 0
    draws: int = 0
    kind: ResultKind = ResultKind.PLAYED


@dataclass(frozen=True)
class Entrant:
    id: str
    dropped: bool = False  # stays in the standings (unless they never played)
    disqualified: bool = False  # leaves the standings; still an opponent in others' tiebreakers
    late: bool = False  # Pokémon: ranks below on-time players with the same points
    # The event's seeded random key for exact ties after every tiebreaker (decisions.md, Tournaments 6);
    # the id stays as the very last key only so the order is total for equal keys.
    tiebreak: int = 0


@dataclass(frozen=True)
class TiebreakProfile:
    name: str
    floor: Fraction
    dropped_cap: Fraction | None  # cap on a dropped opponent's figure (Pokémon 75 %)
    byes_in_opponent_record: bool  # MTG: yes; Pokémon: byes are removed from the opponent's record
    use_games: bool  # GW% and OGW% (MTG) or OOWP (Pokémon)
    late_penalty: bool
    head_to_head: bool = False  # Pokémon: a pair still tied is ordered by their own match


MTG = TiebreakProfile("mtg", Fraction(33, 100), None, True, True, False)
POKEMON = TiebreakProfile("pokemon", Fraction(1, 4), Fraction(3, 4), False, False, True, head_to_head=True)


@dataclass(frozen=True)
class OpponentFigure:
    """What one opponent contributed to a player's OMW/OGW (or OWP), and why."""

    round: int
    opponent: str
    match_win: Fraction  # as used (after floor and cap)
    match_win_raw: Fraction
    match_win_floored: bool
    match_win_capped: bool
    game_win: Fraction | None
    game_win_raw: Fraction | None
    game_win_floored: bool


@dataclass(frozen=True)
class Standing:
    rank: int
    player: str
    match_points: int
    wins: int
    losses: int
    draws: int
    byes: int
    rounds: int
    game_points: int
    games: int
    match_win: Fraction  # own MW% (floored): what opponents see
    game_win: Fraction  # own GW% (floored)
    opp_match_win: Fraction  # OMW% / OWP
    opp_game_win: Fraction  # OGW% (MTG)
    opp_opp_match_win: Fraction  # OOWP (Pokémon), mean of the opponents' OMW
    dropped: bool
    late: bool
    opponents: tuple[OpponentFigure, ...] = ()
    skipped_byes: tuple[int, ...] = ()  # rounds of byes left out of the opponent averages
    notes: tuple[str, ...] = field(default=())
    tiebreak: int = 0  # the entrant's seeded random key, the last key before the id
    notes_ja: tuple[str, ...] = field(default=())  # the notes in Japanese, in the same order

    def explain(self, lang: str = "en") -> list[str]:
        """Readable lines that show how each figure was computed (the "why am I 9th" view), in English or
        (``lang="ja"``) Japanese: the same figures in either language's words."""
        w = _EXPLAIN_JA if lang == "ja" else _EXPLAIN_EN
        lines = [
            w.record.format(s=self),
            w.own.format(s=self, mw=_pct(self.match_win), gw=_pct(self.game_win)),
        ]
        for o in self.opponents:
            marks = (w.floored if o.match_win_floored else "") + (w.capped if o.match_win_capped else "")
            gw = (
                ""
                if o.game_win is None
                else w.opponent_gw.format(gw=_pct(o.game_win), mark=w.floored if o.game_win_floored else "")
            )
            lines.append(
                w.opponent.format(o=o, raw=_pct(o.match_win_raw), used=_pct(o.match_win), marks=marks, gw=gw)
            )
        if self.skipped_byes:
            lines.append(w.byes.format(rounds=w.round_joiner.join(map(str, self.skipped_byes))))
        lines.append(
            w.averages.format(
                omw=_pct(self.opp_match_win), ogw=_pct(self.opp_game_win), oomw=_pct(self.opp_opp_match_win)
            )
        )
        lines.extend(self.notes_ja if lang == "ja" else self.notes)
        return lines


def _pct(value: Fraction) -> str:
    return f"{float(value):.4f}"


@dataclass(frozen=True)
class _ExplainWords:
    """One language's wording of a standing's breakdown (``Standing.explain``)."""

    record: str
    own: str
    opponent: str
    opponent_gw: str
    floored: str
    capped: str
    byes: str
    round_joiner: str
    averages: str


_EXPLAIN_EN = _ExplainWords(
    record="{s.player}: {s.wins}-{s.losses}-{s.draws} ({s.byes} bye) = {s.match_points} MP",
    own="MW% {mw}, GW% {gw} ({s.game_points} game points in {s.games} games)",
    opponent="  round {o.round} vs {o.opponent}: MW% {raw} -> {used}{marks}{gw}",
    opponent_gw=", GW% {gw}{mark}",
    floored=" floored",
    capped=" capped",
    byes="  byes in rounds {rounds} are not opponents",
    round_joiner=", ",
    averages="OMW% {omw}, OGW% {ogw}, OOMW% {oomw}",
)
_EXPLAIN_JA = _ExplainWords(
    record="{s.player}: {s.wins}勝{s.losses}敗{s.draws}分（BYE {s.byes}）= 勝点{s.match_points}",
    own="MW% {mw}、GW% {gw}（{s.games}ゲームでゲームポイント{s.game_points}）",
    opponent="  第{o.round}回戦 対{o.opponent}: MW% {raw} → {used}{marks}{gw}",
    opponent_gw="、GW% {gw}{mark}",
    floored="（下限適用）",
    capped="（上限適用）",
    byes="  第{rounds}回戦のBYEは対戦相手に数えません",
    round_joiner="・",
    averages="OMW% {omw}、OGW% {ogw}、OOMW% {oomw}",
)


BYE_GAMES = 2  # a bye is a 2-0 win, a missed round a 0-2 loss (MTR)


@dataclass
class Record:
    """A season's tally for one player (or one team, ``teams.py``): what its match points and win
    figures are computed from, whoever keeps it."""

    wins: int = 0
    losses: int = 0
    draws: int = 0
    byes: int = 0
    game_points: int = 0
    games: int = 0
    opponents: list[tuple[int, str]] = field(default_factory=list)
    bye_rounds: list[int] = field(default_factory=list)

    @property
    def match_points(self) -> int:
        return WIN_POINTS * (self.wins + self.byes) + DRAW_POINTS * self.draws

    @property
    def rounds(self) -> int:
        return self.wins + self.losses + self.draws + self.byes

    @property
    def match_win_raw(self) -> Fraction:
        """Match points over the most there were to have (byes counted): MTG's MW% before the floor."""
        return ratio(self.match_points, WIN_POINTS * self.rounds)

    @property
    def game_win_raw(self) -> Fraction:
        return ratio(self.game_points, WIN_POINTS * self.games)

    def counts(self) -> dict[str, int]:
        """The record's numbers, by the names a standings row (``Standing``, ``TeamStanding``) gives them."""
        return {
            "match_points": self.match_points,
            "wins": self.wins,
            "losses": self.losses,
            "draws": self.draws,
            "byes": self.byes,
            "rounds": self.rounds,
            "game_points": self.game_points,
            "games": self.games,
        }

    def add_games(self, won: int, lost: int, drawn: int) -> None:
        self.games += won + lost + drawn
        self.game_points += WIN_POINTS * won + DRAW_POINTS * drawn

    def add_bye(self, rnd: int, games: int = BYE_GAMES) -> None:
        """A bye: a win with every one of ``games`` won."""
        self.byes += 1
        self.bye_rounds.append(rnd)
        self.add_games(games, 0, 0)

    def add_missed(self, games: int = BYE_GAMES) -> None:
        """A round lost without an opponent: every one of ``games`` lost."""
        self.losses += 1
        self.add_games(0, games, 0)

    def sort_rounds(self) -> None:
        # A breakdown reads round by round whatever order the results came in (a correction arrives last).
        self.opponents.sort()
        self.bye_rounds.sort()


def add_match(a: Record, b: Record, rnd: int, a_id: str, b_id: str, winner: str | None) -> None:
    """A match between ``a`` and ``b`` won by ``winner`` ("a", "b", or None for a draw): each is the
    other's opponent and gets the win, the loss or the draw."""
    a.opponents.append((rnd, b_id))
    b.opponents.append((rnd, a_id))
    if winner == "a":
        a.wins += 1
        b.losses += 1
    elif winner == "b":
        b.wins += 1
        a.losses += 1
    else:
        a.draws += 1
        b.draws += 1


def _records(results: Iterable[MatchResult]) -> dict[str, Record]:
    recs: dict[str, Record] = {}

    def rec(pid: str) -> Record:
        return recs.setdefault(pid, Record())

    for m in results:
        a = rec(m.player_a)
        if m.kind is ResultKind.BYE:
            a.add_bye(m.round)
            continue
        if m.kind is ResultKind.LOSS:
            a.add_missed()
            continue
        if m.player_b is None:
            raise ValueError(f"round {m.round}: a played match needs two players")
        b = rec(m.player_b)
        a.add_games(m.wins_a, m.wins_b, m.draws)
        b.add_games(m.wins_b, m.wins_a, m.draws)
        winner = "a" if m.wins_a > m.wins_b else "b" if m.wins_b > m.wins_a else None
        add_match(a, b, m.round, m.player_a, m.player_b, winner)
    for r in recs.values():
        r.sort_rounds()
    return recs


def ratio(num: int, den: int) -> Fraction:
    """``num / den`` exactly, and 0 for no rounds or games at all."""
    return Fraction(num, den) if den else Fraction(0)


def compute_standings(
    results: Sequence[MatchResult],
    entrants: Sequence[Entrant] = (),
    profile: TiebreakProfile = MTG,
) -> list[Standing]:
    """Rank every player who appears in ``results`` or ``entrants``.

    Disqualified players are left out of the list (everyone below moves up) but still count as opponents.
    A player who dropped before playing any round is left out too (MTR 2.10).
    """
    recs = _records(results)
    info = {e.id: e for e in entrants}
    for e in entrants:
        recs.setdefault(e.id, Record())

    def own_mw(pid: str) -> tuple[Fraction, Fraction]:
        """(raw, floored) match-win figure of ``pid`` as their opponents see it."""
        r = recs[pid]
        if profile.byes_in_opponent_record:
            raw = r.match_win_raw
        else:  # Pokémon: byes removed from the record
            played = r.wins + r.losses + r.draws
            raw = ratio(2 * r.wins + r.draws, 2 * played)
        return raw, max(profile.floor, raw)

    def own_gw(pid: str) -> tuple[Fraction, Fraction]:
        raw = recs[pid].game_win_raw
        return raw, max(profile.floor, raw)

    figures: dict[str, list[OpponentFigure]] = {}
    omw: dict[str, Fraction] = {}
    ogw: dict[str, Fraction] = {}
    for pid, r in recs.items():
        figs: list[OpponentFigure] = []
        for rnd, opp in r.opponents:
            raw, used = own_mw(opp)
            floored = used != raw
            capped = False
            opp_info = info.get(opp)
            if (
                profile.dropped_cap is not None
                and opp_info is not None
                and opp_info.dropped
                and used > profile.dropped_cap
            ):
                used, capped = profile.dropped_cap, True
            graw, gused = own_gw(opp) if profile.use_games else (None, None)
            figs.append(
                OpponentFigure(
                    round=rnd,
                    opponent=opp,
                    match_win=used,
                    match_win_raw=raw,
                    match_win_floored=floored,
                    match_win_capped=capped,
                    game_win=gused,
                    game_win_raw=graw,
                    game_win_floored=graw is not None and gused != graw,
                )
            )
        figures[pid] = figs
        # A player whose only rounds are byes has no opponent to average: they get the floor, the lowest
        # figure any player with opponents can have (decisions.md, Tournaments 4), not 0.
        omw[pid] = sum((f.match_win for f in figs), Fraction(0)) / len(figs) if figs else profile.floor
        ogw[pid] = (
            sum((f.game_win or Fraction(0) for f in figs), Fraction(0)) / len(figs) if figs else profile.floor
        )
    oomw = {
        pid: (
            sum((omw[o] for _r, o in r.opponents), Fraction(0)) / len(r.opponents)
            if r.opponents
            else Fraction(0)
        )
        for pid, r in recs.items()
    }

    rows: list[Standing] = []
    for pid, r in recs.items():
        e = info.get(pid, Entrant(pid))
        if e.disqualified or (e.dropped and r.rounds == 0):
            continue
        notes: list[str] = []
        notes_ja: list[str] = []
        mw_raw, mw = own_mw(pid)
        gw_raw, gw = own_gw(pid)
        if mw != mw_raw:
            notes.append(f"own MW% {float(mw_raw):.4f} raised to the floor {float(profile.floor):.2f}")
            notes_ja.append(f"自分のMW% {float(mw_raw):.4f}を下限{float(profile.floor):.2f}に引き上げ")
        if gw != gw_raw and profile.use_games:
            notes.append(f"own GW% {float(gw_raw):.4f} raised to the floor {float(profile.floor):.2f}")
            notes_ja.append(f"自分のGW% {float(gw_raw):.4f}を下限{float(profile.floor):.2f}に引き上げ")
        rows.append(
            Standing(
                rank=0,
                player=pid,
                **r.counts(),
                match_win=mw,
                game_win=gw,
                opp_match_win=omw[pid],
                opp_game_win=ogw[pid],
                opp_opp_match_win=oomw[pid],
                dropped=e.dropped,
                late=e.late,
                opponents=tuple(figures[pid]),
                skipped_byes=tuple(r.bye_rounds),
                notes=tuple(notes),
                notes_ja=tuple(notes_ja),
                tiebreak=e.tiebreak,
            )
        )
    rows.sort(key=lambda s: sort_key(s, profile))
    if profile.head_to_head:
        rows = _apply_head_to_head(rows, results, profile)
    return [_with_rank(s, i + 1) for i, s in enumerate(rows)]


def head_to_head(results: Iterable[MatchResult], a: str, b: str) -> str | None:
    """The player who won more of the decisive matches ``a`` and ``b`` played each other, if one did."""
    score = {a: 0, b: 0}
    for m in results:
        if m.kind is not ResultKind.PLAYED or {m.player_a, m.player_b} != {a, b} or m.wins_a == m.wins_b:
            continue
        score[m.player_a if m.wins_a > m.wins_b else m.player_b or ""] += 1
    if score[a] == score[b]:
        return None
    return a if score[a] > score[b] else b


def _apply_head_to_head(
    rows: list[Standing], results: Sequence[MatchResult], profile: TiebreakProfile
) -> list[Standing]:
    # The tiebreakers before head-to-head: the sort key without the random key and the id.
    def tied(s: Standing) -> tuple:
        return sort_key(s, profile)[:-2]

    out: list[Standing] = []
    i = 0
    while i < len(rows):
        j = i
        while j + 1 < len(rows) and tied(rows[j + 1]) == tied(rows[i]):
            j += 1
        group = rows[i : j + 1]
        if len(group) == 2:
            first, second = group
            winner = head_to_head(results, first.player, second.player)
            if winner is not None:
                loser = second.player if winner == first.player else first.player
                note, note_ja = f"ahead of {loser} by head-to-head", f"直接対決で{loser}より上位"
                group = [
                    replace(s, notes=(*s.notes, note), notes_ja=(*s.notes_ja, note_ja))
                    if s.player == winner
                    else s
                    for s in group
                ]
                group.sort(key=lambda s: s.player != winner)
        out.extend(group)
        i = j + 1
    return out


def sort_key(s: Standing, profile: TiebreakProfile = MTG) -> tuple:
    """The total order: a tuple that is different for any two players (the id is the last key)."""
    if profile.use_games:
        return (-s.match_points, -s.opp_match_win, -s.game_win, -s.opp_game_win, s.tiebreak, s.player)
    late = s.late if profile.late_penalty else False
    return (-s.match_points, late, -s.opp_match_win, -s.opp_opp_match_win, s.tiebreak, s.player)


def _with_rank(s: Standing, rank: int) -> Standing:
    return replace(s, rank=rank)
