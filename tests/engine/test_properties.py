"""Invariants over random legal play (hypothesis picks player counts, variants and seeds)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from franchise import BOARD, FranchiseError, Game, Setup, TurnMove, parse_move
from franchise.core import movegen
from franchise.core.movegen import legal_moves
from franchise.core.rules import check_move
from franchise.core.state import NEUTRAL

from ..depth import examples
from .derived import check_derived_facts
from .positions import money, put, turn_game
from .strategies import NAMES, setups

MAX_MOVES = 2000
MAX_LISTED = 3000

slow = settings(
    max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


def play_random(setup: Setup, seed: int, each_position=None) -> Game:
    game = Game(setup)
    rng = random.Random(seed)
    while not game.is_over():
        assert len(game.moves) < MAX_MOVES, "the game did not end"
        if each_position:
            each_position(game, rng)
        game.apply_unchecked(game.random_move(rng), keep_undo=False)
    return game


def check_invariants(game: Game, previous_influence: list[int]) -> None:
    state = game.state
    for seat in range(game.players):
        on_board = sum(state.counts[seat])
        assert state.supply[seat] + on_board + state.reference_franchises[seat] == 40
        assert state.money[seat] >= 0
        assert state.supply[seat] >= 0
        assert state.influence[seat] >= previous_influence[seat]
    for place, fill in enumerate(state.fill):
        assert len(fill) <= game.table.spaces[place]
        for seat in range(game.players):
            assert fill.count(seat) == state.counts[seat][place]
        if state.scored[place]:
            assert state.free_spaces(place) == 0
        elif fill and NEUTRAL not in fill:
            assert not (game.table.spaces[place] == len(fill) and BOARD.places[place].is_city)
    check_derived_facts(state)


@slow
@given(setups, st.integers(0, 2**32))
def test_random_games_end_and_keep_every_invariant(setup, seed):
    influence = [0] * len(setup.players)

    def each(game: Game, _rng: random.Random) -> None:
        check_invariants(game, influence)
        influence[:] = game.state.influence

    game = play_random(setup, seed, each)
    check_invariants(game, influence)
    assert game.winners
    assert game.state.end_reason in ("red-zone", "no-expansion")


@slow
@given(setups, st.integers(0, 2**32))
def test_replaying_the_move_text_rebuilds_the_same_state(setup, seed):
    game = play_random(setup, seed)
    texts = [str(m) for m in game.moves]
    assert [parse_move(t) for t in texts] == game.moves
    replayed = Game.replay(Setup.from_dict(setup.to_dict()), texts)
    assert replayed.state.to_dict() == game.state.to_dict()


def random_turn(rng: random.Random) -> TurnMove:
    """An arbitrary turn over random places: mostly illegal, sometimes legal."""
    cities = [p.index for p in BOARD.places if p.is_city]
    places = range(len(BOARD.places))
    increases = rng.sample(cities, rng.randint(0, 3))
    double = rng.choice(increases) if increases and rng.random() < 0.3 else None
    return TurnMove.of(
        rng.sample(places, rng.choice([0, 1, 1, 2])), increases, double, rng.random() < 0.2
    )


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups, st.integers(0, 2**32))
def test_listed_moves_are_exactly_the_legal_ones(setup, seed):
    def each(game: Game, rng: random.Random) -> None:
        if len(game.moves) % 3:
            return
        count = game.count_legal_moves()
        if count > MAX_LISTED:
            return
        listed = list(legal_moves(game.state))
        assert len(listed) == count == len(set(listed))
        for move in listed:
            check_move(game.state, move)  # every listed move is accepted
            assert parse_move(str(move)) == move
        assert game.random_move(rng) in set(listed)
        if game.decision.kind == "turn":
            legal = set(listed)
            for _ in range(40):
                move = random_turn(rng)
                try:
                    check_move(game.state, move)
                except FranchiseError:
                    assert move not in legal
                else:
                    assert move in legal

    play_random(setup, seed, each)


def chi_square_of_draws(game: Game, rng: random.Random, per_move: int) -> float:
    """Draw ``per_move`` times the number of legal moves; chi-square against uniform."""
    listed = game.legal_moves()
    draws = per_move * len(listed)
    seen: dict = {}
    for _ in range(draws):
        move = game.random_move(rng)
        seen[move] = seen.get(move, 0) + 1
    assert set(seen) == set(listed)
    expected = draws / len(listed)
    return sum((seen[m] - expected) ** 2 / expected for m in listed)


@pytest.mark.parametrize("proposals", [movegen.PROPOSALS, 0])
def test_both_ways_of_drawing_are_uniform_with_every_bonus(monkeypatch, proposals):
    # proposals=0: every draw falls back to the exact draw among counted groups.
    monkeypatch.setattr(movegen, "PROPOSALS", proposals)
    game = turn_game(2)
    for place in ("chicago", "detroit", "omaha"):
        put(game, 0, place)
    put(game, 1, "detroit")
    money(game, 0, 4)
    bonuses = Counter(move.bonus for move in game.legal_moves())
    assert len(bonuses) == 4 and sum(bonuses.values()) == 360  # no bonus, and each of three
    chi2 = chi_square_of_draws(game, random.Random(proposals), 60)
    assert chi2 < 2 * 360 + 30  # as below: far in the tail of chi-square with 359 dof


def test_random_move_is_uniform_over_legal_moves():
    game = Game(Setup(NAMES[:2], seed=3, first_player=0))
    rng = random.Random(0)
    game.apply("start raleigh")
    game.apply("start pueblo")
    for move in ("pass", ">charleston", ">phoenix", "+charleston"):
        game.apply(move)
    listed = game.legal_moves()
    chi2 = chi_square_of_draws(game, rng, 200)
    # chi-square with len-1 degrees of freedom; 2x the dof is far in the tail for these sizes.
    assert chi2 < 2 * len(listed) + 30
