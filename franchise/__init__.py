"""Franchise (Christwart Conrad) rules engine: pure Python, standard library only.

The engine runs unchanged in CPython and in Pyodide. Start with ``Game(Setup(("Ann", "Bob")))``;
see ``franchise.game`` for the API and ``franchise.moves`` for the move notation.
"""

from .board import BOARD, Board, Place, Region
from .errors import (
    FranchiseError,
    GameOverError,
    IllegalMoveError,
    NotationError,
    Refusal,
    SetupError,
)
from .events import Event
from .game import Decision, Game
from .moves import Bonus, Move, StartMove, TurnMove, parse_move
from .setup import Setup, Table, Variant

__all__ = [
    "BOARD",
    "Board",
    "Bonus",
    "Decision",
    "Event",
    "FranchiseError",
    "Game",
    "GameOverError",
    "IllegalMoveError",
    "Move",
    "NotationError",
    "Place",
    "Refusal",
    "Region",
    "Setup",
    "SetupError",
    "StartMove",
    "Table",
    "TurnMove",
    "Variant",
    "parse_move",
]
