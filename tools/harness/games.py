"""Games made up to look at: random but lively games, their share links, and the targets of
the first turns of random 2-player games (what the phone's views are measured on), and seeded
whole games of a person against computers, as a review reads them."""

from __future__ import annotations

import random
from collections.abc import Iterator

from franchise import Game, Move, Setup
from franchise.ai import choose
from franchise.core.rules import expansion_targets
from franchise.core.state import Phase
from franchise.records.link import encode_link
from franchise.records.record import ComputerLevel, Record, new_game_id


def eager_move(game: Game, rng: random.Random) -> Move:
    """A random legal move that passes only when twenty draws find nothing else: games of
    uniformly random moves often end after a few passes, which shows little of a board."""
    tries = (game.random_move(rng) for _ in range(20))
    return next((move for move in tries if str(move) != "pass"), game.random_move(rng))


def eager_game(setup: Setup, seed: int, moves: int | None = None) -> Game:
    """A game of ``eager_move`` turns from ``setup``, to its end or ``moves`` moves long."""
    game = Game(setup)
    rng = random.Random(seed)
    while not game.is_over() and (moves is None or len(game.moves) < moves):
        game.apply(eager_move(game, rng))
    return game


def share_fragment(game: Game) -> str:
    """The URL fragment ("#FR...") of a share link to ``game``, under a fresh id."""
    return "#" + encode_link(Record.of(game, new_game_id()))


def two_player_turns(variant: str, games: int, turns: int) -> Iterator[tuple[int, int, list[int]]]:
    """(game number, turn number, targets) for the first turns of random 2-player games."""
    for seed in range(games):
        game = Game(Setup(("A", "B"), variant=variant, seed=seed))
        rng = random.Random(seed)
        turn = 0
        while turn < turns and not game.is_over():
            state = game.state
            if state.phase == Phase.TURN:
                targets = list(expansion_targets(state, state.current))
                if targets:
                    yield seed, turn, targets
                turn += 1
            game.apply(game.random_move(rng))


def person_against_computers(seed: int, players: int, level: str) -> Record:
    """A whole game of ``players`` seats from ``seed``: the first a person who plays like
    medium, the others computers of ``level`` (recorded as hard), as a review reads it."""
    game = Game(Setup(tuple(f"P{i}" for i in range(players)), seed=seed))
    person = game.names[0]
    while not game.is_over():
        game.advance(choose(game, "medium" if game.current == 0 else level))
    computers = {name: ComputerLevel.HARD for name in game.names if name != person}
    return Record.of(game, f"{seed:012x}", computers=computers)
