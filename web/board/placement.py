"""A small label-placement solver: greedy by priority, then local repair, or a clear failure.

Each item (a label, a badge, a tile) offers candidate shapes with a cost (lower is nicer); fixed
obstacles (the places) cannot move. Items are taken in the order given, each at its cheapest
candidate free of everything placed so far. When none is free, the pass tries to make room: for
each candidate in cost order it lifts the items in the way and re-seats each at another free
candidate of its own. If that fails too, ``LayoutError`` names the item, so a crowded board fails
its test instead of drawing one thing over another. Deterministic: no randomness, fixed orders.

A uniform grid of cells indexes the placed shapes, so each test looks only at near neighbours.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from franchise.values import valueclass
from web.board.shapes import Box, Shape, bounds, overlap

CELL = 40  # board units per grid cell: about the size of the largest labels


class LayoutError(ValueError):
    """An item found no position free of every other box on the board."""


@valueclass
class Candidate:
    """One position of an item: the shapes it would cover there (a name and its tag, say)."""

    shapes: tuple[Shape, ...]
    cost: float


@valueclass
class Item:
    """Something to place: ``key`` names it in the result and in errors."""

    key: str
    candidates: tuple[Candidate, ...]


class _Index:
    """Placed shapes by grid cell; ``clashes`` lists the keys a shape would overlap."""

    def __init__(self, margin: float) -> None:
        self.margin = margin
        self.cells: dict[tuple[int, int], set[str]] = defaultdict(set)
        self.shapes: dict[str, tuple[Shape, ...]] = {}

    def _cells(self, shape: Shape) -> Iterable[tuple[int, int]]:
        box = bounds(shape).grown(self.margin)
        for i in range(int(box.left // CELL), int(box.right // CELL) + 1):
            for j in range(int(box.top // CELL), int(box.bottom // CELL) + 1):
                yield i, j

    def add(self, key: str, shapes: tuple[Shape, ...]) -> None:
        self.shapes[key] = shapes
        for shape in shapes:
            for cell in self._cells(shape):
                self.cells[cell].add(key)

    def remove(self, key: str) -> None:
        for shape in self.shapes.pop(key):
            for cell in self._cells(shape):
                self.cells[cell].discard(key)

    def clashes(self, shapes: tuple[Shape, ...]) -> set[str]:
        found = set()
        for shape in shapes:
            near = set().union(*(self.cells.get(cell, ()) for cell in self._cells(shape)))
            found.update(
                key
                for key in near
                if any(overlap(shape, other, self.margin) for other in self.shapes[key])
            )
        return found


def place(
    groups: Sequence[Sequence[Item]], obstacles: Sequence[Shape], margin: float
) -> dict[str, Candidate]:
    """The chosen candidate of every item; raises ``LayoutError`` if one cannot be placed.

    Groups are placed in priority order; within a group, the item with the fewest free
    positions left goes next (ties in the given order), so a crowded item is not boxed in by
    neighbours that had room to spare.
    """
    index = _Index(margin)
    for number, shape in enumerate(obstacles):
        index.add(f"#obstacle-{number}", (shape,))
    fixed = set(index.shapes)
    options = {
        item.key: [c for c in sorted(item.candidates, key=_by_cost) if not index.clashes(c.shapes)]
        for group in groups
        for item in group
    }
    chosen: dict[str, Candidate] = {}
    for group in groups:
        waiting = [item.key for item in group]
        reach = {key: _extent(options[key]) for key in waiting}
        free = {key: [c for c in options[key] if not index.clashes(c.shapes)] for key in waiting}
        while waiting:
            key = min(waiting, key=lambda k: len(free[k]))
            waiting.remove(key)
            if not options[key]:
                raise LayoutError(f"{key}: every position covers a place or leaves the map")
            spot = free[key][0] if free[key] else _make_room(key, options, chosen, index, fixed)
            if spot is None:
                raise LayoutError(f"{key}: no position free of the other labels and tiles")
            repaired = not free[key]
            chosen[key] = spot
            index.add(key, spot.shapes)
            for other in waiting:
                if repaired:
                    free[other] = [c for c in options[other] if not index.clashes(c.shapes)]
                elif any(overlap(reach[other], shape, margin) for shape in spot.shapes):
                    free[other] = [c for c in free[other] if not _touches(c, spot, margin)]
    return chosen


def _extent(candidates: list[Candidate]) -> Box:
    """The box around every shape of every candidate."""
    boxes = [bounds(shape) for candidate in candidates for shape in candidate.shapes]
    if not boxes:
        return Box(0, 0, 0, 0)
    return Box(
        min(b.left for b in boxes),
        min(b.top for b in boxes),
        max(b.right for b in boxes),
        max(b.bottom for b in boxes),
    )


def _touches(candidate: Candidate, placed: Candidate, margin: float) -> bool:
    return any(overlap(a, b, margin) for a in candidate.shapes for b in placed.shapes)


def _by_cost(candidate: Candidate) -> float:
    return candidate.cost


def _make_room(
    key: str,
    options: dict[str, list[Candidate]],
    chosen: dict[str, Candidate],
    index: _Index,
    fixed: set[str],
) -> Candidate | None:
    """Seat ``key`` by moving the items in its way elsewhere, or change nothing and say None."""
    for candidate in options[key]:
        blockers = index.clashes(candidate.shapes)
        if blockers & fixed:
            continue
        for blocker in blockers:
            index.remove(blocker)
        index.add(key, candidate.shapes)
        moved: dict[str, Candidate] = {}
        for blocker in sorted(blockers):
            spot = next(
                (c for c in options[blocker] if not index.clashes(c.shapes)),
                None,
            )
            if spot is None:
                break
            moved[blocker] = spot
            index.add(blocker, spot.shapes)
        index.remove(key)
        if len(moved) == len(blockers):
            chosen.update(moved)
            return candidate
        for blocker in moved:
            index.remove(blocker)
        for blocker in blockers:
            index.add(blocker, chosen[blocker].shapes)
    return None
