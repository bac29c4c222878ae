"""The real page in Chromium: start-up offline, a game played by clicking, the end of a game."""

from __future__ import annotations

import json
import random

from playwright.sync_api import Page

from franchise import BOARD, Game, Setup, parse_move

from ..engine.positions import share_fragment
from .conftest import ARTIFACTS, OffOrigin, first_visit, new_context
from .ui import (
    click_place,
    expected_stats,
    open_page,
    play_move,
    snapshot,
    start_game,
    stats_without_bonus,
    wait_idle,
)

#: What a first visit's first screen must not have imported: each loads on first use
#: (docs/ARCHITECTURE.md, "Start-up"). A module or a package with all its modules.
NOT_AT_START = (
    "franchise.ai.levels",
    "franchise.ai.chances",
    "franchise.puzzles",
    "franchise.readings",
    "franchise.review",
    "web.screens.confirm",
    "web.screens.guide_view",
    "web.screens.puzzles_view",
    "web.screens.review_text",
    "web.session.thinker",
)


def test_page_becomes_ready_with_every_other_origin_blocked(page: Page, site_url: str):
    """A fresh interpreter, so also what the first screen imported (the page's test hook
    ``franchiseModulesAtReady``): only what it needs."""
    page.goto(site_url)
    # The board outline is in the HTML itself: visible before Python has started.
    assert page.locator("#regions path.region").count() == 10
    page.wait_for_selector("body[data-ready='1']", timeout=90_000)
    assert page.locator("[data-place]").count() == 45
    assert page.is_visible("#dlg-new")
    loaded = json.loads(page.evaluate("franchiseModulesAtReady()"))
    assert "web.page.page" in loaded and "franchise.core.game" in loaded
    early = [m for m in loaded if any(m == n or m.startswith(f"{n}.") for n in NOT_AT_START)]
    assert not early, f"the first screen imported {early}"


def test_two_player_game_by_clicking_matches_the_engine(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Sam", "<b>Jan</b>"])
    game = Game(Setup(("Sam", "<b>Jan</b>"), first_player=0))
    moves = [
        "start raleigh",  # Jan places first (reverse seat order)
        "start pueblo",
        ">phoenix",
        ">charleston",
        ">denver +phoenix",
        "$10 +charleston",  # bonus tile; Charleston scores: absolute majority
    ]
    for text in moves:
        move = parse_move(text)
        play_move(page, game, move)
        game.apply(move)
        assert stats_without_bonus(page) == expected_stats(game)
    assert snapshot(page)["moves"] == moves
    assert game.state.influence[1] == 3
    log = page.inner_text("#log")
    assert "<b>Jan</b> scores Charleston: absolute majority, +3 influence." in log
    assert "<b>Jan</b> uses a bonus tile to take $10 (3 left)." in log
    # Names are text, never markup.
    assert page.locator("#players b").count() == 0
    assert page.locator("#players .player .name").nth(1).inner_text() == "<b>Jan</b>"


def test_illegal_clicks_are_explained_and_change_nothing(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"])
    click_place(page, BOARD.place_index["reno"])
    assert page.inner_text("#hint").startswith("Reno is out of play with 2 players.")
    assert page.get_attribute("#hint .rules-link", "data-topic") == "rules-two-three-players"
    for town in ("raleigh", "pueblo"):
        page.focus(f"[data-place='{town}']")
        page.keyboard.press("Enter")  # keyboard works too
        wait_idle(page)
    page.click("[data-place='chicago'] .city-core")
    assert "Chicago is not linked to any place of yours" in page.inner_text("#hint")
    assert page.is_disabled("#bonus button[data-bonus='dollars']")  # not on a first turn
    assert snapshot(page)["moves"] == ["start raleigh", "start pueblo"]


def test_a_whole_game_through_the_ui_ends_in_final_scoring(page: Page, site_url: str):
    open_page(page, site_url)
    start_game(page, ["Ann", "Bob"], variant="intro")
    game = Game(Setup(("Ann", "Bob"), variant="intro", first_player=0))
    rng = random.Random(5)
    while not game.is_over():
        move = game.random_move(rng)
        play_move(page, game, move)
        game.apply(move)
    page.wait_for_selector("#dlg-over[open]")
    assert snapshot(page)["moves"] == [str(m) for m in game.moves]
    final = page.inner_text("#final")
    marked = page.eval_on_selector_all("#final tr.winner", "rows => rows.map(r => r.dataset.seat)")
    assert sorted(int(seat) for seat in marked) == sorted(game.winners)
    for seat in range(2):
        assert str(game.state.influence[seat]) in final
    assert stats_without_bonus(page) == expected_stats(game)
    page.click("#btn-again")
    assert page.is_visible("#dlg-new")


def test_screenshots_of_a_game_in_progress(page: Page, site_url: str):
    ARTIFACTS.mkdir(exist_ok=True)
    game = Game(Setup(("Sam", "Jan", "Travis"), first_player=0))
    rng = random.Random(11)
    for _ in range(12):
        game.apply(game.random_move(rng))
    for width, height, name in ((1280, 800, "desktop"), (390, 844, "phone")):
        page.set_viewport_size({"width": width, "height": height})
        first_visit(page, site_url + share_fragment(game))  # the position, from the engine
        wait_idle(page)
        assert snapshot(page)["moves"] == [str(move) for move in game.moves]
        page.screenshot(path=str(ARTIFACTS / f"game-{name}.png"), full_page=True)
        box = page.locator("#board").bounding_box()
        assert box is not None and box["width"] > 300
        assert page.evaluate("document.documentElement.scrollWidth") <= width + 1


def test_a_failed_start_is_shown_in_the_page(browser, site_url: str):
    blocked = OffOrigin()
    context = new_context(browser, site_url, blocked)
    context.route("**/app.zip", lambda route: route.fulfill(status=404, body="missing"))
    page = context.new_page()
    page.goto(site_url)
    page.wait_for_selector(".loading.failed", timeout=90_000)
    assert "could not start" in page.inner_text("#loading")
    context.close()
