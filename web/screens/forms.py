"""The new-game and expert-tile forms: seat choices and their HTML (pure, tested in CPython).

A seat's name is the player's own once they type one; until then it is a default the page
words in the current language ("Player 2", "Computer 2 (hard)"), which follows the seat's kind
and the language.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection, Sequence
from enum import StrEnum

from franchise import BOARD, Table
from franchise.values import valueclass
from web.board.render import PLAYER_FILL
from web.saves.entry import SaveEntry
from web.session.seat_kinds import OFFERED_KINDS, PERSON, SEAT_KINDS, SeatKind, computer_level
from web.text.catalogue import Text, other_languages
from web.text.markup import render, tag
from web.text.story import game_names

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


def reworded_players(
    players: tuple[str, ...], computers: dict[str, str], text: Text
) -> dict[str, str]:
    """The players of a game on screen to rename so default names read in ``text``'s language:
    each whose name is the default another language gave its place (so nobody typed it) gets
    this language's default, unless another player already has that name. ``players`` are in
    their places at the table (``Setup.players``), the order the new-game form numbered the
    defaults in, not in seats (``Seat.place``, not ``Seat.number``). A player's kind is read
    from ``computers`` (name -> level), as the record keeps it."""
    renamed: dict[str, str] = {}
    taken = set(players)
    for index, name in enumerate(players):
        kind = SEAT_KINDS.get(computers.get(name, PERSON), PERSON)
        new = default_name(kind, index, text)
        if new in taken:
            continue
        if any(
            name == default_name(kind, index, other) for other in other_languages(text.language)
        ):
            renamed[name] = new
            taken.add(new)
    return renamed


def reworded_game(entry: SaveEntry, text: Text) -> tuple[dict[str, str], str | None]:
    """How a game is renamed so its default names read in ``text``'s language: its players
    (``reworded_players``), and its own name if it is still the one the page made of their
    names ("Player 1 vs Computer 2 (hard)"); None keeps the game's name. A game by link keeps
    the names all its players share."""
    if entry.record.by_link:  # its players share the names it was made with
        return {}, None
    players = entry.record.setup.players
    renamed = reworded_players(players, entry.computers, text)
    if not renamed:
        return renamed, None
    made = {game_names(other).game(players) for other in other_languages(text.language)}
    if entry.name not in made:
        return renamed, None
    return renamed, game_names(text).game(tuple(renamed.get(p, p) for p in players))


def add_seat(seats: list[SeatChoice], text: Text) -> None:
    used = {s.color for s in seats}
    color = next(c for c in BOARD.player_colors if c not in used)
    seats.append(SeatChoice(default_name(PERSON, len(seats), text), color))


def seats_html(seats: list[SeatChoice], text: Text) -> str:
    rows = []
    for i, seat in enumerate(seats):
        number = i + 1
        colors = (
            tag("option", {"value": c, "selected": c == seat.color}, text(f"color.{c}"))
            for c in BOARD.player_colors
        )
        kinds = (
            tag("option", {"value": value, "selected": kind is seat.kind}, kind_label(kind, text))
            for value, kind in OFFERED_KINDS.items()
        )
        remove = {
            "type": "button",
            "class": "remove-seat",
            "data-remove": i,
            "aria-label": text("seat.remove", number=number),
        }
        name = {
            "id": f"seat-name-{i}",
            "aria-label": text("seat.name", number=number),
            "maxlength": "24",
            "value": seat.name,
            "required": True,
        }
        swatch = {"id": f"seat-swatch-{i}", "class": "swatch"}
        rows.append(
            tag(
                "div",
                {"class": "seat-row"},
                tag("span", {**swatch, "style": f"background:{PLAYER_FILL[seat.color]}"}),
                tag("input", name),
                tag(
                    "select",
                    _labelled(f"seat-color-{i}", text("seat.color", number=number)),
                    colors,
                ),
                tag("select", _labelled(f"seat-kind-{i}", text("seat.kind", number=number)), kinds),
                tag("button", remove, "✕") if len(seats) > 2 else None,
            )
        )
    return render(rows)


def player_boxes(players: Sequence[tuple[str, str]], ticked: Collection[str]) -> str:
    """A box per player, marked ``data-here`` (its mark, its name): who plays on this device,
    where several people may share one."""
    return render(
        tag(
            "label",
            {"class": "here-player"},
            tag("input", {"type": "checkbox", "data-here": mark, "checked": mark in ticked}),
            " ",
            name,
        )
        for mark, name in players
    )


def here_html(seats: list[SeatChoice], here: set[int], text: Text) -> str:
    """Who plays on the device that creates a game by link: a box per person at the table,
    marked by seat; the others are asked on their own devices."""
    people = [
        (str(i), seat.name.strip() or text("seat.name", number=i + 1))
        for i, seat in enumerate(seats)
        if seat.kind is PERSON
    ]
    return player_boxes(people, {str(i) for i in here})


def _labelled(element_id: str, label: str) -> dict[str, str]:
    return {"id": element_id, "aria-label": label}


def first_player_options(seats: list[SeatChoice], text: Text) -> str:
    options = [tag("option", {"value": "random"}, text("new.first-random"))]
    options += [tag("option", {"value": i}, seat.name) for i, seat in enumerate(seats)]
    return render(options)


class TileKind(StrEnum):
    """The two kinds of select in the expert form (their ``data-*`` attribute)."""

    CITY = "city"
    REGION = "region"


@valueclass
class TileSelect:
    """One select of the expert form: a city's tile or a region's tile, by the id it is for."""

    kind: TileKind
    key: str


def city_select_id(city_id: str) -> str:
    return f"tile-city-{city_id}"


def region_select_id(region_id: str) -> str:
    return f"tile-region-{region_id}"


def chosen_in_order(
    cities: dict[str, str], regions: dict[str, str], changed: list[TileSelect]
) -> tuple[dict[str, int], dict[str, str]]:
    """The form's tiles as a setup takes them, the selects ``changed`` last, in the order they
    were changed: the engine checks choices in order and refuses the later of two that clash,
    which is the one the player just made."""

    def ordered(values: dict[str, str], kind: TileKind) -> list[str]:
        late = [select.key for select in changed if select.kind is kind and select.key in values]
        return [key for key in values if key not in late] + late

    return (
        {key: int(cities[key]) for key in ordered(cities, TileKind.CITY)},
        {key: regions[key] for key in ordered(regions, TileKind.REGION)},
    )


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
            options = (
                tag("option", {"value": v, "selected": v == current}, str(v))
                for v in sorted(Counter(values))
            )
            attrs = {"id": city_select_id(place.id), "data-city": place.id}
            select = tag("select", attrs, options)
            rows.append(
                tag("label", None, *text.parts("expert.choice", name=place.name, choice=select))
            )
        counts = text.listing(
            text("expert.tile-count", count=n, value=v) for v, n in sorted(Counter(values).items())
        )
        legend = text("expert.cities", group=group, counts=counts)
        groups.append(tag("fieldset", None, tag("legend", None, legend), rows))
    rows = []
    for region in BOARD.regions:
        if not table.active_region[region.index]:
            continue
        current = table.region_tile[region.index]
        options = (
            tag(
                "option",
                {"value": tile.id, "selected": tile.index == current},
                text(
                    "expert.region-tile",
                    influence="·".join(map(str, tile.influence)),
                    region=text.region(tile.index),
                ),
            )
            for tile in BOARD.regions
        )
        attrs = {"id": region_select_id(region.id), "data-region": region.id}
        select = tag("select", attrs, options)
        name = text.region(region.index)
        rows.append(tag("label", None, *text.parts("expert.choice", name=name, choice=select)))
    groups.append(tag("fieldset", None, tag("legend", None, text("expert.regions")), rows))
    return render(groups)
