"""What happened during a move, in order, so a UI can animate it and a log can tell it.

Each event is a small frozen value naming seats and board indices. ``describe(event, names)``
turns one into a plain sentence ("Sam scores Chicago: absolute majority, +7 influence").
"""

from __future__ import annotations

from enum import StrEnum

from .board import BOARD
from .moves import Bonus
from .values import valueclass


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

_BONUS_TEXT = {
    Bonus.EXPAND: "a bonus tile to expand a second time",
    Bonus.SHARE: "a bonus tile to double their market share",
    Bonus.DOLLARS: "a bonus tile to take $10",
}
_CITY_REASON = {
    CityScoring.MAJORITY: "absolute majority",
    CityScoring.MOST: "most franchises",
    CityScoring.TIE: "tied for most, earliest franchise",
}


def _place(index: int) -> str:
    return BOARD.places[index].name


def _plural(count: int, word: str) -> str:
    return f"{count} {word}" if count == 1 else f"{count} {word}s"


def describe(event: Event, names: tuple[str, ...]) -> str:
    """One plain sentence for the game log."""
    match event:
        case StartPlaced(seat, town):
            return f"{names[seat]} opens their first franchise in {_place(town)}."
        case IncomeCollected(seat, free, dollars):
            return f"{names[seat]} collects ${dollars} income ({_plural(free, 'free space')})."
        case BonusUsed(seat, bonus, left):
            return f"{names[seat]} uses {_BONUS_TEXT[bonus]} ({left} left)."
        case Expanded(seat, place, source, cost):
            return f"{names[seat]} expands from {_place(source)} to {_place(place)} for ${cost}."
        case IncreasePaid(seat, city, franchises, cost):
            extra = " (one free)" if franchises > cost else ""
            return (
                f"{names[seat]} adds {_plural(franchises, 'franchise')} in {_place(city)}"
                f" for ${cost}{extra}."
            )
        case FranchiseOpened(seat, place, space):
            where = _place(place) if space == 0 else f"{_place(place)} (space {space + 1})"
            return f"{names[seat]} opens a franchise in {where}."
        case CityScored(city, seat, influence, reason, _returned):
            return (
                f"{names[seat]} scores {_place(city)}: {_CITY_REASON[reason]}, "
                f"+{influence} influence."
            )
        case ReferenceMarked(region, seat):
            return (
                f"{names[seat]} becomes the tie-breaker of {BOARD.regions[region].name}"
                " (first city scored there)."
            )
        case RegionScored(region, shares):
            parts = ", ".join(f"{names[s]} +{ip} ({count})" for s, count, ip in shares)
            return f"{BOARD.regions[region].name} is scored: {parts or 'nobody is there'}."
        case TrackBonus(region, space, seat, influence):
            return (
                f"{names[seat]} gains {influence} influence from the region track "
                f"(space {space + 1})."
            )
        case FinalScore(seat, towns, money_points, bonus_points, total):
            return (
                f"Final scoring for {names[seat]}: +{towns} for towns, +{money_points} for money, "
                f"+{bonus_points} for bonus tiles: {total} influence."
            )
        case GameOver(reason, winners):
            why = (
                "a region tile reached the red zone"
                if reason is EndReason.RED_ZONE
                else "a full round passed without an expansion"
            )
            who = " and ".join(names[s] for s in winners)
            verb = "share the victory" if len(winners) > 1 else "wins"
            return f"The game ends: {why}. {who} {verb}!"
    raise TypeError(f"not an event: {event!r}")
