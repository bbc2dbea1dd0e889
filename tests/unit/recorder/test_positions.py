"""Editing a position as text: every game's position survives the form unchanged, and edits read back."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from judge.engine.core.replay import replay_to_end
from judge.recorder.draft import DraftError
from judge.recorder.positions import card_line, fields_of, parse_card_line, position_from

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"
# Example logs that end where no snapshot can describe the position (a Dimension Zero battle or stack in use).
NO_POSITION = {"dimension-zero-abilities"}
LOGS = sorted(p.name.removesuffix(".judgelog.json") for p in EXAMPLES.glob("*.judgelog.json"))


@pytest.mark.parametrize("name", sorted(NO_POSITION))
def test_a_log_that_ends_mid_battle_or_stack_has_no_position(name: str) -> None:
    log = json.loads((EXAMPLES / f"{name}.judgelog.json").read_text(encoding="utf-8"))
    _report, game, state = replay_to_end(log)
    assert game.position(state) is None


@pytest.mark.parametrize("name", [n for n in LOGS if n not in NO_POSITION])
def test_an_untouched_form_gives_back_the_same_position(name: str) -> None:
    log = json.loads((EXAMPLES / f"{name}.judgelog.json").read_text(encoding="utf-8"))
    _report, game, state = replay_to_end(log)
    position = game.position(state)
    back = position_from(fields_of(position), {})
    header = copy.deepcopy(log["header"]) | {"snapshot": back}
    report, game2, state2 = replay_to_end({"header": header, "entries": []})
    assert game2.position(state2) == position
    assert all(f.code.endswith("snapshot.game_over") for f in report.findings)


def test_a_card_line_reads_its_id_identity_and_state() -> None:
    assert parse_card_line("P1:e1 BD-3 rested damage=2 slot=0", "x") == {
        "iid": "P1:e1",
        "card": "BD-3",
        "rested": True,
        "damage": 2,
        "slot": 0,
    }
    assert parse_card_line("P1:h1 ?", "x") == {"iid": "P1:h1", "card": None}
    assert parse_card_line("P1:h1", "x") == {"iid": "P1:h1", "card": None}
    card = {"iid": "B:c2", "card": "C1", "sources": ["B:s1"], "tapped": False, "frozen": True}
    assert parse_card_line(card_line(card), "x") == {
        "iid": "B:c2",
        "card": "C1",
        "sources": ["B:s1"],
        "frozen": True,
    }
    with pytest.raises(DraftError) as err:
        parse_card_line("BD-3 rested", "P1 › entry")
    assert "P1 › entry" in err.value.message_en and err.value.message_ja


def test_edits_read_back_into_the_shape_the_engine_reads() -> None:
    position = {
        "turn": 3,
        "phase": "main",
        "turn_players": ["P1"],
        "players": {"P1": {"hand": {"count": 4, "cards": []}, "entry": [{"iid": "P1:e1", "card": "A"}]}},
    }
    fields = fields_of(position)
    assert [(f.path, f.kind) for f in fields] == [
        ("turn", "scalar"),
        ("phase", "scalar"),
        ("turn_players", "scalar"),
        ("players/P1/hand", "hidden"),
        ("players/P1/entry", "cards"),
    ]
    edited = position_from(
        fields,
        {
            "turn": "4",
            "turn_players": "P2",
            "players/P1/hand/count": "5",
            "players/P1/hand": "P1:h9 B",
            "players/P1/entry": "P1:e1 A rested damage=1\n\nP1:e2 ?",
        },
    )
    assert edited == {
        "turn": 4,
        "phase": "main",
        "turn_players": ["P2"],
        "players": {
            "P1": {
                "hand": {"count": 5, "cards": [{"iid": "P1:h9", "card": "B"}]},
                "entry": [
                    {"iid": "P1:e1", "card": "A", "rested": True, "damage": 1},
                    {"iid": "P1:e2", "card": None},
                ],
            }
        },
    }
    with pytest.raises(DraftError):
        position_from(fields, {"players/P1/hand/count": "many"})
