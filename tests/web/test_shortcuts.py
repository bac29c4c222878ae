"""The page's keys, in CPython: one registry, each key bound once, none heard while typing, in
a dialog or with Ctrl, Alt or Meta held; the buttons wear their keys in every language, and the
Rules list every key the page answers to."""

from __future__ import annotations

import pytest

from franchise import BOARD, Bonus
from web.board.key_view import follow, nudge
from web.board.map_keys import letter_stop, next_stop, reading_order, stop_order
from web.board.viewport import ViewBox, frame
from web.screens.panels import bonus_buttons
from web.screens.rules_help import Tab, tab_after
from web.screens.shortcuts import (
    SHORTCUTS,
    TILES,
    Key,
    Scope,
    Shortcut,
    action_words,
    aria_keys,
    button_title,
    buttons_marks,
    keys_html,
    shortcut_for,
    shown_keys,
)
from web.session.draft import Draft
from web.text.catalogue import LANGUAGES, Text

from .test_draft import detroit_game


def test_every_shortcut_has_keys_and_no_key_does_two_things():
    assert set(SHORTCUTS) == set(Shortcut)
    seen: dict[tuple[Scope, str, bool], Shortcut] = {}
    for shortcut, spec in SHORTCUTS.items():
        assert spec.keys, shortcut
        for key in spec.keys:
            where = (spec.scope, key.name.lower(), key.shift)
            assert where not in seen, (shortcut, seen.get(where))
            seen[where] = shortcut


def test_each_page_key_is_heard_as_its_shortcut():
    for shortcut, spec in SHORTCUTS.items():
        for key in spec.keys:
            heard = shortcut_for(key.name, shift=key.shift)
            assert heard is (shortcut if spec.scope is Scope.PAGE else None), (shortcut, key)


def test_letters_ignore_caps_lock_but_not_shift():
    assert shortcut_for("E") is Shortcut.END_TURN  # caps lock: "E" without Shift
    assert shortcut_for("e", shift=True) is None  # Shift+E is no shortcut
    assert shortcut_for("b") is Shortcut.PREVIOUS_PLACE
    assert shortcut_for("n") is Shortcut.NEXT_PLACE


def test_a_free_letter_goes_to_a_place_only_on_the_map():
    assert shortcut_for("d", on_map=True) is Shortcut.PLACE_BY_LETTER
    assert shortcut_for("D", on_map=True) is Shortcut.PLACE_BY_LETTER  # caps lock
    assert shortcut_for("d") is None  # the map has no focus
    assert shortcut_for("e", on_map=True) is Shortcut.END_TURN  # a shortcut keeps its letter
    assert shortcut_for("D", shift=True, on_map=True) is Shortcut.PLACE_BY_LETTER
    assert shortcut_for("D", shift=True) is None  # the map has no focus
    assert shortcut_for("d", on_map=True, characters=False) is None  # WCAG 2.1.4's switch
    assert shortcut_for("d", on_map=True, modified=True) is None


def test_every_place_is_a_letter_away_on_the_map_shift_reaching_those_a_page_key_takes():
    """Issue 70: "C" is Clear, so Chicago, Charlotte and Charleston were no letter away. With
    Shift every letter goes to a place, so every place's initial does, the page's own letters
    keeping their keys."""
    initials = {place.name[0] for place in BOARD.places}
    for initial in initials:
        plain = shortcut_for(initial.lower(), on_map=True)
        shifted = shortcut_for(initial, shift=True, on_map=True)
        assert Shortcut.PLACE_BY_LETTER in (plain, shifted), initial
    assert shortcut_for("c", on_map=True) is Shortcut.CLEAR
    assert shortcut_for("C", shift=True, on_map=True) is Shortcut.PLACE_BY_LETTER
    chicago, charlotte = BOARD.place_index["chicago"], BOARD.place_index["charlotte"]
    stops = [chicago, charlotte]
    assert letter_stop(None, stops, "C") == chicago
    assert letter_stop(chicago, stops, "C") == charlotte  # a second press goes on
    assert letter_stop(charlotte, stops, "C") == chicago


def test_a_letter_goes_round_the_places_to_use_whose_names_start_with_it():
    chicago, detroit, denver, dallas, omaha = (
        BOARD.place_index[p] for p in ("chicago", "detroit", "denver", "dallas", "omaha")
    )
    targets, increases = {detroit: 3, denver: 0, omaha: 3, dallas: 4}, [chicago]
    order = stop_order(targets, increases)
    d_places = [place for place in order if BOARD.places[place].name.startswith("D")]
    assert len(d_places) == 3
    assert letter_stop(None, order, "d") == d_places[0]
    assert [letter_stop(p, order, "D") for p in d_places] == [*d_places[1:], d_places[0]]
    assert letter_stop(omaha, order, "c") == chicago
    assert letter_stop(omaha, order, "x") is None


def test_digits_and_symbols_ignore_shift_as_layouts_need_it():
    assert shortcut_for("3", shift=True) is Shortcut.TILE_DOLLARS  # AZERTY types 3 with Shift
    assert shortcut_for("+", shift=True) is Shortcut.ZOOM_IN  # QWERTY types + with Shift
    assert shortcut_for("?", shift=True) is Shortcut.KEYS_HELP


def test_arrows_pan_only_with_shift_the_map_keeps_plain_arrows():
    assert shortcut_for("ArrowLeft", shift=True) is Shortcut.PAN
    assert shortcut_for("ArrowLeft") is None  # the map's own keys (and the page's scrolling)
    assert shortcut_for("Enter") is None and shortcut_for(" ") is None


@pytest.mark.parametrize(
    "context", [{"modified": True}, {"typing": True}, {"in_dialog": True}], ids=str
)
def test_no_key_is_heard_while_typing_in_a_dialog_or_with_a_modifier(context):
    for spec in SHORTCUTS.values():
        for key in spec.keys:
            assert shortcut_for(key.name, shift=key.shift, **context) is None


def test_single_key_shortcuts_turned_off_leave_only_shift_and_an_arrow():
    """WCAG 2.1.4: a player may turn off every key that types a character (a speech-input
    user's words would press them); the Keys tab shows the switch as it is."""
    for spec in SHORTCUTS.values():
        for key in spec.keys:
            if spec.scope is Scope.PAGE:
                heard = shortcut_for(key.name, shift=key.shift, characters=False)
                assert (heard is not None) == (len(key.name) > 1), key
    assert shortcut_for("ArrowUp", shift=True, characters=False) is Shortcut.PAN
    text = Text.load("en")
    assert 'id="keys-characters" data-keys-toggle checked' in keys_html(text)
    assert "checked" not in keys_html(text, characters=False)


def test_held_keys_repeat_only_what_is_safe_to_repeat():
    assert shortcut_for("e", repeat=True) is None  # End turn twice would end the next turn
    assert shortcut_for("z", repeat=True) is None
    assert shortcut_for("+", repeat=True) is Shortcut.ZOOM_IN
    assert shortcut_for("ArrowUp", shift=True, repeat=True) is Shortcut.PAN
    assert shortcut_for("n", repeat=True) is Shortcut.NEXT_PLACE


def test_keys_are_named_for_screen_readers_and_in_each_language():
    assert aria_keys(Shortcut.END_TURN) == "E"
    assert aria_keys(Shortcut.PREVIOUS_PLACE) == "B"
    assert aria_keys(Shortcut.ZOOM_IN) == "+ ="
    assert Key("ArrowUp", shift=True).aria() == "Shift+ArrowUp"
    shown = {lang: shown_keys(Shortcut.PAN, Text.load(lang)) for lang in LANGUAGES}
    assert shown["fr"] == "Maj+←/↑/→/↓"
    assert shown_keys(Shortcut.PAN, Text.load("de")) == "Umschalt+←/↑/→/↓"
    assert shown_keys(Shortcut.MAP_USE, Text.load("fr")) == "Entrée ou Espace"


def test_every_button_wears_its_key_in_its_tooltip():
    for language in LANGUAGES:
        text = Text.load(language)
        marks = buttons_marks(text)
        assert marks["#btn-end"]["aria-keyshortcuts"] == "E"
        assert marks["#btn-end"]["title"] == f"{text('turn.end')} (E)"
        assert marks["#hist-back"]["title"] == f"{text('history.back')} (Z)"
        assert marks["[data-action='fit']"]["data-key"] == "0"
        assert "data-key" not in marks["[data-action='zoom-out']"]  # its label is its key
        assert marks["[data-action='zoom-out']"]["title"] == f"{text('zoom.out')} (−)"
        for shortcut, spec in SHORTCUTS.items():
            if spec.button is not None:
                assert shown_keys(shortcut, text) in button_title(shortcut, text)
    assert button_title(Shortcut.END_TURN, Text.load("de")) == "Zug beenden (E)"


def test_the_bonus_tiles_wear_their_keys():
    html = bonus_buttons(Draft(detroit_game()), Text.load("fr"))
    for shortcut, bonus in TILES.items():
        key = SHORTCUTS[shortcut].keys[0].name
        assert f'data-bonus="{bonus.value}"' in html
        assert f'aria-keyshortcuts="{key}"' in html
    assert "Gagner 10\u00a0$ (3)" in html
    assert [*TILES.values()] == list(Bonus)  # 1, 2, 3 in the order the row shows them


def test_the_rules_list_every_key_in_each_language():
    for language in LANGUAGES:
        text = Text.load(language)
        html = keys_html(text)
        for shortcut in Shortcut:
            assert f'data-shortcut="{shortcut.value}"' in html
            assert action_words(shortcut, text) in html.replace("&#x27;", "'")
        assert "C, E, H, N, T, Y, Z" in html  # the letters a letter on the map leaves alone


def test_next_place_goes_round_the_targets_cheapest_first_then_the_increases():
    chicago, detroit, denver, omaha = (
        BOARD.place_index[p] for p in ("chicago", "detroit", "denver", "omaha")
    )
    targets, increases = {detroit: 3, denver: 0, omaha: 3}, [chicago, detroit]
    order = [denver, *sorted((detroit, omaha), key=reading_order), chicago]
    assert next_stop(None, targets, increases) == order[0]
    assert next_stop(None, targets, increases, forward=False) == order[-1]
    assert [next_stop(p, targets, increases) for p in order] == [*order[1:], order[0]]
    assert next_stop(order[0], targets, increases, forward=False) == order[-1]  # Shift+N wraps
    assert next_stop(chicago, {}, []) is None


def test_once_the_turn_holds_its_expansion_next_place_goes_from_the_marker_to_the_cities():
    """Issue 58: after Enter on a target, N went on round the other targets before the
    cities to increase in; the marker now leads to the cities, the other targets last."""
    chicago, detroit, denver, omaha = (
        BOARD.place_index[p] for p in ("chicago", "detroit", "denver", "omaha")
    )
    targets, increases = {detroit: 3, denver: 0, omaha: 3}, [chicago]
    assert next_stop(denver, targets, increases, held=[denver]) == chicago
    after = next_stop(chicago, targets, increases, held=[denver])
    assert after == min((detroit, omaha), key=reading_order)
    assert next_stop(denver, targets, increases, forward=False, held=[denver]) != chicago


def test_a_focused_place_comes_into_view_at_the_same_zoom_and_only_if_it_is_out():
    denver = BOARD.place_index["denver"]
    shown = frame([denver], 1.5)
    assert follow(shown, denver, 1000.0) is None  # in view: the map stays
    far = ViewBox(shown.x + 3 * shown.width, shown.y, shown.width, shown.height)
    moved = follow(far, denver, 1000.0)
    assert moved is not None and (moved.width, moved.height) == (far.width, far.height)
    assert follow(moved, denver, 1000.0) is None  # now it shows
    assert moved.x > shown.x - 1e-9  # no further than it needs: to the view's nearer edge
    assert nudge(far, 1.0, 0.0).x == far.x + 0.2 * far.width
    assert nudge(far, 0.0, -1.0).y == far.y - 0.2 * far.height


def test_the_rules_tabs_follow_the_arrows_home_and_end():
    assert tab_after(Tab.QUICK, "ArrowRight") is Tab.FULL
    assert tab_after(Tab.KEYS, "ArrowRight") is Tab.QUICK  # round
    assert tab_after(Tab.QUICK, "ArrowLeft") is Tab.KEYS
    assert tab_after(Tab.FULL, "Home") is Tab.QUICK and tab_after(Tab.FULL, "End") is Tab.KEYS
    assert tab_after(Tab.FULL, "ArrowDown") is None
