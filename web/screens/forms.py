"""The new-game and expert-tile forms: seat choices and their HTML (pure, tested in CPython).

A seat's name is the player's own once they type one; until then it is a default the page
words in the current language ("Player 2", "Computer 2 (hard)"), which follows the seat's kind
and the language.
"""

from __future__ import annotations

from collections import Counter

from franchise import BOARD, Table
from franchise.values import valueclass
from web.board.render import PLAYER_FILL
from web.session.seat_kinds import PERSON, SEAT_KINDS, SeatKind, computer_level
from web.text.catalogue import Text
from web.text.markup import escape

MAX_SEATS = 5


@valueclass(frozen=False)
class SeatChoice:
    name: str
    color: str
    #: ``PERSON``, or the level of the computer playing this seat.
    kind: SeatKind = PERSON
    #: Whether the name was typed by a player (a default name follows kind and language).
    named: bool = False


def default_name(kind: SeatKind, index: int, text: Text) -> str:
    level = computer_level(kind)
    if level is None:
        return text("seat.default-person", number=index + 1)
    return text("seat.default-computer", number=index + 1, level=text(f"level.{level}"))


def kind_label(kind: SeatKind, text: Text) -> str:
    """ "Person", or "Computer: hard" in the current language."""
    level = computer_level(kind)
    if level is None:
        return text(f"kind.{kind}")
    return text("kind.computer", level=text(f"level.{level}"))


def default_seats(text: Text, count: int = 2) -> list[SeatChoice]:
    return [SeatChoice(default_name(PERSON, i, text), BOARD.player_colors[i]) for i in range(count)]


def rename_defaults(seats: list[SeatChoice], text: Text) -> None:
    """Give every seat nobody named the default name for its kind, in the current language."""
    for i, seat in enumerate(seats):
        if not seat.named:
            seat.name = default_name(seat.kind, i, text)


def add_seat(seats: list[SeatChoice], text: Text) -> None:
    used = {s.color for s in seats}
    color = next(c for c in BOARD.player_colors if c not in used)
    seats.append(SeatChoice(default_name(PERSON, len(seats), text), color))


def seats_html(seats: list[SeatChoice], text: Text) -> str:
    rows = []
    for i, seat in enumerate(seats):
        number = i + 1
        colors = "".join(
            f'<option value="{c}"{" selected" if c == seat.color else ""}>'
            f"{text(f'color.{c}')}</option>"
            for c in BOARD.player_colors
        )
        remove = (
            f'<button type="button" class="remove-seat" data-remove="{i}" '
            f'aria-label="{escape(text("seat.remove", number=number))}">✕</button>'
            if len(seats) > 2
            else ""
        )
        kinds = "".join(
            f'<option value="{value}"{" selected" if kind is seat.kind else ""}>'
            f"{kind_label(kind, text)}</option>"
            for value, kind in SEAT_KINDS.items()
        )
        rows.append(
            f'<div class="seat-row"><span id="seat-swatch-{i}" class="swatch" style="background:'
            f'{PLAYER_FILL[seat.color]}"></span>'
            f'<input id="seat-name-{i}" aria-label="{escape(text("seat.name", number=number))}" '
            f'maxlength="24" value="{escape(seat.name, quote=True)}" required>'
            f'<select id="seat-color-{i}" aria-label="{escape(text("seat.color", number=number))}">'
            f"{colors}</select>"
            f'<select id="seat-kind-{i}" aria-label="{escape(text("seat.kind", number=number))}">'
            f"{kinds}</select>{remove}</div>"
        )
    return "".join(rows)


def first_player_options(seats: list[SeatChoice], text: Text) -> str:
    options = [f'<option value="random">{text("new.first-random")}</option>']
    options += [f'<option value="{i}">{escape(seat.name)}</option>' for i, seat in enumerate(seats)]
    return "".join(options)


def expert_html(table: Table, text: Text) -> str:
    """A select per active city (values of its back group) and per region (any region tile)."""
    groups = []
    for group, values in BOARD.tile_groups.items():
        rows = []
        for place in BOARD.places:
            if not (place.is_city and BOARD.tile_group_of(place.spaces) == group):
                continue
            if not table.place_active(place.index):
                continue
            current = table.spaces[place.index]
            options = "".join(
                f'<option value="{v}"{" selected" if v == current else ""}>{v}</option>'
                for v in sorted(Counter(values))
            )
            rows.append(
                f'<label>{escape(place.name)} <select data-city="{place.id}">{options}</select>'
                "</label>"
            )
        counts = ", ".join(f"{n}×{v}" for v, n in sorted(Counter(values).items()))
        legend = text("expert.cities", group=group, counts=counts)
        groups.append(f"<fieldset><legend>{legend}</legend>{''.join(rows)}</fieldset>")
    rows = []
    for region in BOARD.regions:
        if not table.active_region[region.index]:
            continue
        current = table.region_tile[region.index]
        options = "".join(
            f'<option value="{tile.id}"{" selected" if tile.index == current else ""}>'
            f"{'·'.join(map(str, tile.influence))} ({escape(text.region(tile.index))})</option>"
            for tile in BOARD.regions
        )
        rows.append(
            f"<label>{escape(text.region(region.index))} "
            f'<select data-region="{region.id}">{options}</select></label>'
        )
    groups.append(f"<fieldset><legend>{text('expert.regions')}</legend>{''.join(rows)}</fieldset>")
    return "".join(groups)
