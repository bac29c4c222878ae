"""Where should `hard` think: in 20 ms slices on the page's thread, or in a Web Worker? (not a test)

    python -m tools.bench.worker [--positions 6] [--json]

Runs the same `hard` decisions three ways in headless Chromium, with the page's own Pyodide and
app.zip: on the main thread in one go, on the main thread in slices of 20 ms with the event loop
let in between (what the page does: web/session/computers.py), and in a dedicated module Worker. It
prints the time to start an interpreter with the game's code in each place, the time per
decision (median and maximum) each way after one decision to warm up, and the WebAssembly
memory an interpreter holds, which a worker would add to the page's own. Build dist/ first.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.build.site import DIST
from tools.harness.site import launch, served

#: The decisions timed: positions of one seeded 2-player game, thought through like the page.
DECISIONS = """
import asyncio, random, time
from franchise import Game, Setup
from franchise.ai.levels import run, think

def positions(count):
    game = Game(Setup(("Ann", "Bob"), seed=9, first_player=0))
    rng, found = random.Random(9), []
    while not game.is_over() and len(found) < count:
        if len(game.moves) >= 4 and len(game.moves) % 3 == 0:
            found.append(game.clone())
        tries = [game.random_move(rng) for _ in range(20)]
        game.apply(next((m for m in tries if str(m) != "pass"), tries[0]))
    return found

async def decide(count, sliced):
    times = []
    for game in positions(count):
        started = time.perf_counter()
        thinking = think(game, "hard")
        if not sliced:
            run(thinking)
        else:
            done = False
            while not done:
                until = time.perf_counter() + 0.020
                try:
                    while time.perf_counter() < until:
                        next(thinking)
                except StopIteration:
                    done = True
                await asyncio.sleep(0)
        times.append((time.perf_counter() - started) * 1000)
    return times
"""

#: Starts an interpreter with the game's code, then runs the decisions; shared by both places.
START = """
export async function start(site) {
  const began = performance.now();
  const { loadPyodide } = await import(site + "runtime/PYODIDE/pyodide.mjs");
  const py = await loadPyodide({ indexURL: site + "runtime/PYODIDE/" });
  const zip = await (await fetch(site + "app.zip")).arrayBuffer();
  py.unpackArchive(zip, "zip");
  py.runPython("import franchise.ai.levels");
  const bootMs = performance.now() - began;
  py.runPython(await (await fetch("decisions.py")).text());
  return { py, bootMs };
}
export async function decide(py, count, sliced) {
  const times = await py.runPythonAsync(`await decide(${count}, ${sliced ? "True" : "False"})`);
  return { times: times.toJs(), heapMb: py._module.HEAPU8.length / 1048576 };
}
"""

MAIN = """
import { start, decide } from "./start.mjs";
const count = Number(new URLSearchParams(location.search).get("n"));
const { py, bootMs } = await start("../site/");
await decide(py, 1, false);  // warm-up, as the worker does
const whole = await decide(py, count, false);
const sliced = await decide(py, count, true);
const worker = new Worker("./worker.mjs", { type: "module" });
worker.postMessage(count);
const inWorker = await new Promise((resolve) => { worker.onmessage = (e) => resolve(e.data); });
window.__result = { main: { bootMs, whole: whole.times, sliced: sliced.times,
  heapMb: whole.heapMb }, worker: inWorker };
"""

WORKER = """
import { start, decide } from "./start.mjs";
onmessage = async (event) => {
  const { py, bootMs } = await start("../site/");
  await decide(py, 1, false);  // warm-up, as the page does
  const whole = await decide(py, event.data, false);
  postMessage({ bootMs, whole: whole.times, heapMb: whole.heapMb });
};
"""


def bench_folder(folder: Path) -> None:
    pyodide = next(p.name for p in (DIST / "runtime").iterdir() if p.name.startswith("pyodide"))
    (folder / "site").symlink_to(DIST, target_is_directory=True)
    bench = folder / "bench"
    bench.mkdir()
    (bench / "decisions.py").write_text(DECISIONS)
    (bench / "start.mjs").write_text(START.replace("PYODIDE", pyodide))
    (bench / "main.mjs").write_text(MAIN)
    (bench / "worker.mjs").write_text(WORKER)
    (bench / "index.html").write_text(
        "<!doctype html><meta charset='utf-8'><title>worker bench</title>"
        "<script type='module' src='./main.mjs'></script>"
    )


def summary(times: list[float]) -> dict[str, float]:
    return {"median_ms": round(statistics.median(times), 1), "max_ms": round(max(times), 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=6)
    parser.add_argument("--json", action="store_true")
    options = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        bench_folder(Path(tmp))
        with served(Path(tmp)) as url, sync_playwright() as playwright:
            browser = launch(playwright)
            page = browser.new_page()
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(f"{url}bench/?n={options.positions}")
            page.wait_for_function("window.__result || null", timeout=900_000, polling=1000)
            raw = page.evaluate("window.__result")
            browser.close()
    main_thread, worker = raw["main"], raw["worker"]
    result = {
        "boot_main_ms": round(main_thread["bootMs"]),
        "boot_worker_ms": round(worker["bootMs"]),
        "heap_per_interpreter_mb": round(main_thread["heapMb"]),
        "main_whole": summary(main_thread["whole"]),
        "main_sliced_20ms": summary(main_thread["sliced"]),
        "worker_whole": summary(worker["whole"]),
        "slicing_cost": round(
            statistics.median(main_thread["sliced"]) / statistics.median(main_thread["whole"]), 3
        ),
    }
    print(json.dumps(result) if options.json else json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
