"""HTML of the new-game and expert-tile forms (pure, so it is tested in CPython)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from html import escape

from franchise import BOARD, Table

from .render import PLAYER_FILL

KINDS = (
    ("human", "Person"),
    ("easy", "Computer: easy"),
    ("medium", "Computer: medium"),
    ("hard", "Computer: hard"),
)


@dataclass
class SeatChoice:
    name: str
    color: str
    #: "human", or the level of the computer playing this seat.
    kind: str = "human"


def default_name_for(kind: str, index: int) -> str:
    """ "Player 3" for a person, "Hard computer 3" for a computer in the third seat."""
    if kind == "human":
        return f"Player {index + 1}"
    return f"{kind.capitalize()} computer {index + 1}"


def is_default_name(name: str) -> bool:
    """Whether a name is one the page made up (so it may follow a change of player kind)."""
    return bool(re.fullmatch(r"(Player|(Easy|Medium|Hard) computer) [1-5]", name.strip()))


def default_seats(count: int = 2) -> list[SeatChoice]:
    return [SeatChoice(default_name_for("human", i), BOARD.player_colors[i]) for i in range(count)]


def seats_html(seats: list[SeatChoice]) -> str:
    rows = []
    for i, seat in enumerate(seats):
        options = "".join(
            f'<option value="{c}"{" selected" if c == seat.color else ""}>{c}</option>'
            for c in BOARD.player_colors
        )
        remove = (
            f'<button type="button" class="remove-seat" data-remove="{i}" '
            f'aria-label="Remove player {i + 1}">✕</button>'
            if len(seats) > 2
            else ""
        )
        kinds = "".join(
            f'<option value="{k}"{" selected" if k == seat.kind else ""}>{label}</option>'
            for k, label in KINDS
        )
        rows.append(
            f'<div class="seat-row"><span id="seat-swatch-{i}" class="swatch" style="background:'
            f'{PLAYER_FILL[seat.color]}"></span>'
            f'<input id="seat-name-{i}" aria-label="Name of player {i + 1}" maxlength="24" '
            f'value="{escape(seat.name, quote=True)}" required>'
            f'<select id="seat-color-{i}" aria-label="Colour of player {i + 1}">{options}</select>'
            f'<select id="seat-kind-{i}" aria-label="Who plays seat {i + 1}">{kinds}</select>'
            f"{remove}</div>"
        )
    return "".join(rows)


def first_player_options(seats: list[SeatChoice]) -> str:
    options = ['<option value="random">Draw at random</option>']
    options += [f'<option value="{i}">{escape(seat.name)}</option>' for i, seat in enumerate(seats)]
    return "".join(options)


def expert_html(table: Table) -> str:
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
        legend = f"<legend>Cities {group} ({counts})</legend>"
        groups.append(f"<fieldset>{legend}{''.join(rows)}</fieldset>")
    rows = []
    for region in BOARD.regions:
        if not table.active_region[region.index]:
            continue
        current = table.region_tile[region.index]
        options = "".join(
            f'<option value="{tile.id}"{" selected" if tile.index == current else ""}>'
            f"{'·'.join(map(str, tile.influence))} ({escape(tile.name)})</option>"
            for tile in BOARD.regions
        )
        rows.append(
            f'<label>{escape(region.name)} <select data-region="{region.id}">{options}</select>'
            "</label>"
        )
    groups.append(f"<fieldset><legend>Region tiles</legend>{''.join(rows)}</fieldset>")
    return "".join(groups)
