"""Cost of seeing every ending in a reading of the chances, against the evaluation alone.

    .venv/bin/python -m tools.bench.endings [--games 6] [--repeat 3]
    node tools/bench/run_in_pyodide.mjs tools.bench.endings   (the page's Python)

Collects the positions of games between medium players at 2, 4 and 5 players, and times over
all of them, and over the positions where a turn may end the game (``may_end_now``):
``learned.win_chances`` (the evaluation alone: the baseline, measured in the same run),
``endings.best_ending`` (every ending seen) and ``chances.state_chances`` (the figure every
screen shows: both). Prints microseconds per position and each as a ratio of the baseline.
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from franchise import Game, Setup
from franchise.ai import choose
from franchise.ai.chances import state_chances
from franchise.ai.learned import win_chances
from franchise.core.state import Phase, State
from franchise.readings.endings import best_ending, may_end_now

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


def positions(games: int) -> list[State]:
    states = []
    for players in (2, 4, 5):
        for seed in range(games):
            game = Game(Setup(NAMES[:players], seed=seed))
            while not game.is_over():
                if game.state.phase is Phase.TURN:
                    states.append(game.state.copy())
                game.advance(choose(game, "medium"))
    return states


def each(function: Callable[[State], object], states: list[State], repeat: int) -> list[float]:
    """Microseconds of ``function`` on every state, the best of ``repeat`` runs each."""
    times = []
    for state in states:
        best = float("inf")
        for _ in range(repeat):
            started = time.perf_counter()
            function(state)
            best = min(best, time.perf_counter() - started)
        times.append(best * 1e6)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    states = positions(args.games)
    near = [state for state in states if may_end_now(state)]
    print(f"{len(states)} positions, {len(near)} where a turn may end the game")
    for label, group in (("all positions", states), ("a turn may end the game", near)):
        base = each(win_chances, group, args.repeat)
        print(f"{label}: the evaluation alone {statistics.mean(base):.0f} us a position (mean)")
        for name, function in (("best_ending", best_ending), ("state_chances", state_chances)):
            spent = each(function, group, args.repeat)
            print(
                f"  {name:14} mean {statistics.mean(spent):7.0f} us, median "
                f"{statistics.median(spent):6.0f}, max {max(spent):7.0f}; mean "
                f"{statistics.mean(spent) / statistics.mean(base):5.2f}x the evaluation's"
            )


if __name__ == "__main__":
    main()
