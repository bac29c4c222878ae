"""The end-of-game screen as a view model, a phone-sized table and the story charts.

A finished game should say who won, where every player's points came from and how the game
went, also on a 390 px phone. ``final_view`` gathers that from the engine's story
(``franchise.readings.story``: breakdown by source, series by move, ranking with shared places);
``final_table_html`` lays it out as one row per player with the breakdown folded into a
details element, so nothing needs horizontal scrolling; the chart functions draw the lines.
Every word comes from the ``t`` callable passed in (the ``story`` catalogue area), and the HTML
is built as element trees (web/text/markup.py) so names are escaped by the serializer.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from franchise import EndReason, Game, Source, standings, story_of
from franchise.values import valueclass
from web.screens.charts import CASING, MARKERS, ChartText, line_chart
from web.text.markup import Element, render, sub, tag


class Translate(Protocol):
    """The text layer's lookup: a catalogue key and its named fields give a sentence."""

    def __call__(self, key: str, /, **params: object) -> str: ...


SOURCE_KEYS = {
    Source.CITIES: "story.source.cities",
    Source.REGIONS: "story.source.regions",
    Source.TRACK: "story.source.track",
    Source.TOWNS: "story.source.towns",
    Source.MONEY: "story.source.money",
    Source.BONUS_TILES: "story.source.bonus-tiles",
}
END_KEYS = {
    EndReason.RED_ZONE: "story.end.red-zone",
    EndReason.NO_EXPANSION: "story.end.no-expansion",
}


@valueclass
class PlayerResult:
    """One row of the final table."""

    seat: int
    name: str
    #: CSS colour of the seat's pieces.
    fill: str
    rank: int
    #: Another seat has the same rank (equal influence and equal towns).
    shared: bool
    total: int
    towns: int
    points: dict[Source, int]


@valueclass
class FinalView:
    """What the end-of-game screen shows; rows are in ranking order."""

    rows: tuple[PlayerResult, ...]
    reason: EndReason
    #: Seats sharing first place (the engine's winners).
    winners: tuple[int, ...]
    #: ``influence[seat][k]``: the seat's influence after k moves, for the chart.
    influence: list[list[int]]
    names: tuple[str, ...]
    fills: tuple[str, ...]

    @property
    def decided_by_towns(self) -> bool:
        """Some seats have equal influence but different ranks: towns broke the tie."""
        return any(
            a.total == b.total and a.rank != b.rank
            for a in self.rows
            for b in self.rows
            if a.seat != b.seat
        )


def final_view(game: Game, fills: Mapping[str, str]) -> FinalView:
    """The view model of a finished game; ``fills`` maps the table's colour names to CSS."""
    outcome = game.outcome
    if outcome is None:
        raise ValueError("final_view needs a finished game")
    story = story_of(game)
    colours = tuple(fills[colour] for colour in game.table.colors)
    rows = tuple(
        PlayerResult(
            seat=standing.seat,
            name=game.names[standing.seat],
            fill=colours[standing.seat],
            rank=standing.rank,
            shared=standing.shared,
            total=standing.score,
            towns=standing.towns,
            points=story.breakdown[standing.seat].points,
        )
        for standing in standings(game)
    )
    return FinalView(
        rows=rows,
        reason=outcome.termination,
        winners=outcome.winners,
        influence=story.series.influence,
        names=game.names,
        fills=colours,
    )


def seat_mark(seat: int, fill: str) -> Element:
    """The seat's colour in the shape its chart line ends with, to tie the table to the chart."""
    box = {"class": "seat-mark", "viewBox": "-5 -5 10 10", "width": "12", "height": "12"}
    mark = tag("svg", {**box, "aria-hidden": "true"})
    path = {"d": MARKERS[seat % len(MARKERS)], "fill": fill, "stroke": CASING["stroke"]}
    sub(mark, "path", {**path, "stroke-width": "0.8"})
    return mark


def final_table_html(view: FinalView, t: Translate) -> str:
    """One row per player (rank, name with breakdown, total): three columns fit a phone."""
    table = tag("table", {"class": "final-story"})
    sub(table, "caption", None, t(END_KEYS[view.reason]))
    head = sub(sub(table, "thead"), "tr")
    for key in ("story.column.rank", "story.column.player", "story.column.influence"):
        sub(head, "th", {"scope": "col"}, t(key))
    body = sub(table, "tbody")
    for row in view.rows:
        _player_row(body, row, view, t)
    if view.decided_by_towns:
        foot = sub(sub(table, "tfoot"), "tr")
        sub(foot, "td", {"colspan": "3"}, t("story.tie-broken-by-towns"))
    return render(table)


def _player_row(body: Element, row: PlayerResult, view: FinalView, t: Translate) -> None:
    winner = row.seat in view.winners
    tr = sub(body, "tr", {"data-seat": str(row.seat), "class": "winner" if winner else None})
    rank_key = "story.rank.shared" if row.shared else "story.rank"
    sub(tr, "td", {"class": "rank"}, t(rank_key, rank=row.rank))
    who = sub(tr, "th", {"scope": "row", "class": "who"})
    name = sub(who, "span", {"class": "name"})
    name.children.append(seat_mark(row.seat, row.fill))
    sub(name, "span", None, row.name)
    if winner:
        badge = "story.winner.shared" if len(view.winners) > 1 else "story.winner"
        sub(who, "span", {"class": "badge"}, t(badge))
    details = sub(who, "details", {"class": "breakdown"})
    sub(details, "summary", None, t("story.breakdown"))
    sources = sub(details, "dl")
    for source, points in row.points.items():
        sub(sources, "dt", None, t(SOURCE_KEYS[source]))
        sub(sources, "dd", None, str(points))
    sub(tr, "td", {"class": "total"}, str(row.total))


def influence_chart(view: FinalView, t: Translate) -> str:
    """Every player's influence after each move, as an SVG string."""
    finals = [line[-1] for line in view.influence]
    text = ChartText(
        title=t("story.chart.influence.title"),
        description=t("story.chart.influence.description", results=_results(view, finals, t)),
        x_axis=t("story.chart.move"),
        y_axis=t("story.chart.influence.axis"),
    )
    return line_chart(view.influence, view.fills, view.names, text)


def chance_chart(view: FinalView, chances: Sequence[Sequence[float]], t: Translate) -> str:
    """Every player's chance to win after each move (values 0..1, shown as percent)."""

    def percent(value: float) -> str:
        return t("story.percent", value=round(100 * value))

    finals = [percent(line[-1]) for line in chances]
    text = ChartText(
        title=t("story.chart.chance.title"),
        description=t("story.chart.chance.description", results=_results(view, finals, t)),
        x_axis=t("story.chart.move"),
        y_axis=t("story.chart.chance.axis"),
    )
    return line_chart(chances, view.fills, view.names, text, y_range=(0, 1), format_value=percent)


def chances_filling(known: int, total: int, t: Translate) -> str:
    """Said above the chance chart while the chances of the game's positions are still being
    read: its lines stop at the last move read, so their end figures are not the game's."""
    note = t("story.chart.chance.filling", known=known, total=total)
    return render(tag("p", {"class": "chart-note", "role": "status"}, note))


def _results(view: FinalView, finals: Sequence[object], t: Translate) -> str:
    """Each player's final value, for the chart's description read by screen readers."""
    return t("story.chart.results-separator").join(
        t("story.chart.result", player=name, value=value)
        for name, value in zip(view.names, finals, strict=True)
    )
