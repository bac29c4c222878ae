"""What the changing parts of the board show now, as a view model diffed onto the page.

``board_view`` returns, for every element that can change, the attributes it should have now
(``{"id": {"class": ..., "text": ...}}``): spaces and their owners, what may be clicked with its
price, markers of the draft turn, scored cities, region tiles and both tracks, and the labels a
screen reader speaks in the current language. The DOM adapter diffs two views and touches only
the elements that differ, so a move patches a few dozen attributes instead of redrawing. Pure,
tested in CPython.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from franchise import BOARD, NEUTRAL, Phase, State
from web.board.render import CLOSED_FILL, EMPTY_FILL, REGION_FILL, color_of, paint_of
from web.board.seats import SEAT_STYLES
from web.board.tracks import influence_positions, slot_baselines, track_region
from web.screens.memo import position, remembered
from web.screens.model import View
from web.session.draft import Draft
from web.text.catalogue import Text

if TYPE_CHECKING:
    from franchise import Prices

#: The classes of a place a tap does something to now (assets/franchise.css makes their halos
#: tappable); its circle of the hit layer is then tappable too (web/board/render.py, hits_svg).
TAPPABLE = frozenset({"target", "option", "marked", "increased"})


def board_view(
    state: State,
    draft: Draft | None,
    text: Text,
    highlight: set[int] | None = None,
    prices: Prices | None = None,
) -> View:
    """Attributes of every changeable element for this state and draft turn (``prices``:
    the draft's, if the caller has them already)."""
    view: View = {}
    seat = state.current
    if draft and prices is None:
        prices = draft.prices()
    targets = {target.place: target for target in prices.targets} if prices else {}
    options = set(draft.increase_options()) if draft else set()
    starts = start_towns(state) if state.phase is Phase.START else set()
    highlight = highlight or set()
    for place in BOARD.places:
        i, pid = place.index, place.id
        fill = state.fill[i]
        size = state.table.spaces[i]
        for space in range(size):
            owner = fill[space] if space < len(fill) else None
            color = EMPTY_FILL if owner is None else paint_of(state, owner)
            view[f"sp-{pid}-{space}"] = {"fill": color}
        classes = ["place", place.kind]
        tag = ""
        centre = ""
        centre_fill = "none"
        if draft and i in draft.expansions:
            classes.append("marked")
            centre_fill = paint_of(state, seat)
        if draft and i in draft.increases:
            classes.append("increased")
            centre = "2" if draft.double == i else "1"
            centre_fill = color_of(state, seat)  # plain, so the count on it reads
        label = _label(text, i, size, tuple(fill), state.scored[i], state.table.names)
        if i in targets and not (draft and i in draft.expansions):
            target = targets[i]
            classes += ["target", "priced"]
            if not target.affordable:
                classes.append("dear")
            tag = text.money(target.cost)
            key = "board.target" if target.affordable else "board.target-dear"
            label = text(key, place=label, cost=tag)
        elif i in options:
            classes.append("option")
        if i in starts:
            classes.append("target")
        if state.scored[i]:
            classes.append("scored")
        if i in highlight:
            classes.append("flash")
        view[f"place-{pid}"] = {"class": " ".join(classes), "aria-label": label}
        tappable = TAPPABLE.intersection(classes)
        view[f"hit-{pid}"] = {"class": f"hit {place.kind}" + (" tappable" if tappable else "")}
        view[f"centre-{pid}"] = {"fill": centre_fill}
        view[f"tag-t-{pid}"] = {"text": tag}
        if place.is_city:
            ink = SEAT_STYLES[state.table.colors[seat]].ink
            view[f"centre-n-{pid}"] = {"text": centre, "style": f"fill:{ink}"}
            view[f"val-{pid}"] = {"text": "" if state.scored[i] else str(size)}
    # The draft's rings are the mover's colour (the stylesheet reads it from the map).
    view["board"] = {"style": f"--draft:{color_of(state, seat)}"}
    view.update(_regions(state, text))
    view.update(_influence_markers(state, text))
    return view


def start_towns(state: State) -> set[int]:
    """Where a player may open a first franchise in the start phase, as the engine says."""
    # deferred: not needed for the first screen (docs/ARCHITECTURE.md)
    from franchise import start_moves

    return {move.town for move in start_moves(state)}


@lru_cache(maxsize=2048)
def _label(
    text: Text, place: int, size: int, fill: tuple[int, ...], scored: bool, names: tuple[str, ...]
) -> str:
    """What a screen reader says of a place: its name and kind, who holds it and how many
    spaces are free, or that it has been scored. Cached: a move changes a few places, and
    wording all 45 labels again was a fifth of the time the page takes to redraw a move."""
    name = text.place(place)
    if not BOARD.places[place].is_city:
        label = text("board.town-label", place=name)
    else:
        label = text("board.city-label", place=name, spaces=size)
    held = list(dict.fromkeys(fill))
    if held:
        owners = [_holding(text, names, seat, fill.count(seat)) for seat in held]
        label = text("board.held-by", place=label, owners=text.join(owners))
    if scored:
        return text("board.scored", place=label)
    free = size - len(fill)
    return text.count("board.free", free, place=label)


def _holding(text: Text, names: tuple[str, ...], seat: int, count: int) -> str:
    """Whose franchises these are: a player's, or the grey ones that fill the cities of
    regions out of play (``NEUTRAL`` is a seat of nobody, not an index into the names)."""
    if seat == NEUTRAL:
        return text.count("board.holding-neutral", count)
    return text("board.holding", player=names[seat], count=count)


@remembered(lambda state, text: (position(state), text))
def _regions(state: State, text: Text) -> View:
    """Region tiles on the map (gone once scored) and the region track's tiles and headings
    (made again only for another position or language, as are the influence markers)."""
    view: View = {
        "title-track": {"text": text("board.region-track")},
        "title-influence": {"text": text("board.influence-track")},
    }
    for region in BOARD.regions:
        ref = state.region_ref[region.index]
        # A scored (or closed) region's tile has left the map for the region track.
        gone = " gone" if state.region_done[region.index] else ""
        values = "·".join(str(v) for v in state.table.region_values(region.index))
        label = text("board.region-tile", region=text.region(region.index), values=values)
        view[f"tile-{region.id}"] = {"class": "region-tile" + gone, "aria-label": label}
        view[f"ref-{region.id}"] = {"fill": "none" if ref < 0 else paint_of(state, ref)}
    for space, influence in enumerate(BOARD.track_influence):
        region, closed = track_region(state, space)
        lines = () if region is None else text.region_lines(region)
        if region is None:
            fill, key = EMPTY_FILL, "board.slot-empty"
        else:
            fill = CLOSED_FILL if closed else REGION_FILL[BOARD.regions[region].id]
            key = "board.slot-closed" if closed else "board.slot-scored"
        named = "" if region is None else text.region(region)
        label = text(key, number=space + 1, influence=influence, region=named)
        view[f"slot-g-{space}"] = {"class": _slot_class(space, closed), "aria-label": label}
        view[f"slot-{space}"] = {"fill": fill}
        view[f"slot-t-{space}"] = {
            "text": lines[0] if lines else "",
            "y": str(slot_baselines(len(lines) or 1)[0]),
        }
        view[f"slot-u-{space}"] = {"text": lines[1] if len(lines) > 1 else ""}
    return view


def _slot_class(space: int, closed: bool) -> str:
    red = " red-zone" if space >= BOARD.red_zone_start else ""
    return "track-slot" + red + (" closed" if closed else "")


@remembered(lambda state, text: (position(state), text))
def _influence_markers(state: State, text: Text) -> View:
    """Markers along the influence line, close scores stacked in lanes (``web/board/tracks.py``),
    clear of the heading as long as it is in this language; a screen reader hears whose each
    marker is, not a bare number."""
    view: View = {}
    centres = influence_positions(state.influence, text("board.influence-track"))
    for seat, (x, y) in enumerate(centres):
        player = state.table.names[seat]
        label = text.count("board.influence", state.influence[seat], player=player)
        view[f"inf-{seat}"] = {"transform": f"translate({x},{y})", "aria-label": label}
        view[f"inf-t-{seat}"] = {"text": str(state.influence[seat])}
    return view
