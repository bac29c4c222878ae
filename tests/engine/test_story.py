"""The game's story: influence by source, move-by-move series and the ranking with ties."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from franchise import FranchiseError, Game, Refusal, Setup
from franchise.core.rules import final_bonus
from franchise.readings.story import (
    Source,
    Standing,
    influence_by_move,
    projected_by_move,
    score_breakdown,
    series_by_move,
    standings,
)

from ..depth import examples
from .positions import put, turn_game
from .strategies import NAMES, setups

many = settings(
    max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def random_game(setup: Setup, seed: int, stop_after: int | None = None) -> Game:
    """Random legal play to the end, or until ``stop_after`` moves."""
    game = Game(setup)
    rng = random.Random(seed)
    while not game.is_over() and (stop_after is None or len(game.moves) < stop_after):
        game.apply_unchecked(game.random_move(rng), keep_undo=False)
    return game


@many
@given(setups, st.integers(0, 2**32))
def test_breakdown_adds_up_to_the_final_influence(setup, seed):
    game = random_game(setup, seed)
    breakdown = score_breakdown(game)
    assert [b.seat for b in breakdown] == list(range(game.players))
    assert [b.total for b in breakdown] == game.state.influence
    for b in breakdown:
        assert list(b.points) == list(Source)
        assert all(value >= 0 for value in b.points.values())
        towns, money_points, bonus_points = final_bonus(game.state, b.seat)
        assert b.points[Source.TOWNS] == towns
        assert b.points[Source.MONEY] == money_points
        assert b.points[Source.BONUS_TILES] == bonus_points


@many
@given(setups, st.integers(0, 2**32), st.integers(0, 60))
def test_breakdown_of_a_running_game_is_the_influence_so_far_or_projected(setup, seed, cut):
    game = random_game(setup, seed, stop_after=cut)
    assert [b.total for b in score_breakdown(game)] == game.state.influence
    projected = score_breakdown(game, project=True)
    assert [b.total for b in projected] == game.projected_scores()


@many
@given(setups, st.integers(0, 2**32))
def test_series_start_at_zero_grow_and_end_at_the_final_influence(setup, seed):
    game = random_game(setup, seed)
    series = series_by_move(setup, [str(m) for m in game.moves])
    assert series.influence == influence_by_move(setup, game.moves)
    assert series.projected == projected_by_move(setup, game.moves)
    for seat in range(game.players):
        line = series.influence[seat]
        assert len(line) == len(game.moves) + 1
        assert line[0] == 0
        assert line == sorted(line)
        assert line[-1] == game.state.influence[seat]
        assert series.projected[seat][-1] == game.state.influence[seat]
    replay = Game(setup)
    for k, move in enumerate(game.moves, start=1):
        replay.apply(move)
        for seat in range(game.players):
            assert series.projected[seat][k] == replay.projected_scores()[seat]


def test_a_refused_move_in_the_record_is_named_by_its_number():
    setup = Setup(NAMES[:2], variant="intro", seed=1)
    with pytest.raises(FranchiseError) as refused:
        influence_by_move(setup, ["pass", ">new-york"])
    assert refused.value.code == Refusal.REPLAYED_MOVE
    assert refused.value.params["number"] == 2


@many
@given(setups, st.integers(0, 2**32))
def test_the_first_places_are_the_engines_winners(setup, seed):
    game = random_game(setup, seed)
    ranking = standings(game)
    assert sorted(s.seat for s in ranking) == list(range(game.players))
    assert tuple(sorted(s.seat for s in ranking if s.rank == 1)) == game.winners
    assert [s.rank for s in ranking] == sorted(s.rank for s in ranking)
    assert all(s.shared == (len(game.winners) > 1) for s in ranking if s.rank == 1)


def test_ties_share_a_rank_and_the_next_rank_is_skipped():
    game = turn_game(4)
    put(game, 0, "indianapolis")
    put(game, 1, "raleigh")
    put(game, 2, "memphis")
    put(game, 3, "el-paso")
    put(game, 3, "pueblo")
    game.state.influence = [10, 12, 12, 11]
    game.state.money = [0, 0, 0, 0]
    game.state.bonus_left = [0, 0, 0, 0]
    for _ in range(4):
        game.apply("pass")
    # Final: 11, 13, 13, 13 (Dee has two towns, so she wins alone); Bob and Cyd tie for second.
    assert game.winners == (3,)
    assert standings(game) == (
        Standing(3, rank=1, shared=False, score=13, towns=2),
        Standing(1, rank=2, shared=True, score=13, towns=1),
        Standing(2, rank=2, shared=True, score=13, towns=1),
        Standing(0, rank=4, shared=False, score=11, towns=1),
    )


def test_a_running_game_ranks_by_projected_scores():
    game = turn_game(2)
    put(game, 0, "indianapolis")
    game.state.money = [0, 9]
    game.state.bonus_left = [0, 0]
    assert game.projected_scores() == [1, 3]
    assert [(s.seat, s.rank, s.score) for s in standings(game)] == [(1, 1, 3), (0, 2, 1)]
