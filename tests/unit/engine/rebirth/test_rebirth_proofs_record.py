"""Proofs of the Rebirth checks about the record itself: the header's cards and decklists, seats, identities."""

from __future__ import annotations

from judge.engine.games.rebirth.generator import decklist
from tests.unit.engine.proof import prove

from .logs import board, c, header, main_log, snapshot, twin_of


def _with_line(card_id: str, spec: dict | None) -> dict:
    """A header whose P1 decklist swaps one T-CH01 for `card_id` (defined as `spec` unless None)."""
    deck = decklist()
    deck["main"]["T-CH01"] = 3
    deck["main"][card_id] = 1
    head = header(snapshot(), decklists={"P1": deck, "P2": decklist()})
    if spec is not None:
        head["cards"][card_id] = spec
    return {"header": head, "entries": []}


_LEGAL = {"header": header(snapshot()), "entries": []}
_CHARACTER = {"name": "テストキャラX", "type": "CH", "cost": 1, "atk": 1, "def": 2}


def test_2_2_2_a_decklist_card_needs_a_definition() -> None:
    prove(_with_line("T-ZZ01", None), "rebirth.deck.unknown_card", None, twin=_LEGAL)


def test_2_2_2_card_types_are_character_rebirth_and_partner() -> None:
    prove(_with_line("T-ZZ01", dict(_CHARACTER, type="EV")), "rebirth.deck.bad_type", None, twin=_LEGAL)


def test_6_1_2_1_deck_construction_ability_needs_a_judge() -> None:
    log = _with_line("T-ZZ01", dict(_CHARACTER, deck_rule=True))
    twin = _with_line("T-ZZ01", dict(_CHARACTER))
    prove(log, "rebirth.deck.construction_ability", None, twin=twin)


def test_2_2_2_a_card_named_in_the_log_needs_a_definition() -> None:
    log = main_log(P1=board("P1", hand=[{"iid": "P1:h1"}]))
    seq = log.add("P1", "reveal", cards=[c("P1:h1", "T-ZZ01")])
    twin = twin_of(log, seq, cards=[c("P1:h1", "T-CH06")])
    # An id with no definition cannot be in the decklist either: the same slip, reported as a log error too.
    prove(log.doc(), "rebirth.log.unknown_card", seq, twin=twin, allow=("rebirth.log.not_in_decklist",))


def test_3_1_1_an_entry_names_a_seat_of_the_game() -> None:
    log = main_log(phase="end")
    seq = log.add("P3", "draw", turn=4, phase="standby", count=1)
    twin = twin_of(log, seq, actor="P2")
    prove(log.doc(), "rebirth.log.unknown_seat", seq, twin=twin)


def test_4_1_2_2_a_snapshot_lists_the_cards_of_public_zones() -> None:
    p1 = board("P1")
    p1["waiting_room"] = {"count": 3, "cards": p1["waiting_room"]}  # 2 listed of 3: one is missing
    log = main_log(P1=p1)
    log.add("P1", "to_attack_phase", phase="attack")
    twin = main_log()
    twin.add("P1", "to_attack_phase", phase="attack")
    prove(log.doc(), "rebirth.log.snapshot", None, twin=twin.doc())


def test_4_1_4_a_card_keeps_its_identity() -> None:
    log = main_log(P1=board("P1", hand=[c("P1:h1", "T-CH06")]))
    # Paid for the card the log names (T-CH07, cost 2); the twin names the card it is (T-CH06, cost 1).
    seq = log.add(
        "P1", "play_character", card=c("P1:h1", "T-CH07"), to="member", slot=1, pay=["P1:n0", "P1:n1"]
    )
    twin = twin_of(log, seq, card=c("P1:h1", "T-CH06"), pay=["P1:n0"])
    prove(log.doc(), "rebirth.log.identity_conflict", seq, twin=twin)


def test_6_2_1_1_an_identified_card_is_an_unaccounted_copy_of_the_decklist() -> None:
    p1 = board("P1")
    p1["waiting_room"] = [c(f"P1:w{k}", "T-CH06") for k in range(4)]  # all 4 copies are accounted for
    log = main_log(P1=p1)
    seq = log.add("P1", "play_character", card=c("P1:x1", "T-CH06"), to="member", slot=1, pay=["P1:n0"])
    twin = twin_of(log, seq, card=c("P1:x1", "T-CH07"), pay=["P1:n0", "P1:n1"])
    prove(log.doc(), "rebirth.log.not_in_decklist", seq, twin=twin)


def test_log_list_arguments_of_an_effect_are_lists() -> None:
    # An effect whose 'moves' is not a list is a malformed record, not an engine failure.
    log = main_log()
    seq = log.add("P1", "effect", source="P1:m0", moves=True)
    twin = twin_of(log, seq, moves=[])
    prove(log.doc(), "rebirth.log.bad_args", seq, twin=twin)
