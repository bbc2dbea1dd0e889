// Result slips from a keyboard: table, Enter, result, Enter, next row; Enter on an empty row sends.
// Without JavaScript the form still posts with its submit button.
(function () {
  "use strict";
  var form = document.getElementById("slip-entry");
  if (!form) return;
  var fields = Array.prototype.slice.call(form.querySelectorAll("input[name=table], input[name=result]"));
  fields.forEach(function (input, i) {
    input.addEventListener("keydown", function (event) {
      if (event.key !== "Enter" || event.isComposing) return;
      event.preventDefault();
      var isTable = input.name === "table";
      if (isTable && !input.value.trim()) { form.requestSubmit ? form.requestSubmit() : form.submit(); return; }
      var next = fields[i + 1];
      if (next) { next.focus(); next.select(); } else if (form.requestSubmit) { form.requestSubmit(); } else { form.submit(); }
    });
  });
  // After a send, start at the first row the scorekeeper still has to fix (or the first empty one).
  var firstError = form.querySelector("tr.slip-error input[name=result]");
  if (firstError) { firstError.focus(); firstError.select(); }
})();
