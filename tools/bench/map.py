"""Frame cost of zooming and panning the map in the real page, in headless Chromium (not a test).

    python -m tools.bench.map [--steps 30] [--json]

Opens a 4-player game in progress at 1280x800 and at 390x844, then zooms with the mouse wheel
(one notch at a time, each waited for) and pans by dragging, while Chromium traces the page's
main thread. A frame fits in 16 ms when the task that handles an input event, and the one that
restyles and paints the board after it, each take less than that; it prints the median and the
longest main-thread task (thread time, so other processes on a busy machine do not count) and
the intervals between animation frames during the gestures. Build dist/ first (./dev build).
The time to draw a move is measured by tools/bench/startup.py.
"""

from __future__ import annotations

import argparse
import json
import statistics
from itertools import pairwise

from playwright.sync_api import Browser, Page, sync_playwright

from franchise import Setup
from tools.harness.games import eager_game, share_fragment
from tools.harness.site import launch, served
from tools.harness.tasks import tracing_main_thread

SIZES = ((1280, 800), (390, 844))

#: Records the time of every animation frame while the gestures run.
FRAMES = """
window.__frames = [];
const tick = (now) => { window.__frames.push(now); requestAnimationFrame(tick); };
requestAnimationFrame(tick);
"""


def game_link() -> str:
    setup = Setup(("Sam", "Jan", "Travis", "Maria"), seed=2, first_player=0)
    return share_fragment(eager_game(setup, seed=2, moves=40))


def zoom_of(page: Page) -> str:
    return page.get_attribute("#board", "data-zoom") or ""


def gestures(page: Page, steps: int) -> None:
    """Wheel notches, alternately in and out (so no zoom limit stops them), over the middle of
    the map, then a drag across it."""
    box = page.locator("#board").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.move(x, y)
    for step in range(steps):
        before = zoom_of(page)
        page.mouse.wheel(0, -120 if step % 2 == 0 else 120)
        page.wait_for_function(
            "before => document.getElementById('board').dataset.zoom !== before", arg=before
        )
    before = page.get_attribute("#board", "viewBox")
    page.mouse.down()
    page.mouse.move(x - box["width"] / 4, y - box["height"] / 6, steps=steps)
    page.mouse.up()
    page.wait_for_function(
        "before => document.getElementById('board').getAttribute('viewBox') !== before",
        arg=before,
    )


def measure(browser: Browser, base: str, width: int, height: int, steps: int) -> dict:
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.goto(base + game_link())
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    page.wait_for_selector("#board[data-zoom]")
    page.evaluate(FRAMES)
    with tracing_main_thread(browser, page) as trace:
        gestures(page, steps)
    tasks = trace.tasks
    frames = page.evaluate("window.__frames")
    context.close()
    cpu = [task.cpu_ms for task in tasks if task.cpu_ms > 0.05]
    gaps = [b - a for a, b in pairwise(frames)]
    return {
        "size": f"{width}x{height}",
        "tasks": len(cpu),
        "task_cpu_median_ms": round(statistics.median(cpu), 2),
        "task_cpu_max_ms": round(max(cpu), 2),
        "frame_interval_median_ms": round(statistics.median(gaps), 1),
        "frame_interval_max_ms": round(max(gaps), 1),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--steps", type=int, default=30, help="wheel notches and drag moves")
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    with served() as base, sync_playwright() as playwright:
        browser = launch(playwright)
        results = [measure(browser, base, w, h, options.steps) for w, h in SIZES]
        browser.close()
    if options.json:
        print(json.dumps(results))
        return
    for result in results:
        print("  ".join(f"{key} {value}" for key, value in result.items()))


if __name__ == "__main__":
    main()
