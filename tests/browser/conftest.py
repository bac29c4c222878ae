"""Browser tests: the built site (dist/) served on loopback, driven in Debian's Chromium.

Every request to another origin is aborted and recorded, so each test also proves the page is
self-hosted. `./dev test` builds dist/ first; these fixtures build it if it is missing.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from tools.build_site import DIST, build
from tools.serve import make_server

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parent.parent.parent / "test-artifacts"
#: Collects every policy violation from the first moment of the page (injected outside the
#: page's own scripts, so the policy does not apply to it).
WATCH_VIOLATIONS = """
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push({directive: event.effectiveDirective, blocked: event.blockedURI});
});
"""
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (DIST / "index.html").exists():
        build()
    server = make_server(DIST, 0)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (./dev test does)")
    # Chromium's own log (every process) goes to test-artifacts/: when a renderer crashes
    # ("Page crashed", seen rarely and only under load), the log says why.
    ARTIFACTS.mkdir(exist_ok=True)
    logging = ["--enable-logging", f"--log-file={ARTIFACTS / 'chromium.log'}"]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS + logging)
        yield browser
        browser.close()


class OffOrigin:
    """Requests the page tried to send to another origin (all aborted)."""

    def __init__(self) -> None:
        self.urls: list[str] = []


def keep_to_site(context: BrowserContext, site_url: str, blocked: OffOrigin) -> None:
    """Let ``context`` fetch only what lies under ``site_url``: record and abort the rest."""

    def route(route) -> None:
        if route.request.url.startswith(site_url):
            route.continue_()
        else:
            blocked.urls.append(route.request.url)
            route.abort()

    context.route("**/*", route)


def new_context(browser: Browser, site_url: str, blocked: OffOrigin, **options) -> BrowserContext:
    context = browser.new_context(**options)
    keep_to_site(context, site_url, blocked)
    return context


@pytest.fixture
def off_origin() -> OffOrigin:
    return OffOrigin()


@pytest.fixture
def page(browser: Browser, site_url: str, off_origin: OffOrigin) -> Iterator[Page]:
    context = new_context(browser, site_url, off_origin, viewport={"width": 1280, "height": 800})
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    yield page
    context.close()
    assert not errors, f"the page reported errors: {errors}"
    assert not off_origin.urls, f"requests to other origins: {off_origin.urls}"
