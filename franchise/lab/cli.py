"""Command line: ``python -m franchise.lab COMMAND`` (simulate, bench, link-stats, soak,
chance-figures, review, selfplay, corpus).

``simulate`` plays uniformly random legal games to the end and summarises them; ``bench`` prints
random-playout throughput per player count; ``link-stats`` prints the share-link length of whole
random games (``--json`` for machines); ``soak`` plays random games checking the invariants after
every move (franchise/lab/soak.py) and exits with 1 if any is broken; ``chance-figures`` measures
how honest the page's win chances are over games at its levels (franchise/lab/chance_figures.py);
``review`` reviews a game turn by turn against the search's preferred turns
(franchise/lab/review_cli.py); ``selfplay`` adds self-play games to the repository's corpus and
``corpus`` says what it holds (franchise/lab/selfplay.py, franchise/lab/corpus.py).
The other playouts use the
engine's fast path (``random_move`` + ``advance``: no undo, no events), which is exactly what
search does.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from pathlib import Path

from ..core.events import EndReason
from ..core.game import Game
from ..core.setup import VARIANTS, Setup, Variant
from ..records.link import decode_link, encode_link
from ..records.record import Record, new_game_id
from ..values import valueclass
from . import labels, review_cli, selfplay
from .soak import print_summary, soak
from .workers import Runner

PLAYER_NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


@valueclass
class PlayoutResult:
    winners: tuple[int, ...]
    scores: tuple[int, ...]
    moves: int
    turns: int
    end_reason: EndReason | None


def play_random(players: int, seed: int, variant: Variant = Variant.STANDARD) -> Game:
    """One uniformly random legal game from ``seed``, played to the end."""
    game = Game(Setup(PLAYER_NAMES[:players], variant=variant, seed=seed))
    rng = random.Random(seed)
    while not game.is_over():
        game.advance(game.random_move(rng))
    return game


def random_game(players: int, seed: int, variant: Variant = Variant.STANDARD) -> PlayoutResult:
    """Play one uniformly random legal game and summarise it."""
    game = play_random(players, seed, variant)
    state = game.state
    return PlayoutResult(
        winners=state.winners,
        scores=tuple(state.influence),
        moves=len(game.moves),
        turns=sum(state.turns_taken),
        end_reason=state.end_reason,
    )


def simulate(players: int, games: int, seed: int, variant: str) -> dict:
    """Summary of ``games`` random games: wins per seat, average scores and turns, speed."""
    started = time.perf_counter()
    results = [random_game(players, seed + i, variant) for i in range(games)]
    elapsed = time.perf_counter() - started
    wins: Counter[int] = Counter()
    for result in results:
        for seat in result.winners:
            wins[seat] += 1
    return {
        "players": players,
        "games": games,
        "wins_by_seat": [wins[s] for s in range(players)],
        "shared_victories": sum(len(r.winners) > 1 for r in results),
        "average_score_by_seat": [
            round(sum(r.scores[s] for r in results) / games, 2) for s in range(players)
        ],
        "average_turns": round(sum(r.turns for r in results) / games, 2),
        "end_reasons": dict(Counter(r.end_reason for r in results)),
        "games_per_second": round(games / elapsed, 1),
    }


def bench(seconds: float, seed: int) -> dict[str, float]:
    """Random 2-5 player games completed per second, each count timed for ``seconds``."""
    rates = {}
    for players in range(2, 6):
        played = 0
        started = time.perf_counter()
        while (elapsed := time.perf_counter() - started) < seconds:
            random_game(players, seed + played)
            played += 1
        rates[str(players)] = round(played / elapsed, 1)
    return rates


def link_stats(games: int, seed: int) -> dict[str, dict[str, float]]:
    """Share-link length of whole random games: the longest and the mean per player count."""
    longest, mean = {}, {}
    for players in range(2, 6):
        lengths = []
        for i in range(games):
            game = play_random(players, seed + i)
            record = Record.of(game, new_game_id(), by_link=True)
            link = encode_link(record)
            if decode_link(link) != record:
                raise AssertionError("a link did not decode to its own record")
            lengths.append(len(link))
        longest[str(players)] = max(lengths)
        mean[str(players)] = round(sum(lengths) / games, 1)
    return {"link_chars": longest, "link_chars_mean": mean}


def main(argv: Sequence[str] | None = None, cluster: Callable[[str], Runner] | None = None) -> int:
    """Run a command; ``cluster`` makes the runner of ``--cluster ADDRESS`` (``python -m
    franchise.lab`` passes Ray's, franchise/lab/__main__.py)."""
    parser = argparse.ArgumentParser(prog="python -m franchise.lab", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play random legal games and summarise them")
    sim.add_argument("--players", type=int, default=4, choices=range(2, 6))
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", default="standard", choices=VARIANTS)
    sim.add_argument("--json", action="store_true", help="print the summary as JSON")
    ben = commands.add_parser("bench", help="random-playout throughput for 2-5 players")
    ben.add_argument("--seconds", type=float, default=2.0, help="time per player count")
    ben.add_argument("--seed", type=int, default=1)
    ben.add_argument("--json", action="store_true")
    stats = commands.add_parser("link-stats", help="share-link length of whole random games")
    stats.add_argument("--games", type=int, default=50, help="games per player count")
    stats.add_argument("--seed", type=int, default=1)
    stats.add_argument("--json", action="store_true")
    checked = commands.add_parser("soak", help="random games with invariants checked every move")
    checked.add_argument("--games", type=int, default=1000)
    checked.add_argument("--workers", type=int, default=1, help="processes to play in")
    checked.add_argument("--seed", type=int, default=1)
    checked.add_argument("--json", action="store_true")
    honest = commands.add_parser("chance-figures", help="how honest the win chances are")
    honest.add_argument("--games", type=int, default=2000)
    honest.add_argument("--seed", type=int, default=1)
    honest.add_argument("--hard-budget", type=int, default=2000, help="hard's playout moves")
    honest.add_argument("--search-games", type=int, default=16, help="games for the search")
    honest.add_argument("--search-spec", default="hard", help="level whose chances to compare")
    honest.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    honest.add_argument("--json", action="store_true")
    honest.add_argument(
        "--even", action="store_true", help="tables of equals (franchise/lab/even_tables.py)"
    )
    honest.add_argument(
        "--weights", type=Path, help="read the chances with a trial weights file (a fit's --out)"
    )
    honest.add_argument(
        "--told",
        action="store_true",
        help="with --even: read each table as told its seats (the forecast before issue 65),"
        " not between equals (the teacher's figure)",
    )
    review_cli.add_parser(commands)
    selfplay.add_parser(commands)
    labels.add_parser(commands)
    args = parser.parse_args(argv)
    if getattr(args, "weights", None):
        from ..ai.learned import use_weights

        use_weights(args.weights.read_text())
    if args.command == "review":
        return review_cli.main(args)
    runner = None
    if getattr(args, "cluster", None):
        if cluster is None:
            parser.error("--cluster is for the command line: python -m franchise.lab")
        runner = cluster(args.cluster)
    if args.command in ("selfplay", "corpus"):
        return selfplay.main(args, runner)
    if args.command == "labels":
        return labels.main(args, runner)
    if args.command == "chance-figures" and args.even:
        from .even_tables import between_equals, measure, print_even, told_seats

        reading = told_seats if args.told else between_equals
        even = measure(args.games, args.seed, args.hard_budget, args.workers, reading)
        if args.json:
            print(json.dumps(even))
        else:
            print_even(even)
        return 0
    if args.command == "chance-figures":
        from .chance_figures import chance_figures, print_figures

        figures = chance_figures(
            args.games,
            args.seed,
            args.hard_budget,
            args.search_games,
            args.search_spec,
            args.workers,
        )
        if args.json:
            print(json.dumps(figures))
        else:
            print_figures(figures)
        return 0
    if args.command == "soak":
        summary = soak(args.games, args.seed, args.workers)
        if args.json:
            print(json.dumps(summary.to_dict()))
        else:
            print_summary(summary)
        return 1 if summary.violations else 0
    if args.command == "link-stats":
        result = link_stats(args.games, args.seed)
        if args.json:
            print(json.dumps(result))
        else:
            for players, chars in result["link_chars"].items():
                mean = result["link_chars_mean"][players]
                print(f"{players} players: longest link {chars} characters (mean {mean})")
        return 0
    if args.command == "simulate":
        summary = simulate(args.players, args.games, args.seed, args.variant)
        if args.json:
            print(json.dumps(summary))
        else:
            for key, value in summary.items():
                print(f"{key.replace('_', ' ')}: {value}")
        return 0
    rates = bench(args.seconds, args.seed)
    if args.json:
        print(json.dumps({"games_per_second": rates}))
    else:
        for players, rate in rates.items():
            print(f"{players} players: {rate} random games per second")
    return 0


if __name__ == "__main__":
    sys.exit(main())
