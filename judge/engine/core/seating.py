"""Seat checks shared by the two-player games: the header names exactly two seats and a seated first player."""

from __future__ import annotations

from typing import Any

from judge.engine.core.errors import LogReadError


def two_player_order(
    header: dict[str, Any], game: str, rule_en: str, rule_ja: str
) -> tuple[list[str], list[str]]:
    """(seats as listed, seats in turn order). ``rule_en``/``rule_ja`` say which clause limits the game to two."""
    seats = [p["seat"] for p in header["players"]]
    if len(seats) != 2 or len(set(seats)) != 2:
        raise LogReadError(f"{game}.header", rule_en, rule_ja, path="$.header.players")
    first = header.get("first_player", seats[0])
    if first not in seats:
        raise LogReadError(
            f"{game}.header",
            f"First player '{first}' is not seated.",
            f"先攻プレイヤー'{first}'が席にいません。",
            path="$.header.first_player",
        )
    return seats, [first, seats[1] if first == seats[0] else seats[0]]
