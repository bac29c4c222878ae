"""Start-up and move-drawing benchmark of the real page in headless Chromium (not a test).

    python -m tools.bench.startup [--rounds 5] [--baseline REV] [--json]

In one run, against the same local server, it loads a bare PyScript page (no code, same
self-hosted runtime) and the game, each cold (fresh browser context, empty cache) and warm
(reload in the same context), and prints medians and game/bare ratios. Targets: warm ready
within 1.08x of the bare page (issue 58); board outline painted within 0.3 s of navigation.
Load on a shared machine drifts from round to round, so it also prints the median of each
round's own game/bare ratio, which that drift cancels out of. ``--baseline REV`` builds the git
revision REV beside the working tree's build and loads it in the same rounds, so a change is
measured against what it changes rather than against another run. Whole loads vary by a few
hundred milliseconds from round to round here, mostly in the interpreter's own loading, which
every page shares (but which anything else the page keeps busy meanwhile, a frame or an
animation, slows on two cores); so it also splits each warm load at PyScript's progress events
into the page's part before the interpreter starts loading, the interpreter's loading, and
everything after it (files, PyScript's setup, the game's Python), and prints each site's median
extra time over the bare page in every part, round by round. It then plays moves by clicking
and prints the time Python spends building the screen's view model and patching what changed
onto the page for one move (target: under 16 ms, one frame), in the working tree's build and,
with ``--baseline``, the same moves in the baseline's (``baseline_move_view_patch_ms``).
Build dist/ first (./dev build).
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools import ROOT
from tools.build.site import DIST
from tools.harness.play import play_move, start_game
from tools.harness.site import launch, served

# Records, inside the page, when <body data-ready="1"> appears, when content first paints and
# when PyScript reports each step of loading the interpreter.
PROBE = """
window.__bench = {progress: {}};
addEventListener('py:progress',
  e => { window.__bench.progress[String(e.detail)] = performance.now(); });
new PerformanceObserver(list => { for (const e of list.getEntries())
  if (e.name === 'first-contentful-paint') window.__bench.fcp = e.startTime; })
  .observe({type: 'paint', buffered: true});
new MutationObserver(() => {
  if (document.body && document.body.dataset.ready === '1' && !window.__bench.ready)
    window.__bench.ready = performance.now();
}).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-ready']});
"""


def bare_page(folder: Path) -> None:
    """A PyScript page that runs one line of Python with the game's own runtime files."""
    runtime = {p.name.split("-")[0]: p.name for p in (DIST / "runtime").iterdir()}
    (folder / "bare").mkdir()
    (folder / "bare" / "pyscript.toml").write_text(
        f'interpreter = "../site/runtime/{runtime["pyodide"]}/pyodide.mjs"\n'
    )
    (folder / "bare" / "index.html").write_text(
        "<!doctype html><html><head><meta charset='utf-8'>"
        f"<script type='module' src='../site/runtime/{runtime['pyscript']}/core.js'></script>"
        "</head><body data-ready='0'><p>bare</p>"
        "<script type='py' config='./pyscript.toml'>"
        "from pyscript import document\ndocument.body.dataset.ready = '1'</script>"
        "</body></html>"
    )
    (folder / "site").symlink_to(DIST, target_is_directory=True)


def baseline_site(folder: Path, revision: str) -> None:
    """Build ``revision`` with its own build (``tools.build.site``, or ``tools/build_site.py``
    in revisions before tools/ had rooms) and this checkout's node_modules into
    ``folder/baseline``, next to the sites served."""
    tree = folder / "tree"
    subprocess.run(
        ["git", "worktree", "add", "--quiet", "--detach", str(tree), revision], cwd=ROOT, check=True
    )
    try:
        (tree / "node_modules").symlink_to(ROOT / "node_modules", target_is_directory=True)
        rooms = (tree / "tools" / "build" / "site.py").exists()
        build = ["-m", "tools.build.site"] if rooms else ["tools/build_site.py"]
        subprocess.run([sys.executable, *build], cwd=tree, check=True)
        (tree / "dist").rename(folder / "baseline")
    finally:
        subprocess.run(["git", "worktree", "remove", "--force", str(tree)], cwd=ROOT, check=True)


def load(page, url: str) -> dict[str, float]:
    page.goto(url)
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    page.wait_for_function("window.__bench.ready !== undefined")
    return page.evaluate("window.__bench")


#: The parts of a warm load: name -> (the mark it starts at, the one it ends at); the marks are
#: PyScript's progress events, plus the navigation (time 0) and the page being ready.
PARTS = {
    "before_interpreter": ("navigation", "Loading Pyodide"),
    "interpreter": ("Loading Pyodide", "Loaded Pyodide"),
    "after_interpreter": ("Loaded Pyodide", "ready"),
}


def parts(timings: dict) -> dict[str, float]:
    """A load's time in each of ``PARTS``, from the probe's records."""
    marks = {**timings["progress"], "navigation": 0.0, "ready": timings["ready"]}
    return {name: marks[end] - marks[start] for name, (start, end) in PARTS.items()}


def measure(browser, base: str, rounds: int, sites: dict[str, str]) -> dict[str, list[float]]:
    """Cold and warm ready times of every site (name -> path under ``base``), round by round,
    and the parts of each warm load."""
    results: dict[str, list[float]] = {}
    for _ in range(rounds):
        for name, path in sites.items():
            context = browser.new_context(viewport={"width": 1280, "height": 800})
            context.add_init_script(PROBE)
            page = context.new_page()
            cold = load(page, base + path)
            warm = load(page, base + path)
            results.setdefault(f"{name}_cold_ready_ms", []).append(cold["ready"])
            results.setdefault(f"{name}_warm_ready_ms", []).append(warm["ready"])
            for part, took in parts(warm).items():
                results.setdefault(f"{name}_warm_{part}_ms", []).append(took)
            if name != "bare":
                results.setdefault(f"{name}_outline_paint_ms", []).append(cold["fcp"])
            context.close()
    return results


def move_times(browser, base: str, moves: int, path: str = "site/") -> list[float]:
    """The view-and-patch time of each of ``moves`` random moves of a 4-player game, clicked
    in the site at ``path``."""
    import random

    from franchise import Game, Setup

    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(base + path)
    page.wait_for_selector("body[data-ready='1']", timeout=120_000)
    names = ["Ann", "Bob", "Cyd", "Dee"]
    start_game(page, names)
    game = Game(Setup(tuple(names), first_player=0))
    rng = random.Random(3)
    patch = []
    for _ in range(moves):
        move = game.random_move(rng)
        play_move(page, game, move)
        game.apply(move)
        patch.append(float(page.get_attribute("body", "data-patch-ms")))
    context.close()
    return patch


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--moves", type=int, default=30)
    parser.add_argument("--baseline", metavar="REV", help="also load this git revision's build")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    sites = {"bare": "bare/", "game": "site/"}
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        bare_page(folder)
        if args.baseline:
            baseline_site(folder, args.baseline)
            sites["baseline"] = "baseline/"
        with served(folder) as base, sync_playwright() as playwright:
            browser = launch(playwright)
            samples = measure(browser, base, args.rounds, sites)
            for name, path in list(sites.items())[1:]:  # the same moves in each build
                prefix = "" if name == "game" else f"{name}_"
                samples[f"{prefix}move_view_patch_ms"] = move_times(browser, base, args.moves, path)
            browser.close()
    median = {k: round(statistics.median(v), 1) for k, v in samples.items()}
    for name in list(sites)[1:]:
        prefix = "" if name == "game" else f"{name}_"
        median[f"{prefix}move_view_patch_max_ms"] = round(
            max(samples[f"{prefix}move_view_patch_ms"]), 2
        )
    for name in list(sites)[1:]:
        for start in ("warm", "cold"):
            mine, bare = samples[f"{name}_{start}_ready_ms"], samples[f"bare_{start}_ready_ms"]
            median[f"{start}_ratio_{name}_vs_bare"] = round(
                median[f"{name}_{start}_ready_ms"] / median[f"bare_{start}_ready_ms"], 3
            )
            paired = statistics.median(m / b for m, b in zip(mine, bare, strict=True))
            median[f"{start}_ratio_{name}_vs_bare_paired"] = round(paired, 3)
        for part in PARTS:
            mine, bare = samples[f"{name}_warm_{part}_ms"], samples[f"bare_warm_{part}_ms"]
            extra = statistics.median(m - b for m, b in zip(mine, bare, strict=True))
            median[f"warm_{part}_{name}_minus_bare_ms"] = round(extra, 1)
    if args.json:
        print(json.dumps(median))
        return
    print(f"medians of {args.rounds} rounds (ms); move figures over {args.moves} moves")
    for key, value in median.items():
        print(f"  {key:44} {value}")


if __name__ == "__main__":
    main()
