"""The lookahead search sees that a quiet turn lets a leading rival end the game.

A full round without an expansion ends the game. Two searching players once ended a game after
11 moves: the side behind passed, and the leader closed the game with another quiet turn.
"""

from __future__ import annotations

import random

from franchise.ai.levels import choose
from franchise.ai.lookahead import closing_move, quiet_turns
from franchise.ai.policy import policy_move
from franchise.core.game import Game
from franchise.core.moves import TurnMove
from franchise.core.rules import play
from franchise.core.setup import Setup

#: Ann leads after her first expansion; Bob can still expand (Jacksonville costs nothing).
OPENING = ("start montgomery", "start raleigh", ">atlanta")


def opening() -> Game:
    return Game.replay(Setup(("Ann", "Bob"), seed=1000), OPENING)


def test_the_leader_closes_the_game_after_a_quiet_turn() -> None:
    game = opening()
    game.advance(game.check("pass"))
    state = game.state
    assert state.no_expansion_streak == 1
    move = closing_move(state, random.Random(1))
    assert move.expansions == ()
    game.check(move)  # a legal turn
    play(state, move)
    assert state.winners == (0,)


def test_mid_round_it_plays_the_policy() -> None:
    state = opening().state
    assert closing_move(state, random.Random(7)) == policy_move(state, random.Random(7))


def test_the_side_behind_does_not_hand_the_leader_the_end() -> None:
    game = opening()
    move = choose(game, "hard:2000")
    assert move.expansions, f"{move} lets Ann end the game at once"


def test_thequiet_turns_come_in_a_fixed_order() -> None:
    """Among equally good quiet turns the first wins, so their order must not depend on the
    process (a set of turns holding ``None`` iterates differently in every process)."""
    game = opening()
    game.advance(game.check("pass"))
    state = game.state
    turns = quiet_turns(state, state.current, policy_move(state, random.Random(1)))
    assert turns[0] == TurnMove() and len(set(turns)) == len(turns)
    assert turns == quiet_turns(state, state.current, policy_move(state, random.Random(1)))
