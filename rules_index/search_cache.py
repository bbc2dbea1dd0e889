"""Finished search results, kept in Django's cache per (query, filter, limit, index version).

A search costs 15-80 ms of CPU (Sudachi, candidate retrieval, scoring, snippets); judges at one event ask
much the same questions, so a repeated query is answered from the cache in well under a millisecond.
The cache is Redis in production (shared by every gunicorn worker) and local memory otherwise.

The index version is an epoch, a random token in the cache replaced by every rules import (whatever it
changed: a new version, a version put back, the glossary, rows rewritten) and part of every key, so a
stale result is never read rather than deleted, and a hit needs no database query at all. A database
changed behind the site's back (a backup restored) needs a new epoch by hand: :func:`bump`
(docs/operations.md); results also expire after :data:`RESULT_SECONDS`.

The cache is only an optimisation: if it fails (Redis down), the search runs as if it missed.
"""

from __future__ import annotations

import hashlib
import logging
import time
import uuid
from typing import Any

from django.core.cache import cache

log = logging.getLogger(__name__)

# Results also expire, so a deploy that changes the scoring serves the new ranking within this time
# even when nobody imports rules (bump() after a deploy makes it immediate).
RESULT_SECONDS = 600
# Bumped when what a cached value holds changes shape (a field added to SearchResult or Hit).
FORMAT = 2  # 2: a Hit makes its snippet when first read (Hit.source, Hit.made)
# Published rulings shown under the results have their own epoch, started by each publication or ruling;
# other edits (an event renamed in the admin) reach the search within this time.
RULINGS_SECONDS = 60
SEARCH, RULINGS = "search", "rulings"
# After a failure this process leaves the cache alone for a while: an unreachable Redis costs each call
# its socket timeout (0.5 s), and a search makes four calls.
PAUSE_AFTER_FAILURE = 5.0
_paused_until = 0.0


def _available() -> bool:
    return time.monotonic() >= _paused_until


def _failed(what: str) -> None:
    global _paused_until
    _paused_until = time.monotonic() + PAUSE_AFTER_FAILURE
    log.warning("search cache unavailable (%s); not used for %g s", what, PAUSE_AFTER_FAILURE, exc_info=True)


def _epoch_key(scope: str) -> str:
    return f"rules:{scope}:epoch"


def epoch(scope: str = SEARCH) -> str:
    """The current epoch token (made on first use: a fresh cache starts a fresh epoch); empty when the
    cache cannot be reached, and then nothing is read from it or written to it."""
    if not _available():
        return ""
    try:
        token = cache.get(_epoch_key(scope))
        if token is None:
            cache.add(_epoch_key(scope), uuid.uuid4().hex, timeout=None)
            token = cache.get(_epoch_key(scope))
    except Exception:  # the cache is an optimisation: any failure of its backend means "no cache"
        _failed("epoch")
        return ""
    return str(token or "")


def bump(scope: str = SEARCH) -> None:
    """Start a new epoch: every cached result of ``scope`` becomes unreachable (rules were imported, or
    a ruling was published)."""
    try:
        cache.set(_epoch_key(scope), uuid.uuid4().hex, timeout=None)
    except Exception:
        # Should the cache come back holding the old epoch, its results are at most RESULT_SECONDS old
        # (docs/operations.md: bump by hand after importing rules while Redis was down).
        _failed("new epoch")


def key(token: str, query: str, document: str | None, limit: int) -> str:
    """The cache key: hashed, so any query text (spaces, control characters, any length) is a valid key."""
    raw = repr((FORMAT, token, query, document, limit)).encode("utf-8", "surrogatepass")
    return "rules:search:" + hashlib.sha256(raw).hexdigest()


def rulings_key(token: str, query: str, document: str | None, limit: int) -> str:
    raw = repr((FORMAT, token, query, document, limit)).encode("utf-8", "surrogatepass")
    return "rules:rulings:" + hashlib.sha256(raw).hexdigest()


def get(name: str) -> Any:
    if not _available():
        return None
    try:
        return cache.get(name)
    except Exception:
        _failed("get")
        return None


def put(name: str, value: Any, seconds: int = RESULT_SECONDS) -> None:
    if not _available():
        return
    try:
        cache.set(name, value, timeout=seconds)
    except Exception:
        _failed("set")
