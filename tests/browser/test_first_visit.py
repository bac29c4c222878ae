"""The tests' first visit in place (``franchiseFirstVisit``, web/page/restart.py) is a first
visit: the page it starts is the page a new device loads, whatever the page before it did.

Most browser tests stand on it (conftest.WarmTab), so it is tested against a real load here:
after a game of computers left running, a dialog open and a language chosen, the page started
in place shows the same body as a fresh context's first load of the same address, storage
holds nothing the old page wrote, and the old page's computers no longer move."""

from __future__ import annotations

from playwright.sync_api import Browser, Page

from .conftest import OffOrigin, first_visit, new_context
from .ui import choose_language, menu_action, open_page, snapshot, start_game

#: The whole body, attributes and all, less what a load leaves that a first visit in place has
#: no cause to: the time the last drawing took, what the loading box (hidden once ready) said
#: of the load, and the element PyScript adds for its script's output (the page writes none
#: there) with the blank lines the parser keeps around it.
BODY = """() => {
  const body = document.body.cloneNode(true);
  body.removeAttribute('data-patch-ms');
  body.querySelector('#loading').replaceChildren();
  for (const node of body.querySelectorAll('script-py')) node.remove();
  return body.outerHTML.replace(/\\s+<\\/body>$/, '</body>');
}"""


def loaded_body(browser: Browser, site_url: str, url: str) -> str:
    """The body of a fresh context's first load of ``url`` (an address of the site)."""
    context = new_context(browser, site_url, OffOrigin(), viewport={"width": 1280, "height": 800})
    page = context.new_page()
    open_page(page, url)
    body = page.evaluate(BODY)
    context.close()
    return body


def test_a_first_visit_in_place_is_a_first_load(page: Page, browser: Browser, site_url: str):
    """The tests' hook against the real thing: each of two addresses is also loaded in a new
    browser context (Pyodide cold, 5-8 s each here, 13 s on a slow day) to compare with."""
    open_page(page, site_url)
    start_game(page, kinds=["easy", "easy"])  # computers that keep playing on their own
    page.select_option("#ai-speed", "fast")
    page.wait_for_function("JSON.parse(franchiseSnapshot()).moves.length >= 2")
    choose_language(page, "de")  # remembered in storage
    menu_action(page, "#btn-rules")
    for url in (f"{site_url}?lang=fr", site_url):
        first_visit(page, url)
        assert page.evaluate(BODY) == loaded_body(browser, site_url, url)
        assert page.get_attribute("html", "lang") == ("fr" if "lang=fr" in url else "en")
        # Checked after the other context's load: time enough for a computer still playing
        # in the old page to have moved and saved.
        assert page.evaluate("localStorage.length") == 0
        assert snapshot(page) is None  # no game on screen: the new-game dialog
        assert page.evaluate("franchiseComputerState()") == "idle"
