"""Seating computer players in the new-game dialog, and watching for long main-thread tasks.

The watching is the shared harness's (tools/harness/tasks.py), which the benchmarks use too;
the tests take it from here."""

from __future__ import annotations

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tools.harness.tasks import (
    LONG_TASKS,
    MainThreadTask,
    long_tasks_since,
    tracing_main_thread,
)

from .ui import snapshot, start_game

__all__ = [
    "LONG_TASKS",
    "MainThreadTask",
    "long_tasks_since",
    "page_errors",
    "seat_players",
    "tracing_main_thread",
    "wait_for_moves",
]


def seat_players(page: Page, kinds: list[str]) -> None:
    """Start a standard game whose seats are played by ``kinds`` (human/easy/medium/hard/expert)."""
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
