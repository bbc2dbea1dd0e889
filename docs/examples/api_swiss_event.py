"""A whole 8-player Swiss event run through the API, as an organizer's script would (docs/api.md).

The organizer creates the event and adds a judge to its staff, the players register and check in
themselves, each Swiss round is paired and published, the players report and confirm their results (one
slip is entered by the judge, one player drops after round 2), the standings are read, the top 4 play the
top cut and the organizer closes the event.

Every account signs in once with its password to make an API token (``POST /api/tokens``) and then sends
only the token. Run it against a server whose accounts exist:

    python docs/examples/api_swiss_event.py http://127.0.0.1:8000 org:pw judy:pw p1:pw p2:pw ... p8:pw

The first account needs the organizer role; the players register under their usernames. The test
``tests/site/test_api_example.py`` runs this script against a live server in CI.
"""

from __future__ import annotations

import sys
from typing import Any

import requests

TIMEOUT = 30


class ApiError(Exception):
    def __init__(self, response: requests.Response) -> None:
        try:
            body = response.json()
        except ValueError:
            body = {"message": response.text[:200]}
        # Every error has the same body: {"code", "message", "message_ja", "fields"}.
        super().__init__(f"{response.request.method} {response.url} -> {response.status_code}: {body}")
        self.status = response.status_code
        self.body = body


class Client:
    """One person's API session, authenticated with a token made from their password."""

    def __init__(self, base: str, username: str, password: str) -> None:
        self.base = base.rstrip("/")
        self.username = username
        self.http = requests.Session()
        made = self.call(
            "POST", "/api/tokens", {"name": "swiss example", "username": username, "password": password}
        )
        self.http.headers["Authorization"] = f"Token {made['token']}"

    def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        response = self.http.request(method, self.base + path, json=body, timeout=TIMEOUT)
        if response.status_code >= 400:
            raise ApiError(response)
        return response.json() if response.content else None

    def all(self, path: str) -> list[Any]:
        """Every item of a list, following ``next`` through its pages (a plain list is taken as it is)."""
        body = self.call("GET", path)
        if isinstance(body, list):
            return body
        items = list(body["results"])
        while body.get("next"):
            response = self.http.get(body["next"], timeout=TIMEOUT)
            if response.status_code >= 400:
                raise ApiError(response)
            body = response.json()
            items.extend(body["results"])
        return items


def name_of(player: Any) -> str | None:
    """A match's player: ``{"id", "display_name"}`` (or a bare name from older servers); None for a bye."""
    if player is None:
        return None
    return player["display_name"] if isinstance(player, dict) else str(player)


def play_round(
    rnd: dict[str, Any], players: dict[str, Client], strength: list[str], judge: Client | None
) -> None:
    """Every match of the round: the stronger player (earlier in ``strength``) wins 2-1. Player A reports
    and player B confirms; with ``judge``, the judge enters the first table's slip instead."""
    for i, match in enumerate(rnd["matches"]):
        a, b = name_of(match["player_a"]), name_of(match["player_b"])
        if b is None or match["status"] == "confirmed":
            continue  # a bye, or a match conceded by a drop
        a_wins, b_wins = (2, 1) if strength.index(a) < strength.index(b) else (1, 2)
        if judge is not None and i == 0:
            judge.call("POST", f"/api/matches/{match['id']}/enter", {"a_wins": a_wins, "b_wins": b_wins})
            continue
        players[a].call("POST", f"/api/matches/{match['id']}/report", {"a_wins": a_wins, "b_wins": b_wins})
        confirmed = players[b].call("POST", f"/api/matches/{match['id']}/confirm")
        assert confirmed["status"] == "confirmed", confirmed


def run(
    base: str, organizer: tuple[str, str], judge: tuple[str, str], accounts: list[tuple[str, str]]
) -> dict:
    org = Client(base, *organizer)
    judy = Client(base, *judge)
    players = {username: Client(base, username, password) for username, password in accounts}
    strength = list(players)  # the first account wins every match it plays

    event = org.call(
        "POST",
        "/api/events",
        {"name": "API Swiss Cup", "game": "rebirth", "rounds": 3, "top_cut": 4, "match_format": "bo3"},
    )
    eid = event["id"]
    org.call("POST", f"/api/events/{eid}/staff", {"username": judy.username, "role": "judge"})
    org.call("POST", f"/api/events/{eid}/status", {"step": "registration"})
    registration = {
        name: client.call("POST", f"/api/events/{eid}/players", {"self": True})
        for name, client in players.items()
    }
    org.call("POST", f"/api/events/{eid}/status", {"step": "check_in"})
    for name, client in players.items():
        client.call("POST", f"/api/events/{eid}/players/{registration[name]['id']}/check-in")

    for number in (1, 2, 3):
        org.call("POST", f"/api/events/{eid}/rounds", {})
        rnd = org.call("POST", f"/api/events/{eid}/rounds/{number}/publish")
        play_round(rnd, players, strength, judy if number == 3 else None)
        if number == 2:
            # The weakest player leaves after round 2: round 3 has seven players and a bye.
            last = strength[-1]
            players[last].call("POST", f"/api/events/{eid}/players/{registration[last]['id']}/drop", {})
    standings = org.all(f"/api/events/{eid}/standings")

    for _ in ("semifinals", "final"):  # the top 4 after the Swiss rounds
        rnd = org.call("POST", f"/api/events/{eid}/rounds", {"kind": "elimination"})
        rnd = org.call("POST", f"/api/events/{eid}/rounds/{rnd['number']}/publish")
        play_round(rnd, players, strength, None)
    finished = org.call("POST", f"/api/events/{eid}/status", {"step": "finish"})
    return {
        "event": eid,
        "standings": standings,
        "status": finished["status"],
        "champion": finished["champion"],
    }


def main(argv: list[str]) -> int:
    if len(argv) != 12:  # the script, the address, the organizer, the judge and eight players
        print(__doc__)
        return 2
    base, *pairs = argv[1:]
    accounts = [tuple(pair.split(":", 1)) for pair in pairs]
    outcome = run(base, accounts[0], accounts[1], accounts[2:])  # type: ignore[arg-type]
    for row in outcome["standings"]:
        print(f"{row['rank']:>2}. {name_of(row['player']):<12} {row['match_points']:>2} pts  {row['record']}")
    print(f"event {outcome['event']}: {outcome['status']}, champion {outcome['champion']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
