"""The keys of the page: one closed registry of what each key does, how it is named and shown.

A keyboard player once needed 15 presses for an expansion and End turn (12 Tabs from the map),
and no key panned a zoomed map (issue 48). Every key the page answers to is listed here once:
``Shortcut`` names the action, ``SHORTCUTS`` gives its keys, the button it presses (so a key
goes through the very code its button does, and a hidden or disabled button makes its key do
nothing) and where it is heard. The page dispatches from it (web/page/keys.py), the buttons
wear its keys (``aria-keyshortcuts`` and their tooltips) and the Rules list it (``keys_html``),
so what is documented is what works.

The keys respect the browser and assistive technology: none holds Ctrl, Alt or Meta (the
browser's and the screen reader's own), and none is heard while a text field, a select or a
dialog has the keys, so typing a name never ends a turn. Letters are the printed letter of the
player's layout (``KeyboardEvent.key``), the same in every language; for a digit or a symbol
Shift is ignored, since AZERTY types digits with Shift and QWERTY types "+" with it.
"""

from __future__ import annotations

import enum

from franchise import Bonus
from franchise.values import valueclass
from web.text.catalogue import Text
from web.text.markup import Element, render, sub, tag


class Scope(enum.Enum):
    """Where a key is heard."""

    #: Anywhere on the page, outside text fields and dialogs (web/page/keys.py).
    PAGE = "page"
    #: On the map while a place has the focus (web/page/turn_input.py, web/board/map_keys.py);
    #: listed here so the Rules show them with the rest.
    MAP = "map"


class Shortcut(enum.StrEnum):
    """An action a key does; its value names it in the catalogues (``keys.action.<value>``)."""

    NEXT_PLACE = "next-place"
    PREVIOUS_PLACE = "previous-place"
    PLACE_BY_LETTER = "place-by-letter"
    MAP_MOVE = "map-move"
    MAP_USE = "map-use"
    END_TURN = "end-turn"
    CLEAR = "clear"
    TILE_EXPAND = "tile-expand"
    TILE_SHARE = "tile-share"
    TILE_DOLLARS = "tile-dollars"
    HINT = "hint"
    UNDO = "undo"
    REDO = "redo"
    ZOOM_IN = "zoom-in"
    ZOOM_OUT = "zoom-out"
    FIT = "fit"
    MY_TARGETS = "my-targets"
    PAN = "pan"
    KEYS_HELP = "keys-help"


@valueclass
class Key:
    """One key as ``KeyboardEvent.key`` names it (a letter in lower case), with Shift or not."""

    name: str
    shift: bool = False

    def aria(self) -> str:
        """The key as ``aria-keyshortcuts`` writes it: ``E``, ``Shift+ArrowUp``."""
        name = self.name.upper() if _letter(self.name) else self.name
        return f"Shift+{name}" if self.shift else name

    def shown(self, text: Text) -> str:
        """The key as a player reads it, in the page's language: ``E``, ``Umschalt+←``, ``←``."""
        name = self.name.upper() if _letter(self.name) else SYMBOLS.get(self.name, self.name)
        if name in NAMED:
            name = text(NAMED[name])
        return f"{text('keys.shift')}+{name}" if self.shift else name


#: Not a key but any letter the page leaves free (typed on the map: ``PLACE_BY_LETTER``).
LETTER = "letter"
#: How arrows and the few named keys are shown (their names from the catalogues).
SYMBOLS = {"ArrowLeft": "←", "ArrowRight": "→", "ArrowUp": "↑", "ArrowDown": "↓", "-": "−"}
NAMED = {"Enter": "keys.enter", " ": "keys.space", LETTER: "keys.letter"}


@valueclass
class Spec:
    """What one shortcut is: its keys, the button it presses (a CSS selector; None: the page
    acts itself), the catalogue key of that button's own tooltip or name (its title then reads
    "End turn (E)"), whether holding the key repeats it, where it is heard, and whether the
    button shows its key (not when its label is the key already: "+")."""

    keys: tuple[Key, ...]
    button: str | None = None
    title: str | None = None
    repeats: bool = False
    scope: Scope = Scope.PAGE
    badge: bool = True


def _arrows(shift: bool) -> tuple[Key, ...]:
    return tuple(Key(name, shift) for name in ("ArrowLeft", "ArrowUp", "ArrowRight", "ArrowDown"))


def tile_button(bonus: Bonus) -> str:
    """The selector of a bonus tile's button (drawn by web/screens/panels.py)."""
    return f"#bonus [data-bonus='{bonus.value}']"


#: Every key of the page, in the order the Rules list them.
SHORTCUTS: dict[Shortcut, Spec] = {
    Shortcut.NEXT_PLACE: Spec((Key("n"),), repeats=True),
    Shortcut.PREVIOUS_PLACE: Spec((Key("b"),), repeats=True),
    Shortcut.PLACE_BY_LETTER: Spec(
        (Key(LETTER), Key(LETTER, shift=True)), repeats=True, scope=Scope.MAP
    ),
    Shortcut.MAP_MOVE: Spec(_arrows(False), scope=Scope.MAP),
    Shortcut.MAP_USE: Spec((Key("Enter"), Key(" ")), scope=Scope.MAP),
    Shortcut.END_TURN: Spec((Key("e"),), "#btn-end", "turn.end"),
    Shortcut.CLEAR: Spec((Key("c"),), "#btn-clear", "turn.clear"),
    Shortcut.TILE_EXPAND: Spec((Key("1"),), tile_button(Bonus.EXPAND), "bonus.expand"),
    Shortcut.TILE_SHARE: Spec((Key("2"),), tile_button(Bonus.SHARE), "bonus.share"),
    Shortcut.TILE_DOLLARS: Spec((Key("3"),), tile_button(Bonus.DOLLARS), "bonus.dollars"),
    Shortcut.HINT: Spec((Key("h"),), "#btn-hint", "advice.hint"),
    Shortcut.UNDO: Spec((Key("z"),), "#hist-back", "history.back"),
    Shortcut.REDO: Spec((Key("y"),), "#hist-forward", "history.forward"),
    Shortcut.ZOOM_IN: Spec(
        (Key("+"), Key("=")), "[data-action='zoom-in']", "zoom.in", True, badge=False
    ),
    Shortcut.ZOOM_OUT: Spec((Key("-"),), "[data-action='zoom-out']", "zoom.out", True, badge=False),
    Shortcut.FIT: Spec((Key("0"),), "[data-action='fit']", "zoom.fit"),
    Shortcut.MY_TARGETS: Spec((Key("t"),), "[data-action='frame-targets']", "zoom.targets"),
    Shortcut.PAN: Spec(_arrows(True), repeats=True),
    Shortcut.KEYS_HELP: Spec((Key("?"),)),
}
#: The tile each tile shortcut presses.
TILES: dict[Shortcut, Bonus] = {
    Shortcut.TILE_EXPAND: Bonus.EXPAND,
    Shortcut.TILE_SHARE: Bonus.SHARE,
    Shortcut.TILE_DOLLARS: Bonus.DOLLARS,
}


def _letter(name: str) -> bool:
    return len(name) == 1 and name.isalpha()


def _heard(name: str, shift: bool) -> tuple[str, bool]:
    """A key as the registry is looked up by: letters in lower case, Shift kept only for
    letters and named keys (a digit or symbol is what the layout typed, Shift or not)."""
    if len(name) == 1 and not name.isalpha():
        return name, False
    return (name.lower() if _letter(name) else name), shift


_PAGE_KEYS: dict[tuple[str, bool], Shortcut] = {
    _heard(key.name, key.shift): shortcut
    for shortcut, spec in SHORTCUTS.items()
    if spec.scope is Scope.PAGE
    for key in spec.keys
}


def shortcut_for(
    key: str,
    *,
    shift: bool = False,
    repeat: bool = False,
    modified: bool = False,
    typing: bool = False,
    in_dialog: bool = False,
    characters: bool = True,
    on_map: bool = False,
) -> Shortcut | None:
    """The page's shortcut for a key pressed, or None when the page leaves the key alone:
    with Ctrl, Alt or Meta held (``modified``), in a text field, select or editable element
    (``typing``), while a dialog is open (``in_dialog``), held down for a shortcut that does
    not repeat (End turn twice would end the next player's turn too), or a key that types a
    character (a letter, digit or sign) when the player turned those off (``characters``:
    WCAG 2.1.4, a speech-input user's words would press them; Shift and an arrow still pan).
    A letter no shortcut takes, typed while a place of the map has the focus (``on_map``),
    goes to a place by its first letter (``PLACE_BY_LETTER``); with Shift, any letter does, so
    the places whose letter a page key takes (C: Clear, Chicago, Charlotte) are a letter away
    too, and no shortcut holds Shift and a letter."""
    if modified or typing or in_dialog or (not characters and len(key) == 1):
        return None
    if on_map and shift and _letter(key):
        return Shortcut.PLACE_BY_LETTER
    shortcut = _PAGE_KEYS.get(_heard(key, shift))
    if shortcut is None and on_map and _letter(key) and not shift:
        return Shortcut.PLACE_BY_LETTER
    if shortcut is None or (repeat and not SHORTCUTS[shortcut].repeats):
        return None
    return shortcut


def aria_keys(shortcut: Shortcut) -> str:
    """The shortcut's ``aria-keyshortcuts`` value (alternatives separated by spaces)."""
    return " ".join(key.aria() for key in SHORTCUTS[shortcut].keys)


def shown_keys(shortcut: Shortcut, text: Text) -> str:
    """The shortcut's keys as a player reads them: ``+ or =``, ``Shift+←/↑/→/↓``."""
    keys = SHORTCUTS[shortcut].keys
    if len(keys) == 4 and all(key.name.startswith("Arrow") for key in keys):
        arrows = "/".join(SYMBOLS[key.name] for key in keys)
        return f"{text('keys.shift')}+{arrows}" if keys[0].shift else arrows
    return text("keys.or").join(key.shown(text) for key in keys)


def button_title(shortcut: Shortcut, text: Text) -> str:
    """The tooltip of a shortcut's button: its own words and its key, "End turn (E)"."""
    spec = SHORTCUTS[shortcut]
    action = text(spec.title) if spec.title else text(f"keys.action.{shortcut.value}")
    return text("keys.titled", action=action, keys=shown_keys(shortcut, text))


def button_marks(shortcut: Shortcut, text: Text) -> dict[str, str]:
    """What a shortcut's button wears: ``aria-keyshortcuts`` for screen readers, its key in
    its tooltip, and ``data-key``, the key a keyboard player sees on it (assets/franchise.css
    shows it only once keys are in use)."""
    spec = SHORTCUTS[shortcut]
    marks = {"aria-keyshortcuts": aria_keys(shortcut), "title": button_title(shortcut, text)}
    if spec.badge:
        marks["data-key"] = spec.keys[0].shown(text)
    return marks


def buttons_marks(text: Text) -> dict[str, dict[str, str]]:
    """Every button a shortcut presses, by selector, with what it wears (``button_marks``);
    the bonus tiles' buttons are drawn with theirs (web/screens/panels.py)."""
    return {
        spec.button: button_marks(shortcut, text)
        for shortcut, spec in SHORTCUTS.items()
        if spec.button is not None and shortcut not in TILES
    }


def taken_letters() -> str:
    """The letters the page's own shortcuts take, which a letter typed on the map leaves to
    them: "C, E, H, N, T, Y, Z"."""
    return ", ".join(sorted({name.upper() for name, _shift in _PAGE_KEYS if _letter(name)}))


def action_words(shortcut: Shortcut, text: Text) -> str:
    """What a shortcut does, as the Rules' list says it."""
    key = f"keys.action.{shortcut.value}"
    if shortcut is Shortcut.PLACE_BY_LETTER:
        return text(key, letters=taken_letters())
    return text(key)


def keys_html(text: Text, characters: bool = True) -> str:
    """The Rules' list of keys: what each does, when the page leaves keys alone, and the
    switch for the keys that type a character (``characters``: on now)."""
    section = tag("section", {"class": "rules-keys", "aria-labelledby": "keys-heading"})
    sub(section, "h2", {"id": "keys-heading"}, text("keys.heading"))
    sub(section, "p", None, text("keys.intro"))
    switch = {"type": "checkbox", "id": "keys-characters", "data-keys-toggle": True}
    label = sub(section, "label", {"class": "keys-toggle"})
    sub(label, "input", switch | {"checked": characters})
    sub(label, "span", None, text("keys.characters"))
    sub(section, "p", {"class": "meta"}, text("keys.characters-about"))
    table = sub(section, "table", {"class": "keys-table"})
    head = sub(sub(table, "thead"), "tr")
    sub(head, "th", {"scope": "col"}, text("keys.column.keys"))
    sub(head, "th", {"scope": "col"}, text("keys.column.action"))
    body = sub(table, "tbody")
    for shortcut in SHORTCUTS:
        row: Element = sub(body, "tr", {"data-shortcut": shortcut.value})
        sub(sub(row, "td"), "kbd", None, shown_keys(shortcut, text))
        sub(row, "td", None, action_words(shortcut, text))
    sub(section, "p", None, text("keys.ignored"))
    return render(section)
