"""The soak command: checked random games pass, and each kind of broken invariant is caught."""

from __future__ import annotations

import json

import pytest

from franchise import Game
from franchise.core import movegen, rules
from franchise.core.setup import VARIANTS
from franchise.core.state import put_franchise
from franchise.lab import cli, soak


def test_a_small_soak_covers_every_size_and_variant_with_no_violation():
    plans = {soak.game_plan(i, 1)[:2] for i in range(12)}
    assert plans == {(n, v) for n in (2, 3, 4, 5) for v in VARIANTS}
    summary = soak.soak(24, seed=7)
    assert summary.games == 24 and summary.moves > 24 * 20
    assert summary.violations == []


def test_workers_play_the_same_games():
    alone, shared = soak.soak(12, seed=3), soak.soak(12, seed=3, workers=2)
    assert (shared.games, shared.moves, shared.violations) == (alone.games, alone.moves, [])


def leaky_put(state, seat, place):
    """Places a franchise without taking it from the supply."""
    space = put_franchise(state, seat, place)
    state.supply[seat] += 1
    return space


def no_moves(state):
    return 0


def replay_one_short(setup, moves):
    return REPLAY(setup, list(moves)[:-1])


def undo_nothing(game):
    return game.moves.pop()


REPLAY = Game.replay


@pytest.mark.parametrize(
    ("target", "name", "broken", "problem"),
    [
        (rules, "put_franchise", leaky_put, "franchises not conserved"),
        (movegen, "count_moves", no_moves, "no move is legal"),
        (Game, "replay", replay_one_short, "replaying the moves gives another state"),
        (Game, "undo", undo_nothing, "undoing 1 moves gives another state"),
    ],
)
def test_a_broken_invariant_is_reported_with_its_game_seed_and_move(
    monkeypatch, capsys, target, name, broken, problem
):
    monkeypatch.setattr(target, name, broken)
    assert cli.main(["soak", "--games", "8", "--seed", "5", "--json"]) == 1
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 8 and result["violations"] == 8
    first = result["first_violation"]
    assert first["game"] == 0 and first["seed"] == 5 and first["players"] == 2
    assert problem in first["problem"]
    if name in ("put_franchise", "count_moves"):
        assert first["move"] == 1  # caught right after the first move


def test_the_summary_reads_well(capsys):
    assert cli.main(["soak", "--games", "4"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("4 games, ") and "violations: 0" in out
