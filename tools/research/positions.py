"""The cached self-play games (tools/research/selfplay.py) read as positions for the fits of
tools/research/fit_evaluation.py: the inputs of every position before a move, by player count,
with each seat's level, the game's result and margins, and (for the held-out report) what the
hand-made judge and the shipped weights said of it.
"""

from __future__ import annotations

import random

import numpy as np

from franchise.ai.evaluation import values
from franchise.ai.features import inputs
from franchise.ai.learned import SEAT_LEVELS, UNKNOWN, seat_level, win_chances
from franchise.core.state import Phase
from franchise.lab.hard1 import judge
from tools.research.selfplay import replay

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
        self.shipped_unknown: list[tuple[float, ...]] = []  # the same, every seat unknown
        self.values_margin: list[list[float]] = []
        self.mover: list[int] = []
        self.levels: list[list[str]] = []  # per position: each seat's level, or UNKNOWN
        self.strong: list[bool] = []  # per position: from a game of the ``hard`` mix
        self.game: list[int] = []  # per position: the seed of its game

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
        for state in replay(record):
            if state.phase is Phase.OVER:
                break
            late, rows = inputs(state)
            table.x.append(rows)
            table.late.append(late)
            table.result.append(result)
            table.margin.append(margin)
            table.mover.append(state.current)
            table.levels.append(levels)
            table.strong.append(shown)
            table.game.append(record["seed"])
            if baseline:
                judged = [judge(state, s) for s in range(n)]
                table.judged.append([j / sum(judged) for j in judged])
                table.shipped.append(win_chances(state, record["levels"]))
                table.shipped_unknown.append(win_chances(state))
                v = values(state)
                table.values_margin.append([v[s] - max(v[:s] + v[s + 1 :]) for s in range(n)])
    return by_count
