"""Dimension Zero's Japanese messages read its English evidence phrases in Japanese (japanese.py)."""

from __future__ import annotations

from judge.engine.games.dimension_zero import checks as C
from judge.engine.games.dimension_zero.japanese import japanese


def test_an_energy_play_in_the_main_phase_reads_in_japanese_and_the_evidence_stays_as_recorded() -> None:
    f = C.ENERGY_WHEN.finding(4, {"seat": "P1", "problem": "in the main phase"})
    assert "メインフェイズ" in f.message_ja and "main phase" not in f.message_ja
    assert "in the main phase" in f.message_en and f.evidence["problem"] == "in the main phase"


def test_phrases_patterns_and_lists() -> None:
    assert japanese("what", "The move of P1:spy") == "P1:spyの移動"
    assert japanese("where", "P1's hand") == "P1の手札"
    assert japanese("problem", "by the first player; for the 2th time") == "先攻のプレイヤーによる、2回目"
    assert japanese("when", "the draw at entry 3") == "記録3番のdraw"
    assert japanese("event", "placed") == "スクエアに置かれた"
    assert japanese("count", 3) == 3 and japanese("card", "P1:h1") == "P1:h1"
