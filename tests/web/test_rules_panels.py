"""The rules in context (web/screens/rules_panels.py) and the rules catalogues (web/i18n/rules.*).

Refusals must lead to the paragraph that explains them. The panels are checked as parsed
markup: which income band is marked, which regions are out of play or pay a skipped middle
value, where the next region tile goes, and that text from the text layer can never become
markup.
"""

from __future__ import annotations

import json
import re
import string
from pathlib import Path
from xml.etree import ElementTree as ET

import pytest

from franchise import BOARD, Game, Setup
from franchise.core.errors import FranchiseError, Refusal
from web.screens.rules_panels import (
    RulesTopic,
    income_chart,
    region_track,
    region_values,
    topic_for,
)
from web.text.catalogue import load_catalogue

from ..engine.positions import put, turn_game

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "de", "fr")
NAMES = ("Ada", "Ben", "Cleo", "Dev", "Eve")
TABLE_TAGS = {"table", "thead", "tbody", "tr", "th", "td"}
PANEL_TAGS = {"figure", "figcaption", "p", "span", "ol", "li"} | TABLE_TAGS


def catalogue(lang: str) -> dict[str, str]:
    return json.loads((ROOT / "web" / "i18n" / f"rules.{lang}.json").read_text("utf-8"))


def translator(lang: str = "en"):
    """A stand-in for the text layer: the language's templates (the rules' catalogue and the
    others, which hold the region names), filled with ``str.format``."""
    templates = load_catalogue(lang)
    return lambda key, **params: templates[key].format(**params)


def parse(html: str) -> ET.Element:
    return ET.fromstring(html)


def text(element: ET.Element) -> str:
    return "".join(element.itertext())


def marked_band(html: str) -> list[ET.Element]:
    return [row for row in parse(html).iter("tr") if row.get("aria-current") == "true"]


@pytest.mark.parametrize(
    ("players", "free", "band", "dollars"),
    [
        (2, 0, "0–3", 1),
        (2, 3, "0–3", 1),
        (2, 4, "4–10", 2),
        (3, 10, "7–10", 3),
        (4, 10, "10–13", 4),
        (4, 22, "22 or more", 7),
        (5, 1, "0–1", 1),
        (5, 19, "19 or more", 7),
        (5, 250, "19 or more", 7),
    ],
)
def test_income_chart_marks_the_band_of_the_free_spaces(players, free, band, dollars):
    html = income_chart(players, free, translator())
    (row,) = marked_band(html)
    assert "current" in row.get("class", "").split()
    header, cell = list(row)
    # The band never wraps at its dash (it once read "11-" over "16"): word joiners hold it.
    assert header.text.strip().replace("\u2060", "") == band
    assert header.find("span").text == "your band"
    assert cell.text == f"${dollars}"
    assert BOARD.income(players, free) == dollars
    rows = list(parse(html).iter("tr"))
    assert len(rows) == 1 + len(BOARD.income_charts[players])


def test_income_chart_without_free_spaces_marks_nothing():
    html = income_chart(4, None, translator())
    assert marked_band(html) == []
    assert "your band" not in html


def test_income_chart_reads_in_each_language():
    assert "ab 27" in text(parse(income_chart(3, 30, translator("de"))))
    chart = parse(income_chart(2, 5, translator("fr")))
    (row,) = [r for r in chart.iter("tr") if r.get("aria-current")]
    assert [text(cell) for cell in row] == ["4\u2060–\u206010 votre tranche", "2\u00a0$"]


def test_region_values_follow_the_tiles_in_force_and_the_player_count():
    four = parse(region_values(Game(Setup(NAMES[:4])).table, translator()))
    rows = {text(r[0]): [c.text for c in r[1:]] for r in four.iter("tr") if r[0].tag == "th"}
    assert rows.pop("Region") == ["1st", "2nd", "Others"]
    assert rows["Grand Canyon"] == ["10", "8", "5"]
    assert len(rows) == len(BOARD.regions)
    assert four.find(".//td[@class='skipped']") is None

    three = parse(region_values(Game(Setup(NAMES[:3])).table, translator()))
    out = [text(r[0]) for r in three.iter("tr") if r.get("class") == "out-of-play"]
    assert out == ["California", "Upper West", "Montana"]
    german = parse(region_values(Game(Setup(NAMES[:3])).table, translator("de")))
    out = [text(r[0]) for r in german.iter("tr") if r.get("class") == "out-of-play"]
    assert out == ["Kalifornien", "Nordwesten", "Montana"]

    two = parse(region_values(Game(Setup(NAMES[:2])).table, translator()))
    skipped = two.findall(".//td[@class='skipped']")
    assert len(skipped) == len(BOARD.regions) - 3
    assert "middle value is skipped" in text(two)

    moved = Setup(NAMES[:4], variant="expert", region_tiles={"great-lakes": "florida"})
    expert = parse(region_values(Game(moved).table, translator()))
    lakes = next(r for r in expert.iter("tr") if text(r[0]) == "Great Lakes")
    assert [c.text for c in lakes[1:]] == ["10", "6", "3"]


def test_region_track_shows_tiles_next_space_and_red_zone():
    small = parse(region_track(Game(Setup(NAMES[:3])).state, translator()))
    spaces = list(small.iter("li"))
    assert len(spaces) == len(BOARD.track_influence)
    assert [s.find("span[@class='tile']").text for s in spaces[:3]] == [
        "California",
        "Upper West",
        "Montana",
    ]
    french = parse(region_track(Game(Setup(NAMES[:3])).state, translator("fr")))
    assert [s.find("span[@class='tile']").text for s in list(french.iter("li"))[:3]] == [
        "Californie",
        "Nord-Ouest",
        "Montana",
    ]
    (current,) = [s for s in spaces if s.get("aria-current") == "step"]
    assert spaces.index(current) == 3
    assert text(current).split()[:3] == ["Space", "4", "+2"]
    red = [i + 1 for i, s in enumerate(spaces) if "red-zone" in s.get("class").split()]
    assert red == list(range(BOARD.red_zone_start + 1, len(BOARD.track_influence) + 1))
    assert "space 8 or beyond" in text(small)

    game = turn_game(4)
    assert parse(region_track(game.state, translator())).find(".//li").get("aria-current") == "step"
    game.state.track = list(range(len(BOARD.track_influence)))
    full = parse(region_track(game.state, translator()))
    assert all(s.get("aria-current") is None for s in full.iter("li"))


def test_panels_escape_everything_the_text_layer_returns():
    def hostile(key, **params):
        return f'<img src=x onerror="alert(1)"> & {key}'

    game = Game(Setup(NAMES[:2]))
    for html in (
        income_chart(2, 5, hostile),
        region_values(game.table, hostile),
        region_track(game.state, hostile),
    ):
        root = parse(html)
        assert root.find(".//img") is None
        assert "&lt;img" in html and "&amp;" in html
        assert {element.tag for element in root.iter()} <= PANEL_TAGS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_the_panels_use_exists_in_each_language(lang):
    templates = load_catalogue(lang)
    used: set[str] = set()

    def recording(key, **params):
        used.add(key)
        return templates[key].format(**params)

    for players in (2, 3, 4, 5):
        game = Game(Setup(NAMES[:players]))
        income_chart(players, 3, recording)
        region_values(game.table, recording)
        region_track(game.state, recording)
    assert used <= templates.keys()
    assert {k for k in templates if k.startswith(("rules.income.", "rules.regions."))} <= used
    assert {f"region.{region.id}" for region in BOARD.regions} <= used


def _placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def test_catalogues_have_the_same_keys_and_placeholders():
    english = catalogue("en")
    assert all(key.startswith("rules.") for key in english)
    for lang in ("de", "fr"):
        other = catalogue(lang)
        assert other.keys() == english.keys(), lang
        for key, template in english.items():
            assert _placeholders(other[key]) == _placeholders(template), (lang, key)
            assert other[key].strip(), (lang, key)


#: Refusals for input that is not a move of this board at all: no rule of the game explains them.
NOT_A_RULE = {Refusal.NOT_A_MOVE, Refusal.NO_SUCH_PLACE}


def test_every_refusal_of_the_rules_has_a_paragraph():
    source = (ROOT / "franchise" / "core" / "rules.py").read_text("utf-8")
    raised = {Refusal[name] for name in re.findall(r"Refusal\.([A-Z_]+)", source)}
    assert len(raised) > 20
    assert {code for code in raised if topic_for(code) is None} == NOT_A_RULE
    assert topic_for(Refusal.LINK_ALTERED) is None


@pytest.mark.parametrize(
    ("move", "topic"),
    [
        (">omaha", RulesTopic.EXPAND),
        (">chicago >chicago", RulesTopic.BONUS),
        ("+chicago", RulesTopic.INCREASE),
        ("+detroit +detroit", RulesTopic.INCREASE),
        ("$10 >chicago >new-york", RulesTopic.BONUS),
        (">new-york +detroit", RulesTopic.EXPAND),
    ],
)
def test_a_refused_move_points_to_its_rule(move, topic):
    game = turn_game(4)
    put(game, 0, "detroit")
    game.state.money[0] = 0
    with pytest.raises(FranchiseError) as refused:
        game.apply(move)
    assert topic_for(refused.value.code) is topic
