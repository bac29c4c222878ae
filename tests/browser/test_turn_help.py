"""The turn explains itself: a pass or a game-ending turn asks first (with the reason and the
ranking), and targets beyond the player's money are marked, with the $10 tile suggested."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import BOARD, Game, Setup
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from web.text.catalogue import Text

from ..engine.positions import eager_game
from .conftest import ARTIFACTS, Sized
from .ui import choose_language, click_place, open_page, play_moves, snapshot, start_game, wait_idle


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


#: Sam leads once Flagstaff is his: if Jan passes now, Sam can pass too and win 20-18.
SAM_LEADS = ("start raleigh", "start pueblo", ">phoenix", ">charleston", ">flagstaff")


@pytest.mark.parametrize(
    "width,height,language", [(1280, 800, "en"), (390, 844, "de"), (1280, 800, "fr")]
)
def test_a_pass_that_lets_the_leader_end_the_game_warns_at_a_shared_screen(
    page_at: Sized, site_url: str, width: int, height: int, language: str
):
    text = Text.load(language)
    page = page_at(width, height)
    if language != "en":
        choose_language(page, language)
        page.wait_for_selector(f"html[lang='{language}']")
    start_game(page, ["Sam", "Jan"])  # two people at one screen
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    play_moves(page, game, SAM_LEADS)
    assert page.locator("#round-end").is_hidden()  # nobody has passed in this round yet
    page.click("#btn-end")  # Jan, behind, drafts nothing
    page.wait_for_selector("#dlg-confirm[open]")
    assert page.inner_text("#confirm-title") == text("confirm.title.rival-ends")
    body = page.inner_text("#confirm-body")
    assert text("confirm.rival-can-end.next", closer="Sam") in body
    assert text("confirm.rival-wins-by", winner="Sam", margin="2") in body
    assert page.locator("#confirm-body ul.ranking li").count() == 2
    page.screenshot(path=str(ARTIFACTS / f"confirm-rival-ends-{language}-{width}x{height}.png"))
    page.click("#btn-confirm-no")
    page.wait_for_selector("#dlg-confirm", state="hidden")
    assert snapshot(page)["moves"] == list(SAM_LEADS)  # nothing was played
    page.click("#btn-end")
    page.click("#dlg-confirm[open] #btn-confirm-yes")
    wait_idle(page)
    round_end = page.locator("#round-end")
    round_end.wait_for(state="visible")  # Sam's turn: the panel says the game can end with it
    assert round_end.inner_text() == text("turn.round-end.now", player="Sam")


def test_a_person_facing_three_computers_is_warned_before_passing_behind(page: Page, site_url):
    names = ("Ann", "Computer 2 (medium)", "Computer 3 (medium)", "Computer 4 (medium)")
    game = eager_game(Setup(names, seed=4, first_player=0), 4, 24)  # Ann to move, Computer 4 ahead
    levels = dict.fromkeys(names[1:], ComputerLevel("medium"))
    open_page(page, site_url)
    link = encode_link(Record.of(game, new_game_id(), computers=levels))
    page.evaluate("fragment => { location.hash = fragment }", "#" + link)
    page.wait_for_function("JSON.parse(franchiseSnapshot()).moves.length === 24")
    wait_idle(page)
    page.click("#btn-end")  # a pass: the three computers after Ann could pass the game to its end
    page.wait_for_selector("#dlg-confirm[open]")
    assert page.inner_text("#confirm-title") == "Let the game end?"
    body = page.inner_text("#confirm-body")
    assert "until Computer 4 (medium) has played" in body, body
    assert "Computer 4 (medium) would win by 6 influence." in body, body
    assert page.locator("#confirm-body ul.ranking li").count() == 4
    page.click("#btn-confirm-no")
    page.wait_for_selector("#dlg-confirm", state="hidden")
    assert len(snapshot(page)["moves"]) == 24  # nothing was played
