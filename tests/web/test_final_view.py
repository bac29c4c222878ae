"""The end-of-game view: ranking with ties, breakdown, phone-sized table, charts, catalogues."""

from __future__ import annotations

import json
import random
import re
import string
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from franchise import Game, Setup
from franchise.core.events import EndReason
from franchise.readings.story import Source
from web.screens.final import (
    END_KEYS,
    SOURCE_KEYS,
    FinalView,
    PlayerResult,
    chance_chart,
    chances_filling,
    final_table_html,
    final_view,
    influence_chart,
)

ROOT = Path(__file__).resolve().parents[2]
LANGUAGES = ("en", "de", "fr")
FILLS = {"blue": "#2d6cdf", "red": "#d9363e", "orange": "#f08c1a", "black": "#2b2b2b"}
FILLS["beige"] = "#e8d3a6"


def catalogue(language: str) -> dict[str, str]:
    return json.loads((ROOT / "web" / "i18n" / f"story.{language}.json").read_text("utf-8"))


class Recorder:
    """A ``t`` over one catalogue that remembers every key asked for."""

    def __init__(self, language: str = "en") -> None:
        self.templates = catalogue(language)
        self.used: set[str] = set()

    def __call__(self, key: str, /, **params: object) -> str:
        self.used.add(key)
        return self.templates[key].format(**params)


def finished(players: tuple[str, ...], moves: list[str], variant: str = "intro") -> Game:
    game = Game.replay(Setup(players, variant=variant, seed=1), moves)
    assert game.is_over()
    return game


def random_finished(players: int, seed: int) -> Game:
    game = Game(Setup(("Ann", "Bob", "Cyd", "Dee", "Eve")[:players], seed=seed))
    rng = random.Random(seed)
    while not game.is_over():
        game.apply_unchecked(game.random_move(rng), keep_undo=False)
    return game


class Cells(HTMLParser):
    """Rows of a table as lists of (tag, text) cells, plus every text node seen."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self.texts: list[str] = []
        self.tags: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        if tag == "tr":
            self.rows.append([])
        elif tag in ("td", "th") and self.rows:
            self.rows[-1].append(tag)

    def handle_data(self, data):
        if data.strip():
            self.texts.append(data.strip())


def parse(html: str) -> Cells:
    cells = Cells()
    cells.feed(html)
    return cells


# ------------------------------------------------------------------------ catalogues


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def test_the_three_catalogues_have_the_same_keys_and_placeholders():
    english = catalogue("en")
    for language in ("de", "fr"):
        other = catalogue(language)
        assert other.keys() == english.keys(), language
        for key, template in english.items():
            assert placeholders(other[key]) == placeholders(template), (language, key)


def test_every_key_is_used_and_every_used_key_exists():
    source = (ROOT / "web" / "screens" / "final.py").read_text("utf-8")
    keys = catalogue("en").keys()
    assert set(re.findall(r'"(story\.[a-z.-]+)"', source)) == set(keys)
    t = Recorder()
    for game in (finished(("Ann", "Bob"), ["pass", "pass"]), random_finished(4, 3)):
        view = final_view(game, FILLS)
        final_table_html(view, t)
        influence_chart(view, t)
        chance_chart(view, [[0.5, 1.0]] * game.players, t)
    final_table_html(_decided_by_towns(), t)
    assert t.used <= set(keys)


def test_german_and_french_use_each_editions_terms():
    german = " ".join(catalogue("de").values())
    french = " ".join(catalogue("fr").values())
    for term in ("Einflusspunkte", "Filialen", "Bonusplättchen", "Regionenleiste"):
        assert term in german
    for term in ("points d’influence", "franchises", "Tuiles Bonus", "piste de région"):
        assert term.lower() in french.lower()


# ------------------------------------------------------------------------ the view model


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_rows_rank_the_players_with_their_breakdown(players, seed):
    game = random_finished(players, seed)
    view = final_view(game, FILLS)
    assert sorted(r.seat for r in view.rows) == list(range(players))
    assert tuple(sorted(r.seat for r in view.rows if r.rank == 1)) == game.winners
    for row in view.rows:
        assert row.total == game.state.influence[row.seat] == sum(row.points.values())
        assert row.fill == FILLS[game.table.colors[row.seat]]
    assert [line[-1] for line in view.influence] == game.state.influence
    assert view.reason == game.state.end_reason


def test_a_shared_victory_and_a_shared_second_place_are_marked():
    two = final_view(finished(("Ann", "Bob"), ["pass", "pass"]), FILLS)
    assert [(r.rank, r.shared) for r in two.rows] == [(1, True), (1, True)]
    html = final_table_html(two, Recorder())
    assert html.count("1 (tie)") == 2 and html.count("Shared victory") == 2
    three = final_view(finished(("Ann", "Bob", "Cyd"), ["pass"] * 3), FILLS)
    assert [(r.rank, r.shared) for r in three.rows] == [(1, False), (2, True), (2, True)]
    cells = parse(final_table_html(three, Recorder("fr")))
    assert cells.texts.count("2 (ex æquo)") == 2 and "Victoire" in cells.texts


def test_a_running_game_has_no_final_view():
    with pytest.raises(ValueError):
        final_view(Game(Setup(("Ann", "Bob"))), FILLS)


# ------------------------------------------------------------------------ the table


def test_one_compact_row_per_player_with_a_folded_breakdown():
    view = final_view(random_finished(5, 4), FILLS)
    cells = parse(final_table_html(view, Recorder()))
    header, *rows = cells.rows
    assert header == ["th", "th", "th"]
    assert len(rows) == 5 and all(row == ["td", "th", "td"] for row in rows)
    assert cells.tags.count("details") == cells.tags.count("summary") == 5
    assert cells.tags.count("dt") == 5 * len(Source)
    assert "caption" in cells.tags


def test_hostile_names_are_escaped():
    names = ("<b>Ann</b>", 'Bob "&" Co')
    game = finished(names, ["pass", "pass"])
    html = final_table_html(final_view(game, FILLS), Recorder())
    assert "<b>" not in html
    assert set(names) <= set(parse(html).texts)
    ET.fromstring(influence_chart(final_view(game, FILLS), Recorder()))


def test_every_word_of_the_table_comes_from_the_catalogue():
    game = random_finished(3, 5)
    view = final_view(game, FILLS)
    words = parse(final_table_html(view, lambda key, **params: f"[{key}]")).texts
    for text in words:
        assert text.startswith("[story.") or text.isdigit() or text in game.names, text
    assert f"[{END_KEYS[view.reason]}]" in words
    assert {f"[{key}]" for key in SOURCE_KEYS.values()} <= set(words)


def _decided_by_towns() -> FinalView:
    points = dict.fromkeys(Source, 0)
    rows = (
        PlayerResult(1, "Bob", "#d9363e", 1, False, 13, 2, {**points, Source.TOWNS: 13}),
        PlayerResult(0, "Ann", "#2d6cdf", 2, False, 13, 1, {**points, Source.TOWNS: 13}),
    )
    return FinalView(rows, EndReason.NO_EXPANSION, (1,), [[0, 13], [0, 13]], ("Ann", "Bob"), ())


def test_a_tie_broken_by_towns_is_explained():
    view = _decided_by_towns()
    assert view.decided_by_towns
    html = final_table_html(view, Recorder("de"))
    assert "Filialen in Kleinstädten hat, liegt vorn" in html
    shared = final_view(finished(("Ann", "Bob"), ["pass", "pass"]), FILLS)
    assert not shared.decided_by_towns
    assert "tfoot" not in final_table_html(shared, Recorder())


# ------------------------------------------------------------------------ the charts


def test_the_charts_carry_the_catalogues_words():
    game = random_finished(3, 6)
    view = final_view(game, FILLS)
    svg = ET.fromstring(influence_chart(view, Recorder("de")))
    assert svg.get("aria-label") == "Einflusspunkte Zug für Zug"
    description = svg.find("{http://www.w3.org/2000/svg}desc").text
    for seat, name in enumerate(game.names):
        assert f"{name} {game.state.influence[seat]}" in description
    chances = [[1 / 3, 1.0], [1 / 3, 0.0], [1 / 3, 0.0]]
    svg = ET.fromstring(chance_chart(view, chances, Recorder("fr")))
    texts = [e.text for e in svg.iter("{http://www.w3.org/2000/svg}text")]
    assert "100\u00a0%" in texts and "Chances de victoire" in texts


@pytest.mark.parametrize(
    ("language", "words"),
    [
        ("en", "Working out the chances: 12 of 37 moves"),
        ("de", "Die Gewinnchancen werden berechnet: 12 von 37 Zügen"),
        ("fr", "Calcul des chances de victoire\u202f: 12 coups sur 37"),
    ],
)
def test_a_chance_chart_still_filling_in_says_so(language, words):
    """Its lines stop at the last move read, so their end figures must not pass for the game's."""
    note = chances_filling(12, 37, Recorder(language))
    assert note.startswith('<p class="chart-note" role="status">') and words in note
