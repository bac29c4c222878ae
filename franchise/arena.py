"""Matches between computer players, with seats rotated, to measure their strength.

    python -m franchise.arena --players hard,medium --games 200 --seed 1 [--json] [--jobs 2]

Game i seats the levels rotated by i, so every level plays every seat equally often. A shared
victory counts as a fraction of a win; ranks of tied players are averaged. Win rates come with a
95% Wilson score interval. ``random`` is always available as a baseline.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from .ai import LEVELS, choose
from .game import Game
from .setup import Setup


def play_match(levels: tuple[str, ...], seed: int) -> dict:
    """One game with ``levels`` in seat order; returns scores, winners and ranks by seat."""
    names = tuple(f"{level}-{seat + 1}" for seat, level in enumerate(levels))
    game = Game(Setup(names, seed=seed, first_player=0))
    while not game.is_over():
        game.apply_unchecked(choose(game, levels[game.current]), keep_undo=False)
    scores = game.state.influence
    ranks = []
    for seat in range(len(levels)):
        better = sum(1 for s in scores if s > scores[seat])
        tied = sum(1 for s in scores if s == scores[seat])
        ranks.append(better + (tied + 1) / 2)
    return {
        "levels": levels,
        "scores": list(scores),
        "winners": list(game.winners),
        "ranks": ranks,
        "moves": len(game.moves),
    }


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def run(levels: Sequence[str], games: int, seed: int, jobs: int) -> dict:
    n = len(levels)
    tables = [(tuple(levels[(seat + i) % n] for seat in range(n)), seed + i) for i in range(games)]
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        results = list(pool.map(play_match, *zip(*tables, strict=True), chunksize=2))
    wins: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    rank_sum: dict[str, float] = defaultdict(float)
    score_sum: dict[str, float] = defaultdict(float)
    for result in results:
        share = 1 / len(result["winners"])
        for seat, level in enumerate(result["levels"]):
            seats[level] += 1
            rank_sum[level] += result["ranks"][seat]
            score_sum[level] += result["scores"][seat]
            if seat in result["winners"]:
                wins[level] += share
    order = list(dict.fromkeys(levels))
    return {
        "players": list(levels),
        "games": games,
        "win_rate": {lv: round(wins[lv] / seats[lv], 4) for lv in order},
        "ci95": {lv: list(wilson(wins[lv], seats[lv])) for lv in order},
        "avg_rank": {lv: round(rank_sum[lv] / seats[lv], 3) for lv in order},
        "avg_score": {lv: round(score_sum[lv] / seats[lv], 2) for lv in order},
        "avg_moves": round(sum(r["moves"] for r in results) / games, 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m franchise.arena", description=__doc__)
    parser.add_argument("--players", required=True, help="levels by seat, e.g. hard,medium")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    levels = [level.strip() for level in args.players.split(",")]
    unknown = [level for level in levels if level not in LEVELS]
    if unknown or not 2 <= len(levels) <= 5:
        parser.error(f"--players takes 2 to 5 of: {', '.join(LEVELS)}")
    result = run(levels, args.games, args.seed, args.jobs)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{args.games} games, seats rotated: {', '.join(levels)}")
    print(f"{'level':8} {'win rate':>9} {'95% CI':>17} {'avg rank':>9} {'avg score':>10}")
    for level in result["win_rate"]:
        low, high = result["ci95"][level]
        print(
            f"{level:8} {result['win_rate'][level]:9.3f} {f'[{low:.3f}, {high:.3f}]':>17} "
            f"{result['avg_rank'][level]:9.2f} {result['avg_score'][level]:10.1f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
