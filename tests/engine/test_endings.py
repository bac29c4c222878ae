"""Every turn that ends the game at once is seen, and the best of them is found.

``ending_turns`` is checked against the engine's enumeration of legal turns, each played: the
turns that end the game are exactly those it lists, in any position near a game's end, at 2 to
5 players and every variant. ``best_ending`` must find the best of them for the mover (a win
first, then the margin) although it tries only the deciding turns, and ``may_end_now`` must
never say no where a turn ends the game. The reading before this (at most two regions a turn,
a chosen few turns) missed 23 of 123 winning ends over 90 seeded games.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from franchise import Game, Setup
from franchise.ai import choose
from franchise.core.movegen import legal_moves
from franchise.core.moves import TurnMove
from franchise.core.rules import play
from franchise.core.state import Phase, State, win_shares
from franchise.readings.endings import (
    best_ending,
    ending_turns,
    margin_of,
    may_end_now,
    winning_ending,
)
from tests.depth import examples
from tests.engine.strategies import setups


def played_to_the_end(setup: Setup, seed: int) -> Game:
    """A game of random turns and easy's, played to its end."""
    rng = random.Random(seed)
    game = Game(setup)
    while not game.is_over():
        move = game.random_move(rng) if rng.random() < 0.4 else choose(game, "easy")
        game.advance(move)
    return game


def enumerated_endings(state: State) -> dict[TurnMove, State]:
    """Every legal turn that ends the game, found by playing every legal turn."""
    found = {}
    for move in legal_moves(state):
        after = state.copy()
        play(after, move)
        if after.phase is Phase.OVER:
            assert isinstance(move, TurnMove)
            found[move] = after
    return found


def check_position(state: State) -> int:
    """Check the readings of one position against the enumeration; its count of endings."""
    enumerated = enumerated_endings(state)
    listed = {ending.move: ending.after for ending in ending_turns(state)}
    assert set(listed) == set(enumerated)
    for move, after in listed.items():
        assert after.influence == enumerated[move].influence
    if not enumerated:
        assert best_ending(state) is None
        return 0
    assert may_end_now(state)
    seat = state.current
    best = max((win_shares(after)[seat], margin_of(after, seat)) for after in enumerated.values())
    found = best_ending(state)
    assert found is not None
    assert (found.shares[seat], margin_of(found.after, seat)) == best
    assert (winning_ending(state) is not None) == (best[0] > 0)
    return len(enumerated)


@settings(max_examples=examples(25), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(setups, st.integers(0, 2**16), st.integers(1, 14))
def test_the_turns_that_end_the_game_are_exactly_the_legal_turns_that_do(setup, seed, back):
    ended = played_to_the_end(setup, seed)
    moves = ended.moves
    game = Game.replay(setup, moves[: max(0, len(moves) - back)])
    if game.state.phase is Phase.TURN:
        check_position(game.state)


def test_seeded_games_meet_every_kind_of_end_and_the_reading_misses_none():
    """Over seeded games at 2 to 5 players, every position of the last turns is checked; the
    games meet winning ends, both end conditions and turns that lay several tiles."""
    positions = winning = 0
    for players in range(2, 6):
        for seed in range(6):
            setup = Setup(("Ann", "Bob", "Cyd", "Dee", "Eve")[:players], seed=seed)
            ended = played_to_the_end(setup, seed)
            game = Game(setup)
            for index, move in enumerate(ended.moves):
                if index >= len(ended.moves) - 12 and game.state.phase is Phase.TURN:
                    positions += 1
                    if check_position(game.state):
                        winning += winning_ending(game.state) is not None
                game.advance(move)
    assert positions >= 200 and winning >= 10
