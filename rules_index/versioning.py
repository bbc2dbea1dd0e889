"""Compare two imported versions of a rulebook, clause by clause (pure Python).

A clause counts as changed only when its words change. A reference whose number alone changed (the target
was renumbered) is not a change of the rule, so references are masked before comparing; the word diff
that is shown still has them, so a reader sees the new numbers.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field

REF_MASK = "\u27e6ref\u27e7"

# Japanese has no spaces: a "word" here is a run of one script (kanji, hiragana, katakana, Latin/digits),
# or a single other character. That keeps diffs readable without a morphological analyser.
_WORD = re.compile(
    r"[\u4e00-\u9fff\u3005\u3006]+|[\u3041-\u309f]+|[\u30a0-\u30ff\u30fc]+|[0-9A-Za-z._\-]+|\s+|."
)


@dataclass(frozen=True)
class ClauseSnapshot:
    number: str
    text: str
    examples: tuple[str, ...] = ()
    reference_raws: tuple[str, ...] = ()


@dataclass(frozen=True)
class ClauseDiff:
    number: str
    change: str  # added | removed | changed
    diff: list[tuple[str, str]] = field(default_factory=list)


def words(text: str) -> list[str]:
    return _WORD.findall(text)


def mask_references(text: str, raws: Iterable[str]) -> str:
    masked = text
    for raw in sorted(set(raws), key=len, reverse=True):
        if raw:
            masked = masked.replace(raw, REF_MASK)
    # Renumbered references may differ in width only (１ vs 1); fold that too.
    return unicodedata.normalize("NFKC", masked)


def word_diff(old: str, new: str) -> list[tuple[str, str]]:
    """Word-level diff as [(op, text)] with op "=", "-" or "+"; adjacent runs of one op are merged."""
    a, b = words(old), words(new)
    out: list[tuple[str, str]] = []

    def emit(op: str, chunk: list[str]) -> None:
        if not chunk:
            return
        text = "".join(chunk)
        if out and out[-1][0] == op:
            out[-1] = (op, out[-1][1] + text)
        else:
            out.append((op, text))

    for tag, i1, i2, j1, j2 in difflib.SequenceMatcher(a=a, b=b, autojunk=False).get_opcodes():
        if tag == "equal":
            emit("=", a[i1:i2])
        else:
            emit("-", a[i1:i2])
            emit("+", b[j1:j2])
    return out


def _full_text(snapshot: ClauseSnapshot) -> str:
    return "\n".join((snapshot.text, *snapshot.examples))


def _substance(snapshot: ClauseSnapshot) -> str:
    return mask_references(_full_text(snapshot), snapshot.reference_raws)


def compare_versions(
    old: Mapping[str, ClauseSnapshot], new: Mapping[str, ClauseSnapshot]
) -> list[ClauseDiff]:
    """Clauses added, removed or changed from ``old`` to ``new``, in the new document's order."""
    changes: list[ClauseDiff] = []
    for number, snap in new.items():
        before = old.get(number)
        if before is None:
            changes.append(ClauseDiff(number, "added", [("+", _full_text(snap))]))
        elif _substance(before) != _substance(snap):
            changes.append(ClauseDiff(number, "changed", word_diff(_full_text(before), _full_text(snap))))
    for number, snap in old.items():
        if number not in new:
            changes.append(ClauseDiff(number, "removed", [("-", _full_text(snap))]))
    return changes
