"""A game's story told in values: where influence came from, how it grew, who stands where.

The end-of-game screen wants more than totals: each seat's influence by source, a line per seat
move by move, and a ranking that marks shared places. All of it is read back from the events a
replay of the record produces (``franchise.core.events``), so it can never disagree with the rules
that awarded the points. Everything here returns ints, seats and enums; the text layer words it.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import StrEnum

from ..core import rules
from ..core.events import CityScored, Event, FinalScore, RegionScored, TrackBonus
from ..core.game import Game
from ..core.moves import Move
from ..core.setup import Setup
from ..values import valueclass


class Source(StrEnum):
    """Where a seat's influence came from, in the order a score sheet lists them."""

    #: Cities the seat scored (full value for a majority, half for most franchises).
    CITIES = "cities"
    #: Shares of scored regions (high, middle or low value of the region tile).
    REGIONS = "regions"
    #: The region-track space the seat's turn put a region tile on.
    TRACK = "track"
    #: Final scoring: one per franchise in a town.
    TOWNS = "towns"
    #: Final scoring: one per full $3.
    MONEY = "money"
    #: Final scoring: four per bonus tile never used.
    BONUS_TILES = "bonus-tiles"


#: The sources that only final scoring awards.
FINAL_SOURCES = (Source.TOWNS, Source.MONEY, Source.BONUS_TILES)


@valueclass
class Breakdown:
    """One seat's influence by source; ``points`` holds every ``Source`` in enum order."""

    seat: int
    points: dict[Source, int]

    @property
    def total(self) -> int:
        return sum(self.points.values())


@valueclass
class Standing:
    """A seat's place in the ranking. Tied seats share ``rank`` (1, 1, 3) and are ``shared``.

    Order follows the rules' winner test: most influence, then most franchises in towns.
    """

    seat: int
    rank: int
    shared: bool
    score: int
    towns: int


def tally(events: Iterable[Event], points: list[dict[Source, int]]) -> None:
    """Add the influence each event awards to ``points[seat][source]`` (in place)."""
    for event in events:
        if isinstance(event, CityScored):
            points[event.seat][Source.CITIES] += event.influence
        elif isinstance(event, RegionScored):
            for seat, _franchises, influence in event.shares:
                points[seat][Source.REGIONS] += influence
        elif isinstance(event, TrackBonus):
            points[event.seat][Source.TRACK] += event.influence
        elif isinstance(event, FinalScore):
            points[event.seat][Source.TOWNS] += event.towns
            points[event.seat][Source.MONEY] += event.money_points
            points[event.seat][Source.BONUS_TILES] += event.bonus_points


def empty_points(players: int) -> list[dict[Source, int]]:
    """A zero for every source of every seat, ready for ``tally``."""
    return [dict.fromkeys(Source, 0) for _ in range(players)]


@valueclass
class Series:
    """Per-seat values after each move: ``values[seat][k]`` is after the first k moves.

    Index 0 is the position before any move, so a record of m moves gives m + 1 points.
    """

    influence: list[list[int]]
    projected: list[list[int]]


@valueclass
class Story:
    """Everything the end screen reads from a replay: the breakdown and the series."""

    breakdown: list[Breakdown]
    series: Series


def story_of(game: Game) -> Story:
    """Breakdown and series of ``game`` from one replay of its moves.

    The moves of a ``Game`` were validated when they were played, so the replay takes the
    unchecked path: one pass instead of three keeps the end screen quick in the browser.
    For a running game the final sources are 0 (``score_breakdown`` can project them).
    """
    replay = Game(game.setup)
    points = empty_points(game.players)
    influence = [[value] for value in replay.state.influence]
    projected = [[value] for value in replay.projected_scores()]
    for move in game.moves:
        tally(replay.apply_unchecked(move, keep_undo=False), points)
        for seat, value in enumerate(replay.state.influence):
            influence[seat].append(value)
        for seat, value in enumerate(replay.projected_scores()):
            projected[seat].append(value)
    breakdown = [Breakdown(seat, points[seat]) for seat in range(game.players)]
    return Story(breakdown, Series(influence, projected))


def score_breakdown(game: Game, *, project: bool = False) -> list[Breakdown]:
    """Every seat's influence by source, read from the events of a replay of ``game``'s moves.

    For a finished game the totals equal the final influence. For a running game the final
    sources are 0 and the totals equal the influence so far; with ``project=True`` they are
    filled with what final scoring would add now, so the totals equal ``projected_scores()``.
    """
    breakdown = story_of(game).breakdown
    if project and not game.is_over():
        for seat, entry in enumerate(breakdown):
            towns, money_points, bonus_points = rules.final_bonus(game.state, seat)
            entry.points[Source.TOWNS] = towns
            entry.points[Source.MONEY] = money_points
            entry.points[Source.BONUS_TILES] = bonus_points
    return breakdown


def series_by_move(setup: Setup, moves: Iterable[Move | str]) -> Series:
    """Influence and projected final score of every seat after each move of a record.

    The moves are validated first (``Game.replay``), so an untrusted record raises the same
    ``FranchiseError`` with the refused move's number as loading it would.
    """
    return story_of(Game.replay(setup, moves)).series


def influence_by_move(setup: Setup, moves: Iterable[Move | str]) -> list[list[int]]:
    """``result[seat][k]``: the seat's influence after the first k moves (k = 0 is the start)."""
    return series_by_move(setup, moves).influence


def projected_by_move(setup: Setup, moves: Iterable[Move | str]) -> list[list[int]]:
    """``result[seat][k]``: the seat's final score had the game ended after k moves."""
    return series_by_move(setup, moves).projected


def standings(game: Game) -> tuple[Standing, ...]:
    """The ranking, best first, with shared ranks for ties the rules cannot break.

    A finished game ranks by final influence; a running one by the projected final scores.
    Seats with equal influence and equal towns share a rank; the rank-1 seats of a finished
    game are exactly ``game.winners``.
    """
    state = game.state
    scores = game.projected_scores()
    towns = [rules.final_bonus(state, seat)[0] for seat in range(game.players)]
    keys = [(scores[s], towns[s]) for s in range(game.players)]
    order = sorted(range(game.players), key=lambda s: (-scores[s], -towns[s], s))
    return tuple(
        Standing(
            seat,
            rank=1 + sum(other > keys[seat] for other in keys),
            shared=keys.count(keys[seat]) > 1,
            score=scores[seat],
            towns=towns[seat],
        )
        for seat in order
    )
