"""``expert`` (the page's strongest level, issue 36) at its own budget: a legal move in
positions of random games, and the same move for the same seed.

test_ai.py runs it with a small budget beside every level (legal, sliced, reproducible); this
runs the page's spec, on a few positions, since a move takes about a second.
"""

from __future__ import annotations

import random

from franchise import Game, Setup
from franchise.ai import LEVELS, choose, lookahead, parse_level
from franchise.core.rules import check_move
from franchise.core.state import Phase
from franchise.lab.cli import PLAYER_NAMES
from franchise.records import ComputerLevel


def positions() -> list[Game]:
    """A start placement and a position midway through random games of 2 and 4 players."""
    found = []
    for players, seed in ((2, 11), (4, 12)):
        game = Game(Setup(PLAYER_NAMES[:players], seed=seed))
        rng = random.Random(seed)
        seen = []
        while not game.is_over():
            seen.append(game.clone())
            game.advance(game.random_move(rng))
        found += [seen[0], seen[len(seen) // 2]]
    return found


def test_expert_is_carried_by_records_played_by_hard_and_searches_more_than_hard():
    level, numbers = parse_level("expert")
    assert level.in_page and LEVELS["expert"] is level  # records and links may name it
    assert not ComputerLevel.EXPERT.offered and ComputerLevel.EXPERT.played_by is ComputerLevel.HARD
    assert numbers[0] > LEVELS["hard"].defaults[0]


def test_expert_returns_a_legal_move_and_the_same_one_for_the_same_seed():
    """About a second a move: four positions, one of them searched twice."""
    for i, game in enumerate(positions()):
        move = choose(game, "expert")
        check_move(game.state, move)
        if i == 1:  # midway through a game of two, where the rival answers first
            assert choose(game.clone(), "expert") == move


def test_staged_rounds_deepen_to_the_last_round():
    assert [lookahead.staged_rounds(4, 8, done, 4) for done in range(4)] == [4, 6, 7, 8]
    assert [lookahead.staged_rounds(6, 6, done, 4) for done in range(4)] == [6] * 4
    assert lookahead.staged_rounds(4, 8, 0, 1) == 8


def test_at_two_players_the_rival_answers_first_and_at_four_the_policy_plays(monkeypatch):
    """Expert's lookaheads start with the rival's best answer where that was accepted
    (``lookahead.ANSWERED_TABLES``: two players), and with the policy elsewhere."""
    answers = []
    real = lookahead.best_reply

    def counting(state, value):
        answers.append(state.players)
        return (yield from real(state, value))

    monkeypatch.setattr(lookahead, "best_reply", counting)
    games = [game for game in positions() if game.state.phase is Phase.TURN]
    for game in games:
        choose(game, "expert:2000")
    assert {2, 4} <= {game.players for game in games}
    assert set(answers) == {2} == set(lookahead.ANSWERED_TABLES)
