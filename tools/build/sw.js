// Offline play: precache every file of the site, then serve from the cache first.
// tools/build/site.py writes dist/sw.js from this template, filling in the build's version (a
// hash of every file's content) and the file list.
//
// - One copy of the site per folder: the cache is named by this worker's scope (the folder the
//   site is served from) and the version, and only this scope's older caches are deleted, so a
//   test copy in another folder of the same site never deletes this one's offline files.
// - Updates whatever the host's cache headers: every file is fetched for the cache with
//   `cache: "reload"`, past the browser's HTTP cache (a host sending max-age=600 once had a new
//   version cache the old index.html), and the page registers this script with
//   updateViaCache "none" and asks for an update on every start (assets/boot.js).
// - A new version waits: it installs beside the running one and takes over only when the page
//   says so (the player's "Reload" on "A new version is ready", never in a turn), so a page
//   still running never loads a file of another version. Where the new version's files cannot
//   all be fetched (the host half updated, too little storage), it never installs and the
//   version in use keeps serving its own files offline.
"use strict";
const VERSION = "__VERSION__";
const FILES = __FILES__;
const SCOPE = self.registration.scope;
const PREFIX = "franchise:" + new URL(SCOPE).pathname + ":";
const CACHE = PREFIX + VERSION;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" }))),
    ).catch((error) => caches.delete(CACHE).then(() => tellPages(error)).then(() => { throw error; })),
  );
});

// Why this version could not install (too little storage, most often), for the pages to say.
function tellPages(error) {
  return self.clients.matchAll({ includeUncontrolled: true, type: "window" }).then((pages) => {
    for (const page of pages) page.postMessage({ kind: "franchise:install-failed", reason: error && error.name });
  });
}

self.addEventListener("message", (event) => {
  if (event.data === "franchise:apply-update") self.skipWaiting();
  if (event.data === "franchise:version" && event.source) {
    event.source.postMessage({ kind: "franchise:version", version: VERSION });
  }
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(
        names.filter((name) => name.startsWith(PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      ))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request)),
    ),
  );
});
