"""The pure penalty core: catalogue, upgrades, result effects, seeded deck-check selection, decklist diff."""

from __future__ import annotations

from datetime import date
from functools import cache
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rules_index.parsers.myearth import parse as parse_myearth
from tournaments.penalties.rules import (
    DISQUALIFICATION,
    GAME_LOSS,
    MATCH_LOSS,
    PENALTIES,
    WARNING,
    CatalogueError,
    PriorPenalty,
    Score,
    choose_deck_check_tables,
    decides_match,
    deck_differences,
    default_catalogue,
    default_deck_check_count,
    issue_problems,
    parse_catalogue,
    parse_decklist,
    penalty_score,
    suggest_penalty,
)

DATA = Path(__file__).resolve().parents[3] / "rules_index" / "data"


def warn(code: str, *, here: bool = True, day: date | None = None, group: str = "") -> PriorPenalty:
    return PriorPenalty(code, WARNING, here, day, group)


# --- catalogue -------------------------------------------------------------------------------------


def test_default_catalogue_covers_the_issue_list() -> None:
    cat = default_catalogue()
    for code in (
        "gpe-procedural",
        "gpe-looking-extra",
        "gpe-drawing-extra",
        "gpe-hidden-card",
        "gpe-game-state",
        "te-tardiness",
        "te-outside-assistance",
        "te-slow-play",
        "te-decklist",
        "te-deck",
        "te-limited-procedure",
        "te-communication",
        "te-marked-cards",
        "te-insufficient-shuffling",
        "usc-minor",
        "usc-major",
        "cheating",
        "aggression",
        "bribery",
        "theft",
    ):
        inf = cat.get(code)
        assert inf.penalty in PENALTIES and inf.ja and inf.en
    assert cat.get("cheating").penalty == DISQUALIFICATION
    assert cat.get("te-tardiness").penalty == GAME_LOSS


@cache
def _myearth_numbers() -> set[str]:
    doc = parse_myearth((DATA / "myearth.txt").read_text(encoding="utf-8"))
    return set(doc.by_number())


def test_every_myearth_reference_exists_and_lies_in_chapter_xi() -> None:
    cited = set()
    for inf in default_catalogue().infractions:
        cited.update(r for r in inf.refs_for("myearth") if r.startswith("myearth:"))
    assert cited, "MyEarth events cite their trouble-handling chapter"
    for ref in cited:
        number = ref.removeprefix("myearth:")
        assert number in _myearth_numbers(), ref
        assert 276 <= int(number) <= 294, ref


def test_myearth_only_entries_stay_out_of_other_games() -> None:
    cat = default_catalogue()
    assert "myearth-ruling-objection" in cat.for_game("myearth")
    assert "myearth-ruling-objection" not in cat.for_game("rebirth")
    assert cat.get("te-outside-assistance").refs_for("rebirth") == ()
    assert "myearth:294" in cat.get("te-outside-assistance").refs_for("myearth")


def test_overrides_change_penalties_disable_and_add_entries() -> None:
    cat = default_catalogue().with_overrides(
        [
            {"code": "te-slow-play", "penalty": "game_loss", "upgrade": []},
            {"code": "gpe-drawing-extra", "enabled": False},
            {
                "code": "local-phone",
                "category": "tournament_error",
                "ja": "携帯",
                "en": "Phone",
                "penalty": "warning",
            },
        ]
    )
    assert cat.get("te-slow-play").penalty == GAME_LOSS and cat.get("te-slow-play").upgrades == ()
    assert "gpe-drawing-extra" not in cat.for_game("rebirth")
    assert cat.get("local-phone").en == "Phone"
    with pytest.raises(CatalogueError):
        default_catalogue().with_overrides([{"code": "te-deck", "penalty": "caution"}])
    with pytest.raises(CatalogueError):
        parse_catalogue(
            {"infraction": [{"code": "x", "category": "nope", "ja": "x", "en": "x", "penalty": "warning"}]}
        )
    with pytest.raises(CatalogueError):
        default_catalogue().with_overrides([{"code": "te-deck", "refs": ["not a ref"]}])


# --- upgrades ---------------------------------------------------------------------------------------


def test_third_warning_for_the_same_game_play_error_suggests_a_game_loss() -> None:
    cat = default_catalogue()
    assert suggest_penalty("gpe-looking-extra", [], cat).penalty == WARNING
    assert suggest_penalty("gpe-looking-extra", [warn("gpe-looking-extra")], cat).penalty == WARNING
    third = suggest_penalty("gpe-looking-extra", [warn("gpe-looking-extra")] * 2, cat)
    assert third.penalty == GAME_LOSS and third.upgraded_from == WARNING
    assert "格上げ" in third.reason_ja and "upgraded" in third.reason_en
    # A different infraction in the same category does not count.
    assert suggest_penalty("gpe-looking-extra", [warn("gpe-hidden-card")] * 2, cat).penalty == WARNING


def test_second_slow_play_suggests_a_game_loss() -> None:
    cat = default_catalogue()
    assert suggest_penalty("te-slow-play", [warn("te-slow-play")], cat).penalty == GAME_LOSS


def test_failure_to_maintain_game_state_is_never_upgraded() -> None:
    cat = default_catalogue()
    assert suggest_penalty("gpe-game-state", [warn("gpe-game-state")] * 10, cat).penalty == WARNING


def test_past_events_are_shown_but_not_counted() -> None:
    cat = default_catalogue()
    history = [warn("te-slow-play", here=False)] * 5
    assert suggest_penalty("te-slow-play", history, cat).penalty == WARNING


def test_daily_reset_and_event_long_count() -> None:
    cat = default_catalogue()
    day1, day2 = date(2026, 5, 1), date(2026, 5, 2)
    history = [warn("te-slow-play", day=day1)]
    assert suggest_penalty("te-slow-play", history, cat, day=day2).penalty == WARNING
    assert suggest_penalty("te-slow-play", history, cat, day=day1).penalty == GAME_LOSS
    usc = [warn("usc-minor", day=day1, group="usc-minor")]
    assert suggest_penalty("usc-minor", usc, cat, day=day2).penalty == GAME_LOSS  # no daily reset


def test_minor_unsporting_conduct_counts_across_its_group() -> None:
    cat = default_catalogue()
    history = [PriorPenalty("myearth-ruling-objection", WARNING, True, None, "usc-minor")]
    assert suggest_penalty("usc-minor", history, cat).penalty == GAME_LOSS


def test_myearth_loss_for_disputing_a_ruling_needs_a_warning_first() -> None:
    cat = default_catalogue()
    inf = cat.get("myearth-ruling-objection")
    first = suggest_penalty(inf, [], cat, game="myearth")
    assert first.penalty == WARNING and "myearth:287" in first.refs
    assert issue_problems(inf, GAME_LOSS, [])
    history = [warn("myearth-ruling-objection")]
    assert suggest_penalty(inf, history, cat).penalty == GAME_LOSS
    assert issue_problems(inf, GAME_LOSS, history) == []
    assert issue_problems(inf, WARNING, []) == []


codes = st.sampled_from([i.code for i in default_catalogue().infractions])
priors = st.lists(
    st.builds(PriorPenalty, codes, st.sampled_from(PENALTIES), st.booleans(), st.none(), st.just("")),
    max_size=12,
)


@given(codes, priors)
def test_suggestion_never_below_the_default(code: str, history: list[PriorPenalty]) -> None:
    cat = default_catalogue()
    s = suggest_penalty(code, history, cat)
    assert PENALTIES.index(s.penalty) >= PENALTIES.index(cat.get(code).penalty)
    assert (s.upgraded_from is None) == (s.penalty == cat.get(code).penalty)


@given(codes, priors, priors)
def test_more_history_never_lowers_the_suggestion(
    code: str, a: list[PriorPenalty], b: list[PriorPenalty]
) -> None:
    cat = default_catalogue()
    assert PENALTIES.index(suggest_penalty(code, a + b, cat).penalty) >= PENALTIES.index(
        suggest_penalty(code, a, cat).penalty
    )


@given(codes, priors)
def test_other_events_never_change_the_suggestion(code: str, history: list[PriorPenalty]) -> None:
    cat = default_catalogue()
    here = [p for p in history if p.in_this_event]
    assert suggest_penalty(code, history, cat) == suggest_penalty(code, here, cat)


# --- result effects ---------------------------------------------------------------------------------


def test_game_loss_and_match_loss_scores() -> None:
    assert penalty_score(Score(0, 0), "a", GAME_LOSS, 2) == Score(0, 1)
    assert penalty_score(Score(1, 1), "b", GAME_LOSS, 2) == Score(2, 1)
    assert penalty_score(Score(1, 0), "a", GAME_LOSS, 1) == Score(0, 1)  # bo1: the game loss ends it
    assert penalty_score(Score(1, 0), "a", MATCH_LOSS, 2) == Score(0, 2)
    assert penalty_score(Score(1, 1, 1), "b", DISQUALIFICATION, 2) == Score(2, 0, 0)
    assert penalty_score(Score(1, 0), "a", WARNING, 2) == Score(1, 0)
    assert decides_match(Score(2, 1), 2) and not decides_match(Score(1, 1), 2)


@given(st.integers(0, 2), st.integers(0, 2), st.sampled_from("ab"), st.sampled_from([GAME_LOSS, MATCH_LOSS]))
def test_a_loss_never_helps_the_penalized_player(a: int, b: int, seat: str, penalty: str) -> None:
    if a == 2 and b == 2:
        return
    before = Score(a, b)
    after = penalty_score(before, seat, penalty, 2)
    mine = (lambda s: s.a_wins) if seat == "a" else (lambda s: s.b_wins)
    theirs = (lambda s: s.b_wins) if seat == "a" else (lambda s: s.a_wins)
    assert mine(after) <= mine(before) and theirs(after) >= theirs(before)
    assert max(after.a_wins, after.b_wins) <= 2 and not (after.a_wins == 2 and after.b_wins == 2)


# --- deck checks ------------------------------------------------------------------------------------


@given(
    st.lists(st.integers(1, 500), max_size=80),
    st.integers(0, 30),
    st.integers(0, 2**31),
    st.integers(1, 20),
    st.randoms(use_true_random=False),
)
def test_deck_check_selection_is_reproducible_and_order_free(
    tables: list[int], count: int, seed: int, rnd: int, shuffler
) -> None:
    chosen = choose_deck_check_tables(tables, count, seed, rnd)
    shuffled = list(tables)
    shuffler.shuffle(shuffled)
    assert chosen == choose_deck_check_tables(shuffled, count, seed, rnd)
    assert chosen == sorted(set(chosen)) and set(chosen) <= set(tables)
    assert len(chosen) == min(count, len(set(tables)))


def test_deck_check_selection_varies_by_round_and_seed_and_honours_exclusions() -> None:
    tables = range(1, 101)
    picks = {tuple(choose_deck_check_tables(tables, 5, 7, r)) for r in range(1, 8)}
    assert len(picks) > 1
    assert choose_deck_check_tables(tables, 5, 7, 1) != choose_deck_check_tables(tables, 5, 8, 1)
    chosen = choose_deck_check_tables(tables, 5, 7, 1, exclude=[1, 2, 3])
    assert not {1, 2, 3} & set(chosen)
    assert choose_deck_check_tables(tables, 5, 7, 1) == choose_deck_check_tables(tables, 5, 7, 1)
    assert default_deck_check_count(0) == 0 and default_deck_check_count(8) == 1
    assert default_deck_check_count(32) == 4


def test_decklist_parsing_and_differences() -> None:
    assert parse_decklist("メイン\n4 ヒグマ\n2x  ブナ\nモミ x3\n") == {"ヒグマ": 4, "ブナ": 2, "モミ": 3}
    diff = deck_differences("4 ヒグマ\n2 ブナ", "3 ヒグマ\n2 ブナ\n1 モミ")
    assert [(d.card, d.registered, d.presented) for d in diff] == [("ヒグマ", 4, 3), ("モミ", 0, 1)]
