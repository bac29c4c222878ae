"""Computer players: legal, quick, reproducible, sliceable; and the arena's figures."""

from __future__ import annotations

import random
import time

import pytest

from franchise import Game, Setup
from franchise.ai import LEVELS, choose, think
from franchise.ai.candidates import candidate_moves
from franchise.arena import play_match, run, wilson
from franchise.cli import PLAYER_NAMES
from franchise.rules import check_move

#: Generous CPython budgets per move (the page's own budget is measured in the browser).
BUDGET = {"random": 0.05, "easy": 0.2, "medium": 0.2, "hard": 1.5}


def positions(games: int = 6):
    """Positions from random games of every player count, start placement included."""
    for players in (2, 3, 4, 5):
        for seed in range(games // 2):
            game = Game(Setup(PLAYER_NAMES[:players], seed=seed))
            rng = random.Random(seed)
            while not game.is_over():
                yield game
                game.apply_unchecked(game.random_move(rng), keep_undo=False)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_returns_a_legal_move_within_its_budget(level):
    checked = 0
    for i, game in enumerate(positions()):
        if level == "hard" and i % 5:
            continue  # hard is slower: every fifth position
        started = time.perf_counter()
        move = choose(game, level)
        elapsed = time.perf_counter() - started
        check_move(game.state, move)
        assert elapsed < BUDGET[level], f"{level} took {elapsed:.2f}s"
        checked += 1
    assert checked > 50


def test_players_are_reproducible_and_think_in_small_steps():
    game = Game(Setup(("Ann", "Bob", "Cyd"), seed=5))
    rng = random.Random(1)
    for _ in range(12):
        game.apply(game.random_move(rng))
    for level in LEVELS:
        assert choose(game, level) == choose(game.clone(), level)
    steps = 0
    thinking = think(game, "hard")
    with pytest.raises(StopIteration):
        while True:
            next(thinking)
            steps += 1
    assert steps > 5
    with pytest.raises(ValueError, match="unknown computer level"):
        think(game, "grandmaster")


def test_candidates_are_legal_and_include_passing():
    game = Game(Setup(("Ann", "Bob"), seed=2, first_player=0))
    for move in ("start raleigh", "start pueblo", ">phoenix"):
        game.apply(move)
    moves = candidate_moves(game)
    assert moves and all(check_move(game.state, m) is None for m in moves)
    assert any(str(m) == "pass" for m in moves)


def test_a_small_arena_run():
    result = run(["medium", "random"], games=6, seed=3, jobs=1)
    assert set(result["win_rate"]) == {"medium", "random"}
    assert sum(result["win_rate"].values()) == pytest.approx(1.0)
    assert result["win_rate"]["medium"] > 0.5
    low, high = result["ci95"]["medium"]
    assert 0 <= low <= result["win_rate"]["medium"] <= high <= 1
    match = play_match(("easy", "random", "medium"), 4)
    assert sorted(match["ranks"]) in ([1, 2, 3], [1.5, 1.5, 3], [1, 2.5, 2.5], [2, 2, 2])


def test_wilson_interval():
    assert wilson(50, 100) == pytest.approx((0.4038, 0.5962), abs=1e-3)
    assert wilson(0, 0) == (0.0, 1.0)
