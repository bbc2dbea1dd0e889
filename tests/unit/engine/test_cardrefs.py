"""The shared card-reference helpers (judge.engine.core.cardrefs) that all five engines use."""

from __future__ import annotations

import ast
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from judge.engine.core import cardrefs
from judge.engine.games.dimension_zero import checks as DZ
from judge.engine.games.dimension_zero import refs as dz_refs
from judge.engine.games.kaiju import checks as KJ
from judge.engine.games.rebirth import refs as rb_refs

_iids = st.tuples(st.sampled_from(["p1", "p2"]), st.integers(0, 99)).map(lambda t: f"{t[0]}:{t[1]}")


@dataclass
class _Card:
    iid: str
    owner: str
    card: str | None


class _Ctx:
    def __init__(self) -> None:
        self.flags: list[tuple[Any, dict[str, Any]]] = []

    def flag(self, spec: Any, evidence: dict[str, Any] | None = None, **_: Any) -> None:
        self.flags.append((spec, evidence or {}))


_CHECKS = cardrefs.RefChecks(
    bad_args=DZ.LOG_BAD_ARGS,
    card_location=DZ.LOG_CARD_LOCATION,
    identity=DZ.LOG_IDENTITY,
    not_in_deck=DZ.LOG_NOT_IN_DECK,
)


@given(_iids, st.one_of(st.none(), st.text(max_size=5)), st.one_of(st.none(), st.booleans()))
def test_parse_ref_reads_dict_references(iid: str, card: str | None, face: bool | None) -> None:
    ref: dict[str, Any] = {"iid": iid, "card": card}
    if face is not None:
        ref["face_down"] = face
    assert cardrefs.parse_ref(ref) == (iid, card, face)
    assert cardrefs.owner_of(iid) == iid.split(":")[0]


@given(st.one_of(st.integers(), st.text().filter(lambda s: ":" not in s), st.just({"iid": "p1"})))
def test_parse_ref_rejects_malformed_references(ref: Any) -> None:
    assert cardrefs.parse_ref(ref) is None
    assert rb_refs.parse_ref(ref) is None
    assert dz_refs.parse_ref(ref) is None


def test_parse_ref_rejects_a_non_string_card_id() -> None:
    assert cardrefs.parse_ref({"iid": "p1:1", "card": 7}) is None


def test_bare_iid_leaves_identity_missing_and_games_agree() -> None:
    assert cardrefs.parse_ref("p2:4") == ("p2:4", cardrefs.MISSING, None)
    assert rb_refs.parse_ref("p2:4") == ("p2:4", cardrefs.MISSING, None)
    assert dz_refs.parse_ref("p2:4") == ("p2:4", cardrefs.MISSING)


@given(st.integers(0, 3))
def test_draw_from_pool_uses_a_copy_or_flags_not_in_deck(copies: int) -> None:
    ctx, card, pool = _Ctx(), _Card("p1:1", "p1", None), Counter({"X": copies})
    cardrefs.draw_from_pool(ctx, _CHECKS, card, "X", pool)
    assert card.card == "X"
    assert pool["X"] == max(copies - 1, 0)
    assert [spec for spec, _ in ctx.flags] == ([] if copies else [DZ.LOG_NOT_IN_DECK])


def test_rebind_flags_a_second_identity_and_follows_the_log() -> None:
    ctx, card = _Ctx(), _Card("p1:1", "p1", "A")
    assert cardrefs.rebind(ctx, _CHECKS, card, "A") is True
    assert ctx.flags == []
    assert cardrefs.rebind(ctx, _CHECKS, card, "B") is True
    assert card.card == "B"
    assert ctx.flags == [(DZ.LOG_IDENTITY, {"card": "p1:1", "before": "A", "now": "B"})]
    assert cardrefs.rebind(ctx, _CHECKS, _Card("p1:2", "p1", None), "B") is False


def test_use_unidentified_counts_down_then_flags_location() -> None:
    ctx, hidden = _Ctx(), Counter({"deck": 1})
    cardrefs.use_unidentified(ctx, _CHECKS, hidden, "p1:1", "p1", "deck")
    assert hidden["deck"] == 0 and ctx.flags == []
    cardrefs.use_unidentified(ctx, _CHECKS, hidden, "p1:2", "p1", "deck")
    assert [spec for spec, _ in ctx.flags] == [DZ.LOG_CARD_LOCATION]
    assert ctx.flags[0][1]["zone"] == "deck"


def test_refs_list() -> None:
    assert cardrefs.refs_list(None) == []
    assert cardrefs.refs_list("p1:1") == ["p1:1"]
    assert cardrefs.refs_list(["p1:1", "p1:2"]) == ["p1:1", "p1:2"]


def test_record_identity_keeps_the_newer_identity_and_flags_the_change() -> None:
    ctx, ids = _Ctx(), {"p1:1": "A"}
    cardrefs.record_identity(ctx, KJ.LOG_CARD, ids, "p1:1", "A")
    assert ctx.flags == []
    cardrefs.record_identity(ctx, KJ.LOG_CARD, ids, "p1:1", "B")
    assert ids == {"p1:1": "B"}
    assert ctx.flags == [
        (
            KJ.LOG_CARD,
            {
                "card": "p1:1",
                "problem": "was A earlier, now B",
                "problem_ja": "以前はA、今回はBと記録されています",
            },
        )
    ]


def test_flag_no_card_names_no_instance() -> None:
    ctx = _Ctx()
    cardrefs.flag_no_card(ctx, KJ.LOG_CARD)
    assert ctx.flags == [
        (KJ.LOG_CARD, {"card": "?", "problem": "no card given", "problem_ja": "カードの指定がありません"})
    ]


@given(st.one_of(st.integers(), st.none(), st.just({"card": "X"}), st.just({"iid": 3})))
def test_split_ref_gives_no_iid_for_malformed_references(ref: Any) -> None:
    assert cardrefs.split_ref(ref) == (None, None)


def test_split_ref_reads_both_forms() -> None:
    assert cardrefs.split_ref("p1:1") == ("p1:1", None)
    assert cardrefs.split_ref({"iid": "p1:1", "card": "X"}) == ("p1:1", "X")
    assert cardrefs.split_ref({"iid": "p1:1", "card": None}) == ("p1:1", None)


_OWN_READERS = {"iid_of", "split_ref", "owner_of"}


def test_no_engine_reads_card_references_its_own_way() -> None:
    """The readers live in core/cardrefs.py only, so the five engines cannot drift apart on what a reference is."""
    games = Path(cardrefs.__file__).parents[1] / "games"
    own = [
        f"{path.relative_to(games)}:{node.name}"
        for path in games.rglob("*.py")
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.FunctionDef) and node.name in _OWN_READERS
    ]
    assert own == []
