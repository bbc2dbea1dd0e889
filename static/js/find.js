// Find yourself (pairings, standings): filters the rows as you type, by a part of a name (kana or
// kanji, full- or half-width, katakana finds hiragana) or by a table / rank number. Rows carry
// data-find-name and data-find-number; the live updates keep the filter (live:updated).
(function () {
  "use strict";
  var box = document.querySelector("input[data-find-in]");
  if (!box) return;
  var scope = document.querySelector(box.getAttribute("data-find-in"));
  var count = document.getElementById(box.getAttribute("aria-describedby"));
  if (!scope) return;

  function norm(text) {
    var s = (text || "").normalize("NFKC").toLowerCase().replace(/[\s\u30fb]/g, "");
    return s.replace(/[\u30a1-\u30f6]/g, function (c) { return String.fromCharCode(c.charCodeAt(0) - 0x60); });
  }

  function apply() {
    var q = norm(box.value);
    var number = /^[0-9]+$/.test(q) ? String(Number(q)) : null;
    var tables = scope.querySelectorAll("table");
    var first = 0;
    for (var t = 0; t < tables.length; t++) {
      var rows = tables[t].querySelectorAll("tr[data-find-name]");
      for (var i = 0; i < rows.length; i++) {
        var row = rows[i];
        var hit = !q || norm(row.getAttribute("data-find-name")).indexOf(q) >= 0 ||
          (number !== null && row.getAttribute("data-find-number") === number);
        row.hidden = !hit;
        if (hit && t === 0) first += 1;
      }
    }
    if (!count) return;
    if (!q) count.textContent = "";
    else if (!first) count.textContent = count.getAttribute("data-none");
    else count.textContent = count.getAttribute("data-count").replace("{n}", String(first));
  }

  var timer = null;
  box.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(apply, 60); });
  box.addEventListener("search", apply);
  scope.addEventListener("live:updated", apply);
  if (box.value) apply();
})();
