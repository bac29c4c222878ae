"""The table a person sets up, remembered: seats, kinds, levels, variant and play by link.

The new-game dialog opens with the last table set up on this device (kept as a small JSON
preference, read back as untrusted data: anything unreadable is ignored). The very first time,
it offers what one person wants: themselves against one computer, in the introductory variant
the rulebook recommends for a first game. "Play again" seats the finished game's table again:
the same names, colours, kinds and levels. A name nobody typed stays a default name, which
follows the seat's kind and the language.
"""

from __future__ import annotations

import json

from franchise import BOARD, Variant
from franchise.records import ComputerLevel, Seat
from web.screens.forms import MAX_SEATS, SeatChoice, default_name, rename_defaults
from web.session.seat_kinds import PERSON, SEAT_KINDS, seat_kind
from web.text.catalogue import Text, other_languages

#: The preference key of the last table set up.
CHOICE_KEY = "franchise:new-game"
#: The first table: one person against one computer at this level, the one the level's own
#: words (``level.about.easy``) offer for a first game.
FIRST_COMPUTER = ComputerLevel("easy")


class TableChoice:
    """What the new-game dialog shows: the seats, the variant, and whether it is by link."""

    def __init__(self, seats: list[SeatChoice], variant: Variant, by_link: bool = False):
        self.seats = seats
        self.variant = variant
        self.by_link = by_link

    def to_json(self) -> str:
        seats = [
            {"name": s.name, "named": s.named, "color": s.color, "kind": s.kind.value}
            for s in self.seats
        ]
        return json.dumps({"seats": seats, "variant": self.variant, "by_link": self.by_link})


def first_table(text: Text) -> TableChoice:
    """One person and one computer, introductory variant: a first game for one person."""
    kinds = (PERSON, FIRST_COMPUTER)
    seats = [
        SeatChoice(default_name(kind, i, text), BOARD.player_colors[i], kind)
        for i, kind in enumerate(kinds)
    ]
    return TableChoice(seats, Variant.INTRO)


def remembered_table(data: str | None, text: Text) -> TableChoice | None:
    """The table kept by ``TableChoice.to_json``, or None if there is none or it is unreadable."""
    try:
        found = json.loads(data) if data else None
        seats = [
            SeatChoice(str(s["name"]), str(s["color"]), SEAT_KINDS[s["kind"]], s["named"] is True)
            for s in found["seats"]
        ]
        choice = TableChoice(seats, Variant(found["variant"]), found["by_link"] is True)
    except (ValueError, KeyError, TypeError, RecursionError):
        return None
    colors = [s.color for s in seats]
    if not 2 <= len(seats) <= MAX_SEATS or len(set(colors)) < len(colors):
        return None
    if any(color not in BOARD.player_colors for color in colors):
        return None
    rename_defaults(seats, text)
    return choice


def table_of_game(
    seats: tuple[Seat, ...], variant: Variant, text: Text, last: TableChoice | None = None
) -> TableChoice:
    """The table of a game played (its ``seats``, ``Table.seats``): each player in their place
    at the table with their colour, kind and level, for "Play again". Names are defaults
    (following the language) where the ``last`` table set up here had them, or where they
    read as the defaults of any language (a game begun in French, played again in English)."""
    typed = {s.name: s.named for s in last.seats} if last is not None else {}
    languages = (text, *other_languages(text.language))
    choices = []
    for seat in sorted(seats, key=lambda seat: seat.place):
        kind = seat_kind(seat)
        defaults = {default_name(kind, seat.place, language) for language in languages}
        named = typed.get(seat.name, seat.name not in defaults)
        choices.append(SeatChoice(seat.name, seat.color, kind, named=named))
    rename_defaults(choices, text)
    return TableChoice(choices, Variant(variant))
