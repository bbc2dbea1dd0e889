"""Result slips typed in by a scorekeeper: table number -> result, as the paper-era tools took them.

``parse_result`` is pure; ``enter_slips`` runs each line through tournaments.services (so every entry is
checked, permission-guarded and audited like any other) and reports per line, never all-or-nothing: a
scorekeeper with forty slips must not lose thirty-nine to one typo.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass, field

from django.contrib.auth.base_user import AbstractBaseUser

from tournaments import services
from tournaments.models import Event, Match, Round

# Shorthands from the slip's point of view: the first player printed on it (seat A) comes first.
SHORTHANDS_BO3 = {"id": (0, 0, 3), "d": (0, 0, 3)}
SHORTHANDS_BO1 = {"id": (0, 0, 1), "d": (0, 0, 1), "draw": (0, 0, 1)}
# The audit reason when a slip confirms what a player reported (stored data: both languages).
SLIP_REASON = "結果票で確認 / confirmed by the result slip"
_SCORE = re.compile(r"^(\d)\s*[-‐ー－/ ]\s*(\d)(?:\s*[-‐ー－/ ]\s*(\d))?$")


class SlipError(ValueError):
    def __init__(self, ja: str, en: str) -> None:
        self.ja, self.en = ja, en
        super().__init__(en)

    def message(self, language: str) -> str:
        return self.ja if language.startswith("ja") else self.en


def parse_result(text: str, bo3: bool) -> tuple[int, int, int]:
    """'2-0', '2-1', '1-2', '0-2', '1-1', 'ID' (and 'a-b-draws', full-width digits) as (a, b, draws).

    Only the form is checked here; whether the games add up is services' job (the same check as the
    players' own reports)."""
    raw = unicodedata.normalize("NFKC", text).strip().lower()
    shorthand = (SHORTHANDS_BO3 if bo3 else SHORTHANDS_BO1).get(raw)
    if shorthand is not None:
        return shorthand
    found = _SCORE.match(raw)
    if not found:
        raise SlipError(
            f"結果「{text}」が読めません（例: 2-0, 2-1, 1-1, ID）。",
            f"Cannot read the result '{text}' (e.g. 2-0, 2-1, 1-1, ID).",
        )
    a, b, d = int(found[1]), int(found[2]), int(found[3] or 0)
    return a, b, d


@dataclass
class SlipLine:
    table: str
    result: str
    error: str = ""
    done: str = ""  # what was recorded, shown back to the scorekeeper
    already: bool = False  # the same result was there already: nothing changed
    extra: dict[str, str] = field(default_factory=dict)


def _score(m: Match) -> tuple[int, int, int]:
    return m.a_wins, m.b_wins, m.draws


def _shown(score: tuple[int, int, int]) -> str:
    a, b, d = score
    return f"{a}-{b}" + (f"-{d}" if d else "")


def enter_slips(rnd: Round, actor: AbstractBaseUser, lines: list[SlipLine], language: str) -> list[SlipLine]:
    """Enter each non-empty line; fill ``error`` or ``done`` on each. Returns the lines given."""
    event: Event = rnd.event
    services.require_result_entry(actor, event)
    bo3 = event.match_format == Event.MatchFormat.BO3
    seen: dict[int, tuple[int, int, int]] = {}
    for line in lines:
        if not line.table.strip() and not line.result.strip():
            continue
        try:
            table_text = line.table.strip()
            if not table_text.isdigit():
                raise SlipError(
                    f"卓番号「{table_text}」が不正です。", f"Invalid table number '{table_text}'."
                )
            table = int(table_text)
            score = parse_result(line.result, bo3)
            match = (
                rnd.matches.select_related("round__event", "player_a", "player_b").filter(table=table).first()
            )
            if match is None:
                raise SlipError(
                    f"第{rnd.number}回戦に{table}卓はありません。",
                    f"Round {rnd.number} has no table {table}.",
                )
            if match.is_bye:
                raise SlipError(f"{table}卓は不戦勝です。", f"Table {table} is a bye.")
            if table in seen and seen[table] != score:
                raise SlipError(
                    f"{table}卓がこの入力に2回あり、結果が違います。",
                    f"Table {table} appears twice in this entry with different results.",
                )
            seen[table] = score
            line.done, line.already = _enter(match, actor, score)
        except SlipError as exc:
            line.error = exc.message(language)
        except services.TournamentError as exc:
            line.error = exc.message(language)
    return lines


def _enter(match: Match, actor: AbstractBaseUser, score: tuple[int, int, int]) -> tuple[str, bool]:
    """Record one slip. A first result is entered; a slip that agrees with what is there is taken as it
    is (a player's report is confirmed by it); a slip that disagrees with a result already there is a
    conflict for a judge, never a silent overwrite."""
    names = f"{match.player_a.name} {_shown(score)} {match.player_b.name if match.player_b else ''}"
    if match.status == Match.Status.CONFIRMED:
        if _score(match) == score:
            return names, True
        raise SlipError(
            f"{match.table}卓はすでに {_shown(_score(match))} で確定しています。修正は結果修正ページで理由を添えて行ってください。",
            f"Table {match.table} is already confirmed as {_shown(_score(match))}; correct it on the "
            "result page with a reason.",
        )
    if match.status == Match.Status.DISPUTED:
        raise SlipError(
            f"{match.table}卓はプレイヤーの報告が食い違っています。ジャッジの裁定が必要です。",
            f"Table {match.table}: the players' reports differ; it needs a judge's ruling.",
        )
    if match.status == Match.Status.REPORTED:
        if _score(match) != score:
            raise SlipError(
                f"{match.table}卓はプレイヤーが {_shown(_score(match))} と報告済みで、結果票と違います。",
                f"Table {match.table} was reported by a player as {_shown(_score(match))}, not as on the slip.",
            )
        services.correct_result(match, actor, *score, reason=SLIP_REASON)
        return names, False
    services.correct_result(match, actor, *score, reason=SLIP_REASON if services.has_result(match) else "")
    return names, False
