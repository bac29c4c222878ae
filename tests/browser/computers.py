"""Seating computer players in the new-game dialog, and watching for long main-thread tasks."""

from __future__ import annotations

from playwright.sync_api import Page

#: Records every main-thread task over 50 ms (Chromium's long tasks) from page start.
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
"""


def seat_players(page: Page, kinds: list[str], first: int = 0) -> None:
    """Start a standard game whose seats are played by ``kinds`` (human/easy/medium/hard)."""
    if not page.is_visible("#dlg-new"):
        page.click("#btn-new")
    while page.locator(".seat-row").count() < len(kinds):
        page.click("#btn-add-seat")
    for i, kind in enumerate(kinds):
        page.select_option(f"#seat-kind-{i}", kind)
    page.select_option("#first-player", str(first))
    page.click("#btn-start")
    page.wait_for_selector("#dlg-new", state="hidden")


def long_tasks_since(page: Page, since_ms: float) -> list[float]:
    return page.evaluate(
        "since => window.__longTasks.filter(t => t[0] >= since).map(t => t[1])", since_ms
    )
