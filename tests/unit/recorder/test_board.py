"""The board drawing: every game's position as one well-formed SVG showing what the rules care about."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from judge.engine.core.replay import replay_for_table
from judge.recorder import labels
from judge.recorder.board import board_svg

EXAMPLES = Path(__file__).resolve().parents[3] / "docs" / "examples"
SVG = "{http://www.w3.org/2000/svg}"


def texts(svg: str) -> list[str]:
    return ["".join(t.itertext()) for t in ET.fromstring(svg).iter(f"{SVG}text")]


@pytest.mark.parametrize("game", ["rebirth", "kaiju", "myearth", "dm-variants", "dimension-zero"])
def test_each_games_position_is_drawn_with_every_public_card(game: str) -> None:
    log = json.loads((EXAMPLES / f"{game}.judgelog.json").read_text(encoding="utf-8"))
    position = replay_for_table(log).position
    assert position is not None
    svg = board_svg(position)
    drawn = " ".join(texts(svg))
    for seat in position["players"]:
        assert seat in drawn
    # Every card the position lists by id appears on a chip (ids are cut to their last 10 characters).
    listed = {m[-10:] for m in json.dumps(position).split('"iid": "')[1:] for m in [m.split('"')[0]]}
    assert listed and all(iid in drawn for iid in listed), sorted(listed - set(drawn.split()))


def test_state_marks_hidden_counts_and_the_turn_player() -> None:
    position = {
        "turn": 4,
        "phase": "attack",
        "step": "block",
        "turn_players": ["P1"],
        "players": {
            "P1": {
                "hand": {"count": 5, "cards": [{"iid": "P1:h1", "card": "BD-7"}]},
                "entry": [{"iid": "P1:e1", "card": "BD-3", "damage": 2, "rested": True}],
                "member": [{"iid": "P1:m0", "card": None, "face_down": True, "slot": 0}],
            },
            "P2": {
                "kaiju": {"area": 3, "anger": 1, "stack": [{"iid": "P2:k1", "card": "K1"}]},
                "tapped": True,
            },
        },
    }
    svg = board_svg(position)
    drawn = texts(svg)
    assert drawn[0] == "T4 · attack · block"
    assert "P1 ▶" in drawn and "P2" in drawn and "P2 ▶" not in drawn
    assert "hand (5)" in drawn and "BD-7" in drawn
    assert any("P1:e1" in t and "R" in t and "d2" in t for t in drawn)
    assert "?" in drawn and any("s0" in t for t in drawn)
    assert "area: 3" in drawn and "anger: 1" in drawn and "K1" in drawn
    assert 'stroke-dasharray="4 2"' in svg  # the rested card's chip is drawn dashed


def test_text_from_the_log_is_escaped() -> None:
    svg = board_svg({"players": {"<P1>": {"hand": [{"iid": "P1:<x>", "card": "<b>&"}]}}})
    ET.fromstring(svg)  # still well-formed
    assert "<b>" not in svg and "&lt;b&gt;&amp;" in svg


@pytest.mark.parametrize("game", ["rebirth", "kaiju", "myearth", "dm-variants", "dimension-zero"])
def test_zones_are_named_as_the_rulebook_names_them_and_in_english_on_request(game: str) -> None:
    log = json.loads((EXAMPLES / f"{game}.judgelog.json").read_text(encoding="utf-8"))
    position = replay_for_table(log).position
    assert position is not None
    # The zones drawn (an empty plan zone, None, is not).
    zones = {k for side in position["players"].values() for k, v in side.items() if v not in (None, False)}
    table = labels.LABELS[game]
    assert zones & set(table), zones
    japanese = " ".join(texts(board_svg(position, labels.for_game(game, "ja"))))
    english = " ".join(texts(board_svg(position, labels.for_game(game, "en"))))
    grouped = {k for side in position["players"].values() for k, v in side.items() if _groups(v)}
    for key in zones & set(table):
        # A zone made of groups (kaiju's two strategy zones) is drawn as its groups, each named.
        ja, en = table.get(f"{key}/0", table[key]) if key in grouped else table[key]
        assert ja in japanese and en in english, key
        if ja != en:
            assert ja not in english
    # Every zone of the position has a name in the table: no log key is left on a Japanese board.
    assert zones <= set(table), zones - set(table)


def _groups(value: object) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(v, list) for v in value)


def test_nested_zones_and_groups_are_named_by_their_paths() -> None:
    position = {
        "players": {
            "P1": {
                "kaiju": {"area": 3, "stack": [{"iid": "P1:k", "card": "K"}]},
                "strategy": [[{"iid": "P1:s", "card": "S"}], []],
                "field": {"groups": [[{"iid": "P1:g", "card": "G"}], [{"iid": "P1:h", "card": "H"}]]},
            }
        }
    }
    drawn = texts(board_svg(position, labels.for_game("kaiju", "ja") | labels.for_game("myearth", "ja")))
    assert "進攻怪獣のいるエリア: 3" in drawn and "進攻怪獣置き場 (1)" in drawn
    assert "戦略カード置き場1 (1)" in drawn and "戦略カード置き場2 (0)" in drawn
    assert "連鎖 1 (1)" in drawn and "連鎖 2 (1)" in drawn
    eliminated = {"players": {"P2": {"eliminated": True, "turns_taken": 2}}}
    assert texts(board_svg(eliminated, labels.for_game("rebirth", "ja")))[-2:] == [
        "脱落",
        "自分のターンの回数: 2",
    ]
    # Without a table (an unknown game) the log's own keys are drawn.
    assert "area: 3" in texts(board_svg(position))


def test_no_position_draws_nothing() -> None:
    # Dimension Zero gives no position while a spell is on the stack (its engine's position() is None).
    assert board_svg(None) == ""  # type: ignore[arg-type]
