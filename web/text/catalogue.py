"""The text layer's core: one language's catalogue, and numbers and money written its way.

Every sentence a player reads comes from a catalogue, ``web/i18n/<area>.<lang>.json``: flat
objects of key -> ``str.format`` template. The page boots with only the chosen language read
(it stays small); a switch reads the other language's files and the page redraws. The other
languages are read once, when the first game comes on screen (``other_languages``), so that
default names it brought from one of them are recognised and worded in the page's language.
Keys ending in ``.one`` and ``.other`` are plural forms, picked by a count. Place names are
never translated: they stay as printed on the board. Region names are areas of the map, named
in each language's own words (``region.<id>``). How a language writes numbers and money is
itself in its catalogue (``format.*`` keys), so adding a language touches only catalogue files.
So is its elision: French writes "d'Indianapolis" where a template says "de {city}", which only
the value filled in can decide (``format.elision``: word and elided form, pairs separated by
spaces; ``format.elision-before``: the letters that make a word elide before them).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from functools import cache

from franchise import BOARD, read_beside

#: The languages of the page, the first being the fallback; the boot script (assets/boot.js)
#: reads this list from the file the build writes.
LANGUAGES = ("en", "de", "fr")
DEFAULT_LANGUAGE = LANGUAGES[0]
#: Where the player's choice of language is remembered (the boot script reads the same key).
LANGUAGE_KEY = "franchise:lang"
#: The catalogue areas, each a file ``i18n/<area>.<lang>.json`` per language. Listed, not
#: globbed: in the page the catalogues are members of app.zip, which has no folder to list.
CATALOGUE_AREAS = (
    "boot",
    "game",
    "guide",
    "keys",
    "puzzles",
    "refusals",
    "review",
    "rules",
    "story",
    "ui",
)
MINUS = "−"
#: Ends the key of a sentence's form for touch screens ("tap" where the other says "click"): a
#: ``Text`` for a touch screen reads ``prompt.turn.touch`` wherever ``prompt.turn`` is asked for.
TOUCH = ".touch"

#: Which counts take the singular form ("one"): French counts 0 as singular, English and German
#: do not.
PLURAL_ONE: dict[str, Callable[[int], bool]] = {
    "en": lambda n: n == 1,
    "de": lambda n: n == 1,
    "fr": lambda n: n in (0, 1),
}


def catalogue_file(area: str, language: str) -> str:
    """The catalogue file of one area and language, relative to the folder of web/."""
    return f"i18n/{area}.{language}.json"


def load_catalogue(language: str) -> dict[str, str]:
    """The merged catalogue of one language; a key defined twice is a mistake and raises."""
    merged: dict[str, str] = {}
    for area in CATALOGUE_AREAS:
        name = catalogue_file(area, language)
        data = json.loads(read_beside(__name__, f"../{name}"))
        clash = merged.keys() & data.keys()
        if clash:
            raise ValueError(f"{name} repeats keys: {sorted(clash)}")
        merged.update(data)
    return merged


def pick_language(forced: str | None, remembered: str | None, preferred: list[str]) -> str:
    """``?lang=`` wins, then the remembered choice, then the browser's languages in order."""
    for candidate in (forced, remembered):
        if candidate in LANGUAGES:
            return candidate
    for tag in preferred:
        base = tag.split("-")[0].lower()
        if base in LANGUAGES:
            return base
    return DEFAULT_LANGUAGE


class Text:
    """Sentences of one language: ``text("key", name=...)``, counts, numbers, money, places.
    ``touch``: worded for a touch screen, each key that has a ``TOUCH`` form read in that form
    (chosen here once, so no caller words a sentence for the pointer itself)."""

    def __init__(self, language: str, messages: dict[str, str], touch: bool = False) -> None:
        self.language = language
        self.touch = touch
        if touch:
            forms = {k.removesuffix(TOUCH): v for k, v in messages.items() if k.endswith(TOUCH)}
            messages = messages | forms
        self.messages = messages
        self._one = PLURAL_ONE[language]
        self._thousands = messages["format.thousands"]
        self._money = messages["format.money"]
        pairs = messages.get("format.elision", "").split()
        self._elisions = dict(zip(pairs[::2], pairs[1::2], strict=True))
        self._vowels = messages.get("format.elision-before", "")
        words = "|".join(map(re.escape, self._elisions))
        #: A word that elides, then a space and a placeholder: "de {city}".
        self._elidable = re.compile(rf"(?<![\w’'])({words}) \{{(\w+)\}}") if words else None

    @classmethod
    def load(cls, language: str, touch: bool = False) -> Text:
        return cls(language, load_catalogue(language), touch)

    @classmethod
    def of_language(cls, language: str, touch: bool = False) -> Text:
        """The page's words in the language the boot script chose (``<html lang>``), or in
        the default one if it names none the page has."""
        return cls.load(language if language in LANGUAGES else DEFAULT_LANGUAGE, touch)

    def __call__(self, key: str, /, **params: object) -> str:
        """The sentence for ``key``; a missing key shows itself rather than failing the page."""
        template = self.messages.get(key)
        if template is None:
            return key
        if "{" not in template:
            return template
        return self._elide(template, params).format_map(_Shown(params))

    def _elide(self, template: str, params: dict[str, object]) -> str:
        """The template with each elidable word before a placeholder elided where the value
        filled in begins with a vowel ("de {city}" -> "d'{city}" for "Indianapolis")."""
        if self._elidable is None:
            return template

        def elided(match: re.Match[str]) -> str:
            word, name = match.group(1), match.group(2)
            value = params.get(name)
            if isinstance(value, str) and value[:1] and value[0] in self._vowels:
                return self._elisions[word] + "{" + name + "}"
            return match.group(0)

        return self._elidable.sub(elided, template)

    def parts(self, key: str, /, **params: object) -> list[object]:
        """The sentence for ``key`` in pieces, for markup: its words as text, with each argument
        that is not text (an element) set as it is where its placeholder stands."""
        pieces: list[object] = [self._elide(self.messages.get(key, key), params)]
        for name, value in params.items():
            if isinstance(value, str):
                continue
            marker = "{" + name + "}"
            split: list[object] = []
            for piece in pieces:
                if not isinstance(piece, str) or marker not in piece:
                    split.append(piece)
                    continue
                first, *rest = piece.split(marker)
                split.append(first)
                for after in rest:
                    split += [value, after]
            pieces = split
        words = _Shown({k: v for k, v in params.items() if isinstance(v, str)})
        return [
            p.format_map(words) if isinstance(p, str) and "{" in p else p for p in pieces if p != ""
        ]

    def has(self, key: str) -> bool:
        return key in self.messages

    def count(self, key: str, count: int, /, **params: object) -> str:
        """A plural sentence: ``key.one`` or ``key.other`` by ``count`` (passed as ``{count}``)."""
        return self(self.plural(key, count), count=self.number(count), **params)

    def plural(self, key: str, count: int) -> str:
        """The key of ``key``'s plural form for ``count`` (French takes the singular for 0 and
        1), for a sentence built in pieces (``parts``)."""
        return f"{key}.{'one' if self._one(count) else 'other'}"

    def number(self, value: int) -> str:
        digits = f"{abs(value):,}".replace(",", self._thousands)
        return MINUS + digits if value < 0 else digits

    def money(self, amount: int) -> str:
        """Dollars the way this language writes them: $12, 12 $."""
        written = self._money.format(amount=self.number(abs(amount)))
        return MINUS + written if amount < 0 else written

    def place(self, index: int) -> str:
        """Place names stay as printed on the board, in every language."""
        return BOARD.places[index].name

    def region(self, index: int) -> str:
        """A region's name in this language (``region.<id>``): a region is an area of the map,
        named the way the language names it ("Great Lakes", "Große Seen", "Grands Lacs")."""
        return self(f"region.{BOARD.regions[index].id}")

    def region_lines(self, index: int) -> tuple[str, ...]:
        """A region's name as it fits a slot of the region track: one or two lines, whole or
        abbreviated (``region.<id>.track``; a line break splits the lines)."""
        return tuple(self(f"region.{BOARD.regions[index].id}.track").split("\n"))

    def join(self, items: list[str]) -> str:
        """A list read aloud: "A, B and C" / "A, B und C" / "A, B et C"."""
        if len(items) <= 1:
            return "".join(items)
        return self("list.and", first=self.listing(items[:-1]), last=items[-1])

    def listing(self, items: Iterable[str]) -> str:
        """Items one after the other, without a last "and": "A, B, C"."""
        return self("list.separator").join(items)

    def details(self, items: Iterable[str]) -> str:
        """Facts about one thing side by side: "3 players · by link · 5 min ago"."""
        return self("list.details").join(items)

    def sentences(self, items: Iterable[str]) -> str:
        """Sentences one after the other, the way the language spaces them."""
        return self("list.sentences").join(items)


@cache
def other_languages(language: str) -> tuple[Text, ...]:
    """Every language but ``language``, each read once per page (only when asked: words a game
    brought from another language, such as default names, are recognised with them)."""
    return tuple(Text.load(other) for other in LANGUAGES if other != language)


class _Shown(dict):
    """Template arguments; a missing one shows as ``{name}`` instead of failing the page."""

    def __missing__(self, name: str) -> str:
        return "{" + name + "}"
