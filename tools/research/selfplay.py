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
from concurrent.futures import ProcessPoolExecutor

from franchise import Game, Setup
from franchise.ai import choose
from tools import ROOT

CACHE = ROOT / ".cache" / "evaluation"
PLAYER_COUNTS = {2: 40, 3: 15, 4: 35, 5: 10}
#: The levels a table's seats are drawn from, and their weights, by the mix's name: cheap
#: levels spread the positions and teach the level terms; ``hard`` plays as the page does.
MIXES = {
    "cheap": {"random": 4, "easy": 28, "medium": 40, "greedy": 16, "hard:2000": 12},
    "hard": {"hard": 1},
}
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")


def play(seed: int, mix: str = "cheap") -> dict:
    """One game of a random table (drawn from ``seed`` and ``MIXES[mix]``) played to the end."""
    draw = random.Random(f"table:{seed}")
    players = draw.choices(list(PLAYER_COUNTS), list(PLAYER_COUNTS.values()))[0]
    weights = MIXES[mix]
    levels = draw.choices(list(weights), list(weights.values()), k=players)
    game = Game(Setup(NAMES[:players], seed=seed, first_player=0))
    while not game.is_over():
        game.advance(choose(game, levels[game.current]))
    return {
        "seed": seed,
        "levels": levels,
        "moves": [str(m) for m in game.moves],
        "scores": list(game.state.influence),
        "winners": list(game.winners),
    }


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
    played = 0
    with ProcessPoolExecutor(workers) as pool, target.open("a") as out:
        pending = set()
        queue = iter(todo)
        for s in queue:
            pending.add(pool.submit(play, s, mix))
            if len(pending) >= 4 * workers:
                break
        while pending:
            finished = next(iter(f for f in pending if f.done()), None)
            if finished is None:
                time.sleep(0.05)
                continue
            pending.remove(finished)
            out.write(json.dumps(finished.result()) + "\n")
            out.flush()
            played += 1
            if time.monotonic() < deadline:
                following = next(queue, None)
                if following is not None:
                    pending.add(pool.submit(play, following, mix))
    print(f"{played} games added to {target.relative_to(ROOT)} ({len(done) + played} in it)")
