"""Time from a click on Hint to the suggested draft in the real page (not a test).

    python -m tools.bench.hint [--players 2] [--moves 12] [--json]

Serves dist/ (build it first: ./dev build), starts an introductory game of people only in
headless Chromium and, before each of the first ``--moves`` turns, clicks Hint, waits for the
draft and ends the turn with it (so the game follows the hints). Prints the median and maximum
time per hint and the longest main-thread task seen meanwhile (target: under 50 ms, as the
search runs in 20 ms slices), and the same searches timed in CPython in the same run, as a
ratio (the machine is noisy).
"""

from __future__ import annotations

import argparse
import json
import statistics
import time

from playwright.sync_api import sync_playwright

from franchise import Game, Setup
from franchise.ai import analyse
from franchise.ai.levels import run
from tools.harness.play import start_game, wait_idle
from tools.harness.site import launch, served
from tools.harness.tasks import LONG_TASKS, long_tasks_since
from web.screens.advice import HINT_LEVEL

HINT_SHOWN = "body[data-hint='shown']"


def cpython_times(setup: Setup, moves: list[str]) -> list[float]:
    """Milliseconds the same hint searches take in CPython, position by position."""
    game = Game(setup)
    times = []
    for move in moves:
        started = time.perf_counter()
        run(analyse(game.clone(), HINT_LEVEL))
        times.append(1000 * (time.perf_counter() - started))
        game.apply(move)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--moves", type=int, default=12)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    times: list[float] = []
    with served() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        context = browser.new_context(viewport={"width": 1280, "height": 800})
        context.add_init_script(LONG_TASKS)
        page = context.new_page()
        page.goto(url)
        page.wait_for_selector("body[data-ready='1']", timeout=120_000)
        start_game(page, kinds=["human"] * args.players, variant="intro")
        since = first_done = page.evaluate("performance.now()")
        for _ in range(args.moves):
            started = page.evaluate("performance.now()")
            page.click("[data-action='hint']")
            page.wait_for_selector(HINT_SHOWN, timeout=120_000)
            times.append(page.evaluate("performance.now()") - started)
            if len(times) == 1:
                first_done = page.evaluate("performance.now()")
            page.click("#btn-end")
            wait_idle(page)
            if page.is_visible("#dlg-over"):
                break
        longest = max(long_tasks_since(page, since), default=0.0)
        longest_later = max(long_tasks_since(page, first_done), default=0.0)
        played = json.loads(page.evaluate("franchiseSnapshot()"))
        context.close()
        browser.close()
    cpython = cpython_times(Setup.from_dict(played["setup"]), played["moves"][: len(times)])
    result = {
        "hints": len(times),
        "median_ms": round(statistics.median(times), 1),
        "max_ms": round(max(times), 1),
        "cpython_median_ms": round(statistics.median(cpython), 1),
        "page_vs_cpython": round(statistics.median(times) / statistics.median(cpython), 2),
        "longest_main_thread_task_ms": round(longest, 1),
        "longest_after_first_hint_ms": round(longest_later, 1),
    }
    if args.json:
        print(json.dumps(result))
        return
    print(f"{result['hints']} hints in a {args.players}-player introductory game in Chromium")
    print(f"  median {result['median_ms']} ms   max {result['max_ms']} ms")
    print(
        f"  the same searches in CPython (this run): median {result['cpython_median_ms']} ms;"
        f" page / CPython = {result['page_vs_cpython']}"
    )
    print(
        f"  longest main-thread task: {result['longest_main_thread_task_ms']} ms"
        f" ({result['longest_after_first_hint_ms']} ms after the first hint, which loads the AI)"
    )


if __name__ == "__main__":
    main()
