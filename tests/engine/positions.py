"""Build test positions by hand: a game past its start placement, with pieces set directly.

State is plain data, so tests arrange exactly the position a rule needs instead of searching for
it through random play. ``put`` goes through the same helper the rules use, so derived counters
(region open places, supply) stay consistent.
"""

from __future__ import annotations

import random

from franchise import BOARD, Game, Move, Setup
from franchise.state import Phase, close_city, put_franchise

NAMES = ("Sam", "Jan", "Travis", "Ann", "Bob")


def pid(place_id: str) -> int:
    return BOARD.place_index[place_id]


def turn_game(players: int = 4, current: int = 0, **setup_options) -> Game:
    """A standard game whose start placement is skipped: every seat in turn phase, no pieces."""
    options = {"seed": 7, "first_player": 0, **setup_options}
    game = Game(Setup(NAMES[:players], **options))
    state = game.state
    state.phase = Phase.TURN
    state.start_queue = []
    state.current = current
    state.turns_taken = [1] * players
    return game


def put(game: Game, seat: int, place_id: str, franchises: int = 1) -> None:
    for _ in range(franchises):
        put_franchise(game.state, seat, pid(place_id))


def score_by_hand(game: Game, city_id: str, keeper: int, reference: int | None = None) -> None:
    """Mark a city scored with ``keeper`` holding one franchise there (for region set-ups)."""
    state = game.state
    city = pid(city_id)
    if not state.counts[keeper][city]:
        put(game, keeper, city_id)
    close_city(state, city)
    region = BOARD.places[city].region
    if state.region_ref[region] == -1:
        state.region_ref[region] = keeper if reference is None else reference


def money(game: Game, seat: int, dollars: int) -> None:
    game.state.money[seat] = dollars


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
    from franchise.link import encode_link
    from franchise.record import Record, new_game_id

    return "#" + encode_link(Record.of(game, new_game_id()))
