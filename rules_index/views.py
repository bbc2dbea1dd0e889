from __future__ import annotations

import hashlib
import json
from pathlib import Path

from django.conf import settings
from django.contrib.staticfiles import finders
from django.http import HttpRequest, HttpResponse, HttpResponseNotModified, JsonResponse
from django.shortcuts import render
from django.template import loader
from django.templatetags.static import static
from django.urls import reverse
from django.utils import translation
from django.utils.translation import gettext as _
from django.views.decorators.gzip import gzip_page
from django.views.decorators.http import require_GET

from judge.disputes.services import published_rulings_citing, published_rulings_matching

from . import offline, queries, services
from .models import Clause
from .rendering import link_references


@require_GET
def documents(request: HttpRequest) -> HttpResponse:
    return render(request, "rules_index/documents.html", {"documents": queries.current_documents()})


@require_GET
def document(request: HttpRequest, slug: str) -> HttpResponse:
    doc = queries.get_document(slug)
    clauses = list(
        Clause.objects.filter(version=doc.current_version)
        .only("number", "kind", "title", "text", "parent_number", "position")
        .order_by("position")
    )
    return render(request, "rules_index/document.html", {"document": doc, "tree": _tree(clauses)})


def _tree(clauses: list[Clause]) -> list[dict[str, object]]:
    """Nest clauses under their parents for the collapsible table of contents."""
    nodes: dict[str, dict[str, object]] = {}
    roots: list[dict[str, object]] = []
    for clause in clauses:
        node: dict[str, object] = {"clause": clause, "children": []}
        nodes[clause.number] = node
        parent = nodes.get(clause.parent_number)
        if parent is None:
            roots.append(node)
        else:
            parent["children"].append(node)  # type: ignore[union-attr]
    return roots


@require_GET
def clause(request: HttpRequest, slug: str, number: str) -> HttpResponse:
    doc = queries.get_document(slug)
    found = queries.get_clause(doc, number)
    if request.GET.get("preview"):
        # A reference tapped on another clause page shows this clause in place.
        return render(request, "rules_index/_preview.html", {"clause": found, "text_html": _text_html(found)})
    context = queries.clause_context(found)
    examples = [
        link_references(example, queries.link_targets(found, in_example=True)) for example in found.examples
    ]
    return render(
        request,
        "rules_index/clause.html",
        {
            "document": doc,
            "ctx": context,
            "clause": found,
            "text_html": _text_html(found),
            "examples_html": examples,
            "references": list(found.references.all()),
            "printed_history": queries.history_entries_for(found),
            "rulings": published_rulings_citing(found.ref),
        },
    )


def _text_html(found: Clause) -> str:
    return link_references(found.text, queries.link_targets(found))


@require_GET
def search(request: HttpRequest) -> HttpResponse:
    query = request.GET.get("q", "").strip()[:200]
    document = request.GET.get("document", "").strip()
    result = services.search(query, document=document or None, limit=20) if query else None
    context = {
        "search_query": query,
        "document_filter": document,
        "documents": queries.current_documents(),
        "result": result,
        "rulings": published_rulings_matching(query, document or None) if query else [],
    }
    if request.GET.get("partial"):
        # The search box asks for the result list only, as the judge types.
        return render(request, "rules_index/_results.html", context)
    return render(request, "rules_index/search.html", context)


# --- offline (installable web app) -----------------------------------------------------------------

# The files the service worker keeps so the rules work with no network; their contents version the
# worker (a changed file gives a changed sw.js, and the browser installs the new worker).
OFFLINE_STATIC = ("css/site.css", "js/rule-numbers.js", "js/offline.js", "js/sw-register.js", "img/icon.svg")


@require_GET
def offline_index(request: HttpRequest) -> HttpResponse:
    data = offline.index(
        queries.current_documents(), lambda slug: reverse("rules:offline-bundle", args=[slug])
    )
    response = JsonResponse(data, json_dumps_params={"ensure_ascii": False, "separators": (",", ":")})
    response["Cache-Control"] = "no-cache"
    return response


@gzip_page
@require_GET
def offline_bundle(request: HttpRequest, slug: str) -> HttpResponse:
    bundle = offline.build_bundle(queries.get_document(slug))
    # The worker asks again with If-None-Match; an unchanged rulebook costs a 304, not the bundle.
    tags = [t.strip().removeprefix("W/") for t in request.headers.get("If-None-Match", "").split(",")]
    if bundle.etag in tags:
        response = HttpResponseNotModified()
    else:
        response = HttpResponse(bundle.body, content_type="application/json; charset=utf-8")
    response["ETag"] = bundle.etag
    response["Cache-Control"] = "no-cache"
    return response


@require_GET
def offline_shell(request: HttpRequest) -> HttpResponse:
    """The page the worker answers rules addresses with when the network is gone; offline.js fills it."""
    lang = request.GET.get("lang", "")
    with translation.override(lang if lang in dict(settings.LANGUAGES) else translation.get_language()):
        context = {"offline_strings": _offline_strings(), "documents": []}
        response = render(request, "rules_index/offline.html", context)
    response["Cache-Control"] = "no-cache"
    return response


def _offline_strings() -> dict[str, str]:
    """The words offline.js draws pages with, in the shell's language."""
    return {
        "rules": _("総合ルール"),
        "version": _("版"),
        "toc": _("目次"),
        "children": _("下位の条文"),
        "clauses": _("{n} 条"),
        "permalink": _("固定リンク"),
        "search": _("ルール検索"),
        "search_in": _("この文書内を検索"),
        "search_button": _("検索"),
        "all_documents": _("すべての文書"),
        "glossary": _("用語"),
        "no_results": _("該当する条文はありません。"),
        "not_saved": _("この条文は端末に保存されていません。"),
        "no_data": _(
            "総合ルールがまだ端末に保存されていません。通信できるときにルールのページを一度開いてください。"
        ),
        "lookup_time": _("検索時間 {ms} ms"),
        "breadcrumbs": _("パンくずリスト"),
    }


def _shell_version() -> str:
    digest = hashlib.sha256(str(offline.FORMAT).encode())
    for name in OFFLINE_STATIC:
        found = finders.find(name)
        if found:
            digest.update(Path(str(found)).read_bytes())
    # The shell is a rendered page: its templates and the compiled translations are part of it too.
    for template in ("base.html", "rules_index/offline.html"):
        digest.update(loader.get_template(template).template.source.encode())
    for catalog in sorted(Path(settings.BASE_DIR, "locale").glob("*/LC_MESSAGES/django.mo")):
        digest.update(catalog.read_bytes())
    return digest.hexdigest()[:16]


@require_GET
def service_worker(request: HttpRequest) -> HttpResponse:
    # Served from the site root (not /static/) so its scope covers /rules/…; no-cache so an updated
    # worker is found on the next visit.
    context = {
        "version": _shell_version(),
        "static_files_json": json.dumps([static(name) for name in OFFLINE_STATIC]),
        "languages_json": json.dumps([code for code, _name in settings.LANGUAGES]),
    }
    response = render(request, "rules_index/sw.js", context, content_type="text/javascript; charset=utf-8")
    response["Cache-Control"] = "no-cache"
    response["Service-Worker-Allowed"] = "/"
    return response


@require_GET
def manifest(request: HttpRequest) -> HttpResponse:
    data = {
        "name": _("ジャッジアシスタント 総合ルール"),
        "short_name": _("総合ルール"),
        "description": _("電波がなくても引ける総合ルール"),
        "lang": translation.get_language(),
        "start_url": reverse("rules:documents"),
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": "#1f4e79",
        "icons": [{"src": static("img/icon.svg"), "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
    }
    response = JsonResponse(data, json_dumps_params={"ensure_ascii": False})
    response["Content-Type"] = "application/manifest+json"
    return response
