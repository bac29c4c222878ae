"""The page's own imports, timed inside the page, with web.archive's importer and without it
(benchmark, not a test).

    python -m tools.bench.page_imports [--rounds 7]

The whole start-up (tools/bench/startup.py) varies by a few hundred milliseconds a load on this
machine, mostly in the interpreter's loading, so a change to the page's imports is timed where
it happens: main.py (inline in dist/index.html) is given a clock from its first line to the end
of its imports, written into ``<html data-import-ms>``. One copy of dist/ imports through
``web.archive`` as the page does, the other through Python's plain zipimport; each round loads
both, warm (the second load of a fresh browser context). It prints each copy's median and the
median of the rounds' ratios. Build dist/ first (./dev build).
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.bench.startup import PROBE, load
from tools.build.site import DIST
from tools.harness.site import launch, served

CLOCK = ("import gc\n", "import gc\nimport time\n\nSTARTED = time.perf_counter()\n")
READING = (
    "    from web.text.catalogue import Text\n",
    "    from web.text.catalogue import Text\n"
    "    from pyscript import document\n"
    "    document.documentElement.dataset.importMs = str((time.perf_counter() - STARTED) * 1000)\n",
)
IMPORTER = "import_from(ARCHIVE)\n"


def copies(folder: Path) -> dict[str, str]:
    """Two timed copies of dist/ in ``folder``: name -> path under the server."""
    html = (DIST / "index.html").read_text()
    for old, new in (CLOCK, READING):
        if old not in html:
            raise SystemExit(f"dist/index.html has no {old.strip()!r} to time from: rebuild?")
        html = html.replace(old, new, 1)
    if IMPORTER not in html:
        raise SystemExit(f"dist/index.html has no {IMPORTER.strip()!r} to leave out: rebuild?")
    pages = {"archive": html, "zipimport": html.replace(IMPORTER, "", 1)}
    for name, text in pages.items():
        (folder / name).mkdir()
        for path in DIST.iterdir():
            if path.name != "index.html":
                (folder / name / path.name).symlink_to(path)
        (folder / name / "index.html").write_text(text)
    return {name: f"{name}/" for name in pages}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=7)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        sites = copies(Path(tmp))
        took: dict[str, list[float]] = {name: [] for name in sites}
        with served(Path(tmp)) as base, sync_playwright() as playwright:
            browser = launch(playwright)
            for _ in range(args.rounds):
                for name, path in sites.items():
                    context = browser.new_context(viewport={"width": 1280, "height": 800})
                    context.add_init_script(PROBE)
                    page = context.new_page()
                    load(page, base + path)
                    load(page, base + path)
                    took[name].append(
                        float(page.evaluate("document.documentElement.dataset.importMs"))
                    )
                    context.close()
            browser.close()
    for name, times in took.items():
        print(
            f"{name:12s} median {statistics.median(times):6.1f} ms",
            f"  runs {sorted(round(t) for t in times)}",
        )
    ratio = statistics.median(
        a / b for a, b in zip(took["archive"], took["zipimport"], strict=True)
    )
    print(f"archive / zipimport, paired median: {ratio:.3f}")


if __name__ == "__main__":
    main()
