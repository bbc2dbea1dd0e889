"""Clause-number bookkeeping shared by the line-by-line parsers (myearth, dm_variants)."""

from __future__ import annotations

from .base import ClauseRecord, Defect


def append_numbered(
    clauses: list[ClauseRecord],
    seen: dict[str, int],
    record: ClauseRecord,
    lineno: int,
    *,
    alias_printed: bool = False,
) -> None:
    """Add a record, giving a number printed again a visible ``~k`` suffix and a ``duplicate-number`` defect.

    Numbers must stay unique so every clause has its own canonical reference; the suffix keeps the
    printed number recognisable. With ``alias_printed`` the printed number is kept as an alias so a judge
    typing it still finds the clause.
    """
    count = seen.get(record.number, 0) + 1
    seen[record.number] = count
    if count > 1:
        original = record.number
        record.number = f"{original}~{count}"
        if alias_printed:
            record.aliases.append(original)
        record.defects.append(
            Defect(
                lineno,
                "duplicate-number",
                f"number {original} printed again; stored as {record.number}",
                f"番号{original}が重複している。{record.number}として格納した",
            )
        )
    clauses.append(record)
