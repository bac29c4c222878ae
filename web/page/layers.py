"""Drawing done at moments rather than by diffing: a game's own board layers, the end screen.

A game sets up layers the view model does not patch (city rings sized by the expert tiles, the
region tiles and tracks); they are drawn when a game comes on screen. The end-of-game screen
(web/screens/final.py, with its charts) is drawn when a game ends or the language changes; its
module loads only then. Its view model replays the whole game, so it is built once here and
handed to the chance chart (web/page/advisor.py). The table, the chart and the dialog's opening
each run in a task of their own, after the task that showed the position: at 4 players they
once made one main-thread task of about 60 ms together.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable

from franchise import Game, Setup
from web.board.render import PLAYER_FILL, places_svg
from web.board.tracks import tracks_svg
from web.browser import dom
from web.page.advisor import Advisor
from web.page.context import PageContext
from web.page.kinds import Dialog
from web.text.markup import render, tag


def draw_layers(game: Game, drawn_spaces: tuple[int, ...]) -> tuple[int, ...]:
    """Draw the layers ``game`` sets up; returns the city sizes now drawn."""
    if game.table.spaces != drawn_spaces:  # expert tiles change city sizes
        dom.set_html("places", places_svg(game.state))
    dom.set_html("tracks", tracks_svg(game.state))
    return game.table.spaces


def draw_no_game() -> tuple[int, ...]:
    """The board as the page first shows it (tools/build/site.py): no game's pieces, tracks,
    lit places or prices stay once the game on screen is gone. Returns the city sizes drawn."""
    state = Game(Setup(("1", "2", "3", "4"))).state
    dom.set_html("places", places_svg(state))
    dom.set_html("tracks", "")
    return state.table.spaces


async def draw_final(
    page: PageContext,
    advisor: Advisor,
    open_dialog: bool,
    then: Callable[[], None] | None = None,
) -> None:
    """Fill the end-of-game screen if the game on screen is finished, draw its chance chart,
    and open it if ``open_dialog``, then run ``then`` (the final link's dialog, over it);
    each step stops if the screen moved on meanwhile."""
    from web.screens.final import final_table_html, final_view, influence_chart
    from web.screens.log import recap_html

    session, stamp = page.session, page.session.stamp()
    await asyncio.sleep(0)
    game = session.game
    if game is None or not game.is_over() or not session.holds(stamp):
        return
    view = final_view(game, PLAYER_FILL)
    chances = render(tag("div", {"id": "chance-chart", "class": "chance-chart"}))  # advisor's
    text = page.text
    dom.set_html("final", final_table_html(view, text) + influence_chart(view, text) + chances)
    # The final link's news: what this device's players missed since their last turn.
    items = recap_html(session, text) if session.by_link else ""
    dom.set_html("final-since-list", items)
    dom.set_hidden("final-since", not items)
    # A guided game's last message, which the window would cover, is said in it (issue 70).
    guided = session.guide is not None and session.guide.done
    if guided:
        from web.screens.guide_view import done_words

        dom.set_text("final-guide", done_words(session, text))
    dom.set_hidden("final-guide", not guided)
    await asyncio.sleep(0)
    if not session.holds(stamp):
        return
    advisor.final_shown(view)
    await asyncio.sleep(0)
    if open_dialog and session.holds(stamp):
        dom.show_dialog(Dialog.OVER)
        if then is not None:  # over the scores, as every turn's link is offered
            then()
