// Live pages (docs/live-pages.md): poll this page's fragment with If-None-Match; an unchanged event
// answers 304 (one database read), a change brings the new fragment. Round timers count down from the
// server's clock (data-now on the page, X-Server-Time on each poll), so a phone with a wrong clock
// still shows the right time left.
(function () {
  "use strict";
  var root = document.getElementById("live-root");
  if (!root) return;
  var status = document.querySelector(".live-status");
  var offset = 0; // server clock minus this device's clock, in ms
  var etag = root.getAttribute("data-live-etag") || "";
  var url = root.getAttribute("data-live-url");
  var every = Math.max(2, Number(root.getAttribute("data-live-poll")) || 15) * 1000;
  var failures = 0;
  var pending = null;
  var timeout = null;

  function syncClock(serverMs, sentAt) {
    if (!serverMs) return;
    // Half the round trip is the best guess of when the server read its clock.
    var mid = sentAt ? (sentAt + Date.now()) / 2 : Date.now();
    offset = Number(serverMs) - mid;
  }

  // The reader's own rows (pairings): the fragment is shared by every reader, so the page says who reads.
  function markMe() {
    var me = root.getAttribute("data-me");
    if (!me) return;
    var rows = root.querySelectorAll("table.by-name tr[data-find-name]");
    for (var i = 0; i < rows.length; i++) {
      if (rows[i].getAttribute("data-find-name") !== me) continue;
      rows[i].classList.add("me");
      var badge = document.createElement("span");
      badge.className = "badge";
      badge.textContent = root.getAttribute("data-me-label") || "";
      rows[i].cells[0].appendChild(document.createTextNode(" "));
      rows[i].cells[0].appendChild(badge);
    }
  }

  function pad(n) { return n < 10 ? "0" + n : String(n); }
  function clock(ms) {
    var s = Math.floor(ms / 1000);
    var h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60);
    return (h ? h + ":" + pad(m) : String(m)) + ":" + pad(s % 60);
  }

  function tick() {
    var now = Date.now() + offset;
    var timers = root.querySelectorAll(".timer[data-ends]");
    for (var i = 0; i < timers.length; i++) {
      var t = timers[i];
      var left = Number(t.getAttribute("data-ends")) - now;
      var label = t.querySelector(".timer-label");
      var value = t.querySelector(".timer-value");
      if (!label || !value) continue;
      if (left > 0) {
        label.textContent = t.getAttribute("data-left");
        value.textContent = clock(left + 999); // 0:01 until the last second has gone
      } else {
        label.textContent = t.getAttribute("data-over");
        value.textContent = "+" + clock(-left);
      }
      t.classList.toggle("over", left <= 0);
      t.classList.toggle("soon", left > 0 && left < 5 * 60 * 1000);
    }
  }

  function say(text) { if (status) status.textContent = text; }

  // Someone typing in the fragment (an extension's minutes, a score by hand) keeps their page until
  // they leave the field; the update waits for them.
  function busy() {
    var a = document.activeElement;
    if (a && root.contains(a) && /^(INPUT|TEXTAREA|SELECT)$/.test(a.tagName) && a.type !== "submit") return true;
    return !!root.querySelector("details[open][data-hold]");
  }

  function apply(update) {
    var open = [];
    var details = root.querySelectorAll("details[open][data-key]");
    for (var i = 0; i < details.length; i++) open.push(details[i].getAttribute("data-key"));
    root.innerHTML = update.html;
    for (var j = 0; j < open.length; j++) {
      var again = root.querySelector('details[data-key="' + open[j].replace(/"/g, "") + '"]');
      if (again) again.open = true;
    }
    if (update.etag) etag = update.etag;
    markMe();
    tick();
    var at = new Date(Date.now() + offset);
    say((status && status.getAttribute("data-updated") || "") + " " + pad(at.getHours()) + ":" + pad(at.getMinutes()));
    root.dispatchEvent(new CustomEvent("live:updated", { bubbles: true }));
  }

  function schedule() {
    clearTimeout(timeout);
    // Jitter spreads a room full of phones that loaded at the same moment; failures back off to 2 min.
    var wait = Math.min(every * Math.pow(2, failures), 120000) * (0.9 + Math.random() * 0.2);
    timeout = setTimeout(poll, wait);
  }

  function poll() {
    if (document.hidden) return; // resumes on visibilitychange
    var headers = { "X-Requested-With": "fetch" };
    if (etag) headers["If-None-Match"] = etag;
    var sentAt = Date.now();
    fetch(url, { headers: headers, cache: "no-store", credentials: "same-origin", redirect: "manual" })
      .then(function (r) {
        syncClock(r.headers.get("X-Server-Time"), sentAt);
        if (r.status === 304) return null;
        if (r.type === "opaqueredirect" || !r.ok) throw new Error("HTTP " + r.status);
        return r.text().then(function (html) { return { html: html, etag: r.headers.get("ETag") }; });
      })
      .then(function (update) {
        failures = 0;
        if (status && status.getAttribute("data-state") === "offline") { say(""); status.removeAttribute("data-state"); }
        if (update) {
          if (busy()) pending = update; else apply(update);
        }
        schedule();
      })
      .catch(function () {
        failures += 1;
        if (status) { status.setAttribute("data-state", "offline"); say(status.getAttribute("data-offline") || ""); }
        schedule();
      });
  }

  root.addEventListener("focusout", function () {
    setTimeout(function () { if (pending && !busy()) { var u = pending; pending = null; apply(u); } }, 0);
  });
  root.addEventListener("toggle", function () {
    if (pending && !busy()) { var u = pending; pending = null; apply(u); }
  }, true);
  document.addEventListener("visibilitychange", function () {
    if (!document.hidden) { clearTimeout(timeout); poll(); }
  });

  syncClock(root.getAttribute("data-now"), 0);
  markMe();
  tick();
  setInterval(tick, 1000);
  if (url) schedule();
})();
