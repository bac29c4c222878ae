"""Drawing done at moments rather than by diffing: a game's own board layers, the end screen.

A game sets up layers the view model does not patch (city rings sized by the expert tiles, the
region tiles and tracks); they are drawn when a game comes on screen. The end-of-game screen
(web/screens/final.py, with its chart) is drawn when a game ends or the language changes; its
module and the XML library it builds with load only then.
"""

from __future__ import annotations

from franchise import Game
from web.board.render import PLAYER_FILL, places_svg
from web.board.tracks import tracks_svg
from web.browser import dom
from web.text.catalogue import Text
from web.text.markup import render, tag


def draw_layers(game: Game, drawn_spaces: tuple[int, ...]) -> tuple[int, ...]:
    """Draw the layers ``game`` sets up; returns the city sizes now drawn."""
    if game.table.spaces != drawn_spaces:  # expert tiles change city sizes
        dom.set_html("places", places_svg(game.state))
    dom.set_html("tracks", tracks_svg(game.state))
    return game.table.spaces


def show_final(game: Game | None, text: Text) -> bool:
    """Fill the end-of-game screen if ``game`` is finished; whether it is."""
    if game is None or not game.is_over():
        return False
    from web.screens.final import final_table_html, final_view, influence_chart

    view = final_view(game, PLAYER_FILL)
    chances = render(tag("div", {"id": "chance-chart", "class": "chance-chart"}))  # advisor's
    dom.set_html("final", final_table_html(view, text) + influence_chart(view, text) + chances)
    return True
