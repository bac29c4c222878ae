"""Sequential halving (Karnin et al. 2013): the budget allocation that ``flat`` and ``hard``
share.

The budget is split evenly over ``ceil(log2 candidates)`` rounds; in each round the surviving
candidates take turns at one trial each until the round's share is spent (every survivor gets
the same number of trials), then the worse half by mean value drops out, ties going to the
better-ranked candidate. The searches differ only in what a trial is, so they pass it in;
a search whose trials change as the field narrows (``expert`` looks further ahead once fewer
candidates are left) is told when each round begins.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Generator, Sequence

from ..core.moves import Move
from .analysis import Analysis


class Arm:
    """One candidate move and the trials it has had: their values for the searcher and each
    seat's summed share (win shares, or judged chances)."""

    __slots__ = ("move", "rank", "shares", "total", "trials")

    def __init__(self, move: Move, rank: int, players: int) -> None:
        self.move = move
        self.rank = rank
        self.trials = 0
        self.total = 0.0
        self.shares = [0.0] * players

    def record(self, value: float, shares: Sequence[float]) -> None:
        self.trials += 1
        self.total += value
        for seat, share in enumerate(shares):
            self.shares[seat] += share

    def mean(self) -> float:
        return self.total / self.trials if self.trials else 0.0


#: One trial of an arm: records its outcome on the arm and returns the moves it cost.
Trial = Callable[[Arm], Generator[None, None, int]]


def halve(
    moves: Sequence[Move],
    players: int,
    budget: int,
    trial: Trial,
    stage: Callable[[int, int], None] | None = None,
) -> Generator[None, None, Analysis]:
    """Spend ``budget`` on ``moves`` (best-ranked first) by sequential halving; the survivor
    is the move, its mean shares the chances. ``stage(round, rounds)``, if given, is called
    as each round begins."""
    alive = [Arm(move, rank, players) for rank, move in enumerate(moves)]
    rounds = max(1, math.ceil(math.log2(len(alive))))
    spent = 0
    for done in range(rounds):
        if stage is not None:
            stage(done, rounds)
        round_end = budget * (done + 1) // rounds
        turn = 0
        while spent < round_end or turn % len(alive):
            spent += yield from trial(alive[turn % len(alive)])
            turn += 1
        alive.sort(key=lambda arm: (-arm.mean(), arm.rank))
        alive = alive[: max(1, len(alive) // 2)]
    best = alive[0]
    chances = tuple(s / best.trials for s in best.shares) if best.trials else ()
    return Analysis(best.move, chances, best.trials)
