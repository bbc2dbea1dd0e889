# Two commands matter: `make run` (set everything up and serve) and `make test` (the whole suite).
SHELL := /bin/bash
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
PORT ?= 8000
# The suite's service tests use these unless the environment says otherwise.
TEST_DATABASE_URL ?= postgresql://postgres@127.0.0.1:5432/judge_assistant
TEST_REDIS_URL ?= redis://127.0.0.1:6379/15
# The SQLite part of the suite runs on every core (pytest-xdist; each worker has its own test database,
# and the check ledger is merged across workers). The service tests share one Redis, one Celery worker
# and fixed database names, so they run in one process. TEST_WORKERS=0 runs everything in one process.
# The SQLite part never talks to Redis, even with REDIS_URL exported: the workers would share one cache
# key prefix (made from the database name before each worker's test database is named).
TEST_WORKERS ?= auto

.PHONY: run venue setup venv messages migrate import worker test test-fast test-services lint bench bench-teams clean ledger

$(VENV)/.installed: requirements.txt requirements-dev.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements-dev.txt
	touch $@

venv: $(VENV)/.installed

# The compiled catalogues are build output (not committed); msgfmt comes from Debian's gettext.
messages: venv
	@command -v msgfmt >/dev/null || { echo "msgfmt not found: install Debian's gettext (apt-get install gettext)"; exit 1; }
	$(PY) manage.py compilemessages --ignore=$(VENV) -v0

migrate: venv
	$(PY) manage.py migrate --noinput -v0

import: migrate
	@if $(PY) manage.py help import_rulebooks >/dev/null 2>&1; then $(PY) manage.py import_rulebooks; fi

setup: venv messages migrate import

run: setup
	$(PY) manage.py runserver 127.0.0.1:$(PORT)

# A venue with no internet (docs/venue.md): gunicorn on the laptop's LAN address (VENUE_HOST=… to choose
# it), production settings for plain HTTP on the LAN, the address and a QR code printed in the terminal.
venue: venv messages
	$(PY) manage.py venue --port $(PORT)

worker: setup
	$(VENV)/bin/celery -A judge.celery worker --loglevel=INFO

# Unit, site and browser tests on SQLite; then the service tests on PostgreSQL, Redis and a real
# Celery worker. With CI=true the service tests must run: a missing service fails the run.
test: venv messages
	$(VENV)/bin/ruff check .
	REDIS_URL= CHECK_LEDGER=check $(PY) -m pytest -n $(TEST_WORKERS) --dist worksteal -m "not integration and not postgres"
	DATABASE_URL=$(TEST_DATABASE_URL) REDIS_URL=$(TEST_REDIS_URL) $(PY) -m pytest -p no:xdist -m "integration or postgres"

# Rewrite judge/engine/check_ledger.json from a run of the engine tests (after adding a proof).
ledger: venv
	CHECK_LEDGER=write $(PY) -m pytest tests/unit/engine -p no:cacheprovider

test-fast: venv messages
	REDIS_URL= $(PY) -m pytest -n $(TEST_WORKERS) --dist worksteal -m "not integration and not postgres and not browser" -x

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

bench: venv messages
	@for b in $$(ls bench/*.py 2>/dev/null | grep -v -e __init__ -e "bench/_"); do m=$$(basename $$b .py); echo "== bench.$$m"; $(PY) -m bench.$$m || exit 1; done

# Only the team pairing (1,000 trios; target under a second a round); `make bench` runs it with the rest.
bench-teams: venv
	$(PY) -m bench.team_pairing_bench

clean:
	rm -rf var/staticfiles .pytest_cache .ruff_cache
