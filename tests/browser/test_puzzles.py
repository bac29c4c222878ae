"""Puzzles in the page: a puzzle from the person's own reviewed game (a computer moving first),
failed and solved; a bundled puzzle on a German phone; a puzzle's link opened on a second
device (the puzzles opened by keyboard); progress kept after a reload; axe-core finds nothing
serious or critical on the puzzles screen or a puzzle answered. Positions come from links the
engine made, the review searches a small budget (``franchiseReviewLevel``), and the tests wait
for states."""

from __future__ import annotations

import functools

from playwright.sync_api import Page

from franchise import Bonus, Setup, TurnMove
from franchise.ai import bundled, encode_puzzle_link, puzzles_from_review
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import review

from ..engine.positions import eager_game
from .conftest import Sized
from .test_accessibility import FAILING, Findings, check, serve_axe
from .ui import COVERED, choose_language, click_place, menu_action, open_page

LEVEL = "hard:200:4"
OPEN = "#puzzle:not([hidden])"


@functools.cache
def own_game() -> Record:
    """An introductory game in which Bob, a medium computer, moves first and Ann is the
    person whose turns the review judges."""
    game = eager_game(Setup(("Ann", "Bob"), variant="intro", seed=5, first_player=1), seed=5)
    assert game.names[0] == "Bob"
    return Record.of(game, "00000000a50c", computers={"Bob": ComputerLevel.MEDIUM})


@functools.cache
def own_puzzles():
    return puzzles_from_review(own_game(), review(own_game(), level=LEVEL))


def draft_and_end(page: Page, move: TurnMove) -> None:
    """Draft ``move`` on the map and end the turn (a puzzle judges it, it asks nothing)."""
    page.click("#btn-clear")
    if move.bonus is not None:
        page.click(f"#bonus button[data-bonus='{move.bonus.value}']")
    for place in move.expansions:
        click_place(page, place)
    for city in move.increases:
        click_place(page, city)
        if move.bonus is Bonus.SHARE and city == move.double_share:
            click_place(page, city)
    page.click("#btn-end")


def tries(page: Page) -> int:
    return page.locator("#puzzle-body .puzzle-verdict").count()


def test_a_puzzle_from_my_reviewed_game_failed_then_another_solved(page: Page, site_url: str):
    puzzles = own_puzzles()
    assert len(puzzles) >= 2
    open_page(page, site_url + "#" + encode_link(own_game()))
    page.wait_for_selector("#dlg-over[open]")
    page.evaluate(f"franchiseReviewLevel('{LEVEL}')")
    page.click("#btn-review")
    page.wait_for_selector("body[data-review='done']")
    page.click("#review-next-mistake")
    first = puzzles[0]
    page.wait_for_selector(f"#review-find[data-puzzle-find='{first.puzzle_id}']:not([hidden])")
    page.click("#review-find")
    page.wait_for_selector(f"{OPEN}[data-puzzle='{first.puzzle_id}'][data-puzzle-result='']")
    draft_and_end(page, first.played)
    page.wait_for_function("() => document.querySelectorAll('.puzzle-verdict').length === 1")
    assert page.get_attribute("#puzzle", "data-puzzle-result") == ""  # a second try
    draft_and_end(page, first.played)
    page.wait_for_selector("#puzzle[data-puzzle-result='failed']")
    # Two verdicts; what the turn tried twice missed is said once, under the last of them, and
    # it is what the answer adds (the turn played was tried).
    assert tries(page) == 2 and page.locator("#puzzle-body .puzzle-reasons").count() >= 1
    # The turn the verdicts were weighed against, named once the puzzle is over.
    assert page.inner_text("#puzzle-body .puzzle-compared").startswith("Your turn in the game: ")
    second = puzzles[1]
    menu_action(page, "#btn-puzzles")
    page.wait_for_selector("#dlg-puzzles[open]")
    page.click(f"#dlg-puzzles [data-puzzle-id='{second.puzzle_id}']")
    page.wait_for_selector(f"{OPEN}[data-puzzle='{second.puzzle_id}']")
    draft_and_end(page, second.preferred)
    page.wait_for_selector("#puzzle[data-puzzle-result='solved']")


def test_a_bundled_puzzle_on_a_german_phone_and_its_progress_after_a_reload(
    page_at: Sized, site_url: str
):
    page = page_at(390, 844)
    serve_axe(page, site_url)
    findings = Findings()
    choose_language(page, "de")  # on the first screen, in its own dialog
    page.wait_for_selector("html[lang='de']")
    page.click("#dlg-new [data-puzzles='open']")  # the first screen's
    page.wait_for_selector("#dlg-puzzles[open]")
    assert "Rätsel" in page.inner_text("#dlg-puzzles-title")
    check(page, site_url, findings, "puzzles-de-phone")
    puzzle = bundled()[0]
    page.click(f"[data-puzzle-id='{puzzle.puzzle_id}']")
    page.wait_for_selector(f"{OPEN}[data-puzzle='{puzzle.puzzle_id}']")
    assert "Du spielst" in page.inner_text("#puzzle-body")
    draft_and_end(page, puzzle.preferred)
    page.wait_for_selector("#puzzle[data-puzzle-result='solved']")
    assert "Gelöst" in page.inner_text("#puzzle-body")
    assert page.inner_text("#puzzle-body .puzzle-compared").startswith("Der naheliegende Zug: ")
    assert page.evaluate(COVERED, ["#puzzle-body .puzzle-verdict"]) == []  # in view, on top
    check(page, site_url, findings, "puzzle-solved-de-phone", ("#puzzle",))
    assert not findings.report(FAILING), findings.report(FAILING)
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    page.click("#dlg-new [data-puzzles='open']")  # no game was saved: the first screen again
    page.wait_for_selector("#dlg-puzzles[open]")
    item = f"[data-puzzle-id='{puzzle.puzzle_id}'] [data-outcome='solved']"
    assert page.locator(item).count() == 1
    assert "1 von" in page.inner_text("#puzzles-list .puzzle-themes")


def test_a_puzzle_link_opens_on_a_second_device(page: Page, other_device: Page, site_url: str):
    puzzle = bundled()[1]
    serve_axe(page, site_url)
    findings = Findings()
    open_page(page, site_url)
    page.keyboard.press("Escape")  # the first screen's dialog closed: the menu by keyboard
    page.focus("#btn-puzzles")
    page.keyboard.press("Enter")
    page.wait_for_selector("#dlg-puzzles[open]")
    check(page, site_url, findings, "puzzles-en-desktop", ("#dlg-puzzles",))
    page.focus(f"[data-puzzle-id='{puzzle.puzzle_id}']")
    page.keyboard.press("Enter")
    page.wait_for_selector(OPEN)
    page.click("[data-puzzle-do='link']")
    page.wait_for_selector("#puzzle-link-row:not([hidden])")
    link = page.input_value("#puzzle-link")
    assert link.endswith("#" + encode_puzzle_link(puzzle))
    check(page, site_url, findings, "puzzle-en-desktop", ("#puzzle",))  # with its link row
    assert not findings.report(FAILING), findings.report(FAILING)
    open_page(other_device, link)
    other_device.wait_for_selector(f"{OPEN}[data-puzzle='{puzzle.puzzle_id}']")
    draft_and_end(other_device, puzzle.played)
    other_device.wait_for_function("() => document.querySelectorAll('.puzzle-verdict').length")
    draft_and_end(other_device, puzzle.played)
    other_device.wait_for_selector("#puzzle[data-puzzle-result='failed']")
