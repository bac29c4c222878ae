"""Game setup: who plays, in which seats, which variant, and everything drawn from the seed.

A ``Setup`` is what players choose (and what a record stores); ``Setup.resolve()`` turns it into a
``Table``: seats in play order, the city sizes and region tiles in force, and which regions are in
play. Resolution is deterministic: the seed feeds a private ``random.Random``, drawn in a fixed
order (first player, then city tiles group by group, then region tiles), so the same setup always
gives the same table in CPython and in Pyodide.
"""

from __future__ import annotations

import random
from collections import Counter
from enum import StrEnum

from ..values import field, valueclass
from .board import BOARD
from .errors import Refusal, SetupError


class Variant(StrEnum):
    """The three ways to play: the rulebook's standard game, its first game, expert tiles."""

    #: Players choose their start towns; cities and regions carry their printed values.
    STANDARD = "standard"
    #: The first game: fixed start towns, nobody chooses.
    INTRO = "intro"
    #: City and region tiles are dealt or chosen before the game.
    EXPERT = "expert"


VARIANTS: tuple[Variant, ...] = tuple(Variant)
MIN_PLAYERS, MAX_PLAYERS = 2, 5
MAX_NAME_LENGTH = 24
#: Seeds are 0 .. 2**64 - 1: what a share link carries, so every playable setup can be shared.
SEED_LIMIT = 1 << 64


@valueclass
class Setup:
    """What the players chose before the first move.

    ``players`` are the names around the table in clockwise order; ``first_player`` indexes into
    them (``None``: drawn from the seed). Seats are then numbered from the first player, so seat 0
    always moves first. ``city_tiles`` (city id -> tile value) and ``region_tiles`` (region id ->
    the id of the region whose tile lies there) only apply to the expert variant; whatever they
    leave out is dealt at random from the seed.
    """

    players: tuple[str, ...]
    variant: Variant = Variant.STANDARD
    seed: int = 0
    first_player: int | None = None
    colors: tuple[str, ...] | None = None
    city_tiles: dict[str, int] = field(default_factory=dict)
    region_tiles: dict[str, str] = field(default_factory=dict)

    def resolve(self) -> Table:
        """Check the setup and draw everything left to chance; raises ``SetupError``."""
        return _resolve(self)

    def to_dict(self) -> dict:
        """JSON-able form; ``from_dict`` reads it back."""
        data: dict = {"players": list(self.players), "variant": self.variant, "seed": self.seed}
        if self.first_player is not None:
            data["first_player"] = self.first_player
        if self.colors is not None:
            data["colors"] = list(self.colors)
        if self.city_tiles:
            data["city_tiles"] = dict(sorted(self.city_tiles.items()))
        if self.region_tiles:
            data["region_tiles"] = dict(sorted(self.region_tiles.items()))
        return data

    @classmethod
    def from_dict(cls, data: object) -> Setup:
        """Read a setup from untrusted JSON data; raises ``SetupError`` on any defect."""
        if not isinstance(data, dict):
            raise SetupError(Refusal.SETUP_DATA_DAMAGED)
        players = data.get("players")
        if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
            raise SetupError(Refusal.SETUP_DATA_DAMAGED)
        variant = data.get("variant", "standard")
        seed = data.get("seed", 0)
        first = data.get("first_player")
        colors = data.get("colors")
        city_tiles = data.get("city_tiles", {})
        region_tiles = data.get("region_tiles", {})
        if variant not in VARIANTS:
            raise SetupError(Refusal.UNKNOWN_VARIANT, text=str(variant))
        if not _is_int(seed) or (first is not None and not _is_int(first)):
            raise SetupError(Refusal.SETUP_DATA_DAMAGED)
        if colors is not None and (
            not isinstance(colors, list) or not all(isinstance(c, str) for c in colors)
        ):
            raise SetupError(Refusal.SETUP_DATA_DAMAGED)
        if not isinstance(city_tiles, dict) or not all(
            isinstance(k, str) and _is_int(v) for k, v in city_tiles.items()
        ):
            raise SetupError(Refusal.SETUP_DATA_DAMAGED)
        if not isinstance(region_tiles, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in region_tiles.items()
        ):
            raise SetupError(Refusal.SETUP_DATA_DAMAGED)
        setup = cls(
            players=tuple(players),
            variant=Variant(variant),
            seed=seed,
            first_player=first,
            colors=None if colors is None else tuple(colors),
            city_tiles=dict(city_tiles),
            region_tiles=dict(region_tiles),
        )
        setup.resolve()
        return setup


@valueclass
class Table:
    """A resolved setup: the facts every rule reads, in seat order (seat 0 moves first)."""

    setup: Setup
    names: tuple[str, ...]
    colors: tuple[str, ...]
    #: Spaces (and value) of every place in board order; towns have 1.
    spaces: tuple[int, ...]
    #: ``region_tile[r]`` is the index of the region whose tile (and values) lies on region r.
    region_tile: tuple[int, ...]
    active_region: tuple[bool, ...]

    @property
    def players(self) -> int:
        return len(self.names)

    def region_values(self, region: int) -> tuple[int, int, int]:
        """Influence values (high, middle, low) of the tile lying on ``region``."""
        return BOARD.regions[self.region_tile[region]].influence

    def place_active(self, place: int) -> bool:
        return self.active_region[BOARD.places[place].region]

    def region_of_tile(self, tile: int) -> int:
        """The region on which ``tile`` lay: the region whose scoring (or, out of play, whose
        closing at setup) put it on the region track. Expert games deal a region another
        region's tile, so the tile's own name is not the region it stands for."""
        return self.region_tile.index(tile)


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _resolve(setup: Setup) -> Table:
    names = tuple(setup.players)
    n = len(names)
    if not MIN_PLAYERS <= n <= MAX_PLAYERS:
        raise SetupError(Refusal.PLAYER_COUNT, players=n)
    for name in names:
        _check_name(name)
    if len(set(names)) != n:
        raise SetupError(Refusal.NAMES_REPEATED)
    colors = setup.colors if setup.colors is not None else BOARD.player_colors[:n]
    if len(colors) != n or len(set(colors)) != n:
        raise SetupError(Refusal.COLORS_REPEATED)
    unknown = [c for c in colors if c not in BOARD.player_colors]
    if unknown:
        raise SetupError(Refusal.UNKNOWN_COLOR, text=unknown[0])
    if setup.variant not in VARIANTS:
        raise SetupError(Refusal.UNKNOWN_VARIANT, text=str(setup.variant))
    if setup.variant != Variant.EXPERT and (setup.city_tiles or setup.region_tiles):
        raise SetupError(Refusal.TILES_NOT_EXPERT)
    if not _is_int(setup.seed) or not 0 <= setup.seed < SEED_LIMIT:
        raise SetupError(Refusal.SEED_RANGE)
    rng = random.Random(setup.seed)
    first = setup.first_player
    if first is None:
        first = rng.randrange(n)
    elif not _is_int(first):
        raise SetupError(Refusal.SETUP_DATA_DAMAGED)
    elif not 0 <= first < n:
        raise SetupError(Refusal.NO_SUCH_FIRST_PLAYER, number=first + 1)
    order = list(range(first, n)) + list(range(first))
    active = tuple(not (n <= 3 and r.index in BOARD.inactive_regions_small) for r in BOARD.regions)
    spaces = [p.spaces for p in BOARD.places]
    region_tile = list(range(len(BOARD.regions)))
    if setup.variant == Variant.EXPERT:
        spaces = _deal_city_tiles(setup.city_tiles, active, n, rng)
        region_tile = _deal_region_tiles(setup.region_tiles, rng)
    return Table(
        setup=setup,
        names=tuple(names[i] for i in order),
        colors=tuple(colors[i] for i in order),
        spaces=tuple(spaces),
        region_tile=tuple(region_tile),
        active_region=active,
    )


def _check_name(name: object) -> None:
    """A name is text that is not blank, not too long, and can be written out (saved, shared).

    Text with an unpaired surrogate (possible in JSON and in browser strings) has no UTF-8 form:
    it could be played but never saved in a link, so it is refused up front.
    """
    if not isinstance(name, str):
        raise SetupError(Refusal.SETUP_DATA_DAMAGED)
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        raise SetupError(Refusal.NAME_DAMAGED) from None
    if not name.strip():
        raise SetupError(Refusal.NAME_MISSING)
    if len(name) > MAX_NAME_LENGTH:
        raise SetupError(Refusal.NAME_TOO_LONG, text=name[:MAX_NAME_LENGTH], limit=MAX_NAME_LENGTH)


def _deal_city_tiles(
    chosen: dict[str, int], active: tuple[bool, ...], players: int, rng: random.Random
) -> list[int]:
    """Each active city gets a tile from its back group: chosen ones first, the rest dealt.

    Chosen tiles are taken in the order they were chosen (the dict's order), so when two
    cities ask for the last tile of a value, the refusal names the later choice: the city a
    player just changed, not the one that held the tile before. A tile chosen for a city out
    of play is refused: it would never be laid, so nothing checks its value, and a setup
    holding it could be played but not written into a share link.
    """
    spaces = [p.spaces for p in BOARD.places]
    pools = {group: Counter(values) for group, values in BOARD.tile_groups.items()}
    for city_id, value in chosen.items():
        if city_id not in BOARD.place_index or not BOARD.place(city_id).is_city:
            raise SetupError(Refusal.NOT_A_CITY, text=str(city_id))
        city = BOARD.place(city_id)
        if not active[city.region]:
            raise SetupError(Refusal.OUT_OF_PLAY, place=city.index, players=players)
        pool = pools[BOARD.tile_group_of(city.spaces)]
        if pool[value] <= 0:
            left = ", ".join(str(v) for v in sorted(pool.elements())) or "-"
            raise SetupError(Refusal.TILE_UNAVAILABLE, place=city.index, value=value, text=left)
        pool[value] -= 1
        spaces[city.index] = value
    for group, pool in pools.items():
        remaining = sorted(pool.elements())
        rng.shuffle(remaining)
        for city in BOARD.places:
            dealt = city.is_city and BOARD.tile_group_of(city.spaces) == group
            if dealt and active[city.region] and city.id not in chosen:
                spaces[city.index] = remaining.pop()
    return spaces


def _deal_region_tiles(chosen: dict[str, str], rng: random.Random) -> list[int]:
    """Each region gets one of the ten region tiles: chosen ones first, the rest dealt."""
    tile_of: dict[int, int] = {}
    for region_id, tile_id in chosen.items():  # in the order chosen: the later one is refused
        if region_id not in BOARD.region_index or tile_id not in BOARD.region_index:
            raise SetupError(Refusal.UNKNOWN_REGION_TILE, text=f"{region_id} -> {tile_id}")
        region, tile = BOARD.region_index[region_id], BOARD.region_index[tile_id]
        if tile in tile_of.values():
            raise SetupError(Refusal.REGION_TILE_TWICE, region=region)
        tile_of[region] = tile
    remaining = [t for t in range(len(BOARD.regions)) if t not in tile_of.values()]
    rng.shuffle(remaining)
    return [tile_of[r] if r in tile_of else remaining.pop() for r in range(len(BOARD.regions))]
