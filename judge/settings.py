"""Settings for the judge assistant. Everything that differs between machines comes from the environment.

- ``DATABASE_URL``: default SQLite at ``var/db.sqlite3`` (embedded mode); PostgreSQL when it grows.
- ``REDIS_URL``: when set, Celery sends tasks through Redis to real workers; when unset, tasks run in-process.
- ``SECRET_KEY``: required when ``DEBUG`` is off; in development a key is generated once into ``var/``.
- ``DEBUG`` (default on for local development), ``ALLOWED_HOSTS`` (comma separated).
"""

from __future__ import annotations

import hashlib
import os
import secrets
from datetime import timedelta
from pathlib import Path

import dj_database_url
from csp.constants import NONE, SELF
from django.core.exceptions import ImproperlyConfigured
from django.utils.translation import gettext_lazy as _

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(os.environ.get("VAR_DIR", BASE_DIR / "var"))
VAR_DIR.mkdir(parents=True, exist_ok=True)


def _env_flag(name: str, default: bool) -> bool:
    value = os.environ.get(name)
    if value is None or value == "":
        return default
    return value.strip().lower() in {"1", "true", "yes", "on"}


DEBUG = _env_flag("DEBUG", True)


def _secret_key() -> str:
    key = os.environ.get("SECRET_KEY", "")
    if key:
        return key
    if not DEBUG:
        # A production site with a guessable or per-process key would log everyone out on restart
        # and let session cookies be forged; refuse to start instead.
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is off (production mode).")
    key_file = VAR_DIR / "secret_key"
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
        key_file.chmod(0o600)
    return key_file.read_text().strip()


SECRET_KEY = _secret_key()
ALLOWED_HOSTS = [
    h.strip() for h in os.environ.get("ALLOWED_HOSTS", "localhost,127.0.0.1,[::1]").split(",") if h
]
# The address players reach the venue server at (set by `manage.py venue`); the QR page shows it.
VENUE_URL = os.environ.get("VENUE_URL", "")
CSRF_TRUSTED_ORIGINS = [o for o in os.environ.get("CSRF_TRUSTED_ORIGINS", "").split(",") if o]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "knox",
    "drf_spectacular",
    "drf_spectacular_sidecar",
    "axes",
    "csp",
    "allauth",
    "allauth.account",
    "judge",
    "judge.validation",
    "judge.disputes",
    "judge.recorder",
    "judge.accounts",
    "judge.tokens",
    "rules_index",
    "tournaments",
    "tournaments.penalties",
    "tournaments.venue",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    # django-allauth keeps its multi-step flows (password reset by key, email confirmation) in the session.
    "allauth.account.middleware.AccountMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "csp.middleware.CSPMiddleware",
    # Last, as django-axes asks: it turns a locked-out login into its lockout answer.
    "axes.middleware.AxesMiddleware",
]
# Before the view reads a byte: a body larger than any upload we accept is refused (413), NUL characters
# in any input are refused (400), and a value the database refuses as data answers 400 (judge/limits.py).
# After the language is chosen (so refusals speak it), before anything reads the body (CSRF does).
MIDDLEWARE.insert(
    MIDDLEWARE.index("django.middleware.locale.LocaleMiddleware") + 1, "judge.limits.InputLimitsMiddleware"
)

ROOT_URLCONF = "judge.urls"
WSGI_APPLICATION = "judge.wsgi.application"
ASGI_APPLICATION = "judge.asgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.template.context_processors.i18n",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "judge.context_processors.site",
                "tournaments.context_processors.search_scope",
            ],
        },
    },
]

DATABASES = {
    "default": dj_database_url.parse(
        os.environ.get("DATABASE_URL") or f"sqlite:///{VAR_DIR / 'db.sqlite3'}",
        # In production each gunicorn worker keeps its connection (a new PostgreSQL connection per request
        # cost more than a cached search); checked before reuse, so a restarted database is survived.
        conn_max_age=int(os.environ.get("DB_CONN_MAX_AGE", "0" if DEBUG else "60")),
        conn_health_checks=True,
    )
}
if DATABASES["default"]["ENGINE"] == "django.db.backends.sqlite3":
    # WAL lets the in-process task runner and page requests read while one writes.
    DATABASES["default"].setdefault("OPTIONS", {})["init_command"] = "PRAGMA journal_mode=WAL;"
    # Several gunicorn workers (manage.py venue) write to one file: a transaction takes the write lock when
    # it begins and waits for it (up to the timeout) instead of failing at once with "database is locked"
    # when two readers try to become writers together (SQLite cannot make one of them wait then).
    DATABASES["default"]["OPTIONS"] |= {"transaction_mode": "IMMEDIATE", "timeout": 20}

DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]
# Login throttling (django-axes): after 5 failed logins for one username from one address, that pair is
# locked out for 15 minutes; a successful login clears the count.
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
    # Players may sign in with their email address as well as their username (django-allauth).
    "allauth.account.auth_backends.AuthenticationBackend",
]
AXES_FAILURE_LIMIT = int(os.environ.get("AXES_FAILURE_LIMIT", "5"))
AXES_COOLOFF_TIME = timedelta(minutes=15)
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_TEMPLATE = "registration/locked_out.html"
# The API gets its error body (429) instead of the page.
AXES_LOCKOUT_CALLABLE = "judge.views.lockout"
AXES_VERBOSE = False
# How many proxies (nginx) stand in front of gunicorn and append to X-Forwarded-For; 1 in production.
TRUSTED_PROXIES = int(os.environ.get("TRUSTED_PROXIES", "0" if DEBUG else "1"))
AXES_CLIENT_IP_CALLABLE = "judge.limits.client_ip"
# The login form is django-allauth's: its field is "login" (a username or an email address); the
# callable reads it (and the older "username" field) so the lockout counts per account (docs/accounts.md).
AXES_USERNAME_CALLABLE = "judge.accounts.throttle.login_name"
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "home"

# Accounts (django-allauth; docs/accounts.md): a player signs up with a username, an email address and a
# password, signs in with either, and resets a forgotten password through a link sent by email. The email
# address is confirmed by a link too, but an unconfirmed address does not block play on the event day.
ACCOUNT_LOGIN_METHODS = {"username", "email"}
ACCOUNT_SIGNUP_FIELDS = ["username*", "email*", "password1*", "password2*"]
ACCOUNT_EMAIL_VERIFICATION = "optional"
ACCOUNT_UNIQUE_EMAIL = True
ACCOUNT_SESSION_REMEMBER = True
ACCOUNT_LOGOUT_ON_PASSWORD_CHANGE = False
ACCOUNT_ADAPTER = "judge.accounts.adapter.AccountAdapter"
ACCOUNT_FORMS = {"login": "judge.accounts.forms.ThrottledLoginForm"}
ACCOUNT_SIGNUP_REDIRECT_URL = "accounts:profile"
# django-axes is the one login throttle (its lockout page, its per-account-and-address count); allauth's
# own limit on failed logins would answer the same guesses with a different message. Its other limits
# (reset emails, signups) stay on.
ACCOUNT_RATE_LIMITS = {"login_failed": False}
# Mail: printed to the console in development; tests collect it in memory (pytest-django). Production
# sets EMAIL_BACKEND=django.core.mail.backends.smtp.EmailBackend and the EMAIL_* values below.
EMAIL_BACKEND = os.environ.get("EMAIL_BACKEND", "django.core.mail.backends.console.EmailBackend")
EMAIL_HOST = os.environ.get("EMAIL_HOST", "localhost")
EMAIL_PORT = int(os.environ.get("EMAIL_PORT", "25"))
EMAIL_HOST_USER = os.environ.get("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = _env_flag("EMAIL_USE_TLS", False)
DEFAULT_FROM_EMAIL = os.environ.get("DEFAULT_FROM_EMAIL", "judge-assistant@localhost")

# Japanese first; English on request (language switch, or the browser's Accept-Language).
LANGUAGE_CODE = "ja"
LANGUAGES = [("ja", _("日本語")), ("en", _("English"))]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = os.environ.get("TIME_ZONE", "Asia/Tokyo")
USE_I18N = True
USE_TZ = True

STATIC_URL = "static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
STATIC_ROOT.mkdir(exist_ok=True)  # whitenoise warns about a missing root on every request
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {
        "BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"
        if DEBUG
        else "whitenoise.storage.CompressedManifestStaticFilesStorage"
    },
}

# Uploads (game logs, CSV imports) are bounded so a huge upload gets a clear error, not a dead worker.
# A request body above MAX_REQUEST_BYTES is refused before it is read (judge.limits); what is accepted
# stays in memory (only the memory handler), so no upload is ever written to a temporary file.
MAX_REQUEST_BYTES = 6 * 1024 * 1024
DATA_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BYTES
FILE_UPLOAD_MAX_MEMORY_SIZE = MAX_REQUEST_BYTES
FILE_UPLOAD_HANDLERS = ["django.core.files.uploadhandler.MemoryFileUploadHandler"]
DATA_UPLOAD_MAX_NUMBER_FIELDS = 2000

REST_FRAMEWORK = {
    "DEFAULT_SCHEMA_CLASS": "drf_spectacular.openapi.AutoSchema",
    # Scripts send an API token (judge/tokens: several named tokens a user makes and revokes, stored
    # hashed); the site's pages use the session. No Basic auth: it costs a password hash per request.
    # The token comes first so that a request without credentials answers 401 with WWW-Authenticate.
    "DEFAULT_AUTHENTICATION_CLASSES": [
        "judge.tokens.auth.ApiTokenAuthentication",
        "rest_framework.authentication.SessionAuthentication",
    ],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_PARSER_CLASSES": [
        "judge.limits.ObjectJSONParser",
        "rest_framework.parsers.FormParser",
        "rest_framework.parsers.MultiPartParser",
    ],
    # The API's one shape (judge/api_conventions.py): one error body, one way to page through lists.
    "EXCEPTION_HANDLER": "judge.api_conventions.api_exception_handler",
    "DEFAULT_PAGINATION_CLASS": "judge.api_conventions.StandardPagination",
    "PAGE_SIZE": 50,
}
# API tokens (django-rest-knox): a token lives until revoked unless made with an expiry; the prefix lets
# secret scanners recognise a leaked one.
KNOX_TOKEN_MODEL = "tokens.ApiToken"
# Our model (judge/tokens) replaces knox's own, so knox's migrations, which would still create its unused
# table (with a foreign key to the users that blocks PostgreSQL's test flush), are not run.
MIGRATION_MODULES = {"knox": None}
REST_KNOX = {"TOKEN_TTL": None, "AUTH_HEADER_PREFIX": "Token", "TOKEN_PREFIX": "jdg_", "AUTO_REFRESH": False}
SPECTACULAR_SETTINGS = {
    "TITLE": "Judge assistant API",
    "DESCRIPTION": "Rules lookup, tournaments and game-log validation for Japanese TCG events.",
    "VERSION": "0.1.0",
    # Served from the sidecar package: nothing is fetched from a CDN at run time.
    "SWAGGER_UI_DIST": "SIDECAR",
    "SWAGGER_UI_FAVICON_HREF": "SIDECAR",
    "REDOC_DIST": "SIDECAR",
    # One name for each choice set that several serializers share.
    "ENUM_NAME_OVERRIDES": {
        "EventStatusEnum": "tournaments.models.Event.Status",
        "RoundStatusEnum": "tournaments.models.Round.Status",
        "MatchStatusEnum": "tournaments.models.Match.Status",
        "PenaltyStatusEnum": "tournaments.penalties.models.Penalty.Status",
        "AppealStatusEnum": "tournaments.penalties.models.Appeal.Status",
        "PenaltyEnum": "tournaments.penalties.models.PENALTY_CHOICES",
        "DisputeStatusEnum": "judge.disputes.models.Dispute.Status",
        "ValidationRunStatusEnum": "judge.validation.models.ValidationRun.Status",
    },
    # Every operation may answer the one error body (judge/api_conventions.py).
    "POSTPROCESSING_HOOKS": [
        "drf_spectacular.hooks.postprocess_schema_enums",
        "judge.api_conventions.add_error_responses",
    ],
}

REDIS_URL = os.environ.get("REDIS_URL", "")


def _database_tag(db: dict[str, object]) -> str:
    where = f"{db.get('HOST') or ''}:{db.get('PORT') or ''}/{db.get('NAME') or ''}"
    return "judge:" + hashlib.sha256(where.encode()).hexdigest()[:12]


# The cache holds finished rules searches (rules_index.search_cache): in Redis when there is one, so every
# gunicorn worker shares them; in process memory otherwise. Short socket timeouts: with Redis down a
# search misses the cache at once and is computed, never hung or failed.
CACHES = {
    "default": (
        {
            "BACKEND": "django.core.cache.backends.redis.RedisCache",
            "LOCATION": REDIS_URL,
            # Per database: two sites (or a site and the test suite) sharing one Redis never share
            # cached searches, whose keys hold no database identity of their own.
            "KEY_PREFIX": os.environ.get("CACHE_KEY_PREFIX") or _database_tag(DATABASES["default"]),
            "OPTIONS": {"socket_connect_timeout": 0.5, "socket_timeout": 0.5},
        }
        if REDIS_URL
        else {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "judge",
            "OPTIONS": {"MAX_ENTRIES": 1000},
        }
    )
}
CELERY_BROKER_URL = REDIS_URL or "memory://"
CELERY_RESULT_BACKEND = REDIS_URL or "cache+memory://"
# Without a broker the tasks run in the calling process, so `make run` needs no services.
CELERY_TASK_ALWAYS_EAGER = not REDIS_URL
CELERY_TASK_EAGER_PROPAGATES = True
# A task whose worker dies is redelivered (acks_late + reject_on_worker_lost); tasks are written to be
# idempotent so a redelivery never doubles their effect.
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
# When a whole worker dies (SIGKILL, OOM killer, lost machine) nobody rejects its task: Redis keeps the
# message as "unacked" until the visibility timeout passes, then any worker's sweep restores it. Kombu's
# default is one hour and a sweep every ~100 s; a validation run takes seconds, so ten minutes still
# never re-delivers a task that is merely slow. The sweep runs every tenth of it (cheap: one ZRANGE).
BROKER_VISIBILITY_TIMEOUT = int(os.environ.get("CELERY_VISIBILITY_TIMEOUT", "600"))
CELERY_BROKER_TRANSPORT_OPTIONS = {
    "visibility_timeout": BROKER_VISIBILITY_TIMEOUT,
    "unacked_restore_interval": max(1, min(60, BROKER_VISIBILITY_TIMEOUT // 10)),
    "unacked_restore_throttle": 1,
}
CELERY_TASK_SERIALIZER = "json"
CELERY_RESULT_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
# A page that sends a task must not hang on a dead broker (the defaults retried for ~19 s and then
# answered 500): one quick attempt, then the row waits in the outbox for the sweep below.
CELERY_BROKER_CONNECTION_TIMEOUT = 2
CELERY_TASK_PUBLISH_RETRY = False
CELERY_BROKER_TRANSPORT_OPTIONS |= {"socket_connect_timeout": 2, "socket_timeout": 5, "max_retries": 0}
CELERY_REDIS_SOCKET_CONNECT_TIMEOUT = 2
CELERY_REDIS_SOCKET_TIMEOUT = 5
CELERY_RESULT_BACKEND_TRANSPORT_OPTIONS = {"retry_policy": {"max_retries": 0}}
# The outbox sweep: sends again what waits (run a beat: `celery -A judge.celery beat`, or `worker -B`).
OUTBOX_SWEEP_SECONDS = int(os.environ.get("OUTBOX_SWEEP_SECONDS", "60"))
CELERY_BEAT_SCHEDULE = {
    "outbox-sweep": {"task": "judge.outbox.requeue_waiting", "schedule": float(OUTBOX_SWEEP_SECONDS)}
}

# HTTPS in production (DEBUG off), behind one switch: HTTPS=0 for a site served over plain HTTP on a
# closed network. The proxy in front says which scheme the client used (X-Forwarded-Proto).
HTTPS = _env_flag("HTTPS", not DEBUG)
if HTTPS:
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")
    SECURE_SSL_REDIRECT = True
    # /healthz answers over plain HTTP too, for a load balancer probing the backend directly.
    SECURE_REDIRECT_EXEMPT = [r"^healthz$"]
    SECURE_HSTS_SECONDS = int(os.environ.get("HSTS_SECONDS", str(365 * 24 * 3600)))
    SECURE_HSTS_INCLUDE_SUBDOMAINS = _env_flag("HSTS_INCLUDE_SUBDOMAINS", True)
    SECURE_HSTS_PRELOAD = _env_flag("HSTS_PRELOAD", True)
    SESSION_COOKIE_SECURE = _env_flag("SECURE_COOKIES", True)
    CSRF_COOKIE_SECURE = _env_flag("SECURE_COOKIES", True)
SESSION_COOKIE_HTTPONLY = True
X_FRAME_OPTIONS = "DENY"

# Content-Security-Policy (django-csp 4): scripts only from this site (every page script is a file;
# the API docs use the split view that serves its init script as a file too). Styles allow inline
# because templates and the drawn boards carry style attributes; nothing is loaded from elsewhere.
CONTENT_SECURITY_POLICY = {
    "DIRECTIVES": {
        "default-src": [SELF],
        "script-src": [SELF],
        "style-src": [SELF, "'unsafe-inline'"],
        "img-src": [SELF, "data:"],
        "font-src": [SELF],
        "connect-src": [SELF],
        "object-src": [NONE],
        "base-uri": [SELF],
        "form-action": [SELF],
        "frame-ancestors": [NONE],
    }
}

# Everything goes to stderr with time, level and logger, tracebacks included: a server error (django.request),
# a failed validation run (judge.validation.runner) and an engine fault at one entry
# (judge.engine.core.replay) each write one ERROR record with its traceback.
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": os.environ.get("LOG_LEVEL", "WARNING")},
}

# Live pages (docs/live-pages.md): how often an open pairings, standings, board or match page polls.
LIVE_POLL_SECONDS = int(os.environ.get("LIVE_POLL_SECONDS", "15"))
