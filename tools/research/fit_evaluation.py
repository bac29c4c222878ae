"""Fit the learned evaluation (franchise/ai/learned.py) to the outcomes of self-play games.

    .venv/bin/python -m tools.research.fit_evaluation generate --games 4000 --seed 1 --minutes 13
    .venv/bin/python -m tools.research.fit_evaluation generate --mix hard --seed 2 --minutes 50
    .venv/bin/python -m tools.research.fit_evaluation fit [--strong-share 0.5] [--players 2]

``generate`` plays games between a mix of cheap levels (random, easy, medium, round-ahead, and
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
held-out figures are also given for those games alone. ``--told-from FILE`` takes the logit
for chances told the seats' levels (``learned.Model.told``) from an earlier weights file
(``WeightsFile`` says why). ``--players`` fits only those player counts and keeps the others'
models, with their figures and the commands that made them (``fitted_by``). Needs numpy (the
``dev`` extra of pyproject.toml).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
import time
from pathlib import Path

import numpy as np

from franchise.ai.features import INPUTS
from franchise.ai.learned import SEAT_LEVELS, UNKNOWN
from franchise.lab.calibration import Estimate, brier, calibration_error, log_loss
from tools import ROOT
from tools.research.logit import fit_logit, fit_margin, margin_design, softmax
from tools.research.positions import HIDE, Positions, positions
from tools.research.selfplay import CACHE, MIXES, PLAYER_COUNTS, cached_games, generate

WEIGHTS = ROOT / "franchise" / "ai" / "data" / "evaluation.json"


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


class WeightsFile:
    """A weights file whose logit for chances told the levels a fit takes over (``--told-from``).

    A fit weighted toward hard's games left the chances of hard against medium too timid (off
    by 4.3 points against 0.6), and so did a fit to today's cheap games alone (3.7 against 0.3
    over 120 games): the per-seat level terms cannot say that hard beats medium more surely
    than it beats greedy. The former fit's can, so the page's chances keep them."""

    def __init__(self, path: Path) -> None:
        self.data = json.loads(path.read_text())

    def told(self, players: int) -> dict:
        model = self.data["models"][str(players)]
        return model.get("win_told", model["win"])

    def provenance(self, players: int) -> dict:
        made = self.data.get("fitted_by", {}).get(str(players))
        made = made or {key: self.data[key] for key in ("command", "games_from", "games")}
        return made.get("win_told_from", {}).get(str(players), made)


def margin_error(predicted: np.ndarray, actual: np.ndarray) -> float:
    return round(float(np.sqrt(np.mean((predicted - actual) ** 2))), 2)


def fit(
    l2: float,
    strong_share: float | None,
    out: Path,
    tables: set[int],
    command: str,
    told_from: WeightsFile | None = None,
) -> None:
    """Fit the models of the player counts ``tables`` and write them to ``out``, keeping the
    other counts' models as that file (or the package's) has them; with ``told_from``, the
    chances told the seats' levels are that file's (``learned.Model.told``)."""
    started = time.process_time()
    train = positions(cached_games(held_out=False), baseline=False, hide=HIDE)
    test = positions(cached_games(held_out=True), baseline=True, hide=0.0)
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
    games = cached_games(held_out=None)
    everything = positions(games, baseline=False, hide=HIDE)
    models = {}
    for n, table in sorted(everything.items()):
        if n not in tables:
            continue
        design, late, result, margin = table.arrays()
        sample = table.weights(strong_share)
        w = fit_logit(design, result, l2, sample).tolist()
        m = fit_margin(design, late, margin, l2, sample).tolist()
        models[str(n)] = {"win": split(w), "margin": {"intercept": m[:2], **split(m[2:])}}
        if told_from is not None:
            models[str(n)]["win_told"] = told_from.told(n)
    made = {
        "command": command,
        "games_from": sorted(set((CACHE / "commands.txt").read_text().splitlines())),
        "games": len(games),
    }
    if told_from is not None:
        made["win_told_from"] = {str(n): told_from.provenance(n) for n in sorted(tables)}
    data = merged(json.loads((out if out.exists() else WEIGHTS).read_text()), made, report, models)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(json.dumps(data, indent=1) + "\n")
    print(f"wrote {out} in {time.process_time() - started:.0f} s of CPU")


def merged(kept: dict, made: dict, report: dict, models: dict) -> dict:
    """A weights file with the models just ``made`` and, for the other player counts, the
    models, held-out figures and provenance (``fitted_by``) of the file ``kept``."""
    if kept["inputs"] != list(INPUTS) and set(kept["models"]) - set(models):
        raise SystemExit("the kept models were fitted to other features: refit every count")
    former = {key: kept[key] for key in ("command", "games_from", "games") if key in kept}
    fitted_by = {n: kept.get("fitted_by", {}).get(n, former) for n in kept["models"]}
    fitted_by |= {n: made for n in models}
    return {
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
        "--told-from",
        type=Path,
        help="a weights file whose chances told the seats' levels to keep (default: fit them)",
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
        told = WeightsFile(args.told_from) if args.told_from else None
        fit(args.l2, args.strong_share, args.out, set(args.players), command, told)
    return 0


if __name__ == "__main__":
    sys.exit(main())
