"""Fit the learned evaluation (franchise/ai/learned.py) to the outcomes of self-play games.

    .venv/bin/python -m tools.research.fit_evaluation generate --games 4000 --seed 1 --minutes 13
    .venv/bin/python -m tools.research.fit_evaluation fit [--l2 1.0]

``generate`` plays games between a mix of cheap levels (random, easy, medium, greedy, and
hard at a small budget; 2 to 5 players, mostly 2 and 4) and appends each game (levels, seed,
moves, result) as a line to .cache/evaluation/games-SEED.jsonl, so a cut-off run keeps what
it played and features can change without playing again. Run it under the CPU lock in chunks
(``--minutes`` stops starting games after that long).

``fit`` replays every cached game and reads ``features.inputs`` before every move. Per player
count it fits (a) the win chances, a conditional logit: softmax over seats of sum((a + b *
progress) * input), by Newton's method on the log-likelihood of who won with a small L2 penalty
on standardised inputs; (b) each seat's final margin over its best rival by ridge regression on
the same inputs. Both also weigh each seat's level (``learned.SEAT_LEVELS``, two weights each:
hard wins from positions medium loses); 30% of seats are shown to the fit as ``unknown``, so it
learns the seat of a person, whose strength nobody knows. Games whose seed is a multiple of 5
are held out whole; the held-out log-loss, Brier and calibration error are printed beside the
constant 1/players and today's hand-made judge (``search.judge`` of every seat, normalised),
and then the model is refitted on every game and written, with the command that made it, to
franchise/ai/data/evaluation.json. Needs numpy (the ``dev`` extra of pyproject.toml).
"""

from __future__ import annotations

import argparse
import json
import random
import shlex
import sys
import time
from concurrent.futures import ProcessPoolExecutor

import numpy as np

from franchise import Game, Setup
from franchise.ai import choose
from franchise.ai.evaluation import values
from franchise.ai.features import INPUTS, inputs
from franchise.ai.learned import SEAT_LEVELS, UNKNOWN, seat_level
from franchise.core.moves import parse_move
from franchise.lab.calibration import Estimate, brier, calibration_error, log_loss
from franchise.lab.hard1 import judge
from tools import ROOT

CACHE = ROOT / ".cache" / "evaluation"
WEIGHTS = ROOT / "franchise" / "ai" / "data" / "evaluation.json"
PLAYER_COUNTS = {2: 40, 3: 15, 4: 35, 5: 10}
LEVEL_MIX = {"random": 4, "easy": 28, "medium": 40, "greedy": 16, "hard:2000": 12}
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
#: Share of seats whose level the fit does not see, so that it learns a person's seat too.
HIDE = 0.3


def play(seed: int) -> dict:
    """One game of a random table (drawn from ``seed``) played to the end."""
    draw = random.Random(f"table:{seed}")
    players = draw.choices(list(PLAYER_COUNTS), list(PLAYER_COUNTS.values()))[0]
    levels = draw.choices(list(LEVEL_MIX), list(LEVEL_MIX.values()), k=players)
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


def generate(games: int, seed: int, minutes: float, workers: int, command: str) -> None:
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
            pending.add(pool.submit(play, s))
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
                    pending.add(pool.submit(play, following))
    print(f"{played} games added to {target.relative_to(ROOT)} ({len(done) + played} in it)")


class Positions:
    """The inputs of every position of some games, grouped by player count."""

    def __init__(self) -> None:
        self.x: list[list[list[float]]] = []  # per position: per seat inputs
        self.late: list[float] = []
        self.result: list[list[float]] = []
        self.margin: list[list[float]] = []
        self.judged: list[list[float]] = []
        self.values_margin: list[list[float]] = []
        self.mover: list[int] = []
        self.levels: list[list[str]] = []  # per position: each seat's level, or UNKNOWN

    def arrays(self, levels_known: bool = True) -> tuple[np.ndarray, ...]:
        """The design (inputs, inputs times progress, each seat's level as indicators, the
        same times progress), progress, results and margins."""
        x = np.array(self.x, dtype=float)
        late = np.array(self.late)
        keys = [*SEAT_LEVELS, UNKNOWN]
        levels = np.zeros((*x.shape[:2], len(keys)))
        for p, seats in enumerate(self.levels):
            for s, level in enumerate(seats):
                levels[p, s, keys.index(level if levels_known else UNKNOWN)] = 1
        x = np.concatenate([x, levels], axis=2)
        design = np.concatenate([x, x * late[:, None, None]], axis=2)
        return design, late, np.array(self.result), np.array(self.margin)


def read_games(held_out: bool | None) -> list[dict]:
    games = []
    for path in sorted(CACHE.glob("games-*.jsonl")):
        for line in path.read_text().splitlines():
            game = json.loads(line)
            if held_out is None or (game["seed"] % 5 == 0) == held_out:
                games.append(game)
    return games


def positions(games: list[dict], baseline: bool, hide: float) -> dict[int, Positions]:
    """Every position before a move of ``games``, by player count; each seat's level is
    hidden (``UNKNOWN``, as a person's is) with probability ``hide``, for the whole game."""
    by_count: dict[int, Positions] = {}
    for record in games:
        n = len(record["levels"])
        draw = random.Random(f"hide:{record['seed']}")
        levels = [
            UNKNOWN if draw.random() < hide else seat_level(spec) for spec in record["levels"]
        ]
        table = by_count.setdefault(n, Positions())
        scores = record["scores"]
        share = 1 / len(record["winners"])
        result = [share if s in record["winners"] else 0.0 for s in range(n)]
        margin = [scores[s] - max(scores[o] for o in range(n) if o != s) for s in range(n)]
        game = Game(Setup(NAMES[:n], seed=record["seed"], first_player=0))
        for text in record["moves"]:
            state = game.state
            late, rows = inputs(state)
            table.x.append(rows)
            table.late.append(late)
            table.result.append(result)
            table.margin.append(margin)
            table.mover.append(state.current)
            table.levels.append(levels)
            if baseline:
                judged = [judge(state, s) for s in range(n)]
                table.judged.append([j / sum(judged) for j in judged])
                v = values(state)
                table.values_margin.append([v[s] - max(v[:s] + v[s + 1 :]) for s in range(n)])
            game.advance(parse_move(text))
    return by_count


def fit_logit(design: np.ndarray, result: np.ndarray, l2: float) -> np.ndarray:
    """Weights of the conditional logit, by Newton's method on standardised inputs."""
    scale = design.reshape(-1, design.shape[2]).std(axis=0)
    scale[scale == 0] = 1
    z = design / scale
    weights = np.zeros(z.shape[2])
    count = len(z)
    for _ in range(30):
        p = softmax(z @ weights)
        mean = np.einsum("ps,psk->pk", p, z)
        gradient = np.einsum("ps,psk->k", p - result, z) / count + l2 * weights / count
        weighted = (z * np.sqrt(p)[:, :, None]).reshape(-1, z.shape[2])
        hessian = (weighted.T @ weighted - mean.T @ mean) / count
        hessian += l2 * np.eye(len(weights)) / count
        step = np.linalg.solve(hessian, gradient)
        weights -= step
        if np.abs(step).max() < 1e-7:
            break
    return weights / scale


def fit_margin(design: np.ndarray, late: np.ndarray, margin: np.ndarray, l2: float) -> np.ndarray:
    """Ridge regression of the final margin on a constant, progress and the design."""
    full = margin_design(design, late)
    scale = full.std(axis=0)
    scale[0] = 1
    scale[scale == 0] = 1
    z = full / scale
    penalty = l2 * np.eye(z.shape[1])
    penalty[0, 0] = 0
    weights = np.linalg.solve(z.T @ z + penalty, z.T @ margin.reshape(-1))
    return weights / scale


def margin_design(design: np.ndarray, late: np.ndarray) -> np.ndarray:
    """One row per seat and position: 1, progress, then the design."""
    rows = design.reshape(-1, design.shape[2])
    progress = np.repeat(late, design.shape[1])
    return np.column_stack([np.ones(len(rows)), progress, rows])


def softmax(scores: np.ndarray) -> np.ndarray:
    e = np.exp(scores - scores.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


def figures(chances: np.ndarray, table: Positions) -> dict[str, float]:
    estimates = [
        Estimate(tuple(c), tuple(r), m)
        for c, r, m in zip(chances.tolist(), table.result, table.mover, strict=True)
    ]
    return {
        "log_loss": round(log_loss(estimates), 4),
        "brier": round(brier(estimates), 4),
        "calibration_error": round(calibration_error(estimates), 4),
    }


def margin_error(predicted: np.ndarray, actual: np.ndarray) -> float:
    return round(float(np.sqrt(np.mean((predicted - actual) ** 2))), 2)


def fit(l2: float, command: str) -> None:
    started = time.process_time()
    train = positions(read_games(held_out=False), baseline=False, hide=HIDE)
    test = positions(read_games(held_out=True), baseline=True, hide=0.0)
    report: dict[str, dict] = {}
    for n in sorted(test):
        design, late, result, margin = train[n].arrays()
        w = fit_logit(design, result, l2)
        m = fit_margin(design, late, margin, l2)
        t_design, t_late, t_result, t_margin = test[n].arrays()
        chances = softmax(t_design @ w)
        unknown = softmax(test[n].arrays(levels_known=False)[0] @ w)
        predicted = (margin_design(t_design, t_late) @ m).reshape(-1, n)
        report[str(n)] = {
            "train_positions": len(design),
            "held_out_positions": len(t_design),
            "learned": figures(chances, test[n]),
            "learned_levels_unknown": figures(unknown, test[n]),
            "judge": figures(np.array(test[n].judged), test[n]),
            "constant": figures(np.full(t_result.shape, 1 / n), test[n]),
            "margin_rmse": margin_error(predicted, t_margin),
            "values_margin_rmse": margin_error(np.array(test[n].values_margin), t_margin),
        }
        print(f"{n} players: {json.dumps(report[str(n)])}")
    everything = positions(read_games(held_out=None), baseline=False, hide=HIDE)
    models = {}
    for n, table in sorted(everything.items()):
        design, late, result, margin = table.arrays()
        w = fit_logit(design, result, l2).tolist()
        m = fit_margin(design, late, margin, l2).tolist()
        models[str(n)] = {"win": split(w), "margin": {"intercept": m[:2], **split(m[2:])}}
    data = {
        "command": command,
        "games_from": sorted(set((CACHE / "commands.txt").read_text().splitlines())),
        "inputs": list(INPUTS),
        "games": len(read_games(held_out=None)),
        "held_out": report,
        "models": models,
    }
    WEIGHTS.parent.mkdir(parents=True, exist_ok=True)
    WEIGHTS.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {WEIGHTS.relative_to(ROOT)} in {time.process_time() - started:.0f} s of CPU")


def split(weights: list[float]) -> dict:
    """Weights of the design's columns as the weights file names them."""
    k = len(INPUTS)
    levels = len(SEAT_LEVELS) + 1
    constant, progress = weights[: k + levels], weights[k + levels :]
    return {
        "constant": constant[:k],
        "progress": progress[:k],
        "levels": {
            level: [constant[k + i], progress[k + i]]
            for i, level in enumerate([*SEAT_LEVELS, UNKNOWN])
        },
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    gen = commands.add_parser("generate", help="play self-play games into the cache")
    gen.add_argument("--games", type=int, default=2000)
    gen.add_argument("--seed", type=int, default=1)
    gen.add_argument("--minutes", type=float, default=13.0, help="stop starting games after")
    gen.add_argument("--workers", type=int, default=2)
    fitting = commands.add_parser("fit", help="fit the weights to the cached games")
    fitting.add_argument("--l2", type=float, default=1.0)
    args = parser.parse_args()
    arguments = " ".join(shlex.quote(a) for a in sys.argv[1:])
    command = f"python -m tools.research.fit_evaluation {arguments}"
    if args.command == "generate":
        generate(args.games, args.seed, args.minutes, args.workers, command)
    else:
        fit(args.l2, command)
    return 0


if __name__ == "__main__":
    sys.exit(main())
