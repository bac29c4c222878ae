"""Engine speed against a baseline revision, measured in one run on one machine (not a test).

    python -m tools.bench.engine [--baseline REV] [--rounds 3] [--seconds 2] [--json]

Exports ``franchise/`` of the git revision ``REV`` (default: ``main``) into a temporary folder
and runs ``python -m franchise.lab bench --json`` for that copy and for the working tree, taking
turns round by round so both see the same machine load. Each side keeps its best round (noise
only ever slows a run down). Prints random games per second for 2-5 players, and the ratio of
the working tree to the baseline; with ``--hard-moves N``, also the CPU time of one hard move
(the median over the first N of ``HARD_POSITIONS``, every third move of seeded random 4-player
games, each side's best round), the search that the page and the self-play spend their time in.
"""

from __future__ import annotations

import argparse
import io
import json
import statistics
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


#: Where the hard moves are timed: a program run in each side's copy, printing the CPU seconds
#: of each move (positions of random 4-player games of seeds 1-3, every third move).
HARD_POSITIONS = """
import random, sys, time
from franchise import Game, Setup
from franchise.ai import choose
times = []
for seed in (1, 2, 3):
    game, rng = Game(Setup(("A", "B", "C", "D"), seed=seed)), random.Random(seed)
    while not game.is_over() and len(times) < int(sys.argv[1]):
        if len(game.moves) % 3 == 2:
            started = time.process_time()
            choose(game, "hard")
            times.append(time.process_time() - started)
        game.advance(game.random_move(rng))
print(" ".join(map(str, times)))
"""


def hard_move_seconds(source: Path, moves: int) -> list[float]:
    """The CPU seconds of hard's moves in ``HARD_POSITIONS`` with the engine in ``source``."""
    output = subprocess.run(
        [sys.executable, "-c", HARD_POSITIONS, str(moves)],
        cwd=source,
        check=True,
        capture_output=True,
        text=True,
    ).stdout
    return [float(seconds) for seconds in output.split()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--baseline", default="main", help="git revision to compare against")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=2.0, help="per player count and round")
    parser.add_argument("--hard-moves", type=int, default=0, help="time this many hard moves")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    hard: dict[str, float] = {}
    best: dict[str, dict[str, float]] = {"baseline": {}, "current": {}}
    with tempfile.TemporaryDirectory() as folder:
        export_revision(args.baseline, Path(folder))
        sources = {"baseline": Path(folder), "current": ROOT}
        for _ in range(args.rounds):
            for side, source in sources.items():
                for players, rate in bench(source, args.seconds).items():
                    best[side][players] = max(rate, best[side].get(players, 0.0))
                if args.hard_moves:
                    median = statistics.median(hard_move_seconds(source, args.hard_moves))
                    hard[side] = min(median, hard.get(side, float("inf")))
    ratio = {p: round(best["current"][p] / best["baseline"][p], 2) for p in best["current"]}
    result = {"baseline": args.baseline, "games_per_second": best, "ratio": ratio}
    if hard:
        result["hard_move_cpu_ms"] = {side: round(1000 * s, 1) for side, s in hard.items()}
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
    if hard:
        print(
            f"one hard move, median CPU: baseline {1000 * hard['baseline']:.0f} ms,"
            f" current {1000 * hard['current']:.0f} ms"
        )


if __name__ == "__main__":
    main()
