"""Plane shapes for the board's collision pass: boxes, discs, link segments and region outlines.

Every drawn thing the layout keeps apart is one of two shapes: an axis-aligned ``Box`` (a text
label, a cost tag, a region tile) or a ``Disc`` (a place with its space ring, a link's cost badge).
Two exact tests are enough to say whether two of them touch. Links are line ``Segment``s, only
used to prefer label positions that do not cross a link. Region outlines are polygons, used to keep
each region tile inside its own region. Pure arithmetic, no drawing: tested in CPython.
"""

from __future__ import annotations

import math
import re

from franchise.values import valueclass

Point = tuple[float, float]


@valueclass
class Box:
    """An axis-aligned rectangle in board units (y grows downwards, as in SVG)."""

    left: float
    top: float
    right: float
    bottom: float

    @classmethod
    def around(cls, x: float, y: float, width: float, height: float) -> Box:
        """The box of ``width`` x ``height`` centred on (x, y)."""
        return cls(x - width / 2, y - height / 2, x + width / 2, y + height / 2)

    @property
    def centre(self) -> Point:
        return (self.left + self.right) / 2, (self.top + self.bottom) / 2

    def grown(self, margin: float) -> Box:
        return Box(self.left - margin, self.top - margin, self.right + margin, self.bottom + margin)

    def inside(self, outer: Box) -> bool:
        return (
            self.left >= outer.left
            and self.top >= outer.top
            and self.right <= outer.right
            and self.bottom <= outer.bottom
        )

    def corners(self) -> tuple[Point, Point, Point, Point]:
        return (
            (self.left, self.top),
            (self.right, self.top),
            (self.right, self.bottom),
            (self.left, self.bottom),
        )


@valueclass
class Disc:
    """A circle in board units."""

    x: float
    y: float
    r: float

    @property
    def bounds(self) -> Box:
        return Box(self.x - self.r, self.y - self.r, self.x + self.r, self.y + self.r)


Shape = Box | Disc


def bounds(shape: Shape) -> Box:
    return shape if isinstance(shape, Box) else shape.bounds


def overlap(a: Shape, b: Shape, margin: float = 0.0) -> bool:
    """Whether ``a`` and ``b`` come closer than ``margin`` (touching at exactly it is allowed)."""
    if isinstance(a, Box) and isinstance(b, Box):
        return (
            a.left < b.right + margin
            and b.left < a.right + margin
            and a.top < b.bottom + margin
            and b.top < a.bottom + margin
        )
    if isinstance(a, Disc) and isinstance(b, Disc):
        return math.hypot(a.x - b.x, a.y - b.y) < a.r + b.r + margin
    disc, box = (a, b) if isinstance(a, Disc) else (b, a)
    assert isinstance(disc, Disc) and isinstance(box, Box)
    nearest_x = min(max(disc.x, box.left), box.right)
    nearest_y = min(max(disc.y, box.top), box.bottom)
    return math.hypot(disc.x - nearest_x, disc.y - nearest_y) < disc.r + margin


@valueclass
class Segment:
    """A straight link between two places."""

    start: Point
    end: Point

    def at(self, fraction: float) -> Point:
        (x1, y1), (x2, y2) = self.start, self.end
        return x1 + (x2 - x1) * fraction, y1 + (y2 - y1) * fraction

    def crosses(self, box: Box) -> bool:
        """Whether the segment passes through ``box`` (Liang-Barsky clipping)."""
        (x1, y1), (x2, y2) = self.start, self.end
        if (
            max(x1, x2) < box.left
            or min(x1, x2) > box.right
            or max(y1, y2) < box.top
            or min(y1, y2) > box.bottom
        ):
            return False
        dx, dy = x2 - x1, y2 - y1
        low, high = 0.0, 1.0
        for p, q in (
            (-dx, x1 - box.left),
            (dx, box.right - x1),
            (-dy, y1 - box.top),
            (dy, box.bottom - y1),
        ):
            if p == 0:
                if q < 0:
                    return False
                continue
            t = q / p
            if p < 0:
                low = max(low, t)
            else:
                high = min(high, t)
            if low > high:
                return False
        return True


class SegmentIndex:
    """Segments filed by the grid cells of their bounding boxes, so that counting the ones that
    cross a small box looks at a handful instead of all of them."""

    CELL = 40.0

    def __init__(self, segments: list[Segment]) -> None:
        self.cells: dict[tuple[int, int], list[int]] = {}
        self.segments = segments
        for number, segment in enumerate(segments):
            (x1, y1), (x2, y2) = segment.start, segment.end
            for cell in self._cells(Box(min(x1, x2), min(y1, y2), max(x1, x2), max(y1, y2))):
                self.cells.setdefault(cell, []).append(number)

    def _cells(self, box: Box) -> list[tuple[int, int]]:
        columns = range(int(box.left // self.CELL), int(box.right // self.CELL) + 1)
        rows = range(int(box.top // self.CELL), int(box.bottom // self.CELL) + 1)
        return [(i, j) for i in columns for j in rows]

    def crossings(self, box: Box) -> int:
        near: set[int] = set()
        for cell in self._cells(box):
            near.update(self.cells.get(cell, ()))
        return sum(1 for number in near if self.segments[number].crosses(box))


class Outline:
    """A region's outline as polygons (even-odd rule), read from an SVG path of M, L and Z.

    Edges are filed by horizontal band, so a point test looks only at the edges of its band
    instead of the thousand of a whole region.
    """

    BAND = 4.0

    def __init__(self, path: str) -> None:
        self.bands: dict[int, list[tuple[float, float, float, float]]] = {}
        for ring in re.findall(r"M([^MZ]*)Z?", path):
            points = [(float(x), float(y)) for x, y in re.findall(r"(-?[\d.]+),(-?[\d.]+)", ring)]
            for (x1, y1), (x2, y2) in zip(points, points[1:] + points[:1], strict=True):
                if y1 == y2:
                    continue  # a horizontal edge never crosses a horizontal ray
                for band in range(int(min(y1, y2) // self.BAND), int(max(y1, y2) // self.BAND) + 1):
                    self.bands.setdefault(band, []).append((x1, y1, x2, y2))

    def contains(self, point: Point) -> bool:
        """Ray casting: inside when a ray to the left crosses an odd number of edges."""
        x, y = point
        inside = False
        for x1, y1, x2, y2 in self.bands.get(int(y // self.BAND), ()):
            if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
                inside = not inside
        return inside
