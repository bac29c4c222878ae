"""``trial``: hard's search judging its leaves with a trial fit of the learned evaluation.

A new evaluation is shipped only when hard with it beats hard with the shipped one by a
sequential test (docs/strength.md), and both must play in the same arena, in the same
process. So the trial level runs hard's own search (same budget, same candidates) while the
evaluation's models are those of the weights file named by ``FRANCHISE_TRIAL_WEIGHTS``
(default ``.cache/evaluation/trial.json``, where ``tools.research.fit_network --out`` puts
a trial fit): the models are swapped in each time its thinking resumes and swapped back
before it yields, so the other seats read the shipped weights.
"""

from __future__ import annotations

import os
from collections.abc import Generator
from pathlib import Path
from typing import TypeVar

from ..ai import learned
from ..ai.levels import Level, register
from ..ai.lookahead import BUDGET, ROUNDS, lookahead_search
from ..ai.screen import SCREENED

Result = TypeVar("Result")
_TRIAL: dict[int, learned.Model] = {}


def trial_weights() -> Path:
    """The trial's weights file."""
    return Path(os.environ.get("FRANCHISE_TRIAL_WEIGHTS", ".cache/evaluation/trial.json"))


def trial_models() -> dict[int, learned.Model]:
    """The trial's models, read on first use."""
    if not _TRIAL:
        path = trial_weights()
        if not path.exists():
            raise FileNotFoundError(
                f"no trial fit at {path}: write one with tools.research.fit_network --out {path}"
            )
        _TRIAL.update(learned.parse_weights(path.read_text()))
    return _TRIAL


def judged_by(
    models: dict[int, learned.Model], thinking: Generator[None, None, Result]
) -> Generator[None, None, Result]:
    """``thinking`` with the evaluation's models set to ``models`` while it runs."""
    while True:
        shipped = learned.swap_models(models)
        try:
            next(thinking)
        except StopIteration as done:
            return done.value
        finally:
            learned.swap_models(shipped)
        yield


#: The level judging with a trial fit; registered after the reference levels.
TRIAL_LEVEL = Level(
    "trial",
    "hard's search with a trial fit of the learned evaluation (FRANCHISE_TRIAL_WEIGHTS)",
    search=lambda game, rng, numbers: judged_by(
        trial_models(), lookahead_search(game, rng, *numbers)
    ),
    options=("playout moves", "rounds ahead", "candidates"),
    defaults=(BUDGET, ROUNDS, SCREENED),
)
register(TRIAL_LEVEL)
