"""Cost of one evaluation of a position, learned against hand-made, in CPython.

    .venv/bin/python -m tools.bench.evaluation [--games 10] [--repeat 5] [--weights FILE]

Collects the positions of games between medium players for 2, 4 and 5 players, then times
over all of them ``features.inputs`` (the learned model's inputs), ``learned.evaluate``
(inputs, chances and margins of every seat) and, as the baseline measured in the same run,
``evaluation.values`` (today's hand-made judge, which ``search.judge`` reads). Prints
microseconds per position and each figure as a ratio of the baseline's. ``--weights`` also
times ``learned.evaluate`` with a trial fit (tools/research/fit_network.py's ``--out``: a hidden
layer costs a product of the inputs per unit and seat), as a ratio of the shipped weights'.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from franchise import Game, Setup
from franchise.ai import choose
from franchise.ai.evaluation import values
from franchise.ai.features import inputs
from franchise.ai.learned import evaluate, parse_weights, swap_models
from franchise.core.state import State

NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


def positions(players: int, games: int) -> list[State]:
    states = []
    for seed in range(games):
        game = Game(Setup(NAMES[:players], seed=seed))
        while not game.is_over():
            states.append(game.state.copy())
            game.advance(choose(game, "medium"))
    return states


def microseconds(function, states: list[State], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        started = time.perf_counter()
        for state in states:
            function(state)
        best = min(best, time.perf_counter() - started)
    return 1e6 * best / len(states)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--repeat", type=int, default=5, help="best of this many passes")
    parser.add_argument("--weights", type=Path, help="also time a trial fit's weights file")
    args = parser.parse_args()
    trial_models = parse_weights(args.weights.read_text()) if args.weights else None
    trial = f" {'trial µs':>11}" if trial_models else ""
    print(
        f"{'players':>7} {'positions':>9} {'values µs':>10} {'inputs µs':>10} {'learned µs':>11}"
        + trial
    )
    for players in (2, 4, 5):
        states = positions(players, args.games)
        evaluate(states[0])  # reads the weights
        base = microseconds(values, states, args.repeat)
        features = microseconds(inputs, states, args.repeat)
        learned = microseconds(evaluate, states, args.repeat)
        line = (
            f"{players:7} {len(states):9} {base:10.1f} {features:5.1f} ({features / base:.2f}x)"
            f" {learned:5.1f} ({learned / base:.2f}x)"
        )
        if trial_models:
            shipped = swap_models(trial_models)
            judged = microseconds(evaluate, states, args.repeat)
            swap_models(shipped)
            line += f" {judged:5.1f} ({judged / learned:.2f}x the shipped)"
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
