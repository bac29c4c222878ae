"""Watching the page's main thread: Chromium's long tasks, and its trace of every task."""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from playwright.sync_api import Browser, BrowserContext, Page

#: Records every main-thread task over 50 ms (Chromium's long tasks) from page start.
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
"""


def watched_tab(browser: Browser, url: str) -> tuple[BrowserContext, Page]:
    """A new desktop tab of its own at ``url`` (not yet ready), its long tasks recorded."""
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    page.goto(url)
    return context, page


def long_tasks_since(page: Page, since_ms: float) -> list[float]:
    return page.evaluate(
        "since => window.__longTasks.filter(t => t[0] >= since).map(t => t[1])", since_ms
    )


@dataclass(frozen=True)
class MainThreadTask:
    """One task of the page's main thread, from Chromium's trace."""

    wall_ms: float
    #: Time the thread itself ran: a task preempted by other processes on a busy machine is
    #: long in wall time, not in this; it is the work the page put into one task.
    cpu_ms: float


class MainThreadTrace:
    """The tasks a ``tracing_main_thread`` block recorded, read once the block has ended."""

    def __init__(self) -> None:
        self.tasks: list[MainThreadTask] = []


@contextmanager
def tracing_main_thread(browser: Browser, page: Page) -> Iterator[MainThreadTrace]:
    """Record the tasks of ``page``'s main thread (Chromium's top-level trace) for the block.

    The trace is stopped however the block ends: Chromium keeps one trace per browser, and a
    block that failed and left it running would fail every later trace in the same browser
    ("Cannot start recording trace while already recording trace").

    Chromium traces every renderer of the browser, other tabs' too; ``page`` marks its own
    main thread at the start (a user-timing mark, ``PAGE_MARK``), and only that thread's tasks
    are kept."""
    trace = MainThreadTrace()
    browser.start_tracing(page=page, categories=["toplevel", "blink.user_timing"])
    try:
        page.evaluate(f"performance.mark('{PAGE_MARK}')")
        yield trace
    finally:
        trace.tasks = _renderer_main_tasks(browser.stop_tracing())


#: The user-timing mark by which a traced page's main thread is told from other renderers'.
PAGE_MARK = "franchise-traced-page"


def _renderer_main_tasks(recorded: bytes) -> list[MainThreadTask]:
    """Every task that ran on the marked page's main thread (on every renderer's main thread
    if the mark is missing) in a recorded trace."""
    events = json.loads(recorded)["traceEvents"]
    mains = {
        (event["pid"], event["tid"])
        for event in events
        if event.get("name") == "thread_name" and event["args"].get("name") == "CrRendererMain"
    }
    marked = {(e["pid"], e["tid"]) for e in events if e.get("name") == PAGE_MARK} & mains
    mains = marked or mains
    return [
        MainThreadTask(event.get("dur", 0) / 1000, event.get("tdur", 0) / 1000)
        for event in events
        if event.get("ph") == "X" and (event["pid"], event["tid"]) in mains and "tdur" in event
    ]
