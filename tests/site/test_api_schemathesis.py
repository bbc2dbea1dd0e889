"""The API fuzzed from its own OpenAPI schema (schemathesis), as an organizer, a judge and a player, each
with an API token, on a populated event: no server error, every response as the schema says (status,
content type, body), and no request the schema calls invalid accepted. Any finding fails the test.

Every operation under FUZZED (or the paths the ``SCHEMA_PATHS`` regex names) gets SCHEMA_EXAMPLES positive and as many negative examples (the
``SCHEMA_EXAMPLES`` environment variable, 6 by default, keeps it under two minutes on two cores), each
sent once per role. Path parameters point at the event's real objects, so the examples reach the code
behind the 404s; the event changes as the examples run (rounds paired, results reported), which is the
point. Hypothesis runs derandomized: a failure is the same on the next run.
"""

from __future__ import annotations

import os
import re
import uuid
from typing import Any

import pytest
import schemathesis
from django.contrib.auth.models import User
from django.core.handlers.wsgi import WSGIHandler
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis.errors import Unsatisfiable
from schemathesis import GenerationMode
from schemathesis.specs.openapi import checks as openapi_checks

from judge.disputes.models import Dispute
from judge.recorder.models import Record
from judge.roles import ORGANIZER, PLAYER, assign_role
from judge.tokens.services import create_token
from judge.validation.models import ValidationRun
from rules_index import importer
from tests.site.test_rules_import import tiny_parse
from tournaments import rounds, services
from tournaments.models import Event, Match, Registration
from tournaments.penalties import services as penalties

pytestmark = pytest.mark.django_db

EXAMPLES = int(os.environ.get("SCHEMA_EXAMPLES", "6"))
# The operations fuzzed here: the tournament, penalty, rules and token APIs. An app that joins the one
# shape adds its paths here.
FUZZED = re.compile(
    os.environ.get("SCHEMA_PATHS")
    or r"^/api/(events|matches|appeals|me|rules|tokens|disputes|validations|records)\b"
)
CHECKS = [
    schemathesis.checks.not_a_server_error,
    openapi_checks.status_code_conformance,
    openapi_checks.content_type_conformance,
    openapi_checks.response_schema_conformance,
    openapi_checks.response_headers_conformance,
    openapi_checks.negative_data_rejection,
]


def _token(user: User) -> str:
    return create_token(user, "fuzz")[1]


@pytest.fixture
def world(tmp_path: Any, monkeypatch: pytest.MonkeyPatch) -> dict[str, Any]:
    monkeypatch.setattr(importer, "parse_document", tiny_parse)
    monkeypatch.setattr(importer, "GLOSSARY_DIR", tmp_path / "glossary")
    rules = tmp_path / "rebirth.txt"
    rules.write_text("1|概要|\n1.1|二人で遊びます（1.2）。|1.2\n1.2|勝敗|\n", encoding="utf-8")
    importer.import_document("rebirth", rules)

    org = User.objects.create_user("org", password="pw-org-12345")
    assign_role(org, ORGANIZER)
    judge = User.objects.create_user("judy", password="pw-judy-12345")
    User.objects.create_user("spare", password="pw-spare-12345")
    event = Event.objects.create(name="Fuzz Cup", game="rebirth", organizer=org, seed=7, rounds=3)
    event.judges.add(judge)
    players = []
    for i in range(8):
        user = User.objects.create_user(f"p{i}", password="pw-player-12345")
        assign_role(user, PLAYER)
        players.append(Registration.objects.create(event=event, name=f"P{i}", user=user, decklist="4 A"))
    services.register(event, "Walk-in", org)
    event.status = Event.Status.REGISTRATION
    event.save(update_fields=["status"])
    first = rounds.pair_next_swiss_round(event, org)
    rounds.publish_round(first, org)
    match = first.matches.filter(player_b__isnull=False).first()
    assert match is not None
    player = match.player_a
    penalty = penalties.record_penalty(player, judge, "gpe-looking-extra", "warning", match=match).penalty
    appeal = penalties.file_appeal(player.user, "no", penalty=penalty)
    spare_token, _text = create_token(org, "to revoke")
    # The judge side: a dispute about the match with the player's run attached, and the player's record.
    run = ValidationRun.from_bytes(b'{"header": {}}', uploaded_by=player.user, source="api")
    run.save()
    dispute = Dispute.objects.create(
        event=event, match=match, opened_by=player.user, description="x", validation=run
    )
    record = Record.objects.create(
        owner=player.user,
        game="kaiju",
        document={"header": {"format": "judgelog/1", "game": "kaiju"}, "entries": []},
    )
    return {
        "tokens": {"organizer": _token(org), "judge": _token(judge), "player": _token(player.user)},
        "path": {
            "event_id": event.pk,
            "match_id": match.pk,
            "player_id": player.pk,
            "appeal_id": appeal.pk,
            "round_number": 1,
            "document": "rebirth",
            "number": "1.1",
            "token_id": str(spare_token.uid),
            "username": "spare",
            "dispute_id": dispute.pk,
            "run_id": str(run.pk),
            "record_id": str(record.pk),
        },
    }


def test_the_api_holds_to_its_schema_for_every_role(world: dict[str, Any]) -> None:
    schema = schemathesis.openapi.from_wsgi("/api/schema/?format=json", WSGIHandler())
    failures: list[str] = []
    fuzzed = 0
    for result in schema.get_all_operations():
        operation = result.ok()
        if not FUZZED.match(operation.path):
            continue
        fuzzed += 1
        wanted = set(re.findall(r"{(\w+)}", operation.path))
        path = {name: value for name, value in world["path"].items() if name in wanted}
        for mode in (GenerationMode.POSITIVE, GenerationMode.NEGATIVE):
            failures += _fuzz(operation, mode, path, world["tokens"])
    if not os.environ.get("SCHEMA_PATHS"):
        assert fuzzed >= 30, fuzzed  # the schema lost operations: the filter or the schema is wrong
    assert not failures, "\n\n".join(failures[:10])


def _fuzz(operation: Any, mode: GenerationMode, path: dict[str, Any], tokens: dict[str, str]) -> list[str]:
    found: list[str] = []
    strategy = operation.as_strategy(generation_mode=mode, path_parameters=path or None)

    @settings(
        max_examples=EXAMPLES,
        deadline=None,
        derandomize=True,
        database=None,
        phases=[Phase.explicit, Phase.generate],  # no shrinking: the report names the request as sent
        suppress_health_check=list(HealthCheck),
    )
    @given(case=strategy)
    def run(case: Any) -> None:
        for token in tokens.values():
            case.call_and_validate(headers={"Authorization": f"Token {token}"}, checks=CHECKS)

    try:
        run()
    except Unsatisfiable:
        # Nothing about this operation can be sent invalid (no body, no free parameter): nothing to try.
        assert mode is GenerationMode.NEGATIVE, operation.label
    except (Exception, BaseExceptionGroup) as exc:  # every finding is collected, then reported together
        found.append(f"{operation.label} [{mode.value}]:\n{exc}"[:4000])
    return found


def test_a_populated_world_is_reachable(world: dict[str, Any]) -> None:
    """The fuzzing above reaches real objects: the ids it uses answer 200 to the organizer."""
    from rest_framework.test import APIClient

    api = APIClient()
    api.credentials(HTTP_AUTHORIZATION=f"Token {world['tokens']['organizer']}")
    ids = world["path"]
    assert api.get(f"/api/events/{ids['event_id']}/rounds/1").status_code == 200
    assert api.get(f"/api/matches/{ids['match_id']}").status_code == 200
    assert api.get(f"/api/events/{ids['event_id']}/players/{ids['player_id']}/penalties").status_code == 200
    assert Match.objects.filter(pk=ids["match_id"]).exists() and uuid.UUID(ids["token_id"])
