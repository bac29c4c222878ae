"""A keyboard player's turn by the page's documented keys (web/screens/shortcuts.py), counted
press by press; the focus after End turn and after a bonus tile's button; a zoomed map that
follows the focus and pans by key; the Rules' tabs by arrow keys, and the keys worded in
French on the buttons and in the Rules."""

from __future__ import annotations

from playwright.sync_api import Page

from franchise import BOARD, Game, Setup
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from web.screens.shortcuts import Shortcut, taken_letters

from ..engine.positions import eager_game
from .conftest import ARTIFACTS, Sized
from .ui import PERSON_TURN, open_page, snapshot

#: The focused element: a place's id, a bonus tile's kind, or the element's id ("" for the body).
FOCUSED = """() => { const a = document.activeElement;
  return a.dataset.place || a.dataset.bonus || a.id || a.tagName; }"""
#: Whether the focused place lies whole in the board's box (its halo: what a key acts on).
FOCUS_IN_VIEW = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  const place = document.activeElement.closest('[data-place]');
  const r = place.querySelector('.halo').getBoundingClientRect();
  return r.left >= board.left - 0.5 && r.right <= board.right + 0.5
    && r.top >= board.top - 0.5 && r.bottom <= board.bottom + 0.5;
}"""


class Keyboard:
    """The player's keyboard, counting each key pressed."""

    def __init__(self, page: Page) -> None:
        self.page, self.presses = page, 0

    def press(self, key: str) -> None:
        self.page.keyboard.press(key)
        self.presses += 1


def game_against_easy() -> tuple[Game, str]:
    """Sam's third turn against an easy computer, with bonus tiles left, and its link."""
    game = eager_game(Setup(("Sam", "Jan"), first_player=0, seed=4), 4, 6)
    assert game.current == 0 and game.state.bonus_left[0] > 0 and not game.is_over()
    record = Record.of(game, new_game_id(), computers={"Jan": ComputerLevel.EASY})
    return game, "#" + encode_link(record)


def moves_reach(page: Page, count: int) -> None:
    page.wait_for_function(f"JSON.parse(franchiseSnapshot()).moves.length >= {count}")


def focused_place(page: Page) -> str:
    page.wait_for_function("document.activeElement.dataset.place !== undefined")
    return page.evaluate(FOCUSED)


def test_a_turn_by_the_documented_keys_takes_three_presses_and_keeps_the_focus(
    page_at: Sized, site_url: str
):
    """N, Enter, E: one expansion and End turn; then "3" ($10), N, Enter, E. The focus stays
    on the map after End turn and the computer's move, and on the tile's button after it."""
    page = page_at(1366, 800)
    game, link = game_against_easy()
    played = len(game.moves)
    open_page(page, site_url + link)
    page.wait_for_function(PERSON_TURN)
    keys = Keyboard(page)
    keys.press("n")
    place = focused_place(page)
    assert "target" in page.get_attribute(f"#place-{place}", "class").split()
    keys.press("Enter")
    page.wait_for_selector(f"#place-{place}.marked")
    keys.press("e")
    moves_reach(page, played + 1)
    assert keys.presses == 3  # issue 48: at most 5 (it took 15)
    assert snapshot(page)["moves"][: played + 1] == [*map(str, game.moves), f">{place}"]
    moves_reach(page, played + 2)  # the computer's move
    page.wait_for_function(PERSON_TURN)
    assert focused_place(page)  # End turn never drops the focus to the body

    keys = Keyboard(page)
    keys.press("3")  # Take $10, its key pressed on the map: the map keeps the focus
    page.wait_for_selector("#bonus [data-bonus='dollars'][aria-pressed='true']")
    assert focused_place(page)
    page.focus("#bonus [data-bonus='dollars']")
    page.keyboard.press("Enter")  # the button itself, drawn again: its successor has the focus
    page.wait_for_selector("#bonus [data-bonus='dollars'][aria-pressed='false']")
    assert page.evaluate(FOCUSED) == "dollars"
    page.keyboard.press("Enter")
    page.wait_for_selector("#bonus [data-bonus='dollars'][aria-pressed='true']")
    assert page.evaluate(FOCUSED) == "dollars"
    keys.press("n")
    place = focused_place(page)
    keys.press("Enter")
    page.wait_for_selector(f"#place-{place}.marked")
    keys.press("e")
    moves_reach(page, played + 3)
    assert snapshot(page)["moves"][played + 2] == f"$10 >{place}"
    assert keys.presses == 4

    # Issue 58: a letter typed on the map goes to a target by its name's first letter.
    moves_reach(page, played + 4)
    page.wait_for_function(PERSON_TURN)
    targets = page.eval_on_selector_all("#places .target", "els => els.map(e => e.dataset.place)")
    taken = taken_letters().lower() + name_of(focused_place(page))[0].lower()  # a jump away
    free = sorted(t for t in targets if name_of(t)[0].lower() not in taken)
    assert free, targets
    letter = name_of(free[-1])[0].lower()
    keys = Keyboard(page)
    keys.press(letter)
    place = focused_place(page)
    assert place in targets and name_of(place)[0].lower() == letter
    keys.press("Enter")
    page.wait_for_selector(f"#place-{place}.marked")
    keys.press("e")
    moves_reach(page, played + 5)
    assert snapshot(page)["moves"][played + 4] == f">{place}"
    assert keys.presses == 3


def name_of(place: str) -> str:
    return BOARD.places[BOARD.place_index[place]].name


def test_a_zoomed_map_follows_the_focus_and_pans_by_key(page_at: Sized, site_url: str):
    """Zoomed in by key, the arrows never leave the focus on a place off the visible map, and
    Shift and an arrow pan it; "0" shows the whole board again."""
    page = page_at(1366, 800)
    _game, link = game_against_easy()
    open_page(page, site_url + link)
    page.wait_for_function(PERSON_TURN)
    whole = float(page.get_attribute("#board", "data-zoom"))
    for _ in range(3):
        page.keyboard.press("+")
    page.wait_for_function(f"parseFloat(document.getElementById('board').dataset.zoom) < {whole}")
    zoomed = float(page.get_attribute("#board", "data-zoom"))
    assert zoomed < whole / 3
    page.keyboard.press("n")
    focused_place(page)
    assert page.evaluate(FOCUS_IN_VIEW)
    visited = set()
    for key in ["ArrowRight"] * 6 + ["ArrowDown"] * 4 + ["ArrowLeft"] * 8 + ["ArrowUp"] * 6:
        page.keyboard.press(key)
        visited.add(focused_place(page))
        assert page.evaluate(FOCUS_IN_VIEW), (key, page.evaluate(FOCUSED))
    assert len(visited) > 8  # the focus went well beyond the first view
    assert float(page.get_attribute("#board", "data-zoom")) == zoomed  # panned, not zoomed out
    x, y, width, height = map(float, page.get_attribute("#board", "viewBox").split())
    page.keyboard.press("Shift+ArrowLeft")
    page.keyboard.press("Shift+ArrowUp")
    page.wait_for_function(f"document.getElementById('board').viewBox.baseVal.y < {y - 1}")
    after = [float(v) for v in page.get_attribute("#board", "viewBox").split()]
    assert after[0] < x - 0.1 * width and after[1] < y - 0.1 * height
    assert after[2:] == [width, height]
    page.keyboard.press("0")
    page.wait_for_function(f"document.getElementById('board').dataset.zoom == '{whole:.1f}'")


ON_TABS = """() => [...document.querySelectorAll('#rules-tabs [role=tab]')].map(tab =>
  [tab.dataset.tab, tab.getAttribute('aria-selected'), tab.getAttribute('tabindex')])"""


def chosen_tab(page: Page, tab: str) -> None:
    """Wait until ``tab`` is the one chosen tab, the one tab stop, with the focus."""
    page.wait_for_function(
        "tab => document.activeElement.dataset.tab === tab"
        " && document.activeElement.getAttribute('aria-selected') === 'true'",
        arg=tab,
    )
    tabs = page.evaluate(ON_TABS)
    assert [t for t in tabs if t[1] == "true"] == [[tab, "true", "0"]], tabs
    assert all(t[2] == "-1" for t in tabs if t[0] != tab), tabs


def test_the_keys_are_on_the_buttons_and_in_the_rules_whose_tabs_follow_the_arrows(
    page_at: Sized, site_url: str
):
    """In French: each button's tooltip and aria-keyshortcuts name its key, a keyboard
    player sees it on the button; "?" opens the Rules at the keys, and the tabs go by arrows."""
    page = page_at(1366, 800)
    _game, link = game_against_easy()
    open_page(page, f"{site_url}?lang=fr{link}")
    page.wait_for_function(PERSON_TURN)
    assert page.get_attribute("#btn-end", "title") == "Finir le tour (E)"
    assert page.get_attribute("#btn-end", "aria-keyshortcuts") == "E"
    assert page.get_attribute("#hist-back", "aria-keyshortcuts") == "Z"
    assert page.get_attribute("[data-action='zoom-in']", "title") == "Zoomer (+ ou =)"
    dollars = "#bonus [data-bonus='dollars']"
    assert page.get_attribute(dollars, "title") == "Gagner 10\u00a0$ (3)"
    after = "sel => getComputedStyle(document.querySelector(sel), '::after').content"
    page.evaluate("dispatchEvent(new PointerEvent('pointerdown'))")  # the player points
    assert page.evaluate(after, "#btn-end") == "none"  # a pointer: no key shown on buttons
    page.keyboard.press("n")
    focused_place(page)
    assert '"E"' in page.evaluate(after, "#btn-end")  # a keyboard player sees the key
    page.screenshot(path=str(ARTIFACTS / "keys-on-buttons-fr.png"))
    page.keyboard.press("?")
    page.wait_for_selector("#dlg-rules[open] #rules-context .rules-keys")
    rows = page.locator("#rules-context .keys-table tbody tr")
    assert rows.count() == len(Shortcut)
    assert "Maj+" in page.inner_text("#rules-context [data-shortcut='place-by-letter']")
    page.screenshot(path=str(ARTIFACTS / "keys-in-the-rules-fr.png"))
    chosen_tab(page, "keys")  # "?" put the focus on the keys' tab
    page.keyboard.press("ArrowRight")  # round to the first tab
    chosen_tab(page, "quick")
    page.wait_for_selector("#rules-body:not([hidden]) #rules-quick")
    page.keyboard.press("ArrowRight")
    chosen_tab(page, "full")
    page.keyboard.press("End")
    chosen_tab(page, "keys")
    page.keyboard.press("ArrowLeft")
    chosen_tab(page, "game")
    page.wait_for_selector("#rules-context:not([hidden]) .income-chart")
    page.keyboard.press("Home")
    chosen_tab(page, "quick")
    assert page.get_attribute("#rules-body", "aria-labelledby") == "tab-quick"
    page.keyboard.press("e")  # a dialog is open: the page's keys rest
    page.keyboard.press("Escape")
    page.wait_for_selector("#dlg-rules", state="hidden")
    assert len(snapshot(page)["moves"]) == 6
    # WCAG 2.1.4: the single-key shortcuts can be turned off, and stay off on this device.
    page.keyboard.press("?")
    page.wait_for_selector("#dlg-rules[open] #keys-characters:checked")
    page.click("#keys-characters")
    page.keyboard.press("Escape")
    page.wait_for_selector("#dlg-rules", state="hidden")
    focused = "document.activeElement.id"
    before = page.evaluate(focused)
    page.keyboard.press("n")  # a letter does nothing now: the focus stays where it was
    page.keyboard.press("n")
    assert page.evaluate(focused) == before
    page.click("[data-action='zoom-in']")
    zoomed = page.get_attribute("#board", "viewBox")
    page.keyboard.press("Shift+ArrowLeft")  # Shift and an arrow still pan
    page.wait_for_function(
        "box => document.getElementById('board').getAttribute('viewBox') !== box", arg=zoomed
    )
    assert page.evaluate("localStorage.getItem('franchise:character-keys')") == "off"


#: How many moves the page shows (the position looked at).
SHOWN_MOVES = "() => JSON.parse(franchiseSnapshot()).moves.length"


def test_after_play_from_here_the_keys_play_the_turn_and_every_place_is_a_letter_away(
    page_at: Sized, site_url: str
):
    """Issue 70: right after "Play from here" (whose button goes away) the map has the focus,
    so a letter and Enter use a place and N, Enter add to the same turn, not another; and the
    places whose letter a page key takes (C: Clear) are reached with Shift and that letter,
    each press going on to the next place with it."""
    page = page_at(1366, 800)
    game, link = game_against_easy()
    played = len(game.moves)
    open_page(page, site_url + link)
    page.wait_for_function(PERSON_TURN)
    page.keyboard.press("n")
    focused_place(page)
    page.keyboard.press("Enter")
    page.keyboard.press("e")
    moves_reach(page, played + 2)  # Sam's turn and the computer's reply
    page.wait_for_function(PERSON_TURN)
    page.click("#hist-step-back")
    page.wait_for_function(f"({SHOWN_MOVES})() === {played + 1}")
    page.click("#hist-step-back")
    page.wait_for_function(f"({SHOWN_MOVES})() === {played}")
    page.click("#btn-play-from-here")
    page.wait_for_function(PERSON_TURN)
    targets = page.eval_on_selector_all("#places .target", "els => els.map(e => e.dataset.place)")
    taken = taken_letters().lower()
    free = sorted(t for t in targets if name_of(t)[0].lower() not in taken)
    assert free, targets
    letter = name_of(free[-1])[0].lower()
    page.keyboard.press(letter)
    place = focused_place(page)
    assert name_of(place)[0].lower() == letter and place in targets
    page.keyboard.press("Enter")
    page.wait_for_selector(f"#place-{place}.marked")
    page.keyboard.press("n")
    other = focused_place(page)
    page.keyboard.press("Enter")
    assert len(snapshot(page)["moves"]) == played  # still one turn, being drafted
    page.keyboard.press("e")
    moves_reach(page, played + 1)
    said = snapshot(page)["moves"][played]
    assert f">{place}" in said, said
    assert other in said or "+" in said, said

    # Shift and a letter a page key takes goes round the places that start with it.
    moves_reach(page, played + 2)
    page.wait_for_function(PERSON_TURN)
    targets = page.eval_on_selector_all("#places .target", "els => els.map(e => e.dataset.place)")
    lettered = sorted({name_of(t)[0] for t in targets if name_of(t)[0].lower() in taken})
    assert lettered, targets
    letter = lettered[0]
    reached: list[str] = []
    while not reached or reached[-1] != reached[0] or len(reached) == 1:
        page.keyboard.press(f"Shift+{letter}")
        if reached:
            page.wait_for_function(f"({FOCUSED})() !== {reached[-1]!r}")
        reached.append(focused_place(page))
        assert len(reached) <= len(BOARD.places)
    assert {name_of(place)[0] for place in reached} == {letter}
    assert {t for t in targets if name_of(t)[0] == letter} <= set(reached)
    assert len(snapshot(page)["moves"]) == played + 2  # Shift+C cleared nothing, played nothing
