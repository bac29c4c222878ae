"""Who plays a seat: a person, or a computer at one of the levels saves and links carry.

One registry, ``SEAT_KINDS``, holds both: ``PERSON`` (its own one-member enum, so a person can
never be taken for a level) and every ``franchise.records.ComputerLevel``, the record's closed set
of the levels a seat can have (each one a level of ``franchise.ai``), read here and nowhere
else. The keys are the values the new-game form offers and reads back.
"""

from __future__ import annotations

import enum

from franchise.records import COMPUTER_LEVELS, OFFERED_LEVELS, ComputerLevel, Seat


class Person(enum.StrEnum):
    """The seat kind of a person (every other seat kind is a computer level)."""

    PERSON = "human"


PERSON = Person.PERSON
SeatKind = Person | ComputerLevel

#: The seat kinds the new-game form offers, by their form value: a person first, then the
#: levels the page offers, weakest first.
OFFERED_KINDS: dict[str, SeatKind] = {kind.value: kind for kind in (PERSON, *OFFERED_LEVELS)}
#: Every seat kind by the value a form, a kept table or a record may hold: a retired level
#: (expert) reads as the level that plays it now (``ComputerLevel.played_by``).
SEAT_KINDS: dict[str, SeatKind] = {
    **OFFERED_KINDS,
    **{level.value: level.played_by for level in COMPUTER_LEVELS if not level.offered},
}


def computer_level(kind: SeatKind) -> ComputerLevel | None:
    """The level of a computer seat, None for a person."""
    return kind if isinstance(kind, ComputerLevel) else None


def seat_kind(seat: Seat) -> SeatKind:
    """Who plays ``seat``: its computer's level, or ``PERSON``."""
    return PERSON if seat.level is None else seat.level
