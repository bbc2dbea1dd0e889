"""A rule effect due prevents the battle in its own square only (3.11.1-1, 4.16.4-3-2).

3.11.1-1 reads square by square: a rule effect other than battle occurrence that moves one of the units
that would make a battle out of *that* square prevents *that* battle. A skipped rule effect in one square
(`rule.skipped`) does not stop a legal battle in another from occurring, and a battle the log fights
against a rule effect is judged in the square the log fights in (`battle1@B22` names it), not in the first
square in board order where some rule effect is due. A battle fought against the rules has none of a
battle's events (3.12.1): no 「バトルに勝った時」 or 「バトル終了時」 ability triggers in it. Named by its square
while a legal battle goes on, it is fought as a battle occurring during that one (3.11.3): the one breach is
the battle fought, not the order of the two, and going back to the legal battle leaves it.
"""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from tests.unit.engine.dimension_zero.dz_abilities import G, c, pos, side
from tests.unit.engine.dimension_zero.test_end_moments import END_CARDS
from tests.unit.engine.proof import prove

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


# --- a prevented battle named while a legal battle goes on (3.11.1-1, 3.11.3, 4.16.4-3-2) ---------------
# A battle-timing unit of power 0: played from the hand in a battle (3.5.1-1), it dies by 4.16.4-4 first.
BOU = {
    "name": "バトルのパワー0のユニット",
    "type": "unit",
    "keywords": {"cost": {"red": 1}, "move": {"colourless": 1}, "timing": "battle", "power": 0, "smash": 1},
}


def _during_battle(*, skip: bool) -> G:
    """P1's 3000 unit attacks P2's 3000 unit in B22 (a legal battle). In its first battle step P1 plays a
    battle-timing power-0 unit into B21, where P2's other unit stands: the rule effect that puts it into the
    graveyard (4.16.4-4) comes first and prevents the battle in B21 (3.11.1-1, 4.16.4-3-2). With ``skip``
    the log keeps the unit and fights that battle, named by its square, then the battle in B22 goes on."""
    g = G(
        pos(
            side("P1", hand=[c("P1:a", "RU"), c("P1:b", "BOU")]),
            side("P2", squares=[c("P2:r", "RU", square="B21"), c("P2:s", "RU", square="B22")]),
        )
    )
    g.header["cards"]["BOU"] = BOU
    g.e("P1", "play", card="P1:a", to="B22", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    g.e("P1", "play", card="P1:b", to="B21", pay=["P1:e1"])
    g.e(None, "resolve")
    if skip:
        g.at(step="battle1@B21")
        g.e(None, "exchange", damage={})
        g.e(None, "resolve")
        g.at(step="battle2@B21")
        g.e(None, "exchange", damage={"P1:b": 3000})
        g.e(None, "resolve")
        g.e(None, "rule_effect", card="P1:b")
        g.at(step="battle1@B22")
    else:
        g.e(None, "rule_effect", card="P1:b")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2@B22" if skip else "battle2")
    g.e(None, "exchange", damage={"P1:a": 3000, "P2:s": 3000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:a")
    g.e(None, "rule_effect", card="P2:s")
    g.at(step=None)
    g.e("P1", "pass")
    return g


def test_a_prevented_battle_named_during_a_legal_battle_is_battle_prevented() -> None:
    # A judge reads: the unit in B21 should have gone to the graveyard (rule.skipped), so no battle occurred
    # there, and the table fought one all the same (battle.prevented) at the first entry of `battle1@B21`.
    # Had it occurred it would have made the battle in B22 wait (3.11.3), and that is how the table fought
    # it: B21's steps first, then B22's from where it stood. Nothing else is wrong.
    bad, twin = _during_battle(skip=True), _during_battle(skip=False)
    prove(bad.json(), DZ + "battle.prevented", 5, twin=twin.json(), companions=(DZ + "rule.skipped",))


def test_leaving_the_prevented_battle_for_the_legal_one_is_no_second_breach() -> None:
    # The table starts fighting in B21, then goes back to B22 before B21's second step. No battle occurred
    # in B21, so none waited for it (3.11.1-1, 3.11.3): going on in B22 is what the rules ask, not a waiting
    # battle fought (battle.waiting_battle), and B21 owed no exchange (battle.exchange_missing).
    g = _during_battle(skip=False)
    g.entries = g.entries[:4]
    g.at(step="battle1@B21")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle1@B22")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2@B22")
    g.e(None, "exchange", damage={"P1:a": 3000, "P2:s": 3000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:a")
    g.e(None, "rule_effect", card="P2:s")
    g.at(step=None)
    g.e(None, "rule_effect", card="P1:b")  # late, but the rule.skipped at seq 5 already says so
    g.e("P1", "pass")
    assert _codes(g) == [(5, DZ + "rule.skipped"), (5, DZ + "battle.prevented")]


def test_a_prevented_battle_left_before_its_second_exchange_owes_none() -> None:
    # No legal battle: the table fights B21's prevented battle through its first step only and stops. No
    # battle occurred, so no exchange was owed (3.11.1-1): battle.prevented alone, no exchange_missing.
    g = _position(r="B21")
    g.e("P1", "play", card="P1:z", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    seq = g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step=None)
    g.e(None, "rule_effect", card="P1:z")
    g.e("P1", "pass")
    assert _codes(g) == [(seq, DZ + "rule.skipped"), (seq, DZ + "battle.prevented")]


def test_a_prevented_battle_with_no_battle_in_progress_owes_no_exchange() -> None:
    # No battle anywhere: the table fights B21's prevented battle through both steps but leaves out the
    # first step's exchange. No battle occurred, so no exchange was owed (3.11.1-1, 4.16.4-3-2): the one
    # breach is the battle fought, battle.prevented (beside the rule.skipped), not battle.exchange_missing,
    # which this log had before 2026-11-27.
    g = _position(r="B21")
    g.e("P1", "play", card="P1:z", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    g.at(step="battle1")
    seq = g.e("P1", "pass")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P1:z": 3000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:z")
    g.at(step=None)
    g.e("P1", "pass")
    assert _codes(g) == [(seq, DZ + "rule.skipped"), (seq, DZ + "battle.prevented")]


def test_a_prevented_battle_from_before_the_legal_one_named_during_it() -> None:
    # P1's power-0 unit enters B21 (the log keeps it: rule.skipped when priority next arises, at seq 3), then
    # P1's 3000 unit enters B22, a legal battle. During it the log fights in B21, naming it: that battle never
    # occurred (battle.prevented), and the battle in B22 goes on after it as the table fought it.
    g = _position(r="B21", s="B22")
    g.e("P1", "play", card="P1:z", to="B21", pay=["P1:e0"])
    g.e(None, "resolve")
    skipped = g.e("P1", "play", card="P1:a", to="B22", pay=["P1:e1"])
    g.e(None, "resolve")
    g.at(step="battle1@B21")
    fought = g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2@B21")
    g.e(None, "exchange", damage={"P1:z": 3000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:z")
    _fight(g, "P1:a", "P2:s", step="battle@B22")
    g.at(step=None)
    g.e("P1", "pass")
    assert _codes(g) == [(skipped, DZ + "rule.skipped"), (fought, DZ + "battle.prevented")]


# --- battles occurring in two squares at the same moment (3.11.1-4) --------------------------------------
def _simultaneous(*, skip: bool) -> G:
    """P1's strategy puts P1's 3000 units into P2's B21 and B22 at once: battles occur in both squares at the
    same moment (3.11.1-4, battle.nested), B22's alongside B21's. B21's battle is fought to its end, then in
    the second battle step P1's Battle strategy deals 3000 damage to P2's unit in B22, and the log goes on
    naming B22's battle (`battle2@B22`). With ``skip`` it leaves out the rule effect that puts that unit into
    the graveyard (4.16.4-5)."""
    hand = [c("P1:n", "NS"), c("P1:a", "RU"), c("P1:b", "RU"), c("P1:t", "BS")]
    p2_squares = [c("P2:r", "RU", square="B21"), c("P2:s", "RU", square="B22")]
    g = G(pos(side("P1", hand=hand), side("P2", squares=p2_squares)))
    g.e("P1", "play", card="P1:n", pay=["P1:e0"])
    g.e(None, "resolve")
    moves = [{"card": "P1:a", "from": "hand", "to": "B21"}, {"card": "P1:b", "from": "hand", "to": "B22"}]
    g.e(None, "effect", source="P1:n", moves=moves)
    g.at(step="battle1")
    g.e(None, "exchange", damage={})
    g.e(None, "resolve")
    g.at(step="battle2")
    g.e(None, "exchange", damage={"P1:a": 3000, "P2:r": 3000})
    g.e(None, "resolve")
    g.e(None, "rule_effect", card="P1:a")
    g.e(None, "rule_effect", card="P2:r")
    g.e("P1", "play", card="P1:t", pay=["P1:e1"])
    g.e(None, "resolve")
    g.e(None, "effect", source="P1:t", damage=[{"card": "P2:s", "amount": 3000}])
    if not skip:
        g.e(None, "rule_effect", card="P2:s")
    g.at(step="battle2@B22")
    g.e("P1", "pass")
    g.e("P2", "pass")
    g.at(step=None)
    g.e("P1", "pass")
    return g


def test_a_rule_effect_due_in_a_battle_fought_alongside_prevents_nothing() -> None:
    # The battle in B22 occurred, at the same moment as B21's (3.11.1-4): a rule effect due there later is
    # not one due before a battle would occur (3.11.1-1, 4.16.4-3-2), so naming B22's step is no prevented
    # battle fought, at either entry. The log that skips the rule effect has rule.skipped for it; naming a
    # square alongside is `turn.unknown_phase` as before (the engine follows the first square's steps only,
    # and asks for a ruling on how the squares go together: battle.nested).
    for skip in (True, False):
        codes = _codes(_simultaneous(skip=skip))
        assert (4, DZ + "battle.nested") in codes, codes
        assert not [code for _, code in codes if code == DZ + "battle.prevented"], codes
    assert [code for _, code in _codes(_simultaneous(skip=True))].count(DZ + "rule.skipped") == 1
    assert not [code for _, code in _codes(_simultaneous(skip=False)) if code == DZ + "rule.skipped"]
