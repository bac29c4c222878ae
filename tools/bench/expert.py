"""Hard against a person in the real page, at this machine's speed and at half of it: the pace the
page chose for the device, the time per move, pondering, the main thread, the worker's memory
(not a test). Its name is expert's, whose bench it was until expert left the page (issue 49).

    python -m tools.bench.expert [--games 1] [--person-ms 2000] [--json]

Serves dist/ (build it first: ./dev build) and plays whole 2-player games in headless Chromium:
a person, whose turns are hard's moves clicked in after ``--person-ms`` (about how long a person
looks at the board), against hard, with no budget share set: the page measures the device when
thinking starts (web/session/pace.py) and sets hard's share from it. Three runs, in one go:
- ``baseline``: this machine, hard in its Web Worker;
- ``throttled``: Chromium's main thread at half speed (CDP ``Emulation.setCPUThrottlingRate``,
  rate 2), hard in its Worker. The page measures the device on its main thread, so it sees half
  the speed and lowers the share; Chromium does not throttle a dedicated Worker (measured: a
  busy loop in a Worker ran at the same speed at rate 1 and 2), so the moves here show the
  smaller share at full speed;
- ``throttled_on_page``: rate 2 and the worker's script refused, so hard thinks on the
  throttled main thread in slices: every move is worked out at half speed, none pondered.
Prints for each: the share chosen, hard's time per move as the page waited for it (median and
maximum, and as ratios to the baseline's), how many moves were answered from pondering, the
longest main-thread task (Chromium's long tasks, 50 ms and over) and, for the baseline, the
worker's start, WebAssembly memory and what it adds to the browser's memory.
Targets (issue 49): hard at most 2 s a move, on this machine and at half its speed; no
main-thread task of 50 ms or more where hard thinks in its worker.
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path

from playwright.sync_api import Browser, Page, sync_playwright

from franchise import Game, Setup
from franchise.ai import choose
from tools.harness.play import PERSON_TURN, menu_action, play_move, start_game
from tools.harness.site import launch, served
from tools.harness.tasks import long_tasks_since, watched_tab

#: A person may move now, or the game is over.
PERSON_TURN_OR_OVER = f"() => ({PERSON_TURN})() || JSON.parse(franchiseSnapshot()).phase === 'over'"
#: Hard's whole budget (``franchise.ai.lookahead.BUDGET``), to read the share from a spec.
HARD_BUDGET = 12_000
#: The runs: name, CPU throttling rate of the main thread, whether the worker may start.
RUNS = (("baseline", 1, True), ("throttled", 2, True), ("throttled_on_page", 2, False))


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


def share_of(spec: str) -> float:
    """The share of hard's budget a spec names (``hard`` is all of it)."""
    numbers = spec.split(":")[1:]
    return int(numbers[0]) / HARD_BUDGET if numbers else 1.0


def play_game(page: Page, person_ms: int, worker: bool) -> dict:
    """One game, person first; what the thinker and the page said of it."""
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    before = browser_rss_mb()
    start_game(page, kinds=["human", "hard"])
    state = "'ready'], body[data-thinker='pondering'" if worker else "'unavailable'"
    page.wait_for_selector(f"body[data-thinker={state}]", timeout=120_000)
    running = browser_rss_mb()
    since = page.evaluate("performance.now()")
    while True:
        page.wait_for_function(PERSON_TURN_OR_OVER, timeout=300_000)
        state = json.loads(page.evaluate("franchiseSnapshot()"))
        if state["phase"] == "over":
            break
        game = Game.replay(Setup.from_dict(state["setup"]), state["moves"])
        page.wait_for_timeout(person_ms)  # the person looks at the board
        play_move(page, game, choose(game, "hard"))
    if worker:
        page.wait_for_selector("body[data-thinker='off']")
    thought = json.loads(page.evaluate("franchiseThinkTimes()"))
    return {
        "facts": thinker(page),
        "times": [ms for _, ms in thought],
        "shares": sorted({round(share_of(spec), 3) for spec, _ in thought}),
        "long_tasks": long_tasks_since(page, since),
        "rss_before": before,
        "rss_running": running,
    }


def worker_memory(page: Page) -> float:
    """What the worker adds to the browser's memory: the same page without it, with it (a
    hard computer seated, its worker started), and without it again (a table of mediums)."""
    page.click("#btn-close-over")
    without = browser_rss_mb()
    menu_action(page, "#btn-new")
    page.select_option("#seat-kind-1", "hard")
    page.click("#btn-start")
    page.wait_for_selector("body[data-thinker='pondering'], body[data-thinker='pondered']")
    with_worker = browser_rss_mb()
    start_game(page, kinds=["human", "medium"])
    page.wait_for_selector("body[data-thinker='off']")
    return with_worker - (without + browser_rss_mb()) / 2


def run(browser: Browser, url: str, rate: int, worker: bool, options: argparse.Namespace) -> dict:
    """The games of one run: its moves' times, pondering, main thread and memory."""
    games = []
    for number in range(options.games):
        context, page = watched_tab(browser, url)
        if not worker:
            context.route("**/assets/thinker.js", lambda route: route.abort())
        if rate != 1:
            context.new_cdp_session(page).send("Emulation.setCPUThrottlingRate", {"rate": rate})
        game = play_game(page, options.person_ms, worker)
        if worker and rate == 1 and number == 0:
            game["worker_mb"] = worker_memory(page)
        games.append(game)
        context.close()
    times = [ms for game in games for ms in game["times"]]
    tasks = [ms for game in games for ms in game["long_tasks"]]
    facts = [game["facts"] for game in games]
    result = {
        "hard_share": sorted({share for game in games for share in game["shares"]}),
        "hard_ms_per_move": {
            "median": round(statistics.median(times)),
            "max": round(max(times)),
            "moves": len(times),
        },
        "answered_from_pondering": sum(f.get("pondered", 0) for f in facts),
        "longest_main_thread_task_ms": round(max(tasks, default=0.0), 1),
        "main_thread_tasks_50ms_or_more": len(tasks),
    }
    if worker and rate == 1:
        result |= {
            "worker_start_ms": [f.get("boot_ms") for f in facts],
            "worker_wasm_heap_mb": [f.get("heap_mb") for f in facts],
            "browser_rss_mb": {
                "before": [round(g["rss_before"]) for g in games],
                "worker_running": [round(g["rss_running"]) for g in games],
            },
            "worker_adds_mb": [round(g["worker_mb"]) for g in games if "worker_mb" in g],
        }
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1)
    parser.add_argument("--person-ms", type=int, default=2000)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    results = {}
    with served() as url, sync_playwright() as playwright:
        browser = launch(playwright)
        for name, rate, worker in RUNS:
            results[name] = run(browser, url, rate, worker, options)
        browser.close()
    base = results["baseline"]["hard_ms_per_move"]
    for result in results.values():
        moves = result["hard_ms_per_move"]
        result["ratio_to_baseline"] = {
            "median": round(moves["median"] / max(base["median"], 1), 2),
            "max": round(moves["max"] / max(base["max"], 1), 2),
        }
    print(json.dumps(results) if options.json else json.dumps(results, indent=2))


if __name__ == "__main__":
    main()
