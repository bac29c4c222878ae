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

from .conftest import OffOrigin, WarmTab, first_visit, new_context
from .ui import open_page, snapshot, start_game

__all__ = [
    "LONG_TASKS",
    "ComputerTab",
    "MainThreadTask",
    "computers_in_kept_tab",
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
    """A desktop tab where computers play, its errors and its off-origin requests; a tab of its
    own has its ``context``, the kept tab (``computers_in_kept_tab``) none."""

    context: BrowserContext | None
    page: Page
    errors: list[str]
    blocked: OffOrigin

    def close(self) -> None:
        """Close a tab of its own; the kept tab stays for the next test."""
        if self.context is not None:
            self.context.close()


def computers_in_kept_tab(
    tab: WarmTab, site_url: str, kinds: list[str], script: str | None = None
) -> ComputerTab:
    """The kept desktop tab (the ``page`` fixture's), where a game of ``kinds`` has started at
    the fastest speed: no new context, whose cold Pyodide cost 5-13 s a test here. ``script``
    runs in the page before it starts afresh, which is when the page reads the tests' pace
    (the tab's next start sets that pace back)."""
    page = tab.page
    assert page is not None, "the page fixture starts the kept tab"
    if script is not None:
        page.evaluate(script)
    first_visit(page, site_url)
    seat_players(page, kinds)
    page.select_option("#ai-speed", "fast")
    return ComputerTab(None, page, tab.errors, tab.blocked)


def open_computer_tab(
    browser: Browser,
    site_url: str,
    kinds: list[str],
    missing: str | None = None,
) -> ComputerTab:
    """A new tab of its own where a game of ``kinds`` has started at the fastest speed
    (requests for the file ``missing`` fail: the kept tab's earlier loads may hold it)."""
    blocked = OffOrigin()
    context = new_context(browser, site_url, blocked, viewport={"width": 1280, "height": 800})
    if missing is not None:
        context.route(f"**/{missing}", lambda route: route.abort())
    page = context.new_page()
    errors = page_errors(page)
    open_page(page, site_url)
    seat_players(page, kinds)
    page.select_option("#ai-speed", "fast")
    return ComputerTab(context, page, errors, blocked)
