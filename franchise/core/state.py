"""The position of a game as plain, cheaply copied data.

Lists of small ints indexed by seat and by board place keep the hot paths (move generation,
random playouts) fast and make ``copy`` a handful of list copies. Derived facts that rules read
on every move (``counts``, ``open_places``, each seat's expansion targets and open cities) are
kept up to date by the two helpers that change the board, ``put_franchise`` and
``close_city``, instead of being recomputed from every place. That works because they only
ever shrink or grow one way: a town once taken stays taken, a city once scored stays scored,
and a seat never loses its last franchise on a place.
``to_dict`` gives a JSON-able snapshot for UIs and tests; records (setup + moves) are what is
saved, because replaying them re-validates every move.
"""

from __future__ import annotations

from bisect import insort
from enum import StrEnum

from ..values import valueclass
from .board import BOARD
from .events import EndReason
from .setup import Table, Variant

#: Owner marker of the non-player franchises that fill out-of-play regions.
NEUTRAL = -1
_IS_CITY = tuple(p.is_city for p in BOARD.places)
#: ``(neighbour, (link cost, place))`` of the towns and of the cities linked to each place:
#: the pair is what ``targets`` holds for a link from the place, made once instead of per move.
_NEIGHBOUR_TOWNS = tuple(
    tuple((t, (c, p)) for t, c in n if not _IS_CITY[t]) for p, n in enumerate(BOARD.neighbours)
)
_NEIGHBOUR_CITIES = tuple(
    tuple((t, (c, p)) for t, c in n if _IS_CITY[t]) for p, n in enumerate(BOARD.neighbours)
)
_REGION_OF = tuple(p.region for p in BOARD.places)


class Phase(StrEnum):
    """What a game waits for: start towns, turns, or nothing more (it is over)."""

    START = "start"
    TURN = "turn"
    OVER = "over"


@valueclass(frozen=False)
class State:
    """Everything that changes during a game. Seats are 0-based; seat 0 moves first."""

    table: Table
    players: int
    phase: Phase
    current: int
    #: Seats still to place their first franchise, in the order they will do it.
    start_queue: list[int]
    #: ``fill[place]``: the owners of the occupied spaces, in fill order. Tuples, replaced
    #: whenever a place changes, so a copy of the state shares them.
    fill: list[tuple[int, ...]]
    #: ``scored[place]`` is True once a city was scored (its tile removed). Towns stay False.
    scored: list[bool]
    #: ``counts[seat][place]``: that seat's franchises on that place.
    counts: list[list[int]]
    money: list[int]
    influence: list[int]
    supply: list[int]
    bonus_left: list[int]
    turns_taken: list[int]
    #: Franchises each seat set beside region tiles as tie-break references (out of play).
    reference_franchises: list[int]
    #: ``region_ref[region]``: seat whose reference franchise lies there, or -1.
    region_ref: list[int]
    region_done: list[bool]
    #: Towns still empty plus cities still unscored, per region; 0 means it scores.
    open_places: list[int]
    #: Region tiles on the region track, by the index of the region they came from.
    track: list[int]
    no_expansion_streak: int
    moves_played: int
    #: ``targets[seat]``: every place the seat may expand to -> (cheapest link cost, its
    #: source), the cheapest source with the lowest index (docs/RULINGS.md, R-cheapest-link).
    targets: list[dict[int, tuple[int, int]]]
    #: ``open_cities[seat]``: unscored cities with a free space holding the seat's franchises,
    #: in board order: where it may increase its market share.
    open_cities: list[list[int]]
    #: ``income_spaces[seat]``: free spaces of its open cities, which its income is read from.
    income_spaces: list[int]
    end_reason: EndReason | None = None
    winners: tuple[int, ...] = ()

    def copy(self) -> State:
        """An independent copy; the table is immutable and shared.

        Search copies a state for every playout, so this fills the slots directly instead of
        going through ``__init__`` (about a third faster in CPython)."""
        new = object.__new__(State)
        new.table = self.table
        new.players = self.players
        new.phase = self.phase
        new.current = self.current
        new.start_queue = self.start_queue[:]
        new.fill = self.fill[:]
        new.scored = self.scored[:]
        new.counts = list(map(list.copy, self.counts))
        new.money = self.money[:]
        new.influence = self.influence[:]
        new.supply = self.supply[:]
        new.bonus_left = self.bonus_left[:]
        new.turns_taken = self.turns_taken[:]
        new.reference_franchises = self.reference_franchises[:]
        new.region_ref = self.region_ref[:]
        new.region_done = self.region_done[:]
        new.open_places = self.open_places[:]
        new.track = self.track[:]
        new.no_expansion_streak = self.no_expansion_streak
        new.moves_played = self.moves_played
        new.targets = list(map(dict.copy, self.targets))
        new.open_cities = list(map(list.copy, self.open_cities))
        new.income_spaces = self.income_spaces[:]
        new.end_reason = self.end_reason
        new.winners = self.winners
        return new

    def free_spaces(self, place: int) -> int:
        """Empty spaces left on a place; 0 for a scored city."""
        if self.scored[place]:
            return 0
        return self.table.spaces[place] - len(self.fill[place])

    def to_dict(self) -> dict:
        """JSON-able snapshot in board ids and seat numbers, for UIs, tests and debugging."""
        ids = [p.id for p in BOARD.places]
        return {
            "phase": self.phase,
            "current": self.current,
            "start_queue": list(self.start_queue),
            "places": {
                ids[i]: {"fill": list(self.fill[i]), "scored": self.scored[i]}
                for i in range(len(ids))
            },
            "players": [
                {
                    "name": self.table.names[s],
                    "color": self.table.colors[s],
                    "money": self.money[s],
                    "influence": self.influence[s],
                    "supply": self.supply[s],
                    "bonus_tiles": self.bonus_left[s],
                    "turns_taken": self.turns_taken[s],
                    "reference_franchises": self.reference_franchises[s],
                }
                for s in range(self.players)
            ],
            "regions": {
                r.id: {"reference": self.region_ref[r.index], "scored": self.region_done[r.index]}
                for r in BOARD.regions
            },
            "track": [BOARD.regions[t].id for t in self.track],
            "no_expansion_streak": self.no_expansion_streak,
            "moves_played": self.moves_played,
            "end_reason": self.end_reason or "",
            "winners": list(self.winners),
        }


def win_shares(state: State) -> list[float]:
    """Each seat's share of the victory in a finished game: 1 split evenly among the winners,
    0 for everyone else (the shares add up to 1, so their means over games are chances)."""
    share = 1.0 / len(state.winners)
    return [share if seat in state.winners else 0.0 for seat in range(state.players)]


def initial_state(table: Table) -> State:
    """The position after setup: neutral franchises, start money, intro towns if any."""
    n = table.players
    places = len(BOARD.places)
    fill: list[tuple[int, ...]] = [()] * places
    scored = [False] * places
    track: list[int] = []
    for region in BOARD.regions:
        if not table.active_region[region.index]:
            for place in region.places:
                fill[place] = (NEUTRAL,) * table.spaces[place]
                scored[place] = BOARD.places[place].is_city
            track.append(table.region_tile[region.index])
    state = State(
        table=table,
        players=n,
        phase=Phase.START,
        current=n - 1,
        start_queue=list(range(n - 1, -1, -1)),
        fill=fill,
        scored=scored,
        counts=[[0] * places for _ in range(n)],
        money=list(BOARD.starting_money[n]),
        influence=[0] * n,
        supply=[BOARD.franchises_per_player] * n,
        bonus_left=[BOARD.bonus_tiles[n]] * n,
        turns_taken=[0] * n,
        reference_franchises=[0] * n,
        region_ref=[-1] * len(BOARD.regions),
        region_done=[not active for active in table.active_region],
        open_places=[len(r.places) if table.active_region[r.index] else 0 for r in BOARD.regions],
        track=track,
        no_expansion_streak=0,
        moves_played=0,
        targets=[{} for _ in range(n)],
        open_cities=[[] for _ in range(n)],
        income_spaces=[0] * n,
    )
    if table.setup.variant == Variant.INTRO:
        for seat, towns in enumerate(BOARD.intro_start_towns[n]):
            for town in towns:
                put_franchise(state, seat, town)
        state.start_queue = []
        state.phase = Phase.TURN
        state.current = 0
    return state


def put_franchise(state: State, seat: int, place: int) -> int:
    """Take a franchise from ``seat``'s supply onto the next free space; returns that space.

    A seat's first franchise on a place makes the place a source of the seat's links and no
    longer its target. That is done here rather than in a helper of its own, and the town and
    city cases apart: nearly every turn opens a first franchise somewhere."""
    state.supply[seat] -= 1
    counts = state.counts[seat]
    arrives = not counts[place]
    counts[place] += 1
    fill = state.fill
    spot = fill[place] = fill[place] + (seat,)
    spaces = state.table.spaces
    scored = state.scored
    targets = state.targets[seat]
    if not _IS_CITY[place]:
        state.open_places[_REGION_OF[place]] -= 1
        for others_targets in state.targets:  # a town taken: nobody's target any more
            others_targets.pop(place, None)
    else:
        if arrives:
            targets.pop(place, None)
        if len(spot) <= spaces[place] and not scored[place]:
            # The city had room and is unscored, so every seat holding a space there has it
            # among its open cities, the newcomer too (counted here with the space it takes):
            # one free space less for the income of each. (Scored cities and overfilled ones
            # are test set-ups: no one is open there.)
            income_spaces = state.income_spaces
            if arrives:
                insort(state.open_cities[seat], place)
                income_spaces[seat] += spaces[place] - len(spot) + 1
            for other in set(spot):
                income_spaces[other] -= 1
            if len(spot) == spaces[place]:
                _no_room(state, place)
    if arrives:
        # New targets go in with ``setdefault`` (then it returns ``link`` itself); a known one
        # keeps its place in the mapping and takes the cheaper link.
        for town, link in _NEIGHBOUR_TOWNS[place]:
            if not fill[town] and link < targets.setdefault(town, link):
                targets[town] = link
        for city, link in _NEIGHBOUR_CITIES[place]:
            if scored[city] or counts[city] or len(fill[city]) >= spaces[city]:
                continue
            if link < targets.setdefault(city, link):
                targets[city] = link
    return len(spot) - 1


def close_city(state: State, city: int) -> None:
    """Mark ``city`` scored: its tile leaves, nobody can expand there or increase any more."""
    state.scored[city] = True
    state.open_places[_REGION_OF[city]] -= 1
    if len(state.fill[city]) < state.table.spaces[city]:  # a full city had no room already
        _no_room(state, city)


def _no_room(state: State, city: int) -> None:
    """``city`` is full or scored: nobody can expand there or increase there any more.

    Only seats holding a space there can have it among their open cities."""
    fill = state.fill[city]
    free = state.table.spaces[city] - len(fill)
    for targets in state.targets:
        targets.pop(city, None)
    open_cities = state.open_cities
    for seat in set(fill):
        cities = open_cities[seat]
        if city in cities:
            cities.remove(city)
            state.income_spaces[seat] -= free
