"""The built site (dist/) served on loopback and Debian's Chromium launched to open it.

The browser tests (tests/browser/conftest.py) and the benchmarks that open the real page
(tools/bench/) serve and launch the same way, so that a figure is measured under the same
headers (tools/build/serve.py) and flags as the tests see.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from playwright.sync_api import Browser, Playwright

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
def served(folder: Path = DIST) -> Iterator[str]:
    """Serve ``folder`` on a free loopback port for the ``with`` block; gives its URL."""
    server = make_server(folder, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_port}/"
    finally:
        server.shutdown()


def launch(playwright: Playwright, *extra_args: str) -> Browser:
    """Debian's Chromium, headless, with the flags every run uses and ``extra_args``."""
    return playwright.chromium.launch(executable_path=CHROMIUM, args=[*LAUNCH_ARGS, *extra_args])
