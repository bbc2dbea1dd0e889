"""The round checker finds each kind of broken round (§7.39) and passes good ones."""

from __future__ import annotations

from tournaments.pairing import Pairing, ProblemKind, check_round, pair_round

from .helpers import players_from


def kinds(field, rows) -> set[ProblemKind]:
    return {p.kind for p in check_round(field, rows)}


def T(table: int, a: str, b: str | None) -> Pairing:
    return Pairing(table, a, b, 0, None if b is None else 0)


FIELD = players_from({"A": 3, "B": 3, "C": 0, "D": 0}, [("A", "C"), ("B", "D")])


def test_a_good_round_has_no_problems() -> None:
    assert check_round(FIELD, [T(1, "A", "B"), T(2, "C", "D")]) == []
    assert check_round(FIELD, pair_round(FIELD).pairings) == []


def test_missing_duplicate_unknown_and_self() -> None:
    assert ProblemKind.MISSING_PLAYER in kinds(FIELD, [T(1, "A", "B")])
    assert ProblemKind.DUPLICATE_PLAYER in kinds(FIELD, [T(1, "A", "B"), T(2, "C", "A"), T(3, "D", None)])
    assert ProblemKind.UNKNOWN_PLAYER in kinds(FIELD, [T(1, "A", "B"), T(2, "C", "Z"), T(3, "D", None)])
    assert ProblemKind.SELF_PAIRING in kinds(FIELD, [T(1, "A", "A"), T(2, "C", "D")])


def test_dropped_player_paired() -> None:
    field = players_from({"A": 3, "B": 3, "C": 0, "D": 0, "E": 0}, dropped=["E"])
    found = kinds(field, [T(1, "A", "B"), T(2, "C", "E"), T(3, "D", None)])
    assert ProblemKind.DROPPED_PLAYER_PAIRED in found
    assert ProblemKind.BYE_COUNT in found  # 4 active players need no bye


def test_avoidable_rematch() -> None:
    found = check_round(FIELD, [T(1, "A", "C"), T(2, "B", "D")])
    assert {p.kind for p in found} == {ProblemKind.AVOIDABLE_REMATCH}
    assert found[0].table == 1


def test_unavoidable_rematch_is_accepted() -> None:
    field = players_from({"A": 3, "B": 0}, [("A", "B")])
    assert check_round(field, [T(1, "A", "B")]) == []


def test_bye_rules() -> None:
    field = players_from({"A": 3, "B": 3, "C": 0}, byes=["C"])
    assert ProblemKind.SECOND_BYE in kinds(field, [T(1, "A", "B"), T(2, "C", None)])
    assert ProblemKind.BYE_COUNT in kinds(field, [T(1, "A", "B")])
    fresh = players_from({"A": 3, "B": 3, "C": 0})
    assert ProblemKind.BYE_NOT_LOWEST in kinds(fresh, [T(1, "B", "C"), T(2, "A", None)])
    assert check_round(fresh, [T(1, "A", "B"), T(2, "C", None)]) == []


def test_table_numbers() -> None:
    assert ProblemKind.TABLE_NUMBERS in kinds(FIELD, [T(1, "A", "B"), T(3, "C", "D")])
