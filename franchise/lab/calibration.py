"""How honest a set of win chances is, measured against how the games really ended.

Each figure is read over estimates, one per position: every seat's chance (adding up to 1)
and its result (1 for the winner, split on a shared win, 0 otherwise). They are pooled over
seats, so a 2-player game's two chances count as two predictions.

- ``calibration_error``: predictions sorted into ten bins by chance; the gap between the mean
  chance and the mean result of each bin, weighted by the bin's share (expected calibration
  error). A chance of 30% should come true three times in ten.
- ``brier``: the mean squared gap between chance and result; the constant 1/players scores
  (n - 1) / n² (0.25 for two players).
- ``log_loss``: the mean of minus the log of the chance given to the real winners.
- ``mover_bias``: how much more the seat to move is rated, relative to its result, than the
  other seats: an estimate that flatters whoever moves is above 0.
- ``mean_change``: how far a seat's chance moves on average from one position to the next of
  the same game: an honest estimate moves when something happens, not at every turn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from itertools import pairwise

from ..values import valueclass

Chances = Sequence[float]


@valueclass
class Estimate:
    """One position: every seat's estimated chance, how the game ended, who was to move."""

    chances: tuple[float, ...]
    result: tuple[float, ...]
    mover: int


def brier(estimates: Sequence[Estimate]) -> float:
    """Mean of (chance - result)² over every seat of every position."""
    total = count = 0.0
    for e in estimates:
        total += sum((p - y) ** 2 for p, y in zip(e.chances, e.result, strict=True))
        count += len(e.chances)
    return total / count


def log_loss(estimates: Sequence[Estimate], floor: float = 1e-6) -> float:
    """Mean over positions of -Σ result · log(chance) (chances floored at ``floor``)."""
    total = 0.0
    for e in estimates:
        total -= sum(y * math.log(max(floor, p)) for p, y in zip(e.chances, e.result, strict=True))
    return total / len(estimates)


def calibration_error(estimates: Sequence[Estimate], bins: int = 10) -> float:
    """Expected calibration error over ``bins`` equal-width bins of chance, in [0, 1]."""
    sums = [[0, 0.0, 0.0] for _ in range(bins)]
    for e in estimates:
        for p, y in zip(e.chances, e.result, strict=True):
            cell = sums[min(bins - 1, int(p * bins))]
            cell[0] += 1
            cell[1] += p
            cell[2] += y
    count = sum(cell[0] for cell in sums)
    return sum(abs(chance - result) for _, chance, result in sums) / count


def mover_bias(estimates: Sequence[Estimate]) -> float:
    """Mean (chance - result) of the seat to move minus the same of the other seats."""
    mover = others = 0.0
    other_count = 0
    for e in estimates:
        for seat, (p, y) in enumerate(zip(e.chances, e.result, strict=True)):
            if seat == e.mover:
                mover += p - y
            else:
                others += p - y
                other_count += 1
    return mover / len(estimates) - others / other_count


def mean_change(games: Sequence[Sequence[Chances]]) -> float:
    """Mean |change| of a seat's chance between consecutive positions of the same game."""
    total = 0.0
    count = 0
    for series in games:
        for before, after in pairwise(series):
            total += sum(abs(a - b) for a, b in zip(after, before, strict=True))
            count += len(before)
    return total / count if count else 0.0


def constant_brier(estimates: Sequence[Estimate]) -> float:
    """The Brier score of guessing 1/players for everybody, on the same positions."""
    return brier([Estimate(even(len(e.result)), e.result, e.mover) for e in estimates])


def even(players: int) -> tuple[float, ...]:
    """Equal chances for ``players`` seats."""
    return (1 / players,) * players
