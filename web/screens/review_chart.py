"""The review's chart: each reviewed player's chance to win before their turns, costly turns marked.

The final screen's chance chart shows every seat at every move; the review needs less and
more: the reviewed players' lines, a mark on every turn worse than fine, and a way to open a
turn from its mark. Marks differ by shape and sign as well as colour (inaccuracy a circle with
"?!", mistake a square with "?", blunder a triangle with "??", as chess annotates moves); each
is a focusable button (``data-review-turn``) with its words for screen readers, so the chart
works by keyboard too. The turn on screen has a vertical line. Every word comes from the
caller's catalogue; built as an element tree (web/text/markup.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from franchise.ai import DECIDED, MARGIN_THRESHOLDS, THRESHOLDS, Label, Review, TurnReview
from web.screens.charts import CASING, DASHES, FONT
from web.screens.review_text import LABEL_KEYS, mark_label, percent
from web.text.catalogue import Text
from web.text.markup import Element, render, sub, tag

WIDTH, HEIGHT = 360, 238
LEFT, RIGHT, TOP, BOTTOM = 40, 350, 16, 170
#: The rows under the axis where the turn on screen's two figures after it are said, and
#: where their signs stand.
AFTER_ROWS = (BOTTOM + 28, BOTTOM + 40)
SIGN_X = LEFT - 30
#: How each label worse than fine is marked: its shape (a path around 0, 0) and its sign.
MARK_SHAPES = {
    Label.INACCURACY: ("M -4.5 0 A 4.5 4.5 0 1 0 4.5 0 A 4.5 4.5 0 1 0 -4.5 0 Z", "?!"),
    Label.MISTAKE: ("M -4.5 -4.5 H 4.5 V 4.5 H -4.5 Z", "?"),
    Label.BLUNDER: ("M 0 -6.5 L 6 4.5 H -6 Z", "??"),
}


def review_chart(
    review: Review, fills: Sequence[str], names: Sequence[str], at: int | None, text: Text
) -> str:
    """The chart as an SVG string; ``at`` is the number of the turn on screen, if any."""

    def x_of(number: float) -> float:
        return LEFT + (RIGHT - LEFT) * number / max(review.moves, 1)

    def y_of(chance: float) -> float:
        return BOTTOM - (BOTTOM - TOP) * min(max(chance, 0.0), 1.0)

    title = text("review.chart.title")
    svg = tag(
        "svg",
        {
            "viewBox": f"0 0 {WIDTH} {HEIGHT}",
            "class": ("chart", "review-chart-svg"),
            "role": "group",
            "aria-label": title,
            "font-size": str(FONT),
        },
    )
    sub(svg, "title", None, title)
    sub(svg, "desc", None, text("review.chart.description"))
    caption = {"x": LEFT, "y": TOP - 5, "fill": "currentColor", "class": "chart-caption"}
    sub(svg, "text", {**caption, "aria-hidden": "true"}, title)
    _axes(svg, review.moves, x_of, y_of, text)
    if at is not None:
        x = f"{x_of(at - 1):.1f}"
        sub(svg, "line", {"x1": x, "x2": x, "y1": TOP, "y2": BOTTOM, "class": "review-now"})
    lines = sub(svg, "g", {"fill": "none", "aria-hidden": "true"})
    for order, seat in enumerate(review.seats):
        own = [turn for turn in review.turns if turn.seat == seat]
        if len(own) < 2:
            continue
        d = "M " + " L ".join(f"{x_of(t.number - 1):.1f} {y_of(t.chance_before):.1f}" for t in own)
        dash = DASHES[order % len(DASHES)]
        style = {"d": d, "stroke-dasharray": dash or None}
        sub(lines, "path", {**style, **CASING})
        sub(lines, "path", {**style, "stroke": fills[seat], "stroke-width": "2.2"})
    marks = sub(svg, "g", {"class": "review-marks-chart"})
    signs: list[tuple[float, float]] = []  # where each sign stands, to keep them apart
    for turn in review.turns:
        if turn.label in MARK_SHAPES:
            x, y = x_of(turn.number - 1), y_of(turn.chance_before)
            below = sign_below(x, y, signs)
            signs.append((x, y + (SIGN_BELOW if below else SIGN_ABOVE)))
            marks.children.append(_mark(turn, x, y, at, text, below))
    shown = next((turn for turn in review.turns if turn.number == at), None)
    if shown is not None:
        _after(svg, shown, x_of(shown.number), y_of, fills[shown.seat], text)
    _legend(svg, review, fills, names)
    return render(svg)


def _after(svg: Element, turn: TurnReview, x: float, y_of, fill: str, text: Text) -> None:
    """The turn on screen's two figures after it, where the sentence quotes them: the chance
    after the turn played (a dot in the player's colour) and after the preferred turn (a
    hollow square), one move to the right of the line's point before it, and each said in a
    row of its own under the axis, beside its sign (issue 70: said beside the points, they lay
    over the marks' signs and the axis's words)."""
    group = sub(svg, "g", {"class": "review-after", "aria-hidden": "true"})
    played, preferred = y_of(turn.chance_played), y_of(turn.chance_suggested)
    sub(group, "line", {"x1": f"{x:.1f}", "x2": f"{x:.1f}", "y1": TOP, "y2": BOTTOM})
    sub(group, "circle", {"cx": f"{x:.1f}", "cy": f"{played:.1f}", "r": 4, "fill": fill})
    square = {"x": f"{x - 4:.1f}", "y": f"{preferred - 4:.1f}", "width": 8, "height": 8}
    sub(group, "rect", {**square, "fill": "none", "stroke": "currentColor"})
    for row, said in enumerate(
        (
            text("review.chance.played", chance=percent(turn.chance_played, text)),
            text("review.chance.preferred", chance=percent(turn.chance_suggested, text)),
        )
    ):
        y = AFTER_ROWS[row]
        if row == 0:
            sub(group, "circle", {"cx": SIGN_X, "cy": f"{y:.1f}", "r": 3.5, "fill": fill})
        else:
            box = {"x": SIGN_X - 3.5, "y": f"{y - 3.5:.1f}", "width": 7, "height": 7}
            sub(group, "rect", {**box, "fill": "none", "stroke": "currentColor"})
        at = {"x": SIGN_X + 8, "y": f"{y:.1f}", "dominant-baseline": "middle"}
        sub(group, "text", {**at, "fill": "currentColor"}, said)


def _axes(svg: Element, moves: int, x_of, y_of, text: Text) -> None:
    axes = sub(svg, "g", {"class": "chart-axes", "fill": "currentColor", "aria-hidden": "true"})
    for chance in (0.0, 0.5, 1.0):
        y = f"{y_of(chance):.1f}"
        grid = {"x1": LEFT, "x2": RIGHT, "y1": y, "y2": y, "stroke": "currentColor"}
        sub(axes, "line", {**grid, "stroke-opacity": "0.15"})
        label = {"x": LEFT - 4, "y": y, "text-anchor": "end", "dominant-baseline": "middle"}
        sub(axes, "text", label, percent(chance, text))
    for number in (0, moves):
        attrs = {"x": f"{x_of(number):.1f}", "y": BOTTOM + 14, "text-anchor": "middle"}
        sub(axes, "text", attrs, str(number))
    middle = f"{(LEFT + RIGHT) / 2:.1f}"
    sub(
        axes,
        "text",
        {"x": middle, "y": BOTTOM + 14, "text-anchor": "middle"},
        text("story.chart.move"),
    )


def mark_id(number: int) -> str:
    """The element id of the mark of turn ``number``: the page gives it the focus back after
    the chart is drawn again for the turn it opened."""
    return f"review-mark-{number}"


#: Where a mark's sign stands from its point: above, or below where above is taken.
SIGN_ABOVE, SIGN_BELOW = -9.0, 17.0
#: Two signs nearer than this (board units across, and down) would print over each other.
SIGN_APART = (14.0, FONT + 2.0)


def sign_below(x: float, y: float, signs: list[tuple[float, float]]) -> bool:
    """Whether a mark's sign goes below its point: above it would touch the chart's caption
    (a point near 100 %) or a sign already placed (marks of turns close together at close
    chances: "??" printed over "?!", issue 70)."""
    above = y + SIGN_ABOVE
    if above - FONT < TOP:
        return True
    return any(
        abs(x - other_x) < SIGN_APART[0] and abs(above - other_y) < SIGN_APART[1]
        for other_x, other_y in signs
    )


def _mark(
    turn: TurnReview, x: float, y: float, at: int | None, text: Text, below: bool = False
) -> Element:
    shape, sign = MARK_SHAPES[turn.label]
    current = "current" if turn.number == at else None
    mark = tag(
        "g",
        {
            "id": mark_id(turn.number),
            "class": ("review-point", str(turn.label), current),
            "transform": f"translate({x:.1f} {y:.1f})",
            "data-review-turn": str(turn.number),
            "role": "button",
            "tabindex": "0",
            "aria-label": mark_label(turn, text),
        },
    )
    sub(mark, "circle", {"r": 10, "class": "hit"})
    sub(mark, "path", {"d": shape, "class": "shape"})
    offset = SIGN_BELOW if below else SIGN_ABOVE
    sub(mark, "text", {"y": offset, "text-anchor": "middle", "class": "sign"}, sign)
    return mark


def _legend(svg: Element, review: Review, fills: Sequence[str], names: Sequence[str]) -> None:
    group = sub(svg, "g", {"class": "chart-legend", "aria-hidden": "true"})
    x = float(LEFT)
    for order, seat in enumerate(review.seats):
        y = HEIGHT - 6
        dash = DASHES[order % len(DASHES)] or None
        sample = {"d": f"M {x:.1f} {y - 4} h 18", "fill": "none", "stroke-dasharray": dash}
        sub(group, "path", {**sample, **CASING})
        sub(group, "path", {**sample, "stroke": fills[seat], "stroke-width": "2.2"})
        sub(group, "text", {"x": f"{x + 22:.1f}", "y": y, "fill": "currentColor"}, names[seat])
        x += 34 + 0.62 * FONT * len(names[seat])


def marks_legend(text: Text) -> str:
    """The marks in words, below the chart: each sign with its label and the points of chance
    to win that earn it (``franchise.review.THRESHOLDS``), so "??" needs no chess to be read,
    and what a chance is: the one figure between equals, as the turn panel says it."""
    items = []
    above: int | None = None
    for label, threshold in THRESHOLDS:
        low = threshold
        words = text(LABEL_KEYS[label])
        if above is None:
            said = text("review.marks.top", label=words, low=text.number(low))
        else:
            high = text.number(above - 1)
            said = text("review.marks.range", label=words, low=text.number(low), high=high)
        shape, sign = MARK_SHAPES[label]
        icon = tag("svg", {"viewBox": "-8 -8 16 16", "aria-hidden": "true"})
        sub(icon, "path", {"d": shape, "class": "shape"})
        items.append(tag("li", {"class": str(label)}, icon, tag("b", None, sign), " ", said))
        above = low
    heading = tag("p", None, text("review.marks.heading"))
    limits = dict(MARGIN_THRESHOLDS)
    decided = text(
        "review.marks.decided",
        low=text.number(round(100 * DECIDED)),
        high=text.number(100 - round(100 * DECIDED)),
        inaccuracy=text.number(limits[Label.INACCURACY]),
        mistake=text.number(limits[Label.MISTAKE]),
        blunder=text.number(limits[Label.BLUNDER]),
    )
    return render(
        heading,
        tag("ul", {"class": "review-marks-legend"}, reversed(items)),
        tag("p", {"class": ("meta", "review-equals")}, text("advice.between-equals")),
        tag("p", {"class": ("meta", "review-decided")}, decided),
    )
