"""Proofs of the commander rules on every way a commander enters or returns (701.13-701.15): only its mana
cost or its own ability takes it out of 超統率ゾーン, and only into the battle zone (701.13); the tax is owed
whichever way it is put into the battle zone (701.14); it returns only at the state-based moment after it
left the battle zone (701.15). Hand-written logs (test_dmedh.py's EDH builder) and their legal twins."""

from __future__ import annotations

from typing import Any

from tests.unit.engine.dm_variants.test_dmedh import EDH, _next_p1_turn, _ramp
from tests.unit.engine.proof import prove

P = "dm-variants.dmedh."


def _log(log: EDH) -> dict[str, Any]:
    from tests.unit.engine.dm_variants.test_dmedh import dmedh_cards, dmedh_deck

    header = {
        "format": "judgelog/1",
        "game": "dm-variants",
        "variant": log.variant,
        "options": log.options,
        "players": [{"seat": s} for s in log.seats],
        "first_player": "P1",
        "cards": dmedh_cards(),
        "decklists": {s: dmedh_deck() for s in log.seats},
    }
    return {"header": header, "entries": log.entries}


def test_701_13_another_cards_effect_does_not_take_the_commander_out() -> None:
    def build(source: str) -> tuple[dict[str, Any], int]:
        log = EDH()
        _ramp(log, 5)
        log.add(5, "main", "P1", "effect", source=source, moves=[{"card": "P1:cmd", "to": "battle"}])
        return _log(log), len(log.entries)

    bad, seq = build("P1:c1")
    prove(bad, P + "commander_leaves_command", seq, twin=build("P1:cmd")[0])


def test_701_13_the_commander_leaves_the_zone_only_into_the_battle_zone() -> None:
    def build(to: str) -> tuple[dict[str, Any], int]:
        log = EDH()
        _ramp(log, 5)
        log.add(5, "main", "P1", "effect", source="P1:cmd", moves=[{"card": "P1:cmd", "to": to}])
        return _log(log), len(log.entries)

    bad, seq = build("hand")
    prove(bad, P + "commander_leaves_command", seq, twin=build("battle")[0])


def test_701_14_the_tax_is_owed_when_its_own_ability_puts_it_out_again() -> None:
    """The second time out is by its own ability (踏み倒し): 2 untapped mana cards are still owed."""

    def build(tax: int) -> tuple[dict[str, Any], int]:
        log = EDH()
        mana = _ramp(log, 13)
        log.add(13, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3])
        log.add(13, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "graveyard"}])
        log.add(13, "main", "P1", "commander_return", card="P1:cmd")
        _next_p1_turn(log)
        moves = [{"card": "P1:cmd", "from": "command", "to": "battle"}]
        log.add(15, "main", "P1", "effect", source="P1:cmd", moves=moves, tax=mana[3 : 3 + tax])
        return _log(log), len(log.entries)

    bad, seq = build(0)
    prove(bad, P + "commander_tax", seq, twin=build(2)[0])


def test_701_15_the_return_is_chosen_at_once() -> None:
    """The commander is destroyed; an effect draws a card and only then is the commander returned: too late."""

    def build(late: bool) -> tuple[dict[str, Any], int]:
        log = EDH()
        mana = _ramp(log, 13)
        log.add(13, "main", "P1", "summon", card="P1:cmd", **{"from": "command"}, tap=mana[:3])
        log.add(13, "main", "P1", "effect", source="P2:x", moves=[{"card": "P1:cmd", "to": "graveyard"}])
        if late:
            log.add(13, "main", "P1", "draw", count=1, source="P1:cmd")
        log.add(13, "main", "P1", "commander_return", card="P1:cmd")
        return _log(log), len(log.entries)

    bad, seq = build(True)
    good, _ = build(False)
    prove(bad, P + "commander_return_late", seq, twin=good)
