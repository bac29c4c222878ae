"""Engine speed against a baseline revision, measured in one run on one machine (not a test).

    python -m tools.bench.engine [--baseline REV] [--rounds 3] [--seconds 2] [--json]

Exports ``franchise/`` of the git revision ``REV`` (default: ``main``) into a temporary folder
and runs ``python -m franchise.lab bench --json`` for that copy and for the working tree, taking
turns round by round so both see the same machine load. Each side keeps its best round (noise
only ever slows a run down). Prints random games per second for 2-5 players, and the ratio of
the working tree to the baseline.
"""

from __future__ import annotations

import argparse
import io
import json
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

from tools import ROOT


def export_revision(revision: str, into: Path) -> None:
    """Write the ``franchise`` package as it was at ``revision`` into ``into``."""
    archive = subprocess.run(
        ["git", "archive", "--format=tar", revision, "franchise"],
        cwd=ROOT,
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(into, filter="data")


def bench(source: Path, seconds: float) -> dict[str, float]:
    """Games per second by player count for the engine found in ``source``."""
    # The command line lives in the laboratory since issue 35; older revisions had it at the top.
    command = "franchise.lab" if (source / "franchise" / "lab").is_dir() else "franchise"
    output = subprocess.run(
        [sys.executable, "-m", command, "bench", "--json", "--seconds", str(seconds)],
        cwd=source,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return json.loads(output)["games_per_second"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="per player count and round")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    best: dict[str, dict[str, float]] = {"baseline": {}, "current": {}}
    with tempfile.TemporaryDirectory() as folder:
        export_revision(args.baseline, Path(folder))
        sources = {"baseline": Path(folder), "current": ROOT}
        for _ in range(args.rounds):
            for side, source in sources.items():
                for players, rate in bench(source, args.seconds).items():
                    best[side][players] = max(rate, best[side].get(players, 0.0))
    ratio = {p: round(best["current"][p] / best["baseline"][p], 2) for p in best["current"]}
    result = {"baseline": args.baseline, "games_per_second": best, "ratio": ratio}
    if args.json:
        print(json.dumps(result))
        return
    print(f"random games per second, best of {args.rounds} rounds (baseline {args.baseline})")
    print(f"{'players':>7} {'baseline':>9} {'current':>9} {'ratio':>6}")
    for players in ratio:
        print(
            f"{players:>7} {best['baseline'][players]:9.1f} {best['current'][players]:9.1f} "
            f"{ratio[players]:6.2f}"
        )


if __name__ == "__main__":
    main()
