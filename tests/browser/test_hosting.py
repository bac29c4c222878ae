"""A site a club can host and update (issue 66): dist/ published in a folder of a plain static
host, as a webmaster does. A second build published over the first reaches a returning member
(told, with one Reload, saves kept), also behind a host that caches for ten minutes; two copies
in two folders keep their offline files and games apart; a slow first visit shows its bytes
and never fails while they arrive, and a stopped one says why; blocked storage and a full disk
let the game play and say what they cost. Each test is a device of its own (a context with its
service worker; the kept tabs block theirs)."""

from __future__ import annotations

import tempfile
from pathlib import Path

from playwright.sync_api import Browser, BrowserContext, Page, expect

from tools.build.site import DIST
from tools.harness.publish import next_build, publish, version_of
from tools.harness.site import served

from .conftest import MOTION, SET_PACE

READY = "body[data-ready='1']"
VERSION = "document.querySelector('meta[name=franchise-version]').content"
#: A first visit's page is ready, its service worker has cached the site and said so.
OFFLINE_READY = "window.franchiseSiteNews === 'offline'"


def device(browser: Browser) -> BrowserContext:
    """A device of its own, unrouted: a route would hide the service worker's fetches."""
    context = browser.new_context(reduced_motion=MOTION)
    context.add_init_script(SET_PACE)
    return context


def visit(page: Page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector(READY, timeout=90_000)


def start_a_game(page: Page) -> None:
    page.click("#btn-start")  # the first visit's new-game dialog: a game against easy
    page.wait_for_function("JSON.parse(franchiseSnapshot()).players.length === 2")


def saved_ids(page: Page) -> list[str]:
    """The ids of the games this copy of the site keeps (its own storage keys)."""
    return page.evaluate(
        """() => { const mine = []; for (let i = 0; i < localStorage.length; i++) {
             const key = localStorage.key(i);
             if (key.startsWith(franchiseStoredKey('franchise:game:'))) mine.push(key); }
           return mine.sort(); }"""
    )


def test_a_new_build_reaches_a_returning_member_behind_a_caching_host(browser: Browser):
    """Slow by design: a device of its own with its service worker, which caches the whole
    site twice (both builds) past the host's ten-minute cache."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        second = Path(tmp) / "second-build"
        new = next_build(DIST, second)
        publish(root / "www", "club/games/franchise", DIST)
        with served(root / "www", cache_control="public, max-age=600") as origin:
            context = device(browser)
            page = context.new_page()
            url = origin + "club/games/franchise/"
            visit(page, url)
            start_a_game(page)
            page.wait_for_function(OFFLINE_READY, timeout=120_000)
            kept = saved_ids(page)
            assert kept and page.evaluate(
                "document.querySelector('meta[name=franchise-version]').content"
            ) == version_of(DIST)
            publish(root / "www", "club/games/franchise", second)  # the webmaster's upload
            visit(page, url)
            bar = page.locator("#update-bar")
            expect(bar).to_be_visible(timeout=120_000)
            expect(bar).to_contain_text(
                "A new version of the game is ready. Your saved games stay."
            )
            page.click("#btn-update")
            page.wait_for_function(f"{VERSION} === '{new}'", timeout=60_000)
            page.wait_for_selector(READY, timeout=90_000)
            assert saved_ids(page) == kept
            expect(page.locator("#update-bar")).to_be_hidden()
            context.close()


def test_two_copies_in_two_folders_keep_their_offline_files_and_games_apart(browser: Browser):
    """Slow by design: two copies each cache the whole site, then both start offline."""
    with tempfile.TemporaryDirectory() as tmp:
        www = Path(tmp)
        publish(www, "club/games/franchise", DIST)
        publish(www, "club/games/franchise-test", DIST)
        with served(www) as origin:
            context = device(browser)
            live, test = context.new_page(), context.new_page()
            visit(live, origin + "club/games/franchise/")
            start_a_game(live)
            live.wait_for_function(OFFLINE_READY, timeout=120_000)
            games = saved_ids(live)
            visit(test, origin + "club/games/franchise-test/")
            test.wait_for_function(OFFLINE_READY, timeout=120_000)
            assert saved_ids(test) == []  # the live copy's game is not the test copy's
            names = test.evaluate("caches.keys()")
            for folder in ("/club/games/franchise/", "/club/games/franchise-test/"):
                assert any(name.startswith(f"franchise:{folder}:") for name in names), names
            context.set_offline(True)
            for page, url in (
                (live, "club/games/franchise/"),
                (test, "club/games/franchise-test/"),
            ):
                visit(page, origin + url)
                assert page.locator("[data-place]").count() == 45
                board = "getComputedStyle(document.querySelector('.board-wrap')).position"
                assert page.evaluate(board) != "static"  # styled: the stylesheet came offline
            assert saved_ids(live) == games
            context.close()


def throttled(page: Page, bytes_per_second: int) -> None:
    client = page.context.new_cdp_session(page)
    client.send("Network.enable")
    client.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": 150,
            "downloadThroughput": bytes_per_second,
            "uploadThroughput": bytes_per_second,
        },
    )


def test_a_slow_first_visit_shows_its_bytes_and_never_fails_while_they_arrive(browser: Browser):
    """Loading fails only after a silence (here two seconds, a minute in the page), not after a
    fixed time: this first visit lasts several times the silence allowed and starts."""
    with tempfile.TemporaryDirectory() as tmp:
        publish(Path(tmp), "club/franchise", DIST)
        with served(Path(tmp)) as origin:
            context = device(browser)
            context.add_init_script("window.franchiseStallMs = 2000;")
            page = context.new_page()
            throttled(page, 2_000_000)
            page.goto(origin + "club/franchise/", wait_until="commit")
            bytes_line = page.locator("#loading-bytes")
            expect(bytes_line).to_contain_text("First visit only: ", timeout=30_000)
            first = page.evaluate("window.franchiseLoadedBytes()")
            page.wait_for_function(f"franchiseLoadedBytes() > {first} + 2e6", timeout=60_000)
            assert page.evaluate("document.body?.dataset.ready") == "0"
            page.wait_for_selector(READY, timeout=120_000)
            counted, total = page.evaluate("[franchiseLoadedBytes(), franchiseStartupBytes]")
            assert 0.9 * total <= counted <= 1.1 * total, (counted, total)
            context.close()


def test_a_download_that_stops_says_so_and_what_to_do(browser: Browser):
    """The host stops sending the interpreter mid-way (the request hangs, as on a dropped
    connection): after the silence allowed, the page says the download stopped."""
    with tempfile.TemporaryDirectory() as tmp:
        publish(Path(tmp), "club/franchise", DIST)
        with served(Path(tmp)) as origin:
            context = device(browser)
            context.add_init_script("window.franchiseStallMs = 2000;")
            context.route("**/pyodide.asm.wasm", lambda route: None)  # never answered
            page = context.new_page()
            page.goto(origin + "club/franchise/", wait_until="commit")
            page.wait_for_function("document.body?.dataset.ready === 'error'", timeout=60_000)
            expect(page.locator("#loading")).to_contain_text(
                "The download stopped: nothing has arrived for a minute."
            )
            context.close()


#: Site storage blocked as a browser setting blocks it: storage throws, IndexedDB fails to
#: open (asynchronously, as Chromium does), the caches and the service worker are refused.
BLOCK_STORAGE = """(() => {
  const refused = () => new DOMException('The operation is insecure.', 'SecurityError');
  for (const name of ['localStorage', 'sessionStorage']) {
    Object.defineProperty(window, name, { get() { throw refused(); } });
  }
  IDBFactory.prototype.open = function () {
    const request = {};
    setTimeout(() => request.onerror && request.onerror(
      { target: request, preventDefault() {}, message: undefined }));
    return request;
  };
  for (const m of ['open', 'keys', 'match', 'has', 'delete'])
    CacheStorage.prototype[m] = () => Promise.reject(refused());
  ServiceWorkerContainer.prototype.register = () => Promise.reject(refused());
})();"""


def test_blocked_storage_plays_says_nothing_is_kept_and_offers_export(browser: Browser):
    with tempfile.TemporaryDirectory() as tmp:
        publish(Path(tmp), "franchise", DIST)
        with served(Path(tmp)) as origin:
            context = device(browser)
            context.add_init_script(BLOCK_STORAGE)
            page = context.new_page()
            visit(page, origin + "franchise/")
            expect(page.locator("#notice")).to_contain_text("not saving games")
            expect(page.locator("#notice")).to_contain_text("Export")
            start_a_game(page)
            expect(page.locator("#btn-export")).to_be_enabled()
            context.close()


def test_too_little_storage_for_the_offline_copy_is_said_and_the_game_plays(browser: Browser):
    """The device's quota is set below the site's size (the browser's own override), so the
    service worker's copy fails for want of room, as on a full phone."""
    with tempfile.TemporaryDirectory() as tmp:
        publish(Path(tmp), "franchise", DIST)
        with served(Path(tmp)) as origin:
            context = device(browser)
            page = context.new_page()
            client = context.new_cdp_session(page)
            client.send(
                "Storage.overrideQuotaForOrigin",
                {"origin": origin.rstrip("/"), "quotaSize": 2_000_000},
            )
            visit(page, origin + "franchise/")
            page.wait_for_function("window.franchiseSiteNews === 'no-room'", timeout=60_000)
            expect(page.locator("#notice")).to_contain_text(
                "This device has too little free storage to keep an offline copy"
            )
            start_a_game(page)
            context.close()
