// Installs the rules' service worker, so the rules work offline after one visit (docs/rules-index.md, "Offline").
// Tells the worker which language to draw offline pages in, and asks it to fetch changed rulebooks.
(function () {
  "use strict";
  if (!("serviceWorker" in navigator)) return;
  var status = document.getElementById("offline-status");
  var REFRESH_EVERY_MS = 10 * 60 * 1000;
  navigator.serviceWorker.addEventListener("message", function (event) {
    var data = event.data || {};
    if (data.type === "offline-ready" && status) {
      status.textContent = status.getAttribute("data-ready") + " " +
        data.documents.map(function (d) { return d.slug + " " + d.version; }).join(" · ");
      status.hidden = false;
    }
  });
  navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(function () {
    return navigator.serviceWorker.ready;
  }).then(function (registration) {
    var worker = registration.active;
    if (!worker) return;
    worker.postMessage({ type: "lang", lang: document.documentElement.lang });
    // Every page load would be too often on a venue's Wi-Fi; a rules page with the status line always asks.
    var last = Number(localStorage.getItem("rules-offline-refreshed") || 0);
    if (status || Date.now() - last > REFRESH_EVERY_MS) {
      localStorage.setItem("rules-offline-refreshed", String(Date.now()));
      worker.postMessage({ type: "refresh" });
    }
  }).catch(function () { /* private mode or an old browser: the site works online as before */ });
})();
