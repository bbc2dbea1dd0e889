"""Start the production command (gunicorn, DEBUG off) on loopback for a bench, and stop it afterwards.

Not a bench itself (``make bench`` skips modules whose name starts with an underscore). The caller has
prepared the database and passes its URL; the server gets production settings (DEBUG=0, a throwaway
secret key, plain HTTP on loopback) and its static files collected into ``var_dir``.
"""

from __future__ import annotations

import os
import secrets
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def cpu_seconds(pid: int) -> float:
    """CPU time (user + system) used so far by ``pid``'s child processes (gunicorn's workers), from /proc;
    0 where /proc is not there."""
    tick = os.sysconf("SC_CLK_TCK")
    total = 0.0
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        # After the command: state, ppid, ... utime and stime are the 12th and 13th fields.
        if int(fields[1]) == pid:
            total += (int(fields[11]) + int(fields[12])) / tick
    return total


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def production_env(database_url: str, var_dir: Path, redis_url: str = "") -> dict[str, str]:
    return {
        **os.environ,
        "DEBUG": "0",
        "SECRET_KEY": secrets.token_urlsafe(50),
        # Loopback over plain HTTP: no redirect to HTTPS, no secure-only cookies.
        "HTTPS": "0",
        "ALLOWED_HOSTS": "127.0.0.1,localhost",
        "DATABASE_URL": database_url,
        "REDIS_URL": redis_url,
        "VAR_DIR": str(var_dir),
        "DJANGO_SETTINGS_MODULE": "judge.settings",
    }


@contextmanager
def gunicorn(
    database_url: str,
    var_dir: Path,
    redis_url: str = "",
    workers: int = 4,
    threads: int = 1,
    log_name: str = "bench-gunicorn.log",
) -> Iterator[tuple[str, int]]:
    """Serve the site with gunicorn on a free loopback port; yields its base URL (``http://127.0.0.1:N``)
    and the master's process id (its workers are its children)."""
    with serve(
        production_env(database_url, var_dir, redis_url), var_dir, workers, threads=threads, log_name=log_name
    ) as served:
        yield served


@contextmanager
def serve(
    env: dict[str, str],
    var_dir: Path,
    workers: int,
    *,
    threads: int = 1,
    backlog: int = 512,
    log_name: str = "bench-gunicorn.log",
) -> Iterator[tuple[str, int]]:
    """``gunicorn`` with the caller's environment (a bench that seeds with the server's secret key, or
    tunes its database connections): the same base URL and master's process id."""
    subprocess.run(
        [sys.executable, "manage.py", "collectstatic", "--noinput", "-v0"], cwd=ROOT, env=env, check=True
    )
    port = free_port()
    command = [
        sys.executable,
        "-m",
        "gunicorn",
        "judge.wsgi",
        "--bind",
        f"127.0.0.1:{port}",
        "--workers",
        str(workers),
        "--threads",
        str(threads),
        "--backlog",
        str(backlog),
    ]
    log = open(var_dir / log_name, "w")  # noqa: SIM115 - the server writes to it until it stops
    proc = subprocess.Popen(command, cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
    log.close()
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(proc, base, var_dir / log_name)
        yield base, proc.pid
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()


def _wait_until_up(proc: subprocess.Popen[bytes], base: str, log: Path) -> None:
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"gunicorn exited early; see {log}")
        try:
            with urllib.request.urlopen(f"{base}/healthz", timeout=2):
                return
        except urllib.error.HTTPError:
            return  # "degraded" (no Celery worker, say) is still a server that answers
        except OSError:
            pass
        time.sleep(0.3)
    raise RuntimeError(f"gunicorn did not answer /healthz within 60 s; see {log}")
