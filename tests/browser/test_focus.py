"""Where the focus goes after a dialog closes: back to the button that opened it, or, when a game
opens or a move has been played, to the map's tab stop on the turn's first target."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import BOARD

from .conftest import Sized
from .ui import menu_action, open_page, snapshot, start_game, wait_idle

FOCUSED = "() => { const a = document.activeElement; return a.dataset.place || a.id; }"


def focused(page: Page) -> str:
    return page.evaluate(FOCUSED)


def wait_focus_on_map(page: Page) -> str:
    """The place that has the focus once the map takes it (it is also the one tab stop)."""
    page.wait_for_function("document.activeElement.dataset.place !== undefined")
    place = focused(page)
    assert page.get_attribute(f"#place-{place}", "tabindex") == "0"
    assert page.locator("#places [tabindex='0']").count() == 1
    return place


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_focus_after_each_dialog_goes_somewhere_sensible(
    page_at: Sized, site_url: str, width: int, height: int
):
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    place = wait_focus_on_map(page)  # a new game: the map, on a town where Jan may start
    assert not BOARD.places[BOARD.place_index[place]].is_city
    assert "target" in page.get_attribute(f"#place-{place}", "class").split()
    # Back on the control that opened it: a phone's menu button (issue 48: the sheet's own
    # buttons are hidden once it closes), the strip's button on a desktop.
    opener = "btn-menu" if width < 900 else "btn-rules"
    menu_action(page, "#btn-rules")
    page.click("#btn-close-rules")
    page.wait_for_function(f"document.activeElement.id === '{opener}'")
    for town in ("raleigh", "pueblo"):
        page.focus(f"[data-place='{town}']")
        page.keyboard.press("Enter")
        wait_idle(page)
    page.click("#btn-end")  # Sam's empty turn asks first
    page.click("#btn-confirm-no")
    page.wait_for_function("document.activeElement.id === 'btn-end'")
    page.click("#btn-end")
    page.click("#dlg-confirm[open] #btn-confirm-yes")
    wait_idle(page)
    place = wait_focus_on_map(page)  # End turn hid while the pass played: Jan's first target
    assert "target" in page.get_attribute(f"#place-{place}", "class").split()
    menu_action(page, "#btn-games")
    page.click("#btn-games-close")
    opener = "btn-menu" if width < 900 else "btn-games"
    page.wait_for_function(f"document.activeElement.id === '{opener}'")
    page.click("#btn-end")  # Jan's pass ends the game
    page.click("#dlg-confirm[open] #btn-confirm-yes")
    page.wait_for_selector("#dlg-over[open]")
    page.click("#btn-close-over")
    assert wait_focus_on_map(page) in ("raleigh", "pueblo")  # the map, on a place of Jan's
    assert snapshot(page)["phase"] == "over"


#: The focused element's outline: its style and colour as drawn.
OUTLINE = """() => { const s = getComputedStyle(document.activeElement);
  return [s.outlineStyle, s.outlineColor]; }"""


def contrast(rgb: str, against: tuple[int, int, int] = (255, 255, 255)) -> float:
    """WCAG contrast of a CSS ``rgb(r, g, b)`` colour against ``against``."""

    def luminance(channels) -> float:
        lin = [c / 255 for c in channels]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in lin]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    channels = [int(part) for part in rgb[rgb.index("(") + 1 : rgb.index(")")].split(",")[:3]]
    high, low = sorted((luminance(channels), luminance(against)), reverse=True)
    return (high + 0.05) / (low + 0.05)


@pytest.mark.parametrize("width,height", [(1366, 800), (390, 844)])
def test_the_maps_focus_ring_shows_for_keys_only_and_reads_at_3_to_1(
    page_at: Sized, site_url: str, width: int, height: int
):
    """A mouse or touch player never sees a frame on a place the page gave the focus to (after
    a new game or a move); a keyboard player sees it, at 3:1 or more against white."""
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])  # by clicks: the player points
    wait_focus_on_map(page)
    assert page.evaluate("document.documentElement.dataset.input") == "pointer"
    assert page.evaluate(OUTLINE)[0] == "none"  # the map has the focus, and shows no frame
    page.keyboard.press("ArrowRight")  # a key: the player uses the keyboard now
    wait_focus_on_map(page)
    assert page.evaluate("document.documentElement.dataset.input") == "keys"
    style, colour = page.evaluate(OUTLINE)
    assert style == "solid" and contrast(colour) >= 3, colour
