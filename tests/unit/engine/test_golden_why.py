"""The golden driver's `why` rule: a missing or clause-less why fails the case (golden_cases.py)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from tests.unit.engine.golden_cases import GAMES_WITH_WHY, check_golden_case, why_problem

# A 20-card deck a side and one recorded conduct breach: a spectator spoke (77), an open point.
TINY_LOG = {
    "header": {
        "format": "judgelog/1",
        "game": "myearth",
        "players": [{"seat": "B"}, {"seat": "R"}],
        "first_player": "B",
        "options": {"sides": {"B": "blue", "R": "red"}},
        "cards": {
            "L": {"name": "陸のみなもと", "type": "source", "attributes": ["陸"]},
            "CO": {"name": "二酸化炭素のみなもと", "type": "source", "attributes": ["二酸化炭素"]},
        },
        "decklists": {"B": {"main": {"L": 20}}, "R": {"main": {"CO": 20}}},
    },
    "entries": [{"seq": 1, "act": "conduct", "args": {"seat": "観戦者", "breach": "spectator_talk"}}],
}
GOOD_WHY = "A spectator spoke to the players, which 77 forbids; the penalty for it is left to the judge."


def write_case(tmp_path: Path, why: Any = None) -> Path:
    expected: dict[str, Any] = {
        "seq": 1,
        "code": "myearth.team.spectator_talk",
        "verdict": "needs_ruling",
        "clause": "myearth:77",
    }
    if why is not None:
        expected["why"] = why
    path = tmp_path / "tiny.json"
    case = {"title": "tiny", "log": TINY_LOG, "expected": [expected]}
    path.write_text(json.dumps(case, ensure_ascii=False), encoding="utf-8")
    return path


def test_myearth_kaiju_dm_variants_rebirth_and_dimension_zero_need_whys() -> None:
    assert {"myearth", "kaiju", "dm-variants", "rebirth", "dimension-zero"} <= GAMES_WITH_WHY


def test_a_case_with_a_good_why_passes(tmp_path: Path) -> None:
    check_golden_case(write_case(tmp_path, GOOD_WHY))


@pytest.mark.parametrize(
    "why",
    [
        None,  # missing
        "",  # empty
        "77 forbids it.",  # names the clause but is too short
        "A spectator spoke to the players, which the rules forbid.",  # no clause number
        "A spectator spoke to the players, which 177 and 77.1 forbid.",  # 77 only inside other numbers
        ["77 forbids a spectator to speak to the players."],  # not a string
    ],
    ids=["missing", "empty", "short", "no_clause", "clause_inside_other_numbers", "not_a_string"],
)
def test_a_case_with_a_bad_why_fails(tmp_path: Path, why: Any) -> None:
    with pytest.raises(AssertionError, match="why"):
        check_golden_case(write_case(tmp_path, why))


def test_games_without_whys_yet_may_omit_them_but_not_get_them_wrong() -> None:
    entry = {"seq": 1, "code": "kaiju.x", "verdict": "illegal", "clause": "kaiju:5.15.1.2"}

    def problem(why: str) -> str | None:
        return why_problem({**entry, "why": why}, why_required=False)

    assert why_problem(entry, why_required=False) is None
    assert why_problem(entry, why_required=True) == "no why"
    assert problem("The new kaiju breaks 5.15.1.2 (grade + 1).") is None
    assert problem("The new kaiju breaks 5.15.1.2.1 (no card left).")
    assert problem("The new kaiju breaks 5.15.1 (no grade + 1 card).")


def test_no_golden_log_comes_from_a_generator() -> None:
    """Golden logs are written by hand from the rulebook (issue 24): none may name a generator as recorder."""
    root = Path(__file__).parent
    paths = sorted(root.glob("**/golden/*.json"))
    assert paths
    generated = [
        str(p.relative_to(root))
        for p in paths
        if "generator"
        in json.dumps(json.loads(p.read_text(encoding="utf-8"))["log"]["header"].get("recorder", {}))
    ]
    assert generated == []
