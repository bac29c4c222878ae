"""A game as a record: its setup and its moves, the one format behind saves, files and links.

Loading a record always means replaying its moves through the engine, so nothing illegal can
come in through a save, a file or a link: ``Record.replay`` raises ``IllegalMoveError`` naming
the move number and the reason. ``Record.from_dict`` reads untrusted JSON data completely or
raises ``RecordError``; it also migrates the older format (format 0: no version, no game id).

A record also says which players are computers and how strong (``computers``: name -> level),
so a game against computers continues with the same opponents wherever it is opened.

Two orders of the players exist: their places at the table (``Setup.players``, as the new-game
form lists them, and as names, colours and computers are written down) and the seats, counted
from the first player (the engine's, seat 0 moves first). ``Seat`` and ``seats_of`` are the one
mapping between them, with each seat's name, colour and level: everything that reads a player
by seat asks it rather than indexing ``Setup.players`` with a seat.
"""

from __future__ import annotations

import json
import os
import re
from collections.abc import Mapping
from enum import StrEnum

from ..core.errors import FranchiseError, NotationError, Refusal
from ..core.game import Game
from ..core.moves import parse_move
from ..core.setup import Setup, Table
from ..values import field, replace, valueclass

RECORD_FORMAT = 1
MAX_MOVES = 4000
#: Twelve lowercase hex digits, exactly (checked with ``fullmatch``).
GAME_ID = re.compile(r"[0-9a-f]{12}")


class ComputerLevel(StrEnum):
    """How strongly a computer seat plays: every level a record or a share link may name. The
    page offers the ``offered`` ones (``OFFERED_LEVELS``); a retired one still opens, played
    by the level that stands in for it (``played_by``)."""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    #: Hard's search at three times its budget (docs/strength.md): a laboratory level now.
    #: It was not measurably stronger than hard, so the page no longer offers it, and plays
    #: the games and links that name it with hard.
    EXPERT = "expert"

    @property
    def offered(self) -> bool:
        """Whether the page offers it for a new game: each offered level beats the one below
        it by an accepted SPRT (docs/strength.md; tests/engine/test_level_order.py)."""
        return self is not ComputerLevel.EXPERT

    @property
    def played_by(self) -> ComputerLevel:
        """The level the page plays this one with: itself, or for a retired level the offered
        level that stands in for it (expert is played by hard, which it did not beat)."""
        return ComputerLevel.HARD if self is ComputerLevel.EXPERT else self

    @property
    def thinks_apart(self) -> bool:
        """Thinks for up to seconds a move: a page gives it an interpreter of its own (a Web
        Worker) when it can, so its own thread never waits on it, and lets it think ahead
        while a person plays. Here, with the closed set, so the page can tell without loading
        the search."""
        return self in (ComputerLevel.HARD, ComputerLevel.EXPERT)

    @classmethod
    def of_spec(cls, spec: str) -> ComputerLevel | None:
        """The page's level a spec names (``expert:1500`` is expert), None for another."""
        name = spec.split(":", 1)[0]
        return cls(name) if name in cls.__members__.values() else None


#: Every level, in the order share links number them (1, 2, 3, 4; 0 is a person).
COMPUTER_LEVELS: tuple[ComputerLevel, ...] = tuple(ComputerLevel)
#: The levels the page offers for a new game, weakest first.
OFFERED_LEVELS: tuple[ComputerLevel, ...] = tuple(lv for lv in ComputerLevel if lv.offered)


class RecordError(FranchiseError):
    """Saved or shared data is not a readable Franchise game."""


def new_game_id() -> str:
    """Twelve hex digits naming one game across devices (links update the same game)."""
    return os.urandom(6).hex()  # what secrets.token_hex does, without importing secrets at start


@valueclass
class Seat:
    """Who plays a seat: ``number`` counts seats from the first player (the engine's seat, 0
    moves first), ``place`` is the player's place at the table (their index in
    ``Setup.players``); ``level`` is the computer's, None for a person."""

    number: int
    place: int
    name: str
    color: str
    level: ComputerLevel | None

    @property
    def is_person(self) -> bool:
        return self.level is None


def seats_of(table: Table, computers: Mapping[str, str]) -> tuple[Seat, ...]:
    """Every seat of a resolved ``table`` in seat order, computers by name (name -> level)."""
    places = {name: place for place, name in enumerate(table.setup.players)}
    return tuple(
        Seat(
            seat,
            places[name],
            name,
            color,
            None if (level := computers.get(name)) is None else ComputerLevel(level),
        )
        for seat, (name, color) in enumerate(zip(table.names, table.colors, strict=True))
    )


@valueclass
class Record:
    """Setup plus moves in canonical notation; ``by_link`` marks a game played by passing links.

    ``computers`` maps the name of each player seated as a computer to its level; everyone else
    is a person.
    """

    setup: Setup
    moves: tuple[str, ...] = ()
    game_id: str = field(default_factory=new_game_id)
    by_link: bool = False
    computers: dict[str, ComputerLevel] = field(default_factory=dict)

    @classmethod
    def of(
        cls,
        game: Game,
        game_id: str,
        by_link: bool = False,
        computers: dict[str, ComputerLevel] | None = None,
    ) -> Record:
        moves = tuple(str(m) for m in game.moves)
        return cls(game.setup, moves, game_id, by_link, dict(computers or {}))

    def seats(self) -> tuple[Seat, ...]:
        """Who plays each seat, in seat order (``seats_of``)."""
        return seats_of(self.setup.resolve(), self.computers)

    def retired_levels(self) -> tuple[ComputerLevel, ...]:
        """The levels it names that the page no longer offers, each once (expert)."""
        return tuple(dict.fromkeys(lv for lv in self.computers.values() if not lv.offered))

    def as_played(self) -> Record:
        """This record with each retired level replaced by the level that plays it now
        (``ComputerLevel.played_by``): the same game, with the opponents the page has."""
        played = {name: level.played_by for name, level in self.computers.items()}
        return self if played == self.computers else replace(self, computers=played)

    def replay(self, moves: int | None = None) -> Game:
        """The game after all moves (or the first ``moves``), each validated by the engine."""
        chosen = self.moves if moves is None else self.moves[:moves]
        return Game.replay(self.setup, chosen)

    def to_dict(self) -> dict:
        data = {
            "format": RECORD_FORMAT,
            "game_id": self.game_id,
            "by_link": self.by_link,
            "setup": self.setup.to_dict(),
            "moves": list(self.moves),
        }
        if self.computers:  # absent in games of people only, as before computers were saved
            data["computers"] = {name: str(level) for name, level in self.computers.items()}
        return data

    @classmethod
    def from_dict(cls, data: object) -> Record:
        """Read a record from untrusted data (any format this version knows)."""
        if not isinstance(data, dict):
            raise RecordError(Refusal.NOT_A_GAME)
        data = _migrate(data)
        game_id = data.get("game_id")
        by_link = data.get("by_link", False)
        moves = data.get("moves")
        if not isinstance(game_id, str) or not GAME_ID.fullmatch(game_id):
            raise RecordError(Refusal.RECORD_DAMAGED)
        if not isinstance(by_link, bool):
            raise RecordError(Refusal.RECORD_DAMAGED)
        if not isinstance(moves, list) or not all(isinstance(m, str) for m in moves):
            raise RecordError(Refusal.RECORD_DAMAGED)
        if len(moves) > MAX_MOVES:
            raise RecordError(Refusal.TOO_MANY_MOVES, limit=MAX_MOVES)
        try:
            setup = Setup.from_dict(data.get("setup"))
            canonical = tuple(str(parse_move(m)) for m in moves)
        except NotationError as error:
            raise RecordError(Refusal.MOVE_UNREADABLE, cause=error) from None
        except FranchiseError as error:
            raise RecordError(Refusal.SETUP_INVALID, cause=error) from None
        computers = read_computers(data.get("computers", {}), setup.players)
        return cls(setup, canonical, game_id, by_link, computers)


def read_computers(data: object, players: tuple[str, ...]) -> dict[str, ComputerLevel]:
    """Computer seats from untrusted data: names of this game's players, known levels."""
    if not isinstance(data, dict) or not all(
        name in players and level in COMPUTER_LEVELS for name, level in data.items()
    ):
        raise RecordError(Refusal.RECORD_DAMAGED)
    return {name: ComputerLevel(level) for name, level in data.items()}


def _migrate(data: dict) -> dict:
    """Bring older formats up to the current one; refuse formats from the future."""
    version = data.get("format", 0)
    if not isinstance(version, int) or isinstance(version, bool):
        raise RecordError(Refusal.RECORD_DAMAGED)
    if version > RECORD_FORMAT:
        raise RecordError(Refusal.SAVED_BY_NEWER)
    if version == 0:
        # Format 0 (the first saves): {"setup": ..., "moves": [...]}, no id, no mode. The id is
        # derived from the setup so that migrating the same save twice gives the same game.
        import hashlib  # only for this old format: the page does not load it at start-up

        digest = hashlib.sha256(json.dumps(data.get("setup"), sort_keys=True).encode()).hexdigest()
        return {**data, "format": 1, "game_id": digest[:12], "by_link": False}
    return data
