"""Driving the page as a player would: fill in the new-game dialog, click places, end turns.

The browser tests (through tests/browser/ui.py) and the benchmarks that play in the real page
make their moves with these, so a benchmark measures what a player's clicks cost.
"""

from __future__ import annotations

from playwright.sync_api import Page

from franchise import BOARD, Bonus, Game, StartMove, TurnMove
from franchise.readings.preview import turn_warnings


def start_game(
    page: Page,
    names: list[str] | None = None,
    variant: str = "standard",
    first: int = 0,
    by_link: bool = False,
    kinds: list[str] | None = None,
    colors: list[str] | None = None,
    here: list[str] | None = None,
) -> None:
    """Fill in the new-game dialog (open after start-up when nothing is saved) and start.

    ``kinds`` says who plays each seat (human, easy, medium, hard; people if not given) and
    ``colors`` in which colour (the dialog's if not given); unnamed seats keep the names the
    page gives them. The dialog opens with the last table set
    up (the first time, a person and a computer): seats are added or removed to match.
    ``here``: by link, the people ticked as playing on this device (the page's default if None).
    """
    seats = len(names or kinds or ())
    if not page.is_visible("#dlg-new"):
        menu_action(page, "#btn-new")
    while page.locator(".seat-row").count() < seats:
        page.click("#btn-add-seat")
    while page.locator(".seat-row").count() > seats:
        page.click(f".remove-seat[data-remove='{seats}']")
    for i, kind in enumerate(kinds or ["human"] * seats):
        page.select_option(f"#seat-kind-{i}", kind)
    for i, name in enumerate(names or ()):
        page.fill(f"#seat-name-{i}", name)
    for i, color in enumerate(colors or ()):
        page.select_option(f"#seat-color-{i}", color)
    page.check(f"input[name=variant][value={variant}]")
    page.select_option("#first-player", str(first))
    page.set_checked("#by-link", by_link)
    if by_link and here is not None:
        for label in page.locator("#here-players label").all():
            label.locator("input").set_checked(label.inner_text().strip() in here)
    page.click("#btn-start")
    page.wait_for_selector("#dlg-new", state="hidden")


def choose_language(page: Page, language: str) -> None:
    """Choose the page's language as a player would: in the new-game dialog while it is open
    (a first visit's first screen), else in the menu, whose sheet a phone opens first with the
    menu button (web/page/menu_sheet.py)."""
    if page.is_visible("#new-language"):
        page.select_option("#new-language", language)
        return
    menu_action(page)
    page.select_option("#language", language)


def menu_action(page: Page, selector: str | None = None) -> None:
    """Use an action of the menu (``selector``; none: only open the menu) as a player would:
    a phone opens the menu's sheet first."""
    if page.is_visible("#btn-menu") and page.get_attribute("#btn-menu", "aria-expanded") != "true":
        page.click("#btn-menu")
    if selector is not None:
        page.click(selector)


#: Whether the element ``selector`` names lies inside the board's box, where it can be tapped.
IN_VIEW = """selector => {
  const board = document.getElementById('board').getBoundingClientRect();
  const shape = document.querySelector(selector).getBoundingClientRect();
  return shape.left >= board.left && shape.right <= board.right
    && shape.top >= board.top && shape.bottom <= board.bottom;
}"""


def click_place(page: Page, place: int) -> None:
    """Click a place as a player would; one out of view (a phone shows part of the map) is
    brought into it first with "Fit" (the whole board on a wide screen; on a phone, as much
    as names stay readable at), then, on a phone, zooming out."""
    place_id = BOARD.places[place].id
    shape = ".city-core" if BOARD.places[place].is_city else ".town-space"
    selector = f"[data-place='{place_id}'] {shape}"
    if not page.evaluate(IN_VIEW, selector):
        page.click("[data-action='fit']")
        for _ in range(3):
            if page.evaluate(IN_VIEW, selector):
                break
            zoom = page.get_attribute("#board", "data-zoom")
            page.click("[data-action='zoom-out']")
            page.wait_for_function(f"document.getElementById('board').dataset.zoom !== {zoom!r}")
        page.wait_for_function(IN_VIEW, arg=selector)
    page.click(selector)


def wait_idle(page: Page) -> None:
    """Wait until the turn's events have played out (clicking Skip to hurry them)."""
    # A click in the page itself: the move may end between a check and a Playwright click.
    page.evaluate(
        "() => document.body.dataset.busy === '1' && document.getElementById('btn-skip').click()"
    )
    page.wait_for_selector("body[data-busy='0']")


def play_move(page: Page, game: Game, move: StartMove | TurnMove) -> None:
    """Make ``move`` by clicking, exactly as a player would."""
    if isinstance(move, StartMove):
        click_place(page, move.town)
        wait_idle(page)
        return
    bonus = move.bonus
    if bonus is not None:
        page.click(f"#bonus button[data-bonus='{bonus.value}']")
    for place in move.expansions:
        click_place(page, place)
    for city in move.increases:
        click_place(page, city)
        if bonus is Bonus.SHARE and city == move.double_share:
            click_place(page, city)
    page.click("#btn-end")
    if turn_warnings(game, move):  # a pass or a game-ending turn asks first
        page.click("#dlg-confirm[open] #btn-confirm-yes")
    wait_idle(page)


#: A person may move now: nothing is played out, no computer thinks, the game goes on.
PERSON_TURN = """() => { const s = JSON.parse(franchiseSnapshot());
  return document.body.dataset.busy === '0' && document.body.dataset.thinking === '0'
    && s.phase !== 'over' && s.mode === 'playing'; }"""


def watch_body_data(page: Page, name: str) -> None:
    """Record every value ``<body data-NAME>`` takes from now on, in ``window.watched[name]``:
    a test can then ask whether a state came and went between two looks."""
    page.evaluate(
        """name => {
  const key = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase());
  window.watched = window.watched || {};
  window.watched[name] = [];
  new MutationObserver(() => window.watched[name].push(document.body.dataset[key]))
    .observe(document.body, {attributes: true, attributeFilter: ['data-' + name]});
}""",
        name,
    )


def watched(page: Page, name: str) -> list[str]:
    """The values ``watch_body_data`` recorded for ``name``."""
    return page.evaluate("name => window.watched[name]", name)


#: The guided game's step on screen (``data-guide-step``: a number from 1, or ``done``).
GUIDE_STEP = "document.getElementById('guide').dataset.guideStep"


def use_guide_target(page: Page) -> None:
    """Use the one element the guided game's step marks (``data-guide-target``): a place on
    the map, tapped as a player would (brought into view first if need be), or a button."""
    target = page.locator("[data-guide-target]")
    place = target.get_attribute("data-place")
    if place is None:
        target.click()
    else:
        click_place(page, BOARD.place_index[place])
