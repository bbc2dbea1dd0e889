"""Pieces of a game module's start() and apply() that every engine does the same way.

Each engine still owns its flow; these helpers only keep the header errors and the first screening of
an entry identical across games, so a judge sees the same message for the same log mistake.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Mapping
from typing import Any

from judge.engine.core.checks import CheckSpec
from judge.engine.core.context import Context
from judge.engine.core.entries import Entry
from judge.engine.core.errors import LogReadError


def header_error(game: str, en: str, ja: str, path: str) -> LogReadError:
    """An unusable header, coded '<game>.header' and pointing at the JSON path at fault."""
    return LogReadError(f"{game}.header", en, ja, path=path)


def header_variant(header: Mapping[str, Any], game: str, known: Collection[str], default: str) -> str:
    """The header's variant, or a header error listing the known ones."""
    variant = header.get("variant", default)
    if variant not in known:
        raise header_error(
            game,
            f"Unknown variant '{variant}'; known: {', '.join(known)}.",
            f"不明なフォーマット'{variant}'です。",
            "$.header.variant",
        )
    return variant


def decklist_for(header: Mapping[str, Any], seat: str, game: str) -> dict[str, Any]:
    """The seat's decklist from the header; a seat without one cannot be replayed."""
    deck = header["decklists"].get(seat)
    if deck is None:
        raise header_error(
            game,
            f"No decklist for seat {seat}.",
            f"席{seat}のデッキリストがありません。",
            "$.header.decklists",
        )
    return deck


def positive_counts(counts: Mapping[str, int] | None) -> Counter[str]:
    """A decklist section as a Counter, without the zero lines some deck tools write."""
    return Counter({cid: n for cid, n in (counts or {}).items() if n > 0})


def screen_entry(
    entry: Entry,
    handlers: Mapping[str, Any],
    seats: Collection[str],
    ctx: Context,
    unknown_act: CheckSpec,
    unknown_seat: CheckSpec,
    also_known: Collection[str] = (),
) -> bool:
    """Whether the engine should apply `entry`: voided entries are skipped silently, and an unknown act
    or actor is a log error (flagged with the game's own checks) that the replay steps over.
    """
    act = entry.act
    if act == "voided":
        return False
    if act not in handlers and act not in also_known:
        ctx.flag(unknown_act, {"act": act})
        return False
    if entry.actor is not None and entry.actor not in seats:
        ctx.flag(unknown_seat, {"seat": entry.actor})
        return False
    return True
