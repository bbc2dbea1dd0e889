"""The table recorder in the site: start, record by form and palette, findings beside entries, edits, export."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile

from judge.engine.core.abilities import ActOption
from judge.engine.core.registry import get_game
from judge.recorder.models import Record
from judge.roles import JUDGE, PLAYER, assign_role
from rules_index.importer import import_all

pytestmark = pytest.mark.django_db
ROOT = Path(__file__).resolve().parents[2]
SNAPSHOT_EXAMPLE = ROOT / "docs" / "examples" / "kaiju-snapshot.judgelog.json"


@pytest.fixture
def ann(client):
    user = User.objects.create_user("ann", password="pw-ann-1234")
    assign_role(user, PLAYER)
    client.force_login(user)
    return user


def start_from_file(client, path: Path = SNAPSHOT_EXAMPLE) -> Record:
    upload = SimpleUploadedFile("log.json", path.read_bytes(), content_type="application/json")
    response = client.post("/record/", {"title": "table 12", "log": upload})
    assert response.status_code == 302
    record = Record.objects.get()
    assert response["Location"] == record.get_absolute_url()
    return record


def post(client, record: Record, **data):  # type: ignore[no-untyped-def]
    response = client.post(record.get_absolute_url(), data)
    assert response.status_code == 302  # bad input is answered on the page, never with an error status
    record.refresh_from_db()
    return response


def test_a_record_from_a_mid_game_file_shows_each_entrys_findings_with_the_clause_text(client, ann) -> None:
    import_all()
    record = start_from_file(client)
    assert record.game == "kaiju" and record.title == "table 12"
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    # The example's one finding (docs/log-format.md): P1 advanced a second time this turn.
    assert 'id="e2"' in page
    entry_2 = page[page.index('id="e2"') :]
    assert "kaiju.main.advance_once_per_turn" in entry_2[: entry_2.index("</li>")]
    entry_2 = entry_2[: entry_2.index("</li>")]
    assert "<summary>kaiju:" in entry_2 and 'href="/rules/kaiju/' in entry_2
    # Entry 1 is legal: nothing is shown beside it.
    assert 'class="finding' not in page[page.index('id="e1"') : page.index('id="e2"')]
    # The header's rules search keeps to the recorded game's rulebook, as on an event's pages.
    header = page.split('<form class="search"', 1)[1].split("</form>", 1)[0]
    assert '<input type="hidden" name="document" value="kaiju">' in header


def test_entries_from_the_form_are_saved_at_once_and_judged(client, ann) -> None:
    record = start_from_file(client)
    before = len(record.document["entries"])
    post(
        client,
        record,
        action="add",
        act="draw",
        actor="P1",
        turn="5",
        phase="main",
        arg_name=["count", ""],
        arg_value=["2", ""],
    )
    added = record.document["entries"][-1]
    assert added == {
        "seq": before + 1,
        "act": "draw",
        "actor": "P1",
        "turn": 5,
        "phase": "main",
        "args": {"count": 2},
    }
    page = client.get(record.get_absolute_url()).content.decode()
    assert f'id="e{before + 1}"' in page
    post(client, record, action="undo")
    assert len(record.document["entries"]) == before
    post(client, record, action="note", note="P2 says the card was face down", actor="P2")
    assert record.document["entries"][-1]["act"] == "note"
    post(client, record, action="judge_call", note="judge please")
    assert record.document["entries"][-1]["act"] == "judge_call"
    post(client, record, action="void", seq="2", note="recorded twice")
    assert record.document["entries"][-1] == {
        "seq": before + 3,
        "act": "correction",
        "supersedes": 2,
        "replacement": None,
        "note": "recorded twice",
    }
    # Voiding the second advance removes the finding it caused.
    page = client.get(record.get_absolute_url()).content.decode()
    assert "kaiju.main.advance_once_per_turn" not in page


@pytest.mark.parametrize(
    "data",
    [
        {"action": "add", "act": ""},
        {"action": "add", "act": "draw", "actor": "P9"},
        {"action": "add", "act": "draw", "turn": "five"},
        {"action": "add", "act": "draw", "arg_name": "Count!", "arg_value": "1"},
        {"action": "add", "act": "draw", "preset_args": "[1, 2]"},
        {"action": "undo-everything"},
        {"action": "void", "seq": "999"},
        {"action": "note", "note": "   "},
    ],
)
def test_bad_input_gets_a_reason_and_loses_nothing(client, ann, data) -> None:
    record = start_from_file(client)
    before = json.dumps(record.document, sort_keys=True)
    response = post(client, record, **data)
    assert json.dumps(record.document, sort_keys=True) == before
    page = client.get(response["Location"], HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert 'class="messages"' in page


def test_a_nul_character_is_refused_with_a_reason_and_loses_nothing(client, ann) -> None:
    # Refused for every form before the view (judge/limits.py): a page that says why, in the user's language.
    record = start_from_file(client)
    before = json.dumps(record.document, sort_keys=True)
    form = {"action": "add", "act": "draw", "arg_name": "count", "arg_value": "1\x002"}
    response = client.post(record.get_absolute_url(), form)
    assert response.status_code == 400 and 'id="input-refused"' in response.content.decode()
    record.refresh_from_db()
    assert json.dumps(record.document, sort_keys=True) == before


def test_a_file_that_is_not_a_log_is_refused_with_a_reason(client, ann) -> None:
    for raw in (b"not json", b"[1, 2]", b'{"header": {}}'):
        upload = SimpleUploadedFile("x.json", raw, content_type="application/json")
        response = client.post("/record/", {"log": upload}, follow=True, HTTP_ACCEPT_LANGUAGE="ja")
        assert response.status_code == 200 and 'class="messages"' in response.content.decode()
    assert not Record.objects.exists()


def test_a_record_can_start_from_a_games_example_decks(client, ann) -> None:
    response = client.post("/record/", {"game": "rebirth"})
    record = Record.objects.get()
    assert response["Location"] == record.get_absolute_url()
    assert record.document["entries"] == [] and record.document["header"]["game"] == "rebirth"
    page = client.get(record.get_absolute_url()).content.decode()
    assert '<option value="play_character">' in page and '<option value="P1">' in page


def test_the_palette_offers_the_engines_acts_and_records_one_with_a_tap(client, ann, monkeypatch) -> None:
    record = start_from_file(client)
    offer = [
        ActOption(
            "end_advance", "P1", {}, required=True, label_en="end the advance", label_ja="進攻を終える"
        ),
        ActOption("draw", "P1", {"count": 1}, label_en="draw one", label_ja="1枚引く"),
    ]
    monkeypatch.setattr(type(get_game("kaiju")), "acts_available", lambda self, state: offer, raising=False)
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "end the advance" in page and "draw one" in page and 'class="option required"' in page
    before = len(record.document["entries"])
    post(
        client,
        record,
        action="add",
        act="draw",
        actor="P1",
        turn="5",
        phase="main",
        preset_args='{"count": 1}',
    )
    assert record.document["entries"][-1]["args"] == {"count": 1}
    assert len(record.document["entries"]) == before + 1
    # An act that still needs its card comes with a picker of the cards the engine offers.
    offer[:] = [ActOption("play_engage", "P1", {}, ("P1:h1", "P1:h9"), label_en="play an engage card")]
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert '<option value="P1:h9">' in page and 'name="arg_name" value="card"' in page
    post(
        client,
        record,
        action="add",
        act="play_engage",
        actor="P1",
        preset_args="{}",
        arg_name="card",
        arg_value="P1:h9",
    )
    assert record.document["entries"][-1]["args"] == {"card": "P1:h9"}


def test_export_is_the_record_itself(client, ann) -> None:
    record = start_from_file(client)
    response = client.get(f"{record.get_absolute_url()}/export")
    assert response["Content-Type"].startswith("application/json")
    assert json.loads(response.content) == record.document
    assert json.loads(response.content) == json.loads(SNAPSHOT_EXAMPLE.read_text(encoding="utf-8")) | {
        "entries": record.document["entries"]
    }


def test_only_the_owner_records_and_other_players_see_nothing(client, ann) -> None:
    record = start_from_file(client)
    bob = User.objects.create_user("bob", password="pw-bob-1234")
    assign_role(bob, PLAYER)
    client.force_login(bob)
    assert client.get(record.get_absolute_url()).status_code == 403
    assert client.get(f"{record.get_absolute_url()}/export").status_code == 403
    assert client.post(record.get_absolute_url(), {"action": "undo"}).status_code == 403
    judge = User.objects.create_user("jo", password="pw-jo-12345")
    assign_role(judge, JUDGE)
    client.force_login(judge)
    assert client.get(record.get_absolute_url()).status_code == 200
    assert client.post(record.get_absolute_url(), {"action": "undo"}).status_code == 403
    record.refresh_from_db()
    assert len(record.document["entries"]) == len(json.loads(SNAPSHOT_EXAMPLE.read_text())["entries"])
    client.logout()
    assert client.get("/record/").status_code == 302


def test_a_judge_sets_up_the_position_in_front_of_them_and_the_engine_judges_it(client, ann) -> None:
    record = start_from_file(client)
    form = client.get(f"{record.get_absolute_url()}/position").content.decode()
    assert 'name="players/P1/kaiju/anger"' in form and 'name="players/P1/hand/count"' in form
    # Untouched, the form starts a new record in exactly the current position (the first stays as it was).
    response = client.post(f"{record.get_absolute_url()}/position", {})
    new = Record.objects.exclude(pk=record.pk).get()
    assert response["Location"] == new.get_absolute_url() and new.document["entries"] == []
    from judge.recorder.services import current_position

    assert current_position(new) == current_position(record)
    assert (
        "finding"
        not in client.get(new.get_absolute_url()).content.decode().split('id="next"')[0].split("</svg>")[-1]
    )
    # An edited position the rules do not allow is judged at once: anger below zero (kaiju 3.4.4).
    client.post(f"{record.get_absolute_url()}/position", {"players/P1/kaiju/anger": "-1"})
    edited = Record.objects.exclude(pk__in=[record.pk, new.pk]).get()
    page = client.get(edited.get_absolute_url()).content.decode()
    assert "kaiju.anger.negative" in page
    # A line the editor cannot read is answered on the page; no record is made.
    response = client.post(
        f"{record.get_absolute_url()}/position", {"players/P1/discard": "E1 no id"}, follow=True
    )
    assert 'class="messages"' in response.content.decode() and Record.objects.count() == 3


def test_the_myearth_palette_follows_the_turn_on_a_record_page(client, ann) -> None:
    # The example joined in turn 3 ends with B winning the 対決: B (先攻, 86) begins turn 4 with a draw
    # up to the hand limit (82, 96, 97), then plays cards from the hidden hand or ends the 番.
    record = start_from_file(client, ROOT / "docs" / "examples" / "myearth-snapshot.judgelog.json")
    assert record.game == "myearth"
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    palette = page[page.index('id="next"') : page.index('id="add-entry"')]
    assert "draw 1" in palette and 'class="option required"' in palette and "end the 番" not in palette
    before = len(record.document["entries"])
    post(
        client,
        record,
        action="add",
        act="draw",
        actor="B",
        turn="4",
        phase="first",
        preset_args='{"count": 1}',
    )
    assert record.document["entries"][-1]["args"] == {"count": 1}
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    palette = page[page.index('id="next"') : page.index('id="add-entry"')]
    assert "番の終わりを宣言" in palette and "みなもとカードを出す" in palette
    assert 'class="option required"' not in palette  # nothing more is owed now
    assert 'name="arg_value" aria-label' not in palette  # the hand is hidden: the table names the card
    post(client, record, action="add", act="end_ban", actor="B", turn="4", phase="first", preset_args="{}")
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    palette = page[page.index('id="next"') : page.index('id="add-entry"')]
    assert 'value="R"' in palette and "draw" in palette  # 83: R's 番 begins with R's draw
    assert len(record.document["entries"]) == before + 2
    assert "myearth." not in page[page.index(f'id="e{before + 1}"') : page.index('id="next"')]


def test_an_earlier_entry_is_edited_kept_as_a_correction_and_everything_after_is_replayed(
    client, ann, monkeypatch
) -> None:
    import_all()
    record = start_from_file(client)
    url = record.get_absolute_url()
    page = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert f'href="{url}/entry/2"' in page and "kaiju.main.advance_once_per_turn" in page
    # The edit form shows the entry as recorded; a card with its identity is shown as JSON.
    form = client.get(f"{url}/entry/1", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert '<option value="play_engage" selected>' in form and '<option value="P1" selected>' in form
    assert (
        'value="card"' in form
        and "{&quot;iid&quot;: &quot;P1:h2&quot;, &quot;card&quot;: &quot;E1&quot;}" in form
    )
    assert 'value="area"' in form and 'value="2"' in form and 'value="5"' in form
    # Entry 2 was no advance but a draw: edited, its finding goes at once and the original stays in the log.
    response = client.post(
        url,
        {
            "action": "replace",
            "seq": "2",
            "act": "draw",
            "actor": "P1",
            "turn": "5",
            "phase": "main",
            "arg_name": ["count", ""],
            "arg_value": ["1", ""],
            "note": "P1 drew a card; the advance was recorded by mistake",
        },
    )
    assert response.status_code == 302 and response["Location"] == f"{url}#e2"
    record.refresh_from_db()
    entries = record.document["entries"]
    assert entries[1]["act"] == "advance"  # the original, kept
    assert entries[-1] == {
        "seq": 4,
        "act": "correction",
        "supersedes": 2,
        "replacement": {"act": "draw", "actor": "P1", "turn": 5, "phase": "main", "args": {"count": 1}},
        "note": "P1 drew a card; the advance was recorded by mistake",
    }
    page = client.get(url, HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "kaiju.main.advance_once_per_turn" not in page
    row = page[page.index('id="e2"') : page.index('id="e3"')]
    assert 'corrected" id="e2"' in page and "draw count=1" in row and "Corrected" in row
    history = row[row.index('class="history"') :]
    assert "advance" in history and "#4" in history and "recorded by mistake" in history
    # The export is the log itself: the correction is in it, and another replay agrees.
    exported = json.loads(client.get(f"{url}/export").content)
    assert exported == record.document
    # Edited again through the correction's number, back to the advance: the finding returns at once.
    client.post(
        url,
        {
            "action": "replace",
            "seq": "4",
            "act": "advance",
            "actor": "P1",
            "turn": "5",
            "phase": "main",
            "arg_name": ["card", "to"],
            "arg_value": ["P1:h3", "4"],
        },
    )
    record.refresh_from_db()
    assert record.document["entries"][-1]["supersedes"] == 2
    page = client.get(url, HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "kaiju.main.advance_once_per_turn" in page and "訂正の履歴 (3)" in page


def test_the_edit_page_offers_the_acts_of_that_moment_with_the_entrys_own_marked(
    client, ann, monkeypatch
) -> None:
    record = start_from_file(client)
    seen: list[int] = []

    def offer(self, state):  # type: ignore[no-untyped-def]
        seen.append(1)
        return [
            ActOption("advance", "P1", {}, ("P1:h3", "P1:h4"), label_en="advance"),
            ActOption("draw", "P1", {"count": 1}, label_en="draw one"),
        ]

    monkeypatch.setattr(type(get_game("kaiju")), "acts_available", offer, raising=False)
    url = record.get_absolute_url()
    form = client.get(f"{url}/entry/2", HTTP_ACCEPT_LANGUAGE="en").content.decode()
    palette = form[form.index('class="palette"') : form.index('id="edit-entry"')]
    assert 'class="option-form current"' in palette  # advance, as entry 2 records
    assert '<option value="P1:h3" selected>' in palette and 'name="action" value="replace"' in palette
    assert 'name="seq" value="2"' in palette and 'value="5"' in palette  # the entry's own turn
    # A palette tap replaces the entry with the act offered then.
    post(
        client,
        record,
        action="replace",
        seq="2",
        act="draw",
        actor="P1",
        turn="5",
        phase="main",
        preset_args='{"count": 1}',
    )
    assert record.document["entries"][-1]["replacement"]["args"] == {"count": 1}


@pytest.mark.parametrize(
    "data",
    [
        {"action": "replace", "seq": "99", "act": "draw"},
        {"action": "replace", "seq": "2", "act": ""},
        {"action": "replace", "seq": "2", "act": "draw", "actor": "P9"},
        {"action": "replace", "seq": "x", "act": "draw"},
    ],
)
def test_a_bad_edit_is_refused_with_a_reason_and_loses_nothing(client, ann, data) -> None:
    record = start_from_file(client)
    before = json.dumps(record.document, sort_keys=True)
    response = client.post(record.get_absolute_url(), data)
    assert response.status_code == 302
    record.refresh_from_db()
    assert json.dumps(record.document, sort_keys=True) == before
    page = client.get(response["Location"], HTTP_ACCEPT_LANGUAGE="en", follow=True).content.decode()
    assert 'class="messages"' in page


def test_notes_have_no_edit_page_and_others_cannot_edit(client, ann) -> None:
    record = start_from_file(client)
    post(client, record, action="note", note="judge arrived")
    url = record.get_absolute_url()
    response = client.get(f"{url}/entry/4", follow=True, HTTP_ACCEPT_LANGUAGE="en")
    assert response.status_code == 200 and 'class="messages"' in response.content.decode()
    assert client.get(f"{url}/entry/999999999999").status_code == 302
    bob = User.objects.create_user("bob", password="pw-bob-1234")
    assign_role(bob, PLAYER)
    client.force_login(bob)
    assert client.get(f"{url}/entry/2").status_code == 403
    assert client.post(url, {"action": "replace", "seq": "2", "act": "draw"}).status_code == 403


def test_the_board_names_zones_as_the_rulebook_does_and_in_english_on_request(client, ann) -> None:
    record = start_from_file(client)
    ja = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    board = ja[ja.index("<svg") : ja.index("</svg>")]
    assert "進攻怪獣置き場" in board and "手札 (" in board and "捨て札" in board
    assert "kaiju_deck" not in board and "hand (" not in board
    en = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    board = en[en.index("<svg") : en.index("</svg>")]
    assert "advancing kaiju" in board and "hand (" in board and "進攻怪獣置き場" not in board


def dimension_zero_play_on_the_stack() -> dict:
    """A Dimension Zero position set up at the table, then a unit played with too little energy: the play
    goes on the stack, where the engine has no position to draw."""
    from judge.recorder import setup

    doc = setup.new_document("dimension-zero")
    for form in (
        {"card_id": "BIG", "type": "unit", "cost": "red=3", "power": "5000", "smash": "1"},
        {"card_id": "R1", "type": "unit", "cost": "red=1", "power": "1000", "smash": "1"},
    ):
        doc = setup.add_card(doc, *setup.card_from_form("dimension-zero", form))
    for zone, form in (
        ("hand", {"op": "add", "card": "BIG"}),
        ("energy", {"op": "add", "card": "R1"}),
        ("hand", {"op": "count", "count": "3"}),
    ):
        doc = setup.edit_zone(doc, "P1", zone, form)
    doc["entries"] = [
        {
            "seq": 1,
            "turn": 3,
            "phase": "main",
            "actor": "P1",
            "act": "play",
            "args": {"card": "P1:h1", "to": "P1-1", "pay": ["P1:e1"]},
        },
    ]
    return doc


def test_a_finding_whose_position_cannot_be_drawn_shows_the_board_just_before_it(
    client, ann, django_capture_on_commit_callbacks
) -> None:
    from judge.engine import replay_for_table
    from judge.validation.models import ValidationRun

    doc = dimension_zero_play_on_the_stack()
    assert replay_for_table(doc).position is None  # the play is on the stack
    with django_capture_on_commit_callbacks(execute=True):
        client.post("/validate/", {"text": json.dumps(doc, ensure_ascii=False)})
    run = ValidationRun.objects.get()
    run.refresh_from_db()
    assert any(f["seq"] == 1 and f["code"] == "dimension-zero.pay.amount" for f in run.findings)
    html = client.get(run.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    block = html[html.index("<strong>#1</strong>") :].split("</li>")[0]
    assert "盤面（この記録の直前）" in block and 'class="board"' in block
    assert "エネルギーゾーン (1)" in block  # the table before the play, named as the rulebook does


def test_the_record_page_draws_the_table_before_a_play_still_on_the_stack(client, ann, tmp_path) -> None:
    path = tmp_path / "dz.json"
    path.write_text(json.dumps(dimension_zero_play_on_the_stack(), ensure_ascii=False), encoding="utf-8")
    record = start_from_file(client, path)
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="ja").content.decode()
    assert "盤面（この記録の直前）" in page and 'class="board"' in page
    board = page[page.index("<svg") : page.index("</svg>")]
    assert "BIG" in board and "手札 (3)" in board  # P1:h1 is still in hand before the play
    # After a legal position again (the play undone) the board is the position now, as usual.
    post(client, record, action="undo")
    page = client.get(record.get_absolute_url(), HTTP_ACCEPT_LANGUAGE="en").content.decode()
    assert "Board (just before this entry)" not in page and 'class="board"' in page
