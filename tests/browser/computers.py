"""Seating computer players in the new-game dialog, and watching for long main-thread tasks.

The watching is the shared harness's (tools/harness/tasks.py), which the benchmarks use too;
the tests take it from here."""

from __future__ import annotations

from dataclasses import dataclass

from playwright.sync_api import Browser, BrowserContext, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tools.harness.tasks import (
    LONG_TASKS,
    MainThreadTask,
    long_tasks_since,
    tracing_main_thread,
)

from .conftest import OffOrigin, new_context
from .ui import open_page, snapshot, start_game

__all__ = [
    "LONG_TASKS",
    "ComputerTab",
    "MainThreadTask",
    "long_tasks_since",
    "open_computer_tab",
    "page_errors",
    "seat_players",
    "tracing_main_thread",
    "wait_for_moves",
]


def seat_players(page: Page, kinds: list[str]) -> None:
    """Start a standard game whose seats are played by ``kinds`` (human/easy/medium/hard)."""
    start_game(page, kinds=kinds)


def page_errors(page: Page) -> list[str]:
    """The errors ``page`` reports from now on (uncaught, or written to the console)."""
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    return errors


def wait_for_moves(page: Page, count: int, errors: list[str]) -> None:
    """Wait until ``count`` moves are played; if the game stops short, say where and why."""
    try:
        page.wait_for_function(
            "count => JSON.parse(franchiseSnapshot()).moves.length >= count",
            arg=count,
            timeout=120_000,
        )
    except PlaywrightTimeout:
        moves = len(snapshot(page)["moves"])
        body = page.evaluate("JSON.stringify(document.body.dataset)")
        raise AssertionError(
            f"{moves} of {count} moves in 120 s; body {body}; errors {errors}"
        ) from None


@dataclass
class ComputerTab:
    """A desktop tab of its own (not the shared one), its errors and its off-origin requests."""

    context: BrowserContext
    page: Page
    errors: list[str]
    blocked: OffOrigin


def open_computer_tab(
    browser: Browser,
    site_url: str,
    kinds: list[str],
    init_script: str | None = None,
    missing: str | None = None,
) -> ComputerTab:
    """A new tab where a game of ``kinds`` has started at the fastest speed (``init_script``
    runs in the page before its own scripts; requests for the file ``missing`` fail)."""
    blocked = OffOrigin()
    context = new_context(browser, site_url, blocked, viewport={"width": 1280, "height": 800})
    if init_script is not None:
        context.add_init_script(init_script)
    if missing is not None:
        context.route(f"**/{missing}", lambda route: route.abort())
    page = context.new_page()
    errors = page_errors(page)
    open_page(page, site_url)
    seat_players(page, kinds)
    page.select_option("#ai-speed", "fast")
    return ComputerTab(context, page, errors, blocked)
