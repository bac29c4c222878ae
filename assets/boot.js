// Start-up before Python runs: choose the language, show a progress bar fed by PyScript's
// py:progress events, and show any fatal error in the page instead of a blank screen.
// tools/build/site.py replaces __BOOT__ with the languages, the storage key of the chosen
// language, the boot.* sentences of every catalogue (web/i18n/boot.<lang>.json) and the words
// of index.html's own elements in every language.
(function () {
  "use strict";
  const BOOT = __BOOT__;
  // PyScript's progress messages, in order, and the catalogue key that words each.
  const STEPS = [
    ["Loading Pyodide", "boot.loading-python"],
    ["Loaded Pyodide", "boot.loaded-python"],
    ["Loading files", "boot.loading-files"],
    ["Loaded files", "boot.loaded-files"],
    ["Loaded interpreter", "boot.starting-python"],
  ];

  function chooseLanguage() {
    const known = (tag) => BOOT.languages.includes(tag) ? tag : null;
    const forced = known(new URLSearchParams(location.search).get("lang"));
    if (forced) return forced;
    try {
      const remembered = known(localStorage.getItem(BOOT.storageKey));
      if (remembered) return remembered;
    } catch (error) {
      /* storage disabled: fall through to the browser's languages */
    }
    for (const tag of navigator.languages || [navigator.language || ""]) {
      const base = known(String(tag).split("-")[0].toLowerCase());
      if (base) return base;
    }
    return BOOT.languages[0];
  }

  const language = chooseLanguage();
  const words = BOOT.text[language];
  // index.html is written in English: in another language its words stay unseen until they
  // are worded (assets/franchise.css), so no paint shows "Fit" or "Undo" to a French reader.
  if (language !== document.documentElement.lang) document.documentElement.dataset.words = "pending";
  document.documentElement.lang = language;
  let done = 0;

  function step(message) {
    const bar = document.getElementById("loading-bar");
    const label = document.getElementById("loading-step");
    if (!bar || !label) return;
    const index = STEPS.findIndex((known) => known[0] === message);
    if (index < 0) return;
    done = Math.max(done, index + 1);
    // A transform, not a width, and no transition: each step redraws only the bar. An eased
    // bar would keep the compositor ticking for the whole of the interpreter's loading, since
    // the main thread, busy loading it, cannot see the easing end; on two cores those frames
    // slow the loading itself.
    bar.style.transform = "scaleX(" + (done / (STEPS.length + 1)).toFixed(3) + ")";
    label.textContent = words[STEPS[index][1]];
  }

  function fatal(message) {
    document.body.dataset.ready = "error";
    const box = document.getElementById("loading");
    if (!box) return;
    box.classList.add("failed");
    box.setAttribute("role", "alert");
    box.replaceChildren();
    const title = document.createElement("strong");
    title.textContent = words["boot.failed"];
    const detail = document.createElement("p");
    detail.textContent = String(message || words["boot.unknown-error"]) + " " + words["boot.reload"];
    box.append(title, detail);
  }

  // The page's own words, in the chosen language, before Python runs (it words them again).
  addEventListener("DOMContentLoaded", () => {
    for (const node of document.querySelectorAll("[data-i18n]")) {
      if (node.dataset.i18n in words) node.textContent = words[node.dataset.i18n];
    }
    for (const node of document.querySelectorAll("[data-i18n-aria]")) {
      if (node.dataset.i18nAria in words) node.setAttribute("aria-label", words[node.dataset.i18nAria]);
    }
    for (const node of document.querySelectorAll("[data-i18n-title]")) {
      if (node.dataset.i18nTitle in words) node.setAttribute("title", words[node.dataset.i18nTitle]);
    }
    delete document.documentElement.dataset.words;
  });
  window.franchiseFatal = fatal;
  // The same choice again, for a page started afresh in this document (web/page/restart.py).
  window.franchiseChooseLanguage = () => (document.documentElement.lang = chooseLanguage());
  // Called by the game once it is ready. Caching for offline play fetches every file of the
  // site (about 12 MB), so it waits until the page has been idle a few seconds: it never
  // competes with the start-up, a reload right after it, or the first moves.
  window.franchiseEnableOffline = function () {
    if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
    const register = () => navigator.serviceWorker.register("./sw.js").catch(() => {
      /* offline play is a bonus: the game works without it */
    });
    setTimeout(() => (window.requestIdleCallback || setTimeout)(register), 3000);
  };
  // How the player is using the page: keys, or a pointer (mouse, finger, pen). The map's
  // focus ring shows only for keys (assets/franchise.css): the page gives the map the focus
  // after a move so a keyboard player goes on there, and a touch or mouse player once saw a
  // frame on a city nobody touched. Until a key is pressed the player counts as pointing.
  const using = (way) => () => {
    if (document.documentElement.dataset.input !== way) document.documentElement.dataset.input = way;
  };
  document.documentElement.dataset.input = "pointer";
  addEventListener("pointerdown", using("pointer"), true);
  addEventListener("keydown", (event) => {
    if (!["Shift", "Control", "Alt", "Meta"].includes(event.key)) using("keys")();
  }, true);
  // The dock's height (the guided game's step, a hint, a recap and End turn, at the window's
  // foot) is the scroll margin of what lies under it (assets/franchise.css): a control scrolled
  // or tabbed into view is then never left under the dock. It is written only when it changes
  // by a whole pixel: every element inherits it, so each write restyles the whole page (about
  // 28 ms here), and the first observation, of an empty dock, matches the stylesheet's 0px.
  addEventListener("DOMContentLoaded", () => {
    const dock = document.getElementById("dock");
    if (!dock || !window.ResizeObserver) return;
    let written = 0;
    new ResizeObserver(() => {
      const height = Math.ceil(dock.getBoundingClientRect().height);
      if (height === written) return;
      written = height;
      document.documentElement.style.setProperty("--dock-height", height + "px");
    }).observe(dock);
  });
  addEventListener("py:progress", (event) => step(String(event.detail)));
  addEventListener("error", (event) => {
    if (document.body && document.body.dataset.ready !== "1") fatal(event.message);
  });
  addEventListener("unhandledrejection", (event) => {
    if (document.body && document.body.dataset.ready !== "1") fatal(event.reason && event.reason.message);
  });
  setTimeout(() => {
    if (document.body.dataset.ready === "0") fatal(words["boot.too-slow"]);
  }, 120000);
})();
