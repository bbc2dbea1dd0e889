// The record-penalty form: show the suggested penalty (after upgrades) as soon as the infraction changes,
// preselect it, and ask for a reason only when the judge issues something else.
(function () {
  "use strict";
  const form = document.getElementById("penalty-form");
  if (!form) return;
  const player = form.querySelector("[name=player]");
  const infraction = form.querySelector("[name=infraction]");
  const penalty = form.querySelector("[name=penalty]");
  const box = document.getElementById("suggestion");
  const deviation = document.getElementById("deviation");
  let suggested = box.querySelector(".suggested-penalty").dataset.penalty || "";

  function toggleDeviation() {
    deviation.hidden = !suggested || penalty.value === suggested;
  }

  async function refresh() {
    if (!player.value || !infraction.value) {
      box.hidden = true;
      return;
    }
    const url = new URL(form.dataset.suggestUrl, window.location.href);
    url.searchParams.set("player", player.value);
    url.searchParams.set("infraction", infraction.value);
    const response = await fetch(url, { headers: { Accept: "application/json" }, credentials: "same-origin" });
    if (!response.ok) return;
    const data = await response.json();
    suggested = data.penalty;
    const label = box.querySelector(".suggested-penalty");
    label.textContent = data.label;
    label.dataset.penalty = data.penalty;
    box.querySelector(".suggestion-reason").textContent = data.reason;
    box.querySelector(".suggestion-refs").textContent = data.refs.join(" ");
    box.hidden = false;
    box.classList.toggle("upgraded", Boolean(data.upgraded_from));
    penalty.value = data.penalty;
    toggleDeviation();
  }

  // A different player means a different history: reload so it is shown beside the form.
  player.addEventListener("change", function () {
    const url = new URL(window.location.href);
    url.searchParams.set("player", player.value);
    if (infraction.value) url.searchParams.set("infraction", infraction.value);
    window.location.assign(url);
  });
  infraction.addEventListener("change", refresh);
  penalty.addEventListener("change", toggleDeviation);
  toggleDeviation();
  if (player.value && infraction.value && !suggested) refresh();
})();
