"""`manage.py venue`: set up and serve the site for the venue's local network (docs/venue.md)."""

from __future__ import annotations

import io
import os
import subprocess
import sys
from pathlib import Path

import segno
from django.conf import settings
from django.core.management.base import BaseCommand, CommandError, CommandParser

from tournaments.venue.network import VenueServer, default_workers, detect_lan_address, venue_secret_key


class Command(BaseCommand):
    help = (
        "Serve the site to the venue's local network with gunicorn (production settings, plain HTTP on the "
        "LAN): migrate, import the rulebooks if the index is empty, collect static files, print the address "
        "and a QR code, then run until Ctrl-C."
    )

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--host",
            default=os.environ.get("VENUE_HOST", ""),
            help="address to bind (default: the laptop's LAN address, detected; env VENUE_HOST)",
        )
        parser.add_argument("--port", type=int, default=int(os.environ.get("VENUE_PORT", "8000")))
        parser.add_argument("--workers", type=int, default=default_workers())
        parser.add_argument("--threads", type=int, default=4)
        parser.add_argument("--certfile", default="", help="serve HTTPS with this certificate (optional)")
        parser.add_argument("--keyfile", default="", help="the certificate's private key (optional)")
        parser.add_argument(
            "--skip-setup", action="store_true", help="do not migrate or collect static files"
        )
        parser.add_argument(
            "--import-rules", action="store_true", help="import the rulebooks even if present"
        )
        parser.add_argument(
            "--no-rules", action="store_true", help="never import the rulebooks (a bench or a test server)"
        )
        parser.add_argument("--access-log", action="store_true", help="log every request to the terminal")
        parser.add_argument(
            "--dry-run", action="store_true", help="print the address, QR code and command, start nothing"
        )

    def handle(self, *args: object, **options: object) -> None:
        host = str(options["host"]) or detect_lan_address()
        if not host:
            raise CommandError(
                "No LAN address found: join the venue Wi-Fi (or start the laptop's hotspot), or give --host."
            )
        if bool(options["certfile"]) != bool(options["keyfile"]):
            raise CommandError("--certfile and --keyfile go together.")
        server = VenueServer(
            host=host,
            port=int(options["port"]),  # type: ignore[call-overload]
            workers=max(1, int(options["workers"])),  # type: ignore[call-overload]
            threads=max(1, int(options["threads"])),  # type: ignore[call-overload]
            certfile=str(options["certfile"]),
            keyfile=str(options["keyfile"]),
        )
        env = server.environment(venue_secret_key(Path(settings.VAR_DIR)))
        manage = [sys.executable, str(Path(settings.BASE_DIR) / "manage.py")]
        if not options["skip_setup"] and not options["dry_run"]:
            self._setup(
                manage, env, force_rules=bool(options["import_rules"]), skip_rules=bool(options["no_rules"])
            )
        self._announce(server)
        argv = server.gunicorn_argv(sys.executable, access_log=bool(options["access_log"]))
        if options["dry_run"]:
            self.stdout.write(" ".join(argv))
            return
        self.stdout.flush()
        os.chdir(settings.BASE_DIR)
        # Replace this process: Ctrl-C (or a kill of this pid) reaches gunicorn's master directly.
        os.execve(sys.executable, argv, env)

    def _run(self, argv: list[str], env: dict[str, str]) -> None:
        done = subprocess.run(argv, env=env, cwd=settings.BASE_DIR, check=False)
        if done.returncode:
            raise CommandError(f"failed: {' '.join(argv[1:])}")

    def _setup(self, manage: list[str], env: dict[str, str], *, force_rules: bool, skip_rules: bool) -> None:
        # Each step runs with the server's own settings (DEBUG off): collectstatic must write the
        # manifest that production static storage reads.
        self.stdout.write("migrate …")
        self._run([*manage, "migrate", "--noinput", "-v0"], env)
        if force_rules or not (skip_rules or self._rules_present()):
            self.stdout.write("import_rulebooks …")
            self._run([*manage, "import_rulebooks"], env)
        self.stdout.write("collectstatic …")
        self._run([*manage, "collectstatic", "--noinput", "-v0"], env)

    def _rules_present(self) -> bool:
        from rules_index.models import ClauseSearchEntry, Document

        # The search rows too: a rulebook whose rows are gone (an interrupted import) must be imported
        # again, or the venue's search answers nothing.
        try:
            return Document.objects.exists() and ClauseSearchEntry.objects.exists()
        except Exception:  # no table yet: migrate just ran in another process
            return False

    def _announce(self, server: VenueServer) -> None:
        qr = segno.make(server.url, error="m")
        self.stdout.write("")
        self.stdout.write(self.style.SUCCESS(f"Venue server: {server.url}"))
        self.stdout.write(f"QR page for a screen or a printout: {server.url}venue/")
        # segno draws the code with block characters; phones' cameras read it off the terminal.
        drawn = io.StringIO()
        qr.terminal(out=drawn, compact=True)
        self.stdout.write(drawn.getvalue(), ending="")
        self.stdout.write(
            "Players and judges: join the venue Wi-Fi, then scan the code or type the address. Ctrl-C stops."
        )
