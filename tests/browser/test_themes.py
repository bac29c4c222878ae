"""The page follows the system's dark theme and its wish for reduced motion (the tests' other pages
all run without motion, tests/browser/conftest.py MOTION: here the targets pulse until it is
asked for)."""

from __future__ import annotations

from franchise import Game, Setup, parse_move

from .conftest import ARTIFACTS, Sized
from .ui import open_page, play_move, start_game


def background(page, selector: str) -> str:
    return page.eval_on_selector(selector, "e => getComputedStyle(e).backgroundColor")


def test_dark_theme_and_reduced_motion(page_at: Sized, site_url: str):
    page = page_at(390, 844)
    page.emulate_media(color_scheme="dark", reduced_motion="no-preference")
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    for text in ("start raleigh", "start pueblo"):
        move = parse_move(text)
        play_move(page, game, move)
        game.apply(move)
    assert background(page, "html") == "rgb(20, 24, 31)"
    # The turn is two cards, what it is and the bar with End turn: both dark.
    assert background(page, ".turn-head") == "rgb(30, 36, 45)"
    assert background(page, ".turn-bar") == "rgb(30, 36, 45)"
    pulse = ".place.target .halo"
    assert page.eval_on_selector(pulse, "e => getComputedStyle(e).animationName") == "pulse"
    page.emulate_media(color_scheme="dark", reduced_motion="reduce")
    assert page.eval_on_selector(pulse, "e => getComputedStyle(e).animationName") == "none"
    page.screenshot(path=str(ARTIFACTS / "dark-turn-390x844.png"))
