// The event form: show only the settings of the chosen game, and offer only its formats. Without this
// script every field stays visible and the server drops the settings that do not apply to the game.
(function () {
  "use strict";
  const form = document.getElementById("event-form");
  if (!form) return;
  const game = form.querySelector("select[name=game]");
  const variant = form.querySelector("select[name=variant]");
  if (!game) return;

  function offers(element, chosen) {
    return (element.dataset.game || element.dataset.games || "").split(" ").includes(chosen);
  }

  function update() {
    const chosen = game.value;
    form.querySelectorAll("[data-game]").forEach(function (element) {
      element.hidden = !offers(element, chosen);
    });
    if (!variant) return;
    let firstOffered = null;
    Array.from(variant.options).forEach(function (option) {
      // With no game chosen yet every format stays on offer.
      const offered = !chosen || offers(option, chosen);
      option.hidden = !offered;
      option.disabled = !offered;
      if (offered && firstOffered === null) firstOffered = option;
    });
    const current = variant.options[variant.selectedIndex];
    if ((!current || current.disabled) && firstOffered) variant.value = firstOffered.value;
  }

  game.addEventListener("change", update);
  update();
})();
