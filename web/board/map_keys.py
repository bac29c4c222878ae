"""Moving around the map with the arrow keys: the map is one tab stop, and an arrow goes to the
place in that direction, preferring places linked to the current one (the network a player
expands along), so every place can be reached and Enter acts on it. "Next place" (N, B:
web/screens/shortcuts.py) goes round the places a turn may use instead (``next_stop``), and a
letter typed on the map goes to the next of them whose name starts with it (``letter_stop``)."""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from functools import cache

from franchise import BOARD, State
from web.board.layout import board_layout

#: Screen direction of each arrow key (SVG y grows downwards).
DIRECTIONS: dict[str, tuple[float, float]] = {
    "ArrowRight": (1.0, 0.0),
    "ArrowLeft": (-1.0, 0.0),
    "ArrowUp": (0.0, -1.0),
    "ArrowDown": (0.0, 1.0),
}
#: How far off the arrow's direction a place may lie (cosine of the widest angle, 60 degrees).
WIDEST = 0.5


@cache
def linked(place: int) -> frozenset[int]:
    """The places one link away."""
    return frozenset(
        link.b if link.a == place else link.a for link in BOARD.links if place in (link.a, link.b)
    )


def step(place: int, key: str) -> int | None:
    """The place an arrow key moves to from ``place``: the best-aligned linked place in that
    direction, else the best-aligned place anywhere in it; None at the edge of the map."""
    direction = DIRECTIONS.get(key)
    if direction is None:
        return None
    linked_choice = _best(place, direction, linked(place))
    if linked_choice is not None:
        return linked_choice
    return _best(place, direction, range(len(BOARD.places)))


def _best(place: int, direction: tuple[float, float], candidates) -> int | None:
    centres = board_layout().places
    x, y = centres[BOARD.places[place].id]
    best, best_score = None, math.inf
    for other in candidates:
        if other == place:
            continue
        ox, oy = centres[BOARD.places[other].id]
        dx, dy = ox - x, oy - y
        distance = math.hypot(dx, dy)
        alignment = (dx * direction[0] + dy * direction[1]) / distance
        if alignment < WIDEST:
            continue
        score = distance / alignment**2  # near and straight ahead first
        if score < best_score:
            best, best_score = other, score
    return best


def reading_order(place: int) -> tuple[float, float]:
    """A place's rank in reading order: top to bottom, then left to right."""
    x, y = board_layout().places[BOARD.places[place].id]
    return (y, x)


#: A turn's expansion targets and what reaching each costs ($): ``Draft.targets``.
Targets = Mapping[int, int]


def target_order(targets: Targets) -> list[int]:
    """The order N visits a turn's expansion targets in: the cheapest first (the turns played
    most often), then in reading order. Over medium's turns in 20 games it cut a turn of $10,
    an expansion and an increase from 9.9 presses to 6.9 (tools/research/key_presses.py)."""
    return sorted(targets, key=lambda place: (targets[place], reading_order(place)))


def stop_order(
    targets: Targets, increases: Iterable[int], *, held: Iterable[int] = ()
) -> list[int]:
    """The places "next place" goes round, in the order a turn is played: the turn's
    expansion targets, cheapest first (``target_order``), then its cities to increase in. Once
    the turn holds every expansion it may (``held``, the places of its markers), those come
    first and its cities next, so N from the marker just placed goes on to the cities, and the
    other targets (to move the marker) last."""
    markers = sorted(set(held), key=reading_order)
    expand = [place for place in target_order(targets) if place not in markers]
    grow = sorted(set(increases) - set(expand) - set(markers), key=reading_order)
    return markers + grow + expand if markers else expand + grow


def next_stop(
    current: int | None,
    targets: Targets,
    increases: Iterable[int],
    forward: bool = True,
    *,
    held: Iterable[int] = (),
) -> int | None:
    """The place "next place" goes to in ``stop_order``: from ``current`` (the place with the
    focus) on, or back (``forward`` False), round and round both ways; from a place outside
    them it starts at the first (or the last); with none to use, None."""
    stops = stop_order(targets, increases, held=held)
    if not stops:
        return None
    if current not in stops:
        return stops[0] if forward else stops[-1]
    return stops[(stops.index(current) + (1 if forward else -1)) % len(stops)]


def letter_stop(current: int | None, stops: list[int], letter: str) -> int | None:
    """The place a letter typed on the map goes to: the next of ``stops`` after ``current``
    (round, in ``stop_order``) whose name starts with it, so the same letter again goes on to
    the next such place; None when no place to use starts with it. Names are the board's,
    the same in every language. Over medium's turns in 20 games, with N and B it cut a
    turn of $10, one expansion and one increase from 10 presses at most to 7
    (tools/research/key_presses.py)."""
    wanted = letter.casefold()
    after = stops.index(current) + 1 if current in stops else 0
    for place in stops[after:] + stops[:after]:
        if BOARD.places[place].name[:1].casefold() == wanted:
            return place
    return None


def first_stop(state: State, targets: Targets) -> int:
    """Where the map's tab stop starts when a game opens or a move is done: the turn's first
    target in N's order (``target_order``), else the player's own first place, else the first
    place in play (the West is out of play in small games)."""
    playable = {p: cost for p, cost in targets.items() if state.table.place_active(p)}
    if playable:
        return target_order(playable)[0]
    own = {i for i, fill in enumerate(state.fill) if state.current in fill}
    in_play = {p.index for p in BOARD.places if state.table.place_active(p.index)}
    for choice in (own, in_play):
        if choice:
            return min(choice, key=reading_order)
    return 0
