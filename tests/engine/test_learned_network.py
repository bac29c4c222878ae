"""The learned evaluation's hidden layer (``learned.Network``) and the laboratory's ``trial``
level, which judges with a trial fit inside hard's search."""

from __future__ import annotations

import json
import math
import random

import pytest

from franchise.ai import choose, learned
from franchise.ai.features import INPUTS, inputs
from franchise.ai.learned import SEAT_LEVELS, UNKNOWN, WEIGHTS_FILE, parse_weights, win_chances
from franchise.core.packaged import read_beside
from franchise.lab import trial

from .positions import money, put, turn_game

LEVELS = [*SEAT_LEVELS, UNKNOWN]


def with_network(out_scale: float, seed: int = 1) -> tuple[str, dict]:
    """The shipped weights with a random hidden layer of 5 units added to every model."""
    data = json.loads(read_beside("franchise.ai.learned", WEIGHTS_FILE))
    for model in data["models"].values():
        model.pop("network", None)
    draw = random.Random(seed)
    width = len(INPUTS) + 1 + len(LEVELS)
    network = {
        "hidden": [[draw.gauss(0, 0.3) for _ in range(width)] for _ in range(5)],
        "bias": [draw.gauss(0, 0.3) for _ in range(5)],
        "out": [out_scale * draw.gauss(0, 1) for _ in range(5)],
    }
    for model in data["models"].values():
        model["network"] = network
    return json.dumps(data), network


def position():
    game = turn_game(3, current=1)
    for seat, place in enumerate(("chicago", "atlanta", "denver")):
        put(game, seat, place, seat + 1)
    money(game, 2, 17)
    return game.state


def reference(network: dict, row: list[float], late: float, level: str) -> float:
    """The hidden layer's term as the fit defines it, on the full ``z``."""
    z = [*row, late, *(float(level == key) for key in LEVELS)]
    total = 0.0
    for weights, bias, out in zip(network["hidden"], network["bias"], network["out"], strict=True):
        total += out * max(0.0, bias + sum(w * x for w, x in zip(weights, z, strict=True)))
    return total


@pytest.fixture
def restored():
    shipped = dict(learned.models())
    yield
    learned.swap_models(shipped)


@pytest.mark.usefixtures("restored")
@pytest.mark.parametrize("levels", [None, ("hard", None, "medium")])
def test_the_hidden_layer_adds_its_term_to_each_seats_score(levels):
    state = position()
    learned.use_weights(with_network(out_scale=0.0)[0])
    linear = win_chances(state, levels)
    text, network = with_network(out_scale=1.0)
    learned.use_weights(text)
    late, rows = inputs(state)
    keys = [learned.seat_level(spec) for spec in levels] if levels else [UNKNOWN] * 3
    scores = [
        math.log(p) + reference(network, row, late, key)
        for p, row, key in zip(linear, rows, keys, strict=True)
    ]
    expected = [math.exp(s) / sum(math.exp(t) for t in scores) for s in scores]
    assert win_chances(state, levels) == pytest.approx(expected, rel=1e-9)


@pytest.mark.usefixtures("restored")
def test_a_hidden_layer_that_says_nothing_leaves_the_chances_as_they_were():
    state = position()
    learned.use_weights(with_network(out_scale=0.0)[0])
    silent = win_chances(state)
    data = json.loads(with_network(out_scale=0.0)[0])
    for model in data["models"].values():
        del model["network"]
    learned.use_weights(json.dumps(data))
    assert win_chances(state) == pytest.approx(silent, rel=1e-12)


@pytest.mark.usefixtures("restored")
def test_the_trial_level_judges_with_its_weights_only_while_it_thinks(tmp_path, monkeypatch):
    text, _network = with_network(out_scale=3.0)
    path = tmp_path / "trial.json"
    path.write_text(text)
    monkeypatch.setenv("FRANCHISE_TRIAL_WEIGHTS", str(path))
    monkeypatch.setattr(trial, "_TRIAL", {})
    seen = []

    def looking():
        for _ in range(3):
            seen.append(dict(learned.models()))
            yield
        return "done"

    shipped = dict(learned.models())
    thinking = trial.judged_by(trial.trial_models(), looking())
    for _ in thinking:
        assert learned.models() == shipped
    assert seen and all(models == parse_weights(text) for models in seen)
    game = turn_game(2)
    assert choose(game, "trial:300") in game.legal_moves()
    assert learned.models() == shipped
