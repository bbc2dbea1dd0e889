"""Every check's messages render from the evidence they declare, in both languages, and a finding built
without a declared field is noticed (logged in production, a failure in the suite's check ledger)."""

from __future__ import annotations

import logging

import pytest

from judge.engine import declared_checks
from judge.engine.core.checks import CheckSpec, message_fields
from judge.engine.core.verdicts import Verdict


class Anything:
    """Stands in for any evidence value, whatever format spec the message gives it (``{n:d}``, ``{x:>3}``)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __format__(self, spec: str) -> str:
        return f"<{self.name}>"


def all_checks() -> list[CheckSpec]:
    return declared_checks()


@pytest.mark.parametrize("spec", all_checks(), ids=lambda s: s.code)
def test_messages_render_with_their_declared_evidence(spec: CheckSpec) -> None:
    evidence = {name: Anything(name) for name in spec.fields}
    for message in (spec.message_ja, spec.message_en):
        rendered = message.format(**evidence)  # a positional or undeclared field raises here
        assert rendered.strip()
    assert spec.message_ja != spec.message_en, "the Japanese message is the English one"


def test_declared_fields_are_read_from_both_messages() -> None:
    assert message_fields("{card} has {need:d} of {have!r}", "{card_ja}は{need}") == {
        "card",
        "need",
        "have",
        "card_ja",
    }
    assert message_fields("{{literal}} braces") == frozenset()


def test_a_finding_without_a_declared_field_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    spec = CheckSpec(
        "rebirth",
        "test.only",
        Verdict.ILLEGAL,
        ("rebirth:1.1",),
        "{card} moved",
        "{card}が移動",
        frozenset({"card"}),
    )
    with caplog.at_level(logging.ERROR, logger="judge.engine.core.checks"):
        finding = spec.finding(3, {})
    assert finding.message_en == "? moved"  # the judge still gets the finding
    assert "test.only" in caplog.text and "card" in caplog.text
    caplog.clear()
    with caplog.at_level(logging.ERROR, logger="judge.engine.core.checks"):
        spec.finding(3, {"card": "A"})
    assert caplog.text == ""
