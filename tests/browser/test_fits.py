"""Nothing spills (issue 24, step 1): 2 to 5 players, in English, German and French, on a
phone (390x844), a tablet (768x1024) and a desktop (1366x800), with the default names of
computer seats and with names of the longest allowed length.

One page load per size and language; the games are opened in the page by share link (the
``hashchange`` the page listens to), so the matrix stays quick. For each: no horizontal
scrolling; every player card whole, its money, income, influence and tiles inside it, its name
not cut; the rules and final-scoring dialogs centred and whole; and on a phone the tracks'
strip under the map whole, in words of 10 px or more. The worst case of each
page (5 players, longest names) is saved as a screenshot in test-artifacts/. On a phone, every
control is at least 40 px high and the map's controls sit beside the map, never on a target.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import Setup
from franchise.core.setup import MAX_NAME_LENGTH
from web.text.catalogue import Text

from ..engine.positions import eager_game, share_fragment
from .conftest import ARTIFACTS, Sized, first_visit
from .ui import menu_action

SIZES = [(390, 844), (768, 1024), (1366, 800)]
LANGUAGES = ["en", "de", "fr"]
#: Long names with long words, each cut to the longest a name may be.
LONG_NAMES = tuple(
    name[:MAX_NAME_LENGTH]
    for name in (
        "Maximilian Wolkensteiner-Hohenberg",
        "Alexandrine Beauchamp-Dubois",
        "Konstantinos Papadopoulos",
        "Wilhelmina Oppenheimer-Wyss",
        "Bartholomew Featherstonehaugh",
    )
)

#: What spills: the page wider than the window, a card outside it, a figure outside its card,
#: a name cut short.
SPILLS = """() => {
  const width = window.innerWidth, found = [];
  const page = document.documentElement.scrollWidth;
  if (page > width) found.push(`page ${page}px wide in ${width}px`);
  for (const card of document.querySelectorAll('#players .player')) {
    const box = card.getBoundingClientRect(), seat = card.dataset.seat;
    if (box.left < -0.5 || box.right > width + 0.5) found.push(`card ${seat} outside`);
    for (const stat of ['money', 'income', 'influence', 'bonus']) {
      const figure = card.querySelector(`[data-stat=${stat}]`).getBoundingClientRect();
      if (figure.width === 0 || figure.left < box.left - 0.5 || figure.right > box.right + 0.5)
        found.push(`${stat} of card ${seat} cut`);
    }
    const name = card.querySelector('.name');
    if (name.scrollWidth > name.clientWidth + 1) found.push(`name of card ${seat} cut`);
  }
  return found;
}"""

#: An open dialog that is off centre, outside the window, or wider inside than it shows.
DIALOG_SPILLS = """selector => {
  const dialog = document.querySelector(selector), found = [];
  const box = dialog.getBoundingClientRect(), width = window.innerWidth;
  if (box.left < -0.5 || box.right > width + 0.5) found.push(`outside: ${box.left}-${box.right}`);
  if (Math.abs(box.left - (width - box.right)) > 2) found.push(`off centre: ${box.left}`);
  if (dialog.scrollWidth > dialog.clientWidth + 1) found.push(`content ${dialog.scrollWidth}px`);
  if (document.documentElement.scrollWidth > width) found.push('page scrolls sideways');
  return found;
}"""


#: The tracks' strip under a phone's map (shown on narrow boards only): inside the window, no
#: space's words cut, every word at 10 CSS px or more.
STRIP_SPILLS = """() => {
  const strip = document.getElementById('track-strip'), found = [];
  if (strip.offsetParent === null) return found;
  const box = strip.getBoundingClientRect();
  if (box.left < -0.5 || box.right > window.innerWidth + 0.5) found.push('strip outside');
  for (const space of strip.querySelectorAll('.strip-space'))
    if (space.scrollWidth > space.clientWidth + 1) found.push(`space ${space.dataset.space} cut`);
  const words = '.strip-title, .strip-gain, .strip-tile, .strip-marker';
  for (const part of strip.querySelectorAll(words))
    if (parseFloat(getComputedStyle(part).fontSize) < 10) found.push(`${part.className} small`);
  return found;
}"""


def default_names(players: int, text: Text) -> tuple[str, ...]:
    """One person and computers at the level with the longest name, as the dialog names them."""
    level = max((text(f"level.{k}") for k in ("easy", "medium", "hard")), key=len)
    computers = (
        text("seat.default-computer", number=n, level=level) for n in range(2, players + 1)
    )
    return (text("seat.default-person", number=1), *computers)


def open_by_link(page: Page, names: tuple[str, ...], moves: int | None) -> None:
    """Open a game of ``names`` (``moves`` long, or finished) in the page already loaded (a
    link of its own: a new game on screen even where the same names were shown before)."""
    fragment = share_fragment(eager_game(Setup(names, seed=len(names), first_player=0), 3, moves))
    shown = page.evaluate("() => JSON.parse(franchiseSnapshot() || 'null')?.game_id ?? null")
    page.evaluate("fragment => { location.hash = fragment }", fragment)
    page.wait_for_function(
        "([names, shown]) => { const s = JSON.parse(franchiseSnapshot() || 'null');"
        " return s && s.game_id !== shown"
        " && JSON.stringify(s.setup.players) === JSON.stringify(names)"
        " && document.body.dataset.busy === '0'; }",
        arg=[list(names), shown],
    )


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("width,height", SIZES)
def test_every_table_fits(page_at: Sized, site_url: str, width: int, height: int, language):
    page = page_at(width, height)
    first_visit(page, f"{site_url}?lang={language}")
    text = Text.load(language)
    spills = {}
    for players in range(2, 6):
        for names in (default_names(players, text), LONG_NAMES[:players]):
            open_by_link(page, names, moves=4 * players)
            found = page.evaluate(SPILLS)
            if found:
                spills[f"{players} players, {names[-1]}"] = found
    label = f"{width}x{height}-{language}"
    page.screenshot(path=str(ARTIFACTS / f"fits-{label}.png"), full_page=True)
    menu_action(page, "#btn-rules")
    page.wait_for_selector("#dlg-rules[open]")
    spills["rules"] = page.evaluate(DIALOG_SPILLS, "#dlg-rules")
    page.keyboard.press("Escape")
    open_by_link(page, LONG_NAMES, moves=None)  # a finished game opens its final scoring
    page.wait_for_selector("#dlg-over[open]")
    spills["final"] = page.evaluate(DIALOG_SPILLS, "#dlg-over")
    spills["strip"] = page.evaluate(STRIP_SPILLS)  # a finished game: tiles on most spaces
    page.screenshot(path=str(ARTIFACTS / f"fits-final-{label}.png"))
    assert {case: found for case, found in spills.items() if found} == {}


#: Visible controls a finger hits (buttons, menus, fields) lower than 40 CSS px.
LOW_CONTROLS = """() => [...document.querySelectorAll(
    'button, select, input:not([type=checkbox]):not([type=radio])')]
  .filter(c => c.offsetParent !== null && c.getBoundingClientRect().height < 39.5)
  .map(c => `${c.id || c.dataset.action || c.textContent.trim().slice(0, 20)}: ${
    Math.round(c.getBoundingClientRect().height)}px`)"""


def test_every_control_on_a_phone_is_40_px_high_and_none_covers_the_map(page_at: Sized):
    page = page_at(390, 844)
    page.wait_for_selector("#dlg-new[open]")  # the seat menus
    page.click("#btn-add-seat")
    low = page.evaluate(LOW_CONTROLS)
    page.click("#btn-cancel-new")
    open_by_link(page, default_names(4, Text.load("en")), moves=16)  # a table on screen
    low += page.evaluate(LOW_CONTROLS)
    page.click("[data-action='frame-targets']")  # the map controls sit beside the map, not on it
    covered = page.evaluate(
        """() => {
          const bar = document.querySelector('.zoom-bar').getBoundingClientRect();
          const map = document.getElementById('board').getBoundingClientRect();
          return bar.bottom > map.top + 0.5 && bar.top < map.bottom && bar.right > map.left;
        }"""
    )
    assert low == [], ", ".join(low)
    assert not covered
