"""The replay of a finished game: from the final screen it plays the game on the map from the
first move, pauses, steps by hand, refuses moves and ends on the final table, the save intact."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import BOARD, Game, Setup
from web.saves.store import KEY_PREFIX

from ..engine.positions import eager_game, share_fragment
from .conftest import Sized
from .ui import IN_VIEW, open_page, snapshot


def finished_game() -> Game:
    return eager_game(Setup(("Ann", "Bob"), variant="intro", seed=4), seed=4)


def shown_moves(page: Page) -> int:
    return len(snapshot(page)["moves"])


@pytest.mark.parametrize("width,height", [(1280, 800), (390, 844)])
def test_a_finished_game_replays_on_the_map_and_ends_on_its_table(
    page_at: Sized, site_url: str, width: int, height: int
):
    game = finished_game()
    moves = [str(move) for move in game.moves]
    total = len(moves)
    page = page_at(width, height)
    open_page(page, site_url + share_fragment(game))
    page.wait_for_selector("#dlg-over[open]")
    page.click("[data-action='replay']")
    page.wait_for_selector("#dlg-over", state="hidden")
    page.wait_for_selector("body[data-replay='playing']")
    assert page.is_visible("#replay-controls")
    page.wait_for_function(
        "window.franchiseSnapshot && JSON.parse(franchiseSnapshot()).moves.length >= 2"
    )
    page.click("#btn-replay-pause")
    page.wait_for_selector("body[data-replay='paused']")
    paused_at = shown_moves(page)
    assert page.inner_text("#prompt").startswith("Replay of the finished game")
    page.click("#hist-forward")
    page.wait_for_function(f"JSON.parse(franchiseSnapshot()).moves.length === {paused_at + 1}")
    town = next(  # one in view: the map follows the moves replayed (issue 48)
        p.id
        for p in BOARD.places
        if not p.is_city and page.evaluate(IN_VIEW, f"[data-place='{p.id}'] .town-space")
    )
    page.click(f"[data-place='{town}']", force=True)  # nobody moves during a replay
    assert shown_moves(page) == paused_at + 1 and snapshot(page)["all_moves"] == moves
    page.click("#btn-replay-pause")  # plays on again
    page.wait_for_selector("body[data-replay='playing']")
    page.click("#btn-replay-stop")
    page.wait_for_selector("#dlg-over[open]")
    page.wait_for_selector("body[data-replay='off']")
    assert shown_moves(page) == total and page.is_hidden("#replay-controls")
    game_id = snapshot(page)["game_id"]
    saved = page.evaluate(f"JSON.parse(localStorage.getItem('{KEY_PREFIX}{game_id}'))")
    assert saved["cursor"] is None  # the saved game still ends where it ended
