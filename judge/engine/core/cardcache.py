"""Card definitions read once and reused across replays.

The logs of one event share one card pool, so the same header card is read again and again; a card
definition is frozen once read, so the engines keep what they read, keyed by what it was read from.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Hashable
from typing import Any, TypeVar

T = TypeVar("T")

# Bounded by entries and by the text the keys hold, so odd inputs (a made-up 5 MB card) cannot make the
# cache grow without end; a card whose own text is larger than LARGEST is read every time, never kept.
MAX_ENTRIES = 20_000
MAX_KEY_CHARS = 64 * 1024 * 1024
LARGEST = 16 * 1024


class CardCache:
    """One engine's cache of card definitions, emptied when full."""

    def __init__(self) -> None:
        self._read: dict[tuple[Hashable, ...], Any] = {}
        self._chars = 0

    def read(self, key: tuple[Hashable, ...], raw: Any, reader: Callable[[Any], T]) -> T:
        """``reader(copy of raw)``, reused for an equal ``raw`` read under the same ``key``.

        ``repr`` tells apart every value a card may hold (1 from 1.0 and True, a list from a tuple) and
        keeps key order, so an equal text means an equal card, read the same way. The reader gets a private
        copy: the definition keeps parts of the card, which must not change when the caller later edits its
        log. A card that cannot be read raises each time (nothing is kept).
        """
        text = repr(raw)
        if len(text) > LARGEST:
            return reader(copy.deepcopy(raw))
        full = (*key, text)
        known = self._read.get(full)
        if known is None:
            known = reader(copy.deepcopy(raw))
            if len(self._read) >= MAX_ENTRIES or self._chars + len(text) > MAX_KEY_CHARS:
                self._read.clear()
                self._chars = 0
            self._read[full] = known
            self._chars += len(text)
        return known

    def __len__(self) -> int:
        return len(self._read)
