"""Fit the shown chances' correction (``learned.Shown``) to games between equals.

    .venv/bin/python -m tools.research.fit_shown [--write]

The learned evaluation was fitted mostly to games of cheap levels. Between equals it rates the
seat that has just moved too high and the seat to move too low: a 2-player game of hard
against hard zigzags (one seat reads 66, 39, 81, 41, 52, 36 ... as the turns alternate), which
is most of the 12 points a move its figure swings. The search compares turns of one mover, so
this does not change its choices; the figure a person reads does. So the chances every screen
shows get a correction of their own, fitted here: per player count and per reading (told the
seats' levels, or not), each seat's score becomes ``scale * score + level term + mover *
(a + b * progress)`` for the seat to move, a conditional logit of three weights fitted by
Newton's method (tools/research/logit.py) to the results of the games kept by ``python -m
franchise.lab chance-figures --even`` (.cache/even-tables): tables of hard (told) and of
people of unknown strength (not told). The games of ``--even`` runs from a seed of 100 or more
(``--seed 101``) are held out; the figures printed are theirs, before and after. Positions
where the mover can end the game at once are left out of the fit: the chances there are that
end's result. ``--write`` stores the
weights in franchise/ai/data/evaluation.json (``shown``) with the command and the figures.
Needs numpy (the ``dev`` extra of pyproject.toml).
"""

from __future__ import annotations

import argparse
import json
import shlex
import sys
from collections import defaultdict
from pathlib import Path

import numpy as np

from franchise.ai.learned import WEIGHTS_FILE, position_scores
from franchise.core.game import Game
from franchise.core.moves import parse_move
from franchise.core.setup import Setup
from franchise.lab.calibration import Estimate, brier, calibration_error, mean_change
from franchise.lab.even_tables import CACHE, NAMES
from franchise.readings.endings import best_ending
from tools import ROOT
from tools.research.logit import fit_logit, softmax

WEIGHTS = ROOT / "franchise" / "ai" / WEIGHTS_FILE
#: Which reading a kind of table is read with.
READING = {"hard": "told", "people": "unknown", "person-vs-hard": "told"}
#: The tables each reading's correction is fitted to: equals only.
FITTED = {"told": "hard", "unknown": "people"}


def positions(record: dict) -> list[dict]:
    """Every position of a kept game: each seat's score parts, and whether an end is exact."""
    players = record["players"]
    game = Game(Setup(NAMES[:players], seed=record["seed"], first_player=record["seed"] % players))
    found = []
    for text in record["moves"]:
        scores, levels, late = position_scores(game.state, tuple(record["told"]))
        ending = best_ending(game.state)
        found.append(
            {
                "scores": scores,
                "levels": levels,
                "late": late,
                "mover": game.current,
                "ending": None if ending is None else ending.shares,
            }
        )
        game.advance(parse_move(text))
    return found


def design(position: dict) -> np.ndarray:
    """The three inputs of every seat: its score, and for the seat to move 1 and progress."""
    rows = []
    for seat, score in enumerate(position["scores"]):
        moving = 1.0 if seat == position["mover"] else 0.0
        rows.append([score, moving, moving * position["late"]])
    return np.array(rows)


def shown(position: dict, weights: np.ndarray | None) -> tuple[float, ...]:
    """The chances shown at a position with ``weights`` (``None``: the reading as it was)."""
    w = np.array([1.0, 0.0, 0.0]) if weights is None else weights
    scores = design(position) @ w + np.array(position["levels"])
    read = softmax(scores[None, :])[0]
    ending = position["ending"]
    mover = position["mover"]
    if ending is not None and ending[mover] > read[mover]:
        return tuple(ending)
    return tuple(float(x) for x in read)


def figures(games: list[tuple[dict, list[dict]]], weights: np.ndarray | None) -> dict:
    series = [
        [Estimate(shown(p, weights), tuple(g["result"]), p["mover"]) for p in ps] for g, ps in games
    ]
    estimates = [e for s in series for e in s]
    return {
        "games": len(series),
        "positions": len(estimates),
        "calibration_error": round(100 * calibration_error(estimates), 1),
        "brier": round(brier(estimates), 4),
        "mean_change": round(100 * mean_change([[e.chances for e in s] for s in series]), 1),
    }


def held_out(record: dict) -> bool:
    """Whether a kept game is held out of the fit: played by a run from seed 100 or more."""
    return record["seed"] % 1000 >= 100


def kept_games() -> dict[tuple[str, int], list[tuple[dict, list[dict]]]]:
    """The kept games by (kind, players), each with its positions read."""
    games = defaultdict(list)
    for path in sorted((ROOT / CACHE).glob("*.jsonl")):
        for line in path.read_text().splitlines():
            record = json.loads(line)
            games[(record["kind"], record["players"])].append((record, positions(record)))
    return games


def fit(games: list[tuple[dict, list[dict]]]) -> np.ndarray:
    rows = [(design(p), g["result"]) for g, ps in games for p in ps if p["ending"] is None]
    x = np.array([r[0] for r in rows])
    y = np.array([r[1] for r in rows], dtype=float)
    return fit_logit(x, y, l2=1.0)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args()
    games = kept_games()
    fitted: dict[str, dict[str, list[float]]] = defaultdict(dict)
    report = {}
    for players in sorted({players for _, players in games}):
        for reading, kind in FITTED.items():
            train = [g for g in games.get((kind, players), []) if not held_out(g[0])]
            if not train:
                continue
            weights = fit(train)
            fitted[str(players)][reading] = [round(float(w), 5) for w in weights]
            print(f"{players} players, {reading}: weights {fitted[str(players)][reading]}")
        for kind, reading in READING.items():
            held = [g for g in games.get((kind, players), []) if held_out(g[0])]
            weights = fitted[str(players)].get(reading)
            if not held or weights is None:
                continue
            before = figures(held, None)
            after = figures(held, np.array(weights))
            report[f"{kind} {players}p"] = {"before": before, "after": after}
            print(f"  held out, {kind} {players}p: before {before}\n{'':24}after  {after}")
    if args.write:
        data = json.loads(WEIGHTS.read_text())
        data["shown"] = {
            "command": "python -m tools.research.fit_shown " + shlex.join(sys.argv[1:]),
            "held_out": report,
            "models": fitted,
        }
        WEIGHTS.write_text(json.dumps(data, indent=1) + "\n")
        print(f"wrote {Path(WEIGHTS).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
