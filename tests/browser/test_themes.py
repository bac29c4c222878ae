"""The page follows the system's dark theme and its wish for reduced motion."""

from __future__ import annotations

from franchise import Game, Setup, parse_move

from .conftest import ARTIFACTS, OffOrigin, new_context
from .ui import open_page, play_move, start_game


def background(page, selector: str) -> str:
    return page.eval_on_selector(selector, "e => getComputedStyle(e).backgroundColor")


def test_dark_theme_and_reduced_motion(browser, site_url: str):
    context = new_context(
        browser,
        site_url,
        OffOrigin(),
        viewport={"width": 390, "height": 844},
        color_scheme="dark",
        reduced_motion="reduce",
    )
    page = context.new_page()
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
    animation = page.eval_on_selector(
        ".place.target .halo", "e => getComputedStyle(e).animationName"
    )
    assert animation == "none"  # targets do not pulse
    page.screenshot(path=str(ARTIFACTS / "dark-turn-390x844.png"))
    context.close()
