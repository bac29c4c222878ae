"""Build test positions by hand: a game past its start placement, with pieces set directly.

State is plain data, so tests arrange exactly the position a rule needs instead of searching for
it through random play. ``put`` goes through the same helper the rules use, so derived counters
(region open places, supply) stay consistent.
"""

from __future__ import annotations

from franchise import BOARD, Game, Setup
from franchise.core.state import Phase, close_city, put_franchise
from tools.harness.games import eager_game, eager_move, share_fragment

#: Games made up to look at are the shared harness's (tools/harness/games.py), which the
#: tools that open the page use too; the tests take them from here.
__all__ = [
    "NAMES",
    "eager_game",
    "eager_move",
    "money",
    "pid",
    "put",
    "score_by_hand",
    "share_fragment",
    "turn_game",
]

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
