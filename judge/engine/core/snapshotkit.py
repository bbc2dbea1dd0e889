"""Reading a mid-game snapshot's shared shape: the pieces every engine's snapshot module reads the same way.

A snapshot (``header.snapshot``) lists each player's zones: hidden ones as ``{"count": n, "cards": [known]}``,
public ones as card lists, a card as ``{"iid": …, "card": …, …state}`` or its bare instance id. What a
snapshot that contradicts this shape gets is one header error pointing at the JSON path; each game keeps
its own zones, facts and position checks.
"""

from __future__ import annotations

from typing import Any

from judge.engine.core.errors import LogReadError
from judge.engine.core.gamekit import header_error

HIDDEN_KEYS = frozenset({"count", "cards"})


def count_of(raw: Any) -> int | None:
    """A card count: a whole number of at least 0 (not a bool), else None."""
    return raw if isinstance(raw, int) and not isinstance(raw, bool) and raw >= 0 else None


class SnapshotReader:
    """The shared reading of a snapshot for one game; ``zone_ja`` is the game's word for a zone."""

    def __init__(self, game: str, zone_ja: str = "領域") -> None:
        self.game = game
        self.zone_ja = zone_ja

    def bad(self, path: str, en: str, ja: str) -> LogReadError:
        return header_error(self.game, f"Snapshot: {en}", f"途中局面の記録：{ja}", f"$.header.snapshot{path}")

    def known_keys(self, raw: dict[str, Any], known: frozenset[str], path: str) -> None:
        unknown = sorted(set(raw) - known)
        if unknown:
            raise self.bad(
                f"{path}.{unknown[0]}",
                f"'{unknown[0]}' is not one of {', '.join(sorted(known))}.",
                f"'{unknown[0]}'は記録できる項目ではありません。",
            )

    def hidden(self, raw: Any, path: str) -> tuple[int, list[Any]]:
        """A hidden zone: `{"count": n, "cards": [known cards]}` (or a plain list when all are known)."""
        if isinstance(raw, list):
            return len(raw), raw
        if not isinstance(raw, dict):
            raise self.bad(
                path,
                "a hidden zone is {'count': n, 'cards': [...]}.",
                f"非公開{self.zone_ja}は{{'count': n, 'cards': [...]}}です。",
            )
        self.known_keys(raw, HIDDEN_KEYS, path)
        cards = raw.get("cards", [])
        count = count_of(raw.get("count", len(cards) if isinstance(cards, list) else None))
        if not isinstance(cards, list) or count is None or count < len(cards):
            raise self.bad(
                path,
                "the count is not a number of at least the cards listed.",
                "枚数が記載のカード数以上の整数ではありません。",
            )
        return count, cards

    def public(self, raw: Any, path: str) -> list[Any]:
        if raw is None:
            return []
        if not isinstance(raw, list):
            raise self.bad(
                path, "a public zone lists its cards.", f"公開{self.zone_ja}はカードを列挙します。"
            )
        return raw

    def card_ref(
        self, raw: Any, path: str, keys: frozenset[str] | None = None
    ) -> tuple[str, str | None, dict[str, Any]]:
        """(instance id, card id or None, the card's fields); with ``keys``, any other field is an error."""
        fields = raw if isinstance(raw, dict) else {}
        iid = raw if isinstance(raw, str) else fields.get("iid")
        if not isinstance(iid, str) or ":" not in iid:
            raise self.bad(
                path,
                "a card needs an instance id like 'P1:c1'.",
                "カードには'P1:c1'のような個体IDが必要です。",
            )
        if keys is not None:
            self.known_keys(fields, keys, path)
        card = fields.get("card")
        if card is not None and not isinstance(card, str):
            raise self.bad(
                path,
                f"card {iid} has a card id that is not a string.",
                f"{iid}のカードIDが文字列ではありません。",
            )
        return iid, card, fields
