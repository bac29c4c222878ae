"""Set up for one person (issue 24, step 4): the first new game offers one person against a
computer in the introductory variant and says in one line what Franchise is; the dialog keeps
the last table set up, also after a reload; "Play again" seats the finished game's table."""

from __future__ import annotations

from playwright.sync_api import Page

from franchise import Setup
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id
from web.text.catalogue import Text

from ..engine.positions import eager_game
from .ui import menu_action, open_page

ENGLISH = Text.load("en")


def seats(page: Page) -> list[tuple[str, str]]:
    """Each seat of the open new-game dialog: (name, kind)."""
    rows = page.locator(".seat-row").count()
    return [
        (page.input_value(f"#seat-name-{i}"), page.input_value(f"#seat-kind-{i}"))
        for i in range(rows)
    ]


def test_the_first_table_is_one_person_against_a_computer(page: Page, site_url: str):
    open_page(page, site_url)
    page.wait_for_selector("#dlg-new[open]")
    assert seats(page) == [("Player 1", "human"), ("Computer 2 (easy)", "easy")]
    assert page.is_checked("#variant-intro")
    assert page.inner_text("#dlg-new .about") == ENGLISH("new.about")


def test_the_dialog_keeps_the_last_table_also_after_a_reload(page: Page, site_url: str):
    open_page(page, site_url)
    page.wait_for_selector("#dlg-new[open]")
    page.click("#btn-add-seat")
    page.select_option("#seat-kind-2", "easy")
    page.fill("#seat-name-0", "Sam")
    page.check("#variant-standard")
    page.click("#btn-start")
    page.wait_for_selector("#dlg-new", state="hidden")
    table = [("Sam", "human"), ("Computer 2 (easy)", "easy"), ("Computer 3 (easy)", "easy")]
    menu_action(page, "#btn-new")
    assert seats(page) == table and page.is_checked("#variant-standard")
    page.click("#btn-cancel-new")
    page.goto(f"{site_url}?lang=de")
    page.wait_for_selector("body[data-ready='1']")
    menu_action(page, "#btn-new")
    assert seats(page) == [  # the default names follow the language; the typed one stays
        ("Sam", "human"),
        ("Computer 2 (leicht)", "easy"),
        ("Computer 3 (leicht)", "easy"),
    ]


def test_play_again_keeps_seats_kinds_and_levels(page: Page, site_url: str):
    open_page(page, site_url)
    names = ("Ann", "Computer 2 (hard)", "Computer 3 (easy)")
    game = eager_game(Setup(names, seed=4, first_player=0), 4)  # played to its end
    levels = {names[1]: ComputerLevel("hard"), names[2]: ComputerLevel("easy")}
    link = encode_link(Record.of(game, new_game_id(), computers=levels))
    page.evaluate("fragment => { location.hash = fragment }", "#" + link)
    page.wait_for_selector("#dlg-over[open]")
    page.click("#btn-again")
    page.wait_for_selector("#dlg-new[open]")
    assert seats(page) == [(names[0], "human"), (names[1], "hard"), (names[2], "easy")]
    assert page.is_checked("#variant-standard")
