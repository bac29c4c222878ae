"""The table for thumbs (issue 48): the phone's menu is a sheet that shows every action, and
every control and every place in view is at least 24 CSS px across to tap, on a phone and a
tablet. (Nothing covering the guide, a hint or a recap is tested where each is: test_guide,
test_advice, test_table_words.)"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from franchise import BOARD, Setup
from tools.harness.screen_checks import MAP_BOX, TOO_SMALL
from web.text.catalogue import Text

from ..engine.positions import eager_game, share_fragment
from .conftest import Sized, first_visit
from .ui import COVERED, snapshot

#: The menu's actions: New game, Saved games, Share link, Export, Import, Rules, the language.
ACTIONS = ["#menu > button", "#menu > select"]


def game_fragment(players: int, moves: int) -> str:
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")[:players]
    return share_fragment(eager_game(Setup(names, seed=players, first_player=0), 3, moves))


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_the_phone_menu_is_a_sheet_that_shows_every_action(
    touch_tab: Page, site_url: str, language: str
):
    page = touch_tab
    first_visit(page, f"{site_url}?lang={language}{game_fragment(3, 11)}")
    menu, button = page.locator("#menu"), page.locator("#btn-menu")
    expect(menu).to_be_hidden()
    expect(button).to_contain_text(Text.load(language)("menu.open"))
    button.tap()
    expect(button).to_have_attribute("aria-expanded", "true")
    assert page.locator("#menu > button:visible").count() >= 6  # the sheet is open
    assert page.locator("#language").is_visible()
    assert page.evaluate(COVERED, ACTIONS) == []  # every action whole in the window, on top
    page.keyboard.press("Escape")  # closes, and the focus goes back to the button
    expect(menu).to_be_hidden()
    assert page.evaluate("document.activeElement.id") == "btn-menu"
    button.tap()
    page.locator("#btn-rules").tap()  # an action runs as from the strip, and the sheet closes
    expect(page.locator("#dlg-rules")).to_be_visible()
    expect(menu).to_be_hidden()
    expect(button).to_have_attribute("aria-expanded", "false")


def test_a_desktop_shows_the_menu_as_a_strip_and_no_menu_button(page_at: Sized, site_url: str):
    page = page_at(1366, 800)
    first_visit(page, site_url + game_fragment(2, 6))
    expect(page.locator("#btn-menu")).to_be_hidden()
    assert page.locator("#menu > button:visible").count() >= 6  # the strip shows them all
    assert page.evaluate(COVERED, ACTIONS) == []


def test_every_control_and_place_in_view_is_big_enough_for_a_finger_on_a_phone(
    touch_tab: Page, site_url: str
):
    page = touch_tab
    found = {}
    for players in (2, 5):
        first_visit(page, f"{site_url}{game_fragment(players, 4 * players)}")
        assert snapshot(page)["mode"] == "playing"
        found[players, "map"] = page.evaluate(TOO_SMALL)
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")  # the cards and the log
        found[players, "foot"] = page.evaluate(TOO_SMALL)
        page.evaluate("window.scrollTo(0, 0)")
        page.locator("#btn-menu").tap()
        found[players, "menu"] = page.evaluate(TOO_SMALL)
    assert {case: small for case, small in found.items() if small} == {}
    # The history's buttons take a thumb's 44 px (◀ and ▶ were 27 px wide).
    sizes = page.evaluate(
        "[...document.querySelectorAll('#history button')]"
        ".map(b => Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height))"
    )
    assert len(sizes) == 6 and min(sizes) >= 43.5, sizes


def test_every_control_and_place_in_view_is_big_enough_for_a_finger_on_a_tablet(
    page_at: Sized, site_url: str
):
    page = page_at(1024, 768)
    found = {}
    for players in (3, 4):
        first_visit(page, f"{site_url}{game_fragment(players, 4 * players)}")
        found[players, "top"] = page.evaluate(TOO_SMALL)
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
        found[players, "foot"] = page.evaluate(TOO_SMALL)
    assert {case: small for case, small in found.items() if small} == {}


def test_a_tablet_gives_the_map_its_width_and_keeps_it_in_view(page_at: Sized, site_url: str):
    """1024x768 held across: the map was 640x450 px with the window empty below it."""
    page = page_at(1024, 768)
    first_visit(page, f"{site_url}{game_fragment(4, 16)}")
    width, height, whole = page.evaluate(MAP_BOX)
    assert width >= 700 and height >= 490 and whole
    page.evaluate("document.getElementById('log').scrollIntoView()")  # the side column's foot
    assert page.evaluate("window.scrollY") > 0
    assert page.evaluate(MAP_BOX)[2]  # the map stays whole in the window


#: The places of the game's last move (``data-place`` ids) not whole in the map's box on screen.
LAST_MOVE_OUT_OF_VIEW = """ids => {
  const board = document.getElementById('board').getBoundingClientRect();
  return ids.filter(id => {
    const r = document.querySelector(`#places [data-place='${id}'] .halo`).getBoundingClientRect();
    return r.left < board.left || r.right > board.right || r.top < board.top
      || r.bottom > board.bottom;
  });
}"""


def test_the_map_follows_a_move_that_comes_on_screen(touch_tab: Page, site_url: str):
    """Issue 48: a move played out off the part of the map on screen is brought into view (a
    computer's, a link's, or, as here, the next step of the history: the same redraw)."""
    page = touch_tab
    first_visit(page, f"{site_url}{game_fragment(4, 20)}")
    game = eager_game(Setup(("Ann", "Bob", "Cy", "Dee"), seed=4, first_player=0), 3, 20)
    move = game.moves[-1]
    places = [BOARD.places[p].id for p in (*move.expansions, *move.increases)]
    assert places
    page.click("#hist-step-back")
    page.wait_for_function("() => JSON.parse(franchiseSnapshot()).moves.length === 19")
    for _ in range(3):
        page.click("[data-action='zoom-in']")  # a close view of the map's middle, away from it
    assert page.evaluate(LAST_MOVE_OUT_OF_VIEW, places) != []
    page.click("#hist-step-forward")
    page.wait_for_function("() => JSON.parse(franchiseSnapshot()).moves.length === 20")
    assert page.evaluate(LAST_MOVE_OUT_OF_VIEW, places) == []


def test_a_phone_s_radio_buttons_checkboxes_and_towns_take_a_finger_and_it_has_no_keys_tab(
    touch_tab: Page, site_url: str
):
    """Issue 70: the new game's radio buttons and checkboxes were 13 px (their labels, which
    the check measured, were wider than a finger misses by), towns 23 px; a phone with no
    keyboard showed the Rules' Keys tab."""
    page = touch_tab
    first_visit(page, f"{site_url}?lang=fr{game_fragment(5, 20)}")
    page.locator("#btn-menu").tap()
    page.locator("#btn-new").tap()
    expect(page.locator("#dlg-new")).to_be_visible()
    boxes = page.locator("#dlg-new input[type=radio], #dlg-new input[type=checkbox]")
    assert boxes.count() >= 4
    page.evaluate("document.querySelector('#dlg-new input[type=checkbox]').scrollIntoView()")
    assert page.evaluate(TOO_SMALL) == []
    sizes = boxes.evaluate_all(
        "els => els.filter(e => e.checkVisibility()).map(e => e.getBoundingClientRect().width)"
    )
    assert sizes and min(sizes) >= 23.5, sizes
    page.keyboard.press("Escape")
    expect(page.locator("#dlg-new")).to_be_hidden()
    page.locator("#btn-menu").tap()
    page.locator("#btn-rules").tap()
    expect(page.locator("#dlg-rules")).to_be_visible()
    expect(page.locator("#tab-quick")).to_be_visible()
    expect(page.locator("#tab-keys")).to_be_hidden()
