"""A turn played on a phone without scrolling (issue 32): every value of a player card on its
label's line (its first line, issue 48: German's "Nächstes Einkommen" wraps), "End turn" and
the running total in view while the map is, on a phone and at the usual desktop sizes, in every
language."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import Setup
from web.text.catalogue import Text

from ..engine.positions import eager_game, share_fragment
from .conftest import CAN_START_AGAIN, PHONE, Sized, first_visit
from .test_fits import default_names, open_by_link
from .ui import open_page, snapshot, start_game

LANGUAGES = ["en", "de", "fr"]

#: The values of player cards whose text's vertical centre lies outside their label's text
#: (a label's lines, not the button around them, which is taller on a phone).
OFF_THEIR_LINE = """() => {
  const lineBoxes = element => {
    const boxes = [], walk = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walk.nextNode()) {
      if (!walk.currentNode.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(walk.currentNode);
      boxes.push(...range.getClientRects());
    }
    return boxes;
  };
  const textBox = element => {
    const boxes = lineBoxes(element);
    return {top: Math.min(...boxes.map(b => b.top)), bottom: Math.max(...boxes.map(b => b.bottom))};
  };
  const firstLine = element => {
    const top = Math.min(...lineBoxes(element).map(b => b.top));
    return lineBoxes(element).find(box => box.top === top);
  };
  const found = [];
  for (const card of document.querySelectorAll('#players .player'))
    for (const value of card.querySelectorAll('dd')) {
      // A label that wraps ("Nächstes / Einkommen") has its value on its first line.
      const label = firstLine(value.previousElementSibling), figure = textBox(value);
      const centre = (figure.top + figure.bottom) / 2;
      if (centre < label.top - 0.5 || centre > label.bottom + 0.5)
        found.push(`${card.dataset.seat} ${value.dataset.stat}: ${Math.round(centre - label.top)}`);
    }
  return found;
}"""


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width,height", [PHONE, (1366, 800)])
def test_every_value_of_a_card_sits_on_its_labels_line(
    page_at: Sized, site_url: str, width: int, height: int, language: str
):
    page = page_at(width, height)
    first_visit(page, f"{site_url}?lang={language}")
    text = Text.load(language)
    off = {}
    for players in range(2, 6):
        open_by_link(page, default_names(players, text), moves=4 * players)
        off[players] = page.evaluate(OFF_THEIR_LINE)
    assert {players: found for players, found in off.items() if found} == {}


#: What keeps "End turn" and the running total from being seen and tapped without scrolling:
#: the page scrolled, either of them outside the window, or something else on End turn's centre.
OUT_OF_VIEW = """() => {
  const found = [];
  if (window.scrollY !== 0) found.push(`scrolled ${window.scrollY}`);
  for (const id of ['btn-end', 'total']) {
    const box = document.getElementById(id).getBoundingClientRect();
    if (box.height === 0 || box.top < 0 || box.bottom > window.innerHeight + 0.5)
      found.push(`${id} at ${Math.round(box.top)}-${Math.round(box.bottom)}`);
  }
  const end = document.getElementById('btn-end').getBoundingClientRect();
  const hit = document.elementFromPoint(end.left + end.width / 2, end.top + end.height / 2);
  if (hit?.id !== 'btn-end') found.push(`End turn under ${hit?.id || hit?.className}`);
  return found;
}"""

#: Marks the first target of the turn whose halo lies whole in the map's box, as a tap would.
TAP_A_TARGET_IN_VIEW = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  const halo = [...document.querySelectorAll('#board .place.target .halo')].find(halo => {
    const r = halo.getBoundingClientRect();
    return r.left >= board.left && r.right <= board.right && r.top >= board.top
      && r.bottom <= board.bottom && r.bottom <= window.innerHeight;
  });
  return halo.closest('.place').dataset.place;
}"""


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_phone_plays_a_turn_with_end_turn_and_the_total_in_view(
    page_at: Sized, site_url: str, language: str
):
    page = page_at(*PHONE)
    first_visit(page, f"{site_url}?lang={language}")
    open_by_link(page, default_names(4, Text.load(language)), moves=16)
    place = page.evaluate(TAP_A_TARGET_IN_VIEW)
    page.locator(f"[data-place='{place}'] .halo").click(no_wait_after=True)
    page.wait_for_selector(f"[data-place='{place}'].marked")
    assert page.evaluate("() => window.scrollY") == 0
    assert page.evaluate(OUT_OF_VIEW) == []
    page.click("#btn-end")
    page.wait_for_function("() => JSON.parse(franchiseSnapshot()).all_moves.length === 17")
    assert snapshot(page)["all_moves"][16].startswith(">")


#: The desktop windows a player is likely to have.
DESKTOPS = ((1366, 800), (1280, 720), (1440, 900), (1920, 1080))


@pytest.mark.parametrize("language", LANGUAGES)
def test_end_turn_and_the_total_are_in_view_at_every_desktop_size(
    page: Page, site_url: str, language: str
):
    """Each window size in turn, in one visit: every game is opened at the size it is seen."""
    first_visit(page, f"{site_url}?lang={language}")
    text, found = Text.load(language), {}
    for width, height in DESKTOPS:
        page.set_viewport_size({"width": width, "height": height})
        for players in (3, 5):
            open_by_link(page, default_names(players, text), moves=4 * players)
            found[width, height, players] = page.evaluate(OUT_OF_VIEW)
    assert {case: out for case, out in found.items() if out} == {}


#: The word for "click" and for "tap" in each language's prompts.
POINTING = {"en": ("click", "tap"), "de": ("klick", "tippe"), "fr": ("cliquez", "touchez")}


@pytest.mark.parametrize("language", LANGUAGES)
def test_a_touch_screen_is_told_to_tap_and_a_desktop_to_click(
    touch_tab: Page, page: Page, site_url: str, language: str
):
    names = default_names(2, Text.load(language))
    said = {}
    for device, tab in (("touch", touch_tab), ("desktop", page)):
        assert tab.evaluate(CAN_START_AGAIN)
        first_visit(tab, f"{site_url}?lang={language}")
        open_by_link(tab, names, moves=8)
        said[device] = tab.inner_text("#prompt").lower()
    click, tap = POINTING[language]
    assert tap in said["touch"] and click not in said["touch"], said["touch"]
    assert click in said["desktop"] and tap not in said["desktop"], said["desktop"]


@pytest.mark.parametrize("width,height", [PHONE, (1280, 800)])
def test_why_the_bonus_tiles_are_off_on_a_first_turn_is_written_under_them(
    page_at: Sized, site_url: str, width: int, height: int
):
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"], variant="intro")  # the towns are set: a turn at once
    page.wait_for_selector("#bonus button[data-bonus]")
    assert page.locator("#bonus button[data-bonus]:disabled").count() == 3
    why = page.locator("#bonus-why")
    assert why.is_visible() and why.inner_text() == "Bonus tiles cannot be used on your first turn"
    assert page.get_attribute("#bonus button[data-bonus]", "aria-describedby") == "bonus-why"


#: After "My targets": the places to tap now whose halo (which holds a place's core and spaces)
#: is not whole in the part of the map on screen, and those whose hit area (the larger of the
#: halo and the hit layer's circle, both of which take a tap) is under 24 CSS px across.
TARGETS_UNTAPPABLE = """() => {
  const board = document.getElementById('board').getBoundingClientRect(), found = [];
  const top = Math.max(board.top, 0), bottom = Math.min(board.bottom, window.innerHeight);
  for (const place of document.querySelectorAll('#board .place.target, #board .place.option')) {
    const id = place.dataset.place, halo = place.querySelector('.halo').getBoundingClientRect();
    if (halo.left < board.left - 0.5 || halo.right > board.right + 0.5
        || halo.top < top - 0.5 || halo.bottom > bottom + 0.5) found.push(`${id} cut`);
    const hit = document.getElementById(`hit-${id}`)?.getBoundingClientRect() ?? halo;
    const size = Math.min(Math.max(halo.width, hit.width), Math.max(halo.height, hit.height));
    if (size < 24) found.push(`${id} ${Math.round(size)} px`);
  }
  return found;
}"""


#: The person's city to add to that lies farthest from the middle of the map: its id and the
#: screen point of its centre.
EDGE_CITY = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  const middle = board.left + board.width / 2;
  const cities = [...document.querySelectorAll('#board .place.option .city-core')];
  const far = c => Math.abs(c.getBoundingClientRect().x - middle);
  const city = cities.sort((a, b) => far(b) - far(a))[0], box = city.getBoundingClientRect();
  return [city.closest('.place').dataset.place, box.x + box.width / 2, box.y + box.height / 2];
}"""


@pytest.mark.parametrize("seed,moves", [(3, 20), (4, 24)])
def test_my_targets_shows_every_own_place_whole_and_tappable_on_a_phone(
    page_at: Sized, site_url: str, seed: int, moves: int
):
    """German, 4 players (San Francisco was half off the map's edge, and a tap on it did
    nothing); the person may add to San Francisco (seed 3) or Seattle, Chicago and Omaha."""
    page = page_at(*PHONE)
    first_visit(page, f"{site_url}?lang=de")
    names = default_names(4, Text.load("de"))
    game = eager_game(Setup(names, seed=seed, first_player=0), seed, moves)
    page.evaluate("fragment => { location.hash = fragment }", share_fragment(game))
    page.wait_for_function(f"JSON.parse(franchiseSnapshot() || 'null')?.moves.length === {moves}")
    page.click("[data-action='frame-targets']")  # the board's handler frames within the click
    assert page.evaluate(TARGETS_UNTAPPABLE) == []
    edge = page.evaluate(EDGE_CITY)
    page.mouse.click(edge[1], edge[2])
    page.wait_for_selector(f"[data-place='{edge[0]}'].increased")
