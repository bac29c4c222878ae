"""A first visit on a throttled connection: its bytes, and the time to the board and to ready.

    python -m tools.bench.first_visit [--rounds 3] [--kbps 4000] [--latency 150]
        [--baseline REV] [--json]

Serves today's dist/ (and with ``--baseline`` a git revision's build, made with its own build
script, as tools.bench.startup does) in a folder of a local host, and opens each in a new
browser context (a new device: no cache, no service worker) on a connection throttled by
Chromium to ``--kbps`` kilobits a second down and up with ``--latency`` ms of round trip. It
prints, per build, the bytes the browser received until the game was ready (CDP's encoded
lengths, as the network sent them), the time until the map shows and until the game is ready
(``body[data-ready='1']``), and for today's build the bytes its loading screen counted against
the first visit's size the build wrote into it (issue 66: "first visit only: 4.2 of 14.8 MB").
Rounds alternate between the builds, so a drift of the machine's speed falls on both.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from tools.bench.startup import baseline_site
from tools.build.site import DIST
from tools.harness.publish import publish
from tools.harness.site import launch, served


def visit(browser, url: str, kbps: int, latency: int) -> dict[str, float]:
    """One first visit: bytes received, ms to the map, ms to ready, and the page's count."""
    context = browser.new_context()
    page = context.new_page()
    client = context.new_cdp_session(page)
    received: list[float] = []
    client.on("Network.loadingFinished", lambda event: received.append(event["encodedDataLength"]))
    client.send("Network.enable")
    rate = kbps * 1000 / 8
    client.send(
        "Network.emulateNetworkConditions",
        {
            "offline": False,
            "latency": latency,
            "downloadThroughput": rate,
            "uploadThroughput": rate,
        },
    )
    start = time.perf_counter()
    page.goto(url, wait_until="commit")
    page.wait_for_selector("[data-place='new-york']", timeout=600_000)
    board = time.perf_counter()
    page.wait_for_selector("body[data-ready='1']", timeout=600_000)
    ready = time.perf_counter()
    counted = page.evaluate("window.franchiseLoadedBytes ? franchiseLoadedBytes() : 0")
    total = page.evaluate("window.franchiseStartupBytes || 0")
    context.close()
    return {
        "bytes": sum(received),
        "board_ms": (board - start) * 1000,
        "ready_ms": (ready - start) * 1000,
        "counted_bytes": counted,
        "startup_bytes": total,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--kbps", type=int, default=4000, help="kilobits a second")
    parser.add_argument("--latency", type=int, default=150, help="round trip in ms")
    parser.add_argument("--baseline", metavar="REV", help="also measure this revision's build")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        sites = {"today": DIST}
        if args.baseline:
            baseline_site(folder, args.baseline)
            sites["baseline"] = folder / "baseline"
        www = folder / "www"
        for name, site in sites.items():
            publish(www, f"club/{name}", site)
        samples: dict[str, list[dict[str, float]]] = {name: [] for name in sites}
        with served(www) as origin, sync_playwright() as playwright:
            browser = launch(playwright)
            for _ in range(args.rounds):
                for name in sites:
                    url = f"{origin}club/{name}/"
                    samples[name].append(visit(browser, url, args.kbps, args.latency))
            browser.close()
    result = {
        name: {key: statistics.median(run[key] for run in runs) for key in runs[0]}
        for name, runs in samples.items()
    }
    if args.json:
        print(json.dumps(result, indent=1))
        return
    print(f"first visit at {args.kbps} kbit/s, {args.latency} ms, median of {args.rounds}:")
    for name, row in result.items():
        print(
            f"{name:9} {row['bytes'] / 1e6:6.2f} MB received,"
            f" map at {row['board_ms'] / 1000:5.1f} s, ready at {row['ready_ms'] / 1000:5.1f} s"
            + (
                f"; the page counted {row['counted_bytes'] / 1e6:.2f} of"
                f" {row['startup_bytes'] / 1e6:.2f} MB"
                if row["startup_bytes"]
                else ""
            )
        )


if __name__ == "__main__":
    main()
