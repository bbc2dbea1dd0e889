"""Errors reach the developers with their traceback and reach users as a clear message in both languages."""

from __future__ import annotations

import logging

import pytest
from django.test import Client, override_settings

from judge.validation import runner
from judge.validation.models import ValidationRun

pytestmark = pytest.mark.django_db


@override_settings(ROOT_URLCONF="tests.site.error_urls", DEBUG=False)
def test_a_server_error_is_logged_with_its_traceback_and_explained(caplog: pytest.LogCaptureFixture) -> None:
    client = Client(raise_request_exception=False)
    with caplog.at_level(logging.ERROR, logger="django.request"):
        response = client.get("/boom")
    assert response.status_code == 500
    page = response.content.decode()
    assert "サーバーで問題が起きました" in page and "Something went wrong on the server" in page
    assert "a bug the test planted" not in page  # no internals shown to users
    (record,) = [r for r in caplog.records if r.name == "django.request"]
    assert record.exc_info and record.exc_info[0] is RuntimeError


def test_a_missing_page_is_explained_in_the_users_language(client: Client) -> None:
    ja = client.get("/no-such-page")
    assert ja.status_code == 404 and "ページが見つかりません" in ja.content.decode()
    en = client.get("/no-such-page", HTTP_ACCEPT_LANGUAGE="en")
    assert en.status_code == 404 and "Page not found" in en.content.decode()


def test_a_run_the_engine_fails_on_is_logged_and_explained(
    client: Client, django_user_model, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(raw: bytes) -> None:
        raise ZeroDivisionError("planted")

    monkeypatch.setattr(runner, "replay", broken)
    user = django_user_model.objects.create_user("ann", password="x")
    run = ValidationRun.from_bytes(b'{"format": "judgelog/1"}', uploaded_by=user, source="upload")
    run.save()
    with caplog.at_level(logging.ERROR, logger="judge.validation.runner"):
        assert runner.run_validation(str(run.pk)) == ValidationRun.Status.FAILED
    (record,) = caplog.records
    assert str(run.pk) in record.getMessage() and record.exc_info[0] is ZeroDivisionError
    run.refresh_from_db()
    assert bytes(run.raw_log) == b'{"format": "judgelog/1"}'  # the upload is kept as it was
    client.force_login(user)
    for language, words in (
        ("ja", "ジャッジが直接確認してください"),
        ("en", "a judge must check it by hand"),
    ):
        page = client.get(run.get_absolute_url(), HTTP_ACCEPT_LANGUAGE=language).content.decode()
        assert words in page and str(run.pk) in page
