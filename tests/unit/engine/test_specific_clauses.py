"""Each check cites the clause that decides it, not only the chapter or section heading above it.

A heading (rebirth 9.8 「自動能力の処理」, 11.6 「ブロッカー」) names a subject; the rule a judge reads out is one of
its sub-clauses. A check may cite a heading next to the deciding sub-clause, but never a heading alone.
Findings are made only from declared checks and carry all of their check's clauses (extra clauses only add),
so checking the declarations checks every finding.
"""

from __future__ import annotations

import pytest

from judge.engine import declared_checks
from tests.unit.engine import rulebooks


def test_no_check_cites_only_headings() -> None:
    offenders = [
        f"{spec.code}: {', '.join(spec.clauses)}"
        for spec in declared_checks()
        if spec.clauses and all(rulebooks.is_heading(c) for c in spec.clauses)
    ]
    assert not offenders, (
        "checks that cite only heading clauses (cite the deciding sub-clause):\n" + "\n".join(offenders)
    )


@pytest.mark.parametrize(
    ("reference", "heading"),
    [
        ("rebirth:9.8", True),  # 「自動能力の処理」 over 9.8.1 …
        ("rebirth:11.6", True),  # 「ブロッカー」 over 11.6.1 …
        ("rebirth:9.6.2", False),  # its own rule text 「…以下の手順で進行します。」 over 9.6.2.1 …
        ("rebirth:11.6.1", False),  # a rule without sub-clauses
        ("kaiju:2.5", True),  # 「特徴」
        ("dm-variants:403", True),  # 「攻撃ステップ」
        ("dm-variants:501.2", True),  # a title printed at rule depth: 「(総合ルール701.30)越境する」
        ("dimension-zero:3.8", True),  # 「第8章 メインフェイズ」
        ("dimension-zero:3.8.2", False),
        ("myearth:95", False),  # 「自分の番は、以下の順序で行動しなければならない。」 over its items
        ("rebirth:4.2.3", False),  # a sentence that lost only its final 「。」
    ],
)
def test_heading_is_told_from_a_rule_with_subclauses(reference: str, heading: bool) -> None:
    assert rulebooks.clause(reference) is not None, reference
    assert rulebooks.is_heading(reference) is heading, reference
