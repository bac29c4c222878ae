"""The map at any size: zoom buttons, wheel and drag; the first view frames the regions in
play; "My targets" puts every target of the turn on a phone's screen."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import Game, Setup, parse_move

from .conftest import ARTIFACTS, OffOrigin, new_context
from .ui import open_page, play_move, snapshot, start_game

SIZES = [(1280, 800), (390, 844)]


def view_box(page: Page) -> list[float]:
    return [float(v) for v in page.get_attribute("#board", "viewBox").split()]


def wait_zoom(page: Page, compare: str, width: float) -> None:
    """Wait until the board's view is narrower (``<``) or wider (``>``) than ``width``."""
    page.wait_for_function(
        f"parseFloat(document.getElementById('board').dataset.zoom) {compare} {width}"
    )


def table(browser, site_url: str, width: int, height: int) -> Page:
    context = new_context(
        browser, site_url, OffOrigin(), viewport={"width": width, "height": height}
    )
    page = context.new_page()
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    return page


@pytest.mark.parametrize("width,height", SIZES)
def test_buttons_wheel_and_drag_move_the_view_and_fit_frames_the_regions_in_play(
    browser, site_url: str, width: int, height: int
):
    page = table(browser, site_url, width, height)
    first = view_box(page)
    if width < 600:  # a phone frames the regions in play: the West is out with two players
        assert first[0] > 60 and first[2] < 900
    else:  # a wide screen shows the tracks below the map as well
        assert first[2] >= 1000
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
    page.mouse.wheel(0, -200)
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
    page.wait_for_function(
        f"Math.abs(document.getElementById('board').viewBox.baseVal.width - {first[2]}) < 0.5"
    )
    page.context.close()


def test_my_targets_puts_every_target_on_a_phone_screen(browser, site_url: str):
    page = table(browser, site_url, 390, 844)
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
    page.context.close()
