"""Runs the browser suite several times in a row while other processes keep the CPU busy.

    python -m tools.bench.under_load [--runs 3] [--busy 2] [pytest args, default tests/browser]

Browser tests must wait for states (a dialog shown, playback idle, ``data-ready``), never for
time; a test that races the page shows up here, where every step of the page is slower than
on an idle machine. Each busy process spins in a loop for the whole measurement. Prints each
run's outcome and duration; exits 1 if any run failed. Build dist/ first (./dev build), as
``./dev test`` does.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time

from tools import ROOT

SPIN = "while True: pass"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="suite runs in a row")
    parser.add_argument("--busy", type=int, default=2, help="processes keeping the CPU busy")
    options, pytest_args = parser.parse_known_args(argv)
    pytest_args = pytest_args or ["tests/browser"]
    spinners = [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(options.busy)]
    outcomes: list[int] = []
    try:
        for run in range(1, options.runs + 1):
            started = time.monotonic()
            code = subprocess.call([sys.executable, "-m", "pytest", "-q", *pytest_args], cwd=ROOT)
            outcomes.append(code)
            verdict = "green" if code == 0 else f"red (pytest exit {code})"
            took = time.monotonic() - started
            print(f"run {run}/{options.runs}: {verdict} in {took:.0f} s", flush=True)
    finally:
        for spinner in spinners:
            spinner.kill()
            spinner.wait()
    green = sum(code == 0 for code in outcomes)
    print(f"{green} of {len(outcomes)} runs green with {options.busy} busy processes")
    return 0 if green == len(outcomes) else 1


if __name__ == "__main__":
    sys.exit(main())
