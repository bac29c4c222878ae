"""A stand-in for the rules prose while assets/rules/<lang>.html is not in the site yet.

The browser tests serve the real fragment when the build has it; otherwise they answer the
page's request with this small fragment, which has every section id of the contract and a
heading in the language asked for, so the tests still prove the page fetches the right file and
opens it at the right section.
"""

from __future__ import annotations

from playwright.sync_api import BrowserContext, Route

from tools.build_site import DIST
from web.rules_help import Topic

_HEADING = {"en": "Rules", "de": "Regeln", "fr": "Règles"}


def fragment(language: str) -> str:
    sections = []
    for topic in Topic:
        filler = "".join(f"<p>{topic.value} {n}</p>" for n in range(12))  # long enough to scroll
        sections.append(
            f'<section id="{topic.value}"><h2>{_HEADING[language]}: {topic.value}</h2>'
            f"{filler}</section>"
        )
    return "".join(sections)


def serve_rules(context: BrowserContext) -> None:
    """Answer requests for a rules fragment missing from dist/ with the stand-in."""

    def answer(route: Route) -> None:
        name = route.request.url.rsplit("/", 1)[-1]
        language = name.removesuffix(".html")
        if (DIST / "assets" / "rules" / name).exists() or language not in _HEADING:
            route.fallback()
            return
        route.fulfill(status=200, content_type="text/html", body=fragment(language))

    context.route("**/assets/rules/*.html", answer)
