"""The rules beside the game: which section explains a problem, the dialog's tabs, this game's
own figures.

The rules prose is an HTML fragment per language (``assets/rules/<lang>.html``), one ``<section
id="rules-<topic>">`` per topic (``RulesTopic`` in web/screens/rules_topics.py, which also maps
every refusal of a move to its section); the page fetches only the current language's file, the
first time the rules are opened. The page's own hints map here. ``context_html`` shows what the
prose cannot know: the income chart for this game's player count with the current player's band
marked, the region tiles' values and the region track as they stand.
"""

from __future__ import annotations

import enum

from franchise import Game, Refusal, free_spaces_for_income
from web.screens.rules_topics import RulesTopic, topic_for
from web.session.problems import PageRefusal, Problem
from web.text.catalogue import Text
from web.text.markup import render, tag


class Tab(enum.StrEnum):
    """The views of the rules dialog, in the order of its tabs."""

    QUICK = "quick"
    FULL = "full"
    GAME = "game"
    KEYS = "keys"


#: The tabs drawn by Python in the context panel (the others show the fetched prose).
OWN_TABS = (Tab.GAME, Tab.KEYS)


def tab_after(tab: Tab, key: str) -> Tab | None:
    """The tab a key moves to in the tab list (the WAI-ARIA tabs pattern): Left and Right go
    round, Home and End go to the first and last; any other key: None."""
    tabs = list(Tab)
    moves = {
        "ArrowRight": tabs[(tabs.index(tab) + 1) % len(tabs)],
        "ArrowLeft": tabs[tabs.index(tab) - 1],
        "Home": tabs[0],
        "End": tabs[-1],
    }
    return moves.get(key)


#: The section explaining each of the page's own hints (the engine's refusals: ``topic_for``).
PAGE_REFUSAL_TOPICS: dict[PageRefusal, RulesTopic] = {
    PageRefusal.SECOND_EXPANSION: RulesTopic.BONUS,
    PageRefusal.DOUBLE_SHARE: RulesTopic.BONUS,
}


def topic_of(problem: Problem) -> RulesTopic | None:
    """The section that explains what the player has to fix (the innermost refusal)."""
    code = problem.root.code
    if isinstance(code, PageRefusal):
        return PAGE_REFUSAL_TOPICS.get(code)
    return topic_for(Refusal(code))


def tab_of(topic: RulesTopic) -> Tab:
    return Tab.QUICK if topic is RulesTopic.QUICK else Tab.FULL


def rules_url(language: str) -> str:
    """The rules fragment of one language, relative to the page (same origin)."""
    return f"./assets/rules/{language}.html"


def context_html(game: Game | None, text: Text) -> str:
    """This game's income chart (the current player's band marked), region tiles and track."""
    if game is None:
        return render(tag("p", {"class": "empty"}, text("help.no-game")))
    from web.screens.rules_panels import (  # only once asked for
        income_chart,
        region_track,
        region_values,
    )

    free = free_spaces_for_income(game.state, game.current)
    return (
        income_chart(game.players, free, text)
        + region_values(game.table, text)
        + region_track(game.state, text)
    )
