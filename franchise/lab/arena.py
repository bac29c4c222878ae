"""Matches between computer players, with seats rotated, to measure their strength.

    python -m franchise.lab.arena --players hard,round-ahead --games 200 --seed 1 [--workers 2]

``--players`` takes level specs by seat (any registered level; ``--help`` lists them; numbers
after a colon tune a level, e.g. ``mc:60:16``). Game i seats the levels
rotated by i, so every level plays every seat equally often. A shared victory counts as a
fraction of a win; ranks of tied players are averaged. Win rates come with a 95% Wilson score
interval. Each level's mean CPU time per move is measured in the worker processes, so levels
can be compared at equal thinking time. ``--workers`` plays games in parallel processes.

    python -m franchise.lab.arena --sprt --players NEW,BASE [--elo0 0 --elo1 50] [--max-games 2000]

``--sprt`` runs a sequential probability ratio test instead (``franchise.lab.strength``): games in
groups of one seed with the seats rotated, a line after each group (games, score, Elo with its
95% interval, LLR, CPU per move), until the LLR crosses ±2.94 or ``--max-games`` are played.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor

from ..ai import LEVELS, choose, parse_level
from ..core.game import Game
from ..core.setup import Setup
from .strength import Progress, run_sprt


def play_match(levels: tuple[str, ...], seed: int) -> dict:
    """One game with ``levels`` in seat order; returns scores, winners and ranks by seat."""
    names = tuple(f"{level}-{seat + 1}" for seat, level in enumerate(levels))
    game = Game(Setup(names, seed=seed, first_player=0))
    cpu = [0.0] * len(levels)
    decisions = [0] * len(levels)
    while not game.is_over():
        seat = game.current
        started = time.process_time()
        move = choose(game, levels[seat])
        cpu[seat] += time.process_time() - started
        decisions[seat] += 1
        game.advance(move)
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
        "cpu": cpu,
        "decisions": decisions,
    }


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """95% confidence interval of a win rate (Wilson score interval)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return (round(max(0.0, centre - half), 4), round(min(1.0, centre + half), 4))


def run(levels: Sequence[str], games: int, seed: int, workers: int) -> dict:
    n = len(levels)
    tables = [(tuple(levels[(seat + i) % n] for seat in range(n)), seed + i) for i in range(games)]
    if workers == 1:
        results = [play_match(table, table_seed) for table, table_seed in tables]
    else:
        with ProcessPoolExecutor(max_workers=workers) as pool:
            results = list(pool.map(play_match, *zip(*tables, strict=True)))
    wins: dict[str, float] = defaultdict(float)
    seats: dict[str, int] = defaultdict(int)
    rank_sum: dict[str, float] = defaultdict(float)
    score_sum: dict[str, float] = defaultdict(float)
    cpu_sum: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    for result in results:
        share = 1 / len(result["winners"])
        for seat, level in enumerate(result["levels"]):
            seats[level] += 1
            rank_sum[level] += result["ranks"][seat]
            score_sum[level] += result["scores"][seat]
            cpu_sum[level] += result["cpu"][seat]
            decisions[level] += result["decisions"][seat]
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
        "cpu_ms_per_move": {
            lv: round(1000 * cpu_sum[lv] / max(1, decisions[lv]), 1) for lv in order
        },
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m franchise.lab.arena", description=__doc__)
    parser.add_argument(
        "--players",
        required=True,
        help=f"level specs by seat, e.g. hard,mc:60; levels: {', '.join(LEVELS)}",
    )
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--sprt", action="store_true", help="a sequential test: NEW,BASE,...")
    parser.add_argument("--elo0", type=float, default=0.0, help="H0's Elo gain (--sprt)")
    parser.add_argument("--elo1", type=float, default=50.0, help="H1's Elo gain (--sprt)")
    parser.add_argument("--max-games", type=int, default=2000, help="stop here (--sprt)")
    args = parser.parse_args(argv)
    levels = [level.strip() for level in args.players.split(",")]
    if not 2 <= len(levels) <= 5:
        parser.error(f"--players takes 2 to 5 level specs; levels: {', '.join(LEVELS)}")
    for level in levels:
        try:
            parse_level(level)
        except ValueError as error:
            parser.error(str(error))
    if args.sprt:
        return _sequential(levels, args)
    result = run(levels, args.games, args.seed, args.workers)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{args.games} games, seats rotated: {', '.join(levels)}")
    print(
        f"{'level':12} {'win rate':>9} {'95% CI':>17} {'avg rank':>9} {'avg score':>10}"
        f" {'CPU ms/move':>12}"
    )
    for level in result["win_rate"]:
        low, high = result["ci95"][level]
        print(
            f"{level:12} {result['win_rate'][level]:9.3f} {f'[{low:.3f}, {high:.3f}]':>17} "
            f"{result['avg_rank'][level]:9.2f} {result['avg_score'][level]:10.1f}"
            f" {result['cpu_ms_per_move'][level]:12.1f}"
        )
    return 0


def _sequential(levels: list[str], args: argparse.Namespace) -> int:
    """Run and print a sequential test (``--sprt``)."""
    if args.elo1 <= args.elo0:
        raise SystemExit("--elo1 must be above --elo0")
    if not args.json:
        print(
            f"SPRT {levels[0]} against {levels[1]} at {len(levels)} players:"
            f" H0 Elo {args.elo0:+g}, H1 Elo {args.elo1:+g}, alpha = beta = 0.05,"
            f" at most {args.max_games} games, seed {args.seed}",
            flush=True,
        )
    final = run_sprt(
        levels,
        elo0=args.elo0,
        elo1=args.elo1,
        max_games=args.max_games,
        seed=args.seed,
        workers=args.workers,
        play=play_match,
        report=(lambda progress: None) if args.json else _print_progress,
    )
    if args.json:
        estimate = final.estimate
        print(
            json.dumps(
                {
                    "players": levels,
                    "elo0": args.elo0,
                    "elo1": args.elo1,
                    "games": final.games,
                    "llr": round(final.llr, 3),
                    "score": round(estimate.score, 4),
                    "elo": [
                        round(estimate.elo, 1),
                        round(estimate.elo_low, 1),
                        round(estimate.elo_high, 1),
                    ],
                    "verdict": final.verdict.name,
                    "cpu_ms_per_move": [round(final.new_ms, 1), round(final.base_ms, 1)],
                }
            )
        )
    else:
        print(final.verdict.value)
    return 0


def _print_progress(progress: Progress) -> None:
    print(progress.line(), flush=True)


if __name__ == "__main__":
    sys.exit(main())
