// Start-up before Python runs: choose the language, show a progress bar fed by PyScript's
// py:progress events and by the bytes that arrive, show any fatal error in the page instead of
// a blank screen, keep this copy of the site apart from other copies on the same host, and run
// the service worker (offline play, and new versions that arrive).
// tools/build/site.py replaces __BOOT__ with the languages, the storage key of the chosen
// language, the boot.* sentences of every catalogue (web/i18n/boot.<lang>.json) and the words
// of index.html's own elements in every language, and the markers of STARTUP_BYTES and
// SITE_BYTES below with the bytes a first visit downloads before the game is ready and those
// of the whole site (the offline copy).
(function () {
  "use strict";
  const BOOT = __BOOT__;
  const STARTUP_BYTES = __STARTUP_BYTES__;
  const SITE_BYTES = __SITE_BYTES__;
  // This copy's folder on its host: its saved games and preferences are its own (a test copy
  // beside the live one never reads or overwrites them). At the host's root, keys are as they
  // always were; in a folder they start with it. web/browser/services.py keys them alike.
  const FOLDER = location.pathname.slice(0, location.pathname.lastIndexOf("/") + 1) || "/";
  const storedKey = (key) => (FOLDER === "/" ? key : FOLDER + key);
  window.franchiseStoredKey = storedKey;
  // Saves of a copy in a folder were kept under the bare keys before copies were kept apart:
  // the first copy that starts takes them over (as copies), and says so for the others.
  try {
    const OWNER = "franchise.folder-owner";
    const owner = localStorage.getItem(OWNER);
    if (FOLDER !== "/" && (owner === null || owner === FOLDER)) {
      const own = [];
      for (let i = 0; i < localStorage.length; i++) own.push(localStorage.key(i));
      if (owner === null && !own.some((key) => key.startsWith(FOLDER))) {
        for (const key of own.filter((key) => key.startsWith("franchise") && key !== OWNER)) {
          localStorage.setItem(FOLDER + key, localStorage.getItem(key));
        }
      }
      if (owner === null) localStorage.setItem(OWNER, FOLDER);
    }
  } catch (error) {
    /* storage disabled or full: each copy starts with what it has */
  }
  // PyScript's progress messages, in order, and the catalogue key that words each.
  const STEPS = [
    ["Loading Pyodide", "boot.loading-python"],
    ["Loaded Pyodide", "boot.loaded-python"],
    ["Loading files", "boot.loading-files"],
    ["Loaded files", "boot.loaded-files"],
    ["Loaded interpreter", "boot.starting-python"],
  ];

  // Blocked site storage: PyScript keeps a small table in IndexedDB and stops at start-up when
  // the browser refuses it ("The game could not start. Unknown error." on every reload). Where
  // the browser refuses, that table is kept in memory for the visit instead, so the game plays
  // (the page then says that nothing will be kept and offers Export).
  if (window.indexedDB) {
    const browserOpen = indexedDB.open.bind(indexedDB);
    indexedDB.open = function (name, version) {
      const request = {};
      const answer = (kind, result, transaction) => {
        request.result = result;
        request.transaction = transaction;
        const handler = request["on" + kind];
        if (handler) handler.call(request, { type: kind, target: request });
      };
      const inMemory = () => {
        const db = memoryDatabase();
        const upgrade = db.transaction();
        answer("upgradeneeded", db, upgrade);
        setTimeout(() => {
          if (upgrade.oncomplete) upgrade.oncomplete();
          answer("success", db, null);
        });
      };
      try {
        const real = browserOpen(name, version);
        real.onupgradeneeded = (event) => answer("upgradeneeded", real.result, real.transaction);
        real.onsuccess = () => answer("success", real.result, null);
        real.onerror = (event) => {
          event.preventDefault();
          inMemory();
        };
        real.onblocked = () => answer("blocked", null, null);
      } catch (error) {
        setTimeout(inMemory);
      }
      return request;
    };
  }

  function memoryDatabase() {
    const stores = new Map();
    const done = (result) => {
      const request = { result };
      setTimeout(() => request.onsuccess && request.onsuccess({ type: "success", target: request }));
      return request;
    };
    const store = (name) => {
      const entries = stores.get(name);
      return {
        count: () => done(entries.size),
        clear: () => done(entries.clear()),
        delete: (key) => done(entries.delete(key) && undefined),
        get: (key) => done(entries.get(key)),
        getKey: (key) => done(entries.has(key) ? key : undefined),
        getAllKeys: () => done([...entries.keys()]),
        getAll: () => done([...entries.values()]),
        put: (value, key) => done((entries.set(key, value), key)),
      };
    };
    return {
      objectStoreNames: { get length() { return stores.size; }, contains: (name) => stores.has(name) },
      createObjectStore: (name) => (stores.set(name, new Map()), store(name)),
      transaction: () => ({ objectStore: store, oncomplete: null }),
      close() {},
    };
  }

  function chooseLanguage() {
    const known = (tag) => BOOT.languages.includes(tag) ? tag : null;
    const forced = known(new URLSearchParams(location.search).get("lang"));
    if (forced) return forced;
    try {
      const remembered = known(localStorage.getItem(storedKey(BOOT.storageKey)));
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
  // Bytes of this start-up that arrived, from the fetches counted below and the scripts that
  // the browser loads itself (resource timing), and when the last of them came.
  let fetched = 0;
  let loaded = 0;
  let lastSign = Date.now();
  // A file the host refused during start-up: its path in the site and the HTTP status.
  let failed = null;
  const STALL_MS = Number(window.franchiseStallMs) > 0 ? Number(window.franchiseStallMs) : 60000;

  function megabytes(bytes) {
    const value = (bytes / 1e6).toFixed(1);
    return language === "en" ? value : value.replace(".", ",");
  }

  function show() {
    const bar = document.getElementById("loading-bar");
    const label = document.getElementById("loading-step");
    const bytes = document.getElementById("loading-bytes");
    if (!bar || !label) return;
    // The bar moves with the bytes of a first visit and with PyScript's steps, whichever is
    // further along. A transform, not a width, and no transition: each change redraws only
    // the bar; an eased bar would keep the compositor ticking for the whole of the
    // interpreter's loading, which on two cores slows the loading itself.
    const share = Math.max(done / (STEPS.length + 1), Math.min(received() / STARTUP_BYTES, 1) * 0.8);
    bar.style.transform = "scaleX(" + share.toFixed(3) + ")";
    if (done > 0) label.textContent = words[STEPS[done - 1][1]];
    if (bytes && received() > 0 && received() < STARTUP_BYTES * 0.98) {
      bytes.textContent = words["boot.bytes"]
        .replace("{received}", megabytes(Math.min(received(), STARTUP_BYTES)))
        .replace("{total}", megabytes(STARTUP_BYTES));
    } else if (bytes) {
      bytes.textContent = "";
    }
  }

  function received() {
    return fetched + loaded;
  }
  // The tests' hook: the bytes this start-up counted (checked against STARTUP_BYTES).
  window.franchiseLoadedBytes = received;
  window.franchiseStartupBytes = STARTUP_BYTES;

  function sign() {
    lastSign = Date.now();
    show();
  }

  function step(message) {
    const index = STEPS.findIndex((known) => known[0] === message);
    if (index < 0) return;
    done = Math.max(done, index + 1);
    sign();
  }

  // Every fetch of this site's files during start-up is counted as its bytes arrive, so a slow
  // network shows progress and is never declared failed while bytes still come in; a file the
  // host refuses is named in the failure.
  const siteFetch = window.fetch.bind(window);
  window.fetch = async function (input, init) {
    const response = await siteFetch(input, init);
    const url = new URL(response.url || String(input && input.url || input), location.href);
    if (url.origin !== location.origin || document.body && document.body.dataset.ready === "1") {
      return response;
    }
    if (!response.ok) {
      failed = { file: url.pathname.slice(FOLDER.length) || url.pathname, status: response.status };
      return response;
    }
    if (!response.body) return response;
    const reader = response.body.getReader();
    const counted = new ReadableStream({
      async pull(controller) {
        const { done: finished, value } = await reader.read();
        if (finished) {
          controller.close();
          return;
        }
        fetched += value.byteLength;
        sign();
        controller.enqueue(value);
      },
      cancel(reason) {
        return reader.cancel(reason);
      },
    });
    const copy = new Response(counted, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
    Object.defineProperty(copy, "url", { value: response.url });
    return copy;
  };
  if (window.PerformanceObserver) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.initiatorType !== "fetch" && entry.name.startsWith(location.origin)) {
          loaded += entry.encodedBodySize || 0;
          sign();
        }
      }
    }).observe({ type: "resource", buffered: true });
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
  // site (about 15 MB), so it waits until the page has been idle a few seconds: it never
  // competes with the start-up, a reload right after it, or the first moves. What happens is
  // told to the page as "franchise:site" events (web/page/site_copy.py words them):
  // "offline" (this device can now play offline), "no-room" (too little storage for the
  // offline copy), "update" (a new version is installed and waits for the player's reload).
  const tell = (news) => {
    window.franchiseSiteNews = news;
    document.dispatchEvent(new CustomEvent("franchise:site", { detail: news }));
  };
  // Each installing worker is watched once (the first one is seen both as registration's
  // installing worker and by "updatefound"). A copy that failed for want of room is told by the
  // worker itself (tools/build/sw.js, "franchise:install-failed").
  const watched = new WeakSet();
  function watchInstall(worker, first) {
    if (!worker || watched.has(worker)) return;
    watched.add(worker);
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed" && !first) tell("update");
      if (worker.state === "activated" && first) tell("offline");
    });
  }
  async function roomLeft() {
    if (!navigator.storage || !navigator.storage.estimate) return null;
    const { quota, usage } = await navigator.storage.estimate();
    return typeof quota === "number" ? quota - (usage || 0) : null;
  }
  window.franchiseEnableOffline = function () {
    if (!("serviceWorker" in navigator) || !/^https?:$/.test(location.protocol)) return;
    const start = async () => {
      try {
        const existing = await navigator.serviceWorker.getRegistration("./");
        if (!existing || !existing.active) {
          const room = await roomLeft();
          if (room !== null && room < SITE_BYTES) return tell("no-room");
        }
        navigator.serviceWorker.addEventListener("message", (event) => {
          const data = event.data || {};
          if (data.kind === "franchise:install-failed" && data.reason === "QuotaExceededError") tell("no-room");
        });
        // updateViaCache "none": the browser asks the host for sw.js itself on every check,
        // whatever the host's cache headers, so a new build is found on the next visit.
        const registration = await navigator.serviceWorker.register("./sw.js", { updateViaCache: "none" });
        if (registration.waiting && navigator.serviceWorker.controller) tell("update");
        const first = !registration.active;
        watchInstall(registration.installing, first);
        registration.addEventListener("updatefound", () => {
          watchInstall(registration.installing, !registration.active);
        });
        if (!first) registration.update().catch(() => {});
      } catch (error) {
        /* offline play is a bonus: the game works without it (storage blocked, for one) */
      }
    };
    setTimeout(() => (window.requestIdleCallback || setTimeout)(start), 3000);
  };
  // The player's "Reload" on "A new version is ready": the waiting version takes over, and the
  // page loads again from it once it has (saved games are in storage and stay).
  window.franchiseApplyUpdate = async function () {
    const registration = await navigator.serviceWorker.getRegistration("./");
    if (!registration || !registration.waiting) return location.reload();
    navigator.serviceWorker.addEventListener("controllerchange", () => location.reload());
    registration.waiting.postMessage("franchise:apply-update");
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
  addEventListener("DOMContentLoaded", show);
  addEventListener("error", (event) => {
    if (document.body && document.body.dataset.ready !== "1") fatal(event.message);
  });
  addEventListener("unhandledrejection", (event) => {
    if (document.body && document.body.dataset.ready !== "1") fatal(event.reason && event.reason.message);
  });
  // Loading fails only when nothing has arrived for a while (a slow network may take minutes:
  // a first visit on slow 3G once read "could not start" after two minutes, then started at
  // five), or when the host refused a file; the message says which and what to do.
  const watch = setInterval(() => {
    if (!document.body || document.body.dataset.ready !== "0") {
      clearInterval(watch);
      return;
    }
    if (failed) {
      clearInterval(watch);
      fatal(words["boot.file-failed"].replace("{file}", failed.file).replace("{status}", failed.status));
    } else if (Date.now() - lastSign > STALL_MS) {
      clearInterval(watch);
      fatal(words[navigator.onLine === false ? "boot.offline" : "boot.stalled"]);
    }
  }, 1000);
})();
