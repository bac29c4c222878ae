"""The printed Franchise board as immutable, index-addressed data.

Places, regions and links are addressed by small integers in board order (the order of
``data/board.json``) because the engine's hot paths index lists; every object also keeps its
string id, which is what saves, links and the UI show. The board is loaded once per process
(``BOARD``) and checked for consistency as it loads, so a bad data edit fails loudly at import.
"""

from __future__ import annotations

import json
from collections import Counter
from enum import StrEnum

from ..values import valueclass
from .packaged import read_beside


class PlaceKind(StrEnum):
    """What a place is on the printed map; the value is the board file's word for it."""

    #: One space: one franchise of one player.
    TOWN = "town"
    #: The printed number of spaces, shared by several players.
    CITY = "city"


#: Number of city tiles of each value in the box (rulebook, "Components").
CITY_TILE_COUNTS = {2: 4, 3: 3, 4: 8, 5: 5, 6: 2, 7: 2, 8: 1}


@valueclass
class Place:
    """A town (one space) or a city (its printed number of spaces) on the map."""

    index: int
    id: str
    name: str
    kind: PlaceKind
    spaces: int
    region: int
    lat: float
    lon: float

    @property
    def is_city(self) -> bool:
        return self.kind is PlaceKind.CITY


@valueclass
class Region:
    """One of the ten coloured regions, with the influence values of its home tile."""

    index: int
    id: str
    name: str
    influence: tuple[int, int, int]
    states: tuple[str, ...]
    places: tuple[int, ...]
    towns: tuple[int, ...]
    cities: tuple[int, ...]


@valueclass
class Link:
    """A direct connection between two places and the dollars it costs to expand along it."""

    a: int
    b: int
    cost: int


@valueclass
class Board:
    """Everything printed on the board and the player aids, indexed for fast lookup."""

    places: tuple[Place, ...]
    regions: tuple[Region, ...]
    links: tuple[Link, ...]
    #: ``neighbours[p]`` lists ``(other place, link cost)`` for every link of place ``p``.
    neighbours: tuple[tuple[tuple[int, int], ...], ...]
    #: ``link_cost[a][b]`` is the cost of the link a-b, or -1 when they are not linked.
    link_cost: tuple[tuple[int, ...], ...]
    #: ``income_charts[n]`` lists ``(min free spaces, max or None, dollars)`` for n players.
    income_charts: dict[int, tuple[tuple[int, int | None, int], ...]]
    starting_money: dict[int, tuple[int, ...]]
    intro_start_towns: dict[int, tuple[tuple[int, int], ...]]
    inactive_regions_small: tuple[int, ...]
    track_influence: tuple[int, ...]
    #: 0-based index of the first region-track space in the red zone.
    red_zone_start: int
    #: City-tile back groups for the expert variant: name -> tile values in the group.
    tile_groups: dict[str, tuple[int, ...]]
    franchises_per_player: int
    bonus_tiles: dict[int, int]
    player_colors: tuple[str, ...]
    place_index: dict[str, int]
    region_index: dict[str, int]

    def place(self, ref: str | int) -> Place:
        """The place with this id or index; ``KeyError`` names an unknown id."""
        if isinstance(ref, int):
            return self.places[ref]
        return self.places[self.place_index[ref]]

    def region(self, ref: str | int) -> Region:
        if isinstance(ref, int):
            return self.regions[ref]
        return self.regions[self.region_index[ref]]

    def tile_group_of(self, spaces: int) -> str:
        """The back group ("2/3", "4/5/6", "7/8") a city printed with ``spaces`` belongs to."""
        for name, values in self.tile_groups.items():
            if spaces in values:
                return name
        raise KeyError(spaces)

    def income(self, players: int, free_spaces: int) -> int:
        """Dollars the income chart for ``players`` pays for ``free_spaces``."""
        for low, high, dollars in self.income_charts[players]:
            if free_spaces >= low and (high is None or free_spaces <= high):
                return dollars
        raise ValueError(f"no income band for {free_spaces} free spaces")


class BoardDataError(ValueError):
    """The board file contradicts itself or the rulebook."""


def _load_raw() -> dict:
    """The board file, beside this module in a source tree and in the page's app.zip alike."""
    return json.loads(read_beside(__name__, "data/board.json"))


def build_board(raw: dict) -> Board:
    """Turn the board file's JSON into a checked, indexed ``Board``."""
    region_index = {r["id"]: i for i, r in enumerate(raw["regions"])}
    place_index = {p["id"]: i for i, p in enumerate(raw["locations"])}
    places = tuple(
        Place(
            index=i,
            id=p["id"],
            name=p["name"],
            kind=PlaceKind(p["kind"]),
            spaces=int(p["spaces"]),
            region=region_index[p["region"]],
            lat=float(p["lat"]),
            lon=float(p["lon"]),
        )
        for i, p in enumerate(raw["locations"])
    )
    regions = []
    for i, r in enumerate(raw["regions"]):
        members = tuple(sorted(place_index[pid] for pid in r["locations"]))
        regions.append(
            Region(
                index=i,
                id=r["id"],
                name=r["name"],
                influence=tuple(sorted(r["influence"], reverse=True)),
                states=tuple(r["states_for_drawing"]),
                places=members,
                towns=tuple(p for p in members if places[p].kind is PlaceKind.TOWN),
                cities=tuple(p for p in members if places[p].kind is PlaceKind.CITY),
            )
        )
    links = tuple(Link(place_index[a], place_index[b], int(c)) for a, b, c in raw["links"])
    cost = [[-1] * len(places) for _ in places]
    adjacency: list[list[tuple[int, int]]] = [[] for _ in places]
    for link in links:
        if cost[link.a][link.b] != -1:
            raise BoardDataError(f"duplicate link {places[link.a].id}-{places[link.b].id}")
        cost[link.a][link.b] = cost[link.b][link.a] = link.cost
        adjacency[link.a].append((link.b, link.cost))
        adjacency[link.b].append((link.a, link.cost))
    charts = {
        int(n): tuple((lo, hi, dollars) for lo, hi, dollars in bands)
        for n, bands in raw["income_charts"].items()
    }
    board = Board(
        places=places,
        regions=tuple(regions),
        links=links,
        neighbours=tuple(tuple(sorted(adj)) for adj in adjacency),
        link_cost=tuple(tuple(row) for row in cost),
        income_charts=charts,
        starting_money={int(n): tuple(v) for n, v in raw["starting_money_by_seat"].items()},
        intro_start_towns={
            int(n): tuple((place_index[a], place_index[b]) for a, b in seats)
            for n, seats in raw["intro_start_towns_by_seat"].items()
        },
        inactive_regions_small=tuple(
            region_index[r] for r in raw["inactive_regions_with_2_or_3_players"]
        ),
        track_influence=tuple(raw["region_track"]["influence_by_space"]),
        red_zone_start=int(raw["region_track"]["red_zone_starts_at_space"]) - 1,
        tile_groups={k: tuple(v) for k, v in raw["city_tile_backs_for_expert_variant"].items()},
        franchises_per_player=int(raw["per_player"]["franchises"]),
        bonus_tiles={int(n): int(v) for n, v in raw["per_player"]["bonus_tiles"].items()},
        player_colors=tuple(raw["player_colors"]),
        place_index=place_index,
        region_index=region_index,
    )
    _check(board)
    return board


def _check(board: Board) -> None:
    """Fail at load time if the data disagrees with the rulebook's component counts."""
    cities = [p for p in board.places if p.is_city]
    if Counter(p.spaces for p in cities) != Counter(CITY_TILE_COUNTS):
        raise BoardDataError("city sizes do not match the 25 city tiles of the rulebook")
    grouped = Counter(v for values in board.tile_groups.values() for v in values)
    if grouped != Counter(CITY_TILE_COUNTS):
        raise BoardDataError("expert tile groups do not hold the 25 city tiles")
    in_regions = sorted(p for r in board.regions for p in r.places)
    if in_regions != list(range(len(board.places))):
        raise BoardDataError("every place must belong to exactly one region")
    for place in board.places:
        if place.kind is PlaceKind.TOWN and place.spaces != 1:
            raise BoardDataError(f"town {place.id} must have one space")
        if place.index not in board.regions[place.region].places:
            raise BoardDataError(f"{place.id} is not listed in its region")
        if not board.neighbours[place.index]:
            raise BoardDataError(f"{place.id} has no links")
    if len(board.track_influence) != len(board.regions):
        raise BoardDataError("the region track needs one space per region tile")


BOARD: Board = build_board(_load_raw())
