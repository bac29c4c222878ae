"""``python -m franchise.lab labels``: the search's own value of the corpus's positions, kept.

    python -m franchise.lab labels --minutes N [--players 2,4] [--budget 12000] [--workers 1]
        [--cluster ADDRESS]

A finished game labels each of its sixty positions once, and with one bit that all of them
share: who won. A search labels one position in a fraction of a second, and says how it stands
(issue 67, item 3). The label of a position is what hard's search expects from it between
equals: ``lookahead_search`` at ``--budget`` moves, judging each lookahead's end by the learned
evaluation's chances with every seat read as hard (the teacher's reading) instead of hard's own
utility (chance and margin), so the values are chances; the label is every seat's mean judged
chance over the trials of the turn the search keeps (``Analysis.win_chances``), and a turn that
wins outright labels its position exactly (1 for the mover). The lookaheads are six rounds deep,
so a label is the evaluation read later in the game, after hard's turn and the policy's play.
That is not yet a chance between equals: the mover has had hard's turn and the rivals only the
policy's, and six rounds on the game looks more decided than it is. Over the corpus the labels
gave the mover 60% where movers won 51% (2 players), so a fit calibrates them against who won
before it learns from them (tools/research/fit_equals.py: a temperature of about 2.4 and a
mover's offset). Calibrated so, they predict the results of held-out games better than the
shipped evaluation does. The ``confirmed`` method reads the chosen turn's value from fresh
lookaheads instead (the survivor's trials are the best of sixteen noisy means); its labels were
no better calibrated, so the survivor's trials are the default.

Labels are kept like the games (``corpus.append_lines``): ``franchise/lab/data/labels/
players-N.jsonl.gz``, one line per game (its corpus key, the budget, the method, the engine's
version and each position's label, ``null`` where the position is not a turn). A run labels
games that have no labels of its method at its budget yet, in the corpus's order, and keeps
each as soon as it is done; it lowers its priority like the self-play.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from collections.abc import Iterator
from enum import StrEnum
from pathlib import Path

from ..ai.chances import equals
from ..ai.learned import win_chances
from ..ai.levels import run
from ..ai.lookahead import BUDGET, ROUNDS, lookahead_search, played_ahead
from ..core.game import Game
from ..core.moves import Move, parse_move
from ..core.rules import play
from ..core.state import Phase
from ..values import valueclass
from .corpus import (
    CORPUS,
    PACKAGE,
    CorpusGame,
    append_lines,
    engine_version,
    kept_lines,
    read_games,
    table_file,
)
from .selfplay import NICENESS
from .workers import Runner, as_finished

#: Where the repository keeps its labels.
LABELS = PACKAGE / "lab" / "data" / "labels"
#: Decimals a label keeps: a hundredth of a point is finer than any search's noise.
DECIMALS = 4
#: Fresh lookaheads of the chosen turn that make a label: about 7% of the page's budget.
CONFIRMING = 64


class Method(StrEnum):
    """How a label is read from the search."""

    #: The mean of the survivor's own trials.
    SURVIVOR = "survivor"
    #: The mean of ``CONFIRMING`` fresh lookaheads of the turn the search chose.
    CONFIRMED = "confirmed"


Key = tuple[int, str, tuple[str, ...], int]
Label = tuple[float, ...] | None


@valueclass
class GameLabels:
    """The labels of one corpus game's positions (before each move), by one search budget."""

    key: Key
    budget: int
    engine: str
    values: tuple[Label, ...]
    method: Method = Method.SURVIVOR

    def to_json(self) -> str:
        players, variant, specs, seed = self.key
        return json.dumps(
            {
                "key": [players, variant, list(specs), seed],
                "budget": self.budget,
                "method": self.method,
                "engine": self.engine,
                "values": [list(value) if value else None for value in self.values],
            },
            separators=(",", ":"),
        )

    @classmethod
    def from_json(cls, line: str) -> GameLabels:
        data = json.loads(line)
        players, variant, specs, seed = data["key"]
        return cls(
            key=(players, variant, tuple(specs), seed),
            budget=data["budget"],
            engine=data["engine"],
            values=tuple(tuple(value) if value else None for value in data["values"]),
            method=Method(data.get("method", Method.SURVIVOR)),
        )


def read_labels(folder: Path = LABELS, players: int | None = None) -> Iterator[GameLabels]:
    """Every game's labels kept in ``folder`` (of one player count, or all)."""
    return map(GameLabels.from_json, kept_lines(folder, players))


def position_label(
    game: Game, budget: int, rng: random.Random, method: Method = Method.SURVIVOR
) -> tuple[float, ...]:
    """What hard's search, judging between equals, expects every seat's chance to be."""
    reading = equals(game.players)
    found = run(
        lookahead_search(game, rng, budget, ROUNDS, judge=lambda state: win_chances(state, reading))
    )
    if method is Method.CONFIRMED and found.playouts:  # no playouts: an outright win, exact
        return confirmed(game, found.move, rng)
    return tuple(round(chance, DECIMALS) for chance in found.win_chances)


def confirmed(game: Game, move: Move, rng: random.Random) -> tuple[float, ...]:
    """Every seat's mean chance between equals over ``CONFIRMING`` fresh lookaheads of
    ``move``, as deep as the search's."""
    reading = equals(game.players)
    totals = [0.0] * game.players
    for _ in range(CONFIRMING):
        state = game.state.copy()
        play(state, move)
        run(played_ahead(state, 1, ROUNDS * game.players, rng))
        for seat, chance in enumerate(win_chances(state, reading)):
            totals[seat] += chance
    return tuple(round(total / CONFIRMING, DECIMALS) for total in totals)


def label_game(
    game: CorpusGame, budget: int, engine: str, method: Method = Method.SURVIVOR
) -> GameLabels:
    """Every position of ``game`` labelled (``None`` where it is not a turn); each search is
    seeded by the game and the move, so a label is the same on every machine."""
    replayed = Game(game.setup())
    values: list[Label] = []
    for index, text in enumerate(game.moves):
        if replayed.state.phase is Phase.TURN:
            rng = random.Random(f"label:{game.seed}:{index}")
            values.append(position_label(replayed, budget, rng, method))
        else:
            values.append(None)
        replayed.advance(parse_move(text))
    return GameLabels(game.key, budget, engine, tuple(values), method)


def label_corpus(
    minutes: float,
    tables: list[int],
    budget: int = BUDGET,
    workers: int = 1,
    corpus: Path = CORPUS,
    folder: Path = LABELS,
    niceness: int = NICENESS,
    log: bool = True,
    method: Method = Method.SURVIVOR,
    runner: Runner | None = None,
) -> dict[str, int]:
    """Label the corpus's games that have no labels of ``method`` at ``budget`` until
    ``minutes`` have passed (the games under way are finished); returns the games and
    positions labelled."""
    engine = engine_version()
    done = {
        (labels.key, labels.budget) for labels in read_labels(folder) if labels.method is method
    }
    waiting = [
        game
        for players in tables
        for game in read_games(corpus, players)
        if (game.key, budget) not in done
    ]
    deadline = time.monotonic() + 60 * minutes
    counted = {"games": 0, "positions": 0}

    def over() -> bool:
        return time.monotonic() >= deadline

    os.nice(niceness)  # the worker processes inherit it
    jobs = ((label_game, (game, budget, engine, method)) for game in waiting)
    for labels, _seconds in as_finished(jobs, workers, over, runner):
        append_lines(table_file(folder, labels.key[0]), [labels.to_json()])
        counted["games"] += 1
        counted["positions"] += sum(value is not None for value in labels.values)
        if log:
            print(f"labelled {labels.key[0]} players, seed {labels.key[3]}", flush=True)
    return counted


def add_parser(commands: argparse._SubParsersAction) -> None:
    parser = commands.add_parser("labels", help="label the corpus's positions by the search")
    parser.add_argument("--minutes", type=float, required=True, help="stop after this long")
    parser.add_argument("--players", default="2,4", help="player counts to label")
    parser.add_argument("--budget", type=int, default=BUDGET, help="the search's moves")
    parser.add_argument("--workers", type=int, default=1, help="games labelled at once")
    parser.add_argument(
        "--cluster", help="label on a Ray cluster: auto, ray://HOST:10001 or local (extra)"
    )
    parser.add_argument("--method", type=Method, default=Method.SURVIVOR, choices=list(Method))


def main(args: argparse.Namespace, runner: Runner | None = None) -> int:
    tables = [int(count) for count in args.players.split(",")]
    done = label_corpus(args.minutes, tables, args.budget, args.workers, method=args.method)
    print(f"{done['games']} games ({done['positions']} positions) labelled")
    for players in range(2, 6):
        kept = [
            labels
            for labels in read_labels(players=players)
            if labels.budget == args.budget and labels.method is args.method
        ]
        if kept:
            positions = sum(value is not None for labels in kept for value in labels.values)
            print(f"{players} players: {len(kept)} games, {positions} positions labelled")
    return 0
