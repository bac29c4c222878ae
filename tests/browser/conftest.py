"""Browser tests: the built site (dist/) served on loopback, driven in Debian's Chromium.

Every request to another origin is aborted and recorded, and every policy violation watched,
so each test also proves the page is self-hosted and keeps its Content-Security-Policy.
`./dev test` builds dist/ first; these fixtures build it if it is missing. What keeps the tests
quick (docs/ARCHITECTURE.md, "Where tests go"): two kept tabs per worker, each a device
(``page``, ``other_device``), started afresh in place for each test; the computers' searches
at a twentieth of their budget (``PACE``); and no motion (``MOTION``).

A renderer that crashes ("Target crashed", seen only on a loaded machine) does not fail a test:
the kept tab is replaced by a new one, the test runs again once in it, and the run says so (a
``TabCrashed`` warning in pytest's summary). A test that fails again fails.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright
from playwright.sync_api import Error as PlaywrightError

from tools.build.site import DIST, build
from tools.harness.site import ARTIFACTS, CHROMIUM, launch, served
from tools.harness.site import LAUNCH_ARGS as LAUNCH_ARGS  # tests take it from here
from web.session.pace import Pace

#: Collects every policy violation from the first moment of the page (injected outside the
#: page's own scripts, so the policy does not apply to it).
WATCH_VIOLATIONS = """
window.cspViolations = [];
document.addEventListener('securitypolicyviolation', (event) => {
  window.cspViolations.push({directive: event.effectiveDirective, blocked: event.blockedURI});
});
"""


@pytest.fixture(scope="session")
def site_url() -> Iterator[str]:
    if not (DIST / "index.html").exists():
        build()
    with served(DIST) as url:
        yield url


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: install Debian's chromium (./dev test does)")
    # Chromium's own log (every process) goes to test-artifacts/: when a renderer crashes
    # ("Page crashed", seen rarely and only under load), the log says why.
    ARTIFACTS.mkdir(exist_ok=True)
    logging = ["--enable-logging", f"--log-file={ARTIFACTS / 'chromium.log'}"]
    with sync_playwright() as playwright:
        browser = launch(playwright, *logging)
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


#: The share of their budget the page's searches spend in every tab the tests open: a browser
#: test tests the page, not the computer's strength (web/session/pace.py). ``PACE.spec(level)``
#: is the search the page makes for ``level``, so a test can make the same one in CPython.
PACE = Pace(0.05)
#: The page's test hook for it, set before the page's own scripts run.
SET_PACE = f"window.franchiseBudgetShare = {PACE.share};"


#: The motion the tests' pages show: none. A page at a person's turn pulses its targets forever,
#: which kept a core 60% busy per tab here (Chromium draws without a GPU), tab after idle tab;
#: test_themes.py checks that reduced motion stops it, and a test may ask for motion.
MOTION = "reduce"


def new_context(browser: Browser, site_url: str, blocked: OffOrigin, **options) -> BrowserContext:
    """A context of its own (a device) that fetches only from the site, at the tests' pace and
    without motion unless ``options`` say otherwise."""
    options.setdefault("reduced_motion", MOTION)
    context = browser.new_context(**options)
    context.add_init_script(SET_PACE)
    keep_to_site(context, site_url, blocked)
    return context


#: The viewport of the ``page`` fixture's tab.
DESKTOP = {"width": 1280, "height": 800}


class WarmTab:
    """One tab kept for the whole session, whose page each test starts afresh in place.

    Loading the page starts Pyodide, 3-5 s here; the page's test hook
    (``franchiseFirstVisit``, web/page/restart.py) starts it as a new device's first visit
    in the interpreter already running, in a fraction of that. A tab whose page cannot be
    started so (a test left it on a failed start, or elsewhere) is replaced by a new one.
    """

    def __init__(self, browser: Browser, site_url: str) -> None:
        self.browser, self.site_url = browser, site_url
        #: What the tab tried to fetch elsewhere, emptied for each test.
        self.blocked = OffOrigin()
        self.errors: list[str] = []
        self.context: BrowserContext | None = None
        self.page: Page | None = None
        #: Set when the tab's renderer crashed: the next test gets a new tab.
        self.crashed = False
        KEPT_TABS.append(self)

    def _open(self) -> Page:
        # Service workers are blocked: one registered by an earlier test would serve later ones.
        self.context = new_context(
            self.browser, self.site_url, self.blocked, viewport=DESKTOP, service_workers="block"
        )
        self.context.add_init_script(WATCH_VIOLATIONS)
        page = self.context.new_page()
        self.crashed = False
        page.on("crash", lambda _: setattr(self, "crashed", True))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        page.goto(self.site_url)
        page.wait_for_selector("body[data-ready='1']", timeout=90_000)
        return page

    def fresh(self) -> Page:
        """The tab with the page as a new device first sees it at the site's address."""
        self.blocked.urls.clear()
        self.errors.clear()
        if self.page is not None and (
            self.crashed or self.page.is_closed() or not self._can_start_again()
        ):
            self.close()
        if self.page is None:
            self.page = self._open()
        for other in self.context.pages:
            if other is not self.page:
                other.close()
        if self.page.viewport_size != DESKTOP:
            self.page.set_viewport_size(DESKTOP)
        self.page.emulate_media(color_scheme="light", reduced_motion=MOTION)
        self.page.evaluate(SET_PACE)  # a test may have set another pace in it
        fresh_start(self.page, self.site_url)
        self.page.evaluate("window.cspViolations = []")
        return self.page

    def _can_start_again(self) -> bool:
        try:
            return bool(self.page.evaluate(CAN_START_AGAIN))
        except PlaywrightError as error:
            # A crashed renderer, or a tab closed under the harness (a whole worker's tests
            # once failed at setup on "Target page, context or browser has been closed"):
            # either way the tab is opened anew.
            if not is_crash(str(error)) and "has been closed" not in str(error):
                raise
            self.crashed = True
            return False

    def close(self) -> None:
        if self.context is not None:
            try:
                self.context.close()
            except PlaywrightError as error:  # a crashed tab's context may be gone already
                if not is_crash(str(error)):
                    raise
        self.context = self.page = None


#: Every kept tab of this worker, so a crash seen in a test's report can retire them.
KEPT_TABS: list[WarmTab] = []
#: What Playwright says when a tab's renderer died under it.
CRASH_WORDS = ("Target crashed", "Page crashed")


def is_crash(text: str) -> bool:
    return any(words in text for words in CRASH_WORDS)


class TabCrashed(UserWarning):
    """A browser test's tab crashed; the test ran again in a new tab."""


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> bool | None:
    """Runs a browser test; if its tab crashed, once more in a new tab, saying so (pytest
    sets up again whatever the first run tore down)."""
    if Path(__file__).parent not in Path(item.path).parents:
        return None
    # pytest's own protocol (setup, call, teardown), without logging its reports yet
    runtestprotocol = item.config.pluginmanager.get_plugin("runner").runtestprotocol
    item.ihook.pytest_runtest_logstart(nodeid=item.nodeid, location=item.location)
    reports = runtestprotocol(item, nextitem=nextitem, log=False)
    failed = [report for report in reports if report.failed]
    if any(is_crash(str(report.longrepr)) for report in failed):
        for tab in KEPT_TABS:
            tab.crashed = True
        warnings.warn(
            TabCrashed(
                f"{item.nodeid}: the tab crashed (Target crashed), failing its {failed[0].when};"
                " the test ran again in a new tab"
            ),
            stacklevel=1,
        )
        reports = runtestprotocol(item, nextitem=nextitem, log=False)
    for report in reports:
        item.ihook.pytest_runtest_logreport(report=report)
    item.ihook.pytest_runtest_logfinish(nodeid=item.nodeid, location=item.location)
    return True


#: Whether the page in the tab can start afresh in place: it started, and has the hook.
CAN_START_AGAIN = """() => document.body?.dataset.ready === '1'
  && typeof window.franchiseFirstVisit === 'function'"""


def first_visit(page: Page, url: str) -> None:
    """Start the page in ``page`` as a new device opening ``url`` (of the same site)."""
    page.evaluate("url => franchiseFirstVisit(url)", url)
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)


def fresh_start(page: Page, url: str) -> None:
    """``first_visit``, marked so that the test's first ``ui.open_page`` starts the address it
    asks for in place rather than loading it (the mark goes with any load)."""
    first_visit(page, url)
    page.evaluate("window.franchiseFresh = true")


@pytest.fixture(scope="session")
def warm_tab(browser: Browser, site_url: str) -> Iterator[WarmTab]:
    tab = WarmTab(browser, site_url)
    yield tab
    tab.close()


@pytest.fixture(scope="session")
def warm_other_tab(browser: Browser, site_url: str) -> Iterator[WarmTab]:
    tab = WarmTab(browser, site_url)
    yield tab
    tab.close()


#: Whether the page in a kept tab does nothing on its own: no computer thinking or moving,
#: and neither of its interpreters apart (hard's, the review's) thinking.
AT_REST = """() => typeof window.franchiseComputerState !== 'function'
  || (franchiseComputerState() !== 'thinking'
      && ![document.body.dataset.thinker, document.body.dataset.reviewThinker]
           .some(state => ['starting', 'thinking', 'pondering'].includes(state)))"""


def started_afresh(tab: WarmTab) -> Iterator[Page]:
    """``tab``'s page started afresh for one test; afterwards, nothing went wrong in it, and
    whatever it was still doing (computers playing on, hard thinking ahead) is stopped: the
    tab is kept for later tests, and a test that does not use it would share the machine with
    a game left running there."""
    page = tab.fresh()
    yield page
    errors, blocked = list(tab.errors), tab.blocked.urls
    assert not errors, f"the page reported errors: {errors}"
    assert not blocked, f"requests to other origins: {blocked}"
    if not page.is_closed():
        violations = page.evaluate("window.cspViolations || []")
        assert not violations, f"the page broke its Content-Security-Policy: {violations}"
        if page.evaluate(CAN_START_AGAIN) and not page.evaluate(AT_REST):
            first_visit(page, tab.site_url)


@pytest.fixture
def page(warm_tab: WarmTab) -> Iterator[Page]:
    """A desktop-sized tab showing the page as a new device first sees it, started afresh
    in place (``WarmTab``); ``ui.open_page`` opens the address a test asks for in it."""
    yield from started_afresh(warm_tab)


@pytest.fixture
def other_device(warm_other_tab: WarmTab) -> Iterator[Page]:
    """A second device beside ``page``: a browser context of its own (its own storage, as
    another phone or computer has), kept warm for the session like ``page``'s and started
    afresh in place for each test. A new context would load Pyodide cold, 4-8 s here."""
    yield from started_afresh(warm_other_tab)


#: Gives the ``page`` fixture's tab at a size, afresh: ``sized(390, 844)``.
Sized = Callable[[int, int], Page]


@pytest.fixture
def page_at(page: Page, site_url: str) -> Sized:
    """The ``page`` fixture's tab at another size, the page started afresh at that size."""

    def sized(width: int, height: int) -> Page:
        page.set_viewport_size({"width": width, "height": height})
        fresh_start(page, site_url)
        return page

    return sized


#: A phone's window, in CSS pixels.
PHONE = (390, 844)


@pytest.fixture(scope="module")
def touch_tab(browser: Browser, site_url: str, warm_tab: WarmTab) -> Iterator[Page]:
    """A phone's tab that points with a finger (a touch screen, a mobile viewport), loaded once
    for the tests of a module; each starts the page afresh in it (``first_visit``)."""
    context = new_context(
        browser,
        site_url,
        warm_tab.blocked,
        viewport={"width": PHONE[0], "height": PHONE[1]},
        has_touch=True,
        is_mobile=True,
        service_workers="block",
    )
    page = context.new_page()
    page.goto(site_url)
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)
    yield page
    context.close()
