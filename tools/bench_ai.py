"""Computer players' time per move in the real page, over whole games (not a test).

    python tools/bench_ai.py [--games 1] [--players easy,medium,hard,hard] [--json]

Serves dist/ (build it first: ./dev build), seats only computers, plays whole games at the fastest
speed in headless Chromium and prints each level's median and maximum thinking time per move,
and the longest main-thread task seen during the games. Targets: hard at most 2 s per move,
easy and medium at most 0.3 s; no main-thread task over 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
from pathlib import Path

from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser.computers import LONG_TASKS, long_tasks_since, seat_players  # noqa: E402
from tests.browser.conftest import CHROMIUM, LAUNCH_ARGS  # noqa: E402
from tools.build_site import DIST  # noqa: E402
from tools.serve import make_server  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--players", default="easy,medium,hard,hard")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    kinds = args.players.split(",")
    server = make_server(DIST, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    url = f"http://127.0.0.1:{server.server_port}/"
    times: dict[str, list[float]] = {}
    longest_task = 0.0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=LAUNCH_ARGS)
        for _ in range(args.games):
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            context.add_init_script(LONG_TASKS)
            page = context.new_page()
            page.goto(url)
            page.wait_for_selector("body[data-ready='1']", timeout=120_000)
            seat_players(page, kinds)
            page.select_option("#ai-speed", "fast")
            since = page.evaluate("performance.now()")
            page.wait_for_selector("#dlg-over[open]", timeout=1_800_000)
            for level, ms in json.loads(page.evaluate("franchiseThinkTimes()")):
                times.setdefault(level, []).append(ms)
            longest_task = max([longest_task, *long_tasks_since(page, since)])
            context.close()
        browser.close()
    server.shutdown()
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
