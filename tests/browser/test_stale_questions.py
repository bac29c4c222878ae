"""A question belongs to the position it was asked about: when the screen moves on (another
tab, a link, a file, undo, redo, history, a computer's move, a new game) it closes or is asked
again, and an answer that arrives anyway plays nothing."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator

import pytest
from playwright.sync_api import Page

from franchise import BOARD, Setup
from franchise.records.link import decode_link, encode_link
from franchise.records.record import Record
from web.saves.entry import SaveEntry

from .computers import page_errors
from .ui import click_place, menu_action, open_page, snapshot, start_game, wait_idle

STARTS = ["start raleigh", "start pueblo"]  # Bob places first, then Ann: Ann's turn
OTHER = Record(Setup(("Cy", "Di"), first_player=0), tuple(STARTS), "0123456789ab")
#: Clicks Yes in the page itself, as a click landing just as the question closed would.
FORCE_YES = "() => document.getElementById('btn-confirm-yes').click()"

SHOWS_GAME = "id => JSON.parse(franchiseSnapshot()).game_id === id"

NewTab = Callable[[], Page]


@pytest.fixture
def tabs(page: Page, site_url: str) -> Iterator[NewTab]:
    """Tabs of one device, which share its localStorage and hear each other's writes: the
    first is the kept tab (``page``, started afresh in place), each later one a new tab of its
    browser context (the ``page`` fixture checks what they fetch elsewhere)."""
    reported: list[list[str]] = []  # each later tab's errors (tests/browser/computers.py)
    opened: list[Page] = []

    def new_tab() -> Page:
        tab = page if not opened else page.context.new_page()
        if opened:
            reported.append(page_errors(tab))
        open_page(tab, site_url)
        opened.append(tab)
        return tab

    yield new_tab
    for tab in opened[1:]:
        tab.close()
    errors = [error for tab_errors in reported for error in tab_errors]
    assert not errors, f"the page reported errors: {errors}"


def place_starts(tab: Page) -> None:
    """A hot-seat game, Ann against Bob with Ann first, both start towns placed."""
    start_game(tab, ["Ann", "Bob"], first=0)
    for move in STARTS:
        town = move.split()[1]
        tab.click(f"[data-place='{town}'] .town-space")
        wait_idle(tab)


def ask_to_pass(tab: Page) -> None:
    tab.click("#btn-end")  # nothing drafted
    tab.wait_for_selector("#dlg-confirm[open]")
    assert tab.inner_text("#confirm-title") == "Pass this turn?"


def moves(tab: Page) -> list[str]:
    return snapshot(tab)["all_moves"]


def test_a_pass_asked_in_one_tab_closes_when_the_other_tab_passes(tabs: NewTab):
    first = tabs()
    place_starts(first)
    second = tabs()  # resumes the same game
    assert moves(second) == STARTS
    ask_to_pass(second)  # asked for Ann
    ask_to_pass(first)
    first.click("#dlg-confirm[open] #btn-confirm-yes")  # Ann passes in the first tab
    wait_idle(first)
    second.wait_for_selector("#dlg-confirm", state="hidden")
    assert "Another tab played on" in second.inner_text("#notice")
    second.evaluate(FORCE_YES)
    state = snapshot(second)
    assert state["all_moves"] == [*STARTS, "pass"] and state["phase"] != "over"
    assert state["current"] == 1  # Bob to move: nobody passed for him
    assert moves(first) == [*STARTS, "pass"]


def test_undo_redo_and_history_in_another_tab_close_the_question(tabs: NewTab):
    first = tabs()
    place_starts(first)
    ask_to_pass(first)
    first.click("#dlg-confirm[open] #btn-confirm-yes")  # Ann passes: Bob to move
    wait_idle(first)
    played = [*STARTS, "pass"]
    second = tabs()
    for button, cursor in (("hist-back", 2), ("hist-forward", 3), ("hist-first", 0)):
        second.click("#btn-end")  # "Pass this turn?" for Ann, "End the game now?" for Bob
        second.wait_for_selector("#dlg-confirm[open]")
        first.click(f"#{button}")
        second.wait_for_selector("#dlg-confirm", state="hidden")
        second.evaluate(FORCE_YES)
        assert snapshot(second)["moves"] == played[:cursor]
        assert moves(second) == played  # the later moves are kept, nothing was played


def test_a_link_opened_while_the_question_is_open_closes_it(page: Page, site_url: str):
    open_page(page, site_url)
    place_starts(page)
    own = snapshot(page)["game_id"]
    ask_to_pass(page)
    page.evaluate("link => { location.hash = link }", encode_link(OTHER))
    page.wait_for_function(SHOWS_GAME, arg=OTHER.game_id)
    assert not page.is_visible("#dlg-confirm")
    page.evaluate(FORCE_YES)
    assert moves(page) == STARTS  # the other game: nothing passed in it
    menu_action(page, "#btn-games")
    page.click(f"#games-list button[data-action='open'][data-id='{own}']")
    assert moves(page) == STARTS  # and nothing in ours


def test_a_file_opened_while_the_question_is_open_closes_it(page: Page, site_url: str):
    open_page(page, site_url)
    place_starts(page)
    ask_to_pass(page)
    entry = SaveEntry(OTHER, "Cy vs Di", 1.0, 1.0).to_json()
    page.set_input_files(
        "#file-import",
        files=[{"name": "cy.json", "mimeType": "application/json", "buffer": entry.encode()}],
    )
    page.wait_for_function(SHOWS_GAME, arg=OTHER.game_id)
    assert not page.is_visible("#dlg-confirm")
    page.evaluate(FORCE_YES)
    assert moves(page) == STARTS


def shared_and_shown(page: Page) -> tuple[list[str], list[str]]:
    """The moves of the link in the share dialog and of the game on screen, read at once."""
    link, state = page.evaluate(
        "() => [document.getElementById('pass-link').value, franchiseSnapshot()]"
    )
    return list(decode_link(link.split("#", 1)[1]).moves), json.loads(state)["all_moves"]


def test_the_share_dialog_follows_the_computers_moves(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, kinds=["easy", "easy"])
    menu_action(page, "#btn-share")
    shared, shown = shared_and_shown(page)
    assert shared == shown
    page.wait_for_function(
        "n => JSON.parse(franchiseSnapshot()).all_moves.length > n", arg=len(shown)
    )
    assert page.is_visible("#dlg-pass")  # asked again for the new position
    shared, later = shared_and_shown(page)
    assert shared == later and len(later) > len(shown)


#: Starts a game of two people as soon as a computer is thinking, within that one task.
NEW_GAME_WHILE_THINKING = """() => new Promise(done => {
  const look = () => {
    if (franchiseComputerState() !== 'thinking') { requestAnimationFrame(look); return; }
    document.getElementById('btn-new').click();
    for (const seat of document.querySelectorAll('#seats select[id^=seat-kind]')) {
      seat.value = 'human';
    }
    document.getElementById('btn-start').click();
    done(JSON.parse(franchiseSnapshot()).game_id);
  };
  look();
})"""


def test_a_new_game_drops_the_computers_thought_about_the_old_one(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, kinds=["medium", "medium"])
    new_id = page.evaluate(NEW_GAME_WHILE_THINKING)
    page.wait_for_function("franchiseComputerState() === 'idle'")
    state = snapshot(page)
    assert state["game_id"] == new_id and state["all_moves"] == [] and state["computers"] == {}


def test_a_link_opened_while_a_move_plays_out_shows_the_other_game_whole(page: Page, site_url):
    open_page(page, site_url)
    place_starts(page)
    click_place(page, BOARD.place_index["phoenix"])
    page.evaluate(  # the link arrives while the move's events are still being played out
        """link => {
            document.getElementById('btn-end').click();
            location.hash = link;
        }""",
        encode_link(OTHER),
    )
    page.wait_for_function(SHOWS_GAME, arg=OTHER.game_id)
    page.wait_for_selector("body[data-busy='0']")
    log = page.inner_text("#log")
    assert not page.is_visible("#dlg-over")
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    if not page.is_visible("#dlg-games"):
        menu_action(page, "#btn-games")
    page.click(f"#games-list button[data-action='open'][data-id='{OTHER.game_id}']")
    assert page.inner_text("#log") == log  # the other game's log, none of our move in it
