"""The rules in context: the panels beside the board (topics and refusals' paragraphs are in
web/screens/rules_topics.py, re-exported here).

The panels (income chart, region values, region track) are pure functions of board data and
the game state; every word comes from the text layer through ``t(key, **params)``. Their markup
is built as element trees (web/text/markup.py), so player names, place names and translated
text are always escaped, never read as markup.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from franchise import BOARD, State, Table
from web.board.tracks import track_region
from web.screens.rules_topics import RulesTopic, topic_for
from web.text.markup import Element, render, sub, tag

__all__ = ["RulesTopic", "income_chart", "region_track", "region_values", "topic_for"]

Translate = Callable[..., str]


def _add(
    parent: Element, name: str, text: str = "", attrs: Mapping[str, str] | None = None
) -> Element:
    return sub(parent, name, attrs, text or None)


def _panel(kind: str, title: str) -> Element:
    figure = tag("figure", {"class": ("rules-panel", kind)})
    _add(figure, "figcaption", title)
    return figure


def _html(element: Element) -> str:
    return render(element)


def _band_text(low: int, high: int | None, t: Translate) -> str:
    if high is None:
        return t("rules.income.band_open", low=low)
    return t("rules.income.band", low=low, high=high)


def income_chart(players: int, free_spaces: int | None, t: Translate) -> str:
    """The income chart for ``players``, with the band that ``free_spaces`` falls in marked.

    ``free_spaces`` is what the player's unscored cities hold now (``None``: mark no band); the
    marked row carries ``aria-current`` and a visible "your band" label, so it is found by eye
    and by screen reader alike.
    """
    figure = _panel("income-chart", t("rules.income.title", players=players))
    table = _add(figure, "table")
    head = _add(_add(table, "thead"), "tr")
    _add(head, "th", t("rules.income.free_spaces"), {"scope": "col"})
    _add(head, "th", t("rules.income.income"), {"scope": "col"})
    body = _add(table, "tbody")
    for low, high, dollars in BOARD.income_charts[players]:
        current = (
            free_spaces is not None and free_spaces >= low and (high is None or free_spaces <= high)
        )
        row = _add(
            body, "tr", attrs={"class": "current", "aria-current": "true"} if current else {}
        )
        band = _add(row, "th", _band_text(low, high, t), {"scope": "row"})
        if current:
            band.children.append(" ")
            _add(band, "span", t("rules.income.your_band"), {"class": "your-band"})
        _add(row, "td", t("rules.money", amount=dollars))
    if free_spaces is not None:
        _add(figure, "p", t("rules.income.yours", free=free_spaces), {"class": "yours"})
    _add(figure, "p", t("rules.income.note"), {"class": "note"})
    return _html(figure)


def region_values(table: Table, t: Translate) -> str:
    """What each region's tile pays to the first, the second and every other player there.

    Reads the tiles in force (the expert variant may move them), marks the regions out of play
    with 2 or 3 players, and with 2 players marks the middle value as skipped.
    """
    two_players = table.players == 2
    figure = _panel("region-values", t("rules.regions.title"))
    grid = _add(figure, "table")
    head = _add(_add(grid, "thead"), "tr")
    for key in ("region", "first", "second", "others"):
        _add(head, "th", t(f"rules.regions.{key}"), {"scope": "col"})
    body = _add(grid, "tbody")
    for region in BOARD.regions:
        active = table.active_region[region.index]
        row = _add(body, "tr", attrs={} if active else {"class": "out-of-play"})
        _add(row, "th", t(f"region.{region.id}"), {"scope": "row"})
        if not active:
            _add(row, "td", t("rules.regions.out_of_play"), {"colspan": "3"})
            continue
        high, middle, low = table.region_values(region.index)
        _add(row, "td", str(high))
        _add(row, "td", str(middle), {"class": "skipped"} if two_players else {})
        _add(row, "td", str(low))
    if two_players:
        _add(figure, "p", t("rules.regions.two_players"), {"class": "note"})
    return _html(figure)


def region_track(state: State, t: Translate) -> str:
    """The ten track spaces: the influence each pays, the tiles placed, the red zone.

    The first free space (where the next scored region's tile goes) carries ``aria-current``.
    """
    figure = _panel("region-track", t("rules.track.title"))
    spaces = _add(figure, "ol")
    next_space = len(state.track)
    for space, influence in enumerate(BOARD.track_influence):
        classes = ["space"]
        attrs: dict[str, str] = {}
        if space >= BOARD.red_zone_start:
            classes.append("red-zone")
        if space < next_space:
            classes.append("taken")
        elif space == next_space:
            classes.append("next")
            attrs["aria-current"] = "step"
        attrs["class"] = " ".join(classes)
        item = _add(spaces, "li", attrs=attrs)
        _add(item, "span", t("rules.track.space", number=space + 1), {"class": "number"})
        _add(item, "span", t("rules.track.gain", influence=influence), {"class": "gain"})
        region, closed = track_region(state, space)
        if region is not None:
            tile = t(f"region.{BOARD.regions[region].id}")
            _add(item, "span", tile, {"class": "tile"})
        if closed:
            _add(item, "span", t("rules.track.closed"), {"class": "zone"})
        if space == next_space:
            _add(item, "span", t("rules.track.next"), {"class": "tile"})
        if space >= BOARD.red_zone_start:
            _add(item, "span", t("rules.track.red_zone"), {"class": "zone"})
        item.children = [piece for part in item.children for piece in (" ", part)][1:]
    note = t("rules.track.red_zone_note", first=BOARD.red_zone_start + 1)
    _add(figure, "p", note, {"class": "note"})
    if any(track_region(state, space)[1] for space in range(next_space)):
        _add(figure, "p", t("rules.track.closed_note"), {"class": "note"})
    return _html(figure)
