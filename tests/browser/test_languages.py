"""The page in English, German and French; the rules beside the game; screenshots of both."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page

from franchise import BOARD, Game, Setup, parse_move
from web.text.catalogue import Text

from .conftest import ARTIFACTS, OffOrigin, first_visit, new_context
from .test_solo_undo import PERSONS_TURN, game_of, play_own_turns, simple_move, start_solo
from .ui import (
    choose_language,
    click_place,
    menu_action,
    open_page,
    play_move,
    snapshot,
    start_game,
    wait_idle,
)

OPENING = ["start raleigh", "start pueblo", ">phoenix", ">charleston"]
#: (language, the German/French words that prove the page speaks it)
SPOKEN = {
    "de": {
        "new": "Neues Spiel",
        "start": "Jan eröffnet die erste Filiale in Raleigh.",
        "expand": "Sam expandiert von Pueblo nach Phoenix für 0\u00a0$.",
        "status": "Jan ist am Zug.",
        "money": "4\u00a0$",
    },
    "fr": {
        "new": "Nouvelle partie",
        "start": "Jan ouvre sa première franchise à Raleigh.",
        "expand": "Sam se développe de Pueblo vers Phoenix pour 0\u00a0$.",
        "status": "À Jan de jouer.",
        "money": "4\u00a0$",
    },
}


def play(page: Page, moves: list[str]) -> Game:
    game = Game(Setup(("Sam", "Jan"), first_player=0))
    for text in snapshot(page)["moves"]:
        game.apply(text)
    for text in moves:
        move = parse_move(text)
        play_move(page, game, move)
        game.apply(move)
    return game


def switch_language(page: Page, language: str) -> None:
    choose_language(page, language)
    page.wait_for_selector(f"html[lang='{language}']")


def log_lines(page: Page) -> list[str]:
    return page.eval_on_selector_all("#log li", "items => items.map(i => i.textContent)")


@pytest.mark.parametrize("language", ["de", "fr"])
def test_a_game_started_and_a_turn_played_in_german_and_french(page: Page, site_url, language):
    words = SPOKEN[language]
    open_page(page, f"{site_url}?lang={language}")
    assert page.get_attribute("html", "lang") == language
    assert page.inner_text("#btn-new") == words["new"]
    assert page.inner_text("#seat-kind-0 option:checked") != "Person"
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING[:3])
    log = page.inner_text("#log")
    assert words["start"] in log and words["expand"] in log
    assert page.inner_text("#status") == words["status"]
    assert page.inner_text("#players .player[data-seat='1'] [data-stat='money']") == words["money"]
    assert snapshot(page)["moves"] == OPENING[:3]


def test_the_browser_s_languages_pick_the_first_visit_s_language(browser, site_url):
    blocked = OffOrigin()
    context = new_context(browser, site_url, blocked, locale="fr-FR")
    page = context.new_page()
    open_page(page, site_url)
    assert page.get_attribute("html", "lang") == "fr"
    assert page.title() == "Franchise" and page.inner_text("#btn-games") == "Parties enregistrées"
    first_visit(page, f"{site_url}?lang=en")  # ?lang= wins over the browser
    assert page.get_attribute("html", "lang") == "en"
    assert page.inner_text("#btn-games") == "Saved games"
    assert not blocked.urls
    context.close()


def test_switching_language_mid_game_keeps_position_draft_and_log(page: Page, site_url):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING)
    click_place(page, BOARD.place_index["denver"])  # a draft: Sam marks Denver
    before = snapshot(page)
    marked = page.get_attribute("#place-denver", "class")
    english = log_lines(page)
    assert "marked" in marked
    switch_language(page, "de")
    assert snapshot(page) == before
    assert page.get_attribute("#place-denver", "class") == marked
    german = log_lines(page)
    assert len(german) == len(english) and german != english
    assert "Sam expandiert von Pueblo nach Phoenix für 0\u00a0$." in german
    assert page.inner_text("#btn-end") == "Zug beenden"
    assert page.get_attribute("#hist-back", "title").startswith("Letzten Zug zurücknehmen")
    page.reload()  # the choice is remembered
    page.wait_for_selector("body[data-ready='1']")
    assert page.get_attribute("html", "lang") == "de"
    assert snapshot(page) == before  # the game comes straight back, with its half-made turn
    assert page.get_attribute("#place-denver", "class") == marked
    assert page.inner_text("#dlg-games-title") == "Gespeicherte Spiele"
    switch_language(page, "en")


def test_a_refusal_opens_the_rules_at_its_paragraph(page: Page, site_url):
    open_page(page, f"{site_url}?lang=fr")
    start_game(page, ["Sam", "Jan"])
    play(page, OPENING[:2])
    click_place(page, BOARD.place_index["chicago"])
    assert "Chicago n’est reliée par aucune route" in page.inner_text("#hint")
    page.click("#hint .rules-link")
    page.wait_for_selector("[data-rules][data-state='ready']")
    assert page.get_attribute("[data-rules]", "data-topic") == "rules-expand"
    section = page.locator("#rules-expand")
    assert "current" in section.get_attribute("class")
    assert "développ" in section.inner_text()  # the French prose
    top = page.evaluate(
        """() => document.getElementById('rules-expand').getBoundingClientRect().top
            - document.querySelector('[data-rules]').getBoundingClientRect().top"""
    )
    assert abs(top) < 40  # scrolled to the paragraph, not left at the top of the rules
    page.click("#tab-game")
    page.wait_for_selector("#rules-context:not([hidden]) .income-chart tr.current")
    page.click("#btn-close-rules")
    assert snapshot(page)["moves"] == OPENING[:2]


def test_projected_links_to_its_rule_and_the_rules_button_opens_the_quick_reference(
    page: Page, site_url
):
    open_page(page, site_url)
    start_game(page, ["Sam", "Jan"])
    menu_action(page, "[data-action='rules']")
    page.wait_for_selector("[data-rules][data-state='ready'][data-tab='quick']")
    assert page.is_visible("#rules-quick") and not page.is_visible("#rules-expand")
    page.click("#btn-close-rules")
    page.click("#players .player[data-seat='0'] [data-topic='rules-projected']")
    page.wait_for_selector("[data-rules][data-topic='rules-projected'][data-tab='full']")
    assert page.is_visible("#rules-projected")


def test_the_loading_screen_and_a_failed_start_speak_the_language(browser, site_url):
    blocked = OffOrigin()
    context = new_context(browser, site_url, blocked)
    context.route("**/app.zip", lambda route: route.fulfill(status=404, body="missing"))
    page = context.new_page()
    page.goto(f"{site_url}?lang=de")
    page.wait_for_selector(".loading.failed", timeout=90_000)
    assert "Das Spiel konnte nicht starten." in page.inner_text("#loading")
    assert page.get_attribute("html", "lang") == "de"
    context.close()


#: The page's own words as shown, where Python has not run: [key, text] of every element
#: index.html words (``data-i18n``), once the boot script has run.
SHELL_WORDS = """() => [...document.querySelectorAll('body [data-i18n]')]
  .map(node => [node.dataset.i18n, node.textContent])"""


@pytest.mark.parametrize(("language", "size"), [("fr", (390, 844)), ("en", (1366, 800))])
def test_the_first_paint_is_in_the_reader_s_language(browser, site_url, language, size):
    """Issue 58: a French phone showed "Fit", "My targets", "Undo" and "Game log" until Python
    had started. With Python held back (its runtime never arrives), the page as the boot script
    leaves it, which is what the first paint shows, wears every word in the reader's language;
    before that script has worded them, the English ones are not drawn."""
    context = new_context(
        browser, site_url, OffOrigin(), viewport={"width": size[0], "height": size[1]}
    )
    context.route("**/runtime/pyscript*/core.js", lambda route: route.abort())
    page = context.new_page()
    page.goto(f"{site_url}?lang={language}")
    page.wait_for_function(
        "document.readyState !== 'loading' && !document.documentElement.dataset.words"
    )
    words = Text.load(language).messages
    assert page.get_attribute("body", "data-ready") != "1"  # Python never ran
    shown = page.evaluate(SHELL_WORDS)
    assert len(shown) > 60
    # The loading box's own words follow its progress (the test above checks them).
    assert [k for k, said in shown if said != words[k] and not k.startswith("boot.")] == []
    assert page.inner_text("[data-action='fit']") == words["zoom.fit"]
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"first-paint-{language}-{size[0]}.png"))
    context.close()


@pytest.mark.parametrize("language", ["en", "de", "fr"])
def test_screenshots_of_the_turn_and_the_rules(page: Page, site_url, language):
    ARTIFACTS.mkdir(exist_ok=True)
    for width, height, name in ((1280, 800, "desktop"), (390, 844, "phone")):
        page.set_viewport_size({"width": width, "height": height})
        first_visit(page, f"{site_url}?lang={language}")
        start_game(page, ["Sam", "Jan"])
        play(page, OPENING)
        click_place(page, BOARD.place_index["denver"])
        wait_idle(page)
        page.screenshot(path=str(ARTIFACTS / f"turn-{language}-{name}.png"), full_page=True)
        menu_action(page, "[data-action='rules']")
        page.wait_for_selector("[data-rules][data-state='ready']")
        page.screenshot(path=str(ARTIFACTS / f"rules-{language}-{name}.png"))
        assert page.evaluate("document.documentElement.scrollWidth") <= width + 1


NAMES_SHOWN = """() => [...document.querySelectorAll('#players .player .name')]
  .map(name => name.textContent)"""


def test_default_names_of_a_game_on_screen_follow_the_language(page: Page, site_url):
    """Names nobody typed are worded again on a switch, and the game goes on: the computer,
    renamed while it may be thinking, still moves; a reload keeps the new names, and a page in
    another language words them in its own."""
    start_solo(page, site_url, ["human", "easy"])
    play_own_turns(page, 2)
    assert page.evaluate(NAMES_SHOWN) == ["Player 1", "Computer 2 (easy)"]
    game = game_of(page)
    play_move(page, game, simple_move(game))  # the computer is to move, or already moving
    switch_language(page, "de")
    german = ["Spieler 1", "Computer 2 (leicht)"]
    page.wait_for_function(f"() => ({NAMES_SHOWN})().join('|') === {'|'.join(german)!r}")
    page.wait_for_function(PERSONS_TURN)
    assert page.inner_text("#status") == "Spieler 1 ist am Zug."
    assert "Computer 2 (leicht)" in page.inner_text("#log")
    open_page(page, site_url)
    page.wait_for_function(PERSONS_TURN)
    assert page.evaluate(NAMES_SHOWN) == german
    # Opened in a French page, the game made in English and worded in German reads French.
    open_page(page, f"{site_url}?lang=fr")
    page.wait_for_function(PERSONS_TURN)
    assert page.evaluate(NAMES_SHOWN) == ["Joueur 1", "Ordinateur 2 (facile)"]
