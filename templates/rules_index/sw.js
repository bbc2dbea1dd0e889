{% autoescape off %}// The rules index's service worker (rendered by rules_index.views.service_worker; see docs/rules-index.md,
// "Offline"). Rules pages come from the network while there is one; without it every rules address is
// answered with the offline shell, which draws the page from the rulebook bundles kept in DATA.
"use strict";
const VERSION = "{{ version }}";
const SHELL = "rules-shell-" + VERSION;
// Bundles outlive a new worker: they are refreshed by ETag, not thrown away with the shell.
const DATA = "rules-data";
const STATIC_FILES = {{ static_files_json }};
const LANGUAGES = {{ languages_json }};
const SHELL_URL = "{% url 'rules:offline-shell' %}";
const INDEX_URL = "{% url 'rules:offline-index' %}";
const LANG_KEY = SHELL_URL + "language";
// A phone with one bar of signal hangs rather than fails: after this long the stored page is better.
const NETWORK_TIMEOUT_MS = 6000;

function shellUrl(lang) {
  return SHELL_URL + "?lang=" + encodeURIComponent(lang);
}

async function cacheShell() {
  const cache = await caches.open(SHELL);
  await cache.addAll([...STATIC_FILES, ...LANGUAGES.map(shellUrl)]);
}

function etagOf(response) {
  // Compressed responses carry a weak tag (W/"…"): the same bundle either way.
  return (response.headers.get("ETag") || "").replace(/^W\//, "");
}

// Download the bundles whose ETag changed, then the index: a stored index only ever lists stored bundles.
async function refresh() {
  const response = await fetch(INDEX_URL, { cache: "no-store" });
  if (!response.ok) throw new Error("index " + response.status);
  const index = await response.json();
  const cache = await caches.open(DATA);
  for (const doc of index.documents) {
    const stored = await cache.match(doc.url);
    if (stored && etagOf(stored) === doc.etag) continue;
    const fresh = await fetch(doc.url, { cache: "no-store" });
    if (!fresh.ok) throw new Error(doc.url + " " + fresh.status);
    await cache.put(doc.url, fresh);
  }
  const listed = new Set(index.documents.map((d) => new URL(d.url, self.location.origin).href));
  for (const request of await cache.keys()) {
    const path = new URL(request.url).pathname;
    if (path.endsWith(".json") && path !== INDEX_URL && !listed.has(request.url)) await cache.delete(request);
  }
  await cache.put(INDEX_URL, new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json" } }));
  return index;
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    cacheShell()
      .then(() => refresh().catch(() => null)) // no bundles yet is not fatal: the next visit refreshes
      .then(() => self.skipWaiting())
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith("rules-shell-") && n !== SHELL).map((n) => caches.delete(n))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "lang" && LANGUAGES.includes(data.lang)) {
    const stored = caches.open(DATA).then((c) => c.put(LANG_KEY, new Response(data.lang)));
    event.waitUntil(stored.then(() => data.reply && event.source && event.source.postMessage({ type: "lang-stored" })));
  } else if (data.type === "refresh") {
    const reply = (message) => event.source && event.source.postMessage(message);
    event.waitUntil(
      refresh()
        .then((index) => reply({ type: "offline-ready", documents: index.documents.map((d) => ({ slug: d.slug, version: d.version })) }))
        .catch(() => reply({ type: "offline-failed" }))
    );
  }
});

async function storedShell() {
  const data = await caches.open(DATA);
  const stored = await data.match(LANG_KEY);
  const lang = stored ? await stored.text() : LANGUAGES[0];
  const cache = await caches.open(SHELL);
  return (await cache.match(shellUrl(lang))) || (await cache.match(shellUrl(LANGUAGES[0])));
}

function withTimeout(promise) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timeout")), NETWORK_TIMEOUT_MS);
    promise.then((r) => { clearTimeout(timer); resolve(r); }, (e) => { clearTimeout(timer); reject(e); });
  });
}

async function rulesPage(request) {
  try {
    return await withTimeout(fetch(request));
  } catch (error) {
    const shell = await storedShell();
    if (shell) return shell;
    throw error;
  }
}

async function staticFile(request) {
  const cache = await caches.open(SHELL);
  return (await cache.match(request, { ignoreSearch: true })) || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate" && url.pathname.startsWith("/rules/")) {
    event.respondWith(rulesPage(request));
  } else if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(staticFile(request));
  }
  // Everything else (other pages, the API, forms) goes to the network as if there were no worker.
});
{% endautoescape %}
