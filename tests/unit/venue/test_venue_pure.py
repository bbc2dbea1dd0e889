"""Venue mode's pure parts: reading a slip's result, choosing the LAN address, the server's settings."""

from __future__ import annotations

import stat

import pytest

from tournaments.venue.network import VenueServer, choose_lan_address, venue_secret_key
from tournaments.venue.slips import SlipError, parse_result


@pytest.mark.parametrize(
    ("text", "bo3", "expected"),
    [
        ("2-0", True, (2, 0, 0)),
        ("2-1", True, (2, 1, 0)),
        ("1-2", True, (1, 2, 0)),
        ("0-2", True, (0, 2, 0)),
        ("1-1", True, (1, 1, 0)),
        ("1-1-1", True, (1, 1, 1)),
        ("ID", True, (0, 0, 3)),
        ("id", False, (0, 0, 1)),
        ("２－０", True, (2, 0, 0)),
        (" 2 1 ", True, (2, 1, 0)),
        ("1-0", False, (1, 0, 0)),
    ],
)
def test_slip_results_are_read_from_seat_as_side(text, bo3, expected):
    assert parse_result(text, bo3) == expected


@pytest.mark.parametrize("text", ["", "2", "win", "2-0-0-0", "12-0", "a-b"])
def test_unreadable_slip_results_are_refused_with_a_message(text):
    with pytest.raises(SlipError) as caught:
        parse_result(text, True)
    assert "2-0" in caught.value.en and "2-0" in caught.value.ja


def test_the_lan_address_is_a_private_ipv4_one_before_any_other():
    assert choose_lan_address(["127.0.0.1", "169.254.3.4", "8.8.4.4", "192.168.1.20"]) == "192.168.1.20"
    assert choose_lan_address(["127.0.1.1", "fe80::1", "::1", "not an address"]) is None
    assert choose_lan_address(["8.8.4.4", "169.254.3.4"]) == "169.254.3.4"
    assert choose_lan_address(["10.0.0.7", "172.20.1.1"]) == "10.0.0.7"  # the first of equals


def test_venue_settings_are_production_ones_for_plain_http_on_the_lan():
    env = VenueServer("192.168.1.20", 8000, 4, 4).environment("k" * 50, base={"DEBUG": "1", "PATH": "/bin"})
    assert env["DEBUG"] == "0" and env["SECRET_KEY"] == "k" * 50
    assert env["HTTPS"] == "0" and env["HSTS_SECONDS"] == "0"
    assert env["ALLOWED_HOSTS"].split(",") == ["192.168.1.20", "localhost", "127.0.0.1"]
    assert env["CSRF_TRUSTED_ORIGINS"] == "http://192.168.1.20:8000"
    assert env["VENUE_URL"] == "http://192.168.1.20:8000/" and env["PATH"] == "/bin"
    tls = VenueServer("192.168.1.20", 8443, 2, 2, certfile="c.pem", keyfile="k.pem")
    assert tls.environment("k", base={})["HTTPS"] == "1" and tls.url == "https://192.168.1.20:8443/"
    argv = tls.gunicorn_argv("python")
    assert argv[:4] == ["python", "-m", "gunicorn", "judge.wsgi:application"]
    assert "runserver" not in argv and argv[argv.index("--bind") + 1] == "192.168.1.20:8443"
    assert argv[argv.index("--certfile") + 1] == "c.pem"


def test_the_venue_secret_key_is_drawn_once_and_readable_by_its_owner_only(tmp_path):
    first = venue_secret_key(tmp_path)
    assert len(first) >= 50 and venue_secret_key(tmp_path) == first
    mode = stat.S_IMODE((tmp_path / "venue_secret_key").stat().st_mode)
    assert mode == 0o600
