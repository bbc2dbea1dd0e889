"""The one clause reference of the whole site: ``(document slug, clause number)``, written ``slug:number``.

Engines cite clauses with it, penalties and rulings store it, search results and the search box show it,
clause pages are addressed by it: ``rebirth:10.6.1.1``, ``dimension-zero:3.8.2-6``, ``dm-variants:701.13a``,
``myearth:41``, ``kaiju:5.15.1.2.1``. A label the rulebook prints twice gets ``~2`` on its second clause
(``dm-variants:608.8c~2``). Stored and sent as the string; parsed here, and only here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

PATTERN = re.compile(r"^(?P<document>[a-z][a-z0-9-]*):(?P<number>[0-9A-Za-z][0-9A-Za-z.\-~]*)$")


class NotAClauseRef(ValueError):
    pass


@dataclass(frozen=True, order=True)
class ClauseRef:
    document: str
    number: str

    @classmethod
    def parse(cls, text: object) -> ClauseRef:
        match = PATTERN.match(str(text).strip())
        if match is None:
            raise NotAClauseRef(f"{text!r} is not a clause reference like myearth:286")
        return cls(match["document"], match["number"])

    @classmethod
    def parse_or_none(cls, text: object) -> ClauseRef | None:
        try:
            return cls.parse(text)
        except NotAClauseRef:
            return None

    def __str__(self) -> str:
        return f"{self.document}:{self.number}"
