"""The site's JMdict English table: built once from the installed dictionary, then read from VAR_DIR."""

from __future__ import annotations

from pathlib import Path

import pytest

from rules_index import services
from tests.unit.search.test_dictionary import VOCABULARY, _jmdict


@pytest.fixture
def var_dir(settings, tmp_path: Path) -> Path:
    settings.VAR_DIR = tmp_path / "var"
    return settings.VAR_DIR


def test_the_table_is_built_once_and_read_back(var_dir: Path, tmp_path: Path) -> None:
    database = _jmdict(tmp_path / "jmdict.db")
    built = services.english_dictionary(VOCABULARY, database)
    assert built.translate("refusal") == ("拒否",)
    (stored,) = (var_dir / "search").glob("english-*.json")
    # The next process reads the stored table instead of the dictionary: a table written there is
    # what it answers with.
    stored.write_text('{"veto": ["優先"]}', encoding="utf-8")
    assert services.english_dictionary(VOCABULARY, database).translate("veto") == ("優先",)
    # Another vocabulary (new rulebook texts) is another table, built from the dictionary.
    other = services.english_dictionary(VOCABULARY - {"拒否"}, database)
    assert other.translate("refusal") == ()
    # The older table is removed: only the current texts' table is kept.
    (current,) = (var_dir / "search").glob("english-*.json")
    assert current != stored
    # A damaged table is built again.
    stored.write_text("{not json", encoding="utf-8")
    assert services.english_dictionary(VOCABULARY, database).words == built.words


def test_a_database_that_cannot_be_read_gives_no_table(
    var_dir: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    broken = tmp_path / "jmdict.db"
    broken.write_bytes(b"not a database at all" * 100)
    assert services.english_dictionary(VOCABULARY, broken).words == {}
    # The search goes on without translations; the log says why.
    assert any("cannot be read" in r.getMessage() for r in caplog.records if r.levelname == "WARNING")


def test_a_var_dir_that_cannot_be_written_still_gives_the_table(
    var_dir: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    var_dir.mkdir(parents=True)
    (var_dir / "search").write_text("a file where the directory would be", encoding="utf-8")
    built = services.english_dictionary(VOCABULARY, _jmdict(tmp_path / "jmdict.db"))
    assert built.translate("refusal") == ("拒否",)
    assert any("not kept" in r.getMessage() for r in caplog.records if r.levelname == "WARNING")


def test_no_dictionary_installed_means_no_table(var_dir: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(services, "jmdict_path", lambda: None)
    assert services.english_dictionary(VOCABULARY).words == {}
    assert not (var_dir / "search").exists()


def test_the_installed_dictionary_translates_into_the_rules_words(var_dir: Path) -> None:
    # jamdict-data is in requirements.txt: a machine without it is set up wrongly, not a case to skip.
    assert services.jmdict_path() is not None, "jamdict-data (requirements.txt) is not installed"
    table = services.english_dictionary(frozenset({"拒否", "優先", "過剰"}))
    assert table.translate("excess") == ("過剰",)
    assert "優先" in table.translate("precedence")
