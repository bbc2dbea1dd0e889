"""Typed errors for input the engine cannot read at all (as opposed to findings about a readable log)."""

from __future__ import annotations


class LogReadError(Exception):
    """The log cannot be replayed: too big, not JSON, or a header the engine cannot use.

    Carries a code, a message in Japanese and English, and where the problem is (entry seq and/or a
    JSON path) so a judge can find it.
    """

    def __init__(
        self,
        code: str,
        message_en: str,
        message_ja: str,
        *,
        seq: int | None = None,
        path: str | None = None,
    ) -> None:
        super().__init__(message_en)
        self.code = code
        self.message_en = message_en
        self.message_ja = message_ja
        self.seq = seq
        self.path = path

    def __str__(self) -> str:
        where = f" at {self.path}" if self.path else ""
        return f"{self.code}{where}: {self.message_en}"
