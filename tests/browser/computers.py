"""Seating computer players in the new-game dialog, and watching for long main-thread tasks."""

from __future__ import annotations

from playwright.sync_api import Page

from .ui import start_game

#: Records every main-thread task over 50 ms (Chromium's long tasks) from page start.
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
"""


def seat_players(page: Page, kinds: list[str]) -> None:
    """Start a standard game whose seats are played by ``kinds`` (human/easy/medium/hard)."""
    start_game(page, kinds=kinds)


def long_tasks_since(page: Page, since_ms: float) -> list[float]:
    return page.evaluate(
        "since => window.__longTasks.filter(t => t[0] >= since).map(t => t[1])", since_ms
    )
