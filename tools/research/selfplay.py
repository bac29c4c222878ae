"""Self-play games for the learned evaluation's fit (``fit_evaluation generate``).

Each game is a table drawn from its seed: the player count from ``PLAYER_COUNTS``, each seat's
level from one of ``MIXES`` (cheap levels, or hard at the page's budget). A game is kept as its
levels, seed, moves and result, one JSON line in .cache/evaluation/games-SEED.jsonl, so a run
cut off keeps what it played and the features can change without playing again.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Iterator
from concurrent.futures import FIRST_COMPLETED, ProcessPoolExecutor, wait

from franchise import Game, Setup
from franchise.ai import choose
from franchise.core.moves import parse_move
from franchise.core.state import State
from franchise.lab.levels import REFERENCE_LEVELS
from tools import ROOT

CACHE = ROOT / ".cache" / "evaluation"
PLAYER_COUNTS = {2: 40, 3: 15, 4: 35, 5: 10}
#: The levels a table's seats are drawn from, and their weights, by the mix's name: cheap
#: levels spread the positions and teach the level terms; ``hard`` plays as the page does.
#: (``random`` and ``round-ahead`` are the laboratory's: importing it registers them.)
MIXES = {
    "cheap": {"random": 4, "easy": 28, "medium": 40, "round-ahead": 16, "hard:2000": 12},
    "hard": {"hard": 1},
}
assert {"random", "round-ahead"} <= {level.name for level in REFERENCE_LEVELS}
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


def play(seed: int, mix: str = "cheap") -> dict:
    """One game of a random table (drawn from ``seed`` and ``MIXES[mix]``) played to the end."""
    draw = random.Random(f"table:{seed}")
    players = draw.choices(list(PLAYER_COUNTS), list(PLAYER_COUNTS.values()))[0]
    weights = MIXES[mix]
    return played(seed, draw.choices(list(weights), list(weights.values()), k=players))


def played(seed: int, levels: list[str]) -> dict:
    """The cache's record of a game of ``levels`` by seat from ``seed``, played to the end."""
    game = Game(Setup(NAMES[: len(levels)], seed=seed, first_player=0))
    while not game.is_over():
        game.advance(choose(game, levels[game.current]))
    return {
        "seed": seed,
        "levels": levels,
        "moves": [str(m) for m in game.moves],
        "scores": list(game.state.influence),
        "winners": list(game.winners),
    }


def replay(record: dict) -> Iterator[State]:
    """The positions of a cached game: before every move, then the end (one state, changed
    in place between the yields)."""
    game = Game(Setup(NAMES[: len(record["levels"])], seed=record["seed"], first_player=0))
    for text in record["moves"]:
        yield game.state
        game.advance(parse_move(text))
    yield game.state


def cached_games(held_out: bool | None) -> list[dict]:
    """The cache's games: all of them (``None``), or the held-out fifth (seeds divisible by 5,
    ``True``) or the rest (``False``)."""
    games = []
    for path in sorted(CACHE.glob("games-*.jsonl")):
        for line in path.read_text().splitlines():
            game = json.loads(line)
            if held_out is None or (game["seed"] % 5 == 0) == held_out:
                games.append(game)
    return games


def generate(games: int, seed: int, mix: str, minutes: float, workers: int, command: str) -> None:
    CACHE.mkdir(parents=True, exist_ok=True)
    with (CACHE / "commands.txt").open("a") as log:
        log.write(command + "\n")
    target = CACHE / f"games-{seed}.jsonl"
    done = set()
    if target.exists():
        done = {json.loads(line)["seed"] for line in target.read_text().splitlines()}
    todo = [s for s in range(seed * 1_000_000, seed * 1_000_000 + games) if s not in done]
    deadline = time.monotonic() + 60 * minutes
    count = 0
    with ProcessPoolExecutor(workers) as pool, target.open("a") as out:
        pending = set()
        queue = iter(todo)
        for s in queue:
            pending.add(pool.submit(play, s, mix))
            if len(pending) >= 4 * workers:
                break
        while pending:
            finished, pending = wait(pending, return_when=FIRST_COMPLETED)
            for future in finished:
                out.write(json.dumps(future.result()) + "\n")
                out.flush()
                count += 1
                following = next(queue, None) if time.monotonic() < deadline else None
                if following is not None:
                    pending.add(pool.submit(play, following, mix))
    print(f"{count} games added to {target.relative_to(ROOT)} ({len(done) + count} in it)")
