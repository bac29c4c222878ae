"""A sequential strength test between two computer levels: ``arena --sprt``.

    python -m franchise.lab.arena --sprt --players NEW,BASE[,OTHER...] [--elo0 0 --elo1 50]

The first spec is the candidate, the second the baseline; any further specs fill the table
(``NEW,BASE,BASE,BASE`` plays the candidate against three baselines; ``NEW,BASE,medium,random``
against one baseline and two others). The games come in groups that share one seed and rotate
the seats through every position, so each level sits in every seat, first included: at two
players a group is a pair with the seats swapped. A group's sample is the candidate's mean
score over its games (``score_for``), and the test (``franchise.lab.sprt``) is updated after every
group, in order, until it accepts a hypothesis or the game limit is reached. Games run in
parallel processes, several groups ahead; the result does not depend on how many.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ProcessPoolExecutor

from ..values import valueclass
from . import sprt

#: Index of the candidate and of the baseline in ``--players``.
NEW, BASE = 0, 1
#: Groups queued beyond those being scored, per worker, so no worker waits.
AHEAD_PER_WORKER = 2


def rotation(levels: Sequence[str], turn: int) -> tuple[int, ...]:
    """For game ``turn`` of a group: which entry of ``levels`` sits in each seat."""
    count = len(levels)
    return tuple((seat + turn) % count for seat in range(count))


def role(entry: int, levels: Sequence[str]) -> int | None:
    """Whether entry ``entry`` of ``levels`` is the candidate, a baseline, or (None) neither."""
    if entry == NEW:
        return NEW
    return BASE if levels[entry] == levels[BASE] else None


def score_for(entries: Sequence[int], levels: Sequence[str], result: dict) -> float:
    """The candidate's score in one game: the share of baseline seats it finished above.

    A seat finishes above another when it won and the other did not, or when both won or both
    lost and it has more influence; an equal standing counts a half. At two players that is
    win 1, shared win ½, loss 0.
    """
    standing = [(seat in result["winners"], score) for seat, score in enumerate(result["scores"])]
    mine = standing[entries.index(NEW)]
    bases = [standing[seat] for seat, entry in enumerate(entries) if role(entry, levels) == BASE]
    above = sum(1.0 if mine > base else 0.5 if mine == base else 0.0 for base in bases)
    return above / len(bases)


@valueclass
class Progress:
    """The state of a test after some groups: for printing as it goes."""

    games: int
    llr: float
    estimate: sprt.Estimate
    verdict: sprt.Verdict
    #: Mean CPU milliseconds per decision of the candidate and of the baseline.
    new_ms: float
    base_ms: float

    def line(self) -> str:
        est = self.estimate
        return (
            f"{self.games:5d} games  score {est.score:.3f}  Elo {_signed(est.elo)}"
            f" [{_signed(est.elo_low)}, {_signed(est.elo_high)}]  LLR {self.llr:+.2f}"
            f"  ms/move {self.new_ms:.0f} vs {self.base_ms:.0f}"
        )


def _signed(elo: float) -> str:
    return f"{elo:+5.0f}" if math.isfinite(elo) else (" +inf" if elo > 0 else " -inf")


def run_sprt(
    levels: Sequence[str],
    *,
    elo0: float,
    elo1: float,
    max_games: int,
    seed: int,
    workers: int,
    play: Callable[[tuple[str, ...], int], dict],
    report: Callable[[Progress], None] = lambda progress: None,
) -> Progress:
    """Play groups of games until the test accepts a hypothesis or ``max_games`` are played.

    ``play(table, seed)`` plays one game (``arena.play_match``); ``report`` sees the progress
    after every group. Returns the final progress.
    """
    size = len(levels)
    groups = max(1, max_games // size)
    samples: Counter[float] = Counter()
    cpu = {NEW: 0.0, BASE: 0.0}
    decisions = {NEW: 0, BASE: 0}
    progress = Progress(0, 0.0, sprt.estimate(samples), sprt.Verdict.OPEN, 0.0, 0.0)

    def tables(group: int) -> list[tuple[tuple[int, ...], tuple[str, ...], int]]:
        entries = [rotation(levels, turn) for turn in range(size)]
        return [(e, tuple(levels[i] for i in e), seed + group) for e in entries]

    with ProcessPoolExecutor(max_workers=workers) as pool:
        queued: list[list[tuple[tuple[int, ...], Future]]] = []
        next_group = 0
        for group in range(groups):
            while next_group < groups and len(queued) < AHEAD_PER_WORKER * workers + 1:
                queued.append([(e, pool.submit(play, t, s)) for e, t, s in tables(next_group)])
                next_group += 1
            games = queued.pop(0)
            scores = []
            for entries, future in games:
                result = future.result()
                scores.append(score_for(entries, levels, result))
                for seat, entry in enumerate(entries):
                    who = role(entry, levels)
                    if who is not None:
                        cpu[who] += result["cpu"][seat]
                        decisions[who] += result["decisions"][seat]
            samples[round(sum(scores) / len(scores), 9)] += 1
            ratio = sprt.llr(samples, elo0, elo1)
            progress = Progress(
                (group + 1) * size,
                ratio,
                sprt.estimate(samples),
                sprt.verdict(ratio),
                1000 * cpu[NEW] / max(1, decisions[NEW]),
                1000 * cpu[BASE] / max(1, decisions[BASE]),
            )
            report(progress)
            if progress.verdict is not sprt.Verdict.OPEN:
                for waiting in queued:
                    for _, future in waiting:
                        future.cancel()
                break
    return progress
