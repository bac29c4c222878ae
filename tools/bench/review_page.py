"""A game review in the real page: total time and the longest main-thread task (not a test).

    python -m tools.bench.review_page [--runs 1] [--json]

Serves dist/ (build it first: ./dev build), opens a finished 2-player game of 31 moves by link in
headless Chromium, presses "Review the game" on the final screen and waits for the review to be
done, at the page's own level (``PAGE_LEVEL``: the hint's, in a worker of its own). Two cases: the
default review of a person playing a computer (the person's 16 turns), and a game of two people
(all 31 turns). For each it prints the time from the click to the review being kept, the
longest main-thread task from Chromium's trace (wall and CPU time) and the long tasks (50 ms or
more) a PerformanceObserver saw, and the same review in CPython in this run as the baseline;
then it reloads the page and reopens the game from the saved games, where the kept review shows
without searching again (time and longest task, against the page's own Open of the same game).
Targets: at most 30 s, no task of 50 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from playwright.sync_api import Browser, Page, sync_playwright

from franchise import Setup
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import Reviewer, review
from tools.harness.games import eager_game
from tools.harness.play import menu_action
from tools.harness.site import launch, served
from tools.harness.tasks import (
    LONG_TASKS,
    long_tasks_since,
    tracing_main_thread,
)
from web.screens.advice import HINT_LEVEL

#: The level the page reviews with: the hint's (web/page/review_runs.py).
PAGE_LEVEL = HINT_LEVEL
#: Each case: its name and the computer seats of the game (none: two people).
CASES = {
    "person vs computer (person's turns)": {"Bob": ComputerLevel.MEDIUM},
    "two people (every turn)": {},
}


def the_game(computers: dict[str, ComputerLevel]) -> Record:
    game = eager_game(Setup(("Ann", "Bob"), variant="intro", seed=4), seed=4)
    return Record.of(game, "00000000be4c", computers=computers)


def in_page(browser: Browser, url: str, record: Record) -> dict[str, float]:
    context = browser.new_context(viewport={"width": 1366, "height": 800})
    context.add_init_script(LONG_TASKS)
    page = context.new_page()
    page.goto(url + "#" + encode_link(record))
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    page.wait_for_selector("#dlg-over[open]")
    page.wait_for_selector("body[data-chance-chart='done']")  # the final screen has settled
    with tracing_main_thread(browser, page) as trace:
        since = page.evaluate("performance.now()")
        started = time.perf_counter()
        page.click("#btn-review")
        page.wait_for_selector("body[data-review='done']", timeout=600_000)
        page.wait_for_selector("#review-summary li")
        seconds = time.perf_counter() - started
    tasks = trace.tasks
    long = long_tasks_since(page, since)
    # Reopened after a reload from the saved games: the kept review, nothing searched again;
    # the baseline is the page's own Open of the same game from the same list.
    reopen_seconds, reopen_ms = reopen(browser, page, "review", ".review-sentence")
    _, open_ms = reopen(browser, page, "open", "#dlg-over[open]")
    context.close()
    return {
        "seconds": seconds,
        "longest_task_wall_ms": max((task.wall_ms for task in tasks), default=0.0),
        "longest_task_cpu_ms": max((task.cpu_ms for task in tasks), default=0.0),
        "long_tasks": len(long),
        "longest_long_task_ms": max(long, default=0.0),
        "reopen_seconds": reopen_seconds,
        "reopen_longest_task_wall_ms": reopen_ms,
        "open_longest_task_wall_ms": open_ms,
    }


def reopen(browser: Browser, page: Page, action: str, shown: str) -> tuple[float, float]:
    """Reload, then press ``action`` on the game in the saved games: seconds until ``shown``
    is on screen, and the longest main-thread task meanwhile (wall ms)."""
    page.reload()
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")  # start-up's work is over
    if not page.is_visible("#dlg-games"):
        menu_action(page, "#btn-games")
    with tracing_main_thread(browser, page) as trace:
        started = time.perf_counter()
        page.click(f"#games-list [data-action='{action}']")
        page.wait_for_selector(shown)
        seconds = time.perf_counter() - started
    return seconds, max((task.wall_ms for task in trace.tasks), default=0.0)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = {}
    with served() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        for name, computers in CASES.items():
            record = the_game(computers)
            turns = len(Reviewer(record, level=PAGE_LEVEL).numbers)
            started = time.perf_counter()
            review(record, level=PAGE_LEVEL)
            cpython = time.perf_counter() - started
            runs = [in_page(browser, url, record) for _ in range(args.runs)]
            page_seconds = statistics.median(r["seconds"] for r in runs)
            results[name] = {
                "moves": len(record.moves),
                "turns_reviewed": turns,
                "cpython_seconds": round(cpython, 2),
                "page_seconds": round(page_seconds, 2),
                "page_vs_cpython": round(page_seconds / cpython, 2),
                "longest_task_wall_ms": round(max(r["longest_task_wall_ms"] for r in runs), 1),
                "longest_task_cpu_ms": round(max(r["longest_task_cpu_ms"] for r in runs), 1),
                "long_tasks": sum(r["long_tasks"] for r in runs),
                "longest_long_task_ms": round(max(r["longest_long_task_ms"] for r in runs), 1),
                "reopen_seconds": round(statistics.median(r["reopen_seconds"] for r in runs), 2),
                "reopen_longest_task_wall_ms": round(
                    max(r["reopen_longest_task_wall_ms"] for r in runs), 1
                ),
                "open_longest_task_wall_ms": round(
                    max(r["open_longest_task_wall_ms"] for r in runs), 1
                ),
            }
        browser.close()
    if args.json:
        print(json.dumps(results))
        return
    print(f"Review of a finished 2-player game at the page's level, {args.runs} run(s) in Chromium")
    for name, figures in results.items():
        print(
            f"  {name}: {figures['turns_reviewed']} of {figures['moves']} turns\n"
            f"    in the page {figures['page_seconds']:6.2f} s (target 30 s)"
            f"   CPython {figures['cpython_seconds']:5.2f} s   ratio {figures['page_vs_cpython']}\n"
            f"    longest main-thread task {figures['longest_task_wall_ms']:.1f} ms wall,"
            f" {figures['longest_task_cpu_ms']:.1f} ms cpu (target < 50)\n"
            f"    long tasks (>= 50 ms) seen: {figures['long_tasks']}"
            f" (longest {figures['longest_long_task_ms']:.1f} ms)"
            f"\n    reopened from the saved games after a reload:"
            f" {figures['reopen_seconds']:.2f} s,"
            f" longest task {figures['reopen_longest_task_wall_ms']:.1f} ms wall"
            f" (the page's own Open of it: {figures['open_longest_task_wall_ms']:.1f} ms)"
        )


if __name__ == "__main__":
    main()
