"""Every string the site shows in Japanese has its English translation.

The catalogue is hand-kept and appended to by many changes; a string added without its English entry
shows Japanese to English readers, which no page test notices. Extracting the strings afresh (as
`makemessages` does) from a copy of the code and comparing with the catalogue catches it.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ("judge", "tournaments", "rules_index", "templates", "locale", "manage.py")


def _msgids(po_text: str) -> int:
    return sum(1 for line in po_text.splitlines() if line.startswith("msgid "))


@pytest.fixture(scope="module")
def refreshed_catalogue(tmp_path_factory: pytest.TempPathFactory) -> Path:
    if shutil.which("msgattrib") is None:
        pytest.fail("gettext tools missing: install Debian's gettext")
    tree = tmp_path_factory.mktemp("extract")
    for name in SOURCES:
        source = ROOT / name
        if source.is_dir():
            shutil.copytree(
                source,
                tree / name,
                ignore=shutil.ignore_patterns("__pycache__", "*.mo", "data", "*.json", "*.txt"),
            )
        else:
            shutil.copy2(source, tree / name)
    subprocess.run(
        [sys.executable, "manage.py", "makemessages", "-l", "en", "--no-obsolete", "-v0"],
        cwd=tree,
        check=True,
        env={"PATH": "/usr/bin:/bin", "DJANGO_SETTINGS_MODULE": "judge.settings", "HOME": str(tree)},
    )
    return tree / "locale" / "en" / "LC_MESSAGES" / "django.po"


def _attrib(po: Path, flag: str) -> str:
    out = subprocess.run(
        ["msgattrib", flag, "--no-obsolete", str(po)], capture_output=True, text=True, check=True
    )
    return out.stdout


def test_every_extracted_string_has_an_english_translation(refreshed_catalogue: Path) -> None:
    untranslated = _attrib(refreshed_catalogue, "--untranslated")
    # The header entry (msgid "") is the only one allowed: it carries no text.
    assert _msgids(untranslated) <= 1, untranslated[-3000:]


def test_no_translation_was_left_fuzzy_by_a_changed_source_string(refreshed_catalogue: Path) -> None:
    fuzzy = _attrib(refreshed_catalogue, "--only-fuzzy")
    assert _msgids(fuzzy) == 0, fuzzy[-3000:]


def test_the_catalogue_holds_strings_the_code_uses(refreshed_catalogue: Path) -> None:
    # Guards the check itself: an extraction that found nothing would pass the two tests above.
    assert _msgids(refreshed_catalogue.read_text(encoding="utf-8")) > 400
