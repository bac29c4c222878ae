"""Watching the page's main thread: Chromium's long tasks, and its trace of every task."""

from __future__ import annotations

import json
from dataclasses import dataclass

from playwright.sync_api import Browser, Page

#: Records every main-thread task over 50 ms (Chromium's long tasks) from page start.
LONG_TASKS = """
window.__longTasks = [];
new PerformanceObserver(list => {
  for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]);
}).observe({type: 'longtask', buffered: true});
"""


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


def trace_main_thread(browser: Browser, page: Page) -> None:
    """Start recording the tasks of ``page``'s main thread (Chromium's top-level trace)."""
    browser.start_tracing(page=page, categories=["toplevel"])


def main_thread_tasks(browser: Browser) -> list[MainThreadTask]:
    """Stop the trace and return every task that ran on a renderer's main thread."""
    events = json.loads(browser.stop_tracing())["traceEvents"]
    mains = {
        (event["pid"], event["tid"])
        for event in events
        if event.get("name") == "thread_name" and event["args"].get("name") == "CrRendererMain"
    }
    return [
        MainThreadTask(event.get("dur", 0) / 1000, event.get("tdur", 0) / 1000)
        for event in events
        if event.get("ph") == "X" and (event["pid"], event["tid"]) in mains and "tdur" in event
    ]
