"""Which address the laptop has on the venue network, and what the venue server's environment is.

Pure Python (no Django): the management command and the benchmark both build the server from here.
"""

from __future__ import annotations

import ipaddress
import os
import secrets
import socket
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

# RFC 1918: what venue routers and phone hotspots hand out.
_LAN_NETWORKS = [ipaddress.ip_network(n) for n in ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16")]


def _rank(address: str) -> int | None:
    """Lower is better: a private IPv4 address (what venue Wi-Fi and phone hotspots hand out) first,
    then link-local, then any other non-loopback IPv4. Loopback and unparsable text are not candidates."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return None
    if ip.version != 4 or ip.is_loopback or ip.is_unspecified or ip.is_multicast:
        return None
    if any(ip in net for net in _LAN_NETWORKS):
        return 0
    if ip.is_link_local:
        return 1
    return 2


def choose_lan_address(candidates: Iterable[str]) -> str | None:
    """The best of the machine's addresses for phones on the same network, or None when it has none."""
    ranked = [(rank, i, a) for i, a in enumerate(candidates) if (rank := _rank(a)) is not None]
    return min(ranked)[2] if ranked else None


def local_addresses() -> list[str]:
    """The IPv4 addresses this machine answers to, without sending anything on the network.

    The names the host resolves to come first; then the address the kernel would pick as the source for a
    private-range destination. A UDP ``connect`` only looks up the route: no packet leaves the machine.
    """
    found: list[str] = []
    try:
        for info in socket.getaddrinfo(socket.gethostname(), None, socket.AF_INET):
            found.append(str(info[4][0]))
    except OSError:
        pass
    for probe in ("10.254.254.254", "192.168.254.254", "172.31.254.254"):
        sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        try:
            sock.connect((probe, 9))
            found.append(sock.getsockname()[0])
        except OSError:
            pass
        finally:
            sock.close()
    return found


def detect_lan_address() -> str | None:
    return choose_lan_address(local_addresses())


def venue_secret_key(var_dir: Path) -> str:
    """The venue server's SECRET_KEY, drawn once and kept under var/ (0600): sessions survive a restart of
    the laptop, and the key never appears in a command line or a committed file."""
    key_file = var_dir / "venue_secret_key"
    if not key_file.exists():
        var_dir.mkdir(parents=True, exist_ok=True)
        fd = os.open(key_file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as fh:
            fh.write(secrets.token_urlsafe(50))
    return key_file.read_text().strip()


@dataclass(frozen=True)
class VenueServer:
    host: str
    port: int
    workers: int
    threads: int
    certfile: str = ""
    keyfile: str = ""

    @property
    def tls(self) -> bool:
        return bool(self.certfile and self.keyfile)

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"{'https' if self.tls else 'http'}://{host}:{self.port}/"

    def environment(self, secret_key: str, base: dict[str, str] | None = None) -> dict[str, str]:
        """Production settings (judge/settings.py reads them) for a site served straight from gunicorn on
        a closed network. DEBUG is off, the key is fixed, hosts are the LAN address and loopback only.

        HTTPS stays off unless a certificate is given: a venue has no domain name, so no public CA can
        issue a certificate, and redirecting phones to an https:// address that nothing answers would lock
        everyone out. Session and CSRF cookies then travel in clear on the venue network (see
        docs/venue.md: use a Wi-Fi with a password). HSTS is never sent on a LAN address: a browser would
        refuse plain HTTP to it for a year afterwards.
        """
        env = dict(base if base is not None else os.environ)
        hosts = [self.host, "localhost", "127.0.0.1"]
        host_in_url = f"[{self.host}]" if ":" in self.host else self.host
        scheme = "https" if self.tls else "http"
        env.update(
            {
                "DEBUG": "0",
                "SECRET_KEY": secret_key,
                "ALLOWED_HOSTS": ",".join(dict.fromkeys(hosts)),
                "CSRF_TRUSTED_ORIGINS": f"{scheme}://{host_in_url}:{self.port}",
                "HTTPS": "1" if self.tls else "0",
                "HSTS_SECONDS": "0",
                # Nothing stands between the phones and gunicorn: the client address is the peer's.
                "TRUSTED_PROXIES": "0",
                "VENUE_URL": self.url,
            }
        )
        if self.tls:
            # Served over TLS by gunicorn itself: no proxy header to trust, the WSGI scheme says https.
            env["SECURE_COOKIES"] = "1"
        return env

    def gunicorn_argv(self, python: str, access_log: bool = False) -> list[str]:
        argv = [
            python,
            "-m",
            "gunicorn",
            "judge.wsgi:application",
            "--bind",
            f"{self.host}:{self.port}" if ":" not in self.host else f"[{self.host}]:{self.port}",
            "--workers",
            str(self.workers),
            "--worker-class",
            "gthread",
            "--threads",
            str(self.threads),
            "--timeout",
            "60",
            "--graceful-timeout",
            "10",
        ]
        if access_log:
            argv += ["--access-logfile", "-"]
        if self.tls:
            argv += ["--certfile", self.certfile, "--keyfile", self.keyfile]
        return argv


def default_workers() -> int:
    """Two processes a core: page requests are short, SQLite serialises writes anyway (WAL)."""
    return max(2, min(8, 2 * (os.cpu_count() or 1)))
