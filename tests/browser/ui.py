"""Driving the page as a player would: fill the new-game form, click places, end turns.

The moves themselves (start_game, click_place, play_move, wait_idle) live in the shared
harness, tools/harness/play.py, which the benchmarks that play in the page use too; the tests
take them from here, with what only tests need (opening a page in the warm tab, snapshots,
the numbers the player cards show)."""

from __future__ import annotations

import json

from playwright.sync_api import Page

from franchise import Game, parse_move
from tools.harness.play import (
    GUIDE_STEP,
    IN_VIEW,
    PERSON_TURN,
    choose_language,
    click_place,
    menu_action,
    play_move,
    start_game,
    use_guide_target,
    wait_idle,
    watch_body_data,
    watched,
)
from tools.harness.screen_checks import CLIPPED, COVERED, OVERLAPPING

from .conftest import first_visit

#: The tests' names for driving the page, the shared harness's among them.
__all__ = [
    "CLIPPED",
    "COVERED",
    "GUIDE_STEP",
    "IN_VIEW",
    "OVERLAPPING",
    "PERSON_TURN",
    "READY_TIMEOUT",
    "choose_language",
    "click_place",
    "expected_stats",
    "menu_action",
    "open_page",
    "play_move",
    "play_moves",
    "shown_stats",
    "snapshot",
    "start_game",
    "stats_without_bonus",
    "use_guide_target",
    "wait_idle",
    "watch_body_data",
    "watched",
]

READY_TIMEOUT = 90_000


def open_page(page: Page, url: str) -> None:
    """Open ``url`` in ``page`` as a player would. The first page a test opens in the ``page``
    fixture's tab, which shows a first visit already, is started in place (conftest.WarmTab)
    rather than loaded; every later one, like every other tab's, is loaded."""
    if page.evaluate(
        "() => { const fresh = window.franchiseFresh; delete window.franchiseFresh;"
        " return fresh === true; }"
    ):
        if url != page.url:
            first_visit(page, url)
        return
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", timeout=READY_TIMEOUT)


def play_moves(page: Page, game: Game, moves: list[str] | tuple[str, ...]) -> None:
    """Make moves written as text by clicking, keeping ``game`` in step with the page."""
    for text in moves:
        move = parse_move(text)
        play_move(page, game, move)
        game.apply(move)


def snapshot(page: Page) -> dict:
    return json.loads(page.evaluate("franchiseSnapshot()"))


def shown_stats(page: Page) -> list[dict[str, str]]:
    """The numbers each player panel shows."""
    return page.eval_on_selector_all(
        "#players .player",
        """cards => cards.map(card => Object.fromEntries([...card.querySelectorAll('[data-stat]')]
            .map(d => [d.dataset.stat, d.textContent])))""",
    )


def expected_stats(game: Game) -> list[dict[str, str]]:
    state = game.state
    projected = game.projected_scores()
    return [
        {
            "money": f"${state.money[s]}",
            "income": f"+${game.income(s)}",
            "influence": str(state.influence[s]),
            "projected": str(projected[s]),
            "supply": str(state.supply[s]),
        }
        for s in range(game.players)
    ]


def stats_without_bonus(page: Page) -> list[dict[str, str]]:
    return [{k: v for k, v in card.items() if k != "bonus"} for card in shown_stats(page)]
