"""On a phone: a long validation report comes a hundred findings a page, with the boards at each page's
first findings, and the pages are reached by the links below and above the list."""

from __future__ import annotations

import os

import pytest
from django.contrib.auth.models import User

from judge.validation.models import ValidationRun
from judge.validation.runner import run_validation
from judge.validation.views import BOARDS_SHOWN, FINDINGS_PER_PAGE
from tests.site.test_run_reliability import worst_case_log

from .test_dispute_flow import log_in

pytestmark = pytest.mark.django_db(transaction=True)


def boards_expected(run: ValidationRun, page: int) -> int:
    """How many findings of the page carry a board: those at the page's first BOARDS_SHOWN entries."""
    findings = run.findings[(page - 1) * FINDINGS_PER_PAGE : page * FINDINGS_PER_PAGE]
    drawn = sorted({f["seq"] for f in findings})[:BOARDS_SHOWN]
    return sum(f["seq"] in drawn for f in findings)


def test_a_long_report_is_paged_on_a_phone(phone_page, live_server):
    ann = User.objects.create_user("ann", password="pw-ann-123")
    run = ValidationRun.from_bytes(worst_case_log(250), uploaded_by=ann, source="upload")
    run.save()
    run_validation(str(run.pk))
    run.refresh_from_db()
    assert run.status == ValidationRun.Status.DONE and len(run.findings) > 2 * FINDINGS_PER_PAGE

    page, base = phone_page, live_server.url
    log_in(page, base, "ann")
    page.goto(base + run.get_absolute_url())
    assert page.locator("ol.findings > li").count() == FINDINGS_PER_PAGE
    assert page.locator("ol.findings svg.board").count() == boards_expected(run, 1) >= BOARDS_SHOWN
    assert page.locator("nav.pager").count() == 2
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    page.locator("nav.pager a[rel=next]").last.click()
    page.wait_for_load_state()
    assert page.url.endswith("?page=2#findings")
    assert page.locator("ol.findings").get_attribute("start") == str(FINDINGS_PER_PAGE + 1)
    first = page.locator("ol.findings > li strong").first.inner_text()
    assert first == f"#{run.findings[FINDINGS_PER_PAGE]['seq']}"
    # The boards are drawn at this page's first findings too.
    assert page.locator("ol.findings svg.board").count() == boards_expected(run, 2) >= BOARDS_SHOWN
    page.locator("ol.findings details.board-wrap summary").first.click()
    assert page.locator("ol.findings svg.board").first.is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    if os.environ.get("SCREENSHOTS_DIR"):
        page.locator("nav.pager").first.scroll_into_view_if_needed()
        page.screenshot(path=os.path.join(os.environ["SCREENSHOTS_DIR"], "report-page-2.png"))

    page.locator("nav.pager a[rel=prev]").first.click()
    page.wait_for_load_state()
    assert page.locator("ol.findings").get_attribute("start") == "1"
