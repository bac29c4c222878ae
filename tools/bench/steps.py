"""How long one step of each computer level's thinking takes in CPython (not a test).

    python -m tools.bench.steps [--levels easy,medium,round-ahead,hard,mc] [--games 2] [--every 6]
                                [--json]

The page runs a computer's thinking (``franchise.ai.think``, a generator) in slices of at most
20 ms, calling ``next()`` until the slice is over; one step that runs long makes a long task in
the page, and Pyodide runs Python 2-4x slower than CPython. So this prints, for each level, the
longest single ``next()`` step (and the 99th percentile) over positions from games of 2-5
players, with the engine's own pace measured in the same run as the baseline: a step of
``max/move`` = 10 takes as long as ten moves of a random game. Times are this thread's CPU
time, so other processes on a busy machine do not inflate them. Target: the longest step at
most 3 ms in CPython. In the browser's Python (Pyodide under Node, the same figures):

    node tools/bench/run_in_pyodide.mjs tools.bench.steps --levels hard
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable

from franchise import Game, Setup
from franchise.ai import choose, think
from franchise.lab.cli import PLAYER_NAMES

LEVELS = "random,easy,medium,round-ahead,hard,mc"


def _cpu_clock() -> Callable[[], float]:
    """This thread's CPU seconds; in Pyodide the process's (tools/bench/run_in_pyodide.mjs)."""
    if hasattr(time, "thread_time"):
        return time.thread_time
    import js  # only in Pyodide

    return js.cpuSeconds


cpu_seconds = _cpu_clock()


def positions(games: int, every: int) -> list[Game]:
    """Every ``every``-th position of games of 2-5 players played mostly by ``medium``."""
    found = []
    for players in (2, 3, 4, 5):
        for seed in range(games):
            game = Game(Setup(PLAYER_NAMES[:players], seed=seed))
            rng = random.Random(seed)
            while not game.is_over():
                if len(game.moves) % every == seed % every:
                    found.append(game.clone())
                sensible = rng.random() < 0.8
                game.advance(choose(game, "medium") if sensible else game.random_move(rng))
    return found


def step_times(game: Game, spec: str) -> list[float]:
    """The CPU seconds of every ``next()`` of the level's thinking about ``game``."""
    thinking = think(game, spec)
    times = []
    while True:
        started = cpu_seconds()
        try:
            next(thinking)
        except StopIteration:
            times.append(cpu_seconds() - started)
            return times
        times.append(cpu_seconds() - started)


def move_seconds(games: int = 20) -> float:
    """Mean CPU seconds of one move of a random 4-player game: the baseline of this run."""
    moves = 0
    started = cpu_seconds()
    for seed in range(games):
        game = Game(Setup(PLAYER_NAMES[:4], seed=seed))
        rng = random.Random(seed)
        while not game.is_over():
            game.advance(game.random_move(rng))
            moves += 1
    return (cpu_seconds() - started) / moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--levels", default=LEVELS)
    parser.add_argument("--games", type=int, default=2, help="games per player count")
    parser.add_argument("--every", type=int, default=6, help="keep every n-th position")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = positions(args.games, args.every)
    move = move_seconds()
    result: dict[str, dict[str, float]] = {}
    for spec in args.levels.split(","):
        times = sorted(t for game in found for t in step_times(game, spec))
        result[spec] = {
            "max_ms": round(times[-1] * 1000, 3),
            "p99_ms": round(times[int(0.99 * (len(times) - 1))] * 1000, 3),
            "max_per_move": round(times[-1] / move, 1),
            "steps_per_decision": round(len(times) / len(found), 1),
        }
    if args.json:
        print(json.dumps({"positions": len(found), "move_ms": move * 1000, "levels": result}))
        return
    print(f"{len(found)} positions; baseline: a random game's move takes {move * 1e6:.1f} µs CPU")
    print(f"{'level':10} {'max ms':>8} {'p99 ms':>8} {'max/move':>9} {'steps/decision':>15}")
    for spec, figures in result.items():
        print(
            f"{spec:10} {figures['max_ms']:8.2f} {figures['p99_ms']:8.2f} "
            f"{figures['max_per_move']:9.1f} {figures['steps_per_decision']:15.1f}"
        )


if __name__ == "__main__":
    main()
