"""The lookahead search sees that a quiet turn lets a leading rival end the game.

A full round without an expansion ends the game. Two searching players once ended a game after
11 moves: the side behind passed, and the leader closed the game with another quiet turn.
"""

from __future__ import annotations

import random

from franchise.ai.candidates import candidate_turns
from franchise.ai.learned import utility
from franchise.ai.levels import choose, run
from franchise.ai.lookahead import best_reply, closing_move, lookahead_search, quiet_turns
from franchise.ai.players import after
from franchise.ai.policy import policy_move
from franchise.ai.screen import screened
from franchise.core.game import Game
from franchise.core.moves import TurnMove
from franchise.core.rules import play
from franchise.core.setup import Setup
from franchise.core.state import Phase

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


def test_with_replies_every_trial_starts_after_the_rivals_best_answer() -> None:
    """``replies``: the rival answers each candidate with the turn the screen likes best for
    it before the lookahead; without, the lookahead starts right after the candidate."""
    game = opening()

    def judged(replies: int) -> set[tuple]:
        seen = set()

        def judge(state):
            seen.add(position(state))
            return [0.5] * state.players

        run(lookahead_search(game, random.Random(3), 300, 0, 4, judge, replies=replies))
        return seen

    candidates = run(screened(game, utility, 4))
    answered = [
        after(state, run(best_reply(state, utility)))
        for state in (after(game.state, move) for move in candidates)
    ]
    assert judged(0) == {position(after(game.state, move)) for move in candidates}
    assert judged(1) == {position(state) for state in answered}
    going_on = [state for state in answered if state.phase is not Phase.OVER]
    assert going_on and {state.current for state in going_on} == {game.current}


def position(state) -> tuple:
    """What tells the positions of these tests apart: pieces, money and whose turn it is."""
    return (tuple(map(tuple, state.counts)), tuple(state.money), state.current, state.moves_played)


def test_best_reply_is_the_first_of_the_turns_the_value_likes_best() -> None:
    state = opening().state

    def franchises_placed(position, seat):
        return -position.supply[seat]

    reply = run(best_reply(state, franchises_placed))
    turns = candidate_turns(state, 40)
    most = max(franchises_placed(after(state, turn), state.current) for turn in turns)
    firsts = [
        turn for turn in turns if franchises_placed(after(state, turn), state.current) == most
    ]
    assert reply == firsts[0] and reply in turns
