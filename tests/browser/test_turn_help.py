"""The turn explains itself: a pass or a game-ending turn asks first (with the reason and the
ranking), and targets beyond the player's money are marked, with the $10 tile suggested."""

from __future__ import annotations

import pytest

from franchise import BOARD, Game, Setup

from .conftest import ARTIFACTS, Sized
from .ui import click_place, play_moves, snapshot, start_game, wait_idle


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_the_pass_that_ends_the_game_asks_first(page_at: Sized, width: int, height: int):
    page = page_at(width, height)
    start_game(page, ["Sam", "Jan"])
    for town in ("raleigh", "pueblo"):  # Jan places first, then Sam
        click_place(page, BOARD.place_index[town])
        wait_idle(page)
    assert page.title() == "Sam to play · Franchise"  # the tab says whose turn it is
    page.click("#btn-end")  # Sam's first turn: nothing drafted
    page.wait_for_selector("#dlg-confirm[open]")
    assert page.locator("#confirm-body ul.ranking").count() == 0  # a pass, not the end
    page.click("#btn-confirm-yes")
    wait_idle(page)
    page.click("#btn-end")  # Jan's pass would close a round without an expansion
    page.wait_for_selector("#dlg-confirm[open]")
    assert page.locator("#confirm-body ul.ranking li").count() == 2
    page.screenshot(path=str(ARTIFACTS / f"confirm-end-{width}x{height}.png"))
    page.click("#btn-confirm-no")  # back to the turn: nothing was played
    page.wait_for_selector("#dlg-confirm", state="hidden")
    assert snapshot(page)["moves"] == ["start raleigh", "start pueblo", "pass"]
    page.click("#btn-end")
    page.click("#dlg-confirm[open] #btn-confirm-yes")
    page.wait_for_selector("#dlg-over[open]")
    assert snapshot(page)["phase"] == "over" and page.title() == "Game over · Franchise"


#: A 2-player game where Sam, to move, has $6 and $1 income: Chicago ($8) is beyond reach,
#: unless Sam takes the $10 tile.
DEAR_CHICAGO = (
    "start huntsville",
    "start memphis",
    "pass",
    ">little-rock",
    ">st-louis >kansas-city",
    "$10 >houston",
)


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_targets_beyond_the_money_are_marked_and_the_ten_dollars_suggested(
    page_at: Sized, width: int, height: int
):
    page = page_at(width, height)
    start_game(page, ["Sam", "Jan"])
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    play_moves(page, game, DEAR_CHICAGO)
    assert page.locator("#place-chicago.dear").count() == 1
    assert page.locator("#place-detroit.target:not(.dear)").count() == 1
    hint = page.inner_text("[data-stat='dollars-hint']")
    assert "Chicago" in hint and "$10" in hint
    assert "more than you have" in page.get_attribute("#place-chicago", "aria-label")
    page.screenshot(path=str(ARTIFACTS / f"dear-targets-{width}x{height}.png"))
    page.click("#bonus button[data-bonus='dollars']")
    page.wait_for_selector("#place-chicago.target:not(.dear)")
    assert page.locator("[data-stat='dollars-hint']").count() == 0


def key_path(start: int, goal: int) -> list[str]:
    """Arrow keys that lead from one place to another (breadth first over web/board/map_keys.py)."""
    from web.board.map_keys import DIRECTIONS, step

    paths = {start: []}
    frontier = [start]
    while goal not in paths:
        place = frontier.pop(0)
        for key in DIRECTIONS:
            target = step(place, key)
            if target is not None and target not in paths:
                paths[target] = [*paths[place], key]
                frontier.append(target)
    return paths[goal]


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_a_whole_turn_by_keyboard_on_a_map_that_is_one_tab_stop(
    page_at: Sized, width: int, height: int
):
    page = page_at(width, height)
    start_game(page, ["Sam", "Jan"])
    for town in ("raleigh", "pueblo"):
        click_place(page, BOARD.place_index[town])
        wait_idle(page)
    assert page.locator("#board [data-place][tabindex='0']").count() == 1
    page.focus("#board [data-place][tabindex='0']")
    start = BOARD.place_index[page.evaluate("document.activeElement.dataset.place")]
    for key in key_path(start, BOARD.place_index["phoenix"]):
        page.keyboard.press(key)
    page.wait_for_function("document.activeElement.id === 'place-phoenix'")
    assert page.locator("#board [data-place][tabindex='0']").count() == 1
    page.keyboard.press("Enter")
    page.wait_for_selector("#place-phoenix.marked")
    page.focus("#btn-end")
    page.keyboard.press("Enter")
    wait_idle(page)
    assert snapshot(page)["moves"][-1] == ">phoenix"
