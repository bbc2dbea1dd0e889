// Tapping a reference shows the target clause in place; a second tap (or the link in the preview) opens it.
(function () {
  "use strict";
  var box = document.getElementById("preview");
  if (!box) return;
  var shownFor = null;
  document.addEventListener("click", function (event) {
    var link = event.target.closest("a[data-preview]");
    if (!link || event.metaKey || event.ctrlKey) return;
    var url = link.getAttribute("data-preview");
    if (shownFor === url) return; // second tap: follow the link
    event.preventDefault();
    shownFor = url;
    fetch(url + "?preview=1", { headers: { "X-Requested-With": "fetch" } })
      .then(function (r) { if (!r.ok) throw new Error(r.status); return r.text(); })
      .then(function (html) {
        box.innerHTML = html;
        box.hidden = false;
        box.scrollIntoView({ block: "nearest", behavior: "smooth" });
      })
      .catch(function () { window.location.href = url; });
  });
})();
