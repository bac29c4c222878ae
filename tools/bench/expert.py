"""Expert against a person in the real page: its pace, its pondering, the page's main thread and
the memory its worker adds (not a test).

    python -m tools.bench.expert [--games 1] [--person-ms 4000] [--json]

Serves dist/ (build it first: ./dev build) and plays whole 2-player games in headless Chromium:
a person, whose turns are hard's moves clicked in after ``--person-ms`` (about how long a person
looks at the board), against expert in its Web Worker. Prints:
- expert's time per move as the page waited for it (median and maximum), and how many of its
  moves were answered from pondering (the person played the guessed turn);
- the longest main-thread task over the games (Chromium's long tasks, 50 ms and over);
- the worker's start and its WebAssembly memory, and the memory the browser's processes hold
  (resident set, all of them) before the worker starts and while it runs; then what the worker
  adds: the same page with a worker, less the mean of just before it started and just after it
  ended (``worker_memory``).
Targets (issue 36): within 3 s a move in the median and 5 s at most, no main-thread task of
50 ms or more, and under 60 MB for the worker.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from playwright.sync_api import Page, sync_playwright

from franchise import Game, Setup
from franchise.ai import choose
from tools.harness.play import PERSON_TURN, play_move, start_game
from tools.harness.site import launch, served
from tools.harness.tasks import long_tasks_since, watched_tab

#: A person may move now, or the game is over.
PERSON_TURN_OR_OVER = f"() => ({PERSON_TURN})() || JSON.parse(franchiseSnapshot()).phase === 'over'"


def browser_rss_mb() -> float:
    """The resident memory of every Chromium process on the machine, in MB."""
    total = 0
    for proc in Path("/proc").iterdir():
        try:
            if b"chrom" not in (proc / "cmdline").read_bytes():
                continue
            status = (proc / "status").read_text()
        except OSError:
            continue
        for line in status.splitlines():
            if line.startswith("VmRSS:"):
                total += int(line.split()[1])
    return total / 1024


def thinker(page: Page) -> dict:
    return json.loads(page.evaluate("franchiseThinker()"))


def play_game(page: Page, person_ms: int) -> dict:
    """One game, person first; what the thinker and the page said of it."""
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    before = browser_rss_mb()
    start_game(page, kinds=["human", "expert"])
    page.wait_for_selector("body[data-thinker='ready'], body[data-thinker='pondering']")
    running = browser_rss_mb()
    since = page.evaluate("performance.now()")
    while True:
        page.wait_for_function(PERSON_TURN_OR_OVER, timeout=120_000)
        state = json.loads(page.evaluate("franchiseSnapshot()"))
        if state["phase"] == "over":
            break
        game = Game.replay(Setup.from_dict(state["setup"]), state["moves"])
        page.wait_for_timeout(person_ms)  # the person looks at the board
        play_move(page, game, choose(game, "hard"))
    page.wait_for_selector("body[data-thinker='off']")
    return {
        "facts": thinker(page),
        "times": [ms for level, ms in json.loads(page.evaluate("franchiseThinkTimes()"))],
        "long_tasks": long_tasks_since(page, since),
        "rss_before": before,
        "rss_running": running,
        "worker_mb": worker_memory(page),
    }


def worker_memory(page: Page) -> float:
    """What the worker adds to the browser's memory: the same page without it, with it (an
    expert seated, its worker started), and without it again (a table without an expert)."""
    page.click("#btn-close-over")
    without = browser_rss_mb()
    page.click("#btn-new")
    page.select_option("#seat-kind-1", "expert")
    page.click("#btn-start")
    page.wait_for_selector("body[data-thinker='pondering'], body[data-thinker='pondered']")
    with_worker = browser_rss_mb()
    start_game(page, kinds=["human", "hard"])
    page.wait_for_selector("body[data-thinker='off']")
    return with_worker - (without + browser_rss_mb()) / 2


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--person-ms", type=int, default=4000)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    games = []
    with served() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        for _ in range(options.games):
            context, page = watched_tab(browser, url)
            games.append(play_game(page, options.person_ms))
            context.close()
        browser.close()
    times = [ms for game in games for ms in game["times"]]
    tasks = [ms for game in games for ms in game["long_tasks"]]
    facts = [game["facts"] for game in games]
    result = {
        "expert_ms_per_move": {
            "median": round(statistics.median(times)),
            "max": round(max(times)),
            "moves": len(times),
        },
        "answered_from_pondering": sum(f["pondered"] for f in facts),
        "longest_main_thread_task_ms": round(max(tasks, default=0.0), 1),
        "main_thread_tasks_50ms_or_more": len(tasks),
        "worker_start_ms": [f.get("boot_ms") for f in facts],
        "worker_wasm_heap_mb": [f.get("heap_mb") for f in facts],
        "browser_rss_mb": {
            "before": [round(g["rss_before"]) for g in games],
            "worker_running": [round(g["rss_running"]) for g in games],
        },
        "worker_adds_mb": [round(g["worker_mb"]) for g in games],
    }
    print(json.dumps(result) if options.json else json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
