"""The learned evaluation: win chances and margins read from a position in microseconds.

Weights were fitted to the outcomes of self-play games (tools/research/fit_evaluation.py; the
file ``data/evaluation.json`` records the commands that made it and its held-out figures), one
model per player count: games of cheap levels, which spread the positions and teach the level
terms, and for 2 players also games of hard at the page's budget, the play a search meets,
weighted to carry half of the fit (hard with that model beat hard with one fitted to cheap
games alone by +78 Elo; at 4 players such a refit was not better; docs/strength.md). Each seat
gets a score, sum((a + b * progress) * input) over the inputs of ``features.inputs``; the win
chances are the softmax of the scores (a conditional logit), and the final margin over the best
rival is a linear function of the same inputs. A finished game is read as it ended. A model
may also carry a hidden layer added to each seat's win score (``Network``, fitted by
tools/research/fit_network.py); none ships yet, as hard searched worse with every one tried
(docs/strength.md, issue 55).

Who sits in a seat matters as much as the position: from the same board, hard beats medium
nearly always. So each seat's score also gets a term for its level (``SEAT_LEVELS``, with
two weights each like the inputs); a seat whose level is not known (a person, or a level the
fit never saw) gets the ``unknown`` term, learned from seats whose level the fit was not shown.
Where a model was fitted partly to hard's own games, the chances told any seat's level come
from a second logit (``told``): the one fitted before to cheap games alone. Hard's tables,
every seat alike, say nothing of how levels compare, and the board weights bent toward them
left the chances of hard against medium too timid (off by 4.3 points against 0.6), as did a
refit to today's cheap games alone (docs/strength.md). The search reads every seat as
unknown, so it always uses the first. A table of equals, every seat told ``EQUAL_LEVEL`` (the
teacher's figure), has a logit of its own where the weights carry one (``equals``): fitted to
hard's self-play kept in the corpus, to who won and to what hard's search expects of each
position (tools/research/fit_equals.py, franchise/lab/labels.py).

- ``win_chances(state, levels=None)``: every seat's chance to win, adding up to 1; ``levels``
  names each seat's computer level or ``None`` for a person (all unknown when omitted).
- ``margins(state)`` / ``margin(state, seat)``: the expected final margin over the best rival.
- ``utilities(state)`` / ``utility(state, seat)``: what a searcher maximises, in [0, 1], on
  the scale of a finished playout's reward (``outcome.reward``: the win, then the margin), so
  a search can stop a playout early and score the leaf with it.
The weights are read once, on first use, from beside this module (from a folder or app.zip).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from itertools import repeat
from operator import add, mul

from ..core.packaged import read_beside
from ..core.state import Phase, State
from ..values import valueclass
from .features import INPUTS, inputs
from .outcome import MARGIN_SCALE, WIN_WEIGHT, win_shares

WEIGHTS_FILE = "data/evaluation.json"
#: Levels whose strength the model knows, by the names its weights have for them (the keys of
#: ``levels`` in data/evaluation.json); any other seat counts as ``UNKNOWN``.
SEAT_LEVELS = ("random", "easy", "medium", "greedy", "hard")
#: Levels the weights know by a former name, until the model is refitted: the laboratory's
#: ``round-ahead`` was ``greedy`` when the games it was fitted on were played (and games kept
#: from then still name it so: both read as the same key).
WEIGHT_KEYS = {"round-ahead": "greedy"}
UNKNOWN = "unknown"
#: The level every seat of a table of equals is read as (the teacher's figure,
#: ``chances.teacher_chances``): the strongest computer the page offers, so the figure says
#: who stands better when nobody plays worse than the best.
EQUAL_LEVEL = "hard"
#: Each seat's level (``None``: a person) as given to the evaluation.
Levels = Sequence[str | None] | None
_OVER = Phase.OVER


#: Levels the model was not fitted on, read as the known level they search like: ``expert``
#: is hard's search with a larger budget, so its seats count as hard's until the model is
#: refitted on its games (it then underrates them a little); ``hard-no-wins`` is hard's search
#: without taking outright wins (the laboratory's baseline for that change).
LIKE_LEVELS = {"expert": "hard", "hard-no-wins": "hard"}


def seat_level(spec: str | None) -> str:
    """The key of a level spec among ``SEAT_LEVELS`` (``hard:2000`` is hard), else unknown."""
    name = (spec or "").split(":")[0]
    name = WEIGHT_KEYS.get(name, LIKE_LEVELS.get(name, name))
    return name if name in SEAT_LEVELS else UNKNOWN


@valueclass
class Logit:
    """The win chances' weights: each input's at the start and its change by the end
    (``progress``), and ``level -> (weight at the start, change by the end)`` of a seat of
    that level."""

    start: tuple[float, ...]
    progress: tuple[float, ...]
    levels: dict[str, tuple[float, float]]


@valueclass
class Network:
    """A hidden layer added to a seat's win score (tools/research/fit_network.py): ``out ·
    relu(hidden · z + bias)``, where ``z`` is the seat's inputs, the game's progress and its
    level as indicators (``SEAT_LEVELS``, then unknown). It reads what a weighted sum cannot:
    money counts when a majority is one increase away and the seat moves next. The level
    indicators are folded into a bias per level when the weights are read (``_network``), so
    a unit costs one product of the inputs and progress."""

    hidden: tuple[tuple[float, ...], ...]
    biases: dict[str, tuple[float, ...]]
    out: tuple[float, ...]

    def score(self, row: list[float], late: float, level: str) -> float:
        z = [*row, late]
        total = 0.0
        for weights, bias, out in zip(self.hidden, self.biases[level], self.out, strict=True):
            unit = bias + sum(map(mul, weights, z))
            if unit > 0:
                total += out * unit
        return total


@valueclass
class Model:
    """The weights for one player count: the win chances (``told``: when some seat's level is
    known; ``network``: a hidden layer added to both, where the fit has one) and the margin,
    like ``Logit``'s."""

    win: Logit
    told: Logit
    margin_intercept: tuple[float, float]
    margin_start: tuple[float, ...]
    margin_progress: tuple[float, ...]
    margin_levels: dict[str, tuple[float, float]]
    network: Network | None = None
    #: The chances at a table of equals (every seat told ``EQUAL_LEVEL``: the teacher's
    #: figure), where a fit to the search's labels of hard's own games has them
    #: (tools/research/fit_equals.py); ``told`` reads them elsewhere.
    equals: Logit | None = None


_KEYS = (*SEAT_LEVELS, UNKNOWN)


@valueclass
class Evaluation:
    """Every seat's chance to win and expected final margin over its best rival."""

    chances: tuple[float, ...]
    margins: tuple[float, ...]


_MODELS: dict[int, Model] = {}


def models() -> dict[int, Model]:
    """The model of every player count, read from the weights file on first use."""
    if not _MODELS:
        _MODELS.update(parse_weights(read_beside(__name__, WEIGHTS_FILE)))
    return _MODELS


def use_weights(text: str) -> None:
    """Read the chances with the weights ``text`` from now on (a trial fit, in the lab)."""
    swap_models(parse_weights(text))


def swap_models(new: dict[int, Model]) -> dict[int, Model]:
    """Judge with the models ``new`` from now on; returns the models judged with until now
    (the laboratory's ``trial`` level swaps a trial fit in and out around its search)."""
    former = dict(models())
    _MODELS.clear()
    _MODELS.update(new)
    return former


def parse_weights(text: str) -> dict[int, Model]:
    """The models in a weights file; ``ValueError`` when it was fitted to other inputs."""
    data = json.loads(text)
    if tuple(data["inputs"]) != INPUTS:
        raise ValueError("the evaluation weights were fitted to other features: refit them")
    result = {}
    for players, model in data["models"].items():
        margin = model["margin"]
        result[int(players)] = Model(
            _logit(model["win"]),
            _logit(model.get("win_told", model["win"])),
            (margin["intercept"][0], margin["intercept"][1]),
            tuple(margin["constant"]),
            tuple(margin["progress"]),
            {level: (c, p) for level, (c, p) in margin["levels"].items()},
            _network(model.get("network")),
            _equals(model.get("win_equals")),
        )
    return result


def _network(weights: dict | None) -> Network | None:
    if weights is None:
        return None
    inputs = len(INPUTS) + 1  # the inputs and progress; the level indicators follow
    hidden = weights["hidden"]
    return Network(
        tuple(tuple(row[:inputs]) for row in hidden),
        {
            key: tuple(b + row[inputs + k] for b, row in zip(weights["bias"], hidden, strict=True))
            for k, key in enumerate(_KEYS)
        },
        tuple(weights["out"]),
    )


def _equals(weights: dict | None) -> Logit | None:
    """The logit of a table of equals: its level term is the same for every seat, so it is
    none (a softmax does not see a term every seat shares)."""
    if weights is None:
        return None
    return Logit(tuple(weights["constant"]), tuple(weights["progress"]), {EQUAL_LEVEL: (0, 0)})


def _logit(weights: dict) -> Logit:
    return Logit(
        tuple(weights["constant"]),
        tuple(weights["progress"]),
        {level: (c, p) for level, (c, p) in weights["levels"].items()},
    )


def evaluate(state: State, levels: Levels = None) -> Evaluation:
    """Chances and margins of every seat, from one reading of the features; ``levels``:
    each seat's level spec, ``None`` for a person (all unknown when omitted)."""
    if state.phase == _OVER:
        scores = state.influence
        return Evaluation(tuple(win_shares(state)), tuple(_margins_of(scores)))
    model = models()[state.players]
    late, rows = inputs(state)
    keys, logit = [UNKNOWN] * len(rows), model.win
    if levels:
        keys = [seat_level(spec) for spec in levels]
        if model.equals is not None and all(key == EQUAL_LEVEL for key in keys):
            logit = model.equals
        elif any(key != UNKNOWN for key in keys):
            logit = model.told
    win = _mixed(logit.start, logit.progress, late)
    scores = [
        sum(map(mul, win, row)) + _term(logit.levels[key], late)
        for row, key in zip(rows, keys, strict=True)
    ]
    if model.network is not None:
        scores = [
            s + model.network.score(row, late, key)
            for s, row, key in zip(scores, rows, keys, strict=True)
        ]
    top = max(scores)
    exps = [math.exp(s - top) for s in scores]
    total = sum(exps)
    weights = _mixed(model.margin_start, model.margin_progress, late)
    base = model.margin_intercept[0] + model.margin_intercept[1] * late
    return Evaluation(  # tuples of lists, not of generators: faster to build
        tuple([e / total for e in exps]),
        tuple(
            [
                base + sum(map(mul, weights, row)) + _term(model.margin_levels[key], late)
                for row, key in zip(rows, keys, strict=True)
            ]
        ),
    )


def _mixed(start: Sequence[float], change: Sequence[float], late: float) -> list[float]:
    """``start[i] + change[i] * late`` for every i: the weights at this point of the game,
    mapped in C (the operators in the same order, so the same floats)."""
    return list(map(add, start, map(mul, change, repeat(late, len(change)))))


def _term(weights: tuple[float, float], late: float) -> float:
    return weights[0] + weights[1] * late


def win_chances(state: State, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's chance to win (adding up to 1)."""
    return evaluate(state, levels).chances


def margins(state: State, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's expected final score minus its best rival's."""
    return evaluate(state, levels).margins


def margin(state: State, seat: int, levels: Levels = None) -> float:
    """``seat``'s expected final score minus its best rival's."""
    return evaluate(state, levels).margins[seat]


def utilities(state: State, levels: Levels = None) -> tuple[float, ...]:
    """Every seat's value in [0, 1]: ``WIN_WEIGHT`` times its chance plus the rest times a
    logistic of its margin, like a finished playout's ``outcome.reward``."""
    judged = evaluate(state, levels)
    return tuple(
        [
            WIN_WEIGHT * chance + (1 - WIN_WEIGHT) / (1 + math.exp(-m / MARGIN_SCALE))
            for chance, m in zip(judged.chances, judged.margins, strict=True)
        ]
    )


def utility(state: State, seat: int, levels: Levels = None) -> float:
    """``seat``'s value in [0, 1] (see ``utilities``)."""
    return utilities(state, levels)[seat]


def _margins_of(scores: list[int]) -> list[float]:
    """Each score minus the best other score."""
    ranked = sorted(scores)
    top, second = ranked[-1], ranked[-2]
    return [float(s - (second if s == top else top)) for s in scores]
