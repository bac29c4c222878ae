"""What the win chances assume, in a sentence beside them (issue 46, item 6).

The chances (``franchise.ai.seat_chances``) are read with each computer seat's level and every
person as a player of unknown strength: the same board can favour a hard computer and not an
easy one. The sentence says so for the table on screen: "These chances assume Computer 2
plays at the easy level and Player 1 is a person of unknown strength." Shown only with the
chances. Pure, CPython-tested (tests/web/test_chance_note.py).
"""

from __future__ import annotations

from franchise.records import Seat
from web.screens.model import View
from web.text.catalogue import Text


def assumption(seats: tuple[Seat, ...], text: Text) -> str:
    """The sentence for a table's ``seats`` (empty with no game)."""
    if not seats:
        return ""
    parts = [
        text("advice.assume-computer", player=seat.name, level=text(f"level.{seat.level}"))
        for seat in seats
        if seat.level is not None
    ]
    people = [seat.name for seat in seats if seat.level is None]
    if people:
        parts.append(text.count("advice.assume-people", len(people), people=text.join(people)))
    return text("advice.assume", seats=text.join(parts))


def chance_note_view(seats: tuple[Seat, ...], shown: bool, text: Text) -> View:
    """The sentence's element: hidden with the chances."""
    words = assumption(seats, text) if shown else ""
    return {"chances-assume": {"text": words, "hidden": not words}}
