"""The rules in context: topic ids, refusals' paragraphs, and the panels beside the board.

``RulesTopic`` names the sections of ``assets/rules/<lang>.html`` (one per topic, in this order,
in every language), and ``topic_for`` tells which section explains a refusal, so the page can
link a refusal to its paragraph. The panels (income chart, region values, region track) are
pure functions of board data and the game state; every word comes from the text layer through
``t(key, **params)``. Their markup is built with ElementTree, so player names, place names and
translated text are always escaped, never read as markup.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from enum import StrEnum
from xml.etree import ElementTree as ET

from franchise import BOARD
from franchise.errors import Refusal
from franchise.setup import Table
from franchise.state import State

Translate = Callable[..., str]


class RulesTopic(StrEnum):
    """A section of the rules text: its value is the section's id, the order is the text's."""

    QUICK = "rules-quick"
    GOAL = "rules-goal"
    SETUP = "rules-setup"
    START = "rules-start"
    TURN = "rules-turn"
    INCOME = "rules-income"
    BONUS = "rules-bonus"
    EXPAND = "rules-expand"
    INCREASE = "rules-increase"
    OPEN = "rules-open"
    CITY_SCORING = "rules-city-scoring"
    REFERENCE = "rules-reference"
    REGION_SCORING = "rules-region-scoring"
    TRACK = "rules-track"
    END = "rules-end"
    FINAL_SCORING = "rules-final-scoring"
    PROJECTED = "rules-projected"
    VARIANTS = "rules-variants"
    TWO_THREE_PLAYERS = "rules-two-three-players"
    EXAMPLES = "rules-examples"


#: The section that explains each refusal a move can meet; refusals about files, links, notation
#: and setup are not rules of the game and have none.
_TOPIC_OF_REFUSAL: dict[Refusal, RulesTopic] = {
    Refusal.GAME_OVER: RulesTopic.END,
    Refusal.START_DONE: RulesTopic.START,
    Refusal.START_FIRST: RulesTopic.START,
    Refusal.START_IN_CITY: RulesTopic.START,
    Refusal.OUT_OF_PLAY: RulesTopic.TWO_THREE_PLAYERS,
    Refusal.TAKEN: RulesTopic.EXPAND,
    Refusal.ONE_BONUS: RulesTopic.BONUS,
    Refusal.BONUS_FIRST_TURN: RulesTopic.BONUS,
    Refusal.NO_BONUS_LEFT: RulesTopic.BONUS,
    Refusal.TOO_MANY_EXPANSIONS: RulesTopic.BONUS,
    Refusal.SAME_TARGET_TWICE: RulesTopic.BONUS,
    Refusal.ALREADY_SCORED: RulesTopic.CITY_SCORING,
    Refusal.ALREADY_PRESENT: RulesTopic.EXPAND,
    Refusal.NO_FREE_SPACE: RulesTopic.EXPAND,
    Refusal.NOT_LINKED: RulesTopic.EXPAND,
    Refusal.NEED_FRANCHISES: RulesTopic.INCREASE,
    Refusal.NEED_MONEY: RulesTopic.EXPAND,
    Refusal.ONE_INCREASE_PER_CITY: RulesTopic.INCREASE,
    Refusal.INCREASE_IN_TOWN: RulesTopic.INCREASE,
    Refusal.INCREASE_WHERE_EXPANDING: RulesTopic.INCREASE,
    Refusal.NO_FRANCHISE_THERE: RulesTopic.INCREASE,
    Refusal.DOUBLE_NOT_INCREASED: RulesTopic.BONUS,
    Refusal.DOUBLE_NEEDS_TWO_SPACES: RulesTopic.BONUS,
}


def topic_for(code: Refusal) -> RulesTopic | None:
    """The rules section that explains a refusal, or ``None`` when no rule of the game does."""
    return _TOPIC_OF_REFUSAL.get(code)


def _add(
    parent: ET.Element, tag: str, text: str = "", attrs: Mapping[str, str] | None = None
) -> ET.Element:
    element = ET.SubElement(parent, tag, dict(attrs or {}))
    if text:
        element.text = text
    return element


def _panel(kind: str, title: str) -> ET.Element:
    figure = ET.Element("figure", {"class": f"rules-panel {kind}"})
    _add(figure, "figcaption", title)
    return figure


def _html(element: ET.Element) -> str:
    return ET.tostring(element, encoding="unicode", method="html")


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
            band.text = (band.text or "") + " "
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
        _add(row, "th", region.name, {"scope": "row"})
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
        if space < next_space:
            tile = BOARD.regions[state.track[space]].name
            _add(item, "span", tile, {"class": "tile"})
        if space == next_space:
            _add(item, "span", t("rules.track.next"), {"class": "tile"})
        if space >= BOARD.red_zone_start:
            _add(item, "span", t("rules.track.red_zone"), {"class": "zone"})
        for part in item[:-1]:
            part.tail = " "
    note = t("rules.track.red_zone_note", first=BOARD.red_zone_start + 1)
    _add(figure, "p", note, {"class": "note"})
    return _html(figure)
