"""Fit the learned evaluation (franchise/ai/learned.py) to the outcomes of self-play games.

    .venv/bin/python -m tools.research.fit_evaluation generate --games 4000 --seed 1 --minutes 13
    .venv/bin/python -m tools.research.fit_evaluation generate --mix hard --seed 2 --minutes 50
    .venv/bin/python -m tools.research.fit_evaluation fit [--strong-share 0.5] [--players 2]

``generate`` plays games between a mix of cheap levels (random, easy, medium, greedy, and
hard at a small budget; 2 to 5 players, mostly 2 and 4), or with ``--mix hard`` tables of
today's hard at the page's budget (the games the search itself plays), and appends each
game (levels, seed, moves, result) as a line to .cache/evaluation/games-SEED.jsonl, so a
cut-off run keeps what it played and features can change without playing again. Run it
under the CPU lock in chunks (``--minutes`` stops starting games after that long).

``fit`` replays every cached game and reads ``features.inputs`` before every move. Per player
count it fits (a) the win chances, a conditional logit: softmax over seats of sum((a + b *
progress) * input), by Newton's method on the log-likelihood of who won with a small L2 penalty
on standardised inputs; (b) each seat's final margin over its best rival by ridge regression on
the same inputs. Both also weigh each seat's level (``learned.SEAT_LEVELS``, two weights each:
hard wins from positions medium loses); 30% of seats are shown to the fit as ``unknown``, so it
learns the seat of a person, whose strength nobody knows (but never a seat of the ``hard`` mix:
tables where every seat plays alike would teach it that an unknown seat plays like hard). Games
whose seed is a multiple of 5 are held out whole; the held-out log-loss, Brier and calibration
error are printed beside the constant 1/players, the hand-made judge (``hard1.judge`` of every
seat, normalised) and the weights in the package (``shipped``), and then the model is refitted
on every game and written, with the command that made it, to franchise/ai/data/evaluation.json
(or ``--out``, for a trial). ``--strong-share`` weighs the positions of the ``hard`` mix's
games so that they carry that share of each fit (the math is tools/research/logit.py); the
held-out figures are also given for those games alone. ``--players`` fits only those player
counts and keeps the others' models, with their figures and the commands that made them
(``fitted_by``). Needs numpy (the ``dev`` extra of pyproject.toml).
"""

from __future__ import annotations

import argparse
import json
import random
import shlex
import sys
import time
from pathlib import Path

import numpy as np

from franchise import Game, Setup
from franchise.ai.evaluation import values
from franchise.ai.features import INPUTS, inputs
from franchise.ai.learned import SEAT_LEVELS, UNKNOWN, seat_level, win_chances
from franchise.core.moves import parse_move
from franchise.lab.calibration import Estimate, brier, calibration_error, log_loss
from franchise.lab.hard1 import judge
from tools import ROOT
from tools.research.logit import fit_logit, fit_margin, margin_design, softmax
from tools.research.selfplay import CACHE, MIXES, NAMES, PLAYER_COUNTS, generate

WEIGHTS = ROOT / "franchise" / "ai" / "data" / "evaluation.json"
#: Share of seats whose level the fit does not see, so that it learns a person's seat too.
HIDE = 0.3


class Positions:
    """The inputs of every position of some games, grouped by player count."""

    def __init__(self) -> None:
        self.x: list[list[list[float]]] = []  # per position: per seat inputs
        self.late: list[float] = []
        self.result: list[list[float]] = []
        self.margin: list[list[float]] = []
        self.judged: list[list[float]] = []
        self.shipped: list[tuple[float, ...]] = []  # the weights in the package, levels told
        self.values_margin: list[list[float]] = []
        self.mover: list[int] = []
        self.levels: list[list[str]] = []  # per position: each seat's level, or UNKNOWN
        self.strong: list[bool] = []  # per position: from a game of the ``hard`` mix

    def weights(self, strong_share: float | None) -> np.ndarray:
        """Each position's weight in the fit, so that the games of the ``hard`` mix carry
        ``strong_share`` of it (all 1 when ``None`` or when one kind is missing)."""
        strong = np.array(self.strong, dtype=bool)
        weights = np.ones(len(strong))
        if strong_share is not None and 0 < strong.sum() < len(strong):
            weights[strong] = strong_share / strong.sum()
            weights[~strong] = (1 - strong_share) / (~strong).sum()
            weights *= len(strong)
        return weights

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


def strong_game(record: dict) -> bool:
    """Whether every seat of a cached game was hard at the page's budget (the ``hard`` mix)."""
    return all(spec == "hard" for spec in record["levels"])


def positions(games: list[dict], baseline: bool, hide: float) -> dict[int, Positions]:
    """Every position before a move of ``games``, by player count; each seat's level is
    hidden (``UNKNOWN``, as a person's is) with probability ``hide``, for the whole game,
    except in games of the ``hard`` mix."""
    by_count: dict[int, Positions] = {}
    for record in games:
        n = len(record["levels"])
        draw = random.Random(f"hide:{record['seed']}")
        shown = strong_game(record)
        levels = [
            UNKNOWN if draw.random() < hide and not shown else seat_level(spec)
            for spec in record["levels"]
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
            table.strong.append(shown)
            if baseline:
                judged = [judge(state, s) for s in range(n)]
                table.judged.append([j / sum(judged) for j in judged])
                table.shipped.append(win_chances(state, record["levels"]))
                v = values(state)
                table.values_margin.append([v[s] - max(v[:s] + v[s + 1 :]) for s in range(n)])
            game.advance(parse_move(text))
    return by_count


def figures(chances: np.ndarray, table: Positions, strong: bool | None = None) -> dict[str, float]:
    """How well ``chances`` foretold the games' results: over every position, or only those
    of games of the ``hard`` mix (``strong=True``) or of the rest (``False``)."""
    estimates = [
        Estimate(tuple(c), tuple(r), m)
        for c, r, m, s in zip(
            chances.tolist(), table.result, table.mover, table.strong, strict=True
        )
        if strong is None or s == strong
    ]
    if not estimates:
        return {}
    return {
        "log_loss": round(log_loss(estimates), 4),
        "brier": round(brier(estimates), 4),
        "calibration_error": round(calibration_error(estimates), 4),
    }


def margin_error(predicted: np.ndarray, actual: np.ndarray) -> float:
    return round(float(np.sqrt(np.mean((predicted - actual) ** 2))), 2)


def fit(l2: float, strong_share: float | None, out: Path, tables: set[int], command: str) -> None:
    """Fit the models of the player counts ``tables`` and write them to ``out``, keeping the
    other counts' models as that file (or the package's) has them."""
    started = time.process_time()
    train = positions(read_games(held_out=False), baseline=False, hide=HIDE)
    test = positions(read_games(held_out=True), baseline=True, hide=0.0)
    report: dict[str, dict] = {}
    for n in sorted(tables & set(test)):
        design, late, result, margin = train[n].arrays()
        sample = train[n].weights(strong_share)
        w = fit_logit(design, result, l2, sample)
        m = fit_margin(design, late, margin, l2, sample)
        t_design, t_late, t_result, t_margin = test[n].arrays()
        chances = softmax(t_design @ w)
        unknown = softmax(test[n].arrays(levels_known=False)[0] @ w)
        predicted = (margin_design(t_design, t_late) @ m).reshape(-1, n)
        report[str(n)] = {
            "train_positions": len(design),
            "held_out_positions": len(t_design),
            "learned": figures(chances, test[n]),
            "learned_levels_unknown": figures(unknown, test[n]),
            "learned_hard_games": figures(chances, test[n], strong=True),
            "judge_hard_games": figures(np.array(test[n].judged), test[n], strong=True),
            "shipped": figures(np.array(test[n].shipped), test[n]),
            "shipped_hard_games": figures(np.array(test[n].shipped), test[n], strong=True),
            "judge": figures(np.array(test[n].judged), test[n]),
            "constant": figures(np.full(t_result.shape, 1 / n), test[n]),
            "margin_rmse": margin_error(predicted, t_margin),
            "values_margin_rmse": margin_error(np.array(test[n].values_margin), t_margin),
        }
        print(f"{n} players: {json.dumps(report[str(n)])}")
    everything = positions(read_games(held_out=None), baseline=False, hide=HIDE)
    models = {}
    for n, table in sorted(everything.items()):
        if n not in tables:
            continue
        design, late, result, margin = table.arrays()
        sample = table.weights(strong_share)
        w = fit_logit(design, result, l2, sample).tolist()
        m = fit_margin(design, late, margin, l2, sample).tolist()
        models[str(n)] = {"win": split(w), "margin": {"intercept": m[:2], **split(m[2:])}}
    made = {
        "command": command,
        "games_from": sorted(set((CACHE / "commands.txt").read_text().splitlines())),
        "games": len(read_games(held_out=None)),
    }
    data = merged(json.loads((out if out.exists() else WEIGHTS).read_text()), made, report, models)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {out} in {time.process_time() - started:.0f} s of CPU")


def merged(kept: dict, made: dict, report: dict, models: dict) -> dict:
    """A weights file with the models just ``made`` and, for the other player counts, the
    models, held-out figures and provenance (``fitted_by``) of the file ``kept``."""
    if kept["inputs"] != list(INPUTS) and set(kept["models"]) - set(models):
        raise SystemExit("the kept models were fitted to other features: refit every count")
    former = {key: kept[key] for key in ("command", "games_from", "games")}
    fitted_by = {n: kept.get("fitted_by", {}).get(n, former) for n in kept["models"]}
    fitted_by |= {n: made for n in models}
    return {
        **made,
        "inputs": list(INPUTS),
        "fitted_by": dict(sorted(fitted_by.items())),
        "held_out": dict(sorted((kept["held_out"] | report).items())),
        "models": dict(sorted((kept["models"] | models).items())),
    }


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
    gen.add_argument("--mix", choices=sorted(MIXES), default="cheap", help="the tables' levels")
    gen.add_argument("--minutes", type=float, default=13.0, help="stop starting games after")
    gen.add_argument("--workers", type=int, default=2)
    fitting = commands.add_parser("fit", help="fit the weights to the cached games")
    fitting.add_argument("--l2", type=float, default=1.0)
    fitting.add_argument(
        "--strong-share",
        type=float,
        help="the share of the fit carried by games of the hard mix (default: as many as played)",
    )
    fitting.add_argument(
        "--players",
        type=int,
        nargs="+",
        default=sorted(PLAYER_COUNTS),
        help="the player counts to fit; the others' models are kept (default: every count)",
    )
    fitting.add_argument(
        "--out", type=Path, default=WEIGHTS, help="where to write the weights (a trial's file)"
    )
    args = parser.parse_args()
    arguments = " ".join(shlex.quote(a) for a in sys.argv[1:])
    command = f"python -m tools.research.fit_evaluation {arguments}"
    if args.command == "generate":
        generate(args.games, args.seed, args.mix, args.minutes, args.workers, command)
    else:
        fit(args.l2, args.strong_share, args.out, set(args.players), command)
    return 0


if __name__ == "__main__":
    sys.exit(main())
