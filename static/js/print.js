// The print button on the paper-fallback pages (a file, not inline: the site's CSP allows no inline script).
(function () {
  "use strict";
  var button = document.querySelector("[data-print]");
  if (!button || !window.print) return;
  button.hidden = false;
  button.addEventListener("click", function () { window.print(); });
})();
