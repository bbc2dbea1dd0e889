"""The moments at the end of a battle and of a turn, and the clauses that decide a rule effect's case.

A battle's end step exists even when the log records nothing in it (3.11.4): a log that leaves the battle
straight from its first or second step still met the winner's 「バトルに勝った時」 and the 「バトル終了時」
abilities (3.14.1, 3.14.1-1). 「ターン終了時」 comes after both players pass in the recovery phase (3.10.2),
once per turn (4.4.4), so a log that starts from a recovery-phase snapshot may still put it on the stack;
it comes after the 「リカバリーフェイズの開始時」 abilities went on the stack and resolved (3.10.1), so one
put on the stack with them is early.
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_abilities import CARDS, G, c, pos, side, trig, unit
from tests.unit.engine.proof import prove

DZ = "dimension-zero."
GAME = "dimension-zero:"

# Triggers with no effect of their own: resolving them records nothing.
END_CARDS: dict[str, Any] = {
    "WIN": unit("勝者の竜", 5000, trig("won", "battle_won", card="self")),
    "BEN": unit("バトルの証人", 5000, trig("after", "battle_end")),
    "DSK": unit("夕暮れの書記", 2000, trig("dusk", "turn_end", whose="own")),
    "DWN": unit("夜明けの書記", 2000, trig("dawn", "recovery_start", whose="own")),
}


def _battle(attacker: str, *, end_step: str | None) -> dict[str, Any]:
    """P1's `attacker` (power 5000) moves onto P2's 3000 unit and destroys it in the second step. With
    `end_step`, the log puts the attacker's ability (that id) on the stack in the battle end step; without,
    it leaves the battle by an entry without a step."""
    g = G(
        pos(
            side("P1", squares=[c("P1:w", attacker, square="B21")]),
            side("P2", squares=[c("P2:r", "RU", square="B31")]),
        )
    )
    g.header["cards"].update(END_CARDS)
    g.e("P1", "move", unit="P1:w", to="B31", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P1:w": 3000, "P2:r": 5000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P2:r")
    if end_step:
        g.at(step="battle_end")
        g.e("P1", "trigger", card="P1:w", ability=end_step)
        g.e(None, "resolve")
    g.at(step=None)
    g.e("P1", "plan_create", pay=["P1:e1"])
    return g.json()


def test_3_14_1_1_the_winner_triggers_when_the_log_skips_the_battle_end_step() -> None:
    skipped = replay(_battle("WIN", end_step=None))
    assert [(f.seq, f.code) for f in skipped.findings] == [(8, DZ + "ability.trigger_missed")]
    assert {GAME + "4.8.2", GAME + "3.14.1-1"} <= set(skipped.findings[0].clauses)
    assert replay(_battle("WIN", end_step="won")).findings == []


def test_3_14_2_2_an_end_of_battle_trigger_when_the_log_skips_the_battle_end_step() -> None:
    skipped = replay(_battle("BEN", end_step=None))
    assert [f.code for f in skipped.findings] == [DZ + "ability.trigger_missed"]
    assert GAME + "3.14.1-1" not in skipped.findings[0].clauses  # not a winner's trigger
    assert replay(_battle("BEN", end_step="after")).findings == []


def _dusk(phase: str, times: int) -> dict[str, Any]:
    """P1's 「ターン終了時」 ability put on the stack `times` times in turn 5's recovery phase, from a snapshot
    in `phase`; then P2's turn begins."""
    g = G(pos(side("P1", squares=[c("P1:d", "DSK", square="B11")]), side("P2"), phase=phase))
    g.header["cards"].update(END_CARDS)
    g.at(phase="recovery")
    for _ in range(times):
        g.e("P1", "trigger", card="P1:d", ability="dusk", event="turn_end")
        g.e(None, "resolve")
    g.at(6, "draw")
    g.e("P2", "draw", count=1)
    return g.json()


def test_3_10_2_a_recovery_phase_snapshot_still_has_the_end_of_turn_to_come() -> None:
    assert replay(_dusk("recovery", 1)).findings == []
    # Whether the moment had already come before the snapshot is not known: leaving it out is not reported.
    assert replay(_dusk("recovery", 0)).findings == []


def test_4_4_4_the_end_of_turn_ability_triggers_once_per_turn() -> None:
    for phase in ("recovery", "main"):
        report = replay(_dusk(phase, 2))
        assert [(f.seq, f.code) for f in report.findings] == [(3, DZ + "ability.not_triggered")], phase
        assert GAME + "4.4.4" in report.findings[0].clauses
        assert replay(_dusk(phase, 1)).findings == []
    # Left out after the main phase, it was missed when the turn ended.
    assert [f.code for f in replay(_dusk("main", 0)).findings] == [DZ + "ability.trigger_missed"]


def _dawn_and_dusk(order: tuple[str, ...]) -> tuple[dict[str, Any], dict[str, int]]:
    """P1's turn 5 enters the recovery phase with 夜明けの書記 (「リカバリーフェイズの開始時」) and 夕暮れの書記
    (「ターン終了時」) in squares; the log then does `order`: `dawn`/`dusk` put that ability on the stack,
    `resolve` resolves the top item. P2's turn 6 follows. Returns the log and each step's last seq."""
    g = G(
        pos(
            side("P1", squares=[c("P1:n", "DWN", square="B11"), c("P1:d", "DSK", square="B12")]),
            side("P2"),
        )
    )
    g.header["cards"].update(END_CARDS)
    g.at(phase="recovery")
    seqs: dict[str, int] = {}
    for step in order:
        if step == "resolve":
            seqs[step] = g.e(None, "resolve")
        else:
            card = "P1:n" if step == "dawn" else "P1:d"
            event = "recovery_start" if step == "dawn" else "turn_end"
            seqs[step] = g.e("P1", "trigger", card=card, ability=step, event=event)
    g.at(6, "draw")
    g.e("P2", "draw", count=1)
    return g.json(), seqs


def test_3_10_2_the_end_of_turn_ability_goes_on_after_the_recovery_start_ones_resolved() -> None:
    good, _ = _dawn_and_dusk(("dawn", "resolve", "dusk", "resolve"))
    # Put on the stack together with the recovery-start ability: the stack was not empty (3.10.2).
    together, seqs = _dawn_and_dusk(("dawn", "dusk", "resolve", "resolve"))
    report = prove(together, DZ + "ability.turn_end_early", seqs["dusk"], twin=good)
    assert report.findings[0].evidence["why"] == "the stack holds 1 item(s)"
    # Put on the stack first, while the recovery-start ability still had to go on it (3.10.1, 4.8.2).
    first, seqs = _dawn_and_dusk(("dusk", "dawn", "resolve", "resolve"))
    report = prove(first, DZ + "ability.turn_end_early", seqs["dusk"], twin=good)
    assert report.findings[0].evidence["why"] == "a trigger had still to go on the stack"


def test_3_10_2_the_end_of_turn_ability_left_out_or_put_twice() -> None:
    # Left out: it triggered when the turn's recovery phase ended, and was missed (4.8.2).
    missed, _ = _dawn_and_dusk(("dawn", "resolve"))
    report = replay(missed)
    assert [(f.code, f.evidence["ability"]) for f in report.findings] == [
        (DZ + "ability.trigger_missed", "dusk")
    ]
    # 3.10.3 repeats the phase's steps after the first resolved: it does not trigger again (4.4.4).
    twice, seqs = _dawn_and_dusk(("dawn", "resolve", "dusk", "resolve", "dusk", "resolve"))
    report = replay(twice)
    assert [(f.seq, f.code) for f in report.findings] == [(seqs["dusk"], DZ + "ability.not_triggered")]
    assert GAME + "4.4.4" in report.findings[0].clauses


def _bio(phase: str) -> dict[str, Any]:
    """P1's バイオ・ブラスター creates 「ターン終了時に、そのユニットを持ち主の墓地に置く」 for its own unit in the
    main phase; the log puts it on the stack in `phase` (turn 5), then P2's turn begins."""
    g = G(pos(side("P1", squares=[c("P1:u", "RU", square="B21")], hand=[c("P1:bio", "BIO")]), side("P2")))
    g.header["cards"]["BIO"] = CARDS["BIO"]
    g.e("P1", "play", card="P1:bio", targets=["P1:u"], pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(phase=phase)
    g.e("P1", "trigger", card="P1:bio", ability="spell.delayed")
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:bio", moves=[{"card": "P1:u", "to": "graveyard"}])
    g.at(6, "draw")
    g.e("P2", "draw", count=1)
    return g.json()


def test_3_10_2_a_created_end_of_turn_ability_waits_for_the_end_of_turn() -> None:
    report = prove(_bio("main"), DZ + "ability.turn_end_early", 3, twin=_bio("recovery"))
    assert report.findings[0].evidence["why"] == "it is the main phase"


def test_5_5_2_support_given_as_a_card_keyword() -> None:
    def log(card_level: bool) -> dict[str, Any]:
        support = {
            "id": "support",
            "kind": "static",
            "keywords": {"support": 1000},
            "targets": [{"zone": "battle", "whose": "own", "type": "unit", "line": "same"}],
            "effect": {"power": 1000},
        }
        card = unit("支援の旗手", 2000, support) if not card_level else unit("支援の旗手", 2000, support=1000)
        g = G(pos(side("P1", squares=[c("P1:s", "SUP2", square="B11")]), side("P2")))
        g.header["cards"]["SUP2"] = card
        g.e("P1", "pass")
        return g.json()

    prove(log(True), DZ + "log.support_keyword", None, twin=log(False))
