"""Franchise (Christwart Conrad) rules engine: pure Python, standard library only.

The engine runs unchanged in CPython and in Pyodide. Start with ``Game(Setup(("Ann", "Bob")))``;
see ``franchise.core.game`` for the API and ``franchise.core.moves`` for the move notation.

This module is the engine's first face (docs/ARCHITECTURE.md): the game, its values and the
named queries the page asks of a position (targets and prices, warnings, previews, reasons, the
story of a game). The page imports the engine only through this face, ``franchise.ai``,
``franchise.records`` and ``franchise.values`` (tests/engine/test_engine_shape.py). The game
itself is imported at once; the readings (``franchise.readings``) and the move generator are
imported the first time one of their names is asked for, as the page did module by module
before, so the page starts with no more of the engine than it needs.
"""

from .core.board import BOARD, Board, Place, Region
from .core.errors import (
    FranchiseError,
    GameOverError,
    IllegalMoveError,
    NotationError,
    Refusal,
    SetupError,
)
from .core.events import (
    BonusUsed,
    CityScored,
    EndReason,
    Event,
    Expanded,
    FinalScore,
    FranchiseOpened,
    GameOver,
    IncomeCollected,
    IncreasePaid,
    ReferenceMarked,
    RegionScored,
    StartPlaced,
    TrackBonus,
)
from .core.game import Decision, Game
from .core.lazy import lazy_names
from .core.moves import BONUS_DOLLARS, Bonus, Move, StartMove, TurnMove, parse_move
from .core.outcome import Outcome
from .core.packaged import read_beside
from .core.rules import (
    UNUSED_TILE_POINTS,
    bonus_allowed,
    expansion_targets,
    free_spaces_for_income,
    increase_cities,
)
from .core.setup import Setup, Table, Variant
from .core.state import NEUTRAL, Phase, State

#: Names of the face imported on first use: name -> the module (relative to this package).
LAZY = {
    **dict.fromkeys(
        (
            "EndThreat",
            "GameEnd",
            "Prices",
            "TargetPrice",
            "TurnPreview",
            "TurnWarning",
            "end_threat",
            "preview_turn",
            "round_closer",
            "target_prices",
            "turn_question",
            "turn_warnings",
        ),
        ".readings.preview",
    ),
    **dict.fromkeys(("Reason", "ReasonKind", "turn_reasons"), ".readings.reasons"),
    "contrast": ".readings.contrast",
    "winning_ending": ".readings.endings",
    **dict.fromkeys(("Source", "Standing", "Story", "standings", "story_of"), ".readings.story"),
    "start_moves": ".core.movegen",
}


__getattr__ = lazy_names(__name__, LAZY)


__all__ = [
    "BOARD",
    "BONUS_DOLLARS",
    "NEUTRAL",
    "UNUSED_TILE_POINTS",
    "Board",
    "Bonus",
    "BonusUsed",
    "CityScored",
    "Decision",
    "EndReason",
    "Event",
    "Expanded",
    "FinalScore",
    "FranchiseError",
    "FranchiseOpened",
    "Game",
    "GameOver",
    "GameOverError",
    "IllegalMoveError",
    "IncomeCollected",
    "IncreasePaid",
    "Move",
    "NotationError",
    "Outcome",
    "Phase",
    "Place",
    "ReferenceMarked",
    "Refusal",
    "Region",
    "RegionScored",
    "Setup",
    "SetupError",
    "StartMove",
    "StartPlaced",
    "State",
    "Table",
    "TrackBonus",
    "TurnMove",
    "Variant",
    "bonus_allowed",
    "expansion_targets",
    "free_spaces_for_income",
    "increase_cities",
    "parse_move",
    "read_beside",
    *LAZY,
]
