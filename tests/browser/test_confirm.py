"""A turn that would end the game asks first, with the reason and the ranking; so does a pass."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import BOARD

from .conftest import ARTIFACTS, OffOrigin, new_context
from .ui import click_place, open_page, snapshot, start_game, wait_idle


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_the_pass_that_ends_the_game_asks_first(browser, site_url: str, width: int, height: int):
    blocked = OffOrigin()
    context = new_context(browser, site_url, blocked, viewport={"width": width, "height": height})
    page: Page = context.new_page()
    open_page(page, site_url)
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
    assert not blocked.urls
    context.close()
