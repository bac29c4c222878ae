"""The map at any size: zoom buttons, Ctrl and the wheel (a plain wheel scrolls the page) and
drag; "Fit" shows the whole board with both tracks (a phone's, every place in play); a wide
screen's first view is that whole board, a phone's reads place names at 10 CSS px
or more and shows the person's targets; "My targets" puts every target of the turn on a phone's
screen."""

from __future__ import annotations

import json
import random

import pytest
from playwright.sync_api import Page

from franchise import BOARD, Game, Setup, parse_move
from franchise.core.movegen import start_moves
from franchise.core.state import Phase
from web.board.first_view import first_view
from web.board.viewport import clamp, regions_in_play
from web.text.catalogue import Text

from ..engine.positions import eager_game, eager_move, share_fragment
from .conftest import ARTIFACTS, Sized
from .ui import open_page, play_move, snapshot, start_game, wait_idle

SIZES = [(1280, 800), (390, 844)]


#: Both SVG tracks (their headings, ten slots, the influence line) lie whole in the board's box.
TRACKS_IN_VIEW = """() => {
  const board = document.getElementById('board').getBoundingClientRect();
  const parts = ['#title-track', '#title-influence', '.influence-line',
    ...[...Array(10).keys()].map(space => `#slot-${space}`)];
  return parts.every(selector => {
    const box = document.querySelector(selector).getBoundingClientRect();
    return box.width > 0 && box.left >= board.left - 0.5 && box.right <= board.right + 0.5
      && box.top >= board.top - 0.5 && box.bottom <= board.bottom + 0.5;
  });
}"""
#: The CSS pixel height of place names as drawn now (font size times the board's scale), and
#: how many of the names lie whole in the board's box.
NAMES_SHOWN = """() => {
  const board = document.getElementById('board'), box = board.getBoundingClientRect();
  const names = [...board.querySelectorAll('.place-name')];
  const size = parseFloat(getComputedStyle(names[0]).fontSize);
  const inside = names.filter(name => {
    const r = name.getBoundingClientRect();
    return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
  });
  return [size * box.width / board.viewBox.baseVal.width, inside.length];
}"""
#: Whether the page took a plain wheel turn over the map for itself (it should scroll).
PLAIN_WHEEL_PREVENTED = """() => {
  const board = document.getElementById('board'), box = board.getBoundingClientRect();
  const wheel = new WheelEvent('wheel', {deltaY: 120, bubbles: true, cancelable: true,
    clientX: box.left + box.width / 2, clientY: box.top + box.height / 2});
  board.dispatchEvent(wheel);
  return wheel.defaultPrevented;
}"""
#: Targets whose halo lies whole in the board's box.
TARGETS_SHOWN = """() => {
  const box = document.getElementById('board').getBoundingClientRect();
  return [...document.querySelectorAll('#board .place.target .halo')].filter(halo => {
    const r = halo.getBoundingClientRect();
    return r.left >= box.left && r.right <= box.right && r.top >= box.top && r.bottom <= box.bottom;
  }).length;
}"""


def view_box(page: Page) -> list[float]:
    return [float(v) for v in page.get_attribute("#board", "viewBox").split()]


def wait_zoom(page: Page, compare: str, width: float) -> None:
    """Wait until the board's view is narrower (``<``) or wider (``>``) than ``width``."""
    page.wait_for_function(
        f"parseFloat(document.getElementById('board').dataset.zoom) {compare} {width}"
    )


def table(page_at: Sized, width: int, height: int) -> Page:
    page = page_at(width, height)
    start_game(page, ["Sam", "Jan"])
    return page


@pytest.mark.parametrize("width,height", SIZES)
def test_buttons_wheel_and_drag_move_the_view_and_fit_frames_the_regions_in_play(
    page_at: Sized, width: int, height: int
):
    page = table(page_at, width, height)
    first = view_box(page)
    if width < 600:  # a phone shows part of the map, close enough to read
        assert first[2] < 400
    else:  # a wide screen shows the whole board, tracks and all
        assert first[0] <= 0 and first[0] + first[2] >= 1000 and first[1] + first[3] >= 700
    page.click("[data-action='zoom-in']")
    wait_zoom(page, "<", first[2] - 1)
    zoomed = view_box(page)
    assert zoomed[2] == pytest.approx(first[2] / 1.5, rel=0.01)
    page.click("[data-action='zoom-out']")
    wait_zoom(page, ">", zoomed[2] + 1)
    box = page.locator("#board").bounding_box()
    assert box is not None
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    unwheeled = view_box(page)[2]
    # A plain wheel is the page's: it scrolls, the map keeps its zoom.
    assert not page.evaluate(PLAIN_WHEEL_PREVENTED)
    assert view_box(page)[2] == unwheeled
    page.keyboard.down("Control")  # Ctrl and the wheel (a trackpad's pinch) zoom the map
    page.mouse.wheel(0, -200)
    page.keyboard.up("Control")
    wait_zoom(page, "<", unwheeled - 1)
    before_drag = view_box(page)
    page.mouse.down()
    page.mouse.move(box["x"] + box["width"] / 2 - 60, box["y"] + box["height"] / 2, steps=6)
    page.mouse.up()
    page.wait_for_function(
        f"parseFloat(document.getElementById('board').viewBox.baseVal.x) > {before_drag[0] + 1}"
    )
    assert snapshot(page)["moves"] == []  # the drag was not a click on a place
    page.click("[data-action='fit']")
    if width < 600:  # a phone's tracks are under its map: its fit shows the whole map
        page.wait_for_function(f"({PLACES_IN_VIEW})({json.dumps(places_in_play(2))})")
    else:
        page.wait_for_function(TRACKS_IN_VIEW)  # both tracks whole


#: Whether every place named (by id) lies whole, halo and all, in the board's box.
PLACES_IN_VIEW = """ids => {
  const board = document.getElementById('board').getBoundingClientRect();
  return ids.every(id => {
    const r = document.querySelector(`#place-${id} .halo`).getBoundingClientRect();
    return r.width > 0 && r.left >= board.left - 0.5 && r.right <= board.right + 0.5
      && r.top >= board.top - 0.5 && r.bottom <= board.bottom + 0.5;
  });
}"""


def places_in_play(players: int) -> list[str]:
    """The ids of the places in the regions a game of ``players`` plays in."""
    active = Setup(tuple("ABCDE"[:players])).resolve().active_region
    return [place.id for place in BOARD.places if active[place.region]]


#: The thumbs probe's sizes (tools/research/thumb_figures.py: a phone, a tablet) and a small
#: and a large phone.
FIT_SIZES = [(360, 640), (390, 844), (412, 915), (1024, 768)]


@pytest.mark.parametrize("width,height", FIT_SIZES)
@pytest.mark.parametrize("players", [2, 5])
def test_all_shows_every_place_in_play_at_every_size(
    page_at: Sized, site_url: str, width: int, height: int, players: int
):
    """Issue 70: "All" ("Tout") on a phone showed the middle of the country; two taps on
    zoom-out showed it. Now one tap shows every place in play, whole, at each size."""
    page = page_at(width, height)
    names = ("Ann", "Bob", "Cy", "Dee", "Eve")[:players]
    fragment = share_fragment(eager_game(Setup(names, seed=players, first_player=0), 3, 8))
    open_page(page, site_url + fragment)
    wait_idle(page)
    page.click("[data-action='zoom-in']")
    page.click("[data-action='fit']")
    page.wait_for_function(f"({PLACES_IN_VIEW})({json.dumps(places_in_play(players))})")


def test_my_targets_puts_every_target_on_a_phone_screen(page_at: Sized):
    page = table(page_at, 390, 844)
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    for text in ("start raleigh", "start pueblo", ">phoenix", ">charleston"):
        move = parse_move(text)
        play_move(page, game, move)
        game.apply(move)
    targets = page.locator(".place.target")
    assert targets.count() >= 3
    page.screenshot(path=str(ARTIFACTS / "phone-turn-before-targets.png"))
    before = page.get_attribute("#board", "data-zoom")
    page.click("[data-action='frame-targets']")
    page.wait_for_function(f"document.getElementById('board').dataset.zoom !== '{before}'")
    board = page.locator("#board").bounding_box()
    assert board is not None
    for i in range(targets.count()):
        halo = targets.nth(i).locator(".halo").first.bounding_box()
        assert halo is not None
        assert (
            board["x"] - 1 <= halo["x"]
            and halo["x"] + halo["width"] <= board["x"] + board["width"] + 1
        )
        assert (
            board["y"] - 1 <= halo["y"]
            and halo["y"] + halo["height"] <= board["y"] + board["height"] + 1
        )
    page.screenshot(path=str(ARTIFACTS / "phone-turn-targets.png"))


def test_a_phones_first_view_reads_names_and_shows_start_towns_and_a_desktop_is_unchanged(
    page_at: Sized,
):
    phone = table(page_at, 390, 844)
    size, names = phone.evaluate(NAMES_SHOWN)
    assert size >= 10 and names >= 5, (size, names)
    assert phone.evaluate(TARGETS_SHOWN) >= 3  # start towns to choose from, readably
    assert not phone.evaluate(TRACKS_IN_VIEW)  # the strip below the map has them
    phone.screenshot(path=str(ARTIFACTS / "phone-first-view.png"))
    desktop = table(page_at, 1366, 800)
    assert desktop.evaluate(TRACKS_IN_VIEW)  # the whole board, as before
    assert desktop.evaluate(NAMES_SHOWN)[1] == len(BOARD.places)


def test_a_phones_first_view_waits_for_the_persons_first_turn_while_computers_start(page_at: Sized):
    """Start towns go in reverse seat order: two computers place theirs first. Until then the
    view is the middle of the regions in play; then it frames the person's start towns."""
    page = page_at(390, 844)
    start_game(page, kinds=["human", "easy", "easy"])
    page.wait_for_function("JSON.parse(franchiseSnapshot()).moves.length === 2", timeout=60_000)
    state = snapshot(page)
    game = Game.replay(Setup.from_dict(state["setup"]), state["moves"])
    towns = [move.town for move in start_moves(game.state)]
    box = page.locator("#board").bounding_box()
    assert box is not None
    aspect = box["width"] / box["height"]
    regions = regions_in_play(game.table.active_region)
    expected = clamp(first_view(towns, regions, aspect, box["width"])).attribute()
    assert expected != clamp(first_view([], regions, aspect, box["width"])).attribute()
    page.wait_for_function(
        f"document.getElementById('board').getAttribute('viewBox') === '{expected}'"
    )
    size, names = page.evaluate(NAMES_SHOWN)
    assert size >= 10 and names >= 5
    assert page.evaluate(TARGETS_SHOWN) >= 3


#: What the tracks' strip shows: each space's words, and each marker's seat and figure.
STRIP = """() => ({
  spaces: [...document.querySelectorAll('#track-strip .strip-space')]
    .map(space => [...space.querySelectorAll('.strip-tile span')].map(line => line.textContent)),
  markers: [...document.querySelectorAll('#track-strip .strip-marker')]
    .map(marker => [Number(marker.dataset.seat), Number(marker.textContent)]),
  below: document.getElementById('track-strip').getBoundingClientRect().top
    >= document.getElementById('board').getBoundingClientRect().bottom - 0.5,
  sideways: document.documentElement.scrollWidth > window.innerWidth,
})"""


def test_a_phone_shows_both_tracks_readably_under_the_map_and_a_desktop_on_the_board(
    page_at: Sized,
):
    setup = Setup(("Ann", "Bob", "Cy", "Dee"), seed=4, first_player=0)
    game, rng = Game(setup), random.Random(3)
    while len(game.state.track) < 3:
        game.apply(eager_move(game, rng))
    text = Text.load("en")
    for width, height in ((390, 844), (1366, 800)):
        page = page_at(width, height)
        assert page.is_hidden("#track-strip")  # no game yet: no strip, nor its frame
        page.evaluate("fragment => { location.hash = fragment }", share_fragment(game))
        page.wait_for_function(
            "moves => (JSON.parse(franchiseSnapshot() || 'null') || {moves: []}).moves.length"
            " === moves",
            arg=len(game.moves),
        )
        if width < 600:
            page.wait_for_selector("#track-strip .strip-marker")
            shown = page.evaluate(STRIP)
            tiles = [list(text.region_lines(region)) for region in game.state.track]
            assert shown["spaces"] == tiles + [[]] * (10 - len(tiles))
            order = sorted(range(4), key=lambda seat: (-game.state.influence[seat], seat))
            assert shown["markers"] == [[seat, game.state.influence[seat]] for seat in order]
            assert shown["below"] and not shown["sideways"]
            # Issue 58: the board's own tracks, their twins at a sixth of the size, are not
            # drawn (a zoomed-out phone showed "Piste d'influence" as a speck over the sea).
            assert page.is_hidden("#tracks")
            page.locator(".board-wrap").screenshot(path=str(ARTIFACTS / "phone-track-strip.png"))
        else:  # the board's own tracks are whole and readable enough: no strip
            assert page.is_hidden("#track-strip") and page.is_visible("#tracks")
            assert page.evaluate(TRACKS_IN_VIEW)


#: Targets whose halo the map's buttons cover, by name.
UNDER_THE_BUTTONS = """() => {
  const bar = document.querySelector('.zoom-bar').getBoundingClientRect();
  return [...document.querySelectorAll('#board .place.target')].filter(place => {
    const halo = place.querySelector('.halo').getBoundingClientRect();
    return halo.left < bar.right && halo.right > bar.left
      && halo.top < bar.bottom && halo.bottom > bar.top;
  }).map(place => place.dataset.place);
}"""


def game_at_turn(seed: int, turns: int) -> Game:
    """A random 2-player game at its turn ``turns`` (counted from 0, after the start towns)."""
    game, rng, turn = Game(Setup(("Ann", "Bob"), seed=seed)), random.Random(seed), 0
    while game.state.phase is not Phase.TURN or turn < turns:
        turn += game.state.phase is Phase.TURN
        game.apply(game.random_move(rng))
    return game


def test_on_a_desktop_my_targets_keeps_every_target_clear_of_the_map_buttons(
    page_at: Sized, site_url: str
):
    """The buttons float over the map's top right corner on a wide screen: framing the turn's
    targets leaves that band free (here Washington lay under "My targets")."""
    game = game_at_turn(0, 3)
    page = page_at(1366, 800)
    open_page(page, site_url + share_fragment(game))
    moves = len(game.moves)
    page.wait_for_function(f"JSON.parse(franchiseSnapshot()).moves.length === {moves}")
    before = page.get_attribute("#board", "data-zoom")
    page.click("[data-action='frame-targets']")
    page.wait_for_function(f"document.getElementById('board').dataset.zoom !== '{before}'")
    assert page.evaluate(TARGETS_SHOWN) == page.locator(".place.target").count()
    assert page.evaluate(UNDER_THE_BUTTONS) == []


def test_a_tall_desktop_keeps_the_whole_map_in_view_while_the_side_column_scrolls(
    page_at: Sized, site_url: str
):
    """Issue 58: at 1440x900 a review's rings scrolled away while its words were read; the
    map now stays at the window's top, whole, as a tablet's does (a 5-player game's cards and
    log make the side column longer than the window)."""
    game = eager_game(Setup(tuple("ABCDE"), seed=5), 5, 40)
    page = page_at(1440, 900)
    open_page(page, site_url + share_fragment(game))
    page.wait_for_function("JSON.parse(franchiseSnapshot()).moves.length === 40")
    page.evaluate("window.scrollTo(0, document.documentElement.scrollHeight)")
    page.wait_for_function("window.scrollY > 0")
    box = page.locator(".board-wrap").bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 900
