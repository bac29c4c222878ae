"""What the table says, checked where a first game met it: who holds the grey franchises, what
the region track's first tiles mean, a computer's level, French elision, money in the rules,
the expert form's errors, and what a person at a shared screen missed since their last turn."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from franchise import BOARD, Game, Setup
from franchise.records.link import encode_link
from franchise.records.record import Record, new_game_id

from .conftest import Sized
from .ui import COVERED, click_place, menu_action, open_page, snapshot, start_game, wait_idle


def test_the_grey_franchises_of_closed_regions_are_neutral(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"])
    label = page.get_attribute("#place-san-francisco", "aria-label")
    assert label == "San Francisco, city of 4: neutral 4, scored"


def test_the_track_names_the_closed_regions_as_out_of_play(page: Page, site_url: str):
    """An expert deal at two players lays other regions' tiles on the closed regions: the
    track names each closed region, out of play, never a region still in play."""
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"], variant="expert")
    page.click("#dlg-expert #btn-deal")
    page.click("#dlg-expert button[type=submit]")
    page.wait_for_selector("#dlg-expert", state="hidden")
    table = Setup(("Ann", "Bob")).resolve()  # which regions play depends on the count only
    closed = [r for r in BOARD.regions if not table.active_region[r.index]]
    for space, region in enumerate(closed):
        label = page.get_attribute(f"#slot-g-{space}", "aria-label") or ""
        assert region.name in label and "out of play" in label, label
        assert "closed" in (page.get_attribute(f"#slot-g-{space}", "class") or "")
    assert "scored" not in (page.get_attribute(f"#slot-g-{len(closed)}", "aria-label") or "x")


def test_the_expert_form_blames_the_city_just_changed_and_clears_when_fixed(
    page: Page, site_url: str
):
    """Charleston is given a tile value another city of its group holds: the error names
    Charleston (the change), not the city that held the tile, and goes once it is undone."""
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob", "Cy", "Dee"], variant="expert")
    charleston = page.locator("#tile-city-charleston")
    before = charleston.input_value()
    group = page.locator("fieldset", has=charleston).locator("select[data-city]")
    holder = next(
        sel for sel in group.all() if sel.input_value() != before
    )  # a group has tiles of more than one value
    taken, holder_city = holder.input_value(), holder.get_attribute("data-city")
    charleston.select_option(taken)
    error = page.locator("#expert-error")
    expect(error).to_contain_text("Charleston")
    expect(error).not_to_contain_text(BOARD.place(holder_city).name)
    expect(charleston).to_have_attribute("aria-invalid", "true")
    expect(holder).to_have_attribute("aria-invalid", "false")
    charleston.select_option(before)
    expect(error).to_have_text("")
    expect(charleston).to_have_attribute("aria-invalid", "false")
    page.click("#dlg-expert button[type=submit]")
    page.wait_for_selector("#dlg-expert", state="hidden")


def test_a_computer_s_default_name_says_its_level_once(page: Page, site_url: str):
    open_page(page, f"{site_url}?lang=de")
    start_game(page, kinds=["human", "easy"])
    computer = snapshot(page)["players"][1]["name"]
    assert "leicht" in computer
    # The computer's start town is placed and played out: the person's clicks count again.
    page.wait_for_function(
        "JSON.parse(franchiseSnapshot()).current === 0 && document.body.dataset.busy === '0'"
    )
    page.click("#btn-pause")
    town = page.locator("#board .place.target").first.get_attribute("data-place")
    click_place(page, BOARD.place_index[town])
    wait_idle(page)
    expect(page.locator("#btn-end")).to_be_visible()  # the person's first turn
    # The start towns are placed: the person's first turn (passed), then the paused computer.
    page.click("#btn-end")
    page.click("#dlg-confirm[open] #btn-confirm-yes")
    wait_idle(page)
    expect(page.locator("#prompt")).to_have_text(f"{computer} pausiert.")


def test_french_elides_before_a_place_that_begins_with_a_vowel(page: Page, site_url: str):
    game = Game(Setup(("Ann", "Bob"), first_player=0))
    for move in ("start pueblo", "start indianapolis", ">detroit"):  # Ann: from Indianapolis
        game.apply(game.check(move))
    record = Record.of(game, new_game_id())
    open_page(page, f"{site_url}?lang=fr#{encode_link(record)}")
    log = page.locator("#log")
    expect(log).to_contain_text("d’Indianapolis")
    assert "de Indianapolis" not in log.inner_text()


def test_the_german_rules_write_money_as_the_board_does(page: Page, site_url: str):
    open_page(page, f"{site_url}?lang=de")
    start_game(page, ["Sam", "Jan"])
    menu_action(page, "[data-action='rules']")
    page.click("#tab-full")
    page.wait_for_selector("[data-rules][data-state='ready'][data-tab='full']")
    rules = page.locator("#rules-body").inner_text()
    assert "1\u00a0$" in rules and not re.search(r"\d\$", rules)


@pytest.mark.parametrize("width,height", [(1366, 800), (1024, 768), (390, 844)])
def test_at_a_shared_screen_the_next_person_sees_what_they_missed(
    page_at: Sized, site_url: str, width: int, height: int
):
    """On a desktop, a tablet and a phone; issue 48: the recap in view, not under the bar."""
    page = page_at(width, height)
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])  # two people on one screen: Jan places first
    since = page.locator("#since-turn")
    expect(since).to_be_hidden()
    click_place(page, BOARD.place_index["raleigh"])
    wait_idle(page)
    expect(since).to_be_visible()
    assert page.evaluate(COVERED, ["#since-turn-title", "#since-turn-list li"]) == []
    expect(page.locator("#since-turn-title")).to_contain_text("Sam")
    expect(page.locator("#since-turn-list")).to_contain_text("Raleigh")
    click_place(page, BOARD.place_index["pueblo"])
    wait_idle(page)
    expect(since).to_be_hidden()  # Sam places, then takes the first turn: nothing missed
