"""The replay loop: read the log, start the game, check and apply each entry, collect findings.

Like a python-chess board, checking and applying are separate: an entry the rules forbid is still
applied as recorded (the table went on from what really happened), and later findings that touch the
same cards or players say which earlier illegal entries they may stem from.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from judge.engine.core.abilities import ActOption
from judge.engine.core.checks import CheckSpec, declare_check
from judge.engine.core.errors import LogReadError
from judge.engine.core.logreader import read_log
from judge.engine.core.registry import GameModule, get_game
from judge.engine.core.report import Report
from judge.engine.core.verdicts import Finding, Verdict

_log = logging.getLogger(__name__)

ENGINE_VERSION = "judge-engine/0.1.0"
# At most this many root causes are named per finding (the earliest), so a finding's size is bounded.
MAX_ROOTS = 8

UNREADABLE = declare_check(
    "core",
    "log.unreadable",
    Verdict.LOG_ERROR,
    (),
    "The log cannot be replayed: {detail}",
    "記録を再生できません：{detail_ja}",
)
BAD_ENTRY = declare_check(
    "core",
    "log.bad_entry",
    Verdict.LOG_ERROR,
    (),
    "This entry cannot be read and was skipped: {detail}",
    "この記録は読み取れないため飛ばしました：{detail_ja}",
)
UNKNOWN_GAME = declare_check(
    "core",
    "log.unknown_game",
    Verdict.LOG_ERROR,
    (),
    "No engine is registered for game '{game}'.",
    "ゲーム '{game}' のエンジンは登録されていません。",
)
ENGINE_FAULT = declare_check(
    "core",
    "engine.internal_error",
    Verdict.NEEDS_RULING,
    (),
    "The engine could not process this entry ({error}); a judge must check it by hand.",
    "エンジンがこの記録を処理できませんでした（{error}）。ジャッジが直接確認してください。",
)


class ReplayContext:
    """Collects findings and tracks which cards and players later findings may be tainted by."""

    __slots__ = ("findings", "seq", "taint_cards", "taint_players")

    def __init__(self) -> None:
        self.findings: list[Finding] = []
        self.seq: int | None = None
        self.taint_cards: dict[str, set[int]] = {}
        self.taint_players: dict[str, set[int]] = {}

    def flag(
        self,
        spec: CheckSpec,
        evidence: dict[str, Any] | None = None,
        *,
        cards: Iterable[str | None] = (),
        players: Iterable[str | None] = (),
        verdict: Verdict | None = None,
        unknown: str | None = None,
        extra_clauses: Iterable[str] = (),
    ) -> Finding:
        finding = spec.finding(
            self.seq, evidence, verdict=verdict, unknown=unknown, extra_clauses=extra_clauses
        )
        cards = [c for c in cards if c]
        players = [p for p in players if p]
        stems: set[int] = set()
        for c in cards:
            stems |= self.taint_cards.get(c, set())
        for p in players:
            stems |= self.taint_players.get(p, set())
        stems.discard(self.seq)  # type: ignore[arg-type]
        roots = sorted(stems)[:MAX_ROOTS]
        finding.may_stem_from = roots
        if finding.verdict == Verdict.ILLEGAL and self.seq is not None:
            # An illegal entry that may itself follow from earlier ones passes on their root causes, not
            # itself: links stay few however long the log (a chain of consequences names where it began).
            passed = set(roots) if roots else {self.seq}
            for key, taint in [
                *((c, self.taint_cards) for c in cards),
                *((p, self.taint_players) for p in players),
            ]:
                mine = taint.setdefault(key, set())
                if len(mine) < MAX_ROOTS:
                    mine |= set(sorted(passed)[: MAX_ROOTS - len(mine)])
        self.findings.append(finding)
        return finding


def replay(log: dict[str, Any] | str | bytes) -> Report:
    """Replay a judgelog/1 document. Never raises for bad input: problems become log_error findings."""
    return replay_to_end(log)[0]


def acts_available(log: dict[str, Any] | str | bytes) -> list[ActOption]:
    """The acts the rules allow next after the log, for a recorder's palette ([] if the game offers none).

    A game offers them through an optional ``acts_available(state)``; a log that cannot be replayed to a
    state offers nothing.
    """
    return replay_for_table(log).options


@dataclass(frozen=True, slots=True)
class TableView:
    """What a recorder shows after each entry: the report, the acts on offer, and the position drawn."""

    report: Report
    options: list[ActOption]
    position: dict[str, Any] | None  # the game's snapshot of the position now, if it gives one


def replay_for_table(log: dict[str, Any] | str | bytes) -> TableView:
    """One replay for a recorder's page. The palette and the drawing are conveniences: a fault in either
    is logged and costs the judge nothing of the report."""
    report, game, state = replay_to_end(log)
    if state is None or game is None:
        return TableView(report, [], None)
    options: list[ActOption] = []
    position: dict[str, Any] | None = None
    offer = getattr(game, "acts_available", None)
    draw = getattr(game, "position", None)
    try:
        options = list(offer(state)) if offer is not None else []
    except Exception:
        _log.exception("%s: acts_available failed", report.game)
    try:
        position = draw(state) if draw is not None else None
    except Exception:
        _log.exception("%s: position failed", report.game)
    return TableView(report, options, position)


def known_acts(game_slug: str) -> tuple[str, ...]:
    """Every act the game's engine reads (its own ``acts``), for a recorder's free choice of act."""
    game = get_game(game_slug)
    return tuple(getattr(game, "acts", ())) if game is not None else ()


def positions_at(log: dict[str, Any] | str | bytes, seqs: Iterable[int]) -> dict[int, dict[str, Any]]:
    """The position right after each of the entries ``seqs`` (for drawing the board at a finding), in one
    replay; empty when the game gives no positions or the log cannot be replayed."""
    wanted = set(seqs)
    out: dict[int, dict[str, Any]] = {}

    def watch(game: GameModule, state: Any, seq: int) -> None:
        draw = getattr(game, "position", None)
        if seq in wanted and draw is not None:
            try:
                out[seq] = draw(state)
            except Exception:
                _log.exception("position after entry %s failed", seq)

    replay_to_end(log, after_entry=watch)
    return out


def replay_to_end(
    log: dict[str, Any] | str | bytes,
    *,
    after_entry: Callable[[GameModule, Any, int], None] | None = None,
) -> tuple[Report, GameModule | None, Any]:
    """The report, the game module and the final state (None when the log could not be started).

    ``after_entry(game, state, seq)`` is called after each entry is applied, for callers that look at the
    position along the way."""
    ctx = ReplayContext()
    try:
        parsed = read_log(log)
    except LogReadError as exc:
        finding = UNREADABLE.finding(
            exc.seq,
            {"detail": exc.message_en, "detail_ja": exc.message_ja, "code": exc.code, "path": exc.path},
        )
        return Report(None, ENGINE_VERSION, [finding], 0), None, None
    game_slug = parsed.header["game"]
    game = get_game(game_slug)
    if game is None:
        report = Report(
            game_slug, ENGINE_VERSION, [*parsed.findings, UNKNOWN_GAME.finding(None, {"game": game_slug})], 0
        )
        return report, None, None
    ctx.findings.extend(parsed.findings)
    try:
        state = game.start(parsed.header, ctx)
    except LogReadError as exc:
        finding = UNREADABLE.finding(
            exc.seq,
            {"detail": exc.message_en, "detail_ja": exc.message_ja, "code": exc.code, "path": exc.path},
        )
        return Report(game_slug, ENGINE_VERSION, [*ctx.findings, finding], 0), game, None
    replayed = 0
    for entry in parsed.entries:
        ctx.seq = entry.seq
        try:
            game.apply(state, entry, ctx)
        except (
            LogReadError
        ) as exc:  # a handler found the entry malformed: the record's fault, not the engine's
            ctx.flag(
                BAD_ENTRY,
                {"detail": exc.message_en, "detail_ja": exc.message_ja, "code": exc.code, "path": exc.path},
            )
        except Exception as exc:  # a bug in one handler must not lose the rest of the report
            _log.exception("%s engine fault at entry %s (act %r)", game_slug, entry.seq, entry.act)
            ctx.flag(ENGINE_FAULT, {"error": f"{type(exc).__name__}: {exc}"})
        replayed += 1
        if after_entry is not None:
            after_entry(game, state, entry.seq)
    ctx.seq = None
    game.finish(state, ctx)
    ctx.findings.sort(key=lambda f: (f.seq is None, f.seq or 0))
    report = Report(
        game_slug, ENGINE_VERSION, ctx.findings, replayed, game.summary(state), parsed.judge_calls
    )
    return report, game, state
