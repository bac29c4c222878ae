"""The catalogues: every language has every key with the same placeholders; every key is used.

Keys are either written out in the code (``text("menu.new")``, ``data-i18n="menu.new"``) or
built from a closed set (``f"refusal.{code}"`` over ``Refusal``): ``FAMILIES`` lists those sets,
so a new refusal code, computer level or bonus kind without its sentences fails here.
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from franchise import BOARD, Bonus, Refusal, Variant
from franchise.core.events import CityScoring, EndReason
from franchise.readings.reasons import ReasonKind
from franchise.records.record import COMPUTER_LEVELS
from web.saves.store import MergeOutcome, StoreNotice
from web.screens.library import ACTIONS
from web.screens.shortcuts import Shortcut
from web.session.problems import PageRefusal
from web.session.seat_kinds import PERSON
from web.text.catalogue import (
    CATALOGUE_AREAS,
    LANGUAGES,
    TOUCH,
    Text,
    catalogue_file,
    load_catalogue,
)

ROOT = Path(__file__).resolve().parent.parent.parent
PLURAL = (".one", ".other")

#: Keys built from a closed set: prefix -> every value it takes.
from franchise.ai import Stage, Theme, Unmade, Verdict  # noqa: E402
from web.saves.puzzle_book import Outcome  # noqa: E402

FAMILIES: dict[str, tuple[str, ...]] = {
    "refusal.": tuple(Refusal),
    "page-refusal.": tuple(PageRefusal),
    "event.bonus.": tuple(Bonus),
    "bonus.": tuple(Bonus),
    "event.city.": tuple(CityScoring),
    "end.": tuple(EndReason),
    "reason.": tuple(ReasonKind),
    "rules.regions.": ("region", "first", "second", "others"),
    "variant.": tuple(Variant),
    "level.": tuple(COMPUTER_LEVELS),
    "notice.": tuple(StoreNotice),
    "kind.": (PERSON,),
    "color.": BOARD.player_colors,
    "merge.link.": tuple(MergeOutcome),
    "merge.file.": tuple(MergeOutcome),
    "games.": ACTIONS,
    "keys.action.": tuple(Shortcut),
    "theme.": tuple(Theme),
    "stage.": tuple(Stage),
    "outcome.": tuple(Outcome),
    "puzzles.unmade.": tuple(Unmade),
    "puzzle.": (Verdict.BETTER, Verdict.FAILED),
    # A solved try is said by how its chance compares (web/screens/puzzles_view.py).
    "puzzle.solved-": ("same", "above", "equal", "within"),
    "region.": (
        *(region.id for region in BOARD.regions),
        *(f"{region.id}.track" for region in BOARD.regions),
    ),
}


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def code_strings() -> set[str]:
    """Every string literal (and every constant piece of an f-string) of web/ and the boot."""
    found: set[str] = set()
    for path in (ROOT / "web").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    page = (ROOT / "index.html").read_text(encoding="utf-8")
    found |= set(re.findall(r'data-i18n(?:-aria|-title)?="([^"]+)"', page))
    found |= set(re.findall(r'"(boot\.[a-z-]+)"', (ROOT / "assets/boot.js").read_text()))
    return found


@pytest.fixture(scope="module")
def catalogues() -> dict[str, dict[str, str]]:
    return {language: load_catalogue(language) for language in LANGUAGES}


def test_every_language_has_the_same_areas_keys_and_placeholders(catalogues):
    files = {p.name for p in (ROOT / "web" / "i18n").rglob("*.json")}
    assert files == {
        catalogue_file(area, lang).split("/")[1] for area in CATALOGUE_AREAS for lang in LANGUAGES
    }, "every area has one file per language, and every file in web/i18n is a listed area"
    english = catalogues["en"]
    for language, catalogue in catalogues.items():
        assert catalogue.keys() == english.keys(), (
            language,
            sorted(catalogue.keys() ^ english.keys()),
        )
        for key, template in catalogue.items():
            assert placeholders(template) == placeholders(english[key]), (language, key)


def test_every_key_is_used(catalogues):
    strings = code_strings()
    prefixes = {s for s in strings if s.endswith(".")}
    unused = []
    for key in catalogues["en"]:
        base = key.removesuffix(TOUCH).removesuffix(".one").removesuffix(".other")
        if key in strings or (base != key and base in strings):
            continue
        family = next((p for p in FAMILIES if base.startswith(p)), None)
        if family and family in prefixes and base[len(family) :] in FAMILIES[family]:
            continue
        unused.append(key)
    assert not unused


def test_a_touch_screen_reads_the_touch_form_of_a_sentence_and_nothing_else_changes(catalogues):
    for language, catalogue in catalogues.items():
        forms = [key for key in catalogue if key.endswith(TOUCH)]
        assert forms, language
        assert all(key.removesuffix(TOUCH) in catalogue for key in forms), language
        mouse, touch = Text(language, catalogue), Text(language, catalogue, touch=True)
        for key in catalogue:
            shown_as = key + TOUCH if key + TOUCH in catalogue else key
            assert touch(key, player="P", place="Q") == mouse(shown_as, player="P", place="Q")
    words = {"en": ("click", "tap"), "de": ("klick", "tipp"), "fr": ("cliqu", "touchez")}
    for language, (click, tap) in words.items():
        said = Text.load(language, touch=True)("prompt.turn", player="P").lower()
        assert tap in said and click not in said, said
        assert click in Text.load(language)("prompt.turn", player="P").lower()


def test_every_member_of_a_closed_set_has_its_sentence(catalogues):
    for language, catalogue in catalogues.items():
        for prefix, values in FAMILIES.items():
            for value in values:
                key = f"{prefix}{value}"
                assert key in catalogue or all(key + s in catalogue for s in PLURAL), (
                    language,
                    key,
                )


def test_plural_keys_come_in_pairs(catalogues):
    for key in catalogues["en"]:
        if key.endswith(PLURAL):
            base = key.rsplit(".", 1)[0]
            assert all(base + s in catalogues["en"] for s in PLURAL), key


def test_money_and_numbers_are_written_each_language_s_way():
    english, german, french = (Text.load(lang) for lang in LANGUAGES)
    assert [english.money(12), german.money(12), french.money(12)] == [
        "$12",
        "12\u00a0$",
        "12\u00a0$",
    ]
    assert [english.number(1234), german.number(1234), french.number(1234)] == [
        "1,234",
        "1.234",
        "1\u202f234",
    ]
    assert english.money(-3) == "−$3"
    assert french.count("pass.size", 0) == "Le lien fait 0 caractère."  # 0 is singular
    assert english.count("pass.size", 0) == "The link is 0 characters long."
    assert german.join(["A", "B", "C"]) == "A, B und C"


def test_french_elides_before_a_vowel_by_its_own_grammar():
    """The elision is the catalogue's (format.elision): "de {city}" reads "d'Atlanta" but
    "de Denver"; English and German catalogues elide nothing."""
    french = Text.load("fr")
    said = french("event.expand", player="Ann", source="Indianapolis", place="Omaha", cost="3 $")
    assert "d’Indianapolis" in said and "de Indianapolis" not in said
    assert "Évaluation de Denver" in french.count("event.city.most", 1, city="Denver", player="A")
    assert "Évaluation d’Atlanta" in french.count("event.city.most", 1, city="Atlanta", player="A")
    parts = french.parts("event.expand", player="Ann", source="Omaha", place="Reno", cost="1 $")
    assert "d’Omaha" in "".join(map(str, parts))
    english = Text.load("en")
    assert "from Indianapolis" in english(
        "event.expand", player="A", source="Indianapolis", place="B", cost="$1"
    )


def test_a_count_of_one_takes_the_singular_in_each_language():
    """ "+1 points d'influence", "1 $ restants", "1 tours sur 18" and "+1 Einflusspunkte" once
    read on the page: French takes the singular for 0 and 1, German and English for 1."""
    french, german = Text.load("fr"), Text.load("de")
    scored = french.count("event.city.most", 1, city="Denver", player="A")
    assert "+1 point d’influence" in scored
    assert "+0 point d’influence" in french.count("event.city.most", 0, city="Denver", player="A")
    assert "+1 Einflusspunkt." in german.count("event.city.most", 1, city="Denver", player="A")
    assert "2 Einflusspunkte" in german.count("event.track", 2, player="A", space=3)
    assert french(french.plural("total.left", 1), money="1 $") == "= 1 $ restant"
    assert french(french.plural("total.left", 2), money="2 $") == "= 2 $ restants"
    assert "1 tour sur 18" in french.count("review.progress", 1, done="1", total="18")
