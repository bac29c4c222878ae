"""Line charts as SVG strings: one line per player, readable without colour and on a phone.

The end-of-game screen tells the story of a game as lines over the moves (influence, chance to
win). The chart is built as an element tree (web/text/markup.py), as python-chess builds its
board SVG with ElementTree, so names and labels are escaped by the serializer, never by hand.
It holds no words of its own: every title, axis name and value label comes from the caller's
text layer. Each seat's line has its colour plus a dash pattern and an end marker of its own, so
lines stay apart for colour-blind players and in print; a dark casing under every line keeps
light colours (beige) visible. The SVG has a viewBox and no pixel size, so it scales to its
container.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from franchise.values import valueclass
from web.text.markup import Element, render, sub, tag

WIDTH = 360
FONT = 11
#: Plot area inside the viewBox: the value axis's name sits above it, the move numbers and
#: the axis name below, the end labels in the right margin, the legend under everything.
LEFT, RIGHT, TOP, BOTTOM = 40, 300, 24, 188
LEGEND_LEFT, LEGEND_TOP = 8, 236
LEGEND_ROW = 14
#: One dash pattern per seat (solid first), so lines differ without colour.
DASHES = ("", "7 3", "2 3", "9 3 2 3", "4 2 1 2")
#: One end-marker shape per seat, as a path around (0, 0) with a radius of about 4.
MARKERS = (
    "M -4 0 A 4 4 0 1 0 4 0 A 4 4 0 1 0 -4 0 Z",
    "M -3.5 -3.5 H 3.5 V 3.5 H -3.5 Z",
    "M 0 -4.5 L 4 3 H -4 Z",
    "M 0 -4.5 L 4.5 0 L 0 4.5 L -4.5 0 Z",
    "M -4 -1.5 H -1.5 V -4 H 1.5 V -1.5 H 4 V 1.5 H 1.5 V 4 H -1.5 V 1.5 H -4 Z",
)
#: Maps a move number or a value to a viewBox coordinate; writes a value as a label.
Scale = Callable[[float], float]
Format = Callable[[float], str]
#: A dark edge under every line and marker, so light colours (beige) show on a light page.
CASING = {"stroke": "#1b1b1b", "stroke-width": "3.8", "stroke-opacity": "0.35"}
#: A leader from a line's last point to its end marker: thin and dotted, unlike every line.
LEADER = {"stroke-width": "1", "stroke-dasharray": "1 2"}
#: How far apart the markers of tied lines sit in their shared end label.
MARKER_STEP = 10


@valueclass
class ChartText:
    """Every word a chart shows, in the player's language (the caller's catalogue)."""

    title: str
    description: str
    x_axis: str
    y_axis: str


def plain_number(value: float) -> str:
    """Whole numbers without a decimal point; others with one decimal."""
    return str(round(value)) if float(value).is_integer() else f"{value:.1f}"


def nice_ticks(low: float, high: float, most: int = 6) -> list[float]:
    """Round tick values (steps of 1, 2 or 5 times a power of ten) covering ``low..high``."""
    span = high - low
    if span <= 0:
        return [low]
    raw = span / (most - 1)
    power = 10 ** math.floor(math.log10(raw))
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    first = math.ceil(low / step - 1e-9)
    last = math.floor(high / step + 1e-9)
    return [round(i * step, 10) for i in range(first, last + 1)]


def line_chart(
    series: Sequence[Sequence[float]],
    colors: Sequence[str],
    names: Sequence[str],
    text: ChartText,
    *,
    y_range: tuple[float, float] | None = None,
    format_value: Format = plain_number,
) -> str:
    """An SVG chart: ``series[seat][k]`` is the seat's value after k moves (k = 0 the start).

    ``colors`` are CSS colours and ``names`` the players' names, by seat. ``y_range`` fixes the
    value axis (``(0, 1)`` for chances); by default it runs from 0 to the largest value.
    ``format_value`` writes tick labels and the final values at the line ends.
    """
    if not series or len(colors) != len(series) or len(names) != len(series):
        raise ValueError("one colour and one name per series")
    points = len(series[0])
    if points == 0 or any(len(line) != points for line in series):
        raise ValueError("every series needs the same, non-zero number of values")
    if y_range is None:
        low, high = 0.0, float(max(max(line) for line in series))
        ticks = nice_ticks(low, high)
        if len(ticks) > 1 and ticks[-1] < high:  # round the axis up to the next tick
            ticks.append(round(2 * ticks[-1] - ticks[-2], 10))
        high = max(high, ticks[-1])
    else:
        low, high = y_range
        ticks = nice_ticks(low, high)
    if high <= low:
        high = low + 1

    def x_of(k: float) -> float:
        return LEFT + (RIGHT - LEFT) * k / max(points - 1, 1)

    def y_of(value: float) -> float:
        clamped = min(max(value, low), high)
        return BOTTOM - (BOTTOM - TOP) * (clamped - low) / (high - low)

    legend_rows = _legend_layout(names)
    height = LEGEND_TOP + LEGEND_ROW * len(legend_rows)
    svg = tag(
        "svg",
        {
            "xmlns": "http://www.w3.org/2000/svg",
            "viewBox": f"0 0 {WIDTH} {height}",
            "role": "img",
            "aria-label": text.title,
            "class": "chart",
            "font-size": str(FONT),
        },
    )
    sub(svg, "title", None, text.title)
    sub(svg, "desc", None, text.description)
    _axes(svg, ticks, points, x_of, y_of, text, format_value)
    lines = sub(svg, "g", {"class": "chart-lines", "fill": "none"})
    for seat, line in enumerate(series):
        d = "M " + " L ".join(f"{x_of(k):.1f} {y_of(v):.1f}" for k, v in enumerate(line))
        dash = _dash(seat)
        sub(lines, "path", {"d": d, **CASING, **dash})
        style = {"d": d, "stroke": colors[seat], "stroke-width": "2.2", "class": "chart-line"}
        sub(lines, "path", {**style, **dash})
    right = _end_labels(svg, series, colors, x_of, y_of, format_value)
    if right > WIDTH:  # many tied lines: the viewBox widens to their shared label
        assert svg.attrs is not None
        svg.attrs["viewBox"] = f"0 0 {math.ceil(right)} {height}"
    _legend(svg, legend_rows, colors, names)
    return render(svg)


def _axes(
    svg: Element,
    ticks: list[float],
    points: int,
    x_of: Scale,
    y_of: Scale,
    text: ChartText,
    format_value: Format,
) -> None:
    axes = sub(svg, "g", {"class": "chart-axes", "fill": "currentColor"})
    grid = {"stroke": "currentColor", "stroke-opacity": "0.15"}
    for value in ticks:
        y = f"{y_of(value):.1f}"
        sub(axes, "line", {"x1": str(LEFT), "x2": str(RIGHT), "y1": y, "y2": y, **grid})
        label = {"x": str(LEFT - 4), "y": y, "text-anchor": "end", "dominant-baseline": "middle"}
        sub(axes, "text", label, format_value(value))
    for k in nice_ticks(0, points - 1):
        if k != int(k):
            continue
        x = f"{x_of(k):.1f}"
        sub(axes, "line", {"x1": x, "x2": x, "y1": str(BOTTOM), "y2": str(BOTTOM + 4)})
        attrs = {"x": x, "y": str(BOTTOM + 15), "text-anchor": "middle"}
        sub(axes, "text", attrs, str(int(k)))
    frame = {"stroke": "currentColor", "fill": "none"}
    path = f"M {LEFT} {TOP} V {BOTTOM} H {RIGHT}"
    sub(axes, "path", {"d": path, **frame})
    middle = f"{(LEFT + RIGHT) / 2:.1f}"
    x_label = {"x": middle, "y": str(BOTTOM + 28), "text-anchor": "middle", "class": "chart-axis"}
    sub(axes, "text", x_label, text.x_axis)
    y_label = {"x": "4", "y": str(TOP - 10), "class": "chart-axis"}
    sub(axes, "text", y_label, text.y_axis)


def _end_labels(
    svg: Element,
    series: Sequence[Sequence[float]],
    colors: Sequence[str],
    x_of: Scale,
    y_of: Scale,
    format_value: Format,
) -> float:
    """Each line ends in its seat's marker in the right margin, its final value beside it;
    returns the right edge the labels need.

    Lines that end on the same value (a tie) share one label: their markers side by side on
    that value, so no tied line seems to end lower than the other. Other markers are pushed
    apart where final values are close; a thin dotted leader in the line's colour joins each
    line's last point to its marker, drawn unlike the line so it never reads as the line's end.
    """
    group = sub(svg, "g", {"class": "chart-ends", "fill": "none"})
    last = len(series[0]) - 1
    ties: dict[str, list[int]] = {}
    for seat in sorted(range(len(series)), key=lambda seat: y_of(series[seat][last])):
        ties.setdefault(format_value(series[seat][last]), []).append(seat)
    wanted = [
        sum(y_of(series[seat][last]) for seat in seats) / len(seats) for seats in ties.values()
    ]
    right = float(WIDTH)
    for (value, seats), y in zip(ties.items(), spread(wanted, FONT + 2, TOP, BOTTOM), strict=True):
        for i, seat in enumerate(seats):
            x = RIGHT + 12 + MARKER_STEP * i
            leader = f"M {x_of(last):.1f} {y_of(series[seat][last]):.1f} L {x:.1f} {y:.1f}"
            sub(group, "path", {"d": leader, "stroke": colors[seat], **LEADER})
            _marker(group, seat, colors[seat], x, y)
        text_x = RIGHT + 20 + MARKER_STEP * (len(seats) - 1)
        attrs = {"x": f"{text_x:.1f}", "y": f"{y:.1f}", "dominant-baseline": "middle"}
        sub(group, "text", {**attrs, "fill": "currentColor", "class": "chart-end"}, value)
        right = max(right, text_x + 0.6 * FONT * len(value) + 4)
    return right


def spread(positions: list[float], gap: float, top: float, bottom: float) -> list[float]:
    """Move sorted positions apart by at least ``gap`` within ``top..bottom`` (room allowing).

    Labels go down from where they want to be; if the last one falls off the bottom, it is
    set on the bottom and the ones above are pushed up as little as needed.
    """
    placed: list[float] = []
    for position in positions:
        placed.append(max(position, placed[-1] + gap) if placed else max(position, top))
    if placed and placed[-1] > bottom:
        placed[-1] = bottom
        for i in range(len(placed) - 2, -1, -1):
            placed[i] = min(placed[i], placed[i + 1] - gap)
    return placed


def _marker(parent: Element, seat: int, color: str, x: float, y: float) -> None:
    sub(
        parent,
        "path",
        {
            "d": MARKERS[seat % len(MARKERS)],
            "transform": f"translate({x:.1f} {y:.1f})",
            "fill": color,
            "stroke": CASING["stroke"],
            "stroke-width": "1",
        },
    )


def _dash(seat: int) -> dict[str, str]:
    pattern = DASHES[seat % len(DASHES)]
    return {"stroke-dasharray": pattern} if pattern else {}


def _legend_layout(names: Sequence[str]) -> list[list[int]]:
    """Seats per legend row, wrapping by an estimate of each name's width."""
    rows: list[list[int]] = [[]]
    used = 0.0
    for seat, name in enumerate(names):
        width = _legend_width(name)
        if rows[-1] and used + width > WIDTH - LEGEND_LEFT:
            rows.append([])
            used = 0.0
        rows[-1].append(seat)
        used += width
    return rows


def _legend_width(name: str) -> float:
    return 34 + 0.62 * FONT * len(name)


def _legend(
    svg: Element, rows: list[list[int]], colors: Sequence[str], names: Sequence[str]
) -> None:
    group = sub(svg, "g", {"class": "chart-legend"})
    for row, seats in enumerate(rows):
        y = LEGEND_TOP + LEGEND_ROW * row - 4
        x = float(LEGEND_LEFT)
        for seat in seats:
            sample = {"d": f"M {x:.1f} {y} h 20", "fill": "none", **_dash(seat)}
            sub(group, "path", {**sample, **CASING})
            sub(group, "path", {**sample, "stroke": colors[seat], "stroke-width": "2.2"})
            _marker(group, seat, colors[seat], x + 10, y)
            attrs = {"x": f"{x + 26:.1f}", "y": str(y), "dominant-baseline": "middle"}
            sub(group, "text", {**attrs, "fill": "currentColor"}, names[seat])
            x += _legend_width(names[seat])
