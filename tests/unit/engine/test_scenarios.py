"""Single-rule scenarios written from the rulebook, mostly from mid-game snapshots."""

from __future__ import annotations

from judge.engine import check_deck, replay
from judge.engine.games.rebirth.generator import card_pool, decklist
from tests.unit.engine.rebirth.legal_games import opening

from .scenario import Log, board, c, codes, header, snapshot


def test_deck_construction_rules() -> None:
    assert check_deck("rebirth", decklist(), card_pool()) == []
    bad = decklist()
    bad["main"]["T-CH01"] = 5  # 51 cards, 5 copies
    bad["main"]["T-RE01"] = 7  # 13 Re-birth cards
    bad["main"]["T-PA1"] = 1
    bad["partners"] = {"T-PA2": 1, "T-CH02": 1}
    got = {f.code for f in check_deck("rebirth", bad, card_pool())}
    assert got == {
        "rebirth.deck.main_size",
        "rebirth.deck.copies",
        "rebirth.deck.rebirth_limit",
        "rebirth.deck.partner_in_main",
        "rebirth.deck.partner_count",
        "rebirth.deck.non_partner_partner",
    }


def test_first_player_cannot_attack_in_turn_one() -> None:
    log = Log(header(snapshot(1, "attack", "P1")), 1, "attack")
    log.add("P1", "attack", step="start", support="P1:m0")
    assert codes(replay(log.doc()), "illegal") == ["rebirth.attack.first_turn"]


def test_partner_attack_needs_three_standing_partners_and_retires_the_target() -> None:
    snap = snapshot(4, "attack", "P1", P1=board("P1", partners_in_energy=2))
    log = Log(header(snap), 4, "attack")
    log.add("P1", "attack", step="start", support="P1:m0", partner_attack=True, partners=["P1:p1", "P1:p2"])
    log.add(None, "damage", step="damage", amount=1)
    log.add("P1", "end_turn", phase="end")
    report = replay(log.doc())
    assert codes(report, "illegal") == [
        "rebirth.attack.partner_attack",
        "rebirth.recovery.retire_partner_attacked",
    ]
    # The skipped retire may be a consequence of the bad partner attack.
    assert report.illegal[1].may_stem_from == [1]


def test_blocker_with_reference_info_and_block_by_turn_player() -> None:
    snap = snapshot(4, "attack", "P1", P2=board("P2", entry="T-CH02", hand=[c("P2:h1", "T-CH09")]))
    log = Log(header(snap), 4, "attack")
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "block", step="block", card="P2:h1")  # T-CH09 blocks only 学園; T-CH02 is 魔法
    assert codes(replay(log.doc()), "illegal") == ["rebirth.block.blocker_reference"]


def test_hidden_blocker_needs_a_ruling() -> None:
    log = Log(header(snapshot(4, "attack", "P1")), 4, "attack")
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "block", step="block", card="P2:x1")
    report = replay(log.doc())
    assert codes(report) == ["rebirth.block.blocker_hidden"]
    assert report.findings[0].unknown


def test_refresh_is_immediate_and_loss_with_empty_waiting_room() -> None:
    snap = snapshot(4, "main", "P1", P1=board("P1", deck=1, hand=[c("P1:h1", "T-RE01")]))
    log = Log(header(snap), 4, "main")
    log.add("P1", "set_rebirth", card="P1:h1", draw=True)
    log.add("P1", "to_attack_phase")
    report = replay(log.doc())
    assert codes(report, "illegal") == ["rebirth.refresh.skipped"]
    snap = snapshot(4, "main", "P1", P1=board("P1", deck=1, waiting=0, hand=[c("P1:h1", "T-RE01")]))
    log = Log(header(snap), 4, "main")
    log.add("P1", "set_rebirth", card="P1:h1", draw=True)
    log.add("P1", "to_attack_phase")
    report = replay(log.doc())
    assert codes(report, "illegal") == ["rebirth.refresh.loss"]
    assert report.final_state["winners"] == ["P2"]


def test_seven_retired_cards_end_the_game() -> None:
    snap = snapshot(6, "attack", "P1", P2=board("P2", entry="T-CH01", retire=6))
    log = Log(header(snap), 6, "attack")
    log.add("P1", "attack", step="start", support="P1:m0")
    log.add("P2", "retire", step="damage", card="P2:e1")
    log.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    log.add("P1", "end_turn", phase="end")
    report = replay(log.doc())
    assert codes(report, "illegal") == ["rebirth.defeat.game_continued"]
    assert report.final_state["winners"] == ["P1"]


def test_entry_processing_order_turn_player_first() -> None:
    snap = snapshot(4, "main", "P1")
    snap["players"]["P1"]["entry"] = []
    snap["players"]["P2"]["entry"] = []
    log = Log(header(snap), 4, "main")
    log.add("P2", "entry_fill", card=c("P2:c30", "T-CH06"))
    log.add("P1", "entry_fill", card=c("P1:c30", "T-CH06"))
    assert codes(replay(log.doc()), "illegal") == ["rebirth.entry.order"]


def test_entry_filled_from_hand() -> None:
    snap = snapshot(4, "main", "P1", P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    snap["players"]["P1"]["entry"] = []
    log = Log(header(snap), 4, "main")
    log.add("P1", "entry_fill", card="P1:h1")
    assert codes(replay(log.doc()), "illegal") == ["rebirth.entry.fill_source"]


def test_energy_phase_limits_and_partner_as_energy() -> None:
    snap = snapshot(
        4,
        "energy",
        "P1",
        P1=board("P1", hand=[c("P1:h1", "T-CH06"), c("P1:h2", "T-CH07"), c("P1:p3", "T-PA3")]),
    )
    log = Log(header(snap), 4, "energy")
    log.add("P1", "energy", card="P1:h1")
    log.add("P1", "energy", card="P1:h2")
    log.add("P1", "energy", card="P1:p3")
    # The third card is a second non-partner placement, and a partner placed as a non-partner.
    assert codes(replay(log.doc())) == [
        "rebirth.energy.limit",
        "rebirth.energy.partner_kind",
        "rebirth.energy.limit",
    ]


def test_abilities_once_per_turn_and_conditions() -> None:
    snap = snapshot(4, "main", "P1", P1=board("P1", retire=1))
    log = Log(header(snap), 4, "main")
    ability = {"card": "P1:m0", "ability": "A", "once_per_turn": True, "pay": ["P1:n0"], "energy": 1}
    log.add("P1", "play_ability", **ability)
    log.add("P1", "play_ability", **(ability | {"pay": ["P1:n1"]}))
    log.add("P1", "play_ability", card="P1:m0", ability="B", condition={"honryo": 5})
    log.add("P1", "play_ability", card="P1:m0", ability="C", condition={"recombo": True})
    log.add("P1", "play_ability", card="P1:m0", ability="D", pay=["P1:n0"], energy=1)
    assert codes(replay(log.doc()), "illegal") == [
        "rebirth.ability.once_per_turn",
        "rebirth.ability.condition_honryo",
        "rebirth.ability.condition_recombo",
        "rebirth.cost.energy_payment",
    ]


def test_gaps_become_needs_ruling() -> None:
    snap = snapshot(4, "main", "P1", P1=board("P1", hand=[c("P1:h1", "T-CH06")], partners_in_energy=1))
    # The event chose free character plays (the option of product decision Rebirth 1): the energy rested
    # to play one is a point the rulebook leaves open.
    log = Log(header(snap, options={"character_play_cost": "none"}), 4, "main")
    log.add("P1", "play_character", card="P1:h1", to="member", slot=1, pay=["P1:n0"])
    log.add("P1", "move_to_member", card="P1:e1", slot=2, pay=["P1:n1", "P1:n2", "P1:p1"])
    report = replay(log.doc())
    assert codes(report, "illegal") == []
    # A standing partner pays energy like any standing energy card (5.14.1; product decision Rebirth 2).
    assert codes(report, "needs_ruling") == ["rebirth.main.play_cost_gap"]
    assert all(f.unknown for f in report.findings)
    # By default the play costs its printed cost (decision 1), so the same payment is simply right.
    default = log.doc()
    del default["header"]["options"]
    assert replay(default).findings == []


def test_effect_cannot_move_cards_into_another_players_zone() -> None:
    log = Log(header(snapshot(4, "main", "P1")), 4, "main")
    log.add("P1", "effect", source="P1:m0", moves=[{"card": "P1:w0", "to": "waiting_room", "player": "P2"}])
    assert codes(replay(log.doc()), "illegal") == ["rebirth.zone.owner"]


def test_setup_checks() -> None:
    # The hand-written legal opening (rebirth/legal_games.py) with P1's setup entry character a cost-3 card
    # (6.2.1.2: cost 0 only), at seq 1 and in the reveal at seq 10; the log stops after the setup.
    log = opening()
    log["entries"] = log["entries"][:10]
    log["entries"][0]["args"]["card"]["card"] = "T-CH04"  # cost 3
    log["entries"][9]["args"]["cards"][0]["card"] = "T-CH04"
    report = replay(log)
    assert codes(report) == ["rebirth.setup.entry_cost"]


def test_hidden_setup_card_cost_is_a_ruling_not_an_accusation() -> None:
    log = opening()
    log["entries"] = log["entries"][:10]  # the setup only
    for e in log["entries"]:
        if e["act"] == "setup_entry":
            e["args"]["card"] = {"iid": e["args"]["card"]["iid"]}
        if e["act"] == "reveal":
            e["args"]["face_up"] = False
    report = replay(log)
    assert codes(report, "illegal") == []
    # The setup cards are turned face up at the start (product decision Rebirth 3): only the cost is open.
    assert codes(report, "needs_ruling") == ["rebirth.setup.entry_cost", "rebirth.setup.entry_cost"]


def _multi(variant: str, seats: int, teams: list[list[str]] | None = None) -> dict:
    names = [f"P{i + 1}" for i in range(seats)]
    players = {s: board(s) for s in names}
    snap = {"turn": 5, "phase": "attack", "turn_players": ["P1"], "players": players}
    deck = decklist()
    extra = {"teams": [{"seats": t} for t in teams]} if teams else {}
    return header(
        snap,
        variant=variant,
        players=[{"seat": s} for s in names],
        decklists={s: deck for s in names},
        **extra,
    )


def test_circle_attacks_only_the_next_player() -> None:
    log = Log(_multi("circle", 4), 5, "attack")
    log.add("P1", "attack", step="start", support="P1:m0", target="P3")
    log.add("P4", "block", step="block", card=c("P4:h9", "T-CH03"))
    assert codes(replay(log.doc()), "illegal") == ["rebirth.mp.circle_target", "rebirth.mp.circle_block"]


def test_rumble_needs_a_target_and_only_it_blocks() -> None:
    log = Log(_multi("rumble", 3), 5, "attack")
    log.add("P1", "attack", step="start", support="P1:m0", target="P3")
    log.add("P2", "block", step="block", card=c("P2:h9", "T-CH03"))
    assert codes(replay(log.doc()), "illegal") == ["rebirth.mp.rumble_block"]


def test_double_team_attacks_the_opposite_player() -> None:
    head = _multi("double_team", 4, [["P1", "P2"], ["P3", "P4"]])
    log = Log(head, 5, "attack")
    log.add("P1", "attack", step="start", support="P1:m0", target="P3")  # opposite of P1 is P4
    log.add("P2", "attack", step="start", support="P2:m0", target="P3")
    log.add("P4", "block", step="block", card=c("P4:h9", "T-CH03"))  # teammate of P3 may block...
    report = replay(log.doc())
    # ...with a plain ブロッカー (12.8.5.1 over 11.6.2; product decision Rebirth 7).
    assert codes(report) == ["rebirth.mp.team_target"]


def test_double_seven_counts_retire_per_team() -> None:
    head = _multi("double_seven", 4, [["P1", "P2"], ["P3", "P4"]])
    head["snapshot"]["players"]["P3"] = board("P3", retire=7)
    log = Log(head, 5, "attack")
    log.add("P1", "end_turn", phase="end")
    report = replay(log.doc())
    assert report.final_state["game_over"] is False  # 7 < 2 x 7; a player alone never loses (12.10.3.2)
