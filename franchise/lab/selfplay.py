"""``python -m franchise.lab selfplay``: self-play games added to the repository's corpus.

    python -m franchise.lab selfplay --minutes N [--players 2,4] [--levels hard,...] [--workers 1]
        [--cluster ADDRESS]

Plays games until ``--minutes`` have passed, the tables taking turns (``--players``), and adds
each finished game to the corpus (``franchise.lab.corpus``) as soon as it ends, so a run
stopped at any moment has kept every game it finished. Each table's seeds continue after the
last one it holds, so a second run plays new games, and a game whose key is kept already is
never added again. Seat ``i`` of the game of seed ``s`` plays ``levels[(s + i) % len(levels)]``
and the first player is ``s % players``, so each level sits in every seat and starts equally
often. It lowers its own priority (``os.nice``) and plays on one core by default, so it can run
in the background while other work goes on; ``--workers`` plays games in parallel processes,
or with ``--cluster`` as tasks of a Ray cluster (franchise/lab/cluster.py).
"""

from __future__ import annotations

import argparse
import itertools
import os
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

from ..ai import choose, parse_level
from ..core.game import Game
from ..core.setup import Variant
from .corpus import (
    CORPUS,
    CorpusGame,
    append_games,
    corpus_setup,
    engine_version,
    next_seed,
    summary,
)
from .workers import Job, Runner, as_finished

#: How much the run lowers its priority: other work on the machine comes first.
NICENESS = 10


def table_specs(levels: Sequence[str], players: int, seed: int) -> tuple[str, ...]:
    """Every seat's spec in the game of ``seed``: the levels rotated by the seed."""
    return tuple(levels[(seed + seat) % len(levels)] for seat in range(players))


def play_game(specs: tuple[str, ...], seed: int, variant: str, engine: str) -> CorpusGame:
    """One game of ``specs`` by seat from ``seed``, played to the end."""
    game = Game(corpus_setup(len(specs), variant, seed, seed % len(specs)))
    while not game.is_over():
        game.advance(choose(game, specs[game.current]))
    return CorpusGame.of(game, specs, engine)


def selfplay(
    minutes: float,
    tables: Sequence[int],
    levels: Sequence[str],
    workers: int = 1,
    folder: Path = CORPUS,
    variant: str = Variant.STANDARD,
    log: bool = True,
    niceness: int = NICENESS,
    runner: Runner | None = None,
) -> dict[str, float]:
    """Play and keep games until ``minutes`` have passed (the games under way are finished);
    returns the games added, the moves in them and the CPU seconds the games took (summed over
    the workers that played them). It lowers this process's priority by ``niceness``; the games
    run in ``workers`` processes, or by ``runner`` (Ray's: franchise/lab/cluster.py)."""
    for spec in levels:
        parse_level(spec)  # a bad spec fails before any game is played
    engine = engine_version()
    deadline = time.monotonic() + 60 * minutes
    seeds = {players: next_seed(folder, players, variant) for players in tables}
    turns = itertools.cycle(tables)
    added = moves = 0
    cpu = 0.0

    def games() -> Iterator[Job[CorpusGame]]:
        for players in turns:
            seed = seeds[players]
            seeds[players] += 1
            yield play_game, (table_specs(levels, players, seed), seed, variant, engine)

    os.nice(niceness)  # the worker processes inherit it

    def over() -> bool:
        return time.monotonic() >= deadline

    for game, seconds in as_finished(games(), workers, over, runner):
        added += append_games(folder, game.players, [game])
        moves += len(game.moves)
        cpu += seconds
        if log:
            print(
                f"kept {game.players} players seed {game.seed} {','.join(game.specs)}:"
                f" {len(game.moves)} moves, winners {list(game.winners)}",
                flush=True,
            )
    return {"games": added, "moves": moves, "cpu_seconds": cpu}


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("selfplay", help="self-play games added to the corpus")
    parser.add_argument("--minutes", type=float, required=True, help="stop after this long")
    parser.add_argument("--players", default="2,4", help="player counts, taking turns")
    parser.add_argument("--levels", default="hard", help="level specs the seats rotate through")
    parser.add_argument("--workers", type=int, default=1, help="games played at once")
    parser.add_argument(
        "--cluster", help="play on a Ray cluster: auto, ray://HOST:10001 or local (extra)"
    )
    parser.add_argument("--corpus", type=Path, default=CORPUS, help="the corpus folder")
    commands.add_parser("corpus", help="games and positions the corpus holds")


def main(args: argparse.Namespace, runner: Runner | None = None) -> int:
    folder = getattr(args, "corpus", CORPUS)
    if args.command == "selfplay":
        tables = [int(count) for count in args.players.split(",")]
        if not all(2 <= count <= 5 for count in tables):
            raise SystemExit("--players takes player counts from 2 to 5")
        done = selfplay(
            args.minutes, tables, args.levels.split(","), args.workers, folder, runner=runner
        )
        hours = done["cpu_seconds"] / 3600
        rate = done["games"] / hours if hours else 0.0
        print(
            f"{done['games']} games ({done['moves']} positions) added in"
            f" {done['cpu_seconds']:.0f} CPU seconds: {rate:.0f} games per core-hour"
        )
    for players, row in sorted(summary(folder).items()):
        print(f"{players} players: {row['games']} games, {row['positions']} positions")
    return 0
