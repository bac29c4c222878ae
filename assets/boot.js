// Start-up feedback before Python runs: a progress bar fed by PyScript's py:progress events, and
// any fatal error shown in the page instead of a blank screen. Plain script, same origin.
(function () {
  "use strict";
  const STEPS = ["Loading Pyodide", "Loaded Pyodide", "Loading files", "Loaded files", "Loaded interpreter"];
  let done = 0;
  function step(text) {
    const bar = document.getElementById("loading-bar");
    const label = document.getElementById("loading-step");
    if (!bar || !label) return;
    if (STEPS.includes(text)) done = Math.max(done, STEPS.indexOf(text) + 1);
    bar.style.width = Math.round((100 * done) / (STEPS.length + 1)) + "%";
    label.textContent = text.replace("Pyodide", "Python").replace("interpreter", "Python") + "…";
  }
  function fatal(message) {
    document.body.dataset.ready = "error";
    const box = document.getElementById("loading");
    if (!box) return;
    box.classList.add("failed");
    box.setAttribute("role", "alert");
    box.replaceChildren();
    const title = document.createElement("strong");
    title.textContent = "The game could not start.";
    const detail = document.createElement("p");
    detail.textContent = String(message || "Unknown error") + " Reload the page to try again.";
    box.append(title, detail);
  }
  window.franchiseFatal = fatal;
  // Called by the game once it is ready, so caching for offline play never slows the start.
  window.franchiseEnableOffline = function () {
    if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
    navigator.serviceWorker.register("./sw.js").catch(() => {
      /* offline play is a bonus: the game works without it */
    });
  };
  addEventListener("py:progress", (event) => step(String(event.detail)));
  addEventListener("error", (event) => {
    if (document.body && document.body.dataset.ready !== "1") fatal(event.message);
  });
  addEventListener("unhandledrejection", (event) => {
    if (document.body && document.body.dataset.ready !== "1") fatal(event.reason && event.reason.message);
  });
  setTimeout(() => {
    if (document.body.dataset.ready === "0") fatal("Loading took longer than two minutes.");
  }, 120000);
})();
