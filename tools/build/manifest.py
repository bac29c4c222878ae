"""The web app manifest, dist/manifest.webmanifest, that lets browsers install the page as an app.

tools/build/site.py writes it; index.html links it (``<link rel="manifest">``). Every URL in it
is relative, resolved against the manifest's own URL, so an installed copy opens the folder the
site is served from, also under a sub-path. It has no ``id``: a relative ``id`` resolves
against the origin, not the manifest, so copies under two sub-paths of one host would be one
app; without it, the app is known by its start URL, its own folder. The colours are read from
the light theme's ``<meta name="theme-color">`` of index.html, so the page and the installed
app's title bar and splash screen never disagree. The icons are the PNGs that
tools/build/icons.py draws from assets/icon.svg (Chromium installs only with raster icons of
192 and 512 pixels).

The name and the description are in English, unlike every sentence of the page: a manifest has
one language, browsers show its text only in their install prompt and app list, and it is not
part of the page's text layer (web/i18n/). "Franchise" is the game's name in every edition.
"""

from __future__ import annotations

import json
from html.parser import HTMLParser
from pathlib import Path
from typing import NamedTuple

FILE_NAME = "manifest.webmanifest"
ICON_FOLDER = "assets/icons"


class Icon(NamedTuple):
    """One PNG in assets/icons/: ``full_bleed`` fills the whole square (no transparent corners)
    for launchers that cut their own shape; ``purpose`` is its manifest purpose, or None for the
    apple-touch-icon, which only index.html links."""

    name: str
    size: int
    full_bleed: bool
    purpose: str | None


ICONS = (
    Icon("icon-192.png", 192, False, "any"),
    Icon("icon-512.png", 512, False, "any"),
    Icon("maskable-512.png", 512, True, "maskable"),
    Icon("apple-touch-icon.png", 180, True, None),
)


class _ThemeColour(HTMLParser):
    """Finds the content of ``<meta name="theme-color" media="(prefers-color-scheme: light)">``."""

    def __init__(self) -> None:
        super().__init__()
        self.colour: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        values = dict(attrs)
        if (
            tag == "meta"
            and values.get("name") == "theme-color"
            and "light" in (values.get("media") or "")
        ):
            self.colour = values.get("content")


def light_theme_colour(html: str) -> str:
    parser = _ThemeColour()
    parser.feed(html)
    if not parser.colour:
        raise SystemExit("index.html has no theme-color meta for the light theme")
    return parser.colour


def manifest(html: str) -> dict:
    """The manifest of the page ``html`` (index.html's text)."""
    colour = light_theme_colour(html)
    return {
        "name": "Franchise",
        "short_name": "Franchise",
        "description": "The board game Franchise for 2-5 players: offline, no account.",
        "lang": "en",
        "dir": "ltr",
        "start_url": "./",
        "scope": "./",
        "display": "standalone",
        "theme_color": colour,
        "background_color": colour,
        "categories": ["games"],
        "icons": [
            {
                "src": f"./{ICON_FOLDER}/{icon.name}",
                "sizes": f"{icon.size}x{icon.size}",
                "type": "image/png",
                "purpose": icon.purpose,
            }
            for icon in ICONS
            if icon.purpose
        ],
    }


def write_manifest(html: str, dist: Path) -> None:
    """dist/manifest.webmanifest, once the assets (and with them the icons) are in ``dist``."""
    missing = [icon.name for icon in ICONS if not (dist / ICON_FOLDER / icon.name).is_file()]
    if missing:
        raise SystemExit(f"assets/icons/ lacks {missing}: run python -m tools.build.icons")
    text = json.dumps(manifest(html), indent=1, ensure_ascii=False)
    (dist / FILE_NAME).write_text(text + "\n")
