"""No English words reach a player except through the catalogue.

Every string literal of every module under web/, in every folder (docstrings aside), is
checked after dropping HTML tags: what is left, and every aria-label, title or placeholder
written into markup, must not read like words. Every text and label of index.html must carry
its catalogue key (``data-i18n``, ``data-i18n-aria``, ``data-i18n-title``) and say exactly
what the English catalogue says, so the page can translate it. The allowlists are short and say why.
"""

from __future__ import annotations

import ast
import re
from html.parser import HTMLParser
from pathlib import Path

from web.text.catalogue import load_catalogue

ROOT = Path(__file__).resolve().parent.parent.parent
#: Strings that look like words but are not shown to anyone.
NOT_SHOWN = {
    "Enter",  # a key name (KeyboardEvent.key)
    "Escape",  # a key name: it closes the phone's menu sheet (web/page/menu_sheet.py)
    "Home",  # key names: the Rules' tabs (web/screens/rules_help.py)
    "End",
    "Arrow",  # the arrow keys' names begin so (web/screens/shortcuts.py)
    "Shift+",  # aria-keyshortcuts' own name of Shift, in every language
    "Quota",  # matched in the browser's storage error, never shown
    "(pointer: coarse)",  # a media query (does the device point with a finger?)
}
#: Modules whose English is never shown: a StorageError's message is for programmers.
NOT_SHOWN_MODULES = {"saves/storage.py"}  # paths under web/
#: Words that read the same in every language.
UNTRANSLATED = {
    "Franchise",  # the game's name
}
#: Markup that is not shown: attributes (name="value"), then tags, also cut at a string's edge
#: as f-strings are (``'<option value="'``, ``'">'``).
_ATTRIBUTE = re.compile(r"""[\w-]+=("[^"]*"|'[^']*')""")
_TAG = re.compile(r"<[^>]*(>|$)|^[^<]*>")
_SHOWN_ATTRIBUTE = re.compile(r'(?:aria-label|title|placeholder|alt)="([^"{]*)"')
#: Two words with a space between them, or a capitalised word: ids, keys, CSS classes and
#: selectors never look like that (a single lower-case word is not caught: "click" is an id).
_WORDS = re.compile(r"[A-Za-z]{2,}[,.:;!?']?\s+[A-Za-z]|^[A-Z][a-z]+\b")


def reads_like_words(text: str) -> bool:
    text = text.strip()
    return bool(text) and text not in NOT_SHOWN | UNTRANSLATED and bool(_WORDS.search(text))


def unshown(tree: ast.AST) -> set[int]:
    """Docstrings, and the messages of exceptions raised for programmers (never shown)."""
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise):
            found |= {id(inner) for inner in ast.walk(node)}
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                found.add(id(body[0].value))
    return found


def stray_words(source: str) -> list[str]:
    """The string pieces of a Python module that would show English to a player."""
    tree = ast.parse(source)
    skip = unshown(tree)
    stray = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Constant) and isinstance(node.value, str)):
            continue
        if id(node) in skip:
            continue
        markup_free = _TAG.sub(" ", _ATTRIBUTE.sub(" ", node.value))
        shown = [*_SHOWN_ATTRIBUTE.findall(node.value), markup_free]
        stray += [piece for piece in shown if reads_like_words(piece)]
    return stray


def test_the_scanner_catches_words_in_code_and_markup():
    assert stray_words('label = f"{name} to play."') == [" to play."]
    assert stray_words("html = '<button>Continue</button>'")
    assert stray_words("html = '<b aria-label=\"Remove player\">x</b>'")
    assert stray_words('status = "Ready."')
    clean = 'def f():\n    """Docs are fine."""\n    return f\'<g class="place {k}">\' + "btn-end"'
    assert stray_words(clean) == []


def test_no_module_of_web_shows_english_outside_the_catalogue():
    modules = sorted((ROOT / "web").rglob("*.py"))
    listed = {module_name(path) for path in modules}
    assert listed >= NOT_SHOWN_MODULES, "an allowlisted module moved"
    stray = {
        module_name(path): words
        for path in modules
        if module_name(path) not in NOT_SHOWN_MODULES
        and (words := stray_words(path.read_text(encoding="utf-8")))
    }
    assert not stray


def module_name(path: Path) -> str:
    """A module's path under web/, so modules of the same name in two packages stay apart."""
    return path.relative_to(ROOT / "web").as_posix()


class _PageWords(HTMLParser):
    """Texts and shown attributes of index.html, each with the keys of its element."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[dict[str, str | None]] = []
        self.found: list[tuple[str, str | None, str]] = []  # (kind, key, words)

    def handle_starttag(self, tag, attrs):
        attributes = dict(attrs)
        if tag not in ("meta", "link", "input", "br", "img"):
            self.stack.append(attributes)
        for name, key_attribute in (("aria-label", "data-i18n-aria"), ("title", "data-i18n-title")):
            if attributes.get(name):
                self.found.append((name, attributes.get(key_attribute), attributes[name]))

    def handle_endtag(self, tag):
        if tag not in ("meta", "link", "input", "br", "img") and self.stack:
            self.stack.pop()

    def handle_data(self, data):
        words = data.strip()
        if not re.search(r"[A-Za-z]", words) or not self.stack:
            return
        if "lang" in self.stack[-1]:  # a language's own name, in that language
            return
        self.found.append(("text", self.stack[-1].get("data-i18n"), words))


def test_every_word_of_the_page_skeleton_has_its_catalogue_key():
    english = load_catalogue("en")
    parser = _PageWords()
    parser.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    assert len(parser.found) > 40
    for kind, key, words in parser.found:
        assert key is not None, f"{kind} {words!r} has no catalogue key"
        assert english.get(key) == words, f"{kind} {words!r} differs from {key}"
