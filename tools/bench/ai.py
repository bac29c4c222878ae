"""Computer players' time per move in the real page, over whole games (not a test).

    python -m tools.bench.ai [--games 1] [--players easy,medium,hard,hard] [--json]

Serves dist/ (build it first: ./dev build), seats only computers, plays whole games at the fastest
speed in headless Chromium and prints each level's median and maximum thinking time per move,
and the longest main-thread task seen during the games. Targets: hard at most 2 s per move,
easy and medium at most 0.3 s; no main-thread task over 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics

from playwright.sync_api import sync_playwright

from tools.harness.play import start_game
from tools.harness.site import launch, served
from tools.harness.tasks import long_tasks_since, watched_tab


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", default="easy,medium,hard,hard")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    kinds = args.players.split(",")
    times: dict[str, list[float]] = {}
    longest_task = 0.0
    with served() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        for _ in range(args.games):
            context, page = watched_tab(browser, url)
            page.wait_for_selector("body[data-ready='1']", timeout=120_000)
            start_game(page, kinds=kinds)
            page.select_option("#ai-speed", "fast")
            since = page.evaluate("performance.now()")
            page.wait_for_selector("#dlg-over[open]", timeout=1_800_000)
            for level, ms in json.loads(page.evaluate("franchiseThinkTimes()")):
                times.setdefault(level, []).append(ms)
            longest_task = max([longest_task, *long_tasks_since(page, since)])
            context.close()
        browser.close()
    result = {
        "ms_per_move": {
            level: {
                "median": round(statistics.median(v), 1),
                "max": round(max(v), 1),
                "moves": len(v),
            }
            for level, v in sorted(times.items())
        },
        "longest_main_thread_task_ms": round(longest_task, 1),
    }
    if args.json:
        print(json.dumps(result))
        return
    print(f"{args.games} whole game(s) of {', '.join(kinds)} in Chromium")
    for level, figures in result["ms_per_move"].items():
        print(
            f"  {level:7} median {figures['median']:7.1f} ms   max {figures['max']:7.1f} ms"
            f"   ({figures['moves']} moves)"
        )
    print(
        f"  longest main-thread task during the games: {result['longest_main_thread_task_ms']} ms"
    )


if __name__ == "__main__":
    main()
