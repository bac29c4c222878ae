"""SVG line charts: well-formed, accessible, escaped, scaled into the view, free of words."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from itertools import pairwise

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from web.screens.charts import (
    BOTTOM,
    DASHES,
    LEFT,
    MARKERS,
    RIGHT,
    TOP,
    ChartText,
    line_chart,
    nice_ticks,
    spread,
)

from ..depth import examples

TEXT = ChartText("TITLE", "DESCRIPTION", "X-AXIS", "Y-AXIS")
COLORS = ("#2d6cdf", "#d9363e", "#f08c1a", "#2b2b2b", "#e8d3a6")
NAMES = ("Ann", "Bob", "Cyd", "Dee", "Eve")
NS = "{http://www.w3.org/2000/svg}"


def chart(series, names=NAMES, **options) -> ET.Element:
    n = len(series)
    return ET.fromstring(line_chart(series, COLORS[:n], names[:n], TEXT, **options))


def lines(svg: ET.Element) -> list[ET.Element]:
    return [e for e in svg.iter(f"{NS}path") if e.get("class") == "chart-line"]


def coordinates(d: str) -> list[tuple[float, float]]:
    numbers = [float(n) for n in re.findall(r"-?\d+(?:\.\d+)?", d)]
    return list(zip(numbers[::2], numbers[1::2], strict=True))


def test_an_accessible_responsive_svg_with_one_styled_line_per_seat():
    svg = chart([[0, 3, 9], [0, 5, 5], [0, 0, 12]])
    assert svg.tag == f"{NS}svg"
    assert svg.get("role") == "img" and svg.get("aria-label") == "TITLE"
    assert svg.get("viewBox").startswith("0 0 ")
    assert svg.get("width") is None and svg.get("height") is None
    assert [child.tag for child in svg[:2]] == [f"{NS}title", f"{NS}desc"]
    assert (svg[0].text, svg[1].text) == ("TITLE", "DESCRIPTION")
    drawn = lines(svg)
    assert [e.get("stroke") for e in drawn] == list(COLORS[:3])
    assert len({e.get("stroke-dasharray") for e in drawn}) == 3
    markers = {e.get("d") for e in svg.iter(f"{NS}path") if e.get("d") in MARKERS}
    assert len(markers) == 3


def test_five_seats_get_five_dash_patterns_and_five_markers():
    assert len(set(DASHES)) == len(set(MARKERS)) == 5
    svg = chart([[1, 2]] * 5)
    assert len(lines(svg)) == 5
    assert len({e.get("stroke-dasharray") for e in lines(svg)}) == 5


def test_hostile_names_are_escaped_by_the_serializer():
    hostile = ('<script>alert("x")</script>', "Tom & 'Jerry'", "]]><!--")
    raw = line_chart([[1, 2]] * 3, COLORS[:3], hostile, TEXT)
    assert "<script>" not in raw and "<!--" not in raw
    svg = ET.fromstring(raw)
    assert {t.text for t in svg.iter(f"{NS}text")} >= set(hostile)


def test_the_chart_holds_no_words_of_its_own():
    def tagged(value: float) -> str:
        return f"VALUE:{value}"

    svg = chart([[0, 4, 7, 7], [0, 1, 2, 30]], format_value=tagged)
    given_words = {"TITLE", "DESCRIPTION", "X-AXIS", "Y-AXIS", *NAMES}
    for element in svg.iter():
        text = (element.text or "").strip()
        if text:
            assert text in given_words or text.startswith("VALUE:") or text.isdigit(), text
    labels = {e.get("aria-label") for e in svg.iter() if e.get("aria-label")}
    assert labels == {"TITLE"}


@settings(max_examples=examples(60), deadline=None)
@given(
    st.integers(1, 5).flatmap(
        lambda seats: st.integers(1, 120).flatmap(
            lambda moves: st.lists(
                st.lists(st.integers(0, 400), min_size=moves, max_size=moves),
                min_size=seats,
                max_size=seats,
            )
        )
    )
)
def test_every_value_lands_inside_the_plot(series):
    svg = chart(series)
    width, height = (float(v) for v in svg.get("viewBox").split()[2:])
    for seat, line in enumerate(lines(svg)):
        points = coordinates(line.get("d"))
        assert len(points) == len(series[seat])
        for x, y in points:
            assert LEFT <= x <= RIGHT and TOP <= y <= BOTTOM
        highest = max(max(s) for s in series)
        if highest:
            peaks = [y for (_, y), v in zip(points, series[seat], strict=True) if v == highest]
            assert all(y < BOTTOM for y in peaks)
    for element in svg.iter():
        for x_name, y_name in (("x", "y"), ("x1", "y1"), ("x2", "y2")):
            if element.get(x_name) is not None and element.get(y_name) is not None:
                assert 0 <= float(element.get(x_name)) <= width
                assert 0 <= float(element.get(y_name)) <= height


def test_chances_use_a_fixed_range_and_the_callers_percent():
    svg = chart([[0.5, 1.0], [0.5, 0.0]], y_range=(0, 1), format_value=lambda v: f"{v:.0%}")
    ticks = [t.text for t in svg.iter(f"{NS}text") if t.text and t.text.endswith("%")]
    assert "0%" in ticks and "100%" in ticks
    first, second = (coordinates(e.get("d")) for e in lines(svg))
    assert first[1][1] == TOP and second[1][1] == BOTTOM
    assert first[0][1] == second[0][1] == (TOP + BOTTOM) / 2


@pytest.mark.parametrize(
    ("series", "colors", "names"),
    [([], [], []), ([[1]], COLORS[:2], NAMES[:1]), ([[1, 2], [1]], COLORS[:2], NAMES[:2])],
)
def test_inconsistent_input_is_refused(series, colors, names):
    with pytest.raises(ValueError):
        line_chart(series, colors, names, TEXT)


@given(st.floats(-1000, 1000), st.floats(0.001, 1000))
def test_ticks_are_round_and_cover_the_range(low, span):
    ticks = nice_ticks(low, low + span)
    assert 2 <= len(ticks) <= 7
    step = ticks[1] - ticks[0]
    assert ticks[0] - step < low <= ticks[0] + 1e-6 * max(1, abs(low))
    assert ticks[-1] <= low + span + 1e-6 * max(1, abs(low + span))


@given(st.lists(st.floats(TOP, BOTTOM), min_size=1, max_size=5))
@example([TOP, TOP, BOTTOM - 25, BOTTOM - 25, BOTTOM - 25])  # crowded at both ends
def test_end_labels_are_pushed_apart_within_the_plot(positions):
    placed = spread(sorted(positions), 13, TOP, BOTTOM)
    assert all(TOP <= p <= BOTTOM for p in placed)
    assert all(b - a >= 13 - 1e-9 for a, b in pairwise(placed))


def end_labels(svg: ET.Element) -> dict[str, float]:
    """Each end label's text and the height it is set at."""
    return {
        e.text or "": float(e.get("y") or 0)
        for e in svg.iter(f"{NS}text")
        if e.get("class") == "chart-end"
    }


def end_markers(svg: ET.Element) -> list[tuple[float, float]]:
    ends = next(g for g in svg.iter(f"{NS}g") if g.get("class") == "chart-ends")
    moves = [e.get("transform") or "" for e in ends.iter(f"{NS}path") if e.get("transform")]
    return [coordinates(move)[0] for move in moves]


@pytest.mark.parametrize("players", [2, 3, 5])
def test_lines_tied_at_the_end_share_one_label_at_their_real_value(players):
    """Issue 68: Ben, tied with Alice at 73, had his label pushed down and a leader as thick as
    his line drawn to it, so his line seemed to end at about 67."""
    tied = [[0, 30, 73]] * players
    svg = chart([*tied[:-1], [0, 20, 40]] if players > 2 else tied)
    labels = end_labels(svg)
    line_end_y = coordinates(lines(svg)[0].get("d") or "")[-1][1]
    assert labels["73"] == pytest.approx(line_end_y)  # the shared label sits on the lines' end
    tied_count = players - 1 if players > 2 else players
    markers_at_73 = [x for x, y in end_markers(svg) if y == pytest.approx(line_end_y)]
    assert len(markers_at_73) == tied_count and len(set(markers_at_73)) == tied_count
    leaders = [
        e
        for e in svg.iter(f"{NS}path")
        if not e.get("transform") and e.get("stroke-dasharray") == "1 2"
    ]
    assert len(leaders) == players and all(e.get("stroke-width") == "1" for e in leaders)
    width = float((svg.get("viewBox") or "").split()[2])
    assert all(x + 5 <= width for x, _ in end_markers(svg))  # five tied markers still fit


def test_a_review_mark_s_sign_goes_below_where_above_is_taken():
    """Issue 70: "??" printed over "?!" for turns close together at close chances, and over
    the chart's caption near 100 %."""
    from web.screens.review_chart import BOTTOM, TOP, sign_below

    middle = (TOP + BOTTOM) / 2
    assert not sign_below(100.0, middle, [])
    assert sign_below(100.0, TOP + 1, [])  # above would touch the caption
    placed = [(95.0, middle - 9)]
    assert sign_below(100.0, middle, placed)  # a sign 5 units away at the same height
    assert not sign_below(140.0, middle, placed)
