"""The chances say what they mean (issue 65: the chance between equals, whoever plays, and the
expected finish behind it, told apart from "Projected"), and the new-game dialog says how the
levels differ (issue 46); in English on a desktop with a computer moving first, and in German
on a phone."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import Sized
from .ui import PERSON_TURN, choose_language, open_page, start_game


def show_chances(page: Page) -> None:
    page.wait_for_function(PERSON_TURN, timeout=60_000)
    page.check("#show-chances")
    page.wait_for_function("document.getElementById('chances').textContent.includes('%')")


def test_the_chances_say_what_they_mean_and_the_levels_how_they_differ(page: Page, site_url: str):
    open_page(page, site_url)
    about = page.locator("#dlg-new .level-about")
    about.locator("summary").click()
    for level in ("easy", "medium", "hard"):
        expect(about.locator(f"[data-i18n='level.about.{level}']")).to_be_visible()
    expect(about.locator("[data-i18n='level.about.expert']")).to_have_count(0)
    expect(about).to_contain_text("won 17 of 18 games")  # docs/strength.md's figures
    start_game(page, ["Bot", "Ann"], variant="intro", kinds=["medium", "human"], first=0)
    expect(page.locator("#chances-meaning")).to_be_hidden()
    show_chances(page)  # after the computer's first turn
    note = page.locator("#chances-meaning")
    expect(note).to_contain_text(
        "Between equals: each player’s chance to win from here if every player played like the"
        " hard computer, whoever really plays. Expected finish between equals: "
    )
    expect(note).to_contain_text("“Projected” is the score if the game ended now.")
    page.uncheck("#show-chances")
    expect(page.locator("#chances-meaning")).to_be_hidden()


def test_the_chances_say_what_they_mean_in_german_on_a_phone(page_at: Sized, site_url: str):
    page = page_at(390, 844)
    open_page(page, site_url)
    choose_language(page, "de")
    expect(page.locator("#dlg-new .level-about summary")).to_have_text(
        "Wie sich die Computerstufen unterscheiden"
    )
    start_game(page, ["Ann", "Bot", "Cy"], variant="intro", kinds=["human", "hard", "human"])
    show_chances(page)
    note = page.locator("#chances-meaning")
    expect(note).to_contain_text(
        "Unter Gleichen: die Siegchance jedes Spielers von hier an, wenn alle wie der Computer"
        " auf der Stufe „schwer“ spielten"
    )
    expect(note).to_contain_text("Erwarteter Ausgang unter Gleichen: ")
    page.locator("#show-chances").scroll_into_view_if_needed()
    expect(note).to_be_in_viewport()  # beside the chances, on a phone too
