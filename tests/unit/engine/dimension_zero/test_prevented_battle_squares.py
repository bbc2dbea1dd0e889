"""A rule effect due prevents the battle in its own square only (3.11.1-1, 4.16.4-3-2).

3.11.1-1 reads square by square: a rule effect other than battle occurrence that moves one of the units
that would make a battle out of *that* square prevents *that* battle. A skipped rule effect in one square
(`rule.skipped`) does not stop a legal battle in another from occurring, and a battle the log fights
against a rule effect is judged in the square the log fights in (`battle1@B22` names it), not in the first
square in board order where some rule effect is due. A battle fought against the rules has none of a
battle's events (3.12.1): no 「バトルに勝った時」 or 「バトル終了時」 ability triggers in it.
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_abilities import G, c, pos, side
from tests.unit.engine.dimension_zero.test_end_moments import END_CARDS

DZ = "dimension-zero."


def _position(p1_squares: list[dict[str, Any]] | None = None, **p2: str) -> G:
    """P1's turn 5: P1 holds two power-0 units (OU) and a 3000 one (RU); P2's units stand where `p2` says."""
    hand = [c("P1:z", "OU"), c("P1:y", "OU"), c("P1:a", "RU")]
    p2_squares = [c(f"P2:{name}", "RU", square=square) for name, square in p2.items()]
    g = G(pos(side("P1", squares=p1_squares, hand=hand), side("P2", squares=p2_squares)))
    g.header["cards"].update(END_CARDS)
    return g


def _fight(g: G, p1: str, p2: str, step: str = "battle", p1_damage: int = 3000) -> None:
    """The log fights P1's `p1` against P2's 3000 `p2` through both exchanges, then applies the rule effects."""
    g.at(step=f"{step}1" if "@" not in step else step.replace("battle", "battle1"))
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step=f"{step}2" if "@" not in step else step.replace("battle", "battle2"))
    g.e(None, "exchange", damage={p1: 3000, p2: p1_damage} if p1_damage else {p1: 3000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card=p1)
    if p1_damage:
        g.e(None, "rule_effect", card=p2)


def _codes(g: G) -> list[tuple[int | None, str]]:
    return [(f.seq, f.code) for f in replay(g.json()).findings]


def test_a_skipped_rule_effect_elsewhere_does_not_stop_a_legal_battle() -> None:
    # P1's power-0 unit is left alone in B11 (4.16.4-4 skipped); P1's 3000 unit then enters P2's square B21
    # and the battle there occurs by the rules: the log fights it, and only the skipped rule effect is found.
    g = _position(r="B21")
    g.e("P1", "play", card="P1:z", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    skipped = g.e("P1", "play", card="P1:a", to="B21", pay=["P1:e1"])
    g.e(None, "resolve")
    _fight(g, "P1:a", "P2:r")
    g.at(step=None)
    g.e("P1", "pass")
    assert _codes(g) == [(skipped, DZ + "rule.skipped")]


def test_the_legal_battle_is_fought_not_the_prevented_one() -> None:
    # P1's power-0 unit enters P2's B21 (no battle there, 3.11.1-1), the log keeps it; P1's 3000 unit enters
    # P2's B22, a legal battle the log fights (step without a square). Judged in B22: no battle.prevented
    # naming B21, no exchange expected from B21's units, no battles in two squares at once.
    g = _position(r="B21", s="B22")
    g.e("P1", "play", card="P1:z", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    skipped = g.e("P1", "play", card="P1:a", to="B22", pay=["P1:e1"])
    g.e(None, "resolve")
    _fight(g, "P1:a", "P2:s")
    g.at(step=None)
    g.e("P1", "pass")
    assert _codes(g) == [(skipped, DZ + "rule.skipped")]


def test_a_prevented_battle_is_judged_in_the_square_the_log_names() -> None:
    # Both of P1's power-0 units enter P2's squares (B21, B22); the log fights `battle1@B22`.
    g = _position(r="B21", s="B22")
    g.e("P1", "play", card="P1:z", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.e("P1", "play", card="P1:y", to="B22", pay=["P1:e1"])
    g.e(None, "resolve")
    _fight(g, "P1:y", "P2:s", step="battle@B22", p1_damage=0)
    g.at(step=None)
    g.e(None, "rule_effect", card="P1:z")
    report = replay(g.json())
    prevented = [f for f in report.findings if f.code == DZ + "battle.prevented"]
    assert [(f.evidence["square"], f.evidence["card"]) for f in prevented] == [("B22", "P1:y")]
    assert not [f for f in report.findings if f.code == DZ + "battle.exchange_damage"], report.findings


def test_a_rule_effect_in_a_square_with_no_battle_prevents_nothing() -> None:
    # P1's power-0 unit is left alone in B11: no battle would occur there, so a step the log names with no
    # battle anywhere is a malformed log, not a prevented battle.
    g = _position()
    g.e("P1", "play", card="P1:z", to="B11", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    seq = g.e("P1", "pass")
    assert _codes(g) == [(seq, DZ + "rule.skipped"), (seq, DZ + "turn.unknown_phase")]


def _prevented(witness: str, enemy: str, damage: int) -> G:
    """P1's power-0 unit enters P2's `enemy` square B21 and the log fights the battle it prevents; P1's
    `witness` stands in B11."""
    g = G(
        pos(
            side("P1", squares=[c("P1:w", witness, square="B11")], hand=[c("P1:z", "OU")]),
            side("P2", squares=[c("P2:r", enemy, square="B21")]),
        )
    )
    g.header["cards"].update(END_CARDS)
    g.e("P1", "play", card="P1:z", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P1:z": damage})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:z")
    g.at(step=None)
    g.e("P1", "pass")
    return g


def test_no_battle_end_or_battle_won_ability_triggers_in_a_prevented_battle() -> None:
    # 3.12.1, 3.14.1: no battle occurred, so it has no winner and no end: P1's 「バトル終了時」 unit and P2's
    # 「バトルに勝った時」 unit trigger nothing, and the log that puts neither on the stack missed nothing.
    for witness, enemy, damage in (("BEN", "RU", 3000), ("RU", "WIN", 5000)):
        assert _codes(_prevented(witness, enemy, damage)) == [
            (3, DZ + "rule.skipped"),
            (3, DZ + "battle.prevented"),
        ], witness
