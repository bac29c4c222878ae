"""The rules beside the game: which section explains a refusal, and this game's own figures.

The rules prose is an HTML fragment per language (``assets/rules/<lang>.html``), one
``<section id="rules-<topic>">`` per topic; the page fetches only the current language's file,
the first time the rules are opened. ``TOPIC_OF`` sends every refusal to the section that
explains it. ``context_html`` shows what the prose cannot know: the income chart for this
game's player count with the current player's band marked, the region tiles' values and the
region track as they stand.
"""

from __future__ import annotations

import enum
from html import escape

from franchise import BOARD, Game, Refusal
from franchise.rules import free_spaces_for_income

from .problems import Hint, Problem
from .text import Text


class Topic(enum.StrEnum):
    """Sections of the rules text (the same ids in every language)."""

    QUICK = "rules-quick"
    GOAL = "rules-goal"
    SETUP = "rules-setup"
    START = "rules-start"
    TURN = "rules-turn"
    INCOME = "rules-income"
    BONUS = "rules-bonus"
    EXPAND = "rules-expand"
    INCREASE = "rules-increase"
    OPEN = "rules-open"
    CITY_SCORING = "rules-city-scoring"
    REFERENCE = "rules-reference"
    REGION_SCORING = "rules-region-scoring"
    TRACK = "rules-track"
    END = "rules-end"
    FINAL_SCORING = "rules-final-scoring"
    PROJECTED = "rules-projected"
    VARIANTS = "rules-variants"
    TWO_THREE_PLAYERS = "rules-two-three-players"
    EXAMPLES = "rules-examples"


class Tab(enum.StrEnum):
    """The three views of the rules dialog."""

    QUICK = "quick"
    FULL = "full"
    GAME = "game"


#: The section explaining each refusal a player can meet (saved data and links have none).
TOPIC_OF: dict[enum.StrEnum, Topic] = {
    Refusal.GAME_OVER: Topic.END,
    Refusal.START_DONE: Topic.START,
    Refusal.START_FIRST: Topic.START,
    Refusal.START_IN_CITY: Topic.START,
    Refusal.OUT_OF_PLAY: Topic.TWO_THREE_PLAYERS,
    Refusal.TAKEN: Topic.EXPAND,
    Refusal.ONE_BONUS: Topic.BONUS,
    Refusal.BONUS_FIRST_TURN: Topic.BONUS,
    Refusal.NO_BONUS_LEFT: Topic.BONUS,
    Refusal.TOO_MANY_EXPANSIONS: Topic.BONUS,
    Refusal.SAME_TARGET_TWICE: Topic.BONUS,
    Refusal.ALREADY_SCORED: Topic.CITY_SCORING,
    Refusal.ALREADY_PRESENT: Topic.EXPAND,
    Refusal.NO_FREE_SPACE: Topic.EXPAND,
    Refusal.NOT_LINKED: Topic.EXPAND,
    Refusal.NEED_FRANCHISES: Topic.SETUP,
    Refusal.NEED_MONEY: Topic.TURN,
    Refusal.ONE_INCREASE_PER_CITY: Topic.INCREASE,
    Refusal.INCREASE_IN_TOWN: Topic.INCREASE,
    Refusal.INCREASE_WHERE_EXPANDING: Topic.INCREASE,
    Refusal.NO_FRANCHISE_THERE: Topic.INCREASE,
    Refusal.DOUBLE_NOT_INCREASED: Topic.BONUS,
    Refusal.DOUBLE_NEEDS_TWO_SPACES: Topic.BONUS,
    Refusal.PLAYER_COUNT: Topic.SETUP,
    Refusal.TILES_NOT_EXPERT: Topic.VARIANTS,
    Refusal.NOT_A_CITY: Topic.VARIANTS,
    Refusal.TILE_UNAVAILABLE: Topic.VARIANTS,
    Refusal.UNKNOWN_REGION_TILE: Topic.VARIANTS,
    Refusal.REGION_TILE_TWICE: Topic.VARIANTS,
    Hint.SECOND_EXPANSION: Topic.BONUS,
    Hint.DOUBLE_SHARE: Topic.BONUS,
}


def topic_of(problem: Problem) -> Topic | None:
    """The section that explains what the player has to fix (the innermost refusal)."""
    return TOPIC_OF.get(problem.root.code)


def tab_of(topic: Topic) -> Tab:
    return Tab.QUICK if topic is Topic.QUICK else Tab.FULL


def rules_url(language: str) -> str:
    """The rules fragment of one language, relative to the page (same origin)."""
    return f"./assets/rules/{language}.html"


def context_html(game: Game | None, text: Text) -> str:
    """This game's income chart (the current player's band marked), region tiles and track."""
    if game is None:
        return f'<p class="empty">{text("help.no-game")}</p>'
    return _income_chart(game, text) + _region_tiles(game, text) + _region_track(game, text)


def _income_chart(game: Game, text: Text) -> str:
    seat = game.current
    free = free_spaces_for_income(game.state, seat)
    rows = []
    for low, high, dollars in BOARD.income_charts[game.players]:
        spaces = text("help.band", low=low, high=high) if high is not None else f"{low}+"
        mine = low <= free and (high is None or free <= high)
        mark = ' class="current" aria-current="true"' if mine else ""
        rows.append(f"<tr{mark}><td>{spaces}</td><td>{text.money(dollars)}</td></tr>")
    caption = text("help.income-caption", players=game.players)
    note = text.count("help.income-note", free, player=escape(game.names[seat]))
    return (
        f'<section id="context-income"><h3>{caption}</h3><p>{note}</p>'
        f'<table class="income"><thead><tr><th>{text("help.free-spaces")}</th>'
        f"<th>{text('help.income')}</th></tr></thead><tbody>{''.join(rows)}</tbody></table>"
        "</section>"
    )


def _region_tiles(game: Game, text: Text) -> str:
    state = game.state
    rows = []
    for region in BOARD.regions:
        if not game.table.active_region[region.index]:
            continue
        values = " / ".join(str(v) for v in game.table.region_values(region.index))
        done = text("help.region-done") if state.region_done[region.index] else ""
        rows.append(
            f"<tr><th>{text.region(region.index)}</th><td>{values}</td><td>{done}</td></tr>"
        )
    return (
        f'<section id="context-regions"><h3>{text("help.regions")}</h3>'
        f'<table class="regions"><tbody>{"".join(rows)}</tbody></table></section>'
    )


def _region_track(game: Game, text: Text) -> str:
    state = game.state
    cells = []
    for space, influence in enumerate(BOARD.track_influence):
        red = ' class="red-zone"' if space >= BOARD.red_zone_start else ""
        tile = state.track[space] if space < len(state.track) else None
        name = "" if tile is None else text.region(tile)
        cells.append(f"<td{red}>{space + 1}<br>+{influence}<br><small>{name}</small></td>")
    red_from = BOARD.red_zone_start + 1
    return (
        f'<section id="context-track"><h3>{text("help.track")}</h3>'
        f'<table class="track"><tbody><tr>{"".join(cells)}</tr></tbody></table>'
        f"<p>{text('help.red-zone', space=red_from)}</p></section>"
    )
