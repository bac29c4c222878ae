"""Who plays a seat: a person, or a computer at one of the levels saves and links carry.

The engine owns its own sets (``franchise.moves.Bonus``, ``franchise.setup.Variant``, the end
reasons and city scorings in ``franchise.events``, ``franchise.errors.Refusal``); the computer
levels a seat can have are the record's registry (``franchise.record.COMPUTER_LEVELS``: the
levels that saves and links carry, each one a level of ``franchise.ai``), read here and
nowhere else.
"""

from __future__ import annotations

from franchise.record import COMPUTER_LEVELS

#: The seat kind of a person; every other seat kind is a computer level.
PERSON = "human"


def computer_levels() -> tuple[str, ...]:
    """The computer levels a seat can have, weakest first."""
    return tuple(COMPUTER_LEVELS)


def seat_kinds() -> tuple[str, ...]:
    return (PERSON, *computer_levels())
