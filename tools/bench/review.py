"""How long a game review takes in CPython, against hard thinking about the same positions.

    .venv/bin/python -m tools.bench.review [--seed 1] [--level hard] [--repeat 3]

Plays a 2-player game of ``medium`` (recorded as a person) against ``hard``, about 30 turns,
then times (CPU, the best of ``--repeat`` runs):
- the review the page would run: the person's turns (``franchise.review``);
- the review of every turn, computers' included;
- the baseline: ``hard`` choosing a move at each of the person's positions, which is what most
  of a review is (one search per turn), so the ratio shows what the review adds to it;
- the longest step between two yields of the review's generator (wall clock), which bounds a
  slice on the page: Pyodide runs about twice as slow as CPython (franchise/ai/lookahead.py),
  and a page task must stay under 50 ms.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Generator, Sequence

from franchise import Game, Setup
from franchise.ai import choose
from franchise.ai.levels import run
from franchise.records.record import ComputerLevel, Record
from franchise.review.reviewer import Review, Reviewer


def game_record(seed: int, level: str) -> Record:
    """medium (a person in the record, seat 0) against ``level`` (the computer), played out."""
    game = Game(Setup(("Person", "Computer"), seed=seed, first_player=0))
    while not game.is_over():
        game.advance(choose(game, "medium" if game.current == 0 else level))
    return Record.of(game, f"{seed:012x}", computers={"Computer": ComputerLevel.HARD})


def best_cpu(task: Callable[[], object], repeat: int) -> float:
    """The least CPU time of ``repeat`` runs of ``task``, in seconds."""
    times = []
    for _ in range(repeat):
        started = time.process_time()
        task()
        times.append(time.process_time() - started)
    return min(times)


def longest_step(work: Generator[None, None, Review]) -> float:
    """Run ``work`` to its end; the longest time between two yields, in milliseconds."""
    longest = 0.0
    while True:
        started = time.perf_counter()
        try:
            next(work)
        except StopIteration:
            return longest
        longest = max(longest, (time.perf_counter() - started) * 1000)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="hard", help="the computer's and the review's")
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args(argv)
    record = game_record(args.seed, args.level)
    numbers = Reviewer(record, level=args.level).numbers
    positions = [record.replay(number - 1) for number in numbers]

    def review_people() -> object:
        return run(Reviewer(record, level=args.level).work())

    def review_all() -> object:
        return run(Reviewer(record, seats=(0, 1), level=args.level).work())

    def baseline() -> object:
        return [choose(position, args.level) for position in positions]

    turns = len(record.moves)
    hard = best_cpu(baseline, args.repeat)
    mine = best_cpu(review_people, args.repeat)
    every = best_cpu(review_all, args.repeat)
    step = longest_step(Reviewer(record, level=args.level).work())
    print(f"game: seed {args.seed}, {turns} turns, the person's {len(positions)} reviewed")
    print(
        f"baseline, {args.level} choosing at the person's {len(positions)} positions: {hard:.2f} s"
    )
    print(f"review of the person's turns: {mine:.2f} s CPU ({mine / hard:.2f}x the baseline)")
    print(f"review of all {turns} turns: {every:.2f} s CPU ({every / hard:.2f}x the baseline)")
    print(f"longest step between yields: {step:.1f} ms (CPython, wall clock)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
