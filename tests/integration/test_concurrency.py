"""Six simultaneous "pair next round" requests (issue 20) against PostgreSQL, from six threads with their
own connections: one round is made, and every other request answers 409 Conflict with a message."""

from __future__ import annotations

import threading

import pytest


@pytest.mark.django_db(transaction=True)
def test_six_simultaneous_pair_requests_make_one_round(services):
    from django.contrib.auth.models import User
    from django.db import connection
    from rest_framework.test import APIClient

    from judge.roles import ORGANIZER, assign_role
    from tournaments.models import Event, Registration, Round

    org = User.objects.create_user("org-race", password="pw-org-race-1")
    assign_role(org, ORGANIZER)
    event = Event.objects.create(name="Race Cup", game="rebirth", organizer=org)
    for n in range(8):
        Registration.objects.create(event=event, name=f"p{n}")

    barrier = threading.Barrier(6)
    answers: list[tuple[int, dict]] = []
    lock = threading.Lock()

    def press() -> None:
        client = APIClient()
        client.force_authenticate(org)
        try:
            barrier.wait(timeout=30)
            response = client.post(f"/api/events/{event.pk}/rounds", {}, format="json")
            with lock:
                answers.append((response.status_code, response.json()))
        finally:
            connection.close()  # each thread has its own connection; give it back

    threads = [threading.Thread(target=press) for _ in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(timeout=120)
    codes = sorted(code for code, _ in answers)
    assert codes == [201, 409, 409, 409, 409, 409], answers
    assert all(
        body.get("code") == "conflict" and body.get("message") for code, body in answers if code == 409
    )
    assert Round.objects.filter(event=event).count() == 1
