"""What happened during a move, in order, so a UI can animate it and a log can tell it.

Each event is a small frozen value naming seats and board indices, with codes (enums) for
its reasons: the page words events in the player's language (web/text/story.py), so the engine
keeps no sentences of its own.
"""

from __future__ import annotations

from enum import StrEnum

from ..values import valueclass
from .moves import Bonus


class CityScoring(StrEnum):
    """How a scored city was won."""

    #: More than half of the city's spaces: the full value.
    MAJORITY = "majority"
    #: The city is full and one player has the most franchises: half the value.
    MOST = "most"
    #: The city is full, several tie for most: the earliest franchise in fill order wins half.
    TIE = "tie"


class EndReason(StrEnum):
    """Why a game ended."""

    #: A region tile reached the red zone of the region track.
    RED_ZONE = "red-zone"
    #: Every player in turn made no expansion.
    NO_EXPANSION = "no-expansion"


@valueclass
class StartPlaced:
    seat: int
    town: int


@valueclass
class IncomeCollected:
    seat: int
    free_spaces: int
    dollars: int


@valueclass
class BonusUsed:
    seat: int
    bonus: Bonus
    tiles_left: int


@valueclass
class Expanded:
    seat: int
    place: int
    source: int
    cost: int


@valueclass
class IncreasePaid:
    seat: int
    city: int
    franchises: int
    cost: int


@valueclass
class FranchiseOpened:
    """A franchise took a space: ``space`` is its index in the city's fill order (0 for towns)."""

    seat: int
    place: int
    space: int


@valueclass
class CityScored:
    city: int
    seat: int
    influence: int
    reason: CityScoring
    returned: int


@valueclass
class ReferenceMarked:
    region: int
    seat: int


@valueclass
class RegionScored:
    region: int
    #: ``(seat, franchises, influence)`` in ranking order.
    shares: tuple[tuple[int, int, int], ...]


@valueclass
class TrackBonus:
    region: int
    space: int
    seat: int
    influence: int


@valueclass
class FinalScore:
    seat: int
    towns: int
    money_points: int
    bonus_points: int
    total: int


@valueclass
class GameOver:
    reason: EndReason
    winners: tuple[int, ...]


Event = (
    StartPlaced
    | IncomeCollected
    | BonusUsed
    | Expanded
    | IncreasePaid
    | FranchiseOpened
    | CityScored
    | ReferenceMarked
    | RegionScored
    | TrackBonus
    | FinalScore
    | GameOver
)
