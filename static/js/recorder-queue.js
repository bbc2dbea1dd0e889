// The recorder's offline queue: an entry is kept in this browser (localStorage) until the server has it.
// Each entry carries an idempotency key, so an entry sent twice (the answer lost with the connection)
// is recorded once. Without JavaScript the forms post as usual.
(function () {
  "use strict";
  // The queue's name: the status line's (a page whose forms a live update redraws names it there, so
  // the queue outlives the forms), else the first queued form's.
  var status = document.getElementById("queue-status");
  var first = document.querySelector("form[data-queue]");
  var name = (status && status.getAttribute("data-queue-name")) || (first && first.getAttribute("data-queue"));
  if (!name || !window.fetch || !window.localStorage) return;
  var storeKey = "recorder-queue:" + name;
  var sending = false;

  function load() {
    try { return JSON.parse(localStorage.getItem(storeKey) || "[]"); } catch (e) { return []; }
  }
  function keep(queue) { localStorage.setItem(storeKey, JSON.stringify(queue)); show(queue); }
  function show(queue) {
    if (!status) return;
    status.hidden = queue.length === 0;
    var text = status.getAttribute("data-sending") + ": " + queue.length;
    if (!navigator.onLine) text = status.getAttribute("data-offline") + " (" + queue.length + ")";
    status.textContent = text;
  }
  function newKey() {
    if (window.crypto && crypto.randomUUID) return crypto.randomUUID();
    return Date.now().toString(36) + Math.random().toString(36).slice(2);
  }

  function flush() {
    var queue = load();
    if (sending || !queue.length || !navigator.onLine) { show(queue); return; }
    sending = true;
    var item = queue[0];
    var body = new URLSearchParams();
    item.fields.forEach(function (pair) { body.append(pair[0], pair[1]); });
    fetch(item.url, {
      method: "POST", body: body, credentials: "same-origin",
      headers: { "X-Recorder-Queue": "1" }, redirect: "follow",
    }).then(function (response) {
      sending = false;
      // Taken (204), or read and refused (422): either way the server has answered this entry. Anything
      // else (a login page after an expired session, a server error) leaves it queued.
      if (response.status === 204 || response.status === 422) {
        var rest = load().filter(function (q) { return q.key !== item.key; });
        keep(rest);
        if (rest.length) { flush(); } else { window.location.reload(); }
      } else { show(load()); }
    }).catch(function () { sending = false; show(load()); });
  }

  // Delegated: forms drawn later (a live page redrawing its part) are queued too.
  document.addEventListener("submit", function (event) {
    var form = event.target.closest ? event.target.closest("form[data-queue]") : null;
    if (!form) return;
    (function () {
      event.preventDefault();
      var data = new FormData(form);
      // The button pressed is part of what was asked (a result button's value), as in a plain post.
      var by = event.submitter;
      if (by && by.name) data.set(by.name, by.value);
      var key = newKey();
      data.set("key", key);
      var fields = [];
      data.forEach(function (value, name) { fields.push([name, String(value)]); });
      var queue = load();
      queue.push({ key: key, url: form.getAttribute("action") || window.location.pathname, fields: fields });
      keep(queue);
      flush();
    })();
  });
  window.addEventListener("online", flush);
  window.addEventListener("offline", function () { show(load()); });
  flush();
})();
