"""The record of the people at the table, shown in the new-game dialog (pure, CPython-tested).

The dialog shows, for the table as it is set up (its strongest computer level and its size,
the way web/saves/progress.py files games), how many games each person at it has won of those
played; and, when they are ready (``ready_to_rise``), suggests the next level with a button
that raises the computers at the table's level to it (``raised``).
"""

from __future__ import annotations

from franchise.records import ComputerLevel
from web.saves.progress import (
    RISE_WINDOW,
    RISE_WINS,
    Progress,
    next_level,
    ready_to_rise,
    strongest,
)
from web.screens.forms import SeatChoice
from web.session.seat_kinds import PERSON, computer_level
from web.text.catalogue import Text
from web.text.markup import Element, render, tag


def table_level(seats: list[SeatChoice]) -> ComputerLevel | None:
    """The level the table is filed under: its strongest computer, None for people only."""
    return strongest(level for seat in seats if (level := computer_level(seat.kind)) is not None)


def people_at(seats: list[SeatChoice]) -> list[str]:
    return [seat.name.strip() for seat in seats if seat.kind is PERSON and seat.name.strip()]


def progress_html(progress: Progress, seats: list[SeatChoice], text: Text) -> str:
    """The people's record at this table, and the next level if they are ready; "" if none of
    them has finished a game at such a table yet."""
    level, size, people = table_level(seats), len(seats), people_at(seats)
    lines = []
    for name in people:
        tally = progress.tally(name, level, size)
        if tally.played:
            lines.append(
                tag(
                    "li",
                    None,
                    text("progress.won", name=name, won=tally.won, played=tally.played),
                )
            )
    if not lines:
        return ""
    if level is None:
        title = text("progress.people-only", size=size)
    else:
        title = text("progress.against", level=text(f"level.{level}"), size=size)
    parts = [tag("p", {"class": "progress-title"}, title), tag("ul", None, lines)]
    higher = next_level(level) if level is not None else None
    if level is not None and higher is not None and ready_to_rise(progress, people, level, size):
        parts.append(_suggestion(progress, people, level, higher, size, text))
    return render(parts)


def _suggestion(
    progress: Progress,
    people: list[str],
    level: ComputerLevel,
    higher: ComputerLevel,
    size: int,
    text: Text,
) -> Element:
    words = {"level": text(f"level.{level}"), "next": text(f"level.{higher}")}
    if len(people) == 1:
        recent = progress.recent(people[0], level, size)
        said = text("progress.suggest-one", won=recent.won, played=recent.played, **words)
    else:
        said = text("progress.suggest-all", wins=RISE_WINS, window=RISE_WINDOW, **words)
    button = {"type": "button", "id": "btn-level-up", "data-raise": str(higher)}
    return tag(
        "p",
        {"class": "progress-next"},
        said,
        " ",
        tag("button", button, text("progress.raise", next=words["next"])),
    )


def raised(seats: list[SeatChoice], level: ComputerLevel) -> None:
    """Seat ``level`` at the table's level: the computers that play it now play ``level``."""
    current = table_level(seats)
    for seat in seats:
        if current is not None and seat.kind is current:
            seat.kind = level
