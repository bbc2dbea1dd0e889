"""Small hand-built positions for the checks the generator never breaks: blocks (600.6c), ranges
(601.3, 601.4, 601.6), elimination (600.3a), direct attacks and the policies."""

from __future__ import annotations

from typing import Any

from judge.engine import replay
from judge.engine.games.dm_variants.generator import card_pool, decklist


class Log:
    """Setup for `seats` players, then each seat gets the named hand; entries are added in order."""

    def __init__(
        self, seats: int = 3, options: dict[str, Any] | None = None, variant: str | None = None
    ) -> None:
        self.seats = [f"P{i + 1}" for i in range(seats)]
        self.entries: list[dict[str, Any]] = []
        self.options = {"policies": {"deck_out": "empty_deck"}} | (options or {})
        self.variant = variant or ("standard" if seats == 2 else "free_for_all")
        for s in self.seats:
            self.add(0, "setup", s, "shields", count=5)
            hand = [{"iid": f"{s}:h{i}", "card": cid} for i, cid in enumerate(("F1", "F2", "L1", "N1", "L2"))]
            self.add(0, "setup", s, "draw", cards=hand)

    def add(self, turn: int, phase: str, actor: str | None, act: str, **args: Any) -> None:
        self.entries.append(
            {
                "seq": len(self.entries) + 1,
                "turn": turn,
                "phase": phase,
                "actor": actor,
                "act": act,
                "args": args,
            }
        )

    def turn(self, turn: int, seat: str, *, creature: str = "h0") -> None:
        """A plain turn: draw a fire card, charge it, and summon the cost-1 fire creature `creature`."""
        self.add(turn, "start", seat, "turn_start")
        mana = f"{seat}:d{turn}"
        if turn == 1 and len(self.seats) == 2:
            mana = f"{seat}:h1"  # the first player of a two-player game skips the first draw
        else:
            self.add(turn, "draw", seat, "draw", cards=[{"iid": mana, "card": "F1"}])
        self.add(turn, "charge", seat, "charge", card=mana)
        if creature:
            self.add(turn, "main", seat, "summon", card=f"{seat}:{creature}", tap=[mana])

    def replay(self) -> list[tuple[int | None, str]]:
        header = {
            "format": "judgelog/1",
            "game": "dm-variants",
            "variant": self.variant,
            "options": self.options,
            "players": [{"seat": s} for s in self.seats],
            "first_player": "P1",
            "cards": card_pool(),
            "decklists": {s: decklist() for s in self.seats},
        }
        self.report = replay({"header": header, "entries": self.entries})
        return [(f.seq, f.code) for f in self.report.findings]


def _three_turns(log: Log) -> None:
    for t, s in ((1, "P1"), (2, "P2"), (3, "P3")):
        log.turn(t, s)


def test_legal_setup_and_turns_give_no_finding() -> None:
    log = Log()
    _three_turns(log)
    assert log.replay() == []


def test_only_the_defending_players_creatures_block() -> None:
    log = Log()
    _three_turns(log)
    log.turn(4, "P1", creature="")
    log.add(4, "attack", "P1", "attack", attacker="P1:h0", defender="P2", target="P2")
    log.add(4, "attack", "P3", "block", blocker="P3:h0")
    seq = len(log.entries)
    found = log.replay()
    assert (seq, "dm-variants.block.not_defending_player") in found
    assert (seq, "dm-variants.block.not_blocker") in found  # F1 has no ブロッカー either


def test_the_defender_must_be_an_opponent_still_in_the_game() -> None:
    log = Log()
    _three_turns(log)
    log.add(3, "end", "P2", "concede")
    log.turn(4, "P1", creature="")
    log.add(4, "attack", "P1", "attack", attacker="P1:h0", defender="P2", target="P2")
    found = log.replay()
    assert (len(log.entries), "dm-variants.attack.defender_not_opponent") in found
    assert log.report.final_state["losers"] == ["P2"]


def test_cards_of_a_removed_player_leave_with_them() -> None:
    log = Log()
    _three_turns(log)
    log.add(3, "end", "P2", "concede")
    log.turn(4, "P1", creature="")
    log.add(4, "attack", "P1", "attack", attacker="P1:h0", defender="P3", target="P2:h0")
    found = log.replay()
    assert (len(log.entries), "dm-variants.attack.target_not_defender") in found
    assert log.report.final_state["players"]["P2"]["battle"] == []


def test_range_of_influence_limits_targets_and_activation() -> None:
    log = Log(seats=5, options={"range": 1}, variant="pentagon")
    for t, s in ((1, "P1"), (2, "P2"), (3, "P3"), (4, "P4"), (5, "P5")):
        log.turn(t, s)
    log.turn(6, "P1", creature="")
    log.add(6, "main", "P1", "activate", card="P3:h0", targets=["P3:h0"])
    seq = len(log.entries)
    log.add(6, "attack", "P1", "attack", attacker="P1:h0", defender="P3", target="P3")
    found = log.replay()
    assert (seq, "dm-variants.range.activate") in found
    assert (seq, "dm-variants.range.target") in found
    assert (seq + 1, "dm-variants.attack.out_of_range") in found


def test_an_unblocked_attack_on_a_player_without_shields_must_end_the_game() -> None:
    log = Log(seats=2)
    log.turn(1, "P1")
    log.turn(2, "P2", creature="")
    log.turn(3, "P1", creature="")
    log.add(
        3,
        "attack",
        "P1",
        "effect",
        source="P1:h0",
        moves=[{"card": f"P2:s{i}", "from": "shields", "to": "graveyard"} for i in range(5)],
    )
    log.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P2")
    attack = len(log.entries)
    log.add(3, "end", "P1", "shuffle")
    found = log.replay()
    assert (attack + 1, "dm-variants.direct.missed") in found


def test_direct_attack_ends_a_two_player_game() -> None:
    log = Log(seats=2)
    log.turn(1, "P1")
    log.turn(2, "P2", creature="")
    log.turn(3, "P1", creature="")
    log.add(
        3,
        "attack",
        "P1",
        "effect",
        source="P1:h0",
        moves=[{"card": f"P2:s{i}", "from": "shields", "to": "graveyard"} for i in range(5)],
    )
    log.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P2")
    log.add(3, "attack", "P1", "direct_attack")
    log.add(3, "end", None, "result", winners=["P1"])
    assert log.replay() == []
    assert log.report.final_state["winners"] == ["P1"]


def test_shield_trigger_needs_the_keyword_and_a_card_just_broken() -> None:
    log = Log(seats=2)
    log.turn(1, "P1")
    log.turn(2, "P2", creature="")
    log.turn(3, "P1", creature="")
    log.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P2")
    log.add(3, "attack", "P1", "break", shields=[{"iid": "P2:s1", "card": "F3"}])
    log.add(3, "attack", "P2", "shield_trigger", card="P2:h1")
    found = log.replay()
    seq = len(log.entries)
    assert (seq, "dm-variants.trigger.no_shield_trigger") in found
    assert (seq, "dm-variants.trigger.not_broken_now") in found


def test_a_decided_policy_left_unset_asks_nothing() -> None:
    """decisions.md DM 1 decides 600.3a against 600.3g: the turn player conceding asks no judge."""
    log = Log()
    log.options = {}
    log.turn(1, "P1")
    log.add(1, "main", "P1", "concede")
    assert log.replay() == []


def test_a_second_attack_on_an_untapped_creature_and_a_tapped_attacker() -> None:
    log = Log(seats=2)
    log.turn(1, "P1")
    log.turn(2, "P2")
    log.turn(3, "P1", creature="")
    log.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P2:h0")
    first = len(log.entries)
    log.add(3, "attack", "P1", "attack", attacker="P1:h0", target="P2")
    found = log.replay()
    assert (first, "dm-variants.attack.untapped_creature") in found
    assert (first + 1, "dm-variants.attack.attacker_tapped") in found


def test_pentagon_players_who_qualify_together_all_win() -> None:
    """606.3/606.3a: P3, P4 and P5 leave at once; P1 (far from P3, P4) and P2 (far from P4, P5) both win."""
    log = Log(seats=5, variant="pentagon")
    log.turn(1, "P1")
    log.add(1, "main", "P1", "win_effect", player="P1", losers=["P3", "P4", "P5"])
    log.add(1, "end", None, "result", winners=["P1", "P2"])
    found = log.replay()
    assert found == [(len(log.entries) - 1, "dm-variants.win.effect_losers")]  # 600.9: P2 should lose too
    assert log.report.final_state["winners"] == ["P1", "P2"]


def test_pentagon_one_non_adjacent_opponent_out_is_not_a_win() -> None:
    log = Log(seats=5, variant="pentagon")
    log.turn(1, "P1")
    log.add(1, "main", "P3", "concede")
    log.add(1, "end", None, "result", winners=["P1"])
    assert log.replay() == [(len(log.entries), "dm-variants.pentagon.winner")]


def test_deck_out_follows_the_decision_when_unset_and_an_old_logs_choice() -> None:
    def milled(policies: dict[str, str]) -> Log:
        log = Log(seats=2)
        log.options = {"policies": policies}
        log.turn(1, "P1")
        moves = [{"card": f"P2:x{i}", "from": "deck", "to": "graveyard"} for i in range(30)]
        log.add(1, "main", "P1", "effect", source="P1:h0", moves=moves)
        log.replay()
        return log

    unset = milled({})
    assert unset.report.findings == []
    assert unset.report.final_state["winners"] == ["P1"]  # decisions.md DM 5: an empty deck loses
    later = milled({"deck_out": "cannot_draw"})
    assert later.report.findings == [] and not later.report.final_state["game_over"]
