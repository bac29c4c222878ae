"""The built site (dist/) served on loopback and Debian's Chromium launched to open it.

The browser tests (tests/browser/conftest.py) and the benchmarks that open the real page
(tools/bench/) serve and launch the same way, so that a figure is measured under the same
headers (tools/build/serve.py) and flags as the tests see.
"""

from __future__ import annotations

import argparse
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser, Playwright, sync_playwright

from tools import ROOT
from tools.build.serve import make_server
from tools.build.site import DIST

CHROMIUM = "/usr/bin/chromium"
#: Screenshots, traces and Chromium's log of test and tool runs (ignored by git).
ARTIFACTS = ROOT / "test-artifacts"
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


@contextmanager
def served(folder: Path = DIST, cache_control: str = "no-cache") -> Iterator[str]:
    """Serve ``folder`` on a free loopback port for the ``with`` block; gives its URL. A test
    may serve as a host that caches (``cache_control``: GitHub Pages sends max-age=600)."""
    server = make_server(folder, 0, cache_control=cache_control)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()


def launch(playwright: Playwright, *extra_args: str) -> Browser:
    """Debian's Chromium, headless, with the flags every run uses and ``extra_args``."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=[*LAUNCH_ARGS, *extra_args])


#: A screenshot tool's work: given the browser, the site's URL, the folder and the label, the
#: files it saved.
Shoot = Callable[[Browser, str, Path, str], list[Path]]


def screenshot_tool(
    description: str, shoot: Shoot, out: Path = ARTIFACTS, label: str = "after"
) -> None:
    """The command line every screenshot tool of tools/research shares: ``--site`` (a built
    dist/, today's by default, to shoot an older build too), ``--out`` and ``--label``; serves
    the site, launches Chromium, runs ``shoot`` and prints each file it saved."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--site", type=Path, default=DIST, help="a built dist/ folder")
    parser.add_argument("--out", type=Path, default=out)
    parser.add_argument("--label", default=label)
    options = parser.parse_args()
    options.out.mkdir(parents=True, exist_ok=True)
    with served(options.site.resolve()) as base, sync_playwright() as playwright:
        browser = launch(playwright)
        for shot in shoot(browser, base, options.out, options.label):
            print(shot.relative_to(ROOT) if shot.is_relative_to(ROOT) else shot)
        browser.close()
