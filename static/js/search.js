// Results follow the typing: a debounced request for the result list only, and the address keeps the query
// so the back button and a shared link work.
(function () {
  "use strict";
  var form = document.getElementById("rules-search");
  if (!form) return;
  var input = form.querySelector("input[name=q]");
  var select = form.querySelector("select[name=document]");
  var timer = null;
  var latest = 0;
  function run() {
    var params = new URLSearchParams(new FormData(form));
    var ticket = ++latest;
    history.replaceState(null, "", "?" + params.toString());
    params.set("partial", "1");
    fetch(form.action + "?" + params.toString(), { headers: { "X-Requested-With": "fetch" } })
      .then(function (r) { return r.text(); })
      .then(function (html) {
        if (ticket !== latest) return; // an older answer arriving late must not replace a newer one
        var old = document.getElementById("results");
        old.outerHTML = html;
      });
  }
  function later() { clearTimeout(timer); timer = setTimeout(run, 180); }
  input.addEventListener("input", later);
  select.addEventListener("change", run);
})();
